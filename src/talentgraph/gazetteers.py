"""Look-up tables built from the bundled data: organisations, topics, roles, technologies.

Shared by ``extract`` (to recognise an organisation or a role in a line) and ``resolve`` (to map
what was written to a canonical node). Loading is lazy and cached: nothing is read at import.
Every loader also takes an explicit path or parsed data, so tests and notebooks can use their own.

>>> orgs = org_gazetteer()
>>> orgs.lookup("Facebook, Inc.").org.id
'meta'
>>> [m.org.id for m in orgs.find("Research Intern at Carnegie Mellon University, Pittsburgh")]
['cmu']
>>> topics = TermIndex([Term("t:mls", "Machine Learning Systems"), Term("t:ml", "Machine Learning", ("ML",))])
>>> topics.lookup("Systems for ML").term.id
't:mls'
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

import yaml
from rapidfuzz.distance import OSA

from .errors import ResourceError
from .resources import resource_path

__all__ = [
    "LEGAL_SUFFIXES",
    "ORG_STOP_WORDS",
    "Org",
    "OrgGazetteer",
    "OrgMatch",
    "Term",
    "TermIndex",
    "TermMatch",
    "is_typo_variant",
    "load_org_gazetteer",
    "load_skos_index",
    "load_technology_index",
    "normalize_name",
    "normalize_symbol",
    "normalize_term",
    "org_gazetteer",
    "role_index",
    "technology_index",
    "topic_index",
]

#: trailing words of a legal name that do not identify the organisation.
LEGAL_SUFFIXES = frozenset(
    "inc incorporated ltd limited llc llp plc gmbh ag sa sas bv nv co corp corporation company pte pvt srl oy ab kk".split()  # noqa: SIM905
)
_WORD = re.compile(r"[a-z0-9]+")


#: letters Unicode does not decompose into a base letter and an accent.
_LETTERS = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)


def _fold(text: str) -> str:
    """Lower-case, accent-free text.

    >>> _fold("Tromsø Łódź Straße")
    'tromso lodz strasse'
    """
    text = unicodedata.normalize("NFKD", text.lower().translate(_LETTERS))
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def normalize_name(text: str) -> str:
    """Case-, accent- and punctuation-free form of a name; legal suffixes and a leading 'the' dropped.

    >>> normalize_name("The Université de Montréal, Inc.")
    'universite de montreal'
    >>> normalize_name("AT&T Labs")
    'at and t labs'
    """
    text = _fold(text).replace("&", " and ")
    words = _WORD.findall(text.replace("'", "").replace("’", ""))
    while words and words[-1] in LEGAL_SUFFIXES:
        words.pop()
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    return " ".join(words)


#: words two spellings of one organisation name may differ by ("University of X at Y").
ORG_STOP_WORDS = frozenset(
    {"of", "at", "the", "and", "in", "on", "for", "de", "du", "des", "der", "la", "le"}
)


def is_typo_variant(key: str, other: str, stop_words: frozenset[str] = ORG_STOP_WORDS) -> bool:
    """Whether two normalised names differ only by typing: spaces, stop words, a final plural, one edit.

    Words in ``stop_words`` are ignored. The one differing word must be >= 5 letters on both sides and at edit distance 1 (a transposition
    counts 1). This is what fuzzy matching accepts: a plain similarity ratio cannot tell a typo
    from a different name (*northwestern* / *northeastern*, *supervised* / *unsupervised* score > 95).

    >>> is_typo_variant("univeristy of iowa", "university of iowa"), is_typo_variant("auto ml", "automl")
    (True, True)
    >>> is_typo_variant("acme technology", "acme technologies")
    True
    >>> is_typo_variant("northwestern university", "northeastern university")
    False
    """
    if key.replace(" ", "") == other.replace(" ", ""):
        return True
    a = [w for w in key.split() if w not in stop_words]
    b = [w for w in other.split() if w not in stop_words]
    if a and b:  # the number of the last word only: "Universities of X" is not "University of X"
        a[-1], b[-1] = _singular(a[-1]), _singular(b[-1])
    if a == b:
        return bool(a)
    if len(a) != len(b):
        return False
    diffs = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(diffs) != 1:
        return False
    x, y = diffs[0]
    return min(len(x), len(y)) >= 5 and OSA.distance(x, y) <= 1


@dataclass(frozen=True)
class Org:
    """One organisation of the gazetteer."""

    id: str
    name: str
    type: str
    aliases: tuple[str, ...] = ()
    former_names: tuple[str, ...] = ()
    acronyms: tuple[str, ...] = ()
    parent: str | None = None
    system: str | None = None
    country: str | None = None
    wikidata: str | None = None


@dataclass(frozen=True)
class OrgMatch:
    """A written form that resolved to ``org``; ``rule`` says how (name, alias, former_name, acronym)."""

    org: Org
    text: str
    rule: str
    start: int = 0
    end: int = 0


class OrgGazetteer:
    """Exact look-up and in-text search over organisation names, aliases and acronyms."""

    def __init__(self, orgs: Iterable[Org]) -> None:
        self.orgs: dict[str, Org] = {}
        self._names: dict[str, tuple[Org, str]] = {}
        acronym_owners: dict[str, list[Org]] = defaultdict(list)
        for org in orgs:
            if org.id in self.orgs:
                raise ResourceError(f"organisations gazetteer: duplicate id {org.id!r}")
            self.orgs[org.id] = org
            for rule, forms in (
                ("name", [org.name]),
                ("alias", org.aliases),
                ("former_name", org.former_names),
            ):
                for form in forms:
                    key = normalize_name(form)
                    if key and key not in self._names:
                        self._names[key] = (org, rule)
            for acronym in org.acronyms:
                acronym_owners[acronym].append(org)
        #: acronyms claimed by exactly one organisation; the others are ambiguous and never merged on.
        self.acronyms = {a: owners[0] for a, owners in acronym_owners.items() if len(owners) == 1}
        self.ambiguous_acronyms = {
            a: tuple(o.id for o in owners) for a, owners in acronym_owners.items() if len(owners) > 1
        }
        self._max_words = max((len(k.split()) for k in self._names), default=1)
        #: normalised names, aliases and former names, in a stable order (for fuzzy matching).
        self.name_keys: list[str] = list(self._names)
        for org in self.orgs.values():
            for ref in (org.parent, org.system):
                if ref and ref not in self.orgs:
                    raise ResourceError(f"organisations gazetteer: {org.id!r} refers to unknown id {ref!r}")

    def __len__(self) -> int:
        return len(self.orgs)

    def get(self, org_id: str) -> Org:
        return self.orgs[org_id]

    def ancestors(self, org_id: str) -> list[Org]:
        """Parents of an organisation, nearest first (``parent`` links only, not ``system``)."""
        chain: list[Org] = []
        current = self.orgs[org_id].parent
        while current and current not in {o.id for o in chain}:
            chain.append(self.orgs[current])
            current = self.orgs[current].parent
        return chain

    def by_key(self, key: str) -> tuple[Org, str] | None:
        """The organisation (and rule) owning an already normalised name, alias or former name."""
        return self._names.get(key)

    def forms(self, org_id: str) -> list[tuple[str, str]]:
        """Every written form the gazetteer knows for ``org_id``, as ``(form, rule)`` pairs."""
        org = self.orgs[org_id]
        pairs = [(org.name, "name")]
        pairs += [(a, "alias") for a in org.aliases] + [(f, "former_name") for f in org.former_names]
        rule = {a: "acronym" if a in self.acronyms else "ambiguous_acronym" for a in org.acronyms}
        return pairs + [(a, rule[a]) for a in org.acronyms]

    def lookup(self, text: str) -> OrgMatch | None:
        """Resolve a whole written name exactly (after normalisation); no fuzzy matching here."""
        stripped = text.strip()
        if stripped in self.acronyms:
            return OrgMatch(self.acronyms[stripped], stripped, "acronym", 0, len(text))
        hit = self._names.get(normalize_name(stripped))
        if hit:
            return OrgMatch(hit[0], stripped, hit[1], 0, len(text))
        return None

    def find(self, text: str) -> list[OrgMatch]:
        """All non-overlapping organisation mentions in ``text``, longest first, in text order."""
        tokens = [(m.start(), m.end()) for m in re.finditer(r"[\w&'’.-]+", text)]
        matches: list[OrgMatch] = []
        i = 0
        while i < len(tokens):
            found: OrgMatch | None = None
            for n in range(min(self._max_words + 2, len(tokens) - i), 0, -1):
                start, end = tokens[i][0], tokens[i + n - 1][1]
                span = text[start:end].strip(".-'’")
                if n == 1 and span in self.acronyms:
                    found = OrgMatch(self.acronyms[span], span, "acronym", start, start + len(span))
                    break
                hit = self._names.get(normalize_name(span))
                if hit and (n > 1 or len(span) > 3 or span[:1].isupper()):
                    found = OrgMatch(hit[0], span, hit[1], start, start + len(span))
                    break
            if found:
                matches.append(found)
                i += n
            else:
                i += 1
        return matches


def _as_tuple(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(str(v) for v in value)


def _yaml_entries(source: Path | str | list[Any] | Mapping[str, Any], what: str) -> list[dict[str, Any]]:
    """Entries of a YAML gazetteer: a list, or a mapping holding one list; ``source`` may be parsed data."""
    data: Any = source
    if isinstance(source, str | Path):
        path = Path(source)
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        except OSError as exc:
            raise ResourceError(f"{path}: cannot read the {what} gazetteer ({exc})") from exc
        except yaml.YAMLError as exc:
            raise ResourceError(f"{path}: invalid YAML ({exc}); fix the {what} gazetteer") from exc
    if isinstance(data, Mapping):
        lists = [v for v in data.values() if isinstance(v, list)]
        data = lists[0] if len(lists) == 1 else []
    if not isinstance(data, list) or not all(isinstance(e, Mapping) and "id" in e for e in data):
        raise ResourceError(f"{what} gazetteer: expected a list of entries with an 'id' each")
    return [dict(e) for e in data]


def load_org_gazetteer(source: Path | str | list[Any] | Mapping[str, Any]) -> OrgGazetteer:
    """An organisation gazetteer from a YAML file (path) or already parsed entries.

    >>> g = load_org_gazetteer([{"id": "acme", "name": "Acme Corp.", "acronyms": ["AC"]}])
    >>> g.lookup("ACME").org.id, g.lookup("AC").rule
    ('acme', 'acronym')
    """
    orgs = []
    for entry in _yaml_entries(source, "organisations"):
        orgs.append(
            Org(
                id=str(entry["id"]),
                name=str(entry["name"]),
                type=str(entry.get("type", "company")),
                aliases=_as_tuple(entry.get("aliases")),
                former_names=_as_tuple(entry.get("former_names")),
                acronyms=_as_tuple(entry.get("acronyms")),
                parent=entry.get("parent"),
                system=entry.get("system"),
                country=entry.get("country"),
                wikidata=entry.get("wikidata"),
            )
        )
    return OrgGazetteer(orgs)


@cache
def org_gazetteer() -> OrgGazetteer:
    """The bundled organisation gazetteer (``data/organizations.yaml``), loaded once."""
    return load_org_gazetteer(resource_path("data", "organizations.yaml"))


# --- topics, roles, technologies -------------------------------------------------------------------

_SINGULAR_KEEP = ("ss", "us", "is", "os", "as")
_REORDER_WORDS = ("for", "of")
_LEADING_ARTICLES = frozenset({"the", "a", "an"})


def _singular(word: str) -> str:
    if len(word) <= 3 or not word.endswith("s") or word.endswith(_SINGULAR_KEEP):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    return word[:-1]


def normalize_term(text: str, abbreviations: Mapping[str, str] | None = None) -> str:
    """Matching key of a topic or role phrase: case, accents, plurals, hyphens, word order.

    ``"X for Y"`` and ``"X of Y"`` become ``"Y X"``; ``abbreviations`` expands short forms.

    >>> normalize_term("Systems for Machine-Learning")
    'machine learning system'
    >>> normalize_term("ML Systems", {"ml": "machine learning"})
    'machine learning system'
    """
    words = re.findall(r"[a-z0-9+#]+", _fold(text).replace("&", " and "))
    if abbreviations:
        expanded: list[str] = []
        for word in words:
            long = abbreviations.get(word) or (abbreviations.get(word[:-1]) if word.endswith("s") else None)
            expanded.extend(long.split() if long else [word])
        words = expanded
    words = [_singular(w) for w in words]
    while len(words) > 1 and words[0] in _LEADING_ARTICLES:
        words = words[1:]
    for sep in _REORDER_WORDS:
        if sep in words[1:-1]:
            i = words.index(sep, 1)
            words = words[i + 1 :] + words[:i]
            break
    return " ".join(words)


def normalize_symbol(text: str) -> str:
    """Matching key of a technology name: case- and separator-free, symbols kept.

    >>> normalize_symbol("Node.js"), normalize_symbol("scikit-learn"), normalize_symbol("C++")
    ('nodejs', 'scikitlearn', 'c++')
    """
    return re.sub(r"[\s\-_.]+", "", _fold(text))


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
                hit = self._keys.get(self.key(span))
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
