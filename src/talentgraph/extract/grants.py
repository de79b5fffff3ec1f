"""Funded grants with a title, read as projects: the items of a "Grants" / "Funding" section whose
title is set apart from the funder, the role, the amount and the years — in italics, after the
scheme's colon ("Kestrel Seed Grant: Tide Maps for All. PI, 2019-2021"), after the owner's role
("Co-PI, Tide Maps for All. Kestrel University.") or as the sentence after the funder's. A grant
that names only its scheme ("Faculty Development Grant, 2015") states no project: it stays an award.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["## Grants", "- 2019: Kestrel Foundation. *Tide Maps for All* Principal Investigator.",
...     "- 2015: Faculty Development Grant, Kestrel University."])
>>> p = Profile(source="x")
>>> grant_projects(lines, p)
>>> [(x.name, x.start) for x in p.projects]
[('Tide Maps for All', '2019')]
"""

from __future__ import annotations

import re

from ..model import Evidence, Profile, Project
from .dates import find_date_ranges
from .fields import has_role, is_location, looks_like_org
from .grant_people import is_team_list
from .projects import AMOUNT, is_funding_award, is_project_name
from .sections import Line

__all__ = [
    "bold_lead_title",
    "fielded_title",
    "grant_items",
    "grant_projects",
    "grant_title",
    "post_grant_projects",
    "without_titled_grants",
]

_FUNDING_HEADING = re.compile(
    r"\b(?:grants?|fund(?:ing|ed)?|funds|support(?:ed)?|sponsored|contracts)\b", re.I
)
_NUMBERED = re.compile(r"^\s*(?:[-*+•◦]|--|\d{1,2}[.)])\s+")
# the owner's part in a grant: "PI", "Co-PI", "Co-Principal Investigator", "Co-investigator", "Co-I"
_ROLE = (
    r"(?:Co-?|Joint\s+|Lead\s+|Senior\s+)?(?:Principal\s+Investigator|Investigator|PI|I)"
    r"|Co-?Investigator|Collaborator|Senior\s+Personnel|Key\s+Personnel|Sub-?award\s+PI"
)
_ROLE_LEAD = re.compile(rf"^(?:{_ROLE})\s*[,:–—-]\s+(\S.*)$", re.I)
_ROLE_ANY = re.compile(rf"^\(?(?:{_ROLE})\b", re.I)
# "Kestrel Seed Grant: Title", "Tide Council Award: Title": a scheme's name, a colon, the title
_SCHEME_COLON = re.compile(
    r"^(?:[^:.]{2,80}?\s)?(?:grant|award|fund|funding|scheme|programme|program|fellowship|initiative)"
    r"\s*(?:\([^()]{1,30}\))?\s*:\s+(\S.*)$",
    re.I,
)
_BOLD = re.compile(r"\*\*([^*]{8,400}?)\*\*")
_ITALIC = re.compile(r"(?<![*\w\\])(\*|_)(?![*_\s])([^*_]{8,400}?)(?<!\s)\1(?![*\w])")
# a sentence ends at ". " before a capital, not after an initial ("D. Roe") or an abbreviation
_SENTENCE_END = re.compile(r"(?<!\b[A-Z])(?<!\b(?:Dr|St|Mr|Ms|Jr|Sr|no|No|vs|co|Co))\.\s+(?=[A-Z(\d£$€])")
_FUNDER_WORDS = re.compile(
    r"\b(?:foundation|council|trust|agency|ministry|department|dept|bureau|office|institute|university|college|laboratory"
    r"|centre|center|society|academy|commission|government|division|board|organi[sz]ation|nsf|nih|erc|grant|grants|award"
    r"|fund|funds|fellowship|scholarship|programme|program|scheme|subcontract|sub-?award|research and development)\b",
    re.I,
)


_UNFUNDED = re.compile(
    r"\b(?:submitted|under\s+review|pending|not\s+funded|declined|in\s+preparation)\b", re.I
)


def _in_funding(line: Line, head: str) -> bool:
    """The line lies in an awards or projects section whose nearest heading (``head``) names grants
    or funding."""
    return line.kind in {"awards", "projects"} and bool(_FUNDING_HEADING.search(head))


# a labelled field of a grant set on its own row: "Role: Co-PI", "Dates and Amount: 2019-2021, $5,000"
_FIELD = re.compile(
    r"^(?:(?:total|award|grant|funding|project)\s+)?(?:role|roles|amount|amounts|dates?|period|duration|term"
    r"|years?|sponsor|sponsors|funder|funders|agency|budget|status|number|source|total)"
    r"(?:\s+(?:awarded|requested|funded))?(?:\s*(?:and|&|/)\s*\w+)?\s*:\s*\S",
    re.I,
)


# "Title: Tide Memory in Estuaries", "Project title: …", "Title: | …" (a table's cells): the row that names a grant
_TITLE_ROW = re.compile(r"^(?:(?:(?:project|grant|award)\s+)?title|submission)\s*:[\s|]*([^\s|].*)$", re.I)


def _wrapped(texts: list[str], i: int) -> bool:
    """The title row ``texts[i]`` goes on in the row after it: that row is no labelled field."""
    nxt = texts[i + 1] if i + 1 < len(texts) else ""
    return bool(nxt) and not re.match(r"^[\w ]{1,30}:", nxt) and nxt[:1].islower()


def _starts_item(last: str, dated: bool, ln: Line, priced: bool = True) -> bool:
    """``ln`` opens a new grant: a list item, a row led by its year or its amount (when the item so
    far states an amount: else the row goes on with that item's amount and role), a line after a
    finished one (one with its years that ends in a full stop), or a capitalised line after the
    labelled field rows ("Role: PI") that close a grant. ``last`` is the item's last line so far,
    ``dated`` whether the item states a date yet and ``priced`` whether it states an amount."""
    if ln.bullet or _NUMBERED.match(ln.raw):
        return True
    if _TITLE_ROW.match(ln.text):
        return False  # "Title: …" names the grant its rows above open
    if _FIELD.match(last) and not _FIELD.match(ln.text) and ln.text[:1].isupper():
        return True
    if last.endswith((":", ",", "-", "–", ";")):
        return False  # "Total funding:" / "$20,868.": the line ends the grant above
    if AMOUNT.match(ln.text):
        return priced or not dated  # "2020-2023, Funder, Title." over "$5,000. Co-PI.": one grant
    lead = find_date_ranges(ln.text)[:1]
    if (
        lead
        and lead[0].start_pos <= 1
        and last.endswith(".")
        and re.search(r"[^\W\d_]{3}", ln.text[lead[0].end_pos :])
    ):
        return True  # "2022-2025, Funder, Title" after "$300,000. Co-PI.": a grant after one led by no date
    if not dated:
        return False  # "2005-2007." under "… Co-investigator,": the years of the grant above
    dates = find_date_ranges(ln.text)
    return (dates and dates[0].start_pos <= 1) or (last.endswith((".", ")")) and ln.text[:1].isupper())


def _sub_item(first: Line, ln: Line) -> bool:
    """``ln`` is a bullet nested under the item's bullet ``first``: a field of that grant (its funder,
    the owner's role), not a grant of its own."""
    return first.bullet and ln.bullet and ln.indent > first.indent


def grant_items(lines: list[Line]) -> list[list[Line]]:
    """The lines of each item of the funding sections, in order.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Research Grants", "Tide Grant: Maps for All. PI, 2012-2017. Total: $2,000.",
    ...     "Shore Grant: Kelp and Currents. Co-investigator,", "2005-2007.", "Teaching", "x"])
    >>> [[ln.no for ln in item] for item in grant_items(lines)]
    [[2], [3, 4]]
    >>> lines = split_lines(["Grants", "2020-2023, Tide Council, Maps for All.", "$5,000. Co-PI.",
    ...     "2018-2020, Kestrel Fund, Shore Atlas. $900. PI."])
    >>> [[ln.no for ln in item] for item in grant_items(lines)]
    [[2, 3], [4]]
    """
    items: list[list[Line]] = []
    current: list[Line] = []
    dated = False  # the current item states a date (read a line at a time, with the line before it)
    head = ""  # the nearest heading so far
    for ln in lines:
        head = ln.text if ln.heading else head
        if ln.heading or ln.skip or not ln.text or not _in_funding(ln, head):
            if current:
                items.append(current)
            current = []
            continue
        priced = any(AMOUNT.search(x.text) for x in current)
        if current and _starts_item(current[-1].text, dated, ln, priced) and not _sub_item(current[0], ln):
            items.append(current)
            current = []
        # the new line, after the one before it: a range written over the break ("2005 –" / "2007")
        tail = f"{current[-1].text} {ln.text}" if current else ln.text
        dated = (bool(current) and dated) or bool(find_date_ranges(tail))
        current.append(ln)
    if current:
        items.append(current)
    return items


def _joined(parts: list[str]) -> str:
    """Lines of one item as one text; a word a PDF broke at a hyphen is whole again ("Im-" "migration")."""
    out: list[str] = []
    for part in parts:
        part = part.strip()
        if out and re.search(r"[a-z]-$", out[-1]) and part[:1].islower():
            out[-1] = out[-1][:-1] + part
        elif out or part:
            out.append(part)
    return " ".join(out)


def _strip_lead(text: str) -> str:
    """The item without its marker and a leading year or amount ("- 2019: ", "£89,953 ")."""
    text = _NUMBERED.sub("", text).strip()
    for _ in range(2):
        dates = find_date_ranges(text)
        if dates and dates[0].start_pos <= 1:
            text = text[dates[0].end_pos :].lstrip(" :–—-|,.")
        m = AMOUNT.match(text)
        if m:
            text = re.sub(r"^\W{0,2}[£$€¥]?\s?[\d,.]+\s?[kKmM]?€?\w*", "", text).lstrip(" :–—-|,")
    return text


def _plain(segment: str) -> bool:
    """A segment that is no title: a role, years, an amount, a list of people or a funder's name.

    >>> _plain("Roe, A. (PI), Poe, B. and Doe, C. (co-PIs)"), _plain("Tide memory in estuaries of the north")
    (True, False)
    """
    s = segment.strip(" .,;()")
    if not s or _ROLE_ANY.match(s) or re.match(r"(?:PIs?|Co-?PIs?|with|PI:)\b", s) or is_team_list(segment):
        return True  # a role, or the team: "Roe, A. (PI), Lind, B. (co-PI)"
    if _FIELD.match(s) or _AWARD_FIELD.match(s):
        return True  # a labelled field run into the row: "Award: £9,000", "Role: Co-Investigator (Co-I)"
    rest = s
    for found in reversed(find_date_ranges(rest)):
        rest = rest[: found.start_pos] + rest[found.end_pos :]
    rest = re.sub(r"[£$€¥]\s?[\d,.]+\s?\w*|\b\d[\d,./-]*\b", "", rest)
    return (
        len(re.findall(r"[^\W\d_]{2,}", rest)) < 3
        or bool(_FUNDER_WORDS.search(s))
        or looks_like_org(s)
        or is_location(s)
        or is_location(s.split(",")[0])
    )


_AWARD_FIELD = re.compile(r"award(?:ed)?\s*:\s*\S", re.I)


_LOWER_WORD = re.compile(r"(?<![\w-])[a-z]{4,}\b")


def _worded(segment: str) -> bool:
    """A segment worded as a sentence (three lower-case words of four letters or more), as a title is and
    a funder's capitalised name is not.

    >>> _worded("Tide memory with Foundation Models using shore data"), _worded("Kestrel Grants in Aid of Research")
    (True, False)
    """
    return len(_LOWER_WORD.findall(segment)) >= 3


_NAME_WORD = re.compile(r"(?<![\w-])[^\W\d_][\w'’-]{3,}")


def _sentence_cased(titles: list[str]) -> list[str]:
    """Of the sentences of a grant that may each be its title, the one written in sentence case (a
    lower-case word of four letters or more) when every other one is capitalised as a name is: those
    name the funder or host ("Friends of Kelp"); else all of them.

    >>> _sentence_cased(["Tide memory on the northern shores", "Friends of Kelp"])
    ['Tide memory on the northern shores']
    >>> _sentence_cased(["Tide Memory on Northern Shores", "Friends of Kelp"])
    ['Tide Memory on Northern Shores', 'Friends of Kelp']
    """
    cased = [t for t in titles if any(w[0].islower() for w in _NAME_WORD.findall(t))]
    return cased if len(cased) == 1 else titles


def _title_ok(title: str) -> bool:
    """A grant's title: three to forty words, opening with a capital, not a sentence of what the owner
    did ("Collaborated with …"), not a person's title ("Area Studies Fellow") nor a fellowship's name,
    nor the owner's field of it ("My role: PI").

    >>> _title_ok("Tide Maps for All"), _title_ok("My role: PI"), _title_ok("Secured funding to hire")
    (True, False, False)
    """
    words = title.split()
    if (
        not 3 <= len(words) <= 40
        or not (title[:1].isupper() or title[:1].isdigit())
        or re.search(r"[“”\"]", title)
    ):
        return False
    if re.match(r"[A-Z][a-z]+ed\s+[a-z]", title) or has_role(words[0]) or has_role(words[-1]):
        return False  # "Secured funding to hire …"; "… Studies (FLAS) Fellow"
    if re.match(r"(?:my|our)\s+\w+\s*:", title, re.I):
        return False  # "My role: PI": a field of the grant, not its title
    return is_project_name(title) and not is_funding_award(title)


# "Seed grant from the X Fund for Title (…)": the title after the funder, up to a bracket
_FROM_FOR = re.compile(
    r"\b(?:grant|funding|fund|money|support)\s+from\s+[^()]{2,120}?\s+for\s+([A-Z0-9][^()]{8,300}?)\s*(?:\(|$)",
    re.I,
)
_TRIP = re.compile(r"\b(?:attend\w*|travel\w*|visit\w*|participat\w*|present\w*)\b", re.I)  # a travel grant


# a title in double quotes, typed ("…"), typeset (“…”) or as LaTeX writes them (‘‘…’’, ``…'')
_QUOTED = re.compile(r"(?:“|‘‘|``|\")([^“”‘’`\"]{8,300}?)(?:”|’’|''|\")")


# the quoted title names a meeting the grant paid for ("a symposium “…”"), not a project
_EVENT_BEFORE = re.compile(
    r"\b(?:workshops?|symposi(?:um|a)|conferences?|meetings?|seminars?|colloqui(?:um|a)|sessions?|panels?"
    r"|schools?|festivals?|exhibitions?)\b",
    re.I,
)


def _led_by_terms(parts: list[str], titles: list[str]) -> bool:
    """The one title comes after fields that each state the grant's years or amount ("Kestrel Council
    (2014-2017) $45,000, PI, Title"): the funder leads with its terms, the title closes the row."""
    if len(titles) != 1 or parts[-1] != titles[0]:
        return False
    lead = parts[:-1]
    return bool(lead) and bool(find_date_ranges(lead[0])) and bool(AMOUNT.search(lead[0]))


_SCHEME_HEAD = re.compile(r"^([^:]{2,80}?):\s+(\S.*)$")


def _after_scheme(part: str) -> str:
    """A part that opens with its funder's scheme and a colon, the title after it ("Kestrel Foundation:
    Tide Maps for All", "KSF Major Instrumentation: Tide Maps for All"); else the part as it is.

    >>> _after_scheme("KSF Major Instrumentation: Acquisition of a tide gauge array"), _after_scheme("TideKit: a tool")
    ('Acquisition of a tide gauge array', 'TideKit: a tool')
    """
    m = _SCHEME_HEAD.match(part)
    if m is None:
        return part
    head, rest = m.groups()
    scheme = (
        _FUNDER_WORDS.search(head) is not None
        or looks_like_org(head)
        or (re.match(r"[A-Z]{2,}\b", head) is not None and len(head.split()) >= 3)
    )
    return rest if scheme and len(rest.split()) >= 4 and not _plain(rest) else part


def _leads(span: str, text: str) -> bool:
    """``span`` opens ``text`` but for the item's marker and years.

    >>> _leads("Tide Maps", "[2019–2021] Tide Maps ($5K)"), _leads("Tide Maps", "Kestrel Fund: Tide Maps")
    (True, False)
    """
    at = text.find(span)
    if at < 0:
        return False
    lead = text[:at]
    for found in reversed(find_date_ranges(lead)):
        lead = lead[: found.start_pos] + lead[found.end_pos :]
    return not re.search(r"[^\W\d_]", lead)


def bold_lead_title(item: list[Line]) -> str | None:
    """The bold title that opens a bullet over nested bullets of its funder and role, else None.

    >>> from talentgraph.extract.sections import split_lines
    >>> item = split_lines(["- [2019] **Tide Maps for All** ($5K)", "  - Kestrel Council", "  - Chief Investigator"])
    >>> bold_lead_title(item)
    'Tide Maps for All'
    """
    bold = _BOLD.search(item[0].raw)
    if not (len(item) > 1 and _sub_item(item[0], item[1]) and bold and len(bold.group(1).split()) >= 3):
        return None
    title = re.sub(r"\s+", " ", bold.group(1)).strip(" .,")
    return title if _leads(title, item[0].text) and _title_ok(title) and not _plain(title) else None


def grant_title(raw: str, text: str) -> str | None:
    """The title one grant item states (``raw`` with its markup, ``text`` without), else None.

    >>> grant_title("- 2011: Tide Council (TC). *Maps for the Shore* Co-PI.", "2011: Tide Council (TC). Maps for the Shore Co-PI.")
    'Maps for the Shore'
    >>> t = "Kestrel Seed Grant: Reading the Shore. Principal investigator, 2012-2017. Total funding: $2,000."
    >>> grant_title(t, t)
    'Reading the Shore'
    >>> t = "1. Co-Principal Investigator, Kelp and Currents of the North. Kestrel University. ($5,000; May 2020 – July 2021)."
    >>> grant_title(t, t)
    'Kelp and Currents of the North'
    >>> t = "2. Directed Research Fund-B, Kestrel Laboratory. Tide memory with models of the shore. 10/2026-09/2028, $500k."
    >>> grant_title(t, t)
    'Tide memory with models of the shore'
    >>> t = "2020-2023 | Co-PI | Tide Memory in Northern Estuaries | Kestrel Science Foundation | $500,000"
    >>> grant_title(t, t)
    'Tide Memory in Northern Estuaries'
    >>> t = "PI: Tide Memory in Northern Estuaries (KSF #123456), $300,000, 2018-2021"
    >>> grant_title(t, t)
    'Tide Memory in Northern Estuaries'
    >>> t = "Mapping Kelp Forests From Drones, Shore Council, 2019-2021, $40,000 (Co-PI)"
    >>> grant_title(t, t)
    'Mapping Kelp Forests From Drones'
    >>> t = "Tide memory in estuaries of the north (PI). Kestrel Shore Initiative $150k. 2019-2020."
    >>> grant_title(t, t)
    'Tide memory in estuaries of the north (PI)'
    >>> t = "Kestrel Council (2014-2017) $45,000, Principal Investigator, Tide Memory in Northern Estuaries."
    >>> grant_title(t, t)
    'Tide Memory in Northern Estuaries'
    >>> t = "Kestrel Foundation: Tide Maps: A Shore Atlas. Roe, A. (PI), Lind, B. (co-PI). $5K (2019-21)."
    >>> grant_title(t, t)
    'Tide Maps: A Shore Atlas'
    >>> t = "Shore Council Award, Kestrel Office. Roe, A. (PI), Lind, B. (co-PIs). Tide maps for small harbours. $9K (2021)."
    >>> grant_title(t, t)
    'Tide maps for small harbours'
    >>> t = "2016: Faculty Development Grant, Office of the Dean. Kestrel University."
    >>> grant_title(t, t) is None
    True
    >>> t = "2021 Grant from the Kestrel Open Science Fund for Tide Maps for All. Mapping shores (as co-PI; 25,000€)"
    >>> grant_title(t, t)
    'Tide Maps for All'
    >>> t = "Kestrel Foundation  Shoreville ‘‘Tide Memory in Northern Estuaries’’, with Ann Roe. 2019-2021."
    >>> grant_title(t, t)
    'Tide Memory in Northern Estuaries'
    >>> t = "£900 Kestrel Foundation. Contribution towards a symposium “Tides and Their Many Shores”, 2010"
    >>> grant_title(t, t) is None
    True
    >>> t = "2019 Travel grant from the Society for Tide Studies for attending the Shore Meeting"
    >>> grant_title(t, t) is None
    True
    """
    for it in _ITALIC.finditer(raw):
        title = re.sub(r"\s+", " ", it.group(2)).strip(" .,")
        if _title_ok(title):
            return title
    for it in _QUOTED.finditer(text):
        title = re.sub(r"\s+", " ", it.group(1)).strip(" .,")
        if _title_ok(title) and not _EVENT_BEFORE.search(text[max(0, it.start() - 40) : it.start()]):
            return title  # 'Kestrel Foundation. ‘‘Tide Memory in Estuaries’’, with Ann Roe. 2019.'
    body = _strip_lead(text)
    m = _FROM_FOR.search(body)
    if m and not _TRIP.search(m.group(1)):
        title = _SENTENCE_END.split(m.group(1))[0].strip(" .,;")
        if _title_ok(title) and not _plain(title):
            return title  # "Grant from the Kestrel Fund for Tide Maps for All (as co-PI; 25,000€)"
    sentences = [s.strip() for s in _SENTENCE_END.split(body) if s.strip()]
    if not sentences:
        return None
    first = sentences[0]
    for pattern in (_ROLE_LEAD, _SCHEME_COLON):  # "Co-PI, Title. Host."; "Scheme Grant: Title. PI, years."
        m = pattern.match(first)
        # the title ends where its funder, amount or years begin: "PI: Title (KSF #123), $300,000, 2018"
        head = re.split(r"\s+\(|,\s*(?=[£$€¥\d]|(?:PI|Co-?PI)\b)", m.group(1))[0] if m else ""
        if m and not _plain(head):
            return head.strip(" .,;")
    funded = re.search(rf"[£$€¥]\s?\d|\b(?:{_ROLE})\b|\b(?:grants?|funds?|funding|awards?)\b", body, re.I)
    parts = [p.strip(" .,;") for s in sentences for p in re.split(r"\s+\|\s+|;\s+", s)]
    fields = (
        len(parts) == 1
    )  # one sentence of comma-separated fields: "Title, Funder, 2018-2021, $300,000 (PI)"
    if fields:
        parts = [p.strip(" .,;") for p in re.split(r",\s+", parts[0])]
    parts = [re.split(r"\s*,\s*(?=(?:PI|Co-?PI|\d|[£$€¥]))", p)[0] for p in parts if p]
    parts = [_after_scheme(p) for p in parts]
    titles = [p for p in parts if not _plain(p) and not find_date_ranges(p) and not AMOUNT.search(p)]
    if not titles:  # "Funder. Tide reconstruction with Foundation Models using gauge data.": worded
        titles = [p for p in parts if _worded(p) and not find_date_ranges(p) and not AMOUNT.search(p)]
    if not fields and len(titles) > 1:
        # "Tide memory on shores. Friends of Kelp. $20,000": the capitalised one names the funder
        titles = _sentence_cased(titles)
    if fields and titles[:1] != parts[:1] and not _led_by_terms(parts, titles):
        return None  # among bare fields only the first can be the title; the others are hosts and units
    if funded and 2 <= len(parts) <= 6 and len(titles) == 1 and len(titles[0].split()) <= 30:
        return titles[
            0
        ]  # "Funder, Host. Title. years, amount."; "Title. Funder, PI, years"; "PI | Title | $"
    return None


def fielded_title(texts: list[str]) -> str | None:
    """The title of a grant whose facts stand on labelled rows ("Role: PI", "Amount: $5,000"): its
    own "Title:" row, else the last sentence of the rows above them, without the funder that leads
    it ("Funder, Title") and a closing bracket. None when the item has no such rows.

    >>> fielded_title(["1. KX123456 (KSF) 2019 - 2021", "PI: Ann Roe", "Title: Tide Memory in Estuaries"])
    'Tide Memory in Estuaries'
    >>> fielded_title(["Agency: | Kestrel Foundation", "Role: | PI", "Title: | Tide Memory in Estuaries"])
    'Tide Memory in Estuaries'

    >>> fielded_title(["Kestrel Foundation, Tide Memory in Northern", "Estuaries (subaward)",
    ...     "Dates and Amount: 2019 – 2021, $5,000", "Role: Principal Investigator"])
    'Tide Memory in Northern Estuaries'
    >>> fielded_title(["Kestrel Foundation, Tide Memory. PI, 2019"]) is None
    True
    """
    for i, t in enumerate(texts):
        m = _TITLE_ROW.match(t)
        if m:  # the row names the grant, whatever leads the item (an award's number, its funder)
            title = _joined([m.group(1), *texts[i + 1 : i + 2]]) if _wrapped(texts, i) else m.group(1)
            return title.strip(" .,;") if _title_ok(title.strip(" .,;")) else None
    first = next((i for i, t in enumerate(texts) if _FIELD.match(t)), None)
    if not first:
        return None
    head = _joined(texts[:first])
    head = [s.strip() for s in _SENTENCE_END.split(head) if s.strip()][-1]
    head = re.sub(r"^\([^()]*\)\s*|\s*\([^()]*\)$", "", head).strip(" .,;")  # a note, a subaward
    lead, sep, rest = head.partition(", ")
    rest = rest.strip(" .,;")
    if sep and _plain(lead) and len(rest.split()) >= 3 and not (looks_like_org(rest) or is_location(rest)):
        head = rest  # "Kestrel Foundation, Tide Memory in Estuaries"
    elif _plain(head):
        return None
    return head if _title_ok(head) else None


def grant_projects(lines: list[Line], profile: Profile) -> None:
    """Add the titled grants of the funding sections (see :func:`grant_title`) to ``profile``. A grant
    an earlier reading took whole (a quoted title, a "Proposal:" line) stays as read; a piece of its
    row read as a name ("Office of the Vice President. PI") gives way to the title."""
    known = {p.name.lower() for p in profile.projects if p.name}
    for item in grant_items(lines):
        text = _joined([ln.text for ln in item])
        nos = {ln.no for ln in item}
        if _UNFUNDED.search(text):  # a proposal under review is no project yet, nor any piece of its row
            profile.projects = [p for p in profile.projects if not (p.evidence and p.evidence.line in nos)]
            continue
        if len(item) > 1 and _sub_item(item[0], item[1]) and _BOLD.search(item[0].raw):
            title = bold_lead_title(item)  # the bold lead is the title, or the item states none
        else:
            title = fielded_title([ln.text for ln in item]) or grant_title(
                _joined([ln.raw for ln in item]), text
            )
        if title is None or title.lower() in known or not _title_ok(title):
            continue
        earlier = [
            p for p in profile.projects if p.evidence and p.evidence.line in nos and is_project_name(p.name)
        ]
        if len(earlier) > 1 or any(_QUOTES.search(p.evidence.text if p.evidence else "") for p in earlier):
            continue
        if any(len(p.name.split()) >= 3 and p.name.lower() in title.lower() for p in earlier):
            continue
        profile.projects = [p for p in profile.projects if not any(p is q for q in earlier)]
        known.add(title.lower())
        dates = find_date_ranges(text)
        start, end = (dates[0].start, dates[0].end) if dates else (None, None)
        ev = Evidence(item[0].no, item[0].raw.strip())
        profile.projects.append(
            Project(title, None, start, end, None, [u for ln in item for u in ln.links], ev)
        )


# "Researcher, Kestrel mobility grant: Title", "Assistant on Kestrel Seed Funding; Title": a scheme, then its title
_POST_GRANT = re.compile(r"\w[\w)]*\s+(?:grant|funding)\s*[:;]\s+(\S.*)$", re.I)


def post_grant_projects(lines: list[Line], profile: Profile) -> None:
    """Add the grants a post's row names by its scheme and then its title, the row's wrapped lines
    joined (those that go on in lower case).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Experience", "2019-2022: Researcher, Kestrel mobility grant: *Tide Memory in the",
    ...     "northern estuaries*, P.I. Ann Roe", "2017-2019: Analyst on Shore Seed Funding; The kelp and",
    ...     "currents of small bays", "Lecturer"])
    >>> p = Profile(source="x")
    >>> post_grant_projects(lines, p)
    >>> [(x.name, x.start) for x in p.projects]
    [('Tide Memory in the northern estuaries', '2019'), ('The kelp and currents of small bays', '2017')]
    """
    known = {p.name.lower() for p in profile.projects if p.name}
    for i, ln in enumerate(lines):
        if ln.kind != "experience" or ln.heading or ln.skip or not ln.text:
            continue
        texts = [ln.text]
        for nxt in lines[i + 1 : i + 3]:
            if nxt.heading or nxt.bullet or not nxt.text[:1].islower():
                break
            texts.append(nxt.text)
        m = _POST_GRANT.search(_joined(texts))
        if m is None:
            continue
        title = re.split(r"\s+\(|,\s+(?=P\.?I\b|PI\b|Co-?PI\b|with\b|[£$€¥\d])|\.\s+(?=[A-Z])", m.group(1))[0]
        title = title.replace("*", "").strip(" .,;_")
        if title.lower() in known or not _title_ok(title) or _plain(title) or _UNFUNDED.search(title):
            continue
        known.add(title.lower())
        dates = find_date_ranges(ln.text)
        start, end = (dates[0].start, dates[0].end) if dates else (None, None)
        profile.projects.append(
            Project(title, None, start, end, None, ln.links, Evidence(ln.no, ln.raw.strip()))
        )


_QUOTES = re.compile(r"[“”\"]|\b(?:proposal|project\s+title)\s*:", re.I)


def without_titled_grants(profile: Profile) -> None:
    """Drop the awards that are a titled grant's row ("2019: Kestrel Foundation. Tide Maps for All
    PI."): the grant is the project its title names, not an award.

    >>> from talentgraph.model import Award
    >>> ev = Evidence(3, "- 2019: Kestrel Foundation. *Tide Maps for All* PI.")
    >>> p = Profile(source="x", projects=[Project("Tide Maps for All", evidence=ev)], awards=[
    ...     Award("2019: Kestrel Foundation. Tide Maps for All PI.", evidence=ev), Award("Kestrel Travel Grant")])
    >>> without_titled_grants(p)
    >>> [a.name for a in p.awards]
    ['Kestrel Travel Grant']
    """
    titles = {
        (p.evidence.line, p.name.lower()) for p in profile.projects if p.evidence and len(p.name.split()) >= 3
    }
    profile.awards = [
        a
        for a in profile.awards
        if not any(a.evidence and no == a.evidence.line and t in a.name.lower() for no, t in titles)
    ]
