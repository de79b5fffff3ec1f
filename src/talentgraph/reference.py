"""The reference graph: the bundled ontology, organisation gazetteer, topic and role schemes.

It lives in its own named graph (:data:`~talentgraph.vocab.REFERENCE_GRAPH`) beside the document
graphs, so queries can walk ``org:subOrganizationOf`` and ``skos:broader`` and show labels. It is
reloaded only when the bundled files change (their hash is stored in the graph). Its N-Quads are
built once per build of talentgraph and kept in the user's cache folder
(:func:`cached_reference_nquads`), so an ingest into a new store does not build them again.

>>> g = reference_graph()
>>> (org_iri("meta"), SKOS.prefLabel, Literal("Meta")) in g
True
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

import yaml
from rdflib import Graph, Literal, URIRef
from rdflib.term import Node

from .gazetteers import org_gazetteer
from .rdf import org_iri, slug
from .resources import build_id, resource_path
from .vocab import ID, ORG, OWL, PREFIXES, RDF, REFERENCE_GRAPH, SCHEMA, SKOS, TG, WD

__all__ = [
    "cache_folder",
    "cached_reference_nquads",
    "reference_files",
    "reference_graph",
    "reference_hash",
    "reference_nquads",
]

_ORG_TYPES = {
    "company": [SCHEMA.Corporation],
    "university": [SCHEMA.CollegeOrUniversity],
    "research_lab": [TG.ResearchLab, SCHEMA.ResearchOrganization],
    "government": [SCHEMA.GovernmentOrganization],
    "nonprofit": [SCHEMA.NGO],
}


def reference_files() -> list[Path]:
    """The bundled files the reference graph is built from (those present)."""
    files = [resource_path("ontology") / n for n in ("talentgraph.ttl", "topics.ttl", "roles.ttl")]
    files += [resource_path("data") / n for n in ("organizations.yaml", "technologies.yaml")]
    return [f for f in files if f.is_file()]


def reference_hash() -> str:
    digest = hashlib.sha256()
    for path in reference_files():
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@cache
def reference_graph() -> Graph:
    """Build the reference graph (cached; treat it as read-only)."""
    graph = Graph(identifier=REFERENCE_GRAPH)
    for prefix, ns in PREFIXES.items():
        graph.bind(prefix, ns)
    for path in reference_files():
        if path.suffix == ".ttl":
            graph.parse(path, format="turtle")
    roles = list(graph.subjects(SKOS.inScheme, URIRef(f"{PREFIXES['role']}scheme")))
    for triple in _built_triples(roles):
        graph.add(triple)
    return graph


def reference_nquads() -> bytes:
    """The quads of :func:`reference_graph` as N-Quads, made with pyoxigraph (its Turtle parser
    and terms: about a tenth of the CPU of building the rdflib graph), as an ingest loads them.

    >>> b"<https://w3id.org/talentgraph/id/org/meta> <http://www.w3.org/2004/02/skos/core#prefLabel> \\"Meta\\"" in reference_nquads()
    True
    """
    import pyoxigraph as ox

    name = ox.NamedNode(str(REFERENCE_GRAPH))
    quads: dict[ox.Quad, None] = {}
    for path in reference_files():
        if path.suffix == ".ttl":
            for t in ox.parse(path=path, format=ox.RdfFormat.TURTLE):
                quads[ox.Quad(t.subject, t.predicate, t.object, name)] = None
    in_scheme, scheme = ox.NamedNode(str(SKOS.inScheme)), ox.NamedNode(f"{PREFIXES['role']}scheme")
    roles: list[Node] = [
        URIRef(q.subject.value)
        for q in quads
        if q.predicate == in_scheme and q.object == scheme and isinstance(q.subject, ox.NamedNode)
    ]
    nodes: dict[str, ox.NamedNode] = {}

    def node(iri: str) -> ox.NamedNode:
        found = nodes.get(iri)
        if found is None:
            found = nodes[iri] = ox.NamedNode(iri)
        return found

    for s, p, o in _built_triples(roles):
        value: ox.NamedNode | ox.Literal
        if isinstance(o, Literal):
            value = ox.Literal(
                str(o), datatype=node(str(o.datatype)) if o.datatype else None, language=o.language
            )
        else:
            value = node(str(o))
        quads[ox.Quad(node(str(s)), node(str(p)), value, name)] = None
    return ox.serialize(quads, format=ox.RdfFormat.N_QUADS) or b""


def cache_folder(environ: Mapping[str, str] = os.environ) -> Path:
    """Where talentgraph keeps what it can rebuild: ``$TALENTGRAPH_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/talentgraph``, else ``~/.cache/talentgraph``.

    >>> cache_folder({"TALENTGRAPH_CACHE_DIR": "/srv/tg-cache"}).as_posix()
    '/srv/tg-cache'
    >>> cache_folder({"XDG_CACHE_HOME": "/home/ada/.cache"}).as_posix()
    '/home/ada/.cache/talentgraph'
    """
    if environ.get("TALENTGRAPH_CACHE_DIR"):
        return Path(environ["TALENTGRAPH_CACHE_DIR"])
    return Path(environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "talentgraph"


def cached_reference_nquads() -> bytes:
    """:func:`reference_nquads`, read from the cache folder when this build wrote them there before.

    The file is named after :func:`~talentgraph.resources.build_id`, which digests the code and
    every bundled data file, so a changed gazetteer, scheme or writer gets a new file; files of
    other builds are removed when a new one is written. Bytes that lack this reference hash (a
    cut or foreign file) are built again. A cache folder that cannot be written costs only the build.

    >>> cached_reference_nquads() == reference_nquads()
    True
    """
    folder = cache_folder()
    path = folder / f"reference-{build_id()}.nq"
    stamp = f'"sha256:{reference_hash()}"'.encode()
    try:
        data = path.read_bytes()
        if stamp in data:
            return data
    except OSError:
        pass
    data = reference_nquads()
    written = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # a whole file or none: another process may read it while this one writes
        handle, written = tempfile.mkstemp(dir=folder, prefix=".reference-")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(written, path)
        written = None
        for old in folder.glob("reference-*.nq"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass
    finally:
        if written is not None:
            Path(written).unlink(missing_ok=True)
    return data


def _built_triples(roles: list[Node]) -> Iterator[tuple[Node, URIRef, Node]]:
    """The reference triples beyond the Turtle files: ``roles`` (the role scheme's members) typed
    ``org:Role``, the listed gazetteer's organisations, the technologies, the content hash."""
    for role in roles:
        yield role, RDF.type, ORG.Role
    gazetteer = org_gazetteer()
    for org in gazetteer.orgs.values():
        if org.listed:  # ten thousand universities: labelled in the documents that name them
            continue
        iri = org_iri(org.id)
        yield iri, RDF.type, ORG.Organization
        yield iri, RDF.type, SCHEMA.Organization
        for cls in _ORG_TYPES.get(org.type, []):
            yield iri, RDF.type, cls
        yield iri, SKOS.prefLabel, Literal(org.name)
        yield iri, SCHEMA.name, Literal(org.name)
        for alias in (*org.aliases, *org.former_names, *org.acronyms):
            yield iri, SKOS.altLabel, Literal(alias)
        yield iri, TG.gazetteerId, Literal(org.id)
        yield iri, TG.orgType, Literal(org.type)
        if org.country:
            yield iri, TG.country, Literal(org.country)
        if org.parent:
            yield iri, ORG.subOrganizationOf, org_iri(org.parent)
        if org.system:
            yield iri, TG.partOfSystem, org_iri(org.system)
        if org.wikidata:
            yield iri, OWL.sameAs, WD[org.wikidata]
        if org.ror:
            yield iri, OWL.sameAs, URIRef(f"https://ror.org/{org.ror}")
    tech_path = resource_path("data") / "technologies.yaml"
    if tech_path.is_file():
        for entry in yaml.safe_load(tech_path.read_text(encoding="utf-8")) or []:
            iri = ID[f"tech/{slug(str(entry['id']))}"]
            yield iri, RDF.type, TG.Technology
            yield iri, RDF.type, SKOS.Concept
            yield iri, SKOS.prefLabel, Literal(str(entry["label"]))
            for alias in entry.get("aliases") or []:
                yield iri, SKOS.altLabel, Literal(str(alias))
            if entry.get("category"):
                yield iri, SKOS.note, Literal(str(entry["category"]))
    yield REFERENCE_GRAPH, TG.contentHash, Literal(f"sha256:{reference_hash()}")
