"""Prose and rows that name the people the owner worked for: a name followed by "in <field>", a degree after
a name ("M.Sc."), "working for Prof. X", "the lab under X", and a list of advised students run together with
" - ". Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("row", "expected"),
    [
        (
            "I had the pleasure of working with Professor Ivo Tamm in Computer Science.",
            [("Ivo Tamm", "collaborator")],
        ),
        (
            "Supervised by Lara Quinn, M.Sc. and Omar Belt, Ph.D.",
            [("Lara Quinn", "supervisor"), ("Omar Belt", "supervisor")],
        ),
        (
            "I am a PhD student at Kestrel University working for Professor Nia Storm and Dr. Ivo Tamm.",
            [("Nia Storm", "supervisor"), ("Ivo Tamm", "supervisor")],
        ),
        (
            "Mentored students in the Tide Maps lab under Lara Quinn and Omar Belt.",
            [("Lara Quinn", "advisor"), ("Omar Belt", "advisor")],
        ),
    ],
)
def test_the_people_worked_for_are_read(row: str, expected: list[tuple[str, str]]) -> None:
    assert _names(row) == expected


@pytest.mark.parametrize(
    "row",
    [
        "Kestrel Bay Conservation Science",  # a body, not a person
        "I worked for Kestrel Labs on tide gauges.",  # "working for" an organisation names no one
        "The survey ran under Windows and Linux.",
    ],
)
def test_no_person_without_a_name_after_the_cue(row: str) -> None:
    assert _names(row) == []


def test_a_student_list_run_together_with_dashes_is_read() -> None:
    rows = [
        "I have advised some wonderful PhD students:",
        "",
        "Ivo Tamm (2012) - Lara Quinn (2019) - Omar Belt (2021)",
    ]
    assert _names(*rows) == [("Ivo Tamm", "student"), ("Lara Quinn", "student"), ("Omar Belt", "student")]
