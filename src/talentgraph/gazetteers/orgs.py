"""The organisation gazetteer: names, aliases, former names, acronyms, parents.

>>> g = load_org_gazetteer([{"id": "acme", "name": "Acme Corp.", "acronyms": ["AC"]}])
>>> [m.org.id for m in g.find("Intern at ACME, then AC")]
['acme', 'acme']
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..errors import ResourceError
from ..resources import resource_path
from .text import normalize_name

# the C loader reads the large gazetteer several times faster; it parses exactly what safe_load does
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

__all__ = [
    "Org",
    "OrgGazetteer",
    "OrgMatch",
    "is_abbreviation",
    "is_place",
    "is_region",
    "load_org_gazetteer",
    "load_university_list",
    "org_gazetteer",
    "spell_out",
    "spelling_key",
    "university_key",
    "with_university_list",
]


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
    ror: str | None = None  # bare ROR id, e.g. "05x2bcf33"
    listed: bool = False  # from the world university list rather than written by hand


@dataclass(frozen=True)
class OrgMatch:
    """A written form that resolved to ``org``; ``rule`` says how (name, alias, former_name, acronym)."""

    org: Org
    text: str
    rule: str
    start: int = 0
    end: int = 0


_ORG_TOKEN = re.compile(r"[\w&'’.-]+")
# a possessive ending on a name's last word: "Kestrel University's"; "King's College" keeps its own
_POSSESSIVE = re.compile(r"\w['’]s$")


class OrgGazetteer:
    """Exact look-up and in-text search over organisation names, aliases and acronyms."""

    def __init__(self, orgs: Iterable[Org]) -> None:
        self.orgs: dict[str, Org] = {}
        #: organisations by their ROR id (bare, lower case)
        self.by_ror: dict[str, Org] = {}
        self._names: dict[str, tuple[Org, str]] = {}
        acronym_owners: dict[str, list[Org]] = defaultdict(list)
        for org in orgs:
            if org.id in self.orgs:
                raise ResourceError(f"organisations gazetteer: duplicate id {org.id!r}")
            self.orgs[org.id] = org
            if org.ror:
                self.by_ror.setdefault(org.ror.lower(), org)
            for rule, forms in (
                ("name", [org.name]),
                ("alias", org.aliases),
                ("former_name", org.former_names),
            ):
                for form in forms:
                    key = _normalized(form)
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
        self._first_words: frozenset[str] | None = None  # first words of all keys, built on first find
        #: normalised names, aliases and former names, in a stable order (for fuzzy matching).
        self.name_keys: list[str] = list(self._names)
        self._hand_keys = [k for k, (org, _) in self._names.items() if not org.listed]
        self._listed_by_start: dict[str, list[str]] | None = None  # listed keys by their first 2 letters
        self._name_words: Counter[str] | None = None  # names per word, built on first use
        self._form_words: dict[str, list[tuple[str, frozenset[str]]]] | None = None  # built on first use
        self._loose: dict[str, tuple[Org, str]] | None = None  # by university_key, built on first use
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

    def fuzzy_candidates(self, key: str) -> list[str]:
        """Name keys a typo of ``key`` is compared with: every hand-written one, and the listed
        universities starting with the same two letters (the whole list would make fuzzy matching
        several times slower; a slip in the first two letters of a listed name is not caught)."""
        if self._listed_by_start is None:
            self._listed_by_start = defaultdict(list)
            for k, (org, _) in self._names.items():
                if org.listed:
                    self._listed_by_start[k[:2]].append(k)
        return self._hand_keys + self._listed_by_start.get(key[:2], [])

    def build_indexes(self) -> None:
        """Build now the indexes otherwise built on first use (fuzzy candidates, first words, word
        counts, forms by word, loose spellings): a worker's warm-up, before its first timed document.

        >>> g = OrgGazetteer([Org("k", "Kestrel University", "university")])
        >>> g.build_indexes()
        >>> g._form_words is not None and g._name_words is not None and g._loose is not None
        True
        """
        self.fuzzy_candidates("")
        self._may_start("")
        self.word_count("")
        self.forms_with_word("")
        self._loose_names()

    def forms_with_word(self, word: str) -> list[tuple[str, frozenset[str]]]:
        """``(org id, words)`` of every name, alias and former name (normalised words) that has the
        normalised ``word``, each form of each organisation once per word.

        >>> g = OrgGazetteer([Org("k", "Kestrel University", "university", aliases=("Kestrel Univ at Lakeside",))])
        >>> [sorted(words) for _, words in g.forms_with_word("lakeside")]
        [['at', 'kestrel', 'lakeside', 'univ']]
        """
        if self._form_words is None:
            self._form_words = defaultdict(list)
            for org in self.orgs.values():
                for form in (org.name, *org.aliases, *org.former_names):
                    words = frozenset(normalize_name(form).split())
                    for w in words:
                        self._form_words[w].append((org.id, words))
        return self._form_words.get(word, [])

    def word_count(self, word: str) -> int:
        """In how many names the gazetteer knows ``word`` (normalised) is a word ("taylor": 2)."""
        if self._name_words is None:
            self._name_words = Counter(w for k in self._names for w in set(k.split()))
        return self._name_words[word]

    def lookup(self, text: str) -> OrgMatch | None:
        """Resolve a whole written name exactly (after normalisation); no fuzzy matching here.

        A name not known as written is tried again with its short forms spelt out ("Calif. State
        Univ."), then in the one form of the "University of X" family ("X University", "Univ. X",
        "Université de X") when just one organisation is written that way.
        """
        stripped = text.strip()
        if stripped in self.acronyms:
            return OrgMatch(self.acronyms[stripped], stripped, "acronym", 0, len(text))
        key = normalize_name(stripped)
        hit = self._names.get(key)
        if hit is None and (long := spell_out(stripped)) != stripped:
            key = normalize_name(long)
            hit = self._names.get(key)
        if hit is None and (spelt := spelling_key(key)) != key:
            hit = self._names.get(spelt)  # "Centre for X" written for "Center for X"
        if hit is None and (loose := self._loose_names().get(university_key(spelling_key(key)))):
            hit = (loose[0], "alias")  # another spelling of one of its names
        if hit:
            return OrgMatch(hit[0], stripped, hit[1], 0, len(text))
        return self._with_system(stripped)

    def _with_system(self, text: str) -> OrgMatch | None:
        """A known name followed by its system's name or acronym after a comma ("Kestrel State at
        Lakeside, KSS"): the member itself, as written.

        >>> g = OrgGazetteer([Org("kss", "Kestrel State System", "university", acronyms=("KSS",)),
        ...                   Org("ksl", "Kestrel State at Lakeside", "university", system="kss")])
        >>> g.lookup("Kestrel State at Lakeside, KSS").org.id, g.lookup("Kestrel State at Lakeside, Ohio")
        ('ksl', None)
        """
        head, comma, tail = text.rpartition(",")
        if not comma or not head.strip() or (member := self.lookup(head)) is None or not member.org.system:
            return None
        system = self.lookup(tail)
        if system is None or system.org.id != member.org.system:
            return None
        return OrgMatch(member.org, text, member.rule, 0, len(text))

    def _loose_names(self) -> dict[str, tuple[Org, str]]:
        """University names by :func:`university_key` (and :func:`spelling_key`), where that key is
        one organisation's only."""
        if self._loose is None:
            owners: dict[str, set[str]] = defaultdict(set)
            loose_key = {key: university_key(spelling_key(key)) for key in self._names}
            for key, (org, _) in self._names.items():
                owners[loose_key[key]].add(org.id)
                words = key.split()
                for n in range(1, len(words)):  # "Washington University" begins "... in St. Louis"
                    owners[" ".join(words[:n])].add(org.id)
            self._loose = {
                loose_key[key]: hit
                for key, hit in self._names.items()
                if loose_key[key] != key and len(owners[loose_key[key]]) == 1
            }
        return self._loose

    def _may_start(self, token: str) -> bool:
        """False only when no name can begin with this token (its key's first word starts none)."""
        if self._first_words is None:
            self._first_words = frozenset(k.split()[0] for k in self._names if k)
        key = _normalized(token.strip(".-'’"))
        first = key.split()[0] if key else ""
        return not first or first == "the" or first in self._first_words

    def find(self, text: str) -> list[OrgMatch]:
        """All non-overlapping organisation mentions in ``text``, longest first, in text order."""
        tokens = [(m.start(), m.end()) for m in _ORG_TOKEN.finditer(text)]
        matches: list[OrgMatch] = []
        i = 0
        while i < len(tokens):
            found: OrgMatch | None = None
            first = text[tokens[i][0] : tokens[i][1]].strip(".-'’")
            owner = first[:-2] if _POSSESSIVE.search(first) else first  # "MIT's Media Lab"
            if not {first, owner} & self.acronyms.keys() and not (
                self._may_start(first) or self._may_start(owner)
            ):
                i += 1
                continue
            for n in range(min(self._max_words + 2, len(tokens) - i), 0, -1):
                start, end = tokens[i][0], tokens[i + n - 1][1]
                span = text[start:end].strip(".-'’")
                if _POSSESSIVE.search(span) and _normalized(span) not in self._names:
                    span = span[:-2]  # "Kestrel University's Department": the name owns the unit
                if n == 1 and span in self.acronyms:
                    found = OrgMatch(self.acronyms[span], span, "acronym", start, start + len(span))
                    break
                hit = self._names.get(_normalized(span))
                if hit and hit[0].listed and not _written_whole(text, span, start + len(span)):
                    continue
                if hit and (n > 1 or (len(span) > 3 and not span.islower()) or span[:1].isupper()):
                    found = OrgMatch(hit[0], span, hit[1], start, start + len(span))
                    break
            if found:
                matches.append(found)
                i += n
            else:
                i += 1
        return matches


def _data_yaml(name: str, what: str) -> Any:
    """``data/NAME`` parsed (an empty file is ``{}``), or a :class:`ResourceError` naming ``what``."""
    path = resource_path("data", name)
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_SAFE_LOADER) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ResourceError(f"{path}: cannot read the {what} ({exc})") from exc


@cache
def _abbreviations() -> dict[str, str]:
    """``data/name_abbreviations.yaml``: written short form (lower case) -> the word it stands for."""
    data = _data_yaml("name_abbreviations.yaml", "name abbreviations")
    return {str(k).lower(): str(v) for part in data.values() for k, v in (part or {}).items()}


@cache
def _abbreviation_pattern() -> re.Pattern[str]:
    forms = sorted(_abbreviations(), key=len, reverse=True)
    return re.compile(r"(?<![\w.'’])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w'’])", re.IGNORECASE)


@cache
def _places(parts: tuple[str, ...] = ("cities", "regions", "countries", "us_states")) -> frozenset[str]:
    """Normalised names of the places of ``data/places.yaml`` (of its lists ``parts``)."""
    data = _data_yaml("places.yaml", "places")
    names = [str(n) for part in parts for n in data.get(part) or []]
    return frozenset(k for k in map(normalize_name, names) if k)


def is_region(text: str) -> bool:
    """Whether ``text`` is a state, province or region of ``data/places.yaml`` ("OR", "Ontario")."""
    return normalize_name(text) in _places(("regions", "us_states"))


def is_place(text: str) -> bool:
    """Whether ``text`` names a city, region or country of ``data/places.yaml`` (or a comma-separated
    run of them) rather than an organisation.

    >>> is_place("New Delhi"), is_place("Seattle, WA"), is_place("Kestrel Institute")
    (True, True, False)
    """
    parts = [normalize_name(p) for p in text.split(",")]
    return all(p in _places() for p in parts) and bool(parts)


def is_abbreviation(word: str) -> bool:
    """Whether ``word`` (with its full stop) is a short form written inside names, whose full stop
    ends no sentence.

    >>> is_abbreviation("Calif."), is_abbreviation("univ."), is_abbreviation("Physics.")
    (True, True, False)
    """
    return word.lower() in _abbreviations()


@cache
def _spellings() -> dict[str, str]:
    """``data/spelling_variants.yaml``: a word of a name (lower case) -> its other spelling."""
    data = _data_yaml("spelling_variants.yaml", "spelling variants")
    return {str(k).lower(): str(v).lower() for k, v in (data.get("words") or {}).items()}


def spelling_key(key: str) -> str:
    """A normalised name with the words ``data/spelling_variants.yaml`` lists in one spelling.

    >>> spelling_key("kestrel research organisation") == spelling_key("kestrel research organization")
    True
    >>> spelling_key("centre for widgets")
    'center for widgets'
    """
    table = _spellings()
    return " ".join(table.get(word, word) for word in key.split())


def spell_out(text: str) -> str:
    """``text`` with the short forms of ``data/name_abbreviations.yaml`` written in full.

    >>> spell_out("Calif. Inst. of Tech.")
    'California Institute of Technology'
    """
    return _abbreviation_pattern().sub(lambda m: _abbreviations()[m.group(0).lower()], text)


_UNIVERSITY_WORD = re.compile(
    r"^(?:university|universite|universitat|universita|universidad|universidade|universiteit|uniwersytet|univerzita)$"
)
_OF = frozenset({"of", "de", "di", "del", "do", "da", "della", "degli", "des", "du", "van"})


def university_key(key: str) -> str:
    """The form a normalised "University of X" name shares with "X University", "University X" and
    the other languages' "Université de X"; other keys as they are.

    >>> university_key("university of kestrel"), university_key("kestrel university")
    ('kestrel university', 'kestrel university')
    >>> university_key("universite de kestrel"), university_key("kestrel institute of technology")
    ('kestrel university', 'kestrel institute of technology')
    """
    words = key.split()
    if len(words) < 2 or not _UNIVERSITY_WORD.match(words[0]):
        if len(words) > 1 and _UNIVERSITY_WORD.match(words[-1]) and words[-1] != "university":
            return " ".join([*words[:-1], "university"])
        return key
    rest = words[2:] if words[1] in _OF else words[1:]
    return " ".join([*rest, "university"]) if rest else key


_NAME_GOES_ON = re.compile(r"\s*(?:&|and|of|for|und|et)\s+[A-Z]")


def _written_whole(text: str, span: str, end: int) -> bool:
    """Whether ``span`` (ending at ``end`` in ``text``) is written as a whole name of the world list:
    its words capitalised as a proper name ("a global university" is a phrase), and no name going
    on after it ("Kestrel College & State University" is a longer name than "Kestrel College").

    >>> _written_whole("at Kestrel College, Lakeside", "Kestrel College", 18)
    True
    >>> _written_whole("a global university", "global university", 19)
    False
    >>> _written_whole("Kestrel College & State University", "Kestrel College", 15)
    False
    """
    words = [w for w in re.findall(r"[^\W\d_][\w'’-]*", span) if len(w) > 3]
    if any(w[:1].islower() for w in words):
        return False
    return not _NAME_GOES_ON.match(text, end)


@lru_cache(maxsize=65536)
def _normalized(span: str) -> str:
    """:func:`normalize_name`, remembered: ``find`` normalises the same spans over and over."""
    return normalize_name(span)


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
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=_SAFE_LOADER) or []
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
    return OrgGazetteer(_orgs_of(source))


def _orgs_of(source: Path | str | list[Any] | Mapping[str, Any]) -> list[Org]:
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
                ror=entry.get("ror"),
            )
        )
    return orgs


def load_university_list(path: Path | str) -> list[tuple[Org, str | None]]:
    """Universities of a ``name<TAB>country<TAB>same-as id`` list (``#`` lines are comments).

    Each is an organisation of type university with id ``uni-`` and its matching key without
    spaces (stable across rebuilds), paired with the id of the hand-written entry it is another
    spelling of, if any.
    """
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ResourceError(f"{path}: cannot read the university list ({exc})") from exc
    listed: list[tuple[Org, str | None]] = []
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        name, country, same_as = ([*line.split("\t"), "", ""])[:3]
        key = _normalized(name)
        if key:
            org = Org(
                "uni-" + key.replace(" ", "")[:80],
                name.strip(),
                "university",
                country=country.strip() or None,
                listed=True,
            )
            listed.append((org, same_as.strip() or None))
    return listed


def with_university_list(orgs: Iterable[Org], listed: Iterable[tuple[Org, str | None]]) -> list[Org]:
    """``orgs`` and the ``listed`` universities none of them names; hand-written entries win.

    A listed university that is another spelling of a hand-written entry becomes its alias.

    >>> hand = [Org("kit", "Karlsruhe Institute of Technology", "university")]
    >>> listed = [(Org("uni-a", "Karlsruher Institut für Technologie", "university"), "kit"),
    ...           (Org("uni-b", "Karlsruhe Institute of Technology", "university"), None),
    ...           (Org("uni-c", "Acme University", "university"), None)]
    >>> [(o.id, o.aliases) for o in with_university_list(hand, listed)]
    [('kit', ('Karlsruher Institut für Technologie',)), ('uni-c', ())]
    """
    kept = {o.id: o for o in orgs}
    keys = {_normalized(f) for o in kept.values() for f in (o.name, *o.aliases, *o.former_names)}
    for org, same_as in listed:
        key = _normalized(org.name)
        if key in keys:
            continue
        keys.add(key)
        if same_as in kept:
            owner = kept[same_as]
            kept[same_as] = replace(owner, aliases=(*owner.aliases, org.name))
        elif org.id not in kept:
            kept[org.id] = org
    return list(kept.values())


@cache
def org_gazetteer() -> OrgGazetteer:
    """The bundled organisation gazetteer (``data/organizations.yaml`` and ``data/universities.tsv``), loaded once."""
    hand = _orgs_of(resource_path("data", "organizations.yaml"))
    listed = load_university_list(resource_path("data", "universities.tsv"))
    return OrgGazetteer(with_university_list(hand, listed))
