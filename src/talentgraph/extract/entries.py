"""Positions, education and projects: entries anchored on date ranges, then field assignment.

In each section that can hold entries, a line with a date range is an *anchor*. Short header lines
just before it (title, organisation) and just after it (unit, location) belong to the same entry;
bullets and prose after it are its body, where short titles followed by bullets are projects.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.gazetteers import OrgGazetteer
>>> lines = split_lines(["Experience", "ACME Labs, Robotics Team", "Research Intern", "Jun 2019 – Aug 2019 Boston, MA"])
>>> entries = segment(lines)
>>> [e.anchor.no for e in entries], [ln.no for ln in entries[0].head]
([4], [2, 3])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..gazetteers import OrgGazetteer
from ..model import Evidence, Profile
from .dates import DateRange, find_date_ranges, parse_date
from .layout import parent_line
from .sections import Line

__all__ = [
    "Entry",
    "anchor_range",
    "enclosing_org",
    "is_course",
    "more_ranges",
    "reads_as_clause",
    "residual_fields",
    "runs_on",
    "segment",
]

ENTRY_KINDS = frozenset({None, "experience", "education", "projects", "teaching", "about"})
_LABEL = re.compile(r"^\s*(?:[A-Z][\w/&' -]{1,28}):\s")
_DETAIL = re.compile(
    r"^(?:supervised|advised|advisor|adviser|mentor|mentors|gpa|thesis|dissertation|keywords|research areas"
    r"|courses|coursework|grade|rank|ranking|honou?rs|minor|major|collaborat)",
    re.I,
)
# "… Co., Ltd." and "…, Madison, WI." end a name or an address, not a sentence
_ABBREV_END = re.compile(r"(?:(?:^|[\s,])[A-Z][a-z]{0,3}|,\s*[A-Z]{2})\.$")
_URL_ONLY = re.compile(r"^\S*(?:https?://|www\.)\S*$")


@dataclass
class Entry:
    """Lines of one entry: ``head`` (before the anchor), the ``anchor`` line, ``tail``, ``body``."""

    kind: str | None
    anchor: Line
    dates: DateRange
    head: list[Line] = field(default_factory=list)
    tail: list[Line] = field(default_factory=list)
    body: list[Line] = field(default_factory=list)
    prose: bool = False
    parent: Line | None = None  # the undated bullet a nested dated bullet hangs under ("- **Org**")

    @property
    def heads(self) -> list[Line]:
        """Header lines, the nested-bullet parent first."""
        return [self.parent, *self.head] if self.parent is not None else self.head

    def evidence(self) -> Evidence:
        return Evidence(self.anchor.no, self.anchor.raw.strip())


def _words(line: Line) -> int:
    return len(line.text.split())


_EXPECTED = re.compile(r"(?<=[|,(])\s*(?:expected|anticipated|estimated|est\.|exp\.)\s*:?$", re.I)
_DETAIL_AFTER = re.compile(r"^\.\s+[A-Z][\w ]{0,25}:\s")


def anchor_range(line: Line, kind: str | None) -> DateRange | None:
    """The date range that makes ``line`` an entry anchor, or None."""
    if line.heading or line.skip or not line.text:
        return None
    ranges = find_date_ranges(line.text)
    if not ranges:
        return None
    chosen = next((r for r in ranges if r.is_range), ranges[0])
    if re.match(r"^\s*(?:[-*•]\s*)?\[\d{1,3}\]", line.raw):
        return None  # a numbered citation, not an entry
    before = line.text[: chosen.start_pos].strip()
    before = _EXPECTED.sub("", before).rstrip()  # "| Expected Spring 2024 |": the word qualifies the date
    after = re.sub(r"^\.\s*(?=[|·])", "", line.text[chosen.end_pos :].strip())  # "1993. | Thesis: …"
    whole_segment = (not before or before.endswith(("|", ",", "(", "[", "·", "."))) and (
        not after
        or after.startswith(("|", ",", ")", "]", "·"))
        or bool(_DETAIL_AFTER.match(after))  # "…, Kestrel University, 2012. Thesis title: …"
        or (not before and after.startswith((":", "—", "–")))  # "2019–2020: Role, Org, …" leads with its date
        or len(after.split()) <= 3
    )
    words = _words(line)
    if kind in {None, "about"} and _running_text(line, before):
        return None
    if kind in {None, "about"} and not chosen.is_range:
        from .fields import has_role

        # "Org, Role, 2012" outside any section: a field list ending in a year is still an entry
        # "Role, Org, City (summer 2013)" too
        # "Role - Org    Sept 2018": a right-hand date column (the gap became "|") lists it too
        listed = before.endswith((",", "|", "·")) or (before.endswith("(") and after == ")")
        limit = 14 if before.endswith("|") else 10
        # "Ph.D. in Economics · Kestrel University · 2025", "2016: Ph.D. in Economics, Kestrel
        # University": a study's fields, led by its degree, before or after its year
        study = words <= 16 and (
            (whole_segment and after in {"", ")"} and listed and _degree_led_fields(before))
            or (not before and after[:1] in {":", "–", "—"} and _degree_led_fields(after[1:]))
        )
        if not (
            study or (whole_segment and after in {"", ")"} and listed and words <= limit and has_role(before))
        ):
            return None
    # "Since Sep 2016 Assistant Professor for X at the Department of Y at Kestrel University": a range
    # that leads its line may head a long row, as long as the row is one clause, not prose
    led = not before and chosen.is_range and words <= 28 and not re.search(r"[a-z)]\.\s+[A-Z]", after)
    if words > 16 and not whole_segment and not led:
        return None
    wrapped = (
        not line.bullet and line.text[:1].islower()
    )  # "screenplays (Tide Meeting 2024).": a bullet wrapped
    if kind == "projects" and not chosen.is_range and not whole_segment and (words > 8 or wrapped) and after:
        return None  # "… released with the 2024 paper.": a year inside a project's description
    if words > 45 and before and not date_cell(line, chosen) and _cut_sentences(line, chosen) is line:
        return None
    return chosen


def date_cell(line: Line, dates: DateRange) -> bool:
    """The dates fill a cell of a table row of their own ("| 2019 – 2021 | Role | Org | what I did …"):
    the row is an entry's fields, however long its description cells.

    >>> from talentgraph.extract.dates import find_date_ranges
    >>> row = Line(1, "", "| 2019 – 2021 | Engineer | Hooli | I built the widget pipeline for years |")
    >>> date_cell(row, find_date_ranges(row.text)[0])
    True
    >>> ln = Line(1, "", "In 2019 I built the widget pipeline at Hooli")
    >>> date_cell(ln, find_date_ranges(ln.text)[0])
    False
    """
    before, after = line.text[: dates.start_pos].rstrip(), line.text[dates.end_pos :].lstrip()
    return line.text.startswith("|") and before.endswith("|") and (not after or after.startswith("|"))


def _degree_led_fields(text: str) -> bool:
    """Fields whose first one is a degree with no more than its field of study ("Ph.D. in Economics ·
    Kestrel University ·", "M.Sc., Physics, Kestrel University,"), a bracketed aside left out.

    >>> _degree_led_fields("Ph.D. (Hons) in Economics · Kestrel University ·"), _degree_led_fields("Taught the MSc course,")
    (True, False)
    """
    from .fields import degree_first_field

    return degree_first_field(re.sub(r"\([^()]*\)", " ", text))


_IN_TIME = re.compile(r"\b(?:in|during)\s*$", re.I)


def _running_text(line: Line, before: str) -> bool:
    """Outside known sections, a date inside a sentence ("… for the Optics course in Semester-II in
    2014-15 and") or on a line wrapped from one ("years 2014-15, 2015-16 and …") starts no entry.

    >>> _running_text(Line(1, "", "TA for the Optics course in Semester-II in 2014-15 and"), "TA for the Optics course in Semester-II in")
    True
    >>> _running_text(Line(1, "", "years 2014-15, 2015-16"), "years"), _running_text(Line(1, "", "Intern at Hooli in 2019"), "Intern at Hooli in")
    (True, False)
    """
    if _IN_TIME.search(before) and len(before.split()) >= 6:
        return True
    if len(before.split()) >= 8 and re.search(r"[a-z)]\.\s+[A-Z]", before):
        return True  # "Currently, I am … at X. Before that, I was a postdoc at Y (2017-2019). I …": prose
    first = before.split()[0] if before.split() else ""
    return not line.bullet and first.islower() and first not in {"since", "from", "until", "till"}


def _detail_year(line: Line, dates: DateRange, above: DateRange, wraps_bullet: bool = False) -> bool:
    """A bullet (or a line wrapped from a description) whose one year falls inside the range of the
    (unbulleted) entry above is a detail of that entry ("• BEng in X, 2020 Excellent Thesis" under "2016.09 – 2020.06 Kestrel University").

    >>> from .dates import find_date_ranges
    >>> above = find_date_ranges("2016.09 – 2020.06")[0]
    >>> bullet = Line(3, "", "BEng in Mechanics, 2020 Excellent Thesis", bullet=True)
    >>> _detail_year(bullet, find_date_ranges(bullet.text)[0], above)
    True
    >>> _detail_year(Line(3, "", "the Hooli Ideas Challenge 2017. Thesis: X"), find_date_ranges("2017")[0], above)
    True
    >>> wrapped = Line(4, "", "Learning (Best Paper at the 2020 Tide Meeting)")  # "• … Machine" above it
    >>> _detail_year(wrapped, find_date_ranges(wrapped.text)[0], above), _detail_year(wrapped, find_date_ranges(wrapped.text)[0], above, True)
    (False, True)
    >>> row = Line(4, "", "Engineer, Hooli, 2020")  # a row of its own under the bullet, its year at the end
    >>> _detail_year(row, find_date_ranges(row.text)[0], above, True)
    False
    >>> later = Line(4, "", "Intern, Hooli, 2021", bullet=True)
    >>> _detail_year(later, find_date_ranges(later.text)[0], above)
    False
    """
    # "the Ideas Challenge 2001. Thesis: …" continues a description; so does the next line of a bullet
    # when its year stands inside its words ("Learning (Best Paper at the 2020 Meeting)"), not at its end
    inside = wraps_bullet and bool(re.search(r"[^\W\d_]", line.text[dates.end_pos :]))
    wrapped = line.text[:1].islower() or inside
    if not (line.bullet or wrapped) or dates.is_range or not dates.start or not above.start or not above.end:
        return False
    end = "9999" if above.end == "present" else above.end
    return above.start[:4] <= dates.start[:4] <= end[:4]


# "I" before a field's end is a grade's numeral ("Engineer I | Kestrel Labs"), not the pronoun
_PRONOUN = re.compile(r"\b(?:I(?!\s*(?:[|,;)]|$))|I['’]m|I['’]ve|my|we|our|he|she|his|her|they|their)\b")
_NAME_GLUE = frozenset(
    {"of", "and", "the", "for", "in", "at", "on", "&", "de", "du", "des", "la", "le", "und", "für"}
)


def _sentence_like(text: str) -> bool:
    """More than 12 words, many of them lower-case: a sentence, not a list of capitalised fields.

    >>> _sentence_like(": Security Analyst, Kestrel International, Inc., U.S. Department of Things, Washington, DC")
    False
    >>> _sentence_like(": I joined the lab to build a simulator for the new detector and wrote its manual")
    True
    >>> _sentence_like("| Application Scientist I | Kestrel National Laboratory for Widget Research (KNLWR) |")
    False
    """
    words = text.split()
    if len(words) <= 12:
        return False
    if _PRONOUN.search(text) or re.search(r"[a-z)]\.\s+[A-Z]", text):
        return True  # "2020 - now | I am a PhD student at X majoring in Y.", "… at X. Supervisor: Y"
    lower = [w for w in words if w[:1].islower() and w not in _NAME_GLUE]
    return len(lower) >= 0.3 * len(words)


# "I was", "I worked", "I'm": the owner speaking, so the line is a sentence whatever its length
_I_VERB = re.compile(
    r"(?:^|[\s,;(])I(?:['’]m|\s+(?:also\s+|then\s+|later\s+)?(?:am|was|worked|joined|served|held|moved|became))\b"
)


def _first_person(text: str) -> bool:
    """An anchor line that is a first-person clause ("From 2016 to 2018, I was a …").

    >>> _first_person("I was a postdoc (2019–2021) at Hooli"), _first_person("Engineer I, Hooli (2019–2021)")
    (True, False)
    """
    return bool(_I_VERB.search(text))


def _undetailed(fields: list[str]) -> list[str]:
    """The fields of a line up to its first labelled detail.

    >>> _undetailed([". ", "Dissertation: a study of how widgets turn", "Adviser: A. Lane"])
    ['. ']
    """
    cut = next((i for i, f in enumerate(fields) if i and _DETAIL.match(f.strip()) and ":" in f), len(fields))
    return fields[:cut]


def reads_as_clause(piece: str) -> bool:
    """A field that is a clause with a pronoun ("Between two jobs I took a long break"), not a name.

    >>> reads_as_clause("Between two jobs I took a long break"), reads_as_clause("Phase I Trial Unit")
    (True, False)
    """
    words = piece.split()
    if len(words) < 5 or not _PRONOUN.search(piece):
        return False
    lower = [w for w in words if w[:1].islower() and w not in _NAME_GLUE]
    return len(lower) >= 0.3 * len(words)


def _subheading(line: Line) -> bool:
    """A Markdown sub-heading that only groups the entries below it ("#### Industry" under
    "### Employment"): a few words, no job title, no "at Org", no fields.

    >>> _subheading(Line(4, "#### Industry", "Industry")), _subheading(Line(4, "### Intern at Meta", "Intern at Meta"))
    (True, False)
    """
    from .fields import has_role

    text = line.text
    return (
        line.raw.lstrip().startswith("#")
        and len(text.split()) <= 3
        and not has_role(text)
        and not re.search(r"\bat\b|@|,|\|", text)
    )


def _headlike(line: Line) -> bool:
    """A short line that can head the entry below it; a full stop ends no title, unless it closes an
    abbreviation or a place column ("Kestrel University | Boston, Massachusetts.").

    >>> _headlike(Line(1, "", "Kestrel University | Boston, Massachusetts.")), _headlike(Line(1, "", "I taught there."))
    (True, False)
    """
    first = line.text.split(" | ")[0]  # a PDF row's place column ("… Branch | Atlanta, USA") is no title
    return (
        not line.bullet
        and len(first.split()) <= 14
        and _words(line) <= 20
        and not _DETAIL.match(line.text)
        and not _URL_ONLY.match(line.text)
        and (not line.text.endswith(".") or bool(_ABBREV_END.search(line.text)) or _place_column(line.text))
    )


def _place_column(text: str) -> bool:
    """The last column of a row is a place ("Hooli Institute | Austin, Texas.")."""
    from .fields import is_location

    columns = text.rstrip(".").split(" | ")
    return len(columns) > 1 and is_location(columns[-1].strip())


def _taillike(line: Line, nxt: Line | None, anchor: Line, headless: bool = False) -> bool:
    if runs_on(anchor, line):
        return True  # "…, University of" / "Iowa, USA.": the anchor's fields wrapped at the page's edge
    if anchor.bullet and not line.bullet and line.indent > anchor.indent:
        return True
    if (
        anchor.bullet
        and line.bullet
        and line.indent > anchor.indent
        and (
            _words(line) <= 8
            or (_words(line) <= 16 and line.no == anchor.no + 1 and _names_post(line, anchor))
        )
        and (not line.text.endswith(".") or bool(_ABBREV_END.search(line.text)) or _name_stop(line))
        and not _LABEL.match(line.text)
        and not _DETAIL.match(line.text)
    ):
        return True  # "* Fall 2015: Research Assistant" / "  * Kestrel University": the nested field line
    if (
        line.bullet
        and not anchor.bullet
        and line.no == anchor.no + 1
        and _words(line) <= 12
        and _role_only(anchor)
        and _names_post(line, anchor)
    ):
        return True  # "### 2018 – 2021: Postdoc" / "* Kestrel University, Eastland": the bullet names where
    if headless and line.bullet and not anchor.bullet and line.no == anchor.no + 1 and _dates_only(anchor):
        return True  # "**2015–2018**" / "• B.S. in X, Kestrel University": the fields of a headless line of dates
    if line.bullet and not (anchor.bullet and line.indent > anchor.indent and _words(line) <= 10):
        return False
    if _URL_ONLY.match(line.text) or _words(line) > 30 or line.text.startswith("["):
        return False
    if _words(line) > 12 and line.text.endswith("."):
        return False
    if nxt is not None and nxt.bullet and _words(line) <= 10 and not _LABEL.match(line.text):
        # "Org, City" and a PDF row of columns ("Intern | Remote") keep, a title does not
        listed = "," in line.text or " | " in line.text
        return (listed or _names_org(line.text)) and not line.text.endswith(".")
    return True


def _name_stop(line: Line) -> bool:
    """A short line that is a name with a full stop after it ("Kestrel University."), no sentence.

    >>> _name_stop(Line(2, "  * Kestrel University.", "Kestrel University.")), _name_stop(Line(2, "", "Taught tides."))
    (True, False)
    """
    return _words(line) <= 6 and _names_org(line.text.rstrip(". "))


def _role_only(line: Line) -> bool:
    """A dated line whose one field is a role that names no place of work ("2018 – 2021: Postdoc in
    Tides"); the organisation must then be on the line under it.

    >>> _role_only(Line(1, "", "2018 – 2021: Postdoc in Tides")), _role_only(Line(1, "", "2019: Postdoc at Kestrel"))
    (True, False)
    """
    from .fields import has_role

    found = find_date_ranges(line.text)
    fields = residual_fields(line, found[0]) if found else []
    return (
        len(fields) == 1
        and has_role(fields[0])
        and not re.search(r"[,@|]|\s(?:at|with)\s", fields[0])
        and not _names_org(fields[0])
    )


def _names_post(line: Line, anchor: Line) -> bool:
    """A long line nested right under ``anchor`` is its field line when the line's first field is a
    name as a whole: an organisation ("Centre for X, Kestrel University, Region") or, under a bullet
    that holds only its dates, a role ("PhD student and Graduate Teaching Assistant, Kestrel
    University"). A sentence that opens with a name ("Kestrel University built a tide gauge
    network") is the entry's detail: its lower-case words are neither glue nor role words.

    >>> a = Line(1, "* 2016:", "2016:")
    >>> _names_post(Line(2, "  * ", "Centre for Tides and Waves, Kestrel University, Eastland"), a)
    True
    >>> _names_post(Line(2, "  * ", "Kestrel University Tide Centre built a tide gauge network"), a)
    False
    >>> _names_post(Line(2, "  * ", "PhD student and Teaching Assistant, Kestrel University"), a)
    True
    """
    from .fields import has_role

    first = re.split(r"\s*[,(]", line.text)[0]
    lower = [w for w in first.split() if w[:1].isalpha() and not w[:1].isupper() and w not in _NAME_GLUE]
    if not lower and _names_org(first):
        return True
    return _dates_only(anchor) and has_role(first) and all(has_role(w) for w in lower)


def _dates_only(line: Line) -> bool:
    """A line that holds nothing but its dates ("* August 2015 - December 2022:"): the fields of its
    entry are all on the nested lines, however long the first of them.

    >>> _dates_only(Line(1, "* Aug 2015 - Dec 2022:", "Aug 2015 - Dec 2022:")), _dates_only(Line(1, "", "2015: Tutor"))
    (True, False)
    """
    found = find_date_ranges(line.text)
    if not found:
        return False
    rest = line.text[: found[0].start_pos] + line.text[found[-1].end_pos :]
    return not re.search(r"\w", rest)


_GLUE_END = re.compile(r"\b(?:of|for|and|the|de|du|des|in|at|on|&)$", re.I)


def runs_on(line: Line, nxt: Line) -> bool:
    """``nxt`` continues the fields of ``line``, wrapped at the page's edge: ``line`` stops inside a
    name ("… Gordon Moore Center for" / "Science, Kestrel Trust") or ``nxt`` opens in lower case or
    with the one word that ends a name ("… Department of Geography, Kestrel State" / "University, CA").

    >>> runs_on(Line(1, "", "2019 – 2021 Analyst, Center for"), Line(2, "", "Widgets, Kestrel Trust"))
    True
    >>> runs_on(Line(1, "", "2019 – 2021 Analyst, Kestrel State"), Line(2, "", "University, Boston, MA"))
    True
    >>> runs_on(Line(1, "", "2019 – 2021 Analyst, Kestrel Trust"), Line(2, "", "Built the widget pipeline"))
    False
    """
    from .fields import looks_like_org
    from .layout import field_label

    if nxt.no != line.no + 1 or nxt.bullet or field_label(nxt.text) or re.search(r"[,;|:.)]$", line.text):
        return False
    if _GLUE_END.search(line.text) or nxt.text[:1].islower():
        return not find_date_ranges(nxt.text)
    first = re.split(r",\s*", nxt.text, maxsplit=1)[0]
    last = re.split(r",\s*", line.text)[-1]
    return len(first.split()) == 1 and looks_like_org(f"{last} {first}") and not looks_like_org(last)


def _names_org(text: str) -> bool:
    """A line whose first field is an organisation by its form ("Kestrel University – Vision Lab",
    "Argonne National Laboratory"), so it belongs to the entry above even when bullets follow it.

    >>> _names_org("Kestrel University – Vision Lab"), _names_org("Hooli Labs"), _names_org("Speech Tagger")
    (True, True, False)
    """
    from .fields import looks_like_org

    return looks_like_org(re.split(r"\s+[–—-]\s+", text)[0])


_TERM_WORDS = re.compile(
    r"^(?:(?:fall|spring|summer|winter|autumn|early|late|mid)\b[\s/&,-]*(?:and\s+)?)+(?:semesters?|terms?|quarters?)?$"
    r"|^(?:semesters?|terms?|quarters?)$",
    re.I,
)


def more_ranges(text: str, dates: DateRange) -> list[DateRange]:
    """The further intervals written right after ``dates`` ("2017 - 2019, 2021 - 2024: Role, Org"):
    one post held again later.

    >>> from .dates import find_date_ranges
    >>> t = "Sep 2017 - Jan 2019, Jan 2021 - Jun 2024: Student, Kestrel University"
    >>> [(r.start, r.end) for r in more_ranges(t, find_date_ranges(t)[0])]
    [('2021-01', '2024-06')]
    """
    out: list[DateRange] = []
    last = dates
    for r in find_date_ranges(text):
        if r.start_pos < last.end_pos:
            continue
        if not (
            dates.is_range
            and r.is_range
            and re.fullmatch(r"\s*(?:,|;|&|and)\s*", text[last.end_pos : r.start_pos])
        ):
            break
        out.append(r)
        last = r
    return out


_BRACKETED_GAP = re.compile(r"[\[(]\s*\|\s*[\])]")
_SENTENCE_BEFORE_LABEL = re.compile(r"(?<=[a-z])\.\s+(?=[A-Z][\w ]{0,25}:\s)")


def residual_fields(line: Line, dates: DateRange) -> list[str]:
    """The anchor line's pipe/comma-free pieces once the date itself is cut out; words that only
    qualify the date ("Fall/Spring Semester 2016", "2023 quarter") are no field.

    >>> ln = Line(1, "", "Fall/Spring Semester 2016: Organic Chemistry Tutor")
    >>> from .dates import find_date_ranges
    >>> residual_fields(ln, find_date_ranges(ln.text)[0])
    ['Organic Chemistry Tutor']
    """
    chain = more_ranges(line.text, dates)
    text = line.text[: dates.start_pos] + " | " + line.text[(chain[-1] if chain else dates).end_pos :]
    text = _BRACKETED_GAP.sub("|", text)  # "[ 01/2020 – now ]", "Engineer (2019–2021)"
    text = _SENTENCE_BEFORE_LABEL.sub(" | ", text)  # "…, Univ. of X. Supervisor: Y"
    pieces = [p.strip(" ,;–—-:") for p in text.split("|") if p.strip(" ,;–—-:[]()")]
    return [p for p in pieces if not _TERM_WORDS.match(p)]


def _rich(line: Line, dates: DateRange) -> bool:
    from .fields import split_location

    for part in residual_fields(line, dates):
        if _LABEL.match(part + " ") and ":" in part:
            part = part.split(":", 1)[1]  # "Code: link" is not rich, "Grant: \"A Title\"" is
        rest, _ = split_location(part)
        rest = re.sub(r"\b(?:Project|Details|Doc|Link|Website|Slides|Code|Paper|PDF)\b", "", rest)
        if re.search(r"[A-Za-z]{2,}", rest):
            return True
    return False


_FROM_LINE = re.compile(
    r"^(?:[–—-]\s+)?(?:from|start(?:ed)?|start\s+date|begin|began)\s*:\s*(?P<d>\S.*?)\s*$", re.I
)
_TO_LINE = re.compile(r"^(?:[–—-]\s+)?(?:to|until|till|end(?:ed)?|end\s+date)\s*:\s*(?P<d>\S.*?)\s*$", re.I)


def _lone_date(text: str) -> bool:
    found = find_date_ranges(text)
    return (
        len(found) == 1 and not found[0].is_range and found[0].end_pos - found[0].start_pos >= len(text) - 1
    )


def _wrapped_end(a: Line, b: Line) -> str | None:
    """``a`` + ``b`` when ``b`` only finishes the interval ``a`` left open at its end ("… from May 3rd,
    2014 to June 30th," / "2019"), perhaps closing its bracket ("Tutor (Sep 2014 –" / "Aug 2016)").

    >>> _wrapped_end(Line(1, "", "Tutor, from March 2nd, 2014 to June 30th,"), Line(2, "", "2019"))
    'Tutor, from March 2nd, 2014 to June 30th, 2019'
    >>> _wrapped_end(Line(1, "", "Tutor, Kestrel University (Sep 2014 –"), Line(2, "", "Aug 2016)."))
    'Tutor, Kestrel University (Sep 2014 – Aug 2016).'
    >>> _wrapped_end(Line(1, "", "Tutor, 2014 – 2016"), Line(2, "", "2019")) is None
    True
    """
    if a.skip or b.skip or a.heading or b.heading or b.bullet or b.no != a.no + 1 or len(b.text.split()) > 2:
        return None
    if not re.search(r"(?:\bto|[-–—])\s*(?:[A-Za-z]+\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?)?$", a.text, re.I):
        return None
    joined = f"{a.text} {b.text}"
    found = find_date_ranges(joined)
    last = found[-1] if found else None
    if (
        last is None
        or not last.is_range
        or last.start_pos >= len(a.text)
        or joined[last.end_pos :].strip(" .,;)]")
    ):
        return None
    return joined


def join_stacked(lines: list[Line]) -> list[Line]:
    """A "From: <date>" line right above a "To: <date>" line (or "To: present") states one interval:
    the first line becomes "<date> – <date>", the second is skipped.

    >>> out = join_stacked([Line(4, "", "From: 3 May 2019", bullet=True), Line(5, "", "To: present", bullet=True)])
    >>> out[0].text, out[1].skip
    ('3 May 2019 – present', True)
    """
    out = list(lines)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if (wrapped := _wrapped_end(a, b)) is not None:
            out[i], out[i + 1] = replace(a, text=wrapped), replace(b, skip=True)
            continue
        start, end = _FROM_LINE.match(a.text), _TO_LINE.match(b.text)
        if a.skip or b.skip or a.heading or b.heading or b.no != a.no + 1 or not start or not end:
            continue
        if not _lone_date(start.group("d")) or not (_lone_date(end.group("d")) or parse_date(end.group("d"))):
            continue
        out[i] = replace(a, text=f"{start.group('d')} – {end.group('d')}")
        out[i + 1] = replace(b, skip=True)
    return out


def segment(lines: list[Line]) -> list[Entry]:
    """Split the entry-bearing sections of a document into entries (see the module example)."""
    entries: list[Entry] = []
    section: list[Line] = []
    kind: str | None = None

    def flush() -> None:
        if section and kind in ENTRY_KINDS:
            entries.extend(_segment_section(section, kind))

    headed = False  # lines before any heading: a page titled "Experience" lists posts (sections._page_kind)
    for line in join_stacked(lines):
        if line.heading:
            flush()
            section, kind, headed = [], line.kind, True
            continue
        if line.skip:
            continue
        if not section and not headed and line.kind == "experience":
            kind = line.kind
        section.append(line)
    flush()
    return entries


_SENTENCE_AFTER = re.compile(r"^\s*\)?\.\s+(?=[A-Z])")
_KIND_LABEL = re.compile(r"^([A-Z][A-Za-z ]{1,30}):\s")


def _detail_label(text: str) -> bool:
    """A line led by a label naming a course or thesis ("Undergraduate Courses: Widgets 101 (Fall
    2015)", "Thesis: …"): a detail of the entry above, whatever dates it holds.

    >>> _detail_label("Undergraduate Courses: Widgets 101 (Fall 2015)"), _detail_label("2019: Engineer, Hooli")
    (True, False)
    """
    label = re.match(r"^([A-Za-z][\w'’ ]{1,30}):\s", text)
    words = label.group(1).lower().split() if label else []
    # not "Mentor: A. Lane | 2022 – 2023": a dated line naming whom the post was with anchors its entry
    return any(w in {"course", "courses", "coursework", "thesis", "dissertation"} for w in words)


def _listed_detail(content: list[Line], index: int, above: Line) -> bool:
    """A bullet in a labelled list nested under the entry above ("- Publications from this period:"
    then "  - A paper, Journal (2022)") is a detail of that entry, not an entry of its own.

    >>> lines = [Line(1, "", "2019 - 2021: Engineer, Hooli"), Line(2, "", "Papers:", bullet=True, indent=2),
    ...          Line(3, "", "A paper, Journal (2020)", bullet=True, indent=4)]
    >>> _listed_detail(lines, 2, lines[0]), _listed_detail(lines, 1, lines[0])
    (True, False)
    """
    parent = parent_line(content, index)
    return parent is not None and parent.text.endswith(":") and parent.indent > above.indent


def _cut_sentences(anchor: Line, dates: DateRange) -> Line:
    """A field list whose date closes a sentence, with more sentences after it ("Staff Engineer, Hooli,
    Dublin (2018–2022). My manager let me …"): the anchor is the field list; the rest is no field.

    >>> from talentgraph.extract.dates import find_date_ranges
    >>> ln = Line(1, "", "Engineer, Hooli (2018–2022). I spent two years on the least glamorous table we had.")
    >>> ln.text += " It was fun."
    >>> _cut_sentences(ln, find_date_ranges(ln.text)[0]).text
    'Engineer, Hooli (2018–2022).'
    >>> ln = Line(1, "", "In 2018 I joined Hooli, where I spent two years on the least glamorous table of all.")
    >>> _cut_sentences(ln, find_date_ranges(ln.text)[0]).text == ln.text
    True
    """
    from .fields import has_role

    after = anchor.text[dates.end_pos :]
    before = anchor.text[: dates.start_pos]
    m = _SENTENCE_AFTER.match(after)
    if m is None or len(after.split()) <= 12 or len(before.split()) > 14 or not has_role(before):
        return anchor
    return replace(anchor, text=anchor.text[: dates.end_pos + m.end()].rstrip())


def _titled(anchor: Line, dates: DateRange) -> bool:
    """The anchor opens with its own title: "Name (Org, 2017)", "Name, 2019–2020"."""
    return bool(re.match(r"^[^\W\d][^()|]{0,60}[(,]", anchor.text[: dates.start_pos]))


def _drop_time_label(anchor: Line) -> Line:
    """ "Currently: CTO at X (2022–)" reads as "CTO at X (2022–)"; the label is blanked, not cut, so the
    date's offsets stay valid.

    >>> _drop_time_label(Line(1, "", "Previously: Engineer, Hooli (2019)")).text.strip()
    'Engineer, Hooli (2019)'
    >>> _drop_time_label(Line(1, "", "Employer: Hooli (2019)")).text
    'Employer: Hooli (2019)'
    """
    from .sections import _section_data

    m = _KIND_LABEL.match(anchor.text)
    if m is None or m.group(1).lower() not in _section_data()["time_labels"]:
        return anchor
    return replace(anchor, text=" " * m.end() + anchor.text[m.end() :])


def _labelled_kind(anchor: Line) -> str | None:
    """The entry kind a section label at the start of the line states ("Education: BASc, X, 2014")."""
    from .sections import heading_kind

    m = _KIND_LABEL.match(anchor.text)
    kind = heading_kind(m.group(1)) if m else None
    return kind if kind in {"experience", "education", "projects"} else None


_SUB_MARK = re.compile(r"^[–—-]\s")


def _sub_line(line: Line) -> bool:
    """A dash-led line that only adds a field to an item above ("– Awarded: May 2021").

    >>> _sub_line(Line(2, "", "– Awarded: May 2021")), _sub_line(Line(2, "", "Kestrel University, 2021"))
    (True, False)
    """
    return bool(_SUB_MARK.match(line.text))


def _degree_led(line: Line, dates: DateRange) -> bool:
    """The anchor's fields open with a degree and name no organisation ("2004 | M.A. in Widgetry")."""
    from .fields import leading_degree, looks_like_org

    fields = residual_fields(line, dates)
    m = leading_degree(fields[0]) if fields else None
    if m is None:
        return False
    pieces = [p for f in fields for p in re.split(r",\s*", f)]
    pieces[0] = re.sub(r"^\s*(?:in|of)\s.*", "", pieces[0][m.end() :])  # "M.A. in Widgetry": a field of study
    # "in Policy, Planning, and Administration": the last item of a listed field, not a body
    return not any(looks_like_org(p) for p in pieces if p.strip() and not re.match(r"(?:and|&)\s", p))


def _stacked_degree(above: Entry, anchor: Line, dates: DateRange) -> bool:
    """A degree line right under another degree line of the same school: both open with their degree,
    neither names a place of study, and only the upper one has header lines (the school's).

    >>> from .dates import find_date_ranges
    >>> upper = Line(2, "", "2004 | M.A. in Widgetry")
    >>> above = Entry("education", upper, find_date_ranges(upper.text)[0], head=[Line(1, "", "Kestrel University")])
    >>> lower = Line(3, "", "2008 | Ph.D. in Widgetry")
    >>> _stacked_degree(above, lower, find_date_ranges(lower.text)[0])
    True
    >>> other = Line(3, "", "2008 | Ph.D. in Widgetry, Plover University")
    >>> _stacked_degree(above, other, find_date_ranges(other.text)[0])
    False
    """
    return (
        not anchor.bullet
        and not above.anchor.bullet
        and _degree_led(above.anchor, above.dates)
        and _degree_led(anchor, dates)
    )


def _school_over_degree(
    content: list[Line], gaps: list[int], idx: int, above: Entry, dates: DateRange
) -> bool:
    """An undated school line right over a degree line that names no school heads that degree, even
    where the study above wrote its school on its own dated line ("Kestrel University  2016 – 2022" /
    "Ph.D., Widgetry" / "Plover University" / "B.A. Physics  2013 – 2016").

    >>> from talentgraph.extract.sections import split_lines
    >>> from .dates import find_date_ranges
    >>> lines = split_lines(["Kestrel University | 2016 – 2022", "Ph.D., Widgetry", "Plover University", "B.A. Physics | 2013 – 2016"])
    >>> above = Entry("education", lines[0], find_date_ranges(lines[0].text)[0])
    >>> _school_over_degree(lines, [0, 0, 0, 0], 3, above, find_date_ranges(lines[3].text)[0])
    True
    >>> _school_over_degree(lines[:2] + lines[3:], [0, 0, 0], 2, above, find_date_ranges(lines[3].text)[0])
    False
    """
    from .fields import looks_like_org

    if idx < 1 or gaps[idx] or above.head or above.anchor.bullet or content[idx].bullet:
        return False
    school = content[idx - 1]
    return (
        _headlike(school)
        and looks_like_org(re.split(r",| \| ", school.text)[0])
        and _degree_led(content[idx], dates)
        and not _degree_led(above.anchor, above.dates)
        and anchor_range(school, "education") is None
    )


def _wrapped_item(content: list[Line], gaps: list[int], idx: int, first: int) -> list[int]:
    """When the anchor is a wrapped line of a bullet ("- Ph.D. in Widgets," / "  Kestrel University,"
    / "  received May 2005."), the indices of the item's earlier lines, the bullet first; else [].

    >>> lines = [Line(1, "", "PhD in Widgets,", bullet=True), Line(2, "", "Kestrel University,", indent=2),
    ...          Line(3, "", "received May 2005.", indent=2)]
    >>> _wrapped_item(lines, [0, 0, 0], 2, 0), _wrapped_item(lines[2:], [0], 0, 0)
    ([0, 1], [])
    """
    anchor = content[idx]
    if anchor.bullet or anchor.indent == 0:
        return []
    for j in range(idx - 1, first - 1, -1):
        line = content[j]
        if gaps[j + 1] or line.indent > anchor.indent or (line.indent == anchor.indent and line.bullet):
            return []
        if line.indent < anchor.indent:
            return list(range(j, idx)) if line.bullet else []
    return []


def _dated_sub_bullet(content: list[Line], gaps: list[int], idx: int, first: int) -> list[int]:
    """When the anchor is a sub-bullet holding only the dates, last under an item ("* Engineer" /
    "  * built X." / "  * 2019 - 2021"), the indices of the item's title lines: the short lines
    straight above the item, the item, and its short sub-bullets; else [].

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Hooli", "* Engineer", "  * Built a search engine for the team.", "  * 2019 - 2021"])
    >>> _dated_sub_bullet(lines, [0] * 4, 3, 0)
    [0, 1]
    """
    anchor = content[idx]
    if not anchor.bullet or not anchor.indent or not _dates_only(anchor):
        return []
    item = next((j for j in range(idx - 1, first - 1, -1) if content[j].indent < anchor.indent), None)
    if item is None or not content[item].bullet or any(gaps[item + 1 : idx + 1]):
        return []
    if any(content[j].indent != anchor.indent or _dates_only(content[j]) for j in range(item + 1, idx)):
        return []
    above: list[int] = []
    for j in range(item - 1, first - 1, -1):
        if (
            gaps[j + 1]
            or len(above) == 2
            or not _headlike(content[j])
            or content[j].indent > content[item].indent
        ):
            break
        above.insert(0, j)
    titles = [
        j for j in range(item + 1, idx) if _words(content[j]) <= 8 and not content[j].text.endswith(".")
    ]
    return [*above, item, *titles]


def _dated_below(content: list[Line], gaps: list[int], i: int) -> bool:
    """A sentence sub-bullet that mentions a date, followed by its sibling holding the item's dates
    ("  * Wrote the May 2010 report." / "  * May 2010 - Aug 2010"): a duty, not an entry.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["* Intern", "  * Wrote the May 2010 market report.", "  * May 2010 - Aug 2010"])
    >>> _dated_below(lines, [0] * 3, 1), _dated_below(lines, [0] * 3, 2)
    (True, False)
    """
    line = content[i]
    if not line.bullet or not line.indent or not line.text.endswith(".") or _words(line) < 6:
        return False
    last = i
    while last + 1 < len(content) and not gaps[last + 1] and content[last + 1].bullet:
        if content[last + 1].indent != line.indent:
            break
        last += 1
    return last > i and bool(_dated_sub_bullet(content, gaps, last, 0))


def _wraps_bullet(content: list[Line], gaps: list[int], i: int) -> bool:
    """``content[i]`` is the next visual line of the bullet right above it: no blank line between, not
    itself a list item, and the bullet breaks off mid-sentence (no full stop, no closing colon)."""
    if not i or gaps[i] or content[i].bullet or not content[i - 1].bullet:
        return False
    return not content[i - 1].text.rstrip().endswith((".", "!", "?", ":", ";"))


def group_header(content: list[Line], start: int, idx: int) -> tuple[int | None, bool]:
    """The unbulleted line nearest above the flat bullet at ``idx``, with only bullets between (or
    None), and whether it heads the bullets below it as an organisation's line ("Kestrel Labs,
    Boston" / "• GPA: 3.9" / "• Ph.D., Widgets, 2007").

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Kestrel Labs, Boston", "• GPA: 3.9", "• Ph.D., Widgets, 2007"])
    >>> group_header(lines, 0, 2), group_header(lines[1:], 0, 1)
    ((0, True), (None, False))
    """
    from .fields import looks_like_org

    for j in range(idx - 1, start - 1, -1):
        line = content[j]
        if line.bullet:
            if line.indent:
                return None, False
            continue
        name = re.split(r",| \| ", line.text)[0]
        return j, _headlike(line) and looks_like_org(name)
    return None, False


def _short_title(line: Line) -> bool:
    """A short capitalised line that ends no sentence ("Hooli", "Widget Works"): a title of its own."""
    return line.text[:1].isupper() and _words(line) <= 6 and not line.text.endswith((".", ":", ";", ","))


def head_rhythm(out: list[Entry], heads_of: list[list[int]], anchor: Line) -> int:
    """How many header lines an entry of this section may take: as many as its first entry has, the
    one whose header lines nothing else can claim, when both anchors are alike (both hold fields
    beside their dates, or neither does); unbounded (3) otherwise or when the first has none.

    An entry's header lines are the lines right above its anchor, but under the entry above they may
    be that entry's wrapped details ("Project: a study of widget" / "wear" / "Kestrel Labs" / "Intern
    | 2020"): the first entry of the section ("Hooli" / "Engineer | 2021") says one line is the header.

    >>> from .dates import find_date_ranges
    >>> first_line, line = Line(3, "", "Engineer | 2021"), Line(8, "", "Intern | 2020")
    >>> first = Entry("experience", first_line, find_date_ranges(first_line.text)[0], head=[Line(2, "", "Hooli")])
    >>> head_rhythm([first], [[0]], line), head_rhythm([first], [[0]], Line(8, "", "2019 - 2020.")), head_rhythm([], [], line)
    (1, 3, 3)
    """
    if not out or out[0].anchor.bullet or out[0].prose or not heads_of[0]:
        return 3
    if _dates_only(anchor) != _dates_only(out[0].anchor):
        return 3
    return len(heads_of[0])


def _segment_section(lines: list[Line], kind: str | None) -> list[Entry]:
    content = [ln for ln in lines if ln.text]
    gaps = [0] * len(content)
    for i in range(1, len(content)):
        gaps[i] = content[i].no - content[i - 1].no - 1
    anchors: list[tuple[int, DateRange]] = []
    for i, ln in enumerate(content):
        r = anchor_range(ln, kind)
        if (
            r is not None
            and not (
                anchors
                and not content[anchors[-1][0]].bullet
                and _detail_year(ln, r, anchors[-1][1], _wraps_bullet(content, gaps, i))
            )
            and not (anchors and _listed_detail(content, i, content[anchors[-1][0]]))
            and not (anchors and _detail_label(ln.text))
            and not _dated_below(content, gaps, i)
        ):
            anchors.append((i, r))
    out: list[Entry] = []
    heads_of: list[list[int]] = []
    prev_end = 0  # first index not yet claimed
    group: int | None = None  # the organisation line heading the flat bullets below it
    for k, (idx, dates) in enumerate(anchors):
        anchor = _drop_time_label(_cut_sentences(content[idx], dates))
        # labelled details after the date ("| Dissertation: a study of …") are no sentence about the post
        after = anchor.text[dates.end_pos :]
        # a table row read by its columns is fields, whatever its description cell says
        prose = (
            not anchor.cells
            and not date_cell(anchor, dates)
            and (
                _first_person(anchor.text)
                or (
                    not _DETAIL_AFTER.match(after)
                    and _sentence_like(" | ".join(_undetailed(re.split(r" \| |(?<=[a-z])\. ", after))))
                )
            )
        )
        entry = Entry(_labelled_kind(anchor) or kind, anchor, dates, prose=prose)
        region = list(range(prev_end, idx))
        head: list[int] = []
        wrapped = _wrapped_item(content, gaps, idx, prev_end)
        if not anchor.bullet and not prose and not wrapped:
            for j in reversed(region):
                if len(head) == 3 or not _headlike(content[j]) or anchor_range(content[j], kind):
                    break
                if j and content[j - 1].bullet and not gaps[j] and re.match(r"[a-z]+\s", content[j].text):
                    break  # "• Built a model to assess treatment" / "modalities and outcomes": the bullet, wrapped
                if head and gaps[head[-1]] >= 2:
                    break
                if out and gaps[head[-1] if head else idx] >= 1 and not any(gaps[prev_end : j + 1]):
                    break  # past a blank line, a paragraph that holds the entry above is its tail
                if not head and gaps[idx] >= 2 and _words(anchor) > 0 and kind is None:
                    break
                if not head and gaps[idx] >= 1 and kind == "projects" and _titled(anchor, dates):
                    break  # "Name (Org, 2017)" after a blank line: the lines above are another project
                if (
                    head
                    and len(head) >= head_rhythm(out, heads_of, anchor)
                    and not any(gaps[prev_end : idx + 1])
                    and not runs_on(content[j], content[head[-1]])
                ):
                    break  # the section's first entry has fewer header lines: these are the entry above's
                head.append(j)
        head.reverse()
        head = wrapped or _dated_sub_bullet(content, gaps, idx, prev_end) or head
        top = head[0] if head else idx
        if (
            not wrapped
            and kind == "education"
            and not anchor.bullet
            and top > prev_end
            and not gaps[top]
            and content[top - 1].bullet
            and _words(content[top - 1]) <= 10
            and not content[top - 1].text.endswith(".")
            and all(_sub_line(content[j]) for j in [*head, idx])
        ):
            head.insert(0, top - 1)  # "• Doctor of Philosophy" over "– Date: 2021": the bullet titles them
        if (
            kind == "education"
            and not head
            and out
            and anchors[k - 1][0] == idx - 1
            and not gaps[idx]
            and heads_of[-1]
            and _stacked_degree(out[-1], anchor, dates)
        ):
            head = list(heads_of[-1])  # "Kestrel University" over "2004 | M.A. in X" and "2008 | Ph.D. in X"
        if out:
            prev = out[-1]
            tail: list[int] = []
            prev_idx = anchors[k - 1][0]
            for j in region:
                nxt = content[j + 1] if j + 1 < len(content) else None
                if prev.prose or not _taillike(content[j], nxt, prev.anchor, not prev.head):
                    break
                tail.append(j)
            # a sub-heading over the first entry ("#### Industry") is no sign that fields come first
            heads_first = any(not _subheading(ln) for ln in out[0].head) and not out[0].anchor.bullet
            dates_lead = anchors[0][0] == 0 and not residual_fields(content[0], anchors[0][1])
            if kind == "education" and _school_over_degree(content, gaps, idx, prev, dates):
                head = [idx - 1]
                tail = [j for j in tail if j < idx - 1]
            elif (_rich(anchor, dates) or dates_lead) and not heads_first:
                head = [j for j in head if j not in tail]
            else:
                tail = [j for j in tail if j not in head]
            prev.tail = [content[j] for j in tail]
            first_head = head[0] if head else idx
            prev.body = [content[j] for j in range(prev_idx + 1, first_head) if j not in tail]
        entry.head = [content[j] for j in head]
        parent = parent_line(content, idx) if anchor.bullet else None
        if parent is not None and anchor_range(parent, kind) is None:
            entry.parent = parent
        elif anchor.bullet and not anchor.indent and (k == 0 or group is not None):
            header, heads = group_header(content, prev_end, idx)
            if header is not None and heads:
                group = header
                if out:
                    out[-1].tail = [ln for ln in out[-1].tail if ln is not content[header]]
                    out[-1].body = [ln for ln in out[-1].body if ln is not content[header]]
            elif header is not None and _short_title(content[header]):
                group = None  # "Hooli" over the next bullets: another group, whatever it is
            entry.parent = content[group] if group is not None else None
        else:
            group = None
        out.append(entry)
        heads_of.append(head)
        prev_end = idx + 1
    if out:
        last_idx = anchors[-1][0]
        prev = out[-1]
        tail = []
        for j in range(last_idx + 1, len(content)):
            nxt = content[j + 1] if j + 1 < len(content) else None
            if prev.prose or not _taillike(content[j], nxt, prev.anchor, not prev.head):
                break
            tail.append(j)
        prev.tail = [content[j] for j in tail]
        prev.body = [content[j] for j in range(last_idx + 1, len(content)) if j not in tail]
    return out


def org_hits(orgs: OrgGazetteer, text: str) -> list[tuple[str, str, str, int, int]]:
    """Gazetteer hits in ``text``: (written form, canonical name, id, start, end)."""
    return [(m.text, m.org.name, m.org.id, m.start, m.end) for m in orgs.find(text)]


def enclosing_org(profile: Profile, line_no: int, lines: list[Line]) -> str | None:
    """The organisation of the entry (position, study or project) a line sits in: the last one begun
    at or before it in the same section."""
    starts: list[tuple[int, str | None]] = [
        (a.evidence.line, a.org or a.org_text) for a in profile.affiliations if a.evidence
    ]
    starts += [
        (e.evidence.line, e.institution or e.institution_text) for e in profile.education if e.evidence
    ]
    starts += [(p.evidence.line, p.org) for p in profile.projects if p.evidence and p.org]
    before = [s for s in starts if s[0] <= line_no and s[1]]
    if not before:
        return None
    start, org = max(before, key=lambda s: s[0])
    if any(ln.heading for ln in lines if start < ln.no <= line_no):
        return None
    return org


def is_course(entry: Entry, title: str) -> bool:
    """A course taught or taken ("CSC 485 Computational Linguistics (Fall 2023)") is not a project."""
    return entry.kind == "teaching" or bool(re.match(r"^[A-Z]{2,5}[ -]?\d{2,4}[A-Z]?\b", title))
