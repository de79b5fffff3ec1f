"""Teaching posts listed term by term: one post per role and organisation, spanning the years taught.

A teaching section often lists each course with the terms it was taught ("Teaching Assistant, Intro
to Geology    Spring 2019, Spring 2020"), so one assistantship appears on many lines. GUIDE.md counts
one post per role and organisation spanning the terms listed, written as years.

>>> from talentgraph.model import Affiliation, Evidence
>>> a = Affiliation(None, "Kestrel University", None, None, "Teaching Assistant", "2019-03", "2019-05", None, Evidence(4, ""))
>>> b = Affiliation(None, "Kestrel University", None, None, "Teaching Assistant", "2020-09", "2020-11", None, Evidence(5, ""))
>>> [(x.start, x.end) for x in spanning_terms([a, b], {4: (2019, 2019, 1), 5: (2020, 2020, 1)})]
[('2019', '2020')]
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from ..model import Affiliation
from .dates import SEASON_WORD, find_date_ranges, yearly_span
from .fields import has_role, looks_like_org
from .projects import activity_leads
from .sections import Line

__all__ = [
    "TEACHING_ROLE",
    "inside_faculty_posts",
    "names_own_role",
    "one_post_per_teaching_role",
    "role_above",
    "spanning_terms",
    "term_years",
    "through_listed_years",
]

#: a role of teaching ("Teaching Assistant", "Tutor", "GSI"): its posts merge across terms, and
#: post_fields reads a course named in such a post's organisation field as no organisation
TEACHING_ROLE = re.compile(r"\b(?:instructor|tutor|teaching|lecturer|demonstrator|TA|GSI|grader)\b", re.I)
_SEASON = SEASON_WORD

Terms = tuple[int, int, int]
"""The first and last year of the terms a line lists, and how many terms it lists."""


def term_years(text: str) -> Terms | None:
    """The years of the academic terms a line lists, when its first date is a term ("Fall 2008").

    >>> term_years("Teaching Assistant, Field Geology    Spring 2013, Fall 2014")
    (2013, 2014, 2)
    >>> term_years("Lecturer, Statistics (Fall 2008; Spring 2009)")
    (2008, 2009, 2)
    >>> term_years("Teaching Assistant, Optics    Spring 2020 & 2022")
    (2020, 2022, 2)
    >>> term_years("Teaching Assistant, Optics    Fall 2019")
    (2019, 2019, 1)
    >>> term_years("Lecturer, Optics    2019 – 2021") is None
    True
    >>> term_years("Instructor, Optics    Fall 2019 – present") is None  # still taught: left as written
    True
    """
    ranges = find_date_ranges(text)
    if not ranges or not _SEASON.search(ranges[0].text) or any(r.end == "present" for r in ranges):
        return None
    years = [int(d[:4]) for r in ranges for d in (r.start, r.end) if d and d[:4].isdigit()]
    return (min(years), max(years), len(ranges)) if years else None


def names_own_role(text: str) -> bool:
    """The line names a role or an activity of its own: a job title, or a first field that ends in a
    word that leads an activity ("Peer Mentor, Kestrel Dept."), not a course's name.

    >>> names_own_role("Peer Mentor, Kestrel Dept.    Fall 2018"), names_own_role("Geology 101    Fall 2018")
    (True, False)
    """
    first = re.split(r",| \| |\s{2,}", text, maxsplit=1)[0].lower().split()
    return has_role(text) or (bool(first) and first[-1].strip(".") in activity_leads())


_AS_ROLE = re.compile(r"^as\s+(?:an?\s+|the\s+)?", re.I)


def role_above(lines: list[Line], anchor: Line) -> str | None:
    """The teaching role a course line stands under when it names none itself: the nearest short,
    undated line above that names a role (and no organisation alone) ("**Teaching Assistant**" over
    "- Optics, Spring 2021" and "- Geology, Fall 2021"), passing over the other course lines and their
    bullets; none past a heading, a line that names an organisation or another block's title.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Teaching", "Kestrel University", "Teaching Assistant",
    ...                      "- Optics, Spring 2021", "  - graded labs", "- Geology, Fall 2021"])
    >>> role_above(lines, lines[5]), role_above(lines, lines[2])
    ('Teaching Assistant', None)
    """
    if anchor.raw.lstrip().startswith("#"):
        return None  # a titled block of its own ("### Tutor, Example Camp, 2019"), not a course
    for line in reversed([ln for ln in lines if ln.no < anchor.no]):
        if line.heading:
            return None
        dated = _dated_own_role(line.text)  # each course line is passed by every course line under it
        if dated is None and line.bullet and _outer_bullet(line, anchor) and len(line.text.split()) <= 8:
            if has_role(line.text) and not _GUEST.match(line.text):
                # "• Teaching Assistant (Kestrel University)" over "– Optics (Spring 2016)": the role at it
                return re.sub(r"\s*\(([^()]+)\)$", r", \1", line.text)
            return None
        if line.skip or not line.text or line.bullet or dated is not None:
            if dated:
                return None  # a post of its own in between ("Peer Mentor, Example Dept.  Fall 2018")
            continue
        if len(line.text.split()) > 8:
            continue  # a description under a course
        if looks_like_org(line.text):
            return None
        if has_role(line.text):
            return _AS_ROLE.sub("", line.text)  # "As a Teaching Assistant at X": the role at X
        if line.raw.lstrip().startswith("#"):
            return None  # the title of another block
    return None


#: a guest lecture is no post (GUIDE.md, teaching posts), nor the list of the courses it was given in
_GUEST = re.compile(r"^guest\b", re.I)


def _outer_bullet(line: Line, anchor: Line) -> bool:
    """``line`` is a bullet of another mark than the bullet ``anchor`` ("•" over "–"), or less indented:
    the item the anchor's list stands under.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["• Tutor (Kestrel University)", "– Optics (Spring 2016)", "– Geology (2017)"])
    >>> _outer_bullet(lines[0], lines[1]), _outer_bullet(lines[1], lines[2])
    (True, False)
    """
    mark, own = line.raw.lstrip()[:1], anchor.raw.lstrip()[:1]
    # the anchor is no list item ("– Optics (Spring 2016)" is one, though the parse reads no bullet)
    if not own or own.isalnum() or own in "#([" or anchor.raw.lstrip().startswith("**"):
        return False
    if anchor.bullet and line.indent < anchor.indent:
        return True
    return line.indent == anchor.indent and mark != own and not mark.isalnum()


@lru_cache(maxsize=4096)
def _dated_own_role(text: str) -> bool | None:
    """``None`` for a line with no date; else whether the dated line names a role of its own.

    >>> _dated_own_role("Geology 101    Fall 2018"), _dated_own_role("Peer Mentor, Kestrel Dept.  Fall 2018")
    (False, True)
    >>> _dated_own_role("Teaching Assistant") is None
    True
    """
    return names_own_role(text) if find_date_ranges(text) else None


def spanning_terms(affiliations: list[Affiliation], terms_at: dict[int, Terms]) -> list[Affiliation]:
    """``affiliations`` with one teaching post per role and organisation: the posts on the lines of
    ``terms_at`` (line number → the terms it lists) that share a role and an organisation and list two
    or more terms between them become one post, where the first stood, from the first term's year to
    the last's; a role taught for a single term keeps its months.

    >>> from talentgraph.model import Affiliation, Evidence
    >>> def ta(line, start, end):
    ...     return Affiliation(None, "Kestrel University", None, None, "TA", start, end, None, Evidence(line, ""))
    >>> posts = [ta(3, "2013-03", "2013-05"), ta(4, "2015-09", "2015-11")]
    >>> [(x.start, x.end) for x in spanning_terms(posts, {3: (2013, 2014, 2), 4: (2015, 2015, 1)})]
    [('2013', '2015')]
    >>> [(x.start, x.end) for x in spanning_terms(posts[:1], {3: (2013, 2013, 1)})]
    [('2013-03', '2013-05')]
    """

    def key(aff: Affiliation) -> tuple[str, str]:
        return ((aff.org_text or aff.org or "").casefold(), (aff.role or "").casefold())

    def terms(aff: Affiliation) -> Terms | None:
        return terms_at.get(aff.evidence.line) if aff.evidence is not None and aff.role else None

    groups: dict[tuple[str, str], list[Terms]] = {}
    for aff in affiliations:
        if (listed := terms(aff)) is not None:
            groups.setdefault(key(aff), []).append(listed)
    out: list[Affiliation] = []
    done: set[tuple[str, str]] = set()
    for aff in affiliations:
        listed, group = terms(aff), groups.get(key(aff), [])
        if listed is None or sum(n for _, _, n in group) < 2:
            out.append(aff)
        elif key(aff) not in done:
            done.add(key(aff))
            out.append(
                replace(aff, start=str(min(y for y, _, _ in group)), end=str(max(y for _, y, _ in group)))
            )
    return out


def one_post_per_teaching_role(affiliations: list[Affiliation]) -> list[Affiliation]:
    """``affiliations`` with one teaching post per role and organisation: posts listed once per
    course or term ("Teaching Assistant, Course A, Kestrel University (2010)" and "…, Course B (2012)")
    become one post, where the first stood, from the earliest start to the latest end. The merged dates
    are years when any part is dated in years or by a season ("Fall 2019"); months only when every part
    writes months. Posts of other roles, and two or more stints each over several years ("2011 – 2013",
    "2015 – 2017"), are left alone.

    >>> from talentgraph.model import Affiliation, Evidence
    >>> def ta(role, start, end, text=""):
    ...     return Affiliation(None, "Kestrel University", None, None, role, start, end, None, Evidence(1, text))
    >>> posts = [ta("TA", "2012", "2012"), ta("TA", "2010", "2010"), ta("Lecturer", "2014", "2015")]
    >>> [(x.role, x.start, x.end) for x in one_post_per_teaching_role(posts)]
    [('TA', '2010', '2012'), ('Lecturer', '2014', '2015')]
    >>> posts = [ta("Tutor", "2021-03", "2021-09"), ta("Tutor", "2022-10", "present")]
    >>> [(x.start, x.end) for x in one_post_per_teaching_role(posts)]
    [('2021-03', 'present')]
    >>> posts = [ta("Tutor", "2011", "2013"), ta("Tutor", "2015", "2017")]
    >>> [(x.start, x.end) for x in one_post_per_teaching_role(posts)]
    [('2011', '2013'), ('2015', '2017')]
    >>> posts = [ta("Tutor", "2021-09", "2021-12", "Tutor, Optics, Fall 2021"), ta("Tutor", "2023-01", "2023-05")]
    >>> [(x.start, x.end) for x in one_post_per_teaching_role(posts)]
    [('2021', '2023')]
    """

    def key(aff: Affiliation) -> tuple[str, str, str] | None:
        if not aff.role or not TEACHING_ROLE.search(aff.role) or not (aff.org or aff.org_text):
            return None
        return ((aff.org or aff.org_text or "").casefold(), (aff.unit or "").casefold(), aff.role.casefold())

    groups: dict[tuple[str, str, str], list[Affiliation]] = {}
    for aff in affiliations:
        if (k := key(aff)) is not None and aff.start:
            groups.setdefault(k, []).append(aff)
    out: list[Affiliation] = []
    for aff in affiliations:
        k = key(aff)
        group = groups.get(k, []) if k is not None else []
        if len(group) < 2 or aff not in group or _separate_stints(group):
            out.append(aff)
        elif aff is group[0]:
            out.append(_spanning(group))
    return out


def through_listed_years(aff: Affiliation) -> Affiliation:
    """A post dated by the first of a list of years or year ranges on its line ("Lecturer, Kestrel
    University, 2019, 2021 and 2024", "Research Assistant, Dr. Ana Ruiz    2021, 2022, 2023", "Lecturer,
    Kestrel University, 2019–2020, 2021") runs to the list's last year, whatever its role; so does a
    range of months listed year after year ("Lecturer, Kestrel, Mar – Sep 2021, 2022" runs to 2022-09).

    >>> from talentgraph.model import Affiliation, Evidence
    >>> a = Affiliation(None, "Kestrel", None, None, "Lecturer", "2019", "2019", None, Evidence(1, "Lecturer, Kestrel, 2019, 2021 and 2024"))
    >>> (lambda x: (x.start, x.end))(through_listed_years(a))
    ('2019', '2024')
    >>> a = Affiliation(None, "Kestrel", None, None, "Analyst", "2019", "2020", None, Evidence(1, "Analyst, Kestrel, 2019–2020, 2022"))
    >>> (lambda x: (x.start, x.end))(through_listed_years(a))
    ('2019', '2022')
    >>> a = Affiliation(None, "Kestrel", None, None, "Analyst", "2019", "2020", None, Evidence(1, "Analyst, Kestrel, 2019–2020; Tutor, Harrow, 2022"))
    >>> (lambda x: (x.start, x.end))(through_listed_years(a))
    ('2019', '2020')
    """
    if aff.evidence is None or not aff.start:
        return aff
    text = aff.evidence.text
    years = find_date_ranges(text)
    if len(aff.start) != 4:
        span = yearly_span(text, years)  # "Mar – Sep 2021, 2022": those months each year
        first = years[0] if years else None
        if span is None or first is None or (first.start, first.end) != (aff.start, aff.end):
            return aff
        return replace(aff, end=span[1])
    if len(years) < 2 or any(not _plain_years(y.start, y.end) for y in years):
        return aff
    gaps = [text[a.end_pos : b.start_pos] for a, b in pairwise(years)]
    first = years[0]
    if (first.start, first.end or first.start) != (aff.start, aff.end or aff.start):
        return aff
    if not all(_LIST_GAP.fullmatch(g) for g in gaps):
        return aff
    return replace(aff, end=max(y.end or y.start or "" for y in years))


def _plain_years(start: str | None, end: str | None) -> bool:
    """A year or a range of years ("2019", "2019 – 2020"), not months nor an open end."""
    return start is not None and len(start) == 4 and (end is None or len(end) == 4)


_LIST_GAP = re.compile(r"\s*(?:,|;|&|and)\s*")


def _spanning(group: list[Affiliation]) -> Affiliation:
    """The first post of ``group`` dated from the group's earliest start to its latest end: the dates
    of the one part that spans all the others, else years when any part is dated in years or seasons."""
    starts = [a.start for a in group if a.start]
    ends = [d for a in group if (d := a.end or a.start)]
    start = min(starts, key=_date_order)
    end = max(ends, key=_date_order) if ends else None
    whole = [a for a in group if a.start == start and (a.end or a.start) == end]
    if whole:
        return replace(group[0], start=whole[0].start, end=whole[0].end)
    in_years = any(len(d) == 4 for d in [*starts, *ends]) or any(
        a.evidence is not None and _SEASON.search(a.evidence.text) for a in group
    )
    if in_years:
        start, end = start[:4], (end if end in (None, "present") else end[:4])
    return replace(group[0], start=start, end=end)


def _separate_stints(group: list[Affiliation]) -> bool:
    """Posts of one teaching role that read as separate stints, which GUIDE.md keeps apart: a range
    over several years beside another that does not start in the year it ends ("2011 – 2013", "2015 –
    2017"; "2011 – 2015", "2014 – 2016" held at once), or a gap of over a year between such a range and
    a single term ("Fall 2010", "2014 – 2020"). Academic years that follow each other ("2019 – 2020",
    "2020 – 2021") are terms of one post.

    >>> from talentgraph.model import Affiliation
    >>> def ta(start, end):
    ...     return Affiliation(None, "Kestrel University", None, None, "TA", start, end, None, None)
    >>> _separate_stints([ta("2020", "2021"), ta("2019", "2020")]), _separate_stints([ta("2011", "2013"), ta("2015", "2017")])
    (False, True)
    >>> _separate_stints([ta("2011", "2015"), ta("2014", "2016")])
    True
    >>> _separate_stints([ta("2010-09", "2010-12"), ta("2014", "2020")]), _separate_stints([ta("2021", "2021"), ta("2022", "present")])
    (True, False)
    """
    dated = sorted((a for a in group if a.start), key=lambda a: _date_order(a.start or ""))
    latest, long_before = "", False
    for aff in dated:
        start, long_now = (aff.start or "")[:4], _over_years(aff)
        if latest.isdigit() and (long_before or long_now):
            if long_before and long_now:
                apart = start != latest  # "2011 – 2015" beside "2014 – 2016": two posts held at once
            else:
                apart = start.isdigit() and int(start) > int(latest) + 1
            if apart:
                return True
        end = _date_order(aff.end or aff.start or "")[:4]
        if end > latest:
            latest, long_before = end, long_now
        elif not latest:
            latest = end
    return False


def _over_years(aff: Affiliation) -> bool:
    """The post is a range over more than one year ("2011 – 2015"), not a term, course or single year:
    two such posts of one role are two stints, which GUIDE.md keeps apart."""
    return bool(aff.start and aff.end and aff.end[:4] > aff.start[:4])


def _date_order(date: str) -> str:
    return "9999" if date == "present" else date


#: a faculty post's title: the courses taught while holding it are that post's duties
_FACULTY_ROLE = re.compile(
    r"\b(?:professor|lecturer|reader)\b", re.I
)  # not "faculty": "Faculty of Science" is a unit


def inside_faculty_posts(affiliations: list[Affiliation], teaching_lines: set[int]) -> list[Affiliation]:
    """``affiliations`` without the posts read from a teaching list (their evidence on ``teaching_lines``)
    that fall within a faculty post at the same organisation listed elsewhere: a professor's own courses
    ("Instructor, Optics, Kestrel University, 2021" beside "Assistant Professor, Kestrel University,
    2019–present") are that post's duties, not a post of their own (GUIDE.md, teaching posts).

    >>> from talentgraph.model import Affiliation, Evidence
    >>> def post(role, start, end, line):
    ...     return Affiliation(None, "Kestrel University", None, None, role, start, end, None, Evidence(line, ""))
    >>> posts = [post("Assistant Professor", "2019", "present", 3), post("Instructor", "2021", "2021", 9),
    ...          post("Teaching Assistant", "2014", "2015", 10)]
    >>> [(x.role, x.start) for x in inside_faculty_posts(posts, {9, 10})]
    [('Assistant Professor', '2019'), ('Teaching Assistant', '2014')]
    """

    def org(aff: Affiliation) -> str:
        return (aff.org or aff.org_text or "").casefold()

    def taught(aff: Affiliation) -> bool:
        return aff.evidence is not None and aff.evidence.line in teaching_lines

    faculty = [
        a for a in affiliations if a.role and _FACULTY_ROLE.search(a.role) and org(a) and not taught(a)
    ]
    return [
        a for a in affiliations if not (taught(a) and any(_within(a, f) for f in faculty if org(f) == org(a)))
    ]


def _within(aff: Affiliation, post: Affiliation) -> bool:
    """``aff`` starts while ``post`` is held (an unknown start of ``post`` is no bound, an unknown end
    or "present" none either)."""
    begun = (aff.start or "")[:4]
    if not begun.isdigit():
        return False
    first, last = (post.start or "")[:4], (post.end or "")[:4]
    if not first.isdigit() and not last.isdigit() and post.end != "present":
        return False
    return (not first.isdigit() or first <= begun) and (not last.isdigit() or begun <= last)
