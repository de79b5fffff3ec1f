"""People in a few more forms: a lab named by a possessive ending in s' or with words before "group",
a dated advisee row whose dates end with a colon, and a name whose parenthesised organisation lost
its space in a PDF. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I did my PhD in Ines Mathews' lab at Kestrel.", [("Ines Mathews", "supervisor")]),
        ("Then I joined Omar Lind's Tidal Systems group as a postdoc.", [("Omar Lind", "supervisor")]),
        ("I spent a summer in Bo Reyes's lab.", [("Bo Reyes", "supervisor")]),
        # the lab's word capitalised, as a name: "Ada Roe's Lab", "Omar Lind's TIDE Group"
        ("I was a research assistant in Ada Roe’s Lab at Kestrel.", [("Ada Roe", "supervisor")]),
        ("She works in Omar Lind's TIDE Group.", [("Omar Lind", "supervisor")]),
    ],
)
def test_possessive_labs(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_a_lab_of_an_organisation_names_nobody() -> None:
    assert _names("I interned in Kestrel Systems' research lab.") == []


def test_dated_rows_of_a_mentoring_section_with_a_colon() -> None:
    rows = [
        "Mentoring",
        "",
        "- 2021 - 2024 : Ada Roe, PhD Student, Kestrel University",
        "- 2023 - : Bo Lind, MSc",
    ]
    assert _names(*rows) == [("Ada Roe", "student"), ("Bo Lind", "student")]


def test_a_parenthesis_glued_to_a_name() -> None:
    assert _names("Guide: Ada Roe(Kestrel Research), Bo Lind (Kestrel University)") == [
        ("Ada Roe", "supervisor"),
        ("Bo Lind", "supervisor"),
    ]


def test_a_company_whose_name_has_and_is_no_person() -> None:
    assert _names("Technical Advisor", "Kestrel Trading and Technology Ltd., Optics") == []


def test_a_possessive_in_a_student_thesis_title_ends_the_list() -> None:
    from talentgraph.extract.people import _listed_names

    row = "Ada Roe, Reading Kestrel's coastal tide records with care, Lakeside University, 2016."
    assert _listed_names(row) == [("Ada Roe", None)]


def test_a_roster_under_a_mentoring_line_of_a_teaching_section() -> None:
    rows = [
        "TEACHING",
        "Lecturer, Tide Physics, Kestrel University | 2022",
        "Summer research mentor",
        "Orla Vance (Kestrel University, undergraduate) | 2021 - 2022",
        "Pim Adeyemi (Harbour College, MSc student) 2020",
        "2019-2020 | Rafe Lindqvist | Intern, Hooli",
        "AWARDS",
    ]
    assert _names(*rows) == [
        ("Orla Vance", "student"),
        ("Pim Adeyemi", "student"),
        ("Rafe Lindqvist", "student"),
    ]


def test_one_name_row_under_a_mentoring_line_is_no_roster() -> None:
    assert (
        _names("TEACHING", "Mentoring award committee", "Orla Vance (Kestrel University), 2021", "AWARDS")
        == []
    )


def test_a_roster_under_a_mentors_line_is_not_read_as_students() -> None:
    """ "Mentors" lists the owner's own mentors: its rows are no students of the owner."""
    lines = split_lines(["Mentors", "Ada Roe, Kestrel University, 2019", "Bo Lind, Quillon Labs, 2020"])
    assert [(m.name, m.relation) for m in people(lines) if m.relation == "student"] == []


def test_collaborators_are_not_read_as_the_head_of_a_lab() -> None:
    """ "lab" inside "collaborators" names no lab: the people listed stay collaborators."""
    lines = split_lines(["Collaborators: Ada Roe, Bo Lind"])
    assert {m.relation for m in people(lines)} <= {"collaborator"}


def test_a_roster_under_a_heading_with_a_sentence_before_its_rows() -> None:
    """A heading such as "Mentoring Experience" heads the roster even though its words could be read as
    a name, and one sentence of prose may stand between it and the rows."""
    lines = split_lines(
        [
            "Mentoring Experience",
            "It has been a joy to work with each of them.",
            "Orla Vance, MSc student (Kestrel University) | 2021",
            "Pim Adeyemi (Harbour College, summer intern) | 2020",
            "Awards",
        ]
    )
    lines[0].heading = True
    assert [(m.name, m.relation) for m in people(lines)] == [
        ("Orla Vance", "student"),
        ("Pim Adeyemi", "student"),
    ]


def test_a_roster_of_postdoctoral_fellows() -> None:
    assert _names("Postdoctoral Fellows", "Rafe Lindqvist", "Ines Okoro", "Service") == [
        ("Rafe Lindqvist", "student"),
        ("Ines Okoro", "student"),
    ]


def test_an_advising_list_wrapped_inside_a_parenthesis() -> None:
    """A PDF wraps a labelled list inside a name's note: the next line opens with the note's end."""
    assert _names(
        "Graduate Advising: O. Vance (MSc, School of Marine",
        "Science, 2019), P. Adeyemi (PhD, Geology, 2021), R. Lindqvist",
        "(MSc, 2022)",
    ) == [("O. Vance", "student"), ("P. Adeyemi", "student"), ("R. Lindqvist", "student")]


def test_a_list_wrapped_inside_a_parenthesis_twice() -> None:
    """A line may close the note the line before opened and open another one that wraps again."""
    assert _names(
        "Graduate Advising: O. Vance (MSc, School of",
        "Marine Science, 2019), P. Adeyemi (PhD, School of",
        "Earth Science, 2021), R. Lindqvist (MSc, 2022)",
    ) == [("O. Vance", "student"), ("P. Adeyemi", "student"), ("R. Lindqvist", "student")]


def test_a_bulleted_row_opening_with_a_name_and_a_colon_names_a_student() -> None:
    lines = split_lines(
        [
            "## Mentoring",
            "- 2023 Ada Roe: Undergraduate research assistant.",
            "- Bo Lind: M.Sc. thesis, June 2024",
            "- M.S. Math: Cy Dunn (2022)",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [
        ("Ada Roe", "student"),
        ("Bo Lind", "student"),
        ("Cy Dunn", "student"),
    ]


def test_an_unbulleted_dated_line_with_a_colon_is_no_student_row() -> None:
    lines = split_lines(["## Outreach", "2021 Kestrel Summer Camp: Volunteer Coach"])
    assert people(lines) == []


def test_a_with_line_under_a_quoted_title_lists_co_authors() -> None:
    rows = ["Experience", "Kestrel Bank | Analyst | 2013–2014", "“Tide Risk and Harbour Loans” | 2014"]
    assert _names(*rows, "with A. Roe & B. Lind.") == []
    assert _names(*rows, "“Sea Walls and Credit,” 2019.", "with Ada Roe and Bo Lind") == []


def test_a_with_line_under_a_plain_row_still_names_collaborators() -> None:
    rows = ["Experience", "Tide modelling project, Kestrel University, 2014", "with Ada Roe and Bo Lind."]
    assert ("Ada Roe", "collaborator") in _names(*rows)


@pytest.mark.parametrize(
    "line",
    [
        "A review of tide models was written by my PhD advisor, Ada Roe.",
        "I finished my PhD under the guidance of an incredible advisor, Dr. Ada Roe!",
    ],
)
def test_an_advisor_named_after_a_comma_in_prose(line: str) -> None:
    assert _names(line) == [("Ada Roe", "advisor")]


def test_a_relative_clause_after_advisor_names_nobody() -> None:
    assert _names("I met my advisor, who then hired me.") == []


@pytest.mark.parametrize("label", ["Thesis Committees", "Committee Member", "Graduate committees"])
def test_a_roster_of_thesis_committees_names_the_students_by_the_committee_relation(label: str) -> None:
    rows = [
        "Ada Roe, Kestrel-Gull Joint Program (JP), Thesis Committee member, 2024-present",
        "Bo Lind, Ph.D., Civil & Environmental Engineering. current.",
    ]
    assert _names(label, *rows) == [("Ada Roe", "committee"), ("Bo Lind", "committee")]


def test_a_committee_label_over_rows_of_bodies_names_nobody() -> None:
    assert (
        _names("Committee Member", "Kestrel Society, Awards Committee, 2020", "Gull College Senate, 2019")
        == []
    )


def test_advisee_rows_led_by_a_term_or_month_range() -> None:
    rows = [
        "Mentoring",
        "Spring 2022 - Present    Ines Varga",
        "Fall 2021 - Summer 2022    Tomas Brek, Masters Student",
        "Sep 2019 – Jun 2020    Lena Ortiz, Independent Research Project",
    ]
    assert [n for n, _ in _names(*rows)] == ["Ines Varga", "Tomas Brek", "Lena Ortiz"]
