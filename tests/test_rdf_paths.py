"""Both ways of writing a document's graph (rdflib triples, pyoxigraph quads) give the same graph.

The mapping is written once (:func:`talentgraph.rdf.write_profile`); ``ingest`` uses the quads,
``extract --format ttl``, validation and interop the rdflib graph. This test keeps the two honest
on every bundled example and every document fixture, whatever the mapping grows into.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.compare import isomorphic

from talentgraph.model import Profile
from talentgraph.pipeline import profile_from_document
from talentgraph.rdf import document_iri, profile_to_graph, profile_to_quads
from talentgraph.sources import read_document
from talentgraph.store.embedded import from_oxigraph
from talentgraph.vocab import PROV, XSD

from .conftest import EXAMPLES
from .test_rdf import SHA, ada

FIXTURES = Path(__file__).parent / "fixtures"
DOCUMENT_SUFFIXES = {".txt", ".md", ".html", ".json", ".pdf"}
DOCUMENTS = sorted(
    [p for p in EXAMPLES.iterdir() if p.name not in {"README.md", "gold"}]
    + [p for p in FIXTURES.rglob("*") if p.is_file() and p.suffix in DOCUMENT_SUFFIXES]
)


def both_graphs(
    profile: Profile, document_format: str = "text", path: str | None = None
) -> tuple[Graph, Graph]:
    """The rdflib graph and the quads read back as an rdflib graph, without the (clock) timestamp."""
    from_rdflib = profile_to_graph(profile, sha256=SHA, document_format=document_format, path=path)
    quads = profile_to_quads(profile, sha256=SHA, document_format=document_format, path=path)
    from_quads = Graph(identifier=document_iri(profile.source))
    for quad in quads:
        assert quad.graph_name.value == str(document_iri(profile.source))
        from_quads.add(
            (from_oxigraph(quad.subject), from_oxigraph(quad.predicate), from_oxigraph(quad.object))
        )  # type: ignore[arg-type]
    assert len(quads) == len(from_quads), "each quad once"
    for graph in (from_rdflib, from_quads):
        [stamp] = list(graph.objects(None, PROV.generatedAtTime))
        assert isinstance(stamp, Literal)
        assert stamp.datatype == XSD.dateTime
        graph.remove((None, PROV.generatedAtTime, None))
    return from_rdflib, from_quads


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_quads_and_rdflib_graph_are_isomorphic(path: Path) -> None:
    doc = read_document(path)
    from_rdflib, from_quads = both_graphs(profile_from_document(doc), doc.format, doc.path)
    assert len(from_rdflib) > 10
    assert isomorphic(from_rdflib, from_quads), sorted(set(from_rdflib) ^ set(from_quads))[:5]


def test_isomorphic_on_a_profile_with_odd_characters_dates_and_links() -> None:
    from_rdflib, from_quads = both_graphs(ada())
    assert isomorphic(from_rdflib, from_quads)
    literals = {o for _, _, o in from_quads if isinstance(o, Literal)}
    assert Literal("ACME Labs «Zürich»") in literals
    assert Literal(True) in literals  # ongoing and free-text flags
    assert URIRef("https://x.example/a b") not in {o for _, _, o in from_quads}  # unsafe link left out


@pytest.mark.parametrize("path", DOCUMENTS[:20], ids=lambda p: p.name)
def test_derived_facts_are_those_of_the_whole_graph(path: Path) -> None:
    """The mapping derives from the few triples it records (:class:`talentgraph.rdf._PostRecorder`);
    :func:`talentgraph.derive.add_derived_facts` on the finished graph must find the same."""
    from talentgraph.derive import DERIVED, add_derived_facts

    doc = read_document(path)
    graph = profile_to_graph(
        profile_from_document(doc), sha256=SHA, document_format=doc.format, path=doc.path
    )
    again = Graph(identifier=graph.identifier)
    for triple in graph:
        if triple[1] not in DERIVED:
            again.add(triple)
    add_derived_facts(again)
    assert set(again) == set(graph)


def _nquads_both_ways(
    profile: Profile, document_format: str = "text", path: str | None = None
) -> tuple[bytes, bytes]:
    """pyoxigraph's serialisation of the quads and :class:`talentgraph.nquads.NQuadsSink`'s text,
    the generation timestamp masked (the clock may tick between the two)."""
    import re

    import pyoxigraph as ox

    from talentgraph.nquads import profile_to_nquads

    quads = profile_to_quads(profile, sha256=SHA, document_format=document_format, path=path)
    serialised = ox.serialize(quads, format=ox.RdfFormat.N_QUADS) or b""
    written = profile_to_nquads(profile, sha256=SHA, document_format=document_format, path=path).nquads()
    stamp = re.compile(rb'"\d{4}-\d\d-\d\dT[^"]*"')
    return stamp.sub(b"TIME", serialised), stamp.sub(b"TIME", written)


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_the_nquads_ingest_writes_are_the_bytes_pyoxigraph_serialises(path: Path) -> None:
    doc = read_document(path)
    serialised, written = _nquads_both_ways(profile_from_document(doc), doc.format, doc.path)
    assert serialised.count(b"\n") > 10
    assert written == serialised


def test_nquads_escape_every_character_as_pyoxigraph_does() -> None:
    """Quotes, backslashes, every control character, DEL, U+FFFE/U+FFFF, non-ASCII text; the same
    triple added twice (once typed xsd:string) is written once."""
    from talentgraph.nquads import NQuadsSink

    profile = ada()
    odd = "".join(chr(c) for c in [*range(0x20), 0x22, 0x5C, 0x7F, 0xE9, 0x2028, 0xFFFE, 0xFFFF, 0x1F600])
    profile.person.location = f"Zürich {odd} «end»"
    serialised, written = _nquads_both_ways(profile)
    assert rb"\u0000" in written
    assert rb"\"" in written
    assert written == serialised
    sink = NQuadsSink("https://x.example/g")
    sink.literal("https://x.example/s", "https://x.example/p", "v", None)
    sink.literal("https://x.example/s", "https://x.example/p", "v", "http://www.w3.org/2001/XMLSchema#string")
    assert sink.nquads() == b'<https://x.example/s> <https://x.example/p> "v" <https://x.example/g> .\n'
    with pytest.raises(ValueError, match="IRI"):
        sink.iri("https://x.example/s", "https://x.example/p", "not an iri")
