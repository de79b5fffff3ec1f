"""The kinds of organisational unit ("Department", "Lab", "Centre" …) of ``data/unit_kinds.yaml``,
as regex alternations the readers of extraction and resolution build their patterns from.

>>> unit_kinds("subunit_heads")
'(?:college|faculty|school|graduate\\\\ school)'
>>> unit_kinds("part_of_the_heads", capitalised=True)
'(?:School|College|Faculty|Institute)'
"""

from __future__ import annotations

import re
from functools import cache

import yaml

from ..resources import resource_path

__all__ = ["unit_kinds", "unit_words"]


@cache
def _unit_lists() -> dict[str, tuple[str, ...]]:
    data = yaml.safe_load(resource_path("data", "unit_kinds.yaml").read_text(encoding="utf-8"))
    return {str(key): tuple(str(word) for word in words) for key, words in data.items()}


def unit_kinds(key: str, *, capitalised: bool = False) -> str:
    """List ``key`` as a non-capturing alternation of its words, escaped, in the file's order;
    ``capitalised``: each word with a capital first letter, for a pattern matched case-sensitively."""
    words = _unit_lists()[key]
    if capitalised:
        words = tuple(word[:1].upper() + word[1:] for word in words)
    return "(?:" + "|".join(re.escape(word) for word in words) + ")"


def unit_words() -> frozenset[str]:
    """Every word of every list, lower-case.

    >>> {"department", "graduate school"} <= unit_words()
    True
    """
    return frozenset(word.lower() for words in _unit_lists().values() for word in words)
