"""A news item names the people the owner works with after a clause of work ("working on X with",
"Together with"); its other "with" (a paper's or a talk's co-authors) names no one. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[str]:
    return [m.name for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "May 2024: I interned at Kestrel Labs, working on tidal forecasting with Ivo Tamm and Lara Quinn.",
            ["Ivo Tamm", "Lara Quinn"],
        ),
        ("Together with Omar Belt we will be showing a dune installation at Saltmark 2023.", ["Omar Belt"]),
        ("Our paper with Mei Lan was accepted at the Kestrel Meeting!", []),
        ("Gave a talk at Kestrel University with Mei Lan.", []),
        ("Our collaboration with Harbour Trust has won the 2025 Kestrel Award.", []),
    ],
)
def test_a_news_item_names_co_workers_after_a_clause_of_work(line: str, expected: list[str]) -> None:
    assert _names("## News", f"- {line}") == expected
