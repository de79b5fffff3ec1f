"""SKOS-like concept schemes (topics, roles) and the technology list, indexed by their labels."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from ..errors import ResourceError
from ..resources import resource_path
from .orgs import _as_tuple, _yaml_entries
from .text import _fold, normalize_symbol, normalize_term

__all__ = [
    "Term",
    "TermIndex",
    "TermMatch",
    "load_skos_index",
    "load_technology_index",
    "role_index",
    "technology_index",
    "topic_index",
]


@dataclass(frozen=True)
class Term:
    """One concept of a scheme: ``id`` is the concept IRI (topics, roles) or the data id (technologies)."""

    id: str
    label: str
    alt_labels: tuple[str, ...] = ()
    broader: tuple[str, ...] = ()
    category: str | None = None


@dataclass(frozen=True)
class TermMatch:
    """A written form that resolved exactly to ``term``; ``rule`` is ``exact`` (pref label) or ``alt``."""

    term: Term
    text: str
    rule: str


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w)


class TermIndex:
    """Exact look-up of SKOS-like concepts by preferred and alternative labels.

    ``style="phrase"`` (topics, roles) matches with :func:`normalize_term` and expands acronyms the
    scheme itself defines (an alt label that spells the initials of its preferred label, as
    ``ML`` for *Machine Learning*); ``style="symbol"`` (technologies) uses :func:`normalize_symbol`.
    A key claimed by two concepts through alt labels is ambiguous and resolves to nothing.
    """

    def __init__(self, terms: Iterable[Term], style: Literal["phrase", "symbol"] = "phrase") -> None:
        self.style = style
        self._memo: dict[str, str] = {}  # keys of spans already read: running text repeats its phrases
        self.terms: dict[str, Term] = {}
        for term in terms:
            if term.id in self.terms:
                raise ResourceError(f"term scheme: duplicate concept {term.id!r}")
            self.terms[term.id] = term
        self.abbreviations = self._learn_abbreviations() if style == "phrase" else {}
        self._keys: dict[str, tuple[Term, str]] = {}
        self.ambiguous: dict[str, tuple[str, ...]] = {}
        for term in self.terms.values():
            self._keys.setdefault(self.key(term.label), (term, "exact"))
        alt_owners: dict[str, set[str]] = defaultdict(set)
        for term in self.terms.values():
            for alt in term.alt_labels:
                key = self.key(alt)
                if key and key not in self._keys:
                    alt_owners[key].add(term.id)
        for key, owners in alt_owners.items():
            if len(owners) == 1:
                self._keys[key] = (self.terms[next(iter(owners))], "alt")
            else:
                self.ambiguous[key] = tuple(sorted(owners))
        self._keys.pop("", None)
        #: every matching key, in a stable order, and the concept owning each (for fuzzy matching).
        self.keys: list[str] = list(self._keys)
        self._max_words = max((len(k.split()) for k in self.keys), default=1)

    def _learn_abbreviations(self) -> dict[str, str]:
        found: dict[str, set[str]] = defaultdict(set)
        for term in self.terms.values():
            words = re.findall(r"[a-z0-9]+", _fold(term.label))
            content = [w for w in words if w not in {"of", "for", "and", "the", "in", "on"}]
            for alt in term.alt_labels:
                short = _fold(alt).strip()
                if " " in short or not 2 <= len(short) <= 6 or not any(c.isupper() for c in alt):
                    continue
                if short in (_initials(words), _initials(content)):
                    found[short].add(" ".join(words))
        return {short: next(iter(longs)) for short, longs in found.items() if len(longs) == 1}

    def key(self, text: str) -> str:
        """The matching key of ``text`` under this index's normalisation."""
        if self.style == "symbol":
            return normalize_symbol(text)
        return normalize_term(text, self.abbreviations)

    def __len__(self) -> int:
        return len(self.terms)

    def __contains__(self, term_id: object) -> bool:
        return term_id in self.terms

    def get(self, term_id: str) -> Term:
        return self.terms[term_id]

    def by_key(self, key: str) -> tuple[Term, str] | None:
        """The concept (and rule) owning an already computed key."""
        return self._keys.get(key)

    def lookup(self, text: str) -> TermMatch | None:
        """Resolve a whole written label exactly (after normalisation)."""
        hit = self._keys.get(self.key(text))
        return TermMatch(hit[0], text.strip(), hit[1]) if hit else None

    def find(self, text: str, min_words: int = 2) -> list[TermMatch]:
        """Concepts named in running text: exact labels of at least ``min_words`` words, longest first.

        >>> idx = TermIndex([Term("t:mls", "Machine Learning Systems"), Term("t:ml", "Machine Learning", ("ML",))])
        >>> [(m.text, m.term.id) for m in idx.find("I work on ML systems and machine learning.")]
        [('ML systems', 't:mls'), ('machine learning', 't:ml')]
        """
        tokens = [(m.start(), m.end()) for m in re.finditer(r"[\w+#][\w+#'’-]*", text)]
        found: list[TermMatch] = []
        i = 0
        while i < len(tokens):
            step = 1
            for n in range(min(self._max_words + 2, len(tokens) - i), min_words - 1, -1):
                span = text[tokens[i][0] : tokens[i + n - 1][1]]
                key = self._memo.get(span)
                if key is None:
                    if len(self._memo) > 50_000:
                        self._memo.clear()
                    key = self._memo[span] = self.key(span)
                hit = self._keys.get(key)
                if hit is not None:
                    found.append(TermMatch(hit[0], span, hit[1]))
                    step = n
                    break
            i += step
        return found

    def forms(self, term_id: str) -> list[tuple[str, str]]:
        """The labels of ``term_id`` as ``(label, rule)`` pairs."""
        term = self.terms[term_id]
        return [(term.label, "exact")] + [(alt, "alt") for alt in term.alt_labels]


def load_skos_index(source: Path | str) -> TermIndex:
    """A :class:`TermIndex` over the ``skos:Concept``s of a Turtle file (a path, or Turtle text)."""
    import rdflib
    from rdflib.namespace import RDF, SKOS

    graph = rdflib.Graph()
    try:
        if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source):
            graph.parse(Path(source), format="turtle")
        else:
            graph.parse(data=source, format="turtle")
    except (OSError, SyntaxError, ValueError) as exc:
        raise ResourceError(f"{source}: cannot read the SKOS scheme ({exc}); fix the Turtle file") from exc
    terms = []
    for concept in sorted(set(graph.subjects(RDF.type, SKOS.Concept)), key=str):
        prefs = sorted(graph.objects(concept, SKOS.prefLabel), key=lambda lit: (_lang_rank(lit), str(lit)))
        if not prefs:
            raise ResourceError(f"SKOS scheme: concept {concept} has no skos:prefLabel; add one")
        alts = {
            str(o)
            for p in (SKOS.altLabel, SKOS.hiddenLabel, SKOS.prefLabel)
            for o in graph.objects(concept, p)
        }
        alts.discard(str(prefs[0]))
        broader = tuple(sorted(str(b) for b in graph.objects(concept, SKOS.broader)))
        terms.append(Term(str(concept), str(prefs[0]), tuple(sorted(alts)), broader))
    return TermIndex(terms, "phrase")


def _lang_rank(literal: Any) -> int:
    lang = getattr(literal, "language", None)
    return 0 if lang == "en" else 1 if lang is None else 2


def load_technology_index(source: Path | str | list[Any] | Mapping[str, Any]) -> TermIndex:
    """A :class:`TermIndex` over technologies (YAML entries ``id, label, aliases, category``).

    >>> idx = load_technology_index([{"id": "pytorch", "label": "PyTorch", "aliases": ["torch"]}])
    >>> idx.lookup("Pytorch").term.id, idx.lookup("Torch").rule
    ('pytorch', 'alt')
    """
    terms = []
    for entry in _yaml_entries(source, "technologies"):
        label = str(entry.get("label") or entry.get("name") or entry["id"])
        category = entry.get("category")
        terms.append(Term(str(entry["id"]), label, _as_tuple(entry.get("aliases")), (), category))
    return TermIndex(terms, "symbol")


@cache
def topic_index() -> TermIndex:
    """The bundled topic scheme (``ontology/topics.ttl``), loaded once."""
    return load_skos_index(resource_path("ontology", "topics.ttl"))


@cache
def role_index() -> TermIndex:
    """The bundled role scheme (``ontology/roles.ttl``), loaded once."""
    return load_skos_index(resource_path("ontology", "roles.ttl"))


@cache
def technology_index() -> TermIndex:
    """The bundled technology list (``data/technologies.yaml``), loaded once."""
    return load_technology_index(resource_path("data", "technologies.yaml"))
