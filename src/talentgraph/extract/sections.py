"""Clean a document's lines and split them into sections (experience, education, projects…).

Every line of ``doc.lines`` becomes one :class:`Line` (same 1-based number), with Markdown/MDX
markup removed, bullets and bold spans noted, and the kind of the section it sits in. Headings are
Markdown ``#`` lines, lines underlined with ``===``/``---``, and short lines (Title Case or ALL CAPS)
whose words match ``data/sections.yaml``.

>>> lines = split_lines(["EXPERIENCE", "ACME Labs", "* 2019 - 2020 Intern, **ACME**", "", "Awards", "x"])
>>> [(ln.no, ln.kind, ln.heading, ln.bullet) for ln in lines][:3]
[(1, 'experience', True, False), (2, 'experience', False, False), (3, 'experience', False, True)]
>>> lines[2].text, lines[2].bold, lines[5].kind
('2019 - 2020 Intern, ACME', ['ACME'], 'awards')
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

import yaml

from ..doctree import drop_attributes
from ..resources import resource_path
from .tables import table

__all__ = ["Line", "clean_inline", "heading_kind", "is_chrome", "split_lines", "table_columns"]


@dataclass
class Line:
    """One source line after clean-up; ``kind`` is the kind of the enclosing section (or None)."""

    no: int
    raw: str
    text: str
    bullet: bool = False
    indent: int = 0
    heading: bool = False
    kind: str | None = None
    bold: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    skip: bool = False
    cells: dict[str, str] = field(default_factory=dict)

    @property
    def blank(self) -> bool:
        return not self.text


@cache
def _section_data() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(resource_path("data", "sections.yaml").read_text(encoding="utf-8"))
    return data


@cache
def _synonyms() -> dict[str, str]:
    table: dict[str, str] = {}
    for kind, names in _section_data()["kinds"].items():
        for name in names:
            table[_norm(str(name))] = kind
    return table


def names_a_section(text: str) -> bool:
    """Whether ``text`` is exactly one of the section names of ``data/sections.yaml`` (case, accents,
    ``&`` and punctuation aside), with no extra word: a line a reader may learn a heading style from.

    >>> names_a_section("Selected Publications:"), names_a_section("Publications on tides")
    (True, False)
    """
    return _norm(text.rstrip(":")) in _synonyms()


def _norm(text: str) -> str:
    text = text.lower().replace("&", " and ")
    if not text.isascii():  # "Formación" -> "formacion"
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(re.findall(r"[a-z]+", text))


@cache
def _heading_words() -> frozenset[str]:
    words = {w for name in _synonyms() for w in name.split()}
    return frozenset(words | set(_section_data()["head_words"]))


def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by one inserted, dropped, changed or swapped letter inside the
    word: an edit among the last two letters makes another word more often than a typo
    ("network"/"networks", "computed"/"computer").

    >>> _one_edit("educataion", "education"), _one_edit("experiance", "experience"), _one_edit("pubilcations", "publications")
    (True, True, True)
    >>> _one_edit("students", "studies"), _one_edit("committee", "committees"), _one_edit("particles", "articles")
    (False, False, False)
    """
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if not 0 < i < min(len(a), len(b)) - 2:  # a first letter is rarely mistyped ("particles"/"articles")
        return False
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :] or (a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :])
    return a[i + 1 :] == b[i:] if len(a) > len(b) else a[i:] == b[i + 1 :]


@lru_cache(maxsize=4096)
def _spelled(key: str) -> str:
    """A normalised heading with each long unknown word read as the one heading word it misspells by
    a letter inside the word ("educataion" -> "education"); short words are left alone, where one letter makes
    another word.

    >>> _spelled("work experiance"), _spelled("educataion"), _spelled("pulbications and talks")
    ('work experience', 'education', 'publications and talks')
    >>> _spelled("scholarly achievement award"), _spelled("eduction")
    ('scholarly achievement award', 'education')
    """
    known = _heading_words()
    words = key.split()
    if len(words) > 4:  # a heading's few words; a sentence has real words that are one letter apart
        return key
    out = []
    for word in words:
        if len(word) >= 8 and word not in known:
            by_opening = _long_heading_words()
            near = (
                k for n in (len(word) - 1, len(word), len(word) + 1) for k in by_opening.get((n, word[0]), ())
            )
            close = [k for k in near if _one_edit(word, k)]
            word = close[0] if len(close) == 1 else word
        out.append(word)
    return " ".join(out)


def spelled_heading(key: str) -> str:
    """A heading's words with each long misspelt one corrected (:func:`_spelled`), for readers of
    structured records whose section names are keys or titles.

    >>> spelled_heading("acedemic appoinments")
    'academic appointments'
    """
    return _spelled(key)


@cache
def _long_heading_words() -> dict[tuple[int, str], tuple[str, ...]]:
    """The heading words of 8 letters or more by length and first letter: the only words
    :func:`_one_edit` can match (it changes a length by at most one, and never the first letter).

    >>> "education" in _long_heading_words()[9, "e"]
    True
    """
    by_opening: dict[tuple[int, str], list[str]] = {}
    for word in _heading_words():
        if len(word) >= 8:
            by_opening.setdefault((len(word), word[0]), []).append(word)
    return {key: tuple(words) for key, words in by_opening.items()}


_NO_POSTS = frozenset({"publications", "talks", "awards", "skills"})  # not "activities": Europass labels


# "EXPERIENCE continued", "Publications, cont.", "TEACHING con tinued" (a letter-spaced PDF word split)
_CONTINUED = re.compile(r"^(.{3,60}?)[\s,–—-]+(?:con\s?tinued|cont\.|contd\.?)\s*:?\s*$", re.I)


def listed_heading(text: str) -> bool:
    """Whether ``text`` is a heading ``data/sections.yaml`` lists as it is (no head-word guess).

    >>> listed_heading("Research Experience"), listed_heading("Languages Skills")
    (True, False)
    """
    return _norm(text) in _synonyms()


@lru_cache(maxsize=4096)  # pure in its text; every pass asks about the same lines
def heading_kind(text: str) -> str | None:
    """Section kind for a heading text, or None when it names no known section.

    >>> heading_kind("Working and Teaching Experience"), heading_kind("Selected Publications:")
    ('experience', 'publications')
    >>> heading_kind("Dana Okafor") is None, heading_kind("Selected Teaching & Mentoring Experience")
    (True, 'teaching')
    >>> heading_kind("Working and Teaching Experience"), heading_kind("Recent Employment History:")
    ('experience', 'experience')
    >>> heading_kind("Invited Talks and Panels"), heading_kind("Teaching and Mentoring")
    ('talks', None)

    >>> _is_heading("PUBLICATIONS (* corresponding author; # equal contribution)", "", None)
    (True, 'publications')
    >>> heading_kind("EXPERIENCE con tinued"), heading_kind("Publications, cont.")
    ('experience', 'publications')
    >>> heading_kind("Research Projects (Korea University)")  # the note names where, not a section
    'projects'
    >>> heading_kind("Scientific interests (in no order)")
    'interests'
    >>> heading_kind("Employment and Academic Service"), heading_kind("Reviewing and Service")
    ('experience', 'service')
    >>> heading_kind("REFEREE FOR JOURNALS"), heading_kind("Guest Lectures"), heading_kind("Research Cruises")
    ('service', 'talks', 'projects')
    """
    key = _norm(text)
    if not key:
        return None
    key = key if key in _synonyms() else _spelled(key)
    if key in _synonyms():
        return _synonyms()[key]
    # a section name is short: the bound keeps the recursion (one note at a time) and the match shallow
    noted = re.match(r"^(.*?)\s*\([^()]*\)\s*:?\s*$", text) if len(text) <= 120 else None
    if noted and noted.group(1) and (kind := heading_kind(noted.group(1))):
        return kind  # "Research Projects (Korea University)", "Scientific interests (no specific order)"
    carried = _CONTINUED.match(text)
    if carried and (kind := heading_kind(carried.group(1))):
        return kind  # "EXPERIENCE continued" at the top of the next page: the same section
    if kind := _qualified_kind(text):
        return kind
    words = key.split()
    if len(words) > 6:
        return None
    if len(words) > 2 and (opened := _section_data().get("openers", {}).get(" ".join(words[:2]))):
        return str(opened)  # "Service to University", "REFEREE FOR JOURNALS": whom it serves
    kind = _words_kind(words)
    if kind is None and "and" in words[1:-1]:
        kind = _joined_kind(key)
    posts_first = "and" in words[1:] and _section_data()["head_words"].get(words[words.index("and", 1) - 1])
    if (
        kind not in {"experience", "education", "projects", "teaching", "about", None}
        and posts_first == "experience"
    ):
        return (
            "experience"  # "Employment and Academic Service": a post lost is worse than a review read as one
        )
    return kind


_POSTS = frozenset({"experience", "education", "projects", "teaching", "about"})

# "GRANTS - FUNDED", "SERVICE AT UGA – COLLEGE LEVEL": a section name, then a note on which part
_DASH_NOTE = re.compile(r"^(.{3,60}?)\s+[–—-]\s+(\w[\w ]{1,40})$")
_AT_PLACE = re.compile(r"^(.{3,40}?)\s+at\s+\S.{0,60}$", re.I)


def _qualified_kind(text: str) -> str | None:
    """The kind of a section name followed by a note on which part or where: "<name> - <qualifier>"
    (the qualifier read before the name first: "Grants - Funded" is "Funded Grants") or "<name> at
    <place>".

    >>> _qualified_kind("GRANTS - FUNDED"), _qualified_kind("SERVICE AT UGA – COLLEGE LEVEL")
    ('projects', 'service')
    >>> _qualified_kind("Grants – Not Funded")
    'other'
    >>> _qualified_kind("Research Oceanographer at NOAA") is None, _qualified_kind("Internship at X") is None
    (True, True)
    """
    if len(text) > 120:
        return None
    dash = _DASH_NOTE.match(text)
    name, note = (dash.group(1), dash.group(2)) if dash else (text, "")
    if not listed_heading(name) and (at := _AT_PLACE.match(name)):
        name = at.group(1)  # "SERVICE AT UGA – COLLEGE LEVEL"
    if name == text or not listed_heading(name):
        return None  # "Internship at X", "US Air Force Civilian Service - 38th Squadron": entry titles
    if _norm(note) in _section_data()["unfunded_notes"] and heading_kind(name) in {"awards", "projects"}:
        return "other"  # "GRANTS - PENDING": proposals, neither the owner's grants nor awards
    return heading_kind(f"{note} {name}") if note and listed_heading(f"{note} {name}") else heading_kind(name)


def _joined_kind(key: str) -> str | None:
    """The kind of a heading joining two section names that hold no posts ("Service and Professional
    Affiliations"): the first one's; also projects joined with a kind that holds no posts, or with
    words that name none ("Projects and Volunteering", "Projects and Leadership"), whose entries are
    projects first. A lone qualifier word of ``data/sections.yaml`` names its kind here ("leadership",
    "community"): "Service and Leadership" lists offices and committees, not employers.

    >>> _joined_kind("service and professional affiliations"), _joined_kind("service and leadership")
    ('service', 'service')
    >>> _joined_kind("projects and volunteering"), _joined_kind("projects and leadership")
    ('projects', 'projects')
    >>> _joined_kind("research projects and open source software")
    'projects'
    >>> _joined_kind("projects and teaching") is None, _joined_kind("teaching and leadership") is None
    (True, True)
    """
    qualifiers: dict[str, str] = _section_data().get("qualifiers", {})
    kinds = [
        _synonyms().get(part) or _words_kind(part.split()) or qualifiers.get(part)
        for part in key.split(" and ", 1)
    ]
    if kinds[0] == "projects" and (kinds[1] not in _POSTS or kinds[1] == "projects"):
        return "projects"  # "Research Projects and Open Source Software": two names of projects
    return kinds[0] if all(k is not None and k not in _POSTS for k in kinds) else None


def _words_kind(words: list[str]) -> str | None:
    """The kind a heading's words name by a known tail or its last word ("recent employment history")."""
    for i in range(1, len(words) - 1):  # "Recent Employment History": a qualifier before a known name
        if (tail := " ".join(words[i:])) in _synonyms() and words[
            i - 1
        ] != "and":  # not "Working and Teaching X"
            return _synonyms()[tail]
    head_words: dict[str, str] = _section_data()["head_words"]
    kind = head_words.get(words[-1])
    if kind is None and "and" in words[1:]:
        # "Invited Talks and Presentations", "Awards and Recognition": the first of two names, when
        # it is a kind that holds no posts (a lost "Teaching and Mentoring" post is worse than a
        # section read as one more unnamed block)
        first = head_words.get(words[words.index("and", 1) - 1])
        kind = first if first in _NO_POSTS else None
    if kind == "experience":
        qualifiers: dict[str, str] = _section_data().get("qualifiers", {})
        # "Institutional Leadership Experience" is leadership's, as "Leadership Experience" is
        neutral = {"selected", "and", "of", "other", "additional", "relevant", "teaching", "institutional"}
        rest = [w for w in words[:-1] if w not in neutral]  # "Teaching Experience" lists posts (TA, lecturer)
        if rest and all(w in qualifiers for w in rest):  # not "Working and Teaching Experience"
            kind = qualifiers[rest[0]]
            if kind == "people" and "teaching" in words:
                kind = "teaching"  # "Teaching & Mentoring Experience" lists courses and TA posts first
    return kind


@cache
def _chrome() -> re.Pattern[str]:
    forms = "|".join(f"(?:{form})" for form in _section_data()["chrome"])
    return re.compile(rf"^(?:{forms})$")


@cache
def _menu_words() -> frozenset[str]:
    return frozenset(str(w) for w in _section_data()["menu_words"])


_LOWER_WORD = re.compile(r"[a-z]+")


def is_chrome(text: str) -> bool:
    """Site chrome a crawler kept: a skip link, a menu toggle, a line of menu words.

    >>> is_chrome("Skip to main content"), is_chrome("Home Publications CV Blog"), is_chrome("about (current)")
    (True, True, True)
    >>> is_chrome("Jane Roe"), is_chrome("Research Scientist"), is_chrome("")
    (False, False, False)
    """
    key = " ".join(_LOWER_WORD.findall(text.lower()))
    if not key:
        return False
    if _chrome().match(key):
        return True
    words = key.split()
    return len(words) <= 8 and all(w in _menu_words() or _synonyms().get(w) for w in words)


_BULLET = re.compile(r"^(\s*)(?:[-*+•▪◦●○■□▼►▶✓➢➤·‣⁃]|\d{1,2}[.)]|\[\d{1,3}\]|\(\d{1,3}\))\s+")
_LINK = re.compile(r"!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*|__(.+?)__")
_ITALIC = re.compile(r"(?<![\w*])\*(?!\s)([^*]+?)\*(?!\w)|(?<![\w])_(?!\s)([^_]+?)_(?![\w])")
# one or more line breaks between two texts (not the ones that end a line)
_BREAK = re.compile(r"(?<=\S)(?:\s*</?br\s*/?>)+\s*(?=\S)(?!(?:\s*</?[A-Za-z][^<>]*>)*\s*$)", re.I)
_TAG = re.compile(r"</?[A-Za-z][\w.-]*(?:\s[^<>]*)?/?>")
_LATEX = re.compile(r"\$([^$]+)\$")
_URL = re.compile(r"https?://[^\s)\]>|,]+|www\.[^\s)\]>|,]+")
_UNDERLINE = re.compile(r"^\s*(={3,}|-{3,})\s*$")
_RULE = re.compile(r"^\s*(?:={3,}|-{3,}|_{3,}|\*{3,})\s*$")  # a setext underline or a Markdown rule ("___")
_MDX_CODE = re.compile(r"^\s*(?:import\s.+\sfrom\s|import\s+['\"]|export\s+(?:const|default|function|let)\b)")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_PAGE_MARK = re.compile(
    r"(?i)\bpage\s+\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?\s*$|^\s*[-–]?\s*\d{1,3}\s*(?:of|/)\s*\d{1,3}\s*$"
)
_MACRO_ROW = re.compile(r"^\s*\\[A-Za-z]+\*?(?:\s*\{[^{}]*\}){2,}\s*$")
_COLUMN_GAP = re.compile(r"(?<=\S)[ \t]{3,}(?=\S)")
_DATE_HINT = re.compile(r"\b(?:19[5-9]\d|20[0-3]\d)\b")


_SPACES = re.compile(r"\s+")


def clean_inline(text: str) -> tuple[str, list[str], list[str]]:
    """Markdown/HTML/LaTeX markup removed from one line; also its bold spans and link targets.

    >>> clean_inline("Intern, **[ACME](https://acme.example)** `x` $Teaching\\\\ Assistant$")
    ('Intern, ACME x Teaching Assistant', ['ACME'], ['https://acme.example'])
    >>> clean_inline('[Kestrel University](https://k.example){:target="_blank"}, 2019')[0]
    'Kestrel University, 2019'
    >>> clean_inline("*Lecturer, Kestrel University* \\\\hfill [2008-2009]{.right}")[0]
    'Lecturer, Kestrel University 2008-2009'
    """
    text = drop_attributes(text.rstrip())  # "[Name](url){:target=…}", "[2019]{.right}", "\\hfill"
    links = [m.group(2) for m in _LINK.finditer(text) if m.group(2).startswith(("http", "www", "mailto"))]
    text = _LINK.sub(lambda m: "" if m.group(0).startswith("!") else m.group(1), text)
    links += [u for u in _URL.findall(text) if u not in links]
    text = _BREAK.sub(" | ", text)  # "Role <br> Unit <br> University": a line break parts fields
    text = _TAG.sub(" ", text)
    text = _LATEX.sub(lambda m: m.group(1).replace("\\ ", " ").replace("\\", ""), text)
    bold = [(m.group(1) or m.group(2)).strip() for m in _BOLD.finditer(text)]
    text = _BOLD.sub(lambda m: m.group(1) or m.group(2), text)
    text = _ITALIC.sub(lambda m: m.group(1) or m.group(2), text)
    text = text.replace("`", "").replace("\u00a0", " ").replace("\u200b", "").replace("\u00ad", "")
    text = _SPACES.sub(" ", text).strip()
    return text, [b for b in bold if b], links


_ATX_HEADING = re.compile(r"^\s*#{1,6}\s")

# a heading set with letter spacing, as some CV classes print it ("E D U C AT I O N"; the PDF text keeps
# a space between letters, and one between words only where the kerning leaves none out: "P RO F E S S")
_LETTER_SPACED = re.compile(r"^(?:[A-Z]{1,2}[ \t]+){4,}[A-Z]{1,2}$")


@cache
def _squeezed_names() -> dict[str, str]:
    """The section names of ``data/sections.yaml`` and their head words without spaces, to their kind."""
    squeezed: dict[str, str] = dict(_section_data()["head_words"])
    squeezed.update({name.replace(" ", ""): kind for name, kind in _synonyms().items()})
    return squeezed


def letter_spaced_kind(text: str) -> str | None:
    """The section kind a letter-spaced capital heading names: the whole name, or its last word as
    :func:`heading_kind` reads a qualified name ("Professional Appointments"); None for other lines.

    >>> letter_spaced_kind("E D U C AT I O N"), letter_spaced_kind("R E S E A R C H I N T E R E S T S")
    ('education', 'interests')
    >>> letter_spaced_kind("P RO F E S S I O NA L A P P O I N T M E N T S")
    'experience'
    >>> letter_spaced_kind("A B C D E F"), letter_spaced_kind("EDUCATION")
    (None, None)
    """
    line = text.strip().rstrip(":").strip()
    if not _LETTER_SPACED.match(line):
        return None
    key = re.sub(r"\s+", "", line).lower()
    if key in _squeezed_names():
        return _squeezed_names()[key]
    # the longest known name it ends with, after at least one more word's letters ("professional…")
    tails = [
        name
        for name in _squeezed_names()
        if len(name) >= 5 and len(key) - len(name) >= 3 and key.endswith(name)
    ]
    return _squeezed_names()[max(tails, key=len)] if tails else None


def _is_heading(text: str, raw: str, next_raw: str | None, marked: bool = False) -> tuple[bool, str | None]:
    """Whether a line is a heading, and its section kind.

    With ``marked`` (a PDF whose layout already marked headings ``## X``), an unmarked line is a
    heading only when it is a section name exactly: "Studies (SMU)" wrapped from the line above and
    "BS in Physics with Honors" stay entry lines.

    >>> _is_heading("Studies (SMU)", "Studies (SMU)", None, marked=True)
    (False, None)
    >>> _is_heading("Education", "Education", None, marked=True)
    (True, 'education')
    >>> _is_heading("Recent Employment History:", "Recent Employment History:", None, marked=True)
    (True, 'experience')
    >>> _is_heading("BS in Applied Physics with Honors", "BS in Applied Physics with Honors", None)
    (False, None)
    >>> _is_heading("(40 students)", "(40 students)", None, marked=True)
    (False, None)
    """
    if raw.lstrip().startswith("#") and _ATX_HEADING.match(raw):
        return True, heading_kind(text)
    if spaced := letter_spaced_kind(text):
        return True, spaced
    if marked:
        key = _norm(text.rstrip(":"))
        if text.startswith("(") or re.search(r"\d", re.sub(r"\([^()]*\)", "", text)):
            # "(150 students)", "12 PACKAGES. 2018-2022": a count, not a name ("Talks (2019-2024):" is one)
            return False, None
        kind = _synonyms().get(key) if key and len(key.split()) <= 4 and not text.endswith(".") else None
        if kind is None and text.endswith(":") and key and len(key.split()) <= 4:
            kind = heading_kind(text)  # "Recent Employment History:" set as a label over its list
        if kind is None and _caps_heading(text):
            from .fields import looks_like_org

            kind = heading_kind(text)
            if kind is None and not looks_like_org(text.title()):  # "NEWS CORP" is an employer
                kind = next((k for w in key.split() if (k := _synonyms().get(w)) in _CAPS_KINDS), None)
        return kind is not None, kind
    if next_raw is not None and _UNDERLINE.match(next_raw) and text:
        return True, heading_kind(text)
    trailing = re.match(r"^(.*?\S)\s*={3,}\s*$", raw)
    if trailing:
        return True, heading_kind(trailing.group(1))
    note = re.match(r"^([^()]{3,60}?)\s*\([^()]{1,80}\)\s*:?$", text)
    if (
        note
        and (note.group(1).isupper() or note.group(1).istitle() or raw.lstrip().startswith("#"))
        and heading_kind(note.group(1))
    ):
        return True, heading_kind(note.group(1))  # "PUBLICATIONS (* corresponding author)"
    words = text.rstrip(":").split()
    if not words or len(words) > 6 or text.endswith((".", ",", ";")) or _DATE_HINT.search(text):
        return False, None
    if ":" in text.rstrip(":"):
        return False, None
    kind = heading_kind(text)
    if kind not in {None, "education"} and _norm(text) not in _synonyms():
        from .fields import find_degree

        if find_degree(text):
            return False, None  # "BS in Applied Physics with Honors" is a degree line, not Honors
    return kind is not None, kind


_OPEN_END = re.compile(
    r"(?:(?<=\w)[-–]|,|&|\b(?:of|for|and|or|the|a|an|to|in|on|at|by|with|from|into))\s*$", re.I
)


def _continues(prev_raw: str, text: str) -> bool:
    """Whether an unmarked line goes on with the line above rather than opening a section: the line
    above ends on a hyphen, a comma or a word no phrase ends on, or this line starts in lower case
    after a line that ends no sentence ("… benefits of bilingual-" / "education").

    >>> _continues("Fellow of the Society for the Advancement of", "Teaching")
    True
    >>> _continues("Python, R, SQL and Git", "languages"), _continues("Hooli, 2019.", "Education")
    (True, False)
    >>> _continues("", "education"), _continues("## Skills", "languages"), _continues("---", "Awards")
    (False, False, False)
    """
    prev = prev_raw.strip()
    if not prev or prev.startswith("#") or _UNDERLINE.match(prev):
        return False
    if _OPEN_END.search(prev):
        return True
    return text[:1].islower() and not prev.endswith((".", "!", "?", ":"))


#: kinds an ALL-CAPS line of a laid-out PDF may open by one of its words ("AWARDS & HONORARIUM")
_CAPS_KINDS = frozenset(
    {"awards", "talks", "teaching", "service", "people", "publications", "news", "skills", "other"}
)


def _caps_heading(text: str) -> bool:
    """An ALL-CAPS line of one to five words, no digits or closing punctuation, naming no role: the
    shape of the section titles of a CV whose layout set them in capitals at body size.

    >>> _caps_heading("AWARDS & HONORARIUM"), _caps_heading("TEACHING ASSISTANT"), _caps_heading("Awards")
    (True, False, False)
    """
    words = text.split()
    if not 1 <= len(words) <= 5 or not text.isupper() or re.search(r"\d|[.,;:]$", text):
        return False
    from .fields import has_role

    return not has_role(text)


@table
@cache
def _column_kinds() -> dict[str, str]:
    table: dict[str, str] = {}
    for kind, names in _section_data().get("table_columns", {}).items():
        for name in names:
            table[_norm(str(name))] = kind
    return table


def _cells(raw: str) -> list[str]:
    body = raw.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") else body
    return [c.strip() for c in body.split("|")]


def _bare_header(raw: str, next_raw: str) -> bool:
    """A table's header row with no rule under it ("| Time | Position | Affiliation |" then a row):
    every cell is a column name and the next line is a row of as many cells.

    >>> _bare_header("| **Time** | **Position** | **Affiliation** |", "| 2019 | Lecturer | Kestrel University |")
    True
    >>> _bare_header("| 2019 | Lecturer | Kestrel University |", "| 2018 | Tutor | Kestrel University |")
    False
    """
    cells, below = _cells(raw), _cells(next_raw)
    kinds = table_columns(raw)
    return len(cells) >= 3 and len(below) == len(cells) and all(kinds) and not _DATE_HINT.search(raw)


def table_columns(header: str) -> list[str | None]:
    """Column kinds named by a table header row (None for a column not understood).

    >>> table_columns("| When | Where | What |"), table_columns("Period | Organisation | Notes")
    (['dates', 'org', 'role'], ['dates', 'org', None])
    >>> table_columns("| <center>Period</center> | <center>Role</center> | **Organization** |")
    ['dates', 'role', 'org']
    """
    return [_column_kinds().get(_norm(clean_inline(c)[0])) for c in _cells(header)]


_ROW_ORDER = ("org", "role", "degree", "field", "project", "dates", "location")


def _table_row(raw: str, kinds: list[str | None]) -> tuple[str, dict[str, str]]:
    """A body row rewritten in a fixed field order, and its cells by kind."""
    cells: dict[str, str] = {}
    rest: list[str] = []
    for kind, cell in zip(kinds, _cells(raw), strict=False):
        text = clean_inline(cell)[0]
        if not text:
            continue
        if kind and kind not in cells:
            cells[kind] = text
        else:
            rest.append(text)
    if "dates" not in cells and ("start" in cells or "end" in cells):
        start, end = cells.pop("start", ""), cells.pop("end", "")
        # an empty Start cell leaves the end alone as the row's date, as a row read as text gives it
        cells["dates"] = f"{start} – {end}" if start and end else start or end
    cells.pop("end", None)
    ordered = [cells[k] for k in _ROW_ORDER if k in cells] + rest
    return " | ".join(ordered), cells


def _heading_level(raw: str, next_raw: str | None) -> int:
    """1–6 for ``#`` headings, 1/2 for ``===``/``---`` underlines, 2 for a plain-text heading."""
    m = re.match(r"^\s*(#{1,6})\s", raw)
    if m:
        return len(m.group(1))
    if (next_raw is not None and re.match(r"^\s*={3,}\s*$", next_raw)) or re.search(r"={3,}\s*$", raw):
        return 1
    return 2


_LONG_LINE = 2000  # characters; a longer line is read in pieces of about _PIECE characters
_PIECE = 1000
#: A run of blanks longer than this is cut to this length before any pattern sees the line: the
#: line patterns put optional blanks beside each other (``^\s*\|?\s*``), which is quadratic in
#: the run's length (a page of 200,000 tabs took 1.9 s; a column gap is still a gap at 64).
_MAX_BLANKS = 64
_LONG_BLANKS = re.compile(rf"[ \t]{{{_MAX_BLANKS + 1},}}")


def cap_blanks(raw: str) -> str:
    """``raw`` with every run of blanks cut to at most 64 characters.

    >>> len(cap_blanks("\t" * 10_000 + "x"))
    65
    """
    if len(raw) <= _MAX_BLANKS:
        return raw
    return _LONG_BLANKS.sub(lambda run: run.group(0)[:_MAX_BLANKS], raw)


def line_pieces(raw: str) -> list[str]:
    """A very long line (a minified page, a paragraph without breaks) cut into sentence-sized pieces,
    so that every later step works on bounded text; a line of normal length is one piece.

    >>> [len(p) for p in line_pieces("Word. " * 500)]
    [996, 996, 996, 12]
    >>> line_pieces("short line")
    ['short line']
    """
    if len(raw) <= _LONG_LINE:
        return [raw]
    pieces: list[str] = []
    start = 0
    while len(raw) - start > _PIECE:
        window = raw[start : start + _PIECE]
        cut = max(window.rfind(". "), window.rfind("; "), window.rfind("! "), window.rfind("? "))
        cut = cut + 2 if cut > _PIECE // 2 else window.rfind(" ") + 1
        cut = cut if cut > _PIECE // 2 else _PIECE
        pieces.append(raw[start : start + cut])
        start += cut
    pieces.append(raw[start:])
    return pieces


_ATX_MARK, _QUOTE_MARK = re.compile(r"^\s*#{1,6}\s+"), re.compile(r"^\s*>\s?")
_TRAILING_RULE = re.compile(r"\s*={3,}$")


def split_lines(
    raw_lines: list[str],
    front_matter: bool = False,
    mdx: bool = False,
    numbers: list[int] | None = None,
    marked: bool = False,
) -> list[Line]:
    """Clean every line and attach its section kind (see the module example).

    ``marked``: the headings are already marked ``# X`` (PDF text read by layout), so an unmarked
    line opens a section only when it is exactly a section name.

    A line longer than 2,000 characters becomes several :class:`Line` objects with the same number
    (see :func:`line_pieces`), which keeps extraction linear in the length of the document.
    ``numbers`` gives each raw line's source line when the lines are a rendering of the source
    (several may share one number); by default line ``i`` is source line ``i + 1``.
    """
    given = numbers if numbers is not None else list(range(1, len(raw_lines) + 1))
    raw_lines = [cap_blanks(raw) for raw in raw_lines]
    numbers = [no for no, raw in zip(given, raw_lines, strict=True) for _ in line_pieces(raw)]
    if len(numbers) != len(raw_lines):
        raw_lines = [piece for raw in raw_lines for piece in line_pieces(raw)]
    out: list[Line] = []
    kind: str | None = None
    in_front = front_matter and bool(raw_lines) and raw_lines[0].strip() in {"---", "+++"}
    in_code = False
    level = 0  # Markdown level of the heading that opened the current section (0: none)
    columns: list[str | None] = []  # column kinds of the table being read
    for i, raw in enumerate(raw_lines):
        no = numbers[i]
        if in_front:
            out.append(Line(no, raw, "", skip=True, kind="front"))
            if i > 0 and raw.strip() in {"---", "...", "+++"}:
                in_front = False
                kind, level = _page_kind(raw_lines[1:i]), 1 if _page_kind(raw_lines[1:i]) else 0
            continue
        if raw.strip().startswith("```"):
            in_code = not in_code
            out.append(Line(no, raw, "", skip=True))
            continue
        next_raw = raw_lines[i + 1] if i + 1 < len(raw_lines) else None
        if (
            "|" in raw
            and not in_code
            and next_raw is not None
            and (_TABLE_RULE.match(next_raw) or _bare_header(raw, next_raw))
        ):
            kinds = table_columns(raw)
            if ("dates" in kinds or "start" in kinds) and any(
                k in kinds for k in ("org", "role", "degree", "project")
            ):
                columns = kinds
                out.append(Line(no, raw, "", skip=True, kind=kind))
                continue
        if columns and (not raw.strip() or "|" not in raw):
            columns = []
        if columns and not _TABLE_RULE.match(raw):
            text, cells = _table_row(raw, columns)
            _, bold, links = clean_inline(raw)
            out.append(Line(no, raw, text, False, 0, False, kind, bold, links, cells=cells))
            continue
        if _MACRO_ROW.match(raw):  # "\\cventry{2019--2021}{Engineer}{ACME}": its arguments are fields
            fields = [f.strip() for f in re.findall(r"\{([^{}]*)\}", raw) if f.strip()]
            text, bold, links = clean_inline(" | ".join(fields))
            out.append(Line(no, raw, text, False, 0, False, kind, bold, links))
            continue
        if _PAGE_MARK.search(raw) and len(raw.split()) <= 10:
            out.append(Line(no, raw, "", skip=True, kind=kind))  # "Jane Roe - CV    Page 1 of 2"
            continue
        if in_code or _RULE.match(raw) or _TABLE_RULE.match(raw) or (mdx and _MDX_CODE.match(raw)):
            out.append(Line(no, raw, "", skip=True, kind=kind))
            continue
        body = _ATX_MARK.sub("", raw)
        body = _QUOTE_MARK.sub("", body)
        bullet_match = _BULLET.match(body)
        indent = len(raw) - len(raw.lstrip(" \t"))
        if bullet_match:
            body = body[bullet_match.end() :]
        if not mdx and _COLUMN_GAP.search(body.strip()):
            body = _COLUMN_GAP.sub(" | ", body.strip())  # PDF columns: "Org      City, ST" are two fields
        if raw.lstrip().startswith("#"):
            body = _ATX_CLOSE.sub("", body)  # "### Title ###": the closing run is no part of the title
        text, bold, links = clean_inline(body)
        text = _TRAILING_RULE.sub("", text)
        heading, heading_kind_ = (False, None) if bullet_match else _is_heading(text, raw, next_raw, marked)
        if heading and not raw.lstrip().startswith("#") and i > 0 and _continues(raw_lines[i - 1], text):
            heading, heading_kind_ = False, None
        if bullet_match and text.isupper() and heading_kind(text) is not None:
            heading, heading_kind_ = True, heading_kind(text)  # "▼ EDUCATION": a marker, then a heading
            bullet_match = None
        if heading:
            depth = _heading_level(raw, next_raw)
            if heading_kind_ is None and depth > level > 0 and (kind is not None or _entry_title(text)):
                # "### Intern at X" under "## Experience" is an entry title, not a section; so is
                # "### Postdoctoral Researcher" under a section of no known kind ("## Academia")
                heading = False
            elif heading_kind_ is None and kind is None and _dated_entry_title(text):
                heading = False  # "### Tutor, Kestrel University (2019–2022)" in no section of a known kind
            else:
                kind, level = heading_kind_, depth
        out.append(Line(no, raw, text, bool(bullet_match), indent, heading, kind, bold, links))
    _demote_menus(out)
    _rejoin_hyphenated(out)
    _join_stacked_dates(out)
    return out


_TITLE = re.compile(r"""^title\s*[:=]\s*["']?([^"'#]{2,60}?)["']?\s*$""")


def _page_kind(front: list[str]) -> str | None:
    """The section a whole page is, when its front matter's title names the projects section (an
    academicpages ``_pages/projects.md`` titled "Projects", a "Past Projects" page): its body lists them.

    >>> _page_kind(["layout: page", "title: Past Projects"]), _page_kind(['title: "CV"'])
    ('projects', None)

    A page titled "Research" describes the research in prose and headings of themes (topics), and keeps
    its prose readings: only a title that says projects, software or grants makes the page a list.

    >>> _page_kind(["title: Research"]) is None
    True

    A page titled by the name of the posts section ("Experience", "Work Experience") lists posts: its
    headings of employers ("## Kestrel Labs") are entry titles under it.

    >>> _page_kind(['title: "Experience"']), _page_kind(["title: Professional Work"])
    ('experience', None)
    """
    for raw in front:
        m = _TITLE.match(raw.strip())
        if m:
            title = m.group(1)
            named = re.search(r"project|portfolio|software|grant|funding", title, re.I)  # not "Research"
            if named and heading_kind(title) == "projects":
                return "projects"
            return "experience" if listed_heading(title) and heading_kind(title) == "experience" else None
    return None


def _join_stacked_dates(lines: list[Line]) -> None:
    """A range stacked on two lines ("Jan 2016 –" over "Aug 2019    Scientist, Hooli") is one range on
    the second line; the first is dropped.

    >>> lines = split_lines(["Experience", "Jan 2016 –", "Aug 2019    Scientist, Hooli"])
    >>> [ln.text for ln in lines if not ln.skip]
    ['Experience', 'Jan 2016 – Aug 2019 | Scientist, Hooli']
    """
    from .dates import find_date_ranges

    content = [ln for ln in lines if ln.text and not ln.skip]
    for ln, nxt in itertools.pairwise(content):
        if ln.heading or nxt.heading or not re.search(r"[-–—]\s*$", ln.text) or len(ln.text) > 24:
            continue
        opened = find_date_ranges(ln.text)
        if len(opened) != 1 or opened[0].end != "present" or opened[0].start_pos > 0:
            continue  # only a lone open range ("2016 –"), not "Engineer – Hooli –"
        closing = find_date_ranges(nxt.text[:40])
        dated = bool(closing) and closing[0].start_pos == 0 and not closing[0].is_range
        if not dated and not re.match(r"^(?:present|now|current|today|ongoing)\b", nxt.text, re.I):
            continue
        nxt.text = f"{ln.text.rstrip()} {nxt.text}"
        ln.skip = True


_ATX_CLOSE = re.compile(r"\s+#+\s*$")


def _dated_entry_title(text: str) -> bool:
    """A heading that is a whole dated post: a job title, where, and its dates ("Tutor, Kestrel
    University (2019–2022)"), not a section ("Talks (2019–2024)") or a stage of a career ("PhD (2015–2019)").

    >>> _dated_entry_title("Teaching Assistant, Kestrel University, UK (2019–2022)"), _dated_entry_title("Talks (2019-2024)")
    (True, False)
    >>> _dated_entry_title("PhD (2015–2019)"), _dated_entry_title("Postdocs (since 2020)")
    (False, False)
    """
    from .dates import find_date_ranges
    from .fields import has_role

    ranges = find_date_ranges(text)
    title = text[: ranges[0].start_pos] if ranges else ""
    return has_role(title) and bool(re.search(r",|@|\bat\b|\s[|–—-]\s", title))


def _entry_title(text: str) -> bool:
    """A heading that names a post or a degree ("Postdoctoral Researcher", "Master's Degree in X").

    >>> _entry_title("PhD Student"), _entry_title("Selected Talks")
    (True, False)
    """
    from .fields import find_degree, has_role

    return has_role(text) or find_degree(text) is not None


def _menu_item(text: str) -> bool:
    return bool(text) and len(text.split()) <= 2 and not re.search(r"\d", text)


def _demote_menus(lines: list[Line]) -> None:
    """A site menu a crawler printed one item a line ("Home", "Work", "Writing", "Contact"): three or
    more menu words in a row with nothing under them open no section; the lines after the menu keep
    the section kind from before it.

    >>> lines = split_lines(["Home", "Work", "Now", "Contact", "", "Jane Roe", "Engineer at Hooli"])
    >>> [(ln.heading, ln.kind) for ln in lines][3:]
    [(False, None), (False, None), (False, None), (False, None)]
    >>> [ln.skip for ln in split_lines(["Jane Roe", "Home", "Work", "Now", "Talks"])]
    [False, True, True, True, True]
    >>> [ln.kind for ln in split_lines(["Education", "BSc, Kent", "Work", "Intern, Hooli"])]
    ['education', 'education', 'experience', 'experience']
    """
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and _menu_item(lines[j].text):
            j += 1
        chrome = sum(is_chrome(ln.text) for ln in lines[i:j])
        if chrome < 3 or 2 * chrome < j - i:
            i = max(j, i + 1)
            continue
        before = lines[i - 1].kind if i > 0 else None
        menu_kinds = {ln.kind for ln in lines[i:j]}
        for ln in lines[i:j]:
            ln.heading, ln.kind = False, before
            ln.skip = ln.skip or is_chrome(ln.text) or len(ln.text.split()) == 1  # a name has two words
        for ln in lines[j:]:
            if ln.heading or ln.kind not in menu_kinds:
                break
            ln.kind = before
        i = j


_BROKEN = re.compile(r"(?<![\w-])([A-Za-z]{2,})-$")


def _rejoin_hyphenated(lines: list[Line]) -> None:
    """A word hyphenated across lines by a PDF layout ("Chal-" / "mers University") is rejoined as a
    plain wrap: the fragment moves down to the line holding the rest of the word.

    >>> lines = split_lines(["M.Sc. in Informatics, Chal-", "  mers University, Sweden.", "Epoch-", "Based"])
    >>> [ln.text for ln in lines]
    ['M.Sc. in Informatics,', 'Chalmers University, Sweden.', 'Epoch-', 'Based']
    """
    for ln, nxt in itertools.pairwise(lines):
        m = _BROKEN.search(ln.text)
        if not m or nxt.heading or nxt.skip or not nxt.text[:1].islower() or ln.heading or ln.skip:
            continue
        ln.text = ln.text[: m.start()].rstrip()
        nxt.text = m.group(1) + nxt.text
