"""Helpers for structured profiles: key synonyms, entry access, value location, degrees and dates.

The synonym lists come from ``data/structured_keys.yaml``; dates and degrees use the same grammar as
free-text extraction (:mod:`talentgraph.extract.dates`, :func:`talentgraph.extract.fields.find_degree`).

>>> split_degree("PhD in Computer Science")
('Ph.D.', 'Computer Science')
>>> split_degree("Bachelor of Science")
('B.S.', None)
>>> split_degree("Computer Science (MSc)")
('M.Sc.', 'Computer Science')
>>> split_degree("Certificate in Wizardry"), split_degree("Ph.D. Computer Science")
(('Certificate', 'Wizardry'), ('Ph.D.', None))
>>> norm_key("startDate"), norm_key("Start Date")
('start_date', 'start_date')
"""

from __future__ import annotations

import datetime as _dt
import html
import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from ..doctree import drop_comments
from ..errors import ResourceError
from ..model import Evidence
from ..resources import resource_path
from .dates import find_date_ranges, parse_date, yearly_span
from .fields import find_degree
from .tables import table

__all__ = [
    "Entry",
    "Keys",
    "Locator",
    "interval_warning",
    "load_keys",
    "norm_key",
    "paragraphs",
    "parse_interval",
    "parse_one",
    "split_degree",
    "text_of",
]


def norm_key(key: object) -> str:
    """Normal form of a mapping key: camelCase split, lower case, spaces and dashes as ``_``."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", str(key).strip())
    return re.sub(r"[\s\-]+", "_", text).lower()


@dataclass(frozen=True)
class Keys:
    """The synonym lists of ``data/structured_keys.yaml``, normalised."""

    wrappers: frozenset[str]
    person: dict[str, tuple[str, ...]]
    person_containers: frozenset[str]
    profile_markers: frozenset[str]
    section_of: dict[str, str]
    pastime_sections: frozenset[str]
    activity_words: frozenset[str]
    fields: dict[str, tuple[str, ...]]
    technology_groups: frozenset[str]
    skip_groups: frozenset[str]
    topic_groups: frozenset[str]
    topic_words: frozenset[str]
    not_names: frozenset[str]


def _norm_all(values: Any) -> tuple[str, ...]:
    return tuple(norm_key(v) for v in values or ())


@table
@cache
def load_keys() -> Keys:
    """Load and normalise ``data/structured_keys.yaml`` (once)."""
    path = resource_path("data", "structured_keys.yaml")
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        person = {k: _norm_all(v) for k, v in raw["person"].items() if k != "containers"}
        section_of = {norm_key(key): section for section, keys in raw["sections"].items() for key in keys}
        return Keys(
            wrappers=frozenset(_norm_all(raw["wrappers"])),
            person=person,
            person_containers=frozenset(_norm_all(raw["person"]["containers"])),
            profile_markers=frozenset(_norm_all(raw["profile_markers"])),
            section_of=section_of,
            pastime_sections=frozenset(_norm_all(raw.get("pastime_sections"))),
            activity_words=frozenset(_norm_all(raw.get("activity_words"))),
            fields={k: _norm_all(v) for k, v in raw["fields"].items()},
            technology_groups=frozenset(_norm_all(raw["technology_groups"])),
            skip_groups=frozenset(_norm_all(raw.get("skip_groups"))),
            topic_groups=frozenset(_norm_all(raw.get("topic_groups"))),
            topic_words=frozenset(_norm_all(raw["topic_words"])),
            not_names=frozenset(_norm_all(raw["not_names"])),
        )
    except (yaml.YAMLError, KeyError, TypeError, AttributeError) as exc:
        raise ResourceError(f"{path}: malformed synonym file ({exc}); reinstall talentgraph") from exc


_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
_BREAK = re.compile(r"(?i)<br\s*/?>|</(?:p|div|li|h[1-6])>")
_MD_LINK = re.compile(r"!?\[([^\[\]\n]{0,300})\]\([^)\s[]{0,2000}(?:\s+\"[^\"\n]{0,300}\")?\)")
_MD_EMPHASIS = re.compile(
    r"(?<![\w*])(\*{1,3})(?=\S)([^*\n]{1,300}?)(?<=\S)\1(?![\w*])|(?<!\w)(_{1,2})(?=\S)([^_\n]{1,300}?)(?<=\S)\3(?!\w)"
)


def text_of(value: Any) -> str | None:
    r"""A scalar as stripped text (dates in ISO form, HTML entities decoded); ``None`` for empty
    values, booleans and containers.

    >>> text_of(" 2019&ndash;2021 "), text_of(True)
    ('2019–2021', None)
    >>> text_of('<a href="https://kestrel.edu" target="_blank">Vision Lab</a>, Kestrel University')
    'Vision Lab, Kestrel University'
    >>> text_of("Lecturer<br>Kestrel University")
    'Lecturer\nKestrel University'
    """
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, _dt.date):
        return value.isoformat()[:10]
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        if "<" in value and ">" in value:
            value = _BREAK.sub("\n", drop_comments(value))  # "Professor<br>Kestrel University"
            value = _TAG.sub("", value)  # "<a href=…>Org</a>": a link's words are the value
        if "[" in value or "*" in value or "_" in value:
            value = _markdown_words(value)  # site generators render these values as Markdown
        if "&" in value and ";" in value:
            value = html.unescape(value)  # "January 2023&mdash;Now" in a site's data file
        return value.strip() or None
    return None


_LINKED = r"(?:<a\s[^<>]*>[^<>]{1,200}</a>|\[[^\[\]\n]{1,200}\]\([^)\s]{1,2000}\))"
_JOINED_LINKS = re.compile(rf"\s*{_LINKED}(?:\s*(?:&|&amp;|\band\b)\s*{_LINKED})+\s*")


def joined_links(value: Any) -> list[str]:
    """The organisations of a value that is only links joined by "&" or "and", one per link (two
    linked names are two places: a lab and a company); empty for any other value.

    >>> joined_links('<a href="https://a.example">Kestrel Lab</a> & <a href="https://b.example">Heron Labs</a>')
    ['Kestrel Lab', 'Heron Labs']
    >>> joined_links("[Kestrel Lab](https://a.example) and [Heron Labs](https://b.example)")
    ['Kestrel Lab', 'Heron Labs']
    >>> joined_links("Kestrel Health & Science University")
    []
    """
    if not isinstance(value, str) or not _JOINED_LINKS.fullmatch(value):
        return []
    return [text for link in re.findall(_LINKED, value) if (text := text_of(link))]


_SLASHED_NAME = re.compile(r"[A-Z][^/,;:()<>\[\]\n]{0,80}")


def slashed_orgs(value: Any) -> list[str]:
    """The organisations of a value that is names joined by " / ", one per name (a post held for
    both: "Raytheon / NASA Laboratory"); empty for any other value ("Kestrel University/Lab").

    >>> slashed_orgs("Ministry of Tides / UNESCO / Gull Fund"), slashed_orgs("Tide Unit/Gull College")
    (['Ministry of Tides', 'UNESCO', 'Gull Fund'], [])
    """
    if not isinstance(value, str) or " / " not in value:
        return []
    parts = [part.strip() for part in value.split(" / ")]
    return parts if 2 <= len(parts) <= 4 and all(_SLASHED_NAME.fullmatch(p) for p in parts) else []


def _markdown_words(text: str) -> str:
    """A value's words without Markdown links and emphasis.

    >>> _markdown_words("*Vision Group*, [Kestrel University](https://k.example) (snake_case_id)")
    'Vision Group, Kestrel University (snake_case_id)'
    """
    text = _MD_LINK.sub(lambda m: "" if m.group(0).startswith("!") else m.group(1), text)
    return _MD_EMPHASIS.sub(lambda m: m.group(2) or m.group(4), text)


def paragraphs(value: Any) -> list[str]:
    r"""A multi-line text value's paragraphs (blank-line separated), each as one line of words.

    >>> paragraphs("*Vision Group*\n\n  Kestrel University <!-- logo -->\n")
    ['Vision Group', 'Kestrel University']
    """
    if not isinstance(value, str) or "\n" not in value.strip():
        return []
    parts = re.split(r"\n[ \t]*\n", drop_comments(value))
    return [" ".join(text.split()) for part in parts if (text := text_of(part))]


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == [] or value == {}


class Entry:
    """One mapping read through synonym lists: ``Entry({"startDate": "2020"}, fields).get("start")``."""

    def __init__(self, obj: dict[Any, Any], synonyms: dict[str, tuple[str, ...]]) -> None:
        self.norm: dict[str, tuple[str, Any]] = {}
        for key, value in obj.items():
            self.norm.setdefault(norm_key(key), (str(key), value))
        self.synonyms = synonyms

    def key_of(self, field: str) -> str | None:
        """The original key under which ``field`` is present (with a non-empty value)."""
        for key in self.synonyms.get(field, ()):
            if key in self.norm and not _empty(self.norm[key][1]):
                return self.norm[key][0]
        return None

    def get(self, field: str) -> Any:
        for key in self.synonyms.get(field, ()):
            if key in self.norm and not _empty(self.norm[key][1]):
                return self.norm[key][1]
        return None

    def all_of(self, field: str) -> list[Any]:
        """Every synonym's non-empty value, in the synonyms' order (``get`` gives the first)."""
        return [
            self.norm[k][1]
            for k in self.synonyms.get(field, ())
            if k in self.norm and not _empty(self.norm[k][1])
        ]

    def is_empty(self, field: str) -> bool:
        return self.key_of(field) is None

    def text(self, field: str) -> str | None:
        """The field as one line of text (whitespace collapsed)."""
        value = text_of(self.get(field))
        return " ".join(value.split()) if value else None

    def joined(self, field: str) -> str | None:
        """Every synonym's value (strings and lists of strings) joined by newlines."""
        parts: list[str] = []
        for key in self.synonyms.get(field, ()):
            value = self.norm.get(key, ("", None))[1]
            for item in value if isinstance(value, list) else [value]:
                text = text_of(item)
                if text:
                    parts.append(text)
        return "\n".join(parts) or None


LONG_LINE = 2000  # characters; see Locator


class Locator:
    """Find the 1-based line where a value is written, searching forward from a line, then from the top.

    In a very long line (a minified JSON file) the search goes on from the previous find, and the
    evidence text is the part of the line around the value, so locating stays linear.

    >>> find = Locator(['{"a": "Initech", "b": "Hooli", "c": "Initech"}' + " " * 3000])
    >>> [(find("Initech").line, find._cursor) for _ in range(2)]
    [(1, (0, 14)), (1, (0, 44))]
    """

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.folded = [line.casefold() for line in lines]
        self._cursor = (-1, 0)  # (line index, column) after the last find in a long line

    def __call__(self, value: str, start: int = 0) -> Evidence | None:
        first = value.strip().splitlines()[0].strip() if value.strip() else ""
        if not first:
            return None
        needles = {first.casefold(), json.dumps(first)[1:-1].casefold()}
        begin = max(start - 1, 0)
        column = self._cursor[1] if self._cursor[0] == begin else 0
        order = [(begin, column), *((i, 0) for i in range(begin + 1, len(self.lines)))]
        order += [(i, 0) for i in range(0, begin)] + ([(begin, 0)] if column else [])
        for index, lo in order:
            if index >= len(self.lines):
                continue
            folded = self.folded[index]
            hits = [(at, len(n)) for n in needles if (at := folded.find(n, lo)) >= 0]
            if not hits:
                continue
            line = self.lines[index]
            if len(line) <= LONG_LINE:
                return Evidence(line=index + 1, text=line.strip())
            at, size = min(hits)
            self._cursor = (index, at + size)
            return Evidence(line=index + 1, text=line[max(at - 80, 0) : at + size + 160].strip())
        return None

    def key_line(self, key: str) -> int:
        """Line of the first ``key:`` (YAML) or ``"key":`` (JSON); 0 when absent."""
        if not key:
            return 0
        pattern = re.compile(rf"^\s*(?:-\s*)?[\"']?{re.escape(key)}[\"']?\s*:")
        return next((i + 1 for i, line in enumerate(self.lines) if pattern.match(line)), 0)


# -- dates -------------------------------------------------------------------------------------


def parse_one(value: Any) -> str | None:
    """One date value (text, a YAML date, a year number) in the contract's form, or ``None``.

    >>> parse_one("2019-07-01"), parse_one(2014), parse_one("Sep 2019"), parse_one("Present"), parse_one("")
    ('2019-07-01', '2014', '2019-09', 'present', None)
    """
    if isinstance(value, _dt.date):
        return value.isoformat()[:10]
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value) if 1900 <= value <= 2100 else None
    text = text_of(value)
    return parse_date(text) if text else None


def parse_interval(value: Any, single: str = "both") -> tuple[str | None, str | None]:
    """A period value ("2019 - 2021", "Sep 2019 – present", 2019) as ``(start, end)``.

    ``single`` says what one date alone means: ``"both"`` (start and end), ``"end"`` or ``"start"``.

    >>> parse_interval("2019 - 2021"), parse_interval(2019, single="end"), parse_interval("Sep 2019 – now")
    (('2019', '2021'), (None, '2019'), ('2019-09', 'present'))
    """
    if isinstance(value, _dt.date | int):
        date = parse_one(value)
    else:
        text = text_of(value)
        ranges = find_date_ranges(text) if text else []
        if not ranges:
            return None, None
        if text and (span := yearly_span(text, ranges)) is not None:
            return span  # "May 2011 - Aug 2011, May 2012 - Aug 2012": those months each year
        if ranges[0].end is not None:
            return ranges[0].start, ranges[0].end
        date = ranges[0].start
    if single == "end":
        return None, date
    if single == "start":
        return date, None
    return date, date


def interval_warning(what: str, start: str | None, end: str | None) -> str | None:
    """A warning when ``end`` precedes ``start`` (compared at their common precision), else ``None``.

    >>> interval_warning("project 'X'", "2023-09", "2023-02")
    "project 'X': end 2023-02 precedes start 2023-09; kept as written"
    """
    if not start or not end or "present" in (start, end):
        return None
    n = min(len(start), len(end))
    if end[:n] < start[:n]:
        return f"{what}: end {end} precedes start {start}; kept as written"
    return None


# -- degrees -----------------------------------------------------------------------------------


def split_degree(text: str) -> tuple[str | None, str | None]:
    """Split a degree string into ``(degree, field)``; the degree in its canonical form when known."""
    text = " ".join(text.split())
    if not text:
        return None, None
    found = find_degree(text)
    if found and found[1]:
        return found
    parts = [p.strip(" ,;:()") for p in re.split(r"\s+in\s+|[,;:(]", text, maxsplit=1)]
    if len(parts) == 2 and all(parts):
        first, second = find_degree(parts[0]), find_degree(parts[1])
        if first and not second:
            return first[0], parts[1]
        if second and not first:
            return second[0], parts[0]
        if not found:
            return parts[0], parts[1]
    return (found[0], None) if found else (text, None)
