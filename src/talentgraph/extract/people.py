"""People the document names with a relation: supervisors, advisors, mentors, managers, collaborators.

A trigger word ("Supervised by", "Mentors:", "advisor was", "collaborate with", "worked with …") is followed
by a list of names, each optionally titled (Prof., Dr.) and followed by its organisation in
parentheses. A name must look like one: 2–4 capitalised words, initials ("J.") and particles ("van",
"de") allowed, no common words (``data/role_words.yaml``: ``name_stop_words``). A mention made inside
an entry carries that entry's organisation (``Mention.org``) so resolution can tell two people of
the same name apart. Names cued only by "with" or a grant's "PI:" are weak: a page with more than ``WEAK_CAP`` of them is a
bibliography or a talk list when they are most of its people, and they are dropped.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Mentors: Dr. Ada Byron (Initech Labs), Dr. Alan M. Turing (Hooli)",
...                      "Hosted two PhD interns; my advisor was Prof. Grace van Hopper."])
>>> [(m.name, m.relation, m.org) for m in people(lines)]
[('Ada Byron', 'mentor', 'Initech Labs'), ('Alan M. Turing', 'mentor', 'Hooli'), ('Grace van Hopper', 'advisor', None)]
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from ..model import Evidence, Mention, Profile
from .entries import enclosing_org
from .fields import _yaml, has_role, looks_like_org, role_words, strip_honorifics
from .lab_heads import lab_heads
from .sections import Line, heading_kind

__all__ = ["looks_like_person", "names_owner", "people"]

_REL = {
    "supervisor": "supervisor", "supervisors": "supervisor", "supervised": "supervisor",
    "advisor": "advisor", "advisors": "advisor", "adviser": "advisor", "advised": "advisor",
    "co-advised": "advisor", "mentor": "mentor", "mentored": "mentor", "mentors": "mentor", "host": "mentor",
    "hosted": "mentor", "manager": "manager", "managed": "manager", "report to": "manager",
    "reported to": "manager", "reporting to": "manager", "supervision of": "advisor", "supervisora": "supervisor",
    "supervison of": "advisor", "guide": "supervisor", "guides": "supervisor", "guided": "supervisor",
    "pi": "collaborator", "pis": "collaborator", "co-pi": "collaborator", "principal investigator": "collaborator",
    "advisers": "advisor", "hosts": "mentor", "guidance of": "advisor", "direction of": "advisor",
    "mentorship of": "mentor", "tutelage of": "advisor", "advisement of": "advisor", "under": "advisor", "committee": "advisor",
    "promotor": "supervisor", "promotors": "supervisor", "co-promotor": "supervisor", "copromotor": "supervisor",
    "advising from": "mentor", "advising of": "advisor", "ra for": "supervisor", "ra to": "supervisor", "committee member": "advisor", "led by": "supervisor", "co-led by": "collaborator", "committee members": "advisor", "chief scientist": "collaborator", "chief scientists": "collaborator", "chair": "advisor", "chairs": "advisor", "co-chair": "advisor", "co-chairs": "advisor",
    "director": "supervisor", "directors": "supervisor", "sponsor": "supervisor", "sponsors": "supervisor",
}  # fmt: skip
_LABEL_ONLY = frozenset(
    {"guide", "guides", "pi", "pis", "co-pi", "principal investigator", "committee", "promotor", "promotors"}
    | {"chair", "chairs", "co-chair", "co-chairs", "co-i", "co-is", "co-investigator", "co-investigators"}
    | {"committee member", "committee members", "lead", "leads", "leader", "leaders"}
    | {"chief scientist", "chief scientists"}  # a research cruise's leader: "Chief Scientist: Ada Roe"
    # a thesis's "Directors: A and B", a visit's "Sponsor: C"
    | {"director", "directors", "sponsor", "sponsors"}
    | {
        f"{head} {lead}"
        for head in ("team", "group", "project")
        for lead in ("lead", "leads", "leader", "leaders")
    }
)  # only as "Guide: X", "Thesis committee: X, Y", "Co-chairs: X & Y"
_TRIGGER = re.compile(
    r"\b(co-advised|supervised|advised|mentored|hosted|managed|supervisors?|supervisora|advisors?|adviser|mentors?|"
    r"manager|hosts?|collaborat\w*|report(?:ed|ing)? to|supervisi?on of|guide[sd]?|co-PI|PIs?|principal investigator|"
    r"advisers|(?:guidance|direction|mentorship|tutelage|advisement)\s+of|under|committee(?:\s+members?)?|(?:co-?)?promotors?|(?:co-)?chairs?|"
    r"co-Is?|co-investigators?|(?:team\s+|group\s+|project\s+)?lead(?:er)?s?|chief\s+scientists?|directors?|sponsors?|"
    r"(?:groups?|labs?|laborator(?:y|ies)|team),?\s+(?:led|directed|headed)\s+by|projects?\s+(?:was|is|were)\s+led\s+by|work(?:s|ed|ing)?\s+for(?=\s+(?:Profs?|Professor|Drs?)\b)|(?:co-)?led\s+by(?=\s+(?:Profs?|Professor|Drs?)\b)|(?:(?:research|field)\s+assistant|RA)\s+(?:for|to)|"
    r"advising\s+(?:from|of)|"
    r"(?:research\s+|lab\s+)?(?:groups?|labs?|laborator(?:y|ies))\s+of|with)\b",
    re.I,
)
_LEAD = re.compile(
    r"^(?:\s+(?:by|with|is|was|are|were|has been|have been))*\)?\s*(?:[:=]\s*|(?:\|\s*)+|(?<=\s)[–—-]\s+|;\s*(?=(?:Profs?|Professors?|Drs?)\b\.?\s))?(?:\([^()]{1,20}\)\s*:\s*)?",
    re.I,
)
_LABEL_COMMA = re.compile(r"^\s*,\s*")  # "Advisor, Mark Roe" opening a line
# "my PhD advisor, Ada Roe", "an incredible advisor, Dr. Ada Roe": the role's determiner before it
_APPOSED = re.compile(r"\b(?:my|our|her|his|their|an?)\s+(?:[\w.-]+\s+){0,2}$", re.I)
_APPOSED_ROLES = frozenset({"advisor", "adviser", "supervisor", "mentor"})
_TITLE = re.compile(r"^(?:Profs?|Professors?|Drs?|Mr|Mrs|Ms)\.?\s+")
_TOKEN = re.compile(
    r"(?:[A-Z]\.){2,3}|[A-ZÀ-Þ][\w'’-]*\.?|[a-zà-ÿ]+|(?:de|da|di|du|van|von|le|la|del|mac)[A-Z][\w'’-]*"
)
_SEP = re.compile(r"^\s*(?:,\s*(?:and\s+|&\s*)?|\s+(?:and|et|und|y)\s+|\s*&\s*|\s*;\s*)")


_CAMEL_PARTICLE = re.compile(r"^(de|da|di|du|van|von|le|la|del|mac)(?=[A-Z][a-z])")


_DIGIT, _CAPITAL = re.compile(r"\d"), re.compile(r"[A-Z]")
_INITIALS, _LONE_INITIAL = re.compile(r"(?:[A-Z]\.){1,3}"), re.compile(r"[B-HJ-Z]")
_NAME_WORD = re.compile(r"(?:[A-Z]\.){2,3}|[A-ZÀ-Þ](?:\.|[\w'’-]*[a-zà-ÿ][\w'’-]*)")


def looks_like_person(name: str, titled: bool = False) -> bool:
    """2–4 capitalised words (initials and particles allowed), none of them a common word; after a
    title (``titled``: "Prof. He He") a common surname may open the name too.

    >>> looks_like_person("Jean-Luc van der Berg"), looks_like_person("two PhD interns")
    (True, False)
    >>> looks_like_person("Ada Marie deVries"), looks_like_person("Experimental Nuclear Physics")
    (True, False)
    """
    words = [_CAMEL_PARTICLE.sub(lambda m: m.group(1).title(), w) for w in name.split()]  # "deVries"
    if not 2 <= len(words) <= 5 or _DIGIT.search(name) or words[-1].lower() in role_words("name_field_heads"):
        return False  # "Classical Mechanics" names a subject
    if not (words[0][:1].isupper() and words[-1][:1].isupper()) or len(words[-1].rstrip(".")) < 2:
        return False
    for i, w in enumerate(words):
        if w.lower() in role_words("name_particles"):
            continue
        initial = _INITIALS.fullmatch(w) is not None or (i == 0 and _LONE_INITIAL.fullmatch(w))
        # "Ian A Wilson": between two name words, "A" or "I" is a middle initial, not the article or pronoun
        initial = initial or (0 < i < len(words) - 1 and w in {"A", "I"})
        # "Lan He": a surname after a name word; first it is the pronoun ("He Received", "He Joined X")
        surname = (i > 0 or titled) and w.istitle() and w.lower() in role_words("name_common_surnames")
        if not w[:1].isupper() or (
            w.lower().strip(".") in role_words("name_stop_words") and not initial and not surname
        ):
            return False  # "A." is an initial, "a" a word; "S Roe" is an initial without its full stop
        middle_initial = i < len(words) - 1 and _CAPITAL.fullmatch(w)
        if not (middle_initial and (i > 0 or initial)) and not _NAME_WORD.fullmatch(w):
            return False  # "PhD", "AI" are not name words; "J." and "O'Neil" are
    return not has_role(name) and not looks_like_org(name)


def _cased(words: list[tuple[str, int]], titled: bool) -> str:
    """The name the words make, its surname in capitals read as a word when a title opens it and it is
    the second of two words ("Prof. Wen WANG" as "Wen Wang"; "Ada Roe UCLA" keeps its capitals).

    >>> _cased([("Wen", 0), ("WANG", 0)], True), _cased([("Wen", 0), ("WANG", 0)], False)
    ('Wen Wang', 'Wen WANG')
    """
    if (
        titled
        and len(words) == 2
        and len(words[1][0]) > 1
        and words[1][0].isupper()
        and words[0][0][1:].islower()
    ):
        return f"{words[0][0]} {words[1][0].title()}"
    return " ".join(w for w, _ in words)


#: "Roe, A.", "van Lind, B.K.", "Dunn-Ito, C. D." at the start of a list, and the separator after it
_INVERTED = re.compile(
    r"((?:(?:van|von|de|da|di|du|del|der|le|la)\s)?[A-ZÀ-Þ][a-zà-ÿ'’-][\w'’-]*),\s*((?:[A-Z]\.\s?){1,3})"
    r"(?=\s*(?:,|;|&|\band\b|$))\s*(?:,\s*(?:and\s+|&\s*)?|;\s*|&\s*|and\s+)?"
)


def _inverted_names(text: str) -> list[str]:
    """Names written surname first with initials ("Roe, A., Lind, B.K. and Dunn, C."), as the
    document's reader would write them: initials first ("A. Roe"); at least two, from the start.

    >>> _inverted_names("Roe, A., Lind, B. K., & van Dunn, C."), _inverted_names("Roe, A. Tide maps.")
    (['A. Roe', 'B.K. Lind', 'C. van Dunn'], [])
    """
    found, pos = [], 0
    while m := _INVERTED.match(text, pos):
        found.append(f"{m.group(2).replace(' ', '').strip()} {m.group(1)}")
        pos = m.end()
    return found if len(found) >= 2 else []


def _read_name(text: str) -> tuple[str, int]:
    """The longest name-like run of words at the start of ``text`` (title dropped), and its end."""
    pos = len(text) - len(strip_honorifics(text)[0])
    words: list[tuple[str, int]] = []
    for m in re.finditer(r"\S+", text[pos:]):
        raw = m.group(0)
        if words and re.search(r"\t|\s{3}", text[words[-1][1] : pos + m.start()]):
            break  # "Ada Roe    Research Associate": a PDF table's column gap ends the name
        if words and raw.rstrip(",;:)") in {"Jr.", "Sr.", "Jr", "Sr"}:
            break  # "James R. Roe Jr. (Chair), Bo Lind": the suffix is read below, with its full stop
        initial = re.fullmatch(r"(?:[A-Z]\.){1,3}", raw) is not None  # "J." and "J.H."
        word = raw if initial else raw.rstrip(",;:).!?\"”’]'")
        if len(words) == 5 or not word or not _TOKEN.fullmatch(word):
            break
        # "Ada Roe's lab", "Kestrel's Archive": a possessive ends the name (its end is after the "'s")
        owner = re.sub(r"['’]s$", "", word)
        words.append((owner, pos + m.start() + len(word)))
        if owner != word:
            break
        if word != raw and not initial:
            break  # a comma, a closing parenthesis or a full stop ends the name
    joined_initials = bool(words) and re.fullmatch(r"(?:[A-Z]\.){2,3}", words[0][0]) is not None
    # "N.P. Chue Hong (Kestrel)": a surname of two words, its details after it
    two_surnames = len(words) == 3 and re.match(r"\s*(?:[(,;]|$)", text[words[2][1] :]) is not None
    particle = len(words) > 1 and words[1][0].lower() in role_words("name_particles")
    if joined_initials and len(words) > 2 and not particle and not two_surnames:
        del words[2:]  # "J.H. Roe" is the name; in "J.H. Roe Initech Labs" the words after are an org
    while len(words) >= 2 and not looks_like_person(_cased(words, pos > 0), titled=pos > 0):
        dropped = words.pop()[0]
        # "Ada Roe in Computer Science": a lower-case word between the name and the field ends the name
        joined = not any(w[:1].islower() and w not in role_words("name_particles") for w, _ in words)
        if dropped[:1].isupper() and dropped.lower() in role_words("name_field_heads") and joined:
            return "", 0  # "Kestrel Bay Conservation Science": the run names a field or a body, not a person
    if len(words) < 2:
        return "", 0
    suffix = re.match(r",?\s+(?:Jr\.|Sr\.|II|III|IV)(?![\w'’-])", text[words[-1][1] :])
    if suffix:  # "Hal Roe III", "Ada Lind, Jr.": a generational suffix is part of the name
        return " ".join(w for w, _ in words) + suffix.group(0), words[-1][1] + suffix.end()
    return " ".join(w for w, _ in words), words[-1][1]


def _name_list(text: str, surnames: bool = False) -> list[tuple[str, str | None]]:
    """Names (with their parenthesised organisation) listed at the start of ``text``; with ``surnames``,
    a titled surname alone ("Supervisor: Prof. Roe and Dr. Lind") is a name too.

    >>> _name_list("Prof. Roe and Dr. Lind."), _name_list("Prof. Roe and Dr. Lind.", surnames=True)
    ([], [('Roe', None), ('Lind', None)])
    >>> _name_list("Prof. Ada (Addy) Roe and [Bo Lind] (https://bo.example.org), who …")
    [('Ada Roe', None), ('Bo Lind', None)]
    """
    found: list[tuple[str, str | None]] = []
    rest = re.sub(r"(?<=[a-z])\((?=[A-Z])", " (", text)  # "Ada Roe(Initech)": a PDF lost the space
    rest = re.sub(r"(?<=[a-z])/(?=[A-Z])", " & ", rest)  # "Mentors: Ada Roe/Bo Lind"
    # "Advisor: Ada Roe|Kestrel Institute": a table's cell ends the name
    rest = re.sub(r"(?<=\w)\|", " |", rest)
    rest = _NICKNAME.sub(r"\1", rest)  # "Prof. Ada (Addy) Roe": the name by which she goes, in brackets
    rest = _SPACED_LINK.sub(r"\1", rest)  # "[Ada Roe] (https://…)": a link the page's Markdown did not read
    while True:
        name, end = _read_name(rest)
        if not name and surnames:
            name, end = _titled_surname(rest)
        if not name:
            break
        rest = rest[end:]
        if _org_follows(name, rest):
            break  # "Queen Mary University of London", "Novo Nordisk A/S": an organisation
        if found and re.match(r"\s*:", rest):
            break  # "…, Tidal Notes: selected papers": a title after the names
        org = None
        paren = re.match(r"\s*\(([^()]{2,80})(?:\)|$)", rest)
        if paren:
            inner = paren.group(1).split(",")[0].strip()
            plain = inner[:1].isupper() and not re.search(r"[@\d]", inner) and not has_role(inner)
            org = inner if plain and not looks_like_person(inner) else None
            rest = rest[paren.end() :]
        degree = re.match(
            r"(?:,?\s*(?:Ph\.?\s?D|M\.?D|D\.?Phil|M\.?Sc|M\.?S)\.?){1,3}(?=\s*(?:[,;&]|and\s|$))", rest
        )
        # "Ada Roe, PhD & Bo Lind, PhD", "Cy Dunn, M.Sc. and …", "Ada Roe MD PhD & Bo Lind"
        rest = rest[degree.end() :] if degree else rest
        place = _NAMED_PLACE.match(rest)  # "Ada Roe of Kestrel U. and Bo Lind"
        where = (place.group(1) or place.group(2)) if place else None
        if place and where and not looks_like_person(where):
            # the sentence's full stop is not the organisation's ("… at Kestrel College."; "Kestrel U." keeps it)
            org, rest = org or re.sub(r"(?<=[a-z]{4})\.$", "", where.strip()), rest[place.end() :]
        found.append((name, org))
        sep = _SEP.match(rest)
        if not sep or not sep.group(0):
            break
        rest = rest[sep.end() :]
    return found


_NICKNAME = re.compile(r"\b([A-Z][a-z]{1,20})\s+\([A-Z][a-z]{1,20}\)(?=\s+[A-Z][a-z])")
_SPACED_LINK = re.compile(r"\[([^\[\]]{3,60})\]\s+\((?:https?:)?//[^()\s]{1,300}\)")

#: the organisation written after a listed name, before the next name: "of/at Kestrel U." before "and"
#: or the end, or ", Kestrel Tech" before "and" + a titled name (a comma alone may start the next name)
_NAMED_PLACE = re.compile(
    r"(?:\s+(?:of|at|from)\s+([A-Z][\w&.'’-]*(?:\s+(?:of\s+)?[A-Z][\w&.'’-]*){0,4}?)(?=\s+(?:and|&)\s+[A-Z]|\s*[.;]?\s*$)"
    r"|,\s+(?!(?:Profs?|Professor|Drs?)\b)([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}?)(?=\s+(?:and|&)\s+(?:Profs?|Professor|Drs?)\.?\s))"
)


def _titled_surname(text: str) -> tuple[str, int]:
    """A surname after a title at the start of ``text`` ("Prof. Roe"), and its end; not a common word."""
    m = re.match(r"\s*(?:Profs?|Professor|Drs?)\.?\s+([A-Z][a-z][\w'’-]+)\b(?![\w'’-]|\s+[A-Z(])", text)
    if not m or m.group(1).lower() in role_words("name_stop_words") or has_role(m.group(1)):
        return "", 0
    return m.group(1), m.end(1)


def _org_follows(name: str, rest: str) -> bool:
    """The words after ``name`` make it an organisation's name ("Queen Mary" + "University of London").

    >>> _org_follows("Queen Mary", " University of London"), _org_follows("Ada Roe", " (Initech Labs)")
    (True, False)
    >>> _org_follows("Kestrel Trading", " and Technology Ltd., Optics"), _org_follows("Ada Roe", " and Bo Lind")
    (True, False)
    >>> _org_follows("Kestrel Widget", " A/S, Denmark"), _org_follows("Ada Roe", " (Abel AB)")
    (True, False)
    """
    if _LEGAL_FORM.match(rest):
        return True  # "Kestrel Widget A/S", "Lane Roe S.p.A.": a company's legal form after its name
    m = re.match(r"\s*((?:(?:and|&)\s+)?[A-Z][\w/&.'’-]*(?:\s+(?:[A-Z][\w/&.'’-]*|of|for|and|&)){0,3})", rest)
    return m is not None and looks_like_org(f"{name} {m.group(1)}") and not looks_like_org(name)


_LEGAL_FORM = re.compile(
    r"\s*,?\s*(?:A/S|ApS|ASA|AB|Oyj?|S\.?A\.?S?|S\.p\.A\.?|SpA|S\.?r\.?l\.?|B\.V\.?|BV|N\.V\.?|NV|GmbH|AG|KG|"
    r"Pty|Ltd|Inc|LLC|LLP|PLC|plc|Corp|K\.K\.)(?![\w/])\.?"
)


_ROLE_NOUNS = re.compile(r"^(?:(?:the|my|our|a|an)\s+)?(?:[a-z][a-z-]+\s+){1,3}(?=\[?[A-Z])")


def _role_nouns(after: str) -> int:
    """The end of the lower-case role words before a name ("my co-founder Ada Roe", "artist Bo Lind"), 0 if
    none; words of a phrase with a preposition are no role ("funding from Kestrel Tea" names a body).

    >>> _role_nouns("my co-founder Ada Roe"), _role_nouns("funding from Kestrel Tea")
    (14, 0)
    """
    role = _ROLE_NOUNS.match(after)
    if not role or re.search(r"\b(?:from|by|of|for|in|at|to|on|and|support)\b", role.group(0)):
        return 0
    return role.end()


# "co-taught with", "taught jointly with", "co-instructor with", "co-lecturing with": teaching shared with someone
_TAUGHT_WITH = re.compile(
    r"\b(?:co-?)?(?:taught|teach\w*|instruct\w*|lectur\w*)(?:\s+(?:jointly|together))?\s+$", re.I
)


#: a clause that says the owner works on or as something, up to the "with" after it ("working on sea
#: ice models with", "worked as a postdoctoral researcher with"): the names after "with" are co-workers
_WORK_CLAUSE = re.compile(
    r"\b(?:work|works|working|worked)\s+(?:[a-z]+ly\s+)?(?:on|as)\s+[^.;:!?]{1,80}?\s+$", re.I
)


def _work_clause(before: str) -> bool:
    """``before`` ends in a clause of the owner's work whose last word is no word of a title.

    >>> _work_clause("I work on sea ice "), _work_clause("I worked as a Postdoctoral Researcher ")
    (True, True)
    >>> _work_clause("working on Tide Maps for Coastal Towns "), _work_clause("Working paper ")
    (False, False)
    """
    last = before.split()[-1] if before.split() else ""
    return _WORK_CLAUSE.search(before) is not None and (last[:1].islower() or has_role(last))


#: a clause of something the owner did, up to the "with" after it ("led a survey with", "building Kestrel
#: with", "Collected field data with"): the names after "with" are co-workers
_DOING_CLAUSE = re.compile(
    r"\b(?P<verb>(?:co-?)?led|leading|built|building|collected|collecting)"
    r"\s+(?P<object>(?:[\w'’-]+\s+){1,5})$",
    re.I,
)


def _doing_clause(before: str) -> bool:
    """``before`` ends in a clause of the owner's doing; a capitalised verb (a title's "Building Bridges with")
    needs its object in lower case.

    >>> _doing_clause("I led a survey "), _doing_clause("currently building Kestrel "), _doing_clause("Collected field data ")
    (True, True, True)
    >>> _doing_clause("Building Bridges "), _doing_clause("I led ")
    (False, False)
    """
    clause = _DOING_CLAUSE.search(before)
    return clause is not None and (clause["verb"][:1].islower() or clause["object"].islower())


def _with_allowed(text: str, start: int, after: str) -> bool:
    """ "with" introduces a collaborator after "worked with", "(with", ", with …" or before a title."""
    before = text[:start]
    if _TAUGHT_WITH.search(before):
        return False  # "co-taught with Prof. Ada Roe": a co-teacher is no person item (GUIDE round 29)
    return bool(
        re.search(
            r"(?:work|working|worked|built|co-PI|collaborat\w*|together|jointly|closely|research|studied"
            r"|co-?authored|co-?wrote|co-?written|co-?organi[sz]ed|co-?supervised|co-?advised"
            r"|projects?|thesis|postdoc|internship|intern(?:ed|ing)?|student|grant|co-?edit\w*"
            r"|Ph\.?\s?D\.?|doctorate|placement|visit|stay|sabbatical)\s+$",
            before,
            re.I,
        )
        or _work_clause(before)
        or _doing_clause(before)
        or before.endswith(("(", ", ", "– ", "- "))
        or re.fullmatch(r"(?:.*[.;:!?]\s+)?", before, re.S) is not None  # "With A and B." opening a sentence
        or _TITLE.match(after.strip())
    )


_NEWS_WITH = re.compile(r"\bwith\s+")
#: a word of working together right before "with" in a news item ("working with", "Together with")
_WORKED_TOGETHER = re.compile(r"\b(?:work|working|worked|together|interned)\s+$", re.I)


def _news_co_workers(text: str) -> list[str]:
    """The people a news item says the owner works with: only after a clause of work ("working on X with",
    "Together with"), since a news item's other "with" names co-authors of a paper or a talk.

    >>> _news_co_workers("Summer 2024: working on tide maps with Ada Roe and Bo Lind.")
    ['Ada Roe', 'Bo Lind']
    >>> _news_co_workers("Our paper with Ada Roe was accepted at Kestrel Meeting.")
    []
    """
    found: list[str] = []
    for m in _NEWS_WITH.finditer(text):
        before = text[: m.start()]
        if _WORKED_TOGETHER.search(before) or _work_clause(before) or _doing_clause(before):
            found += [name for name, _ in _name_list(text[m.end() :])]
    return found


_ROLE_AFTER = re.compile(
    r"^(?:Profs?\.?\s+|Dr\.?\s+)?[^,()]{3,50}?\s*[,(]\s*(?:(?:PhD|Ph\.D\.|dissertation|thesis|doctoral)\s+)?"
    r"((?:co-?)?(?:chair|advisor|adviser|supervisor|committee\s+member|mentor|host|promotor))\b",
    re.I,
)


def _role_relation(role: str) -> str:
    """The relation a role after a name states ("Dissertation Chair" → advisor).

    >>> _role_relation("Committee Member"), _role_relation("co-supervisor"), _role_relation("Mentor")
    ('advisor', 'supervisor', 'mentor')
    """
    word = role.lower().replace("-", "").removeprefix("co")
    return {"supervisor": "supervisor", "mentor": "mentor", "host": "mentor"}.get(word, "advisor")


def _comma_label(before: str, trigger: str, rest: str) -> bool:
    """ "Advisor, Ada Roe" as a whole line (or field value) names the advisor; "Mentor, Girls Who Code
    2021" is a post.

    >>> _comma_label("", "Advisor", "Ada Roe"), _comma_label("", "Mentor", "Code Club  2021")
    (True, False)
    """
    if before.strip() and not before.rstrip().endswith(":"):
        return False
    name, end = _read_name(rest)
    return (
        trigger.lower() in {"advisor", "adviser", "supervisor"} and bool(name) and not rest[end:].strip(" .")
    )


_TRAILING_DATE = re.compile(r"[\s.,;|\d–-]+$")  # "” | 2014", "”, 2019."


#: a title in curly quotes, two words or more ("“Tide Maps and Sea Walls,”"; a PDF may open it with ”)
_QUOTED_TITLE = re.compile(r"[“”][^“”\s]+\s[^“”]{3,}[”“]")


def _after_quoted_title(lines: list[Line], i: int, before: str) -> bool:
    """Whether a line opening with "with" follows a quoted title on the line above, the way a CV lists a
    paper and then its co-authors.

    >>> rows = [Line(1, "", "“Tide Maps and Sea Walls” | 2014"), Line(2, "", "with A. Roe & B. Lind.")]
    >>> _after_quoted_title(rows, 1, ""), _after_quoted_title(rows[1:], 0, "")
    (True, False)
    """
    if before.strip() or i == 0:
        return False
    above = next((ln for ln in reversed(lines[:i]) if not ln.skip and ln.text.strip()), None)
    return (
        above is not None
        and not above.heading
        and _TRAILING_DATE.sub("", above.text[-300:]).endswith(("”", '"'))
    )


def _linked_name(after: str, raw: str) -> bool:
    """The name after "with" is a hyperlink of its own ("studied X with [Ada Roe](https://…)"): a person
    with a page, not a tool or a dataset."""
    name, _ = _read_name(after[_role_nouns(after) :])  # "with my co-founder [Ada Roe](…)"
    return bool(name) and re.search(rf"\[(?:[^\]]*\s)?{re.escape(name)}\]\(", raw) is not None


#: a course by its code ("TM 215: …") or a course taught ("Designed and taught …"): its "with" names a teacher
_COURSE_TAUGHT = re.compile(r"^\s*[A-Z]{2,5}\s?\d{2,4}[A-Z]?\b|\b(?i:(?:co-?)?taught)\b")
#: a talk's "(with" or "(together with", the co-authors of the talk after it
_TALK_WITH = re.compile(r"\((?:\s*(?:together|jointly))?\s*$", re.I)


def _line_before(lines: list[Line], i: int, start: int) -> str:
    """The text of line ``i`` before ``start``, or the line above's when ``start`` opens the line (a talk's
    "(together" / "with Ada Roe)." wrapped by the layout).

    >>> from talentgraph.extract.sections import split_lines
    >>> _line_before(split_lines(["Kestrel Meeting, 2019 (together", "with Ada Roe)."]), 1, 0)
    'Kestrel Meeting, 2019 (together'
    """
    before = lines[i].text[:start]
    if before.strip() or i == 0:
        return before
    return lines[i - 1].text.rstrip()


_TALK_WORDS = re.compile(
    r"\b(?:talks?|seminars?|colloqui(?:um|a)|keynotes?|lectures?|webinars?|presentations?)\b", re.I
)


_VISIT_WORDS = re.compile(
    r"\b(?:visit\w*|stay|sabbatical|guest\s+(?:researcher|scientist|scholar)|residency)\b", re.I
)


def _talk_line(lines: list[Line], i: int) -> bool:
    """Line ``i`` is in a talks section whose heading speaks of no visits: the host it names invited a
    talk (GUIDE: no person), unlike the host of a visit or an internship.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["## Invited talks", "Tides, Kestrel U. (host: Ada Roe)", "## Talks and visits", "Bo Lind"])
    >>> rows[1].kind, _talk_line(rows, 1), _talk_line(rows, 3)
    ('talks', True, False)
    """
    if lines[i].kind != "talks" or _VISIT_WORDS.search(lines[i].text):
        return False
    heading = next((ln.text for ln in reversed(lines[:i]) if ln.heading), "")
    return not _VISIT_WORDS.search(heading)


def _relation(trigger: str) -> str:
    if re.search(
        r"\b(?:groups?|labs?|laborator(?:y|ies)|teams?|lead(?:er)?s?|assistants?|for)\b", trigger, re.I
    ):
        return "supervisor"  # "in the group of X", "Team leads: X": the head of the group the owner worked in
    return _REL.get(" ".join(trigger.lower().split()), "collaborator")


_POSSESSIVE_GROUP = re.compile(
    r"(?:\b(?:Profs?|Dr)\.?\s+)?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}?)(?:['’]s|(?<=s)['’])\s+"
    r"(?:[A-Z][\w-]*\s+){0,2}(?:[Rr]esearch\s+)?(?:[Gg]roup|[Ll]ab|[Ll]aboratory|[Tt]eam)\b"
)
#: "Prof. Ada Roe Lab", "Dr Ada Roe Group": a lab named after its titled head (a title is required:
#: "Roe Lab" alone names no one)
_TITLED_LAB = re.compile(
    r"\b(?:Profs?|Professor|Pr|Dr)\.?\s+([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}?)\s+"
    r"(?:Research\s+)?(?:Lab|Laboratory|Group|Team)\b"
)


#: more names than this with only a weak cue ("with", a grant's "PI:"), making up at least ``WEAK_SHARE`` of
#: the page's people, make the page a bibliography, a talk or grants list: its "(with A and B)" notes and PIs
#: name co-authors and funded teams, not the people the owner worked with, and all of them go. A page whose
#: weak names sit beside many advisors, students and mentors states its relations, and keeps them.
#: a relation label set in capitals ("SUPERVISORS:", "ADVISED BY"), as a CV template's small caps print it, and
#: the names after it up to a column gap, a cell bar, a bracket or a semicolon (not "HOST:", a talk's host)
_CAPITALS_LABEL = re.compile(
    r"\b(?:CO-)?(?:SUPERVISORS?|ADVISORS?|MENTORS?|SUPERVISED BY|ADVISED BY|MENTORED BY)\b\s*:?\s*"
    r"([^|()\t;:]*?)(?=\s{3}|\t|[|();]|$)"
)
_CAPITALS_RUN = re.compile(r"[A-Z]{4}")
_CAPITALS_WORD = re.compile(r"[A-ZÀ-Þ][A-ZÀ-Þa-zà-ÿ'’-]+\.?")


def capitals_cased(text: str) -> str:
    """The names after a relation label set in capitals, in their usual case; other text as it is.

    >>> capitals_cased("RESEARCH INTERN, SUPERVISED BY DR.ADA ROE | 2019")
    'RESEARCH INTERN, SUPERVISED BY Dr. Ada Roe | 2019'
    >>> capitals_cased("PHD (SUPERVISORS: PROF. BO A. LIND, PROF. CY DUNN)"), capitals_cased("Advisor: Ada ROE")
    ('PHD (SUPERVISORS: Prof. Bo A. Lind, Prof. Cy Dunn)', 'Advisor: Ada ROE')
    """
    if not _CAPITALS_RUN.search(text):
        return text

    def cased(m: re.Match[str]) -> str:
        names = re.sub(r"\b(DRS?|PROFS?|PR)\.(?=[A-Z])", r"\1. ", m.group(1))  # "DR.ADA ROE": the space lost
        if sum(c.islower() for c in names) > 1:
            return m.group(0)  # "SUPERVISOR: Ada Roe": already cased
        words = _CAPITALS_WORD.sub(
            lambda w: w.group(0).title() if len(w.group(0).rstrip(".")) > 1 else w.group(0), names
        )
        return m.group(0)[: m.start(1) - m.start(0)] + words + m.group(0)[m.end(1) - m.start(0) :]

    return _CAPITALS_LABEL.sub(cased, text)


WEAK_CAP = 15
WEAK_SHARE = 2 / 3


# a given name or initials ending a line after a list mark, a label or a joining word ("…, Ashley", "PI: B.")
_SPLIT_HEAD = re.compile(
    r"(?:(?P<mark>[,;:\[])\s*|\b(?:and|with|by|under|Drs?\.|Profs?\.|Professors?|(?:[Ll]ab(?:oratory)?|[Gg]roup)\s+of)\s+)"
    r"(?P<given>(?:[A-Z]\.\s?){1,3}|[A-ZÀ-Þ][a-zà-ÿ'’-]*[a-zà-ÿ](?:\s[A-Z]\.)?)$"
)
# the surname that line's name goes on with: one capitalised word, then punctuation (not a label's colon),
# a parenthesis or a date
_SPLIT_REST = re.compile(r"^([A-ZÀ-Þ][\w'’-]*[a-zà-ÿ])(?=[,;.)\]]|\s+[(\d])")
_AUTHOR_KINDS = frozenset({"publications", "talks"})


def mended_names(lines: list[Line]) -> list[Line]:
    """``lines`` with a name the layout broke over two lines completed on the first: a PDF wraps
    "…, Ashley" / "Linder (PhD), …" where the text runs on. The second line keeps its words, so the
    notes after the surname still read as that line's.

    >>> from talentgraph.extract.sections import split_lines
    >>> [ln.text for ln in mended_names(split_lines(["Students: Bo Lind, Ada", "Roe (MSc), Cy Dunn"]))]
    ['Students: Bo Lind, Ada Roe', 'Roe (MSc), Cy Dunn']
    """
    out = list(lines)
    for i in range(len(out) - 1):
        ln, nxt = out[i], out[i + 1]
        if (
            ln.heading
            or ln.skip
            or nxt.heading
            or nxt.skip
            or nxt.no != ln.no + 1
            or ln.kind in _AUTHOR_KINDS
        ):
            continue  # an author list wrapped in a publication or talk names no one
        head, rest = _SPLIT_HEAD.search(ln.text.rstrip()), _SPLIT_REST.match(nxt.text)
        if head and head.group("mark") and _open_paren(ln.text[: head.start()]):
            continue  # "Kevin Mizes (PHY, Senior" / "Thesis; …": a note in parentheses, not a name
        if head and rest and looks_like_person(f"{head.group('given')} {rest.group(1)}"):
            out[i] = replace(ln, text=f"{ln.text.rstrip()} {rest.group(1)}")
    return out


def people(lines: list[Line], profile: Profile | None = None) -> list[Mention]:
    """People named with their relation, in document order, each once (see the module example)."""
    lines = mended_names(lines)
    out: list[Mention] = []
    seen: set[str] = set()
    weak: list[Mention] = []  # "(with Ada Roe)", "worked with Bo Lind", a grant's "PI: Cy Dunn"
    listed = "student"  # the relation of names listed in a people section, from its heading
    under_label = False  # the lines after "Students mentored:" list names, one a line
    referees = False  # under a "References" heading: the names of referees, one a line or a cell
    section_over = False  # a people section ended by a heading the layout did not mark
    listing = False  # the line before was a labelled list of names ("PhD: A (2019), B (2021),")
    for i, ln in enumerate(lines):
        ln = replace(ln, text=cased) if (cased := capitals_cased(ln.text)) != ln.text else ln
        section_over = not ln.heading and (section_over or _unmarked_heading(ln))
        if ln.heading:
            listed = "collaborator" if re.search(r"collaborat", ln.text, re.I) else "student"
            referees = (
                re.fullmatch(
                    r"(?:personal |professional |academic |research |employment )?(?:references|referees):?",
                    ln.text.strip(),
                    re.I,
                )
                is not None
            )
        elif referees and not ln.skip:
            for cell in ln.text.split(" | "):
                name = strip_honorifics(re.sub(r",\s*(?:Ph\.?\s?D\.?|M\.?D\.?|Dr\.?)$", "", cell.strip()))[0]
                name = re.sub(r"\s*\([^()]*\)\s*$", "", name)  # "Ada Roe (ada at x.org)"
                head, *tail = re.split(r"\s*,\s*|\s+[–—-]\s+", cell.strip())
                if not _name_row(name) and (_TITLE.match(head) or (tail and has_role(tail[0]))):
                    name = strip_honorifics(head)[
                        0
                    ]  # "Dr. Ada Roe, Professor of Geology, Kestrel University"
                if _name_row(name) and name.lower() not in seen:
                    seen.add(name.lower())
                    out.append(Mention(name, "reference", Evidence(ln.no, ln.raw.strip()), None))
        if ln.kind == "publications" and not ln.skip:
            for m in _WITH_RELATION.finditer(ln.text):  # "(with Ada Roe, a long-time collaborator)"
                for name, _ in _name_list(m.group(1)):
                    if name.lower() not in seen:
                        seen.add(name.lower())
                        out.append(Mention(name, "collaborator", Evidence(ln.no, ln.raw.strip()), None))
        for m in _WHO_ME.finditer(ln.text) if not ln.skip else ():
            name = _read_name(m.group(1))[
                0
            ]  # "Ada Roe, who mentored me during …": the relation follows the name
            if name and name.lower() not in seen:
                seen.add(name.lower())
                out.append(Mention(name, _REL[m.group(2).lower()], Evidence(ln.no, ln.raw.strip()), None))
        for m in _JOINED.finditer(ln.text) if not ln.skip else ():
            name = _read_name(m.group(1))[0]  # "Dr. Ada Roe joined our group as a postdoc": a new member
            if name and name.lower() not in seen:
                seen.add(name.lower())
                out.append(Mention(name, "student", Evidence(ln.no, ln.raw.strip()), None))
        for name in _news_co_workers(ln.text) if ln.kind == "news" and not ln.skip else ():
            if name.lower() not in seen:  # "May 2024: interned at Kestrel, working on tides with Ada Roe"
                seen.add(name.lower())
                out.append(Mention(name, "collaborator", Evidence(ln.no, ln.raw.strip()), None))
                weak.append(out[-1])
        if ln.skip or ln.kind in {"publications", "news"}:
            continue
        if ln.kind != "talks":
            for name, org in _co_supervisors(ln.text, ln.kind == "people" or _people_label(ln.text)):
                if name.lower() not in seen:  # "Ada Roe (PhD, joint with Bo Lind)": Bo Lind co-supervised
                    seen.add(name.lower())
                    out.append(Mention(name, "collaborator", Evidence(ln.no, ln.raw.strip()), org))
        prev = lines[i - 1] if i else None
        roster = _roster(lines, i) if ln.kind != "people" else []
        relation = "committee" if roster and _COMMITTEE_LABEL.search(ln.text) else "student"
        for j, name in roster:
            if name.lower() not in seen:  # "Research mentor" / "Ada Roe (Kestrel U., intern) | 2021"
                seen.add(name.lower())
                out.append(Mention(name, relation, Evidence(lines[j].no, lines[j].raw.strip()), None))
        if under_label and not ln.heading and _name_row(ln.text):
            for name, org in _listed_names(ln.text):
                if name.lower() not in seen:
                    seen.add(name.lower())
                    out.append(Mention(name, "student", Evidence(ln.no, ln.raw.strip()), org))
            continue
        if under_label and not ln.heading and prev is not None and _continues(prev.text, ln.text):
            continue  # "Ada Roe (Kestrel, 2018-2023; passed with" / "minor corrections)": one row wrapped
        under_label = bool(re.fullmatch(r"[^:]{1,90}:", ln.text.strip())) and _people_label(
            f"{ln.text} x", 90
        )
        if under_label:
            continue  # "Students mentored:" heads the names below it
        # "Co-supervisor for Ada Roe (X CDT)", "Committee member for MS students: A, B"
        if advisees := _advisees(ln.text) or [(n, o, "student") for n, o in _named_students(lines, i)]:
            for name, org, relation in advisees:
                if name.lower() not in seen:
                    seen.add(name.lower())
                    out.append(Mention(name, relation, Evidence(ln.no, ln.raw.strip()), org))
            listing = False
            continue
        own = (ln.kind == "people" and not ln.heading and not section_over) or _people_label(ln.text)
        wrapped = not own and listing and prev is not None and _continues(prev.text, ln.text)
        if own or wrapped:
            listing = _people_label(ln.text) or listing  # "M.S. Math: A (2022), B (2021)," wraps on
            text = ln.text
            if wrapped and prev is not None and _open_paren(prev.text):
                text = re.sub(
                    r"^[^()]*\)\s*[,;]?", "", text
                )  # "… Bo Lind (MSc, School of" / "Law, 2019), Cy Dunn"
            for name, org in _listed_names(
                text,
                labelled=not wrapped,
                item=_LIST_ITEM.match(ln.raw) is not None,
                students=listed == "student",
            ):
                if name.lower() not in seen:
                    seen.add(name.lower())
                    out.append(Mention(name, listed, Evidence(ln.no, ln.raw.strip()), org))
            continue
        listing = False
        for m in [*_POSSESSIVE_GROUP.finditer(ln.text), *_TITLED_LAB.finditer(ln.text)]:
            name = re.sub(r"['’]s$", "", strip_honorifics(m.group(1))[0])  # "Dr. Ada Roe's Lab" names Ada Roe
            if looks_like_person(name) and name.lower() not in seen:
                seen.add(name.lower())
                out.append(Mention(name, "supervisor", Evidence(ln.no, ln.raw.strip()), None))
        for name in lab_heads(ln.text) if ln.kind in {None, "about", "experience", "education"} else ():
            if name.lower() not in seen:  # "Kestrel Institute, Ada Roe Research Group | Pasadena"
                seen.add(name.lower())
                out.append(Mention(name, "supervisor", Evidence(ln.no, ln.raw.strip()), None))
        for name in _post_hosts(ln.text) if ln.kind in {"experience", "education"} else ():
            if name.lower() not in seen:  # "Postdoc at Kestrel Institute (Ada Roe)"
                seen.add(name.lower())
                out.append(Mention(name, "supervisor", Evidence(ln.no, ln.raw.strip()), None))
        if ln.kind in {"experience", "education"}:
            for name in _entry_heads(ln.text):
                if name.lower() not in seen:
                    seen.add(name.lower())
                    out.append(Mention(name, "supervisor", Evidence(ln.no, ln.raw.strip()), None))
        role = _ROLE_AFTER.search(ln.text)
        name, end = _read_name(ln.text) if role else ("", 0)
        if name and role and ln.text[end:].lstrip().startswith(("(", ",")) and name.lower() not in seen:
            seen.add(name.lower())  # "Ada Roe, Dissertation Chair, Univ. X" / "Ada Roe (co-advisor)"
            out.append(Mention(name, _role_relation(role.group(1)), Evidence(ln.no, ln.raw.strip()), None))
        for m in _TRIGGER.finditer(ln.text):
            trigger = m.group(1)
            lead = _LEAD.match(ln.text[m.end() :])
            after = ln.text[m.end() + (lead.end() if lead else 0) :]
            labelled = bool(
                lead and re.search(r"[:=;|–—-]", lead.group(0))
            )  # "| Advisors | Ada Roe |": a table's label; "Advisors - Ada Roe & Bo Lind"
            if trigger.lower() in {"host", "hosts"} and labelled and _talk_line(lines, i):
                continue  # "Invited talk, Kestrel U. (host: Ada Roe)": who invited a talk is no tie; "hosted by" may be a visit
            if (
                trigger.lower() == "under"
                and not _TITLE.match(after.strip())
                and not _THESIS_UNDER.search(ln.text[: m.start()])
            ):
                continue  # "under Prof. Ada Roe" or "thesis under Ada Roe" names the advisor; "under Windows" nobody
            if " ".join(trigger.lower().split()) == "advising of" and not re.search(
                r"\bunder\s+(?:the\s+|(?:his|her|their)\s+)?(?:\w+\s+)?$", ln.text[: m.start()], re.I
            ):
                continue  # "under the advising of X" names an advisor; "I was in charge of the advising of X" an advisee
            investigator = re.fullmatch(
                r"(?:[Cc]o-)(?:P[Ii]s?|Is?|investigators?)|PIs?", trigger
            ) is not None and bool(_read_name(after)[0])
            if " ".join(trigger.lower().split()) in _LABEL_ONLY and not labelled and not investigator:
                continue  # "a guide to X", "the Pi calculus": a relation only as "Guide: X", "(PI: X)", "co-PI X"
            comma = _LABEL_COMMA.match(after)
            if comma and not labelled and _comma_label(ln.text[: m.start()], trigger, after[comma.end() :]):
                after = after[comma.end() :]
            elif comma and _APPOSED.search(ln.text[: m.start()]) and trigger.lower() in _APPOSED_ROLES:
                after = after[
                    comma.end() :
                ]  # "written by my PhD advisor, Ada Roe": the name set off by a comma
            after = _wrapped(after, lines, i)
            if trigger.lower() == "with" and not (
                _with_allowed(ln.text, m.start(), after) or _linked_name(after, ln.raw)
            ):
                continue
            if trigger.lower() == "with" and _after_quoted_title(lines, i, ln.text[: m.start()]):
                continue  # "“Tide Maps.” | 2014" then "with A. Roe & B. Lind.": a paper's co-authors
            if (
                trigger.lower() == "with"
                and ln.kind not in {"awards", "projects"}
                and ln.text[: m.start()].rstrip().endswith(("(", ","))
                and _QUOTED_TITLE.search(ln.text[: m.start()])
            ):
                continue  # "“Tide Maps,” Kestrel Meeting, 2012 (with Ada Roe)": a paper's or a poster's co-authors
                # ("a PhD for work on “Tide Maps” with Prof. Bo Lind" names the advisor)
            if (
                trigger.lower() == "with"
                and ln.kind == "talks"
                and _TALK_WITH.search(_line_before(lines, i, m.start()))
            ):
                continue  # "Tidal Maps. Kestrel Meeting, 2021 (with Ada Roe)", "(together with …)": a talk's co-authors
            if (
                trigger.lower() == "with"
                and ln.kind == "teaching"
                and _COURSE_TAUGHT.search(ln.text[: m.start()])
            ):
                continue  # "TM 101: Tide Physics with Dr. Ada Roe": a co-teacher or the course's instructor (GUIDE round 29)
            if trigger.lower() == "with" and labelled and _CITED_AFTER.search(after):
                continue  # "With: Ada Roe and Bo Lind. Kestrel Law Review, Vol. 3, 2021": a paper's co-authors
            if trigger.lower().startswith("collaborat") and trigger.lower() not in {
                "collaborator",
                "collaborators",
            }:
                continue  # "collaborated with X": the "with" that follows names X
            sentence = re.split(r"[.;!?]\s", ln.text[: m.start()])[-1]
            relation = _relation(trigger)
            if relation == "collaborator" and re.search(r"\b(?:PhD|Ph\.D\.|thesis|dissertation)\b", sentence):
                relation = "advisor"  # "my PhD at X with Prof. Y"
            if (skip := _role_nouns(after)) and _linked_name(after, ln.raw):
                after = after[skip:]  # "with multimedia artist [Ada Roe](…)"
            named = _name_list(after, surnames=relation in {"supervisor", "advisor", "mentor"})
            if not named and labelled and relation in {"supervisor", "advisor", "mentor"}:
                named = [(name, None) for name in _inverted_names(after)]  # "Committee: Roe, A., Lind, B."
            for name, org in named:
                if name.lower() in seen:
                    continue
                seen.add(name.lower())
                org = (
                    org
                    or _sentence_org(sentence)
                    or (enclosing_org(profile, ln.no, lines) if profile else None)
                )
                out.append(Mention(name, relation, Evidence(ln.no, ln.raw.strip()), org))
                if (trigger.lower() == "with" and relation == "collaborator") or investigator:
                    weak.append(out[-1])
    if len(weak) > WEAK_CAP and len(weak) >= WEAK_SHARE * len(out):
        out = [m for m in out if all(m is not w for w in weak)]
    out = [
        m
        for n, m in enumerate(out)
        if not any(
            _with_initials(m.name, other.name)
            or (_shortened(m.name, other.name) and not _same_line(m, other))
            for other in out[:n]
        )
    ]
    return [m for m in out if not any(_initialled(m.name, other.name) for other in out)]


#: a role whose holder guides the people named after "for" ("Lead supervisor for Ada Roe"), with an
#: optional kind of student before the names ("for: ", "for BS student: ", "for MS X students: ")
_ADVISING_FOR = re.compile(
    r"\b([Aa]dvis[eo]r|[Ss]upervisor|[Mm]entor|[Cc]ommittee\s+[Mm]ember)\s+for\s*:?\s+"
    r"(?:(?:[\w.&'’-]+\s+){0,8}?(?i:students?|advisees?|mentees?|trainees?)\s*:?\s+)?(?=[A-Z])"
)


def _advisees(text: str) -> list[tuple[str, str | None, str]]:
    """The people an advisor, supervisor, mentor or committee member is "for": the owner's students (a
    committee member's: ``committee``), each with the organisation in brackets after the name.

    >>> _advisees("2022 - present Co-supervisor for Ada Roe (Kestrel CDT, University of Kestrel).")
    [('Ada Roe', 'Kestrel CDT', 'student')]
    >>> _advisees("Supervisor for Marie Curie Fellowship awarded to Bo Lind"), _advisees("Mentor for one student")
    ([], [])
    """
    found: list[tuple[str, str | None, str]] = []
    # a row may run on into the next ("… (2023 study," / "Committee …"): each role's names
    for m in _ADVISING_FOR.finditer(text):
        name, end = _read_name(text[m.end() :])
        if not name or re.match(r"\s+[A-Z]", text[m.end() + end :]):
            continue  # "Supervisor for Marie Curie Fellowship …": a name within another name
        relation = "committee" if m.group(1).lower().startswith("committee") else "student"
        found += [(name, org, relation) for name, org in _name_list(text[m.end() :])]
    return found


#: the students a row of supervision names: after a "Students:" label that follows a sentence on the row
#: ("… project supervision. Students: Ada Roe and Bo Lind."), or a kind of student named right after the
#: supervising ("Co-supervision of internship student Ada Roe | 2021")
_NAMED_STUDENTS = re.compile(
    r"(?:(?<=[.;|)]\s)|(?<=[.;|)]))\s*(?:Students?|Mentees?|Advisees?|Supervisees?)\s*:\s*(?=[A-Z])"
    r"|\b(?i:(?:co-?)?(?:supervis|advis|mentor)\w*)\b[^.;:|()]{0,50}?(?<!fellow\s)"
    r"\b(?i:students?|interns?|trainees?)\s+(?=[A-Z][a-z])"
)


def _named_students(lines: list[Line], i: int) -> list[tuple[str, str | None]]:
    """The students a row of supervision names in mid-row (see ``_NAMED_STUDENTS``), their list read on
    over the lines it wraps to.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["2021 | MSc project supervision. Students: Ada Roe,", "Bo Lind."])
    >>> _named_students(rows, 0), _named_students(split_lines(["Co-supervision of summer student Cy Dunn | 2019"]), 0)
    ([('Ada Roe', None), ('Bo Lind', None)], [('Cy Dunn', None)])
    >>> _named_students(split_lines(["Advised by Ada Roe with fellow student Bo Lind"]), 0)
    []
    """
    text = lines[i].text
    return [
        found
        for m in _NAMED_STUDENTS.finditer(text)
        for found in _name_list(_wrapped(text[m.end() :], lines, i))
    ]


_CO_SUPERVISED = re.compile(
    r"\b(?:joint(?:ly)?\s+with|co-?(?:advis|supervis)(?:ed|ing)\s+(?:with|(?P<by>by)))\s+(?:(?:Profs?|Professor|Drs?)\.?\s+)?",
    re.I,
)


def _co_supervisors(text: str, student_row: bool = False) -> list[tuple[str, str | None]]:
    """The people a student's row names as co-supervising the student with the owner; "co-advised by"
    only on a ``student_row`` (a row of a students section or list), as on the owner's own degree it names
    the owner's advisor.

    >>> _co_supervisors("Ada Roe (PhD 2021), co-advised with Bo Lind"), _co_supervisors("Cy Dunn (joint with B. Lind)")
    ([('Bo Lind', None)], [('B. Lind', None)])
    >>> row = "Ada Roe (co-advised by Dr. Bo Lind), Ph.D., 2029 (expected)"
    >>> _co_supervisors(row, student_row=True), _co_supervisors("PhD, Kestrel U., co-advised by Bo Lind")
    ([('Bo Lind', None)], [])
    """
    return [
        found
        for m in _CO_SUPERVISED.finditer(text)
        if student_row or not m.group("by")
        for found in _name_list(text[m.end() :])
    ]


#: the lines a list of names may wrap over ("advised by Ada Roe" / "and Bo Lind."); a list left open at
#: each line's end (a comma, an open parenthesis, a name the layout broke) goes on no further than this
WRAP_LINES = 16


def _wrapped(after: str, lines: list[Line], i: int) -> str:
    """``after`` (the text after a trigger on line ``i``) with the lines its list of names wraps onto:
    while it is empty or ends open (a comma, "and", "&") or the next line goes on with "and"/"&".

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["My advisors were", "Ada Roe,", "Bo Lind", "and Cy Dunn.", "Awards"])
    >>> _wrapped("", rows, 0)
    'Ada Roe, Bo Lind and Cy Dunn.'
    >>> _wrapped("Ada Roe (Kestrel", split_lines(["x", "University), Bo Lind"]), 0)
    'Ada Roe (Kestrel University), Bo Lind'
    """
    for k, nxt in enumerate(lines[i + 1 : i + 1 + WRAP_LINES]):
        if not nxt.text.strip() or nxt.heading or nxt.skip:
            break
        if not after.strip():
            if k or nxt.bullet:
                break
            after = nxt.text  # "… under the supervision of" / "Prof. X." wrapped by the layout
        elif mended := _mended(after, nxt.text):
            after = f"{after.rstrip()}{nxt.text[mended:]}"  # "…, K.A. Cranston" / "Cranston (Duke), …"
        elif (
            re.search(r"(?:,|\band|&)\s*$", after)
            or _open_paren(after)
            or re.match(r"\s*(?:and|&)\s+\S", nxt.text)
        ):
            after = f"{after.rstrip()} {nxt.text.strip()}"  # a list of names wrapped by the layout
        else:
            break
    return after


def _mended(before: str, text: str) -> int:
    """The end of the surname ``text`` opens with when :func:`mended_names` completed ``before``'s last name
    with it ("…, K.A. Cranston" / "Cranston (Duke), J. Coyle"): the row goes on there; else 0.

    >>> _mended("Z.T. Brym (Utah State), K.A. Cranston", "Cranston (Duke), J. Coyle"), _mended("Ada Roe", "Roe (Kestrel)")
    (8, 0)
    """
    rest = _SPLIT_REST.match(text)
    if not rest or not before.rstrip().endswith(f" {rest.group(1)}"):
        return 0
    head = _SPLIT_HEAD.search(before.rstrip()[: -len(rest.group(1))].rstrip())
    return rest.end() if head else 0


_ROSTER_LABEL = re.compile(
    r"\b(?:students?|mentees?|mentor(?:ing|ship)?|advisees?|advising|supervis(?:ed|ion|ing)|trainees?|interns?"
    r"|(?:advisor|adviser|supervisor|mentor)\s+(?:for|to)(?=\s*:?\s*$)"
    r"|postdocs|postdoctoral\s+(?:fellows|researchers|scholars|associates)"
    r"|(?:thesis|dissertation|doctoral|graduate|ph\.?d\.?|master['’]?s)\s+committees?|committee\s+member(?:ships?)?)\b",
    re.I,
)
# a roster of the students whose thesis committee the owner sits on ("Thesis Committees", "Committee Member"),
# not one the owner chairs ("Committee chair for honors students": the owner advised them)
_COMMITTEE_LABEL = re.compile(r"^(?!.*\bchair)(?=.*\bcommittee)", re.I)
#: one sentence of prose between a roster's label and its rows ("It has been a joy to advise them:"), with a
#: space (not a one-word label), or a count under a label ("Mentored: 12 total, 9 women")
_LEAD_IN = re.compile(r"[A-Z][^.:!?]*[.:!]|[A-Z][\w ]{0,30}:\s*\d+\s+[a-z][^:]{0,40}")
_ROW_DETAIL = re.compile(
    r"\s*(?:$|[(,|]|[–—-]\s)|\s{3,}(?=\S)|\t"
)  # a PDF table's column gap ends the name too


def _roster_row(text: str) -> str:
    """The name a row of a roster opens with, its details after it ("2021 | Ada Roe | Intern, Kestrel",
    "Ada Roe (Kestrel University, MSc) | 2019", "Ada Roe, Kestrel Labs, 2020"); "" for any other line.

    >>> _roster_row("2021-2022 | Ada Roe | Intern, Kestrel"), _roster_row("Ada Roe studied tides")
    ('Ada Roe', '')
    """
    text = _ROW_LEAD.sub("", text.strip(" •-*·"))
    name, end = _read_name(text)
    return name if name and _ROW_DETAIL.match(text[end:]) and not looks_like_org(name) else ""


def _roster(lines: list[Line], i: int) -> list[tuple[int, str]]:
    """The names of a roster under line ``i``: a short line that speaks of students, mentees or advising
    ("Research Mentor", "PhD students (main advisor), placement, year", a table's "Year | Mentee | Now")
    followed by at least two rows that each open with a name and then give its details. The rows may
    wrap; the first other line ends the roster.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["Mentoring", "Ada Roe (Kestrel U., intern) | 2021", "Bo Lind, Hooli, 2019", "Awards"])
    >>> _roster(rows, 0)
    [(1, 'Ada Roe'), (2, 'Bo Lind')]
    >>> _roster(split_lines(["I have advised these PhD students:", "Ada Roe (2012) - Bo Lind (2019) - Cy Dunn (2021)"]), 0)
    [(1, 'Ada Roe'), (1, 'Bo Lind'), (1, 'Cy Dunn')]
    >>> _roster(split_lines(["Research Mentor", "Ada Roe (2021~2022, now PhD @ Kestrel U.), Bo Lind (2024~)", "Awards"]), 0)
    [(1, 'Ada Roe'), (1, 'Bo Lind')]
    """
    label = lines[i].text
    if (
        len(label.split()) > 14
        or not _ROSTER_LABEL.search(label)
        or (not lines[i].heading and _roster_row(label))
    ):
        return []
    found: list[tuple[int, str]] = []
    lead_in = False
    for j in range(i + 1, len(lines)):
        ln = lines[j]
        if ln.heading or ln.skip:
            break
        name = _roster_row(ln.text) if ln.text.strip() else ""
        collapsed = [_roster_row(part) for part in ln.text.split(" - ")]
        # each name with its details in brackets: "Ada Roe (2021, now at X), Bo Lind (2024–)"
        listed = [n for n, _ in _name_list(ln.text)] if name else []
        listed = listed if all(re.search(rf"{re.escape(n)}\s*\(", ln.text) for n in listed) else []
        if len(collapsed) > 2 and all(collapsed):
            # "Ada Roe (2012) - Bo Lind (2019) - …": a list run together
            found += [(j, part) for part in collapsed]
        elif len(listed) >= 2:
            found += [(j, n) for n in listed]  # "Ada Roe (2021, now at X), Bo Lind (2024–)": one row of names
        elif name:
            found.append((j, name))
        elif not found and not lead_in and _LEAD_IN.fullmatch(ln.text.strip()) and " " in ln.text.strip():
            lead_in = True  # "I have supervised these students." before the rows
        elif ln.text.strip() and not (found and _continues(lines[j - 1].text, ln.text)):
            break
    return found if len(found) >= 2 else []


def _initialled(short: str, full: str) -> bool:
    """``short`` is ``full`` with its given name cut to an initial: the same person named twice.

    >>> _initialled("R. Quill", "Rosa Quill"), _initialled("R. Quill", "Rhea A. Quill"), _initialled("R. Quill", "Sam Quill")
    (True, True, False)
    """
    a, b = short.split(), full.split()
    return (
        a != b
        and re.fullmatch(r"[A-Z]\.?", a[0]) is not None
        and len(b[0]) > 2
        and b[0][0] == a[0][0]
        and a[-1].lower() == b[-1].lower()
    )


def _with_initials(name: str, earlier: str) -> bool:
    """``name`` is ``earlier`` with initials added or dropped ("Ada J. Roe" and "Ada Roe", "R. Bo Lind"
    and "Bo Lind"): the same person named twice, and the earlier naming is kept.

    >>> _with_initials("Ada J. Roe", "Ada Roe"), _with_initials("Ada Roe", "R. Ada Roe"), _with_initials("Ada J. Roe", "Ada K. Roe")
    (True, True, False)
    """

    def initial(word: str) -> bool:
        return re.fullmatch(r"(?:[A-Z]\.?){1,3}", word) is not None

    a, b = name.split(), earlier.split()
    full_a, full_b = [w for w in a if not initial(w)], [w for w in b if not initial(w)]
    return (
        a != b
        and len(full_a) >= 2
        and full_a == full_b
        and (len(full_a) == len(a) or len(full_b) == len(b))  # "Ada J. Roe" and "Ada K. Roe" are two people
    )


def _shortened(name: str, earlier: str) -> bool:
    """``name`` is ``earlier`` with its given name cut short, or the other way round ("Kai Roe" and
    "Kaiden Roe"): the same person named twice, and the earlier naming is kept.

    >>> _shortened("Kai Roe", "Kaiden Roe"), _shortened("Kaiden Roe", "Kai Roe"), _shortened("Kai Roe", "Kim Roe")
    (True, True, False)
    """
    a, b = name.split(), earlier.split()
    if len(a) != 2 or len(b) != 2 or a == b or a[-1] != b[-1]:
        return False
    short, full = sorted((a[0], b[0]), key=len)
    return len(short) >= 3 and full.startswith(short)


def _same_line(a: Mention, b: Mention) -> bool:
    """Both mentions come from one line: a list that names "Jia Wang and Jiaqi Wang" names two people."""
    return a.evidence is not None and b.evidence is not None and a.evidence.line == b.evidence.line


_POST_WORD = re.compile(
    r"\b(?:postdoc\w*|intern(?:ship)?|visit\w*|researcher"
    r"|research\s+(?:assistant|associate|fellow|scientist|visitor)|fellow(?:ship)?)\b",
    re.I,
)
_HOST_PAREN = re.compile(r"\(((?:Profs?|Professor|Drs?|PI)\.?\s+)?([A-Z][^()]{3,40})\)")


def _post_hosts(text: str) -> list[str]:
    """The people a post names in parentheses after its host, the head the owner worked under:
    "Postdoc at Kestrel Institute, Oslo (Ada Roe)", "Research visitor at Tidewater University (Prof. Bo
    Lind)", "2015–2017 (PI. Cy Dunn) Kestrel Map Project". Untitled, the name must follow a post "at" a
    capitalised host; a course's "(Personal Finance)" is no name. The post word comes first: a talk or
    a course given at a place ("Research talk at X (Bo Lind)", "Taught Research Methods at X (Dr. Cy
    Dunn)") names no host. Read on lines of experience and education only.

    >>> _post_hosts("Postdoc at Kestrel Institute, Oslo (Ada Roe)"), _post_hosts("Internship (Ada Roe)")
    (['Ada Roe'], [])
    >>> _post_hosts("Research visitor at Tidewater University (Prof. Bo Lind), Kestrel Lab (Dr. Cy Dunn)")
    ['Bo Lind', 'Cy Dunn']
    >>> _post_hosts("Research talk at Kestrel University (Bo Lind)"), _post_hosts("Taught Research Methods at Kestrel College (Dr. Cy Dunn)")
    ([], [])
    """
    found = []
    for m in _HOST_PAREN.finditer(text):
        before = text[: m.start()]
        name = strip_honorifics(m.group(2).strip())[0]
        titled = m.group(1) is not None or name != m.group(2).strip()
        post = _POST_WORD.search(before)
        at = re.search(r"\bat\s+(?:the\s+)?[A-Z]", before[post.end() :]) if post else None
        hosted = at and re.search(r"[A-Z][\w.-]*\s*$", before)
        if (
            (post or (m.group(1) or "").startswith("PI"))
            and (titled or hosted)
            and looks_like_person(name)
            and not looks_like_org(name)
        ):
            found.append(name)
    return found


_TEACHERS_LABEL = re.compile(r"\s*(?:co-?)?(?:lecturers?|instructors?|teachers?|tutors?)\s*:", re.I)
_CELL_BREAK, _TITLED = re.compile(r"\s*\|\s*|,\s+"), re.compile(r"(?:Prof(?:essor)?|Dr)\.?\s+(.+)")
_ASSISTANT_HEAD = re.compile(r"(?:Graduate |Undergraduate |Student )?Research Assistant", re.I)


def _entry_heads(text: str) -> list[str]:
    """People an experience or education entry names as a cell of its own: a titled name ("Kestrel
    University, Prof. Ada Roe | Postdoc") or the name a research assistant worked for, ending the row.

    >>> _entry_heads("Kestrel University, Prof. Ada Roe | Postdoc | 2019 - 2021")
    ['Ada Roe']
    >>> _entry_heads("2019 | Research Assistant, Bo Lind"), _entry_heads("Research Assistant, Field Methods, 2017")
    (['Bo Lind'], [])
    >>> _entry_heads("Lecturers: Dr. Ada Roe, Prof. Bo Lind")
    []
    """
    if _TEACHERS_LABEL.match(text):
        return []  # "Lecturers: Dr. Ada Roe, Prof. Bo Lind": a course's teachers are no people (GUIDE round 29)
    cells = [c.strip(" .") for c in _CELL_BREAK.split(text)]
    found = []
    for n, (before, cell) in enumerate(zip(["", *cells], cells, strict=False)):
        titled = _TITLED.fullmatch(cell)
        assistant = n == len(cells) - 1 and _ASSISTANT_HEAD.fullmatch(before)
        name = strip_honorifics(titled.group(1))[0] if titled else cell if assistant else ""
        if name and looks_like_person(name):
            found.append(name)
    return found


def _unmarked_heading(ln: Line) -> bool:
    """A short line of a people section that names another section ("Selected Publications & Talks")
    is a heading the layout did not mark: the names end there.

    >>> rows = ["Selected Publications & Talks", "Ada Roe, PhD 2019"]
    >>> [_unmarked_heading(Line(9, text, text, kind="people")) for text in rows]
    [True, False]
    """
    if ln.kind != "people" or len(ln.text.split()) > 6 or re.search(r"[,;:|]|\d", ln.text):
        # "Date | Mentee | Current Position": a table's header row names its columns, not a section
        return False
    return heading_kind(ln.text) in _OTHER_SECTIONS


# sections a people section's sub-heading never names ("Bachelor's honours" heads students' theses)
_OTHER_SECTIONS = frozenset({"publications", "talks", "news", "experience", "skills", "contact", "teaching"})


@cache
def _labels() -> frozenset[str]:
    return frozenset(str(w).lower() for w in _yaml("sections.yaml")["people_labels"])


_RELATION_CELL = re.compile(r"\|\s*(?:advis[eo]rs?|supervisors?|mentors?)\s*$", re.I)


def _people_label(text: str, longest: int = 40) -> bool:
    """A line labelled as a list of students or mentees ("PhD students: A, B", "Alumni: Dr. C", "M.S.
    Math: D"); the label's words are compared without their full stops.

    >>> _people_label("Master's students: Ren Ito"), _people_label("Students: 40 per year"), _people_label("Tools: X")
    (True, True, False)
    >>> _people_label("M.S. Math: Ada Roe (2022)"), _people_label("PhD. Geophysics: Bo Lind (2019, co-Chair).")
    (True, True)
    """
    m = re.match(rf"^([^:]{{1,{longest}}}):\s*\S", text)
    if m and (
        re.search(r"\b[A-Z]{2,4}\s?\d{3}[A-Z]?$", m.group(1)) or m.group(1).count("(") > m.group(1).count(")")
    ):
        return False  # "MS 214: Waves, Tides and Storms" is a course; "MSc (Advisor: A B)" a note
    if m and (re.match(r"\W*(?:19|20)\d\d\b", m.group(1)) or _RELATION_CELL.search(m.group(1))):
        return False  # "2017-2020 Postdoctoral Researcher: …" is a post; "| Postdoc | Advisor: Ada Roe" names the advisor
    words = {w.replace(".", "") for w in re.findall(r"[\w.'’-]+", m.group(1).lower())} if m else set()
    return bool(words & _labels())


def _open_paren(text: str) -> bool:
    """``text`` ends inside a parenthesis: more open than close, or its last one opens ("…, 2015), Bo
    Lind (MSc, School of" where the first one closed a parenthesis of the line before).

    >>> _open_paren("Ada Roe (MSc, 2019), Bo Lind (PhD, School of"), _open_paren("2015), Bo Lind (PhD, 2020)")
    (True, False)
    """
    return text.count("(") > text.count(")") or text.rfind("(") > text.rfind(")")


def _continues(before: str, text: str) -> bool:
    """``text`` carries on the row ``before`` it: that row ends open (a comma, an open parenthesis), or
    this one starts in lower case or with a parenthesis.

    >>> _continues("M.S.: Ada Roe (2022), Bo Lind (2021),", "Cy Dunn (2019)."), _continues("Ada Roe (2019).", "Bo Lind")
    (True, False)
    """
    before = before.rstrip()
    return bool(before) and (
        before.endswith(",")
        or _mended(before, text) > 0
        or _open_paren(before)
        or text[:1].islower()
        or (text[:1] == "(" and not before.endswith((".", ")")))
    )


def names_owner(name: str, owner: str | None) -> bool:
    """``name`` is the document's owner written with or without middle initials.

    >>> names_owner("Sami Rifai", "Sami W. Rifai"), names_owner("Sami Roe", "Sami W. Rifai")
    (True, False)
    >>> names_owner("S. W. Rifai", "Sami Rifai"), names_owner("T. Rifai", "Sami Rifai")
    (True, False)
    """

    def key(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[^\W\d_][\w'’-]+", text)}

    if not owner:
        return False
    words, own = name.split(), owner.split()
    if len(own) >= 2 and len(words) >= 2 and words[-1].lower() == own[-1].lower():
        initials = [w for w in words[:-1] if re.fullmatch(r"(?:[A-Z]\.?)+", w)]
        if len(initials) == len(words) - 1 and {c for w in initials for c in w if c.isupper()} & {
            w[0] for w in own[:-1]
        }:
            return True  # "S. W. Rifai": the owner with given names cut to initials
    if len(own) >= 3 and len(words) >= 2 and _same_ends(words, own):
        return True  # "Philipp M. Altrock" in a page header: the owner "Philipp Martin Altrock" with a middle initial
    return len(key(name)) >= 2 and key(name) == key(owner)


def _same_ends(words: list[str], own: list[str]) -> bool:
    """The same given name and surname, and each middle word of ``words`` one of ``own``'s or its initial.

    >>> _same_ends("Ada M. Roe".split(), "Ada Maria Roe".split()), _same_ends("Ada K. Roe".split(), "Ada Maria Roe".split())
    (True, False)
    """
    if words[0].lower() != own[0].lower() or words[-1].lower() != own[-1].lower():
        return False
    middle = [w.lower() for w in own[1:-1]]
    initials = {m[:1] for m in middle}
    return all(
        w.lower() in middle or (len(w.rstrip(".")) == 1 and w[:1].lower() in initials) for w in words[1:-1]
    )


def _name_row(text: str) -> bool:
    """A line that is one name, with at most a parenthesised note ("Ada Roe (graduate, 2019)").

    >>> _name_row("Ada Roe (graduate, 2019)"), _name_row("Tutored students in STEM courses")
    (True, False)
    """
    bare = re.sub(r"\s*\([^()]*(?:\)\s*\.?)?$", "", text.strip(" •-–—*·")).strip()  # the note may wrap on
    bare = re.sub(r"(?:\s*\([^()]*\))+$", "", bare)  # "Ada Roe (joint with B. Lind) (2019 – 2021)"
    return looks_like_person(strip_honorifics(bare)[0])


# a row's leading dates and list number: "2023.24 1. ", "2021-2023 ", "2022 | ", "3) ", a term or a month
# before a year ("Fall 2021 - Present | ", "Sep 2019 – Jun 2020 "), a range left open ("2025- | "), a
# year set off by a comma ("2022, Ada Roe, field assistant")
_TERM = r"(?:(?:spring|summer|fall|autumn|winter|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?"
_ROW_LEAD = re.compile(
    rf"^\s*(?:[–—•·*]\s+)?(?:{_TERM}(?:19|20)\d\d(?:\s*[./–-]\s*(?:{_TERM}(?:19|20)?\d\d|present|now)|\s*[–—-](?=\s*[|:]))?\s*(?:[|:,]\s*)?)?(?:\d{{1,2}}[.)]\s+)?",
    re.I,
)


#: a label opens no quoted title ("Master's students:" is a label, "Ada Roe. 'Tides: a survey'" is not)
_NO_QUOTE = r"""(?![^:]*(?:^|\s)['"‘“])"""

_JOINED = re.compile(
    r"((?:(?:Profs?|Drs?|Mr|Mrs|Ms)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})\s+(?:has\s+)?joined\s+"
    r"(?:our|my|the)\s+(?:research\s+)?(?:group|lab|laboratory|team)\b"
)

#: "thesis under Ada Roe", "in the Tide Maps lab under Ada Roe": the head the owner worked under
_THESIS_UNDER = re.compile(
    r"\b(?:thesis|dissertation|Ph\.?D\.?|doctorate|postdoc\w*|lab|laboratory|group)\b[^.;]{0,60}$", re.I
)

#: "Ada Roe, who mentored me", "Prof. Bo Lind, who supervised my thesis": a relative clause names the relation
_WHO_ME = re.compile(
    r"((?:(?:Profs?|Professor|Drs?)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}),\s+who\s+(?:(?:also|first|kindly|has|had)\s+)?"
    r"(mentored|supervised|advised|hosted|guided)\s+(?:me|my)\b"
)

#: a "(with …)" note among papers that names the working relation; a paper's bare "(with Ada Roe and Bo
#: Lind)" names its co-authors, who are not people (corpus/real/GUIDE.md)
_WITH_RELATION = re.compile(
    r"\(with\s+([^()]{4,160}?\b(?:collaborat|advis|supervis|mentor|host)[^()]*)\)", re.I
)
#: a venue after a labelled "With:" list ("…. Kestrel Review, Vol. 3, 2021"): the list names a paper's co-authors
_CITED_AFTER = re.compile(r"\.\s+[A-Z][^.]*(?:\bVol\.|\bNo\.|\bpp\.|,\s*(?:19|20)\d\d\b)")


#: words that make a "Name: detail" row's label an organisation or an event ("Ocean Week", "Sea Grant Scholars")
#: (not fields.looks_like_org, which reads a name's ending and prefixes: it takes "Ocean Week" for no organisation)
_ORG_LABEL_WORDS = frozenset(
    {"outreach", "week", "weeks", "scholars", "scholar", "program", "programs", "programme", "programmes"}
    | {"camp", "camps", "club", "clubs", "society", "lab", "labs", "center", "centre", "school", "schools"}
    | {"university", "college", "institute", "foundation", "academy", "initiative", "fellows", "network"}
)
#: an academic title right before a capitalised name (not fields.strip_honorifics, which also strips "Mr.",
#: "Dra." and "Professor of Physics" and ignores what follows)
_HONORIFIC_OPEN = re.compile(r"\s*(?:Profs?\.?|Professor|Drs?\.?)\s+[A-Z]")
_STUDENT_DETAIL = re.compile(
    r"\b(?:students?|Ph\.?\s?D|M\.?Sc|MS|MA|BSc|thesis|dissertation|graduated|alumn\w*|postdoc\w*|intern)\b",
    re.I,
)
_NOT_STUDENT_DETAIL = re.compile(
    r"\b(?:examiner|examining|committee|advis\w*|supervis\w*|mentor\w*|chair|reader|referee|reviewer|host)\b",
    re.I,
)


def _person_label(name: str) -> bool:
    """A "Name: detail" row's label reads as a person, not an organisation, programme or event.

    >>> _person_label("Ada Roe"), _person_label("Ocean Week"), _person_label("Kestrel Outreach")
    (True, False, False)
    """
    if any(w.lower() in _ORG_LABEL_WORDS for w in name.split()):
        return False
    from ..gazetteers import org_gazetteer

    hit = org_gazetteer().lookup(name)
    return hit is None or hit.rule == "acronym"


def _examiner_row(text: str, end: int) -> bool:
    """A "Name: detail" row opening with a title ("Prof. Ivo Tam: external examiner") that does not read
    as a (former) student's row ("Dr. Ada Roe: PhD 2019")."""
    if not _HONORIFIC_OPEN.match(text):
        return False
    detail = text[end:]
    return _NOT_STUDENT_DETAIL.search(detail) is not None or _STUDENT_DETAIL.search(detail) is None


def _listed_names(
    text: str, labelled: bool = True, item: bool = False, students: bool = False
) -> list[tuple[str, str | None]]:
    """Names listed on a line of a students/collaborators section ("Ph.D.: A B (2022–), C D"). A list
    item may open with its one name and its details after a colon ("- 2023 Ada Roe: MSc thesis").

    >>> _listed_names("Ph.D.: Xu Wen (2022.09-Present), Lena Ortiz (co-advised)")
    [('Xu Wen', None), ('Lena Ortiz', None)]
    >>> _listed_names("2023.24 1. Ada Roe, Kestrel University - a study of X. Principal supervisor.")
    [('Ada Roe', None)]
    >>> _listed_names("Bo Sparks, Kestrel Symbolic Systems, Met Office"), _listed_names("2017 | Co-supervising student: Chad Burton, Change Institute")
    ([('Bo Sparks', None)], [('Chad Burton', None)])
    """
    text = _ROW_LEAD.sub("", text)
    if _WORK_LABEL.match(text):
        return []  # "Thesis title: Beat and Downbeat Tracking", "Research area: Music AI": a student's work, no name
    if titled := _titled_students(text):
        return titled
    opening, end = _read_name(text)
    named_row = item and bool(opening) and re.match(r"\s*:\s*", text[end:]) is not None
    if named_row and _read_name(text[end:].lstrip()[1:].lstrip())[0]:
        named_row = False  # "M.S. Math: Ada Roe (2022)": a label before the names
    if named_row and not _person_label(opening):
        return []  # "- Kestrel Outreach: summer camp mentor": an organisation's row, no one's name
    if named_row and students and _examiner_row(text, end):
        return []  # "- Prof. Ivo Tam: external examiner" under Students: a titled examiner, not a student
    # "Ada Roe: MSc thesis, 2024" opens with its name; "Ada Roe, PhD student, Thesis: …" too
    if labelled and not named_row and not _name_then_details(text):
        text = re.sub(rf"^{_NO_QUOTE}[^:()]{{1,50}}:\s*", "", text)
    text = re.split(r"\s['\"‘“]", text)[0]  # "Ada Roe. 'Tides and Salt'": the quoted title is no name
    found: list[tuple[str, str | None]] = []
    for n, chunk in enumerate(re.split(r"\s*[;,]\s*(?![^()]*\))|\s+and\s+(?![^()]*\))", text)):
        chunk = re.sub(r"\([^)]*\)", "", chunk).strip(" .")
        name, end = _read_name(chunk)
        if not (name and re.match(r"\s*:", chunk[end:])):  # "Ada Roe: Tidal heating" names her thesis
            chunk = re.sub(rf"^{_NO_QUOTE}[^:]{{1,30}}:\s*", "", chunk)  # "Summer 2022: A B" within the list
        name, end = _read_name(chunk)
        if name and re.match(r"\s+(?!(?:and|et al)\b)[a-z]{2,}", chunk[end:]):
            if n == 0:
                return []  # "Decomposing Interventional Causality into …": a title or a sentence, no list
            break  # "Ada Roe, Revisiting Tidal Heating with …, 2015": her thesis title, not a name
        detail = re.match(r"\s*[A-Z]", chunk[end:]) and not re.match(r"\t|\s{3}", chunk[end:])
        names = [name] if name and not detail else []  # "Ada Roe    Intern": a column gap before the details
        if not names and n:
            break  # "A B, Kestrel Institute, 2019": the name's details follow it, no more names
        found += [(name, None) for name in names]
        if names and re.match(r"\t|\s{3}|\s*\|", chunk[end:]):
            break  # "2019 | Ada Roe | Analyst, Kestrel Labs": the cells after the name are her details
    return found


#: a label of what a listed student worked on, not who: its value is a title or a field
_WORK_LABEL = re.compile(
    r"(?:(?:thesis|dissertation|project|talk|paper)\s+)?(?:title|topic|research\s+areas?)\s*:", re.I
)


def _name_then_details(text: str) -> bool:
    """A row that opens with a person's name and a comma before any label's colon: the name is no label.

    >>> _name_then_details("Ada Roe, PhD student, Thesis: Tides of Io"), _name_then_details("PhD students, 2019: Bo Lind")
    (True, False)
    """
    head = text.split(":", 1)[0]
    return "," in head and _a_persons_name(head.split(",", 1)[0].strip())


def _a_persons_name(text: str) -> bool:
    """``text`` reads as a person's name, not an organisation's ("Ada Roe"; not "Kestrel University", not "Ocean Week")."""
    return looks_like_person(text) and _person_label(text) and not looks_like_org(text)


#: a supervised thesis or project named by its title, its student and year in brackets after it
_TITLE_THEN_STUDENT = re.compile(r"\S\s*\(([A-Z][^(),:;]{2,40}),\s*(?:19|20)\d\d\b")


def _titled_students(text: str) -> list[tuple[str, str | None]]:
    """Students named in brackets after the titles of the theses or projects they wrote with the owner.

    >>> _titled_students("BSc thesis: Tidal Heating of Icy Moons (Ada Roe, 2024, Kestrel)")
    [('Ada Roe', None)]
    >>> _titled_students("MSc projects: _Salt Marsh Maps_ (Bo Lind, 2019-20), _Reef Sounds_ (Cy Dunn, 2018)")
    [('Bo Lind', None), ('Cy Dunn', None)]
    >>> _titled_students("Ada Roe (MSc, 2019), Bo Lind (2021)"), _titled_students("Tides (Kestrel University, 2019)")
    ([], [])
    """
    found = [m.group(1).strip() for m in _TITLE_THEN_STUDENT.finditer(text)]
    if not found:
        return []
    opening = _read_name(text)[0]
    if opening and text.split("(", 1)[0].strip() == opening:
        return []  # "Ada Roe (Kestrel, 2019)": the row opens with its name; the bracket is her detail
    return [(name, None) for name in found if _a_persons_name(name)]


#: a line that is a bulleted item of a list ("- Ada Roe: …"); a PDF's "2021 Kestrel Camp: Coach" is no row of names
_LIST_ITEM = re.compile(r"\s*[-*+•·–]\s")

_AT_ORG = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+(?:of|for|and|de|[A-Z][\w&.'’-]*)){0,6})"
)


def _sentence_org(sentence: str) -> str | None:
    """The organisation a sentence places the owner at ("my PhD at ETH Zurich, advised by …")."""
    found = [m.group(1).rstrip(".,") for m in _AT_ORG.finditer(sentence)]
    found = [f for f in found if (not has_role(f) and not looks_like_person(f)) or looks_like_org(f)]
    return found[-1] if found else None
