"""Field assignment inside one entry: which words are the organisation, unit, role, location, degree.

Word lists come from ``data/role_words.yaml``, ``data/places.yaml`` and ``data/degrees.yaml``;
organisation names from the gazetteer when it knows them, otherwise from layout.

>>> split_location("Machine Learning Center, Shenzhen, China")
('Machine Learning Center', 'Shenzhen, China')
>>> find_degree("M.Sc. in Computer Technology")
('M.Sc.', 'Computer Technology')
>>> has_role("Cloud Storage Innovation Lab Intern"), has_role("Apple Inc, IMG Team")
(True, False)
>>> org_by_layout("Research Scientist Intern at Meta Platforms – Ads Training Infra")
('Meta Platforms', 'Ads Training Infra')
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache, lru_cache
from typing import Any

import yaml

from ..gazetteers.units import unit_kinds
from ..model import Education, Profile
from ..resources import resource_path
from .tables import table

__all__ = [
    "FURTHER_TRAINING",
    "after_degree",
    "degree_first_field",
    "degree_in_field",
    "degree_levels",
    "degree_pieces",
    "find_degree",
    "has_role",
    "is_city",
    "is_location",
    "joined_degrees",
    "leading_degree",
    "looks_like_org",
    "names_unit",
    "org_by_layout",
    "past_verbs",
    "plausible_studies",
    "role_words",
    "service_role",
    "split_location",
    "strip_honorifics",
    "unit_first",
]


@cache
def _yaml(name: str) -> Any:
    return yaml.safe_load(resource_path("data", name).read_text(encoding="utf-8"))


@cache
def role_words(key: str) -> frozenset[str]:
    """One word list of ``data/role_words.yaml``, lower-cased.

    >>> "van" in role_words("name_particles")
    True
    """
    return frozenset(str(w).lower() for w in _yaml("role_words.yaml")[key])


@cache
def past_verbs(capital: bool = False) -> str:
    """The irregular past tenses of ``data/role_words.yaml`` (``irregular_past``) as a regex
    alternation, longest first; ``capital`` for a line's first word.

    >>> "Oversaw" in past_verbs(capital=True).split("|"), "ran" in past_verbs().split("|")
    (True, True)
    """
    words = sorted(role_words("irregular_past"), key=lambda w: (-len(w), w))
    return "|".join(w.capitalize() if capital else w for w in words)


_CHAIR = re.compile(
    r"\b(?:session|program|programme|track|area|general|workshop|conference)\s+(?:co-?)?chair", re.I
)


def service_role(role: str) -> bool:
    """A role of service, not a post (GUIDE: reviewing, committee and editorial service, organising):
    a word of ``service_roles`` in ``data/role_words.yaml`` or a chair of a meeting.

    >>> [service_role(r) for r in ("associate editor", "member of the Advisory Board", "Program Chair")]
    [True, True, True]
    >>> [service_role(r) for r in ("Member of Technical Staff", "faculty member", "Department Chair")]
    [False, False, False]
    """
    words = {w.lower().removesuffix("s") for w in re.findall(r"[\w-]+", role)}
    return bool(words & role_words("service_roles")) or _CHAIR.search(role) is not None


@cache
def _places() -> tuple[frozenset[str], frozenset[str]]:
    """(words that stand alone as a place, words that end a place after a city), lower-cased."""
    data = _yaml("places.yaml")
    words = {key: frozenset(str(w).lower() for w in data[key]) for key in data}
    countries = words["us_states"] | words["countries"]
    return countries | words["cities"], countries | words["regions"]


@table
@cache
def _state_codes() -> frozenset[str]:
    """The codes of US states and Canadian or Australian provinces ("NY", "ON"), as written."""
    return frozenset(str(code) for code in _yaml("places.yaml")["us_states"])


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\w&.'-]+", text.lower())


_POST_DOC = re.compile(r"\b[Pp]ost\s+[Dd]oc\b")


@lru_cache(maxsize=4096)  # pure in its text; extraction asks again about the same phrases
def has_role(text: str) -> bool:
    """True when ``text`` contains a job-title word (intern, scientist, assistant…); "Post Doc" written as two
    words is one ("doc" alone is none).

    >>> has_role("Post Doc"), has_role("the docs")
    (True, False)
    """
    roles = role_words("role_words")
    text = _POST_DOC.sub("postdoc", text)
    # "Co-Teacher", "Vice-Director": a hyphenated title ends in its role word
    return any(t.strip(".'-") in roles or t.rsplit("-", 1)[-1].strip(".'") in roles for t in _tokens(text))


def names_unit(text: str) -> bool:
    """True when ``text`` has a word of an organisational unit (lab, group, department…).

    >>> names_unit("Gadget Studies Lab"), names_unit("Initrode Corporation")
    (True, False)
    """
    return any(t.strip(".'-") in role_words("unit_words") for t in _tokens(text))


def _is_region(text: str, alone: bool = False) -> bool:
    """A country, state or region that ends a location ("Atlanta, Georgia"); ``alone``: a country,
    state code or city that is a location by itself ("Seattle", "Brasil"; not "Victoria")."""
    text = text.strip().lower()
    places = _places()[0 if alone else 1]
    return text in places or text.rstrip(".") in places


def is_city(text: str) -> bool:
    """A city ``data/places.yaml`` lists ("Berlin"), not a state or a country.

    >>> is_city("Berlin"), is_city("California")
    (True, False)
    """
    return text.strip().lower() in _cities()


@table
@cache
def _cities() -> frozenset[str]:
    return frozenset(str(c).lower() for c in _yaml("places.yaml")["cities"])


_PLACE_WORD = re.compile(r"^[A-ZÀ-Þ][\w'.-]*$")


def is_location(text: str) -> bool:
    """``City, ST`` or ``City, Country`` (or a bare country): capitalised, no organisation words.

    >>> is_location("West Lafayette, IN"), is_location("Beijing, CN"), is_location("IMG Team, GPU Software")
    (True, True, False)
    >>> is_location("Porto Alegre, Brasil"), is_location("Toronto, ON"), is_location("Seattle")
    (True, True, True)
    >>> is_location("Victoria"), is_location("Atlanta, Georgia"), is_location("Kestrel Robotics, Oslo")
    (False, True, False)
    >>> is_location("Jacksonville, FL, USA"), is_location("Wren Bank, Jacksonville, FL")
    (True, False)
    """
    parts = [p.strip() for p in text.split(",")]
    if not 1 <= len(parts) <= 3 or not parts[-1]:
        return False
    if len(parts) == 1:
        return _is_region(parts[0], alone=True)
    if not _is_region(parts[-1]):
        return False
    if len(parts) == 3 and not (_is_region(parts[1]) or _is_region(parts[1], alone=True)):
        return False  # "City, State, Country", not "Wren Bank, Jacksonville, FL"
    for part in parts[:-1]:
        words = part.split()
        if not 1 <= len(words) <= 3 or not all(_PLACE_WORD.match(w) for w in words):
            return False
        if any(w.lower() in role_words("unit_words") | role_words("org_suffixes") for w in words):
            return False
    return True


_DANGLING = re.compile(r"\s(?:of|at|de|del|di|du|für|in|for|and|the)$", re.I)


_TRAILING_PLACE = re.compile(r"((?:[A-ZÀ-Þ][\w'.-]*\s){0,2}[A-ZÀ-Þ][\w'.-]*),\s*([A-Z]{2}|[A-Z][a-z]+)\s*$")


def split_location(text: str) -> tuple[str, str | None]:
    """Split a trailing location off a comma-separated field list.

    >>> split_location("Purdue University, West Lafayette, IN")
    ('Purdue University', 'West Lafayette, IN')
    >>> split_location("University of Manchester, England")
    ('University of Manchester', 'England')
    >>> split_location("Data Scientist, Wren Health, New York, NY")
    ('Data Scientist, Wren Health', 'New York, NY')
    >>> split_location("Math Tutor, Quillfair, UK")
    ('Math Tutor, Quillfair', 'UK')
    """
    parts = [p.strip() for p in text.split(",")]
    # "Math Tutor, Tutorfair, UK": the field after a leading job title is the employer, unless a known place
    titled = len(parts) >= 3 and has_role(parts[0]) and not has_role(parts[1]) and not is_location(parts[1])
    for n in (3, 2, 1):
        if titled and n > len(parts) - 2:
            continue
        if len(parts) > n and _DANGLING.search(parts[-n - 1]):
            continue  # "University of Manchester, England": the city is part of the name
        if n == 3 and len(parts) > n and parts[-1].rstrip(".") in _state_codes() and has_role(parts[-4]):
            continue  # "Role, Wren Health, New York, NY": after a field, "City, ST" is the place, not the name before it
        if len(parts) >= n and is_location(", ".join(parts[-n:])):
            if n == 1 and len(parts) == 1:
                return "", parts[0]
            return ", ".join(parts[:-n]), ", ".join(parts[-n:])
    # "... Cupertino, CA" written after other words on the same field
    m = _TRAILING_PLACE.search(text)
    if m and is_location(m.group(0)) and not _DANGLING.search(text[: m.start()].rstrip()):
        return text[: m.start()].strip(" ,|–-"), m.group(0).strip()
    return text, None


@cache
def _degree_forms() -> list[tuple[re.Pattern[str], str]]:
    forms: list[tuple[str, str]] = []
    for entry in _yaml("degrees.yaml")["degrees"]:
        for form in entry["forms"]:
            forms.append((str(form), str(entry["degree"])))
    forms.sort(key=lambda f: -len(f[0]))
    out = []
    for form, degree in forms:
        letters = [re.escape(p) for p in form.split()]
        body = r"[.\s'’]*".join(letters) if len(letters) > 1 else letters[0]
        if len(form.replace(" ", "")) <= 4 and " " not in form:
            body = r"\.?\s?".join(re.escape(c) for c in form)
        elif " " not in form and re.match(r"[a-z][b-df-hj-np-tv-z]", form):
            body = (
                re.escape(form[0]) + r"\.?\s?" + re.escape(form[1:])
            )  # "D.Phil.", "M. Tech": a dotted initial
        if re.fullmatch(r"(?:[a-z]\.)+", form):  # "s.b.": the dots are required
            body = r"\s?".join(re.escape(c) + r"\." for c in form[::2])
        # "Pós-doutorado", "Post-doctorate": a word after a hyphen is part of another one
        out.append((re.compile(rf"(?<![\w.-])(?:{body})\.?(?![\w])", re.I), degree))
    return out


@cache
def _any_degree() -> re.Pattern[str]:
    """Every degree form in one alternation under their shared look-arounds: a text it does not
    match holds no degree, so most lines skip the per-form scan."""
    head, tail = r"(?<![\w.-])(?:", r")\.?(?![\w])"
    patterns = [p.pattern for p, _ in _degree_forms()]
    assert all(p.startswith(head) and p.endswith(tail) for p in patterns), "a form's look-arounds changed"
    bodies = [p[len(head) : -len(tail)] for p in patterns]
    return re.compile(head + "|".join(f"(?:{body})" for body in bodies) + tail, re.I)


#: a character no word character, period or hyphen precedes: where a degree form may open
_FORM_OPENING = re.compile(r"(?<![\w.-]).", re.S)


@cache
def _forms_opening_with(char: str) -> tuple[int, ...]:
    """The indexes in :func:`_degree_forms` of the forms whose first character ``char`` matches (as
    the forms match it, ignoring case; "ſ" is an "s")."""
    head = r"(?<![\w.-])(?:"
    out = []
    for order, (pattern, _) in enumerate(_degree_forms()):
        body = pattern.pattern[len(head) :]
        # each body opens with its first letter, escaped
        first = body[:2] if body.startswith("\\") else body[:1]
        assert pattern.pattern.startswith(head), "a degree form's look-behind changed"
        assert re.escape(first.lstrip("\\") or "\\") == first, "a degree form no longer opens with a letter"
        assert body[len(first)] not in "?*+{", "a degree form's first letter is optional"
        if re.fullmatch(first, char, re.I):
            out.append(order)
    return tuple(out)


def _forms_in(text: str) -> list[int]:
    """The indexes of the degree forms that may match in ``text``, in order: a form opens with its
    first character where no word character, period or hyphen precedes it, so the others cannot."""
    return sorted({order for char in set(_FORM_OPENING.findall(text)) for order in _forms_opening_with(char)})


@cache
def degree_levels() -> dict[str, str]:
    """The level of each canonical degree ("Ph.D." → "doctorate"), from ``data/degrees.yaml``."""
    return {str(e["degree"]): str(e["level"]) for e in _yaml("degrees.yaml")["degrees"]}


@table
@cache
def _capitals_only() -> frozenset[str]:
    """Degrees whose short forms count only in capitals ("ABD", not the name "Abd")."""
    return frozenset(str(e["degree"]) for e in _yaml("degrees.yaml")["degrees"] if e.get("capitals"))


#: degrees a parenthesis may restate in the reader's terms: generic words and local doctorates and
#: diplomas ("Dr. rer. nat. (PhD)", "Mestrado em X (MSc in X)")
_RESTATABLE = frozenset(
    {
        "Master",
        "Bachelor",
        "Laurea",
        "Dr. rer. nat.",
        "Dr.-Ing.",
        "Dr. phil.",
        "Dr. sc.",
        "Dipl.-Ing.",
        "Licenciatura",
    }
)


def _translated(text: str, first: tuple[int, int, re.Match[str], str], rest: list[Any]) -> Any:
    """The degree a parenthesis restates right after a generic or local one, when it says more:
    "Mestrado em X (MSc in X)" is an M.Sc., "Dr. rer. nat. (PhD)" a Ph.D.; an equivalence ("Diplom
    (MSc equivalent)") names another degree than the one held, so ``first`` stays."""
    if first[3] not in _RESTATABLE:
        return first
    levels = degree_levels()
    for hit in rest:
        between = text[first[2].end() : hit[0]]
        inside = text[hit[0] :].split(")", 1)[0]
        if re.search(r"\bequiv", inside, re.I):
            continue
        if "(" in between and ")" not in between and levels.get(hit[3]) == levels.get(first[3]):
            return hit
    return first


_FIELD = re.compile(
    r"^\s*(?:degree\s+)?(?i:in|of|,|:|-|–|majoring in|major in|student in)\s+(?:the\s+)?"
    r"([A-Z][\w&/,.' -]*?)(?=\s*(?:[,;()|–]|\bat\b|\bfrom\b|\bwith\b|\s\d|$))"
)


# "Bachelor's Thesis", "PhD Fellowship", "PhD mobility grant": work or money around a degree, not one
_THESIS = re.compile(
    r"['’]?s?\s+(?:thesis|dissertation|project|fellowship|scholarship|studentship|grant|award|prize|mobility"
    r"|qualifying|qualifier|representatives?|committee|coordinator|admissions|(?:research\s+)?intern(?:ship)?)\b",
    re.I,
)
# "Programme Lead for MSc Widgetry", "committee for 4 History MA's": a role over a degree programme
# (not "Candidate for PhD", "Enrolled for PhD": the owner's own degree)
_PROGRAMME_OF = re.compile(
    r"\b(?i:lead|leader|director|coordinator|convenor|convener|committee|panel|admissions|chair|head"
    r"|manager|administrator|organi[sz]er)\s+for\s+(?:the\s+)?(?:\d+\s+)?(?:[A-Z][\w-]*\s+)?$"
)
# "Mentor: Ana Ruiz, PhD", "host: Dr. Ana Ruiz, PhD": the degree letters of a person the line names
_NAMED_BEFORE = re.compile(
    r"(?:[:;(]|\b(?:with|by)\b)\s*(?:(?:Drs?|Prof|Professor)\.?\s+)?([A-Z][\w'’.-]*(?:\s+[\w'’.-]+){1,3}),\s*$"
)
# "Surname, J.A., Roe, S.B., & Doe": an author list, whose initials are no degrees ("S.B.", "A.B.")
_AUTHOR = re.compile(r"\b[A-Z][a-z'’-]+,\s(?:[A-Z]\.\s?){1,3}(?=,|\s&|\sand\b|\s\()")


# "BSc (Hons)", "Bachelor of Science (Honours)": the honours degree, a year of its own in some systems
_HONOURS = re.compile(r"\s*(?:\((?:hons?\.?|honou?rs)\)|(?:hons?\.?|honours)(?!\w))", re.I)


#: US state codes that are also degrees, and the endings of the fields of study those degrees follow
_STATE_DEGREES = frozenset({"MA", "MS", "ME", "MD"})
_FIELD_ENDINGS = re.compile(
    r"(?:ics|ogy|ences?|ing|ry|ure|ies|ment|phy|nce|ion|ine|ism|sis|arts?|law|design)$", re.IGNORECASE
)


def _state_after_city(before: str, code: str) -> bool:
    """Whether the two capitals ``code`` after ``before`` are a state after its city ("Starkville,
    MS"), not a degree after its field ("Computer Science, MS"; "Economics, BA": no state).

    >>> _state_after_city("Kestrel University, Starkville, ", "MS"), _state_after_city("Computer Science, ", "MS")
    (True, False)
    >>> _state_after_city("Economics, ", "BA"), _state_after_city("Baltimore, ", "MD")
    (False, True)
    """
    word = re.search(r"([A-Za-zÀ-ÿ'-]{2,}),\s*$", before)
    if code.upper() not in _STATE_DEGREES or word is None or not word.group(1)[:1].isupper():
        return False
    return is_city(word.group(1)) or not _FIELD_ENDINGS.search(word.group(1))


def _persons_letters(before: str) -> bool:
    """Whether a degree written after ``before`` is the degree letters of a person it names.

    >>> _persons_letters("Research Fellow. Mentor: Ana Ruiz, "), _persons_letters("Kestrel University, ")
    (True, False)
    """
    from .people import looks_like_person  # people reads fields

    m = _NAMED_BEFORE.search(before)
    return bool(m and looks_like_person(m.group(1)))


@lru_cache(maxsize=4096)  # pure in its text; extraction asks again about the same phrases
def find_degree(text: str) -> tuple[str, str | None] | None:
    """The canonical degree written in ``text`` and the field that follows it, if any.

    >>> find_degree("I am a Master's student at UCSD majoring in Computer Science & Engineering.")
    ('Master', 'Computer Science & Engineering')
    >>> find_degree("Ph.D., Computer Science, Stanford University, 2017 – 2022")
    ('Ph.D.', 'Computer Science')
    >>> find_degree("iDesign Lab at Kestrel University, Bachelor’s Thesis") is None
    True
    >>> find_degree("PhD Fellowship – Ministry of Research"), find_degree("PhD mobility, Kestrel Lab")
    (None, None)
    >>> find_degree("Supervisor: Dr. Meng-Yu Kestrel"), find_degree("MEng in Robotics, Kestrel")
    (None, ('M.Eng.', 'Robotics'))
    >>> find_degree("Kestrel University — Boston, MA, 2012–2014"), find_degree("B.A., MA, Kestrel University")
    (None, ('B.A.', 'MA'))
    >>> find_degree("Mestrado em Física (MSc in Physics), 2008"), find_degree("Pós-doutorado, 2012")
    (('M.Sc.', 'Physics'), None)
    >>> find_degree("Certificate in Widget Design (CWD), 1998"), find_degree("Certificate of Merit, 2019")
    (('Certificate', 'Widget Design'), None)
    """
    found: list[tuple[int, int, re.Match[str], str]] = []
    if not _any_degree().search(text):
        return None
    forms = _degree_forms()
    for order in _forms_in(text):
        pattern, degree = forms[order]
        for m in pattern.finditer(text):
            short = len(m.group(0).replace(".", "").strip()) <= 2
            if short and not (m.group(0).isupper() or "." in m.group(0)):
                continue  # "ms", "be", "ma" in running text are words, not degrees
            if (
                short
                and "." not in m.group(0).rstrip(".")
                and _state_after_city(text[max(0, m.start() - 40) : m.start()], m.group(0).rstrip("."))
            ):
                continue  # "Boston, MA", "Starkville, MS.": a state after its city, not a degree
            if re.match(r"-\w", text[m.end() :]) or re.search(
                r"\b(?:Dr|Prof|Mr|Ms|Mrs)\.?\s*$", text[max(0, m.start() - 8) : m.start()]
            ):
                continue  # "Dr. Meng-Yu Kestrel": a name, not an M.Eng.
            if re.fullmatch(r"(?:[A-Z]\.\s?){1,3}", m.group(0).strip()) and len(_AUTHOR.findall(text)) >= 2:
                continue  # "Roe, S.B., & Doe, J.": initials in an author list
            if _THESIS.match(text, m.end()):
                continue  # "Bachelor's Thesis" at a lab is work, not a degree
            if _PROGRAMME_OF.search(text[: m.start()]) or _persons_letters(text[: m.start()]):
                continue
            written = m.group(0).replace(".", "").strip()
            if degree in _capitals_only() and len(written) <= 4 and not written.isupper():
                continue  # "Abd al-Rahman": a name, not "ABD"
            if degree == "Certificate" and not re.match(r"\s+in\s+[A-Z]", text[m.end() :]):
                continue  # "Certificate in Data Science" is a study, "Certificate of Merit" an award
            found.append((m.start(), order, m, degree))
            break
    # the first degree written wins ("BEng in X, Excellent Bachelor Thesis" is a BEng); at one
    # place, the longest form ("Master of Science" over "Master")
    ordered = sorted(found, key=lambda f: (f[0], f[1]))
    for _, _, m, degree in [_translated(text, ordered[0], ordered[1:])] if ordered else []:
        rest = text[m.end() :]
        honours = _HONOURS.match(rest)
        if honours and degree_levels().get(degree) == "bachelor":
            degree, rest = f"{degree} (Hons)", rest[honours.end() :]
        field = _FIELD.match(rest)
        if not field:
            major = re.search(r"major(?:ing|ed)? in\s+([A-Z][\w&/ ]+?)(?=[,.;(]|$)", text)
            value = major.group(1).strip() if major else None
        else:
            value = field.group(1).strip(" ,.")
        if value and re.search(r"\bhono(?:u)?rs\b", value, re.I):
            value = None  # "BSc (Hons), First Class Honours": a class of degree, not a field
        if value and (not value or len(value.split()) > 8 or looks_like_org(value)):
            value = None
        return degree, value
    return None


def leading_degree(text: str) -> re.Match[str] | None:
    """The degree form ``text`` opens with, or None.

    >>> leading_degree("M.A. in Widgetry").group(), leading_degree("Taught the MSc course")
    ('M.A.', None)
    """
    return _any_degree().match(text)


def degree_first_field(text: str, max_words: int = 8, separators: str = r"\s*[,|·–—]\s*") -> bool:
    """A line whose first field (up to the first of ``separators``) opens with a degree and has no
    more than ``max_words`` words: a degree with at most its field of study ("Ph.D. in Economics ·
    Kestrel University", "M.Sc., Physics, Kestrel University").

    >>> degree_first_field("Ph.D. in Economics · Kestrel University ·"), degree_first_field("Taught the MSc course,")
    (True, False)
    """
    first = re.split(separators, text.strip(), maxsplit=1)[0]
    return bool(leading_degree(first)) and len(first.split()) <= max_words and find_degree(first) is not None


def degree_in_field(text: str) -> bool:
    """A line that opens with a degree and names its field with "in" ("Certificate in Digital Arts and
    Humanities"), however many words the field has.

    >>> degree_in_field("Certificate in Widget Design and Repair"), degree_in_field("PhD students: A. Roe")
    (True, False)
    """
    m = leading_degree(text.strip())
    return bool(m and re.match(r"\s+in\s+[A-Z]", text.strip()[m.end() :]))


_YEAR_SENTENCE = re.compile(r"^(?:(?:19|20)\d\d)?\.\s+")
_DEGREE_JOINS = re.compile(r"(\s*(?:&|;|,|\+|\band\b)\s*)", re.I)


def degree_pieces(text: str) -> list[str]:
    """The pieces of a degree value that each open with a degree, a piece that opens with none
    kept with the one before ("BS Marine and Coastal Science & BA History").

    >>> degree_pieces("BS Marine and Coastal Science & BA History")
    ['BS Marine and Coastal Science', 'BA History']
    >>> degree_pieces("Master of Science and Engineering")
    ['Master of Science and Engineering']
    """
    parts = _DEGREE_JOINS.split(text)
    pieces = [parts[0]]
    for sep, part in zip(parts[1::2], parts[2::2], strict=True):
        if _any_degree().match(part.strip()):
            pieces.append(part)
        else:
            pieces[-1] += sep + part
    return [p.strip() for p in pieces if p.strip()]


#: a degree named once for each of its fields: "B.A. Dual Degrees, A and B", "Double B.Sc. in A & B",
#: "B.A.s in a and b" (GUIDE: degrees the document names each, not a double major, are two studies)
_EACH_FIELD = re.compile(r"\b(?:dual|double)\b|(?<=\.)s(?=\s+in\s)", re.I)
_EACH_FIELD_LEAD = re.compile(r"^\.?s?\s*(?:(?:dual|double)\s+)?(?:degrees?\b)?\s*(?:in\b|[,:–-])?\s*", re.I)


def degree_per_field(text: str) -> list[tuple[str, str | None]]:
    """One degree for each field when ``text`` says the degree is held once per field; else [].

    >>> degree_per_field("2014 B.A. Dual Degrees, Anthropology (Honors) and Archaeology, Kestrel University")
    [('B.A.', 'Anthropology'), ('B.A.', 'Archaeology')]
    >>> degree_per_field("Double B.Sc. in Physics & Mathematics (KU, Lakeside)")
    [('B.Sc.', 'Physics'), ('B.Sc.', 'Mathematics')]
    >>> degree_per_field("with B.A.s in astronomy and physics from Kestrel University")
    [('B.A.', 'astronomy'), ('B.A.', 'physics')]
    >>> degree_per_field("B.S. in Geology and Chemistry, Kestrel University")
    []
    """
    m = _any_degree().search(text)
    found = find_degree(text)
    if m is None or found is None or not _EACH_FIELD.search(text, max(0, m.start() - 8), m.end() + 16):
        return []
    rest = _EACH_FIELD_LEAD.sub("", re.sub(r"\([^()]*\)", "", text[m.end() :]), count=1)
    head = re.split(r"\s*[,;|]|\s+(?:from|at)\s", rest, maxsplit=1)[0]
    fields = [f.strip() for f in re.split(r"\s+and\s+|\s*&\s*", head) if f.strip()]
    if len(fields) < 2 or any(len(f.split()) > 4 or find_degree(f) for f in fields):
        return []
    return [(found[0], f) for f in fields]


def joined_degrees(text: str) -> list[tuple[str, str | None]]:
    """Every degree of a line that lists several, each opening its own field ("B.A. in Business and
    B.A. in Economics", "Ph.D., M.S. in Neurosciences"); one degree or none gives that one or none.

    >>> joined_degrees("B.A. IN BUSINESS AND B.A. IN ECONOMICS, Kestrel University")
    [('B.A.', 'BUSINESS'), ('B.A.', 'ECONOMICS')]
    >>> joined_degrees("Ph.D., M.S. in Neurosciences, UC San Diego")
    [('Ph.D.', None), ('M.S.', 'Neurosciences')]
    >>> joined_degrees("PhD in Physics, thesis on BA models")
    [('Ph.D.', 'Physics')]
    >>> joined_degrees("S.M., Kestrel Institute of Technology, Cambridge, MA | 2011-2013")
    [('M.S.', None)]
    >>> joined_degrees("B.A. Economics, 2010. B.A. Art & B.A. History, 2008.")
    [('B.A.', None), ('B.A.', None), ('B.A.', None)]
    """
    found = []
    for m in re.finditer(r"[^,;/&|]+?(?=\s*(?:[,;/&|]|\band\b|$))", text, flags=re.I):
        piece = m.group(0).strip()
        if re.match(r"^and\b", piece, re.I):
            piece = piece[3:].strip()
        piece = _YEAR_SENTENCE.sub("", piece)  # "…, 2010. B.A. in Art": the year closed the degree before
        code = re.match(r"^([A-Z]{2})\b", piece)
        if code and _state_after_city(text[: m.start()], code.group(1)):
            continue  # "Cambridge, MA": a state after its city, not a degree
        hit = find_degree(piece)
        if hit and _any_degree().match(piece):  # a piece that opens with one of the forms
            found.append(hit)
    first = find_degree(text)
    if len(found) <= 1 and (each := degree_per_field(text)):
        return each  # "B.A. Dual Degrees, Anthropology and Archaeology"
    return found if len(found) > 1 else [first] if first else []


def after_degree(text: str | None) -> str | None:
    """An institution field written right after its degree with no separator ("M.A. Kestrel
    University") without the degree.

    >>> after_degree("M.A. Kestrel University"), after_degree("MSc Lakeside College"), after_degree("Kestrel University")
    ('Kestrel University', 'Lakeside College', 'Kestrel University')
    >>> after_degree("MSc in Physics")
    'MSc in Physics'
    >>> after_degree("Ph.D. in Widget Sciences Kestrel State University")
    'Kestrel State University'
    >>> after_degree("Mar 2009 BSc Marine Biology Lakeside Valley University")
    'Lakeside Valley University'
    """
    if not text:
        return text
    lead = _LEFT_DATE.match(text)
    body = text[lead.end() :] if lead and _any_degree().match(text[lead.end() :]) else text
    m = _any_degree().match(body)
    rest = body[m.end() :].strip() if m else ""
    if not rest or not looks_like_org(rest):
        return text
    fielded = re.match(r"(?:in|of)\s+", rest)
    if not (fielded or rest[:1].isupper()):
        return text
    return _past_field(rest[fielded.end() :] if fielded else rest) or (rest if not fielded else text)


@table
@cache
def _generic_schools() -> frozenset[str]:
    return frozenset(str(w).casefold() for w in _yaml("degrees.yaml")["generic_schools"])


# a sentence saying the owner studied at the school: "I studied at X and Y", "…, and studied at X"
_STUDIED_AT = re.compile(r"\bstudied\s+at\s")


def _known_org(name: str) -> bool:
    from ..gazetteers import org_gazetteer

    return org_gazetteer().lookup(name) is not None


def plausible_studies(profile: Profile) -> Profile:
    """``profile`` without the studies whose school is only a kind of school ("High school",
    "Elementary school", "Summer Program"), those that name neither a school nor a degree, and
    those whose school is the name of an honour ("University Medal"; a degree whose line names another
    school beside the honour is kept there), those with no degree whose line
    is a training, course or workshop, or whose school neither reads
    as an organisation nor is known ("Widget Modelling With Python"); a degree whose school is not
    given stays. Beside studies that name degrees, one with no degree that has ended ("2019  Kestrel
    Institute" over a course title, "2016 – 2018  Gull Institute" over a postdoc's wrapped line, a year
    abroad) is a course, a stay or a post's line read as a study; an ongoing one ("2021 – present  Kestrel
    University" with its degree not yet named) stays.

    >>> from talentgraph.model import Education
    >>> p = Profile(source="cv.md", education=[Education(institution_text="High school", degree="Abitur"),
    ...     Education(degree="M.Sc."), Education(institution_text="Kestrel High School"), Education(),
    ...     Education(institution_text="University Medal", degree="B.Sc.")])
    >>> [(e.institution_text, e.degree) for e in plausible_studies(p).education]
    [(None, 'M.Sc.'), ('Kestrel High School', None)]
    """
    kept = []
    degrees = any(e.degree for e in profile.education)
    for e in profile.education:
        if degrees and e.degree is None and e.end not in {"present", None}:
            continue  # "2019  Kestrel Institute" among "2014 – 2018  Gull University, BSc": a course or a stay
        written = " ".join(re.sub(r"[^\w\s]", " ", e.institution_text or e.institution or "").split())
        if _AWARD_NAME.search(e.institution_text or ""):
            # "B.Sc. in Physics, Gull College, University Medal": the degree stays at Gull College
            e = _school_beside_honour(e)
            if not (e.degree and e.institution_text):
                continue  # "University Medal", "Kestrel Departmental Fellowship (awarded in": an honour, no school
            written = " ".join(re.sub(r"[^\w\s]", " ", e.institution_text).split())
        if (written or e.degree) and written.casefold() not in _generic_schools():
            if e.degree is None and e.evidence and FURTHER_TRAINING.search(e.evidence.text):
                continue
            said = e.evidence is not None and _STUDIED_AT.search(e.evidence.text) is not None
            if e.degree is None and e.evidence and not said and has_role(_STUDENT.sub(" ", e.evidence.text)):
                continue  # "Visiting Fellow (Kestrel University)" under Education: a post, not a study
            unknown = (e.org_id or "x-").startswith("x-") and not looks_like_org(written)
            if e.degree is None and unknown and not (said and _known_org(written)):
                continue  # (a sentence's "I studied at EPFL" names a school the gazetteer knows)
            kept.append(e)
    return dataclasses.replace(profile, education=kept)


def _school_beside_honour(e: Education) -> Education:
    """``e`` (a study whose school was read as the name of an honour) at the other piece of its line
    that reads as an organisation, or with no school.

    >>> from talentgraph.model import Evidence
    >>> line = Evidence(3, "- B.Sc. in Physics, Gull College, University Medal, 2009 – 2013")
    >>> _school_beside_honour(Education(institution_text="University Medal", degree="B.Sc.", evidence=line)).institution_text
    'Gull College'
    """
    pieces = re.split(r"\s*[,;|–—]\s*", e.evidence.text.lstrip("-*•+ ")) if e.evidence else []
    school = next(
        (
            p.strip(" .")
            for p in pieces
            if looks_like_org(p) and not _AWARD_NAME.search(p) and not _any_degree().match(p)
        ),
        None,
    )
    return dataclasses.replace(e, institution=None, institution_text=school, org_id=None, ror=None)


#: what a line without a degree names when it is further training rather than a study
FURTHER_TRAINING = re.compile(
    r"\b(?:training|course|courses|coursework|workshop|bootcamp|summer school|winter school|mooc|seminar"
    r"|award|awards|prize|scholarship|fellowship|certification|conference)\b",
    re.I,
)


#: an institution that is the name of an honour, ending in its kind before any parenthesis
_AWARD_NAME = re.compile(r"\b(?:Medal|Fellowship|Award|Prize|Scholarship)s?\s*(?:\(.*)?$")


#: the words of a learner, which a study line may hold ("Exchange student, Kestrel University")
_STUDENT = re.compile(r"\b(?:students?|candidates?|pupils?|trainees?)\b", re.I)


#: a month and year left before a degree by a reversed date column ("Aug 2015 PhD X")
_LEFT_DATE = re.compile(r"^(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d\s+")
_GLUE = frozenset({"and", "&", "of", "in"})


def _past_field(text: str) -> str | None:
    """The institution after a field of study run into it with no separator ("Marine Biology Kestrel
    University"): the shortest capitalised tail that reads as an organisation after a word ending like a
    field ("-ogy", "-ics", "-ence"); None when no such split.

    >>> _past_field("Computer Science and Engineering University of Kestrel")
    'University of Kestrel'
    >>> _past_field("Kestrel State University") is None
    True
    """
    words = text.split()
    for k in range(1, len(words)):
        field, tail = words[:k], " ".join(words[k:])
        if not all(w[:1].isupper() or w in _GLUE for w in field) or words[k] in _GLUE:
            continue
        if _FIELD_ENDINGS.search(words[k].strip(",")):
            continue  # "Marine Biology X": the field goes on
        last = field[-1].strip(",")
        if last.lower().endswith("ing") and last.lower() not in {"engineering", "computing"}:
            continue  # "Beijing Normal University": a city, not a field
        if re.search(r"(?<![to])ry$", last, re.I):
            continue  # "Henry", "Canterbury": names; "Chemistry", "History" are fields
        if is_location(" ".join(field)) or is_city(last):
            continue  # "Canterbury Christ Church University"
        if _FIELD_ENDINGS.search(last) and tail[:1].isupper() and looks_like_org(tail):
            return tail
    return None


@lru_cache(maxsize=4096)  # pure in its text; extraction asks again about the same phrases
def looks_like_org(text: str) -> bool:
    """True when a phrase reads as an organisation name (ends in University, Labs, Inc., …).

    >>> looks_like_org("University of Wisconsin - Madison"), looks_like_org("Research Intern")
    (True, False)
    """
    if re.search(r"[\"“”]|\bfunded by\b", text):
        return False  # 'Project "Civic Atlas" funded by the X Foundation': a titled thing, not a body
    text = re.sub(r"\s*\([A-Z][A-Za-z&.-]{1,10}\)\s*$", "", text)  # "Name (ACR)": the name decides
    words = _tokens(text)
    if not words or len(words) > 10:
        return False
    suffixes = role_words("org_suffixes")
    first = words[0].strip(".")
    if first in {"university", "universität", "université", "universidad", "institute", "college"}:
        return True
    if not has_role(text) and re.search(
        r"\b(?:Institute|Institut|Academy|College|Centre|Center)\s+(?:of|for)\s+[A-Z]", text
    ):
        return True  # "Kestrel Institute of Technology", "Max Planck Institute for X", "Academy of Sciences"
    written = text.split()[0].strip(".")
    # a short prefix counts in capitals only: "TU Delft", "HU Berlin", but "Hu Wei" is a name
    if (
        first in role_words("org_prefixes")
        and len(words) > 1
        and text[:1].isupper()
        and (len(first) > 2 or written.isupper())
    ):
        return True  # "TU Kaiserslautern", "Universidade de São Paulo", "Max-Planck-Institut für X"
    words[-1] = words[-1].rsplit("-", 1)[-1]  # "Alfred-Wegener-Institute" ends in "institute"
    if not has_role(text) and any(
        w in {"university", "universität", "université", "universidad"} for w in words
    ):
        return True  # "Northvale University of Technology"
    if has_role(text) and not any(w in {"research", "ai"} for w in words[-1:]):
        return False
    return words[-1].strip(",") in suffixes or words[-1].strip(",.") in suffixes


_UNIVERSITY = frozenset({"university", "universität", "université", "universidad", "università", "college"})


def unit_first(text: str) -> tuple[str, str | None]:
    """``(organisation, unit)`` of a field list that names a unit before its university, with any
    trailing place dropped from the organisation; the text itself (and no unit) otherwise.

    >>> unit_first("Lunar and Planetary Laboratory, University of Arizona, Tucson, USA")
    ('University of Arizona', 'Lunar and Planetary Laboratory')
    >>> unit_first("Kestrel Robotics, Berlin")
    ('Kestrel Robotics, Berlin', None)
    """
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) < 2 or not any(w in role_words("unit_words") for w in _tokens(parts[0])):
        return text, None
    for j in range(1, len(parts)):
        if any(w in _UNIVERSITY for w in _tokens(parts[j])) and looks_like_org(parts[j]):
            return parts[j], ", ".join(parts[:j])
    return text, None


#: "et" or "e" joining two parts of a Romance name, maybe before "de" ("… et de Physique")
ROMANCE_AND = r"(?:et|e)(?=\s+(?:(?:de|du|des|la|di|da|della|del)\s+)*(?:[dl]['’])?[A-ZÀ-ÖØ-Þ])"
#: a capitalised word after an elided article: "de l'Ecole", "d'Enginyeria"
ELIDED_WORD = r"[dl]['’][A-ZÀ-ÖØ-Þ][\w&'’.-]*"
_NAME = (
    r"((?:[A-ZÀ-ÖØ-Þ0-9][\w&'’.!-]*)(?:\s+(?:of|for|and|de|del|des|du|di|der|la|von|van|den|da|do|dos|das|y|&"
    rf"|{ROMANCE_AND}|{ELIDED_WORD}"
    # a lower-case adjective inside a Romance name ("Université libre de X")
    r"|[a-zà-ÿ]+(?=\s+(?:de|del|des|du|di|der|da|do)\s+[A-ZÀ-ÖØ-Þ])|[A-ZÀ-ÖØ-Þ0-9][\w&'’.!-]*))*)"
)
_AT = re.compile(r"(?:\b(?:at|with)|(?<!\S)@)\s+(?:the\s+)?" + _NAME)
# "… at the Institute of X of the University of Y", "… at the Department of X at (in) Y University": a part,
# then the whole it belongs to
_GLUE_END = re.compile(r"\s+(?:of|for|and|de|del|des|du|di|der|von|van|&)$")
_WHOLE_AFTER = re.compile(r"\s*,?\s+(?:of|at|in)\s+(?:the\s+)?" + _NAME)
_PART = re.compile(rf"\b{unit_kinds('part_words')}\b", re.I)
# "University of Texas at Austin", "University at Buffalo": the "at" is part of a university's name
# ("University of Hawai'i at Mānoa": an apostrophe or okina may sit inside a word of the name)
_NAMED_AT = re.compile(r"\b(?:Universit[a-zäéà]+|College|Institute)(?:\s+of(?:\s+[A-Z][\w.&'’‘ʼ-]*)+)?\s*$")
_DASH_UNIT = re.compile(r"\s+[–—-]\s+|\s*\(\s*")


#: short forms written with a period inside an organisation's name ("Inst. for X", "St. Olaf College")
NAME_SHORT_FORMS = ("Inst", "Univ", "Dept", "Natl", "Intl", "St")
# a sentence ends at ". ", not after a short form inside a name
_NAME_STOP = re.compile("".join(rf"(?<!\b{w})" for w in NAME_SHORT_FORMS) + r"\.\s")


def org_by_layout(text: str) -> tuple[str, str | None] | None:
    """Organisation (and unit after a dash) named by "… at Org – Unit"; None when no such phrase.

    >>> org_by_layout("PhD Student at Stanford University")
    ('Stanford University', None)
    >>> org_by_layout("Department of Physics, The University of Kestrel at Lakeside") is None
    True
    >>> org_by_layout("Visiting intern at Université libre de Kestrel (Oslo, Norway)")
    ('Université libre de Kestrel', None)
    >>> org_by_layout("Postdoc at the Anna von Kestrel Universität Lakeside in Germany")
    ('Anna von Kestrel Universität Lakeside', None)
    >>> org_by_layout("Ph.D. at the Institute of Widget History of the University of Kestrel")
    ('University of Kestrel', 'Institute of Widget History')
    >>> org_by_layout("Lecturer at the Department for Widgets at Kestrel University")
    ('Kestrel University', 'Department for Widgets')
    >>> org_by_layout("Lecturer at the School of Mining in Quarry State University")
    ('Quarry State University', 'School of Mining')
    >>> org_by_layout("Postdoc at the Center for Tropical Ecology in Bremen")
    ('Center for Tropical Ecology', None)
    >>> org_by_layout("Lecturer at Qu’an Widget University")  # a curly apostrophe inside a name
    ('Qu’an Widget University', None)
    >>> org_by_layout("Postdoc, University of Ke'ahi at Lakeside") is None  # the "at" is the name's
    True
    >>> org_by_layout("Fellow at the Inst. for Widget Studies Lakeside. Then I moved.")
    ('Inst. for Widget Studies Lakeside', None)
    >>> org_by_layout("Postdoc at Institut de Chimie et de Physique de l'Ecole Normale, Lyon")
    ("Institut de Chimie et de Physique de l'Ecole Normale", None)
    >>> org_by_layout("Postdoc with Jane Roe, at Kestrel University"), org_by_layout("Intern with Hooli")
    (('Kestrel University', None), ('Hooli', None))
    """
    found = [m for m in _AT.finditer(text) if not _NAMED_AT.search(text[: m.start()])]
    # "Postdoc with Jane Roe, at X": the one worked with is a person; the "at" names the place
    at = [m for m in found if not m.group(0).startswith("with") and not is_location(m.group(1).rstrip(".,"))]
    m = next(
        (m for m in found if not m.group(0).startswith("with") or not at or at[-1].start() < m.start()), None
    )
    if not m:
        return None
    org = _NAME_STOP.split(m.group(1))[0].rstrip(".,")
    rest = text[m.end() :]
    unit = None
    glue = _GLUE_END.search(org)
    part = org[: glue.start()] if glue else org
    whole = _WHOLE_AFTER.match((glue.group(0) if glue else "") + rest)
    if whole and _PART.search(part) and looks_like_org(whole.group(1).rstrip(".,")):
        return whole.group(1).rstrip(".,"), part
    dash = re.match(r"\s*[–—-]\s*([^|]+?)\s*(?:\||$)", rest)
    if dash:
        unit = dash.group(1).strip(" .") or None
    elif rest.startswith(" ("):
        inner = re.match(r"\s*\(([^)]+)\)", rest)
        unit = (
            inner.group(1)
            if inner and not re.search(r"\.\w{2,3}\b", inner.group(1)) and not is_location(inner.group(1))
            else None
        )  # "at Kestrel Labs (Oslo, Norway)": a place in brackets is no unit
    return org, unit


@cache
def _honorifics() -> re.Pattern[str]:
    """Stacked titles before a name ("Prof. Dr.", "Profa. Dra."), from ``data/role_words.yaml``."""
    words = sorted((str(w) for w in _yaml("role_words.yaml")["honorifics"]), key=len, reverse=True)
    alts = "|".join(re.escape(w.rstrip(".")).replace(r"\ ", r"\s*") for w in words)
    return re.compile(rf"^(?:(?:{alts})(?:\.\s*|\s+))+", re.I)  # "Prof.Ada Roe": a lost space


def strip_honorifics(text: str) -> tuple[str, bool]:
    """``text`` without leading titles, and whether there were any.

    >>> strip_honorifics("Profa. Dra. Ana Lima"), strip_honorifics("Univ.-Prof. Dr.-Ing. Jan Roe")
    (('Ana Lima', True), ('Jan Roe', True))
    >>> strip_honorifics("Professional Services"), strip_honorifics("Drake Lane")
    (('Professional Services', False), ('Drake Lane', False))
    """
    stripped = _honorifics().sub("", text)
    return stripped, stripped != text
