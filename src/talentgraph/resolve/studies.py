"""One entry per study: a degree a profile states twice at one institution is kept once.

A CV lists a PhD under Education and again as a post ("PhD Student, Kestrel University, 2016–2019"),
a summary line repeats a degree ("PhD in Physics, 2018–current at X"), a "Master's research"
fellowship restates the M.S. Once the institutions are resolved, two studies at the same
organisation, of the same degree (or one naming only the level: "Master" beside "M.S."), in the
same years give one study. Two degrees of one level in different fields ("B.S. Chemistry, B.S.
Biology"), listed with the very same span, or in years far apart stay two.

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

from ..gazetteers import normalize_name
from ..model import Education

__all__ = ["without_restated_studies"]


def without_restated_studies(education: list[Education]) -> list[Education]:
    """``education`` with each study that restates an earlier one merged into it: the fuller of the
    two (completed, with a field, a named degree) in the earlier place, with the other's field if it
    has none (see the module docstring)."""
    kept: list[Education] = []
    for study in education:
        twin = next((i for i, e in enumerate(kept) if _restates(e, study)), None)
        if twin is None:
            kept.append(study)
            continue
        fuller, other = (
            (study, kept[twin]) if _fullness(study) > _fullness(kept[twin]) else (kept[twin], study)
        )
        kept[twin] = fuller if fuller.field else replace(fuller, field=other.field)
    return kept


def _restates(a: Education, b: Education) -> bool:
    """Both name one study: same institution, same degree (or one only its level), compatible fields
    and years.

    >>> m = Education("Kestrel University", None, "kestrel", "M.S.", "Physics", "2011", "2013")
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "Master", None, "2011-08", "2013-05"))
    True
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "M.S.", "Chemistry", None, "2013"))
    False
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "Master", None, "2020", "2021"))
    False
    >>> _restates(m, Education("Kestrel University", None, "kestrel", "M.S.", None, "2011", "2013"))
    False
    """
    if not a.degree or not b.degree or not _same_institution(a, b):
        return False
    if a.degree != b.degree and not _level_only(a, b) and not _level_only(b, a):
        return False  # "Master" with a field is a degree of its own ("Master of Public Health")
    if a.field and b.field and _words(a.field) != _words(b.field):
        return False
    if a.start and (a.start, a.end) == (b.start, b.end):
        return False  # two lines of a list with one span: a double degree ("B.Sc. X", "B.Sc. Y", 2012–2015)
    (a0, a1), (b0, b1) = _years(a), _years(b)
    if not (a0 and b0):
        return True
    if a.start and b.start:
        return a0 <= b1 and b0 <= a1
    return a0 <= b1 + 1 and b0 <= a1 + 1  # a post to 2013 restates the degree awarded in 2014


def _same_institution(a: Education, b: Education) -> bool:
    if a.org_id and b.org_id:
        return a.org_id == b.org_id
    na = normalize_name(a.institution or a.institution_text or "")
    return bool(na) and na == normalize_name(b.institution or b.institution_text or "")


def _level_only(general: Education, specific: Education) -> bool:
    """``general`` names only the level of ``specific``'s degree ("Master" of "M.S."), with no field."""
    from ..extract.fields import degree_levels

    levels = degree_levels()
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


def _fullness(e: Education) -> tuple[bool, bool, bool]:
    """How much a study says: a completed end, a field, a named degree rather than a level."""
    from ..extract.fields import degree_levels

    named = bool(e.degree) and (e.degree or "").casefold() not in set(degree_levels().values())
    return e.end not in (None, "present"), bool(e.field), named
