"""Prose and rows that name the people the owner worked for: a name followed by "in <field>", a degree after
a name ("M.Sc."), "working for Prof. X", "the lab under X", and a list of advised students run together with
" - ". Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import _roster, people
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


def test_a_mentoring_label_over_one_row_of_names_with_details_is_read() -> None:
    rows = [
        "Research Mentor",
        "Ivo Tamm (2021~2022, now PhD @ Kestrel U.), Lara Quinn (2024~, MSc)",
        "Teaching Assistant",
    ]
    assert [name for name, _ in _names(*rows)] == ["Ivo Tamm", "Lara Quinn"]


def test_a_row_of_roles_under_a_mentoring_label_is_no_row_of_names() -> None:
    rows = split_lines(
        ["Mentoring", "Peer Mentor, Kestrel Biosciences (2020-2022), Tide Club (2019)", "Awards"]
    )
    assert _roster(rows, 0) == []


def test_a_group_or_project_led_by_someone_names_them() -> None:
    lines = split_lines(
        [
            "I did research as part of the Tide Language group, led by Ivo Tamm (Kestrel University).",
            "A map of translations. The project was led by Lara Quinn, with data work by me.",
            "The project was led by the Kestrel Foundation.",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [
        ("Ivo Tamm", "supervisor"),
        ("Lara Quinn", "collaborator"),
    ]
