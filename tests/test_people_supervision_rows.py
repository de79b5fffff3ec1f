"""Rows of supervision that name their people mid-row: a "Students:" label after a sentence, a kind of
student named after the supervising, "Mentee:"/"Advisee:" labels, a student's co-adviser "by", and a
thesis's "Directors:" or a visit's "Sponsor:". Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (
            ["2022 | MSc dissertation supervision (module TM12). Students: Ivo Tamm and Lara Quinn."],
            [("Ivo Tamm", "student"), ("Lara Quinn", "student")],
        ),
        (
            ["2021 | Summer project on tidal flats, six weeks. Students: Omar Belt,", "Nia Storm."],
            [("Omar Belt", "student"), ("Nia Storm", "student")],
        ),
        (
            ["Co-supervision of internship student Ivo Tamm | Kestrel Institute, 2020"],
            [("Ivo Tamm", "student")],
        ),
        (
            ["Mentor for a junior programme", "→ Mentee: Dr. Lara Quinn, Post-Doc, Kestrel U."],
            [("Lara Quinn", "student")],
        ),
    ],
)
def test_students_named_mid_row_are_read(rows: list[str], expected: list[tuple[str, str]]) -> None:
    assert _names(*rows) == expected


def test_a_fellow_student_is_no_student_of_the_owner() -> None:
    assert _names("Field season advised by Ada Roe with fellow student Bo Lind") == [("Ada Roe", "advisor")]


def test_a_students_co_adviser_named_by_is_a_collaborator_but_not_on_the_owners_degree() -> None:
    assert _names("## Students", "Ivo Tamm (co-advised by Dr. Lara Quinn), Ph.D., Kestrel U., 2027") == [
        ("Lara Quinn", "collaborator"),
        ("Ivo Tamm", "student"),
    ]
    assert _names("## Education", "PhD, Kestrel University, 2019, co-advised by Omar Belt") == [
        ("Omar Belt", "advisor")
    ]


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        ("Thesis: tidal flats of the north. Directors: Ivo Tamm and Lara Quinn", ["Ivo Tamm", "Lara Quinn"]),
        ("Visiting PhD at Kestrel University", []),
        ("Sponsor: Omar Belt", ["Omar Belt"]),
        ("Board of Directors: board of a non-profit for open tide data", []),
        ("Our sponsors Kestrel Foundation and Nia Storm gave prizes", []),
    ],
)
def test_directors_and_sponsors_are_read_only_as_labels(row: str, expected: list[str]) -> None:
    assert [name for name, _ in _names(row)] == expected
