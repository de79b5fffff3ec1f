"""A name the layout broke over two lines (a PDF's wrapped list, a label's name running on) is read whole.
Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import mended_names, people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            [
                "PhD students:",
                "Ivo Tamm (Geology), Lara Quinn (Physics), Omar",
                "Belt (Chemistry), Nia Storm",
            ],
            [
                ("Ivo Tamm", "student"),
                ("Lara Quinn", "student"),
                ("Omar Belt", "student"),
                ("Nia Storm", "student"),
            ],
        ),
        (
            ["2014 Field assistant, Kestrel Valley Survey. Supervisor: Rui", "Alves. Kestrel Museum."],
            [("Rui Alves", "supervisor")],
        ),
        (
            ['"Dune Plants" PI: T.L. Vane, Co-PIs: M. Oduya, B.', "Quist, Kestrel Foundation 2019-2021"],
            [("T.L. Vane", "collaborator"), ("M. Oduya", "collaborator"), ("B. Quist", "collaborator")],
        ),
    ],
)
def test_a_name_wrapped_over_a_line_break_is_read_whole(
    text: list[str], expected: list[tuple[str, str]]
) -> None:
    assert _names(*text) == expected


def test_a_line_ending_in_a_word_that_is_no_given_name_is_left_alone() -> None:
    lines = split_lines(["Research interests: tides and", "Dunes, coasts and rivers"])
    assert [ln.text for ln in mended_names(lines)] == [ln.text for ln in lines]


def test_a_capitalised_word_that_opens_a_sentence_is_not_taken_as_a_surname() -> None:
    lines = split_lines(["Postdoc with Lara Quinn, Kestrel University", "Research on tidal flats."])
    assert [ln.text for ln in mended_names(lines)] == [ln.text for ln in lines]


def test_a_place_ending_a_line_is_not_joined_to_the_label_below() -> None:
    lines = split_lines(["Kestrel University of Lund", "Supervisor: Rui Alves"])
    assert [(m.name, m.relation) for m in people(lines)] == [("Rui Alves", "supervisor")]


def test_the_notes_after_a_wrapped_surname_stay_with_it() -> None:
    text = [
        "Undergraduate students:",
        "Ivo Tamm (Senior Thesis), Omar",
        "Belt (Senior Thesis), Nia Storm (MSc)",
    ]
    assert [m.name for m in people(split_lines(text))] == ["Ivo Tamm", "Omar Belt", "Nia Storm"]


def test_a_note_in_parentheses_wrapped_over_a_line_break_is_no_name() -> None:
    text = ["Undergraduate students:", "Ivo Tamm (MSc), Omar Belt (Physics, Senior", "Thesis; Kestrel Prize)"]
    assert [m.name for m in people(split_lines(text))] == ["Ivo Tamm", "Omar Belt"]
