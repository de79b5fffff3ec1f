"""A labelled list of names that a PDF wraps over many lines, inside a parenthesis or through a name it
broke, is read to its end; a surname of two words after joined initials stays whole. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


def test_a_collaborator_list_wrapped_inside_parentheses_is_read_to_its_end() -> None:
    rows = [
        "Collaborators (6 total): A.B. Tamm (U. Kestrel), C. Quinn (Kestrel",
        "State), D.E. Belt (Tidewater Institute), F. Storm (Marsh Bay",
        "Aquarium), G. Lind (U. Eastland), H.K. Vane (Kestrel Survey)",
    ]
    assert _names(*rows) == [
        ("A.B. Tamm", "collaborator"),
        ("C. Quinn", "collaborator"),
        ("D.E. Belt", "collaborator"),
        ("F. Storm", "collaborator"),
        ("G. Lind", "collaborator"),
        ("H.K. Vane", "collaborator"),
    ]


def test_a_list_goes_on_past_a_name_the_layout_broke() -> None:
    rows = [
        "Collaborators: A.B. Tamm (U. Kestrel), C.D.",
        "Quinn (Kestrel State), E. Belt (Tidewater), F.",
        "Storm (Marsh Bay)",
    ]
    assert [name for name, _ in _names(*rows)] == ["A.B. Tamm", "C.D. Quinn", "E. Belt", "F. Storm"]


def test_a_labelled_student_list_goes_on_past_a_broken_name() -> None:
    rows = [
        "Advisees (3 PhD students): A. Tamm (U. Kestrel; PhD), C.D.",
        "Quinn (Tidewater; PhD), E. Belt (U. Eastland; PhD)",
    ]
    assert [name for name, _ in _names(*rows)] == ["A. Tamm", "C.D. Quinn", "E. Belt"]


def test_a_two_word_surname_after_joined_initials_is_kept() -> None:
    assert _names("Collaborators: N.P. Vane Storm (Kestrel Institute), A. Tamm (U. Eastland)") == [
        ("N.P. Vane Storm", "collaborator"),
        ("A. Tamm", "collaborator"),
    ]


def test_a_supervisor_whose_parenthesis_closes_on_the_next_line_ends_the_list() -> None:
    assert _names("Supervisor: Ada Roe (Kestrel", "University), thesis on tidal flats") == [
        ("Ada Roe", "supervisor")
    ]
