"""People in table rows and dashed rows of a CV: a PDF's column gap or a table cell ends a name, a
table's header row does not end a mentees section, a row may carry two notes, a talk's "(with …)"
names co-authors, and one person named with and without a middle initial is one person. Fictional
text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


def test_mentees_table_of_a_pdf_with_a_header_row() -> None:
    rows = [
        "## MENTORING EXPERIENCE",
        "Date    Mentee    Current Position",
        "2019-2021    Lena Ortiz    Research Associate, Kestrel Labs",
        "2018    Omar Lind    Graduate Student, Tidewater University",
    ]
    found = people(split_lines(rows, marked=True))
    assert [(m.name, m.relation) for m in found] == [("Lena Ortiz", "student"), ("Omar Lind", "student")]


def test_a_pdf_column_gap_ends_the_name() -> None:
    rows = [
        "## Mentoring",
        "2019-2021    Lena Ortiz    Research Associate, Kestrel Labs",
        "2018    Omar Lind    Graduate Student, Tidewater University",
    ]
    assert _names(*rows) == [("Lena Ortiz", "student"), ("Omar Lind", "student")]


def test_dashed_rows_with_two_notes_under_a_label() -> None:
    rows = [
        "## Teaching and Supervision",
        "• PhD Student Supervision:",
        "– Lena Ortiz (joint with B. Marsh and C. Pike) (Sept. 2019 – present)",
        "– Omar Lind (Spring 2018)",
    ]
    # the co-supervisors on a student's row are collaborators (GUIDE.md, settled in round 17)
    assert sorted(_names(*rows)) == [
        ("B. Marsh", "collaborator"),
        ("C. Pike", "collaborator"),
        ("Lena Ortiz", "student"),
        ("Omar Lind", "student"),
    ]


def test_a_talks_with_note_names_co_authors() -> None:
    rows = [
        "## Talks",
        "2023 Tidal mixing in estuaries. Kestrel Meeting, Porto, Portugal. (with Lena Ortiz and Omar Lind)",
    ]
    assert _names(*rows) == []


def test_one_person_with_and_without_a_middle_initial() -> None:
    rows = [
        "Advisor: Dr. Lena Ortiz",
        "## References",
        "Lena M. Ortiz, PhD",
    ]
    assert _names(*rows) == [("Lena Ortiz", "advisor")]


def test_a_post_names_its_host_in_parentheses() -> None:
    rows = [
        "## Positions",
        "2022 – 2023 Postdoc at Kestrel Institute, Oslo (Lena Ortiz)",
        "2019 Research visitor at Tidewater University (Prof. Omar Lind)",
        "2018 Teaching Assistant for ECON 12 (Personal Finance)",
    ]
    assert [name for name, _ in _names(*rows)] == ["Lena Ortiz", "Omar Lind"]


def test_a_talk_or_a_course_at_a_place_names_no_host() -> None:
    rows = [
        "## Service",
        "- Research talk at Kestrel University (Bo Lind)",
        "- Taught Research Methods at Kestrel College (Dr. Cy Dunn)",
        "## Experience",
        "- Taught Research Methods at Kestrel College (Dr. Ida Moss)",
        "- Postdoc at Kestrel Institute, Oslo (Lena Ortiz)",
    ]
    assert [name for name, _ in _names(*rows)] == ["Lena Ortiz"]
