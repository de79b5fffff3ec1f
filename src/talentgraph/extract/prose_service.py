""" "I serve(d) as a Y at X": the posts a first-person sentence of service names, one per role and
organisation, current for "serve", former for "served" (with the dates written after the role).

Service that is no post ("a member of the Advisory Board", "an associate editor", "President of the
Graduate Student Council") is left out by the words of ``service_roles`` in ``data/role_words.yaml``
and a few chair kinds ("program chair"). A unit ("the School of Law") belongs to the university a
later post of the list, or the words after it, name ("… of Kestrel University"); with none, the name
stays an organisation as written ("Harbour National Laboratory", "the Department of Energy").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..gazetteers.units import unit_kinds
from ..model import Evidence, Profile
from .dates import find_date_ranges
from .fields import has_role, service_role
from .prose_grammar import _OF_PARENT, _ORG, _PARENT, _add_post, _org

__all__ = ["served"]

_SERVE = re.compile(
    r"\bI\s+(?:(?:also|currently|now|have|had|previously|then|later)\s+){0,2}(serve|served|am\s+serving)\s+as\s+"
)
# the role, then words about it that are no part of it ("teaching assistant for three courses"), the
# dates in parentheses, and the organisation
_SERVE_ROLE = re.compile(
    r"(?:an?\s+|the\s+)?([A-Za-z][\w&/-]*(?:\s+(?!(?:at|with|and|where)\b)(?!(?:for|in|on)\s+[a-z])[\w&()/-]+){0,5}?)"
    r"(?:\s+(?:for|in|on)\s+[a-z][^.;:()]{0,60}?)?"
    r"(?:\s*\(([^()]{4,30})\))?\s+(?:at|with)\s+" + _ORG
)
_DATES_AFTER = re.compile(r"\s*\(([^()]{4,30})\)")
_SERVE_AGAIN = re.compile(r"\s*,?\s+(?:and|as\s+well\s+as)\s+(?:also\s+)?as\s+")
# a part of an organisation, named without it: "the School of Law", "the Harbour School of Business", "Tide Lab"
_UNIT_KIND = unit_kinds("served_unit_heads", capitalised=True) + r"\b"
_SERVED_UNIT = re.compile(rf"^{_UNIT_KIND}|\bSchool\s+of\b|\b(?:Lab|Laboratory|Group|Team)$")
_UNIT_FIRST = re.compile(_UNIT_KIND)
# "<unit> of [the] <university>", written as one name: "Tide Lab of Kestrel University"
_UNIT_OF_UNIVERSITY = re.compile(
    r"^(.+?)\s+of\s+(?:the\s+)?((?:[A-Z][\w'’-]*\s+){0,4}(?:University|Universit\w+|Institute|College)\b.*)$"
)


def _split_unit(org: str) -> tuple[str, str | None]:
    """ "Tide Lab of Kestrel University": the university and its unit; any other name as it is.

    >>> _split_unit("School of Law of the Kestrel University"), _split_unit("Department of Energy")
    (('Kestrel University', 'School of Law'), ('Department of Energy', None))
    """
    m = _UNIT_OF_UNIVERSITY.match(org)
    if m and _SERVED_UNIT.search(m.group(1)):
        return m.group(2), m.group(1)
    return org, None


def served(sentence: str, ev: Callable[[int], Evidence], profile: Profile) -> bool:
    """ "I also serve as a Y at X and as a W at Z": a post per role and organisation, current for
    "serve", former for "served" (with the dates written after the role); a unit ("the School of
    Law") counts with the organisation it is part of, which the words after it or a later post of the
    list may name; with none named, it stays an organisation as written.

    >>> p = Profile(source="x")
    >>> served("I also serve as an adjunct lecturer at Harbour College and as an Affiliate Scientist "
    ...         "(Research) at Kestrel Health.", lambda pos: Evidence(1, ""), p)
    True
    >>> [(a.org_text, a.role, a.end) for a in p.affiliations]
    [('Harbour College', 'adjunct lecturer', 'present'), ('Kestrel Health', 'Affiliate Scientist', 'present')]
    >>> p = Profile(source="x")
    >>> served("Before, I served as Lecturer (2019 - 2021) at the School of Law and as Fellow (2017 - 2019) "
    ...         "at the Tide Lab of the Kestrel University.", lambda pos: Evidence(1, ""), p)
    True
    >>> [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations]
    [('Kestrel University', 'School of Law', '2019', '2021'), ('Kestrel University', 'Tide Lab', '2017', '2019')]
    >>> p = Profile(source="x")
    >>> served("I serve as a Data Consultant at the Kestrel Data Lab (2024–ongoing).", lambda pos: Evidence(1, ""), p)
    True
    >>> [(a.org_text, a.start, a.end) for a in p.affiliations]
    [('Kestrel Data Lab', '2024', 'present')]
    """
    m = _SERVE.search(sentence)
    if m is None:
        return False
    current = m.group(1) != "served"
    posts: list[tuple[str, str, str | None, str | None, int]] = []  # (role, org, start, end, position)
    pos = m.end()
    while (item := _SERVE_ROLE.match(sentence, pos)) is not None:
        role, org = item.group(1).strip(), _org(item.group(3))
        after = _DATES_AFTER.match(sentence, item.start(3) + len(org))  # "at X (2024–ongoing)"
        dates = find_date_ranges(item.group(2) or (after.group(1) if after else ""))
        start, end = (dates[0].start, dates[0].end or dates[0].start) if dates else (None, None)
        if has_role(role) and not service_role(role):
            posts.append((role, org, start, "present" if current and not dates else end, item.start(3)))
        pos = after.end() if after else item.start(3) + len(org)
        again = _SERVE_AGAIN.match(sentence, pos)
        if again is None:
            break
        pos = again.end()
    parent: str | None = None
    placed: list[tuple[str, str, str | None, str | None, str | None, int]] = []
    for role, org, start, end, at in reversed(posts):  # a university named last holds the units before
        org, unit = _split_unit(org)
        if unit:
            parent = org
        elif _SERVED_UNIT.search(org):
            above = _OF_PARENT.match(sentence, at + len(org)) or _PARENT.match(sentence, at + len(org))
            # a later post's university holds only a name that opens with its kind ("the School of
            # Law"); with no university named, the name stays as written ("Harbour National Laboratory")
            parent = _org(above.group(1)) if above else parent
            if parent is not None and (above or _UNIT_FIRST.match(org)):
                org, unit = parent, org
        placed.insert(0, (role, org, unit, start, end, at))
    for role, org, unit, start, end, at in placed:
        held = len(profile.affiliations)
        # another role where the owner holds a post is another post, and a name that only shares words
        # with a held one ("X University Health Center" after "X University") is another place
        named = any(org in {a.org_text, a.org} for a in profile.affiliations)
        _add_post(profile, org, role, end, ev(at), start, new=unit is not None or not named)
        if unit and len(profile.affiliations) > held:
            profile.affiliations[-1].unit = unit
    return bool(placed)
