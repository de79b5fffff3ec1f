"""What one entry of a CV takes from the entries and definitions around it: a company heading over
several role lines, an abbreviation the document defines ("Instituto Federal de Ejemplo (IFE)"), the
institution of the degree above ("M.S. (en route)" under a Ph.D. at X).

>>> from talentgraph.extract.sections import split_lines
>>> defined_abbreviations(split_lines(["Universidad Nacional de Ejemplo (UNE), Lima", "UNE, Lab"]))
{'UNE': 'Universidad Nacional de Ejemplo'}
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from ..gazetteers import OrgGazetteer, normalize_name
from ..model import Affiliation, Education, Profile
from .entries import Entry
from .fields import degree_levels, has_role, is_location, looks_like_org, names_unit
from .sections import Line

__all__ = [
    "company_heading",
    "defined_abbreviations",
    "expand_abbreviations",
    "host_universities",
    "inherit_institutions",
    "merge_restated",
    "under_heading",
    "years_overlap",
]

_DEFINED = re.compile(
    r"((?:[A-Z][\w.'’&-]*\s+)(?:(?:[A-Za-z][\w.'’&-]*|de|del|la|of|for|and)\s+){0,8})\(([A-Z]{2,8})\)"
)
_SMALL = frozenset(
    {"de", "del", "la", "las", "los", "of", "for", "and", "the", "y", "et", "di", "der", "für"}
)


def _initials_match(words: list[str], abbr: str) -> bool:
    """The abbreviation's letters are, in order, the first letters of the name's words."""
    letters = [w[0].upper() for w in words if w.lower() not in _SMALL]
    full = [w[0].upper() for w in words]
    return abbr in ("".join(letters), "".join(full)) or (
        len(abbr) >= 3 and "".join(letters).startswith(abbr[:2]) and _subsequence(abbr, "".join(full))
    )


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


def defined_abbreviations(lines: list[Line]) -> dict[str, str]:
    """Abbreviations defined in the document: ``{abbreviation: full name}`` for "Full Name (FN)"."""
    out: dict[str, str] = {}
    for ln in lines:
        for m in _DEFINED.finditer(ln.text):
            words = m.group(1).split()
            abbr = m.group(2)
            for start in range(len(words)):  # the shortest tail whose initials give the abbreviation
                tail = words[start:]
                if tail[0][:1].isupper() and _initials_match(tail, abbr) and start < len(words) - 1:
                    out.setdefault(abbr, " ".join(tail))
                    break
    return out


def expand_abbreviations(profile: Profile, lines: list[Line], orgs: OrgGazetteer) -> None:
    """An organisation written as an abbreviation the document defines, and unknown to the gazetteer,
    is the defined organisation ("UNE, Lab" after "Universidad Nacional de Ejemplo (UNE)")."""
    named = {x for a in profile.affiliations for x in (a.org, a.org_text) if x}
    named |= {x for e in profile.education for x in (e.institution, e.institution_text) if x}
    defs = {  # only abbreviations of organisations ("Automatic Speech Recognition (ASR)" is none)
        abbr: full
        for abbr, full in defined_abbreviations(lines).items()
        if orgs.lookup(full) or looks_like_org(full) or any(full in x for x in named)
    }
    if not defs:
        return
    for a in profile.affiliations:
        text = a.evidence.text if a.evidence else ""
        cited = [abbr for abbr in defs if re.search(rf"(?<![\w-]){abbr}(?![\w-])", text)]
        written = {normalize_name(a.org_text or ""), normalize_name(a.unit or "")}  # "X (XC), part of Y"
        if (
            a.org_id is None
            and a.org_text not in defs
            and len(cited) == 1
            and not (  # "at X Institute (XI) and Y": the line defines XI for X, not for Y
                re.search(rf"\(\s*{re.escape(cited[0])}\s*\)", text)
                and normalize_name(a.org_text or "") not in normalize_name(defs[cited[0]])
            )
            and normalize_name(defs[cited[0]]) not in written
        ):
            # (not when the post already names the defined organisation in full: "… at Kestrel University (KU)")
            if a.org_text and re.search(rf"{cited[0]}\s*[,–—-]\s*{re.escape(a.org_text)}", text):
                a.unit = a.org_text  # "ABBR, Optics Group": the group is a unit of the defined org
            a.org_text = cited[0]
        if a.org_id is None and a.org_text in defs:
            hit = orgs.lookup(defs[a.org_text])
            a.org, a.org_id = (hit.org.name, hit.org.id) if hit else (defs[a.org_text], None)
    for i, e in enumerate(profile.education):
        if e.org_id is None and e.institution_text in defs:
            hit = orgs.lookup(defs[e.institution_text])
            name, org_id = (hit.org.name, hit.org.id) if hit else (defs[e.institution_text], None)
            profile.education[i] = replace(e, institution=name, org_id=org_id)


#: a field that names a university ("Kestrel University", "Uni. of Lakeside", "Universität Gull")
_UNIVERSITY = re.compile(r"\b(?:Univ\w*|Uni\.)(?![\w-])", re.I)


def host_universities(profile: Profile, orgs: OrgGazetteer) -> None:
    """A study whose institution is a part of a university (a department, institute, school or
    college) that its line follows with the university ("MSc, Widget Institute, Kestrel University",
    "Hall College, Uni. of Lakeside, BA") was taken at the university, which the study then names (a
    study has no unit field; the part stays in its evidence line). A moved doctoral post that restates
    a listed degree at that university in the same years is dropped.

    >>> from ..model import Evidence
    >>> p = Profile(source="x", education=[Education(None, "Hall College", None, "B.A.", None, None, "2010",
    ...     Evidence(1, "2007-2010, Hall College, Uni. of Lakeside, BA Widgetry"))])
    >>> host_universities(p, OrgGazetteer([])); p.education[0].institution_text
    'Uni. of Lakeside'
    """
    moved: set[int] = set()
    for i, e in enumerate(profile.education):
        written = e.institution_text
        text = e.evidence.text if e.evidence else ""
        if not written or written not in text or _UNIVERSITY.search(written):
            continue
        if not (names_unit(written) or re.search(r"\bCollege\b", written)):
            continue
        after = text.split(written, 1)[1]
        pieces = [p.strip(" .") for p in re.split(r"\s*[,;|–—]\s*|\s{2,}", after)][1:3]
        host = next((p for p in pieces if _UNIVERSITY.search(p) and looks_like_org(p)), None)
        if host is None or names_unit(host):
            continue
        hit = orgs.lookup(host) or next(iter(orgs.find(host)), None)
        name, org_id = (hit.org.name, hit.org.id) if hit else (None, None)
        profile.education[i] = replace(e, institution=name, institution_text=host, org_id=org_id)
        moved.add(i)
    # "PhD Student, Dept. of X, Kestrel University" under Experience restates the listed PhD there
    profile.education = [
        e
        for i, e in enumerate(profile.education)
        if i not in moved
        or not any(
            e.degree is not None
            and e.degree == f.degree
            and _same(e.institution or e.institution_text, f.institution or f.institution_text)
            and _same_level_then(e, f)
            for j, f in enumerate(profile.education)
            if j != i and j not in moved
        )
    ]


def inherit_institutions(profile: Profile, lines: list[Line]) -> None:
    """A degree row with no institution, listed right under another degree with no blank line between,
    was taken at the same institution ("M.S. (en route)" under a Ph.D.)."""
    by_line = {ln.no: ln for ln in lines}
    rows = sorted((e.evidence.line, i) for i, e in enumerate(profile.education) if e.evidence)
    for (prev_no, prev_i), (no, i) in pairwise(rows):
        e, above = profile.education[i], profile.education[prev_i]
        if e.institution or e.institution_text or not (above.institution or above.institution_text):
            continue
        between = [by_line[n] for n in range(prev_no + 1, no) if n in by_line]
        if no - prev_no <= 4 and not any(ln.blank or ln.heading for ln in between):
            profile.education[i] = _at(e, above)


def _at(e: Education, above: Education) -> Education:
    return replace(
        e, institution=above.institution, institution_text=above.institution_text, org_id=above.org_id
    )


def company_heading(entry: Entry, org_text: str | None) -> bool:
    """The line right above the entry's anchor names its organisation and no role ("Org — City"); a
    place in a column of its own is no part of the name's length.

    >>> from talentgraph.extract.dates import find_date_ranges
    >>> head = Line(1, "", "Kestrel Board of Governors, Division of Tide and Weather Affairs | Lund, Sweden")
    >>> anchor = Line(2, "", "Analyst | 2019–2022")
    >>> entry = Entry("experience", anchor, find_date_ranges(anchor.text)[0], head=[head])
    >>> company_heading(entry, "Kestrel Board of Governors")
    True
    """
    if not entry.head or not org_text:
        return False
    line = entry.head[-1].text
    name = " ".join(f for f in line.split(" | ") if not is_location(f))
    return org_text in line and not has_role(line) and len(name.split()) <= 10


def under_heading(entry: Entry, lines: list[Line], last_anchor: int, org_text: str | None = None) -> bool:
    """The entry is another role line of the group that began at ``last_anchor`` (no head of its own,
    no heading in between). Past a blank line, only a line whose organisation field names a part
    (a unit, a course: "Teaching Assistant, Gadget Lab") stays in the group; a name of its own form
    ("Scientist, Initrode Corporation") begins another post."""
    between = [ln for ln in lines if last_anchor < ln.no < entry.anchor.no]
    if entry.head or any(ln.heading for ln in between):
        return False
    return (
        not any(ln.blank for ln in between)
        or not org_text
        or names_unit(org_text)
        or not looks_like_org(org_text)
    )


def merge_restated(prose: Profile, profile: Profile) -> None:
    """Add the positions and studies read from prose to ``profile`` unless a structured entry already
    states them (same organisation, overlapping years; or the same degree at the same institution).

    >>> p, q = Profile(source="x"), Profile(source="x")
    >>> p.affiliations.append(Affiliation(None, "Hooli", None, None, "Intern", "2019", "2020", None, None))
    >>> q.affiliations.append(Affiliation(None, "Hooli Inc", None, None, None, "2020", "2020", None, None))
    >>> q.affiliations.append(Affiliation(None, "Initech", None, None, None, "2021", "present", None, None))
    >>> merge_restated(q, p)
    >>> [a.org_text for a in p.affiliations]
    ['Hooli', 'Initech']
    """
    # a prose line ("2019 - 2020 | I was an intern at X") restates a structured entry: keep it only if new.
    for a in prose.affiliations:
        if not any(
            _same(a.org or a.org_text, b.org or b.org_text) and _overlap(a, b) for b in profile.affiliations
        ):
            profile.affiliations.append(a)
    listed = list(profile.education)
    for e in prose.education:
        if not any(_same_degree(e, f) or _same_level_then(e, f) for f in listed):
            profile.education.append(e)


def _same(a: str | None, b: str | None) -> bool:
    wa, wb = re.findall(r"\w+", (a or "").lower()), re.findall(r"\w+", (b or "").lower())
    return bool(wa and wb and wa[0] == wb[0])


def _same_degree(a: Education, b: Education) -> bool:
    """Both name the same study: same institution, and the same degree or strictly overlapping years."""
    if not _same(a.institution or a.institution_text, b.institution or b.institution_text):
        return False
    if a.degree and a.degree == b.degree:
        return True
    return years_overlap(a, b)


def years_overlap(a: Education, b: Education) -> bool:
    """Both spans have a start and share more than a boundary year, or begin in the same year: a
    degree to 2012 and another from 2012 are two studies.

    >>> m = Education(None, "X", None, "M.Sc.", None, "2010", "2012", None)
    >>> years_overlap(m, replace(m, start="2012", end="2014")), years_overlap(m, replace(m, start="2011"))
    (False, True)
    """
    (a0, a1), (b0, b1) = _span(a, 4), _span(b, 4)
    return bool(a0 and b0) and ((a0 < b1 and b0 < a1) or a0 == b0)


def _same_level_then(a: Education, b: Education) -> bool:
    """A doctoral post ("PhD student, Kestrel Lab, 2018–2021") restates a listed study of the same level
    whose years it overlaps, though it names the lab where the work was done and the listed study the
    university that awarded the degree; a degree stated by its year only counts as that year.

    >>> phd = Education(None, "Kestrel University", None, "Ph.D.", None, None, "2021", None)
    >>> post = Education(None, "Kestrel Lab", None, "Dr. rer. nat.", None, "2018", "present", None)
    >>> _same_level_then(post, phd), _same_level_then(replace(post, start="2022"), phd)
    (True, False)
    """
    levels = degree_levels()
    level = levels.get(a.degree or "")
    if level is None or level != levels.get(b.degree or ""):
        return False
    # to the month: a school left in 06/2012 and a year abroad from 08/2012 do not overlap
    (a0, a1), (b0, b1) = _span(a, 7, end_as_start=True), _span(b, 7, end_as_start=True)
    return bool(a0 and b0) and a0 <= b1 and b0 <= a1


def _overlap(a: Affiliation | Education, b: Affiliation | Education) -> bool:
    (a0, a1), (b0, b1) = _span(a, 4), _span(b, 4)
    return bool(a0 and b0) and a0 <= b1 and b0 <= a1


def _span(item: Affiliation | Education, width: int, end_as_start: bool = False) -> tuple[str, str]:
    """Start and end cut to ``width`` characters (4: years, 7: months); an open end is "9999", a
    missing start "" (or, with ``end_as_start``, the end: a degree stated by its year only).

    >>> _span(Education(None, "X", None, "Ph.D.", None, None, "2021-06", None), 4, end_as_start=True)
    ('2021', '2021')
    >>> _span(Affiliation(None, "X", None, None, None, "2019-03", "present", None, None), 7)
    ('2019-03', '9999')
    """
    closed = item.end not in (None, "present")
    start = item.start or (str(item.end) if end_as_start and closed else "")
    return start[:width], (str(item.end or "")[:width] if closed else "9999")
