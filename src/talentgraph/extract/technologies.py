"""Technologies: the items of skills lists, and tools from the technology vocabulary named in text.

A skills list is a labelled line ("Frameworks & tools: PyTorch, Triton") or a line of a Skills
section; its items are kept as written (a "Languages:" line keeps only items the vocabulary knows, so
English and Chinese are not tools). In running text, names from ``data/technologies.yaml`` count,
except languages and hardware (``data/tech_context.yaml``), and names that are ordinary words (Go,
Ray, Rust, Unity…) count only case-sensitively in a technical context.

>>> from talentgraph.extract.sections import split_lines
>>> lines = split_lines(["I built the pipeline on Apache Beam and HBase/HDFS in Python.",
...                      "Ray of hope.", "Jobs run on Ray and Kubernetes.", "Languages: English, C++"])
>>> [t.label for t in technologies(lines)]
['Apache Beam', 'HBase', 'HDFS', 'Ray', 'Kubernetes', 'C++']
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import yaml

from ..gazetteers import Term, TermIndex, normalize_symbol, technology_index
from ..model import Evidence, Technology
from ..resources import resource_path
from .sections import Line

__all__ = ["tech_context", "technologies"]


@cache
def tech_context() -> dict[str, Any]:
    """``data/tech_context.yaml``, read once: the word lists that tell a technology from a word.

    >>> "library" in tech_context()["artifact_nouns"]
    True
    """
    data: dict[str, Any] = yaml.safe_load(
        resource_path("data", "tech_context.yaml").read_text(encoding="utf-8")
    )
    return data


def _index() -> TermIndex | None:
    try:
        return technology_index()
    except Exception:  # vocabulary not installed: skills lists still work
        return None


@cache
def _pattern(index: TermIndex) -> re.Pattern[str]:
    """Every vocabulary form, separators optional ("SciKit Learn" = "scikit-learn"), longer first.

    The forms are merged into a trie, so a match is tried once per position instead of once per form
    (a linear scan of long documents).
    """
    forms = {f for term in index.terms.values() for f in (term.label, *term.alt_labels) if len(f) >= 1}
    trie: dict[str, Any] = {}
    for form in forms:
        pieces = [p.lower() for p in re.split(r"[\s\-_.]+", form) if p]
        node = trie
        for n, piece in enumerate(pieces):
            for char in (_SEP,) * (n > 0) + tuple(piece):
                node = node.setdefault(char, {})
        node[""] = {}
    return re.compile(rf"(?<![\w+#])(?:{_trie_regex(trie)})(?![\w+#]|\+\+)", re.I)


_SEP = "\x00"  # an optional separator between the words of a form


def _trie_regex(node: dict[str, Any]) -> str:
    """The regular expression of a trie; a form's end is optional after its longer continuations.

    >>> _trie_regex({"a": {"b": {"": {}}, "": {}}})
    'a(?:b)?'
    """
    ends = "" in node
    branches = []
    for char in sorted(k for k in node if k):
        head = r"[\s\-_.]?" if char == _SEP else re.escape(char)
        branches.append(head + _trie_regex(node[char]))
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if ends:
        return f"(?:{body})?"
    return body


_SKILL_LABEL = re.compile(r"^([\w &/'-]{2,40}?)\s*:\s*(.+)$")
_SEPARATOR = re.compile(r"^[\s,/;&+()·|]*(?:and|or|with|\+)?[\s,/;&+()·|]*$", re.I)
_CODE_CONTEXT = re.compile(
    r"(?:written|implemented|coded|programm?ed|developed|built|rewritten|ported|using|with)\s+"
    r"(?:\w+\s+)?(?:in|with|using|on)?\s*$",
    re.I,
)
_URLS = re.compile(r"(?:https?://|www\.)\S+|\S+@\S+|\b[\w-]+\.(?:com|org|net|io|edu|dev)\S*", re.I)


def _is_skill_label(label: str) -> bool:
    words = set(re.findall(r"[a-z]+", label.lower()))
    labels = {str(x) for x in tech_context()["skill_labels"]}
    return label.lower().strip() in labels or bool(words & {w for w in labels if " " not in w})


def _skill_items(text: str) -> list[str]:
    text = re.sub(r"\([^)]*\)", "", text)
    parts = [p.strip(" .") for p in re.split(r"\s*[;,•·|]\s*|\s+and\s+", text)]
    return [p for p in parts if p and len(p.split()) <= 4 and not p.endswith(":")]


def _known(index: TermIndex | None, item: str) -> Term | None:
    if index is None:
        return None
    hit = index.by_key(normalize_symbol(item))
    return hit[0] if hit else None


def _list_items(ln: Line, index: TermIndex | None) -> list[str]:
    """Items of a skills list on this line (empty when the line is not one)."""
    m = _SKILL_LABEL.match(ln.text)
    if m and _is_skill_label(m.group(1)):
        items = _skill_items(m.group(2))
        if re.search(r"\blanguages?\b", m.group(1), re.I):
            items = [i for i in items if _known(index, i)]
        return items
    if m or ln.kind != "skills" or ln.heading:
        return []
    items = _skill_items(ln.text)
    if len(items) >= 2 or (items and _known(index, items[0])):
        return items
    return []


def _written(text: str, start: int, end: int) -> tuple[str, int]:
    """The written name, widened over a capitalised hyphen compound ("Megatron-DeepSpeed")."""
    before = re.search(r"([A-Z][\w]*)-$", text[:start])
    if before:
        start = before.start(1)
    after = re.match(r"-([A-Z0-9][\w]*)", text[end:])
    if after:
        end += after.end()
    return text[start:end], start


def _in_context(text: str, start: int, end: int, others: list[tuple[int, int]]) -> bool:
    if _CODE_CONTEXT.search(text[:start]):
        return True
    for s, e in others:
        gap = text[e:start] if e <= start else text[end:s]
        if (e <= start or s >= end) and len(gap) <= 12 and _SEPARATOR.match(gap):
            return True
    return False


def _text_hits(ln: Line, index: TermIndex) -> list[tuple[str, Term]]:
    text = _URLS.sub(lambda m: " " * len(m.group()), ln.text)
    context = {str(w) for w in tech_context()["needs_context"]}
    list_only = {str(c) for c in tech_context()["list_only_categories"]}
    spans: list[tuple[int, int, Term, str]] = []
    for m in _pattern(index).finditer(text):
        hit = index.by_key(normalize_symbol(m.group(0)))
        if hit is not None:
            spans.append((m.start(), m.end(), hit[0], m.group(0)))
    out: list[tuple[str, Term]] = []
    only = {str(w) for w in tech_context()["list_only_names"]}
    followers = {str(w) for w in tech_context()["org_followers"]}
    entry_header = ln.kind in {"experience", "education"} and not ln.bullet and len(ln.text.split()) <= 10
    for start, end, term, written in spans:
        if term.category in list_only or term.label in only or written in only:
            continue
        nxt = re.match(r"[\s,]*(\w+)", text[end:])
        orgish = bool(nxt and nxt.group(1).lower() in followers) or bool(re.search(r"\bat\s+$", text[:start]))
        if term.category == "platform" and (orgish or entry_header):
            continue
        forms = {term.label, *term.alt_labels}
        if written in context or any(f.lower() == written.lower() and f in context for f in forms):
            others = [(s, e) for s, e, t, _ in spans if t is not term]
            if written not in forms or not _in_context(text, start, end, others):
                continue
        out.append((_written(text, start, end)[0], term))
    return out


def technologies(lines: list[Line]) -> list[Technology]:
    """Technologies in document order, each once (see the module example)."""
    index = _index()
    out: list[Technology] = []
    seen: set[str] = set()

    def add(label: str, term: Term | None, ln: Line) -> None:
        keys = {normalize_symbol(label)} | ({term.id} if term else set())
        if keys & seen:
            return
        seen.update(keys)
        out.append(Technology(label, Evidence(ln.no, ln.raw.strip()), term.id if term else None))

    for ln in lines:
        if ln.skip or not ln.text or ln.heading:
            continue
        items = _list_items(ln, index)
        for item in items:
            add(item, _known(index, item), ln)
        if items or index is None or ln.kind in {"publications", "contact"} or "@" in ln.text:
            continue
        for written, term in _text_hits(ln, index):
            add(written, term, ln)
    return out
