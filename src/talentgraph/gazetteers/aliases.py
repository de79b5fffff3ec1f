"""Aliases of the organisation gazetteer that would match far more than their organisation.

A YAML flow list with an unquoted comma, ``aliases: [University of Kestrel, Seattle]``, reads as two
aliases, and the second then finds the university in every line that names the city. Such a fragment,
a place, or one generic word ("Data", "Institute") as an alias is reported here; a test runs this over
the bundled gazetteer.

>>> from talentgraph.gazetteers.orgs import Org
>>> uk = Org("uk", "University of Kestrel, Seattle", "university", aliases=("University of Kestrel", "Seattle"))
>>> for problem in suspicious_aliases([uk, Org("dl", "Kestrel Data Lab", "research_lab", aliases=("Data",))]):
...     print(problem)
uk: 'Seattle' is the part after a comma of 'University of Kestrel, Seattle'
uk: 'Seattle' is a place
dl: 'Data' is one generic word
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from .orgs import Org, _places
from .terms import topic_index
from .text import LEGAL_SUFFIXES, ORG_STOP_WORDS, normalize_name
from .units import unit_words

__all__ = ["suspicious_aliases"]


@cache
def _generic_words() -> frozenset[str]:
    """Words too common to name one organisation alone: legal suffixes, the little words of names,
    kinds of unit, and the words of the topic scheme's labels ("data", "learning")."""
    labels = [form for term in topic_index().terms.values() for form in (term.label, *term.alt_labels)]
    topic_words = {word.lower() for label in labels for word in re.findall(r"[\w-]+", label)}
    return frozenset(LEGAL_SUFFIXES | ORG_STOP_WORDS | unit_words() | topic_words)


def suspicious_aliases(orgs: Iterable[Org]) -> list[str]:
    """One message per alias or former name that is a one-word part after a comma of another of the
    organisation's names ("Berkeley", "Inc."), a city, region or country (not a state's abbreviation:
    "Penn" stays an alias), or one generic word (see :func:`_generic_words`)."""
    found = []
    for org in orgs:
        forms = (org.name, *org.aliases, *org.former_names)
        for alias in (*org.aliases, *org.former_names):
            words = alias.split()
            for form in forms:
                if len(words) == 1 and alias.strip() in (part.strip() for part in form.split(",")[1:]):
                    found.append(f"{org.id}: {alias!r} is the part after a comma of {form!r}")
            if normalize_name(alias) in _places(("cities", "regions", "countries")):
                found.append(f"{org.id}: {alias!r} is a place")
            if len(words) == 1 and (alias.islower() or alias.lower().strip(".") in _generic_words()):
                found.append(f"{org.id}: {alias!r} is one generic word")
    return found
