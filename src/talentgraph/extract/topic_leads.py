"""Research statements that end where a bullet list begins: "My research work is on" / "Current
directions include:" over bullets. Each bullet is one stated research area; a bullet written as
"Term: what it means" states the term.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["My current research is on", "", "- kelp forest recovery,",
...                      "- Drift modelling: where spores go after storms", "", "I also teach."])
>>> [text for text, _ in lead_bullets(lines)]
['kelp forest recovery', 'Drift modelling']
"""

from __future__ import annotations

import re

from .sections import Line

__all__ = ["lead_bullets"]

# a line about the owner's research that stops at a connective, its object being the list below
_LEAD = re.compile(
    r"(?:\b(?:research|work|interests?|expertise|directions|areas?\s+of\s+(?:focus|interest))\b[^.!?]*?"
    r"\b(?:include|includes|including|on|in|are|is|spans?|such\s+as|as\s+follows)"
    r"|\bthe\s+following\s+(?:research\s+)?(?:areas|topics|fields|themes|directions)\b[^.!?]*?"
    r"|\bmy\s+(?:academic|research|scientific)\s+interests)\s*:?\s*$",
    re.I,
)
# what a list of duties, news, prizes, venues, courses or skills states: no research areas
_DUTIES = re.compile(
    r"\b(?:responsibilit(?:y|ies)|duties|tasks|projects|courses?|experience[ds]?|news|awards?|prizes?"
    r"|published|publications?|teaching|skills?|talks?)\b",
    re.I,
)
# a bullet that names a person, a year or an event ("Mara gave a keynote …"), not a research area
_NOT_AREA = re.compile(
    r"\b(?:Prof(?:essor)?|Dr|Mr|Mrs|Ms)\b\.?|\b(?:19|20)\d\d\b"
    r"|\b(?:gave|won|has|had|received|presented|joined|published|will)\b"
)
_TERM = re.compile(r"^([^:]{2,60}?):\s+\S")  # "Drift modelling: where spores go …"


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _leads(ln: Line) -> bool:
    sentence = _SENTENCE_END.split(ln.text.strip())[-1]  # the line's last sentence leads
    return (
        ln.kind in {None, "about", "interests"}
        and not ln.bullet
        and not ln.heading
        and not ln.skip
        and len(sentence.split()) <= 20
        and _LEAD.search(sentence) is not None
        and not _DUTIES.search(sentence)
        # "My interests are:" may list hobbies; the owner's research interests list areas
        and re.search(r"\b(?:research|work|expertise|directions|following|academic|focus)\b", sentence, re.I)
        is not None
    )


def lead_bullets(lines: list[Line]) -> list[tuple[str, Line]]:
    """The bullets under each lead line (blank lines between them aside), as (text, bullet line):
    a bullet's term before its colon, else its text without the list's punctuation."""
    out: list[tuple[str, Line]] = []
    for i, ln in enumerate(lines):
        if not _leads(ln):
            continue
        run: list[tuple[str, Line]] = []
        for item in lines[i + 1 : i + 16]:
            if not item.text:
                continue
            if not item.bullet or item.heading:
                break
            term = _TERM.match(item.text)
            text = term.group(1) if term and len(term.group(1).split()) <= 6 else item.text
            run.append((re.sub(r"(?:[,;.]|\s+(?:and|or))+\s*$", "", text.strip()), item))
        areas = [(text, item) for text, item in run if not _NOT_AREA.search(text)]
        if 2 * len(areas) > len(run):  # most bullets read as areas, else the list is of something else
            out += areas
    return out
