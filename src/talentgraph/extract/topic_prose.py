"""Topics in places where a phrase is a topic only if the topic scheme says so: a tagline under the
owner's name ("Speech, Audio & Language Understanding"), and concepts named inside the items of a
research statement ("uncertainty in 3D reconstruction" names 3D reconstruction).

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Jane Roe", "Machine Learning, Robotics & Tactile Sensing", "", "ABOUT"])
>>> [label for label, _ in tagline_topics(lines, 1)]
['Machine Learning', 'Robotics', 'Tactile Sensing']
>>> embedded_concepts("scene understanding for embodied agents")
['embodied agents']
"""

from __future__ import annotations

import re
from functools import cache

import yaml

from ..gazetteers import TermIndex, topic_index
from ..resources import resource_path
from .sections import Line

__all__ = ["agent_fields", "embedded_concepts", "is_clause", "is_verb_phrase", "tagline_topics"]

_CLAUSE = re.compile(
    r"^(?:how|what|why|whether|when|where|which|who|whom|that|can|could|would)\b"
    r"|^(?:finding|seeking|looking\s+for|trying|figuring\s+out)\s+(?:new\s+|better\s+)?(?:ways?|means|methods)\b"
    r"|^(?:developing|pursuing|building|creating|designing|proposing|providing)\s+(?:a|an|the|new|novel)\s"
    r"|^new\s+(?:approaches|ways|methods|tools)\s+to\s",
    re.I,
)  # a question, or a purpose ("finding ways to marry A and B", "developing a new generation of …")
_DETERMINER = re.compile(r"^(?:a|an|the|this|that|these|those|our|my|its|their)\s", re.I)


def _scheme() -> TermIndex | None:
    try:
        return topic_index()
    except Exception:  # scheme not installed
        return None


def is_clause(item: str) -> bool:
    """A question or clause ("how people search for audio") is a description, not a topic.

    >>> is_clause("how people search for podcasts"), is_clause("information retrieval")
    (True, False)
    >>> is_clause("finding ways to marry A and B"), is_clause("finding aids")
    (True, False)
    >>> is_clause("developing a new generation of methods"), is_clause("developmental biology")
    (True, False)
    """
    return bool(_CLAUSE.match(item.strip()))


_VERB_PHRASE = re.compile(
    r"\s(?:can|could|will|would|should|may|might|must|shall)\s+[a-z]"  # "models can predict floods"
    r"|^[a-z]+ing\s+(?:the|a|an|our|their|its|his|her|my|this|these|those)\s"  # "widening the gap"
    r"|^[a-z]+ing\s+[\w-]+['’]s\s"  # "raising Oslo's profile"
    # a means, not a field: "using AI to …", "utilizing big data" (the field is what it serves)
    r"|^(?:using|utili[sz]ing|employing)\s"
    r"|^(?:I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey)\s+[a-z]"  # a sentence with its subject: "I am involved in …"
    r"|^[a-z]+ed\s+(?:to|by|with|from|into|the|a|an|various|many|several|numerous)\s"  # "contributed to …"
    # a verb that is no noun, lower case as in running text: "restore wetlands", "be applied", "develop"
    r"|^(?:be|become|develop|improve|restore|apply|enable|understand|explore|investigate|analy[sz]e|examine"
    r"|identify|provide|solve|help|make|create|bring|get|give|take|see|find|run|use(?!\s+(?:of|cases?)\b))(?:\s|$)"
    # a verb in -ing alone, its object cut off at "and" or a comma ("identifying and annotating X")
    r"|^(?:using|identifying|detecting|measuring|helping|ranging|experimenting|developing|improving|understanding"
    r"|exploring|investigating|analy[sz]ing|examining|evaluating|applying|providing|creating|designing)$"
)


def is_verb_phrase(item: str) -> bool:
    """What someone does, cut from a sentence, not the name of a field: a modal verb inside, a verb
    in -ing before its object's determiner, a past tense before a preposition, a bare verb first.

    >>> [is_verb_phrase(x) for x in ["run surveys on ferries", "sonar can map reefs", "widening the gap"]]
    [True, True, True]
    >>> [is_verb_phrase(x) for x in ["using AI", "utilizing big data", "use of AI"]]
    [True, True, False]
    >>> [is_verb_phrase(x) for x in ["use of remote sensing", "applied optics", "Develop", "engineered tissues"]]
    [False, False, False, False]
    >>> [is_verb_phrase(x) for x in ["identifying", "measuring", "forecasting", "engineering"]]
    [True, True, False, False]
    """
    return bool(_VERB_PHRASE.search(item.strip()))


def embedded_concepts(text: str) -> list[str]:
    """The concepts the scheme finds in ``text`` (two words or more, not after a determiner: "a robot" is
    no topic), in order of appearance, written in the document's words: a synonym is not replaced by the
    scheme's preferred label, which the document never wrote (topics are phrases the document uses).

    >>> embedded_concepts("statistical methods for tide tables")
    ['statistical methods']
    """
    index = _scheme()
    if index is None:
        return []
    out: list[str] = []
    for hit in index.find(text):
        before = text[: text.find(hit.text)].split()
        if _DETERMINER.match(hit.text) or (before and _DETERMINER.match(before[-1] + " ")):
            continue
        if hit.text.strip().lower() in {
            text.strip().lower(),
            re.sub(r"\s*\([^()]*\)", "", text).strip().lower(),
        }:
            continue  # the whole phrase (but its examples) is the concept's label: the phrase is the topic
        label = hit.text
        if label not in out:
            out.append(label)
    return out


_TAG_SPLIT = re.compile(r"\s*(?:[,;·•|/]|\s&\s|\band\b)\s*")


def tagline_topics(lines: list[Line], name_no: int | None) -> list[tuple[str, Line]]:
    """Items of a short field list printed within three lines under the owner's name, when at least two
    of them (and half) are known topics; a role or affiliation line ("PhD student · Institute · X")
    names none."""
    if name_no is None:
        return []
    after = [ln for ln in lines if ln.no > name_no and ln.text and not ln.skip][:3]
    index = _scheme()
    out: list[tuple[str, Line]] = []
    for ln in after:
        if ln.heading or index is None:
            break
        text = ln.text.split(" | ")[0]  # the left column of a two-column header
        if re.search(r"\d|@|https?:|www\.", text):
            continue
        items = [p.strip(" .") for p in _TAG_SPLIT.split(text) if p.strip(" .")]
        if len(items) < 2 or any(len(p.split()) > 4 for p in items):
            continue
        known = sum(1 for p in items if index.lookup(p))
        if known >= 2 and 2 * known >= len(items):
            out += [(p, ln) for p in items]
    return out


@cache
def _agents() -> tuple[dict[str, str], frozenset[str], re.Pattern[str]]:
    data = yaml.safe_load(resource_path("data", "topic_agents.yaml").read_text(encoding="utf-8"))
    agents = {str(k).lower(): str(v) for k, v in data["agents"].items()}
    nouns = "|".join(sorted((re.escape(a) for a in agents), key=len, reverse=True))
    pattern = re.compile(
        rf"\b(?:I\s+am|I['’]m)\s+(?:(?:also|now|currently|primarily|mainly)\s+)?an?\s+"
        rf"((?:[a-z][a-z-]*\s+){{0,2}}?)({nouns})\b",
    )
    return agents, frozenset(str(w).lower() for w in data["post_words"]), pattern


def agent_fields(text: str) -> list[str]:
    """The field a first-person "I am a/an … biologist" names (``data/topic_agents.yaml``), with the
    words that qualify the field and without those that describe the post. A bare trade ("I am a
    historian", "I'm a senior data scientist") says what the owner is, not what they research: no topic.

    >>> agent_fields("I am a computational biologist by training."), agent_fields("I'm a senior data scientist.")
    (['computational biology'], [])
    >>> agent_fields("Ada is a chemist."), agent_fields("I am a theoretical phonologist who studies acquisition.")
    ([], ['theoretical phonology'])
    >>> agent_fields("I am an early career ecologist studying soils."), agent_fields("I am a historian.")
    ([], [])
    """
    agents, post, pattern = _agents()
    out: list[str] = []
    for m in pattern.finditer(text):
        qualifiers = re.sub(
            r"\b(early|mid|late)\s+career\b", r"\1-career", m.group(1)
        )  # "early career": the post
        words = [w for w in qualifiers.split() if w not in post]
        if words:  # a bare "I am a historian" says what the owner is, not what they research
            out.append(" ".join([*words, agents[m.group(2).lower()]]))
    return out
