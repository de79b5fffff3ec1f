"""The current post a profile's header states under the owner's name.

CVs, about pages and homepages often open with a name block: the name, then the current title and
where it is held, before any section ("# Jane Roe" / "Lecturer, Department of Physics" / "Kestrel
University"; a PDF's "PHD STUDENT · ECONOMICS" / "Kestrel University, Department of Economics"; an
HTML card's ``<h1>``/``<h2>``/``<h3>``). Such a block states a current post with no dates.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.model import Profile
>>> lines = split_lines(["# Jane Roe", "Lecturer, Department of Physics", "Kestrel University",
...                      "jane@kestrel.example", "", "## Education", "PhD, Lakeside University, 2015"])
>>> p = Profile(source="x")
>>> p.person.name = "Jane Roe"
>>> header_posts(lines, OrgGazetteer([]), p)
>>> [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations]
[('Kestrel University', 'Department of Physics', 'Lecturer', 'present')]
"""

from __future__ import annotations

import re

from ..gazetteers import OrgGazetteer
from ..gazetteers.units import unit_kinds
from ..model import Affiliation, Evidence, Profile
from .fields import find_degree, has_role, is_location, looks_like_org
from .prose_positions import _key
from .sections import Line

__all__ = ["header_posts"]

_SPLIT = re.compile(r"\s*[,|·•]\s*|\s+[–—-]\s+")
_UNIT = re.compile(
    r"^(?:the\s+)?(?:department|dept\.?|school|faculty|division|institute|center|centre)\b", re.I
)
_UNIT_WORD = re.compile(rf"\b{unit_kinds('header_unit_words')}\b", re.I)
_CONTACT = re.compile(r"@|https?:|www\.|\+?\d[\d ()-]{6,}")
_BLOCK = 4  # content lines under the name that can belong to the header


def _block(lines: list[Line], owner: str) -> list[Line]:
    """The content lines right under the owner's name line, up to a section, a blank after content,
    or contact details."""
    content = [ln for ln in lines if not ln.skip]
    key = owner.lower()
    start = next(
        (i for i, ln in enumerate(content[:40]) if ln.text and ln.text.lower().startswith(key)), None
    )
    if start is None:
        return []
    block: list[Line] = []
    for ln in content[start + 1 :]:
        if ln.heading and (ln.kind is not None or not (has_role(ln.text) or looks_like_org(ln.text))):
            break  # a section begins ("## Community Work" too: a heading naming no title or body)
        if not ln.text:
            if block:
                break
            continue
        if _CONTACT.search(ln.text) or len(ln.text.split()) > 12 or len(block) == _BLOCK:
            break
        block.append(ln)
    return block


def _org_of(orgs: OrgGazetteer, piece: str) -> bool:
    hit = orgs.lookup(piece)
    return bool(hit) or (looks_like_org(piece) and not _UNIT.match(piece))


def _not_a_degree(piece: str) -> bool:
    """A job title, or a student's title ("PhD Student"), not a degree held ("PhD in Physics")."""
    return not find_degree(piece) or bool(re.search(r"\b(?:student|candidate)\b", piece, re.I))


# a sentence's subject, not a title: "I'm a PhD student working at X" is the prose grammar's to read
_SUBJECT = re.compile(r"^(?:I|I['’]m|We|My|Our|She|He|They)\b")


def _role_at(text: str) -> tuple[str, str] | None:
    """ "Lecturer at (Kestrel University)." as (role, organisation); a first-person sentence is none.

    >>> _role_at("Lecturer at (Kestrel University)."), _role_at("I'm a PhD student working at Kestrel University.")
    (('Lecturer', 'Kestrel University'), None)
    """
    m = re.match(r"^(.{2,60}?)\s+at\s+(?:the\s+)?\(?([^()]{2,80}?)\)?\.?$", text)
    return (m.group(1), m.group(2)) if m and has_role(m.group(1)) and not _SUBJECT.match(m.group(1)) else None


def _post(block: list[Line], orgs: OrgGazetteer) -> tuple[str, str | None, str, Line] | None:
    """(organisation, unit, role, line) the block states: a "Role at Org" line decides alone; else a
    role line and an organisation line, a centre or department above the organisation being its unit."""
    role = None
    found: list[tuple[str, Line]] = []
    for ln in block:
        if stated := _role_at(ln.text):
            return stated[1], None, stated[0], ln
        for piece in (p.strip(" .") for p in _SPLIT.split(ln.text) if p.strip(" .")):
            if (not is_location(piece) and _org_of(orgs, piece)) or _UNIT.match(piece):
                found.append((piece, ln))
            elif role is None and has_role(piece) and len(piece.split()) <= 6 and _not_a_degree(piece):
                role = piece
    whole = [(p, ln) for p, ln in found if not _UNIT_WORD.search(p) or orgs.lookup(p)]
    if role is None or not whole:
        return None
    org, where = whole[0]
    unit = next((p for p, _ in found if p != org and _UNIT_WORD.search(p)), None)
    return org, unit, role, where


def header_posts(lines: list[Line], orgs: OrgGazetteer, profile: Profile) -> None:
    """Add the undated current post the name block states, unless the profile holds one there."""
    owner = profile.person.name
    post = _post(_block(lines, owner), orgs) if owner else None
    if post is None:
        return
    org, unit, role, where = post
    key = _key(org)
    if any(key & _key(a.org_text or a.org or "") for a in profile.affiliations):
        return  # a post the document lists at that organisation, dated or not
    evidence = Evidence(where.no, where.raw.strip())
    profile.affiliations.append(Affiliation(None, org, None, unit, role, None, "present", None, evidence))
