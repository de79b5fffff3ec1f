"""Why an answer is empty, in one line: an empty table alone does not tell a store without
documents from a question nobody matches.

>>> because({"documents": 0}, "employer")
'the store is empty: run talentgraph ingest DOCUMENTS first'
>>> because({"documents": 3, "positions": 0, "people": 3}, "employer")
"no answer: the store's 3 document(s) state no positions"
>>> because({"documents": 3, "positions": 5, "dated": 0, "people": 3}, "overlap")
'no answer: no position in the store has a start date, so no overlap in time can be known'
"""

from __future__ import annotations

from collections.abc import Mapping

from ..queries import run_query
from ..store.base import Store

__all__ = ["because", "store_counts", "why_empty"]

#: what each kind of question needs, and what to say when nobody matches it
_NOBODY = {
    "employer": "no two people have a position at the same organisation or under the same parent",
    "overlap": "people share employers, but no two dated posts at a shared employer overlap in time",
    "project": "no two people worked on the same project",
    "topic": "no two people share a topic or a related one",
    "conflict": "no tie between these authors and reviewers counts under the policy and its window",
    "recommend": "nobody without a direct tie has enough topic overlap",
    "graph": "the people graph has no edges: nobody shares an employer, project or topic",
}
_NEEDS = {"employer": "positions", "overlap": "positions", "project": "projects", "topic": "topics"}


def store_counts(store: Store) -> dict[str, int]:
    """Documents, people, positions, projects, topics, and dated positions in the store."""
    counts: dict[str, int] = {}
    for row in run_query(store, "stats").to_python():
        counts = {k: int(str(v or 0)) for k, v in row.items()}
    counts["dated"] = len(run_query(store, "_dated-positions").rows)
    return counts


def because(counts: Mapping[str, int], question: str, subject: str | None = None) -> str:
    """The one-line reason an answer to ``question`` (a key of ``_NOBODY``) is empty."""
    if not counts.get("documents"):
        return "the store is empty: run talentgraph ingest DOCUMENTS first"
    needed = _NEEDS.get(question)
    if needed and not counts.get(needed):
        return f"no answer: the store's {counts['documents']} document(s) state no {needed}"
    if question == "overlap" and not counts.get("dated"):
        return "no answer: no position in the store has a start date, so no overlap in time can be known"
    reason = _NOBODY[question]
    if subject:
        return f"no answer for {subject}: {reason}"
    return f"no answer: {reason}"


def why_empty(store: Store, question: str, subject: str | None = None) -> str:
    """:func:`because`, with the counts read from the store."""
    return because(store_counts(store), question, subject)
