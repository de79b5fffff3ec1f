"""Research cruises and field expeditions a CV lists under their own heading: each row names a field
campaign, which the annotation guide counts as a project.

Rows come in a few layouts, all read here: the name before the cruise code and ship ("Tide Mixing
Study (TMS); KS21-04, R/V Kestrel | 3-19 May 2021"), a cruise code over its route ("• KS104: Bergen,
Norway - Reykjavik, Iceland" over "Duration : …"), and the year, ship and port before the name and the
owner's role on board ("2019 | R/V Kestrel, Bergen, Norway, Fjord Mixing – Watch leader (May 3-9)").

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Ana Roe", "", "## Research Cruises",
...     "Tide Mixing Study (TMS); KS21-04, R/V Kestrel | May 2021", "Chief Scientist: Ola Berg"])
>>> [(p.name, p.start) for p in campaign_projects(lines, [])]
[('Tide Mixing Study (TMS)', '2021-05')]
"""

from __future__ import annotations

import re

from ..model import Evidence, Project
from .dates import find_date_ranges
from .fields import has_role, is_location
from .sections import Line

__all__ = ["campaign_name", "campaign_projects"]

# a section of campaigns by name, or of fieldwork, whose rows count only when they name a ship
_CAMPAIGN_HEADING = re.compile(r"\b(?:research\s+)?(?:cruises?|expeditions?)\b", re.I)
_FIELD_HEADING = re.compile(r"\bfield\s*(?:work|works|experiences?|campaigns?|research|seasons?)\b", re.I)
_SHIP = re.compile(r"(?<![\w/])(?-i:R/V|RV|RRS|SSV|NOAA\s+Ship|USCGC|FS|M/V|MV)\s+[A-Z]")
_LEADING_DATE = re.compile(r"^\(?\d{4}(?:\s*[-–—]\s*\d{2,4})?\)?\s*[|,:]\s*")
_TRAILING_DATE = re.compile(r"\s*\|\s*[^|]*\d{4}[^|]*$")
_TRAILING_PARENS = re.compile(r"\s*\([^()]*\d[^()]*\)?\s*$")  # "(June 19 – July 29)", cut "(Dec. 1-"
_TRAILING_ROLE = re.compile(r"\s+[–—-]\s+([A-Za-z][A-Za-z ]{1,30})$")
_LABEL = re.compile(r"^[A-Z][A-Za-z ]{1,30}?\s?:\s")  # "Chief Scientist: …", "Duration : …"
_ROLE_FOR = re.compile(r"^((?:[A-Z][\w-]*\s+){1,3})(?:for|on|of|aboard)\s+(?=\S)")  # "Chief Scientist for …"
_CODE = re.compile(r"^([A-Z]{1,5}\s?\d[\w-]*)\s*:\s")  # "KS104: Bergen - Reykjavik"


def campaign_name(row: str) -> str | None:
    """The campaign a cruise row names, without its dates, ship, ports and the owner's role on board.

    >>> campaign_name("2011 | R/V Kestrel, Bergen, NO, Growth, Decay, and Drift of Fjord Eddies – Watchstander")
    'Growth, Decay, and Drift of Fjord Eddies'
    >>> campaign_name("Fjord Mixing (FM-3); KS19-10, R/V Kestrel | 14-23 June 2019")
    'Fjord Mixing (FM-3)'
    >>> campaign_name("Chief Scientist for Fjord Eddy cruise, RV Kestrel, Bergen, Norway to Bergen, Norway.")
    'Fjord Eddy cruise'
    >>> campaign_name("KS104: Bergen, Norway - Reykjavik, Iceland,"), campaign_name("2008 | R/V Lark, Bergen, NO – Student")
    ('KS104', None)
    """
    text = _LEADING_DATE.sub("", row.strip())
    ship = _SHIP.search(text)
    if ship and ship.start() > 0:  # "MISO-BoB cruise, RV Sally Ride, Chennai to …": the name before the ship
        before = text[: ship.start()].split(";")[0].strip(" ,;")
        lead = _ROLE_FOR.match(before)
        name = before[lead.end() :] if lead and has_role(lead.group(1)) else before
        return None if not name or is_location(name) or len(name) < 3 else name
    text = _TRAILING_DATE.sub("", text)
    text = _TRAILING_PARENS.sub("", text).strip(" ,;")
    text = _TRAILING_ROLE.sub("", text).strip(" ,;")
    if code := _CODE.match(text):
        return code.group(1)
    if ";" in text:
        name = text.split(";")[0].strip()
    else:
        pieces = [p.strip() for p in text.split(",") if p.strip()]
        if not pieces:
            return None
        k = len(pieces) - 1
        # "Growth, Decay, and Drift of …": a name with commas of its own ends a list with "and"
        if re.match(r"(?:and|&)\s", pieces[k]):
            while k > 0 and len(pieces[k - 1].split()) == 1 and not pieces[k - 1].isupper():
                k -= 1
        name = ", ".join(pieces[k:])
    if (
        not name
        or _SHIP.match(name)
        or is_location(name)
        or len(name) < 3
        or (name.isupper() and len(name) < 4)
    ):
        return None
    return name


def _rows(section: list[Line]) -> list[list[Line]]:
    """A section's rows: each opens with a bullet, a year or a trailing date, and runs on over the
    lines a PDF wrapped it onto (not over "Label: value" lines)."""
    rows: list[list[Line]] = []
    open_row = False
    for ln in section:
        text = ln.text.strip()
        if not re.search(r"[A-Za-z]", text):
            open_row = False
            continue
        starts = ln.bullet or _LEADING_DATE.match(text) or _TRAILING_DATE.search(text)
        if starts:
            rows.append([ln])
            open_row = True
        elif _LABEL.match(text) or not open_row:
            open_row = False
            if rows:
                rows[-1].append(ln)  # a "Duration : …" line under its row gives its dates
        else:
            rows[-1].append(ln)
    return rows


def _named(name: str, seen: set[str]) -> bool:
    """The campaign is already a project, under this name or one cut short of it ("Tide Mixing").

    >>> _named("Tide Mixing Study", {"tide mixing"}), _named("Tide Mixing Study", {"tide"})
    (True, False)
    """
    low = name.lower()
    return any(low == s or (len(s.split()) >= 2 and low.startswith(s + " ")) for s in seen)


def campaign_projects(lines: list[Line], projects: list[Project]) -> list[Project]:
    """``projects`` with the field campaign of every row of a cruises, expeditions or fieldwork
    section, each once. A row read here replaces what other rules read from its lines (the whole row, a
    "Chief Scientist:" label). Under a fieldwork heading a row counts only when it names a ship: field
    courses and site visits are no campaigns."""
    found: list[Project] = []
    read: set[int] = set()  # the lines of the rows read here
    for i, head in enumerate(lines):
        if not head.heading or len(head.text.split()) > 4:
            continue
        by_name = bool(_CAMPAIGN_HEADING.search(head.text))
        if not by_name and not _FIELD_HEADING.search(head.text):
            continue
        end = next((j for j in range(i + 1, len(lines)) if lines[j].heading), len(lines))
        for row in _rows([ln for ln in lines[i + 1 : end] if not ln.skip]):
            wrapped = [ln for ln in row if not _LABEL.match(ln.text) or ln is row[0]]
            text = " ".join(ln.text.strip() for ln in wrapped)
            if not by_name and not _SHIP.search(text):
                continue
            ranges = find_date_ranges(" ".join(ln.text for ln in row))
            name = campaign_name(text)
            if name is None or not ranges:
                continue  # undated: a list of gear or sites under a campaign, not one
            read |= {ln.no for ln in row}
            ev = Evidence(row[0].no, row[0].raw.strip())
            found.append(Project(name, None, ranges[0].start, ranges[0].end, None, list(row[0].links), ev))
    kept = [p for p in projects if p.evidence is None or p.evidence.line not in read]
    seen = {p.name.lower() for p in kept}
    for project in found:
        if not _named(project.name, seen):
            seen.add(project.name.lower())
            kept.append(project)
    return kept
