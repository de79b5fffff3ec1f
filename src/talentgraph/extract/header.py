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

import html
import re

from ..gazetteers import OrgGazetteer
from ..gazetteers.units import unit_kinds
from ..model import Affiliation, Evidence, Profile
from .fields import find_degree, has_role, is_location, looks_like_org
from .front_prose import EMPHASIS, MARKDOWN_LINK
from .prose_positions import _key
from .sections import Line

__all__ = ["card_posts", "header_posts"]

_SPLIT = re.compile(r"\s*[,|·•]\s*|\s+[–—-]\s+")
_UNIT = re.compile(
    r"^(?:the\s+)?(?:department|dept\.?|school|faculty|division|institute|center|centre)\b", re.I
)
_UNIT_WORD = re.compile(rf"\b{unit_kinds('header_unit_words')}\b", re.I)
_CONTACT = re.compile(r"@|https?:|www\.|\+?\d[\d ()-]{6,}")
_BLOCK = 4  # content lines under the name that can belong to the header


def _block(lines: list[Line], owner: str, orgs: OrgGazetteer) -> list[Line]:
    """The content lines right under the owner's name line, up to a section, a blank after content,
    or contact details."""
    content = [ln for ln in lines if not ln.skip]
    key = owner.lower()
    start = next(
        (i for i, ln in enumerate(content[:40]) if ln.text and ln.text.lower().startswith(key)), None
    )
    if start is None:
        # a page titled by its front matter whose body opens with the card: "Lecturer" / "X University"
        first = next((i for i, ln in enumerate(content) if ln.text), None)
        if first is None or content[first].heading or not _title_line(content[first].text):
            return []
        start = first - 1
    block: list[Line] = []
    limit = _BLOCK
    for ln in content[start + 1 :]:
        if ln.heading and (ln.kind is not None or not (has_role(ln.text) or looks_like_org(ln.text))):
            break  # a section begins ("## Community Work" too: a heading naming no title or body)
        if not ln.text:
            if block:
                break
            continue
        if ln.text.lower() == key:
            continue  # the name again: a page title over the card that restates it
        if len(block) == limit == _BLOCK and not _names_employer(block, orgs):
            # four title lines, then the employer ("Professor, X" ×3, "Chair", "Kestrel University")
            limit += 2
        if _CONTACT.search(ln.text) or len(ln.text.split()) > 12 or len(block) == limit:
            break
        block.append(ln)
    return block


def _title_line(text: str) -> bool:
    """A job title alone ("Assistant Professor"), not a sentence or a greeting."""
    return len(text.split()) <= 5 and has_role(text) and _not_a_degree(text) and not _SUBJECT.match(text)


def _names_employer(block: list[Line], orgs: OrgGazetteer) -> bool:
    """Whether title lines name an organisation the gazetteer knows (not only "College of Engineering")."""
    return any(orgs.lookup(p.strip(" .")) for ln in block for p in _SPLIT.split(ln.text) if p.strip(" ."))


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
    org, where = next(((p, ln) for p, ln in whole if orgs.lookup(p)), whole[0])  # a known name first
    unit = next((p for p, _ in found if p != org and _UNIT_WORD.search(p)), None)
    return org, unit, role, where


def _same_title(listed: str | None, stated: str) -> bool:
    """Whether a listed post's title shares a word with the header's ("Research Assistant" and
    "PhD Student" do not; "Assistant Professor" and "Professor of Physics" do).

    >>> _same_title("Research Assistant", "PHD STUDENT"), _same_title("Assistant Professor", "Professor")
    (False, True)
    """
    generic = {"of", "in", "and", "the", "for", "at"}
    words = {w for w in re.findall(r"\w+", (listed or "").lower()) if w not in generic}
    return listed is None or bool(words & set(re.findall(r"\w+", stated.lower())))


def header_posts(lines: list[Line], orgs: OrgGazetteer, profile: Profile) -> None:
    """Add the undated current post the name block states, unless the profile lists it: a post there still
    held or undated, or one under the same title; a header's "PhD Student" is not a listed, ended
    "Research Assistant, 2025" post at the same university."""
    owner = profile.person.name
    post = _post(_block(lines, owner, orgs), orgs) if owner else None
    if post is None:
        return
    org, unit, role, where = post
    key = _key(org)
    there = [a for a in profile.affiliations if key & _key(a.org_text or a.org or "")]
    if any(a.end in {None, "present"} or _same_title(a.role, role) for a in there):
        return  # the document lists that post: still held, undated, or under the same title
    evidence = Evidence(where.no, where.raw.strip())
    profile.affiliations.append(Affiliation(None, org, None, unit, role, None, "present", None, evidence))


# the theme keys that hold the owner's address card: al-folio's ``subtitle`` and ``profile.more_info``,
# a Minimal Mistakes splash page's ``excerpt``
_CARD_KEYS = ("subtitle", "excerpt")
_CARD_LINE = re.compile(r"<br\s*/?>|</?p\b[^>]*>|</?div\b[^>]*>", re.I)
_CARD_BREAK = re.compile(r"\n|(?<=[a-z)])\.\s+(?=[A-Z])")
_ENTRY_DATES = ("date_range", "start", "end", "start_date", "end_date")
_FIRST_PERSON = re.compile(r"(?:^|\W)(?:I|I['’]m|[Mm]y|[Ww]e)(?=\W)")


def _card_values(front: dict[str, object]) -> list[str]:
    values = [front.get(key) for key in _CARD_KEYS]
    profile = front.get("profile")
    if isinstance(profile, dict):
        values.append(profile.get("more_info"))
    return [v for v in values if isinstance(v, str) and v.strip()]


def _card_lines(value: str) -> list[str]:
    """The short lines of an address card, without tags, links or emphasis.

    >>> _card_lines("<p><strong>Kestrel University</strong></p> <p>Institute of Physics</p>")
    ['Kestrel University', 'Institute of Physics']
    >>> _card_lines("<a href='https://k.example'>Vision Lab, Kestrel University</a>. Lund, Sweden.")
    ['Vision Lab, Kestrel University', 'Lund, Sweden']
    """
    out = []
    lines = _CARD_LINE.sub("\n", value)
    for part in _CARD_BREAK.split(html.unescape(re.sub(r"<[^>]+>", "", lines))):
        text = " ".join(EMPHASIS.sub("", MARKDOWN_LINK.sub(r"\1", part)).split()).strip(" .,;")
        if text:
            out.append(text)
    return out


def _card_post(lines: list[str], orgs: OrgGazetteer) -> tuple[str, str | None, str | None] | None:
    """(organisation, unit, role) an address card states: its one organisation, the department or
    lab beside it, and a job title when it gives one; a sentence or a second organisation is no card."""
    found: list[str] = []
    role = None
    for line in lines:
        if len(line.split()) > 12 or _FIRST_PERSON.search(line) or re.search(r"\s(?:at|@)\s", line):
            return None  # a sentence: the front-matter prose reader's
        pieces = [line] if orgs.lookup(line) else [p.strip(" .") for p in _SPLIT.split(line) if p.strip(" .")]
        for piece in pieces:
            if _CONTACT.search(piece) or is_location(piece):
                continue
            if _org_of(orgs, piece) or _UNIT.match(piece):
                found.append(piece)
            elif role is None and has_role(piece) and len(piece.split()) <= 6 and _not_a_degree(piece):
                role = piece
    whole = [p for p in found if not _UNIT_WORD.search(p) or orgs.lookup(p)]
    if len(whole) != 1:
        return None
    unit = next((p for p in found if p != whole[0] and _UNIT_WORD.search(p)), None)
    return whole[0], unit, role


def _names(org: str, orgs: OrgGazetteer) -> list[str]:
    """The written name and, when the gazetteer knows it, the canonical one ("UAM" is also its university)."""
    hit = orgs.lookup(org)
    return [org, hit.org.name] if hit else [org]


def card_posts(front: dict[str, object], raw_lines: list[str], orgs: OrgGazetteer, profile: Profile) -> None:
    """Add the undated current post a front-matter address card states, unless the profile holds one there.

    >>> p = Profile(source="x")
    >>> front = {"profile": {"more_info": "<p>Vision Lab</p><p>Kestrel University</p><p>Lund</p>"}}
    >>> card_posts(front, [], OrgGazetteer([]), p)
    >>> [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations]
    [('Kestrel University', 'Vision Lab', None, 'present')]
    """
    if any(key in front for key in _ENTRY_DATES):
        return  # a page of one dated entry (a Quarto role page): its subtitle names that entry's place
    head = next((i for i, raw in enumerate(raw_lines[1:], 1) if raw.strip() in {"---", "..."}), 0)
    for value in _card_values(front):
        post = _card_post(_card_lines(value), orgs)
        if post is None:
            continue
        org, unit, role = post
        held = [name for a in profile.affiliations for name in (a.org_text, a.org) if name]
        if any(_key(a) & _key(b) for a in _names(org, orgs) for name in held for b in _names(name, orgs)):
            continue  # a post the document lists at that organisation, dated or not
        no = next((i + 1 for i, raw in enumerate(raw_lines[:head]) if org in raw), 1)
        evidence = Evidence(no, raw_lines[no - 1].strip() if raw_lines else org)
        profile.affiliations.append(Affiliation(None, org, None, unit, role, None, "present", None, evidence))
