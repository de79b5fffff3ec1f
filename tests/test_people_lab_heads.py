"""A lab named after its titled head with a possessive ("[Dr. Ada Roe's Lab](…)") names Ada Roe once,
without the "'s"; an untitled one ("Ada Roe Lab | Kestrel", "in the Ada Roe lab") names her when the
words are no subject, known organisation or group scheme. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def test_a_possessive_titled_lab_names_its_head_once() -> None:
    lines = split_lines(
        ["I worked as a research specialist in [Dr. Ivo Tamm-Quinn's Lab](https://example.org)."]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [("Ivo Tamm-Quinn", "supervisor")]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Ivo Tamm Lab | Kestrel Medical School | Boston, MA", [("Ivo Tamm", "supervisor")]),
        (
            "Kestrel Institute of Technology, Lara Quinn Research Group | Pasadena, CA",
            [("Lara Quinn", "supervisor")],
        ),
        ("The Kestrel Institute — Gad Ostrow Lab | Cambridge, MA", [("Gad Ostrow", "supervisor")]),
        (
            "Before that, I was a PhD candidate in the Omar T. Belt lab at Kestrel University.",
            [("Omar T. Belt", "supervisor")],
        ),
        # a subject, an organisation the gazetteer knows, a group scheme named after someone
        ("Computer Vision Group | Kestrel University", []),
        ("Woods Hole Group, Falmouth", []),
        ("Emmy Noether Group, Kestrel University", []),
        ("Max Planck Research Group | Kestrel", []),
        ("Kestrel Institute, Ivo B. Tamm Group | La Jolla, CA", [("Ivo B. Tamm", "supervisor")]),
        # a company's "Group" after a name without a middle initial, a place
        ("Tamm Patent Group | San Francisco, CA", []),
        ("Kestrel Water, North America Research Group | Boston, MA", []),
        # "Laboratory" names an institution, not a head
        ("Jet Propulsion Laboratory | Pasadena", []),
    ],
)
def test_an_untitled_eponymous_lab_names_its_head(line: str, expected: list[tuple[str, str]]) -> None:
    lines = split_lines(["# Experience", line])
    assert [(m.name, m.relation) for m in people(lines)] == expected


def test_an_eponymous_lab_is_read_in_posts_not_in_talks() -> None:
    lines = split_lines(["# Talks", "Tide models, Ivo Tamm Lab meeting, Kestrel University, 2021"])
    assert people(lines) == []
