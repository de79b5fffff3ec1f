"""A "with" after a clause of something the owner did ("led a survey with", "building Kestrel with",
"Collected field data with") names co-workers; a title that opens with such a verb names none. Fictional
text."""

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
            "I recently led a survey with Ivo Tamm and colleagues at Kestrel Labs.",
            [("Ivo Tamm", "collaborator")],
        ),
        ("I am currently building Saltmark with Lara Quinn.", [("Lara Quinn", "collaborator")]),
        (
            "Collected field data with Omar Belt in his study of dune grasses.",
            [("Omar Belt", "collaborator")],
        ),
        ("Building Bridges with Mei Lan", []),
        ("Collecting Tidal Samples with Ada Roe, Kestrel Meeting 2019", []),
    ],
)
def test_a_doing_clause_before_with_names_co_workers(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected
