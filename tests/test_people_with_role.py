"""A "with" right after the owner's place in someone's work ("interned with", "a Master's student with",
"a postdoc on a grant with") names the person they worked with. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[str]:
    return [m.name for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("In 2021, Ada interned with Ivo Tamm at Kestrel Robotics.", ["Ivo Tamm"]),
        ("I was previously a Master's student with Lara Quinn.", ["Lara Quinn"]),
        (
            "Research associate on a coastal science grant with Omar Belt studying dune grasses.",
            ["Omar Belt"],
        ),
        ("Tide Maps for Coastal Towns with Mei Lan", []),
    ],
)
def test_with_after_the_owners_role_names_the_person(line: str, expected: list[str]) -> None:
    assert _names(line) == expected
