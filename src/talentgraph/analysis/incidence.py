"""Incidence rows fetched with one SPARQL query, as scipy.sparse matrices, and top-k pair products.

All-pairs questions (who shares employers, projects or topics with whom, across everyone) are
sparse matrix products ``X @ X.T`` over person × item incidence rows, computed in row blocks with
top-k selection per person, so memory stays bounded at 100,000 people.

>>> import numpy as np
>>> from scipy import sparse
>>> x = sparse.csr_matrix(np.array([[1, 1, 0], [1, 1, 0], [0, 1, 1], [0, 0, 1]], dtype=float))
>>> [(int(i), int(j), float(w)) for i, j, w in zip(*top_pairs(x, k=1))]
[(0, 1, 2.0), (0, 2, 1.0), (2, 3, 1.0)]
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import repeat

import numpy as np
from numpy.typing import NDArray
from scipy import sparse

from ..derive import OPEN_END
from ..gc_pause import paused_collection
from ..queries import fetch_all
from ..store.base import Store, is_true

__all__ = [
    "Incidence",
    "employer_incidence",
    "fetch_incidence",
    "top_counted_pairs",
    "top_pairs",
    "year_span",
]

#: incidence kinds and their internal query (``queries/_incidence-<kind>.rq``)
KINDS = ("employer", "project", "topic", "relation")


@dataclass
class Incidence:
    """Person × item rows: ``people[i]`` and ``items[j]`` are IRIs; ``start``/``end`` per row are
    ISO dates or None (``end`` is today's date for an ongoing post, whose ``extra`` is "ongoing";
    relation rows carry the relation in ``extra``)."""

    people: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    rows: list[int] = field(default_factory=list)
    cols: list[int] = field(default_factory=list)
    start: list[str | None] = field(default_factory=list)
    end: list[str | None] = field(default_factory=list)
    extra: list[str | None] = field(default_factory=list)
    #: display names of people, when the rows came with them (the post index's)
    names: dict[str, str] = field(default_factory=dict)

    def add(
        self,
        person: str,
        item: str,
        start: str | None = None,
        end: str | None = None,
        extra: str | None = None,
    ) -> None:
        self.rows.append(self._index(self.people, self._people_index, person))
        self.cols.append(self._index(self.items, self._items_index, item))
        self.start.append(start)
        self.end.append(end)
        self.extra.append(extra)

    def __post_init__(self) -> None:
        self._people_index: dict[str, int] = {p: i for i, p in enumerate(self.people)}
        self._items_index: dict[str, int] = {p: i for i, p in enumerate(self.items)}

    @staticmethod
    def _index(names: list[str], index: dict[str, int], key: str) -> int:
        found = index.get(key)
        if found is None:
            found = index[key] = len(names)
            names.append(key)
        return found

    def person_index(self, person: str) -> int | None:
        return self._people_index.get(person)

    def matrix(self, people: Sequence[str] | None = None) -> sparse.csr_matrix:
        """Binary person × item matrix (rows in ``people`` order when given)."""
        n = len(self.people) if people is None else len(people)
        rows = np.asarray(self.rows, dtype=np.int64)
        if people is not None:
            remap = np.full(len(self.people), -1, dtype=np.int64)
            for i, p in enumerate(people):
                j = self._people_index.get(p)
                if j is not None:
                    remap[j] = i
            rows = remap[rows] if len(rows) else rows
        keep = rows >= 0
        data = np.ones(int(keep.sum()), dtype=np.float64)
        cols = np.asarray(self.cols, dtype=np.int64)[keep]
        m = sparse.csr_matrix((data, (rows[keep], cols)), shape=(n, len(self.items)))
        m.data[:] = 1.0
        return m

    def year_matrix(
        self, people: Sequence[str] | None = None, today: date | None = None
    ) -> sparse.csr_matrix:
        """Binary person × (item, year) matrix: a 1 for each calendar year a person was at an item.
        Rows without a start year are left out (their overlap cannot be known)."""
        first, last = year_span(self.start, self.end, today)
        width = last - first + 1
        n = len(self.people) if people is None else len(people)
        order = None if people is None else {p: i for i, p in enumerate(people)}
        # the dated rows (of the people asked for), then a cell for each year of each, in numpy
        kept: list[tuple[int, int, int, int]] = []  # row, item, first year, last year
        for r, c, s, e in zip(self.rows, self.cols, self.start, self.end, strict=True):
            if not s:
                continue
            i = r if order is None else order.get(self.people[r])
            if i is not None:
                y0 = int(s[:4])
                kept.append((i, c, y0, int(e[:4]) if e else y0))
        table = np.asarray(kept, dtype=np.int64).reshape(-1, 4)
        lo = np.maximum(table[:, 2], first)
        hi = np.minimum(np.maximum(table[:, 3], table[:, 2]), last)
        counts = np.maximum(hi - lo + 1, 0)
        years = (
            np.repeat(lo, counts)
            + np.arange(int(counts.sum()))
            - np.repeat(np.cumsum(counts) - counts, counts)
        )
        rr = np.repeat(table[:, 0], counts)
        cc = np.repeat(table[:, 1], counts) * width + years - first
        m = sparse.csr_matrix((np.ones(len(rr)), (rr, cc)), shape=(n, max(1, len(self.items) * width)))
        m.data[:] = 1.0
        return m


def year_span(
    starts: Sequence[str | None], ends: Sequence[str | None], today: date | None = None
) -> tuple[int, int]:
    """First and last calendar year in the rows (the current year when nothing is dated)."""
    years = [int(y) for y in {s[:4] for s in starts if s} | {e[:4] for e in ends if e}]  # each year once
    this_year = (today or date.today()).year
    return (min(years), max(years)) if years else (this_year, this_year)


def fetch_incidence(store: Store, kind: str, today: date | None = None) -> Incidence:
    """All ``kind`` incidence rows (employer, project, topic, relation) with ONE query."""
    result = fetch_all(store, f"_incidence-{kind}")
    now = (today or date.today()).isoformat()
    inc = Incidence()
    for row in result.rows:
        person, item = row.get("person"), row.get("item")
        if person is None or item is None:
            continue
        start, end = row.get("start"), row.get("end")
        ongoing = row.get("ongoing")
        is_ongoing = is_true(ongoing)
        end_text = str(end) if end is not None else (now if is_ongoing else None)
        extra = _text(row.get("relation")) or ("ongoing" if is_ongoing else None)
        inc.add(str(person), str(item), str(start) if start is not None else None, end_text, extra)
    return inc


def employer_incidence(store: Store, today: date | None = None) -> Incidence:
    """The employer rows all-pairs overlap ranks: from the post index (:mod:`talentgraph.post_index`,
    a few thousand literals, people's names included) when the store keeps a current one, else
    from :func:`fetch_incidence`. Either way a row keeps its bounds only when it has both (a post
    with a start and no end has no known overlap, as the index keeps it), equal rows are one, and
    people and items are in IRI order, so both give the same matrices.

    >>> import tempfile
    >>> from talentgraph.post_index import write_rows
    >>> from talentgraph.store import open_store
    >>> store = open_store(tempfile.mkdtemp())
    >>> write_rows(store, [("urn:g", "urn:acme", "urn:ada", "Ada", "2019-01-01", "2020-12-31"),
    ...                    ("urn:h", "urn:acme", "urn:bo", "Bo", None, None)])
    >>> inc = employer_incidence(store, today=date(2025, 1, 1))
    >>> inc.people, inc.items, inc.start, inc.end, inc.names
    (['urn:ada', 'urn:bo'], ['urn:acme'], ['2019-01-01', None], ['2020-12-31', None], {'urn:ada': 'Ada', 'urn:bo': 'Bo'})
    """
    from ..post_index import all_posts

    now = (today or date.today()).isoformat()
    index = all_posts(store)
    if index is not None:
        return _from_index(index, now)
    inc = fetch_incidence(store, "employer", today)
    found: dict[_Row, None] = {}
    for r, c, s, e, x in zip(inc.rows, inc.cols, inc.start, inc.end, inc.extra, strict=True):
        bounded = bool(s and e)
        found[
            (
                inc.people[r],
                inc.items[c],
                s if bounded else None,
                e if bounded else None,
                x if bounded else None,
            )
        ] = None
    return _incidence(found)


#: an incidence row: person, item, start, end, extra
_Row = tuple[str, str, str | None, str | None, str | None]


def _from_index(index: Mapping[str, Mapping[str, list[list[str | None]]]], now: str) -> Incidence:
    """Employer rows from the post index, an ongoing post's end counted up to ``now``: a person's
    posts at one top once per bounds (the index has one per name), in the index's order; the
    columns built in bulk (a call per row was half the fetch at 100,000 people)."""
    items = sorted(top for top, people in index.items() if people)
    column = {top: c for c, top in enumerate(items)}
    persons: list[str] = []
    cols: list[int] = []
    starts: list[str | None] = []
    ends: list[str | None] = []
    names: dict[str, str] = {}
    with paused_collection():  # a few hundred thousand new objects, none in a cycle
        for top, people in index.items():
            col = column.get(top, 0)
            for person, posts in people.items():
                if len(posts) == 1:  # most people: one name, one post at a top
                    ((name, start, end),) = posts
                    persons.append(person)
                    cols.append(col)
                    starts.append(start)
                    ends.append(end)
                else:
                    bounds = list(dict.fromkeys((start, end) for _, start, end in posts))
                    persons += repeat(person, len(bounds))
                    cols += repeat(col, len(bounds))
                    starts += (start for start, _ in bounds)
                    ends += (end for _, end in bounds)
                    name = min((n for n, _, _ in posts if n is not None), default=None)
                known = names.get(person)
                if name is not None and (known is None or name < known):
                    names[person] = name
        inc = Incidence(sorted(set(persons)), items, names=names)
        inc.rows = list(map(inc._people_index.__getitem__, persons))
        inc.cols = cols
        inc.start = starts
        inc.end = [now if end == OPEN_END else end for end in ends]
        inc.extra = ["ongoing" if end == OPEN_END else None for end in ends]
    return inc


def _incidence(found: Collection[_Row]) -> Incidence:
    """The incidence of ``found`` rows, people and items in IRI order."""
    inc = Incidence(sorted({r[0] for r in found}), sorted({r[1] for r in found}))
    for person, item, start, end, extra in found:
        inc.add(person, item, start, end, extra)
    return inc


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def top_pairs(
    x: sparse.csr_matrix,
    y: sparse.csr_matrix | None = None,
    k: int = 10,
    min_score: float = 0.0,
    block: int = 2048,
    rows: Sequence[int] | None = None,
    left: sparse.csr_matrix | None = None,
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]]:
    """The ``k`` best-scoring partners of each row of ``x @ y.T`` (``y`` defaults to ``x``).

    With ``y`` omitted, self-pairs are dropped and each unordered pair is returned once (i < j),
    if it is in the top ``k`` of either side. ``rows`` restricts the left side to those rows (then
    pairs are returned as (row, partner)). ``left`` replaces ``x`` on the left side only (for
    ``(x M) @ x.T`` with a symmetric ``M``).
    Returns index and score arrays, best first per row; ties go to the first partner.
    """
    symmetric = y is None
    right = (x if y is None else y).T.tocsr()
    left_rows = np.arange(x.shape[0]) if rows is None else np.asarray(rows, dtype=np.int64)
    out_i: list[NDArray[np.int64]] = []
    out_j: list[NDArray[np.int64]] = []
    out_w: list[NDArray[np.float64]] = []
    for begin in range(0, len(left_rows), block):
        chunk = left_rows[begin : begin + block]
        product = ((x if left is None else left)[chunk] @ right).tocsr()
        indptr, indices, data = product.indptr, product.indices, product.data
        for local in range(len(chunk)):
            lo, hi = indptr[local], indptr[local + 1]
            if lo == hi:
                continue
            scores = data[lo:hi]
            cols = indices[lo:hi]
            keep = scores >= min_score if min_score > 0 else scores > 0
            if symmetric:
                keep &= cols != chunk[local]
            scores, cols = scores[keep], cols[keep]
            if len(scores) > k:
                # the k best, ties at the k-th score to the first columns
                kth = scores[np.argpartition(-scores, k - 1)[k - 1]]
                above = np.flatnonzero(scores > kth)
                tied = np.flatnonzero(scores == kth)
                tied = tied[np.argsort(cols[tied], kind="stable")[: k - len(above)]]
                part = np.concatenate([above, tied])
                scores, cols = scores[part], cols[part]
            order = np.lexsort((cols, -scores))
            out_i.append(np.full(len(order), chunk[local], dtype=np.int64))
            out_j.append(cols[order].astype(np.int64))
            out_w.append(scores[order].astype(np.float64))
    if not out_i:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty.copy(), np.zeros(0, dtype=np.float64)
    i, j, w = np.concatenate(out_i), np.concatenate(out_j), np.concatenate(out_w)
    if symmetric and rows is None:
        lo, hi = np.minimum(i, j), np.maximum(i, j)
        key = lo * x.shape[0] + hi
        _, first = np.unique(key, return_index=True)
        first.sort()
        i, j, w = lo[first], hi[first], w[first]
    return i, j, w


def top_counted_pairs(
    x: sparse.csr_matrix,
    rows: Sequence[int],
    k: int = 10,
    right: sparse.csr_matrix | None = None,
    block: int = 512,
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]]:
    """``top_pairs(x, k=k, rows=rows)`` for a 0/1 ``x`` (whole-number scores), each block's top k
    chosen at once with numpy instead of row by row: per row, the k-th best score from a count of
    each score, then only the partners scoring that or more are sorted (ties to the first
    columns). ``right`` is ``x.T.tocsr()`` when the caller keeps it. Blocks are smaller than
    top_pairs's: a hub's staff share partners with thousands each, and the block's arrays (one
    entry per partner) are read several times; ~500 rows keep them small enough to stay cached.

    >>> x = sparse.csr_matrix(np.array([[1, 1, 0], [1, 1, 0], [0, 1, 1], [0, 0, 1]], dtype=float))
    >>> [(int(i), int(j), float(w)) for i, j, w in zip(*top_counted_pairs(x, [0, 2], k=1))]
    [(0, 1, 2.0), (2, 0, 1.0)]
    """
    right = x.T.tocsr() if right is None else right
    left_rows = np.asarray(rows, dtype=np.int64)
    out_i: list[NDArray[np.int64]] = []
    out_j: list[NDArray[np.int64]] = []
    out_w: list[NDArray[np.float64]] = []
    for begin in range(0, len(left_rows), block):
        chunk = left_rows[begin : begin + block]
        product = (x[chunk] @ right).tocsr()
        if not product.nnz:
            continue
        n = len(chunk)
        sizes = np.diff(product.indptr)
        local = np.repeat(np.arange(n, dtype=np.int32), sizes)
        scores = product.data.astype(np.int32)
        top = int(scores.max()) + 1
        # at_least[r, s]: how many partners of row r score s or more (itself not counted)
        counts = np.bincount(local * top + scores, minlength=n * top).reshape(n, top)
        counts[:, 0] = 0
        itself = np.asarray(x[chunk].multiply(x[chunk]).sum(axis=1), dtype=np.int64).ravel()
        counts[np.arange(n), itself] -= itself > 0
        at_least = np.cumsum(counts[:, ::-1], axis=1)[:, ::-1]
        enough = at_least >= k
        # the k-th best score of each row (1 when the row has fewer than k partners: all kept)
        kth = np.where(enough.any(axis=1), top - 1 - np.argmax(enough[:, ::-1], axis=1), 1)
        near = np.flatnonzero(scores >= np.repeat(np.maximum(kth, 1).astype(np.int32), sizes))
        local, cols, scores = (
            local[near].astype(np.int64),
            product.indices[near].astype(np.int64),
            scores[near],
        )
        near = cols != chunk[local]
        local, cols, scores = local[near], cols[near], scores[near]
        order = np.lexsort((cols, -scores, local))
        local, cols, scores = local[order], cols[order], scores[order]
        starts = np.searchsorted(local, np.arange(n))
        chosen = np.arange(len(local)) - starts[local] < k
        out_i.append(chunk[local[chosen]])
        out_j.append(cols[chosen])
        out_w.append(scores[chosen].astype(np.float64))
    if not out_i:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty.copy(), np.zeros(0, dtype=np.float64)
    return np.concatenate(out_i), np.concatenate(out_j), np.concatenate(out_w)
