"""Topics: research interests and keywords, from labelled lines, interests sections, unlabelled
interest lists, research statements in prose and front-matter tags.

Where a list is ambiguous (a project's keywords, a first-person "I work on …" sentence, a bullet list
under no heading) only the items the topic scheme knows are kept (``topic_index()``); lists the
document labels as interests keep every item. Two labels naming one concept are one topic.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Research Interests: graph learning; compilers",
...                      "My research focuses on federated learning, privacy and systems that scale.",
...                      "- Keywords: LLM Training; Fancy Trick"])
>>> [t.label for t in topics(lines)]
['graph learning', 'compilers', 'federated learning', 'privacy', 'systems that scale', 'LLM Training']
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import Any

import yaml

from ..gazetteers import TermIndex, technology_index, topic_index
from ..gazetteers.text import _fold
from ..model import Evidence, Topic
from ..resources import resource_path
from .dates import find_date_ranges
from .sections import Line, heading_kind, names_a_section
from .tables import table
from .topic_gerunds import gerund_objects
from .topic_leads import lead_bullets
from .topic_prose import agent_fields, embedded_concepts, is_clause, is_verb_phrase, tagline_topics
from .topic_purposes import asked_questions, focus_objects, made_objects, purpose_objects

__all__ = ["is_pastime", "names_field", "topics"]


def _ev(line: Line) -> Evidence:
    return Evidence(line.no, line.raw.strip())


def _scheme() -> TermIndex | None:
    try:
        return topic_index()
    except Exception:  # scheme not installed: labelled lists still work
        return None


def _concept(label: str) -> str | None:
    index = _scheme()
    hit = index.lookup(label) if index is not None else None
    return hit.term.id if hit else None


_TOPIC_LINE = re.compile(
    r"^(?:research\s+)?(?:interests?|areas?|keywords|topics|research areas|focus|themes|fields|expertise|speciali[sz]ations?|specialties"
    # "General topic: A" of a thesis, "Subfields: A, B" of a degree, "Theme: A" (not a config's "theme: x")
    r"|general\s+topic|sub-?fields|(?-i:Theme)"
    r"|focus\s+areas|(?:areas?|fields?)\s+of\s+(?:interest|focus|research|speciali[sz]ation)|interested\s+in)\s*:\s*(.+)$|"
    r"\b(?:broadly\s+)?interested in\s+(.+?)(?:\.(?=\s|$)(?<!etc\.)|$)",
    re.I,
)


def _split_items(text: str, prose: bool = False) -> list[str]:
    """List items split at ``; , • · |``; at "and" only in running text with no other separator.

    >>> _split_items("Systems; Theory and Practice, and Compilers"), _split_items("vision and robotics", True)
    (['Systems', 'Theory and Practice', 'Compilers'], ['vision', 'robotics'])
    """
    text = re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(",", "\u2e34"), text)  # "(Coq, Iris)"
    parts = [p.replace("\u2e34", ",") for p in re.split(r"\s*[;,•·|]\s*", text.strip(" .")) if p.strip()]
    if len(parts) == 1 and prose:  # not inside parentheses: "scalability (cost and performance)"
        parts = re.split(r"\s+and\s+(?=[A-Za-z])(?![^()]*\))", parts[0])
    elif (
        prose and " and " in parts[-1] and not _concept(parts[-1]) and not is_clause(parts[-1])
    ):  # "A, B and C"
        parts = [*parts[:-1], *re.split(r"\s+and\s+(?=[A-Za-z])(?![^()]*\))", parts[-1])]
    elif not prose:
        parts = [q for p in parts for q in _coordinated(p)]
    parts = [re.sub(r"^(?:and|or|&)\s+", "", p.strip(" .")) for p in parts]
    return [p for p in parts if p and len(_words(p)) <= 8]


def _coordinated(item: str) -> list[str]:
    """Two field names joined by "and" are two topics when the topic scheme knows both; a shared head
    noun keeps one, and so does an item set in Title Case, which names one interest as the list writes it.

    >>> _coordinated("Programming languages and type systems"), _coordinated("Speech and Language Processing")
    (['Programming languages', 'type systems'], ['Speech and Language Processing'])
    >>> _coordinated("Tidal Modelling and Sediment Budgets"), _coordinated("World models and model-based planning")
    (['Tidal Modelling and Sediment Budgets'], ['World models and model-based planning'])
    """
    sides = item.split(" and ")
    if len(sides) != 2 or "(" in item or any(len(s.split()) < 2 or len(s.split()) > 4 for s in sides):
        return [item]
    return sides if all(_known(s) for s in sides) else [item]


# a parenthesis that opens with one of these gives examples or a narrowing, not a second topic
_ASIDE_WORDS = (
    "e.g",
    "i.e",
    "incl",
    "such as",
    "see ",
    "especially ",
    "particularly ",
    "notably ",
    "mainly ",
    "mostly ",
    "in particular",
)
_PAREN = re.compile(r"^(.*?)\s*\(([^()]+)\)\s*$")


def _topic_parts(label: str) -> list[str]:
    """ "AutoML (Neural Architecture Search)" names two topics; "(NLP)" after a name is its acronym."""
    m = _PAREN.match(label)
    if not m:
        return [label]
    inner = m.group(2).strip()
    if re.fullmatch(r"[A-Z]{2,6}/[A-Z]{2,6}", inner):
        return [m.group(1)]  # "(TDA/GDA)": the acronyms of the words before
    if re.fullmatch(r"[A-Z][A-Za-z0-9-]{0,7}s?", inner) and inner.upper()[:1] == inner[:1]:
        return [m.group(1)] if len(inner) <= 8 and inner[1:].lower() != inner[1:] else [m.group(1), inner]
    examples = [
        p.strip(" .") for p in re.split(r"\s*,\s*", re.sub(r"^(?:e\.g\.|such as|including)\s*,?", "", inner))
    ]
    examples = [p for p in examples if p and not re.fullmatch(r"etc|and so on|\.+", p, re.I)]
    phrases = all(1 <= len(p.split()) <= 4 and not re.search(r"\d", p) for p in examples)
    if (
        "," in inner
        and phrases
        and any(len(p.split()) >= 2 for p in examples)
        and not any(map(_tool, examples))
    ):
        return [
            m.group(1),
            *examples,
        ]  # "stochastic processes (hidden Markov models, state-space models, etc.)"
    if inner.lower().startswith(_ASIDE_WORDS) or "," in inner:
        return [m.group(1)]
    return [m.group(1), inner]


def _tool(label: str) -> bool:
    """The technology vocabulary knows ``label`` ("Coq", "PyTorch")."""
    try:
        return technology_index().lookup(label) is not None
    except Exception:  # vocabulary not installed
        return False


def _interest_items(lines: list[Line], start: int) -> tuple[list[str], Line, int]:
    """The items of an interests-section paragraph starting at ``lines[start]`` (wrapped lines joined),
    its first line, and the index of the last line read."""
    text = lines[start].text
    j = start + 1
    while (
        j < len(lines)
        and lines[j].text
        and not lines[j].bullet
        and not lines[j].heading
        and not lines[start].bullet
        and (
            lines[j].text[:1].islower()
            or (
                lines[j].text[:1].isalpha()
                and _runs_on(lines[j - 1].text)
                and not re.search(r"[.!?]\s", text)
            )
        )
    ):
        text += " " + lines[j].text
        j += 1
    text = re.split(r"(?<=[a-z)])\.\s+(?=(?:I|We|My|Our|See|More|This)\b)", text)[
        0
    ]  # "…, and X. I blog on …"
    if len(re.findall(r"\S\s?—\s?\S", text)) >= 2 and not re.search(r"[;,•·|]", text):
        text = text.replace("—", ";")  # "Logic—Ethics—Metaphysics": a list set with dashes
    text = _LEAD_IN.sub("", text.strip(" |"))  # "Developing new methods for X": X
    if lines[start].bullet and _one_item_bullet(text):
        return [text.strip(" .")], lines[start], j - 1
    if lines[start].bullet and _one_long_item(text) and _bullets_from_heading(lines, start):
        return [text.strip(" .;")], lines[start], j - 1
    return _split_items(text), lines[start], j - 1


def _runs_on(text: str) -> bool:
    """A list line the layout broke before its end: it stops on a comma or inside a parenthesis.

    >>> [_runs_on(t) for t in ["Tides, waves,", "Optics (lasers, Bragg", "Tides, waves", "Optics (lasers)"]]
    [True, True, False, False]
    """
    return text.rstrip().endswith(",") or text.count("(") > text.count(")")


def _bullets_from_heading(lines: list[Line], i: int) -> bool:
    """Every line between the section's heading and ``lines[i]`` is a bullet: a bullet list of the
    interests, not the bullets that describe an item line above them."""
    # at most _LIST_REACH lines back: a walk to the top for every bullet of a huge list would be quadratic
    for j in range(i - 1, max(i - 1 - _LIST_REACH, -1), -1):
        ln = lines[j]
        if ln.heading:
            return True
        if ln.text and not ln.skip and not ln.bullet:
            return False
    return False


# what a long interests bullet says after its area: an aside, a narrowing, where or how it is studied
_BULLET_TAIL = re.compile(
    r",?\s+(?:specifically|particularly|especially|in\s+particular|notably|mainly|mostly|across|including)\b.*$"
    r"|\s*\([^()]*\)",
    re.I,
)


def _bullet_head(text: str) -> str | None:
    """The area a long bullet of an interests list names before its asides and narrowings, if short.

    >>> _bullet_head("Moral psychology, particularly in gathering valid observational data on moral judgements")
    'Moral psychology'
    >>> _bullet_head("Glacier hydrology (e.g., meltwater routing, basal sliding and subglacial lakes in Greenland);")
    'Glacier hydrology'
    >>> _bullet_head("I read a great many papers about every aspect of glaciers and rivers and lakes")
    """
    head = _BULLET_TAIL.sub("", text).strip(" .;,")
    if not head or len(head.split()) > 12 or _prose(head) or not _whole_phrase(head):
        return None
    return head


_LIST_REACH = 200


def _introduced(lines: list[Line], i: int) -> bool:
    """The bullet run holding ``lines[i]`` follows its section's heading or a line that introduces it
    (ending on ":" or "."), not a short item line whose details the bullets give."""
    # at most _LIST_REACH lines back: a walk to the top for every bullet of a huge list would be quadratic
    for j in range(i - 1, max(i - 1 - _LIST_REACH, -1), -1):
        ln = lines[j]
        if ln.heading:
            return True
        if ln.text and not ln.skip and not ln.bullet:
            return bool(re.search(r"[.:]$", ln.text.rstrip()))
    return False


def _one_long_item(text: str) -> bool:
    """An interests-list line of nine to twelve words with no separator is one interest, written whole.

    >>> _one_long_item("Documentation and prehistory of the coastal sign languages of Norway")
    True
    >>> _one_long_item("Kelp ecology, reef acoustics and the restoration of coastal meadows in Norway")
    False
    """
    text = text.strip(" .;")  # a list's item ends on a ";" as often as on nothing
    return (
        9 <= len(_words(text)) <= 12
        and not re.search(r"[;,•·|:]|[.!?]\s", re.sub(r"\([^()]*\)", "", text))
        and _whole_phrase(text)
        and not _prose(text)
        and not re.search(r"^(?:this|these|it)\b|\b(?:is|are|was|were|enables?|allows?)\b", text, re.I)
    )


def _one_item_bullet(text: str) -> bool:
    """A short bullet of an interests list whose commas join the parts of one interest: the list's item is
    the bullet ("Virology: viral entry, vaccines and antibodies"); a semicolon or "•" still separates.

    A bullet whose every part the topic scheme knows is still a list ("Machine learning, statistics").

    >>> _one_item_bullet("Seabed mapping, sonar and acoustics"), _one_item_bullet("Seabed mapping; sonar")
    (True, False)
    >>> _one_item_bullet("Hydrology, ecology, soil science")
    False
    """
    outside = re.sub(r"\([^()]*\)", "", text)
    if not ("," in outside and not re.search(r"[;•·|]|[.!?]\s", outside) and len(outside.split()) <= 8):
        return False
    parts = [p.strip(" .") for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", outside)]
    return not all(part and _known(part) for part in parts)


_INNER_SEP = re.compile(r"\S\s*[•·]\s*\S")


def _dotted_run(lines: list[Line], start: int) -> tuple[str, int]:
    """A "•"-separated list wrapped over several lines of one section (a CV's side column), joined;
    a line starting with "•" was read as a bullet, so the separator comes back; a word cut at the line
    end joins the next line's first words. Returns the text and the index of its last line.

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["Fluid Mechanics • Acoustics • Marine", "Robotics • Ice Sheets", "• Tidal Energy"])
    >>> _dotted_run(lines, 0)
    ('Fluid Mechanics • Acoustics • Marine Robotics • Ice Sheets • Tidal Energy', 2)
    """
    first = lines[start]
    text, j = first.text, start
    if not _INNER_SEP.search(text):
        return text, start
    while j + 1 < len(lines):
        nxt = lines[j + 1]
        if nxt.heading or nxt.skip or not nxt.text or nxt.kind != first.kind:
            break
        if re.fullmatch(r"\d{1,2}", nxt.text) and j + 2 < len(lines) and lines[j + 2].text:
            j += 1  # a subscript digit set on a line of its own ("CO" / "2")
            continue
        if not (
            nxt.bullet
            or re.search(r"[•·]$", text)
            or _INNER_SEP.search(nxt.text)
            or len(nxt.text.split()) <= 2
        ):
            break
        if nxt.bullet and (len(nxt.text.split()) > 6 and not _INNER_SEP.search(nxt.text)):
            break  # a bullet sentence after the list
        text = f"{text} • {nxt.text}" if nxt.bullet else f"{text} {nxt.text}"
        j += 1
    return text, j


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
        and not _short_paragraph(next((x for x in lines[i + 1 : i + 3] if x.text), None), last_ok=True)
    )


def _short_paragraph(ln: Line | None, last_ok: bool = False) -> bool:
    """A short stand-alone line: one more item of a list written as paragraphs, not what a heading heads
    (with ``last_ok``, nothing at all after it: the list's last item heads nothing)."""
    if ln is None:
        return last_ok
    return not ln.heading and len(ln.text.split()) <= 8 and not re.search(r"[.:;]\s|[.:]$", ln.text)


# first-person research statements: the explicit ones keep every listed item, the generic ones
# (what someone works on) only items the topic scheme knows
_EXPLICIT = re.compile(
    # "my (research) focus is on A", "My focus has been on A": the focus named as a noun
    r"(?:\b(?:my|our|his|her|their)|\b(?-i:[A-Z])[\w-]+['’]s)\s+(?:(?:current|main|primary|specific|particular"
    r"|recent)\s+)?(?:research\s+)?focus\s+(?:is|has\s+been|was|lies)\s+(?:(?:mainly|primarily|largely|currently)\s+)?"
    r"(?:on|in)\s+(?:the\s+)?"
    r"|(?:\b(?:my|our|his|her|their)|\b(?-i:[A-Z])[\w-]+['’]s)\s+(?:(?:current|main|primary|recent|ongoing|phd|doctoral|postdoctoral)\s+)?(?:research|work)(?:\s+(?:program(?:me)?|agenda|work))?\s+"
    r"(?:interests?\s+)?(?:(?:broadly|mainly|mostly|primarily|generally|currently)\s+)?"
    r"(?:(?:(?:has|have)\s+(?:(?:mainly|mostly|primarily|largely)\s+)?focused|focus(?:es|ed)?|focuss(?:es|ed)|centers|centres|lies?|spans?|encompass(?:es)?|include[s]?|studies|explores|investigates"
    r"|r?evolves?(?=\s+around\b))\s+"
    r"(?:(?:broadly|mainly|mostly|primarily|largely|particularly|especially)\s+)?(?:on|in|around|at)?\s*|(?:is|are|has\s+been|have\s+been)\s+(?:(?:primarily|mainly|mostly|currently|largely)\s+)?(?:(?:focused|centered|centred|concentrated)\s+)?(?:on|in|around)\s+)"
    r"|\bresearcher\s+in\s+(?!the\s|(?:Profs?|Dr)\.?\s)"
    r"|\bresearch\s+(?:and\s+(?:teaching|policy)\s+)?interests?\s+(?:also\s+)?(?:are|include)\s*:?\s+(?!(?:\w+ly\s+)?[a-z]+ed\s+(?:in|on|around|at|by|to|within|upon)\s)|\binterests\s+(?:that|which)\s+include\s+"
    r"|\binterests\s+(?:also\s+)?(?:extend|expand(?:ed)?)\s+to\s+|\b(?:expand|extend)(?:ed|s)?\s+(?:my|our|his|her|their)\s+(?:research\s+)?interests\s+(?:in)?to\s+|\bat\s+the\s+intersection\s+of\s+"
    # "working at the interface of A and B" (not "a scientist at the interface of A and B": a headline)
    r"|\b(?:working|research|interests|lies?|sits?)\s+at\s+the\s+interface\s+of\s+"
    # a label inside a running line ("… at Oslo. Research interests: A, B"; "many research interests; A, B")
    r"|(?<=[a-z]\s)research\s+interests\s*;\s+(?=[A-Za-z])|(?<=[.!?]\s)(?:research\s+)?interests\s*:\s+(?=[A-Za-z])"
    r"|\b(?:research\s+)?(?:areas?|fields?|topics?)\s+of\s+(?:interest|research|expertise)\s+(?:are|include[sd]?)\s*:?\s*"
    r"|\b(?:my|his|her|their)\s+research\s+(?:areas|topics)\s+(?:are|include[sd]?)\s*:?\s*"
    # "my other interests include A", "my main interest is in A", "my unifying interest is in A"
    r"|\b(?:my|his|her|their)\s+(?:(?:main|current|primary|other|broader|wider|additional|unifying|central)\s+)?"
    r"(?:interests\s+(?:(?:broadly|mainly)\s+)?(?:lie|are|include|span)\s+(?:in\s+)?|interest\s+(?:is|lies)\s+in\s+)"
    r"|\b(?:research|work)\s+(?:sits|lies|falls|is)\s+(?:between|at\s+the\s+(?:intersection|interface)\s+of)\s+"
    r"|\b(?:my|our|his|her|their)\s+(?:main\s+|primary\s+)?areas?\s+of\s+research\s+(?:is|are|includes?)\s+"
    # "in the areas of A and B", "work on things like A, B": the items are the topics
    r"|\b(?:in|on|across)\s+the\s+(?:broad\s+)?(?:areas?|fields?|domains?)\s+of\s+(?!the\s|my\s|our\s)"
    r"|\bwork(?:s|ing)?\s+on\s+(?:things|topics|problems|questions)\s+(?:like|such\s+as|including)\s+"
    # what someone's expertise is in: "expertise in A, B and C" (a background is where someone comes from,
    # no topic: corpus/real/GUIDE.md)
    r"|\bexpertise\s+(?:is\s+|lies\s+)?in\s+(?!the\s|a\s|an\s|my\s|our\s)"
    r"|\b(?:fields?|areas?)\s+of\s+(?:specialt(?:y|ies)|speciali[sz]ation|study)\s+(?:are|is|include[sd]?)\s*:?\s*"
    r"|\b(?:topics|keywords|themes)(?:\s+of\s+(?:my|our|his|her|their)(?:\s+[a-z]+){1,3}?)?\s+include[sd]?\s*:?\s*"
    # "(worked on many) topics, including A, B", "(led to) research areas including A and B"
    r"|\b(?:topics|themes|research\s+areas|areas\s+of\s+research)\s*,?\s+including\s+"
    r"|\b(?:research|academic|scientific|scholarly)\s+interests?\s+(?:cent(?:er|re)s?|focus(?:es)?)\s+on\s+"
    r"|\b(?:topics|areas|fields)\s+such\s+as\s+|\bspeciali[sz]e\s+in\s+"
    # "My research field is A", "my training focused on A, B", "(engaged with) topics in A, B",
    # "my research has been applied to A, B", "… with substantive interests in A, B"
    r"|\b(?:my|our|his|her|their)\s+(?:main\s+|primary\s+)?(?:research\s+)?fields?\s+(?:of\s+research\s+)?(?:is|are)\s+"
    r"|\b(?:my|his|her|their)\s+(?:(?:doctoral|phd|graduate|postdoctoral)\s+)?(?:training|thesis|dissertation)\s+"
    r"(?:focused|focuses|focussed|centered|centred)\s+on\s+"
    r"|\b(?:certain\s+|various\s+)?(?-i:topics)\s+in\s+(?!the\s|this\s|my\s)"  # not "Topics in X", a course
    r"|\b(?:research|work)\s+(?:has|have)\s+been\s+applied\s+to\s+"
    # the owner's research, thesis or approach as the subject of what it combines, spans or studied:
    # "my thesis explored A", "Ada's work intersects A and B", "my research leverages tools from A, B",
    # "my research builds on A", "my primary research agenda concerns A", "my research often addresses A"
    r"|(?:\b(?:my|our|his|her|their)|\b(?-i:[A-Z])[\w-]+['’]s)\s+(?:(?:current|recent|phd|doctoral|postdoctoral|graduate"
    r"|undergraduate|dissertation|thesis|main|primary)\s+)?(?:research|work|thesis|dissertation|approach)"
    r"(?:\s+(?:research|work|agenda|program(?:me)?))?\s+(?:(?:also|often|mainly|primarily|largely|mostly)\s+)?"
    r"(?:combines|combined|leverages|leveraged|intersects|spans|spanned|explored|investigated|examined|examines"
    r"|studied|integrates|integrated|addresses|addressed|concerns|builds\s+on|looks\s+at"
    r"|borrows\s+(?:methods|tools|ideas|techniques)\s+from)\s+(?!how\b|why\b|what\b|whether\b)"
    r"|\bwith\s+research\s+spanning\s+"
    # the questions the owner's work answers name its fields: "(tools) to answer questions in A, B and C"
    r"|\b(?:explore|answer|address|tackle|pursue|investigate|to)\s+(?:(?:fundamental|key|open|important|broad|basic)\s+)?"
    r"questions\s+(?:primarily\s+)?(?:in|around|regarding|concerning|surrounding)\s+(?!how\b|why\b|what\b|whether\b|the\s+(?:ways?|role)\b)"
    # "My research to date may be grouped under four broad categories: (i) A; (ii) B"
    r"|\b(?:my|our|his|her|their)\s+research(?:\s+to\s+date)?\s+(?:(?:can|may)\s+be\s+)?(?:grouped|organi[sz]ed|divided)"
    r"\s+(?:under|into)\s+(?:[\w-]+\s+){0,3}?(?:categories|themes|areas|strands|directions|lines)\s*:\s*"
    # the owner's trade, then their research: "I am an applied microeconomist, whose research focuses on A"
    # (not "I work with Prof. Roe, whose research …": the research of someone the owner names)
    r"|\b(?:am|is)\s+an?\s+(?:[^.;:]|\.(?!\s+(?-i:[A-Z])|$)){0,80}?\s+whose\s+(?:research|work)\s+(?:(?:mainly|mostly|primarily|largely)\s+)?"
    r"(?:focuses\s+on|centers\s+on|centres\s+on|involves|lies\s+in|spans"
    r"|(?:falls|lies|sits)\s+at\s+the\s+(?:intersection|interface)\s+of)\s+(?:both\s+)?"
    # what the owner's research, thesis or projects centred on, in any tense: "my thesis chapters center on A",
    # "my PhD research at Oslo centered on A", "some of my recent projects have centered on A"
    r"|\b(?:my|our|his|her|their)\s+(?:(?:current|recent|phd|doctoral|postdoctoral|dissertation|thesis)\s+)?"
    r"(?:research|work|thesis|dissertation|projects)(?:\s+(?:research|work|chapters))?"
    r"(?:\s+at\s+(?:the\s+)?(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,4})?"
    r"\s+(?:(?:has|have)\s+)?(?:centered|centred|center|centre)\s+(?:on|around)\s+"
    # what the owner studies, said with a research verb: "I investigate A and B", "…, where I studied A"
    # (not a question, a possibility or a use: "I explore how …", "I explore the potential of …"; not a degree's
    # subjects: "…, where I studied physics, along with a minor in art")
    r"|(?:\b(?:I|we)\s+(?:(?:also|currently|mainly|primarily)\s+)?(?:investigate|explore|examine)"
    r"|\bwhere\s+I\s+(?:studied|investigated|explored|examined)(?![^.]{0,200}\b(?:minor|major|degree|bachelor)\b)"
    r"|\bI\s+am\s+(?:currently\s+)?(?:studying|investigating|exploring))\s+"
    r"(?!how\b|why\b|what\b|whether\b|if\b|at\b|for\b|in\b|ways?\b|the\s+(?:ways?|potential|possibility|use)\b|questions\b|problems\b|issues\b|[a-z]+ing\b)"
    # a doctorate or the owner's group focused on A: "a PhD in Chemistry, focused on A", "her group focused on A"
    r"|\b(?:a|my|his|her|their)\s+Ph\.?\s?D\b\.?(?:(?!\b(?:I|we|he|she|they|students?|candidates?)\b)[^.;:]){0,80}?"
    r",?\s+(?:(?:mainly|primarily|largely)\s+)?focused\s+on\s+"
    r"|\b(?:my|our|his|her|their)\s+(?:research\s+)?(?:group|lab|team)\s+(?:is\s+|was\s+)?focused\s+on\s+"
    r"|\bwith\s+(?:(?:substantive|substantial|additional|broader|further|secondary)\s+)interests?\s+in\s+",
    re.I,
)
#: a word every alternative of ``_EXPLICIT`` writes (lower case): a line with none of them has no
#: explicit cue, found without running that long pattern (most lines)
_EXPLICIT_WORDS = (
    "research", "work", "interest", "intersection", "area", "field", "topic", "expertise", "keyword",
    "theme", "speciali", "training", "thesis", "dissertation", "domain", "focus", "investigat", "explor",
    "examin", "studied", "studying", "center", "centre",
)  # fmt: skip
#: the characters other than ASCII letters that ``re.IGNORECASE`` matches with a letter in a word above
_FOLDED_LIKE_ASCII = str.maketrans({"ı": "i", "İ": "i", "ſ": "s"})


def _explicit_cues(text: str) -> list[re.Match[str]]:
    """``_EXPLICIT``'s matches in ``text``; none, without running it, when no cue word is in the text.

    >>> [m.group() for m in _explicit_cues("My research focuses on kelp.")], _explicit_cues("PhD, Oslo")
    (['My research focuses on '], [])
    """
    low = (text if text.isascii() else text.translate(_FOLDED_LIKE_ASCII)).lower()
    if not any(word in low for word in _EXPLICIT_WORDS):
        return []
    return list(_EXPLICIT.finditer(text))


_GENERIC = re.compile(
    r"\b(?:I|we)(?:\s+have|['’]ve)\s+(?:also\s+|recently\s+|mainly\s+)?worked\s+on\b\s*"
    r"|\b(?:I|we)\s+(?:mainly\s+|mostly\s+|currently\s+|also\s+)?(?:work|worked|am working|study|focused|focus(?:\s+(?:in\s+particular|particularly|mainly|primarily|especially))?)\s+on\b\s*"
    r"|\b(?:I|we)\s+(?:really\s+|mostly\s+)?care\s+(?:a lot\s+)?about\s+|\bworking\s+on\s+"
    r"|\bthinking\s+about\s+|\b(?:I|we)\s+(?:mostly\s+|mainly\s+)?think\s+(?:mostly\s+|mainly\s+|a\s+lot\s+)?about\s+"
    r"|\b(?:research|work)\s+(?:addresses|explores|investigates|examines|tackles)\s+|\bfocusing\s+on\s+|\bspeciali[sz](?:es|ing|ed)\s+in\s+|\bexperience\s+in\s+"
    r"|\b(?:I|we)\s+(?:mainly\s+|mostly\s+|also\s+|currently\s+)?study\s+(?!at\b|in\b|with\b)"
    r"|\b(?:I|we|who)\s+(?:mainly\s+|mostly\s+|currently\s+|also\s+)?works?\s+in\s+(?!the\s|a\s|an\s)"
    r"|\b(?:I\s+am|we\s+are|I['’]m|we['’]re)\s+(?:currently\s+|mainly\s+|mostly\s+|now\s+)?(?:focused|focusing|working)\s+on\s+"
    # a CV's or a bio's subjectless sentence: "PhD in Chemistry, Oslo. Focused on A and B."
    r"|(?:^|(?<=[.:]\s))(?-i:Focused)\s+(?:mainly\s+|primarily\s+)?on\s+"
    r"|\b(?:strong|keen|deep|particular|special|broad)\s+interests?\s+in\s+"
    # "a geologist with a passion for A and B": the owner's trade and the fields they love in it
    r"|\b[\w-]+(?:ist|er|or|ian)[_*]*\s+with\s+a\s+(?:(?:real|deep|strong|great|particular)\s+)?passion\s+(?:for|in)\s+"
    # "(I have long nurtured) an interest in A", "my long-standing interest in A": the owner's own
    r"|\b(?:an|my|his|her|their)\s+(?:(?:ongoing|long-standing|longstanding|lifelong|life-long|abiding|early"
    r"|growing|enduring|research)\s+)?interest\s+in\s+(?!research\b|science\b|academia\b)"
    r"|\b(?:I|we)\s+(?:mainly\s+|mostly\s+)?concentrate\s+(?:in|on)\s+"
    r"|\b(?:questions|problems|issues)\s+(?:related\s+to|concerning|surrounding)\s+"
    r"|\b(?:research|work)\s+(?:applies|uses|employs|combines|develops)\s+|\b(?-i:research|studies)\s+(?:on|in|into)\s+(?!the\s|a\s|an\s)"
    r"|\b(?:I\s+am|I['’]m)\s+an?\s+(?:[\w-]+\s+){0,3}?(?:studying|researching)\s+(?!how\b|why\b|what\b|whether\b)",
    re.I,
)
_TEACHING = re.compile(
    r"\b(?:courses?|class(?:es)?|lectures?|lectured|lecturing|recitations?|tutorials?|seminars?|taught|teach(?:es|ing)?"
    r"|curricul(?:um|a)|syllabus|modules?|workshops?|outreach|presenting|presented|presentations?)\b",
    re.I,
)  # the sentence is about teaching or a talk: the topics are a course's or a talk's, not the owner's research
_BOTH_ROLES = re.compile(
    r"\bresearch\s+and\s+teaching\b|\bteaching\s+and\s+research\b", re.I
)  # "my research and teaching interests are …": the owner's interests, not a course's topics
_STUDY_VERB = re.compile(r"\b(?:study|studies|investigates|examines|explores)\b", re.I)
_SPECIFYING = re.compile(r"\b(?:particularly|specifically|especially|in\s+particular)\s*,?\s*$", re.I)
_PRONOUN = re.compile(r"^(?:I|we|he|she|they|it|my|our|his|her|their)\b", re.I)
_TAIL = re.compile(r"\s+(?:for|at|in|with|from|across|using|on|of a|via)\s+.*$")
_LEAD_IN = re.compile(
    r"^(?:with\s+)?(?:a|an|the)?\s*(?:focus(?:ed\s+view)?|emphasis)\s+on\s+"
    r"|^(?:more\s+)?(?:specifically|particularly|especially|in\s+particular|notably)\s*,?\s+"
    r"|^(?:the\s+)?(?:broad\s+)?(?:domain|area|field|fields|areas)\s+of\s+|^(?:[\w-]+\s+){0,2}?(?:(?:at|in|on)\s+)?(?:the\s+)?(?:intersection|interface|nexus)\s+(?:of|between)\s+"
    r"|^(?:the\s+)?(?:interplay|interactions?|relationships?|links?)\s+between\s+"
    r"|^(?:understanding|studying|exploring|investigating)\s+(?:(?:the\s+)?(?:topics?|questions?|problems?)\s+(?:of|in)\s+)?"
    r"|^(?:developing|designing|building|creating)\s+(?:new\s+|novel\s+|better\s+)?"
    r"(?:techniques|methods|tools|algorithms|approaches|models)\s+(?:for|to)\s+"
    # "computational approaches to A", "anything to do with A": the field is A
    r"|^(?:(?:computational|statistical|quantitative|mathematical|experimental)\s+)+"
    r"(?:approaches|methods|tools|techniques)\s+(?:to|for)\s+"
    r"|^(?:anything|everything|all\s+things)\s+(?:to\s+do\s+with|related\s+to|about|in)\s+"
    # "a variety of topics spanning A", "a wide range of A": the field is A
    r"|^(?:a\s+)?(?:(?:wide|broad|diverse|large)\s+)?(?:range|variety|array|host)\s+of\s+(?:different\s+)?"
    r"(?:(?:topics|themes|problems|questions|issues|areas|subjects)\s+(?:spanning|including|such\s+as|in"
    r"|across|related\s+to|like|on)\s+)?"
    r"(?!(?:[\w-]+\s+){0,3}(?:topics|themes|problems|questions|issues|areas|subjects)\b)"
    r"|^(?:(?:theoretical|empirical|computational|mathematical|statistical|new)\s+)?(?:tools|methods|techniques|ideas)\s+from\s+"
    # "(worked on) projects involving A", "problems of A", "various projects related to A": the field is A
    r"|^(?:(?:various|several|many|different|open)\s+)?(?:projects|problems)\s+(?:involving|related\s+to|of|in|on)\s+(?!the\s|a\s|an\s)",
    re.I,
)
_ASIDE = re.compile(
    r",?\s+with\s+(?:an?\s+)?(?:(?:empirical|particular|special|specific|strong|main|methodological)\s+)?"
    r"(?:focus(?:ed\s+view)?|emphasis)\s+on\s+",
    re.I,
)  # a second list inside
# "A and B in the Roe Lab, part of …": where the work is done ends the list
_PLACE_END = re.compile(
    r"\s+(?:in|at|with)\s+(?:the\s+)?(?:[A-Z][\w&'’-]*\s+){1,5}?"
    r"(?:Lab|Laboratory|Group|Department|University|Institute|Center|Centre|College|School)\b.*$"
    r"|\s+(?:in|at|with|under)\s+(?:(?:the\s+)?(?:group|lab|supervision|mentorship|guidance|direction)\s+of\s+)?(?:Prof(?:essor)?|Dr)\b.*$"
    r"|\s+under\s+the\s+(?:supervision|mentorship|guidance|direction)\s+of\s.*$"
    r"|\s+at\s+(?:the\s+)?[A-Z][\w&'’.-]*(?<!Scale)\b.*$"  # "… at Kelpco", "… at the University of Oslo": where
)  # "… in Prof. Roe's group": whose group, no topic
_SECOND_PREDICATE = re.compile(
    r",?\s+and\s+(?:also\s+)?(?:has|have|had|is|was|were|will|would|can)\s+(?:also\s+)?[a-z]+(?:ed|en|ing)\b.*$"
    r"|,\s+and\s+(?:also\s+)?(?:centres|centers|focuses|aims|seeks|extends|draws|relies|builds)\s+(?:on|to|in|from|upon)\b.*$"
)  # "A and B, and centres on C": the same subject's second predicate
_PURPOSE = re.compile(
    r"\s+(?:in\s+order\s+)?to\s+(?:better\s+)?(?:study|understand|design|build|develop|improve|predict|explain"
    r"|investigate|explore|address|answer|model|enable|inform|support|identify|characteri[sz]e|quantify|analy[sz]e"
    r"|examine|create|solve|test|measure|estimate|make|help|advance|uncover|assess|evaluate|reveal|learn|simulate"
    r"|generate|provide|tackle|gain|probe|elucidate|infer|capture|describe|detect|determine|discover|ensure"
    r"|facilitate|optimi[sz]e|promote|reduce|achieve|connect|link|relate)\b"
)  # the purpose a list of methods serves
_PURPOSE_END = re.compile(_PURPOSE.pattern + "$")  # a purpose ending an item
_LIST_END = re.compile(
    r",\s+(?:with\s+(?:implications|applications)|employing|using|leveraging|combining|through|via"
    r"|which|who|whose|where|responsible\s+for|aimed|aiming|allowing|enabling|originating|stemming)\b.*$",
    re.I,
)  # ", employing simulation and genomics": the methods, not the topics


def _known(item: str) -> bool:
    """The topic scheme knows the phrase, or its head ("far-field speech recognition")."""
    words = item.split()
    return any(_concept(" ".join(words[i:])) for i in range(max(0, len(words) - 3), len(words) - 1)) or bool(
        _concept(item)
    )


_PAGE_TAG = re.compile(
    r"cv|c\.v\.|resume|résumé|curriculum\s+vitae|vita|about(?:\s+me)?|bio(?:graphy)?|home(?:\s*page)?|personal"
    r"|profile|portfolio|page|posts?|website|academic|me",
    re.I,
)


def _page_tag(tag: str) -> bool:
    """A front-matter tag that says what the page is ("cv", "about") or names a section of it
    ("publications", "teaching"), not a research topic.

    >>> [_page_tag(t) for t in ["cv", "Publications", "About me", "glaciology"]]
    [True, True, True, False]
    """
    tag = tag.strip()
    return bool(_PAGE_TAG.fullmatch(tag)) or heading_kind(tag) not in {None, "interests", "education"}


_TAG_KEYS = ("tags", "keywords", "interests", "research_interests", "topics")


# square brackets in running text hold citations ("[12]", "[ViT, Mixer]"): a link's own text is no longer bracketed
_CITED = re.compile(r"\s*\[[^\[\]]{0,200}\]")
# a list numbered inline: "(1) A; (2) B", "(i) A, (ii) B and (iii) C"
_ENUMERATED = re.compile(r"\s*:?\s*\((?:1|i|a)\)\s")
_ENUMERATOR = re.compile(r"[;,]?\s*(?:and\s+)?\((?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s+")


def _statement_items(
    text: str,
    explicit: bool,
    studies: bool = False,
    research: bool = True,
    own: bool = False,
    of_research: bool = False,
) -> tuple[list[str], list[str]]:
    """Items of the list a research statement names (up to the end of its sentence), and the known
    concepts named inside its items ("uncertainty in 3D reconstruction"); with ``studies`` (a study
    verb: "my research investigates …") the concepts inside are kept even when the items are not a
    topic list. Without ``research`` (the cue is about work experience: "experience in retail, …") a
    list of unknown noun phrases is no topic list. With ``of_research`` (the cue's subject is the
    research: "my work combines A, B and C to build …") a list ends where its purpose begins."""
    text = _CITED.sub("", text)  # "A [ViT] and B [Mixer, Gemini]": the papers cited, no part of an item
    if _ENUMERATED.match(text):  # "(1) A; (2) B; (3) C": one item a number
        text = _ENUMERATOR.sub(", ", text).lstrip(" ,:")
    if re.match(r"\s*:?\s*[^.;:]{1,60};\s", text) and not re.search(
        r";\s+(?:I|we|he|she|they|my|our)\b", text, re.I
    ):
        text = text.replace("; ", ", ")  # "Topics include: A; B; C": a list set with semicolons
    body = re.split(r"(?<=[a-z)])[.?!]\s|[.?!]$|;\s|\s[–—]\s", text)[0]
    body = _SECOND_PREDICATE.sub("", body)  # "A and B and has included C": the list ended before "has"
    purpose = _PURPOSE.search(body)
    purpose_tail = ""
    if (
        purpose and (explicit or of_research) and "," in body[: purpose.start()]
    ):  # "A, B and C to design …": what the list serves
        body, purpose_tail = body[: purpose.start()], body[purpose.start() :]
    body = _ASIDE.sub(", ", _LIST_END.sub("", _PLACE_END.sub("", body)))  # "A with a focus on B, C": A, B, C
    head, _, rest = body.partition(": ")
    # "A: how can we …" asks, "A and B: I build …" says; neither lists
    parts = [head, *([rest] if rest and not is_clause(rest) and not _PRONOUN.match(rest) else [])]
    items: list[str] = []
    inside: list[str] = []
    for part in parts:
        part = re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(",", "\u2e34"), part)  # "(A, B, etc.)"
        split = [
            p.replace("\u2e34", ",").strip() for p in re.split(r"\s*[,•·|]\s*", part.strip(" .")) if p.strip()
        ]
        split = [  # "A and B for C" after the owner's cue: one area, both sides for C
            q
            for n, p in enumerate(split)
            for q in (
                [p] if own and " and " in p and _joined_noun_phrase(p) else _and_split(p, n == len(split) - 1)
            )
        ]
        split = [q for p in split for q in _slash_split(p) if not _unit(q)]  # "…, Department of X": a place
        clause = next((n for n, q in enumerate(split) if n and _OWN_CLAUSE.match(q)), None)
        split = split[:clause]  # "A, I have also picked up B": the list ended before a new clause
        cleaned, raw, long_items = [], [], []
        for item in split:
            item = re.sub(
                r"^(?:(?:and|or)\s+)?(?:on|about)\s+(?![a-z]+ing\b)", "", re.sub(r"^(?:and|or)\s+", "", item)
            )
            item = _LEAD_IN.sub("", re.sub(r"^(?:the|a|an)\s+", "", item.strip(), flags=re.I))
            if is_clause(item):
                continue  # "how people search for audio": a description
            item = _PURPOSE_END.sub("", item)  # "A and B to design, build and test C"
            whole = item
            if not explicit and not _concept(item) and not (own and _joined_noun_phrase(item)):
                item = _TAIL.sub("", item)  # "speech recognition for podcasts": the field, not its use
            if item and (len(_words(item)) <= 7 or (explicit and _whole_phrase(item))):
                cleaned.append(item)
                raw.append(whole)
            elif studies:
                long_items.append(whole)  # "… the factors behind land use decisions": no item, a concept
        # a generic statement's list is a topic list when most of its items are known topics
        known = sum(1 for item, whole in zip(cleaned, raw, strict=True) if _known(item) or _known_in(whole))
        listed = explicit or (known >= 2 and 2 * known >= len(cleaned))
        # or, with one known field, a comma-separated list of bare noun phrases ("A, B and C")
        bare = all(not _DETERMINED.search(q) for q in split) and all(map(_noun_phrase, cleaned))
        listed = listed or (known >= 1 and len(cleaned) >= 2 and "," in part and bare)
        # or a comma list of three or more bare noun phrases, none a tool: the page's own list shape
        listed = listed or (
            research
            and len(cleaned) >= 3
            and "," in part
            and bare
            and cleaned == raw  # no item cut from a longer phrase ("teams at the interface of …")
            and not any(map(_tool, cleaned))
        )
        # or, after the owner's own cue ("I work on", "focusing on"), bare noun phrases however few
        listed = listed or (
            own
            and bool(cleaned)
            and cleaned == raw
            and all(not _DETERMINED.search(re.sub(r"^the\s+", "", q) if studies else q) for q in split)
            and all(
                _noun_phrase(q, most=6, gerund=len(cleaned) >= 2)
                or _joined_noun_phrase(q, gerund=len(cleaned) == 1)
                for q in cleaned
            )
            and not any(map(_tool, cleaned))
        )
        # in a stated list, a lone participle ("applied") or the word "data" names no field
        items += [
            item
            for item in cleaned
            if (listed and not (explicit and _LONE_WORD.fullmatch(item))) or _concept(item)
        ]
        inside += [c for whole in raw for c in embedded_concepts(whole)] if listed or studies else []
        inside += [c for whole in long_items for c in embedded_concepts(whole)]
    inside += embedded_concepts(purpose_tail)  # "… to enable A in domains such as B": B still named
    return items, inside


def _words(item: str) -> list[str]:
    return re.sub(r"\([^()]*\)", "", item).split()


def _whole_phrase(item: str) -> bool:
    """A long stated research area that is one whole phrase (up to twelve words), not a piece cut from a
    sentence: brackets closed, no "etc.", no "as well as", no preposition or article left hanging.

    >>> _whole_phrase("physical health of people with severe chronic mental illness"), _whole_phrase("A (B, etc.) as well as C")
    (True, False)
    >>> _whole_phrase("coastal flooding risk for low-income communities in Bergen")
    False
    """
    return (
        len(_words(item)) <= 12
        and item.count("(") == item.count(")")
        and not re.search(
            r"\betc\b|\bas\s+well\s+as\b|\bboth\b|\b(?:department|university|institute)\b", item, re.I
        )
        and not re.search(r"\s(?:of|for|to|in|on|the|a|an|and|or|with|by|at|from|both)$", item)
        # a clause or a plan ("students who have …", "to be published next year"), not an area
        and not re.search(r"\b(?:who|whom|which|that|whose|to\s+be|next\s+year)\b", item, re.I)
        and not re.search(r"\s(?:in|at)\s+(?:[A-Z][\w'’-]*\s*){1,3}$", item)  # "… in Bergen": where
    )


_DETERMINED = re.compile(
    r"^(?:(?:and|or)\s+)?(?:the|a|an|this|these|my|our)\s|\b(?:that|which|who|whom|whose)\b", re.I
)  # "the occasional cable", "robots that have to deal with A": a thing or a clause, not a field
_FUNCTION_WORD = re.compile(
    r"^(?:as|both|well|like|for|from|to|with|by|at|on|into|example|instance|such|other|more|most|many|some|any|all|"
    r"several|various|numerous|multiple|"
    r"this|that|these|those|its|their|my|our|his|her|I|we|you|they|it|is|are|was|were|be|been|can|will|not|also|"
    r"very|currently|mostly|mainly|primarily|especially|particularly|largely|recently|typically|generally|"
    r"specifically|broadly|usually|often|including|etc|e\.g|i\.e)$",
    re.I,
)


def _noun_phrase(item: str, most: int = 4, gerund: bool = False) -> bool:
    """A short run of words a field's name can be: one to four words of letters (hyphens, "of", "and"
    inside), none a pronoun, preposition at the edge or function word, no verb in -ing first; with
    ``gerund`` (the item is one of a list of noun phrases) a gerund used as a noun may be first: alone
    ("rehosting") or before "of" ("modelling of sea ice"), not before an object ("building robots").

    >>> [_noun_phrase(x) for x in ["single-cell epigenomics", "for analyzing", "as well as software", "radon;"]]
    [True, False, False, False]
    >>> [_noun_phrase(x, gerund=True) for x in ["rehosting", "modelling of sea ice", "building robots"]]
    [True, True, False]
    """
    words = item.split()
    if not 1 <= len(words) <= most or not all(re.fullmatch(r"[A-Za-z][A-Za-z-]*", w) for w in words):
        return False
    nominal = gerund and (len(words) == 1 or words[1].lower() == "of")
    if words[0].lower().endswith("ing") and not nominal:
        return False
    if words[-1].lower() in {"of", "and", "in", "on", "for"}:
        return False
    return not any(_FUNCTION_WORD.match(w) for w in words)


def _joined_noun_phrase(item: str, gerund: bool = False) -> bool:
    """Two field-like noun phrases joined by "for" ("sparse solvers for spin systems"), or, with
    ``gerund`` (the owner names this one area alone), a gerund before its object ("modelling protein
    evolution"): one research area as the owner names it.

    >>> [_joined_noun_phrase(x) for x in ["sparse solvers for spin systems", "tools for the lab", "kelp"]]
    [True, False, False]
    >>> _joined_noun_phrase("speech recognition for podcasts")  # the known field, used for podcasts
    False
    >>> [_joined_noun_phrase(x, gerund=True) for x in ["modelling protein evolution", "going to Oslo"]]
    [True, False]
    """
    words = item.split()
    if len(words) > 7:
        return False
    if len(words) >= 3 and re.fullmatch(r"[a-z]+ing", words[0]):
        return (
            gerund
            and words[0] not in _NOT_GERUND
            and " and " not in item
            and _noun_phrase(" ".join(words[1:]), most=3)
        )
    parts = re.split(r"\s+for\s+", item)
    if len(parts) != 2 or _concept(parts[0]):
        return False  # "speech recognition for podcasts": a known field and its use; the field is the topic
    return all(_noun_phrase(p) and not _DETERMINED.search(p) for p in parts)


_NOT_GERUND = frozenset({"going", "being", "doing", "getting", "having", "making", "taking", "using"})

# "I explore A", "I am studying A": what the owner studies, or does for pleasure when _OFF_WORK says so
_EXPLORE_CUE = re.compile(
    r"(?:I|we)\s+(?:[a-z]+\s+)?(?:investigate|explore|examine|studying|investigating|exploring)", re.I
)
_OFF_WORK = re.compile(
    r"\b(?:outside\s+(?:of\s+)?(?:work|research|the\s+lab|academia)|(?:free|spare|leisure)\s+time|weekends?"
    r"|hobb(?:y|ies)|for\s+fun)\b",
    re.I,
)

# a generic cue the owner states of their own work: "I work on", "focusing on", "a keen interest in"
_OWN_CUE = re.compile(
    r"(?:I|we)(?:['’]ve|['’]m|['’]re)?\s+(?:have\s+)?(?:[a-z]+\s+)?(?:work|study|focus)|(?:focusing|working)\s+on\b|Focused\s"
    r"|(?:strong|keen|deep|particular|special|broad)\s+interests?\s"
    r"|(?:an|my|his|her|their)\s+(?:[a-z-]+\s+)?interest\s",
    re.I,
)
_DUTY = re.compile(r"\bexperience\b", re.I)  # "Experience working on …": a post's duty, no interest


def _third_person_cue(owner: str | None) -> re.Pattern[str]:
    """The cue of a bio written in the third person: "she studies A", "Ana works on A" (the owner's
    first name; "studied", a degree's subject, is no cue).

    >>> cue = _third_person_cue("Ana Ruiz")
    >>> [bool(cue.search(s)) for s in ["Ana works on tides", "She studies kelp", "Ana studied physics"]]
    [True, True, False]
    """
    first = (owner or "").split()[:1]
    subject = rf"\b(?:(?i:he|she)|{re.escape(first[0])})" if first and len(first[0]) > 1 else r"\b(?i:he|she)"
    return re.compile(
        rf"{subject}\s+(?:(?:mainly|mostly|currently|also|now)\s+)?"
        r"(?:(?:works|worked|focuses|focused)\s+on|studies(?!\s+(?:at|in|with|under|of|for)\b))\s+"
    )


_OWN_CLAUSE = re.compile(r"(?:I|we|he|she|they)\s+[a-z]", re.I)
_LONE_WORD = re.compile(r"[a-z]+ed|data|things|stuff|topics|questions|problems")


def _and_split(item: str, last: bool) -> list[str]:
    """ "a, b and c": the last "and" separates; inside the list, "a and b" are two items when both are
    known topics and the whole is not one."""
    if " and " not in item or _concept(item):
        return [item]
    sides: list[str] = []
    for side in re.split(r" and (?![^()]*\))", item):  # not inside brackets: "A (B, C and D)"
        if sides and (_shares_words(sides[-1], side) or _shared_head(sides[-1], side)):
            sides[-1] = f"{sides[-1]} and {side}"
        else:
            sides.append(side)
    if last or len(sides) == 1:
        return sides
    return sides if len(sides) == 2 and all(_known(s) for s in sides) else [item]


def _shares_words(left: str, right: str) -> bool:
    """ "A and B of C", "A of B with C and D": the words after "of" or before "and" belong to both sides,
    so the phrase is one item.

    >>> _shares_words("ecology", "evolution of cave fish"), _shares_words("tone of vowels with stress", "length")
    (True, True)
    >>> _shares_words("coastal erosion", "sediment transport"), _shares_words("soils", "rivers")
    (False, False)
    """
    one_word_left = (
        len(re.sub(r"^(?:the|a|an)\s+", "", left, flags=re.I).split()) == 1
        and re.fullmatch(r"[a-z]+\s+of\s+.+", right) is not None
    )
    one_word_right = len(right.split()) == 1 and re.search(r"\s(?:of|with)\s+\S+$", left) is not None
    return one_word_left or one_word_right


# an adjective that modifies the noun after "and" ("open and reproducible science"): -al, -ic, -ive, -able …
_PREMODIFIER = re.compile(
    r"[a-z-]{2,}(?:al|ic|ive|able|ible|ous|ful|ary)|open|safe|fair|robust|precise|efficient|resilient|transparent"
)


def _shared_head(left: str, right: str) -> bool:
    """ "open and reproducible science": a lone adjective before "and" shares the noun of the right side, so the
    phrase is one item (a field the scheme knows, "ecology and evolution", still splits).

    >>> _shared_head("open", "reproducible science"), _shared_head("textual", "multi-omics data")
    (True, True)
    >>> _shared_head("robotics", "machine learning"), _shared_head("open", "data")
    (False, False)
    """
    return bool(_PREMODIFIER.fullmatch(left)) and len(right.split()) >= 2 and not _concept(left)


def _slash_split(item: str) -> list[str]:
    """ "sociophonetics/phonology": two fields when the scheme knows both sides; "AR/VR" stays one.

    >>> _slash_split("sociophonetics/phonology"), _slash_split("input/output")
    (['sociophonetics', 'phonology'], ['input/output'])
    """
    sides = item.split("/")
    if len(sides) == 2 and all(side.strip() and _concept(side.strip()) for side in sides):
        return [side.strip() for side in sides]
    return [item]


_FIELD_WORD = re.compile(r"\b[a-z]{2,}(?:ology|ologies|onomy|istry|ics|graphy|metry)\b", re.I)


def names_field(item: str) -> bool:
    """The phrase names a field of study: the topic scheme knows it or its head ("far-field speech
    recognition"), or a word of it is formed as field names are ("geomorphology", "econometrics").

    >>> names_field("Coastal geomorphology"), names_field("Derby days")
    (True, False)
    """
    return _known(item) or bool(_FIELD_WORD.search(item))


def _known_in(text: str) -> bool:
    return bool(embedded_concepts(text))


def _bullet_runs(lines: list[Line]) -> list[list[Line]]:
    """Runs of three or more short, undated bullets outside any entry section."""
    runs: list[list[Line]] = []
    current: list[Line] = []
    for ln in [*lines, Line(0, "", "")]:
        short = (
            ln.bullet
            and ln.kind in {None, "about"}
            and 1 <= len(ln.text.split()) <= 6
            and not re.search(r"[:.;,]\s|\d|[.:]$", ln.text)
            and not find_date_ranges(ln.text)
        )
        if short:
            current.append(ln)
        elif ln.text or not ln.bullet:
            if len(current) >= 3:
                runs.append(current)
            current = [] if ln.text else current
    return runs


def topics(
    lines: list[Line],
    front: dict[str, Any] | None = None,
    name_no: int | None = None,
    owner: str | None = None,
) -> list[Topic]:
    """Topics in document order, each concept once (see the module example); ``owner`` (the person's
    name) lets a bio in the third person state the research ("Ana studies tidal mixing")."""
    out: list[Topic] = []
    third_person = _third_person_cue(owner)
    seen: set[str] = set()
    concept_line: dict[str, tuple[int, str]] = {}  # where each concept was first listed, and as what

    def add(
        label: str, ln: Line | None, known_only: bool = False, inside: bool = False, act: bool = False
    ) -> None:
        """``act``: the phrase is an act the owner's research statement names ("modelling tides"), kept
        though it reads as a verb phrase."""
        listed_item = ln is None or ln.kind == "interests"  # front matter or an interests section
        for part in _topic_parts(label.strip()):
            # quotes of a data file's string, a dash typed as a bullet ("-Remote sensing"), the bullet
            # of a second column's item ("◦ A    ◦ B": the line's own bullet is gone, B's is not)
            part = re.sub(r"^(?:[-–]+(?=[A-Za-z])|[◦•▪‣●○■□]\s*)", "", part.strip(' .:"“”'))
            part = _EXAMPLE_WORD.sub("", part)  # "A, including B": B, not "including B"
            if not listed_item:
                part = _COPULA.sub("", part)  # "Things I'm interested in are A and B": A, not "are A"
            concept = _concept(part) if part else None
            no = ln.no if ln else 0
            if inside and concept in concept_line:
                no = concept_line[concept][0]  # a concept inside a phrase: new only in unrelated words
            if (
                not part
                or part.lower() in seen
                or (concept and concept in concept_line and _same_item(concept_line[concept], no, part))
                or (known_only and not concept)
            ):
                continue
            if part.lower().startswith(
                ("any ", "all ", "other ", "and ", "one of ", "some ", "many ", "various ")
            ):
                continue
            if _OPENS_AS_PIECE.match(part) and not _LATIN_IN.match(part):
                continue  # "through comparative genomics", "but they grow …", "my publications": cut from a sentence
            if (
                re.fullmatch(r"etc\.?|and so on|others", part, re.I)
                or _DISCOURSE.fullmatch(part)
                or _HOW_MANY.search(part)
            ):
                continue
            if _fragment(part) or _unit(part) or (not listed_item and not concept and _sentence_piece(part)):
                continue
            if not concept and names_a_section(part) and heading_kind(part) != "education":
                continue  # "publications", "teaching": a section's name, no field ("education" is one)
            if not concept and re.match(r"(?:from|both)\s", part, re.I):
                continue  # "from a textual …" cut from a sentence under an interests heading: no field
            if listed_item and is_pastime(part):
                continue  # "Robotics, Cricket and Tennis" in an interests list: the sports are pastimes
            if not concept and _LONE_ADJECTIVE.fullmatch(part):
                continue  # "Environmental" of "Environmental and Development Economics", a wrapped "Cellular"
            if not concept and _ENDS_ON_ADJECTIVE.search(part):
                for label in embedded_concepts(part):  # "machine learning for verifiable": machine learning
                    add(label, ln, inside=True)
                continue  # "relevant and usable", "physical and biological processes" cut at "and": no noun
            if not concept and _tool(part):
                continue  # "expertise in Python: PyTorch, JAX": tools are technologies, not research areas
            if not listed_item and _CONTACT.match(part):
                continue  # "interested in hearing from students": whom the owner meets, no field
            if not listed_item and " ".join(part.lower().split()) in _crafts():
                continue  # "expertise in data processing and visualization": kinds of work, no field
            if is_verb_phrase(part) and not concept and not act:
                for label in embedded_concepts(part):  # "using the tools of game theory": game theory
                    add(label, ln, inside=True)
                continue
            seen.add(part.lower())
            if concept:
                concept_line.setdefault(concept, (no, part))
            out.append(Topic(part, None, _ev(ln) if ln else None))

    for key in _TAG_KEYS if front else ():
        value = (front or {}).get(key)
        if isinstance(value, dict):  # Hugo's about widget: [interests] interests = ["…"]
            value = value.get(key)
        for item in value if isinstance(value, list) else []:
            if isinstance(item, str) and not _page_tag(item):
                add(item, None)
    _labelled(lines, add)
    _skill_topics(lines, add)
    _bold_statements(lines, add)
    for text, ln in lead_bullets(lines):  # "My research work is on" over a bullet list
        # "A, especially B"; "the intersection of A, B and C"; but "A, B and C" set as one bullet is one area
        one_area = _one_item_bullet(text) and not re.search(
            r"\b(?:especially|particularly|including)\b", text
        )
        if "," in " ".join(_words(text)) and not one_area:
            for item in _statement_items(text, explicit=True)[0]:
                add(item, ln)
        elif len(_words(text)) <= 7 or _whole_phrase(text):  # one bullet, one area: "A and B" stays whole
            add(_LEAD_IN.sub("", re.sub(r"^(?:the|a|an)\s+", "", text, flags=re.I)), ln)
    for text, ln in purpose_objects(lines):  # "I use A and B to study C": C
        add(text, ln)
    for text, ln in made_objects(lines):  # "I develop A": A
        add(text, ln)
    for text, ln in focus_objects(lines):  # "…, with a focus on A": A
        add(text, ln)
    for text, ln in gerund_objects(lines):  # "I am interested in modelling tides": the act named
        # unless it restates a topic already read ("tidal mixing", then "measuring tidal mixing")
        act_words = set(re.findall(r"[a-z]+", text.lower()))
        if not any(
            len(words) > 1 and words <= act_words
            for words in (set(re.findall(r"[a-z]+", t.label.lower())) for t in out)
        ):
            add(text, ln, act=True)
    for text, ln in asked_questions(lines):  # "I study how A": "how A", unless it restates a topic
        if not any(t.label.lower() in text.lower() for t in out):
            add(text, ln)
    for run in _bullet_runs(lines):
        if 2 * sum(1 for ln in run if _concept(ln.text)) >= len(run):
            for ln in run:
                add(ln.text, ln)
    for label, ln in tagline_topics(lines, name_no):
        add(label, ln)
    for i, ln in enumerate(lines):
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if nxt is None or not nxt.text or nxt.heading:  # a list wrapped onto the next line is cut here
            for label in _field_list(ln):
                add(label, ln)
        elif _wraps_list_end(ln, nxt):  # "…, hydrodynamical simulations, Active Galactic" / "Nuclei (AGN)."
            for label in _field_list(replace(ln, text=f"{ln.text} {nxt.text}")):
                add(label, ln)
    listed = bool(out)  # a page that lists its topics names its fields there, not by the owner's trade
    for ln in lines:
        if ln.kind in {None, "about", "interests"} and not ln.heading and not ln.skip:
            for label in [] if listed else agent_fields(ln.text):  # "I am a computational biologist"
                add(label, ln)
    inside: list[tuple[str, Line]] = []
    stated: set[int] = set()  # topics the owner's research statement names ("My research focuses on A")
    for i, ln in enumerate(lines):
        if (
            ln.skip
            or ln.heading
            or not ln.text
            or ln.kind in {"publications", "news", "awards", "teaching", "talks", "service", "other"}
        ):
            continue
        text = _with_next_line(lines, i)
        explicit_cues = _explicit_cues(text)  # read once: the loop below reads them again
        first_explicit = explicit_cues[0].start() if explicit_cues else None
        per_sentence: dict[tuple[bool, int], int] = {}  # cues read in each sentence
        generic = [*_GENERIC.finditer(text), *third_person.finditer(text)]
        for cues, explicit in (
            (iter(explicit_cues), True),
            (iter(sorted(generic, key=lambda m: m.start())), False),
        ):
            for m in cues:
                if m.start() >= len(ln.text):
                    continue  # a cue that starts on the next line is read with that line
                before = re.split(r"[.!?]\s", text[: m.start()])[-1]
                sentence = (explicit, m.start() - len(before))
                per_sentence[sentence] = per_sentence.get(sentence, 0) + 1
                if per_sentence[sentence] > _CUES_PER_SENTENCE:
                    continue  # "I work on I work on …" repeated: each cue rereads the sentence's rest
                opening = _sentence_opening(lines, i) if len(before) == m.start() else ""
                if _TEACHING.search(_BOTH_ROLES.sub("", f"{opening} {before}")):
                    continue  # "recitations exploring topics such as A, B": what a course covers
                if _EXPLORE_CUE.match(m.group(0)) and _OFF_WORK.search(
                    before + re.split(r"[.!?](?:\s|$)", text[m.start() :])[0]
                ):
                    continue  # "Outside work, I explore the cafes of Lisbon": a pastime, no research
                if m.group(0).startswith("Focused") and ln.kind not in {None, "about", "interests"}:
                    continue  # "Focused on A" under a post or a degree: its duties or its subjects
                if ln.kind == "experience" and re.match(r"researcher\s", m.group(0), re.I):
                    continue  # "2019–2021, Researcher in Hydrology": a post's title, not a stated interest
                if re.match(
                    r"(?:I|we)(?:\s+have\s+(?:[a-z]+\s+)?|['’]ve\s+(?:[a-z]+\s+)?|\s+)worked\s",
                    m.group(0),
                    re.I,
                ) and (ln.kind == "experience" or _dated_row(ln)):
                    continue  # "2019–2021 | … I worked on A": the duties of a dated post, not an interest
                # "My research interest lies in X. Particularly, I focus on A, B": the follow-up lists too
                specifies = _SPECIFYING.search(text[: m.start()])
                explicit = explicit or bool(
                    specifies and first_explicit is not None and first_explicit < m.start()
                )
                studies = _STUDY_VERB.search(m.group(0)) is not None
                rest = _continued(lines, i + 1, text[m.end() :]) if m.end() > len(ln.text) else None
                items, found = _statement_items(
                    _bounded(rest if rest is not None else _continued(lines, i, ln.text[m.end() :])),
                    explicit,
                    studies,
                    research=not m.group(0).lower().startswith("experience"),
                    own=(_OWN_CUE.match(m.group(0)) is not None or third_person.match(m.group(0)) is not None)
                    and ln.kind in {None, "about", "interests"}
                    and not ln.bullet
                    and not _DUTY.search(before),
                    of_research=re.search(r"\b(?:research|work)\b", m.group(0), re.I) is not None,
                )
                if explicit and 2 * sum(map(is_pastime, items)) > len(items):
                    continue  # "My other interests include hiking and chess": pastimes, not research
                first_new = len(out)
                for item in items:
                    add(item, ln)  # unknown items of a generic statement are already dropped
                if explicit and (  # "My research interests include A": the cue matched from "research"
                    _OWN_RESEARCH.match(m.group(0))
                    or re.search(r"\b(?:my|our|his|her|their)\s+$", before, re.I)
                ):
                    stated.update(id(t) for t in out[first_new:])
                inside += [(c, ln) for c in found]
    words = {w for t in out for w in re.findall(r"[a-z]+", t.label.lower()) if len(w) > 3}
    taken = " | ".join(t.label.lower() for t in out)
    for label, ln in inside:  # a concept inside a phrase: new only in words no topic has yet
        if re.search(rf"(?<!\w){re.escape(label.lower())}(?!\w)", taken):
            continue  # "sea ice" of "sea ice dynamics": its words are too short for the test below
        if not words & {w for w in re.findall(r"[a-z]+", label.lower()) if len(w) > 3}:
            add(label, ln, inside=True)
    # the bio restates the listed interests in other words; a question it asks ("how A") is its own
    if _lists_interests(front):
        out = [
            t
            for t in out
            if t.evidence is None or _concept(t.label) or t.label.startswith("how ") or id(t) in stated
        ]
    return sorted(out, key=lambda t: t.evidence.line if t.evidence else 0)


# a count of vague things names no field: "a wide range of applied topics", "three major themes"; "multiple"
# before a gerund is a field's own name ("multiple testing problems", "multiple scattering problems")
_HOW_MANY = re.compile(
    r"(?<![-\w])(?:(?:a\s+)?(?:(?:wide|broad|diverse|large)\s+)?(?:range|variety|number|array|host)\s+of"
    r"|two|three|four|five|several|many|various|numerous|multiple(?!\s+[\w-]+ing\b))(?![-\w])(?:\s+[\w-]+){0,3}?"
    r"\s+(?:topics|themes|problems|questions|issues|areas|subjects|ideas|directions|strands)$",
    re.I,
)
# the owner's research or interests as the subject of an explicit cue: "My research focuses on A"
_OWN_RESEARCH = re.compile(
    r"(?:my|our|his|her|their|\w+['’]s)\s+(?:[\w-]+\s+){0,2}?(?:research|interests?)\b", re.I
)
_COPULA = re.compile(r"^(?:are|is)\s+(?=\w)", re.I)
# the words that open a list's examples ("…, including A, B and C"): not part of the first example
_EXAMPLE_WORD = re.compile(r"^(?:including|such\s+as|e\.g\.,?)\s+(?=\w)", re.I)


def _dated_row(ln: Line) -> bool:
    """A dated entry of a list (a bullet, a "2019–2021 | …" row, a line that is no sentence), where "I
    worked on A" is a post's duty; a biography's sentence with a year in it is not one.

    >>> _dated_row(Line(no=1, raw="", text="2019–2021 | Clerk. I worked on invoices."))
    True
    >>> _dated_row(Line(no=1, raw="", text="From 2011 to 2018 I worked on lichen genomics at the University of Tarnby."))
    False
    """
    if not re.search(r"\b(?:19|20)\d\d\b", ln.text):
        return False
    return ln.bullet or "|" in ln.text or bool(re.match(r"\W*(?:19|20)\d\d", ln.text)) or not _prose(ln.text)


def _lists_interests(front: dict[str, Any] | None) -> bool:
    """The front matter lists the owner's interests (a Hugo author page's ``interests:``): those are the
    page's topics, and a body phrase adds one only when the topic scheme knows it or it is a question the
    research asks ("how reef fish find their home reefs").

    >>> _lists_interests({"interests": ["Reef acoustics"]}), _lists_interests({"tags": ["Reef acoustics"]})
    (True, False)
    >>> _lists_interests({"interests": {"interests": ["Reef acoustics"]}}), _lists_interests(None)
    (True, False)
    """
    for key in ("interests", "research_interests"):
        value = (front or {}).get(key)
        value = value.get(key) if isinstance(value, dict) else value
        if isinstance(value, list) and any(isinstance(v, str) and v.strip() for v in value):
            return True
    return False


# words that link sentences, not fields ("A, however, …", "A, broadly speaking, …"), and words that
# stand for the fields a list names ("questions like:")
_DISCOURSE = re.compile(
    r"however|moreover|furthermore|(?:broadly|generally|roughly|strictly)(?:\s+speaking)?|in\s+particular"
    r"|in\s+short|though|thus|hence|therefore|anything|everything|questions|problems|issues|things|topics"
    # how wide the interests are ("My interests are broad, and I …"), not one of them
    r"|(?:very\s+|quite\s+|rather\s+)?(?:broad|varied|diverse|wide-ranging|eclectic)",
    re.I,
)
_UNIT = re.compile(
    r"^(?:(?:the|a|an)\s+)?(?:department|dept\.?|section|school|faculty|division|institute|centre|center"
    r"|laborator(?:y|ies)|college|university)\s+(?:of|for)\s+[A-Z]",
    re.I,
)


def _unit(label: str) -> bool:
    """A unit of an organisation ("Department of Public Health", "Section of Biostatistics") or a
    university, named where a post is stated: a place, not a topic.

    >>> [_unit(x) for x in ["Department of Public Health", "University of Oslo", "history of science"]]
    [True, True, False]
    """
    return bool(_UNIT.match(label))


def _fragment(label: str) -> bool:
    """A piece of a sentence, not a topic: a citation's year, an unbalanced parenthesis, an aside
    ("i.e. …").

    >>> [_fragment(x) for x in ["2009)", "copycat suicide (Roe", "i.e. the processes", "social learning"]]
    [True, True, True, False]
    """
    return bool(
        re.search(r"\b(?:1[89]|20)\d\d\b", label)
        or label.count("(") != label.count(")")
        or re.match(r"(?:i\.\s?e\.|e\.\s?g\.)\s", label, re.I)
    )


#: one word that only describes ("Statistical", "cognitive"): a piece of a phrase cut at "and" or a line's end
# a phrase ending on an adjective in lower case ("the use of historical", "computational cognitive") lost its
# noun to a split at "and" or a comma; a field's name ends on a noun (as every dev gold topic but two clauses)
_ENDS_ON_ADJECTIVE = re.compile(
    r"(?:^|\s)[a-z][a-z-]*(?:ical|ural|ular|itive|able|ible|ous|less|ional|ernal)$"
)
_LONE_ADJECTIVE = re.compile(r"[A-Za-z]+(?:ical|tial|ural|ental|ular|itive)", re.I)  # not "sonar", "logic"

_CONTACT = re.compile(
    r"(?:hearing\s+from|talking\s+(?:to|with)|speaking\s+(?:to|with)|chatting\s+with"
    r"|connecting\s+(?:this|these|that|it)|working\s+with\s+(?:children|adults|families|patients|students|people))\b",
    re.I,
)
# a preposition, or a verb whose subject was left before the cut ("combines observational", "has also expanded to")
_OPEN_START = re.compile(
    r"^(?:in|on|of|to|by|with|from|both|was|were|has|have|had|include[sd]?|combines?|combined|encompass(?:es)?"
    r"|currently|also)\s",
    re.I,
)
_OPEN_END = re.compile(
    r"\s(?:related|of|by|to|in|on|for|with|from|between|the|an?|and|or|both|including)$", re.I
)
# Latin phrases that open a field's name on "in": "in vivo imaging", "in situ hybridization"
# a phrase opening on a preposition, a conjunction or a possessive is a piece of a sentence, not a field's
# name (of 2,875 dev gold topics only "in silico …" opens so; a hyphen joins "in-cell", "on-chip")
_OPENS_AS_PIECE = re.compile(
    r"(?:but|in|through|on|as\s+well\s+as|just\s+like|principally|these|this|those|my|our|his|her|their|based|"
    r"i\.e|e\.g|which|while|whereas|by|via|within|among|during|because)(?:\s|\.|$)",
    re.I,
)
_LATIN_IN = re.compile(r"^in[\s-](?:vivo|vitro|situ|silico|utero|ovo|planta|toto|natura)\b", re.I)


def _sentence_piece(label: str) -> bool:
    """A phrase cut from running text that opens on a preposition or stops before its object ("in the
    analysis of X", "questions related", "challenges imposed by"): a piece of a sentence, not the name
    of a field. Applied to prose only.

    >>> [_sentence_piece(x) for x in ["in the role of tides", "tidal questions related", "tidal mixing"]]
    [True, True, False]
    >>> [_sentence_piece(x) for x in ["mapping of reefs and", "surveys including", "sand and gravel"]]
    [True, True, False]
    >>> [_sentence_piece(x) for x in ["combines field surveys", "has also grown to include reefs"]]
    [True, True]

    A field may open on a Latin "in" ("in vivo imaging", "in situ hybridization") or end on a capital
    "A" ("hepatitis A"):

    >>> [_sentence_piece(x) for x in ["in vivo imaging", "in silico screening of", "hepatitis A", "such as a"]]
    [False, True, False, True]
    """
    end = _OPEN_END.search(label)
    return bool(
        (_OPEN_START.match(label) and not _LATIN_IN.match(label)) or (end and end.group(0).strip() != "A")
    )


def _field_list(ln: Line) -> list[str]:
    """A line that is nothing but a list of three or more fields, most of them known topics, under a
    heading of no entries ("Research" then "Information theory, wireless networks, robotics.").

    >>> from talentgraph.extract.sections import split_lines
    >>> _field_list(split_lines(["Machine learning, computer vision, robotics."])[0])
    ['Machine learning', 'computer vision', 'robotics']

    A page's tag line sets its fields apart with dots ("Machine learning · robotics · sea ice").
    """
    if ln.skip or ln.heading or ln.bullet or ln.kind not in {None, "about", "projects", "interests"}:
        return []
    if re.search(r"\d|@|https?:|www\.|:", ln.text) or len(ln.text) > 160:
        return []
    items = [
        p.strip(" .") for p in re.split(r"\s*[,;·•]\s*(?:and\s+)?", ln.text.strip(" .")) if p.strip(" .")
    ]
    if len(items) < 3 or any(len(p.replace(" & ", " ").split()) > 4 for p in items):
        return []
    if sum(1 for p in items if _tool(p) and not _concept(p)) >= 2:
        return []  # "Python; SQL; HPC; Machine Learning": a skills line, not the owner's fields
    known = sum(1 for p in items if _known(p))
    return items if known >= 2 and 2 * known >= len(items) else []


def _wraps_list_end(ln: Line, nxt: Line) -> bool:
    """``nxt`` ends the list ``ln`` began: ``ln`` has commas and no closing stop, ``nxt`` is a few
    capitalised words that close it with a full stop."""
    return (
        "," in ln.text
        and not ln.text.rstrip().endswith((".", ",", ";", ":"))
        and not nxt.bullet
        and 1 <= len(nxt.text.split()) <= 4
        and nxt.text.rstrip().endswith(".")
        and nxt.text[:1].isupper()
    )


def _sentence_opening(lines: list[Line], i: int) -> str:
    """The part of a sentence that the line before holds, when the line continues it (a PDF's or a
    hand-wrapped paragraph: the line opens in lower case and the one before ends without a stop).

    >>> from talentgraph.extract.sections import split_lines
    >>> _sentence_opening(split_lines(["Notes. A course on the teaching of", "topics such as tides."]), 1)
    'A course on the teaching of'
    >>> _sentence_opening(split_lines(["A course on tides.", "Topics such as waves."]), 1)
    ''
    """
    ln, prev = lines[i], lines[i - 1] if i > 0 else None
    if (
        prev is None
        or not prev.text
        or prev.heading
        or prev.skip
        or prev.kind != ln.kind
        or ln.bullet
        or re.search(r"[.;:!?]$", prev.text)
        or not ln.text[:1].islower()
    ):
        return ""
    return re.split(r"[.!?]\s", prev.text)[-1]


def _with_next_line(lines: list[Line], i: int) -> str:
    """The line's text and, when its sentence runs on over a hard line break (a Markdown paragraph
    wrapped by hand), the next line's, so that a cue broken at the break ("My work focused" / "on A,
    B") is still found.

    >>> from talentgraph.extract.sections import split_lines
    >>> _with_next_line(split_lines(["Lately my research focuses", "on tides and waves."]), 0)
    'Lately my research focuses on tides and waves.'
    """
    ln = lines[i]
    nxt = lines[i + 1] if i + 1 < len(lines) else None
    if (
        nxt is None
        or not nxt.text
        or nxt.bullet
        or nxt.heading
        or nxt.skip
        or nxt.kind != ln.kind
        or ln.bullet
        or re.search(r"[.;:!?]$", ln.text)
        or not nxt.text[:1].islower()
    ):
        return ln.text
    return f"{ln.text} {nxt.text}"


# a statement's list is read for at most this many characters, and a sentence for this many cues: a
# run-on line of repeated cues ("I work on I work on …") is otherwise read again from every cue
_STATEMENT_CHARS = 1000
_CUES_PER_SENTENCE = 6


def _bounded(text: str) -> str:
    """``text`` up to ``_STATEMENT_CHARS`` characters, cut at a space: no list runs longer.

    >>> _bounded("a b"), len(_bounded("word " * 1000)) <= _STATEMENT_CHARS
    ('a b', True)
    """
    if len(text) <= _STATEMENT_CHARS:
        return text
    return text[:_STATEMENT_CHARS].rsplit(" ", 1)[0]


def _continued(lines: list[Line], i: int, text: str) -> str:
    """A sentence wrapped over the following lines, joined up to its end; a short line over a capitalised
    one is a title over the next row of its entry ("Researcher in Fluid Dynamics" / "Acme Labs, Oslo").

    >>> from talentgraph.extract.sections import split_lines
    >>> _continued(split_lines(["2019, Researcher in Optics", "Lumen Labs, Oslo"]), 0, "Optics")
    'Optics'
    """
    for nxt in lines[i + 1 : i + 4]:
        if re.search(r"[.;!?]\s|[.;!?]$", text) or not nxt.text or nxt.bullet or nxt.heading:
            break
        if len(lines[i].text.split()) < 8 and nxt.text[:1].isupper():
            break
        text = f"{text} {nxt.text}"
    return text


def _labelled(lines: list[Line], add: Any) -> None:
    """Labelled interest lines ("Research interests: a; b") and the items of interests sections."""
    in_list = False  # inside the items of an interests section
    list_kinds: set[str | None] = {"interests", None}  # the kinds of line the section's items have
    bullets_of: Line | None = None  # "My research areas include:" over a bullet list
    read_to = -1  # the last line of a wrapped "•" list already read
    joined_to = -1  # the last line an interests paragraph read with the lines above it
    for i, ln in enumerate(lines):
        if ln.heading:
            in_list = (
                ln.kind == "interests"
                or bool(_SPECIALIZATION.fullmatch(ln.text.strip(" :#*")))
                or bool(_INTERESTS_HEADING.search(ln.text))
            )
            list_kinds = {"interests", None, ln.kind}
        if ln.skip or ln.heading or not ln.text or i <= read_to:
            continue
        lead = _bold_lead(ln) if bullets_of is not None and ln.bullet else None
        if lead:
            add(lead, ln)  # "**Ocean wave modelling** - using phase-resolving models to …"
            continue
        if bullets_of is not None and ln.bullet and len(ln.text.split()) <= 10:
            for item in [ln.text] if _one_item_bullet(ln.text) else _split_items(ln.text):
                add(item, ln)
            continue
        area = _bullet_head(ln.text) if bullets_of is not None and ln.bullet else None
        if area and area != ln.text.strip(" .;,") and not is_pastime(area):
            for item in [area] if _one_long_item(area) else _split_items(area):
                add(item, ln)  # "Some of my interests:" over "A, particularly B …": A
            continue
        if not (bullets_of is not None and ln.bullet):  # a long bullet of the list: the list goes on
            bullets_of = ln if _INTRODUCES_LIST.search(ln.text) else None
        # "Expertise: A, B" in a skills section lists skills: _skill_topics keeps the known fields among them
        m = _TOPIC_LINE.search(ln.text) if ln.kind != "skills" else None
        if m and m.group(2) and _others_interest(ln.text[: m.start()]):
            m = None  # "If you are interested in pursuing a PhD …": the reader's interests, not the owner's
        if m and ln.kind == "education" and _DEGREE_FIELD.match(ln.text):
            m = None  # "Focus: Energy Systems" under a degree: the degree's field, not a research topic
        if m:
            text = m.group(1) or m.group(2)
            nxt = lines[i + 1] if i + 1 < len(lines) else None
            if m.group(1) and nxt and _wrapped_list(text, nxt):
                text = f"{text} {nxt.text}"
            in_entry = ln.kind not in {None, "about", "interests", "education"} or ln.bullet
            known_only = bool(in_entry and re.match(r"\s*keywords", ln.text, re.I))
            if m.group(2):  # "interested in A (B, C) to analyse D": the purpose is no topic
                text = re.sub(
                    r",?\s+(?:(?:in order )?to\s+[a-z]+|particul?a?r?l?y|especially)\b.*$", "", text
                )
                text = re.split(r":\s|,\s+but\s|\s+[–—]\s", text)[0]  # what follows explains
                text = _NEXT_ACT.split(text)[0]  # "interested in A and created B": B is what was done
                text = re.sub(
                    r"\s+(?:like|such\s+as|including)\s*:?$", "", text
                )  # "questions like:" lists below
            items = _split_items(text, prose=m.group(1) is None)
            if m.group(2) and 2 * sum(map(is_pastime, items)) > len(items):
                continue  # "interested in hiking, sailing and chess": pastimes, not research
            for item in items:
                if m.group(2) and is_clause(item):
                    continue  # "how we use coordinators": a question, not a topic
                add(_LEAD_IN.sub("", item) if m.group(2) else item, ln, known_only)
        elif in_list and ln.kind in list_kinds:
            if _ends_list(lines, i):
                in_list = False
                continue
            prev = lines[i - 1] if i else None
            if (
                prev
                and prev.text
                and not prev.heading
                and not prev.bullet
                and not ln.bullet
                and (ln.text[:1].islower() or i <= joined_to)
            ):
                continue  # a wrapped line, already read with the line before it
            head = re.match(r"([^:]{3,80}):\s+\S", ln.text)
            if head and heading_kind(head.group(1).strip()) not in {None, "interests"}:
                continue  # "Projects: A, B" among the interests: a list of another kind
            bold_head = head is not None and any(b.strip(" :") == head.group(1).strip() for b in ln.bold)
            methods = _methods_row(ln.text)
            if methods is not None:  # "**Methods:** A, B": the items, not the label
                for item in methods:
                    add(item, ln)
                continue
            if head and bold_head and len(head.group(1).split()) <= 8:
                add(head.group(1), ln)  # "**Nuclear Structure:** α-clustering in light nuclei, …"
                continue
            if _prose(ln.text):
                continue  # a paragraph about the interests: its research statements are read as prose
            if re.search(r"\b(?:19|20)\d\d\b", ln.text):
                continue  # a dated row ("2013 | Limber Award") is an entry of another list, not an interest
            if _INNER_SEP.search(ln.text):
                text, read_to = _dotted_run(lines, i)
                items, first = _split_items(text), ln
            elif len(ln.text.split()) <= 12 or not ln.bullet:
                items, first, joined_to = _interest_items(lines, i)
            elif (area := _bullet_head(ln.text)) and _introduced(lines, i) and not is_pastime(area):
                items, first = [area] if _one_long_item(area) else _split_items(area), ln  # "A (e.g., B);": A
            else:
                continue
            if 2 * sum(map(is_pastime, items)) > len(items):
                continue  # "Badminton, chess, films and books": what someone does for fun
            for item in items:
                add(item, first)


# a philosophy CV's "Areas of Specialization" lists the owner's fields (its "Areas of Competence", what
# they can teach, does not); read here, the section kinds stay as they are for every other stage
# a heading that names the owner's research interests among other words ("Current Research Interests and
# Activities", "My research interests include:") heads an interests list all the same
_INTERESTS_HEADING = re.compile(r"\bresearch\s+interests?\b", re.I)
_SPECIALIZATION = re.compile(r"(?:areas?|fields?)\s+of\s+(?:research\s+)?speciali[sz]ation|AOS", re.I)
_NEXT_ACT = re.compile(
    r",?\s+and\s+(?:then\s+|later\s+)?(?:created|developed|built|wrote|started|founded|joined|moved|became|began"
    r"|went|led|received|published|taught|worked|spent|designed|launched)\b"
)
_TO_READER = re.compile(
    r"\b(?:you|you['’]re|anyone|applicants?|candidates?|students?)\b,?\s+(?:\w+\s+){0,2}$", re.I
)


def _others_interest(before: str) -> bool:
    """The words before "interested in" name someone other than the owner: the reader, applicants, a
    student the owner mentored; "I am a PhD student interested in …" is the owner.

    >>> _others_interest("If you are "), _others_interest("Mentored a high school student ")
    (True, True)
    >>> _others_interest("I am a second-year PhD student "), _others_interest("I supervised a PhD student ")
    (False, True)
    """
    sentence = re.split(r"[.!?]\s", before)[-1]
    return bool(_TO_READER.search(sentence)) and not re.search(r"\b(?:I\s+(?:am|was)|I['’]m)\b", sentence)


# a degree's own field, written under it ("Focus: …", "Specialisation: …"); "Fields of specialization:"
# and "Focus areas:" in a CV's education entry list research fields and stay topics
_DEGREE_FIELD = re.compile(r"\s*(?:focus|speciali[sz]ation|specialty)\s*:", re.I)

_INTRODUCES_LIST = re.compile(
    r"(?:^|\b(?:my|our|his|her|their)\s+)(?:(?:main|current|primary)\s+)?(?:research\s+)?(?:interests?|areas?|topics|"
    r"fields?|expertise|specialties|specializations|areas of (?:interest|expertise|research)|focus(?:es)?|themes)"
    r"(?:\s+(?:include[sd]?|are|were|cover(?:ed)?))?(?:\s+(?:below|as\s+follows))?\s*:$",
    re.I,
)  # a line that ends by announcing the list below it


def _bold_lead(ln: Line) -> str | None:
    """The bold phrase a bullet opens with, when a dash or colon follows it: the item the rest explains.

    >>> from talentgraph.extract.sections import split_lines
    >>> _bold_lead(split_lines(["- **Tide modelling** - using coastal models to map tides"])[0])
    'Tide modelling'
    """
    for bold in ln.bold[:1]:
        rest = ln.text[len(bold) :] if ln.text.startswith(bold) else None
        if rest is not None and re.match(r"\s*(?:[-–—:]\s|:$)", rest) and 1 <= len(bold.split()) <= 8:
            return bold.strip(" :")
    return None


_CITATION = re.compile(r"\(?[A-Z][\w’'-]+(?:\s+et\s+al\.?|\s*&\s*[A-Z][\w’'-]+)?,?\s+(?:19|20)\d\d[a-z]?\b")


def _prose(text: str) -> bool:
    """A sentence, not a list: first person, citations ("Roe 2019"), or many words without a separator.

    >>> _prose("I study social learning and cultural evolution in humans, using experiments."), _prose("Ecology; genomics")
    (True, False)
    """
    words = text.split()
    separators = len(re.findall(r"[;,•·|]", text))
    return bool(
        re.match(
            r"(?:I|We|My|Our|He|She|His|Her|They|See|Find|Read|Click|Visit|Check|Learn|Contact|Feel)\b", text
        )
        or re.search(r"[,;]\s+(?:I|we)\s+[a-z]", text)  # "To decode X, I have developed …"
        or _CITATION.search(text)
        or (len(words) > 15 and separators * 6 < len(words))
    )


def _wrapped_list(text: str, nxt: Line) -> bool:
    """The next line continues a labelled list broken by the layout, inside an item ("…; On-device" /
    "Learning; X") or after a separator ("A, B," / "C, & D").

    >>> from talentgraph.extract.sections import split_lines
    >>> _wrapped_list("Tides, Waves,", split_lines(["Coastal erosion, & Dunes"])[0])
    True
    >>> _wrapped_list("Tides, Waves.", split_lines(["Coastal erosion, & Dunes"])[0])
    False
    """
    sep = ";" if ";" in text else "," if "," in text else None
    return bool(
        sep
        and nxt.text
        and not nxt.bullet
        and not nxt.heading
        and not text.rstrip().endswith(".")
        and ":" not in nxt.text
        and (sep in nxt.text or len(nxt.text.split()) <= 3)
        and not find_date_ranges(nxt.text)
    )


_EXPERTISE = re.compile(r"(?:(?:areas?|fields?)\s+of\s+|research\s+|scientific\s+)?expertises?", re.I)
# a row that labels its items as methods ("Methods: quantum Monte Carlo, density functional theory"):
# methods are topics, not technologies (corpus/real/GUIDE.md), the label is neither
_METHODS_ROW = re.compile(
    r"^\s*(?:(?:research|computational|experimental|analytical|statistical|quantitative|numerical|modell?ing)\s+)?"
    r"(?:methods|methodolog(?:y|ies)|techniques)\s*(?::|\s\|)\s*(?=\S)",
    re.I,
)


def _methods_row(text: str) -> list[str] | None:
    """The items of a row labelled as methods, else ``None``.

    >>> _methods_row("Methods: ice-flow modelling, density functional theory (GPAW, ASE)")
    ['ice-flow modelling', 'density functional theory (GPAW, ASE)']
    >>> _methods_row("Research Methods | 4.9 | Fall 2021"), _methods_row("Methods in Ecology, 2021")
    (None, None)
    """
    m = _METHODS_ROW.match(text)
    if m is None or re.search(r"\b(?:19|20)\d\d\b", text):
        return None  # no label, or a dated row (a course taught, a paper)
    return _split_items(text[m.end() :])


def _skill_topics(lines: list[Line], add: Any) -> None:
    """Items of a skills section headed as expertise ("Areas of Expertise: Tidal Modelling, PyTorch"),
    other than tools and kinds of work ("Data Visualization"). A plain skills list names what the owner
    can do, not the research areas they state as theirs: its known fields ("Machine Learning",
    "Signal Processing") are no topics."""
    try:
        tools: TermIndex | None = technology_index()
    except Exception:  # vocabulary not installed
        tools = None
    read_to = -1
    fields = False  # under a heading "Expertise": a list of fields, every item not a tool is one
    for i, ln in enumerate(lines):
        if ln.heading:
            fields = bool(_EXPERTISE.fullmatch(re.sub(r"^[^A-Za-z]+|[^A-Za-z]+$", "", ln.text)))
        if ln.kind != "skills" or ln.heading or ln.skip or not ln.text or i <= read_to:
            continue
        text, read_to = _dotted_run(lines, i)
        for item in _methods_row(text) or []:
            if tools is None or not tools.lookup(item):
                add(item, ln)
        text = re.sub(r"^[^:]{1,30}:\s*", "", text)
        listed = fields and not re.search(r"\s[—–-]\s|[.:]\s", text)  # "A — how I use it": a description
        for item in re.split(r"\s*[;,•·|]\s*", text):
            item = item.strip(" .")
            if (
                1 <= len(item.split()) <= 5
                and listed
                and (tools is None or not tools.lookup(item))
                and " ".join(item.lower().split()) not in _skill_categories()
            ):
                add(item, ln)


@table
@cache
def _leisure() -> frozenset[str]:
    data = yaml.safe_load(resource_path("data", "leisure.yaml").read_text(encoding="utf-8"))
    return frozenset(_fold(str(w)) for w in data["leisure"])


def is_pastime(item: str) -> bool:
    """An item that names a pastime ("Rock climbing", "Films and books", "Randonnée"), not a field.

    >>> is_pastime("Rock climbing"), is_pastime("Films and Books"), is_pastime("sailing and geology")
    (True, True, False)
    >>> is_pastime("Randonnée"), is_pastime("Fotografía"), is_pastime("Wandern"), is_pastime("Fußball")
    (True, True, True, True)
    """
    words = re.findall(r"[^\W\d_]+", _fold(item))
    sides = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", item.strip())
    if len(sides) > 1 and len(words) > 3:  # "Cricket, Tennis and Badminton": every side a pastime
        return all(map(is_pastime, sides))
    return (
        bool(words)
        and len(words) <= 3
        and any(w in _leisure() for w in words)
        and not any(map(_concept, [item, *words]))  # "sports and economics": a field of study
    )


@cache
def _skill_words(kind: str) -> frozenset[str]:
    """A list of ``data/skill_categories.yaml``, lower-cased, spaces folded."""
    data = yaml.safe_load(resource_path("data", "skill_categories.yaml").read_text(encoding="utf-8"))
    return frozenset(" ".join(str(w).lower().split()) for w in data[kind])


@table
def _crafts() -> frozenset[str]:
    """Kinds of work ("data processing", "programming") that name an activity, not a field."""
    return _skill_words("crafts")


@table
def _skill_categories() -> frozenset[str]:
    """Kinds of work a skills list names ("Data Visualization"): no research topic there."""
    return _skill_words("skill_categories")


def is_skill_category(text: str) -> bool:
    """Whether ``text`` is a kind of work a skills list names, case and spacing aside.

    >>> is_skill_category("Programming  Languages"), is_skill_category("Tide Atlas")
    (True, False)
    """
    return " ".join(text.lower().split()) in _skill_categories()


_BOLD_CUE = re.compile(
    r"\b(?:work(?:ing)?\s+on|focus(?:es|ing)?\s+on|interested\s+in|care\s+about|thinking\s+about"
    r"|research\s+(?:on|in|interests?)|excited\s+about|passionate\s+about)\b",
    re.I,
)


def _bold_statements(lines: list[Line], add: Any) -> None:
    """Phrases set in bold in a research statement ("I work on **graph learning**, with a focus on
    **robustness**") are its topics; a capitalised bold word alone is a name, not a topic."""
    for ln in lines:
        if ln.kind not in {None, "about", "interests"} or ln.heading or ln.skip or not ln.bold:
            continue
        for bold in ln.bold:
            pos = ln.text.find(bold)
            sentence = re.split(r"[.!?]\s", ln.text[:pos])[-1] if pos > 0 else ""
            if not _BOLD_CUE.search(sentence) or not 1 <= len(bold.split()) <= 5:
                continue
            if bold[:1].islower() or _concept(bold) or len(bold.split()) >= 2:
                add(bold, ln)


def _same_item(first: tuple[int, str], no: int, label: str) -> bool:
    """A second label of a known concept repeats it, unless the same list names both in unrelated words
    (the author's distinction is kept when the scheme is coarser than the list).

    >>> _same_item((3, "ML systems"), 3, "machine learning systems"), _same_item((3, "Data Mining"), 3, "Urban Computing")
    (True, False)
    """
    line, other = first
    if line != no:
        return True
    words = {w for w in re.findall(r"[a-z]+", label.lower()) if len(w) > 2}
    return bool(words & set(re.findall(r"[a-z]+", other.lower()))) or label.isupper() or other.isupper()
