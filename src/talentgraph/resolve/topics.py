"""Map written topic labels (and technologies) to concepts of the bundled schemes.

Rules, in order, on keys made by :meth:`TermIndex.key` (case, accents, plurals, hyphens, acronyms
the scheme defines, and ``"X for Y"`` read as ``"Y X"``):

1. ``exact`` / ``alt``: the key is the key of a preferred / alternative label.
2. ``token``: the same content words in another order with the same head (last) word, as
   *Parallel and Distributed Computing* ~ *Distributed and Parallel Computing*. The head word must
   agree so that *Machine Learning for Systems* never becomes *Machine Learning Systems*.
3. ``fuzzy``: rapidfuzz ``fuzz.ratio >= 90`` on keys of at least 8 characters, unique within 2
   points. 90 is one or two typing errors in a two-word label; on the bundled scheme no two distinct
   concepts' labels score that high against each other (``tests/test_gazetteers.py`` checks it).
4. otherwise the label stays free text: ``concept_id`` is None.

>>> from talentgraph.gazetteers import Term, TermIndex
>>> idx = TermIndex([Term("t:mls", "Machine Learning Systems"), Term("t:ml", "Machine Learning", ("ML",))])
>>> [resolve_topic(s, idx).rule for s in ("Systems for ML", "ML system", "Machine Lerning Systems")]
['exact', 'exact', 'fuzzy']
>>> resolve_topic("Machine Learning for Systems", idx).concept_id is None
True
"""

from __future__ import annotations

import weakref
from collections import defaultdict
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ..gazetteers import TermIndex, technology_index, topic_index

__all__ = ["TermResolution", "TopicResolution", "match_term", "resolve_technology", "resolve_topic"]

FUZZY_THRESHOLD = 90.0
FUZZY_MARGIN = 2.0
MIN_FUZZY_CHARS = 8
_FILLER = frozenset({"and", "or", "for", "of", "in", "on", "the", "a", "an", "with", "to"})
_CACHE_LIMIT = 50_000


@dataclass(frozen=True)
class TermResolution:
    """Where a written label resolved: ``concept_id`` (IRI or data id) or None for free text."""

    concept_id: str | None
    pref_label: str | None
    rule: str
    score: float
    written: str


TopicResolution = TermResolution

_token_tables: weakref.WeakKeyDictionary[TermIndex, dict[frozenset[str], list[str]]] = (
    weakref.WeakKeyDictionary()
)
_caches: weakref.WeakKeyDictionary[TermIndex, dict[tuple[str, bool], TermResolution]] = (
    weakref.WeakKeyDictionary()
)


def _content(key: str) -> frozenset[str]:
    return frozenset(w for w in key.split() if w not in _FILLER)


def _token_table(index: TermIndex) -> dict[frozenset[str], list[str]]:
    table = _token_tables.get(index)
    if table is None:
        table = defaultdict(list)
        for key in index.keys:
            table[_content(key)].append(key)
        _token_tables[index] = table
    return table


def _free(written: str) -> TermResolution:
    return TermResolution(None, None, "free_text", 0.0, written)


def match_term(text: str, index: TermIndex, *, fuzzy: bool = True) -> TermResolution:
    """Resolve ``text`` in ``index`` by the rules of this module (``fuzzy=False``: rules 1–2 only)."""
    cache = _caches.setdefault(index, {})
    hit = cache.get((text, fuzzy))
    if hit is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        hit = cache[(text, fuzzy)] = _match(text, index, fuzzy)
    return hit


def _match(text: str, index: TermIndex, fuzzy: bool) -> TermResolution:
    key = index.key(text)
    if not key:
        return _free(text)
    exact = index.by_key(key)
    if exact is not None:
        return TermResolution(exact[0].id, exact[0].label, exact[1], 1.0, text)
    words = key.split()
    owners: dict[str, str] = {}
    for candidate in _token_table(index).get(_content(key), []):
        if candidate.split()[-1] == words[-1]:
            term = index.by_key(candidate)
            if term is not None:
                owners[term[0].id] = term[0].label
    if len(owners) == 1:
        concept_id, label = next(iter(owners.items()))
        return TermResolution(concept_id, label, "token", 1.0, text)
    stripped = text.strip()
    if not fuzzy or len(key) < MIN_FUZZY_CHARS or (" " not in stripped and stripped.isupper()):
        return _free(text)
    found = process.extract(key, index.keys, scorer=fuzz.ratio, score_cutoff=FUZZY_THRESHOLD, limit=6)
    if not found:
        return _free(text)
    best_key, best_score, _ = found[0]
    best = index.by_key(best_key)
    if best is None:
        return _free(text)
    for other_key, other_score, _ in found[1:]:
        other = index.by_key(other_key)
        if other is not None and other[0].id != best[0].id and other_score > best_score - FUZZY_MARGIN:
            return _free(text)
    return TermResolution(best[0].id, best[0].label, "fuzzy", round(best_score / 100, 3), text)


def resolve_topic(label: str, index: TermIndex | None = None) -> TermResolution:
    """Resolve a written topic to a concept of ``index`` (default: the bundled topic scheme)."""
    return match_term(label, index if index is not None else topic_index())


def resolve_technology(label: str, index: TermIndex | None = None) -> TermResolution:
    """Resolve a technology name exactly (names are short: no fuzzy matching).

    >>> from talentgraph.gazetteers import load_technology_index
    >>> idx = load_technology_index([{"id": "sklearn", "label": "scikit-learn"}])
    >>> resolve_technology("SciKit Learn", idx).concept_id
    'sklearn'
    """
    return match_term(label, index if index is not None else technology_index(), fuzzy=False)
