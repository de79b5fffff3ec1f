"""Lines of GitHub profile READMEs and README-like bios that the prose readers do not read.

A profile README opens with a greeting that names its owner ("Hi there 👋, I'm Jane Roe!") or with a
bare greeting over a name line ("Hi there 👋" / "Jane Roe"); the page has no other title.

>>> from talentgraph.extract.sections import split_lines
>>> greeting_name(split_lines(["# Hello, I'm Jane Roe from Chile 👋", "", "I study ice."]))
('Jane Roe', 1)
"""

from __future__ import annotations

import re

from ..model import Affiliation, Evidence, Profile
from .dates import find_date_ranges
from .fields import has_role, looks_like_org, role_words
from .names import _no_symbols, _strict
from .projects import kind_nouns
from .prose_positions import _key
from .sections import Line

# the greeting word stands alone: "Hi-C Analysis" is a title
_GREETING = re.compile(r"^(?:hi|hello|hey|welcome|greetings|hola|bonjour|hallo)(?=[\s,.!;:]|$)", re.I)
# "This is X" presents a project as often as its owner: only a first person names the owner
_INTRO = re.compile(r"(?:I['’]m|I\s+am|[Mm]y\s+name\s+is)\s+(.+)")
# the name ends where the sentence goes on: "I'm Jane Roe from Chile", "I'm Jane, a geologist"
_NAME_END = re.compile(r"\s+(?:from|and|here|a|an|the|who|aka|based|in|at)\b|[,.;:!?(]|\s[–—-]\s")
_WORLD = re.compile(r"\bworld\b", re.I)
_WORD = re.compile(r"[A-ZÀ-Þ][a-zà-ÿ'’-]+")


def greeting_name(lines: list[Line]) -> tuple[str | None, int | None]:
    """The owner's name a README greeting states, or the name line right under a bare greeting.

    A lone given name ("Hi, I'm Jane") is completed from the page when it states "Jane Roe"
    somewhere; else, in a greeting set as the page's heading, the one word is the name the page gives.

    >>> from talentgraph.extract.sections import split_lines
    >>> greeting_name(split_lines(["## Hey there, I am Jane!", "", "Jane Roe - GitHub"]))
    ('Jane Roe', 1)
    >>> greeting_name(split_lines(["### Hi there 👋", "", "Jane Roe", "- Research Engineer"]))
    ('Jane Roe', 3)
    >>> greeting_name(split_lines(["## Hi, I'm Jo!", "I study ice."])), greeting_name(split_lines(["Hi! I'm Jo. I study ice."]))
    (('Jo', 1), (None, None))
    >>> greeting_name(split_lines(["Hello world!", "", "Graph Tools", "A library"]))
    (None, None)
    """
    content = [ln for ln in lines if ln.text and not ln.skip][:6]
    for i, ln in enumerate(content[:3]):
        text = _no_symbols(ln.text).strip()
        if not _GREETING.match(text) or _WORLD.search(text):
            continue  # "Hello, world!" greets no reader: a program's first words
        intro = _INTRO.search(text)
        if intro is None:
            nxt = content[i + 1] if i + 1 < len(content) else None
            if nxt is not None and not nxt.bullet and (name := _strict(nxt.text)) and not _names_a_work(name):
                return name, nxt.no
            return None, None
        stated = _NAME_END.split(intro.group(1).strip(), maxsplit=1)[0].strip()
        if name := _strict(stated):
            return name, ln.no
        if _WORD.fullmatch(stated) and (full := _completed(stated, lines) or (ln.heading and _given(stated))):
            return full, ln.no  # a greeting set as the page's title names its owner as it likes
        return None, None
    return None, None


# "Jane Roe is …", "Jane A. Roe received …": a paragraph that opens with a person's name and a verb
_BIO_OPENER = re.compile(
    r"^((?:[A-ZÀ-Þ][\w'’.-]*\s+){1,2}[A-ZÀ-Þ][\w'’-]+)\s+(?:is|was|received|earned|joined|holds|has|grew|works)\b"
)
# a bio that calls its owner by given name alone: "Ada works for Kestrel Labs. Her work …"
_GIVEN_OPENER = re.compile(
    r"^([A-ZÀ-Þ][a-zà-ÿ'’]+)\s+(?:is|was|received|earned|joined|holds|has|grew|works)\s+[a-z]"
)
# a pronoun for one person ("their" is left out: "Ocean Acidification is … their larvae" names a thing)
_THIRD_PERSON = re.compile(r"\b(?:she|he|her|hers|him|his|they)\b", re.I)


def bio_name(lines: list[Line]) -> tuple[str | None, int | None]:
    """The owner's name a third-person bio opens with, on a page that states it nowhere else.

    One of the page's first paragraphs opens with a person's full name and a verb, and the bio goes
    on about that person by pronoun or by surname.

    >>> from talentgraph.extract.sections import split_lines
    >>> bio_name(split_lines(["Jane Roe is a chemist in Kent.", "Her work is on soils."]))
    ('Jane Roe', 1)
    >>> bio_name(split_lines(["Graph Tools is a library.", "It draws graphs."]))
    (None, None)
    >>> bio_name(split_lines(["Ada Lane is my advisor. She studies ice."]))
    (None, None)
    >>> bio_name(split_lines(["Climate Change is here. Climate Change harms their crops."]))
    (None, None)
    >>> bio_name(split_lines(["# Biography", "Ada works for Kestrel Labs. Her work is on soils."]))
    ('Ada', 2)
    >>> bio_name(split_lines(["Ada works for Kestrel Labs. Her work is on soils."]))
    (None, None)
    """
    content = [ln for ln in lines if ln.text and not ln.skip and not ln.heading and not ln.bullet][:6]
    for i, ln in enumerate(content):
        opener = _BIO_OPENER.match(_no_symbols(ln.text))
        if _FIRST_PERSON.search(ln.text):
            continue
        if opener is None:
            first = _GIVEN_OPENER.match(_no_symbols(ln.text))
            rest = " ".join(x.text for x in content[i : i + 3])[first.end() :] if first else ""
            if (
                first
                and ln.kind == "about"  # under "Biography", "About": the page's own bio
                and _given(first.group(1))
                and not looks_like_org(first.group(1))
                and _THIRD_PERSON.search(rest)
            ):
                return _completed(first.group(1), lines) or first.group(1), ln.no
            continue
        name = _strict(opener.group(1))
        if name is None or _names_a_work(name):
            continue
        rest = " ".join(x.text for x in content[i : i + 3])[opener.end() :]
        given, surname = (re.escape(w) for w in name.split()[-2:])
        if _THIRD_PERSON.search(rest) or re.search(rf"(?<!\b{given}\s)\b{surname}\b", rest):
            return name, ln.no
    return None, None


_FIRST_PERSON = re.compile(r"\b(?:I|my|me|our|we)\b")


def _names_a_work(name: str) -> bool:
    """True when a name ends in a noun of a made thing ("Graph Tools", "Tide Toolkit"): a project's title.

    >>> _names_a_work("Graph Tools"), _names_a_work("Ada Roe")
    (True, False)
    """
    last = name.split()[-1].lower()
    kinds = kind_nouns()
    return last in kinds or (last.endswith("s") and last[:-1] in kinds)


def _given(word: str) -> str | None:
    """``word`` when it can be a given name, not a state or a title the greeting goes on with
    ("I'm Back", "I'm Excited", "I'm Learning").

    >>> _given("Jo"), _given("Excited"), _given("Back"), _given("Engineer"), _given("Mei-Ling")
    ('Jo', None, None, None, 'Mei-Ling')
    """
    low = word.lower()
    tail = low.rsplit("-", 1)[-1]  # a gerund is one word: "Mei-Ling" is a name
    if (
        low in role_words("greeting_not_names")
        or low in role_words("name_stop_words")
        or low in role_words("name_heading_words")
        or has_role(word)
        or (len(tail) >= 7 and re.search(r"(?:(?<!mm)ed|ing)$", tail))
    ):
        return None
    return word


def _completed(given: str, lines: list[Line]) -> str | None:
    """ "Jane Roe" when the page states the given name with one surname, not as the start of a longer
    capitalised name ("Jane Street Capital", "Jane Doe Memorial Prize").

    >>> from talentgraph.extract.sections import split_lines
    >>> _completed("Jane", split_lines(["Jane Street Capital intern", "Jane Roe, engineer"]))
    'Jane Roe'
    """
    pattern = re.compile(rf"(?<!\w){re.escape(given)}\s+([A-ZÀ-Þ][\w'’-]+)(?!\w)(?!\s+[A-ZÀ-Þ0-9])")
    for ln in lines:
        for m in pattern.finditer(_no_symbols(ln.text)):
            if has_role(m.group(1)) or looks_like_org(m.group(1)):
                continue
            if name := _strict(m.group(0)):
                return name
    return None


# "Machine Learning Engineer @Quillon", "PhD student @ Example University", "work as a Tester at @Quillon"
_HANDLE_POST = re.compile(
    r"(?P<role>[A-Za-z][\w.'’ -]{1,80}?)\s+(?:at\s+)?@\s?(?P<org>[A-Z][\w-]*(?:\.\w[\w-]*)*(?:\s(?:(?:of|for|de|the|and)\s)?[A-Z][\w-]*(?:\.\w[\w-]*)*){0,4})(?![\w@/-]|\.\w)"
)
# a sentence ends at a full stop after a word (not after "Sr.", "Assoc." or an initial)
_SENTENCE_END = re.compile(r"(?<=[a-z]{3})(?<!Assoc)(?<!Asst)(?<!Prof)\.\s+(?=[A-Z@])")
_ROLE_LEAD = re.compile(r"^.*?\b(?:as|am|I['’]m)\s+(?:an?\s+|the\s+)?|^(?:currently|now)\s+", re.I)
_PIECES = re.compile(r"\s*(?:[|·•&,;]|\s[–—-]\s|\band\b)\s*")


def _seat(role: str) -> bool:
    """True when a role ends in a word of an open-source or community seat ("Maintainer @Graphkit",
    "Member @Society", ``service_seats`` of ``data/role_words.yaml``): service, not employment.

    >>> _seat("Core Maintainers"), _seat("Data Engineer")
    (True, False)
    """
    last = role.split()[-1].lower() if role.split() else ""
    seats = role_words("service_seats")
    return last in seats or (last.endswith("s") and last[:-1] in seats)


_FORMER = re.compile(r"\b(?:former(?:ly)?|previous(?:ly)?|ex-|past)(?:\b|(?<=-))", re.I)
# a label alone above the posts that says they are past ("past", "Previously:", "Former roles")
_FORMER_LABEL = re.compile(
    r"\W*(?:past|previous(?:ly)?|former(?:ly)?)(?:\s+(?:positions?|roles?|posts?|experiences?|affiliations?))?\W*",
    re.I,
)


def handle_posts(lines: list[Line], profile: Profile) -> None:
    """Posts a README writes with an "@" before the organisation, as social profiles do: "Data
    Engineer @Quillon", "I work as a Tester at @Quillon". Current unless the line says former.

    >>> from talentgraph.extract.sections import split_lines
    >>> p = Profile(source="x")
    >>> handle_posts(split_lines(["# Ana Roe", "Data Engineer @Quillon & Open Source Fellow"]), p)
    >>> [(a.org_text, a.role, a.end) for a in p.affiliations]
    [('Quillon', 'Data Engineer', 'present')]
    >>> handle_posts(split_lines(["past", "Data Engineer @Brindle"]), r := Profile(source="x"))
    >>> [(a.org_text, a.end) for a in r.affiliations]  # under a label that says they are past
    [('Brindle', None)]
    >>> handle_posts(split_lines(["Tag me @Quillon for reviews."]), q := Profile(source="x"))
    >>> q.affiliations
    []
    """
    label_past = False
    for ln in lines:
        if ln.text:
            above_past, label_past = label_past, bool(_FORMER_LABEL.fullmatch(ln.text))
        if not ln.text or ln.skip or "@" not in ln.text or find_date_ranges(ln.text):
            continue  # a dated entry is a CV row, which the entry readers read
        pieces = (p for s in _SENTENCE_END.split(_no_symbols(ln.text)) for p in _PIECES.split(s))
        for piece in pieces:
            m = _HANDLE_POST.search(piece)
            if m is None:
                continue
            role = _FORMER.sub("", _ROLE_LEAD.sub("", m.group("role"))).strip(" .-")
            org = m.group("org").strip(" .")
            if not has_role(role) or _seat(role) or len(role.split()) > 6 or not role[:1].isupper():
                continue
            if any(_key(org) & _key(a.org_text or a.org or "") for a in profile.affiliations):
                continue
            end = None if above_past or _FORMER.search(piece) else "present"
            evidence = Evidence(ln.no, ln.raw.strip())
            profile.affiliations.append(Affiliation(None, org, None, None, role, None, end, None, evidence))
