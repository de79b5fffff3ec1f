"""Person, contact details and awards.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["JANE ROE", "jane [at] uni [dot] edu", "Advisor: Prof. John Doe"])
>>> person_name(lines, None), emails(lines)
('Jane Roe', ['jane@uni.edu'])
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from ..gazetteers import OrgGazetteer
from ..model import Affiliation, Award, Education, Evidence, Profile
from .dates import DateRange, find_date_ranges
from .fields import has_role, is_location, looks_like_org
from .names import person_name
from .sections import Line

__all__ = [
    "awards",
    "campus_name",
    "emails",
    "homepage",
    "location",
    "person_name",
    "with_campuses",
]


def _ev(line: Line) -> Evidence:
    return Evidence(line.no, line.raw.strip())


_EMAIL = re.compile(
    r"(?<![\w.+-])([\w.+-]+)\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\)|\s+at\s+)\s*([\w-]+(?:\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\)|\s+dot\s+)\s*[\w-]+)+)",
    re.I,
)


def emails(lines: list[Line]) -> list[str]:
    """Email addresses, including ``name [at] domain [dot] com`` forms.

    A rejected candidate does not swallow the words after it: in ``write to me at
    jane.roe@uni.edu`` the prose ``me at jane.roe`` is no address, and the real one follows.

    >>> from talentgraph.extract.sections import split_lines
    >>> emails(split_lines(["Say hello to me at jane.roe@uni.edu or jroe at lab dot org."]))
    ['jane.roe@uni.edu', 'jroe@lab.org']
    """
    found: list[str] = []
    for ln in lines:
        text = ln.text.replace("mailto:", "")
        at = 0
        while m := _EMAIL.search(text, at):
            email = _address(m, text)
            at = m.end() if email else m.start() + 1
            if email and email not in found:
                found.append(email)
    return found


def _address(m: re.Match[str], text: str) -> str | None:
    """The address an :data:`_EMAIL` match spells, or None when it is prose (``a student at uni.org``
    right before the real ``@``, or a spelled-out ``at`` to a domain with no known ending)."""
    if "@" not in m.group(0) and (
        not re.search(r"[\[(]\s*at\s*[\])]|\sat\s", m.group(0), re.I) or text[m.end() : m.end() + 1] == "@"
    ):
        return None
    domain = re.sub(r"\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\s+dot\s+)\s*", ".", m.group(2), flags=re.I)
    if "@" not in m.group(0) and not re.search(r"\.(?:com|edu|org|net|io|ac\.\w+|\w\w)$", domain):
        return None
    return f"{m.group(1)}@{domain}".lower().strip(".") if "." in domain else None


# the whole host: every label before the suffix (jane-x-doe12.example.org, not example.org)
_HOME = re.compile(
    r"(?<![\w.@-])(?:https?://)?(?:www\.)?(?:[\w-]+\.)+(?:github\.io|com|org|net|me|io|dev|site)(?![\w-])"
    r"(?:/[\w~./-]*)?",
    re.I,
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


_VENUE = re.compile(
    r"(?<![\w])([A-Z][A-Za-z]{1,10}(?:-[A-Z]+)?)\s?(?:['’](\d{2})|\s(20[0-3]\d|19[5-9]\d))(?![\w])"
)


# a membership or a committee seat listed among honours ("Full Membership, Sigma Xi"); an
# "Elected member" of an academy is an honour
_MEMBERSHIP = re.compile(r"(?:(?:full|associate|student|regular|committee)\s+)?member(?:ship)?\b", re.I)
# a line of an awards section that is only years ("2014", "and 2013"), or goes on with the award above
# in lower case ("among the top 5% of their peers)"; "iGEM Gold Medal" is a name)
_YEARS_ONLY = re.compile(r"(?:and\s+|&\s*)?(?:(?:19|20)\d\d[\s,;.&–-]*(?:and\s+)?)+")
_CONTINUED = re.compile(r"(?!(?:cum|magna|summa)\b)[a-z]+\b(?![\w-]*[A-Z])")
# "2017.10 • National Scholarship", "2013 | Research Support Award", "2019: Grand Prize", "2013, X Fellowship"
_YEAR_LEAD = re.compile(
    r"((?:19|20)\d\d)(?:[./]\d{1,2})?(?:\s*[–—-]\s*(?:(?:19|20)\d\d|[Pp]resent))?\s*[•|:·,–—-]\s*(?=\S)"
)
# what names an honour, as against its giver's or a seat's line
_AWARD_WORD = re.compile(
    r"\b(?:awards?|awarded|prizes?|medal\w*|elected|fellow(?:ship)?s?|scholars?(?:hip)?s?|grants?|honou?rs?|honou?red"
    r"|distinction|recogni[sz]\w*|winners?|won|finalists?|best|funds?|funded|funding|travel|stipends?|bursar(?:y|ies)"
    r"|studentships?|dean['’]?s|list|laude|nominee|nominated|selected|society|membership|certificate|trophy"
    r"|champion\w*|place|rank\w*|top)\b",
    re.I,
)


# "I am supported by the X Fellowship and the Y Award", "funded by SSHRC and an Early Researcher Award":
# the honours that fund the owner, up to the sentence's end
_FUNDED_BY = re.compile(r"\b(?:[Ss]upported|[Ff]unded)\s+(?:in\s+part\s+)?by\s+([^.;:]{4,240})")
# named with an article or "my": "funded by FWO scholarship" names a funder's money, not an honour
_FUNDING_HONOUR = re.compile(
    r"\b(?:an?|the|my|his|her|their)\s+([A-Z][\w'’.&-]*(?:\s+(?:[A-Z][\w'’.&()-]*|of|for|in|on|the|de|graduate|doctoral|predoctoral"
    r"|postdoctoral|research|early|career|\d{4}))*?\s+(?:[Ff]ellowship|[Ss]cholarship|[Aa]ward|[Pp]rize))\b"
)


def funding_honours(text: str) -> list[str]:
    """The named fellowships, scholarships and awards a sentence says fund the owner.

    >>> funding_honours("I am supported by the Kestrel Graduate Fellowship and the Tern EDGE Fellowship.")
    ['Kestrel Graduate Fellowship', 'Tern EDGE Fellowship']
    >>> funding_honours("This work was funded by the Kestrel Trust and a Gull Early Career Award")
    ['Gull Early Career Award']
    """
    return [h.group(1) for m in _FUNDED_BY.finditer(text) for h in _FUNDING_HONOUR.finditer(m.group(1))]


# "Nov 2022 | X Prize", "Jan 2023 - Mar 2023 | Y Award": a month's date or a range, then the award
_DATE_LEAD_TAIL = re.compile(r"\s*[•|:·,–—-]\s*(?=\S)")


# an honour named after the row's first word ("Kestrel Travel Award"; "Scholarship to undertake a
# degree" describes), and a lower-case word of four letters or more, which a title does not have
_HONOUR = re.compile(r"\s(?:Awards?|Prizes?|Scholarships?|Fellowships?|Grants?|Medals?|Honou?rs?)\b")
_LABELLED = re.compile(r"[A-Z][a-z]+(?:\s[A-Z]?[a-z]+)?:\s")
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z-]{3,}\b")


def _describes(text: str) -> bool:
    """Whether an undated line of a dated awards list describes the award above it: a sentence,
    not a title.

    >>> _describes("Awarded for the best talk at the meeting"), _describes("Fully funded PhD Scholarship")
    (True, False)
    >>> _describes("Third Place PhD Poster Award"), _describes("Distinction in Biology, Kestrel College")
    (False, False)
    """
    if text[:1] in "–—-•":
        return False  # "– Best poster award": a row whose date the layout lost
    if _LABELLED.match(text):
        return True  # "Organization: Kestrel Trust", "Type: Travel funding": a field of the row above
    head = re.split(r"[,|(]", text, maxsplit=1)[0]
    return not _HONOUR.search(text) and bool(_LOWER_WORD.search(head))


_YEAR_TAIL = re.compile(r"\s\|\s*((?:19|20)\d\d)(?:\s*[–—-]\s*(?:(?:19|20)\d\d|[Pp]resent))?\s*$")


def _lead(text: str, dates: list[DateRange]) -> tuple[int, str] | None:
    """Where the date leading an award's row ends, with its first year: the name follows.

    >>> _lead("Nov 2022 | Kestrel Prize", find_date_ranges("Nov 2022 | Kestrel Prize"))
    (11, '2022')
    >>> _lead("2017.10 • Tern Scholarship", []), _lead("Kestrel Prize 2019", [])
    ((10, '2017'), None)
    """
    if m := _YEAR_LEAD.match(text):  # "2017.10 • National Scholarship"
        return m.end(), m.group(1)
    if not dates or dates[0].start_pos > 1 or not dates[0].start:
        return None
    tail = _DATE_LEAD_TAIL.match(text, dates[0].end_pos)
    return (tail.end(), dates[0].start[:4]) if tail else None


def awards(lines: list[Line]) -> list[Award]:
    """Awards from awards sections, and award phrases elsewhere (``won 2018 X Award``)."""
    out: list[Award] = []
    funded: list[Award] = []  # honours a sentence says fund the owner: kept unless a list names them
    dated_rows: bool | None = None  # whether the awards list under way leads each row with its date
    prev_no, tailed = -1, False  # the awards row read last: its line, whether a "| 2012" ends it
    bulleted = False  # whether that row is a list item
    described: int | None = None  # the line of the last row dated at its end, or of its description
    for i, ln in enumerate(lines):
        if ln.heading or ln.kind != "awards":
            dated_rows, described = None, None
        if ln.skip or ln.heading or not ln.text:
            continue
        dates = find_date_ranges(ln.text)
        if ln.kind == "awards":
            text = ln.text
            if dates and dates[0].start_pos <= 1 and len(text) - dates[0].end_pos < 3:
                continue  # a date-only line belongs to the award above it
            if _YEARS_ONLY.fullmatch(text) or _CONTINUED.match(text):
                continue  # "and 2013", "among the top 5% of their peers)": the award above goes on
            lead = _lead(text, dates)
            dated_at_end = bool(dates) and lead is None
            above = out[-1] if out else None
            if (
                not dates
                and above is not None
                and above.evidence is not None
                and above.evidence.line == prev_no
                and tailed
                and not _AWARD_WORD.search(text)
            ):
                # "Poster Prize | 2012" over "Kestrel Cell Conference": where the award above was given
                if above.org is None and len(text.split()) <= 10:
                    out[-1] = replace(above, org=text.strip(" ."))
                prev_no = ln.no
                continue
            prev_no = ln.no
            if dated_rows is None:
                dated_rows = lead is not None
            elif dated_rows and lead is None and _describes(text):
                continue  # "Nov 2022 | X Prize" then "Awarded for the best …": the row above described
            if bulleted and not ln.bullet and not dates and _describes(text):
                continue  # "■ X Prize  2016" then "For excellence in the study of …": the bullet goes on
            if described is not None and ln.no - described <= 2 and not dates and _describes(text):
                described = ln.no
                continue  # "X Fellow | Kestrel University    09.2025" then "• Selected through …": the row described
            described = None
            bulleted = ln.bullet
            if lead:
                text = text[lead[0] :]
            tail = _YEAR_TAIL.search(text)  # "Poster Prize | 2012": the year in its own column
            tailed = tail is not None
            if tail and not lead:
                text, lead = text[: tail.start()], (0, tail.group(1))
            name = re.split(r",\s+|\s+[–—-]\s+", text)[0].strip(" .|")
            if _MEMBERSHIP.match(name):
                continue  # a society membership or a committee seat, no honour (GUIDE)
            if not _AWARD_WORD.search(text):
                if is_location(text.strip(" .|")) or _YEARS_ONLY.fullmatch(name):
                    continue  # "2024 | Atlanta, USA", "| 2013": where and when the award above was given
                giver = name.split(" | ")[0]  # "University of Kestrel" right under its award
                gives = lead is None and looks_like_org(giver)  # a dated row is an award of its own
                if gives or (has_role(name) and len(name.split()) <= 4):
                    above = out[-1] if out else None
                    if (
                        gives
                        and above
                        and above.org is None
                        and above.evidence
                        and above.evidence.line >= ln.no - 2
                    ):
                        out[-1] = replace(above, org=giver)
                    continue  # the body that gave the award above, or a seat ("Co-chair"): no award
            rest = text[len(name) :]
            year = lead[1] if lead else None
            year = year or next(
                (d.start[:4] for d in find_date_ranges(rest) if d.start and not d.is_range), None
            )
            if year is None:
                nxt = next((x for x in lines[i + 1 : i + 4] if x.text), None)
                nd = find_date_ranges(nxt.text) if nxt else []
                if nd and not nd[0].is_range and nd[0].start:
                    year = nd[0].start[:4]
            org = next((p.strip(" .") for p in rest.split(",") if looks_like_org(p.strip(" ."))), None)
            out.append(Award(name, org, year, _ev(ln)))
            described = ln.no if dated_at_end else None
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
            funded += [Award(name, None, None, _ev(ln)) for name in funding_honours(ln.text)]
    named = [a.name.lower() for a in out]
    for award in funded:
        key = award.name.lower()
        if not any(key in n or n in key for n in named):
            out.append(award)
            named.append(key)
    return out


_CAMPUS_TAIL = re.compile(r"\s*(?:,|\bat\b|[–—-])\s*((?:[A-Z][\w'’.-]*)(?:\s+[A-Z][\w'’.-]*){0,2})")


def campus_name(text: str, org_text: str, orgs: OrgGazetteer) -> str | None:
    """The campus named right after a university system in ``text`` ("University of California,
    Irvine"), when the gazetteer knows that campus as part of the system; None otherwise.

    >>> from talentgraph.gazetteers import org_gazetteer
    >>> campus_name("PhD from University of California, Irvine in 2020", "University of California",
    ...             org_gazetteer())
    'University of California, Irvine'
    >>> campus_name("University of Kent, Canterbury", "University of Kent", org_gazetteer()) is None
    True
    """
    system = orgs.lookup(org_text)
    if system is None or system.org.id not in _systems(orgs):
        return None
    at = text.find(org_text)
    m = _CAMPUS_TAIL.match(text, at + len(org_text)) if at >= 0 else None
    if m is None:
        return None
    words = m.group(1).split()
    for n in range(len(words), 0, -1):
        name = f"{org_text}, {' '.join(words[:n])}"
        hit = orgs.lookup(name)
        if hit is not None and hit.org.system == system.org.id:
            return hit.org.name
    return None


@cache
def _systems(orgs: OrgGazetteer) -> frozenset[str]:
    """Ids of the university systems the gazetteer's campuses belong to (one scan per gazetteer)."""
    return frozenset(o.system for o in orgs.orgs.values() if o.system)


def with_campuses(profile: Profile, lines: list[Line], orgs: OrgGazetteer) -> None:
    """Name the campus where a post or a degree's text names a university system followed by one of
    its campuses, which a comma-split of the fields cut off ("University of California, Irvine")."""
    text_at = {ln.no: ln.text for ln in lines}
    items: list[Affiliation | Education] = [*profile.affiliations, *profile.education]
    for item in items:
        written = item.org_text if isinstance(item, Affiliation) else item.institution_text
        if not written or item.evidence is None:
            continue
        context = f"{item.evidence.text} {text_at.get(item.evidence.line, '')}"
        campus = campus_name(context, written, orgs)
        if campus is None:
            continue
        hit = orgs.lookup(campus)
        name, org_id = (hit.org.name, hit.org.id) if hit else (None, None)
        if isinstance(item, Affiliation):
            item.org_text, item.org, item.org_id = campus, name, org_id
        else:
            item.institution_text, item.institution, item.org_id = campus, name, org_id
