"""A learned line labeller: how likely each line of a document is part of a position, a study or a
project entry, from features that carry across documents (words of the line, its neighbours and
its section heading, word shapes, date forms, gazetteer hits, layout).

The model is a one-vs-rest logistic regression over hashed features, trained on the annotated
real corpus by ``corpus/real/train_labeller.py --write`` into ``data/models/block-labels.json``
(hashed feature indices and numbers only, no document text). Extraction does not use it: on
held-out people it found fewer gold entries than the rules (benchmarks/RESULTS.md, "a learned
line labeller"), so no model is bundled and :func:`load_model` returns None.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["Experience", "Research Intern, Initech Labs, 2019 - 2020", "Hobbies", "Chess"])
>>> feats = line_features(lines, "text")
>>> sorted(feats)  # one feature list per content line, by line number
[2, 4]
>>> "date:range" in feats[2], "k:experience" in feats[2], "date:range" in feats[4]
(True, True, False)
"""

from __future__ import annotations

import itertools
import json
import math
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache

from ..errors import ResourceError
from ..gazetteers import OrgGazetteer, org_gazetteer
from ..model import Profile
from ..resources import resource_path
from .dates import find_date_ranges
from .fields import find_degree, has_role, is_location
from .sections import Line

__all__ = ["LABELS", "LineModel", "hashed", "learned_entries", "line_features", "load_model"]

#: The entry kinds the model scores (a line may be part of none of them).
LABELS = ("position", "education", "project")
DIMENSIONS = 1 << 14
_WORD = re.compile(r"[a-z]+|\d+")
_MONTH = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d\d\b", re.I
)
_PRESENT = re.compile(r"\b(?:present|now|current|today|ongoing)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|my|we|our|me)\b")


def _shape(word: str) -> str:
    if word.isdigit():
        return "year" if len(word) == 4 and word[:2] in {"19", "20"} else f"num{min(len(word), 3)}"
    return word


def _words(text: str) -> list[str]:
    return [_shape(w) for w in _WORD.findall(text.lower())]


def _line_facts(line: Line, orgs: OrgGazetteer) -> list[str]:
    """The shape and gazetteer features of one line alone (no words)."""
    text = line.text
    out = []
    ranges = find_date_ranges(text)
    if ranges:
        out.append("date:range" if any(r.is_range for r in ranges) else "date:single")
        if any(r.end == "present" for r in ranges):
            out.append("date:present")
        if _MONTH.search(text):
            out.append("date:month")
        if ranges[0].start_pos <= 2:
            out.append("date:leads")
        elif ranges[-1].end_pos >= len(text) - 2:
            out.append("date:ends")
    if orgs.find(text):
        out.append("gaz:org")
    if find_degree(text):
        out.append("gaz:degree")
    if has_role(text):
        out.append("gaz:role")
    if len(text) <= 60 and is_location(text.split(",", 1)[-1].strip()):
        out.append("gaz:place")
    n = len(text.split())
    out.append(f"len:{min(n, 40) // 4}")
    if _FIRST_PERSON.search(text):
        out.append("first-person")
    if text.rstrip().endswith("."):
        out.append("ends-period")
    if line.links:
        out.append("link")
    if line.bold:
        out.append("bold")
        if text.startswith(line.bold[0]):
            out.append("bold-first")
    if line.bullet:
        out.append(f"bullet:{min(line.indent, 3)}")
    if line.cells:
        out.append("cells")
    if "|" in text:
        out.append("pipe")
    return out


def line_features(lines: list[Line], layout: str, orgs: OrgGazetteer | None = None) -> dict[int, list[str]]:
    """The feature names of each content line (not blank, not a heading), by line number.

    Words of the line (unigrams, bigrams), of the lines before and after it and of its section
    heading; the section's kind; date forms, gazetteer hits and shapes of the line and of its
    neighbours; the document's layout (markdown, html, pdf, text) and the place in the section.
    """
    orgs = orgs if orgs is not None else org_gazetteer()
    content = [ln for ln in lines if ln.text and not ln.heading and not ln.skip]
    facts = [_line_facts(ln, orgs) for ln in content]
    heading: dict[int, str] = {}
    current = ""
    for ln in lines:
        if ln.heading:
            current = ln.text
        heading[ln.no] = current
    out: dict[int, list[str]] = {}
    section_start = 0
    for i, ln in enumerate(content):
        if i and heading[ln.no] != heading[content[i - 1].no]:
            section_start = i
        words = _words(ln.text)[:60]
        feats = ["bias", f"fmt:{layout}", f"k:{ln.kind}", f"pos:{min(i - section_start, 5)}"]
        feats += [f"w:{w}" for w in words]
        feats += [f"b:{a}_{b}" for a, b in itertools.pairwise(words)]
        feats += [f"h:{w}" for w in _words(heading[ln.no])[:8]]
        feats += facts[i]
        for offset, tag in ((-1, "p"), (1, "n"), (-2, "pp"), (2, "nn")):
            j = i + offset
            if 0 <= j < len(content) and heading[content[j].no] == heading[ln.no]:
                feats += [f"{tag}:{f}" for f in facts[j] if not f.startswith("len:")]
                if abs(offset) == 1:
                    feats += [f"{tag}w:{w}" for w in _words(content[j].text)[:20]]
            elif abs(offset) == 1:
                feats.append(f"{tag}:edge")
        out[ln.no] = feats
    return out


def hashed(names: list[str]) -> list[int]:
    """Feature names as indices into the model's weight vector (CRC-32, stable across runs).

    >>> hashed(["w:intern"]) == hashed(["w:intern"]), 0 <= hashed(["bias"])[0] < DIMENSIONS
    (True, True)
    """
    return [zlib.crc32(n.encode("utf-8")) % DIMENSIONS for n in names]


@dataclass(frozen=True)
class LineModel:
    """Weights of one logistic regression per label over hashed features."""

    weights: Mapping[str, Mapping[int, float]]
    thresholds: Mapping[str, float]

    def probabilities(self, features: list[str]) -> dict[str, float]:
        """The probability of each label for one line's features."""
        idx = hashed(features)
        out = {}
        for label, w in self.weights.items():
            z = sum(w.get(i, 0.0) for i in idx)
            out[label] = 1.0 / (1.0 + math.exp(-max(min(z, 30.0), -30.0)))
        return out


@cache
def load_model() -> LineModel | None:
    """The bundled model, or None when the package has none."""
    try:
        path = resource_path("data", "models/block-labels.json")
    except ResourceError:
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    weights = {label: {int(i): float(v) for i, v in w.items()} for label, w in data["weights"].items()}
    return LineModel(weights, {k: float(v) for k, v in data.get("thresholds", {}).items()})


#: The section kind an entry of each label is parsed under.
_SECTION_OF = {"position": "experience", "education": "education"}


def learned_entries(
    lines: list[Line],
    probabilities: Mapping[int, Mapping[str, float]],
    thresholds: Mapping[str, float],
    orgs: OrgGazetteer,
    taken: set[int],
) -> Profile:
    """Positions and studies of lines the model scores at or above a label's threshold, that no
    rule fact was read from (``taken``: evidence lines), parsed by the entry rules as if the line and
    its neighbours (two either side, in its section) stood under an Experience or Education heading.
    """
    from .positions import build

    content = [ln for ln in lines if ln.text and not ln.heading and not ln.skip]
    section: dict[int, int] = {}
    current = 0
    for ln in lines:
        current = ln.no if ln.heading else current
        section[ln.no] = current
    found = Profile(source="")
    near_taken = {no + d for no in taken for d in range(-2, 3)}
    for i, ln in enumerate(content):
        p = probabilities.get(ln.no)
        if p is None or ln.no in near_taken:
            continue
        for label, kind in _SECTION_OF.items():
            if p.get(label, 0.0) < thresholds.get(label, 2.0):
                continue
            window = [
                replace(x, kind=kind)
                for x in content[max(0, i - 2) : i + 3]
                if section[x.no] == section[ln.no]
            ]
            head = Line(window[0].no, kind, kind.title(), heading=True, kind=kind)
            parsed = Profile(source="")
            build([head, *window], orgs, parsed)
            if label == "position":
                found.affiliations += [
                    a for a in parsed.affiliations if a.evidence and a.evidence.line == ln.no
                ]
            else:
                found.education += [e for e in parsed.education if e.evidence and e.evidence.line == ln.no]
    return found
