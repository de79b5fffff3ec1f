"""The graph page around one person, reading the person's neighbourhood rather than the store.

The ties are those of :func:`talentgraph.views.network.network_data` within ``depth`` hops of the
person (:func:`~talentgraph.views.network.ego_network` of the whole page has the same nodes and
ties); the layout is made for the nodes drawn. A breadth-first walk reads ``_posts`` rows as it
goes: every post of the people it meets (``_posts`` with a VALUES block of people) and every post
at the top-level organisations it reaches (``_posts-at``). Colleague ties are the top-k partners by
shared employers and years, which depend on everyone at those employers; a person's score with
anyone is bounded from below by the rows read and from above by adding the person's own years at
the employers not read yet, and only the people whose top k the bounds leave open have their other
employers read (see :class:`_Colleagues`). When the organisations to read pass three quarters of
the store's (``_WHOLE_SHARE``), every post is read at once (``_posts-all``); a page that will hold
more people than a twelfth of the organisations (``_LARGE_PAGE_SHARE``: a hub employer's page,
found from the people at the organisations reached, ``_people-at``, before their posts are read)
is made from every post as the whole page makes it. Titles, names and evidence are then read for
the people on the page only.

>>> import tempfile
>>> from talentgraph.store import open_store
>>> focus_network(open_store(tempfile.mkdtemp()), "https://ex/nobody").nodes
[]
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection, Iterable
from datetime import date

import numpy as np
from numpy.typing import NDArray
from rdflib import URIRef
from scipy import sparse

from ..analysis.incidence import Incidence, top_counted_pairs
from ..analysis.projection import labels
from ..queries import run_query_strings, select_values_strings
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
#: above this share of the organisations to read one by one, every post is read in one scan
_WHOLE_SHARE = 0.75
#: a post costs about this many times more read in a VALUES block than in the scan of every post
_VALUES_COST = 8
#: a page of more people than this share of the organisations is made from every post of the
#: store, which costs less then (a page at a hub employer needs the top k of its thousands of
#: staff, i.e. most of the store); 1/12 is about 4 % of the people of the generated 10k store
_LARGE_PAGE_SHARE = 1 / 12


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
        self.version = 0  # grows with each read
        self.fresh: list[_Row] = []  # the rows read since new_rows() last gave them

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
            self.fresh.append(row)
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
            self.fresh.append(row)
        self.orgs_read += len(orgs)
        self.version += 1

    def read_all(self) -> None:
        self.of, self.at = defaultdict(list), defaultdict(list)
        for row in run_query_strings(self.store, "_posts-all").dicts():
            if row["person"] is None or row["org"] is None:
                continue
            self.of[row["person"]].append(row)
            self.at[self.top(row["org"])].append(row)
            self.fresh.append(row)
        self.whole = True
        self.version += 1

    def people_at(self, orgs: Iterable[str]) -> set[str]:
        """Everyone with a post at one of ``orgs`` (as stated), from the rows read when their
        top-level organisation was read, else by one query that reads no post (``_people-at``)."""
        orgs = set(orgs)
        ask = sorted(o for o in orgs if not self.top_read(self.top(o)))
        found = {
            str(row["person"])
            for o in orgs - set(ask)
            for row in self.rows_at(self.top(o))
            if row["org"] == o
        }
        if ask:
            rows = select_values_strings(
                self.store, "_people-at", "org", [URIRef(o) for o in ask], branches=True
            )
            found.update(str(person) for (person,) in rows if person is not None)
        return found

    def new_rows(self) -> list[_Row]:
        """The rows read since the last call."""
        fresh, self.fresh = self.fresh, []
        return fresh


_Ranked = tuple[int, NDArray[np.int64], NDArray[np.float64], NDArray[np.int64], NDArray[np.float64]]
_NONE: _Ranked = (-1, np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0, dtype=np.int64), np.zeros(0))


class _Colleagues:
    """Top-k colleague partners by shared employers and years, as ``pair_scores`` ranks them on
    the whole page (score = shared top-level employers + shared (employer, year) cells; ties to
    the partner whose IRI sorts first), decided from the rows read.

    A score over the rows read is a lower bound; for a person read whole, adding their own
    (1 + years) at each employer not read is an upper bound on anyone's score with them. ``c`` is
    in ``a``'s top k when fewer than k others can rank above it, and out when k surely do."""

    def __init__(self, posts: _Posts, now: str, k: int | None) -> None:
        self.posts = posts
        self.now = now
        self._k = k
        self.version = -1
        self.member: dict[tuple[str, str], bool] = {}
        self.score: dict[tuple[str, str], float] = {}  # of each pair found in a top k
        self.spells: set[tuple[str, str, str | None, str | None]] = set()
        self.people: list[str] = []  # in the order met; rank gives the IRI order
        self.index: dict[str, int] = {}
        self.columns: dict[tuple[str, int], int] = {}
        self.cell_rows: list[int] = []
        self.cell_cols: list[int] = []
        self.spans: dict[tuple[str, str], list[tuple[str | None, str | None]]] = defaultdict(list)
        self.years: dict[tuple[str, str], set[int]] = defaultdict(set)
        self.tops_of: dict[str, set[str]] = defaultdict(set)
        self.ranked: dict[str, _Ranked] = {}

    @property
    def k(self) -> int:
        """The number of partners a person keeps: given, else 5, or 2 above :data:`LARGE` people."""
        if self._k is None:
            self._k = 2 if _many_people(self.posts.store) else 5
        return self._k

    def _refresh(self) -> None:
        """The score matrix of everyone in the rows read: a column per employer, one per
        (employer, year) (binary, as the incidence of :mod:`talentgraph.analysis` counts them)."""
        if self.version == self.posts.version:
            return
        self.version = self.posts.version
        cells: set[tuple[int, int]] = set()
        for row in self.posts.new_rows():
            person, org = row["person"], row["org"]
            if row["kind"] != "position" or person is None or org is None:
                continue
            top = self.posts.top(org)
            start = row["start"]
            end = self.now if row["end"] == _OPEN_END else row["end"]
            if (person, top, start, end) in self.spells:
                continue
            self.spells.add((person, top, start, end))
            self.spans[(person, top)].append((start, end))
            self.tops_of[person].add(top)
            i = self.index.get(person)
            if i is None:
                i = self.index[person] = len(self.people)
                self.people.append(person)
            cells.add((i, self.columns.setdefault((top, -1), len(self.columns))))
            if start:
                y0 = int(start[:4])
                y1 = int(end[:4]) if end else y0
                for year in range(y0, max(y0, y1) + 1):
                    self.years[(person, top)].add(year)
                    cells.add((i, self.columns.setdefault((top, year), len(self.columns))))
        for i, c in cells:
            self.cell_rows.append(i)
            self.cell_cols.append(c)
        shape = (len(self.people), max(1, len(self.columns)))
        x = sparse.csr_matrix((np.ones(len(self.cell_rows)), (self.cell_rows, self.cell_cols)), shape=shape)
        x.data[:] = 1.0  # a cell added twice counts once
        self.x, self.xt = x, x.T.tocsr()
        self.rank = np.empty(len(self.people), dtype=np.int64)
        self.by_rank = np.argsort(np.asarray(self.people, dtype=object), kind="stable")
        self.rank[self.by_rank] = np.arange(len(self.people))
        exact = np.array([self.posts.known(p) for p in self.people], dtype=bool)
        self.exact_by_rank = np.zeros(len(self.people), dtype=bool)
        self.exact_by_rank[self.rank] = exact

    def _ranking(self, people: Collection[str]) -> None:
        """Each person's k best partners (by rank) and scores over the rows read, best first, and
        the partners not read whole with their scores (whose scores may grow)."""
        todo = [p for p in people if p in self.index and self.ranked.get(p, _NONE)[0] != self.posts.version]
        n = len(self.people) + 1
        for begin in range(0, len(todo), 2048):
            chunk = todo[begin : begin + 2048]
            product = (self.x[[self.index[p] for p in chunk]] @ self.xt).tocsr()
            for local, person in enumerate(chunk):
                lo, hi = product.indptr[local], product.indptr[local + 1]
                cols, scores = product.indices[lo:hi], product.data[lo:hi]
                keep = cols != self.index[person]
                ranks, scores = self.rank[cols[keep]], scores[keep]
                key = scores * n + (n - 1 - ranks)  # higher is better: score, then the first IRI
                best = (
                    np.argpartition(-key, self.k - 1)[: self.k] if len(key) > self.k else np.arange(len(key))
                )
                best = best[np.argsort(-key[best])]
                loose = ~self.exact_by_rank[ranks]
                self.ranked[person] = (
                    self.posts.version,
                    ranks[best],
                    scores[best],
                    ranks[loose],
                    scores[loose],
                )

    def unread(self, person: str) -> float:
        """The most anyone's score with ``person`` (read whole) can grow by the employers not read."""
        return float(
            sum(1 + len(self.years[(person, t)]) for t in self.tops_of[person] if not self.posts.top_read(t))
        )

    def _decide(self, a: str, partners: Iterable[str]) -> bool:
        """Whether each of ``partners`` is in ``a``'s top k, into :attr:`member`; False when the
        bounds leave one open. A partner's score with ``a`` must be exact (both read whole, or
        all of the partner's employers read); ``a`` need not be read whole to be left out of."""
        _, ranks, scores, loose_ranks, loose_scores = self.ranked.get(a, _NONE)
        grow = self.unread(a) if self.posts.known(a) else math.inf
        where = {r: i for i, r in enumerate(ranks.tolist())}
        decided = True
        for c in partners:
            if (a, c) in self.member:
                continue
            i = where.get(int(self.rank[self.index[c]]) if c in self.index else -1)
            if i is None:  # k others rank above c already (or it shares nothing with a)
                self.member[(a, c)] = False
                continue
            score, rank = scores[i], ranks[i]
            if grow > 0:
                # the others not read whole that may pass c once a's other employers are read
                upper = loose_scores + grow
                may_pass = ((upper > score) | ((upper == score) & (loose_ranks < rank))) & ~np.isin(
                    loose_ranks, ranks[: i + 1]
                )
                if not (grow < score and i + int(may_pass.sum()) < self.k):
                    decided = False
                    continue
            self.member[(a, c)] = True
            self.score[(a, c)] = self.score[(c, a)] = float(score)
        return decided

    def _settle(self, asked: dict[str, set[str]]) -> None:
        """Decide ``c in top k of a`` for each a → {c} asked: from the rows read (k others ahead
        of c), else with a read whole (the upper bound), else with a's other employers read (after
        which a's scores are exact)."""
        asked = {a: {c for c in cs if (a, c) not in self.member} for a, cs in asked.items()}
        asked = {a: cs for a, cs in asked.items() if cs}
        self._refresh()
        self._ranking(asked)
        open_ = [a for a, cs in asked.items() if not self._decide(a, cs)]
        if open_:  # their other employers, for the upper bound
            self.posts.read_people(open_)
            self._refresh()
            self._ranking(open_)
            open_ = [a for a in open_ if not self._decide(a, asked[a])]
        if open_:
            self.posts.read_tops(t for a in open_ for t in self.tops_of[a])
            self._refresh()
            self._ranking(open_)
            for a in open_:
                self._decide(a, asked[a])

    def top(self, person: str) -> list[str]:
        """``person``'s top k partners (read whole, all their employers read)."""
        self._ranking([person])
        ranks = self.ranked.get(person, _NONE)[1]
        return [self.people[self.by_rank[r]] for r in ranks[: self.k].tolist()]

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
        """The top-k pairs among ``people``, best first, as ``pair_scores`` orders them."""
        keep = set(people)
        self.posts.read_people(keep)
        self._refresh()
        rows = sorted(p for p in keep if p in self.index)
        self._ranking(rows)
        asked = {}
        for a in rows:
            first = (self.people[self.by_rank[r]] for r in self.ranked[a][1][: self.k].tolist())
            asked[a] = {c for c in first if c in keep}
        self._settle(asked)
        scored = {
            (min(a, b), max(a, b)): self.score[(a, b)]
            for a, partners in asked.items()
            for b in partners
            if self.member[(a, b)]
        }
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


class _StoreColleagues:
    """Top-k colleague partners by shared employers and years (as ``pair_scores`` ranks them on
    the whole page) from every post of the store, computed for the people asked about and kept."""

    def __init__(self, posts: list[_Row], tops: dict[str, str], now: str, k: int, today: date | None) -> None:
        held = [
            (row["person"], tops.get(row["org"], row["org"]), row["start"], row["end"])
            for row in posts
            if row["kind"] == "position" and row["person"] is not None and row["org"] is not None
        ]
        self.spans: dict[tuple[str, str], list[tuple[str | None, str | None]]] = defaultdict(list)
        for person, top, start, end in held:
            self.spans[(person, top)].append((start, now if end == _OPEN_END else end))
        self.inc = _bulk_incidence(held, now)
        ever = self.inc.matrix()
        self.x = sparse.hstack([ever, self.inc.year_matrix(today=today)], format="csr")
        self.xt = self.x.T.tocsr()
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
        i, j, w = top_counted_pairs(self.x, todo, k=self.k, right=self.xt)
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


def _bulk_incidence(held: list[tuple[str, str, str | None, str | None]], now: str) -> Incidence:
    """``_employer_incidence`` of (person, top-level employer, start, end) rows (an ongoing post
    ending 9999-12-31), indexed with numpy: people in IRI order, employers in order of first
    appearance among the rows sorted by (person, employer), each pair's rows in the given order."""
    if not held:
        return _employer_incidence([], now)
    person, top, start, end = zip(*held, strict=True)
    people, pi = _codes(person)
    tops, ti = _codes(top)
    order = np.lexsort((ti, pi))  # stable: a pair's rows stay in the given order
    ti = ti[order]
    _, first = np.unique(ti, return_index=True)
    met = np.argsort(first)  # employer codes in order of first appearance
    index = np.empty(len(met), dtype=np.int64)
    index[met] = np.arange(len(met))
    ends = [end[i] for i in order.tolist()]
    return Incidence(
        people,
        [tops[t] for t in met.tolist()],
        pi[order].tolist(),
        index[ti].tolist(),
        [start[i] for i in order.tolist()],
        [now if e == _OPEN_END else e for e in ends],
        ["ongoing" if e == _OPEN_END else None for e in ends],
    )


def _codes(values: tuple[str, ...]) -> tuple[list[str], NDArray[np.int64]]:
    """The distinct values in order and each value's place among them (``np.unique`` with
    ``return_inverse``; a Python set and dict cost less than numpy's sort of strings)."""
    distinct = sorted(set(values))
    place = {v: i for i, v in enumerate(distinct)}
    return distinct, np.fromiter((place[v] for v in values), dtype=np.int64, count=len(values))


def _many_people(store: Store) -> bool:
    """Whether the store's page has more than :data:`LARGE` people (with a post)."""
    return len(run_query_strings(store, "_people-with-posts")) > LARGE


@gc_paused()
def focus_network(
    store: Store, center: str, depth: int = 2, today: date | None = None, k: int | None = None
) -> Network:
    """The graph page's people, organisations and ties within ``depth`` hops of ``center`` (an
    IRI), laid out on their own; ``k`` as for :func:`~talentgraph.views.network.network_data`."""
    projects = run_query_strings(store, "_incidence-project").dicts()
    relations = run_query_strings(store, "_incidence-relation").dicts()
    orgs = organisations(store)
    try:
        return _neighbourhood_page(store, center, depth, today, k, projects, relations, orgs)
    except _LargePageError:
        return _store_page(store, center, depth, today, k, projects, relations, orgs)


class _LargePageError(Exception):
    """The page will hold many people (:data:`_LARGE_PAGE_SHARE`): reading every post costs less."""


def _neighbourhood_page(
    store: Store,
    center: str,
    depth: int,
    today: date | None,
    k: int | None,
    projects: list[_Row],
    relations: list[_Row],
    orgs: dict[str, tuple[str, str, str, str]],
) -> Network:
    """The page from the posts of the neighbourhood; :class:`_LargePageError` when it grows large."""
    now = (today or date.today()).isoformat()
    posts = _Posts(store, {org: info[1] for org, info in orgs.items()})
    posts.read_people([center])
    large = _LARGE_PAGE_SHARE * len(orgs)
    # k is asked of the store only once the page is known not to be large (as the whole page's)
    colleagues = _Colleagues(posts, now, k)

    near = _ties_both_ways([], relations, projects, now)  # ties but posts and colleagues
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
    for hop in range(depth):
        step: set[str] = set()
        ties_now = around(frontier)
        on_page = seen | {n for node in frontier for n in ties_now[node]}
        if hop + 1 < depth:  # everyone at the organisations reached now will be on the page
            # (asked before their posts are read: at a hub the page is large, made from every post)
            on_page |= posts.people_at(n for n in on_page if n in places)
        if len(on_page - places) > large:
            raise _LargePageError
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
    if len(held_by) > large:
        raise _LargePageError
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
    return _drawn_page(
        store, center, now, drawn, orgs, names, every, held_by, seen, pairs, projects, relations
    )


def _store_page(
    store: Store,
    center: str,
    depth: int,
    today: date | None,
    k: int | None,
    projects: list[_Row],
    relations: list[_Row],
    orgs: dict[str, tuple[str, str, str, str]],
) -> Network:
    """The page from every post of the store (one scan), colleague scores over everyone."""
    now = (today or date.today()).isoformat()
    posts = run_query_strings(store, "_posts-all").dicts()
    held_by = {row["person"] for row in posts if row["person"] is not None}
    if k is None:
        k = 2 if len(held_by) > LARGE else 5
    tops = {org: info[1] for org, info in orgs.items()}
    colleagues = _StoreColleagues(posts, tops, now, k, today)

    near = _ties_both_ways([(row["person"], row["org"]) for row in posts], relations, projects, now)
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
    named = seen & held_by
    # most of the store's people: everyone's names in one scan cost less than a VALUES block
    everyone = person_names(store, None if _VALUES_COST * len(named) >= len(held_by) else named)
    names = {p: everyone[p] for p in named if p in everyone}
    # a large neighbourhood reads every post's details in one scan (see stints_of_posts)
    every = 8 * len(drawn) >= len(posts)
    return _drawn_page(store, center, now, drawn, orgs, names, every, named, seen, pairs, projects, relations)


def _ties_both_ways(
    ties: list[tuple[str | None, str | None]], relations: list[_Row], projects: list[_Row], now: str
) -> dict[str, set[str]]:
    """Each node's neighbours by ``ties``, the relations and co-membership of a project, both ways
    (every tie the page draws but colleague ties)."""
    ties = [*ties, *((row["person"], row["item"]) for row in relations)]
    members, _ = project_members(projects, now)
    ties += [(a, b) for people in members.values() for a in people for b in people if a != b]
    near: dict[str, set[str]] = defaultdict(set)
    for a, b in ties:
        if a is not None and b is not None:
            near[a].add(b)
            near[b].add(a)
    return near


def _drawn_page(
    store: Store,
    center: str,
    now: str,
    drawn: list[_Row],
    orgs: dict[str, tuple[str, str, str, str]],
    names: dict[str, str],
    every: bool,
    named: set[str],
    seen: set[str],
    pairs: list[tuple[str, str]],
    projects: list[_Row],
    relations: list[_Row],
) -> Network:
    """The page of the nodes ``seen``, from the posts ``drawn`` and the colleague ``pairs`` found, as
    both ways of reading the neighbourhood end (``every``: read the posts' details in one scan)."""
    held = stints_of_posts(store, drawn, orgs, names, every=every)
    people, places, at = _people_and_orgs(held)
    people = {p: names.get(p, p) for p in named} | people
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
