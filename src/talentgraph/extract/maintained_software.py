"""Software a line says the owner makes or keeps: "Creator and maintainer of the Python package
“TideKit”", "main developer of the Monte Carlo code KELP-MC", "contributing to [shorekit](…)",
"Development of the wavetools R package". The owner's part in it (creator, maintainer, developer,
contributor) is what makes a named tool a project rather than a technology the owner merely used.

>>> maintained_software("Creator and maintainer of the Python package “TideKit” for tides.")
['TideKit']
>>> maintained_software("Contributor to Kestrel Weekly magazine; developer of multiple packages")
[]
"""

from __future__ import annotations

import itertools
import re
from functools import cache

from ..gazetteers import technology_index

__all__ = ["included_own_work", "maintained_software"]

# the owner's part: "main developer", "co-creator", "maintainer"; or the work itself ("development of")
_PART = (
    r"(?:(?:[Mm]ain|[Ll]ead|[Cc]ore|[Pp]rincipal|[Aa]ctive|[Oo]riginal|[Ii]nitial)\s+)?(?:[Cc]o-?)?"
    r"(?:[Cc]reator|[Mm]aintainer|[Dd]eveloper|[Cc]ontributor|[Aa]uthor|[Dd]esigner)s?"
    r"|[Dd]evelopment|[Mm]aintenance|[Cc]ontributing|[Mm]aintaining|[Dd]eveloping"
)
# a second part or a seat beside it ("Creator and maintainer of", "Core developer and member of the board for")
_AND = r"(?:\s+and\s+[\w -]{2,60}?)?"
_KIND = (
    r"(?:package|library|code|codebase|toolkit|toolbox|tool|software|framework|program|platform|simulator"
    r"|app|application|pipeline|solver|interface)"
)
# a name as written: quoted, linked, or a coined token ("KELP-MC", "tidekit", "PyTide")
_QUOTED = r"[“\"](?P<quoted>[^”\"]{2,40})[”\"]"
_LINKED = r"\[(?P<linked>[^\]\[]{2,40})\]\([^)\s]+\)"
_TOKEN = r"(?P<token>[A-Za-z][\w.+-]*[\w+])"
# words between the part and the name: no sentence break, no comma (the name is the part's object)
_GAP = r"(?:[\w+#/’'-]+\s+){0,7}?"
_KIND_THEN_NAME = re.compile(
    rf"\b(?:{_PART}){_AND}\s+(?:(?:of|to|on|for)\s+)?(?:the\s+|an?\s+)?(?P<gap>{_GAP})(?P<what>{_KIND})\s+"
    rf"(?:{_QUOTED}|{_LINKED}|(?!{_KIND}s?\b){_TOKEN})"  # "the software program X": the kind is "program"
)
_NAME_THEN_KIND = re.compile(
    rf"\b(?:{_PART}){_AND}\s+(?:(?:of|to|on|for)\s+)?(?:the\s+)?(?:open[- ]source\s+)?(?:{_QUOTED}|{_LINKED}|{_TOKEN})"
    rf"\s+(?P<kind>R[- ]package|Python\s+package|{_KIND}|project)\b"
)
# "Led the development of HighPT, an open-source tool …", "led me to develop Tidewright: a Python package",
# "Co-author of “Tidewright”, a C++ interface for …"
_APPOSED = re.compile(
    rf"\b(?:{_PART}|[Dd]evelop){_AND}\s+(?:of\s+)?(?:the\s+)?(?P<q>[“\"])?(?P<title>[A-Z][\w+.-]*(?:\s+[A-Z][\w+.-]*){{0,4}})"
    rf"(?(q)[”\"])[,:]\s+(?:a|an)\s+{_GAP}{_KIND}s?\b"
)
# a CV's verb-led line: "Maintain the tidekit open-source package", "Created and maintained the TideR R
# package", "Developed the Kestrel Survey observing tools"; the words between "the" and what it is name it
_MADE_THE = re.compile(
    # the verb opens the line, a sentence or "I …": "My sister maintains the X package" is not the owner's
    r"(?:^[\s•*–-]*|(?<=[.;:|]\s)|(?<=\bI\s)|(?<=\bI\salso\s))(?P<verb>(?:[Cc]o-?)?(?:[Mm]aintain(?:s|ed)?|[Cc]reated|[Dd]eveloped|[Ww]rote|[Aa]uthored"
    r"|[Cc]ontributed))(?:\s+and\s+(?:co-?)?(?:maintained|developed|maintain))?\s+the\s+"
    r"(?P<title>[\w+.-]+(?:\s+[\w+.-]+){0,5}?)\s+(?:open[- ]source\s+)?(?:R\s+|Python\s+)?"
    rf"{_KIND}s?\b"
)
_LINKED_ONLY = re.compile(rf"\b(?:{_PART}){_AND}\s+(?:(?:of|to|on|for)\s+)?(?:the\s+)?{_LINKED}")
# a coined token: an inner capital, capitals, a hyphen or dot inside, or a digit ("PyTide", "KELP-MC");
# a plain word is a name only before what it is ("the Brewster project", "wavetools R-package")
_CODE_SHAPE = re.compile(r"[a-z][A-Z]|[A-Z]{2,}|[A-Za-z][-+.][A-Za-z0-9]|\d")
# capitals that name a field, a department or a degree, not a tool ("development of the software IT support")
_FIELD_ACRONYMS = frozenset({"IT", "HR", "AI", "ML", "DL", "NLP", "CV", "CS", "UI", "UX", "QA", "API", "APIs", "GUI",
                             "GUIs", "CAD", "CFD", "GIS", "ERP", "CRM", "IoT", "ICT", "EU", "US", "UK", "PhD", "MSc",
                             "BSc", "R&D", "SaaS", "ETL", "BI", "HPC", "OS"})  # fmt: skip
# a common noun after the capitals makes them a modifier ("the software IT support team")
_NOUN_AFTER = re.compile(
    r"\s+(?:support|services?|team|teams|department|departments|staff|office|unit|desk|helpdesk|operations"
    r"|infrastructure|solutions|systems|needs|requirements|training|courses?)\b",
    re.IGNORECASE,
)
# "program" is a funding programme too: software only as a "software/computer … program" or a coined
# name no programme takes ("PyTide", "Macaulay2", "tide.io")
_SOFTWARE_QUALIFIER = re.compile(
    r"\b(?:software|computer|simulation|analysis|open[- ]source)\b", re.IGNORECASE
)
_CODED = re.compile(r"[a-z][A-Z]|[a-z]\d|[a-z][.+_][a-z]")
_NOT_NAMES = frozenset({"the", "a", "an", "this", "that", "these", "our", "my", "its", "their", "new", "open",
                        "open-source", "various", "multiple", "several", "many", "other", "source", "and", "of",
                        "for", "in", "is", "was", "which", "used", "written", "based", "with", "called", "named",
                        "to", "at", "on", "package", "library", "code", "tool", "software", "framework",
                        "platform"})  # fmt: skip


# a body or a course named before what it made: "the Department website software", "the PhD Program tools"
_BODY_WORDS = frozenset({"department", "program", "programme", "lab", "laboratory", "group", "team", "course",
                         "school", "faculty", "institute", "university", "center", "centre", "office", "in-house",
                         "introduction"})  # fmt: skip


@cache
def _known_technology(name: str) -> bool:
    try:
        return technology_index().lookup(name) is not None
    except Exception:  # vocabulary not installed
        return False


def _made_name(m: re.Match[str]) -> str | None:
    """The name in a verb-led line (:data:`_MADE_THE`): a run of capitalised or coined words
    ("Kestrel Bay observing tools": "Kestrel Bay"), or a lowercase coined token ("tidekit2"), or the
    words an "open-source" closes ("tide reduce open-source package"); a plain word is no name."""
    words = m.group("title").split()
    open_source = re.match(r"\s+open[- ]source\b", m.string[m.end("title") :]) is not None
    if words[0][:1].isupper():
        run = list(itertools.takewhile(lambda w: w[:1].isupper() or _CODE_SHAPE.search(w), words))
        name = " ".join(run)
    elif open_source:
        name = " ".join(words)
    else:
        name = words[0] if _CODE_SHAPE.search(words[0]) else ""
    if not name or name.lower() in _NOT_NAMES or name in _FIELD_ACRONYMS or _known_technology(name):
        return None
    if any(re.sub(r"['’]s$", "", w.lower()) in _BODY_WORDS for w in name.split()):
        return None
    return name


def maintained_software(text: str) -> list[str]:
    """Names of software ``text`` says the owner creates, maintains, develops or contributes to (see
    the module docstring); a tool only used, or a part with no name ("developer of several packages"),
    names nothing.

    >>> maintained_software("As the main developer of the quantum Monte Carlo code KELP-MC, I tuned it")
    ['KELP-MC']
    >>> maintained_software("Leading development the photometric tool [LumaPy](https://x.example/l)")
    ['LumaPy']
    >>> maintained_software("Development of wavetools R-package."), maintained_software("maintaining [tide-io](https://x.example)")
    (['wavetools'], ['tide-io'])
    >>> maintained_software("Maintainer of the open-source Brewster project, with a focus on casks.")
    ['Brewster']
    >>> maintained_software("Led the development of the Kestrel Data Portal, a web interface for the survey")
    ['Kestrel Data Portal']
    >>> maintained_software("Development of the Python package for tides"), maintained_software("Author of the R package")
    ([], [])
    >>> maintained_software("• Maintain the tidekit2 open-source package for tide tables")
    ['tidekit2']
    >>> maintained_software("Developed the Kestrel Bay observing tools"), maintained_software("Maintained the data pipeline")
    (['Kestrel Bay'], [])
    """
    out: list[str] = list(dict.fromkeys(n for m in _MADE_THE.finditer(text) if (n := _made_name(m))))
    for pattern in (_KIND_THEN_NAME, _NAME_THEN_KIND, _LINKED_ONLY, _APPOSED):
        for m in pattern.finditer(text):
            found = m.groupdict()
            quoted, linked, token = found.get("quoted"), found.get("linked"), found.get("token")
            name = (quoted or linked or token or found.get("title") or "").strip(" *_`")
            if not name or name in out or name.lower() in _NOT_NAMES:
                continue
            if token and not (quoted or linked) and name in _FIELD_ACRONYMS:
                continue  # "development of AI platform", "the software IT support": a field, not a name
            if pattern is _KIND_THEN_NAME and token and _NOUN_AFTER.match(text, m.end()):
                continue  # "the software XYZ support team": the capitals qualify a noun
            if (
                pattern is _KIND_THEN_NAME
                and found.get("what") == "program"
                and not _SOFTWARE_QUALIFIER.search(found.get("gap") or "")
                and not _CODED.search(name)
            ):
                continue  # "contributor to the program ENVIRON-X": a funding programme as often as code
            if token and not (quoted or linked) and not _CODE_SHAPE.search(name):
                if pattern is _NAME_THEN_KIND:
                    kind = found.get("kind") or ""
                    if name[:1].islower() and not kind.startswith(("R", "Python")):
                        continue  # "development of the photometric tool": a word, not a name
                    if _known_technology(name):
                        continue  # "development of the Python package": what it is written in
                else:
                    continue  # "developer of the code management tool", "… code Works on": words, not a name
            out.append(name)
    return out


# "I lead open datasets—including A, B and C—", "I have contributed packages, among which [A](…) for …"
_INCLUDING = re.compile(
    r"\b(?:packages|datasets|data\s+sets|libraries|toolboxes|toolkits|tools|codes)\b\s*(?:,|—|–|--?)?\s*"
    r"(?:including|among\s+which|among\s+them|such\s+as)\s+"
)
_MAKING = re.compile(
    r"\b(?:lead|leads|led|leadership|develop|develops|developed|create|created|build|built|maintain|maintains"
    r"|maintained|wrote|written|authored|contributed|release|released)\b",
    re.IGNORECASE,
)
_USING = re.compile(r"\b(?:us(?:e|es|ed|ing)|appl(?:y|ied|ying)|analy[sz]\w*|benchmark\w*)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[a-z)\]])\.\s+(?=[A-Z\[])")
_HEAD_LINK = re.compile(r"\[([^\]\[]{2,40})\]\([^)\s]*\)")
_HEAD_TOKEN = re.compile(r"[A-Za-z][\w.+-]*[\w+]")


def included_own_work(raw: str) -> list[str]:
    """The tools or datasets a sentence lists after saying the owner made, led or contributed them
    ("including", "among which", "such as"): each item's link or coined name; a plain word, or a list of
    what the owner used, names nothing.

    >>> included_own_work("I lead open datasets—including TideML, KelpNet, and ShoreML—for coastal research.")
    ['TideML', 'KelpNet', 'ShoreML']
    >>> included_own_work("I contributed packages, among which [tidy](https://x.example/t) for tides, and [kelp](https://x.example/k).")
    ['tidy', 'kelp']
    >>> included_own_work("I developed models using datasets including ImageNet and TideML.")
    []
    """
    out: list[str] = []
    for sentence in _SENTENCE.split(raw):
        m = _INCLUDING.search(sentence)
        if m is None or not _MAKING.search(sentence[: m.start()]) or _USING.search(sentence[: m.start()]):
            continue
        listed = re.split(r"\s*[—–;]\s*|\s+--?\s+", sentence[m.end() :])[0]
        for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed):
            item = item.strip()
            link = _HEAD_LINK.match(item)
            token = _HEAD_TOKEN.match(item)
            if link:
                name = link.group(1).strip(" *_`")
            elif token and _CODE_SHAPE.search(token.group(0)) and token.group(0) not in _FIELD_ACRONYMS:
                name = token.group(0)
            else:
                continue
            if name and name not in out and not _known_technology(name):
                out.append(name)
    return out
