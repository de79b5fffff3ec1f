"""The graph page around one person, without building the page of the whole store.

The ties are those of :func:`talentgraph.views.network.network_data` within ``depth`` hops of the
person (:func:`~talentgraph.views.network.ego_network` of the whole page has the same nodes and
ties); the layout is made for the nodes drawn. A breadth-first walk runs over compact rows read
once: every post's person, organisation and bounds (``_posts``), project members and relations.
Colleague ties are the top-k partners by shared employers and years, which depend on everyone at
those employers, so the employer incidence is the whole store's (one query, as all-pairs overlap
reads it) and top-k rows are computed only for the people the walk meets. Titles, names and
evidence are then read for the people on the page only (one query per 500 people).

>>> import tempfile
>>> from talentgraph.store import open_store
>>> focus_network(open_store(tempfile.mkdtemp()), "https://ex/nobody").nodes
[]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable
from datetime import date

import numpy as np
from scipy import sparse

from ..analysis.incidence import top_pairs
from ..analysis.projection import labels
from ..queries import run_query_strings
from ..store.base import Store
from .career import organisations, person_names, stints_of_posts
from .network import (
    LARGE,
    Network,
    _colleague_edges,
    _employer_incidence,
    _people_and_orgs,
    _person_org_edges,
    _project_edges,
    _relation_edges,
    _Row,
    overlap_window,
    place_nodes,
    project_members,
)
from .page import gc_paused

__all__ = ["focus_network"]

_OPEN_END = "9999-12-31"


class _Colleagues:
    """Top-k colleague partners by shared employers and years (as ``pair_scores`` ranks them on
    the whole page), computed for the people asked about and kept."""

    def __init__(self, posts: list[_Row], tops: dict[str, str], now: str, k: int, today: date | None) -> None:
        spells = []
        self.spans: dict[tuple[str, str], list[tuple[str | None, str | None]]] = defaultdict(list)
        for row in posts:
            person, org = row["person"], row["org"]
            if row["kind"] != "position" or person is None or org is None:
                continue
            ongoing = row["end"] == _OPEN_END
            end = None if ongoing else row["end"]
            top = tops.get(org, org)
            spells.append((person, top, row["start"], end, ongoing))
            self.spans[(person, top)].append((row["start"], now if ongoing else end))
        self.inc = _employer_incidence(spells, now)
        ever = self.inc.matrix()
        self.x = sparse.hstack([ever, self.inc.year_matrix(today=today)], format="csr")
        self.ever = ever
        self.staff = ever.T.tocsr()  # employer → people
        self.tops_of: dict[str, set[str]] = defaultdict(set)
        for person, top in self.spans:
            self.tops_of[person].add(top)
        self.k = k
        self.best: dict[int, dict[int, float]] = {}

    def _rows(self, people: Iterable[str]) -> list[int]:
        found = (self.inc.person_index(p) for p in people)
        return sorted({i for i in found if i is not None})

    def _compute(self, rows: Iterable[int]) -> None:
        todo = sorted({r for r in rows if r not in self.best})
        if not todo:
            return
        for r in todo:
            self.best[r] = {}
        i, j, w = top_pairs(self.x, k=self.k, rows=todo)
        for a, b, score in zip(i.tolist(), j.tolist(), w.tolist(), strict=True):
            self.best[a][b] = score

    def neighbours(self, people: Collection[str]) -> dict[str, set[str]]:
        """Each person's colleague ties: partners in either one's top k who overlapped in time."""
        rows = self._rows(people)
        if not rows:
            return {}
        # whoever shares an employer with them may have them in their own top k
        around = np.unique(self.staff[np.unique(self.ever[rows].indices)].indices).tolist()
        self._compute([*rows, *around])
        names = self.inc.people
        out: dict[str, set[str]] = {}
        for r in rows:
            partners = set(self.best[r]) | {b for b in around if r in self.best[b]}
            out[names[r]] = {names[b] for b in partners if self.overlapped(names[r], names[b])}
        return out

    def pairs(self, people: Collection[str]) -> list[tuple[str, str]]:
        """The top-k pairs among ``people``, best first, in the order ``pair_scores`` gives."""
        rows = self._rows(people)
        self._compute(rows)
        keep = set(rows)
        scored: dict[tuple[int, int], float] = {}
        for a in rows:
            for b, score in self.best[a].items():
                if b in keep:
                    scored[(min(a, b), max(a, b))] = score
        names = self.inc.people
        ordered = sorted(scored.items(), key=lambda kv: (-kv[1], names[kv[0][0]], names[kv[0][1]]))
        return [(names[a], names[b]) for (a, b), _ in ordered]

    def overlapped(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` held posts at one top-level employer at the same time."""
        return any(
            overlap_window(sa, sb) is not None
            for top in self.tops_of[a] & self.tops_of[b]
            for sa in self.spans[(a, top)]
            for sb in self.spans[(b, top)]
        )


@gc_paused()
def focus_network(
    store: Store, center: str, depth: int = 2, today: date | None = None, k: int | None = None
) -> Network:
    """The graph page's people, organisations and ties within ``depth`` hops of ``center`` (an
    IRI), laid out on their own; ``k`` as for :func:`~talentgraph.views.network.network_data`."""
    now = (today or date.today()).isoformat()
    posts = run_query_strings(store, "_posts").dicts()
    projects = run_query_strings(store, "_incidence-project").dicts()
    relations = run_query_strings(store, "_incidence-relation").dicts()
    orgs = organisations(store)
    held_by = {row["person"] for row in posts if row["person"] is not None}
    if k is None:
        k = 2 if len(held_by) > LARGE else 5
    tops = {org: info[1] for org, info in orgs.items()}
    colleagues = _Colleagues(posts, tops, now, k, today)

    near: dict[str, set[str]] = defaultdict(set)  # every tie but colleagues, both ways
    ties = [(row["person"], row["org"]) for row in posts]
    ties += [(row["person"], row["item"]) for row in relations]
    members, _ = project_members(projects, now)
    ties += [(a, b) for people in members.values() for a in people for b in people if a != b]
    for a, b in ties:
        if a is not None and b is not None:
            near[a].add(b)
            near[b].add(a)
    if center not in near:
        return Network(now)
    seen = {center}
    frontier = [center]
    for _ in range(depth):
        ties_now = colleagues.neighbours([n for n in frontier if n in colleagues.tops_of])
        step: set[str] = set()
        for node in frontier:
            step |= near[node] | ties_now.get(node, set())
        frontier = sorted(step - seen)
        seen |= step

    # the page: its people's posts at its organisations, and at the employers where a pair of
    # them were colleagues (for the overlap facts), with their titles and evidence
    pairs = colleagues.pairs(sorted(seen & set(colleagues.tops_of)))
    shared = {
        (p, top) for a, b in pairs for top in colleagues.tops_of[a] & colleagues.tops_of[b] for p in (a, b)
    }
    drawn = [
        row
        for row in posts
        if row["person"] in seen
        and (
            row["org"] in seen
            or (
                row["kind"] == "position" and (row["person"], tops.get(str(row["org"]), row["org"])) in shared
            )
        )
    ]
    names = person_names(store, seen & held_by)
    # a large neighbourhood reads every post's details in one scan (see stints_of_posts)
    held = stints_of_posts(store, drawn, orgs, names, every=8 * len(drawn) >= len(posts))
    people, places, at = _people_and_orgs(held)
    people = {p: names.get(p, p) for p in seen & held_by} | people
    net = Network(now)
    _person_org_edges(net, at)
    grouped = [s for group in at.values() for s in group]  # as the whole page passes them
    _colleague_edges(net, grouped, people, pairs)
    involved = {row["item"] for row in projects if row["person"] in seen}
    _project_edges(store, net, [row for row in projects if row["item"] in involved])
    _relation_edges(net, relations)
    net.edges = [e for e in net.edges if e["from"] in seen and e["to"] in seen]
    people = {p: name for p, name in people.items() if p in seen}
    places = {o: info for o, info in places.items() if o in seen}
    ends = {e["from"] for e in net.edges} | {e["to"] for e in net.edges}
    people.update(labels(store, [n for n in ends if n not in people and n not in places]))
    place_nodes(net, people, places, center)
    return net
