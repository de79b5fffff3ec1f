"""Positions and studies stated only in first-person prose.

Paragraphs are joined across wrapped lines and read sentence by sentence, clause by clause:

- "Before joining X in 2021, I spent four years at Y" — X from 2021 (present), Y for the years before;
- "I was a postdoctoral researcher at X (2016–2017)", "… a research intern at X (summer 2014) and at
  Y (summer 2013)", "I interned with a team at X in the summer of 2015" — a job word, "at Org", a date;
- "I did my PhD in F at X (2013–2017)", "I studied F at X", "did an MSc in F at X" — studies.

Only first-person sentences count (what students or colleagues did is not the owner's career), or
the sentences of a third-person bio that opens with the owner's name and goes on with the owner's
pronoun ("Dr. X is an Assistant Professor in the Department of Y at Z … since 2019. Before that, she
was a postdoc at W. She received her PhD in F from V in 2016"). A fact already read from a dated
entry is not repeated.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.gazetteers import OrgGazetteer
>>> from talentgraph.model import Profile
>>> lines = split_lines(["Before joining Initech in 2021, I spent four years at Hooli working on",
...                      "speech. I did my PhD in Informatics at the University of Kent (2013–2017)."])
>>> p = Profile(source="x")
>>> prose_positions(lines, OrgGazetteer([]), p)
>>> [(a.org_text, a.start, a.end) for a in p.affiliations]
[('Initech', '2021', 'present'), ('Hooli', '2017', '2021')]
>>> [(e.institution_text, e.degree, e.field, e.start, e.end) for e in p.education]
[('University of Kent', 'Ph.D.', 'Informatics', '2013', '2017')]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace

from ..gazetteers import OrgGazetteer, org_gazetteer
from ..gazetteers.units import unit_kinds
from ..model import Affiliation, Education, Evidence, Profile
from .dates import DateRange, find_date_ranges
from .fields import (
    ELIDED_WORD,
    NAME_SHORT_FORMS,
    ROMANCE_AND,
    find_degree,
    has_role,
    is_location,
    leading_degree,
    role_words,
)
from .sections import Line

__all__ = ["prose_positions"]

_KINDS = frozenset({None, "about", "experience", "education", "projects", "interests"})
#: the lower-case words that join the capitalised words of one organisation's name ("University of
#: X", "Humboldt-Universität zu Berlin", "Università degli Studi di Y")
# "of the" joins "Department of the Interior", not a unit to its parent ("Department of X of the University of Y")
_OF_THE = r"(?:of|for)\s+the(?!\s+(?:Universit|Institut|College|School|Academy|Cent(?:er|re)|Laborator|Hospital)\w*\b)"
NAME_JOINERS = (
    _OF_THE + r"|of|for|and|de\s+las|de\s+los|de\s+la|degli|della|delle|del|de|di|der|für|zur|zum|zu|&"
)

# "KCW - Center for Widget Research": an acronym, a spaced dash, then the name it stands for
_ACRONYM_DASH = (
    r"(?:[A-Z][A-Z0-9&]{1,9}\s+[-–—]\s+(?=(?:[A-Z][\w'’-]*\s+){0,2}"
    r"(?:Cent(?:er|re)|Institut\w*|Laborator\w*|School|Foundation|Society|Academy)\b))?"
)


def org_name_pattern(joiners: str = NAME_JOINERS) -> str:
    """A capitalised organisation name as one regex group: capitalised words joined by ``joiners`` and
    by particles a capitalised word follows ("Universidad de Chile", "Institut des Y").

    >>> re.match(org_name_pattern(), "Humboldt-Universität zu Berlin, since 2019").group(1)
    'Humboldt-Universität zu Berlin'

    A Romance name goes on over "et de", "des" and an elided article ("de l'", "d'"):

    >>> re.match(org_name_pattern(), "Institut de Chimie et de Physique de l'Ecole Normale, Lyon").group(1)
    "Institut de Chimie et de Physique de l'Ecole Normale"
    >>> re.match(org_name_pattern(), "Institut des Plantes, Lyon").group(1)
    'Institut des Plantes'
    >>> re.match(org_name_pattern(), "KCW - Center for Widget Research, a joint venture").group(1)
    'KCW - Center for Widget Research'

    "of the" and "for the" inside a name join it ("Department of the Interior", "Center for the Study of X"):

    >>> re.match(org_name_pattern(), "Department of the Interior, since 2019").group(1)
    'Department of the Interior'

    The owner's "and I" starts a new clause, no part of the name:

    >>> re.match(org_name_pattern(), "Gull College and I moved on").group(1)
    'Gull College'
    """
    return (
        rf"({_ACRONYM_DASH}(?:[A-ZÀ-ÖØ-Þ0-9][\w&'’.-]*)(?:\s+(?:(?:{joiners})(?![\w'’])(?!\s+I\b)|{ROMANCE_AND}|{ELIDED_WORD}|"
        r"(?:von|van|du|des|da|do|dos|das|y)(?=\s+[A-ZÀ-ÖØ-Þ])|[A-ZÀ-ÖØ-Þ0-9][\w&'’.-]*))*)"
    )


_ORG = org_name_pattern()
_AT = re.compile(rf"\bat\s+(?:the\s+)?{_ORG}")
# a university named with its campus after "at" ("at the University of Kestrel at Lake Marlow"): one name
_AT_CAMPUS = re.compile(
    rf"\bat\s+(?:the\s+)?({_ORG}\s+at\s+[A-Z][\w'’.-]*(?:[\s-]+[A-Z][\w'’.-]*){{0,2}})(?![\w'’-])"
)
_UNIVERSITY_WORD = re.compile(r"\b(?:Universit\w*|College)\b")


def _at_names(text: str, pos: int = 0) -> list[re.Match[str]]:
    """The organisations named after "at" from ``pos`` on, a university's campus kept in its name.

    >>> [m.group(1) for m in _at_names("a postdoc at the University of Kestrel at Lake Marlow, then at Gull Labs")]
    ['University of Kestrel at Lake Marlow', 'Gull Labs']
    """
    found: list[re.Match[str]] = []
    for m in _AT.finditer(text, pos):
        if found and m.start() < found[-1].end():
            continue  # the campus of the name before
        whole = _AT_CAMPUS.match(text, m.start())
        found.append(whole if whole and _UNIVERSITY_WORD.search(whole.group(2)) else m)
    return found


_FROM = re.compile(rf"\b(?:at|from)\s+(?:the\s+)?{_ORG}")
_STUDENTS = re.compile(r"\b(?:students?|alumni|mentees?|advisees?|interns)\b", re.I)
_DURING = re.compile(r"\b(?:during|after|before|throughout)\s+(?:my|his|her|their|the)\s+[\w.]+", re.I)
# studies, not posts ("a PhD researcher" too; "a post-doctoral" or "post doctoral researcher" holds a post)
_STUDENT_ROLE = re.compile(
    r"\b(?:student|candidate|undergraduate|graduate|(?<!-)(?<!post\s)(?:Ph\.?D\.?|doctoral)\s+researcher)\b",
    re.I,
)
_ROLE_WORD = r"(?!(?:for|on|to|at|by|from|in|of|with|within)\s)"  # a word of a job title
# the dot of an initial or of "Sr."/"Jr." inside a unit named after a person ("the J. R. Roe, Sr. School")
_INITIAL_DOT = r"(?<=\b[A-Z])\.(?=\s*[A-Z])|(?<=\b[SJ]r)\.(?=\s)"
_SHORT_TITLE_WORD = r"Sr\."  # "a Sr. Research Scientist" (the dot ends no sentence: see _ABBREVIATION)
# "X is an Assistant Professor (in the Department of Y | in Prof. Z's group) at W": the role, then any
# short phrase naming the unit, then the organisation
_NOW = re.compile(
    rf"(?:\b(?:is|am|has\s+been|holds)|(?<=I)['’]m)\s+(?:currently\s+|now\s+|presently\s+|also\s+)?(?:(?:an?|the)\s+|(?=[A-Z]))"
    rf"((?:{_ROLE_WORD}(?:{_SHORT_TITLE_WORD}|[\w&/-]+),?\s+){{0,6}}?[\w-]+(?:\s+with\s+[Tt]enure)?)(?:\s*\([^()]{{1,60}}\))?"
    rf"(?:\s+(?:in|of|within|with)\s+(?:the\s+)?((?:[^;:.!?]|(?<=Prof)\.|(?<=Dr)\.|{_INITIAL_DOT}){{1,140}}?))?"
    rf"\s*(?:at|with)\s+(?:the\s+)?\[?{_ORG}"  # "at the [X] (url)": a link written apart
)
# "X is a Principal Ecologist in the Coastal Group of Y": the unit, then "of" the organisation (a unit named
# by its kind alone, "the Department of Y", is no unit of an organisation Y)
_NOW_OF = re.compile(
    rf"(?:\b(?:is|am|has\s+been)|(?<=I)['’]m)\s+(?:currently\s+|now\s+|presently\s+)?(?:an?|the)\s+"
    rf"((?:{_ROLE_WORD}[\w&/-]+\s+){{0,5}}?[\w-]+)\s+in\s+the\s+"
    rf"((?:[A-Z][\w&'’-]*\s+(?:(?:and|&|of|for)\s+)?){{1,6}}{unit_kinds('unit_before_of', capitalised=True)})"
    rf"\s+(?:of|at)\s+(?:the\s+)?{_ORG}"
)
# "I am the Director of the X Institute": a post heading the organisation itself
_HEAD_OF = re.compile(
    rf"(?:\b(?:is|am)|(?<=I)['’]m)\s+(?:currently\s+|now\s+|also\s+)?(?:the\s+|an?\s+)?"
    rf"((?:(?:founding|executive|managing|scientific|deputy)\s+)?(?:Director|Head|Dean|(?i:co-?founder|founder)))"
    rf"()\s+of\s+(?:the\s+)?(?!{unit_kinds('not_headed_alone', capitalised=True)}\b){_ORG}(?!\s+at\s)"
)
# the unit slot of a current post running on into a second post at the same place
_SECOND_POST = re.compile(
    rf"\s+and\s+(?:also\s+)?an?\s+((?:{_ROLE_WORD}[\w&/-]+\s+){{0,4}}?[\w-]+)\s+(?:in|of)\s+(?:the\s+)?(.+)$"
)
_TRAILING = re.compile(r"\s+(?:and|&|of|for|at)$")
_AND_ALSO = re.compile(
    rf"^,?\s+and\s+(?:also\s+)?(?:an?|the)\s+((?:{_ROLE_WORD}[\w&/-]+\s+){{0,4}}?[\w-]+)"
    rf"(?:\s+(?:in|of)\s+(?:the\s+)?([^,;.]{{1,80}}?))?\s+(?:at|with)\s+(?:the\s+)?{_ORG}"
)
# "… at the School of X at Y", "… at X, which is part of Y": the first names a unit of the second
_UNIT_NAME = re.compile(rf"\b{unit_kinds('unit_names', capitalised=True)}\b")
_AT_PARENT = re.compile(rf"^\s+at\s+(?:the\s+)?{_ORG}")
_PART_OF = re.compile(
    rf"^\s*(?:\([^)]{{1,20}}\)\s*)?,?\s*(?:which\s+is\s+|that\s+is\s+)?(?:a\s+)?part\s+of\s+(?:the\s+)?{_ORG}"
)
_FIRST = re.compile(r"(?:^|\W)(?:I|I'm|I've|[Mm]y|me)(?=\W)")
_OTHERS = re.compile(r"\b(?:students?|alumni|mentees?|advisees?|he|she|they|his|her|their)\b", re.I)
_BEFORE = re.compile(
    rf"\bBefore\s+joining\s+(?:the\s+)?{_ORG}\s+in\s+(\d{{4}}),\s+I\s+(?:spent|worked)\s+(?:(\w+)\s+years?\s+)?at\s+"
    rf"(?:the\s+)?{_ORG}"
)
_STUDIES_AT = re.compile(r"\b(?:stud(?:y|ies|ied|ying)|degree|graduat\w*|undergraduate)\b", re.I)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "a": 1}
_JOB = re.compile(r"\b(?:intern(?:ed|ing)?|worked|work|joined|postdoc\w*|employed|was an?|served as)\b", re.I)
# lookbehinds (each of fixed width) before "have"/"has": not after a negation or a relative
_NOT_DENIED = "".join(rf"(?<!{w}\s)" for w in ("not", "n't", "n’t", "never", "longer"))
_KIN = ("brother", "sister", "wife", "husband", "partner", "spouse", "father", "mother", "son", "daughter")
_NOT_KIN = "".join(rf"(?<!{w}\s)" for w in _KIN)
# a part of a degree list whose subject is a relative: "…, and my wife has a M.S. from Y"
_KIN_PART = re.compile(rf"^\s*(?:my|her|his|their)\s+(?:{'|'.join(_KIN)})\b", re.I)
_STUDY = re.compile(
    # a degree denied ("I do not hold") or a relative's ("my brother holds", "my wife has"): not the owner's
    rf"\b{_NOT_DENIED}{_NOT_KIN}(?:did|doing|complet(?:ed|ing)|earn(?:ed|ing)|receiv(?:ed|ing)|got|obtain(?:ed|ing)|pursu(?:ed|ing)"
    r"|finish(?:ed|ing)|studied|majored|holds?|gained|attained|graduate(?=\s+(?:in|from)\s)"
    rf"|ha(?:ve|s)(?=\s+an?\s+\S+(?:\s+\([^()]{{1,40}}\))?(?:\s+degree)?\s+(?:in|from)\s))\b(?!\s+with)"
    # "graduated with a B.S. from X", "graduated from X with a B.S.": the degree is said with "with"
    r"|\bgraduated(?=\s+(?:from\s|with\s+(?:an?|my|his|her|their)\s))",
    re.I,
)
# "my M.S. from the X program at Y", "… from the Department of X at Y": the first name is a unit of Y
_UNIT_AT = re.compile(rf"^(?:\s+{unit_kinds('unit_kind_before_at')})?\s*,?\s+at\s+(?:the\s+)?{_ORG}")
# "the Kestrel institute", "the Roe lab": a unit's kind written in lower case after its name
_UNIT_KIND = re.compile(rf"^\s+{unit_kinds('unit_kind_after_name')}\b(?=,)")
_OWN_DEGREE = re.compile(r"\b[Mm]y\s+(\S+)")
_COMMA_PARENT = re.compile(rf",\s+(?:the\s+)?{_ORG}")
# "In 2008-2009, she was …", "Until December 2019, he was …", "Between 2017 and 2022 I was …": a
# clause dated before its verb
_LEAD = re.compile(
    r"^\s*(?:(In|From|During|Between)|(Until|Till|Through))\s+([^,]{4,40}?)"
    r"(?:,\s+(?=\w)|\s+(?=(?-i:I|[Ss]he|[Hh]e|[Tt]hey)\s))",
    re.I,
)
_ROLE = re.compile(
    r"\b(?:as|was|am)\s+(?:an?|the)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:\([^()]{4,30}\)\s+)?at\s", re.I
)
_WORKED_AT = re.compile(
    r"\b(?:previously\s+|also\s+|then\s+)?worked\s+(?:as\s+an?\s+(?:[\w-]+\s+){0,4}?)?at(?=\s)"
)
# "Jane Roe works at X (as a Y)", "She currently works for X": a current post in a bio
_WORKS = re.compile(
    rf"\b(?:currently\s+|now\s+|also\s+)?works\s+(?:as\s+an?\s+((?:[\w-]+\s+){{0,4}}?[\w-]+)\s+)?(?:at|for)\s+"
    rf"(?:the\s+)?{_ORG}"
)
_THEN_ROLE = re.compile(
    r"\b(?:as|was|am)\s+an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+and\s+(?:then\s+|later\s+)an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)"
    r"(?=\s+(?:in|at|of)\s)"
)


# "Ph.D. in Chemistry from X.": a résumé-style sentence with no subject, the owner's studies
_DEGREE_FIRST = re.compile(
    r"^\s*(?:Ph\.?\s?D|D\.?Phil|M\.?Sc?|B\.?Sc?|B\.?A|M\.?A|B\.?Eng|M\.?Eng|MBA)\.?\s+in\s+[A-Z][^.;]{0,80}?\s+from\s"
)
#: a degree written bare after "and" ("… from X in 2019 and B.S. in Physics from Y"): the next study
_DEGREE_WORD = (
    r"(?:Ph\.?\s?D|D\.?Phil|M\.?Sc?|B\.?Sc?|B\.?A|M\.?A|B\.?Eng|M\.?Eng|B\.?Tech|M\.?Tech|M\.?Phil|MBA)\.?"
)
_OWN_ITEM = re.compile(r"I(?:\s+am|['’]m|\s+was)\s+(?:currently\s+|now\s+)?an?\s")


def _paragraphs(lines: list[Line]) -> list[tuple[str, list[tuple[int, int]]]]:
    """Joined paragraphs and, for each, (offset, line number) where each source line starts."""
    out: list[tuple[str, list[tuple[int, int]]]] = []
    text, starts = "", []
    for ln in [*lines, Line(0, "", "")]:
        own = bool(ln.bullet) and _OWN_ITEM.match(ln.text) is not None  # "- I am a PhD student at X."
        usable = ln.text and not ln.heading and not ln.skip and (not ln.bullet or own) and ln.kind in _KINDS
        dated = find_date_ranges(ln.text[:40])
        usable = usable and not (dated and dated[0].start_pos == 0)  # "2016 - 2019 | I …": an entry
        if (usable and len(ln.text.split()) > 3) or (usable and text):
            starts.append((len(text) + (1 if text else 0), ln.no))
            text = f"{text} {ln.text}" if text else ln.text
            continue
        if text:
            out.append((_LINK.sub(lambda m: " " * len(m.group(0)), text), starts))
        text, starts = "", []
    return out


# Markdown link syntax a wrapped line split ("[Kavli" / "Institute](https://…)"): blanked, so the
# offsets that map the paragraph to its lines stay
_LINK = re.compile(r"\[(?=[^\[\]]*\]\()|\]\([^()\s]*\)")


def _line_at(starts: list[tuple[int, int]], pos: int) -> int:
    return max((no for off, no in starts if off <= pos), default=starts[0][1])


_GENERIC = frozenset(
    [
        "the",
        "of",
        "at",
        "for",
        "and",
        "de",
        "university",
        "institute",
        "college",
        "school",
        "national",
        "research",
        # words naming a kind of organisation: "Kestrel AI Labs" is not "Terra AI" nor "Harbor Labs"
        "ai",
        "lab",
        "labs",
        "laboratory",
        "laboratories",
        "group",
        "center",
        "centre",
        "department",
        "inc",
        "company",
        "technologies",
        "technology",
        "sciences",
        "science",
    ]
)


def _key(org: str) -> set[str]:
    return {w for w in re.findall(r"\w+", org.lower()) if w not in _GENERIC}


def _one_name(key: set[str], other: set[str]) -> bool:
    """Whether two names' keys may name one organisation: one holds all the other's words ("Kestrel" and
    "Kestrel University at Lake Hills"); a shared word alone ("Bank of England", "World Bank") is not enough.

    >>> _one_name(_key("Kestrel"), _key("University of Kestrel at Lake Hills"))
    True
    >>> _one_name(_key("Bank of England"), _key("World Bank")), _one_name(_key("IIT Delhi"), _key("IIT Goa"))
    (False, False)
    """
    return bool(key and other) and (key <= other or other <= key)


def _known(
    profile: Profile, org: str, start: str | None, context: str | None = None, posts_only: bool = False
) -> bool:
    """An organisation (with the same start year, when both are known) the profile already holds; with
    ``context`` (where ``org`` is written), another campus of a university system is another place;
    with ``posts_only``, studies there do not count (a postdoc where one took one's PhD is a post)."""
    key = _key(org)
    held = [(a.org_text or a.org or "", a.start, a.evidence) for a in profile.affiliations]
    if not posts_only:
        held += [(e.institution_text or e.institution or "", e.start, e.evidence) for e in profile.education]
    campus = _campus_in(org, context) if context else None
    return any(
        _one_name(key, _key(other))
        and (not start or not begin or begin[:4] == start[:4])
        and not (campus and seen and _campus_in(other, seen.text) not in {None, campus})
        for other, begin, seen in held
    )


def _campus_in(org: str, text: str) -> str | None:
    """The place written after a university's name in ``text``: a campus ("University of California,
    Davis") or a city.

    >>> _campus_in("University of California", "I did my PhD at University of California, Davis.")
    'Davis'
    """
    m = re.search(rf"{re.escape(org)},\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){{0,2}})", text)
    return m.group(1) if m and org.split()[0] in {"University", "Universidad", "Université"} else None


_PLAIN = re.compile(r"[^.!?]+(?:[.!?](?=\s|$)|$)")
_ABBREVIATION = re.compile(
    r"(?:\b(?:Profs?|Drs?|Mr|Mrs|Ms|Mt|Jr|Sr|Inc|Ltd|Co|Corp|vs|e\.g|i\.e|approx|ca|cf|al|No|"
    + "|".join(NAME_SHORT_FORMS)
    + r")|\b[A-Z]|\w\.\w+)\.$"
)


def _sentences(text: str) -> list[tuple[int, str]]:
    """Sentences with their offsets; a title ("Prof."), an initial or a degree ("B.S.") ends none.

    >>> [s for _, s in _sentences("She was advised by Prof. A. Roe, and her B.S. is from Kent. Then X.")]
    ['She was advised by Prof. A. Roe, and her B.S. is from Kent.', 'Then X.']
    """
    out: list[tuple[int, str]] = []
    start = 0
    for m in re.finditer(r"[.!?](?=\s+\S|$)", text):
        if m.group(0) == "." and _ABBREVIATION.search(text[max(start, m.start() - 12) : m.end()]):
            continue
        out.append((start, text[start : m.end()]))
        start = m.end() + (len(text[m.end() :]) - len(text[m.end() :].lstrip()))
    if text[start:].strip():
        out.append((start, text[start:]))
    return out


_TITLE = re.compile(r"(?:Dr|Prof|Professor)(\.?)\s+")
_GIVEN_NAME = re.compile(r"[A-Z][\w.'’-]*\s+")
_BOUNDARY = re.compile(r"\b")
#: a lower-case word after a given name that does not go on to name someone else: "Jane is …",
#: "Jane received …", not "Jane and her student Bo …", "Jane with Bo …"
_LOWER_WORD = re.compile(
    r"\s+(?!(?:and|or|nor|with|of|the|a|an|to|in|at|for|from|by|but|together|plus)\b)[a-z]"
)


def _opens_with_owner(text: str, owner: str) -> bool:
    """``text`` opens with the owner's name, or a title and the surname ("Dr. Roe also leads …"), or the
    given name before a lower-case word that is no conjunction or preposition ("Jane is currently …",
    as a bio on one's own page writes; not "Jane and her former student Bo Hart …").

    The regex ``^(?:(?:Dr|Prof|Professor)\\.?\\s+)?(?:OWNER|[A-Z][\\w.'’-]*\\s+SURNAME|SURNAME)\\b``
    read without compiling one per owner (a compile cost more than the rest of this module's work
    on a document).

    >>> _opens_with_owner("Dr. Roe also leads", "Jane Roe"), _opens_with_owner("Jane Roes is", "Jane Roe")
    (True, False)
    >>> _opens_with_owner("Jane is currently a chemist", "Jane Roe"), _opens_with_owner("Jane Poe is", "Jane Roe")
    (True, False)
    >>> _opens_with_owner("Jane and her student Bo Hart wrote", "Jane Roe")
    False
    """
    surname, given_name = owner.split()[-1], owner.split()[0]
    if given_name != surname and _LOWER_WORD.match(text, len(given_name)) and text.startswith(given_name):
        return True
    title = _TITLE.match(text)  # one way at most: "Dr"/"Prof"/"Professor" then a period or a space
    # where the name may begin: the text's start, or after the title and any number of its spaces
    starts = [0, *range(title.end(1) + 1, title.end() + 1)] if title else [0]
    for start in starts:
        ends = [start + len(name) for name in (owner, surname) if text.startswith(name, start)]
        given = _GIVEN_NAME.match(text, start)
        if given and text.startswith(surname, given.end()):
            ends.append(given.end() + len(surname))
        if any(_BOUNDARY.match(text, end) for end in ends):
            return True
    return False


def _owner_pronoun(paragraph: str, owner: str | None) -> str | None:
    """The pronoun a third-person bio uses for its owner, when ``paragraph`` opens with the owner's name.

    >>> _owner_pronoun("Dr. Jane Roe is a chemist at Kent. She studied at Leeds.", "Jane Roe")
    'she'
    >>> _owner_pronoun("Ann Poe is my advisor. She studied at Leeds.", "Jane Roe") is None
    True
    >>> _owner_pronoun("Jane Roe is a chemist at Kent.", "Jane Roe")
    ''

    The name may follow an opening clause: "Prior to joining Kent, Jane was a postdoc at Leeds."

    >>> _owner_pronoun("Prior to joining Kent, Jane was a postdoc. She studied at Leeds.", "Jane Roe")
    'she'
    """
    if not owner:
        return None
    lead = _LEAD_CLAUSE.match(paragraph)
    opens = _opens_with_owner(paragraph, owner) or bool(
        lead and _opens_with_owner(paragraph[lead.end() :], owner)
    )
    if not opens or _FIRST.search(paragraph.split(". ")[0]):
        return None
    m = re.search(r"\b(she|he|they)\b", paragraph, re.I)
    return m.group(1).lower() if m else ""  # no pronoun: only the opening sentence speaks of the owner


# "Kartik is a PhD candidate at X. He …" opening a page that states no full name: a bio of its owner
_GIVEN_NAME_BIO = re.compile(r"([A-Z][a-z]{2,})\s+is\s+(?:currently\s+|now\s+)?(?:an?|the)\s")


def _bio_given_name(paragraph: str) -> str | None:
    """The given name a page's first paragraph opens a third-person bio with, when the page names no owner.

    >>> _bio_given_name("Kartik is a PhD Candidate at Kestrel University. He works on robots.")
    'Kartik'
    >>> _bio_given_name("Python is a language."), _bio_given_name("The Lab is a group at X.")
    (None, None)
    """
    m = _GIVEN_NAME_BIO.match(paragraph)
    if m is None or not re.search(
        r"\b(?:[Hh]e|[Ss]he|[Tt]hey|[Hh]is|[Hh]er|[Tt]heir)\b", paragraph[m.end() :]
    ):
        return None
    return m.group(1) if m.group(1).lower() not in role_words("name_stop_words") | {"here", "there"} else None


#: an opening adverbial clause before a sentence's subject: "Prior to starting at X, ", "In 2017, "
_LEAD_CLAUSE = re.compile(
    r"^(?:After|Before|Prior to|Since|Following|In|From|During|Upon|On|Until)\b(?:[^,.;:()]|\([^()]{0,80}\)){1,100},\s+"
)


def _goes_on(paragraph: str, pronoun: str) -> bool:
    """The paragraph's first sentence has the owner's pronoun of the bio paragraph above as its subject,
    at its start or after an opening clause ("After the MPhil, he joined …"): the bio goes on.

    >>> _goes_on("After completing the MPhil, he joined X in 2021.", "he"), _goes_on("His advisor, Bo, is at X.", "he")
    (True, False)
    """
    lead = _LEAD_CLAUSE.match(paragraph)
    rest = paragraph[lead.end() :] if lead else paragraph
    return bool(pronoun) and re.match(rf"{pronoun}\s+[a-z]", rest, re.I) is not None


def owner_paragraphs(
    lines: list[Line], owner: str | None
) -> Iterator[tuple[str, list[tuple[int, int]], str | None, str | None]]:
    """Each paragraph of ``lines`` as ``(text, starts, pronoun, owner)``: ``pronoun`` is the owner's in a
    third-person bio of the owner ("" when the bio uses none, None for any other paragraph), also in a
    paragraph that goes on the bio above ("After the MPhil, he joined …"); ``owner`` is the given name a
    first paragraph's bio introduces when the page names no owner ("Kartik is a PhD candidate at X. He …").

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Jane Roe is a chemist at Kent. She studies ice.", "", "After 2019, she moved to Oslo.", "", "Bo Lane writes books about rivers in Oslo."])
    >>> [(pronoun, owner) for _, _, pronoun, owner in owner_paragraphs(lines, "Jane Roe")]
    [('she', 'Jane Roe'), ('she', 'Jane Roe'), (None, 'Jane Roe')]
    """
    above: str | None = None  # the owner's pronoun in the bio paragraph above
    for index, (text, starts) in enumerate(_paragraphs(lines)):
        if owner is None and index == 0:
            owner = _bio_given_name(text)
        pronoun = _owner_pronoun(text, owner)
        if pronoun is None and above and _goes_on(text, above):
            pronoun = above
        above = pronoun
        yield text, starts, pronoun, owner


def prose_positions(lines: list[Line], orgs: OrgGazetteer, profile: Profile) -> None:
    """Add the positions and studies that first-person prose, or a third-person bio of the owner,
    states (see the module example)."""
    about = {ln.no for ln in lines if ln.kind in (None, "about")}
    appointments: list[Affiliation] = []
    for text, starts, pronoun, owner in owner_paragraphs(lines, profile.person.name):
        split = _sentences(text)
        for offset, sentence in split:
            if pronoun is not None:
                if _STUDENTS.search(_OWN_STUDIES.sub("", sentence)):
                    continue
                if offset > 0 and not (
                    (pronoun and re.search(rf"\b{pronoun}\b", sentence, re.I))
                    or _opens_with_owner(sentence, owner or "")
                ):
                    continue
            elif (not _FIRST.search(sentence) or _OTHERS.search(sentence)) and not _DEGREE_FIRST.match(
                sentence
            ):
                # (not an entry's description under its title; not a first-person sentence about others)
                if offset == 0 and starts[0][1] in about and not _FIRST.search(sentence):
                    _headline(sentence, _quoting(sentence, offset, starts), profile)
                continue
            written, held = sentence, (len(profile.affiliations), len(profile.education))
            sentence = at_owned_units(_APPOSITION.sub(lambda m: m.group(1) + " " * len(m.group(2)), sentence))
            for start, clause in _clauses(sentence):
                _clause(clause, offset + start, starts, profile, bio=pronoun is not None)
            # (the whole sentence: "…, before moving to X, …, and later Y" is two clauses)
            _moved_to(sentence, _quoting(sentence, offset, starts), profile)
            _future_post(sentence, _quoting(sentence, offset, starts), profile)
            _took_position(sentence, _quoting(sentence, offset, starts), profile)
            if (appointment := _appointment_in(sentence, _quoting(sentence, offset, starts))) is not None:
                appointments.append(appointment)
            if sentence != written:
                quote_written(profile, held, written)
            owner_units(profile, held)
    _add_appointments(appointments, profile)
    _listed_after_lead_in(lines, profile)


# a first-person line a list completes: "I am also:", "I have also worked as a:", "She was:"
_LEAD_IN = re.compile(
    r"\b(?:I|[Ss]he|[Hh]e)\s+(?:am|is|was|have|has|had)(?:\s+(?:also|previously|currently|been|worked|served|as|an?))*"
    r"\s*:\s*$"
)
_PAST = re.compile(r"\b(?:was|have|has|had|previously)\b")


def _listed_after_lead_in(lines: list[Line], profile: Profile) -> None:
    """The posts of the list items that complete a first-person lead-in ("I am also:" then "- Affiliated
    researcher at X", "- Senior Analyst at Y, part of Z"): current after "I am", former after "I have
    worked as a"; a bracketed note in the title ("Research assistant (Part-time)") is passed over.

    >>> p = Profile("about.md")
    >>> _listed_after_lead_in([Line(1, "", "I have also worked as a:"), Line(2, "", "Analyst at the Gull "
    ...     "Tide Agency, part of the Gull Ministry of Water,", bullet=True), Line(3, "", "Tutor (part-time) at "
    ...     "Kestrel College.", bullet=True), Line(4, "", "Email me.")], p)
    >>> [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations]
    [('Gull Ministry of Water', 'Gull Tide Agency', 'Analyst', None), ('Kestrel College', None, 'Tutor', None)]

    A link's text names the organisation whole:

    >>> raw = "- Fellow at [Wren - Centre for Tides og Waves](https://wren.example)"
    >>> _listed_after_lead_in([Line(1, "", "I am also:"), Line(2, raw, "Fellow at Wren - Centre for Tides og "
    ...     "Waves", bullet=True)], p)
    >>> [(a.org_text, a.end) for a in p.affiliations[2:]]
    [('Wren - Centre for Tides og Waves', 'present')]
    """
    lead: Line | None = None
    for ln in lines:
        if not ln.text:
            continue
        if not ln.bullet:
            lead = ln if _LEAD_IN.search(ln.text) and not ln.heading else None
            continue
        if lead is None:
            continue
        text = re.sub(r"\s*\([^()]{0,40}\)", "", _LINK.sub("", ln.text))
        m = _HEADLINE.match(text)
        if m is None:
            continue
        title, _, unit = m.group(1).partition(" in ")
        org = _TRAILING.sub("", m.group(2).rstrip(".,"))
        linked = re.search(r"\bat\s+(?:the\s+)?\[([^\[\]]{2,120})\]\(", ln.raw)
        if linked and linked.group(1).startswith(org):
            org = linked.group(1).strip()  # "at [Tide Lab - Centre for Waves](…)": the link names it whole
        part = _PART_OF.match(text[m.start(2) + len(org) :])
        if part:  # "Analyst at X, part of Y": X is a unit of Y
            org, unit = _TRAILING.sub("", part.group(1).rstrip(".,")), org
        if not has_role(title) or has_role(org) or _known(profile, org, None, posts_only=True):
            continue
        end = None if _PAST.search(lead.text) else "present"
        unit = re.sub(r"^the\s+", "", unit).strip(" ,") or None
        seen = Evidence(ln.no, ln.text)
        profile.affiliations.append(
            Affiliation(None, org, None, unit, title.strip(" ,"), None, end, None, seen)
        )


# "Research Scientist at X.", "Economist at the X Fund, formerly …": a paragraph opening with the
# owner's title and employer and no subject, as an about page's first line states the current post
_HEADLINE = re.compile(rf"^\s*((?:[\w&/.'’-]+,?\s+){{0,11}}?[\w&/.'’-]+)\s+at\s+(?:the\s+)?\[?{_ORG}")


def _headline(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """The current post of a paragraph's subjectless first sentence: "Research Scientist at Kestrel Labs.",
    "Postdoctoral Fellow in the Roe Lab at Kestrel University." (the unit read apart).

    >>> p = Profile("about.md")
    >>> _headline("Data scientist currently a postdoc at Kestrel Institute of Widgets.", lambda pos: None, p)
    >>> [(a.org_text, a.role, a.end) for a in p.affiliations]
    [('Kestrel Institute of Widgets', 'postdoc', 'present')]
    >>> _headline("I gave a talk at Gull College.", lambda pos: None, p); len(p.affiliations)
    1
    """
    m = _HEADLINE.match(text)
    if m is None:
        return
    title, _, unit = m.group(1).partition(" in ")
    title = re.sub(r"^.*?\b(?:currently|now)\s+(?:an?\s+)?", "", title, flags=re.I)
    words = {w.lower().strip(",.") for w in m.group(1).split()}
    org = _TRAILING.sub("", m.group(2).rstrip(".,"))
    if (
        words & role_words("clause_words")
        or not has_role(title)
        or has_role(org)
        or not _another_post(profile, org, title.strip(" ,"), ev(m.start(2)))
    ):
        return
    unit = re.sub(r"^the\s+", "", unit).strip(" ,") or None
    profile.affiliations.append(
        Affiliation(None, org, None, unit, title.strip(" ,"), None, "present", None, ev(m.start(2)))
    )
    _formerly_list(text, ev, profile, title.strip(" ,"))


def _another_post(profile: Profile, org: str, role: str, seen: Evidence) -> bool:
    """Whether a headline's post at ``org`` is not one the profile holds: no post there yet, or the
    headline opens the document above every post there and names a role none of them has ("PhD
    candidate at Kestrel University" over its "Research Assistant, Kestrel University" row).

    >>> p = Profile("cv.md")
    >>> p.affiliations.append(Affiliation(None, "Kestrel University", None, None, "Tutor", "2019", "2021", None, Evidence(9, "")))
    >>> _another_post(p, "Kestrel University", "PhD candidate", Evidence(2, "")), _another_post(p, "Kestrel University", "Tutor", Evidence(2, ""))
    (True, False)
    """
    key, line = _key(org), seen.line if seen is not None else None
    held = [a for a in profile.affiliations if _one_name(key, _key(a.org_text or a.org or ""))]
    if not held:
        return True
    words = set(re.findall(r"\w+", role.lower()))
    return (
        line is not None
        and all(a.evidence is not None and line < a.evidence.line for a in held)
        and not any(
            a.role and ((other := set(re.findall(r"\w+", a.role.lower()))) <= words or words <= other)
            for a in held
        )
    )


def _quoting(sentence: str, offset: int, starts: list[tuple[int, int]]) -> Callable[[int], Evidence]:
    """The evidence of a fact read at a position of ``sentence``: its line, and the sentence."""
    return lambda pos: Evidence(_line_at(starts, offset + pos), sentence.strip())


# "…; …", "… and was …", "… at X and have been working at Y since 2022", "… and then moved to Y"
# "Jane Roe is a PhD student at X": the owner's own studies, not the owner's students
_OWN_STUDIES = re.compile(
    r"\b(?:is|was|am)\s+(?:currently\s+|now\s+)?an?\s+(?:[\w.-]+\s+){0,3}?student\b", re.I
)
# "She has held positions at X, Y and Z": former posts, one at each
_HELD_POSITIONS = re.compile(
    r"\b(?:held|holds|has\s+held|have\s+held)\s+(?:(?:research|academic|visiting|faculty|postdoctoral|teaching"
    r"|various|several|previous|prior)\s+){0,2}(?:positions|appointments|posts|roles)\s+at\s+([^.;:()]{3,240})"
)
# "I have also worked at X (XU), USA and Y", "spent four years working for X, Y, and Z", "I've taught at X and Y":
# work at each employer of a list (read only when one of its names is an organisation's)
_WORKED_LIST = re.compile(
    r"\b(?:worked|working|taught|teaching)\s+(?:at|for)\s+((?:[^.;:()]|\([^()]{1,30}\)){3,240})"
)
# "… at X (previously A, B, C)", "Economist at X, formerly A and B": former employers listed bare (two or more
# names: one name after "formerly" is more often the employer's former name)
_FORMERLY_LIST = re.compile(r"\b(?:formerly|previously)\s+(?:at\s+)?([^.;:()]{3,240})")
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_ABBREVIATED = re.compile(r"\s*\([^()]{1,30}\)$")
_PERSON_TITLE = re.compile(r"^(?:Dr|Prof|Professor|Mr|Mrs|Ms)\b")
# "She joined X in 2016", "… at X, which she joined in 2018": the start of the post at X
_JOINED_IN = re.compile(
    rf"\b(?:joined\s+(?:the\s+)?{_ORG}(?:\s+as\s+an?\s+(?:[\w-]+\s+){{0,4}}?[\w-]+)?|(?:at|with)\s+(?:the\s+)?{_ORG},?\s+(?:which|where)\s+"
    rf"(?:I|[Ss]he|[Hh]e|[Tt]hey)\s+(?:joined|started|has\s+been|have\s+been))"
    rf"\s+(?:in|since)\s+((?:[A-Z][a-z]+\s+)?\d{{4}})\b"
)


# "I am on leave from X", "she is on sabbatical leave from X": a post the owner still holds at X
_ON_LEAVE = re.compile(
    rf"(?:\b(?:is|am|are|currently)|(?<=I)['’]m)\s+(?:currently\s+|now\s+)?on\s+(?:a\s+)?(?:sabbatical\s+|research\s+)?"
    rf"leave\s+from\s+(?:the\s+|my\s+(?:post|position)\s+at\s+(?:the\s+)?)?{_ORG}"
)


def _on_leave(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I am on leave from X until 2026": a current post at X.

    >>> p = Profile(source="x")
    >>> _on_leave("I am on leave from Kestrel University and work at Hooli", lambda pos: None, p)
    >>> [(a.org_text, a.end) for a in p.affiliations]
    [('Kestrel University', 'present')]
    """
    m = _ON_LEAVE.search(text)
    if m is None:
        return
    org = _TRAILING.sub("", m.group(1).rstrip(".,"))
    if not has_role(org) and not _known(profile, org, None, posts_only=True):
        profile.affiliations.append(
            Affiliation(None, org, None, None, None, None, "present", None, ev(m.start(1)))
        )


# "I also hold appointments in UMIACS and Linguistics at X", "(and) have an adjunct appointment in the
# Department of Y at X": a current post at X in the first-named unit
_APPOINTMENT = re.compile(
    r"\b(?:also\s+)?(?:hold|holds|have|has)\s+(?:also\s+)?(?:an?\s+)?"
    r"((?:adjunct|courtesy|joint|secondary|affiliate|honorary)\s+)?appointments?\s+(?:in|with)\s+(?:the\s+)?"
    rf"([A-Z][^.;:()]{{0,120}}?)\s+at\s+(?:the\s+)?{_ORG}"
)


def _appointment_in(text: str, ev: Callable[[int], Evidence]) -> Affiliation | None:
    """ "I also hold appointments in A and B at X": a current post at X, unit A (GUIDE: several units of
    one role are one post).

    >>> [(a.org_text, a.unit, a.role, a.end) for a in [
    ...     _appointment_in("I also hold appointments in Widget Studies and Physics at Kestrel University", lambda pos: None),
    ...     _appointment_in("and have an adjunct appointment in the Tern Institute at Gull College", lambda pos: None)] if a]
    [('Kestrel University', 'Widget Studies', None, 'present'), ('Gull College', 'Tern Institute', 'adjunct appointment', 'present')]
    """
    m = _APPOINTMENT.search(text)
    if m is None:
        return None
    org = _TRAILING.sub("", m.group(3).rstrip(".,"))
    unit = re.split(r",?\s+and\s+(?:the\s+)?|;", m.group(2))[0].strip(" ,")
    if has_role(org) or not unit:
        return None
    role = f"{m.group(1).strip()} appointment" if m.group(1) else None
    return Affiliation(None, org, None, unit, role, None, "present", None, ev(m.start(3)))


def _add_appointments(found: list[Affiliation], profile: Profile) -> None:
    """Add the posts of ``found`` (read by :func:`_appointment_in`) that the profile lacks: after the other
    readers, so that an undated appointment does not hide a dated earlier post at X ("From 2004 – 2009 I was
    a postdoc at X"); a post at X in the same unit is the same post.

    >>> p = Profile(source="x", affiliations=[Affiliation(None, "Gull College", None, "Tern Institute")])
    >>> _add_appointments([Affiliation(None, "Gull College", None, "Tern Institute", None, None, "present"),
    ...                    Affiliation(None, "Gull College", None, "Physics", None, None, "present")], p)
    >>> [a.unit for a in p.affiliations]
    ['Tern Institute', 'Physics']
    """
    for post in found:
        key = _key(post.org_text or "")
        if not any(
            _one_name(key, _key(a.org_text or a.org or ""))
            and (a.unit or "").casefold() == (post.unit or "").casefold()
            for a in profile.affiliations
        ):
            profile.affiliations.append(post)


def _held_positions(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I have held positions at X, Y and Z": a former post at each.

    >>> p = Profile(source="x")
    >>> _held_positions("She has held positions at Kestrel University and Hooli", lambda pos: None, p)
    >>> [a.org_text for a in p.affiliations]
    ['Kestrel University', 'Hooli']
    """
    m = _HELD_POSITIONS.search(text)
    if m is not None:
        _each_employer(_listed_names(m.group(1)), text, m.start(1), ev, profile)
        return
    m = _WORKED_LIST.search(text)
    names = _listed_names(m.group(1)) if m else []
    if (
        m
        and len(names) > 1
        and any(_is_org(n) for n in names)
        and not any(_PERSON_TITLE.match(n) for n in names)
    ):
        _each_employer(names, text, m.start(1), ev, profile)


def _formerly_list(
    text: str, ev: Callable[[int], Evidence], profile: Profile, role: str | None = None
) -> None:
    """ "I'm a Y at X (previously A, B, C)": a former post at each name of the list, with the role a
    headline gives.

    >>> p = Profile(source="x")
    >>> _formerly_list("Economist at Kestrel Bank, formerly Gull Institute and Hooli.", lambda pos: None, p, "Economist")
    >>> _formerly_list("I work at Initrode (formerly Hooli Labs).", lambda pos: None, p)
    >>> [(a.org_text, a.role) for a in p.affiliations]
    [('Gull Institute', 'Economist'), ('Hooli', 'Economist')]
    """
    m = _FORMERLY_LIST.search(text)
    names = _listed_names(m.group(1)) if m else []
    if (
        m is None
        or len(names) < 2
        or not any(_is_org(n) for n in names)
        or any(_PERSON_TITLE.match(n) for n in names)
    ):
        return
    for org in names:
        if not has_role(org) and not _known(profile, org, None, posts_only=True):
            profile.affiliations.append(
                Affiliation(None, org, None, None, role, None, None, None, ev(text.find(org, m.start(1))))
            )


# "After working as a Y at X, I joined …", "I got into science working as an RA for Ana Roe at X": a former post
# (a current one, "I am now working as …", is read elsewhere)
_WORKING_AS_AT = re.compile(
    rf"(?<!\bam\s)(?<!['’]m\s)(?<!\bis\s)(?<!\bare\s)(?<!ntly\s)(?<!\bnow\s)(?<!been\s)(?<!tarted\s)"
    rf"\bworking\s+as\s+an?\s+((?:{_ROLE_WORD}[\w-]+\s+){{0,4}}?[\w-]+)"
    rf"(?:\s+(?:for|with)\s+(?:(?:Dr|Prof)\.?\s+)?[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,2}})?\s+at\s+(?:the\s+)?{_ORG}"
)

_PRESENT_COPULA = re.compile(r"\b(?:am|is|are)\b|['’]m\b")


def _working_as_at(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "After working as a Y at X, …": a former post at X with the title Y.

    >>> p = Profile(source="x")
    >>> _working_as_at("After working as a research fellow at the Kestrel Institute, I joined Hooli", lambda pos: None, p)
    >>> _working_as_at("I got into science working as an RA for Ana Roe at Gull University", lambda pos: None, p)
    >>> _working_as_at("I am a geologist working as a lecturer at Heron College", lambda pos: None, p)
    >>> [(a.org_text, a.role) for a in p.affiliations]
    [('Kestrel Institute', 'research fellow'), ('Gull University', 'RA')]
    """
    for m in _WORKING_AS_AT.finditer(text):
        if _PRESENT_COPULA.search(text, 0, m.start()):
            continue  # "I am a hydrologist working as a Y at X": the current post
        org, role = _TRAILING.sub("", m.group(2).rstrip(".,")), m.group(1)
        if (
            _is_org(org)
            and has_role(role)
            and not has_role(org)
            and not _known(profile, org, None, posts_only=True)
        ):
            profile.affiliations.append(
                Affiliation(None, org, None, None, role, None, None, None, ev(m.start(2)))
            )


def _listed_names(text: str) -> list[str]:
    """The names a list opens with, until a part that is no name; an abbreviation in brackets dropped and a
    place after a name skipped.

    >>> _listed_names("the University of Kent (UK), USA and Hooli, Canada under a grant")
    ['University of Kent', 'Hooli']
    """
    names: list[str] = []
    for part in _LIST_SPLIT.split(text):
        name = re.fullmatch(rf"(?:the\s+)?{_ORG}", _ABBREVIATED.sub("", part.strip()))
        if name is None:
            break  # the list ends ("… and Hooli, where she …")
        if names and is_location(name.group(1)):
            continue  # "X, USA and Y": the place of the name before
        names.append(_TRAILING.sub("", name.group(1)))
    return names


def _each_employer(
    names: list[str], text: str, pos: int, ev: Callable[[int], Evidence], profile: Profile
) -> None:
    for org in names:
        if not has_role(org) and not _known(profile, org, None):
            profile.affiliations.append(
                Affiliation(None, org, None, None, None, None, None, None, ev(text.find(org, pos)))
            )


# "I then moved to X", "…, before moving to X (Sweden), where I …, and later Y": a post at each
# organisation moved to (not a place: "moved to Germany"; nor where one went to study: "moved to X for my PhD")
_MOVED_TO = re.compile(rf"\b(?:moved|moving|relocated|relocating)\s+to\s+(?:the\s+)?{_ORG}")
_MOVED_ALSO = re.compile(
    rf"\s*(?:\([^()]{{1,30}}\))?(?:,\s+where\s+[^,;]{{1,120}})?,?\s+and\s+(?:later|then|subsequently)\s+"
    rf"(?:to\s+)?(?:the\s+)?{_ORG}"
)
_TO_STUDY = re.compile(
    r"[^,;]{0,40}?\b(?:for\s+(?:my|her|his|their|an?)\s+\S+|to\s+(?:study|pursue|complete|do)\b)"
)
_MOVED_AS = re.compile(r"(?:,\s+where\s+I\s+(?:worked|was|served))?\s+as\s+an?\s")
_ORG_KIND = re.compile(
    r"\b(?:Universit\w*|Institut\w*|College|Laborator\w*|Cent(?:er|re)|School|Hospital|Observatory|Foundation)\b"
)


def _moved_to(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I then moved to X and Y, where I …", "before moving to X, and later Y": an undated post at
    each organisation (a name the gazetteer knows or that says what it is), not at a place.

    >>> p = Profile(source="x")
    >>> _moved_to("I then moved to the University of Kent and Heron Institute, where I studied tides",
    ...           lambda pos: None, p)
    >>> _moved_to("I did my PhD at Leeds, before moving to Kestrel University (Sweden), where I worked on "
    ...           "waves, and later Harbor University (USA)", lambda pos: None, p)
    >>> _moved_to("In 2019 I moved to Germany, and then to the Tide Institute for my PhD", lambda pos: None, p)
    >>> [a.org_text for a in p.affiliations]
    ['University of Kent', 'Heron Institute', 'Kestrel University', 'Harbor University']
    """
    m = _MOVED_TO.search(text)
    if m is None:
        return
    names = [(m.group(1), m.start(1))]
    also = _MOVED_ALSO.match(text, m.end())
    if also:
        names.append((also.group(1), also.start(1)))
    for name, pos in names:
        org = _TRAILING.sub("", name.rstrip(".,"))
        if _TO_STUDY.match(text, pos + len(org)) or _MOVED_AS.match(text, pos + len(org)):
            continue  # (a post named after the organisation, "moved to X as a Y", is read with its title)
        pair = re.fullmatch(r"((?:(?!\b(?:of|for|and)\b).)+?|.+?)\s+and\s+(?:the\s+)?([A-Z].*)", org)
        whole = org_gazetteer().lookup(org) is not None
        parts = (
            [org] if whole or not pair or not all(_is_org(p) for p in pair.groups()) else list(pair.groups())
        )
        for part in parts:
            if _is_org(part) and not has_role(part) and not _known(profile, part, None):
                profile.affiliations.append(
                    Affiliation(None, part, None, None, None, None, None, None, ev(text.find(part, pos)))
                )


# "I will be joining X as a Y in 2025", "I am joining X as a Y", "In Fall 2024 I will be starting as a Y at X":
# a post the owner is about to take up, read as the present post it will be
_FUTURE = re.compile(
    r"\bI(?:\s+will|\s+shall|['’]ll|\s+am|['’]m)\s+(?:soon\s+)?(?:be\s+)?(?:joining|starting|join|start)\s+"
)
_JOINING_AS = re.compile(r"(.{3,200}?),?\s+as\s+(an?\s+.+)$")
_ROLE_END = re.compile(r"\s+(?:in|from|starting|beginning|this|next|on|by|after|where|to)\s|[,.;:!?]|$")


def _future_post(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I will be joining X as an Assistant Professor in Fall 2026": a post at X from the date stated
    (no end), read as "I am an Assistant Professor at X" is; a study ("joining the PhD programme") is none.

    >>> p = Profile(source="x")
    >>> _future_post("I will be joining the Department of Geology at Kestrel University as an Assistant "
    ...              "Professor in Fall 2026", lambda pos: None, p)
    >>> _future_post("This summer, I am joining Tide School, Northfield College, as a Senior Fellow", lambda pos: None, p)
    >>> _future_post("In 2025 I will be starting as a Lecturer at the Hooli Institute", lambda pos: None, p)
    >>> _future_post("I will be joining the PhD program at Gull University as a student", lambda pos: None, p)
    >>> [(a.org_text, a.unit, a.role, a.start, a.end) for a in p.affiliations]  # doctest: +NORMALIZE_WHITESPACE
    [('Kestrel University', 'Department of Geology', 'Assistant Professor', '2026-09', None),
     ('Northfield College', 'Tide School', 'Senior Fellow', None, None),
     ('Hooli Institute', None, 'Lecturer', '2025', None)]
    """
    m = _FUTURE.search(text)
    if m is None:
        return
    rest = text[m.end() :]
    if rest.startswith("as "):
        present = "I am " + rest[3:]  # "starting as a Lecturer at X"
    else:
        joining = _JOINING_AS.match(rest)
        if joining is None:
            return
        where = joining.group(1).strip()
        end = _ROLE_END.search(joining.group(2), 2)
        role = joining.group(2)[: end.start() if end else None]
        role = re.sub(r"[^\w\s&/().-]", "", role)  # "an AI+ Fellow": the words of the title
        unit_first = _UNIT_NAME.match(re.sub(r"^the\s+", "", where))  # "the Department of Y at X"
        present = f"I am {role} {'in' if unit_first else 'at'} {where}"
    dates = [d for d in find_date_ranges(text) if d.start]
    held = len(profile.affiliations)
    _current(present, lambda pos: ev(m.end()), profile)
    for post in profile.affiliations[held:]:
        post.start, post.end = (dates[0].start if dates else None), None


# "I took a postdoc position at X", "in 2013 I started a research position at X", "I held the position of
# Research Scientist at X": a post at X, named by the words before "position" or after "position of"
_TOOK_POSITION = re.compile(
    r"\bI\s+(?:then\s+|later\s+|subsequently\s+)?(?:took|accepted|started|began|held|obtained|secured)\s+(?:up\s+)?"
    r"(?:an?|the)\s+((?:[\w-]+\s+){0,4}?)(?:position|post|appointment)"
    r"(?:\s+(?:of|as)\s+(?:an?\s+)?((?:[\w-]+\s+){0,4}?[\w-]+))?"
    rf"\s+(?:at|with)\s+(?:the\s+)?{_ORG}"
)
_STAYED_ON = re.compile(
    r"\s+and\s+(?:then\s+|later\s+)?stayed\s+on\s+as\s+an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)(?=\s+(?:for|at|in|until|from|since|and)\b|[,.;]|$)"
)


def _took_position(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I took a postdoc position at X and stayed on as a staff scientist": a post at X (a second one
    for the title stayed on as), from the year the sentence states; a student's position is a study's.

    >>> p = Profile(source="x")
    >>> _took_position("In 2013 I started a postdoctoral research position at Kestrel Institute (KI)",
    ...                lambda pos: None, p)
    >>> _took_position("I held the position of Research Scientist at Hooli for a year", lambda pos: None, p)
    >>> _took_position("I took a postdoc position at Gull Lab and stayed on as a staff scientist", lambda pos: None, p)
    >>> _took_position("I took a PhD student position at Heron University", lambda pos: None, p)
    >>> _took_position("I held a research position at the Tide Center in the Department of Geology at Wren "
    ...                "University", lambda pos: None, p)
    >>> [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]  # doctest: +NORMALIZE_WHITESPACE
    [('Kestrel Institute', 'postdoctoral research', '2013', None), ('Hooli', 'Research Scientist', None, None),
     ('Gull Lab', 'postdoc', None, None), ('Gull Lab', 'staff scientist', None, None),
     ('Wren University', None, None, None)]
    """
    m = _TOOK_POSITION.search(text)
    if m is None:
        return
    role = (m.group(2) or m.group(1)).strip() or None
    if role and (_STUDENT_ROLE.search(role) or find_degree(role)):
        return
    if role and not has_role(role):
        role = None  # "a research position", "a new position": the words say no title
    org, unit = _TRAILING.sub("", m.group(3).rstrip(".,")), None
    tail = text[m.start(3) + len(org) :]
    parent = next(iter(_at_names(tail)), None) if _UNIT_NAME.search(org) else None
    if parent and re.fullmatch(r"[^,;]{0,80}", tail[: parent.start()]):  # "at the Z Center in … at X"
        org, unit = _TRAILING.sub("", parent.group(1).rstrip(".,")), org
    elif _UNIT_NAME.search(org) and (seat := _seat(tail)):  # "at the Z Center, X University"
        org, unit = seat[1], ", ".join([org, *seat[0]])
    dates = [d for d in find_date_ranges(text) if d.start]
    start, end = (dates[0].start, dates[0].end) if dates else (None, None)
    if has_role(org) or _known(profile, org, start, posts_only=True):
        return
    profile.affiliations.append(Affiliation(None, org, None, unit, role, start, end, None, ev(m.start(3))))
    stayed = _STAYED_ON.match(text, m.start(3) + len(org))
    if stayed and has_role(stayed.group(1)):
        profile.affiliations.append(
            Affiliation(None, org, None, None, stayed.group(1), None, None, None, ev(m.start(3)))
        )


_WORKING_AS = re.compile(r"\s+(?:working|employed)\s+as\s+(?:an?\s+)?")
_OWN_CLAUSE = re.compile(r"\bI(?:\s+am|['’]m)\s+(?:an?\s+|the\s+)?")
# a participle between a title and "at" ("a research scientist working at X"): not part of the title
_WORKING_WORD = re.compile(r"\s+(?:working|based|employed)$")


def _is_org(name: str) -> bool:
    """A name that says it is an organisation's ("Kestrel University") or one the gazetteer knows."""
    return bool(_ORG_KIND.search(name)) or org_gazetteer().lookup(name) is not None


# "Hooli and Kestrel University": two names joined by "and", the first without "of"/"for"/"and" in it
# ("Department of Earth and Space Sciences" is one)
_ORG_PAIR = re.compile(r"((?:(?!\b(?:of|for|and)\b).)+?)\s+and\s+(?:the\s+)?([A-Z].*)")


def joint_orgs(org: str) -> list[str]:
    """The organisations of one "at X and Y" clause: two when one of them names itself an
    organisation or the gazetteer knows it, and the gazetteer does not know the whole.

    >>> joint_orgs("Acme Labs and Kestrel University"), joint_orgs("Google and Microsoft")
    (['Acme Labs', 'Kestrel University'], ['Google', 'Microsoft'])
    >>> joint_orgs("Department of Earth and Space Sciences"), joint_orgs("Procter and Gamble")
    (['Department of Earth and Space Sciences'], ['Procter and Gamble'])
    """
    pair = _ORG_PAIR.fullmatch(org)
    if pair is None or org_gazetteer().lookup(org) is not None or not any(_is_org(p) for p in pair.groups()):
        return [org]
    return list(pair.groups())


# "I attended (The) X, where I graduated with a B.S. in F": the degree the relative clause names, taken at X
_ATTENDED = re.compile(
    rf"\battended\s+(?:\(?[Tt]he\)?\s+)?{_ORG},?\s+where\s+(?:I|[Ss]he|[Hh]e|[Tt]hey)\s+"
    r"(?:graduated\s+with|earned|received|obtained|completed|got)\s+(?:an?|my|her|his|their)\s+([^,;]{1,120})"
)


def _attended(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "I attended X, where I graduated with a B.S. in F": studies at X (attending alone names no degree).

    >>> p = Profile(source="x")
    >>> _attended("I attended (The) Wessex State University, where I graduated with a B.S. in Physics",
    ...           lambda pos: None, p)
    >>> _attended("I attended the Leeds Grammar School, where I learned Latin", lambda pos: None, p)
    >>> [(e.institution_text, e.degree, e.field) for e in p.education]
    [('Wessex State University', 'B.S.', 'Physics')]
    """
    m = _ATTENDED.search(text)
    degree = find_degree(m.group(2)) if m else None
    if m is None or degree is None:
        return
    org = _TRAILING.sub("", m.group(1).rstrip(".,"))
    if not has_role(org):
        _add_study(profile, org, degree[0], degree[1], None, None, ev(m.start(1)))


# "As an undergraduate at X", "… and my undergrad at X", "I attended X for my undergrad": undergraduate
# studies at X with no degree named (GUIDE: a study, its degree left out)
_UNDERGRAD_MENTION = re.compile(
    r"(?:\b[Aa]s\s+an?|\b(?:my|her|his|their))\s+undergrad(?:uate)?(?:\s+(?:studies|student|years|degree))?"
    rf"\s+at\s+(?:the\s+)?\[?{_ORG}"
    rf"|\battended\s+(?:the\s+)?\[?{_ORG}\]?(?:\([^()\s]*\))?\s+for\s+(?:my|her|his|their)\s+undergrad"
)


def _undergraduate(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "As an undergraduate at X, I …": a study at X, no degree named, unless the profile has one there.

    >>> p = Profile(source="x")
    >>> _undergraduate("As an undergraduate at Kestrel College, I majored in maths", lambda pos: None, p)
    >>> _undergraduate("I attended Gull University for my undergrad and then moved", lambda pos: None, p)
    >>> _undergraduate("During my undergraduate studies at Kestrel College, I …", lambda pos: None, p)
    >>> [(e.institution_text, e.degree) for e in p.education]
    [('Kestrel College', None), ('Gull University', None)]
    """
    if _UNDERGRAD_AT.search(text):
        return  # "I did my undergrad at X": a study clause, read with its campus by _study
    for m in _UNDERGRAD_MENTION.finditer(text):
        group = 1 if m.group(1) else 2
        org = _TRAILING.sub("", m.group(group).rstrip(".,"))
        key = _key(org)
        if has_role(org) or any(
            key & _key(e.institution_text or e.institution or "") for e in profile.education
        ):
            continue
        _add_study(profile, org, None, None, None, None, ev(m.start(group)))


def _joined_in(text: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """ "She joined X in 2016": the post at X the profile holds begins then, or a post from then.

    >>> p = Profile(source="x")
    >>> p.affiliations.append(Affiliation(None, "Kestrel University", None, None, None, None, "present", None, None))
    >>> _joined_in("She is a lecturer at Kestrel University, which she joined in 2018", lambda pos: None, p)
    >>> [(a.org_text, a.start, a.end) for a in p.affiliations]
    [('Kestrel University', '2018', 'present')]
    """
    m = _JOINED_IN.search(text)
    if m is None:
        return
    org = _TRAILING.sub("", (m.group(1) or m.group(2)).rstrip(".,"))
    dates = find_date_ranges(m.group(3))
    if not dates or not dates[0].start or has_role(org):
        return
    held = [a for a in profile.affiliations if _key(a.org_text or a.org or "") & _key(org)]
    if held:
        for a in held:
            if a.start is None and a.end == "present":
                a.start = dates[0].start
        return
    if m.group(1):
        pos = m.start(1)
        profile.affiliations.append(
            Affiliation(None, org, None, None, None, dates[0].start, None, None, ev(pos))
        )


# "I'm Jane Roe, a PhD student at X": the name is blanked so the sentence reads "I'm a PhD student at X"
_APPOSITION = re.compile(
    r"(\bI(?:'m|’m|\s+am))(\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}(?:,|\s+[—–]))(?=\s+(?:an?|the|currently|now)\s)"
)


# "USC's Department of Y", "IBM's India Research Laboratory": a unit written after its organisation's
# possessive; the owner must name itself an organisation or be an acronym ("Ada Roe's Lab" is a person's, "King's
# College" one name)
_OWNED_UNIT = re.compile(r"^(?:the\s+)?(.+?)['’]s\s+(.+)$")
_ACRONYM = re.compile(r"[A-Z][A-Z&-]{1,9}")


def _owned_unit(name: str) -> tuple[str, str] | None:
    """The organisation and the unit of a name written "X's Unit", or None.

    >>> _owned_unit("Kestrel University's Department of Tides"), _owned_unit("KSU’s Tide Research Unit")
    (('Kestrel University', 'Department of Tides'), ('KSU', 'Tide Research Unit'))
    >>> _owned_unit("Ada Roe's Lab"), _owned_unit("King's College London")
    (None, None)
    """
    m = _OWNED_UNIT.match(name.strip())
    if m is None or not m.group(2)[:1].isupper():
        return None
    owner = m.group(1)
    if not (_ACRONYM.fullmatch(owner) or _is_org(owner) or re.search(r"\s(?:of|for)\s", owner)):
        return None  # ("Central Bank of Malta's Research Department": a name with "of" is no person's)
    return owner, m.group(2)


# "in MIT's Department of Y", "in the Kestrel Institute's Z Lab": a capitalised name, then its possessive
_IN_OWNED = re.compile(
    r"\bin(?=\s+(?:the\s+)?\[?([A-Z][\w&.-]*(?:\s+(?:of|for|[A-Z][\w&.-]*)){0,6}?)['’]s\s+\[?[A-Z])"
)


def at_owned_units(sentence: str) -> str:
    """The sentence with "in" before an organisation's possessive unit written "at", as a post's place is
    ("a postdoc in MIT's Department of Y" is one at MIT); every offset kept. A person's lab stays.

    >>> at_owned_units("I am a postdoc in KTU's Department of Tides, working in Ada Roe's lab.")
    "I am a postdoc at KTU's Department of Tides, working in Ada Roe's lab."

    (not a field before "at": "a Lecturer in Tides and Waves at Kestrel University's School of Y")
    """
    return _IN_OWNED.sub(lambda m: "at" if _owned_unit(f"{m.group(1)}'s X") else m.group(0), sentence)


def owner_units(profile: Profile, held: tuple[int, int]) -> None:
    """The posts and studies added since ``held`` that name a unit with its organisation's possessive
    ("at USC's Department of Y"; "in IBM's India Research Laboratory at New Delhi", where the place
    took the organisation's slot) stand at the organisation, the rest of the name their unit.

    >>> p = Profile(source="x", affiliations=[Affiliation(org_text="New Delhi", unit="KTU's Research Lab")])
    >>> p.education.append(Education(institution_text="Kestrel University’s Geology department"))
    >>> owner_units(p, (0, 0))
    >>> [(a.org_text, a.unit, a.location) for a in p.affiliations], [e.institution_text for e in p.education]
    ([('KTU', 'Research Lab', 'New Delhi')], ['Kestrel University'])
    """
    for post in profile.affiliations[held[0] :]:
        if post.org_text and (owned := _owned_unit(post.org_text)):
            post.org_text, post.org, post.org_id = owned[0], None, None
            post.unit = post.unit or owned[1]
        elif post.org_text and post.unit and is_location(post.org_text) and (owned := _owned_unit(post.unit)):
            post.location = post.location or post.org_text  # "at New Delhi": the unit's place
            post.org_text, post.org, post.org_id, post.unit = owned[0], None, None, owned[1]
    places = {a.location for a in profile.affiliations if a.location}
    seen = {(a.org_text, a.role, a.start, a.end) for a in profile.affiliations[: held[0]]}
    kept: list[Affiliation] = []
    for post in profile.affiliations[held[0] :]:
        fact = (post.org_text, post.role, post.start, post.end)
        # (a place another reader of the sentence took for the employer is none; a post two readers
        # named apart, "IBM's Z Lab" and "IBM", is one)
        if not (post.org_text in places and post.unit is None) and fact not in seen:
            kept.append(post)
            seen.add(fact)
    profile.affiliations[held[0] :] = kept
    for study in profile.education[held[1] :]:
        if study.institution_text and (owned := _owned_unit(study.institution_text)):
            study.institution_text, study.institution, study.org_id = owned[0], None, None


def quote_written(profile: Profile, held: tuple[int, int], written: str) -> None:
    """The facts added since ``held`` quote ``written`` (the sentence with the owner's name it blanked)."""
    for post in profile.affiliations[held[0] :]:
        if post.evidence and post.evidence.text not in written:
            post.evidence = replace(post.evidence, text=written.strip())
    for study in profile.education[held[1] :]:
        if study.evidence and study.evidence.text not in written:
            study.evidence = replace(study.evidence, text=written.strip())


_CLAUSE_END = re.compile(
    r";|\s+and\s+(?=(?:was|worked|served|spent|am|(?:have|has)\s+been)\s|(?:now|then|later|currently)\s+(?!an?\s|the\s))"
)


def _clauses(sentence: str) -> list[tuple[int, str]]:
    """The clauses of a sentence and their offsets: split at ";" and at "and" before a second verb.

    >>> _clauses("I did a PhD at Kent (2013) and was a lecturer at Leeds (2013–2020)")
    [(0, 'I did a PhD at Kent (2013)'), (31, 'was a lecturer at Leeds (2013–2020)')]
    """
    out: list[tuple[int, str]] = []
    start = 0
    for m in _CLAUSE_END.finditer(sentence):
        out.append((start, sentence[start : m.start()]))
        start = m.end()
    out.append((start, sentence[start:]))
    return [(pos, text) for pos, text in out if text.strip()]


def _clause(
    text: str, offset: int, starts: list[tuple[int, int]], profile: Profile, bio: bool = False
) -> None:
    def ev(pos: int) -> Evidence:
        no = _line_at(starts, offset + pos)
        return Evidence(no, text.strip())

    before = _BEFORE.search(text)
    if before:
        joined, year, span, prior = (
            before.group(1),
            before.group(2),
            before.group(3),
            before.group(4).rstrip(".,"),
        )
        years = _NUMBERS.get((span or "").lower()) or (int(span) if span and span.isdigit() else None)
        now = [
            a for a in profile.affiliations if a.end == "present" and _key(a.org_text or "") & _key(joined)
        ]
        for a in now:
            a.start = a.start or year  # "I'm a scientist at X. Before joining X in 2021, …"
        if not now and not _known(profile, joined, year):
            profile.affiliations.append(
                Affiliation(None, joined, None, None, None, year, "present", None, ev(0))
            )
        start = str(int(year) - years) if years else None
        if not _known(profile, prior, start):
            profile.affiliations.append(
                Affiliation(None, prior, None, None, None, start, year, None, ev(before.start(4)))
            )
        return
    studied = bool(_STUDY.search(text) or _DEGREE_FIRST.match(text))
    # "… from X, my M.S. from Y, and a BA from Z", "studied A at X before completing my PhD at Y"
    parts = re.split(
        r"(,\s+and\s+|,\s+(?=did|studied|(?:my|her|his|their)\s|an?\s+[A-Z][\w.]*\s+(?:degree\b|from\s|at\s))|\s+and\s+(?=(?:my|her|his|their)\s|an?\s+[A-Z])"
        rf"|\s+and\s+(?={_DEGREE_WORD}\s+(?:in|from)\s)"
        r"|\s+(?=(?:before|after)\s+(?:complet|receiv|earn|obtain)))",
        text,
    )
    pending = ""
    for i in range(0, len(parts), 2):
        part = pending + parts[i]
        if i + 2 < len(parts) and not _FROM.search(parts[i]) and find_degree(parts[i]):
            pending = part + parts[i + 1]  # "a B.Sc. (2012) and an M.Sc. from X": one study clause
            continue
        if (
            i + 2 < len(parts)
            and _GRADUATED_FROM.search(parts[i])
            and not _FROM.search(parts[i + 2])
            and find_degree(parts[i + 2])
        ):
            pending = part + parts[i + 1]  # "graduated from X with an M.S. in A, and a B.S. in B": one clause
            continue
        pending = ""
        if not _KIN_PART.match(part):
            for study in _chained_studies(part):
                _study(study, offset + text.find(study), starts, profile, studied)
    _held_positions(text, ev, profile)
    _formerly_list(text, ev, profile)
    _working_as_at(text, ev, profile)
    _on_leave(text, ev, profile)
    current = _directs(text, ev, profile) or _current(text, ev, profile, bio)
    _joined_in(text, ev, profile)
    _attended(text, ev, profile)
    _undergraduate(text, ev, profile)
    if current or _earlier(text, ev, profile, bio):
        return
    head = _DURING.sub("", text.split(" at ")[0] if " at " in text else text)
    if not _JOB.search(text) or find_degree(head):
        return
    role_m = _ROLE.search(text)
    role = role_m.group(1).strip() if role_m and has_role(role_m.group(1)) else None
    ats = _at_names(text)
    lead = _lead_dates(text)
    for i, m in enumerate(ats):
        stop = ats[i + 1].start() if i + 1 < len(ats) else len(text)
        lead_in = text[ats[i - 1].end() if i else 0 : m.start()]
        if _STUDIES_AT.search(lead_in) and not _JOB.search(lead_in):
            continue  # "after my studies in maths at X, I joined Y": X is where the owner studied
        dates = after = find_date_ranges(text[m.end() : stop])
        if (own := _dates_before_at(lead_in)) is not None:
            dates = after = [own]  # "a postdoc (2019–2021) at X, and before that …": X's own years
        near = dates[0].start if dates else None
        if lead and i == 0 and not (near and lead.start and near[:4] == lead.start[:4]):
            # (dates after the organisation within the leading year are the finer ones: "(summer 2014)")
            dates = [lead if lead.start or not dates else replace(lead, start=dates[0].start)]
        if bio and (not dates or not dates[0].start) and role and role_m and m.start() == role_m.end() - 3:
            if _STUDENT_ROLE.search(role):
                continue
            org = m.group(1).rstrip(
                ".,"
            )  # "she was a postdoc at X with Y": a post whose dates are not stated
            if not has_role(org) and not _known(profile, org, None):
                profile.affiliations.append(
                    Affiliation(None, org, None, None, role, None, None, None, ev(m.start(1)))
                )
            continue
        worked = _WORKED_AT.search(text[: m.end()])
        if bio and not dates and i == 0 and worked and worked.end() == m.start() + 2:
            org = _TRAILING.sub("", m.group(1).rstrip(".,"))  # "Previously, she worked at X": a former post
            if not has_role(org) and not _known(profile, org, None):
                profile.affiliations.append(
                    Affiliation(None, org, None, None, role, None, None, None, ev(m.start(1)))
                )
            continue
        if not dates or not (dates[0].start or dates[0].end):
            continue
        start, end = dates[0].start, dates[0].end or dates[0].start
        if (
            dates is after
            and not dates[0].end
            and _UNTIL.search(text[m.end() : m.end() + dates[0].start_pos])
        ):
            start, end = None, start  # "then at X until 2007": the post's end, its start unstated
        org = re.sub(r"\s+(?:for|of|and|&)\s+\d[\w-]*$", "", m.group(1).rstrip(".,"))  # "X for 11 (years)"
        unit = None
        if _UNIT_NAME.search(org) and (seat := _seat(text[m.start(1) + len(org) : stop])):
            unit, org = ", ".join([org, *seat[0]]), seat[1]  # "at the Department of Y, X University"
        if has_role(org) or _known(profile, org, start):
            continue
        if role is None and re.search(r"\bintern(?:ed|ing)?\b", text, re.I):
            role = "Intern"
        own_role = _ROLE_BEFORE_AT.search(lead_in) if i else None  # "…, and later a fellow (2016) at Y"
        if own_role and has_role(own_role.group(1)):
            role = own_role.group(1)
        profile.affiliations.append(
            Affiliation(None, org, None, unit, role, start, end, None, ev(m.start(1)))
        )
        later = _THEN_ROLE.search(text, 0, m.start())  # "a postdoc and then a lecturer … at X": two posts
        if i == 0 and later and has_role(later.group(2)) and has_role(later.group(1)):
            profile.affiliations[-1].role = role or later.group(1).strip()
            title = later.group(2).strip()
            profile.affiliations.append(
                Affiliation(None, org, None, None, title, start, end, None, ev(m.start(1)))
            )
        for other, (begin, until) in _listed(text, m.end()):  # "at X (2017), Y (2019) as interns"
            if not has_role(other) and not _known(profile, other, begin):
                pos = text.find(other, m.end())
                profile.affiliations.append(
                    Affiliation(None, other, None, None, role, begin, until, None, ev(pos))
                )


# "Before that, I was a postdoc at X", "Previously, I worked at X and interned at Y", "I previously
# worked at X", "I've previously worked at X", "Prior to Hooli, I was …": a clause marked as telling an earlier post, whose dates it does not state
_EARLIER_SHAPE = (
    r"^\s*(?:(?:Previously|Formerly|Earlier|Before\s+(?:that|this|then)|Prior\s+to\s+(?:that|this)"
    r"|In\s+the\s+past|(?:Before|Prior\s+to)\s+(?:\w+ing\s+[^,]{1,60}|[A-Z][^,]{0,60})),?\s+SUBJECT"
    r"|SUBJECT(?:\s+(?:have|has|had)|['’](?:ve|d))?\s+(?:also\s+)?previously)\s+(?:also\s+)?"
    r"(?:(?:have|has|had)\s+(?:also\s+)?)?[a-z]+\b"
)
_EARLIER = re.compile(_EARLIER_SHAPE.replace("SUBJECT", "I"))
# a third-person bio of the owner: "Previously, she was a research assistant in the Z Institute at X"
_EARLIER_BIO = re.compile(_EARLIER_SHAPE.replace("SUBJECT", "(?:I|[Ss]he|[Hh]e|[Tt]hey)"))
# "a postdoc at", "the first hire at", "a research associate position at", "a fellow with Jane Roe at"
_EARLIER_ROLE = re.compile(
    r"\b(?:an?|the)\s+((?:(?!(?:at|with|in|position|post)\b)[\w/-]+\s+){0,3}?[\w/-]+)"
    r"\s+(?:(?:position|post)\s+)?(?:in\s+(?:the\s+)?([A-Z][^,;]{0,60}?)\s+(?=at\b))?"
    r"(?:at|with)\b(?:[^,;]{0,40}\bat\s*$|\s*$)"
)
_BARE_POSTDOC = re.compile(r"\bwas\s+post-?doc\w*\s*$", re.I)  # a title written without its article
_EARLIER_JOB = re.compile(r"\b(?:work(?:ed|ing)?|intern(?:ed|ing|ships?)?|postdoc\w*|employed)\b", re.I)


def _earlier(text: str, ev: Callable[[int], Evidence], profile: Profile, bio: bool = False) -> bool:
    """ "Before that, I was a lecturer at X and a fellow at Y": an undated former post at each
    organisation the clause names after a role or a verb of working (not where one studied); a unit
    is placed in the organisation named after it ("at the Z Center, X University"). True when it
    added a post (the sentence is then read), else the other readers of the clause get it.

    >>> p = Profile(source="x")
    >>> _earlier("Before that, I was a data scientist at Hooli and the first hire at Initech", lambda pos: None, p)
    True
    >>> [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    [('Hooli', 'data scientist', None, None), ('Initech', None, None, None)]
    >>> _earlier("Previously, I did internships at Acme Labs and Globex", lambda pos: None, p)
    True
    >>> [a.org_text for a in p.affiliations[2:]]
    ['Acme Labs', 'Globex']
    >>> _earlier("Previously, I worked at the Tide Center in the Department of Geology at Kestrel University",
    ...          lambda pos: None, p)
    True
    >>> [(a.org_text, a.unit) for a in p.affiliations[4:]]
    [('Kestrel University', 'Tide Center')]
    >>> _earlier("Previously I did postdocs at Gull College, Lund and the Tide Institute, Oslo", lambda pos: None, p)
    True
    >>> [a.org_text for a in p.affiliations[5:]]
    ['Gull College', 'Tide Institute']
    """
    m = (_EARLIER_BIO if bio else _EARLIER).match(text)
    if m is None or find_date_ranges(text):
        return False
    pos, unit, held, added = m.end(), None, None, False
    ats = _at_names(text, m.end())
    for i, at in enumerate(ats):
        lead_in = text[max(pos, text.rfind(",", 0, at.start()) + 1) : at.start() + 3]  # this clause's
        pos = at.end()
        role_m = _EARLIER_ROLE.search(lead_in)
        if find_degree(lead_in) or (role_m and _STUDENT_ROLE.search(role_m.group(1))):
            continue  # "… a PhD at X", "a student at X": where one studied
        if _STUDIES_AT.search(lead_in) or not (role_m or _EARLIER_JOB.search(text[: at.start()]) or unit):
            continue
        if role_m is None and _BARE_POSTDOC.search(text, 0, at.start()):
            continue  # "I was postdoc at X": the postdoc reader names the title this one would leave out
        org = _TRAILING.sub("", at.group(1).rstrip(".,"))
        tail = text[at.start(1) + len(org) :]
        if _UNIT_NAME.search(org) and (seat := _seat(tail)):  # "at the Z School, X University"
            unit, org = ", ".join([org, *seat[0]]), seat[1]
        elif (
            _UNIT_NAME.search(org)
            and i + 1 < len(ats)
            and re.fullmatch(r"[^,;]{0,80}", text[at.end() : ats[i + 1].start()])
        ):
            unit, held = org, role_m  # "at the Z Center in the Department of Y at X": X holds Z
            continue
        role_m = held if unit and held else role_m
        role = role_m.group(1) if role_m and has_role(role_m.group(1)) else None
        if unit is None and role and role_m and role_m.group(2) and _UNIT_NAME.search(role_m.group(2)):
            unit = role_m.group(2)  # "a postdoc in the Department of Y at X": Y is X's unit (not "in Boston")
        # "at Hooli and Initech": two organisations ("Department of Earth and Space" names one, and so
        # does "Johnson and Johnson", which the gazetteer knows whole)
        pair = _ORG_PAIR.fullmatch(org) if unit is None else None
        if pair and org_gazetteer().lookup(org) is not None:
            pair = None
        names = list(pair.groups()) if pair else [org]
        also = _AND_ORG_AFTER.match(tail) if unit is None else None
        if also and _is_org(also.group(1)) and not re.match(r"\s+(?:at|in)\b", tail[also.end() :]):
            names.append(_TRAILING.sub("", also.group(1).rstrip(".,")))  # "at X, UK and the Y Museum"
        for name in names:
            if not (has_role(name) or _held_before(profile, name, role)):
                added = True
                profile.affiliations.append(
                    Affiliation(
                        None, name, None, unit, role, None, None, None, ev(text.find(name, at.start(1)))
                    )
                )
        unit = None
    return added


# the tail of "at X" naming a second organisation: "at X, UK and the Y Museum", "at X/Z and Y University"
_AND_ORG_AFTER = re.compile(
    rf"^(?:/[A-Z][\w&'’.-]*)?(?:,\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?)?,?\s+and\s+(?:the\s+)?{_ORG}"
)


def _held_before(profile: Profile, org: str, role: str | None) -> bool:
    """Whether an earlier post of ``role`` at ``org`` is one the profile already holds. A titled
    earlier post is new where the profile holds only studies there (a postdoc where one took one's
    PhD) or only current posts of other titles (a promotion: "I'm a Scientist at X. Before that, I
    was a Research Associate at X").

    >>> p = Profile(source="x", affiliations=[Affiliation(None, "Hooli", None, None, "Scientist", None, "present")])
    >>> _held_before(p, "Hooli", "Research Associate"), _held_before(p, "Hooli", None)
    (False, True)
    """
    if role is None:
        return _known(profile, org, None)
    if not _known(profile, org, None, posts_only=True):
        return False
    held = [a for a in profile.affiliations if _key(a.org_text or a.org or "") & _key(org)]
    return not all(a.end == "present" and (a.role or "").casefold() != role.casefold() for a in held)


_LISTED = re.compile(rf",\s+(?:and\s+)?(?:the\s+)?{_ORG}\s*\(([^()]{{4,30}})\)")
_UNTIL = re.compile(r"\b(?:until|till|up\s+to)\s+$", re.I)
_PAREN_DATES = re.compile(r"\s*\(([^()]{4,30})\)")


def _listed(text: str, pos: int) -> list[tuple[str, tuple[str | None, str | None]]]:
    """The organisations listed with their dates after a dated "at X (2017)": ", Y (2019), and Z (2020)".

    >>> _listed("I worked at Kestrel (2017), Hooli (2019) and more", 19)
    [('Hooli', ('2019', '2019'))]
    """
    first = _PAREN_DATES.match(text, pos)
    if first is None or not find_date_ranges(first.group(1)):
        return []
    out: list[tuple[str, tuple[str | None, str | None]]] = []
    at = first.end()
    while (m := _LISTED.match(text, at)) is not None:
        dates = find_date_ranges(m.group(2))
        if not dates or not dates[0].start:
            break
        out.append((m.group(1).rstrip(".,"), (dates[0].start, dates[0].end or dates[0].start)))
        at = m.end()
    return out


_DATED_ROLE = re.compile(r"\(([^()]{4,30})\)\s*$")
_ROLE_BEFORE_AT = re.compile(r"\ban?\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:\([^()]{4,30}\)\s+)?$")


def _dates_before_at(lead_in: str) -> DateRange | None:
    """The dates written in brackets just before an "at X": "a postdoc (2019–2021) " dates X.

    >>> _dates_before_at(", and before that a fellow (2016 – 2019) ").start
    '2016'
    >>> _dates_before_at("I was a fellow (at first) ") is None
    True
    """
    m = _DATED_ROLE.search(lead_in)
    found = find_date_ranges(m.group(1)) if m else []
    if len(found) != 1 or not found[0].start:
        return None
    return replace(found[0], end=found[0].end or found[0].start)


def _lead_dates(text: str) -> DateRange | None:
    """The dates a clause opens with: "In 2008-2009, …" (2008..2009), "In 2016, …" (2016..2016),
    "Until December 2019, …" (no start, ends 2019-12).

    >>> r = _lead_dates("Until May 2019, she was a lecturer at Kent, where she joined in 2002")
    >>> r.start, r.end
    (None, '2019-05')
    >>> _lead_dates("In 2008-2009, he was a visiting professor at Leeds").end
    '2009'
    >>> _lead_dates("Between 2017 and 2022 I was a lecturer at Leeds").start
    '2017'
    >>> _lead_dates("In her free time, she was a tutor at Leeds") is None
    True
    """
    m = _LEAD.match(text)
    span = m.group(3) if m else ""
    if m and m.group(1) and m.group(1).lower() == "between":
        span = re.sub(r"\s+and\s+", " – ", span)  # "Between 2017 and 2022": one range
    found = find_date_ranges(span) if m else []
    if not m or len(found) != 1 or not found[0].start:
        return None
    first = found[0]
    if m.group(2):  # "Until X": X ends the post
        return replace(first, start=None, end=first.start)
    return replace(first, end=first.end or first.start)


_WITH_BEFORE = re.compile(r"\bwith\s+\[?$")
# the posts held "with" a mentor ("a postdoc with Ada Lane"), not "with" an employer ("an engineer with Hooli")
_MENTORED = re.compile(r"\b(?:post-?doc\w*|fellow|scholar|student|candidate|visitor|visiting)\b", re.I)


# last words of firms' names that no surname is, beyond the organisation suffixes ("Tidewater Analytics")
_FIRM_WORDS = frozenset(
    {
        "analytics",
        "solutions",
        "robotics",
        "software",
        "networks",
        "sciences",
        "biosciences",
        "therapeutics",
        "dynamics",
        "industries",
        "holdings",
        "capital",
        "studios",
        "media",
        "energy",
        "instruments",
        "pharmaceuticals",
        "engineering",
    }
)


def _employer_with(between: str, named: str, at: str) -> bool:
    """Whether "a ROLE with ``named`` at ``at``" names the employer after "with" and one of its centres or
    laboratories after "at": ``named`` an organisation that is no unit, ``at`` a unit that is no university.

    >>> _employer_with(" with the ", "Kestrel Marine Foundation", "Gull Wildlife Research Center")
    True
    >>> _employer_with(" with ", "Ada Lane", "Gull Research Center"), _employer_with(" in the ", "Kestrel Survey", "Gull Lab")
    (False, False)
    >>> _employer_with(" with the ", "Tide Group", "Kestrel University")
    False
    """
    return (
        re.fullmatch(r"\s+with\s+(?:the\s+)?", between) is not None
        and _is_org(named)
        and not _UNIT_NAME.search(named)
        and bool(_UNIT_NAME.search(at))
        and not _SEAT.search(at)
    )


def _person_not_place(name: str) -> bool:
    """A person's name the organisation gazetteer does not know as an organisation, nor its form names
    one (ends in an organisation word: "Labs", "Institute", "Analytics").

    >>> _person_not_place("Ada Lane"), _person_not_place("Kestrel University")
    (True, False)
    >>> _person_not_place("Tidewater Analytics"), _person_not_place("Marlow Systems")
    (False, False)
    """
    from .fields import looks_like_org
    from .people import looks_like_person  # people reads posts this module finds

    if looks_like_org(name) or name.split()[-1].lower().strip(".,") in _FIRM_WORDS:
        return False
    return looks_like_person(name) and org_gazetteer().lookup(name) is None


def _current(text: str, ev: Callable[[int], Evidence], profile: Profile, bio: bool = False) -> bool:
    """ "X is an Assistant Professor in the Department of Y at Z, … since 2019": the current post."""
    m = _NOW.search(text) or _NOW_OF.search(text) or _HEAD_OF.search(text)
    if m is None and _in_unit(text, ev, profile):
        return True
    works = _WORKS.search(text) if bio and m is None else None
    if works:
        org = _TRAILING.sub("", works.group(2).rstrip(".,"))
        role = works.group(1) or next(
            (r.group(1) for r in re.finditer(r"\bas\s+an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)(?=[,.;]|$)", text)),
            None,
        )
        if not (has_role(org) or _known(profile, org, None)):
            profile.affiliations.append(
                Affiliation(None, org, None, None, role, None, "present", None, ev(works.start(2)))
            )
        return True
    if m and bio and _STUDENT_ROLE.search(m.group(1)):
        return _student(m.group(1), _TRAILING.sub("", m.group(3).rstrip(".,")), ev(m.start(3)), profile)
    if not m or not has_role(m.group(1)) or _STUDENT_ROLE.search(m.group(1)):
        return False
    org = _TRAILING.sub("", m.group(3).rstrip(".,"))
    if re.fullmatch(r"[\d.,+]+", org):
        return False  # "a robotics engineer with 10+ years of experience": no organisation
    if _WITH_BEFORE.search(text, 0, m.start(3)) and _MENTORED.search(m.group(1)) and _person_not_place(org):
        return False  # "I am a postdoc with Ada Lane": the one worked with, not where
    tail = text[m.start(3) + len(org) :]
    unit = m.group(2).strip() if m.group(2) else None
    if unit and _employer_with(text[m.end(1) : m.start(2)], unit, org):
        org, unit = unit, org  # "a postdoc with the X Survey at the Y Research Center": X employs, Y is where
    also = _SECOND_POST.search(unit or "")
    if unit and also and has_role(also.group(1)):
        unit = unit[: also.start()]  # "in the Department of A and an Adjunct Professor in B at X"
    owner = _owned_unit(org)  # (not "King's College London": "King" names no organisation)
    if owner and _UNIT_NAME.search(owner[1]) and not _seat(tail):  # "at X's School of Medicine"
        org, unit = owner[0], unit or owner[1]  # (not "at X's School, Y College": Y's school)
    again = _AND_ALSO.match(tail)  # "… at X and a Research Fellow at Y": a second post
    second: Affiliation | None = None
    if again and has_role(again.group(1)) and not _STUDENT_ROLE.search(again.group(1)):
        other = _TRAILING.sub("", again.group(3).rstrip(".,"))
        if not has_role(other) and not _known(profile, other, None, posts_only=True):
            pos = len(text) - len(tail) + again.start(3)
            role = again.group(1).strip()
            second = Affiliation(None, other, None, again.group(2), role, None, "present", None, ev(pos))
    parent = _PART_OF.match(tail) or (_AT_PARENT.match(tail) if _UNIT_NAME.search(org) else None)
    if parent:  # "at the School of X at Y", "at X (XC), which is part of Y"
        org, unit, tail = parent.group(1).rstrip(".,"), org, tail[parent.end() :]
    elif _UNIT_NAME.search(org) and (seat := _seat(tail)):  # "at the Z Lab, Department of Y, X University"
        units, org, tail = [org, *seat[0]], seat[1], tail[seat[2] :]
        unit = ", ".join(units) if unit is None else f"{unit}, {', '.join(units)}"
    unit_of = _UNIT_OF.match(org)
    if unit_of and not parent:  # "at the School of Earth Sciences of X University"
        org, unit = unit_of.group(2), unit or unit_of.group(1)
    campus = _CAMPUS.match(tail)
    if campus and _SYSTEM.fullmatch(org):
        org, tail = f"{org} at {campus.group(1)}", tail[campus.end() :]  # "University of Texas at Austin"
        if owned := _owned_unit(org + tail.split(",")[0].rstrip(".;")):  # "… at Birmingham's School of Y"
            org, unit = owned[0], unit or owned[1]
    place = re.match(r",\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?=,|\s+where\b|\.|$)", tail)
    if place and org.split()[0] in {"University", "Universidad", "Université"}:
        org = f"{org}, {place.group(1)}"  # "University of Maryland, College Park": a campus
    campus_unit = re.match(rf",\s+([A-Z][\w-]*)['’]s\s+({_UNIT_NAME.pattern}.*?)(?=[,.;]|$)", tail)
    if not place and campus_unit and org.split()[0] in {"University", "Universidad", "Université"}:
        org = f"{org}, {campus_unit.group(1)}"  # "University of Colorado, Boulder's Department of Y"
        unit = unit or campus_unit.group(2)
    dates = [d for d in find_date_ranges(tail) if d.end == "present"]
    began = _APPOINTED.match(tail)
    if began and not dates:  # "…, where I was appointed in March 2024": when the post began
        dates = [replace(d, end="present") for d in find_date_ranges(began.group(1))[:1] if d.start]
    role = _WORKING_WORD.sub("", m.group(1).strip())  # "a research scientist working at X"
    role = _OWN_CLAUSE.split(role)[-1]  # "My name is Ana, and I am a Postdoc at X": the title after "I am a"
    role = _WORKING_AS.split(role)[-1]  # "a geochemist working as a postdoc at X": the post's title
    first = role.split(",")[0]
    role = first if has_role(first) else role  # "a mathematician, an educator and a leader": the first
    # "a postdoc at Kestrel University and Gull Labs": a post at each, the unit at the first (each
    # checked against the posts held before this sentence: "UC Berkeley and Lawrence Berkeley Lab" are two)
    names = joint_orgs(org) if not parent else [org]
    new = [n for n in names if not (has_role(n) or _known(profile, n, None, posts_only=True))]
    for i, name in enumerate(names):
        if name in new:  # a post where one studied is new
            start = dates[0].start if dates else None
            profile.affiliations.append(
                Affiliation(
                    None,
                    name,
                    None,
                    unit if i == 0 else None,
                    role,
                    start,
                    "present",
                    None,
                    ev(max(text.find(name, m.start(3)), m.start(3))),
                )
            )
    if second is not None:
        profile.affiliations.append(second)
    joined = _and_the_org(tail) if second is None and not parent and len(names) == 1 else None
    if joined and not (has_role(joined[0]) or _known(profile, joined[0], None, posts_only=True)):
        at = len(text) - len(tail) + joined[2]
        profile.affiliations.append(
            Affiliation(None, joined[0], None, joined[1], role, None, "present", None, ev(at))
        )
    if also and has_role(also.group(1)) and also.group(1).lower() != m.group(1).strip().lower():
        last = profile.affiliations[-1] if profile.affiliations else None
        if last is not None and last.org_text == org and last.end == "present":
            profile.affiliations.append(replace(last, role=also.group(1), unit=also.group(2)))
    return True


# the tail of a current post's "at X" naming a second employer: "at X (XI) and the Y Center of Z", "at X and Z's Y Lab"
_AND_THE_ORG = re.compile(
    rf"^(?:\s+in\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){{0,3}})?(?:\s*\([^()]{{1,20}}\))?,?\s+and\s+(?:the\s+)?{_ORG}"
)
_ACRONYM_OF = re.compile(rf"\s*(?:\([^()]{{1,20}}\)\s*)?of\s+(?:the\s+)?{_ORG}")


def _and_the_org(tail: str) -> tuple[str, str | None, int] | None:
    """The second employer, its unit and where it is written, of "… at X and the Y" after X's name
    (GUIDE: one role at two employers is two posts); a centre of a parent named after it ("the Y
    Center (YC) of Z") or before it ("Z's Y Lab") is the parent's unit.

    >>> _and_the_org(" (KI) and the Center for Tides (CT) of Gull University, working on waves")
    ('Gull University', 'Center for Tides', 14)
    >>> _and_the_org(" and Gull Survey's Coastal Lab (GSCL).")
    ('Gull Survey', 'Coastal Lab', 5)
    >>> _and_the_org(" and the Director of Tides"), _and_the_org(" and Ada Lane")
    (None, None)
    """
    m = _AND_THE_ORG.match(tail)
    if m is None:
        return None
    name = _TRAILING.sub("", m.group(1).rstrip(".,"))
    owner = re.match(r"^(.+?)['’]s\s+(.+)$", name)
    parent = _ACRONYM_OF.match(tail, m.start(1) + len(name)) if _UNIT_NAME.search(name) else None
    if owner and _UNIT_NAME.search(owner.group(2)):
        return owner.group(1), owner.group(2), m.start(1)  # "NOAA's Physical Sciences Lab"
    if parent:
        return _TRAILING.sub("", parent.group(1).rstrip(".,")), name, m.start(1)
    return (name, None, m.start(1)) if _is_org(name) and not _UNIT_NAME.search(name) else None


_APPOINTED = re.compile(
    r"^[^.;]{0,40}?,?\s+where\s+(?:I|[Ss]he|[Hh]e|[Tt]hey)\s+(?:was\s+|were\s+)?"
    r"(?:appointed|started|began|joined)\s+in\s+([^.;,]{4,25})"
)
_CAMPUS = re.compile(r"\s+at\s+([A-Z][\w'’-]+(?:[\s-][A-Z][\w'’-]+)?)")
_SYSTEM = re.compile(r"(?:The\s+)?University\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?")
_UNIT_OF = re.compile(
    rf"^({unit_kinds('unit_of_university', capitalised=True)}\b.*?)\s+(?:of|at)\s+(?:the\s+)?"
    r"((?:[A-Z][\w'’-]*\s+)*(?:University|Universit\w+|College|Institute\s+of\s+Technology)\b.*)$"
)
_CHAIN = re.compile(rf",\s+(?:part\s+of\s+)?(?:the\s+)?{_ORG}")
_SEAT = re.compile(
    r"Universit|\bUniv\b|Universidad|Polytechnic|Politecnico|Hospital|Institute\s+of\s+Technology|\bCollege\b(?!\s+of\b)"
)


def _seat(tail: str) -> tuple[list[str], str, int] | None:
    """The university a unit's name is followed by, after commas: the units between, the university,
    and where its name ends in ``tail``.

    >>> _seat(", Department of Physics, Kestrel University, where I work")
    (['Department of Physics'], 'Kestrel University', 43)
    >>> _seat(", Boston, MA") is None
    True
    """
    units: list[str] = []
    pos = 0
    for _ in range(4):
        m = _CHAIN.match(tail, pos)
        if m is None:
            return None
        name = _TRAILING.sub("", m.group(1).rstrip(".,"))
        if _SEAT.search(name):
            return units, name, m.start(1) + len(name)
        units.append(name)
        pos = m.start(1) + len(name)
    return None


# "I am a post-doc studying F in the Z Lab, part of the Y Lab, Department of W, X University",
# "… as a post-doc in the Z Lab, part of …, X University": a post in a unit a university holds
_IN_UNIT = re.compile(
    rf"(?:(?:\b(?:is|am)|(?<=I)['’]m)\s+(?:currently\s+|now\s+)?|\bas\s+)an?\s+"
    rf"((?:{_ROLE_WORD}[\w&/-]+\s+){{0,4}}?[\w-]+)(?:\s+(?:studying|working\s+on|researching)\s+[^.;:,]{{1,100}}?)?"
    rf"\s+in\s+the\s+{_ORG}"
)


def _in_unit(text: str, ev: Callable[[int], Evidence], profile: Profile) -> bool:
    """ "I am a post-doc in the Z Lab, Department of Y, X University": X holds the post, with its units.

    >>> p = Profile(source="x")
    >>> _in_unit("I am a lecturer in the Tide Lab, part of the Department of Geology, Kestrel University",
    ...          lambda pos: None, p)
    True
    >>> [(a.org_text, a.unit, a.end) for a in p.affiliations]
    [('Kestrel University', 'Tide Lab, Department of Geology', 'present')]
    """
    m = _IN_UNIT.search(text)
    if m is None or not has_role(m.group(1)) or _STUDENT_ROLE.search(m.group(1)):
        return False
    unit = _TRAILING.sub("", m.group(2).rstrip(".,"))
    seat = _seat(text[m.start(2) + len(unit) :]) if _UNIT_NAME.search(unit) else None
    if seat is None:
        return False
    units, org, _ = seat
    if not (has_role(org) or _known(profile, org, None, posts_only=True)):  # a postdoc where one studied
        end = None if m.group(0).startswith("as") else "present"
        pos = text.find(org, m.start(2))
        profile.affiliations.append(
            Affiliation(
                None, org, None, ", ".join([unit, *units]), m.group(1).strip(), None, end, None, ev(pos)
            )
        )
    return True


def _student(role: str, org: str, evidence: Evidence, profile: Profile) -> bool:
    """ "Jane Roe is a PhD candidate in Economics at X": a student's post at X and the degree studied.

    >>> p = Profile(source="x")
    >>> _student("fourth-year PhD candidate", "Kestrel University", Evidence(1, ""), p)
    True
    >>> [(a.org_text, a.role, a.end) for a in p.affiliations], [(e.institution_text, e.degree) for e in p.education]
    ([('Kestrel University', 'PhD Candidate', 'present')], [('Kestrel University', 'Ph.D.')])
    """
    level = re.search(
        r"\b(Ph\.?\s?D\.?|doctoral|master'?s|M\.?Sc?\.?|graduate|undergraduate)\s+(student|candidate|researcher)\b",
        role,
        re.I,
    )
    if level is None or has_role(org) or _known(profile, org, None):
        return True
    degree = find_degree(level.group(1)) or (
        ("Ph.D.", None) if level.group(1).lower() == "doctoral" else None
    )
    title = "PhD" if degree and degree[0] == "Ph.D." else level.group(1)[:1].upper() + level.group(1)[1:]
    post = f"{title} {level.group(2).title()}"
    profile.affiliations.append(Affiliation(None, org, None, None, post, None, "present", None, evidence))
    if degree and degree[0] in {"Ph.D.", "M.Sc.", "M.S."}:
        profile.education.append(Education(None, org, None, degree[0], None, None, None, evidence))
    return True


# "I direct the Hydrology Lab at X", "Dr. Roe also directs X's Field Station": a current post as Director
_DIRECTS = re.compile(
    rf"\b(?:I|[Hh]e|[Ss]he|[A-Z][\w'’-]+)\s+(?:also\s+|currently\s+|now\s+)?direct(?:s)?\s+(?:the\s+)?"
    rf"(?:{_ORG}['’]s?\s+((?:[A-Z][\w&'’-]*\s+(?:(?:and|&|of|for)\s+)?){{0,5}}[A-Z][\w&'’-]*)"
    rf"|((?:[A-Z][\w&'’-]*\s+(?:(?:and|&|of|for)\s+)?){{0,5}}(?:Lab|Laboratory|Center|Centre|Institute|Group"
    rf"|Program|Programme|Station|Unit|Initiative|Observatory))\s+(?:at|of)\s+(?:the\s+)?{_ORG})"
)


def _directs(text: str, ev: Callable[[int], Evidence], profile: Profile) -> bool:
    """ "I direct the Z Lab at X", "… directs X's Z Station": X's unit Z, with the owner as its Director.

    >>> p = Profile(source="x")
    >>> _directs("She also directs Kestrel's Field Station, near Leeds", lambda pos: None, p)
    True
    >>> [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations]
    [('Kestrel', 'Field Station', 'Director', 'present')]
    """
    m = _DIRECTS.search(text)
    if not m:
        return False
    org, unit, pos = (
        (m.group(1), m.group(2), m.start(1)) if m.group(1) else (m.group(4), m.group(3), m.start(4))
    )
    org = org.rstrip(".,")
    # "Point Blue's station" after "… of Point Blue Conservation Science": the name already stated in full
    org = next(
        (a.org_text for a in profile.affiliations if a.org_text and a.org_text.startswith(f"{org} ")), org
    )
    if has_role(org) or any(
        _key(org) & _key(a.org_text or a.org or "") and a.unit == unit for a in profile.affiliations
    ):
        return True
    profile.affiliations.append(
        Affiliation(None, org, None, unit, "Director", None, "present", None, ev(pos))
    )
    return True


# ", a master's degree in X from Y", " and Master of Physics from Y": where a next degree may begin
_NEXT_DEGREE = re.compile(r"(,\s+(?:and\s+)?|\s+and\s+)(?:(?:an?|my|her|his|their)\s+)?")


def _chained_studies(text: str) -> list[str]:
    """The study clauses of ``text`` where each degree names its own institution: a clause that
    has named its institution ends where another degree with an institution of its own begins.

    >>> _chained_studies("a PhD from Kestrel University, a masters degree in Widgets from Lakeside College")
    ['a PhD from Kestrel University', 'a masters degree in Widgets from Lakeside College']
    >>> _chained_studies("a B.S. and M.S. in Physics from Kestrel University")
    ['a B.S. and M.S. in Physics from Kestrel University']
    """
    out, begin = [], 0
    for m in _NEXT_DEGREE.finditer(text):
        rest = text[m.end() :]
        if (
            _FROM.search(text, begin, m.start())
            and leading_degree(rest)
            and find_degree(rest[:80])
            and _FROM.search(rest)
        ):
            out.append(text[begin : m.start()])
            begin = m.end(1)
    return [*out, text[begin:]]


def _own_degree(text: str) -> bool:
    """ "… for my PhD in EECS from X": a degree the owner names as theirs, with no verb of studying.

    >>> _own_degree("I moved to Kent for my PhD in EECS"), _own_degree("I moved to Kent for my family")
    (True, False)
    >>> _own_degree("I started my doctoral training in Statistics")
    True
    """
    m = _OWN_DEGREE.search(text)
    return bool(m and find_degree(m.group(1))) or bool(_DOCTORAL.search(text))


# "I conducted my doctoral studies in X at Y", "started my doctoral training at Y": a Ph.D. at Y (not "the
# Centre for Doctoral Training", nor "my doctoral research" or "program", which a post may do or direct)
_DOCTORAL = re.compile(r"\b(?:my|his|her|their)\s+doctoral\s+(?:studies|training)\b")


# "During my PhD, I spent a year at X", "After completing my Ph.D., I …": the degree dates what the
# clause tells, it is not studied at X
_DEGREE_TIME = re.compile(
    r"\b(?:during|throughout|after|before|since)\s+(?:(?:completing|finishing|earning|receiving|obtaining)\s+)?"
    r"(?:my|his|her|their)\s+\S+(?:\s+(?:studies|years?|work))?"
    r"(?:\s+(?:with|under)\s+[^,]{1,60}?)?\s*,?\s+(?=(?:I|[Ss]he|[Hh]e|[Tt]hey|[Ww]e)\s)",
    re.I,
)


# "… at X and (then) completed my PhD at Y": a study coordinated after a clause that named another place
_AND_STUDIED = re.compile(
    r"\band\s+(?:then\s+|later\s+)?(?:completed|received|earned|obtained|did|finished|got|pursued)"
    r"\s+(?:my|an?|his|her|their)\s+"
)


# "I did my undergrad (in F) at X", "completed my undergraduate studies at X", "I went to undergrad at X" (GUIDE:
# undergraduate studies with no degree named are a study, its degree left out)
_UNDERGRAD_AT = re.compile(
    r"\b(?:did|completed|finished|went\s+to|began|started|pursued)\s+(?:my\s+|an\s+|her\s+|his\s+)?"
    r"undergrad(?:uate)?(?:\s+(?:studies|degree|education|program(?:me)?))?"
    r"(?:\s+in\s+(?:[\w&'’-]+\s+){0,3}?[\w&'’-]+)?(?=\s+at\s)"  # "… in Philosophy at X", "… in 1996 at X"
)


_DASH_CAMPUS = re.compile(
    r"\s+[-–—]\s+([A-Z][\w'’-]+)(?=\s*(?:[,.;:)\]]|$|\s+(?:where|in|and|with|from|under|for)\b))"
)


# "with a", "with my": what a degree is said with
_WITH_A = r"\bwith\s+(?:an?\s+|my\s+|his\s+|her\s+|their\s+)?"
# "I graduated from X": the degrees come after the school ("… in 2016 with a Masters degree in Y")
_GRADUATED_FROM = re.compile(r"\bgraduated\s+from\s")
# "… (in May 2016) with a concurrent Masters degree in Y, and a Bachelors degree in Z"
_WITH_DEGREES = re.compile(rf"^[^.;:]{{0,40}}?{_WITH_A}([^.;:]+)")
_NEXT_WITH = re.compile(r",?\s+and\s+(?:an?\s+)?|,\s+(?:an?\s+)?")
# "an astrophysicist by training, with B.A.s in astronomy from X": a degree named with "with", from X
_WITH_DEGREE = re.compile(rf"{_WITH_A}(\S[^,;:]*)$")


def _degrees_with(after: str) -> list[tuple[str, str | None]]:
    """The degrees said with "with" after a school, each as far as the next comma or "and".

    >>> _degrees_with(" in May 2016 with a concurrent Masters degree in Art, and a Bachelors degree in Maths.")
    [('Master', 'Art'), ('Bachelor', 'Maths')]
    >>> _degrees_with(" with honors in 2012")
    []
    """
    m = _WITH_DEGREES.match(after)
    out: list[tuple[str, str | None]] = []
    for piece in _NEXT_WITH.split(m.group(1)) if m else []:
        degree = find_degree(piece)
        if degree is None:
            break
        out.append(degree)
    return out


def _with_degree(text: str, at: re.Match[str]) -> bool:
    """A degree named with "with" right before "from X": the owner's degree from X.

    >>> text = "an astrophysicist by training, with B.A.s in astronomy from Kestrel University"
    >>> _with_degree(text, _FROM.search(text))
    True
    >>> text = "I work with a PhD student from Kestrel University"
    >>> _with_degree(text, _FROM.search(text))
    False
    """
    m = _WITH_DEGREE.search(text, 0, at.start())
    return bool(
        m
        and at.group(0).startswith("from")
        and leading_degree(m.group(1))
        and not _STUDENT_ROLE.search(m.group(1))
    )


def _study(
    text: str, offset: int, starts: list[tuple[int, int]], profile: Profile, studied: bool = False
) -> None:
    time = _DEGREE_TIME.search(text)
    if (
        time
        and (find_degree(time.group(0)) or _DOCTORAL.search(time.group(0)))
        and not _FROM.search(time.group(0))
    ):
        text = text[: time.start()] + " " * (time.end() - time.start()) + text[time.end() :]
    at = _FROM.search(text)
    undergrad = _UNDERGRAD_AT.search(text)  # "I did my undergrad at X": a study, its degree unnamed
    if undergrad and not find_degree(text[: undergrad.start()]):
        at, studied = _FROM.search(text, undergrad.end()), True
    later = _AND_STUDIED.search(text, at.start(1)) if at else None
    if later and find_degree(text[later.end() :]):
        at = _FROM.search(text, later.end()) or at  # "a postdoc at X and completed my PhD at Y": Y
    if not at or not (
        studied or _STUDY.search(text) or _own_degree(text[: at.start()]) or _with_degree(text, at)
    ):
        return
    degrees = _degrees_before(text[: at.start()]) or (
        [("Ph.D.", None)] if _DOCTORAL.search(text, 0, at.start()) else []
    )
    if not degrees and _GRADUATED_FROM.search(text, 0, at.start() + 5):
        degrees = _degrees_with(text[at.end() :])  # "graduated from X in 2016 with an M.S. and a B.S."
    degree = degrees[-1] if degrees else None
    if degree is None and at.group(0).startswith("from"):
        return
    field = degree[1] if degree else None
    if degree is None:
        # "studied physics at X", "majored in economics (and minored in Y) at X", "studied at X and Y"
        subject = re.search(
            r"\b(?:studied|majored\s+in)\s+([A-Z][\w&' ]+?|(?!(?:the|a|an|how|why|what|whether|this|these|their"
            r"|his|her|my)\b)[a-z][\w&'-]*(?:\s+(?:and\s+)?[a-z][\w&'-]*){0,2})"
            r"(?:\s+and\s+minored\s+in\s+[\w&' ]{1,40}?)?\s+at\s|\bstudied(?=\s+at\s)",
            text,
        )
        if not subject and not undergrad:
            return
        if subject:
            field = subject.group(1)
            at = _FROM.search(text, subject.start()) or at  # "I interned at X and studied at Y": Y
    org, org_pos, org_end = at.group(1).rstrip(".,"), at.start(1), at.end()
    head, _, rest = org.partition(" and ")
    if not rest and org.endswith(" and"):  # "my M.S. at X and bachelor degree at Y": a lower-case degree
        head, rest = org[:-4], text[org_end : org_end + 60]
        org, org_end = head, at.start(1) + len(head)
    if rest and find_degree(rest + " "):  # "a B.S. from X and M.S. from Y": the next study
        _study(
            text[at.start(1) + len(head) + 5 :], offset + at.start(1) + len(head) + 5, starts, profile, True
        )
        org, org_end = head, at.start(1) + len(head)
    elif rest and degree is None and field is None and org == at.group(1).rstrip(".,") and " of " not in head:
        # "studied at X and Y": two schools (not "University of Science and Technology")
        no = _line_at(starts, offset + at.start(1) + len(head) + 5)
        _add_study(profile, rest, None, None, None, None, Evidence(no, text.strip()))
        org, org_end = head, at.start(1) + len(head)
    unit_at = _UNIT_AT.match(text[org_end:])
    if unit_at and (_UNIT_NAME.search(org) or not unit_at.group(0).lstrip(" ,").startswith("at")):
        # the school the program or department is at
        org, org_pos, org_end = (
            unit_at.group(1).rstrip(".,"),
            org_end + unit_at.start(1),
            org_end + unit_at.end(),
        )
    kind = _UNIT_KIND.match(text[org_end:])  # "the Kestrel institute, X University": a unit of X
    parent = _COMMA_PARENT.match(text[org_end + (kind.end() if kind else 0) :])
    if parent and kind:
        org_end += kind.end()
    if parent and (_UNIT_NAME.search(org) or kind) and re.search(r"Universit|College", parent.group(1)):
        # "at the High Energy Theory Group, Harvard University": the university awarded the degree
        org, org_pos, org_end = (
            parent.group(1).rstrip(".,"),
            org_end + parent.start(1),
            org_end + parent.end(),
        )
    campus = _CAMPUS.match(text[org_end:])
    if campus and _SYSTEM.fullmatch(org):  # "the University of Texas at Austin"
        org, org_end = f"{org} at {campus.group(1)}", org_end + campus.end()
    dashed = _DASH_CAMPUS.match(text, org_end)  # "the Example Institute of Technology - Northfield"
    if dashed and re.search(r"Universit|Institut|College", org) and not find_date_ranges(dashed.group(1)):
        org, org_end = org + dashed.group(0).rstrip(), dashed.end()
    dates = find_date_ranges(text[org_end:])
    start = dates[0].start if dates and dates[0].end else None
    end = (dates[0].end or dates[0].start) if dates else None
    if _known(profile, org, start) and degree is None:
        return
    no = _line_at(starts, offset + org_pos)
    written: list[tuple[str | None, str | None]] = [(d[0], d[1] or field) for d in degrees]
    for name, own_field in written or [(None, field)]:
        _add_study(profile, org, name, own_field, start, end, Evidence(no, text.strip()))


def _add_study(
    profile: Profile,
    org: str,
    degree: str | None,
    field: str | None,
    start: str | None,
    end: str | None,
    evidence: Evidence,
) -> None:
    for e in profile.education:
        if e.degree and e.degree == degree:
            if e.evidence and e.evidence.line == evidence.line and (e.start, e.end) == (start, end):
                e.institution, e.institution_text, e.org_id = None, org, None  # the sentence names it
            return
        same_place = _key(e.institution_text or e.institution or "") & _key(org)
        if e.degree and degree and same_place and _level(e.degree) == _level(degree):
            return  # "a master's degree from X" restates the M.S. at X an entry gave
    profile.education.append(Education(None, org, None, degree, field, start, end, evidence))


def _level(degree: str) -> str:
    """The level of a canonical degree: "M.S." and "Master" are both "m"."""
    return "p" if degree.startswith(("Ph", "D")) else degree[:1].lower()


_COORDINATED = re.compile(
    r"(?:\s*\([^()]{1,20}\))?(?:(?:,\s*|\s+)(?:and|&)\s+(?:an?\s+|my\s+|the\s+)?|,\s+(?:an?\s+|my\s+)?)$"
)


def _degrees_before(text: str) -> list[tuple[str, str | None]]:
    """The degrees a study clause names before its institution: the one written last ("Prior to my
    PhD, I received an MSc from X" is an MSc), with those coordinated with it ("my M.S. and B.S.").

    >>> _degrees_before("Before my PhD studies, I earned an MSc in Maths ")
    [('M.Sc.', 'Maths')]
    >>> _degrees_before("I did my B.S. and M.S. in Physics ")
    [('B.S.', None), ('M.S.', 'Physics')]
    """
    out: list[tuple[str, str | None]] = []
    end = len(text)
    while True:
        starts = [m.start() for m in re.finditer(r"(?<![\w.'’])\w", text[:end])]
        found = next(((i, d) for i in reversed(starts) if (d := find_degree(text[i:end]))), None)
        if found is None:
            return out
        out.insert(0, found[1])
        coordinated = _COORDINATED.search(text[: found[0]])
        if coordinated is None:
            return out
        end = coordinated.start()
        if len(text[:end].split()) and not find_degree(" ".join(text[:end].split()[-6:])):
            return out  # what precedes "and" is no degree of its own ("PhD in A and B")
