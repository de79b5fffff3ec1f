"""A name written with the name its bearer goes by in brackets ("Ada (Addy) Roe"), or as a link the page's
Markdown did not read ("[Ada Roe] (https://…)"), is read as the name. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ("I did research at Kestrel Institute in the lab of Ivo (Ike) Tamm.", ["Ivo Tamm"]),
        ("Advisor: Prof. Lara (Lolly) Quinn", ["Lara Quinn"]),
        (
            "Mentored by [Omar B. Belt] (https://belt.example.org/lab), who directs the Tide Centre.",
            ["Omar B. Belt"],
        ),
        ("Supervisor: Nia Storm (Kestrel Institute)", ["Nia Storm"]),
    ],
)
def test_name_forms_are_read_as_the_name(row: str, expected: list[str]) -> None:
    assert [m.name for m in people(split_lines([row]))] == expected
