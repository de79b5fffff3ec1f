"""The investigators a grant row names beside the owner, read as collaborators.

A funding section often lists each grant's team the way a reference lists authors, surname first
("Roe, A. (PI), Lind, B.T., and Dunn, C. (co-PIs)") or initials first ("A. B. Roe & C. Dunn"). A
name list counts only where the row says it is the grant's team: a role in brackets ("(PI)",
"(Co-PIs)", "(Key Personnel)"), the owner among the names, or "in collaboration with". Each name is
written initials first, as the GUIDE asks ("A. Roe"); the owner (the bold name, or the profile's
own surname) is left out, and so is a pending proposal.

>>> from talentgraph.extract.grants import grant_items
>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["## Grants", "- Kestrel Fund: Tide Maps. Roe, A. (PI), **Dunn, C.**, and Lind, B.T. (co-PIs). $5K (2021).",
...     "- Shore Council Award, 2019 - Vale, T. S., K. Moss & C. Dunn - $4,000", "- Travel Award, 2018 - C. Dunn - $300"])
>>> [(m.name, m.relation) for m in grant_investigators(grant_items(lines), "Cara Dunn")]
[('A. Roe', 'collaborator'), ('B.T. Lind', 'collaborator'), ('T. S. Vale', 'collaborator'), ('K. Moss', 'collaborator')]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from ..model import Evidence, Mention
from .people import looks_like_person
from .sections import Line

__all__ = ["grant_investigators", "is_team_list"]

_INITIALS = r"(?:[A-Z]\.\s?-?){1,3}"
_SURNAME = r"[A-Z][\w'’-]*[a-zà-ÿı][\w'’-]*(?:\s[A-Z][a-zà-ÿı][\w'’-]+)?"
# "Roe, A.", "Wright Morton, L.", "Lind, B.T." and, closing a list, "& Roe A." (no comma)
_SURNAME_FIRST = re.compile(
    rf"(?<![\w.'’-])({_SURNAME})(,?)\s({_INITIALS})(?=[\s,;)&(*]|$)(?!\s?[A-Z][a-z])"  # not "Roe, A. Lind"
)
# "A. Roe", "T. B. Ryder", "B.T. Lind"
_INITIALS_FIRST = re.compile(rf"(?<![\w.'’-])({_INITIALS})\s?([A-Z][a-zà-ÿı][\w'’-]+)")
# the row states who the grant's team is
_TEAM_CUE = re.compile(
    r"\((?:co-?|lead\s+|co-lead\s+)?(?:PIs?|investigators?|I|Is)\b|\(key\s+(?:individual|personnel)|\(sr\.?\s+research"
    r"|\bin\s+collaboration\s+with\b",
    re.I,
)
# a person a grant or a prize is named for, not one of its team
_HONOURED = re.compile(r"\b(?:in\s+(?:memory|hono(?:u)?r)\s+of|named\s+(?:for|after))\s+$", re.I)
_CITED = re.compile(rf"{_INITIALS}\s?\((?:19|20)\d\d")
_PENDING = re.compile(r"\b(?:pending|submitted|under\s+review|not\s+funded|declined)\b", re.I)
_BOLD = re.compile(r"\*\*([^*]+)\*\*|<b>([^<]+)</b>|<strong>([^<]+)</strong>")


def _fold(text: str) -> str:
    """Lower case without accents or hyphens: "González-Ramırez" and "Gonzalez Ramirez" agree."""
    text = unicodedata.normalize("NFKD", text.replace("ı", "i"))
    return re.sub(r"[-‐]", " ", "".join(c for c in text if not unicodedata.combining(c))).lower()


def _before(text: str, at: int) -> str:
    """The few words before ``at``: what a name's neighbours are tested on (a search anchored at the
    end of the whole text before each name would scan the row once per name)."""
    return text[max(0, at - 40) : at]


def _names(text: str) -> list[tuple[int, str, str]]:
    """``(position, initials, surname)`` of each name in ``text``, in order."""
    # no comma only where the list closes: "… & Roe A."; "Charles L. Cahill Grant" is a full name
    inverted = [
        m
        for m in _SURNAME_FIRST.finditer(text)
        if (m.group(2) or re.search(r"(?:&|\band)\s*$", _before(text, m.start())))
        and not re.search(rf"{_INITIALS}\s?$", _before(text, m.start()))  # "A. Roe, B. Lind": initials first
    ]
    found = [(m.start(), m.group(3), m.group(1)) for m in inverted]
    taken = [range(m.start(), m.end()) for m in inverted]
    for m in _INITIALS_FIRST.finditer(text):
        if re.search(r"[A-Z][a-z]+\s$", _before(text, m.start())):
            continue  # "Charles L. Cahill Grant": a full name, the grant's or a prize's, not a team's
        if not any(m.start() in span or m.end() - 1 in span for span in taken):
            found.append((m.start(), m.group(1), m.group(2)))
    return sorted(
        n
        for n in found
        if looks_like_person(f"{n[1]} {n[2]}")  # not "U.S. Department"
        and not _HONOURED.search(text[max(0, n[0] - 30) : n[0]])  # "a fellowship in memory of Roe, A."
    )


def _same_person(initials: str, surname: str, full: str) -> bool:
    """``full`` ("Cara B. Dunn", "C. Dunn", "Dunn, C.") holds the surname and the first initial."""
    words = _fold(full).split()
    return all(w in words for w in _fold(surname).split()) and initials[:1].lower() in {w[:1] for w in words}


def _is_owner(initials: str, surname: str, owner: str | None, bold: list[str]) -> bool:
    """The name is the owner's: set in bold in the row, or the owner's surname with a matching initial."""
    return any(_fold(surname) in _fold(b) for b in bold) or _same_person(initials, surname, owner or "")


def is_team_list(segment: str) -> bool:
    """The segment is nothing but names with their roles: a grant's team, not its title.

    >>> is_team_list("Roe, A. (PI), **Dunn, C.**, and Lind, B.T. (co-PIs)"), is_team_list("Tide Maps for A. Roe")
    (True, False)
    """
    bare = re.sub(r"\([^()]*(?:\)|$)", "", segment.strip())  # "(PI)", "(co-PIs" cut at a sentence's end
    names = _names(bare)
    for _, initials, surname in names:
        bare = bare.replace(surname, "", 1).replace(initials.strip(), "", 1)
    return bool(names) and len(re.sub(r"\*|\band\b|&|\bothers\b|[,.;\s]", "", bare)) <= 2


def grant_investigators(
    items: list[list[Line]], owner: str | None, known: Iterable[str] = ()
) -> list[Mention]:
    """The people each funded grant item (its lines) names as its team, besides the owner and the
    ``known`` people already read elsewhere ("Ada B. Roe" is "Roe, A.") (see the module example)."""
    out: list[Mention] = []
    seen: list[str] = list(known)
    for item in items:
        text = " ".join(ln.text.strip() for ln in item)
        raw = " ".join(ln.raw.strip() for ln in item)
        if _PENDING.search(text):
            continue
        names = _names(text)
        bold = [next(g for g in m.groups() if g) for m in _BOLD.finditer(raw)]
        # the owner among the names counts unless they are a citation's authors: "Roe, A. & Dunn, C. (2019). Title"
        owner_named = any(_is_owner(i, s, owner, bold) for _, i, s in names) and not _CITED.search(text)
        if not names or not (_TEAM_CUE.search(text) or owner_named):
            continue
        for _, initials, surname in names:
            if _is_owner(initials, surname, owner, bold) or any(
                _same_person(initials, surname, k) for k in seen
            ):
                continue
            name = f"{initials.strip()} {surname}"
            seen.append(name)
            out.append(Mention(name, "collaborator", Evidence(item[0].no, item[0].raw.strip()), None))
    return out
