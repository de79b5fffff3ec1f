"""Publications: a venue and a year, read from citation lists and from papers named anywhere.

Venues named in ``data/venues.yaml`` (ICML, NeurIPS, OSDI…) count wherever they are written with a
year (``ICML'21``, ``[VLDB'23]``, ``(SIGIR 2016)``, ``OSDI, 2023``, ``SIGIR (2013, 2016)``,
``in Proceedings of … (ICSE), 2021``); other acronyms count only in a publications section or a
numbered citation. Sentences about work not yet published (submitted, under review, planned) or
about service (reviewer, chair, talk) give nothing.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Paper accepted at ICML'21; reviewer for NeurIPS 2022", "Submitted to KDD 2024",
...                      "Publications", "[1] A. Roe. Fast Things. JnTML 2020.", "[2] B. Doe. Slow Things. In",
...                      "Proceedings of the VLDB Endowment,", "2019"])
>>> [(p.venue, p.year, p.evidence.line) for p in publications(lines)]
[('ICML', '2021', 1), ('JnTML', '2020', 4), ('VLDB', '2019', 5)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import yaml

from ..model import Evidence, Publication
from ..resources import resource_path
from .sections import Line

__all__ = ["publications", "venue_forms"]


@cache
def venue_forms() -> dict[str, str]:
    """Every written form of a known venue -> the venue's reported name (``data/venues.yaml``)."""
    data: Any = yaml.safe_load(resource_path("data", "venues.yaml").read_text(encoding="utf-8"))
    forms: dict[str, str] = {}
    for entry in data["venues"]:
        venue = str(entry["venue"])
        for form in [venue, *(entry.get("forms") or [])]:
            forms.setdefault(str(form), venue)
    return forms


def _word_like(form: str) -> bool:
    """Venue names that are also ordinary words or codes (Science, Middleware, SC) need a citation."""
    return len(form) <= 2 or bool(re.fullmatch(r"[A-Z][a-z]+", form))


@cache
def _known() -> re.Pattern[str]:
    names = sorted(venue_forms(), key=len, reverse=True)
    body = "|".join(re.escape(n) for n in names)
    return re.compile(rf"(?<![\w&/-])({body})(?![\w&-])")


_YEAR = r"(?:19[6-9]\d|20[0-3]\d)"
# a year written right after a venue: 'YY, " YYYY", ", YYYY", " (YYYY)", " (YYYY, YYYY)"
_AFTER = re.compile(rf"^\s?['’](\d\d)(?!\d)|^\s*\(({_YEAR}(?:\s*,\s*{_YEAR})+)\)|^,?\s*\(?({_YEAR})(?!\d)")
_ACRONYM = re.compile(
    r"(?<![\w/&-])([A-Z][a-z]*[A-Z][\w-]*|[A-Z]{2,}[\w-]*)(?=\s?['’]\d\d|,?\s*\(?" + _YEAR + ")"
)
_NOT_WORDS = frozenset({"PhD", "MSc", "BSc", "USA", "CEO", "CTO", "GPA", "TA", "RA", "NY", "CA", "US", "UK"})
_UNPUBLISHED = re.compile(
    r"submitted|submission|under review|to submit|planned|plan to|in preparation|preparing|"
    r"review(?:er|ing)|program committee|\bPC\b|\bchair|organi[sz]|\btalks?\b|keynote|tutorial|attend|"
    r"\bpanel|\binvited|volunteer|\bsession|deadline|\bvisit",
    re.I,
)
_PAPER_WORDS = re.compile(r"paper|poster|demo|artifact|publication", re.I)
_AWARD = re.compile(r"award|prize|medal|honou?r", re.I)
# a domain-like word is matched from its first letter only: tried inside a long word too, the
# backtracking "\S+" made one 10,000-character word quadratic (seconds); the matches are the same
_URL = re.compile(r"(?:https?://|www\.)\S+|(?<!\S)\S+\.(?:com|org|net|edu|io|pdf)\S*|arxiv:\S+", re.I)
_CITATION = re.compile(r"^\s*(?:[-*•]\s*)?(?:\[\d{1,3}\]|\(\d{1,3}\)|\d{1,3}[.)])\s")
_SENTENCE = re.compile(r"(?<=[.;!?])\s+(?=[A-Z\[(])|\]\s*\[|;\s*")
_TITLE = re.compile(r"[\"“]([^\"”]{8,})[\"”]|\*([^*]{8,})\*")


@dataclass
class _Item:
    """One citation (a list item with its wrapped lines joined) or one line of other text."""

    text: str
    line: Line
    citation: bool


def _join(a: str, b: str) -> str:
    """Wrapped lines joined; a word hyphenated across the break is mended ("Mobi-" + "Sys")."""
    if re.search(r"[A-Za-z]-$", a) and b[:1].isalpha():
        return a[:-1] + b
    return f"{a} {b}"


def _items(lines: list[Line]) -> list[_Item]:
    out: list[_Item] = []
    current: _Item | None = None
    for ln in lines:
        if ln.skip or ln.heading or not ln.text:
            current = None
            continue
        in_list = ln.kind == "publications"
        numbered = bool(_CITATION.match(ln.raw))
        continues = current is not None and current.citation and not ln.bullet and not numbered
        if continues and current is not None and in_list:
            current.text = _join(current.text, ln.text)
            continue
        current = _Item(ln.text, ln, in_list or numbered)
        out.append(current)
    return out


def _years(after: str) -> list[str]:
    m = _AFTER.match(after)
    if not m:
        return []
    if m.group(1):
        return [f"20{m.group(1)}" if int(m.group(1)) < 70 else f"19{m.group(1)}"]
    if m.group(3):
        return [m.group(3)]
    return re.findall(_YEAR, m.group(2))


def _in_brackets(text: str, start: int, end: int) -> bool:
    """``[arXiv]``: a venue name alone in brackets is a link label, not a venue."""
    return text[start - 1 : start] == "[" and text[end : end + 1] == "]"


def _from_sentence(sentence: str, item: _Item, award_line: bool) -> list[tuple[str, str]]:
    if _UNPUBLISHED.search(sentence):
        return []
    if (award_line or _AWARD.search(sentence)) and not _PAPER_WORDS.search(sentence):
        return []
    found: list[tuple[str, str]] = []
    spans: list[tuple[int, int]] = []
    forms = venue_forms()
    for m in _known().finditer(sentence):
        form = m.group(1)
        if _in_brackets(sentence, m.start(), m.end()) or (_word_like(form) and not item.citation):
            continue
        spans.append((m.start(), m.end()))
        for year in _years(sentence[m.end() :]):
            found.append((forms[form], year))
    if item.citation and not found:
        for m in _ACRONYM.finditer(sentence):
            if m.group(1) in _NOT_WORDS or any(s <= m.start() < e for s, e in spans):
                continue
            for year in _years(sentence[m.end() :]):
                found.append((m.group(1), year))
        if not found and len(spans) == 1:  # "Proceedings of … (ICSE), Madrid, 2021": the item's one year
            years = re.findall(rf"(?<![\d/.-])({_YEAR})(?![\d]|[/.-]\d)", sentence)
            known = forms[sentence[spans[0][0] : spans[0][1]]]
            found += [(known, years[-1])] if years else []
    return found


def publications(lines: list[Line]) -> list[Publication]:
    """Published papers as (venue, year), in document order, each once (see the module example)."""
    out: list[tuple[Publication, bool]] = []
    for item in _items(lines):
        text = _URL.sub(lambda m: " " * len(m.group()), item.text)
        sentences = _SENTENCE.split(text)
        title = _TITLE.search(item.text)
        url = next((u for u in item.line.links if re.search(r"arxiv\.org/(?:abs|pdf)/|doi\.org/", u)), None)
        for sentence in sentences:
            for venue, year in _from_sentence(sentence, item, item.line.kind == "awards"):
                written = (title.group(1) or title.group(2)).strip() if title else None
                ev = Evidence(item.line.no, item.line.raw.strip())
                out.append((Publication(written, venue, year, url, ev), item.citation))
    return _unique(out)


def _unique(found: list[tuple[Publication, bool]]) -> list[Publication]:
    """One publication per venue and year, unless two citations (list items) name two papers."""
    kept: list[tuple[Publication, bool]] = []
    for p, cited in found:
        same = [(q, c) for q, c in kept if q.venue == p.venue and q.year == p.year]
        if any(not (cited and c) or q.evidence == p.evidence for q, c in same):
            continue
        kept.append((p, cited))
    return [p for p, _ in kept]
