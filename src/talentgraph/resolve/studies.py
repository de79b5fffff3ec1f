"""One entry per study: a degree a profile states twice at one institution is kept once.

A CV lists a PhD under Education and again as a post ("PhD Student, Kestrel University, 2016–2019"),
a summary line repeats a degree ("PhD in Physics, 2018–current at X"), a "Master's research"
fellowship restates the M.S. Once the institutions are resolved, two studies at the same
organisation, of the same degree (or one naming only the level: "Master" beside "M.S."), in the
same years give one study. Two lines of one list never restate each other ("M.Sc., X, 2010 – 2012"
above "M.Sc., X, 2012 – 2014" are two degrees, as are "B.Sc. Chemistry", "B.Sc. Biology" of one
span), nor do degrees in different fields or in years that share no more than a boundary year.

>>> from talentgraph.model import Education
>>> listed = Education("Kestrel University", None, "kestrel", "Ph.D.", "Physics", None, "2019")
>>> post = Education("Kestrel University", None, "kestrel", "Ph.D.", None, "2015", "2018")
>>> other = Education("Kestrel University", None, "kestrel", "B.S.", "Biology", None, "2014")
>>> [(e.degree, e.field, e.end) for e in without_restated_studies([post, listed, other])]
[('Ph.D.', 'Physics', '2019'), ('B.S.', 'Biology', '2014')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..extract.context import years_overlap
from ..extract.fields import degree_levels, has_role
from ..gazetteers import normalize_name
from ..model import Education

__all__ = ["without_restated_studies"]


def without_restated_studies(education: list[Education]) -> list[Education]:
    """``education`` with each study that restates an earlier one merged into it: the fuller of the
    two (completed, with a field, a named degree) in the earlier place, with the other's field and
    start if it has none (see the module docstring)."""
    levels = degree_levels()
    kept: list[Education] = []
    for study in education:
        twin = next((i for i, e in enumerate(kept) if _restates(e, study, levels)), None)
        if twin is None:
            kept.append(study)
            continue
        fuller, other = (
            (study, kept[twin])
            if _fullness(study, levels) > _fullness(kept[twin], levels)
            else (kept[twin], study)
        )
        kept[twin] = replace(fuller, field=fuller.field or other.field, start=_start(fuller, other))
    return kept


def _start(fuller: Education, other: Education) -> str | None:
    """The fuller study's start, else the other's when it is not after the fuller's end (a post
    "PhD Student, 2015–2018" dates the PhD listed by its year, 2019)."""
    if fuller.start or not other.start:
        return fuller.start
    end = _year(fuller.end)
    return other.start if not end or fuller.end == "present" or _year(other.start) <= end else None


def _restates(a: Education, b: Education, levels: dict[str, str]) -> bool:
    """Both name one study: same institution, same degree (or one only its level), compatible fields
    and years, read from different places (not two lines of one list).

    >>> m = Education("Kestrel University", None, "kestrel", "M.S.", "Physics", "2011", "2013")
    >>> levels = degree_levels()
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "Master", None, "2011-08", "2013-05"), levels)
    True
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "M.S.", "Chemistry", None, "2013"), levels)
    False
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "Master", None, "2020", "2021"), levels)
    False
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "M.S.", None, "2013", "2015"), levels)
    False
    """
    if not a.degree or not b.degree or not _same_institution(a, b) or _one_list(a, b):
        return False
    if a.degree != b.degree and not _level_only(a, b, levels) and not _level_only(b, a, levels):
        return False  # "Master" with a field is a degree of its own ("Master of Public Health")
    if a.field and b.field and _words(a.field) != _words(b.field):
        return False
    (a0, a1), (b0, b1) = _years(a), _years(b)
    if not (a0 and b0):
        return True
    if a.start and b.start:
        return years_overlap(a, b)
    if a.start or b.start:
        return a0 <= b1 + 1 and b0 <= a1 + 1  # a post to 2013 restates the degree awarded in 2014
    return a0 == b0  # "M.A., 2003" and "M.A., 2004" are two degrees


#: how a line of a list begins: its item marker, or the date a column of studies leads with
_ITEM = re.compile(r"\s*(?:([-*+•▪◦●○■□►▶➢➤·‣⁃]|\d{1,2}[.)])\s|(?:19|20)\d\d\b)")


def _one_list(a: Education, b: Education) -> bool:
    """Both were read from one line ("B.S. Economics, B.S. Mathematics  2015 – 2018") or from lines of
    one list: a few lines apart, beginning alike (the same item marker, or a date: "2012–2015: Bsc.
    Mathematics, …" over "2012–2015: Bsc. Physics, …"), neither a post ("- PhD Student, Kestrel
    University" under Experience restates a degree listed under Education)."""
    if not (a.evidence and b.evidence) or abs(a.evidence.line - b.evidence.line) > 12:
        return False
    if a.evidence.line == b.evidence.line:
        return True
    ma, mb = _ITEM.match(a.evidence.text), _ITEM.match(b.evidence.text)
    return bool(
        ma
        and mb
        and (ma.group(1) or "")[:1] == (mb.group(1) or "")[:1]
        and not has_role(a.evidence.text)
        and not has_role(b.evidence.text)
    )


def _same_institution(a: Education, b: Education) -> bool:
    if a.org_id and b.org_id:
        return a.org_id == b.org_id
    na = normalize_name(a.institution or a.institution_text or "")
    return bool(na) and na == normalize_name(b.institution or b.institution_text or "")


def _level_only(general: Education, specific: Education, levels: dict[str, str]) -> bool:
    """``general`` names only the level of ``specific``'s degree ("Master" of "M.S."), with no field."""
    level = levels.get(specific.degree or "")
    return (
        level is not None
        and not general.field
        and (general.degree or "").casefold() == level
        and general.degree in levels
    )


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def _years(e: Education) -> tuple[int, int]:
    """First and last year of a study (an open end is 9999, a degree with one year spans it); (0, 0)
    when no year is given."""
    start = _year(e.start) or _year(e.end)
    end = 9999 if e.end == "present" else (_year(e.end) or start)
    return start, end


def _year(value: str | None) -> int:
    m = re.match(r"\d{4}", value or "")
    return int(m.group(0)) if m else 0


def _fullness(e: Education, levels: dict[str, str]) -> tuple[bool, bool, bool]:
    """How much a study says: a completed end, a field, a named degree rather than a level."""
    named = bool(e.degree) and (e.degree or "").casefold() not in set(levels.values())
    return e.end not in (None, "present"), bool(e.field), named
