"""Projects read from entries: titles of dated project entries, narrative bullets under a position,
numbered "[1] Name: …" items, undated named bullets of a projects section, short titles over bullets.

>>> project_name("Hearth: a compiler for sparse kernels (2019)"), project_name("A long sentence that says a lot about what it is (Short Name)")
('Hearth', 'Short Name')
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

import yaml

from ..model import Affiliation, Education, Evidence, Profile, Project
from ..resources import resource_path
from .dates import find_date_ranges
from .entries import Entry, more_ranges, residual_fields
from .fields import has_role, looks_like_org, past_verbs, role_words
from .layout import field_label
from .maintained_software import maintained_software
from .sections import Line, clean_inline, heading_kind
from .tables import table
from .topics import is_skill_category

__all__ = [
    "AMOUNT",
    "activity_leads",
    "cited_projects",
    "degree_projects",
    "emoji_item",
    "held_entries",
    "is_funding_award",
    "is_label",
    "is_paper_row",
    "labelled_title",
    "listed_names",
    "named_title",
    "nested_projects",
    "project_name",
    "quoted_title",
    "role_org",
    "titled_projects",
    "view_link_name",
    "without_advised_projects",
]


# "PhD Research Project", "Senior Capstone Project": a label that says what kind of project follows its colon
_KIND_LABEL = re.compile(
    r"(?:(?:ph\.?\s?d\.?|m\.?\s?sc?\.?|m\.?a\.?|b\.?\s?sc?\.?|b\.?a\.?|master['’]?s|bachelor['’]?s|doctoral"
    r"|postdoctoral|undergraduate|graduate|senior|capstone|honou?rs|thesis|course|class|final|group|team"
    r"|independent|research)\s+){1,3}project",
    re.I,
)


def project_name(text: str) -> str:
    """The name a project's row states: the words before a colon or a bracketed note, the title after a
    label of the project's kind.

    >>> project_name("Tide Atlas: maps of the shore (2019)"), project_name("PhD Research Project: Tide Memory in Bays")
    ('Tide Atlas', 'Tide Memory in Bays')
    """
    text = text.strip().rstrip(".")
    short = re.search(r"\(([^()]{2,40})\)\s*\.?$", text)
    if short and len(text[: short.start()].split()) > 8 and len(short.group(1).split()) <= 5:
        return short.group(1).strip()  # "… a long sentence about it (Short Name)"
    text = re.sub(r"\s*\([^)]*\)?\s*$", "", text).strip(" .:")  # "Name (Org" once its dates are cut
    head, _, rest = (part.strip() for part in text.partition(":"))
    if rest and _KIND_LABEL.fullmatch(head):
        return rest
    return head if head and len(head.split()) <= 6 else text


def _within(inner: Affiliation, outer: Affiliation) -> bool:
    a0, a1 = (
        (inner.start or "")[:4],
        "9999" if inner.end == "present" else (inner.end or inner.start or "")[:4],
    )
    b0, b1 = (outer.start or "")[:4], "9999" if outer.end == "present" else (outer.end or "")[:4]
    return bool(a0 and b0 and b1) and b0 <= a0 and a1 <= b1


_CUT_SENTENCE = re.compile(r"\s(?:at|the|of|in|on|and|for|to|a|an|with|by|from|during)\s*$", re.I)


def held_entries(held: list[tuple[Entry, Affiliation]], profile: Profile) -> None:
    """Narrative bullets inside the time span of a stated position are that position's projects."""
    positions = list(profile.affiliations)
    for entry, aff in held:
        outer = [p for p in positions if _within(aff, p)]
        if not outer and aff.org_text and entry.kind == "experience":
            profile.affiliations.append(aff)
            continue
        best = min(outer, key=lambda p: (p.end or "") + (p.start or "")) if outer else None
        residual = residual_fields(entry.anchor, entry.dates)
        if not residual or _CUT_SENTENCE.search(residual[0]) or is_paper_row(entry.anchor.text):
            continue  # "The results were shown at the [2019 workshop]": a sentence cut at its date
        if _LED_GROUP.search(residual[0]):
            continue  # "Tide Robotics Lab, PI: Ana Roe, 2020–2022": the group the owner worked in
        if _TALK_OR_PRIZE.search(entry.anchor.text):
            continue  # "Guest Lecture - Tide Physics, Kestrel U.", "TIDES 2025: Best Short Paper": no work
        name = project_name(residual[0])
        if _AUTHOR_LIST.search(residual[0]):
            cited = cited_grant(entry)
            if cited is None:
                continue  # "Roe, A. & Poe, B. (2019). A title. Venue": a citation, not a project
            name = cited
        elif funder_row(entry):
            continue  # "NSF, $8,200, 2012-2013" over "“Title”, co-PI …": the quoted titles are the projects
        elif (quoted := quoted_title([residual[0]])) and (
            entry.kind == "projects" or AMOUNT.search(residual[0])
        ):
            name = quoted  # "2022-2025: Kestrel Fund, “Tide Maps of the North”, $5,000 (PI)": the title, not the funder
        desc = next((ln.text for ln in [*entry.tail, *entry.body] if len(ln.text.split()) > 5), None)
        profile.projects.append(
            Project(
                name,
                (best.org or best.org_text) if best else None,
                aff.start,
                aff.end,
                desc,
                list(entry.anchor.links),
                aff.evidence,
                best.org_id if best else None,
            )
        )


# a talk given or a paper's prize: a dated row of a CV that names no piece of work
_TALK_OR_PRIZE = re.compile(
    r"\b(?:guest\s+lecture|invited\s+(?:talk|lecture)|keynote|best\s+(?:\w+\s+){0,2}paper)\b", re.I
)
# "Tide Robotics Lab, PI: Ana Roe": a group named with its leader (a grant's "(PI: Ana Roe)" is not)
_LED_GROUP = re.compile(
    r"\b(?:Lab|Laboratory|Group|Cent(?:er|re))\s*,\s*(?:PI|P\.I\.|Director|Head)\s*:\s*[A-Z]"
)

# "Roe, A.", "van Poe, B.C.," "Moe, D. &": a surname and initials, the head of a citation
_AUTHOR_LIST = re.compile(
    r"(?:^|[,&]\s*)[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?,\s?(?:[A-Z]\.?\s?){1,3}(?:[,.∗*&]|$|\s&)"
)


def cited_grant(entry: Entry) -> str | None:
    """The title of a grant written like a citation, "Roe, A. & Poe, B. (2019–2021). Title. Funder.
    $5,000.": the first sentence after the date, when the entry states an amount; a row without an
    amount is a citation of a paper (None).

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.extract.entries import segment
    >>> lines = split_lines(["Funding", "2. Roe, A. & Poe, B. (2019–2021). Mapping tides of the", "north shore. Kestrel Fund. $5,000.",
    ...     "3. Roe, A.. (2020). Do tides move? Kestrel Fund. $900.", "4. Roe, A. (2021). tidekit: An R package for tides.",
    ...     "1. Roe, A. (2018). Tides in small bays. Journal of Shores, 3, 1–9."])
    >>> [cited_grant(e) for e in segment(lines)]
    ['Mapping tides of the north shore', 'Do tides move?', 'tidekit', None]
    """
    lines = [entry.anchor.text, *(ln.text for ln in [*entry.tail, *entry.body][:3])]
    chain = more_ranges(entry.anchor.text, entry.dates)
    after = entry.anchor.text[(chain[-1] if chain else entry.dates).end_pos :]
    text = " ".join([after, *lines[1:]]).lstrip(" ).:;,–—-")
    tool = _CITED_TOOL.match(text)
    if tool:
        return tool.group(1)  # "Roe, A. (2019). tidekit: An R package for …": the software is the project
    if not any(AMOUNT.search(t) for t in lines):
        return None
    title = re.split(r"(?<=[a-z)])\.\s+(?=[A-Z])|(?<=\?)\s+(?=[A-Z])|\.\s*$", text, maxsplit=1)[0].strip()
    return title if 2 <= len(title.split()) <= 30 else None


_CITED_TOOL = re.compile(
    r"([\w.+-]{2,30}):\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}(?:package|library|toolbox|toolkit|software|tool)\b",
    re.I,
)


#: an amount of money: "$150k", "£89,953", "20,000 EUR", "150 k€" ("€" is no word character, so the
#: end is "no word character follows", not a word boundary)
AMOUNT = re.compile(r"[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CHF|k€|K)(?!\w)")


def funder_row(entry: Entry) -> bool:
    """A funding row that names the funder (and often the amount) while its title stands in quotes on
    the lines under it ("• NSF, $8,200, 2012-2013" / "“Numerical Analysis Seminar”, PI …"), or a row
    that is only a funder and an amount: the row names no project itself.

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.extract.entries import segment
    >>> lines = split_lines(["Funding", "• Kestrel Foundation, $8,200, 2012-2013", "“Tide Maps for All”, co-PI A. Roe.",
    ...     "• Tide Mapping Toolkit, 2014-2015", "Built with volunteers."])
    >>> [funder_row(e) for e in segment(lines)]
    [True, False]
    """
    if entry.kind != "projects":
        return False
    below = [ln.text for ln in [*entry.tail, *entry.body][:3]]
    if any(_OPEN_QUOTE.match(t) or _OPEN_QUOTE_END.match(t) for t in below):
        return True
    residual = " ".join(residual_fields(entry.anchor, entry.dates))
    return bool(AMOUNT.search(residual)) and not _OPEN_QUOTE.search(entry.anchor.text)


_COLON_NAME = re.compile(r"^([A-Za-z][\w+.-]*(?:\s[A-Z][\w+.-]*){0,2}):\s+\S")
_NAMEISH = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z][-+][A-Za-z0-9]|\d|^[A-Z]{3,}$")


def colon_projects(entry: Entry, org: str | None, org_id: str | None, profile: Profile) -> None:
    """Bullets under a position that open with a system's name and a colon ("• RLlib: Lead
    reliability hardening …", "• Blue-Agents: Built a library …") name that position's projects. The
    name must look like one (an inner capital, a hyphen, a digit, or an acronym), so "• Backend: …"
    is not a project. A bullet that is only a title in Title Case ("• Teaching in Higher Education")
    names none: read as a project it was false on 18 of the 19 held-out and read rows it fired on.

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.extract.entries import segment
    >>> lines = split_lines(["Experience", "2020 – 2024    Research Scientist - Hooli",
    ...     "• RLlib: Lead reliability hardening of training", "• RLlib: Drive performance work",
    ...     "• Backend: Built services", "• DNS (ICML 2022): Proposed a sampler"])
    >>> p = Profile(source="x")
    >>> colon_projects(segment(lines)[0], "Hooli", None, p)
    >>> [(x.name, x.org) for x in p.projects]
    [('RLlib', 'Hooli')]
    """
    names = {x.name for x in profile.projects}
    for ln in entry.body:
        m = _COLON_NAME.match(ln.text) if ln.bullet else None
        name = m.group(1) if m and _NAMEISH.search(m.group(1)) else _titled_bullet(ln)
        if not name or has_role(name) or name in names:
            continue
        names.add(name)
        ev = Evidence(ln.no, ln.raw.strip())
        profile.projects.append(Project(name, org, None, None, None, ln.links, ev, org_id))


# "● Tide Memory Solver. Built the solver …": a short title, a full stop, then what the owner did
@cache
def _titled_bullet_pattern() -> re.Pattern[str]:
    return re.compile(
        rf"^([A-Z][\w+'’-]*(?:\s+[\w+'’&-]+){{0,7}})\.\s+((?:Co-[a-z]+|[A-Z][a-z]+ed|{past_verbs(capital=True)}))\s"
    )


def _titled_bullet(ln: Line) -> str | None:
    """The title a bullet under a post opens with before a full stop and a verb of what was done
    ("● Tide Memory Solver. Built …"); not a topic the scheme knows, a label or a date.

    >>> _titled_bullet(Line(1, "● Tide Memory Solver. Co-led the design.", "Tide Memory Solver. Co-led the design.", bullet=True))
    'Tide Memory Solver'
    >>> _titled_bullet(Line(1, "", "Supervised students. Organized a seminar.", bullet=True)) is None
    True
    """
    m = _titled_bullet_pattern().match(ln.text) if ln.bullet else None
    if (
        m is None
        or m.group(1).split()[0].endswith("ed")
        or find_date_ranges(m.group(1))
        or is_label(m.group(1))
    ):
        return None
    from ..gazetteers import topic_index

    try:
        known = topic_index().lookup(m.group(1)) is not None
    except Exception:  # scheme not installed
        known = False
    return None if known else m.group(1)


_SMALL = frozenset({"a", "an", "the", "of", "for", "and", "or", "in", "on", "at", "to", "with", "by", "from", "via",
                    "during", "through", "into", "using", "under", "across", "between", "vs", "as", "its", "their"})  # fmt: skip
_CITED = re.compile(r"^\s*(?:[-*•]\s*)?\[\d{1,3}\]\s*([A-Z][\w+.-]*(?:\s+[\w+.-]+){0,3}):\s+\S")


def cited_projects(entry: Entry, org: str | None, org_id: str | None, profile: Profile) -> None:
    """Numbered items under a position that start "[1] Name: long title" name that position's systems."""
    for ln in entry.body:
        m = _CITED.match(ln.raw)
        if m and not has_role(m.group(1)):
            ev = Evidence(ln.no, ln.raw.strip())
            profile.projects.append(Project(m.group(1), org, None, None, None, ln.links, ev, org_id))


# "- Name (Org): what it is" / "- Name — what it is" / "- Name | Python": a short name, then a separator and a description
_NAMED_ITEM = re.compile(
    r"^([A-Z][\w.+'’-]*(?:\s+[\w.+'’&-]+){0,4})(?=\s*(?:\([^)]*\))?\s*(?::|—|–|\s-|\s\|)\s+\S)"
)


_LOWER_ITEM = re.compile(r"^([a-z][\w.+-]{2,30})(?=\s*(?::|—|–|\s-|\s\|)\s+\S)")  # "- [pyfold](…): a toolkit"
# "peritus: A Zola theme for CVs": a code name, a colon and a sentence that says what it is
_CODE_ITEM = re.compile(r"^[a-z][\w.+-]{2,30}:\s+(?:A|An|The)\s+\w+(?:\s+\S+){2,}")
# "- tidekit. R package for tide records", "- {shoreR}. Tools for …": a code name, a full stop, a sentence
_DOTTED_ITEM = re.compile(r"^\{?([\w+-]{2,30})\}?\.\s+(?=[A-Z]\w*(?:\s+\S+){2,})")


def dotted_item(text: str) -> str | None:
    """The code name a list item opens with before a full stop and a sentence that describes it; the
    name must look like code (lower case, an inner capital, a digit or a hyphen), so "Overview. …" is none.

    >>> dotted_item("{shoreR}. R package for shore profiles."), dotted_item("tidekit. Reads tide gauges.")
    ('shoreR', 'tidekit')
    >>> dotted_item("Overview. This page lists tools.") is None
    True
    """
    m = _DOTTED_ITEM.match(text)
    name = m.group(1) if m else None
    return name if name and (name[:1].islower() or _NAMEISH.search(name)) else None


# "Roe, A. and Poe, B. (2021). tidekit: Reading Tide Gauges. R package version 1.0": a reference to
# software, its code name after the authors and year, before the colon and its title
_SOFTWARE_CITE = re.compile(
    r"^(?:\d{1,3}[.)]\s+)?[^()]{2,300}?\((?:\d{4}[a-z]?\+?|in\s+press|n\.d\.)[^()]{0,20}\)\.?\s+"
    r"([A-Za-z][\w.+-]{1,29}):\s+(?:[A-Z]|an?\s|the\s)"
)


def software_citation(text: str) -> str | None:
    """The code name a reference to software in a projects section gives after its authors and year.

    >>> software_citation("Roe, A. and Poe, B. (2021). tidekit: Reading Tide Gauges. R package version 1.0")
    'tidekit'
    >>> software_citation("Roe, A. (2020) kelpr: an R package for kelp beds. https://example.org/kelpr")
    'kelpr'
    >>> software_citation("Roe, A. (2019). Tides of the North Sea. Shore Press.") is None
    True
    """
    m = _SOFTWARE_CITE.match(text)
    return m.group(1) if m and is_project_name(m.group(1)) else None


def _card_title(lines: list[Line], i: int) -> bool:
    """A short heading over a line of text that describes it (a project card's title).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["# Projects", "## Quasar Imaging", "Deep imaging of quasar hosts.", "## Contact"])
    >>> _card_title(lines, 1), _card_title(lines, 3)
    (True, False)
    """
    ln, nxt = lines[i], lines[i + 1] if i + 1 < len(lines) else None
    return (
        nxt is not None
        and not nxt.heading
        and not nxt.bullet
        and bool(nxt.text)
        and (2 <= len(ln.text.split()) <= 8 or bool(_NAMEISH.search(ln.text)))
        and not ln.text.isupper()  # "SKILLS & OTHERS": a section of a CV
        and not ln.text.endswith(":")
        and not re.search(r"\bprojects?\b", ln.text, re.I)  # "Past projects": a title over the cards
        and not find_date_ranges(ln.text)
        and not has_role(ln.text)
    )


def _opens_block(lines: list[Line], i: int) -> bool:
    """The line starts a paragraph: the line before it is blank, a heading or a lone list marker."""
    before = lines[i - 1] if i else None
    return before is None or before.heading or not re.search(r"\w", before.text)


def _name_over_description(lines: list[Line], i: int) -> bool:
    """A scraped card: a short name line ("Tidewater Toolkit") over a sentence that describes it.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Projects", "Tidewater Toolkit", "Tools for scoring tide gauges from images.", "x"])
    >>> _name_over_description(lines, 1), _name_over_description(lines, 2)
    (True, False)
    >>> lines = split_lines(["Projects", "tidekit", "A tool for tide gauges. 2k stars. https://x.example/tidekit"])
    >>> _name_over_description(lines, 1)
    True
    """
    ln, nxt = lines[i], lines[i + 1] if i + 1 < len(lines) else None
    words = ln.text.split()
    if nxt is None or nxt.heading or nxt.kind != ln.kind or not 1 <= len(words) <= 4 or ln.bullet:
        return False
    if not ln.text[:1].isalnum() or ln.text.endswith((".", ":", ",")) or find_date_ranges(ln.text):
        return False
    described = nxt.text.rstrip().endswith((".", ")")) or bool(re.search(r"\.\s+\S*https?://\S+$", nxt.text))
    if has_role(ln.text) or len(nxt.text.split()) < 6 or not described:
        return False
    return _opens_block(lines, i) or bool(lines[i - 1].text.rstrip().endswith((".", ")")))


# "https://x.example/tidekit", "Available on GitHub: https://…": a row that only gives an item's address
_LINK_ROW = re.compile(r"^(?:[\w ]{0,30}:\s*)?(?:https?://|www\.)\S+$")


def name_over_link(lines: list[Line], i: int) -> str | None:
    """The name that opens a software or dataset item written as one line over its link, where a PDF
    ran the name column into the description ("tidekit R package for tide records" / "https://…"):
    the words before the first capitalised word that opens a phrase in lower case ("Largest event …",
    not "Memory in …").

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Software", "Tide Atlas v2 Largest tide gauge dataset to date.",
    ...     "https://x.example/atlas", "tidekit R package implementing tide tables for harbours.",
    ...     "Available on CRAN: https://x.example/tidekit", "Tide Memory in Estuaries of the North",
    ...     "https://x.example/memory"])
    >>> [name_over_link(lines, i) for i in (1, 3, 5)]
    ['Tide Atlas v2', 'tidekit', None]
    """
    ln = lines[i]
    below = [x for x in lines[i + 1 : i + 3] if not x.heading]
    if below and below[0].text[:1].islower() and not _LINK_ROW.match(below[0].text.strip()):
        below = below[1:]  # "data." : the description wrapped onto a second line
    if not below or ln.bullet or ln.heading or not _LINK_ROW.match(below[0].text.strip()):
        return None
    words = ln.text.split()
    for k, word in enumerate(words[:5]):
        lower = [w for w in words[k + 1 : k + 4] if re.fullmatch(r"[a-z][a-z-]+[,.]?", w)]
        opens = k + 1 < len(words) and words[k + 1] in lower and words[k + 1].strip(",.") not in _SMALL
        if re.fullmatch(r"[A-Z](?:[a-z]+)?", word) and len(lower) >= 2 and opens:
            name = " ".join(words[:k])
            return name if k and is_project_name(name) and not is_label(name) else None
    return None


@table
@cache
def _project_labels() -> dict[str, list[str]]:
    """``data/project_labels.yaml``, read once for all the word lists it holds."""
    data = yaml.safe_load(resource_path("data", "project_labels.yaml").read_text(encoding="utf-8"))
    return {str(key): [str(w) for w in words or []] for key, words in (data or {}).items()}


@table
@cache
def _list_words() -> frozenset[str]:
    labels = _project_labels()
    return frozenset([*labels.get("list_words", []), *labels.get("list_kinds", [])])


_LINK_TEXT = re.compile(r"(?<!!)\[([^\]\[]{2,60})\]\((?:https?://|/)[^)\s]*\)")
_LIST_LABEL = re.compile(r"^([A-Za-z][\w\s/&'’-]{2,60}?)\s*:\s+(\S.*)$")


_LINKED_LEAD = re.compile(
    r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+(?:[^\w\s\[\]*_(]{1,3}\s*)?[*_]{0,2}\[([^\]\[]{2,200})\]\((?:https?://|/|\.{0,2}/?[\w-])[^)\s]*\)[*_]{0,2}"
    r"(?=\s*$|\s*[,:;(|–—-]|\s*&nbsp;|\s*\[|\{:)"  # "{:target=…}": a kramdown attribute list
)
_GENERIC_LINK = frozenset({"code", "github", "gitlab", "repo", "repository", "source", "source code", "here", "link",
                           "website", "web", "pdf", "slides", "paper", "demo", "video", "poster", "data", "dataset",
                           "docs", "documentation", "preprint", "arxiv", "download", "html", "bib", "bibtex"})  # fmt: skip


# a row of a card's links ("Video • Certificate", "github • cran") or where the work is found ("Available
# on GitHub"): no project's name
_LINK_ROW_WORDS = _GENERIC_LINK | {
    "certificate",
    "cran",
    "pypi",
    "report",
    "webpage",
    "homepage",
    "project page",
}
_AVAILABLE = re.compile(r"(?i:available|hosted|published)\s+(?:on|at|from|via)\s")


def is_link_row(name: str) -> bool:
    """The name is only link words between separators, or says where the work is available.

    >>> is_link_row("Video • Certificate"), is_link_row("github • cran"), is_link_row("Available on GitHub")
    (True, True, True)
    >>> is_link_row("Tide Video Atlas"), is_link_row("Code Ocean")
    (False, False)
    """
    parts = [p.strip().lower() for p in re.split(r"\s*[•·|/]\s*", name)]
    return bool(_AVAILABLE.match(name)) or (len(parts) > 1 and all(p in _LINK_ROW_WORDS for p in parts))


_CITED_REST = re.compile(
    r"\((?:19|20)\d{2}\)|\bet al\b|\bdoi\b|\b(?:journal|proceedings|conference|transactions|preprint|arxiv)\b",
    re.I,
)


def linked_lead(raw: str) -> str | None:
    """The name a list item of a projects section opens with as a link, alone or before a separator
    and what it is ("- [*TideKit*](https://…), a tide model (contributor)"); not a generic link word
    ("[code](…)") and not a sentence.

    >>> linked_lead("+ [*TideKit*](https://x.example/tk), multi-purpose tide package (contributor)")
    'TideKit'
    >>> linked_lead("- 🌊 [Shore Mapper](https://x.example/shore) — maps of shores")
    'Shore Mapper'
    >>> linked_lead("* [Coin Flips: Long Runs](http://x.example/runs)&nbsp;[(Source)](https://x.example/g)")
    'Coin Flips: Long Runs'
    >>> linked_lead('* [Tide Apps Collection](https://x.example/apps){:target="_blank"}')
    'Tide Apps Collection'
    >>> linked_lead("- [code](https://x.example/c): the scripts"), linked_lead("- See [here](https://x.example).")
    (None, None)
    >>> linked_lead("- [Tides of the North](https://doi.org/x), A. Roe et al., J. Tide Stud. (2021)") is None
    True
    """
    m = _LINKED_LEAD.match(raw)
    if m is None or _CITED_REST.search(raw[m.end() :]):
        return None  # "- [Title](…), J. Tide Stud. (2021)": a paper under a "Research" heading
    text = re.sub(r"<[^>]+>", "", m.group(1)).strip(" *_`")
    if not text or not text[:1].isalnum() or text.lower() in _GENERIC_LINK or text.endswith("."):
        return None
    return text if len(text.split()) <= 20 else None


def is_label(name: str, max_words: int = 5) -> bool:
    """A "Label:" that opens an item rather than a project's name: several words in sentence case
    ("Activity period", "Implemented patches and fixes"), a known field label or a single word of the
    layout ("Role", "Sponsors").

    >>> [is_label(n) for n in ["Activity period", "Role", "Graph Lens", "DANCE", "Sponsors", "From"]]
    [True, True, False, False, True, True]
    """
    words = name.split()
    if field_label(f"{name}: x") or name.lower() in _LABEL_WORDS:
        return True
    small = {"a", "an", "and", "of", "for", "the", "in", "on", "to", "with", "by", "my", "i"}
    rest = [w for w in words[1:] if w.lower() not in small]
    return 2 <= len(words) <= max_words and bool(rest) and all(w.isalpha() and w.islower() for w in rest)


def listed_names(raw: str, text: str) -> list[str]:
    """The projects a "Label: A, B" line lists when its label says they are the owner's work
    (``data/project_labels.yaml``): the linked names, else the comma-separated names.

    >>> listed_names("- CRAN packages I maintain: [CHNOSZ](https://x.org/a), [canprot](https://x.org/b)", "")
    ['CHNOSZ', 'canprot']
    >>> listed_names("", "Software Outcome: KestrelVM, Level-Two Bindings"), listed_names("", "Software: SQL, ArcMap")
    (['KestrelVM', 'Level-Two Bindings'], [])
    >>> listed_names("- Collaborations: TIDE/SHORE, KELP, vKAT, etc.", "")
    ['TIDE/SHORE', 'KELP', 'vKAT']
    """
    body = re.sub(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+", "", raw.strip()) if raw else text
    m = _LIST_LABEL.match(body) or _LIST_LABEL.match(text)  # "<b>Projects</b>: A, B": the label in markup
    if not m or not set(re.findall(r"[a-z-]+", m.group(1).lower())) & _list_words():
        return []
    linked = [t.strip() for t in _LINK_TEXT.findall(m.group(2))]
    if linked:
        return [t for t in linked if len(t.split()) <= 4 and not re.search(r"\.(?:org|net|com|io)\b", t)]
    items = [x.strip(" .") for x in re.split(r",\s*|\s+and\s+", m.group(2))]
    items = [x for x in items if x.lower().strip(" .*_") not in {"etc", "others", "more", "many more"}]
    names = [x for x in items if x and len(x.split()) <= 4 and re.match(r"[a-z]{0,3}[A-Z]", x)]  # "eXTP"
    return names if len(names) == len(items) else []


_VIEW_LINK = re.compile(
    r"^(?:view|see|visit)\s+(?:the\s+)?(?:project|code|repo|repository|website|demo|app)$", re.I
)


def view_link_name(raw: str) -> str | None:
    """The name a project card's row gives in the column before its "View Project" link (columns of a
    PDF's layout are two spaces or more apart).

    >>> view_link_name("TIDEKIT    View Project"), view_link_name("Kelp Maps Course    2026    Shore Atlas    View Project")
    ('TIDEKIT', 'Shore Atlas')
    >>> view_link_name("View Project"), view_link_name("2021    View Project")
    (None, None)
    """
    cols = [c.strip() for c in re.split(r"\s{2,}|\t", raw.strip()) if c.strip()]
    if len(cols) < 2 or not _VIEW_LINK.match(cols[-1]):
        return None
    name = cols[-2]
    if find_date_ranges(name) or not 1 <= len(name.split()) <= 6 or not re.search(r"[^\W\d_]{2}", name):
        return None
    return name


_EMOJI_ITEM = re.compile(
    r"^\s*([^\w\s`~=#|<>*+\-.:;,(){}\[\]'\"/\\]{1,6})\s*([A-Z][\w.+'-]*(?:\s+[A-Z0-9][\w.+'-]*){0,3})\s*(?:\(([^()]{2,30})\))?\s*$"
)


def emoji_item(raw: str) -> str | None:
    """The name a symbol-led line of a projects list states ("🌊 Tidekit (maintainer)"), without the
    role in brackets; a line led by markup, a word or a plain punctuation mark is none.

    >>> emoji_item("🌊 Tidekit (maintainer)"), emoji_item("📦 Shore Knowledge Hub (project lead)")
    ('Tidekit', 'Shore Knowledge Hub')
    >>> emoji_item("import tidekit"), emoji_item("=== Tidekit"), emoji_item("$ pip install Tidekit")
    (None, None, None)
    """
    m = _EMOJI_ITEM.match(raw)
    if m is None or not all(ord(c) > 0x2000 for c in m.group(1).replace("\ufe0f", "")):
        return None
    return m.group(2)


def _leaf_heading(lines: list[Line], i: int) -> bool:
    """A ``#`` line with no deeper ``#`` line under it before the next one at its level: an entry's
    title, not a group ("### As Principal Investigator" over "#### Title" cards)."""
    depth = len(lines[i].raw.lstrip()) - len(lines[i].raw.lstrip().lstrip("#"))
    for ln in lines[i + 1 :]:
        m = re.match(r"^\s*(#{1,6})\s", ln.raw)
        if m:
            return len(m.group(1)) <= depth
    return True


_NAME_COLUMNS = frozenset(
    {"project", "projects", "name", "title", "repository", "repo", "software", "package", "tool"}
)
_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _row_cells(raw: str) -> list[str]:
    body = raw.strip().removeprefix("|").removesuffix("|")
    return [clean_inline(c.strip())[0] for c in body.split("|")]


def table_projects(lines: list[Line]) -> dict[int, str]:
    """The names a Markdown table of a projects section gives in its "Project" (or "Name", "Repository")
    column, by line number.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Projects", "| Project | What it does |", "|---|---|", "| [Tidekit](https://x.example) | tides |",
    ...     "| **Kelpr** | kelp maps |", "", "## Skills", "| Name | Level |", "|---|---|", "| Rust | good |"])
    >>> table_projects(lines)
    {4: 'Tidekit', 5: 'Kelpr'}
    """
    out: dict[int, str] = {}
    column: int | None = None
    for i, ln in enumerate(lines):
        raw = ln.raw.strip()
        if not raw.startswith("|") or ln.kind != "projects":
            column = None
            continue
        nxt = lines[i + 1].raw if i + 1 < len(lines) else ""
        if _RULE.match(nxt):
            heads = [c.lower().strip(" *_:") for c in _row_cells(raw)]
            column = next((k for k, h in enumerate(heads) if h in _NAME_COLUMNS), None)
        elif column is not None and not _RULE.match(raw):
            cells = _row_cells(raw)
            name = cells[column].strip() if column < len(cells) else ""
            if name and len(name.split()) <= 12:
                out[ln.no] = project_name(name)
    return out


def titled_projects(lines: list[Line], profile: Profile, claimed: set[int]) -> None:
    """Undated projects in a projects section: bullets that start with a bold or separated name,
    ``#`` titles of cards, and the names a "Software: A, B" label lists."""
    known = {p.name.lower() for p in profile.projects}
    cards = False  # under a projects heading, headings no section word names are the projects' titles
    themes = False  # under a plain "Research" heading, long headings are themes of research, not projects
    by_no = {x.no: x for x in lines}
    for no, cell in table_projects(lines).items():
        if cell.lower() not in known and is_project_name(cell):
            known.add(cell.lower())
            row = by_no[no]
            profile.projects.append(
                Project(cell, None, None, None, None, row.links, Evidence(no, row.raw.strip()))
            )
            claimed.add(no)
    for i, ln in enumerate(lines):
        if ln.heading:
            card = cards and ln.kind is None and heading_kind(ln.text) is None and _card_title(lines, i)
            cards = ln.kind == "projects" or card  # a heading that is no card ends the cards
            if ln.kind == "projects" and not card:
                themes = (
                    re.fullmatch(r"(?:\w+\s+)?research", " ".join(re.findall(r"[a-z]+", ln.text.lower())))
                    is not None
                )
            if not card:
                continue
        elif ln.kind != "projects":
            continue
        elif ln.skip:
            name = emoji_item(ln.raw)  # "🌊 Tidekit (maintainer)" in a fenced block of a README
            if name and name.lower() not in known:
                known.add(name.lower())
                profile.projects.append(
                    Project(name, None, None, None, None, [], Evidence(ln.no, ln.raw.strip()))
                )
            continue
        made = [n for n in maintained_software(ln.raw) if n.lower() not in known] if not ln.heading else []
        for name in made:  # "- Creator and maintainer of the Python package “TideKit”"
            known.add(name.lower())
            profile.projects.append(
                Project(name, None, None, None, None, ln.links, Evidence(ln.no, ln.raw.strip()))
            )
        # the line's other rules still read it ("maintainer of “TideKit”; PI of the Kestrel project"), but
        # a name that holds the software's ("TideKit: a Python package I maintain") is that project again
        cited = software_citation(ln.text) if ln.bullet else None
        if cited and not _seen(cited, known, made):
            known.add(cited.lower())
            profile.projects.append(
                Project(cited, None, None, None, None, ln.links, Evidence(ln.no, ln.raw.strip()))
            )
            continue
        viewed = view_link_name(ln.raw) if not ln.heading else None
        if viewed and not _seen(viewed, known, made):
            known.add(viewed.lower())
            profile.projects.append(
                Project(viewed, None, None, None, None, ln.links, Evidence(ln.no, ln.raw.strip()))
            )
            continue
        title = ln.bold[0] if ln.bold and ln.text.startswith(ln.bold[0]) else None
        if (
            title
            and is_label(title.rstrip(": "))
            and (ln.text[len(title) :].lstrip().startswith(":") or title.endswith(":"))
        ):
            continue  # "- **Tech stack**: Rust, ROS": a field of the project above, not one
        if ln.heading:
            title = ln.text  # a card's title (HTML project cards repeat the section's heading level)
        if (
            title is None
            and re.match(r"^\s*#{2,6}\s", ln.raw)
            and (
                len(ln.text.split()) <= 6
                or (not themes and len(ln.text.split()) <= 16 and not ln.text.endswith("."))
            )
            and _leaf_heading(lines, i)
        ):
            title = ln.text  # "### Name" entries under a "## Projects" heading
        linked = linked_lead(ln.raw) if title is None and ln.bullet and ln.no not in claimed else None
        title = title or linked  # "- [TideKit](https://…), a tide model": the link names it, whole
        listed = listed_names(ln.raw, ln.text) if title is None and ln.bullet else []
        for name in listed:
            if not _seen(name, known, made):
                known.add(name.lower())
                ev = Evidence(ln.no, ln.raw.strip())
                profile.projects.append(Project(name, None, None, None, None, ln.links, ev))
        if listed:
            continue
        item = (
            ln.bullet or _opens_block(lines, i) or bool(_CODE_ITEM.match(ln.text))
        )  # a scraped list loses its bullets
        if title is None and item and ln.no not in claimed:
            m = _NAMED_ITEM.match(ln.text) or (
                _LOWER_ITEM.match(ln.text) if (ln.bullet and ln.links) or _CODE_ITEM.match(ln.text) else None
            )
            title = m.group(1) if m and not has_role(m.group(1)) and not is_label(m.group(1)) else None
            title = None if title and is_body(title) else title  # "Kestrel Foundation | City": a funder's row
            title = title or (dotted_item(ln.text) if ln.bullet else None)
            if title and not ln.bullet and re.search(r"\s(?!(?:of|for|and|the|in|on|a)\s)[a-z]", title):
                title = None  # unmarked lines: a name is Title Case ("Please find it here: …" is not)
        if (
            title is None
            and (ln.no not in claimed or _opens_block(lines, i))
            and _name_over_description(lines, i)
        ):
            title = ln.text  # a card after a blank line is a new project, not the body of the one above
        if title is None and ln.no not in claimed and _title_over_bullets(lines, i):
            title = _strip_context(ln.text)  # a CV's project title over "(context @Org)" and its bullets
        if title is None and ln.no not in claimed:
            title = name_over_link(lines, i)  # "tidekit R package for tide tables" over its URL
        if title is None:
            continue
        name = linked or project_name(title)
        if _seen(name, known, made) or find_date_ranges(ln.text) or _names_other_section(name):
            continue
        known.add(name.lower())
        org = re.match(r"\s*\(([^)]+)\)", ln.text[len(title) :])
        rest = ln.text[len(title) :].strip(" :.-–—")
        profile.projects.append(
            Project(
                name,
                org.group(1) if org else None,
                None,
                None,
                rest or None,
                ln.links,
                Evidence(ln.no, ln.raw.strip()),
            )
        )


def _names_other_section(name: str) -> bool:
    """A CV section's heading or a skills list's kind of work, set inside a projects section that
    the document never closed: no project.

    >>> _names_other_section("Book Chapters"), _names_other_section("Programming Languages")
    (True, True)
    >>> _names_other_section("Tide Atlas"), _names_other_section("Projects")
    (False, False)
    """
    return heading_kind(name) not in (None, "projects") or is_skill_category(name)


def _seen(name: str, known: set[str], made: list[str]) -> bool:
    """A project already named, or the software this line named again ("TideKit: the Python package
    I maintain", "Creator of the Python package TideKit").

    >>> _seen("TideKit: a tide model", set(), ["TideKit"]), _seen("Tidal Futures", {"kelp"}, ["KELP-MC"])
    (True, False)
    """
    low = name.lower()
    return low in known or any(m.lower() in low for m in made)


_CONTEXT = re.compile(r"^\(([^()]{2,80})\)(?:\s*\|?\s*[\w ]{0,30})?$")


def _strip_context(text: str) -> str:
    """A title without the "(context @Org) | Github" a CV line ends with.

    >>> _strip_context("Tide Memory Solver (CFD Lab @Hooli) | Github"), _strip_context("Graph Nets (GN)")
    ('Tide Memory Solver', 'Graph Nets (GN)')
    """
    text = text.split(" | ")[0].strip()
    m = re.search(r"\s*\(([^()]*@[^()]*)\)[\w ]{0,30}$", text)
    return text[: m.start()].strip() if m else text


def _title_over_bullets(lines: list[Line], i: int) -> bool:
    """An unmarked line of a projects section that heads bullets, directly or over one "(context)"
    line: a project's title as CVs set it ("Simulating Shallow Water Waves" / "(CFD Lab @Hooli)" /
    "• Developed …"). Not a wrapped bullet, a label ending in ":", a sentence or a dated row.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Projects", "Simulating Shallow Water Waves using a Finite Volume",
    ...     "(CFD Lab @Hooli) | Github", "• Developed a solver for flows.", "Ongoing:", "• x"])
    >>> [_title_over_bullets(lines, i) for i in range(len(lines))]
    [False, True, False, False, False, False]
    """
    ln = lines[i]
    if ln.kind != "projects" or ln.heading or ln.bullet or ln.skip or not ln.text:
        return False
    words = ln.text.split()
    if not 2 <= len(words) <= 16 or ln.text.endswith((".", ":", ",", ";")) or ln.text.startswith("("):
        return False
    if not ln.text[:1].isupper() or find_date_ranges(ln.text) or has_role(ln.text):
        return False
    prev = lines[i - 1] if i else None
    open_prev = (
        prev is not None and not prev.heading and prev.text and not prev.text.endswith((".", ")", "!", "?"))
    )
    if open_prev and prev is not None and (prev.bullet or _wraps(prev, ln, True)):
        return False  # the last line of the bullet above, wrapped
    nxt = [x for x in lines[i + 1 : i + 3] if x.text]
    if nxt and _CONTEXT.match(nxt[0].text) and not nxt[0].bullet:
        nxt = nxt[1:]
    return bool(nxt) and nxt[0].bullet


def _wraps(prev: Line | None, line: Line, in_bullet: bool) -> bool:
    """``line`` continues the bullet above it (``in_bullet``: ``prev`` is that bullet or one of its
    lines), as a PDF's visual lines do: ``prev`` runs to the margin (a dozen words or more, no full
    stop), or the line begins in lower case.

    >>> bullet = Line(1, "", "Used image analysis to turn raw microscopy data into long time series of", bullet=True)
    >>> _wraps(bullet, Line(2, "", "Computational Biology"), True), _wraps(None, Line(2, "", "Search"), False)
    (True, False)
    """
    if prev is None or not in_bullet:
        return False
    full = len(prev.text.split()) >= 12 and not prev.text.endswith((".", "!", "?", ":"))
    return full or line.text[:1].islower() or line.text[:1] in ")]"


def _headline(text: str) -> bool:
    """Most words of ``text`` other than small ones ("of", "for") open with a capital: a title set in
    Title Case, which a bullet's wrapped last line rarely is.

    >>> _headline("Data Pipeline for Molecule Discovery in Tidal Flows"), _headline("data from the array in Alaska")
    (True, False)
    """
    content = [w for w in text.split() if w.lower().strip(",:;") not in _SMALL and w[:1].isalpha()]
    return len(content) >= 3 and sum(w[:1].isupper() for w in content) >= 0.8 * len(content)


# "– Developed …": LaTeX's second-level list label, which a PDF's text keeps as a plain dash
_DASH_ITEM = re.compile(r"^\s*[–—]\s+[A-Z][a-z]")


# "Implemented a solver for …": a line of what was done, opening with a verb in the past tense
@cache
def _done_line_pattern() -> re.Pattern[str]:
    return re.compile(rf"^(?:[A-Z][a-z]{{2,}}ed|{past_verbs(capital=True)})\s+(?:\S+\s+){{2,}}")


def _done_line(ln: Line) -> bool:
    """An unmarked line that says what was done ("Implemented a solver for tides (Julia)"): a PDF's
    list whose bullet glyphs the text lost.

    >>> _done_line(Line(1, "", "Implemented a solver for tides")), _done_line(Line(2, "", "Tide Solver Design"))
    (True, False)
    """
    return not ln.bullet and bool(_done_line_pattern().match(ln.text))


def _marked(ln: Line) -> bool:
    """A list item: a bullet the section parser saw, or a line a PDF opens with LaTeX's dash label.

    >>> _marked(Line(1, "– Built a solver.", "– Built a solver.")), _marked(Line(2, "– 2021", "– 2021"))
    (True, False)
    """
    return ln.bullet or bool(_DASH_ITEM.match(ln.raw))


def nested_projects(entry: Entry, org: str | None, org_id: str | None, profile: Profile) -> None:
    """Unmarked title lines under a post, each over its own list of what was done: that post's
    projects. A long item above does not make a Title Case title its wrapped last line. Under a PDF's
    dash-labelled lists, which the entry reader does not see as lists, a title read into the post's
    row (after its role) counts too.

    >>> from talentgraph.extract.sections import split_lines
    >>> body = split_lines(["Active Sampling Workflows to develop Tide Models for Open Coastal Sites",
    ...     "• Built a sampler for site surveys across the three northern estuaries of the bay",
    ...     "Data Pipeline for Storm Surge Records", "• Cut survey costs by half."])
    >>> p = Profile(source="x")
    >>> nested_projects(Entry("experience", body[0], None, body=body), "Initech", None, p)
    >>> [x.name for x in p.projects]
    ['Active Sampling Workflows to develop Tide Models for Open Coastal Sites', 'Data Pipeline for Storm Surge Records']
    """
    tail = entry.tail[1:]
    dashed = any(_DASH_ITEM.match(ln.raw) for ln in [*tail, *entry.body])
    # a PDF list that lost its bullet glyphs: a title line, then lines of what was done
    unmarked = not any(ln.bullet for ln in entry.body) and any(_done_line(ln) for ln in tail)
    body = [*tail, *entry.body] if dashed or unmarked else entry.body
    in_bullet = False
    for i, ln in enumerate(body[:-1]):
        nxt = body[i + 1]
        marked = _marked(ln)
        words = len(ln.text.split())
        title = words <= 16 and _headline(ln.text) and _work_title(ln.text)
        listed = _marked(nxt) or (
            unmarked
            and _done_line(nxt)
            and not _done_line(ln)
            # not the wrapped end of the line above: that line stops mid-phrase, or this one is no title
            and not (i and _done_line(body[i - 1]) and (not title or _CUT_SENTENCE.search(body[i - 1].text)))
        )
        wrapped = _wraps(body[i - 1] if i else None, ln, in_bullet) and not (_marked(nxt) and title)
        in_bullet = marked or wrapped
        if i < len(body) - len(entry.body) and not (
            (_DASH_ITEM.match(nxt.raw) or (listed and not marked))
            and title
            and not _BODY_WORD.search(ln.text)
            and not looks_like_org(ln.text)
        ):
            continue  # a line of the post's row: its unit or place, unless a title over a list
        if (
            not marked
            and listed
            and not wrapped
            and (words <= 10 or (words <= 16 and _work_title(ln.text)))
            and not ln.text.endswith((".", ":"))
            and not re.search(r"https?://|www\.", ln.text)
            and not (i and _marked(body[i - 1]) and ln.text[:1].islower())  # a wrapped bullet's last line
            and not (
                ln.text[:1].islower() and len(ln.text.split()) >= 3
            )  # "into subtypes of X": a wrapped phrase
            and not (i and _wraps_title(body[i - 1], ln))
            and not (has_role(ln.text) and words <= 5)  # "Algorithm Expert (P7)" over its bullets
        ):
            ev = Evidence(ln.no, ln.raw.strip())
            profile.projects.append(
                Project(project_name(ln.text), org, None, None, None, ln.links, ev, org_id)
            )


def _wraps_title(bullet: Line, line: Line) -> bool:
    """``line`` is the last visual line of a work's title set as a bullet above it, broken off in Title
    Case ("• Rapid Damage Mapping with Machine" / "Learning (Best Paper)"), not a title of its own
    over the next bullets.

    >>> _wraps_title(Line(1, "", "Rapid Damage Mapping through Machine", bullet=True), Line(2, "", "Learning (Best Paper)"))
    True
    >>> _wraps_title(Line(1, "", "Cut survey costs by half", bullet=True), Line(2, "", "Data Pipeline for Storm Surges"))
    False
    """
    if not _marked(bullet) or line.no != bullet.no + 1 or len(line.text.split()) > 8:
        return False
    text = bullet.text.rstrip()
    return not text.endswith((".", "!", "?", ")")) and _headline(text) and len(text.split()) >= 5


_QUOTED = re.compile(r"[\"“”]([^\"“”]{3,150})[\"“”]")
_CODE_NAME = re.compile(r"\bproject\s*[:,]?\s+([A-Z][A-Z0-9-]{2,})(?![\w-])")


def quoted_title(texts: list[str]) -> str | None:
    """The title a funded-project row states: in quotes, or as a code name after "project".

    >>> quoted_title(['NSF Grant: "Graphs at Scale",', "Co-PI (with Dr. A B)"])
    'Graphs at Scale'
    >>> quoted_title(["ERC grant (PI), project TESSERA: Verified Code"]), quoted_title(["Lead engineer"])
    ('TESSERA', None)
    """
    for text in texts:
        m = _QUOTED.search(text)
        if m and len(m.group(1).split()) >= 2:
            return m.group(1).strip(" ,.")
    for text in texts:
        m = _CODE_NAME.search(text)
        if m:
            return m.group(1)
    return None


_ROLE_PAREN = re.compile(r"^([^()]{2,40}?)\s*\(([^()]{2,80})\)")


def role_org(texts: list[str]) -> str | None:
    """The organisation a funded-project row places the owner's role at: "Co-PI (Initech Labs)".

    >>> role_org(['"A Title",', "Principal Investigator (Initech Labs), $ 50,000"])
    'Initech Labs'
    >>> role_org(["Co-PI (with Dr. Ada Byron, Hooli)"]) is None
    True
    """
    for text in texts:
        m = _ROLE_PAREN.match(text)
        inner = m.group(2).strip() if m else ""
        if m and has_role(m.group(1)) and not re.match(r"(?:with|w/|and)\b", inner, re.I):
            return inner
    return None


_NAME_DASH = re.compile(r"^([A-Z][\w.+'-]*(?:\s+[\w.+'-]+){0,3})\s+[–—]\s+\S")


def named_title(texts: list[str]) -> str | None:
    """A project row's "NAME – what it is" line names the project.

    >>> named_title(["", "ORCHARD – Lifelong maps of orchards", "Principal investigator."])
    'ORCHARD'
    >>> named_title(["Research Engineer – Vision Team"]) is None
    True
    """
    for text in texts:
        m = _NAME_DASH.match(text)
        if m and not has_role(m.group(1)) and not find_date_ranges(m.group(1)):
            return m.group(1)
    return None


_LABELLED_TITLE = re.compile(r"^(?:proposal|project(?:\s+title)?|title)\s*:\s*(\S.{2,150})$", re.I)
_FUNDING_AWARD = re.compile(
    r"\b(?:fellowships?|scholarships?|bursar(?:y|ies)|endowments?)\b|\b(?:awards?|prizes?|training\s+grants?|stipends?|travel\s+grants?)\b"
    r"(?:\s*\([^()]*\))?\s*(?:,\s*\w+(?:-\w+)?)?\s*$",
    re.I,
)


def labelled_title(texts: list[str]) -> str | None:
    """The title a funded entry's "Proposal: …" or "Project title: …" line states.

    >>> labelled_title(["Initech Award ($5,000), PI", "Proposal: Maps that learn"])
    'Maps that learn'
    """
    for text in texts:
        m = _LABELLED_TITLE.match(text)
        if m:
            return m.group(1).strip(" .")
    return None


_PAPER_ROW = re.compile(r"^\W*[\w.+-]+(?:\s+[\w.+-]+){0,3}\s*\((?:[A-Z][A-Za-z]*[\s-]?)+'?\d{2,4}\)\s*:")


def is_paper_row(text: str) -> bool:
    """ "DNS (ICML 2022): Proposed …" describes a paper by its venue and year, not a project.

    >>> is_paper_row("• Orrery (NeurIPS 2023): Proposed a sampler"), is_paper_row("Orrery (2019 – 2021): a tool")
    (True, False)
    """
    return bool(_PAPER_ROW.match(text))


def is_funding_award(title: str) -> bool:
    """A fellowship, scholarship or award paid to a person names no project, even under "Funding".

    >>> is_funding_award("Initech Postdoctoral Fellowship ($50,000), PI"), is_funding_award("Graphs at Scale")
    (True, False)
    >>> is_funding_award("Kestrel Student Research Endowment"), is_funding_award("Roe Travel Bursary")
    (True, True)
    """
    return bool(_FUNDING_AWARD.search(title))


_LABEL_WORDS = frozenset({"role", "roles", "sponsor", "sponsors", "funder", "funders", "funding", "products", "outputs",
                          "period", "duration", "status", "team", "partners", "collaborators", "budget", "amount",
                          "from", "to", "since", "until", "date", "dates", "start", "end", "technologies",
                          "technology", "tools", "tech", "stack", "tech stack", "skills", "keywords", "languages",
                          "summary", "description", "outcome", "outcomes", "results", "responsibilities",
                          "highlights", "achievements", "contributions", "links", "tags", "location"})  # fmt: skip

_NOT_A_PROJECT = re.compile(
    r"^[A-Z]{2,6}\s?\d{3,4}[A-Z]?$"  # a course code ("STT442")
    r"|^[$€£¥]|^\d[\d.,]*\s*[kKmM]?$"  # an amount ("$500k")
    r"|^\||\|$"  # a cell of a text table cut at its rule ("| Duties")
    r"|^[A-Z][A-Za-z]*(?:[-/][A-Z][A-Za-z0-9]*)*[\s-]+[A-Z]{0,3}\d{5,}$"  # an award's number ("KSF-GEO 1234567")
    r"|^(?-i:(?=[A-Z\d-]*\d{5})[A-Z\d-]*[A-Z][A-Z\d-]*)$"  # one run together ("K01TX123456")
    r"|^\(|\s\|\s|^[•·*–—-]\s"  # a parenthesised note, two fields run together, a stray bullet
    r"|^(?-i:of|and|or|for|in|on|at|to|with|by|from)\s"  # a name's lower-case end cut from its start
    r"|\w\.(?:org|com|net|edu|gov|io)(?:/|$)|^(?:org|com|net|edu|gov)/"  # a web address cut at a line
    r"|^(?:https?|ftp|www|mailto)$"  # a web address cut at its scheme ("http" of "http://…")
    r"|\s(?-i:(?:my|our|we)\s|I\s[a-z])"  # a sentence of the owner's ("proposals on which I have led")
    r"|\b(?:Dr|Prof)\.?$"  # "Project leader: Dr" cut before the person
    r"|\bversion\s+v?\d+\.\d"  # the tail of a reference to software ("… R package version 1.0.2")
    r"|^(?:current|ongoing|completed|pending|past|present|previous|active|submitted)$"  # a status over a list
    # a month or a season cut from a range ("Mar – Sep 2021"): a date, not a name
    r"|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$"
    r"|^(?:january|february|march|april|june|july|august|september|october|november|december)$"
    r"|^(?:spring|summer|fall|autumn|winter)$"
    # a label of the layout over or inside an item ("Research Highlights", "Key Findings:", "[Further info](…)")
    r"|^(?:(?:key|main|further|more|additional|research|engineering|project|selected)\s+)?"
    r"(?:highlights|findings|info|information|details)$"
    r"|\b(?:journal|transactions|proceedings|conference|symposium|workshop|award|prize|winner|fellowship"
    r"|scholarship|competition|contest|hackathon|olympiad|summit|congress|colloquium|seminar|grants?|society"
    r"|association|fund|funds|funding|professorship|assistantship"
    r"|leave|part-time|full-time|semester)\b"
    r"|\bunion$"  # a society one is a member of ("Tide Scientists' Union")
    r"|\btop\s+\d+(?:\.\d+)?\s?%"  # a ranking ("Top 2% Scientists"), an honour
    # a grant by its mechanism alone ("NIH R21", "R01 study"), not a name with a code in it ("T21 Cohort Study")
    r"|^(?!project\s)(?:(?-i:[A-Z][\w&.-]*|of|and|for|the|on)\s+){0,8}(?-i:[RKUPTF]\d{2})"
    r"(?:\s+(?:study|grant|award|project|proposal|subaward|supplement))?$"
    r"|^(?-i:[A-Z][A-Za-z]*[A-Z][\w-]*-funded)$"  # "NSF-funded" alone: no title
    r"|^(?:master|bachelor|ph\.?\s?d|senior|honou?rs|diploma)(?:['’]?s)?\s+(?:thesis|dissertation|course\s+project)\b"
    r"|^(?:job\s+market|working|discussion)\s+paper\b"  # "Working paper with Ann Roe": a paper's note
    r"|^(?:the\s+)?(?:institute|department|school|faculty|college|university|division)\s+(?:of|for)\s",  # a body
    re.I,
)
# a reference's authors read as a name: "Roe, A., B. Poe and C. Doe", "Roe, Ann M", "Roe, Ann & Poe, B",
# "Roe, A.J. (PI), Poe, B.", "Ann Roe, Ben Poe, Cy Doe, Di Lee" (four or more given name + surname pairs alone)
_SURNAME = r"(?=[^\W\d_])[^\W\d_a-z][\w'’-]+"
_GIVEN = r"(?=[^\W\d_])[^\W\d_a-z][a-z][\w'’-]*"
_AUTHORS_AS_NAME = re.compile(
    rf"^{_SURNAME},\s+(?:{_GIVEN}\s+)?(?:[A-Z]\.?\s?-?){{1,3}}(?:$|,|\s+(?:and|&)\s|\s\()"
    rf"|^{_SURNAME},\s+{_GIVEN}\s+(?:and|&)\s+{_SURNAME},"
    rf"|^(?:{_GIVEN}\s+(?:[A-Z]\.\s+)?{_GIVEN},\s+){{3,}}(?:and\s+)?{_GIVEN}\s+(?:[A-Z]\.\s+)?{_GIVEN}$"
)


def is_project_name(name: str | None, people: set[str] = frozenset()) -> bool:  # type: ignore[assignment]
    """A project's name, not a venue, award, course code, amount, a person the document names or a
    fragment of layout (unbalanced brackets, no letters).

    >>> [is_project_name(n) for n in ["Station B", "STT442", "$500k", "[Wall Street Journal", "&", "Hearth"]]
    [True, False, False, False, False, True]
    >>> is_project_name("Best Student Paper Winner"), is_project_name("Ada Roe", {"ada roe"})
    (False, False)
    >>> is_project_name("Institute for Tidal Studies"), is_project_name("Kestrel Tide Association")
    (False, False)
    >>> is_project_name("KSF-GEO 1234567"), is_project_name("KTF-R02 TX55501"), is_project_name("Tide Model 7")
    (False, False, True)
    >>> is_project_name("K01TX123456"), is_project_name("TIDE-2030"), is_project_name("Tide12345")
    (False, True, True)
    >>> is_project_name("Gauges. R package version 0.2.1"), is_project_name("Tide Atlas v2")
    (False, True)
    >>> is_project_name("| Duties"), is_project_name("Tide Model |"), is_project_name("https")
    (False, False, False)
    >>> is_project_name("Kestrel Institutes of Health R21"), is_project_name("KSF-funded"), is_project_name("Tide R2D2")
    (False, False, True)
    >>> is_project_name("Master thesis, Tide Physics, Kestrel University"), is_project_name("Master’s Course Project")
    (False, False)
    >>> is_project_name("Roe, A., B. Poe and C. Doe"), is_project_name("Roe, Ann M"), is_project_name("Ann Roe, Ben Poe, Cy Doe, Di Lee")
    (False, False, False)
    >>> is_project_name("Tides, Waves and Currents"), is_project_name("Roe Lab, Kestrel Bay, Tide Survey")
    (True, True)
    >>> is_project_name("Mar"), is_project_name("Summer"), is_project_name("Marlin")
    (False, False, True)
    """
    if not name or not re.search(r"[^\W\d_]{2}", name):
        return False
    if name.count("(") != name.count(")") or name.count("[") != name.count("]"):
        return False
    if _AUTHORS_AS_NAME.search(name.strip()):
        return False
    return not _NOT_A_PROJECT.search(name.strip()) and name.strip().lower() not in people


@table
@cache
def activity_leads() -> frozenset[str]:
    """The words that lead a post or an activity of the owner (``activity_leads`` in project_labels.yaml)."""
    return frozenset(_project_labels().get("activity_leads", []))


_LEAD_PREP = re.compile(r"^([\w-]+\.?(?:\s[\w-]+\.?)?)\s+(?:of|for|to|at|in|on)\s", re.I)


_LEAD_COMMA = re.compile(r"^([\w-]+\.?(?:\s[\w-]+\.?)?),\s")


def is_activity(name: str) -> bool:
    """A name that opens with a post or an activity of the owner before "of", "for", "to", "at"…
    (``activity_leads`` in ``data/project_labels.yaml``), or with a role played for others before a
    comma (``helper_roles``): a line about a role, not a project's name.

    >>> is_activity("Organizer of the Tide Seminars"), is_activity("Post-Doc at the Kestrel Institute")
    (True, True)
    >>> is_activity("Maps of Moving Dunes"), is_activity("Vice President of the Student Society")
    (False, True)
    >>> is_activity("Student Rep. to the Tide Section"), is_activity("Kelp Mapping for Shores")
    (True, False)
    >>> is_activity("Peer Mentor, Kestrel Scholars"), is_activity("PI, Tide Atlas"), is_activity("Tides, Waves")
    (True, False, False)
    """
    helper = _LEAD_COMMA.match(name.strip())
    if helper and helper.group(1).lower().split()[-1].rstrip(".") in _project_labels().get(
        "helper_roles", []
    ):
        return True
    m = _LEAD_PREP.match(name.strip())
    if m is None:
        return False
    words = [w.rstrip(".") for w in m.group(1).lower().split()]
    leads = activity_leads()
    return words[0] in leads or " ".join(words) in leads or words[-1] in leads  # "Student Rep. to"


_BODY_WORD = re.compile(
    r"\b(?:University|Universit[äéà]t?|College|Department|Institute|School|Faculty|Laboratory)\b"
)


def is_post(name: str) -> bool:
    """A post's fields run together: a job title first, then a department or a university
    ("Assistant Professor Department of Tides Kestrel University"), not a project's name.

    >>> is_post("Assistant Professor Department of Tide Studies Kestrel University")
    True
    >>> is_post("Research Scientist, Kestrel Institute"), is_post("Tide Memory Solver"), is_post("Scientist Portal")
    (True, False, False)
    """
    words = name.split()
    lead = next((n for n in range(1, min(4, len(words)) + 1) if has_role(" ".join(words[:n]))), None)
    return lead is not None and bool(_BODY_WORD.search(" ".join(words[lead:])))


_PHRASE = re.compile(r"^[A-Z][a-z]+(?:-[a-z]+)*(?:\s+[a-z]+(?:-[a-z]+)*){1,3}$")


def is_field_phrase(name: str) -> bool:
    """A short name in sentence case whose words are all common ones and whose last word names no
    kind of project (``kind_nouns`` in ``data/project_labels.yaml``): a field or a method the owner
    works on ("Coastal wave modelling"), not a project, which has a coined or capitalised name. An
    undated one is dropped (:func:`plausible_projects`); a dated row stays work done.

    >>> is_field_phrase("Coastal wave modelling"), is_field_phrase("Shore-based tide statistics")
    (True, True)
    >>> is_field_phrase("Kelp platform"), is_field_phrase("KELP tide maps"), is_field_phrase("Tide Atlas")
    (False, False, False)
    >>> is_field_phrase("Mapping kelp from drones")  # named by the work it does
    False
    """
    if not _PHRASE.match(name) or re.match(r"[A-Z][a-z]+ing\s", name):
        return False  # "Mapping kelp from drones": work done, named by what it does
    last = name.rsplit(None, 1)[-1].lower()
    kinds = kind_nouns()
    return last not in kinds and last.removesuffix("s") not in kinds and last.removesuffix("es") not in kinds


def is_body(name: str) -> bool:
    """A name that ends in the noun of a body, or opens with one before "of"/"for" (``body_nouns``
    in ``data/project_labels.yaml``): an organisation, not a project.

    >>> is_body("Coastal Highway Administration"), is_body("Office of Tide Licensing Initiatives")
    (True, True)
    >>> is_body("Tide Memory Project"), is_body("Kelp Lab"), is_body("Board Games for Tides")
    (False, False, False)
    """
    words = re.findall(r"[^\W\d_]+", re.sub(r"\s*\([^()]*\)\s*$", "", name).lower())
    nouns = frozenset(_project_labels().get("body_nouns", []))
    lead = len(words) > 2 and words[0] in nouns and words[1] in {"of", "for"}
    return bool(words) and (words[-1] in nouns or lead)


_ROLE_MODIFIERS = frozenset(
    {"senior", "junior", "co", "core", "main", "key", "sole", "original", "former", "and", "&"}
)


# the job titles a post's name ends with ("… Undergraduate Research Assistant"); not "editor", "lead"
# or "developer", which also end the names of tools and teams ("Tide Editor", "Kelp Lead")
_POST_NOUNS = frozenset(
    {"assistant", "intern", "scientist", "engineer", "fellow", "researcher", "professor", "lecturer",
     "instructor", "postdoc", "analyst", "technician", "student", "candidate", "coordinator", "consultant"}
)  # fmt: skip


def names_post_title(name: str) -> bool:
    """A job title, not a project: three or more words ending in a post's noun ("Materials Science &
    Engineering Undergraduate Research Assistant"), or a job title before "in"/"at" a place ("Graduate
    Research Assistant in Kestrel Tide Lab").

    >>> names_post_title("Tide Studies Undergraduate Research Assistant"), names_post_title("Research Assistant in Tide Lab")
    (True, True)
    >>> names_post_title("Virtual Tide Editor"), names_post_title("Tide Memory in Estuaries")
    (False, False)
    """
    words = re.findall(r"[\w&'’-]+", name)
    if len(words) >= 3 and words[-1].lower() in _POST_NOUNS and has_role(" ".join(words[-2:])):
        return True
    m = re.match(r"^(.+?)\s+(?:in|at)\s+\S", name)
    return m is not None and m.group(1).split()[-1].lower() in _POST_NOUNS and has_role(m.group(1))


def is_role_title(name: str) -> bool:
    """A name made of job-title words only ("LEAD DEVELOPER", "Contributor"): a heading over the
    projects of one role, not a project.

    >>> is_role_title("LEAD DEVELOPER"), is_role_title("Core Contributor"), is_role_title("Tide Lead")
    (True, True, False)
    """
    words = re.findall(r"[\w&'-]+", name.lower())
    roles = role_words("role_words")
    return bool(words) and all(w in roles or w in _ROLE_MODIFIERS for w in words)


@table
@cache
def _described() -> re.Pattern[str]:
    """ "A toolkit for …", "An app for …": a description opened by an article and a kind of
    software within four words (``artifact_nouns`` in ``data/tech_context.yaml``)."""
    from .technologies import tech_context

    nouns = "|".join(re.escape(n) for n in tech_context().get("artifact_nouns", []))
    return re.compile(rf"^(?:A|An)\s+(?:[\w-]+\s+){{0,3}}(?:{nouns})s?\b")


def _dated(project: Project) -> bool:
    """The project's line states its years ("2019 – 2021 Search backend rewrite"): a row of work done."""
    return bool(project.start or (project.evidence and find_date_ranges(project.evidence.text)))


@cache
def kind_nouns() -> frozenset[str]:
    """The nouns of kinds of made things ("tool", "library", "platform": ``kind_nouns`` of
    ``data/project_labels.yaml``), lower case."""
    return frozenset(_project_labels().get("kind_nouns", []))


def _known_org(name: str) -> bool:
    """The name is one the organisations gazetteer knows in full (not only as an acronym): a body
    read from an entry's line, not a project ("University of Chicago")."""
    from ..gazetteers import org_gazetteer

    hit = org_gazetteer().lookup(name)
    return hit is not None and hit.rule != "acronym"


# "KSF-funded Tide Atlas", "TIDE KSF-funded": who paid for the project, written beside its name. The
# funder is a name with two capitals ("KSF", "DoE"), so "Crowdfunded …", "Self-funded …" stay whole;
# each acronym before a trailing note matches one way only (two capitals, then the rest), so a long
# all-caps heading cannot make the match backtrack exponentially.
_FUNDER = r"[A-Z][A-Za-z]*[A-Z][\w-]*-funded"
_FUNDING_NOTE = re.compile(rf"^{_FUNDER}\s+(?=\S)|(?:\s+[A-Z][A-Z][\w.]*)*\s+{_FUNDER}$")


def without_funding_note(name: str) -> str:
    """``name`` without the funder a document writes before or after it.

    >>> without_funding_note("KSF-funded Tide Atlas"), without_funding_note("TIDE US KSF-funded")
    ('Tide Atlas', 'TIDE')
    >>> without_funding_note("Kelp Maps"), without_funding_note("KSF-funded")
    ('Kelp Maps', 'KSF-funded')
    >>> without_funding_note("Crowdfunded Reef Sensors"), without_funding_note("Self-funded Tide Gauge")
    ('Crowdfunded Reef Sensors', 'Self-funded Tide Gauge')
    """
    if "-funded" not in name:
        return name.strip()
    return _FUNDING_NOTE.sub("", name).strip()


def names_owner_as_author(name: str, owner: str | None) -> bool:
    """The name holds the owner as a reference writes its authors ("…, and Ada Roe", "Poe, B., Roe, A.")
    or is the owner's surname alone: a wrapped line of a reference read as a title, not a project.

    >>> names_owner_as_author("Ben Poe, and Ada Roe", "Ada Roe"), names_owner_as_author("Poe, B., Roe, A", "Ada Roe")
    (True, True)
    >>> names_owner_as_author("Roe", "Ada Roe"), names_owner_as_author("Tide Atlas", "Ada Roe")
    (True, False)
    """
    words = (owner or "").split()
    if len(words) < 2 or not name:
        return False
    given, surname = re.escape(words[0]), re.escape(words[-1])
    if name.strip(" .,").lower() == words[-1].lower():
        return True
    return bool(re.search(rf"\b{given}\s+(?:[A-Z]\.\s+)?{surname}\b|\b{surname},\s*{given[:1]}\b", name))


def plausible_projects(profile: Profile) -> Profile:
    """``profile`` with the projects that are no project (:func:`is_project_name`) dropped; a name
    that is one of the profile's own organisations is an entry misread, not a project."""
    people = {m.name.lower() for m in profile.people} | {(profile.person.name or "").lower()}
    people |= {(x or "").lower() for a in profile.affiliations for x in (a.org, a.org_text)}
    people |= {(x or "").lower() for e in profile.education for x in (e.institution, e.institution_text)}
    people.discard("")
    kept = []
    seen: set[tuple[int, str]] = set()
    for project in profile.projects:
        if (project.name or "").endswith(":"):
            project = replace(
                project, name=project.name.rstrip(": ")
            )  # "◦ Tide Gauge Explorer:" over its lines
        if project.evidence is not None and project.name:
            key = (project.evidence.line, re.sub(r"\s*\([^()]*\)\s*$", "", project.name).lower())
            if key in seen:
                continue  # "Tide Probe (Kelp Snake)" read again from its line by a later rule
            seen.add(key)
        cut = re.split(r"\s+[\[(][^\])]*$", project.name or "")[0]  # "X language [Bioinformatics": cut at it
        cut = cut.split(" | ")[0].strip()  # "name/ | what it is": two layout columns, the name first
        if cut != project.name and heading_kind(cut):
            continue  # "Teaching | • Instructor, …": a section title run into its first line
        if cut != project.name and is_project_name(cut, people):
            project = replace(project, name=cut)
        if (bare := without_funding_note(project.name or "")) != project.name and bare:
            project = replace(project, name=bare)  # "KSF-funded Tide Atlas" is the Tide Atlas
        if names_owner_as_author(project.name, profile.person.name):
            continue  # "Ben Poe, and Ada Roe. (2019)": the authors of a reference, its year on their line
        if _WORKLOAD.match(project.name or ""):
            continue  # "20 Hours/Week" under a post: its workload, not a project
        if _KIND_LABEL.fullmatch(project.name or ""):
            continue  # "PhD Research Project" over its title: the label of a kind of project
        if re.search(r"\bprojects\b|['’]s$", project.name or "", re.I):
            continue  # "Submitted Projects" over a list; "ECB’s toolbox" cut at its owner
        if re.match(
            r"(?:a|an|the|my|our|this|these)\s|[a-z]+ed\s+(?:by|with|in|at)\s|(?:He|She|They|We|I)\s+[a-z]",
            project.name or "",
        ):
            continue  # "a follow-up training program on …", "published by X", "She has led …": a sentence, no name
        if re.search(
            r"\b(?:editorial|advisory|review|program|programme)\s+(?:board|committee)\b",
            project.name or "",
            re.I,
        ):
            continue  # "Editorial Board of X", "Program Committee for Y": a service post, not a project
        tail = (project.name or "").rsplit(", ", 1)
        if len(tail) == 2 and looks_like_org(tail[1]):
            continue  # "Biostatistics I, George Washington University": a course or post at an org
        if is_field_phrase(project.name) and not _dated(project):
            continue  # "**Coastal wave modelling**" in a list of interests: a topic
        quoted = project.evidence is not None and re.search(
            rf"[“\"‘]{re.escape(project.name[:20])}", project.evidence.text
        )
        if is_role_title(project.name) or (_described().match(project.name) and not quoted):
            continue  # "LEAD DEVELOPER" over the projects of a role; "A toolkit for …" under a name
        if is_body(project.name) or is_link_row(project.name):
            continue  # "Coastal Highway Administration" read from a line of the CV: a body; "Video • Code"
        if (
            is_activity(project.name)
            or _known_org(project.name)
            or is_post(project.name)
            or names_post_title(project.name)
        ):
            continue  # "Organizer of the X seminars", "University of Y": a post or a body, not a project
        labelled = project.evidence is not None and f"{project.name}:" in project.evidence.text
        if is_project_name(project.name, people) and not (labelled and is_label(project.name, max_words=3)):
            kept.append(project)  # "Activity period: 2019 – 2020" under a card names no project
    named: set[str] = set()
    once = []
    kept = _without_rereadings(kept)
    for project in _without_name_lists(kept):
        if project.name.lower() not in named:  # "Peers as treatments" read from three dated rows: one project
            named.add(project.name.lower())
            once.append(project)
    profile.projects = once
    return profile


# "20 Hours/Week", "10 hrs per week": the workload a post states on a line of its own
_WORKLOAD = re.compile(r"^\d+(?:\.\d+)?\s*(?:hours?|hrs?)\s*(?:/|per\s+|a\s+)\s*(?:week|wk|month)\b", re.I)


def _own_line(project: Project) -> bool:
    """The project's name opens on its evidence line (not read from the lines above it)."""
    head = project.name.strip('“”"‘’ ')[:20]
    return project.evidence is not None and head in project.evidence.text


def _without_rereadings(projects: list[Project]) -> list[Project]:
    """The projects less a title read a second time from a later line of its own entry: a name that,
    its quotes stripped, opens another project's name or is opened by it ("“Tide Maps" and "Tide Maps:
    A Survey"), kept only where its name opens its evidence line, when the other one's does.

    >>> a = Project("Tide Maps: A Survey of Bays", evidence=Evidence(3, "“Tide Maps: A Survey of Bays” NSF"))
    >>> b = Project("“Tide Maps", evidence=Evidence(5, "7/1/19 - 6/30/21 $50,000"))
    >>> [p.name for p in _without_rereadings([a, b, Project("Kelp Atlas", evidence=Evidence(9, "Kelp Atlas"))])]
    ['Tide Maps: A Survey of Bays', 'Kelp Atlas']
    """

    def bare(name: str) -> str:
        return name.strip('“”"‘’ ').lower()

    dropped: set[int] = set()
    for i, p in enumerate(projects):
        if _own_line(p):
            continue
        for j, q in enumerate(projects):
            if i == j or j in dropped or not _own_line(q):
                continue
            short, long = sorted((bare(p.name), bare(q.name)), key=len)
            if (
                len(short.split()) >= 2  # a one-word name ("Tide") is too short to call a rereading
                and long.startswith(short)
                and long[len(short) : len(short) + 1] in {"", ":", " "}
            ):
                dropped.add(i)
                break
    return [p for i, p in enumerate(projects) if i not in dropped]


def _alone(project: Project) -> bool:
    """The project's row states its name and dates only ("2021-2023 Ada Roe", "Bo Lind, fall 2022")."""
    if project.evidence is None:
        return False
    text = project.evidence.text
    for found in reversed(find_date_ranges(text)):
        text = text[: found.start_pos] + text[found.end_pos :]
    text = re.sub(r"\b(?:spring|summer|fall|autumn|winter)\b", "", text, flags=re.I)
    return " ".join(re.findall(r"[^\W\d_][\w'’.-]*", text)) == project.name


def _without_name_lists(projects: list[Project]) -> list[Project]:
    """The projects less a list of people read as dated rows: three or more dated "projects" a few
    lines apart whose names are people's names ("2021-2023 Ada Roe", "Bo Lind, fall 2022-present") are the students a
    section lists (supervised projects, mentees), not projects.

    >>> rows = [Project(n, start="2022", evidence=Evidence(i, f"2022 {n}")) for i, n in enumerate( ["Ada Roe", "Bo Lind", "Cy van der Berg"])]
    >>> [p.name for p in _without_name_lists([*rows, Project("Tide Maps", start="2020")])]
    ['Tide Maps']
    >>> [p.name for p in _without_name_lists([*rows[:2], Project("Tide Maps", start="2020")])]
    ['Ada Roe', 'Bo Lind', 'Tide Maps']
    """
    from .people import looks_like_person

    named = [p for p in projects if p.start and looks_like_person(p.name) and _alone(p)]
    runs: list[list[Project]] = []
    for p in sorted(named, key=lambda p: p.evidence.line if p.evidence else 0):
        line = p.evidence.line if p.evidence else 0
        last = runs[-1][-1].evidence if runs else None
        if last is not None and line - last.line <= 8:  # a few lines apart: one list
            runs[-1].append(p)
        else:
            runs.append([p])
    listed = {id(p) for run in runs if len(run) >= 3 for p in run}  # rows one under another
    return [p for p in projects if id(p) not in listed]


_OPEN_QUOTE = re.compile(r"[“\"]")
_OPEN_QUOTE_END = re.compile(r"^\W{0,3}”(?=\w)")  # "”Title”": a right quote opening a line opens a title
_FUNDING = re.compile(
    r"[£$€¥]\s?\d|\b(?:grants?|fund(?:ing|ed)?|scheme|PI|Co-?I|co-investigator)\b",
    re.I,
)
_REPO_URL = re.compile(
    r"\s*\|?\s*\(?\s*(?:GitHub|GitLab|Code|Repo(?:sitory)?)?\s*:?\s*https?://(?:www\.)?(?:github|gitlab)\.\S+.*$",
    re.I,
)
_ROW_HEAD = re.compile(r"^(.{2,80}?)\s*(?::\s|\s[–—-]\s|\s\|\s)")


_QUOTED_TITLE = re.compile(r"(?:[“\"]|(?:^|(?<=[,;(]\s)|(?<=[,;(]))\W{0,2}”)([^“”\"]{3,300}?)[”\"“]")


def _quoted_from(lines: list[Line], i: int) -> list[str]:
    """The quoted titles on ``lines[i]`` (one wrapped onto the next lines joined, at most four), in
    order; a right quote opening a title ("”Title”", a word processor's slip) opens it too.

    >>> from talentgraph.extract.sections import split_lines
    >>> _quoted_from(split_lines(['"Tide Maps for All",“Reading the Shore”, ”Kelp and Currents”']), 0)
    ['Tide Maps for All', 'Reading the Shore', 'Kelp and Currents']
    >>> _quoted_from(split_lines(['£900 Tide Society. Contribution towards a symposium, “Kelp in a Warmer Sea”']), 0)
    []
    """
    text = lines[i].text
    for nxt in lines[i + 1 : i + 5]:
        marks = re.findall(r"[“”\"]", text)
        # joined only while a title opened here is still open ("cooperate?” (PI)" closes one from above)
        still_open = len(marks) % 2 == 1 and (marks[-1] != "”" or _OPEN_QUOTE_END.match(text) is not None)
        if not still_open or not nxt.text or nxt.heading:
            break
        text = f"{text} {nxt.text}"
    titles = [
        m.group(1).strip(" .,")
        for m in _QUOTED_TITLE.finditer(text)
        if not _EVENT_BEFORE.search(text[max(0, m.start() - 60) : m.start()])
    ]
    return [t for t in titles if 3 <= len(t.split()) <= 40]


# "towards a symposium, “Title”", "workshop grant “Title”": a funded event's title names no project
_EVENT_BEFORE = re.compile(
    r"\b(?:workshops?|symposi(?:um|a)|conferences?|meetings?|colloqui(?:um|a)|summer\s+schools?|sessions?"
    r"|panels?|seminar\s+series)\b(?:\s+(?:grant|award|funding))?(?:\s+(?:entitled|titled|called|on))?[,:]?\s*$",
    re.I,
)


# a nested list item set wholly in italics: the title of a work under the post above it
_ITALIC_SUB = re.compile(r"^\s*[-*+]\s+([*_])(?![*_\s])([^*_]{10,300}?)(?<!\s)\1\s*$")


def _work_title(text: str) -> bool:
    """A work's title: three to thirty words opening with a capital, no sentence of what was done
    ("Worked on …") and no post.

    >>> _work_title("Costing a tide gauge network for small islands"), _work_title("Managed the lab budget")
    (True, False)
    """
    words = text.split()
    return (
        3 <= len(words) <= 30
        and text[:1].isupper()
        and not text.rstrip().endswith(".")
        and not words[0].endswith("ed")
        and not has_role(text)
        and not is_activity(text)
    )


def _row_name(rest: str) -> str | None:
    """The project's name in the rest of a dated projects row: the head before ':', ' – ' or ' | ',
    else the whole row when it is short ("SAFE TRIAL: Detect side effects …" → "SAFE TRIAL")."""
    rest = _REPO_URL.sub("", rest).strip(" |:–—-,.")
    head = _ROW_HEAD.match(rest)
    if head and 1 <= len(head.group(1).split()) <= 8:
        return head.group(1).strip()
    return rest if 1 <= len(rest.split()) <= 6 and not re.search(r"[,;“”\"]", rest) else None


# a heading over a list of the owner's software ("Contributed Software", "Software & Datasets", "R Packages")
_SOFTWARE_HEADING = re.compile(r"\b(?:software|packages|libraries|datasets|code)\b", re.I)
# "tidekit: Reads tide gauges …", "tidekit    Primary developer. Reads …" (a PDF's column gap):
# a code name, then a colon or a gap, then a description of three words or more
# (a row whose name is long for its column loses the gap: "tide.gauge Primary developer. Reads …")
# (the owner's part is no name: "main author of kelpr, …", "core developer of the tidekit library")
_OWNER_PART = (
    r"(?i:(?:(?:primary|lead|main|original|sole|core)\s+)?(?:co-?)?(?:developer|author|maintainer|creator)\b)"
)
_CODE_ROW = re.compile(
    r"^\{?(?!(?i:primary|lead|main|original|sole|core|co-?(?:developer|author|maintainer|creator))\b)"
    rf"([A-Za-z][\w.+-]{{1,30}})\}}?\*?(?::\s+|\s{{3,}}|\s(?={_OWNER_PART}))(?=[A-Za-z(])\S+(?:\s+\S+){{2,}}"
)
_CODE_LOOK = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z][-+.][A-Za-z0-9]|\d|^[a-z]|^[A-Z]{3,}$")


@table
@cache
def _apposed_row() -> re.Pattern[str]:
    """ "Tide Atlas, a dataset of …": a name of one to four capitalised words, a comma, an article and,
    within five words, a kind of software or data (``artifact_nouns`` in ``data/tech_context.yaml``)."""
    from .technologies import tech_context

    nouns = "|".join(re.escape(n) for n in tech_context().get("artifact_nouns", []))
    name = r"[A-Z][\w.+'’-]*\*?(?:\s+[A-Z][\w.+'’-]*\*?){0,3}(?:\s+\([A-Z][\w-]{1,15}\))?"
    return re.compile(rf"^({name}),\s+(?:a|an)\s+(?:[^\s,.;]+\s+){{0,5}}?(?:{nouns})s?\b")


def software_rows(lines: list[Line]) -> dict[int, str]:
    """Names of the owner's software listed under a heading that names software, packages, code or
    datasets (of a projects section or of none): each row opens with a code name and a colon or a
    column gap, or with a name and ", a <kind of software>". Line number → name.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Contributed Software", "tidekit: a package for reading tide gauges in R",
    ...     "kelpr    Primary developer. Maps kelp beds.", "Shore Atlas, a dataset of shore profiles.",
    ...     "“shoreR: Profiles of Sandy Shores,” R package (2020–)",
    ...     "## Skills", "tidyverse: used in most of my work"])
    >>> software_rows(lines)
    {2: 'tidekit', 3: 'kelpr', 4: 'Shore Atlas', 5: 'shoreR'}
    >>> software_rows(split_lines(["### R Packages", "2. tidekit: an R package for tide tables. On GitHub"]))
    {2: 'tidekit'}
    """
    out: dict[int, str] = {}
    under = False
    for ln in lines:
        if ln.heading:
            under = ln.kind in {None, "projects"} and bool(_SOFTWARE_HEADING.search(ln.text))
            continue
        if not under or ln.skip or not ln.text:
            continue
        text = re.sub(r"^\d{1,3}[.)]\s+", "", ln.raw.strip().lstrip("-*•● ").strip())  # "3. tidekit: …" too
        # "“tidekit: Reads tide gauges,” R package": the row quotes its name and title as one
        text = re.sub(r"^[“\"](?=[A-Za-z][\w.+-]{1,30}:\s)", "", text)
        code = _CODE_ROW.match(text)
        if code and _CODE_LOOK.search(code.group(1)) and not is_label(code.group(1)):
            out[ln.no] = code.group(1)
        elif apposed := _apposed_row().match(ln.text.lstrip("-*•● ")):
            out[ln.no] = apposed.group(1).replace("*", "")
    return out


def unread_project_rows(lines: list[Line], profile: Profile) -> list[Project]:
    """Projects in rows no earlier reading took: a dated row of a projects section ("2022 – 2024 |
    SAFE TRIAL: Detect …"), a projects-section row naming its code ("Name | (GitHub: https://…)"),
    and the quoted title of a funded project in a grants list ('£90,000 Fund, “Title …”').

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Projects", "2022 – 2024 | SAFE TRIAL: Detect side effects of drugs.",
    ...     "Tensor Sketching | (GitHub: https://github.com/jroe/tsketch)", "Grants",
    ...     '£89,000 Tide Fund, “From free-riding to sharing: how', 'people cooperate” (PI), 2023-2024'])
    >>> [(p.name, p.start) for p in unread_project_rows(lines, Profile(source="x"))]
    [('SAFE TRIAL', '2022'), ('Tensor Sketching', None), ('From free-riding to sharing: how people cooperate', None)]
    """
    held: list[Project | Affiliation | Education] = [
        *profile.projects,
        *profile.affiliations,
        *profile.education,
    ]
    taken = {x.evidence.line for x in held if x.evidence}
    known = {p.name.lower() for p in profile.projects if p.name}
    out: list[Project] = []

    def add(name: str | None, ln: Line, start: str | None = None, end: str | None = None) -> None:
        if name and name.lower() not in known and is_project_name(name):
            known.add(name.lower())
            out.append(Project(name, None, start, end, None, list(ln.links), Evidence(ln.no, ln.raw.strip())))

    by_no = {x.no: x for x in lines}
    for no, name in software_rows(lines).items():
        if no not in taken:
            add(name, by_no[no])
    funding = False  # under a "Funding" / "Grants" heading every quoted title is a funded project's
    for i, ln in enumerate(lines):
        if ln.heading:
            funding = bool(re.search(r"\b(?:fund(?:ing|ed)?|grants?)\b", ln.text, re.I))
        if ln.heading or ln.skip or not ln.text or ln.no in taken:
            continue
        opens = re.match(r"\W{0,3}[“”\"]", ln.text) is not None  # a title leads the item, not a quotation
        prev = next((x.text for x in reversed(lines[:i]) if x.text), "")
        opens = opens and not re.search(
            r"\b(?:prizes?|awards?|medals?|honou?rs?)\b", prev, re.I
        )  # a jury's words
        if ln.kind in {"projects", "awards"} and (
            (funding and opens) or _FUNDING.search(" ".join(x.text for x in lines[max(0, i - 1) : i + 1]))
        ):
            titles = _quoted_from(lines, i)
            for title in titles:
                add(title, ln)
            if titles:
                continue
        italic = _ITALIC_SUB.match(ln.raw) if ln.kind == "experience" and ln.bullet and ln.indent else None
        if italic and _work_title(italic.group(2)):
            add(italic.group(2).strip(), ln)  # "  - *Tide Memory in Estuaries*" under "- 2019: Post, Org"
            continue
        if ln.kind != "projects" or ln.bullet or re.match(r"[a-z]+\s", ln.text):
            continue  # "published by rOpenSci (2016–): https://…": the wrapped end of the row above
        dates = find_date_ranges(ln.text)
        if dates and dates[0].start_pos <= 1 and not _OPEN_QUOTE.search(ln.text):  # a quoted title: a talk
            add(_row_name(ln.text[dates[0].end_pos :]), ln, dates[0].start, dates[0].end)
        elif _REPO_URL.search(ln.text) and not dates:
            add(_row_name(ln.text), ln)
    return out


# "Senior Project: Solar Kiln Controller", "Master's Group Project: Mapping …": a degree's own titled project,
# named by what follows the label. Not "Course Project: <course>", whose label names the course.
_DEGREE_PROJECT = re.compile(
    r"^(?:(?:Master|Bachelor)['’]?s\s+|Undergraduate\s+|Honou?rs\s+)?"
    r"(?:Senior(?:\s+(?:Design|Capstone))?|Capstone(?:\s+Design)?|Group|Final[- ]Year|Master['’]?s|Bachelor['’]?s)"
    r"\s+Project\s*:\s*([A-Z][^|]{4,150}?)\s*(?:\||$)"
)


def degree_projects(lines: list[Line], profile: Profile) -> None:
    """Lines labelled as a degree's titled project ("Senior Project: …", "Master's Group Project: …"):
    each is a project named by its title (GUIDE: capstones named as the owner's project with a title).

    >>> from talentgraph.extract.sections import split_lines
    >>> p = Profile(source="x")
    >>> degree_projects(split_lines(["B.S. Physics, Example University", "Senior Project: Solar Kiln Controller",
    ...     "Master's Course Project: Statistics for Ocean Data | Blog"]), p)
    >>> [x.name for x in p.projects]
    ['Solar Kiln Controller']
    """
    known = {x.name.lower() for x in profile.projects}
    for ln in lines:
        m = _DEGREE_PROJECT.match(ln.text)
        if not m or ln.heading:
            continue
        name = project_name(m.group(1).rstrip(" .;,"))
        if len(name.split()) >= 2 and name.lower() not in known:
            known.add(name.lower())
            profile.projects.append(
                Project(name, None, None, None, None, ln.links, Evidence(ln.no, ln.raw.strip()))
            )


def without_advised_projects(projects: list[Project], lines: list[Line]) -> list[Project]:
    """``projects`` without those read from a section of the people the owner supervised or mentored:
    a student's "Research Project: …" is the student's work, not the owner's (annotation guide).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["## Students Supervised", "Ola Berg, MSc", "Research Project: Fjord Tides"])
    >>> without_advised_projects([Project("Fjord Tides", evidence=Evidence(3, ""))], lines)
    []
    """
    advised = {ln.no for ln in lines if ln.kind == "people"}
    return [p for p in projects if p.evidence is None or p.evidence.line not in advised]
