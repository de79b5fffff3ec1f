"""Person–person projections: who shares employers or projects with whom, weighted by time together.

A pair's score is the number of distinct employers (or projects) both had plus the calendar years
they were there at the same time. Everyone's top ``k`` is ranked per item without forming all
co-occurring pairs (see :func:`_grouped_pairs`; a store where one person has more than
``GROUPED_MAX_ENTRIES`` entries is ranked by the sparse product instead); one person's comes from a sparse product over
incidence rows. Ties go to the partner first in the incidence's people (IRI order, as
:func:`~talentgraph.analysis.incidence.employer_incidence` keeps them).

>>> from talentgraph.analysis.incidence import Incidence
>>> inc = Incidence()
>>> inc.add("a", "acme", "2019-01-01", "2021-12-31"); inc.add("b", "acme", "2021-03-01", "2022-06-30")
>>> inc.add("c", "acme", "2010-01-01", "2011-12-31")
>>> [(p.a, p.b, p.score, p.details) for p in pair_scores(inc, k=5)]
[('a', 'b', 2.0, {'shared': 1.0, 'years': 1.0}), ('a', 'c', 1.0, {'shared': 1.0, 'years': 0.0}), ('b', 'c', 1.0, {'shared': 1.0, 'years': 0.0})]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from itertools import repeat
from typing import NamedTuple

import networkx as nx
import numpy as np
from numpy.typing import NDArray
from rdflib import URIRef
from scipy import sparse

from ..errors import QueryError
from ..gc_pause import paused_collection
from ..queries import lookup_entity, select_values
from ..store.base import Store
from .incidence import Incidence, employer_incidence, fetch_incidence, top_pairs, year_span

__all__ = ["PairScore", "labels", "overlap_pairs", "pair_scores", "person_graph"]


_Pairs = tuple[
    NDArray[np.int64], NDArray[np.int64], NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]
]


class _PairScoreFields(NamedTuple):
    a: str
    b: str
    score: float
    details: dict[str, float]
    a_name: str | None
    b_name: str | None


class PairScore(_PairScoreFields):
    """Two people, their score and its parts (e.g. ``shared`` items and overlapping ``years``).

    Immutable; a named tuple (read its fields by name) because all-pairs questions build about a
    million of them: it is built in a third of a frozen dataclass's time."""

    __slots__ = ()

    def __new__(
        cls,
        a: str,
        b: str,
        score: float,
        details: dict[str, float] | None = None,
        a_name: str | None = None,
        b_name: str | None = None,
    ) -> PairScore:
        return super().__new__(cls, a, b, score, {} if details is None else details, a_name, b_name)


_new_pair = tuple.__new__  # PairScore without the Python-level __new__: (cls, fields)


def pair_scores(
    inc: Incidence,
    k: int = 10,
    min_score: float = 0.0,
    person: str | None = None,
    today: date | None = None,
) -> list[PairScore]:
    """Top-``k`` partners per person (or of ``person``) by shared items + overlapping years."""
    return _scored(inc, _top(inc, k, min_score, person, today))


#: above this many entries for one person, :func:`_grouped_pairs` (whose work grows with the cube of
#: a person's items) gives way to the sparse product: one untrusted document listing hundreds of
#: employers must not cost every all-pairs question minutes and gigabytes
GROUPED_MAX_ENTRIES = 48


def _top(inc: Incidence, k: int, min_score: float, person: str | None, today: date | None) -> _Pairs:
    if person is None:
        widest = int(np.bincount(np.asarray(inc.rows, dtype=np.int64)).max()) if len(inc.rows) else 0
        if widest > GROUPED_MAX_ENTRIES:
            return _product_pairs(inc, k, min_score, None, today)
        return _grouped_pairs(inc, k, min_score, today)
    index = inc.person_index(person)
    if index is None:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, np.zeros(0), np.zeros(0), np.zeros(0)
    return _product_pairs(inc, k, min_score, [index], today)


def _scored(inc: Incidence, pairs: _Pairs, names: Mapping[str, str] | None = None) -> list[PairScore]:
    """The pairs as :class:`PairScore`, best first, then by IRIs (with ``names`` filled in)."""
    i, j, w, shared, together = pairs
    people = inc.people
    in_order = all(people[n] < people[n + 1] for n in range(len(people) - 1))
    if in_order:  # people's indices sort as their IRIs
        order = _by_score(i, j, w, len(people))
        i, j, w, shared, together = i[order], j[order], w[order], shared[order], together[order]
    with paused_collection():  # a million new objects, none in a cycle
        # by index into lists: a look-up of a name by IRI costs a string hash and compare each
        name = list(map((names or {}).get, people))
        ia, ib = i.tolist(), j.tolist()
        pa, pb = list(map(people.__getitem__, ia)), list(map(people.__getitem__, ib))
        details = [
            {"shared": sh, "years": t} for sh, t in zip(shared.tolist(), together.tolist(), strict=True)
        ]
        fields = zip(
            pa, pb, w.tolist(), details, map(name.__getitem__, ia), map(name.__getitem__, ib), strict=True
        )
        out: list[PairScore] = list(map(_new_pair, repeat(PairScore), fields))
    if not in_order:
        out.sort(key=lambda p: (-p.score, p.a, p.b))
    return out


def _by_score(i: NDArray[np.int64], j: NDArray[np.int64], w: NDArray[np.float64], n: int) -> NDArray[np.intp]:
    """The order of pairs by score (highest first), then ``i``, then ``j`` (``i``, ``j`` < ``n``):
    one integer sort when the scores are whole and the key fits in 63 bits, else a lexsort.

    >>> _by_score(np.array([0, 0, 1]), np.array([2, 1, 2]), np.array([1.0, 1.0, 2.0]), 3).tolist()
    [2, 1, 0]
    >>> _by_score(np.array([0, 0, 1]), np.array([2, 1, 2]), np.array([1.0, 1.5, 2.0]), 3).tolist()
    [2, 1, 0]
    >>> _by_score(np.array([0, 1]), np.array([1, 2]), np.array([1.0, float("inf")]), 3).tolist()
    [1, 0]
    """
    low, high = (float(w.min()), float(w.max())) if len(w) and n else (-1.0, -1.0)
    if low >= 0 and high < 2**62:  # finite, and whole numbers of this size cast exactly
        whole = w.astype(np.int64)
        bits_n, bits_w = (n - 1).bit_length(), (int(high) - int(low)).bit_length()
        if 2 * bits_n + bits_w < 63 and bool((whole == w).all()):
            key = ((int(high) - whole) << (2 * bits_n)) | (i.astype(np.int64) << bits_n) | j.astype(np.int64)
            return np.argsort(key, kind="stable")
    return np.lexsort((j, i, -w))


def _product_pairs(
    inc: Incidence, k: int, min_score: float, rows: Sequence[int] | None, today: date | None
) -> tuple[
    NDArray[np.int64], NDArray[np.int64], NDArray[np.float64], NDArray[np.float64], NDArray[np.float64]
]:
    """Top pairs from the sparse product of person × (item | item-year) rows (``rows`` only)."""
    ever = inc.matrix()
    years = inc.year_matrix(today=today)
    x = sparse.hstack([ever, years], format="csr")
    # a score counts shared columns, so it is at most a row's count: exact in the narrowest integers,
    # which make the product faster than in floats
    widest = int(np.diff(x.indptr).max()) if x.shape[0] else 0
    x = x.astype(np.int16 if widest < 2**15 else np.int64)
    i, j, w = top_pairs(x, k=k, min_score=min_score, rows=rows)
    shared = np.asarray(ever[i].multiply(ever[j]).sum(axis=1), dtype=np.float64).ravel()
    together = np.asarray(years[i].multiply(years[j]).sum(axis=1), dtype=np.float64).ravel()
    return i, j, w, shared, together


def _grouped_pairs(inc: Incidence, k: int, min_score: float, today: date | None) -> _Pairs:
    """Everyone's top ``k`` partners, as :func:`_product_pairs` over all rows gives them.

    Pairs are scored item by item: at one item two people score 1 + the years they were both
    there. People with the same years at an item (a *group*) score alike against everyone there,
    so each group needs only its ``k + 1`` best partners at that item (best score, then first
    in ``inc.people``): anyone ranked above a partner there ranks above it overall, as an item's
    score is a lower bound. The same holds per two items (a pair's score at both is exact when
    they share only those two), and pairs sharing three or more items are scored exactly. A
    candidate's score is at most its exact score, so keeping each pair's best and each person's
    ``k`` best candidates gives the true top ``k``. The largest employer of 100,000 people has
    21,954 posts but 1,030 groups.
    """
    n = len(inc.people)
    item, person, masks = _entries(inc, today)
    parts = [_candidates(item, person, masks, 1, k, n)]
    # the same, per two items a pair both had (its score at both: exact when it shares only them)
    by_person = np.lexsort((item, person))
    counts = np.bincount(person, minlength=n)
    x, y = _pairs_within(np.r_[0, np.cumsum(counts)[:-1]].astype(np.int64), counts)
    e1, e2 = by_person[x], by_person[y]  # one person's entries at two items, item[e1] < item[e2]
    order = np.lexsort((person[e1], item[e2], item[e1]))
    e1, e2 = e1[order], e2[order]
    key = item[e1] * max(len(inc.items), 1) + item[e2]
    parts.append(_candidates(key, person[e1], np.concatenate([masks[e1], masks[e2]], axis=1), 2, k, n))
    a, b, w, shared = (np.concatenate([p[at] for p in parts]) for at in range(4))
    # pairs sharing three or more items, exactly; only each person's k best of those
    ma, mb, mw, msh = _three_or_more(e1, e2, item, person, masks, n)
    ma, mb, mw, msh = _best(np.r_[ma, mb], np.r_[mb, ma], np.r_[mw, mw], np.r_[msh, msh], k, n, distinct=True)
    a, b, w, shared = (np.concatenate(v) for v in ((a, ma), (b, mb), (w, mw), (shared, msh)))
    if min_score > 0:
        keep = w >= min_score
        a, b, w, shared = a[keep], b[keep], w[keep], shared[keep]
    a, b, w, shared = _best(a, b, w, shared, k, n)
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    _, once = np.unique(lo * max(n, 1) + hi, return_index=True)
    return (
        lo[once],
        hi[once],
        w[once].astype(np.float64),
        shared[once].astype(np.float64),
        (w[once] - shared[once]).astype(np.float64),
    )


def _best(
    a: NDArray[np.int64],
    b: NDArray[np.int64],
    w: NDArray[np.int64],
    shared: NDArray[np.int64],
    k: int,
    n: int,
    distinct: bool = False,
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """Each ``a``'s ``k`` best distinct partners ``b`` by score ``w`` (the highest of a pair's),
    ties to the first partner; sorted by ``a``, best first. ``distinct``: no pair comes twice."""
    if not len(a):
        return a, b, w, shared
    top_w, top_s = int(w.max()), int(shared.max())
    bits_b, bits_w, bits_s = n.bit_length(), (top_w - int(w.min())).bit_length(), top_s.bit_length()
    if n.bit_length() + bits_w + bits_b + bits_s < 63:  # integer sorts
        low_s, low_w = (1 << bits_s) - 1, (1 << bits_w) - 1
        if not distinct:  # the best of each pair (highest score, then fewest shared): first by pair
            key = (((a << bits_b | b) << bits_w | (top_w - w)) << bits_s) | shared
            key.sort()
            pair = key >> (bits_w + bits_s)
            key = key[np.r_[True, pair[1:] != pair[:-1]]]
            a, b = key >> (bits_w + bits_s + bits_b), (key >> (bits_w + bits_s)) & ((1 << bits_b) - 1)
            w, shared = top_w - ((key >> bits_s) & low_w), key & low_s
        key = (((a << bits_w | (top_w - w)) << bits_b | b) << bits_s) | shared
        key.sort()
        shared = key & low_s
        b = (key >> bits_s) & ((1 << bits_b) - 1)
        w = top_w - ((key >> (bits_s + bits_b)) & low_w)
        a = key >> (bits_s + bits_b + bits_w)
    else:
        order = np.lexsort((b, -w, a))
        a, b, w, shared = a[order], b[order], w[order], shared[order]
        if not distinct:  # the best of each pair: its first place
            _, first = np.unique(a * n + b, return_index=True)
            first.sort()
            a, b, w, shared = a[first], b[first], w[first], shared[first]
    starts = np.flatnonzero(np.r_[True, a[1:] != a[:-1]])
    rank = np.arange(len(a)) - np.repeat(starts, np.diff(np.r_[starts, len(a)]))
    top = rank < k
    return a[top], b[top], w[top], shared[top]


def _entries(
    inc: Incidence, today: date | None
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.uint64]]:
    """Each (item, person) once, sorted by item then person, with the calendar years the person
    was there as a bit mask (uint64 words; the years :meth:`Incidence.year_matrix` counts)."""
    first, last = year_span(inc.start, inc.end, today)
    words = (last - first) // 64 + 1
    rows = np.asarray(inc.rows, dtype=np.int64)
    cols = np.asarray(inc.cols, dtype=np.int64)
    dated = np.array([bool(s) for s in inc.start], dtype=bool)
    y0 = np.array([int(s[:4]) if s else 0 for s in inc.start], dtype=np.int64)
    ended = np.array(
        [int(e[:4]) if s and e else 0 for s, e in zip(inc.start, inc.end, strict=True)], np.int64
    )
    y1 = np.maximum(np.where(ended != 0, ended, y0), y0)
    # years [lo, hi) from the first; none when equal (or undated)
    lo = np.where(dated, np.maximum(y0, first) - first, 0).astype(np.int64)
    hi = np.where(dated, np.maximum(np.minimum(y1, last) - first + 1, lo), 0).astype(np.int64)
    masks = np.zeros((len(rows), words), dtype=np.uint64)
    for word in range(words):
        a = np.clip(lo - 64 * word, 0, 64)
        span = np.clip(hi - 64 * word, 0, 64) - a
        ones = np.where(
            span >= 64, ~np.uint64(0), (np.uint64(1) << np.minimum(span, 63).astype(np.uint64)) - np.uint64(1)
        )
        masks[:, word] = np.where(span > 0, ones << np.minimum(a, 63).astype(np.uint64), np.uint64(0))
    key = cols * max(len(inc.people), 1) + rows
    order = np.argsort(key, kind="stable")
    key, masks = key[order], masks[order]
    if not len(key):
        return key, key.copy(), masks
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    return cols[order][starts], rows[order][starts], np.bitwise_or.reduceat(masks, starts, axis=0)


def _together(a: NDArray[np.uint64], b: NDArray[np.uint64]) -> NDArray[np.int64]:
    """Years in both masks (the last axis is the mask's words)."""
    counts = np.bitwise_count(a & b)
    # word by word: a sum along a last axis of one or two words costs several times these adds
    together: NDArray[np.int64] = counts[..., 0].astype(np.int64)
    for word in range(1, counts.shape[-1]):
        together += counts[..., word]
    return together


def _pairs_within(
    offsets: NDArray[np.int64], sizes: NDArray[np.int64]
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Positions (x < y) of every pair inside the runs starting at ``offsets``."""
    out_x, out_y = [np.zeros(0, np.int64)], [np.zeros(0, np.int64)]
    for size in np.unique(sizes):
        if size < 2:
            continue
        at = offsets[sizes == size]
        tx, ty = np.triu_indices(int(size), 1)
        out_x.append((at[:, None] + tx[None, :]).ravel())
        out_y.append((at[:, None] + ty[None, :]).ravel())
    return np.concatenate(out_x), np.concatenate(out_y)


_Candidates = tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]


def _candidates(
    key: NDArray[np.int64], person: NDArray[np.int64], masks: NDArray[np.uint64], base: int, k: int, n: int
) -> _Candidates:
    """(person, partner, score, ``base``) candidates at each ``key`` (entries sorted by key, then
    person) scoring ``base`` + the years in both masks: all pairs where ``k + 1`` people or fewer
    are, else each group's ``k + 1`` best."""
    bounds = np.flatnonzero(np.r_[True, key[1:] != key[:-1], True]) if len(key) else np.zeros(1, np.int64)
    sizes = np.diff(bounds)
    small = sizes <= k + 1
    x, y = _pairs_within(bounds[:-1][small], sizes[small])
    s = base + _together(masks[x], masks[y])
    parts = [(person[x], person[y], s), (person[y], person[x], s)]
    large = np.flatnonzero(~small)
    if len(large):
        # groups × first people of a key, as many keys at once as fit in _BATCH; a wider key alone
        starts, widths = bounds[large], sizes[large]
        work = _group_work(masks, starts, widths, k)
        alone = work > _ALONE
        for r in large[alone]:
            parts.append(
                _item_candidates(
                    person[bounds[r] : bounds[r + 1]], masks[bounds[r] : bounds[r + 1]], k, n, base
                )
            )
        starts, widths, work = starts[~alone], widths[~alone], work[~alone]
        batch = np.cumsum(work) // _BATCH
        cut = np.flatnonzero(np.r_[True, batch[1:] != batch[:-1], True])
        for c0, c1 in zip(cut[:-1].tolist(), cut[1:].tolist(), strict=True):
            parts.append(_batch_candidates(person, masks, starts[c0:c1], widths[c0:c1], k, base))
    a, b, w = (np.concatenate([p[at] for p in parts]) for at in range(3))
    return a, b, w, np.full(len(a), base, dtype=np.int64)


#: candidate (group, person) scores formed at once by :func:`_batch_candidates`
_BATCH = 2**20
#: a key with more (group, person) scores than this is ranked alone by :func:`_item_candidates`
#: (its sort-free top ``k + 1`` is cheaper there than the batch's sort; below, a numpy round per key costs more)
_ALONE = 20_000


def _key_entries(
    masks: NDArray[np.uint64], starts: NDArray[np.int64], widths: NDArray[np.int64]
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Positions of the entries of the runs at ``starts`` and each one's run (0, 1, ...)."""
    run = np.repeat(np.arange(len(starts)), widths)
    at = np.repeat(starts - (np.cumsum(widths) - widths), widths) + np.arange(int(widths.sum()))
    return at, run


def _grouping(
    masks: NDArray[np.uint64], run: NDArray[np.int64], person: NDArray[np.int64]
) -> tuple[NDArray[np.int64], NDArray[np.bool_]]:
    """Order of entries by run, mask, person; where a new group (run and mask) starts in it."""
    order = np.lexsort((person, *(masks[:, w] for w in range(masks.shape[1] - 1, -1, -1)), run))
    m, r = masks[order], run[order]
    new = np.r_[True, (r[1:] != r[:-1]) | (m[1:] != m[:-1]).any(axis=1)] if len(r) else np.zeros(0, bool)
    return order, new


def _group_work(
    masks: NDArray[np.uint64], starts: NDArray[np.int64], widths: NDArray[np.int64], k: int
) -> NDArray[np.int64]:
    """Per run: its groups × its people first ``k + 1`` in their group (the scores to form)."""
    at, run = _key_entries(masks, starts, widths)
    order, new = _grouping(masks[at], run, at)
    g_of = np.cumsum(new) - 1
    gstart = np.flatnonzero(new)
    rank = np.arange(len(order)) - gstart[g_of]
    r = run[order]
    groups = np.bincount(r[new], minlength=len(starts))
    few = np.bincount(r[rank <= k], minlength=len(starts))
    work: NDArray[np.int64] = groups * few
    return work


def _batch_candidates(
    person: NDArray[np.int64],
    masks: NDArray[np.uint64],
    starts: NDArray[np.int64],
    widths: NDArray[np.int64],
    k: int,
    base: int,
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """:func:`_item_candidates` of the runs at ``starts`` (entries by key, then person) at once."""
    at, run = _key_entries(masks, starts, widths)
    order, new = _grouping(masks[at], run, person[at])
    at, run = at[order], run[order]
    p, m = person[at], masks[at]
    g_of = np.cumsum(new) - 1
    gstart = np.flatnonzero(new)
    rank = np.arange(len(p)) - gstart[g_of]
    few = np.flatnonzero(rank <= k)  # by run: only a group's first k + 1 can be anyone's partner
    few_count = np.bincount(run[few], minlength=len(starts))
    few_first = np.cumsum(few_count) - few_count
    gseg = run[gstart]
    reps = few_count[gseg]  # each group against every first person of its run
    g = np.repeat(np.arange(len(gstart)), reps)
    f = few[np.repeat(few_first[gseg] - (np.cumsum(reps) - reps), reps) + np.arange(int(reps.sum()))]
    s = base + _together(m[gstart[g]], m[f])
    who = p[f]
    # per group: best score, then first person; one integer sort when the key fits in 63 bits
    top = int(s.max()) if len(s) else 0
    bits_s, bits_p = (top + 1).bit_length(), (int(who.max()) + 1 if len(who) else 1).bit_length()
    if (len(gstart) + 1).bit_length() + bits_s + bits_p < 63:
        key = ((g << bits_s | (top - s)) << bits_p) | who
        key.sort()
        who, s = key & ((1 << bits_p) - 1), top - ((key >> bits_p) & ((1 << bits_s) - 1))
    else:
        o = np.lexsort((who, -s, g))
        who, s = who[o], s[o]
    keep = np.arange(len(who)) - np.repeat(np.cumsum(reps) - reps, reps) <= k
    who, s = who[keep], s[keep]
    picks = np.minimum(reps, k + 1)
    per = picks[g_of]  # every member of a group gets its group's picks
    pick = np.repeat((np.cumsum(picks) - picks)[g_of] - (np.cumsum(per) - per), per) + np.arange(
        int(per.sum())
    )
    a, b, w = np.repeat(p, per), who[pick], s[pick]
    mine = a != b
    return a[mine], b[mine], w[mine]


def _item_candidates(
    person: NDArray[np.int64], masks: NDArray[np.uint64], k: int, n: int, base: int = 1
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """(person, partner, score at this item) of each person's group's ``k + 1`` best partners at
    one item; ``person`` is ascending."""
    groups, inverse = np.unique(masks, axis=0, return_inverse=True)
    inverse = inverse.ravel()
    order = np.argsort(inverse, kind="stable")  # by group, people ascending inside one
    size = np.bincount(inverse, minlength=len(groups))
    start = np.r_[0, np.cumsum(size)[:-1]]
    # only the first k + 1 people of a group can be anyone's partner
    rank = np.arange(len(order)) - start[inverse[order]]
    few = order[rank <= k]
    who, their = person[few], inverse[few]
    score = base + _together(groups[:, None, :], groups[None, :, :])
    # each (group, first person) as one distinct key, lower is better: best score, then first person;
    # in 32 bits when it fits (half the memory to gather and partition)
    top = int(score.max()) if score.size else 0
    narrow = np.int32 if (top + 1) * (n + 1) < 2**31 else np.int64
    behind = ((top - score) * (n + 1)).astype(narrow)
    who_key = who.astype(narrow)
    best = min(k + 1, len(few))
    out_a, out_b, out_w = [], [], []
    step = max(1, 2**22 // max(len(few), 1))
    for g0 in range(0, len(groups), step):
        g1 = min(g0 + step, len(groups))
        pick = (
            np.argpartition(behind[g0:g1][:, their] + who_key, best - 1, axis=1)[:, :best]
            if best < len(few)
            else np.broadcast_to(np.arange(len(few)), (g1 - g0, len(few)))
        )
        members = order[start[g0] : start[g1 - 1] + size[g1 - 1]]
        local = inverse[members] - g0
        a = np.repeat(person[members], best)
        b = who[pick][local].ravel()
        w = np.take_along_axis(score[g0:g1], their[pick], axis=1)[local].ravel()
        keep = a != b
        out_a.append(a[keep])
        out_b.append(b[keep])
        out_w.append(w[keep])
    return np.concatenate(out_a), np.concatenate(out_b), np.concatenate(out_w)


def _three_or_more(
    e1: NDArray[np.int64],
    e2: NDArray[np.int64],
    item: NDArray[np.int64],
    person: NDArray[np.int64],
    masks: NDArray[np.uint64],
    n: int,
) -> _Candidates:
    """(a, b, score, shared items) of every pair a < b sharing three or more items, exactly.

    ``e1``, ``e2``: each person's entries at two items. A pair sharing m items is found once per
    three items both had, C(m, 3) times, and the scores at those three summed over its finds count
    each item C(m - 1, 2) times."""
    # a third item after the two: the person's entries in item order follow e2
    by_person = np.lexsort((item, person))
    where = np.empty(len(by_person), dtype=np.int64)
    where[by_person] = np.arange(len(by_person))
    counts = np.bincount(person, minlength=n)
    end = np.r_[0, np.cumsum(counts)][person[e2] + 1]
    more = end - where[e2] - 1  # entries after e2
    f1, f2 = np.repeat(e1, more), np.repeat(e2, more)
    step = np.arange(len(f1)) - np.repeat(np.cumsum(more) - more, more)
    f3 = by_person[np.repeat(where[e2], more) + 1 + step]
    empty = np.zeros(0, dtype=np.int64)
    if not len(f1):
        return empty, empty, empty, empty
    order = np.lexsort((person[f1], item[f3], item[f2], item[f1]))
    f1, f2, f3 = f1[order], f2[order], f3[order]
    new = np.r_[
        True,
        (item[f1[1:]] != item[f1[:-1]]) | (item[f2[1:]] != item[f2[:-1]]) | (item[f3[1:]] != item[f3[:-1]]),
    ]
    starts = np.flatnonzero(new)
    u, v = _pairs_within(starts, np.diff(np.r_[starts, len(f1)]))
    if not len(u):
        return empty, empty, empty, empty
    score = 3 + sum(_together(masks[f[u]], masks[f[v]]) for f in (f1, f2, f3))
    key = person[f1[u]] * max(n, 1) + person[f1[v]]
    uniq, inverse, found = np.unique(key, return_inverse=True, return_counts=True)
    total = np.bincount(inverse.ravel(), weights=score, minlength=len(uniq)).astype(np.int64)
    top = int(counts.max())
    choose3 = np.array([m * (m - 1) * (m - 2) // 6 for m in range(top + 1)], dtype=np.int64)
    shared: NDArray[np.int64] = np.asarray(np.searchsorted(choose3[3:], found), dtype=np.int64) + 3
    score_of = total // ((shared - 1) * (shared - 2) // 2)
    return uniq // n, uniq % n, score_of.astype(np.int64), shared


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
    top = _top(inc, k, min_score, iri, today)
    names = inc.names or labels(store, [inc.people[n] for n in np.r_[top[0], top[1]].tolist()])
    return _scored(inc, top, names)


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
