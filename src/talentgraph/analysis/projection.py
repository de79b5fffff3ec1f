"""Person–person projections: who shares employers or projects with whom, weighted by time together.

A pair's score is the number of distinct employers (or projects) both had plus the calendar years
they were there at the same time; both come from one sparse product over incidence rows.

>>> from talentgraph.analysis.incidence import Incidence
>>> inc = Incidence()
>>> inc.add("a", "acme", "2019-01-01", "2021-12-31"); inc.add("b", "acme", "2021-03-01", "2022-06-30")
>>> inc.add("c", "acme", "2010-01-01", "2011-12-31")
>>> [(p.a, p.b, p.score, p.details) for p in pair_scores(inc, k=5)]
[('a', 'b', 2.0, {'shared': 1.0, 'years': 1.0}), ('a', 'c', 1.0, {'shared': 1.0, 'years': 0.0}), ('b', 'c', 1.0, {'shared': 1.0, 'years': 0.0})]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date

import networkx as nx
import numpy as np
from rdflib import URIRef
from scipy import sparse

from ..errors import QueryError
from ..queries import lookup_entity, select_values
from ..store.base import Store
from .incidence import Incidence, employer_incidence, fetch_incidence, top_pairs

__all__ = ["PairScore", "labels", "overlap_pairs", "pair_scores", "person_graph"]


@dataclass(frozen=True)
class PairScore:
    """Two people, their score and its parts (e.g. ``shared`` items and overlapping ``years``)."""

    a: str
    b: str
    score: float
    details: dict[str, float] = field(default_factory=dict)
    a_name: str | None = None
    b_name: str | None = None


def pair_scores(
    inc: Incidence,
    k: int = 10,
    min_score: float = 0.0,
    person: str | None = None,
    today: date | None = None,
) -> list[PairScore]:
    """Top-``k`` partners per person (or of ``person``) by shared items + overlapping years."""
    ever = inc.matrix()
    years = inc.year_matrix(today=today)
    x = sparse.hstack([ever, years], format="csr")
    # a score counts shared columns, so it is at most a row's count: exact in the narrowest integers,
    # which make the product faster than in floats
    widest = int(np.diff(x.indptr).max()) if x.shape[0] else 0
    x = x.astype(np.int16 if widest < 2**15 else np.int64)
    rows = None
    if person is not None:
        index = inc.person_index(person)
        if index is None:
            return []
        rows = [index]
    i, j, w = top_pairs(x, k=k, min_score=min_score, rows=rows)
    shared = np.asarray(ever[i].multiply(ever[j]).sum(axis=1)).ravel()
    together = np.asarray(years[i].multiply(years[j]).sum(axis=1)).ravel()
    out = [
        PairScore(inc.people[a], inc.people[b], float(s), {"shared": float(sh), "years": float(t)})
        for a, b, s, sh, t in zip(i, j, w, shared, together, strict=True)
    ]
    out.sort(key=lambda p: (-p.score, p.a, p.b))
    return out


def labels(store: Store, iris: Iterable[str]) -> dict[str, str]:
    """Display names of the given IRIs, fetched in chunks of one query each."""
    wanted = sorted(set(iris))
    found: dict[str, str] = {}
    if wanted:
        for row in select_values(store, "_labels", "node", [URIRef(i) for i in wanted]):
            node, label = row.get("node"), row.get("label")
            if node is not None and label is not None:
                found.setdefault(str(node), str(label))
    return found


def overlap_pairs(
    store: Store,
    by: str = "employer",
    k: int = 10,
    min_score: float = 0.0,
    person: str | None = None,
    today: date | None = None,
) -> list[PairScore]:
    """People who share employers (``by="employer"``) or projects (``"project"``), best first.

    ``person`` (a name or IRI) keeps only that person's partners. Names are filled in (employer
    rows read from the post index bring them along).
    """
    if by not in {"employer", "project"}:
        raise QueryError(f"cannot project people by {by!r}; use employer or project (topics: topic_overlap)")
    iri = str(lookup_entity(store, "person", person)) if person else None
    inc = _incidence(store, by, today)
    pairs = pair_scores(inc, k=k, min_score=min_score, person=iri, today=today)
    names = inc.names or labels(store, [p.a for p in pairs] + [p.b for p in pairs])
    return [PairScore(p.a, p.b, p.score, p.details, names.get(p.a), names.get(p.b)) for p in pairs]


def _incidence(store: Store, by: str, today: date | None) -> Incidence:
    return employer_incidence(store, today) if by == "employer" else fetch_incidence(store, by, today)


def person_graph(
    store: Store,
    by: Sequence[str] = ("employer", "project", "topic"),
    k: int = 20,
    today: date | None = None,
) -> nx.Graph:
    """The people graph: an edge per pair in some top-``k`` list; ``weight`` sums the kinds' scores
    and each kind's score is kept as an edge attribute (``employer``, ``project``, ``topic``)."""
    from .similarity import TopicOverlap, topic_pairs

    graph = nx.Graph()
    for kind in by:
        pairs: list[PairScore] | list[TopicOverlap]
        if kind == "topic":
            pairs = topic_pairs(store, k=k)
        else:
            pairs = pair_scores(_incidence(store, kind, today), k=k, today=today)
        for p in pairs:
            if graph.has_edge(p.a, p.b):
                data = graph.edges[p.a, p.b]
            else:
                graph.add_edge(p.a, p.b, weight=0.0)
                data = graph.edges[p.a, p.b]
            data[kind] = p.score
            data["weight"] += p.score
    return graph
