"""First-person sentences about the owner's current post and studies, the forms about-pages use.

- "I am working at X as a Y", "I'm currently working for X", "I work as a Y at X", "I work at X" — a
  current post;
- "I joined X as a Y (in 2020)" — a post from when it began;
- "I'm a (second-year) (Physics) PhD student (in the Y Lab) at X" — a current post (PhD Student) and
  studies at X;
- "Now I'm at X", "I am currently at X", "I am based at X" — a current post;
- "I spent two wonderful years at X", "Previously, I was a data scientist at X", "I have been a
  Research Staff Member in the Y group at X", "I was previously a Y as part of Z at X", "Then I joined
  the Z group at X as a postdoc", "Prior to that I was at X", "I held a postdoc position at the Z
  Center at X" — a post without dates;
- "I'm currently part of the Z collaboration at X" — a current post;
- "I graduated with a PhD from X (in 2019)" — studies.

Each form is one regular expression over one sentence (sentences come from
:mod:`talentgraph.extract.prose_positions`); an organisation the profile already holds is not
repeated.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.model import Profile
>>> p = Profile(source="x")
>>> lines = split_lines(["I'm a second-year PhD student at Kestrel University, advised by A. Roe.",
...                      "", "I graduated with an MSc from Harbour College in 2019."])
>>> first_person_posts(lines, p)
>>> [(a.org_text, a.role, a.end) for a in p.affiliations]
[('Kestrel University', 'PhD Student', 'present')]
>>> [(e.institution_text, e.degree, e.end) for e in p.education]
[('Kestrel University', 'Ph.D.', None), ('Harbour College', 'M.Sc.', '2019')]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ..gazetteers import org_gazetteer
from ..gazetteers.units import unit_kinds
from ..model import Affiliation, Education, Evidence, Profile
from .dates import find_date_ranges
from .fields import find_degree, has_role, is_city, service_role, strip_honorifics
from .prose_positions import (
    _APPOSITION,
    _LEAD_CLAUSE,
    _OWN_STUDIES,
    _STUDENTS,
    NAME_JOINERS,
    _is_org,
    _key,
    _known,
    _line_at,
    _opens_with_owner,
    _sentences,
    at_owned_units,
    joint_orgs,
    org_name_pattern,
    owner_paragraphs,
    owner_units,
    quote_written,
)
from .sections import Line

__all__ = ["first_person_posts"]

_ORG = r"(?:the\s+)?" + org_name_pattern(NAME_JOINERS + "|at")  # "Lab at X" is one name here
_I_AM = r"\bI(?:'m|’m|\s+am)\s+(?:currently\s+|now\s+|presently\s+)?"
_WORKING = re.compile(
    _I_AM + rf"working\s+(?:at|for|with|in)\s+{_ORG}(?:\s+as\s+an?\s+((?:[\w-]+\s+){{0,4}}[\w-]+))?"
)
# "I am currently working as a research associate at X", "Currently, I work as a Y at X", "I am a geochemist
# and climate scientist working as a Y at X"
_WORK_AS = re.compile(
    r"\bI\s+(?:(?:am|['’]m)\s+(?:an?\s+[^.;:,]{1,80}?\s+)?)?(?:currently\s+|now\s+|presently\s+)?(?:work|working)\s+as\s+an?\s+"
    r"((?:[\w-]+\s+){0,4}?[\w-]+)(?:\s+in\s+(?:[\w&-]+\s+){0,4}?[\w&-]+)?\s+(?:at|for|with)\s+" + _ORG
)
# "… and then moved abroad to work as a Y at X": a former post
_TO_WORK_AS = re.compile(r"\bto\s+work\s+as\s+an?\s+((?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:at|for|with)\s+" + _ORG)
# "In 2017, I joined X's School of A, B and C as a Research Associate": a post in X's unit
_JOINED_UNIT_AS = re.compile(
    r"\bI\s+(?:then\s+|later\s+|also\s+)?joined\s+(?:the\s+)?([A-Z][^.;:]{1,80}?)['’]s\s+([A-Z][^.;:]{1,120}?)"
    r"\s+as\s+an?\s+((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s+(?:in|at|on|from|since|and|with|where|working|to)\b|[,.;(]|$)"
)
# "I work at X (as a Y)", "I currently work for X": a current post
_WORK_AT = re.compile(
    r"\bI\s+(?:currently\s+|now\s+|presently\s+)?work\s+(?:at|for)\s+"
    + _ORG
    + r"(?:\s+as\s+an?\s+((?:[\w-]+\s+){0,4}[\w-]+))?"
)
# "I joined X as a Y (in 2020)", "In 2019, I joined X as a Y"
_JOINED_AS = re.compile(
    r"\bI\s+(?:then\s+|later\s+|also\s+|recently\s+)?(?:joined|moved\s+to|went\s+to|came\s+to)\s+"
    + _ORG
    + r"(?:,\s+where\s+I\s+(?:worked|was|served))?\s+as\s+an?\s+((?:[\w-]+\s+){0,4}?[\w-]+)"
    r"(?=\s+(?:in|at|on|from|since|and|with|where|working|to)\b|[,.;(]|$)"
)
_STUDENT = re.compile(
    _I_AM
    + r"an?\s+(?:incoming\s+)?(?i:(?:first|second|third|fourth|fifth|sixth|final|\d(?:st|nd|rd|th))[- ]year\s+)?"
    # the field may be written in lower case ("an economics PhD candidate"), but not a past or future
    r"(?:(?!(?:former|past|prospective|future|ex|aspiring)\b)[A-Za-z][\w&-]*\s+){0,3}?"
    r"(Ph\.?\s?D\.?|[Dd]octoral|[Mm]aster['’]?s|M\.?Sc?\.?|[Gg]raduate|[Uu]ndergraduate)\s+([Ss]tudent|[Cc]andidate|[Rr]esearcher)"
    r"(?:\s+and\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?[\w-]+(?=\s+(?:at|in)\s))?"  # "… and graduate assistant"
    rf"(?:\s+in\s+(?:[\w&-]+\s+){{1,6}}?)?(?:\s+(?:working|based))?\s*(?:at|in|of)\s+{_ORG}"
)
# "… and have been working as a Y at X since 2022", "I've been at X since 2019": a current post
_BEEN = re.compile(
    r"\b(?:I(?:\s+have|['’]ve)|and\s+have)\s+been\s+(?:(?:currently\s+)?(?:working|employed)\s+"
    r"(?:as\s+an?\s+((?:[\w-]+\s+){0,4}?[\w-]+)\s+)?(?:at|for|with)|(?:based\s+)?at)\s+" + _ORG
)
# "my current role as a Postdoc in the Z Lab at X, which I've enjoyed since 2023": a current post
_CURRENT_ROLE = re.compile(
    r"\b[Mm]y\s+current\s+(?:role|position|post|job|appointment)\s+as\s+an?\s+((?:[\w-]+\s+){0,4}?[\w-]+)"
    r"(?:\s+in\s+(?:the\s+)?[^.;:,]{1,80}?)?\s+(?:at|with)\s+" + _ORG
)
# "After graduating, I started working at X", "I began working for X in 2019", "… with a small firm
# called X": a post from its start
_STARTED = re.compile(
    r"\bI\s+(?:then\s+|later\s+)?(?:started|began)\s+(?:working|to\s+work)\s+(?:at|for|with)\s+"
    r"(?:an?\b[^.;:]{0,60}?\b(?:company|firm|start-?up|consultancy|organi[sz]ation)\s+(?:called|named)\s+)?"
    + _ORG
)
# "I interned at X", "I previously interned for X": a former internship at X
_INTERNED = re.compile(r"\bI\s+(?:also\s+|then\s+|previously\s+|once\s+)?interned\s+(?:at|for)\s+" + _ORG)
_KINDS_AFTER = re.compile(r"\s+(?:and|or|&)\s+[a-z]")
# "I was a member of the Watson group at X", "I'm a chemist, and currently a member of the data team in Y at X"
_MEMBER_OF = re.compile(
    r"\bI(?:(\s+was|\s+have\s+been|['’]ve\s+been)|\s+am|['’]m)\s+(?:[^.;:]{0,60}?,?\s+and\s+)?"
    r"(?:also\s+|previously\s+|formerly\s+|currently\s+|now\s+)?a\s+member\s+of\s+(?:the\s+|an?\s+)?"
    r"((?:[\w&-]+\s+){0,6}?(?i:group|team|staff|lab|laboratory))(?:\s+in\s+[^.;:,]{1,80}?)?\s+at\s+" + _ORG
)
# "I also consult for the X Organization": a current post with no title
_CONSULT = re.compile(r"\bI\s+(?:also\s+|currently\s+)?consult\s+(?:for|with)\s+" + _ORG)
# "I joined the PhD program in the Department of Y at X in 2013": studies from their start
_PROGRAM = re.compile(
    r"\bI\s+(?:then\s+)?(?:joined|entered|started|began)\s+(?:the|a)\s+((?:[\w.'’-]+\s+){1,3}?)"
    r"(?:program|programme)\s+(?:in\s+(?:the\s+)?[^.;:]{1,80}?\s+)?at\s+" + _ORG
)
_NOW_AT = re.compile(
    rf"(?:\b(?:Now|Currently|Today),?\s+I(?:'m|’m|\s+am)|{_I_AM[:-1]})\s*(?:based\s+)?(?:at|with)\s+{_ORG}"
)
# "I spent two years at X", "spending three years in the Z Lab at X", "I spent five months in 2018 as a
# visiting researcher at X", "I spent (some) time at X", "half a year at X": a former post, with its title and the unit named before the organisation
_YEARS_AT = re.compile(
    r"\b(?:spent|spend|spending|worked|had)\s+(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|a|half\s+a"
    r"|\d{1,2})\s+(?:[\w-]+\s+){0,2}?|(?:some\s+|much\s+)?(?=time\b))"
    # "time" only after a past "spent" ("I spent (some) time at X"), never "spend", "had a great time"
    r"(years?|months?|summers?|semesters?|(?:(?<=\bspent\s)|(?<=\bspent\ssome\s)|(?<=\bspent\smuch\s))time\b)"
    r"(?:\s+of\s+(?:a|the|my)\s+\w+)?(?:\s+in\s+\d{4})?"
    r"(?:\s+as\s+an?\s+((?:[\w-]+\s+){0,3}?[\w-]+))?"
    r"(?:\s+in\s+(?:the\s+)?((?:[A-Z][\w&'’-]*\s+(?:(?:and|&|of|for)\s+)?){0,5}(?:Department|Group|Lab|Laboratory"
    r"|Division|Center|Centre|Institute|Unit|Team|Section)))?\s+(?:at|with)\s+" + _ORG
)
# what follows "I spent time at X" if the time was work there: "working on/with …", "as a Y", "for a
# research stay"
_AT_WORK = re.compile(
    r"\s*,?\s*(?:working\b|doing\s+research\b|(?:on|for)\s+a\s+research\s+(?:stay|visit)\b"
    r"|as\s+an?\s+((?:[\w-]+\s+){0,3}[\w-]+))"
)
_AND_AS = re.compile(
    r"\s+and\s+(?:also\s+)?(?:as|(?:then|later|subsequently)\s+(?:as\s+)?)\s*an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:at|with)\s+"
    + _ORG
)
_GRADUATED = re.compile(
    r"\bI\s+(?:recently\s+|also\s+|then\s+|later\s+|first\s+)?graduated\s+(?:with\s+(?:an?\s+|my\s+)?(.{2,60}?)\s+)?(?:from|at)\s+"
    + _ORG
)
_PARENT = re.compile(
    r",\s+((?:[A-Z][\w'’-]*\s+)*(?:University|Institute|College)(?:\s+(?:of|for|and|de)\s+[A-Z][\w'’-]*"
    r"|\s+[A-Z][\w'’-]*)*)"
)
# "I was (previously) a Y (in the Z group | as part of Z) at X", "I worked as a Y (0.5 year) in Z at X",
# "I've been a Y at X", "I was a PhD student of Physics at X" (not "a member of the Z Lab at X": no title)
_WAS = re.compile(
    r"\bI(?:\s+|['’](?:ve|d)\s+(?=(?:(?:also|previously|formerly|then|later|once|briefly)\s+)?(?:worked|been)\b))"
    r"(?:(?:also|previously|formerly|then|later|once|briefly)\s+)?"
    r"(?:was|(?:have\s+|had\s+)?worked\s+as|(?:have\s+|had\s+)?been)\s+(?:(?:previously|formerly|also|then|once|briefly)\s+){0,2}"
    # the article may be left out before a title ("I was previously software engineer at X"; see _bare_title)
    r"(?:an?\s+)?((?:(?!(?:of|in|at|with)\s)[\w.-]+\s+){0,5}?[\w-]+)(?:\s*\([^()]{1,20}\))?"
    r"(?:(?:\s+in|(?<!\bmember)\s+of)\s+(?:the\s+)?(?:[\w&'’/-]+,?\s+){0,9}?[\w&'’/-]+(?:\s*\([^()]{1,60}\))?|\s+as\s+part\s+of\s+[^.;:,]{1,140}?)?"
    r"\s+(?:at|with)\s+" + _ORG
)
# "Then I joined the Z group at X as a postdoc": the post is named after the organisation
_JOINED = re.compile(
    r"\bI\s+(?:then\s+|later\s+|also\s+)?joined\s+[^.;:]{0,80}?\bat\s+"
    + _ORG
    + r"\s+as\s+an?\s+((?:[\w-]+\s+){0,3}?[\w-]+)"
)
# "During a stint with a research group at X, I …", "During my postdoc at X, I …": a former post
_STINT = re.compile(
    r"^\s*(?:During|Throughout)\s+(?:a|my)\s+(?:(?:short|brief|two-year|one-year)\s+)?"
    r"(?:stint|time|tenure|years?|postdoc\w*|appointment|employment)"
    r"(?:\s+(?:as|with|in)\s+[^,.;:]{1,80}?)?\s+at\s+" + _ORG + r"[^,]{0,40},\s+I\b"
)
# "I'm currently part of the Z collaboration at X": a current post with no title
_PART_AT = re.compile(_I_AM + r"(?:a\s+)?part\s+of\s+[^.;:]{1,90}?\s+at\s+" + _ORG)
# "I worked at X", "I previously worked on resource scheduling at X", "I've worked at X"
_WAS_AT = re.compile(
    r"\bI(?:\s+(?:have|had)|['’](?:ve|d))?\s+(?:previously\s+|also\s+|then\s+)?(?:was|worked)\s+(?:previously\s+|also\s+)?"
    r"(?:on\s+(?:[a-z][\w-]*\s+){1,8}?)?at\s+" + _ORG
)
# "I held a postdoctoral research associate position at the Z Center in the Department of Y at X", "I
# then held a joint postdoctoral fellowship at X and the Y", "I held the A and B postdoctoral fellowships at X"
_HELD = re.compile(
    r"(?:\bI\s+|,\s+(?:and\s+)?(?=then\s))(?:previously\s+|also\s+|then\s+|later\s+)?(?:held|took\s+up|accepted)\s+(?:an?|the)\s+"
    r"((?:[\w\[\]-]+\s+){0,6}?[\w\]-]+)\s+(position|post|appointment|fellowships?)\s+(?:at|in|with)\s+(?:the\s+)?\[?"
    + _ORG
)
# "a postdoctoral fellowship": the fellow's post it funds (GUIDE: a fellowship worded at a named
# organisation is a post); a named fellowship of no research kind is an award
_FELLOWSHIP_OF = re.compile(r"\b(post-?doc\w*|research)\s*$", re.I)
_AND_THE = re.compile(r"\s+and\s+(?:the\s+)?" + _ORG)
_AT_ORG = re.compile(r"\s+(?:in|at)\s+" + _ORG)
_OF_PARENT = re.compile(r"\s+(?:of|at)\s+(?=(?:the\s+)?[^.;,]{0,40}(?:Universit|College))" + _ORG)
_UNIT_HEAD = re.compile(
    r"\b(?:College|School|Department|Faculty|Division|Center|Centre|Laboratory|Lab|Group|Program|Institute)\b"
)
# "I worked in the Theory Department of X first as a postdoc and later a staff scientist": a post per title
_WORKED_UNIT = re.compile(
    r"\bI\s+(?:previously\s+|also\s+|then\s+|later\s+)?worked\s+in\s+(?:the\s+)?"
    r"((?:[A-Z][\w&'’-]*\s+(?:(?:and|&|of|for)\s+)?){0,5}(?:Department|Group|Lab|Laboratory|Division|Center|Centre"
    r"|Institute|Unit|Team|Section))\s+(?:of|at)\s+" + _ORG
)
_AS_ROLE = re.compile(
    r"\b(?:as|later|then)\s+(?:as\s+)?an?\s+((?:[\w-]+\s+){0,3}?[\w-]+?)(?=\s+(?:with|under|at|in|for|and|from)\b|[,.;]|$)"
)
# "I did my postdoc at X", "I received my postdoctoral training at X", "I did a postdoctoral research
# fellowship at X", "I was postdoc at X" (no article: _WAS reads "I was a postdoc at X")
_POSTDOC = re.compile(
    r"\bI\s+(?:(?:did|completed|received|had|spent)\s+(?:my\s+|a\s+)?|was\s+)(?:postdoc|post-?doctoral|postoctoral)\w*"
    r"(?:\s+(?:training|research|work|fellowship|position|years?)){0,2}\s+(at|with|in)\s+" + _ORG
)
_UNIT_OF = re.compile(r"\b(Department|School|Faculty|Division|College)\s+of\s+$", re.I)
# "… in Jane Roe's lab at X": the lab a person heads, then the organisation it belongs to (a link's tag,
# removed, may leave "Jane Roe 's lab")
_HEADS_LAB = re.compile(r"\s*((?:['’]s)?\s+(?:lab|laboratory|group|team))\s+at\s+" + _ORG)
_THEN_AT = re.compile(r",?\s+at\s+" + _ORG)
#: a student's place written after "in"/"of" ("a PhD student in X", "… in the Lab of X"), not after "at"
_IN_OR_OF = re.compile(r"\b(?:in|of)\s+(?:the\s+)?\[?$")
#: an "at X" further on in the same clause ("in the Z Lab and the Y Group at X, where …")
_LATER_AT = re.compile(r"[^.;:,()]{0,120}?\s+at\s+" + _ORG)
_CLAUSE_AT = re.compile(r"[^.;:,]*?\s+at\s+" + _ORG)  # "… with Ada Lane at X", not "…, and my PhD at Y"
_VISIT = re.compile(r"\b(?:visit\w*|conference|workshop|talk|present\w*|summer school|attend\w*)\b", re.I)
_STUDENT_WORDS = re.compile(r"\b(?:student|candidate|undergraduate|graduate)\b", re.I)
# "a PhD student, funded by a Y Scholarship, in the Z Unit at X": the funder or adviser set off by commas
# before where the post is (blanked, keeping every offset, so the role meets its "in"/"at")
_BY_APPOSITION = re.compile(
    r",\s+(?:funded|supported|advised|co-advised|supervised|co-supervised|sponsored|mentored)\s+by\s+[^,;.]{2,80},"
    r"(?=\s+(?:in|at)\s)"
)
_FIRST = re.compile(r"(?:^|\W)(?:I|I'm|I’m|my)(?=\W)")
# a verb of working coordinated after the owner's first clause: "I studied at X, (and) worked as a Y at Z"
_COORDINATED_JOB = re.compile(
    r"^\s*I\b[^.;:]{3,200}?,\s+(?:and\s+)?(?:also\s+)?((?:worked|interned|served)\s+(?:as|at|for)\s)"
)


# a university's name, which "at" may join to its campus ("University of Kestrel at Lakeside")
_UNIVERSITY_WORD = re.compile(r"\b(?:Universit\w*|College)\b")
_CAMPUS = re.compile(r"[A-Z][\w'’.-]*(?:[\s-]+[A-Z][\w'’.-]*){0,2}")


def _org(text: str) -> str:
    """The organisation without a trailing connective ("X and", "X as") or punctuation; of "Roe Lab at
    X" or "Jane Roe at X", X; a university written with its campus after "at" stays whole.

    >>> _org("Roe Lab at the University of Kestrel at Lake Hills,"), _org("Jane Roe at Gull College")
    ('the University of Kestrel at Lake Hills', 'Gull College')
    """
    text = re.sub(r"\s+(?:and|as|at|of|for|&)$", "", text.strip().rstrip(".,;:")).strip()
    parts = text.split(" at ")
    i = len(parts) - 1
    while i > 0 and _UNIVERSITY_WORD.search(parts[i - 1]) and _CAMPUS.fullmatch(parts[i]):
        i -= 1  # "University of Texas at Austin": the campus is part of the name
    return " at ".join(parts[i:])


def first_person_posts(lines: list[Line], profile: Profile) -> None:
    """Add the posts and studies the owner's first-person sentences state (see the module example),
    and those of a third-person bio of the owner, read as if the owner wrote them."""
    for text, starts, pronoun, owner in owner_paragraphs(lines, profile.person.name):
        for offset, sentence in _sentences(text):
            written, held = sentence, (len(profile.affiliations), len(profile.education))
            if not _FIRST.search(sentence):
                sentence = _as_owner(sentence, pronoun, owner or "") if pronoun is not None else ""
                if not sentence:
                    continue
            sentence = at_owned_units(_APPOSITION.sub(lambda m: m.group(1) + " " * len(m.group(2)), sentence))
            sentence = _BY_APPOSITION.sub(lambda m: " " * len(m.group(0)), sentence)

            def ev(
                pos: int,
                sentence: str = sentence,
                offset: int = offset,
                starts: list[tuple[int, int]] = starts,
            ) -> Evidence:
                return Evidence(_line_at(starts, offset + pos), sentence.strip())

            _sentence(sentence, ev, profile)
            if clause := _COORDINATED_JOB.match(sentence):
                # "I studied at X, worked as a Y at Z, and …": the later verb's subject is the same "I"
                _sentence(" " * (clause.start(1) - 2) + "I " + sentence[clause.start(1) :], ev, profile)
            if (len(profile.affiliations), len(profile.education)) == held:
                clause_posts(sentence, ev, profile)
            if sentence != written:
                quote_written(profile, held, written)
            owner_units(profile, held)


_POSSESSIVE = {"he": "his", "she": "her", "they": "their"}
_NAME = re.compile(r"(?:(?:Dr|Prof|Professor)\.?\s+)?(?:[A-Z][\w.'’-]*\s+)*?[A-Z][\w.'’-]*(?=\s+[a-z])")


def _as_owner(sentence: str, pronoun: str, owner: str) -> str:
    """A sentence of the owner's third-person bio whose subject is the owner (the pronoun, or the name,
    after any opening clause), in the first person, every offset kept; "" for any other sentence.

    >>> _as_owner("In 2014, she joined Gull Labs as their chemist.", "she", "Jane Roe")
    'In 2014, I   joined Gull Labs as a     chemist.'
    >>> _as_owner("Jane did her PhD at Kestrel University.", "she", "Jane Roe")
    'I    did my  PhD at Kestrel University.'
    >>> _as_owner("Her student Bo joined Gull Labs.", "she", "Jane Roe")
    ''
    """
    if _STUDENTS.search(_OWN_STUDIES.sub("", sentence)):
        return ""  # what the owner's students or alumni did
    lead = _LEAD_CLAUSE.match(sentence)
    at = lead.end() if lead else 0
    said = re.match(rf"{pronoun}\b", sentence[at:], re.I) if pronoun else None
    if said is None and owner and _opens_with_owner(sentence[at:], owner):
        said = _NAME.match(sentence, at)
    if said is None or said.end() == said.start():
        return ""
    end = at + len(said.group(0)) if said.re is not _NAME else said.end()
    out = sentence[:at] + "I".ljust(end - at) + sentence[end:]
    if pronoun:
        # "as his Y": the title is the owner's, as "as a Y" says it
        out = re.sub(r"\b(as\s+)(his|her|their)\b", lambda m: m.group(1) + "a".ljust(len(m.group(2))), out)
        out = re.sub(rf"\b{pronoun}\b", lambda m: "I".ljust(len(m.group(0))), out, flags=re.I)
        out = re.sub(rf"\b{_POSSESSIVE[pronoun]}\b", lambda m: "my".ljust(len(m.group(0))), out, flags=re.I)
    return out


def _with_place(org: str, after: str) -> str:
    """A university's name with the campus city it writes in parentheses ("China University of Mining
    (Beijing)"); an acronym in parentheses is no part of the name.

    >>> _with_place("China University of Mining", " (Beijing), where …"), _with_place("Kestrel University", " (KU)")
    ('China University of Mining (Beijing)', 'Kestrel University')
    """
    m = re.match(r"\s*\(([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\)", after)
    return f"{org} ({m.group(1)})" if m and re.search(r"Universit", org) else org


def _title(words: str | None) -> str | None:
    """The job title that opens ``words`` ("research engineer on ranking" -> "research engineer")."""
    kept = re.split(r"\s+(?:on|in|at|for|with|and|where|to)\s+", words or "")[0].split()
    return next((t for t in (" ".join(kept[:n]) for n in range(len(kept), 0, -1)) if has_role(t)), None)


def _held_now(profile: Profile, org: str) -> bool:
    """A current post (or current studies) at ``org`` the profile already holds."""
    key = _key(org)
    posts = [(a.org_text or a.org or "", a.end) for a in profile.affiliations]
    posts += [(e.institution_text or e.institution or "", e.end) for e in profile.education]
    return any(end in {None, "present"} and key & _key(other) for other, end in posts)


def _earlier_degrees(profile: Profile, org: str, degree: str | None) -> bool:
    """Whether all the profile holds at ``org`` is studies for other degrees than ``degree`` (a
    master's there before the PhD one studies for now), with no post there.

    >>> p = Profile(source="x", education=[Education(institution_text="Kestrel Tech", degree="M.S.")])
    >>> _earlier_degrees(p, "Kestrel Tech", "Ph.D."), _earlier_degrees(p, "Kestrel Tech", "M.S.")
    (True, False)
    """
    key = _key(org)
    if not degree or any(key & _key(a.org_text or a.org or "") for a in profile.affiliations):
        return False
    there = [e for e in profile.education if key & _key(e.institution_text or e.institution or "")]
    return bool(there) and all(e.degree and e.degree != degree and e.end != "present" for e in there)


def _add_post(
    profile: Profile,
    org: str,
    role: str | None,
    end: str | None,
    evidence: Evidence,
    start: str | None = None,
    new: bool = False,
) -> None:
    """Add the post of ``role`` at ``org`` unless the profile already holds it (``new``: a post
    known to be new, added even then)."""
    if not org or has_role(org) or strip_honorifics(org)[1]:
        return  # "my postdoc with Prof Ada Lane": a person the post was with, not where it was
    if len(joint := joint_orgs(org)) > 1:  # "worked as a researcher at Hooli and Kestrel University"
        for one in joint:
            _add_post(profile, one, role, end, evidence, start, new)
        return
    org, unit = _owner_unit(org)
    # a role, a student's included, is a post even where the studies there are known (GUIDE: a
    # "PhD candidate at X" is a post and a study); only a role-less mention defers to the studies
    titled = role is not None
    if (
        not new
        and _known(profile, org, None, evidence.text, titled)
        and (end != "present" or _held_now(profile, org))
    ):
        return
    profile.affiliations.append(Affiliation(None, org, None, unit, role, start, end, None, evidence))


_LIST_ITEM = re.compile(r"\s*,\s*(?:and\s+)?" + _ORG)


def _listed_after(sentence: str, pos: int) -> list[tuple[str, int]]:
    """The organisations a comma list goes on with after the one ending at ``pos``: "at X, Y, and Z"
    (the last item may be joined by a bare "and": "X, Y and Z").

    >>> _listed_after("I worked at Hooli, Initech and Quillon Robotics.", 17)
    [('Initech', 19), ('Quillon Robotics', 31)]
    >>> _listed_after("I worked at Hooli, where I built tools.", 17)
    []
    """
    out: list[tuple[str, int]] = []
    ended = False
    while (m := _LIST_ITEM.match(sentence, pos)) is not None:
        name, start = _org(m.group(1)), m.start(1)
        head, sep, last = name.partition(" and ")
        if sep and last[:1].isupper():  # "Y and Z" ends the list
            out += [(head, start), (last, start + len(head) + 5)]
            ended = True
            break
        out.append((name, start))
        ended = m.group(0).lstrip(" ,").startswith("and ")
        pos = m.end(1)
        if ended:
            break
    # only a list closed by "and" is one of organisations ("at Hooli, Zurich" names a city)
    return [(name, at) for name, at in out if not is_city(name)] if ended else []


# (not a "Post-Doctoral Researcher", who holds a post)
_DOCTORAL_RESEARCHER = re.compile(r"(?<![\w-])(?<!post\s)(?:Ph\.?\s?D\.?|doctoral)\s+researcher\b", re.I)


def _studied_at(profile: Profile, org: str) -> bool:
    """Whether the profile holds studies at ``org``."""
    return any(_key(org) & _key(e.institution_text or e.institution or "") for e in profile.education)


def _doctoral(role: str) -> tuple[str, str | None] | None:
    """The PhD a "doctoral" student or researcher studies for (find_degree names no degree there)."""
    return ("Ph.D.", None) if re.search(r"(?<![\w-])(?<!post\s)doctoral\b", role, re.I) else None


def _span(sentence: str) -> tuple[str, str] | None:
    """The first range of years a sentence states with both ends ("From 2015 to 2020, I was …").

    >>> _span("From 2015 – 2021 I was a PhD student at X"), _span("I was a PhD student at X in 2019")
    (('2015', '2021'), None)
    """
    return next(((d.start, d.end) for d in find_date_ranges(sentence) if d.start and d.end), None)


def _unit_at(sentence: str, start: int, name: str) -> tuple[str, str | None]:
    """The organisation of a ``name`` read at ``start`` in ``sentence``, and its unit when that name
    is a unit's that "at" the organisation follows ("at the Department of Y at X": X, with the unit Y).

    >>> s = "I was a fellow at the Tide Centre at the Gull University."
    >>> _unit_at(s, 22, "Tide Centre"), _unit_at(s, 22, "Tide Centre at")
    (('Gull University', 'Tide Centre'), ('Gull University', 'Tide Centre'))
    >>> _unit_at("I was at Gull University at Lakeside, Oregon.", 9, "Gull University at Lakeside")
    ('Gull University at Lakeside', None)
    >>> _unit_at("I was a fellow at the Tide Lab at Gull College.", 22, "Tide Lab at Gull College")
    ('Gull College', 'Tide Lab')
    """
    org = _org(name)
    kept = re.sub(r"(?:\s+(?:and|as|at|of|for|&))+$", "", name.rstrip(".,;: "))  # "Y at": Y
    place = _THEN_AT.match(sentence, start + len(kept))
    if place and _UNIT_HEAD.search(org) and not _UNIVERSITY_WORD.search(org):
        return _org(place.group(1)), org
    # "Department of Y at X" read as one name: X holds the post, Y is its unit
    unit = re.sub(r"^the\s+|\s+at(?:\s+the)?$", "", name[: name.rfind(org)].strip())
    if unit and _UNIT_HEAD.search(unit) and not _UNIVERSITY_WORD.search(unit):
        return org, unit
    return org, None


# "… and plan to graduate in Fall 2025", "(expected May 2026)": the date a study ends, no start of the post
_ENDS_STUDY = re.compile(r"\b(?:graduat\w*|defend\w*|finish\w*|complet\w*|expect\w*)\b[^.;]{0,25}$", re.I)


def _student_since(after: str) -> str | None:
    """The start a student's sentence states after the role, not the date of the degree's end.

    >>> _student_since(" at X since 2021, and plan to graduate Fall 2025"), _student_since(" at X (expected 2026)")
    ('2021', None)
    """
    return next(
        (
            d.start
            for d in find_date_ranges(after)
            if d.start and not _ENDS_STUDY.search(after, 0, d.start_pos)
        ),
        None,
    )


def _since(after: str) -> str | None:
    """The start a post's sentence states after its organisation ("… since January 2023")."""
    dates = [d for d in find_date_ranges(after) if d.start]
    return dates[0].start if dates else None


def _owner_unit(org: str) -> tuple[str, str | None]:
    """ "X's Department of Y": X, and its unit.

    >>> _owner_unit("Kestrel University's School of Law"), _owner_unit("Kestrel University")
    (('Kestrel University', 'School of Law'), ('Kestrel University', None))
    """
    owner = re.match(r"^(.+?)['’]s\s+(.+)$", org)
    if owner and _UNIT_HEAD.search(owner.group(2)):
        return owner.group(1), owner.group(2)
    return org, None


def _bare_title(sentence: str, pos: int, title: str) -> bool:
    """Whether ``title`` (at ``pos``) has no article and is too little for a title without one: a title
    so written is capitalised or of two words or more ("I was Technical Lead at X", "I was also previously
    software engineer at Y"), not one lower-case word ("I was visiting at Z").

    >>> _bare_title("I was visiting at Kestrel", 6, "visiting"), _bare_title("I was a visiting at", 8, "visiting")
    (True, False)
    >>> _bare_title("I was Technical Lead at Kestrel", 6, "Technical Lead"), _bare_title("I was Head of X at Y", 6, "Head")
    (False, True)
    """
    if re.search(r"\ban?\s+$", sentence[:pos]):
        return False
    # "I was President of the Chess Club at X": a seat of a body; "I was working as a Y at X": a verb
    if re.match(r"\s+of\s", sentence[pos + len(title) :]) or re.match(r"\w+(?:ing|ed)\b|.*\bas\b", title):
        return True
    return not (title[:1].isupper() or len(title.split()) > 1)


def _sentence(sentence: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    if _grammar_more(sentence, ev, profile):
        return
    m = _STUDENT.search(sentence)
    if m and m.group(2).lower() == "researcher" and not re.match(r"(?i)ph|doc", m.group(1)):
        m = None  # a "PhD researcher" studies; a "graduate researcher" may not
    if m:
        org = _org(m.group(3))  # "(in the Department of) X at Y": Y
        org, unit = _owner_unit(org)[0], None
        pi = re.match(r"\s+at\s+" + _ORG, sentence[m.start(3) + len(_org(m.group(3))) :])
        if pi and re.search(r"\b(?:lab|group|team)\s+of\s+$", sentence[: m.start(3)], re.I):
            org = _org(pi.group(1))  # "in the lab of Jane Roe at X": X, not the head of the lab
        elif pi and (head := _UNIT_OF.search(sentence[: m.start(3)])):
            # "in the Department of Y at the X University": X holds the post, Y is its unit
            unit, org = f"{head.group(1)} of {_org(m.group(3))}", _org(pi.group(1))
        elif pi and _UNIT_HEAD.search(org):
            unit, org = org, _org(pi.group(1))  # "at the Z Group at X": X holds the post, Z is its unit
        elif lab := _HEADS_LAB.match(sentence, m.start(3) + len(_org(m.group(3)))):
            # "in Jane Roe's lab at X": X holds the post, the lab of its head is its unit
            unit, org = f"{_org(m.group(3))}{lab.group(1)}", _org(lab.group(2))
        elif _IN_OR_OF.search(sentence, 0, m.start(3)):
            later = _LATER_AT.match(sentence, m.start(3) + len(_org(m.group(3))))
            if later and (_UNIT_HEAD.search(org) or not _is_org(org)):
                # "in the Z Lab and the Y Graduate Group at X": X holds the post, Z is its unit
                unit, org = org, _org(later.group(1))
            elif not _is_org(org):
                return  # "a PhD student in Population Biology, advised by …": a field, not a place
        parent = _PARENT.match(sentence[m.end() :])
        if parent:  # "at QuTech, Delft University of Technology": the university holds the post
            org = _org(parent.group(1))
        start = _student_since(sentence[m.end() :])
        level = m.group(1)
        degree = find_degree(level) or (("Ph.D.", None) if level.lower() == "doctoral" else None)
        role = f"{'PhD' if degree and degree[0] == 'Ph.D.' else level[:1].upper() + level[1:]} {m.group(2).title()}"
        earlier = _earlier_degrees(profile, org, degree[0] if degree else None)
        known, held = _held_now(profile, org) and not earlier, len(profile.affiliations)
        # "… a PhD student at X. I got my master's at X": the master's is done, the post is new
        _add_post(profile, org, role, "present", ev(m.start(3)), start, new=earlier)
        if unit and len(profile.affiliations) > held:
            profile.affiliations[-1].unit = unit
        if degree and degree[0] in {"Ph.D.", "M.Sc.", "M.S."} and not known:
            profile.education.append(Education(None, org, None, degree[0], None, start, None, ev(m.start(3))))
        return
    m = _WORK_AS.search(sentence)
    if m and has_role(m.group(1)):
        _add_post(profile, _org(m.group(2)), m.group(1).strip(), "present", ev(m.start(2)))
        return
    m = _WORK_AT.search(sentence)
    if m and not _VISIT.search(sentence):
        org = _org(m.group(1))
        parent = _OF_PARENT.match(sentence[m.start(1) + len(org) :]) if _UNIT_HEAD.search(org) else None
        if parent:  # "at the Department of X of the Y University": Y holds the post
            held = len(profile.affiliations)
            _add_post(profile, _org(parent.group(1)), _title(m.group(2)), "present", ev(m.start(1)))
            if len(profile.affiliations) > held:
                profile.affiliations[-1].unit = org
            return
        _add_post(profile, org, _title(m.group(2)), "present", ev(m.start(1)))
        return
    m = _JOINED_UNIT_AS.search(sentence)
    if m and has_role(m.group(3)) and not _STUDENT_WORDS.search(m.group(3)) and _UNIT_HEAD.search(m.group(2)):
        held = len(profile.affiliations)
        _add_post(profile, _org(m.group(1)), m.group(3).strip(), None, ev(m.start(1)), _since(sentence))
        if len(profile.affiliations) > held:
            profile.affiliations[-1].unit = m.group(2).strip()
        return
    m = _TO_WORK_AS.search(sentence)
    if m and has_role(m.group(1)) and not find_date_ranges(sentence):
        org = _org(m.group(2))
        parent = _PARENT.match(sentence[m.end(2) :])
        if parent:  # "at the Z Institute, X University": X holds the post
            org = _org(parent.group(1))
        _add_post(profile, org, m.group(1).strip(), None, ev(m.start(2)))
        return
    m = _JOINED_AS.search(sentence)
    if m and has_role(m.group(2)) and not _STUDENT_WORDS.search(m.group(2)):
        dates = [d for d in find_date_ranges(sentence) if d.start]
        _add_post(
            profile,
            _org(m.group(1)),
            m.group(2).strip(),
            None,
            ev(m.start(1)),
            dates[0].start if dates else None,
        )
        return
    m = _WORKING.search(sentence)
    if m:
        _add_post(profile, _org(m.group(1)), _title(m.group(2)), "present", ev(m.start(1)))
        return
    m = _NOW_AT.search(sentence)
    if m:
        _add_post(profile, _org(m.group(1)), None, "present", ev(m.start(1)))
        return
    m = _GRADUATED.search(sentence)
    if m:
        org = _org(m.group(2))
        after = re.match(r"\s+with\s+(?:an?\s+|my\s+)?(.{2,40})", sentence[m.end() :])  # "… with a BSc in X"
        degree = find_degree(m.group(1) or "") or (find_degree(after.group(1)) if after else None)
        dates = find_date_ranges(sentence[m.end() :])
        end = (dates[0].end or dates[0].start) if dates else None
        name = degree[0] if degree else None
        stated = any(e.institution_text == org and e.degree == name for e in profile.education)
        if org and not has_role(org) and not (_known(profile, org, None) and degree is None) and not stated:
            profile.education.append(Education(None, org, None, name, None, None, end, ev(m.start(2))))
        return
    m = _WAS.search(sentence)
    if m and _bare_title(sentence, m.start(1), m.group(1)):
        m = None
    student = m and (_STUDENT_WORDS.search(m.group(1)) or _DOCTORAL_RESEARCHER.search(m.group(1)))
    if m and has_role(m.group(1)) and not find_degree(m.group(1)) and not student:
        if not find_date_ranges(sentence):  # dated posts are read by prose_positions
            # the clause, not "Before joining X, …": an abbreviation named before it is another place
            said = replace(ev(m.start(2)), text=sentence[m.start() :].strip())
            org = _with_place(_org(m.group(2)), sentence[m.end(2) :])
            place = _THEN_AT.match(sentence, m.start(2) + len(org))
            if place and re.search(r"\swith\s+(?:the\s+)?$", sentence[: m.start(2)]):
                org = _org(place.group(1))  # "a postdoc with Jane Roe, at X": the person is no place
            parent = _PARENT.match(sentence[m.start(2) + len(org) :]) if _UNIT_HEAD.search(org) else None
            # "at the Z School of Medicine, X University": X holds the post
            named = not parent and org == _org(m.group(2))
            seat, unit = _unit_at(sentence, m.start(2), m.group(2)) if named else (org, None)
            held = len(profile.affiliations)
            _add_post(profile, _org(parent.group(1)) if parent else seat, m.group(1).strip(), None, said)
            if unit and len(profile.affiliations) > held:  # "at the Department of Y at X": Y is X's unit
                profile.affiliations[-1].unit = unit
            for more in _AND_AS.finditer(
                sentence, m.start(2) + len(org)
            ):  # "… and as a Y at Z": another post
                if has_role(more.group(1)):
                    _add_post(profile, _org(more.group(2)), more.group(1).strip(), None, ev(more.start(2)))
            for more in _WAS.finditer(
                sentence, m.end(2)
            ):  # "…, and before that I was a Y at Z": another post
                if has_role(more.group(1)) and not _STUDENT_WORDS.search(more.group(1)):
                    _add_post(profile, _org(more.group(2)), more.group(1).strip(), None, ev(more.start(2)))
        return
    degree = (find_degree(m.group(1)) or _doctoral(m.group(1))) if m and student else None
    span = _span(sentence)
    if m and degree and (span or not find_date_ranges(sentence)):  # "I was a PhD student at X": studies at X
        org, unit = _unit_at(sentence, m.start(2), m.group(2))
        start, end = span or (None, None)
        # (a dated post there is no study: the dated reader may have taken the post from this sentence)
        studied = _known(profile, org, start) if not span else _studied_at(profile, org)
        if org and not has_role(org) and not studied:
            profile.education.append(Education(None, org, None, degree[0], None, start, end, ev(m.start(2))))
        if org and not has_role(org) and degree[0] == "Ph.D.":
            # and a former post there, as "I am a PhD student at X" is a current one (GUIDE)
            held = len(profile.affiliations)
            _add_post(profile, org, m.group(1).strip(), end, ev(m.start(2)), start)
            if unit and len(profile.affiliations) > held:
                profile.affiliations[-1].unit = unit
        return
    m = _JOINED.search(sentence)
    if (
        m
        and has_role(m.group(2))
        and not _STUDENT_WORDS.search(m.group(2))
        and not find_date_ranges(sentence)
    ):
        _add_post(profile, _org(m.group(1)), m.group(2).strip(), None, ev(m.start(1)))
        return
    m = _WORKED_UNIT.search(sentence)
    if m and not find_date_ranges(sentence):
        roles = [r.group(1) for r in _AS_ROLE.finditer(sentence, m.end()) if has_role(r.group(1))]
        org, unit = _org(m.group(2)), m.group(1).strip()
        held = len(profile.affiliations)
        _add_post(profile, org, roles[0] if roles else None, None, ev(m.start(2)))
        if len(profile.affiliations) > held:  # new: its unit, and the later titles held there
            profile.affiliations[-1].unit = unit
            for role in roles[1:]:
                profile.affiliations.append(
                    Affiliation(None, org, None, unit, role, None, None, None, ev(m.start(2)))
                )
        return
    m = _HELD.search(sentence)
    kind = _FELLOWSHIP_OF.search(m.group(1)) if m and m.group(2).startswith("fellowship") else None
    title = (
        f"{kind.group(1).lower()} fellow"
        if kind
        else m.group(1).strip()
        if m and has_role(m.group(1))
        else None
    )
    if m and title and not find_date_ranges(sentence):
        org, pos, unit = _org(m.group(3)), m.start(3), None
        while _UNIT_HEAD.search(org) and (nxt := _AT_ORG.match(sentence, pos + len(org))):
            unit = unit or org  # "the Z Center in the Department of Y at X": Z is X's unit
            org, pos = _org(nxt.group(1)), nxt.start(1)
        if _UNIT_HEAD.search(org.rpartition(" at ")[0]):  # "Department of Y at X"
            unit, org, pos = (
                unit or org.rpartition(" at ")[0],
                org.rpartition(" at ")[2],
                pos + org.rfind(" at ") + 4,
            )
        _add_post(profile, org, title, None, ev(pos))
        if unit and profile.affiliations and profile.affiliations[-1].org_text == org:
            profile.affiliations[-1].unit = unit
        other = _AND_THE.match(sentence, pos + len(org)) if kind and not unit else None
        if other and _is_org(_org(other.group(1))):  # "… fellowship at X and the Y": held at both
            _add_post(profile, _org(other.group(1)), title, None, ev(other.start(1)))
        return
    m = _PART_AT.search(sentence)
    if m:
        _add_post(profile, _org(m.group(1)), None, "present", ev(m.start(1)))
        return
    m = _POSTDOC.search(sentence)
    if m and not find_date_ranges(sentence):  # dated posts are read by prose_positions
        org = _org(m.group(2))
        pos = sentence.find(org, m.start(2))  # "the Z Group at X": X
        # "my postdoc with Prof Ada Lane in her lab at X", "with Ada Lane at X": X, the person no place
        if (m.group(1) == "with" and org == m.group(2).strip().removesuffix(" at")) or strip_honorifics(org)[
            1
        ]:
            at = _CLAUSE_AT.match(sentence, pos + len(org))
            if not at:
                return
            org, pos = _org(at.group(1)), at.start(1)
        unit = None
        while _UNIT_HEAD.search(org) and (nxt := _AT_ORG.match(sentence, pos + len(org))):
            unit = unit or org  # "at the Z Center in the Department of Y at X": Z is X's unit
            org, pos = _org(nxt.group(1)), nxt.start(1)
        held = len(profile.affiliations)
        _add_post(profile, org, "Postdoc", None, ev(pos))
        if unit and len(profile.affiliations) > held:
            profile.affiliations[-1].unit = unit
        return
    m = _WAS_AT.search(sentence)
    if m and not _VISIT.search(sentence) and not find_date_ranges(sentence):
        _add_post(profile, _org(m.group(1)), None, None, ev(m.start(1)))
        for name, pos in _listed_after(sentence, m.end(1)):  # "I worked at X, Y, and Z"
            _add_post(profile, name, None, None, ev(pos))
        return
    dates = [d for d in find_date_ranges(sentence) if d.start]
    for m in _YEARS_AT.finditer(sentence):
        title = m.group(2).strip() if m.group(2) and has_role(m.group(2)) else None
        work = _AT_WORK.match(sentence, m.end())
        if m.group(1) == "time" and work and work.group(1):
            title = _title(work.group(1))  # "I spent time at X as a visiting researcher"
        if (
            m.group(1) == "time"
            and not title
            and (_VISIT.search(sentence) or not (work and not work.group(1)))
        ):
            continue  # "I spent some time at X presenting our work": a visit; "… at X hiking", "as a kid": leisure
        # the sentence's one date opens the stay ("At the end of 2019, …, spending three years …") if
        # it is not stated after the organisation, in another clause ("… before joining Y in 2015"); a
        # stay of months in a year ends in it
        start, end = (
            (dates[0].start, dates[0].end)
            if len(dates) == 1 and dates[0].end_pos <= m.end()
            else (None, None)
        )
        if start and not end and not m.group(1).startswith("year"):
            end = start[:4]
        held = len(profile.affiliations)
        _add_post(profile, _org(m.group(4)), title, end, ev(m.start(4)), start)
        if m.group(3) and len(profile.affiliations) > held:
            profile.affiliations[-1].unit = m.group(3).strip()


def _grammar_more(sentence: str, ev: Callable[[int], Evidence], profile: Profile) -> bool:
    """Current posts stated with a start ("have been working as a Y at X since 2022", "my current role
    as a Y at X"), posts begun ("I started working at X"), consulting, a degree programme joined, and
    a former post a time there is named by ("During my time at X, I …")."""
    from .prose_service import served  # it builds on this module's posts

    if served(sentence, ev, profile):
        return True
    m = _STINT.search(sentence)
    if m and not find_date_ranges(sentence) and not _VISIT.search(sentence[: m.end()]):
        _add_post(profile, _org(m.group(1)), None, None, ev(m.start(1)))
        return True
    for pattern, titled in ((_BEEN, True), (_CURRENT_ROLE, True)):
        m = pattern.search(sentence)
        if m and not _VISIT.search(sentence):
            role = _title(m.group(1)) if titled else None
            _add_post(profile, _org(m.group(2)), role, "present", ev(m.start(2)), _since(sentence[m.end() :]))
            return True
    m = _INTERNED.search(sentence)
    # (not "I interned at Big Tech and startup companies": kinds of employer, no name)
    if (
        m
        and not _VISIT.search(sentence)
        and not _KINDS_AFTER.match(sentence, m.start(1) + len(_org(m.group(1))))
    ):
        dates = [d for d in find_date_ranges(sentence[m.end() :]) if d.start]
        start, end = (dates[0].start, dates[0].end or dates[0].start) if dates else (None, None)
        _add_post(profile, _org(m.group(1)), "intern", end, ev(m.start(1)), start)
        for name, pos in _listed_after(sentence, m.end(1)):  # "I interned at X, Y and Z"
            _add_post(profile, name, "intern", end, ev(pos), start)
        return True
    m = _STARTED.search(sentence) or _CONSULT.search(sentence)
    if m:
        _add_post(profile, _org(m.group(1)), None, "present", ev(m.start(1)), _since(sentence[m.end() :]))
        return True
    m = _MEMBER_OF.search(sentence)
    if m and not find_date_ranges(sentence):
        # "I was a member of the Z group at X": a post at X with no title (not a committee's seat)
        _add_post(profile, _org(m.group(3)), None, None if m.group(1) else "present", ev(m.start(3)))
        return True
    m = _PROGRAM.search(sentence)
    degree = find_degree(m.group(1)) if m else None
    if m and degree:
        org = _owner_unit(_org(m.group(2)))[0]
        start = _since(sentence)
        if not (_known(profile, org, None) and any(e.degree == degree[0] for e in profile.education)):
            profile.education.append(Education(None, org, None, degree[0], None, start, None, ev(m.start(2))))
        return True
    return False


# The owner's clause reader, for the sentences no form above reads: each "at / for / with X" (and
# "joined X") whose own lead-in (the words since the previous organisation) says the owner held a
# post there: a job title right before it ("… an economist at X", "… and the first security engineer
# at Y") or a verb of working ("worked for X", "intern with X", "joined the team at X").
_ANCHOR = re.compile(r"\b(?:at|for|with|joined|joining)\s+(?:the\s+)?" + _ORG)
# "… a macroeconomic researcher at", "as a Senior Quantitative Analyst at", "the first hire at", "a
# research scientist at the Z lab at": a title (a unit may follow it: "in the Y Department")
_TITLE_BEFORE = re.compile(
    r"\b(?:as\s+)?(?:an?|the|their|his|her|my)\s+((?:(?!(?:at|with|for|in|of|and|on)\b)[\w/-]+\s+){0,4}?[\w/-]+)"
    r"(?:\s+(?:in|of|on)\s+(?:the\s+)?[^,;()]{1,80}?)?\s+$"
)
# "worked for", "working at", "intern with", "joined (the team at)", "building a data science team at"
_WORK_BEFORE = re.compile(
    r"\b(?:(?:work|works|worked|working|intern|interns|interned|interning|employed)(?:\s+(?:full-time|part-time|remotely))?"
    r"|(?:joined|joining|building)\s+(?:(?:the|a|an|our)\s+)?(?:[\w-]+\s+){0,3}?(?:team|group|lab|staff|faculty))\s+$"
)
_PAST = re.compile(
    r"\b(?:was|were|worked|interned|joined|spent|had|held|previously|formerly|before|prior|then|later|earlier|did|used\s+to)\b",
    re.I,
)
# another subject, or a verb of no post: what is said there is not the owner's post
_NOT_OWNER = re.compile(
    r"\b(?:he|she|they|we|who|whose|my\s+(?:advisor|adviser|supervisor|mentor|co-?founder|partner|wife|husband))\b"
    r"|\b(?:collaborat\w*|visit\w*|talk|present\w*|conference|workshop|attend\w*|award\w*|fund\w*|study|studied|degree"
    r"|Ph\.?D|received|obtained|earned|graduated)\b",
    re.I,
)
_I = re.compile(r"(?:^|\W)I(?:['’](?:m|ve|d))?(?=\W)")


def clause_posts(sentence: str, ev: Callable[[int], Evidence], profile: Profile) -> None:
    """Posts of an undated first-person sentence the fixed forms above do not read, at organisations
    the profile does not hold yet; a post is current unless its clause tells of the past.

    >>> p = Profile(source="x")
    >>> clause_posts("I was previously an economist at the Kestrel Bank, and a researcher at Gull Fund.",
    ...              lambda pos: Evidence(1, ""), p)
    >>> [(a.org_text, a.role, a.end) for a in p.affiliations]
    [('Kestrel Bank', 'economist', None), ('Gull Fund', 'researcher', None)]
    """
    if not _I.search(sentence) or find_date_ranges(sentence):
        return  # (dated posts are read by prose_positions)
    prev = 0
    for m in _ANCHOR.finditer(sentence):
        lead_in, prev = _CLAUSE_BREAK.split(sentence[prev : m.start()])[-1], m.end(1)
        clause = _CLAUSE_BREAK.split(sentence[: m.start()])[-1]
        if _NOT_OWNER.search(clause):
            continue
        word = m.group(0).split()[0].lower()
        org = _org(m.group(1))
        role = None
        if word == "joined":  # "I joined X as a Y"; "later joined X": X names itself an organisation
            after = _JOINED_AS_ROLE.match(sentence, m.start(1) + len(org))
            role = _title(after.group(1)) if after else None
            if role is None and not _is_org(org):
                continue
        elif t := _TITLE_BEFORE.search(lead_in + " "):
            role = _title(t.group(1))
        working = _WORK_BEFORE.search(lead_in + " ")
        if word == "joining" or not (role or working or word == "joined"):
            continue  # "Prior to joining X, …": X is the post now, read with its sentence
        if word in {"with", "for"} and not (
            working and (word == "for" or working.group(0).startswith("intern"))
        ):
            continue  # "a biologist for the X project", "work with the Ada Roe group": no employer
        if role and (_STUDENT_WORDS.search(role) or _MEMBER.search(role) or service_role(role)):
            continue  # studies, read elsewhere; a membership or an editor's seat is no post (GUIDE)
        if not _named_employer(org, sentence[m.start(1) + len(org) :]) or _known(profile, org, None):
            continue
        end = None if _PAST.search(clause) else "present"
        _add_post(profile, org, role, end, ev(m.start(1)))
        for name, pos in _listed_after(sentence, m.start(1) + len(org)):  # "worked for X, Y, and Z"
            if _named_employer(name, "") and not _known(profile, name, None):
                _add_post(profile, name, role, end, ev(pos))


_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:where|while|which|when)\b")
_JOINED_AS_ROLE = re.compile(
    r"\s+as\s+(?:an?|the|their|his|her)\s+((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s+(?:in|at|on|from|since|and|with|where|to|for)\b|[,.;(]|$)"
)
# a unit of an employer, not one itself (data/unit_kinds.yaml)
_UNIT_WORD = re.compile(rf"\b{unit_kinds('clause_unit_words', capitalised=True)}\b")
# "the Z Center in the Department of Y", "the Z Agency, part of W", "the Z Institute, Kestrel University": a unit
_UNIT_THEN = re.compile(
    r"\s*(?:\([^()]{1,20}\))?(?:,?\s*(?:which\s+is\s+|that\s+is\s+)?part\s+of\b|(?:,|\s+(?:in|of))\s+(?:the\s+)?(?:[A-Z][\w'’-]*\s+){0,4}(?:Department|School|Faculty|Division|University|College)\b)"
)
_MEMBER = re.compile(r"\b(?:member|fellow|affiliate)s?\b", re.I)


def _named_employer(org: str, after: str) -> bool:
    """Whether ``org`` (written before ``after``) reads as an employer's own name: capitalised, no
    job title, city, person or owner's possessive ("Ada's lab"), not a kind ("Big Tech and startup
    companies"), and no unit the gazetteer does not know ("the Z Lab at X": X is the employer)."""
    return (
        org[:1].isupper()
        and not has_role(org)
        and not is_city(org)
        and not strip_honorifics(org)[1]
        and not re.search(r"['’]s?$|['’]s\b", org)
        and not _KINDS_AFTER.match(after)
        and not _UNIT_THEN.match(after)
        and not (_UNIT_WORD.search(org) and org_gazetteer().lookup(org) is None)
    )
