"""GraphML and GEXF exports of the people–organisation–project–topic graph (Gephi, Cytoscape, yEd).

The graph is :func:`talentgraph.analysis.knowledge_graph`; node ids are IRIs, nodes carry
``label`` and ``kind``, edges ``relation`` and ``details`` (the list joined with ``"; "``, since
both formats want scalar attributes). Nodes and edges are written in sorted order and GEXF's
modification date is left out, so the same store gives byte-identical files.

>>> import networkx as nx
>>> g = nx.Graph()
>>> g.add_node("p", label="Ada", kind="person"); g.add_node("o", label="ACME", kind="organisation")
>>> g.add_edge("p", "o", relation="worked at", details=["Intern (2020–2021)", "Engineer (2021–?)"])
>>> b"Intern (2020\\xe2\\x80\\x932021); Engineer" in graph_to_graphml(g)
True
>>> sorted(nx.read_graphml(io.BytesIO(graph_to_graphml(g))).nodes(data="kind"))
[('o', 'organisation'), ('p', 'person')]
"""

from __future__ import annotations

import io
import re

import networkx as nx

__all__ = ["graph_to_gexf", "graph_to_graphml", "scalar_graph"]

_LIST_SEPARATOR = "; "


def _scalar(value: object) -> object:
    if isinstance(value, list | tuple | set | frozenset):
        items = [str(v) for v in value]
        return _LIST_SEPARATOR.join(sorted(items) if isinstance(value, set | frozenset) else items)
    if value is None:
        return ""
    return value if isinstance(value, str | int | float | bool) else str(value)


def scalar_graph(graph: nx.Graph) -> nx.Graph:
    """A copy with sorted nodes and edges and every attribute a scalar (lists joined with ``"; "``)."""
    out = nx.Graph()
    out.graph.update({k: _scalar(v) for k, v in sorted(graph.graph.items())})
    for node in sorted(graph.nodes, key=str):
        out.add_node(str(node), **{k: _scalar(v) for k, v in sorted(graph.nodes[node].items())})
    edges = sorted(
        ((tuple(sorted((str(u), str(v)))), data) for u, v, data in graph.edges(data=True)), key=lambda e: e[0]
    )
    for (u, v), data in edges:
        out.add_edge(u, v, **{k: _scalar(val) for k, val in sorted(data.items())})
    return out


def graph_to_graphml(graph: nx.Graph) -> bytes:
    """GraphML of ``graph`` (attributes made scalar)."""
    buffer = io.BytesIO()
    nx.write_graphml(scalar_graph(graph), buffer, encoding="utf-8", prettyprint=True)
    return buffer.getvalue()


_MODIFIED = re.compile(r'\s+lastmodifieddate="[^"]*"')


def graph_to_gexf(graph: nx.Graph) -> bytes:
    """GEXF 1.2 of ``graph`` (attributes made scalar, no modification date)."""
    text = "\n".join(nx.generate_gexf(scalar_graph(graph), encoding="utf-8", prettyprint=True))
    return ('<?xml version="1.0" encoding="utf-8"?>\n' + _MODIFIED.sub("", text, count=1) + "\n").encode(
        "utf-8"
    )
