"""What the owner's research does, said as a verb in -ing after the owner's own cue: "I am interested in
reconstructing past sea levels", "My work focuses on assessing the effectiveness of marine reserves".
The phrase is the research area as the document writes it (corpus/real/GUIDE.md, topics: phrases the
document uses); the other readers drop it as a verb phrase, since "widening the gap" cut from any
sentence names no field.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["I am interested in reconstructing past sea levels and mapping tidal flats."])
>>> [text for text, _ in gerund_objects(lines)]
['reconstructing past sea levels', 'mapping tidal flats']
"""

from __future__ import annotations

import re

from .sections import Line
from .topic_purposes import run_on

__all__ = ["gerund_objects"]

# the owner's own cue: their interest or research focus, in the first person or their bio's third person
# (not "I worked on": a job's tasks as often as research, GUIDE topics, job duties)
_CUE = re.compile(
    r"\b(?:I\s+am|I['’]m|we\s+are)\s+(?:(?:particularly|especially|also|broadly|specifically|mainly|mostly"
    r"|currently|primarily|deeply)\s+)?(?:interested|intrigued)\s+(?:in|by)\s+"
    r"|\b(?:I|we|he|she)\s+(?:(?:mainly|mostly|currently|primarily|also|now)\s+)?(?:focus|focused|focuses)\s+on\s+"
    r"|\b(?:I\s+am|I['’]m|we\s+are)\s+(?:currently\s+|now\s+)?focusing\s+on\s+"
    # "my research has predominantly focused on", "my doctoral work involves", "my project will focus on"
    r"|\b(?:my|his|her|our|their)\s+(?:(?:current|recent|primary|main|academic|doctoral|phd|graduate)\s+)?"
    r"(?:research|work|thesis|project|dissertation)\s+(?:(?:has|have)\s+)?(?:(?:predominantly|mainly|mostly"
    r"|primarily|largely)\s+)?(?:will\s+|is\s+)?(?:focused|focuses|focusses|focus|centers|centres|involves)"
    r"\s+(?:on\s+)?"
    r"|\b(?:conduct|conducting|do|doing|did)\s+research\s+on\s+",
    re.I,
)
# a verb in -ing that names a research act on its object ("modelling tides", "assessing reserves"), not a
# means or a kind of work whose object is the area when it is one ("using AI to …", "developing new
# methods for …": read elsewhere), nor what someone does with people ("collaborating on …")
_GERUND = (
    r"(?:model(?:l)?ing|simulating|reconstructing|assessing|quantifying|estimating|predicting|forecasting"
    r"|mapping|measuring|analy[sz]ing|characteri[sz]ing|inferring|mitigating|monitoring|detecting|generating"
    r"|adapting|incorporating|improving|accelerating|designing|integrating|converting|evaluating"
    r"|optimi[sz]ing|controlling|making|automating|engineering|synthesi[sz]ing|imaging|tracking)\b"
)
_STARTS = re.compile(_GERUND + r"\s+\S")
# the phrase ends with its sentence or clause, or at a comma that does not start the next act
_END = re.compile(r"[.!?;:](?:\s|$)|\s[–—]\s|\s\(|,\s+(?!(?:and\s+)?" + _GERUND + ")")
# "A, B and C", each an act in -ing with its object ("… and making", not "… and understanding of")
_NEXT_ACT = re.compile(
    r",\s+(?:and\s+)?(?=" + _GERUND + r")|\s+and\s+(?=" + _GERUND + r"\s+(?!(?:of|to|and|or)\b)\w)"
)
# "… to enhance the performance": the purpose the act serves, not part of its name
_PURPOSE = re.compile(
    r"\s+to\s+(?:better\s+)?(?:study|understand|answer|enhance|improve|predict|inform|support|solve|help"
    r"|enable|make|build|design|develop|identify|explain|reduce|increase|address|advance|create|provide|learn"
    r"|test|estimate|assess|evaluate|determine|detect|quantify|gain|reveal|uncover|guide|achieve|ensure)\b"
)
# "improving it further", "… the stack that enables them": the act's object is named elsewhere
_PRONOUN = re.compile(r"\b(?:it|them|they|us|you)\b")
_KINDS = {None, "about", "interests"}


def _acts(rest: str) -> list[str]:
    """The acts in -ing that open ``rest``, each with its object.

    >>> _acts("detecting and mapping reef loss, and modelling tides to predict floods. Later …")
    ['detecting and mapping reef loss', 'modelling tides']
    >>> _acts("using sonar to map reefs"), _acts("the coast"), _acts("improving it further")
    ([], [], [])
    """
    if not _STARTS.match(rest):
        return []
    end = _END.search(rest)
    body = _PURPOSE.split(rest[: end.start()] if end else rest, maxsplit=1)[0]
    parts: list[str] = []
    for part in _NEXT_ACT.split(body):
        if parts and len(parts[-1].split()) == 1:
            parts[-1] += f" and {part.strip()}"  # "detecting and mapping X": one act, two verbs
        else:
            parts.append(part.strip())
    return [p for p in parts if 2 <= len(p.split()) <= 13 and _STARTS.match(p) and not _PRONOUN.search(p)]


def gerund_objects(lines: list[Line]) -> list[tuple[str, Line]]:
    """The acts the owner's research statements name in -ing, in prose (no headings, no entries of a
    CV's other sections), as (text, line); a sentence wrapped onto the next line is read whole."""
    out: list[tuple[str, Line]] = []
    for i, ln in enumerate(lines):
        if ln.kind not in _KINDS or ln.heading or ln.skip or not ln.text:
            continue
        full = run_on(lines, i, enders=r"[.!?:]")
        for m in _CUE.finditer(ln.text):
            out += [(act, ln) for act in _acts(full[m.end() :])]
    return out
