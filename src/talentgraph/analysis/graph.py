"""The people–organisation–project–topic graph as networkx, fetched with one SPARQL query.

>>> import networkx as nx
>>> g = nx.Graph()
>>> g.add_edge("p1", "o1"); g.add_edge("o1", "p2"); g.add_edge("p2", "t1")
>>> sorted(ego_subgraph(g, "p1", depth=2))
['o1', 'p1', 'p2']
"""

from __future__ import annotations

import networkx as nx

from ..queries import fetch_all
from ..store.base import Store

__all__ = ["ego_subgraph", "knowledge_graph"]


def knowledge_graph(store: Store) -> nx.Graph:
    """Nodes are IRIs with ``label`` and ``kind`` (person, organisation, project, topic);
    edges carry ``relation`` and ``details`` (one entry per fact, e.g. each position held)."""
    graph = nx.Graph()
    for row in fetch_all(store, "graph-edges"):
        source, target = str(row["source"]), str(row["target"])
        for node, label, kind in (
            (source, row["sourceLabel"], row["sourceKind"]),
            (target, row["targetLabel"], row["targetKind"]),
        ):
            if node not in graph:
                graph.add_node(node, label=str(label), kind=str(kind))
        if graph.has_edge(source, target):
            data = graph.edges[source, target]
        else:
            graph.add_edge(source, target, relation=str(row["relation"]), details=[])
            data = graph.edges[source, target]
        detail = row.get("detail")
        if detail is not None and str(detail) not in data["details"]:
            data["details"].append(str(detail))
    return graph


def ego_subgraph(graph: nx.Graph, center: str, depth: int = 2) -> nx.Graph:
    """The nodes within ``depth`` hops of ``center`` (a copy)."""
    return nx.ego_graph(graph, center, radius=depth).copy()
