"""Topic similarity that credits related concepts, not only exact matches.

Two people score 1 for each topic they share and 0.5 for each pair of distinct topics (one from
each) where one is the other's ``skos:broader`` concept or both have the same broader concept that
is not a top concept (siblings under "Machine learning" count, under "Artificial intelligence" do
not). For one person this runs as the ``topic-overlap`` query next to the data; across everyone as
the sparse product ``(P @ M) @ P.T`` with ``M = I + 0.5 R``.

>>> m = relatedness_matrix(["fl", "rl", "cv", "ml"], [("fl", "ml", False), ("rl", "ml", False), ("cv", "ai", True), ("ml", "ai", True)])
>>> m.toarray().tolist()
[[1.0, 0.5, 0.0, 0.5], [0.5, 1.0, 0.0, 0.5], [0.0, 0.0, 1.0, 0.0], [0.5, 0.5, 0.0, 1.0]]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from scipy import sparse

from ..queries import fetch_all, lookup_entity, run_query
from ..store.base import Store, is_true
from .incidence import fetch_incidence, top_pairs
from .projection import labels

__all__ = ["RELATED_CREDIT", "TopicOverlap", "relatedness_matrix", "topic_overlap", "topic_pairs"]

#: credit for a pair of related (not identical) topics
RELATED_CREDIT = 0.5


@dataclass(frozen=True)
class TopicOverlap:
    """Two people's topic overlap: ``score`` = shared + 0.5 × related, with the topics named."""

    a: str
    b: str
    score: float
    shared: list[str] = field(default_factory=list)
    related: list[str] = field(default_factory=list)
    a_name: str | None = None
    b_name: str | None = None


def relatedness_matrix(topics: Sequence[str], broader: Sequence[tuple[str, str, bool]]) -> sparse.csr_matrix:
    """``M = I + 0.5 R`` over ``topics``; ``broader`` rows are (topic, broader, broader-is-top)."""
    index = {t: i for i, t in enumerate(topics)}
    related: set[tuple[int, int]] = set()
    children: dict[str, list[int]] = defaultdict(list)
    for topic, parent, top in broader:
        if topic not in index:
            continue
        if parent in index:
            related.add((index[topic], index[parent]))
            related.add((index[parent], index[topic]))
        if not top:
            children[parent].append(index[topic])
    for siblings in children.values():
        for a in siblings:
            for b in siblings:
                if a != b:
                    related.add((a, b))
    n = len(topics)
    rows = list(range(n)) + [a for a, _ in related]
    cols = list(range(n)) + [b for _, b in related]
    data = [1.0] * n + [RELATED_CREDIT] * len(related)
    return sparse.csr_matrix((data, (rows, cols)), shape=(n, n))


def _broader_rows(store: Store) -> list[tuple[str, str, bool]]:
    out = []
    for row in fetch_all(store, "_topic-broader"):
        top = row.get("top")
        out.append((str(row["topic"]), str(row["broader"]), is_true(top)))
    return out


def topic_pairs(store: Store, k: int = 10, min_score: float = 0.0) -> list[TopicOverlap]:
    """Across everyone: each person's ``k`` best topic partners (each pair once), best first."""
    inc = fetch_incidence(store, "topic")
    if not inc.people:
        return []
    p = inc.matrix()
    m = relatedness_matrix(inc.items, _broader_rows(store))
    i, j, w = top_pairs(p, k=k, min_score=min_score, left=(p @ m).tocsr())
    topic_sets: dict[int, set[int]] = defaultdict(set)
    for r, c in zip(inc.rows, inc.cols, strict=True):
        topic_sets[r].add(c)
    pairs = [(int(a), int(b), float(s)) for a, b, s in zip(i, j, w, strict=True)]
    wanted_topics = {t for a, b, _ in pairs for t in topic_sets[a] | topic_sets[b]}
    names = labels(
        store,
        [inc.people[a] for a, _, _ in pairs]
        + [inc.people[b] for _, b, _ in pairs]
        + [inc.items[t] for t in wanted_topics],
    )
    coo = m.tocoo()
    related_pairs = {(int(r), int(c)) for r, c in zip(coo.row, coo.col, strict=True) if r != c}

    def tname(t: int) -> str:
        return names.get(inc.items[t], inc.items[t])

    out = []
    for a, b, s in pairs:
        ta, tb = topic_sets[a], topic_sets[b]
        shared = sorted(tname(t) for t in ta & tb)
        related = sorted(f"{tname(x)} ~ {tname(y)}" for x in ta for y in tb if (x, y) in related_pairs)
        pa, pb = inc.people[a], inc.people[b]
        out.append(TopicOverlap(pa, pb, s, shared, related, names.get(pa), names.get(pb)))
    out.sort(key=lambda t: (-t.score, t.a_name or t.a, t.b_name or t.b))
    return out


def topic_overlap(
    store: Store,
    person: str | None = None,
    other: str | None = None,
    k: int = 10,
    min_score: float = 0.0,
) -> list[TopicOverlap]:
    """People whose topics overlap, best first: ``person``'s partners (SPARQL, next to the data),
    one pair (``person`` and ``other``), or each person's ``k`` best across everyone (sparse)."""
    if person is None:
        return topic_pairs(store, k=k, min_score=min_score)
    params = {"person": person} | ({"other": other} if other else {})
    iri = str(lookup_entity(store, "person", person))
    name = labels(store, [iri]).get(iri)
    out = []
    for row in run_query(store, "topic-overlap", params).to_python():
        score = float(str(row["score"]))
        if score < min_score or score <= 0:
            continue
        shared = _split(row.get("sharedTopics"))
        related = _split(row.get("relatedTopics"))
        out.append(TopicOverlap(iri, str(row["other"]), score, shared, related, name, _opt(row.get("name"))))
    return out[:k] if other is None else out


def _split(value: object) -> list[str]:
    return sorted(v.strip() for v in str(value).split(", ") if v.strip()) if value else []


def _opt(value: object) -> str | None:
    return None if value is None else str(value)
