"""JSON-LD export: every named graph kept, with a context whose default vocabulary is schema.org.

People, organisations and projects carry schema.org terms (``schema:name``, ``schema:affiliation``,
``schema:alumniOf``, ``schema:knowsAbout``…) beside FOAF/ORG/tg, so web tooling that reads
schema.org JSON-LD sees ``"@type": "Person"`` and ``"name"``; other terms are compact IRIs
(``"foaf:name"``, ``"tg:startDate"``) defined by the same context. The writer is deterministic:
graphs, nodes, keys and values are sorted.

>>> from rdflib import Dataset, Literal, URIRef
>>> from talentgraph.vocab import SCHEMA, RDF, ID
>>> ds = Dataset()
>>> g = ds.graph(URIRef("https://example.org/g"))
>>> g.add((ID["person/ada"], RDF.type, SCHEMA.Person))
<Graph identifier=https://example.org/g (<class 'rdflib.graph.Graph'>)>
>>> g.add((ID["person/ada"], SCHEMA.name, Literal("Ada")))
<Graph identifier=https://example.org/g (<class 'rdflib.graph.Graph'>)>
>>> doc = json.loads(dataset_to_jsonld(ds))
>>> doc["@graph"][0]["@graph"]
[{'@id': 'id:person/ada', '@type': 'Person', 'name': 'Ada'}]
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from rdflib import BNode, Dataset, Literal, URIRef
from rdflib.graph import DATASET_DEFAULT_GRAPH_ID
from rdflib.term import Node

from ..errors import ExportError
from ..vocab import PREFIXES, RDF, SCHEMA, XSD

__all__ = ["JSONLD_CONTEXT", "dataset_to_jsonld"]

_SCHEMA = str(SCHEMA)

#: The context of every JSON-LD export: schema.org as the default vocabulary, then our prefixes.
JSONLD_CONTEXT: dict[str, str] = {"@vocab": _SCHEMA, **dict(sorted(PREFIXES.items()))}

# Longest namespace first, so ``id:`` wins over a shorter namespace it starts with.
_BY_LENGTH = sorted(((ns, p) for p, ns in PREFIXES.items()), key=lambda x: (-len(x[0]), x[1]))


def _compact(iri: str, vocab: bool) -> str:
    """A compact IRI (``prefix:local``), or a bare schema.org term where ``vocab`` applies."""
    local = iri[len(_SCHEMA) :]
    if vocab and iri.startswith(_SCHEMA) and _simple(local) and local not in JSONLD_CONTEXT:
        return local
    for ns, prefix in _BY_LENGTH:
        if iri.startswith(ns) and len(iri) > len(ns) and not iri[len(ns) :].startswith("//"):
            return f"{prefix}:{iri[len(ns) :]}"
    if iri.split(":", 1)[0] in JSONLD_CONTEXT:
        raise ExportError(f"cannot write {iri!r} in JSON-LD: its scheme is also a prefix of the context")
    return iri


def _simple(local: str) -> bool:
    return bool(local) and local.replace("_", "a").isalnum()


def _value(term: Node) -> Any:
    if isinstance(term, URIRef):
        return {"@id": _compact(str(term), vocab=False)}
    if isinstance(term, BNode):
        return {"@id": f"_:{term}"}
    if isinstance(term, Literal):
        if term.language:
            return {"@value": str(term), "@language": term.language}
        if term.datatype is None or term.datatype == XSD.string:
            return str(term)
        return {"@value": str(term), "@type": _compact(str(term.datatype), vocab=False)}
    raise ExportError(f"cannot write {term!r} in JSON-LD")


def _single(values: list[Any]) -> Any:
    return values[0] if len(values) == 1 else values


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def graph_nodes(triples: Any) -> list[dict[str, Any]]:
    """Node objects for triples, sorted by ``@id``; each property's values sorted."""
    nodes: dict[Node, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in triples:
        if p == RDF.type and isinstance(o, URIRef):
            nodes[s]["@type"].append(_compact(str(o), vocab=True))
        else:
            nodes[s][_compact(str(p), vocab=True)].append(_value(o))
    out = []
    for subject in sorted(nodes, key=lambda n: (isinstance(n, BNode), str(n))):
        node: dict[str, Any] = {"@id": _value(subject)["@id"]}
        for key, values in nodes[subject].items():
            node[key] = _single(sorted(values, key=_sort_key))
        out.append(node)
    return out


def dataset_to_jsonld(dataset: Dataset) -> bytes:
    """The named graphs of ``dataset`` as one JSON-LD document (sorted, UTF-8, indented)."""
    graphs = sorted(
        (g for g in dataset.graphs() if _named(g.identifier) and len(g)),
        key=lambda g: g.identifier,
    )
    document = {
        "@context": JSONLD_CONTEXT,
        "@graph": [
            {"@id": _compact(str(graph.identifier), vocab=False), "@graph": graph_nodes(graph)}
            for graph in graphs
        ],
    }
    return (json.dumps(document, indent=1, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")


def _named(name: Node) -> bool:
    """A named graph's IRI (not a blank node, not rdflib's default-graph id)."""
    return isinstance(name, URIRef) and name != DATASET_DEFAULT_GRAPH_ID
