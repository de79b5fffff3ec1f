"""The graph page around one person, reading the person's neighbourhood rather than the store.

The ties are those of :func:`talentgraph.views.network.network_data` within ``depth`` hops of the
person (:func:`~talentgraph.views.network.ego_network` of the whole page has the same nodes and
ties); the layout is made for the nodes drawn. A breadth-first walk reads ``_posts`` rows as it
goes: every post of the people it meets (``_posts`` with a VALUES block of people) and every post
at the top-level organisations it reaches (``_posts-at``). Colleague ties are the top-k partners by
shared employers and years, which depend on everyone at those employers; a person's score with
anyone is bounded from below by the rows read and from above by adding the person's own years at
the employers not read yet, and only the people whose top k the bounds leave open have their other
employers read (see :class:`_Colleagues`). When the employers to read pass a quarter of the
organisations, every post is read at once. Titles, names and evidence are then read for the people
on the page only.

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
from numpy.typing import NDArray
from rdflib import URIRef
from scipy import sparse

from ..analysis.projection import labels
from ..queries import run_query_strings, select_values_strings
from ..store.base import Store
from .career import organisations, person_names, stints_of_posts
from .network import (
    LARGE,
    Network,
    _colleague_edges,
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
#: above this share of the organisations to read one by one, every post is read in one scan
_WHOLE_SHARE = 0.25
#: a post costs about this many times more read in a VALUES block than in the scan of every post
_VALUES_COST = 8


class _Posts:
    """The ``_posts`` rows read so far: every post of some people, every post at some top-level
    organisations (all their parts), or every post of the store."""

    def __init__(self, store: Store, tops: dict[str, str]) -> None:
        self.store = store
        self.tops = tops
        self.parts: dict[str, set[str]] = defaultdict(set)
        for org, top in tops.items():
            self.parts[top].add(org)
        self.of: dict[str, list[_Row]] = {}  # person → all their rows
        self.at: dict[str, list[_Row]] = {}  # top-level organisation → all rows at it
        self.orgs_read = 0
        self.whole = False
        self.version = 0  # grows with each read, so the scores know when to start again

    def top(self, org: str) -> str:
        return self.tops.get(org, org)

    def rows_of(self, person: str) -> list[_Row]:
        """Every row of a person read whole (:meth:`read_people` first)."""
        return self.of.get(person, []) if self.whole else self.of[person]

    def rows_at(self, top: str) -> list[_Row]:
        """Every row at a top-level organisation read whole (:meth:`read_tops` first)."""
        return self.at.get(top, []) if self.whole else self.at[top]

    def known(self, person: str) -> bool:
        return self.whole or person in self.of

    def top_read(self, top: str) -> bool:
        return self.whole or top in self.at

    def read_people(self, people: Iterable[str]) -> None:
        todo = [] if self.whole else sorted({p for p in people if p not in self.of})
        if not todo:
            return
        rows = select_values_strings(self.store, "_posts", "person", [URIRef(p) for p in todo], branches=True)
        for p in todo:
            self.of[p] = []
        for row in rows.dicts():
            self.of[str(row["person"])].append(row)
        self.version += 1

    def read_tops(self, tops: Iterable[str]) -> None:
        todo = [] if self.whole else sorted({t for t in tops if t not in self.at})
        if not todo:
            return
        orgs = sorted({org for t in todo for org in self.parts.get(t, set()) | {t}})
        if self.orgs_read + len(orgs) > _WHOLE_SHARE * max(len(self.tops), 1):
            self.read_all()
            return
        rows = select_values_strings(self.store, "_posts-at", "org", [URIRef(o) for o in orgs], branches=True)
        for t in todo:
            self.at[t] = []
        for row in rows.dicts():
            self.at[self.top(str(row["org"]))].append(row)
        self.orgs_read += len(orgs)
        self.version += 1

    def read_all(self) -> None:
        self.of, self.at = defaultdict(list), defaultdict(list)
        for row in run_query_strings(self.store, "_posts").dicts():
            if row["person"] is None or row["org"] is None:
                continue
            self.of[row["person"]].append(row)
            self.at[self.top(row["org"])].append(row)
        self.whole = True
        self.version += 1

    def rows(self) -> Iterable[_Row]:
        """Every row read (a row read both ways comes twice)."""
        for rows in self.of.values():
            yield from rows
        for rows in self.at.values():
            yield from rows


class _Colleagues:
    """Top-k colleague partners by shared employers and years, as ``pair_scores`` ranks them on
    the whole page (score = shared top-level employers + shared (employer, year) cells; ties to
    the partner whose IRI sorts first), decided from the rows read.

    A score over the rows read is a lower bound; for a person read whole, adding their own
    (1 + years) at each employer not read is an upper bound on anyone's score with them. ``c`` is
    in ``a``'s top k when fewer than k others can rank above it, and out when k surely do."""

    def __init__(self, posts: _Posts, now: str, k: int) -> None:
        self.posts = posts
        self.now = now
        self.k = k
        self.version = -1
        self.member: dict[tuple[str, str], bool] = {}

    def _spells(self) -> set[tuple[str, str, str | None, str | None]]:
        spells = set()
        for row in self.posts.rows():
            person, org = row["person"], row["org"]
            if row["kind"] != "position" or person is None or org is None:
                continue
            end = self.now if row["end"] == _OPEN_END else row["end"]
            spells.add((person, self.posts.top(org), row["start"], end))
        return spells

    def _refresh(self) -> None:
        """The score matrix of everyone in the rows read: a column per employer, one per
        (employer, year) (binary, as the incidence of :mod:`talentgraph.analysis` counts them)."""
        if self.version == self.posts.version:
            return
        self.version = self.posts.version
        spells = self._spells()
        self.people = sorted({s[0] for s in spells})
        self.index = {p: i for i, p in enumerate(self.people)}
        self.spans: dict[tuple[str, str], list[tuple[str | None, str | None]]] = defaultdict(list)
        self.years: dict[tuple[str, str], set[int]] = defaultdict(set)
        columns: dict[tuple[str, int], int] = {}
        cells: set[tuple[int, int]] = set()
        for person, top, start, end in spells:
            self.spans[(person, top)].append((start, end))
            row = self.index[person]
            cells.add((row, columns.setdefault((top, -1), len(columns))))
            if start:
                y0 = int(start[:4])
                y1 = int(end[:4]) if end else y0
                for year in range(y0, max(y0, y1) + 1):
                    self.years[(person, top)].add(year)
                    cells.add((row, columns.setdefault((top, year), len(columns))))
        self.tops_of: dict[str, set[str]] = defaultdict(set)
        for person, top in self.spans:
            self.tops_of[person].add(top)
        r, c = zip(*cells, strict=True) if cells else ((), ())
        shape = (len(self.people), max(1, len(columns)))
        self.x = sparse.csr_matrix((np.ones(len(r)), (np.asarray(r, dtype=np.int64), c)), shape=shape)
        self.xt = self.x.T.tocsr()
        self.exact = np.array([self.posts.known(p) for p in self.people], dtype=bool)
        self.ranked: dict[str, tuple[NDArray[np.int64], NDArray[np.float64]]] = {}

    def _ranking(self, people: Collection[str]) -> None:
        """Each person's partners and scores over the rows read, best first, ties by IRI."""
        todo = [p for p in people if p not in self.ranked and p in self.index]
        for begin in range(0, len(todo), 2048):
            chunk = todo[begin : begin + 2048]
            product = (self.x[[self.index[p] for p in chunk]] @ self.xt).tocsr()
            for local, person in enumerate(chunk):
                lo, hi = product.indptr[local], product.indptr[local + 1]
                cols, scores = product.indices[lo:hi], product.data[lo:hi]
                keep = (cols != self.index[person]) & (scores > 0)
                cols, scores = cols[keep], scores[keep]
                order = np.lexsort((cols, -scores))
                self.ranked[person] = cols[order].astype(np.int64), scores[order]

    def unread(self, person: str) -> float:
        """The most anyone's score with ``person`` (read whole) can grow by the employers not read."""
        return float(
            sum(1 + len(self.years[(person, t)]) for t in self.tops_of[person] if not self.posts.top_read(t))
        )

    def _decide(self, a: str, partners: Iterable[str]) -> bool:
        """Whether each of ``partners`` (read whole) is in ``a``'s top k, into :attr:`member`;
        False when the bounds leave one open."""
        cols, scores = self.ranked.get(a, (np.zeros(0, dtype=np.int64), np.zeros(0)))
        grow = self.unread(a)
        where = {int(c): i for i, c in enumerate(cols[: self.k].tolist())}
        decided = True
        for c in partners:
            if (a, c) in self.member:
                continue
            i = where.get(self.index.get(c, -1))
            if i is None:  # k others rank above c already (or it shares nothing with a)
                self.member[(a, c)] = False
                continue
            if grow == 0:
                self.member[(a, c)] = True
                continue
            score, col = scores[i], cols[i]
            rest, upper = cols[i + 1 :], scores[i + 1 :] + grow
            may_pass = ~self.exact[rest] & ((upper > score) | ((upper == score) & (rest < col)))
            if grow < score and i + int(may_pass.sum()) < self.k:
                self.member[(a, c)] = True
            else:
                decided = False
        return decided

    def _settle(self, asked: dict[str, set[str]]) -> None:
        """Decide ``c in top k of a`` for each a → {c} asked, reading a's other employers where
        the bounds leave it open (after which a's scores are exact)."""
        self.posts.read_people([*asked, *(c for cs in asked.values() for c in cs)])
        self._refresh()
        self._ranking(asked)
        open_ = [a for a, cs in asked.items() if not self._decide(a, cs)]
        if open_:
            self.posts.read_tops(t for a in open_ for t in self.tops_of[a])
            self._refresh()
            self._ranking(open_)
            for a in open_:
                self._decide(a, asked[a])

    def top(self, person: str) -> list[str]:
        """``person``'s top k partners (all of their employers read first)."""
        self.posts.read_people([person])
        self._refresh()
        self.posts.read_tops(self.tops_of[person])
        self._refresh()
        self._ranking([person])
        cols = self.ranked.get(person, (np.zeros(0, dtype=np.int64),))[0]
        return [self.people[c] for c in cols[: self.k].tolist()]

    def neighbours(self, people: Collection[str]) -> dict[str, set[str]]:
        """Each person's colleague ties: partners in either one's top k who overlapped in time."""
        self.posts.read_people(people)
        self._refresh()
        rows = [p for p in people if self.tops_of.get(p)]
        self.posts.read_tops(t for p in rows for t in self.tops_of[p])
        self._refresh()
        best = {p: set(self.top(p)) for p in rows}
        # whoever shares an employer with them may have them in their own top k
        asked: dict[str, set[str]] = defaultdict(set)
        for p in rows:
            for t in sorted(self.tops_of[p]):
                for row in self.posts.rows_at(t):
                    other = row["person"]
                    if row["kind"] == "position" and other is not None and other != p:
                        asked[other].add(p)
        self._settle(asked)
        out: dict[str, set[str]] = {}
        for p in rows:
            partners = best[p] | {b for b, ps in asked.items() if p in ps and self.member[(b, p)]}
            out[p] = {b for b in partners if self.overlapped(p, b)}
        return out

    def pairs(self, people: Collection[str]) -> list[tuple[str, str]]:
        """The top-k pairs among ``people`` (read whole), best first, as ``pair_scores`` orders them."""
        keep = set(people)
        self.posts.read_people(keep)
        self._refresh()
        rows = sorted(p for p in keep if p in self.index)
        self._ranking(rows)
        asked = {}
        for a in rows:
            cols = self.ranked[a][0][: self.k].tolist()
            asked[a] = {self.people[c] for c in cols if self.people[c] in keep}
        self._settle(asked)
        self._ranking(rows)
        scored: dict[tuple[str, str], float] = {}
        for a, partners in asked.items():
            cols, scores = self.ranked[a]
            score_of = dict(zip(cols.tolist(), scores.tolist(), strict=True))
            for b in partners:
                if self.member[(a, b)]:
                    scored[(min(a, b), max(a, b))] = score_of[self.index[b]]
        ordered = sorted(scored.items(), key=lambda kv: (-kv[1], kv[0][0], kv[0][1]))
        return [pair for pair, _ in ordered]

    def overlapped(self, a: str, b: str) -> bool:
        """Whether ``a`` and ``b`` held posts at one top-level employer at the same time."""
        return any(
            overlap_window(sa, sb) is not None
            for top in self.tops_of[a] & self.tops_of[b]
            for sa in self.spans[(a, top)]
            for sb in self.spans[(b, top)]
        )


def _many_people(store: Store) -> bool:
    """Whether the store's page has more than :data:`LARGE` people (with a post)."""
    return len(run_query_strings(store, "_people-with-posts")) > LARGE


@gc_paused()
def focus_network(
    store: Store, center: str, depth: int = 2, today: date | None = None, k: int | None = None
) -> Network:
    """The graph page's people, organisations and ties within ``depth`` hops of ``center`` (an
    IRI), laid out on their own; ``k`` as for :func:`~talentgraph.views.network.network_data`."""
    now = (today or date.today()).isoformat()
    projects = run_query_strings(store, "_incidence-project").dicts()
    relations = run_query_strings(store, "_incidence-relation").dicts()
    orgs = organisations(store)
    posts = _Posts(store, {org: info[1] for org, info in orgs.items()})
    posts.read_people([center])
    if k is None:
        k = 2 if _many_people(store) else 5
    colleagues = _Colleagues(posts, now, k)

    near: dict[str, set[str]] = defaultdict(set)  # ties but posts and colleagues, both ways
    ties = [(row["person"], row["item"]) for row in relations]
    members, _ = project_members(projects, now)
    ties += [(a, b) for people in members.values() for a in people for b in people if a != b]
    for a, b in ties:
        if a is not None and b is not None:
            near[a].add(b)
            near[b].add(a)
    places: set[str] = set()  # the organisations met (a node is a person or one of these)

    def around(nodes: list[str]) -> dict[str, set[str]]:
        """Each node's ties through posts: a person's organisations, an organisation's people."""
        people = [n for n in nodes if n not in places]
        posts.read_people(people)
        posts.read_tops(posts.top(n) for n in nodes if n in places)
        out = {n: set(near[n]) for n in nodes}
        for n in people:
            out[n] |= {str(row["org"]) for row in posts.rows_of(n)}
        for n in nodes:
            if n in places:
                out[n] |= {str(row["person"]) for row in posts.rows_at(posts.top(n)) if row["org"] == n}
        for n in people:
            places.update(str(row["org"]) for row in posts.rows_of(n))
        return out

    if not around([center])[center]:
        return Network(now)
    seen = {center}
    frontier = [center]
    for _ in range(depth):
        step: set[str] = set()
        ties_now = around(frontier)
        ties_now |= {
            p: ties_now[p] | partners
            for p, partners in colleagues.neighbours([n for n in frontier if n not in places]).items()
        }
        for node in frontier:
            step |= ties_now[node]
        frontier = sorted(step - seen)
        seen |= step

    # the page: its people's posts at its organisations, and at the employers where a pair of
    # them were colleagues (for the overlap facts), with their titles and evidence
    people_seen = sorted(seen - places)
    posts.read_people(people_seen)
    held_by = {p for p in people_seen if posts.rows_of(p)}
    pairs = colleagues.pairs(sorted(held_by))
    tops_of = colleagues.tops_of
    shared = {(p, top) for a, b in pairs for top in tops_of[a] & tops_of[b] for p in (a, b)}
    drawn = [
        row
        for p in sorted(held_by)
        for row in posts.rows_of(p)
        if row["org"] in seen or (row["kind"] == "position" and (p, posts.top(str(row["org"]))) in shared)
    ]
    names = person_names(store, held_by)
    # a large neighbourhood reads every post's details in one scan (see stints_of_posts)
    every = posts.whole or (
        len(drawn) > 500
        and _VALUES_COST * len(drawn) >= int(run_query_strings(store, "_posts-count").rows[0][0] or 0)
    )
    held = stints_of_posts(store, drawn, orgs, names, every=every)
    people, placed, at = _people_and_orgs(held)
    people = {p: names.get(p, p) for p in held_by} | people
    net = Network(now)
    _person_org_edges(net, at)
    grouped = [s for group in at.values() for s in group]  # as the whole page passes them
    _colleague_edges(net, grouped, people, pairs)
    involved = {row["item"] for row in projects if row["person"] in seen}
    _project_edges(store, net, [row for row in projects if row["item"] in involved])
    _relation_edges(net, relations)
    net.edges = [e for e in net.edges if e["from"] in seen and e["to"] in seen]
    people = {p: name for p, name in people.items() if p in seen}
    placed = {o: info for o, info in placed.items() if o in seen}
    ends = {e["from"] for e in net.edges} | {e["to"] for e in net.edges}
    people.update(labels(store, [n for n in ends if n not in people and n not in placed]))
    place_nodes(net, people, placed, center)
    return net
