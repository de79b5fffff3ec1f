"""The people graph as a network: centrality, communities (with a seed), summary statistics,
and introductions worth making (``recommend``).

>>> import networkx as nx
>>> g = nx.Graph([("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")])
>>> centrality(g, top=2)
[('c', 1.0), ('a', 0.6666666666666666)]
>>> network_summary(g)["components"]
1
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from ..errors import QueryError
from ..queries import lookup_entity, run_query
from ..store.base import Store
from .similarity import topic_overlap

__all__ = ["Recommendation", "centrality", "communities", "network_summary", "recommend"]

_MEASURES = ("degree", "betweenness", "pagerank", "eigenvector")


def centrality(
    graph: nx.Graph, measure: str = "degree", top: int = 10, seed: int = 0, sample: int = 500
) -> list[tuple[str, float]]:
    """The ``top`` nodes by ``measure`` (degree, betweenness, pagerank, eigenvector), best first.

    Betweenness on graphs larger than ``sample`` nodes is estimated from ``sample`` sources
    (seeded), so it stays usable at 100,000 people.
    """
    if measure not in _MEASURES:
        raise QueryError(f"unknown centrality {measure!r}; choose one of: {', '.join(_MEASURES)}")
    if graph.number_of_nodes() == 0:
        return []
    if measure == "degree":
        scores = nx.degree_centrality(graph)
    elif measure == "betweenness":
        k = sample if graph.number_of_nodes() > sample else None
        scores = nx.betweenness_centrality(graph, k=k, seed=seed, weight=None)
    elif measure == "pagerank":
        scores = nx.pagerank(graph, weight="weight")
    else:
        scores = nx.eigenvector_centrality_numpy(graph, weight="weight")
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    return [(str(n), float(s)) for n, s in ranked[:top]]


def communities(graph: nx.Graph, seed: int = 0, resolution: float = 1.0) -> list[list[str]]:
    """Louvain communities (weighted), largest first; the same ``seed`` gives the same answer."""
    if graph.number_of_nodes() == 0:
        return []
    found = nx.community.louvain_communities(graph, weight="weight", resolution=resolution, seed=seed)
    return sorted((sorted(str(n) for n in c) for c in found), key=lambda c: (-len(c), c))


def network_summary(graph: nx.Graph) -> dict[str, Any]:
    """Nodes, edges, connected components, largest component, density, mean degree."""
    n = graph.number_of_nodes()
    components = list(nx.connected_components(graph)) if n else []
    return {
        "nodes": n,
        "edges": graph.number_of_edges(),
        "components": len(components),
        "largest_component": max((len(c) for c in components), default=0),
        "density": round(nx.density(graph), 6) if n > 1 else 0.0,
        "mean_degree": round(2 * graph.number_of_edges() / n, 3) if n else 0.0,
    }


@dataclass(frozen=True)
class Recommendation:
    """Someone worth meeting: topic overlap with no direct tie yet."""

    person: str
    name: str | None
    score: float
    shared: list[str] = field(default_factory=list)
    related: list[str] = field(default_factory=list)
    note: str = ""


def recommend(store: Store, person: str, k: int = 10, min_score: float = 0.5) -> list[Recommendation]:
    """People whose topics overlap ``person``'s (shared or related concepts) and who have no direct
    tie yet: no relation, no shared project, never at the same employer at the same time.
    A shared employer years apart is kept and mentioned in ``note``."""
    iri = str(lookup_entity(store, "person", person))
    tied: set[str] = set()
    apart: dict[str, str] = {}
    for row in run_query(store, "ties", {"person": iri}).to_python():
        other = str(row["other"])
        if row["tie"] in {"employer", "school"} and not _overlap(row):
            apart.setdefault(other, f"both at {row['viaName']}, at different times")
        else:
            tied.add(other)
    out = []
    for t in topic_overlap(store, person=iri, k=10_000, min_score=min_score):
        if t.b in tied:
            continue
        out.append(Recommendation(t.b, t.b_name, t.score, t.shared, t.related, apart.get(t.b, "")))
        if len(out) == k:
            break
    return out


def _overlap(row: dict[str, Any]) -> bool:
    s_a, s_b, e_a, e_b = row.get("startA"), row.get("startB"), row.get("endA"), row.get("endB")
    if not (s_a and s_b and e_a and e_b):
        return False
    end_a = "9999" if e_a == "present" else str(e_a)
    end_b = "9999" if e_b == "present" else str(e_b)
    return str(s_a) <= end_b and str(s_b) <= end_a
