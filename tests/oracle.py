"""The oracle: the main answers computed a second way, in plain Python over profile JSON.

A profile's ``source`` names its person: profiles with the same ``source`` are one person's
documents (never paired with each other).

Never reads the store and never calls talentgraph's analysis: the organisation hierarchy comes
straight from ``data/organizations.yaml``, dates are counted in months by hand. Each function
returns plain tuples the tests compare with what the SPARQL and scipy paths answer.

>>> months_overlap(("2015-06", "2015-08"), ("2015-01", "2015-03"), (2025, 6))
0
>>> months_overlap(("2019", "2021"), ("2021-03", "present"), (2025, 6))
10
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from datetime import date
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

import yaml

Profile = dict[str, Any]
Month = tuple[int, int]

ORGS_FILE = Path(__file__).resolve().parents[1] / "data" / "organizations.yaml"
TOPICS_FILE = Path(__file__).resolve().parents[1] / "ontology" / "topics.ttl"


@cache
def concept_labels() -> dict[str, str]:
    """Concept IRI → skos:prefLabel, read from the topic scheme's Turtle with rdflib alone."""
    from rdflib import Graph
    from rdflib.namespace import SKOS

    graph = Graph().parse(TOPICS_FILE, format="turtle")
    return {str(c): str(label) for c, label in graph.subject_objects(SKOS.prefLabel)}


def topic_key(topic: dict[str, Any]) -> str:
    """A topic by its concept's name (case-folded), or as written when it has no concept."""
    concept = topic.get("concept_id")
    return concept_labels().get(concept, topic["label"]).casefold() if concept else topic["label"].casefold()


@cache
def parents() -> dict[str, str]:
    return {
        o["id"]: o["parent"] for o in yaml.safe_load(ORGS_FILE.read_text(encoding="utf-8")) if o.get("parent")
    }


def chain(org: str) -> list[str]:
    out = [org]
    while out[-1] in parents() and parents()[out[-1]] not in out:
        out.append(parents()[out[-1]])
    return out


def top(org: str) -> str:
    return chain(org)[-1]


def lca(a: str, b: str) -> str | None:
    above = set(chain(b))
    return next((o for o in chain(a) if o in above), None)


def first_month(value: str | None) -> Month | None:
    if not value or value == "present":
        return None
    return (int(value[:4]), int(value[5:7]) if len(value) >= 7 else 1)


def last_month(value: str | None, as_of: Month) -> Month | None:
    if value == "present":
        return as_of
    if not value:
        return None
    return (int(value[:4]), int(value[5:7]) if len(value) >= 7 else 12)


def months_overlap(a: tuple[str | None, str | None], b: tuple[str | None, str | None], as_of: Month) -> int:
    """Months two periods share (both ends counted); 0 when a bound is unknown or they miss."""
    starts = [first_month(a[0]), first_month(b[0])]
    ends = [last_month(a[1], as_of), last_month(b[1], as_of)]
    if None in starts or None in ends:
        return 0
    lo, hi = max(s for s in starts if s), min(e for e in ends if e)
    return max(0, (hi[0] - lo[0]) * 12 + hi[1] - lo[1] + 1)


def posts(profile: Profile) -> list[dict[str, Any]]:
    return [a for a in profile["affiliations"] if a.get("org_id")]


def shared_employers(profiles: Iterable[Profile], as_of: date) -> set[tuple[Any, ...]]:
    """Every pair of posts of two people under one top-level organisation:
    (side, side, shared organisation, overlap months), a side being (document, org id, start)."""
    month = (as_of.year, as_of.month)
    out = set()
    for p, q in combinations(list(profiles), 2):
        if p["source"] == q["source"]:
            continue
        for a in posts(p):
            for b in posts(q):
                if top(a["org_id"]) != top(b["org_id"]):
                    continue
                sides = sorted(
                    [(p["source"], a["org_id"], a["start"]), (q["source"], b["org_id"], b["start"])]
                )
                overlap = months_overlap((a["start"], a["end"]), (b["start"], b["end"]), month)
                out.add((*sides, lca(a["org_id"], b["org_id"]), overlap))
    return out


def shared_topics(profiles: Iterable[Profile]) -> dict[frozenset[str], frozenset[str]]:
    """Pairs of documents' owners with the topics both state (:func:`topic_key`)."""
    found: dict[str, set[str]] = {}
    for p in profiles:
        found.setdefault(p["source"], set()).update(topic_key(t) for t in p["topics"])
    out = {}
    for a, b in combinations(sorted(found), 2):
        both = found[a] & found[b]
        if both:
            out[frozenset({a, b})] = frozenset(both)
    return out


def tie_hops(profiles: Iterable[Profile], source: str, target: str) -> int | None:
    """Fewest people-to-people steps from one owner to another through shared top-level employers."""
    by_top: dict[str, set[str]] = {}
    tops: dict[str, set[str]] = {}
    for p in profiles:
        tops.setdefault(p["source"], set()).update(top(a["org_id"]) for a in posts(p))
        for t in tops[p["source"]]:
            by_top.setdefault(t, set()).add(p["source"])
    seen, queue = {source: 0}, deque([source])
    while queue:
        here = queue.popleft()
        if here == target:
            return seen[here]
        for t in tops.get(here, ()):
            for there in by_top[t]:
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
    return None


def conflicts(profiles: list[Profile], author: str, years: int, as_of: date) -> set[str]:
    """The documents whose owners share a top-level employer with ``author`` with both posts
    reaching into the last ``years`` years (a post's last day: its end, as_of when open, else its start)."""
    cutoff = (as_of.year - years, as_of.month)
    month = (as_of.year, as_of.month)

    def recent(post: dict[str, Any]) -> bool:
        last = last_month(post["end"], month) or last_month(post["start"], month)
        return last is not None and last >= cutoff

    mine = [a for p in profiles if p["source"] == author for a in posts(p)]
    out = set()
    for other in profiles:
        if other["source"] == author:
            continue
        for a in mine:
            for b in posts(other):
                if top(a["org_id"]) == top(b["org_id"]) and recent(a) and recent(b):
                    out.add(other["source"])
    return out
