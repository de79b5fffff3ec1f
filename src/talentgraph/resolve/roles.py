"""Map a written job title to a concept of the role scheme (the written title itself is kept as is).

Steps: the title up to a parenthesis, comma or semicolon; then the topic rules of
:func:`talentgraph.resolve.topics.match_term` on the whole title; then again with leading
seniority words (Senior, Staff, Principal, Lead, Junior, Chief) removed; then the longest run of
trailing words that names a role (rule ``head``: *Software Engineer Intern* → *Intern*).

>>> from talentgraph.gazetteers import Term, TermIndex
>>> idx = TermIndex([Term("r:rs", "Research Scientist"), Term("r:intern", "Intern")])
>>> resolve_role("Senior Staff Research Scientist", idx), resolve_role("Software Engineer Intern", idx)
('r:rs', 'r:intern')
>>> resolve_role("Gardener", idx) is None
True
"""

from __future__ import annotations

import re

from ..gazetteers import TermIndex, role_index
from .topics import TermResolution, match_term

__all__ = ["SENIORITY_WORDS", "resolve_role", "role_resolution"]

#: leading words that qualify a title's level, not its kind.
SENIORITY_WORDS = frozenset({"senior", "sr", "staff", "principal", "lead", "junior", "jr", "chief"})
_CUT = re.compile(r"\s*[(,;|]")


def role_resolution(title: str, index: TermIndex | None = None) -> TermResolution:
    """Resolve ``title`` (default index: the bundled role scheme), saying which rule matched."""
    idx = index if index is not None else role_index()
    core = _CUT.split(title, maxsplit=1)[0].strip()
    if not core:
        return TermResolution(None, None, "free_text", 0.0, title)
    whole = match_term(core, idx)
    if whole.concept_id is not None:
        return TermResolution(whole.concept_id, whole.pref_label, whole.rule, whole.score, title)
    words = core.split()
    i = 0
    while i < len(words) - 1 and words[i].lower().strip(".") in SENIORITY_WORDS:
        i += 1
    if i:
        bare = match_term(" ".join(words[i:]), idx)
        if bare.concept_id is not None:
            return TermResolution(bare.concept_id, bare.pref_label, bare.rule, bare.score, title)
    for j in range(max(i, 1), len(words)):
        tail = match_term(" ".join(words[j:]), idx, fuzzy=False)
        if tail.concept_id is not None:
            return TermResolution(tail.concept_id, tail.pref_label, "head", 1.0, title)
    return TermResolution(None, None, "free_text", 0.0, title)


def resolve_role(title: str, index: TermIndex | None = None) -> str | None:
    """The role concept IRI of a written title, or None when no role of the scheme fits."""
    return role_resolution(title, index).concept_id
