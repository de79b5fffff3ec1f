"""A "with" after a clause of the owner's work ("working on X with", "worked as a postdoc with") names
co-workers; a title or a working paper before "with" names none. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Work on the Kestrel team with Ivo Tamm and Lara Quinn.",
            [("Ivo Tamm", "collaborator"), ("Lara Quinn", "collaborator")],
        ),
        (
            "I now work primarily on salt marshes with Omar Belt and his group.",
            [("Omar Belt", "collaborator")],
        ),
        ("I worked as a Visiting Researcher with Mei Lan at Kestrel.", [("Mei Lan", "collaborator")]),
        ("I was a student working on Tidal Scene Parsing for Coastal Driving with Top-View Grid Maps.", []),
        ("Working paper with Tom Brack", []),
        ("Worked extensively with Business Development and Corporate Strategy", []),
    ],
)
def test_a_work_clause_before_with_names_co_workers(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected
