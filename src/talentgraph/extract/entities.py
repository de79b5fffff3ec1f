"""Person, contact details, people mentions, topics, technologies, publications and awards.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["JANE ROE", "jane [at] uni [dot] edu", "Advisor: Prof. John Doe",
...                      "Research Interests: graph learning; compilers"])
>>> person_name(lines, None), emails(lines)
('Jane Roe', ['jane@uni.edu'])
>>> [(m.name, m.relation) for m in people(lines)], [t.label for t in topics(lines)]
([('John Doe', 'advisor')], ['graph learning', 'compilers'])
"""

from __future__ import annotations

import re
from typing import Any

from ..model import Award, Evidence, Mention, Topic
from .dates import find_date_ranges
from .fields import has_role, is_location, looks_like_org
from .sections import Line

__all__ = [
    "awards",
    "emails",
    "homepage",
    "location",
    "people",
    "person_name",
    "topics",
]


def _ev(line: Line) -> Evidence:
    return Evidence(line.no, line.raw.strip())


_NAME = re.compile(r"^(?:Dr\.?\s+|Prof\.?\s+)?[A-ZÀ-Þ][\w'’.-]+(?:\s+[A-ZÀ-Þ][\w'’.-]*){1,3}$")
_NAME_STOP = frozenset(
    [
        "about",
        "me",
        "home",
        "welcome",
        "portfolio",
        "cv",
        "resume",
        "curriculum",
        "vitae",
        "news",
        "blog",
        "contact",
        "projects",
    ]
)


def _as_name(text: str) -> str | None:
    text = re.sub(r"\s*[|–—-]\s.*$", "", text).strip(" ,")
    if text.isupper():
        text = " ".join(w.capitalize() for w in text.split())
    if not _NAME.match(text) or has_role(text) or looks_like_org(text) or is_location(text):
        return None
    if any(w.lower() in _NAME_STOP for w in text.split()) or find_date_ranges(text):
        return None
    return re.sub(r"^(?:Dr\.?|Prof\.?)\s+", "", text)


def person_name(lines: list[Line], front: dict[str, Any] | None) -> str | None:
    """The name the document states: front matter ``name``/``author``, or its title line; else None."""
    if front:
        for key in ("name", "author", "full_name", "fullname"):
            value = front.get(key)
            if isinstance(value, str) and _as_name(value):
                return _as_name(value)
    content = [ln for ln in lines if ln.text and not ln.skip][:3]
    for ln in content[:2]:
        if ln.heading and ln.kind is not None:
            continue
        name = _as_name(ln.text)
        if name and (ln.heading or ln is content[0]):
            return name
    return None


_EMAIL = re.compile(
    r"([\w.+-]+)\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\)|\s+at\s+)\s*([\w-]+(?:\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\)|\s+dot\s+)\s*[\w-]+)+)",
    re.I,
)


def emails(lines: list[Line]) -> list[str]:
    """Email addresses, including ``name [at] domain [dot] com`` forms."""
    found: list[str] = []
    for ln in lines:
        for m in _EMAIL.finditer(ln.text.replace("mailto:", "")):
            if "@" not in m.group(0) and not re.search(r"[\[(]\s*at\s*[\])]|\sat\s", m.group(0), re.I):
                continue
            domain = re.sub(r"\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\s+dot\s+)\s*", ".", m.group(2), flags=re.I)
            if "@" not in m.group(0) and not re.search(r"\.(?:com|edu|org|net|io|ac\.\w+|\w\w)$", domain):
                continue
            email = f"{m.group(1)}@{domain}".lower().strip(".")
            if email not in found and "." in domain:
                found.append(email)
    return found


_HOME = re.compile(
    r"(?:https?://)?(?:www\.)?[\w-]+\.(?:github\.io|com|org|net|me|io|dev|site)(?:/[\w~./-]*)?", re.I
)
_SOCIAL = re.compile(
    r"linkedin|twitter|x\.com|facebook|scholar\.google|github\.com|orcid|medium|youtube|arxiv", re.I
)


def homepage(lines: list[Line]) -> str | None:
    """A personal site stated near the top (not a social profile)."""
    for ln in [x for x in lines if x.text][:8]:
        for m in _HOME.finditer(ln.text):
            url = m.group(0).rstrip("/.")
            near_email = _EMAIL.search(ln.text[max(0, m.start() - 40) : m.end()])
            if (
                not _SOCIAL.search(url)
                and "@" not in ln.text[max(0, m.start() - 1) : m.start() + 1]
                and (not near_email or "github.io" in url)
            ):
                return url
    return None


def location(lines: list[Line]) -> str | None:
    """A location written on its own near the top of the document."""
    for ln in [x for x in lines if x.text and not x.skip][:6]:
        for piece in re.split(r"\s*[|·•]\s*", ln.text):
            if is_location(piece.strip()) and "," in piece:
                return piece.strip()
    return None


_REL = {
    "supervisor": "supervisor", "supervised": "supervisor", "advisor": "advisor", "adviser": "advisor",
    "advised": "advisor", "mentor": "mentor", "mentored": "mentor", "mentors": "mentor", "manager": "manager",
    "collaborated": "collaborator", "collaborator": "collaborator", "collaborators": "collaborator",
    "with": "collaborator", "co-advised": "advisor", "host": "mentor", "hosted": "mentor",
}  # fmt: skip
_PERSON = r"(?:(?:Prof(?:essor)?|Dr)\.?\s+)?[A-ZÀ-Þ][\w'’-]+(?:\s+[A-ZÀ-Þ]\.)?(?:\s+[A-ZÀ-Þ][\w'’-]+){1,2}"
_TRIGGER = re.compile(
    r"\b(supervised|advised|co-advised|mentored|hosted|supervisor|advisor|adviser|mentors?|manager|host|"
    r"collaborators?|collaborated|with)\b(?:\s+(?:by|with))?\s*:?\s*((?:"
    + _PERSON
    + r")(?:\s*(?:,|&|and)\s*(?:"
    + _PERSON
    + r"))*)",
    re.I,
)


def people(lines: list[Line]) -> list[Mention]:
    """People named with their relation (supervisor, advisor, mentor, collaborator…); titles dropped."""
    out: list[Mention] = []
    seen: set[str] = set()
    for ln in lines:
        if ln.skip or ln.kind in {"publications", "news"}:
            continue
        for m in _TRIGGER.finditer(ln.text):
            trigger = m.group(1).lower()
            has_title = re.search(r"\b(?:Prof|Dr)\b", m.group(2))
            if (
                trigger == "with"
                and not has_title
                and not re.search(r"(?:worked|work|working)\s+with\s*$", ln.text[: m.end(1)], re.I)
            ) and ln.text[max(0, m.start() - 1) : m.start()] != "(":
                continue
            relation = _REL.get(trigger, "collaborator")
            for raw in re.split(r"\s*(?:,|&|\band\b)\s*", m.group(2)):
                name = re.sub(r"^(?:Prof(?:essor)?|Dr)\.?\s+", "", raw.strip())
                if len(name.split()) < 2 or looks_like_org(name) or has_role(name) or name in seen:
                    continue
                seen.add(name)
                out.append(Mention(name, relation, _ev(ln)))
    return out


_TOPIC_LINE = re.compile(
    r"^(?:research\s+)?(?:interests?|areas?|keywords|topics|research areas|focus)\s*:\s*(.+)$|"
    r"\b(?:broadly\s+)?interested in\s+(.+?)(?:\.|$)",
    re.I,
)


def _split_items(text: str, prose: bool = False) -> list[str]:
    """List items split at ``; , • · |``; at "and" only in running text with no other separator.

    >>> _split_items("Systems; Theory and Practice, and Compilers"), _split_items("vision and robotics", True)
    (['Systems', 'Theory and Practice', 'Compilers'], ['vision', 'robotics'])
    """
    parts = [p for p in re.split(r"\s*[;,•·|]\s*", text.strip(" .")) if p.strip()]
    if len(parts) == 1 and prose:
        parts = re.split(r"\s+and\s+(?=[A-Za-z])", parts[0])
    parts = [re.sub(r"^(?:and|or)\s+", "", p.strip(" .")) for p in parts]
    return [p for p in parts if p and len(p.split()) <= 8]


_PAREN = re.compile(r"^(.*?)\s*\(([^()]+)\)\s*$")


def _topic_parts(label: str) -> list[str]:
    """ "AutoML (Neural Architecture Search)" names two topics; "(NLP)" after a name is its acronym."""
    m = _PAREN.match(label)
    if not m:
        return [label]
    inner = m.group(2).strip()
    if re.fullmatch(r"[A-Z][A-Za-z0-9-]{0,7}s?", inner) and inner.upper()[:1] == inner[:1]:
        return [m.group(1)] if len(inner) <= 8 and inner[1:].lower() != inner[1:] else [m.group(1), inner]
    if inner.lower().startswith(("e.g", "i.e", "incl", "such as", "see ")):
        return [m.group(1)]
    return [m.group(1), inner]


def _interest_items(lines: list[Line], start: int) -> tuple[list[str], Line]:
    """The items of an interests-section paragraph starting at ``lines[start]`` (wrapped lines joined)."""
    text = lines[start].text
    j = start + 1
    while (
        not lines[start].bullet
        and j < len(lines)
        and lines[j].text
        and not lines[j].bullet
        and lines[j].text[:1].islower()
    ):
        text += " " + lines[j].text
        j += 1
    return _split_items(text), lines[start]


def topics(lines: list[Line]) -> list[Topic]:
    """Topics from interests/keywords sections and "Research interests: a; b" or "interested in" lines."""
    out: list[Topic] = []
    seen: set[str] = set()

    def add(label: str, ln: Line) -> None:
        for part in _topic_parts(label.strip()):
            part = part.strip(" .:")
            if part and part.lower() not in seen and not part.lower().startswith("any "):
                seen.add(part.lower())
                out.append(Topic(part, None, _ev(ln)))

    in_list = False  # inside the items of an interests section
    for i, ln in enumerate(lines):
        if ln.heading:
            in_list = ln.kind == "interests"
        if ln.skip or ln.heading or not ln.text:
            continue
        m = _TOPIC_LINE.search(ln.text)
        if m:
            for item in _split_items(m.group(1) or m.group(2), prose=m.group(1) is None):
                add(item, ln)
        elif in_list and ln.kind == "interests":
            if _ends_list(lines, i):
                in_list = False
                continue
            prev = lines[i - 1] if i else None
            if prev and prev.text and not prev.bullet and not prev.heading and ln.text[:1].islower():
                continue  # a wrapped line, already read with the line before it
            if len(ln.text.split()) <= 12 or not ln.bullet:
                items, first = _interest_items(lines, i)
                for item in items:
                    add(item, first)
    return out


def _ends_list(lines: list[Line], i: int) -> bool:
    """A short stand-alone line between blank lines, after the list began, is an unlisted heading."""
    ln = lines[i]
    before = lines[i - 1] if i else None
    after = lines[i + 1] if i + 1 < len(lines) else None
    return (
        not ln.bullet
        and before is not None
        and before.blank
        and (after is None or after.blank)
        and len(ln.text.split()) <= 6
        and not re.search(r"[,;.:·•|]", ln.text)
        and any(x.kind == "interests" and x.text and not x.heading for x in lines[max(0, i - 8) : i])
    )


_VENUE = re.compile(
    r"(?<![\w])([A-Z][A-Za-z]{1,10}(?:-[A-Z]+)?)\s?(?:['’](\d{2})|\s(20[0-3]\d|19[5-9]\d))(?![\w])"
)
_AWARD_WORDS = re.compile(r"award|prize|fellowship|scholarship|medal|honou?r|grant|best paper|finalist", re.I)


def awards(lines: list[Line]) -> list[Award]:
    """Awards from awards sections, and award phrases elsewhere (``won 2018 X Award``)."""
    out: list[Award] = []
    for i, ln in enumerate(lines):
        if ln.skip or ln.heading or not ln.text:
            continue
        dates = find_date_ranges(ln.text)
        if ln.kind == "awards":
            text = ln.text
            if dates and dates[0].start_pos <= 1 and len(text) - dates[0].end_pos < 3:
                continue  # a date-only line belongs to the award above it
            name = re.split(r",\s+|\s+[–—-]\s+", text)[0].strip(" .")
            rest = text[len(name) :]
            year = next((d.start[:4] for d in find_date_ranges(rest) if d.start and not d.is_range), None)
            if year is None:
                nxt = next((x for x in lines[i + 1 : i + 4] if x.text), None)
                nd = find_date_ranges(nxt.text) if nxt else []
                if nd and not nd[0].is_range and nd[0].start:
                    year = nd[0].start[:4]
            org = next((p.strip(" .") for p in rest.split(",") if looks_like_org(p.strip(" ."))), None)
            out.append(Award(name, org, year, _ev(ln)))
        else:
            m = re.search(
                r"\b(?:won|received|awarded)\s+(?:the\s+)?((?:19|20)\d\d\s+)?([A-Z][\w'’ -]{3,80}?(?:Award|Prize|Medal|Fellowship))",
                ln.text,
            )
            m2 = re.search(r"^([A-Z][\w'’]+\s+(?:Best\s+[\w ]+)?(?:Award|Prize))$", ln.text)
            if m:
                year = m.group(1).strip() if m.group(1) else None
                out.append(Award(m.group(2).strip(), None, year, _ev(ln)))
            elif m2:
                year = next((d.start[:4] for d in dates if d.start), None)
                vm = _VENUE.search(ln.text)
                if vm and vm.group(2):
                    year = f"20{vm.group(2)}"
                out.append(Award(m2.group(1), None, year, _ev(ln)))
    return out
