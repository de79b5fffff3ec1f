"""The head of a lab named after them, written without a title: "Ada Roe Lab", "Bo Lind Research Group".

A CV row of the owner's posts often names the lab they worked in instead of its head ("Kestrel
Institute, Ada Roe Research Group | Pasadena", "Ada Roe Lab | Kestrel Medical School"), and a bio
says "I was a PhD student in the Ada Roe lab". The head is the owner's supervisor (GUIDE: the PI of
the lab the owner worked in). A titled head ("Prof. Ada Roe Lab") and a possessive ("Ada Roe's
group") are read in :mod:`.people`; here the name stands alone, so it must start a cell or follow
"the", and it must not read as a subject ("Computer Vision Group": a word of the topic scheme), an
organisation the gazetteer knows ("Woods Hole Group", "Max Planck Research Group"), a place or an eponymous
group scheme (``data/role_words.yaml``: ``eponymous_groups``, "Emmy Noether Group").

>>> lab_heads("Kestrel Institute of Technology, Ada Roe Research Group | Pasadena, CA")
['Ada Roe']
>>> lab_heads("I was a PhD student in the Bo T. Lind lab at Kestrel University.")
['Bo T. Lind']
>>> lab_heads("Computer Vision Group | Kestrel University"), lab_heads("Emmy Noether Group, Kestrel")
([], [])
"""

from __future__ import annotations

import re
from functools import cache

from ..gazetteers import normalize_name, org_gazetteer
from ..gazetteers.terms import topic_index
from .fields import _yaml, looks_like_org, role_words, strip_honorifics

__all__ = ["lab_heads"]

#: a name of 2-4 capitalised words that starts a cell (a line, or after "|", ",", ";", "(", a dash)
#: or follows "the", then "Lab", "Research Group" or, after a name with a middle initial, "Group"
#: ("Kestrel Patent Group" is a company; "Laboratory" names institutions:
#: "Jet Propulsion Laboratory"); not a lab whose head is named after it ("the Tide Maps lab under Ada Roe")
_MIDDLE_INITIAL = re.compile(r"\s[A-Z]\.?\s")
_NAMED_LAB = re.compile(
    r"(?:^|[|,;(]\s*|\s[—–-]\s+|\b[Tt]he\s+)"
    r"([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}?)\s+([Rr]esearch\s+)?(?:Lab|lab|(Group|group))\b"
    r"(?!\s+(?:under|(?:led|run|headed|directed)\s+by)\b)"
)


@cache
def _topic_words() -> frozenset[str]:
    """Every word of three or more letters in the topic scheme's labels ("vision", "robotics")."""
    return frozenset(
        w
        for term in topic_index().terms.values()
        for label in (term.label, *term.alt_labels)
        for w in re.findall(r"[a-z]{3,}", label.lower())
    )


def _known_org(name: str) -> bool:
    """All words of ``name`` are words of one organisation the gazetteer knows ("Woods Hole")."""
    words = set(normalize_name(name).split())
    if not words:
        return True
    last = normalize_name(name.split()[-1])
    return any(words <= form for _, form in org_gazetteer().forms_with_word(last))


def _place(name: str) -> bool:
    """``name`` opens with a place ``data/places.yaml`` knows ("North America", "Boston Harbor")."""
    words = name.lower().split()
    return any(" ".join(words[:n]) in _places() for n in (1, 2))


@cache
def _places() -> frozenset[str]:
    data = _yaml("places.yaml")
    return frozenset(
        str(p).lower() for key in ("regions", "countries", "cities", "continents") for p in data[key]
    )


def lab_heads(text: str) -> list[str]:
    """The people ``text`` names as the head of an untitled eponymous lab or group (see the module)."""
    from .people import looks_like_person  # people reads this module's names

    found = []
    for m in _NAMED_LAB.finditer(text):
        name = strip_honorifics(m.group(1))[0]  # "Pr Ada Roe Lab": a title the people reader reads too
        if m.group(3) and not m.group(2) and not _MIDDLE_INITIAL.search(name):
            continue  # "Kestrel Patent Group", "North America group": a company's or a unit's name
        if (
            not looks_like_person(name)
            or looks_like_org(name)
            or any(w in _topic_words() for w in re.findall(r"[a-z]{3,}", name.lower()))
            or " ".join(name.lower().split()) in role_words("eponymous_groups")
            or _known_org(name)
            or _place(name)
        ):
            continue
        found.append(name)
    return found
