"""Map written topic labels (and technologies) to concepts of the bundled schemes.

Rules, in order, on keys made by :meth:`TermIndex.key` (case, accents, plurals, hyphens, acronyms
the scheme defines, and ``"X for Y"`` read as ``"Y X"``):

1. ``exact`` / ``alt``: the key is the key of a preferred / alternative label.
2. ``token``: the same content words in another order with the same head (last) word, as
   *Parallel and Distributed Computing* ~ *Distributed and Parallel Computing*. The head word must
   agree so that *Machine Learning for Systems* never becomes *Machine Learning Systems*.
3. ``fuzzy``: a typing variant of a label, on keys of at least 8 characters: rapidfuzz
   ``fuzz.ratio >= 85`` proposes candidates, :func:`~talentgraph.gazetteers.is_typo_variant`
   accepts them (one edit in one word of >= 5 letters, spaces, stop words), and the best must be a
   single concept. A ratio threshold alone would be wrong: on the bundled scheme *supervised* /
   *unsupervised learning* score 95, *CPU* / *GPU microarchitecture* 95, *machine learning* /
   *machine unlearning* 94 — distinct concepts. ``tests/test_gazetteers.py`` checks that no two
   concepts of the scheme are typing variants of each other.
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

from ..gazetteers import TermIndex, is_typo_variant, technology_index, topic_index

__all__ = ["TermResolution", "TopicResolution", "match_term", "resolve_technology", "resolve_topic"]

FUZZY_PREFILTER = 85.0
MIN_FUZZY_CHARS = 8
#: words that carry no meaning in a topic label; "for", "of", "in" do (they give the direction).
_FILLER = frozenset({"and", "or", "the", "a", "an"})
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
            owner = index.by_key(candidate)
            if owner is not None:
                owners[owner[0].id] = owner[0].label
    if len(owners) == 1:
        concept_id, label = next(iter(owners.items()))
        return TermResolution(concept_id, label, "token", 1.0, text)
    stripped = text.strip()
    if not fuzzy or len(key) < MIN_FUZZY_CHARS or (" " not in stripped and stripped.isupper()):
        return _free(text)
    found = process.extract(key, index.keys, scorer=fuzz.ratio, score_cutoff=FUZZY_PREFILTER, limit=8)
    accepted = [(score, cand) for cand, score, _ in found if is_typo_variant(key, cand, _FILLER)]
    if not accepted:
        return _free(text)
    best_score = max(score for score, _ in accepted)
    winners = {hit[0] for score, cand in accepted if score == best_score and (hit := index.by_key(cand))}
    if len(winners) != 1:
        return _free(text)
    term = winners.pop()
    return TermResolution(term.id, term.label, "fuzzy", round(best_score / 100, 3), text)


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
