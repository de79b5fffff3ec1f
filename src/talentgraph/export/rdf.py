"""RDF exports (Turtle, TriG, N-Quads) and their import: byte-identical for the same store.

TriG and N-Quads keep the named graphs (one per document, plus the reference graph); Turtle merges
them into one graph. Output is sorted (graphs, subjects, predicates, objects, prefix lines), so the
same store always gives the same bytes and two exports diff cleanly.

>>> import tempfile
>>> from talentgraph.store import open_store
>>> store = open_store(tempfile.mkdtemp())
>>> store.update('INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/p> "x" } }')
>>> print(export_rdf(store, "nq").decode().strip())
<http://ex/a> <http://ex/p> "x" <http://ex/g> .
>>> other = open_store(tempfile.mkdtemp())
>>> import_rdf(other, export_rdf(store, "trig"), "trig")
[rdflib.term.URIRef('http://ex/g')]
"""

from __future__ import annotations

import warnings
from pathlib import Path

from rdflib import Dataset, Graph, URIRef
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID
from rdflib.term import Node

from ..errors import ExportError
from ..store.base import Store, term_to_sparql
from ..vocab import PREFIXES

__all__ = ["RDF_FORMATS", "dataset_to_rdf", "export_rdf", "import_rdf"]

#: format name → (rdflib parser/serializer name, keeps named graphs)
RDF_FORMATS: dict[str, tuple[str, bool]] = {
    "ttl": ("turtle", False),
    "trig": ("trig", True),
    "nq": ("nquads", True),
}


def export_rdf(store: Store, fmt: str) -> bytes:
    """Serialise every named graph of the store in ``fmt`` (ttl, trig or nq), but the post index
    (derived from the others, see :mod:`talentgraph.post_index`)."""
    from ..vocab import INDEX_GRAPH

    return dataset_to_rdf(store.dataset([g for g in store.graph_names() if g != INDEX_GRAPH]), fmt)


def dataset_to_rdf(dataset: Dataset, fmt: str) -> bytes:
    """Serialise the named graphs of ``dataset`` deterministically (the default graph is ignored)."""
    if fmt not in RDF_FORMATS:
        raise ExportError(f"unknown RDF format {fmt!r}; choose one of {', '.join(RDF_FORMATS)}")
    graphs = sorted(
        (g for g in dataset.graphs() if _named(g.identifier) and len(g)),
        key=lambda g: g.identifier,
    )
    if fmt == "nq":
        lines = {
            f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} {term_to_sparql(g.identifier)} ."
            for g in graphs
            for s, p, o in g
        }
        return "".join(line + "\n" for line in sorted(lines)).encode("utf-8")
    if fmt == "ttl":
        merged = Graph()
        for triple in sorted({t for g in graphs for t in g}):
            merged.add(triple)
        prefixes, body = _turtle(merged)
        return _join(prefixes, [body])
    prefixes, bodies = set(), []
    for graph in graphs:
        graph_prefixes, body = _turtle(graph)
        prefixes |= graph_prefixes
        # Not indented: a multi-line literal ("""…""") must keep its text exactly.
        bodies.append(f"{term_to_sparql(graph.identifier)} {{\n{body}\n}}\n")
    return _join(prefixes, bodies)


def _turtle(graph: Graph) -> tuple[set[str], str]:
    """Turtle of one graph, split into its prefix lines and its body (triples inserted in sorted order)."""
    ordered = Graph()
    for prefix, ns in PREFIXES.items():
        ordered.bind(prefix, ns, replace=True)
    for triple in sorted(graph):
        ordered.add(triple)
    text = ordered.serialize(format="turtle")
    prefixes = {line for line in text.split("\n") if line.startswith("@prefix")}
    body = "\n".join(line for line in text.split("\n") if not line.startswith("@prefix")).strip("\n")
    return prefixes, body


def _join(prefixes: set[str], bodies: list[str]) -> bytes:
    head = "\n".join(sorted(prefixes))
    return (head + "\n\n" + "\n".join(body.rstrip("\n") + "\n" for body in bodies)).encode("utf-8")


def import_rdf(store: Store, data: bytes | str | Path, fmt: str) -> list[URIRef]:
    """Load TriG or N-Quads (an export) into ``store``, replacing each named graph it holds.

    Returns the graph names loaded. Turtle has no graph names, so it cannot be imported this way.
    """
    if fmt not in ("trig", "nq"):
        raise ExportError(f"cannot import {fmt!r}: only trig and nq keep the named graphs")
    dataset = Dataset()
    try:
        with warnings.catch_warnings():
            # rdflib 7.6's TriG/N-Quads parsers call its own deprecated Dataset.default_context.
            warnings.simplefilter("ignore", DeprecationWarning)
            _parse(dataset, data, RDF_FORMATS[fmt][0])
    except Exception as exc:  # rdflib raises parser-specific errors
        raise ExportError(f"cannot parse the {fmt} data: {exc}") from exc
    from .. import post_index
    from ..vocab import INDEX_GRAPH

    names: list[URIRef] = []
    index_was_current = post_index.begin_change(store)
    for graph in sorted(dataset.graphs(), key=lambda g: g.identifier):
        name = graph.identifier
        # the post index is derived from the graphs this store holds, never loaded
        if isinstance(name, URIRef) and _named(name) and len(graph) and name != INDEX_GRAPH:
            store.replace_graph(graph)
            names.append(name)
    post_index.end_change(store, names, index_was_current)
    return names


def _parse(dataset: Dataset, data: bytes | str | Path, parser: str) -> None:
    if isinstance(data, Path):
        dataset.parse(data, format=parser)
    else:
        dataset.parse(data=data, format=parser)


def _named(name: Node) -> bool:
    """A named graph's IRI (not a blank node, not rdflib's default-graph id)."""
    return isinstance(name, URIRef) and name != DATASET_DEFAULT_GRAPH_ID
