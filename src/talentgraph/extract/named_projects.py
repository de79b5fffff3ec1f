"""Projects named in the prose of an entry: "Built Hearth, a compiler for …", "My main project was
Graph Lens", "I lead the team behind Lodeline", "the X project", and bold names in descriptions.

Each takes the organisation of the entry it is written in. Lines of a projects section are left to
the section's own reading, and names that are organisations, roles or technologies are not projects.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.gazetteers import OrgGazetteer
>>> from talentgraph.model import Affiliation, Evidence, Profile
>>> lines = split_lines(["Experience", "Initech, Engineer, 2019 - 2021",
...                      "- Built Hearth, a compiler for serving; added sharding to **Meshtide**, our store.",
...                      "- My main project was Graph Lens, which suggested relations.",
...                      "- Built the new pipeline, a faster one."])
>>> p = Profile(source="x", affiliations=[Affiliation(org_text="Initech", evidence=Evidence(2, ""))])
>>> [(x.name, x.org) for x in prose_projects(lines, p, OrgGazetteer([]))]
[('Hearth', 'Initech'), ('Meshtide', 'Initech'), ('Graph Lens', 'Initech')]
>>> lines = split_lines(["Experience", "Initech, Engineer, 2019 - 2021", "- Project: Soft Grippers for Fruit"])
>>> [x.name for x in prose_projects(lines, p, OrgGazetteer([]))]
['Soft Grippers for Fruit']
"""

from __future__ import annotations

import re
from functools import cache

from ..gazetteers import OrgGazetteer, technology_index, topic_index
from ..model import Evidence, Profile, Project
from .dates import find_date_ranges
from .entries import enclosing_org
from .fields import has_role, is_location, looks_like_org
from .layout import field_label
from .maintained_software import included_own_work, maintained_software
from .projects import listed_names, project_name
from .sections import Line, heading_kind
from .technologies import tech_context

__all__ = [
    "coined_name",
    "enumerated_projects",
    "member_collaborations",
    "project_quoted",
    "prose_projects",
    "role_headings",
    "titled_project_names",
]

_NAME = r"([A-Z][\w+.'’-]*[\w+](?:\s+[A-Z0-9][\w+.'’-]*){0,3})"
_VERB = (
    r"(?:[Bb]uilt|[Dd]esigned|[Dd]eveloped|[Cc]reated|[Ww]rote|[Ll]aunched|[Ii]mplemented|[Mm]aintain(?:ed|s)?"
    r"|[Ll]ed|[Ll]ead|[Oo]pen-sourced|[Cc]o-created|[Cc]o-designed|[Pp]rototyped|[Ss]hipped|[Ii]ntroduced)"
)
# a coined code name: capitals inside or a digit ("KELP", "Kelp100", "CAMP-North", "MedR-Kelp"), not a word
_CODE = r"((?=[A-Z][\w-]*(?:[A-Z][\w-]*[A-Z]|\d))[A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)*)"
# before the word only a name that is no bare acronym ("the EEG project", "a NASA project": what or whose)
# (or capitals joined by a hyphen, "KELP-NET project": coined, where "NASA" alone is an agency)
_CODE_BEFORE = r"((?=[A-Z][\w-]*(?:[a-z\d]|[A-Z]-[A-Z]))(?=[A-Z][\w-]*(?:[A-Z][\w-]*[A-Z]|\d))[A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)*)"
_PATTERNS = [
    re.compile(
        rf"\b{_VERB}\s+(?:and\s+\w+\s+)?(?:the\s+)?{_NAME},\s+(?:a|an|the|our|my)\s"
    ),  # "Built X, a compiler"
    # "We're building X, the cloud platform", "I also manage X, a database tool", "Ann runs X, an outreach series"
    re.compile(
        rf"\b(?:[Bb]uild(?:s|ing)?|[Dd]evelop(?:s|ing)?|[Mm]anag(?:e|es|ing)|[Rr]uns?|[Cc]reat(?:e|es|ing)"
        rf"|[Mm]aintaining|[Ll]eading)\s+(?:the\s+)?{_NAME},\s+(?:a|an|the|our|my)\s"
    ),
    re.compile(rf"\b(?:main|first|current|last|thesis|PhD)\s+project\s+(?:was|is)\s+{_NAME}"),
    re.compile(rf"\bteam\s+behind\s+{_NAME}"),
    re.compile(
        rf"\b(?:[Ll]ead|[Ll]ed|[Ll]eading)\s+(?:of\s+)?the\s+{_NAME}\s+(?:project|effort|benchmark|suite|system)"
    ),
    # "the Station Q initiative", "the Visual GEC programming language": a name with what it is ("the X project":
    # _TITLED_PROJECT)
    re.compile(
        rf"\bthe\s+{_NAME}\s+(?:initiative|programming\s+language|toolkit|toolbox|software\s+package"
        r"|simulator|consortium\s+project)\b(?!\s+[A-Z(\['‘“\"])"  # "the EU project FOO": a funder, then the name
    ),
    # "built the Tidewright platform"; not "runs on the Tidewright platform", "a module of the Tidewright
    # platform": one the owner worked on or with, which is a product of others
    re.compile(
        r"(?<!\bon\s)(?<!\bof\s)(?<!\bin\s)(?<!\bwith\s)(?<!\busing\s)(?<!\bvia\s)(?<!\binto\s)(?<!\bonto\s)"
        rf"\bthe\s+{_NAME}\s+platform\b(?!\s+[A-Z(\['‘“\"])"
    ),
]
# "the Tide Software and Computing project", "DOE-funded Tide Memory Model (TMM) project", "the Niche project (USD1M)", "the Sea Grass Bay (Kulin) project", "the
# Tide 2030 project": a Title Case name with small words, numbers or a bracketed note inside; a bracket after the
# word is a note, not the name
_TITLED_PROJECT = re.compile(
    r"\b(?:the|[A-Za-z]+-funded)\s+((?:[A-Z][\w+'’.-]*\s+(?:(?:of|for|and|in|on|&)\s+)?)"
    r"(?:[A-Z0-9][\w+'’.-]*\s+(?:(?:of|for|and|in|on|&)\s+)?){0,5}(?:\([A-Z][^()]{1,30}\)\s+)?)"
    r"project\b(?!\s+[A-Z\['‘“\"])"
)
_CODE_PATTERNS = [
    # "the KELP-North project", "European TIDE Project", "the project Kelp100": a coined code name by the word
    re.compile(rf"(?<![\w-]){_CODE_BEFORE}\s+[Pp]roject\b"),
    # not "the project GIS database" (a modifier), "the project EU-Fund [Name]" (a funder, then the name)
    re.compile(
        rf"\b[Pp]roject\s+{_CODE}(?![\w-])(?!\s*[\[(A-Z])"
        r"(?!\s+(?!(?:at|in|of|for|with|and|to|on|from|by|which|that|funded|led|is|was|has)\b)[a-z])"
    ),
]
# "developing a Biodiversity Resilience Model", "our Rules of Life Engine": a Title Case name that ends
# in what it is, after a determiner
_KIND_NAME = re.compile(
    r"\b(?:the|a|an|our|my)\s+((?:[A-Z][\w'’-]*\s+(?:(?:of|for|and|in|on)\s+)?){1,4}"
    r"(?:Initiative|Project|Model|Engine|Platform|Toolkit|Toolbox|Observatory|Consortium|Atlas|Census|Database"
    r"|Simulator))\b(?!\s+[A-Z])"
)
# "Field assistant, Kestrel Valley Archaeology Project. PI: …", "2018-present | KELP Ocean Collaboration": a
# Title Case name that ends in "Project" or, for the large science collaborations one is a member of, "Collaboration"
_PROJECT_TITLE = re.compile(
    r"(?<![\w'’-])((?:[A-Z][\w'’-]*\s+(?:(?:of|for|and|in|on|the)\s+)*){1,6}(?:Project|Collaboration))\b(?!\s+(?:[A-Z]|\((?![A-Z]{2,8}\))))"  # "(KVP)": its acronym
)
# words that say what kind of project without naming one ("BSc Research Project", "View Project")
_GENERIC_PROJECT = frozenset({"research", "collaborative", "view", "final", "group", "team", "pilot", "student",
                              "class", "course", "capstone", "thesis", "semester", "independent", "personal", "side",
                              "summer", "senior", "honors", "honours", "bsc", "msc", "ba", "ma", "phd", "master",
                              "masters", "bachelor", "undergraduate", "graduate", "doctoral", "degree", "the", "this",
                              "my", "our", "a", "an", "new", "joint", "major", "minor", "current", "main", "funded",
                              "european", "national", "international", "eu", "nsf", "erc", "of", "for", "and", "in",
                              "on", "project", "collaboration", "industry", "industrial", "academic",
                              "interdisciplinary", "multidisciplinary", "ongoing", "past", "h2020", "fp7", "msca"})  # fmt: skip


# "the NERC-funded project *Tide Memory in Estuaries*", "my fellowship project, *Kelp2Fuel*": the project's
# title set in italics right after the word
_ITALIC_AFTER_PROJECT = re.compile(
    r"\bproject,?\s+(?:(?:called|entitled|titled|named)\s+)?([*_])(?![*_\s])([^*_\n]{3,250}?)(?<!\s)\1(?![*\w])",
    re.I,
)


def italic_project_titles(raw: str) -> list[str]:
    """The titles set in italics right after the word "project" in a line with its markup.

    >>> italic_project_titles("Leading the NERC-funded project *Tide Memory in Estuaries* since 2020")
    ['Tide Memory in Estuaries']
    >>> italic_project_titles("my **Kestrel Fellowship** project, *Kelp2Fuel* where I try"), italic_project_titles("a *big* project")
    (['Kelp2Fuel'], [])
    """
    return [m.group(2).strip() for m in _ITALIC_AFTER_PROJECT.finditer(raw)]


def titled_project_names(text: str) -> list[str]:
    """Title Case names that end in "Project" and say which project ("Kestrel Valley Archaeology
    Project"), not only what kind ("BSc Research Project").

    >>> titled_project_names("2017 Field assistant, Kestrel Valley Archaeology Project. PI: A. Roe.")
    ['Kestrel Valley Archaeology Project']
    >>> titled_project_names("BSc Research Project 2020; the Pilot Project Grant; View Project")
    []
    >>> titled_project_names("Working on the Orrery European Project")
    ['Orrery']
    >>> titled_project_names("Joined the Kestrel Valley Project (KVP)"), titled_project_names("See The Kelp Project")
    (['Kestrel Valley Project'], ['Kelp Project'])
    >>> titled_project_names("2018-present | KELP Ocean Collaboration"), titled_project_names("an Industry Collaboration")
    (['KELP Ocean Collaboration'], [])
    """
    out = []
    for m in _PROJECT_TITLE.finditer(text):
        if m.group(1).endswith("Collaboration") and not _row_is(text, m.group(1)):
            continue  # "Member of the ATLAS Collaboration, analysis contact": a sentence about a post
        words = re.split(r"\s(?:on\s)?[Tt]he\s", m.group(1))[-1].split()  # "Working on the X Project": X
        if words[0] == "The" and len(words) > 2:
            words = words[1:]  # "Check out The Kelp Project": the article is no part of the name
        low = [w.lower().strip("'’") for w in words]
        if all(w in _GENERIC_PROJECT for w in low):
            continue
        if low[-2] in _GENERIC_PROJECT:  # "Orrery European Project": the name is what precedes the kind
            while low and low[-1] in _GENERIC_PROJECT:
                low.pop()
                words.pop()
        out.append(" ".join(words))
    return out


_LEAD_ROLE = (
    r"(?:(?:Lead\s+)?Project\s+(?:Director|Lead(?:er)?|Manager|Coordinator|Scientist)|(?:Co-?)?PI"
    r"|(?:Co-?)?Principal\s+Investigator(?:\s+\((?:Co-?)?PI\))?)"
)
# "2019-2022 Project Director, X Survey.", "2006-present: Principal Investigator (PI) for the X Node of Y.",
# "Principal Investigator, X Field Program (2014–Present)": the leading role, then the name it leads
_DIRECTED = re.compile(
    rf"^(?:(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)?\d\d|present))?:?\s+(?:\|\s+)?)?{_LEAD_ROLE}(?:\s+and\s+{_LEAD_ROLE})?"
    r"(,\s+|\s+(?:for|of)\s+the\s+(?:project\s+)?)"
    r"([A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|for|and|in|on|the|de|la)){1,10})(?=[.,;]|\s+\(|$)"
)


# "2014 Field assistant, Kestrel Shore Survey of Dunes. PI: A. Roe": a post in a project another person leads
_LED_BY = re.compile(
    r"^(?:(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)?\d\d|present))?\s+(?:\|\s+)?)?([A-Z][\w' -]{2,40}?),\s+"
    r"([A-Z][^.;:]{5,150}?)\.\s+(?:Co-?)?(?:PI|Supervisor|Director)s?\s*:"
)
_SMALL_WORDS = frozenset({"of", "for", "and", "the", "in", "on", "at", "de", "la", "del", "du", "von", "van"})


def directed_project(text: str) -> list[str]:
    """The project a row says the owner directs ("2019-2022 Project Director and Co-PI, Kestrel Shore
    Survey. Kestrel, Norway."): the Title Case name after the leading role.

    >>> directed_project("2019-2022 Project Director and Co-PI, Kestrel Shore Survey. Kestrel, Norway.")
    ['Kestrel Shore Survey']
    >>> directed_project("2017 | Project Director, Archaeology of Dunes in Kestrel, pilot study.")
    ['Archaeology of Dunes in Kestrel']
    >>> directed_project("2014 Field assistant, Kestrel Shore Survey of Dunes. PI: A. Roe, Kestrel University.")
    ['Kestrel Shore Survey of Dunes']
    >>> directed_project("2014 Field archaeologist, Old Fort, Kestrel. PI: A. Roe"), directed_project("PI, tide maps.")
    ([], [])
    >>> directed_project("2014 Research assistant, Kestrel University. PI: A. Roe")
    []
    >>> directed_project("2006-present: Principal Investigator (PI) for the North Node of the Tide Watch Program.")
    ['North Node of the Tide Watch Program']
    >>> directed_project("Lead Project Scientist, Kestrel Shore Reconnaissance Missions (2014–2017)")
    ['Kestrel Shore Reconnaissance Missions']
    >>> directed_project("Principal Investigator of the Kestrel Tide Lab (2019–2021)")
    []
    """
    m = _DIRECTED.match(text.strip())
    if m:
        plain = m.group(1).startswith(",") and text.strip()[m.end() :][:1] != "("  # "Role, X Survey."
        if plain or not looks_like_org(m.group(2)):  # not "PI for the Kestrel Lab", "PI, Tide Center (2019–)"
            return [m.group(2)]
    m = _LED_BY.match(text.strip())
    if (
        m is None
        or not has_role(m.group(1))
        or looks_like_org(m.group(2))
        or looks_like_org(m.group(2).split(",")[0])
    ):
        return []
    words = [w for w in re.split(r"[\s,]+", m.group(2)) if w]
    titled = all(w[:1].isupper() or w[:1].isdigit() or w in _SMALL_WORDS for w in words)
    head = m.group(2).split(",")[0]
    if not titled or len(head.split()) < 3 or is_location(head):
        return []  # not "Old Fort, Kestrel": a place
    parts = m.group(2).split(", ")
    while len(parts) > 1 and is_location(parts[-1]):
        parts.pop()  # "…, Kenya": where, not part of the name
    return [", ".join(parts)]


# "Software development: TideKit (https://…)", "Tool development (KelpMap)", "Software development for
# NISAR", "Software Development: Developed Tide Gauge Module to …": the labelled work names what was made
_DEVELOPMENT = re.compile(
    r"^\W{0,3}(?:[\w-]+\s+)?(?i:software|tool|code|package|pipeline)s?\s+(?i:development)\s*"
    r"(?::\s*|\(\s*|for\s+(?:the\s+)?)(?:(?:[Dd]eveloped|[Bb]uilt|[Ww]rote|[Cc]reated)\s+(?:the\s+)?)?"
    r"([A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*){0,4})(?=\s*[(),.;:]|\s+(?:to|for|that|which|with|in|at|on)\b|\s*$)"
)


def developed_software(text: str) -> list[str]:
    """The name a "Software development" row says the owner made (Title Case or a coined word).

    >>> developed_software("∗ Software development: TideKit (https://x.example/tidekit)")
    ['TideKit']
    >>> developed_software("Tool development ( KelpMap )"), developed_software("Software development for NISAR")
    (['KelpMap'], ['NISAR'])
    >>> developed_software("Software Development: Developed Tide Gauge Module to run maps at scale.")
    ['Tide Gauge Module']
    >>> developed_software("Software development for geologic hydrogen exploration"), developed_software("Web development")
    ([], [])
    >>> developed_software("Pipeline development for SNP calling in turtles")  # "SNP" qualifies the work
    []
    """
    m = _DEVELOPMENT.match(text.strip())
    return [m.group(1)] if m and m.group(1)[:1].isupper() else []


def _row_is(text: str, name: str) -> bool:
    """The row states ``name`` and little else: its years, a separator ("2018-present | X")."""
    rest = text.replace(name, " ")
    for found in reversed(find_date_ranges(rest)):
        rest = rest[: found.start_pos] + rest[found.end_pos :]
    return not re.search(r"[^\W\d_]{2,}", rest)


# "worked on project 19-1488Y: “Title”", "a sub-project titled ‘Title’": the quoted title of a project
_PROJECT_QUOTED = re.compile(
    r"\b(?:[Pp]roject|[Pp]roposal)\b[^“\"‘”’.;]{0,40}?(?:titled|entitled|called|:|,)?\s*[“\"‘]([^”\"’“]{8,200})[”\"’]"
)


# "the EU project 'Tide Maps for All'": a title in typewriter quotes right after the word
_PROJECT_APOSTROPHES = re.compile(
    r"\b[Pp]roject\s+(?:(?:en)?titled\s+|called\s+)?'([A-Z][^'\n]{8,200})'(?!\w)"
)


def project_quoted(text: str) -> list[str]:
    """The titles a line quotes right after the word "project" (or "proposal"): three words or more,
    so a quoted phrase inside a sentence ("the ‘data well’") is not one.

    >>> project_quoted('Worked on project **19-1488Y**: "Tide memory in estuaries of the north".')
    ['Tide memory in estuaries of the north']
    >>> project_quoted("to lead a sub-project titled ‘Resources for Shore Decisions’."), project_quoted("a ‘data well’ project")
    (['Resources for Shore Decisions'], [])
    >>> project_quoted('Project "Tide Atlas" funded by the Kestrel Foundation')
    ['Tide Atlas']
    >>> project_quoted("Employed on the EU project 'Tide Maps: A Study of Shores' (2019)")
    ['Tide Maps: A Study of Shores']
    """
    return [
        m.group(1).strip(" ,.")
        for m in _PROJECT_QUOTED.finditer(text)
        if len(m.group(1).split()) >= 3
        or re.match(r"\s*[Pp]roject\s*[“\"‘]", m.group(0))  # 'Project "Tide Atlas"'
    ] + [m.group(1).strip(" ,.") for m in _PROJECT_APOSTROPHES.finditer(text) if len(m.group(1).split()) >= 3]


def wrapped_project_quoted(text: str, after: list[str]) -> list[str]:
    """The titles quoted after the word "project" that begin in ``text`` and close in the lines
    ``after`` it (see :func:`project_quoted`).

    >>> wrapped_project_quoted("2013 – 2018 Researcher on the project ‘Tide Memory of", ["Northern Estuaries’ at X"])
    ['Tide Memory of Northern Estuaries']
    >>> wrapped_project_quoted("Researcher on project ‘Tide Maps for All’.", ["Taught two courses."])
    []
    >>> wrapped_project_quoted("Advised a capstone project, “Seed banks for", ["urban shores”"])
    []
    """
    joined = " ".join([text, *after])
    return [
        m.group(1).strip(" ,.")
        for m in _PROJECT_QUOTED.finditer(joined)
        if m.start() < len(text) < m.end(1)
        and len(m.group(1).split()) >= 3
        and joined[m.start() - 1 : m.start()] not in {"-", "/"}  # "…/news/new-project-leader “Title”": a link
        and not _ADVISED.search(text[: m.start()])  # "Advised a capstone project, “Title”": the students'
    ]


_ADVISED = re.compile(r"\b(?:advis|supervis|mentor|co-?advis|direct)\w*", re.I)


# "Member of the KELP collaboration (2010 – present)": a large science collaboration one belongs to, by
# its code name ("the American Physical Society" is a learned society, no code name)
_MEMBER_OF = re.compile(
    r"\b[Mm]ember\s+of\s+the\s+((?=[A-Z][\w/-]*[A-Z])[A-Z][\w/-]*[A-Z0-9](?:\s+[A-Z][\w/-]*)?"
    r"\s+(?:[Cc]ollaboration|[Ee]xperiment|[Cc]onsortium))\b"
)


def member_collaborations(text: str) -> list[str]:
    """The code-named collaboration, experiment or consortium a membership row names ("Member of the
    X collaboration" and its years, nothing else: a sentence that goes on is about a post).

    >>> member_collaborations("* Member of the KELP collaboration (2010 – present)")
    ['KELP collaboration']
    >>> member_collaborations("Member of the TideWatch-2 Consortium"), member_collaborations("Member of the Kestrel Society")
    (['TideWatch-2 Consortium'], [])
    >>> member_collaborations("Member of the KELP Collaboration. Analysis lead for the tide search.")
    []
    """
    rows = [m for m in _MEMBER_OF.finditer(text) if _row_is(text.replace(m.group(0), m.group(1)), m.group(1))]
    return [m.group(1) for m in rows]  # not "Member of the KELP Collaboration. Analysis lead …": a post


# "I am involved in the KELP and TideNet collaborations", "a member of the KELP experiment": the
# owner's part in large science collaborations named by code (two capitals: no "the Ocean Consortium")
_TAKES_PART = re.compile(
    r"\b(?:(member\s+of)|involved\s+in|part\s+of|participat\w*\s+in|contribut\w*\s+to"
    r"|work(?:s|ed|ing)?\s+(?:on|in|for|with))\s+the\s+",
    re.I,
)
_CODE_NAME = r"(?=[A-Z][\w/-]*[A-Z])[A-Z][\w/-]*[A-Za-z0-9]"
# the group right after the verb's own "the" (not "I work on the theory, and the KELP collaboration …")
_CODED_GROUP = re.compile(
    rf"({_CODE_NAME}(?:(?:,\s*|\s+and\s+|,\s+and\s+){_CODE_NAME})*)"
    r"\s+([Cc]ollaborations?|[Ee]xperiments?|[Cc]onsorti(?:um|a))\b"
)
# "… the KELP experiment and the SHORE-2 Consortium": a further group the same verb governs
_NEXT_GROUP = re.compile(r"(?:,\s*(?:and\s+)?|\s+and\s+)the\s+")
# "a member of the Steering Committee for the KELP experiment": the verb's body, then the group
_BODY_OF = re.compile(r"(?:[A-Z][\w-]*\s+){1,4}(?:for|of)\s+the\s+")


def _code_name(name: str, kind: str) -> bool:
    """A code name, not a term: no lower-case part ("RNA-seq", "NSF-funded"), no number after a hyphen
    that reads as a year or a strain ("COVID-19"; "SHORE-2" stays), no term the topic or technology
    vocabularies know, and not an acronym of the consortium itself ("the W3C Consortium")."""
    if any(part[:1].islower() for part in re.split(r"[-/]", name)) or re.search(r"-\d{2,}", name):
        return False
    if kind.lower().startswith("consorti") and name.endswith("C"):
        return False
    try:
        return topic_index().lookup(name) is None and technology_index().lookup(name) is None
    except Exception:  # vocabularies not installed: the shape alone decides
        return True


def joined_collaborations(text: str) -> list[str]:
    """The code names of the collaborations, experiments or consortia a sentence says the owner takes
    part in ("member of", "involved in", "work on" right before them, in the same sentence);
    "experiments" only after "member of" ("I worked on the CRISPR experiments" are lab work).

    >>> joined_collaborations("I am involved in the KELP and TideNet collaborations.")
    ['KELP', 'TideNet']
    >>> joined_collaborations("I am a member of the KELP experiment and the SHORE-2 Consortium.")
    ['KELP', 'SHORE-2']
    >>> joined_collaborations("Results of the KELP collaboration were shown."), joined_collaborations("I work in the Ocean Consortium.")
    ([], [])
    >>> joined_collaborations("I work on the theory, and the KELP collaboration uses it.")
    []
    >>> joined_collaborations("Ada is a member of the Steering Committee for the KELP experiment.")
    ['KELP']
    """
    out: list[str] = []
    for sentence in re.split(r"(?<=[.;!?])\s+", text):
        for verb in _TAKES_PART.finditer(sentence):
            body = _BODY_OF.match(sentence, verb.end())
            at = body.end() if body and not _CODED_GROUP.match(sentence, verb.end()) else verb.end()
            while m := _CODED_GROUP.match(sentence, at):
                kind = m.group(2).lower()
                if verb.group(1) or kind != "experiments":
                    names = re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1))
                    out += [n for n in names if n and n not in out and _code_name(n, kind)]
                more = _NEXT_GROUP.match(sentence, m.end())
                if more is None:
                    break
                at = more.end()
    return out


# "[Islands 2030 initiative](https://…)": a linked name that says it is an initiative or a project
_LINKED_KIND = re.compile(r"\[([A-Z][^\]\[]{1,50}?\s(?:initiative|project))\]\(")
# "My current projects involve (1) how children learn X … and (2) Y": the numbered items name them
_ENUMERATED = re.compile(
    r"\b(?:my|our)\s+(?:current\s+|ongoing\s+|main\s+|recent\s+)?projects\s+(?:involve|include|are|cover)\s+",
    re.I,
)


def enumerated_projects(text: str) -> list[str]:
    """The items of "my current projects involve (1) A … and (2) B …", each up to its first aside.

    >>> enumerated_projects("My current projects involve (1) tidal memory in estuaries (with Ada Roe) and (2) the "
    ...     "kelp census of the north coast, sometimes with drones.")
    ['tidal memory in estuaries', 'kelp census of the north coast']
    """
    m = _ENUMERATED.search(text)
    if m is None:
        return []
    rest = re.split(r"(?<=[a-z)])\.\s", text[m.end() :])[0]
    out = []
    for item in re.split(r"\s*\(\d\)\s*", rest)[1:]:
        item = re.split(r"\s+\(|,\s|;\s|\s+[–—]\s", item)[0]
        item = re.sub(r"\s+and$", "", item.strip(" .")).strip()
        item = re.sub(r"^the\s+", "", item)
        if 2 <= len(item.split()) <= 20:
            out.append(item)
    return out


_LINKED = r"\[([^\]\[]{2,40})\]\((?:https?://|/)[^)\s]*(?:\s+\"[^\"]*\")?\)"  # a link, with its title or not
_LINK_RUN = rf"{_LINKED}(?:\s*(?:,|and|&)\s*{_LINKED})*"
_MADE = re.compile(
    r"\b(?:created|developed|co-developed|built|wrote|designed|maintain(?:s|ed)?|led|extended"
    r"|contribut(?:e|es|ed|ing)\s+to)"  # "contributing to open source projects like [X](…)"
    rf"\s+(?:the\s+|my\s+|our\s+)?(?:(?!with\b|using\b|by\b|on\b|in\b|upon\b)[\w-]+\s+){{0,4}}?{_LINK_RUN}",
    re.I,
)


# a plural noun right after one linked name: what was made with or for it ("[Streamlit](…) apps",
# "led [Soil Lab](…) workshops"); "the [KELP](…) projects" names the project
_MADE_WITH = re.compile(
    r"\s+(?!(?:projects|initiatives|was|has|does|this|thus|plus|across|versus)\b)[a-z]{2,}[a-rt-z]s\b"
)


@cache
def _kind_after() -> re.Pattern[str]:
    """A run of links followed by what they are ("the [X](…) and [Y](…) projects", "[X](…) code")."""
    nouns = _artifact_nouns()
    return re.compile(rf"{_LINK_RUN}\s+(?:projects?|initiatives?|code|software|{nouns})s?\b")


def linked_work(raw: str) -> list[str]:
    """Linked names a sentence says are the owner's work: after a verb of making ("created
    [Tidekit](…) and [Shoremap](…)") or before what they are ("the [KELP](…) and [DUNE](…) projects",
    "extended the [TIDE-3](…) code"); not generic link words ("[code](…)") nor long phrases.

    >>> linked_work("I created [Tidekit](https://x.example/t) and [Shoremap](https://x.example/s).")
    ['Tidekit', 'Shoremap']
    >>> linked_work("I joined the [KELP](https://kelp.example) and [DuneNet](https://d.example) projects.")
    ['KELP', 'DuneNet']
    >>> linked_work("See my [recent work](https://x.example/p) and [GitHub](https://github.com/x).")
    []
    >>> linked_work("This site is built with [Jekyll](https://x.example/j).")
    []
    >>> linked_work("you'll find me contributing to open source projects like [Tidekit](https://x.example/t).")
    ['Tidekit']
    >>> linked_work("My work extended the state-of-the-art [KELP-3D](https://x.example/k) code.")
    ['KELP-3D']
    >>> linked_work("I maintain a [kelp diary](https://x.example/d) and [tidekit](https://x.example/t).")
    ['tidekit']
    >>> linked_work("I built [Shiny](https://x.example/s) apps and led [Soil Lab](https://x.example/l) workshops.")
    []
    """
    out: list[str] = []
    for pattern in (_MADE, _kind_after()):
        for m in pattern.finditer(raw):
            links = re.findall(_LINKED, m.group(0))
            after = raw[m.end() :] if pattern is _MADE else m.group(0)[m.group(0).rfind(")") + 1 :]
            if len(links) == 1 and _MADE_WITH.match(after):
                continue  # "deploying [Streamlit](…) apps": things made with it
            for name in links:
                name = re.sub(r"\s*\([^()]*\)$", "", name.strip(" *_`"))  # "Tide Atlas (TA)": the name
                if (
                    name.lower() not in _LINK_WORDS
                    and 1 <= len(name.split()) <= 4
                    and (name[:1].isupper() or bool(_CODE_SHAPE.search(name)))
                    and not re.fullmatch(r"[a-z]+(?:\s+[a-z]+)+", name)  # "a [twitter thread](…)": a phrase
                    and name not in out
                ):
                    out.append(name)
    return out


# a name linked to its code ("I worked on [Firewood](https://github.com/org/firewood)")
_REPO_LINK = re.compile(
    r"\[([^\]\[]{2,40})\]\(https?://(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|"
    r"huggingface\.co|sourceforge\.net/projects)/[\w.-]+/[\w.-]+/?\)"
)
# "with the [paperish](…) theme", "based on X's theme [no-frills](…)": the theme or template a site is built with
_THEME_AFTER = re.compile(r"\s*(?:Jekyll\s+|Hugo\s+|website\s+|site\s+)?(?:theme|template)s?\b", re.I)
_THEME_BEFORE = re.compile(r"\b(?:theme|template)\s*$", re.I)


# an image, another link, an HTML tag: no words of a cell's own ("| [a](…)<br>[b](…) |" lists two)
_CELL_MARKUP = re.compile(r"!?\[[^\]]*\]\([^)]*\)|<[^>]*>")


def described_in_cell(raw: str, start: int) -> bool:
    """A link at ``start`` of a table row that words of its own cell come before: a thing the row's
    description mentions, not the row's own work, which opens its cell.

    >>> row = "| [tidekit](https://github.com/me/tidekit) | A tide tool, now part of [seakit](https://github.com/o/s) |"
    >>> described_in_cell(row, row.find("[tidekit]")), described_in_cell(row, row.find("[seakit]"))
    (False, True)
    """
    if "|" not in raw[:start]:
        return False
    cell = _CELL_MARKUP.sub(" ", raw[:start].rsplit("|", 1)[-1])
    return re.search(r"[^\W\d_]{2,}", cell) is not None


def _site_theme(raw: str, start: int, end: int) -> bool:
    """The link at ``raw[start:end]`` names the theme or template the site uses, no work of the owner.

    >>> raw = "Built with the [paperish](https://github.com/x/paperish) theme."
    >>> _site_theme(raw, 15, raw.index(")") + 1), _site_theme("[tidekit](…) for tides", 0, 12)
    (True, False)
    """
    return bool(_THEME_AFTER.match(raw, end) or _THEME_BEFORE.search(raw, 0, start))


_LINK_WORDS = frozenset({"code", "github", "gitlab", "repo", "repository", "source", "source code", "here", "link",
                         "website", "pdf", "slides", "project page", "project", "demo", "paper", "data", "dataset",
                         "software"})  # fmt: skip
_PROJECT_LABEL = re.compile(r"^(?:research\s+)?(?:project|proposal)(?:\s+title)?\s*:\s*(\S.{2,150})$", re.I)
_LOWER_NAME = r"([a-z][a-z0-9]*(?:[A-Z0-9_.-][A-Za-z0-9]+)*)"  # "splitkit", "torchfoo", "py-bar"


@cache
def _artifact_nouns() -> str:
    """The kinds of software (``artifact_nouns`` in ``data/tech_context.yaml``) as one alternation."""
    return "|".join(re.escape(n) for n in tech_context().get("artifact_nouns", []))


@cache
def _artifact() -> re.Pattern[str]:
    """ "maintain lowname, a small … library": a lower-case name is a project only when the apposition
    names a kind of software (:func:`_artifact_nouns`) within eight words."""
    nouns = _artifact_nouns()
    return re.compile(rf"\b{_VERB}\s+{_LOWER_NAME},\s+(?:a|an)\s+(?:[^\s,.;]+\s+){{0,7}}?(?:{nouns})s?\b")


@cache
def _apposed() -> re.Pattern[str]:
    """ "- qascade, a (closed-source) Python package for …": a list item opens with a coined name, a
    comma and, within seven words, a kind of software (:func:`_artifact_nouns`)."""
    nouns = _artifact_nouns()
    return re.compile(
        rf"^([A-Za-z][\w.+-]{{2,30}}),\s+(?:(?:a|an)\s+)?(?:[^\s,.;]+\s+){{0,6}}?(?:{nouns})s?\b"
    )


_CALLED = re.compile(rf"\b(?:called|named|dubbed)\s+{_NAME}")


@cache
def _work_cue() -> re.Pattern[str]:
    """A kind of work (:func:`_artifact_nouns`, a project, a method) or a verb of making or working."""
    nouns = _artifact_nouns()
    return re.compile(
        rf"\b(?:{nouns}|project|initiative|software|programm?e?|application|website|study|survey|method|approach"
        r"|algorithm|technique)s?\b|\b(?:develop|buil[dt]|creat|design|wr[io]te|writ|launch|implement|maintain|lead"
        r"|led\b|work|propos|introduc)",
        re.I,
    )


def called_names(text: str) -> list[str]:
    """The names a sentence gives its owner's work ("a Python package called Tidekit"), not the ones it
    gives a pet or a band in a sentence about life outside work (no kind of work or verb of making
    before the name in its sentence).

    >>> called_names("I wrote a package called Tidekit. We have a dog called Pip and a band named Kestrel.")
    ['Tidekit']
    """
    out = []
    for m in _CALLED.finditer(text):
        sentence = text[text.rfind(". ", 0, m.start()) + 1 : m.start()]
        if _work_cue().search(sentence):
            out.append(_trim(m.group(1)))
    return out


_CODE_SHAPE = re.compile(r"[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z][-+][A-Za-z0-9]|\d|^[a-z]|^[A-Z]{3,}$")


def apposed_name(text: str) -> str | None:
    """The coined name a list item opens with before ", a … package" (see :func:`_apposed`).

    >>> apposed_name("qascade, a (closed-source) Python package for noise budgets")
    'qascade'
    >>> apposed_name("TideKit, an open-source toolkit for gauges"), apposed_name("Kestrel, a small town library")
    ('TideKit', None)
    """
    m = _apposed().match(text)
    return m.group(1) if m and _CODE_SHAPE.search(m.group(1)) else None


_NOT_FIRST = frozenset({"The", "A", "An", "Our", "My", "This", "That", "These", "It", "We", "I", "In", "On"})


def _is_name(name: str, orgs: OrgGazetteer, org_texts: set[str]) -> bool:
    words = name.split()
    if not words or words[0] in _NOT_FIRST or len(name) < 3 or name.lower() in org_texts:
        return False
    if has_role(name) or looks_like_org(name) or is_location(name) or orgs.find(name):
        return False
    try:
        return technology_index().lookup(name) is None
    except Exception:  # vocabulary not installed
        return True


def _trim(name: str) -> str:
    """A name ends before a trailing common word ("Orrery benchmark" stays "Orrery")."""
    words = name.split()
    while len(words) > 1 and not words[-1][:1].isupper():
        words.pop()
    return " ".join(words)


_PACKAGE_LABEL = re.compile(r"^(?:[\w-]+\s+){0,3}(?:packages?|software|libraries)(?:\s+[\w-]+){0,3}:?$", re.I)
_PACKAGE_ITEM = re.compile(r"^[-–•*]?\s*([A-Za-z][\w.+]{1,29})\s+[-–—]\s+\S")


def package_items(lines: list[Line]) -> dict[int, str]:
    """Names of a list of the owner's software under a label line that is no heading ("R packages I
    wrote:", "Package portfolio"), each item "name – what it does"; the lines between items carry on
    its description. Line number → name.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Some intro text here.", "Packages in R:", "• tidekit – reads tide gauges", "and more of them:",
    ...     "-kelpr - maps kelp", "Interests", "• Bay life – a hobby"])
    >>> package_items(lines)
    {3: 'tidekit', 5: 'kelpr'}
    """
    out: dict[int, str] = {}
    under = False
    for ln in lines:
        text = ln.text.strip()
        if ln.heading or (re.match(r"[A-Z][\w /&-]{1,30}:(?:\s|$)", text) and not _PACKAGE_LABEL.match(text)):
            under = False  # "Languages: English": another label; "and how it is used:" goes on
        elif not ln.bullet and len(text.split()) <= 6 and _PACKAGE_LABEL.match(text):
            under = True
        elif under and (m := _PACKAGE_ITEM.match(text)):
            out[ln.no] = m.group(1)
        elif under and ln.bullet:
            under = False  # a bullet that names nothing ends the list
    return out


def _carried_on(lines: list[Line], i: int) -> list[str]:
    """The texts of up to two lines that carry on the sentence of ``lines[i]`` (a PDF's wrapped row):
    the lines right after it that are no heading, no new list item and of its section."""
    out: list[str] = []
    for ln in lines[i + 1 : i + 3]:
        if ln.heading or ln.skip or ln.bullet or not ln.text or ln.kind != lines[i].kind:
            break
        out.append(ln.text)
    return out


# "in the Cook Islands. This project", "the CV and project showcase": a sentence's end or a joining word
# inside the words before "project", so no name of one
_NOT_THE_NAME = re.compile(r"[a-z]{2}\.\s|\s(?:of|for|and|in|on|&)$")


def the_project_names(text: str) -> list[str]:
    """The Title Case names of "the X project" in ``text``.

    >>> the_project_names("I lead the Kelp Atlas project. It maps the Cook Islands. This project runs.")
    ['Kelp Atlas']
    >>> the_project_names("this site is now more personal than the CV and project showcase it was")
    []
    """
    names = [m.group(1).strip() for m in _TITLED_PROJECT.finditer(text)]
    return [n for n in names if not _NOT_THE_NAME.search(n)]


def wrapped_titled_projects(text: str, after: list[str]) -> list[str]:
    """The names "the X project" that begin in ``text`` and end in the lines ``after`` it.

    >>> wrapped_titled_projects("2009-2010: a report for the", ["Monitoring Shore Activities in Europe (MASE)",
    ...     "project funded by the Commission."])
    ['Monitoring Shore Activities in Europe (MASE)']
    >>> wrapped_titled_projects("Member of the Kelp Atlas project.", ["Developed tools."])
    []
    """
    joined = " ".join([text, *after])
    return [
        m.group(1).strip()
        for m in _TITLED_PROJECT.finditer(joined)
        if m.start() < len(text) < m.end(1)  # within the line alone the name is read already
        and not _NOT_THE_NAME.search(m.group(1).strip())
    ]


def prose_projects(lines: list[Line], profile: Profile, orgs: OrgGazetteer) -> list[Project]:
    """Projects named in entry prose, in document order, not already in ``profile`` (see the example)."""
    known = {p.name.lower() for p in profile.projects}
    named = {p.evidence.line for p in profile.projects if p.evidence}  # a project's line names no other
    org_texts = {(x or "").lower() for a in profile.affiliations for x in (a.org, a.org_text)}
    org_texts |= {(x or "").lower() for e in profile.education for x in (e.institution, e.institution_text)}
    out: list[Project] = []
    packaged = package_items(lines)
    for i, ln in enumerate(lines):
        if ln.skip or ln.heading or not ln.text or ln.kind in {"projects", "publications", "news", "awards"}:
            continue
        if ln.no in named:
            continue
        # "Roe, A. and Poe, B. Lessons from the Kelp Atlas project", "Roe, A. (2019). …": a paper's title
        cites = _cites(ln.text)
        above = lines[i - 1] if i and not ln.bullet and not lines[i - 1].heading else None
        reference = (
            cites
            or _REFERENCE_YEAR.search(ln.text) is not None
            or (above is not None and opens_reference(above.text))
        )  # "Roe, A. (2021, May 2). Tides in the" / "north. Kelp Atlas Project seminar, Kestrel U.": a talk
        names = []
        if not reference:
            names += [_trim(m.group(1)) for pattern in _PATTERNS for m in pattern.finditer(ln.text)]
            names += called_names(ln.text)
            titled = the_project_names(ln.text)
            titled += wrapped_titled_projects(ln.text, _carried_on(lines, i))
            names += [
                n for n in titled if not all(w in _GENERIC_PROJECT for w in n.lower().split())
            ]  # "the NSF project": a funder's, which the name check below drops
        names += [m.group(1) for m in _artifact().finditer(ln.text) if m.group(1) not in _COMMON]
        if not re.search(r"[“”\"]", ln.text) and not cites:  # a quoted title is a paper's or a talk's
            coded = [m.group(1) for pattern in _CODE_PATTERNS for m in pattern.finditer(ln.text)]
            names += [
                n for n in coded if not all(part in _GENERIC_PROJECT for part in n.lower().split("-"))
            ]  # "the EU H2020 project", "an EU-FP7 project": a funder
        start = min((ln.text.find(b) for b in ln.bold), default=-1)
        if (
            ln.kind in {"experience", "about", None}
            and len(ln.text.split()) > 6
            and start > 0
            and not cites
            and not ln.cells
            and not ln.raw.lstrip().startswith(
                "|"
            )  # "| 2019 | **Staff Scientist** | Org |": a table's fields
        ):
            names += [
                b
                for b in ln.bold
                if len(b.split()) <= 3
                and b[:1].isupper()
                and any(_APPOSITION.match(ln.text, m.end()) for m in re.finditer(re.escape(b), ln.text))
            ]
        if ln.kind in {
            "about",
            None,
            "experience",
            "other",
        }:  # "## Photography & tools": a heading of no kind we read
            names += [
                m.group(1).strip()
                for m in _REPO_LINK.finditer(ln.raw)
                if m.group(1).strip().lower() not in _LINK_WORDS
                and (len(m.group(1).split()) == 1 or m.group(1)[:1].isupper())  # not "[my thesis](…)"
                and len(m.group(1).split()) <= 4
                and not _site_theme(ln.raw, m.start(), m.end())
                and not described_in_cell(ln.raw, m.start())
            ]
        if ln.kind in {"about", None, "experience"}:
            if not re.search(r"[“”\"]", ln.text):  # a quoted title is a paper's or a talk's
                names += [
                    m.group(1).strip()
                    for m in _KIND_NAME.finditer(ln.text)
                    if not _topic(m.group(1)) and not re.fullmatch(r"\S+\s+Model", m.group(1).strip())
                ]  # "the Standard Model", "the Compartmental Model": a kind of model, not one built
            names += [m.group(1).strip() for m in _LINKED_KIND.finditer(ln.raw)]
        # not in "A. Roe et al. (KELP Collaboration), “Title”": a paper
        if ln.kind in {"about", None, "experience", "other", "service", "interests"} and not reference:
            names += [
                n
                for n in titled_project_names(ln.text)
                if not _CITATION.search(ln.text) or _unquoted(n, ln.text)
            ]
        enumerated = enumerated_projects(ln.text) if ln.kind in {"about", None} else []
        if ln.kind in {"about", None, "experience", "other", "service"} and not _CITATION.search(ln.text):
            enumerated += directed_project(ln.text)  # "2019 Project Director, X Survey.": stated
        if ln.kind in {"about", None, "experience"} and not cites:
            enumerated += linked_work(ln.raw)  # "created [Tidekit](…)", "the [X](…) and [Y](…) projects"
        apposed = apposed_name(ln.text) if ln.bullet and ln.kind in {"about", None, "experience"} else None
        enumerated += [apposed] if apposed else []  # "- qascade, a Python package for …": stated
        enumerated += member_collaborations(ln.text)  # "Member of the KELP collaboration": stated
        if ln.kind in {"about", None, "experience"}:
            enumerated += [  # "I am involved in the KELP collaboration"; not "KELP" beside "KELP Consortium"
                n
                for n in joined_collaborations(ln.text)
                if not any(o.lower().startswith(f"{n.lower()} ") for o in [*names, *enumerated, *known])
            ]
        if ln.kind in {"about", None, "experience", "other"}:
            enumerated += maintained_software(ln.raw)  # "main developer of the code KELP-MC": stated
            enumerated += included_own_work(ln.raw)  # "I lead datasets including KelpML and TideML": stated
            enumerated += project_quoted(ln.text)  # "worked on project 3443: “Title”": stated, as a label is
            enumerated += wrapped_project_quoted(ln.text, _carried_on(lines, i))
            italics = italic_project_titles(ln.raw)  # "the NERC-funded project *Title*": stated
            enumerated += italics
            names = [n for n in names if not any(t != n and t.startswith(n) for t in italics)]  # "KELP: …"
        names += developed_software(ln.text)  # "Software development: TideKit (…)": checked as a name
        lead = _bold_lead(ln) or _coined_lead(ln)
        if lead:
            names.append(lead)
        names = [
            n for n in names if not any(o != n and o.startswith(f"{n} ") for o in names)
        ]  # "X 2040 initiative"
        names.sort(key=lambda n: ln.text.find(n))
        labelled = _PROJECT_LABEL.match(ln.text)
        if labelled and project_name(labelled.group(1)):
            names = [project_name(labelled.group(1))]  # "Project: A Steerable Gripper for X (Nick)"
        listed = listed_names(ln.raw, ln.text) if ln.bullet and not labelled else []
        if listed:
            names, labelled = listed, _PROJECT_LABEL.match("Project: x")  # "Software outcome: A, B"
        if ln.no in packaged:
            names, enumerated = [packaged[ln.no]], []
        for name in [*names, *enumerated]:
            stated = labelled or name in enumerated  # the sentence says these are projects
            name = name.strip("`*_ ")  # "[`tidekit`](…)": the link's code markup is no part of the name
            if name.lower() in known or (not stated and not _is_name(name, orgs, org_texts)):
                continue
            org = enclosing_org(profile, ln.no, lines)
            if org is not None and name.lower() in org.lower() and not _on_project(name, org):
                continue
            known.add(name.lower())
            out.append(Project(name, org, None, None, None, list(ln.links), Evidence(ln.no, ln.raw.strip())))
    for i, ln in enumerate(lines):
        for name in project_row_titles(lines, i):  # "Projects: A, B": stated
            if name.lower() not in known:
                known.add(name.lower())
                org = enclosing_org(profile, ln.no, lines)
                out.append(
                    Project(name, org, None, None, None, list(ln.links), Evidence(ln.no, ln.raw.strip()))
                )
    for ln in role_headings(lines):
        if ln.text.lower() not in known:
            known.add(ln.text.lower())
            out.append(
                Project(ln.text, None, None, None, None, list(ln.links), Evidence(ln.no, ln.raw.strip()))
            )
    return out


# "Projects: A, B", "Additional Projects: A (Blog) (3/24); B (Repo)": a row that lists the owner's projects by title
_PROJECTS_ROW = re.compile(
    r"^(?:(?:additional|other|side|selected|key|personal)\s+)?projects\s*:\s+(\S.*)$", re.I
)
# "Led the move to X, …": a sentence of what was done, no title
_DONE_VERB = re.compile(r"^(?:[A-Z][a-z]*ed|Built|Wrote|Ran|Made|Taught|Won)\b")


def project_row_titles(lines: list[Line], i: int) -> list[str]:
    """The titles a "Projects:" row that is no list item lists, over the lines a PDF wraps it on
    (those that go on after a comma, a semicolon or a lower-case word, or open with a bracket), each
    without its bracketed notes; none if any item is no title (a word, a sentence of what was done).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Experience", "Projects: Mapping of kelp beds with drones, automated",
    ...     "tide gauge reading using LLMs", "Kestrel Labs - Analyst"])
    >>> project_row_titles(lines, 1)
    ['Mapping of kelp beds with drones', 'automated tide gauge reading using LLMs']
    >>> lines = split_lines(["Experience", "Other Projects: Tide Atlas of the North (Blog) (3/24);", "Kelp Census in R (Repo)"])
    >>> project_row_titles(lines, 1)
    ['Tide Atlas of the North', 'Kelp Census in R']
    >>> project_row_titles(split_lines(["Experience", "Projects: Led the move to cloud, cutting costs by 30%"]), 1)
    []
    """
    ln = lines[i]
    m = _PROJECTS_ROW.match(ln.text)
    if m is None or ln.bullet or ln.heading:
        return []
    texts = [m.group(1)]
    for nxt in lines[i + 1 : i + 4]:
        if nxt.heading or nxt.bullet or nxt.skip or not nxt.text or nxt.kind != ln.kind:
            break
        if not (
            re.search(r"(?:[,;]|(?<!\S)[a-z][\w-]*)$", texts[-1])
            or nxt.text.startswith("(")
            or nxt.text[:1].islower()
        ):
            break
        texts.append(nxt.text)
    joined = re.sub(r"\s*\([^()]*\)", "", " ".join(texts))  # "(Blog|Repo) (12/23)": notes, not the title
    items = [x.strip(" .") for x in re.split(r"[;,]\s*", joined)]
    items = [x for x in items if x]
    if not items or any(
        not 2 <= len(x.split()) <= 20 or not x[:1].isalpha() or _DONE_VERB.match(x) for x in items
    ):
        return []
    return items


def _on_project(name: str, org: str) -> bool:
    """The post's organisation, as read, is the project the row names ("Consultant, Kestrel Plan:
    (KELP-North project)"): the name is the project's, not a word of its employer's name.

    >>> _on_project("KELP-North", "Kestrel Plan: (KELP-North project)"), _on_project("Initech", "Initech Labs")
    (True, False)
    """
    return re.search(rf"(?<![\w-]){re.escape(name)}\s+[Pp]roject\b", org) is not None


# "I am co-PI on …", "I am the site lead for …", "I am senior personnel on …": the owner's part in a funded project
_GRANT_ROLE = re.compile(
    r"\bI\s+(?:am|was|serve\s+as|served\s+as)\s+(?:the\s+|a\s+|an\s+)?(?:co-?PI|PI|(?:co-?)?Principal\s+Investigator"
    r"|senior\s+personnel|key\s+personnel|site\s+lead|co-?investigator)\b",
    re.I,
)


def role_headings(lines: list[Line]) -> list[Line]:
    """Headings of a page (not section names) whose text under them states the owner's part in a funded
    project ("### Tide Watch" / "I am co-PI on a collaborative project to …"): each names a project.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["### [Tide Watch](https://x.example)", "I am co-PI on a project to map tides.",
    ...     "### Teaching", "I am PI on nothing here.", "### Hobbies", "I sail."])
    >>> [ln.text for ln in role_headings(lines)]
    ['Tide Watch']
    """
    out = []
    for i, ln in enumerate(lines):
        if (
            not ln.heading
            or heading_kind(ln.text)
            or not 1 <= len(ln.text.split()) <= 12
            or not ln.text[:1].isalnum()
        ):
            continue
        j = i + 1  # the text under the heading, up to the next one (no copy of the rest of the page)
        while j < len(lines) and not lines[j].heading:
            if _GRANT_ROLE.search(lines[j].text):
                out.append(ln)
                break
            j += 1
    return out


_CITATION = re.compile(r"[“”\"]|\bet\.?\s+al\b")
_AUTHOR = re.compile(r"\b[A-Z][\w'’-]+,\s(?:[A-Z]\.\s?-?){1,3}")


def _cites(text: str) -> bool:
    """The line is a reference: two authors written "Surname, I." ("Roe, A., Lind, B. K. (2021) …").

    >>> _cites("1. Roe, A.#, **Lind, B.**, Okafor, D. “Tides.” **J. Tide Stud.**, 2025"), _cites("Built **Hearth**, a compiler")
    (True, False)
    """
    return len(_AUTHOR.findall(text)) >= 2


_REFERENCE_YEAR = re.compile(r"\((?:19|20)\d\d[a-z]?\)\.")  # "Roe, A. (2013). Title": a reference
# "Roe, A. (2021, May 2). Title", "Roe A, Lind BK. Title": the authors that open a reference
_REFERENCE_OPENING = re.compile(
    r"^\W{0,3}(?:\[\d{1,3}\]\s*|\d{1,3}\.\s+)?(?:[A-Z][\w'’-]+,\s(?:[A-Z]\.\s?){1,3}\s*\((?:19|20)\d\d\b"
    r"|[A-Z][\w'’-]+\s[A-Z]{1,3},\s[A-Z][\w'’-]+\s[A-Z]{1,3}\b)"
)


def opens_reference(text: str) -> bool:
    """The line opens a reference (a paper's or a talk's), whose next lines go on with its title and venue.

    >>> opens_reference("Roe, A. (2021, Dec. 1). Tides of the north:"), opens_reference("Roe A, Lind BK. Tides of the")
    (True, True)
    >>> opens_reference("Tides, A. Roe and the Kelp Atlas project"), opens_reference("Tide Officer: Ran tide walks (2023).")
    (False, False)
    """
    return _cites(text) or bool(_REFERENCE_OPENING.match(text))


_QUOTED = re.compile(r"[“\"]([^”\"]*)[”\"]")


def _unquoted(name: str, text: str) -> bool:
    """``name`` ends in "Project" and stands outside the quotes of a line that cites no paper: a
    thesis title quoted beside it ("my PhD on “Tide Memory”, then the Kelp Project") hides no project.

    >>> _unquoted("Kelp Project", "PhD on “Tide Memory” at Kestrel, then the Kelp Project")
    True
    >>> _unquoted("Kelp Project", "Roe, A. “The Kelp Project: a review”"), _unquoted("KELP Collaboration", "et al. (KELP Collaboration), “Tides”")
    (False, False)
    """
    if not name.endswith("Project") or re.search(r"\bet\.?\s+al\b", text):
        return False
    return not any(name in m.group(1) for m in _QUOTED.finditer(text))


def _topic(name: str) -> bool:
    """The topic scheme knows ``name`` ("a Large Language Model" names a kind of thing, no project)."""
    try:
        return topic_index().lookup(name) is not None
    except Exception:  # scheme not installed
        return False


def _bold_lead(ln: Line) -> str | None:
    """ "- **Name**: what it does" under a position: a bullet led by a bold name and a colon or dash
    (not a label such as "**Tools**:" or a section word such as "**Teaching**:")."""
    if (
        not ln.bullet
        or ln.kind not in {"experience", None}
        or not ln.bold
        or not ln.text.startswith(ln.bold[0])
    ):
        return None
    name = ln.bold[0].strip(" :")
    rest = ln.text[len(ln.bold[0]) :]
    if not re.match(r"\s*(?::|[–—]|\s-)\s+\S", rest) or len(name.split()) > 4 or not name[:1].isupper():
        return None
    if (
        field_label(f"{name}: x")
        or heading_kind(name)
        or name.lower() in _LABEL_WORDS
        or find_date_ranges(name)
    ):
        return None
    return name


_COINED = re.compile(
    r"^((?=[\w-]*(?:[a-z][A-Z]|[A-Za-z]-[A-Za-z]|[A-Z]{2}[a-z]))[A-Z][\w-]{2,30}):\s+[A-Z]\w"
)


def _coined_lead(ln: Line) -> str | None:
    """ "- MatSci-LLM: Core developer of …" under a position: a coined one-word name (inner capital or
    hyphen) before a colon and a sentence names a project, as a bold lead does."""
    return coined_name(ln.text) if ln.bullet and ln.kind in {"experience", None} else None


def coined_name(text: str) -> str | None:
    """The coined name leading a highlight ("TideKit: Built …"), else None.

    >>> coined_name("TideKit: Built a flood model"), coined_name("Tools: Python, Go")
    ('TideKit', None)
    """
    m = _COINED.match(text)
    return m.group(1) if m and not field_label(text) else None


# "**Meshtide**, the open-source planner", "**Kelp**, our in-house model": a bold name the sentence says is a thing
_APPOSITION = re.compile(r"\*{0,2},\s+(?:a|an|the|our|my|its|their|[A-Z]?[a-z]+['’]s)\s")

_COMMON = frozenset(
    {"it", "this", "that", "them", "one", "code", "software", "tools", "things", "everything"}
)
_LABEL_WORDS = frozenset({"tools", "stack", "tech", "impact", "role", "responsibilities", "result", "results",
                          "note", "highlights", "achievements", "focus", "topics", "keywords", "team"})  # fmt: skip
