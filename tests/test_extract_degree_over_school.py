"""Education lists that write each degree on its own line over the dated line naming the school
("M.S." / "Kestrel University | 2012 – 2014"): the degree is the study's below it, and a list written
school first ("Kestrel University | 2015 – 2019" / "B.S. Physics") keeps its degrees under the school."""

from __future__ import annotations

from tests.profiles import profile_of


def _studies(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.start) for e in profile_of(text).education]


def test_a_degree_over_each_dated_school_line_is_that_study() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "Ph.D. | Kestrel University | 8/2019 – 5/2024\nAdvisor: A. Roe\n"
        "M.S.\nKestrel University | 8/2017 - 5/2019\nAdvisor: A. Roe\n"
        "B.S.\nLakeside College | 8/2013 - 5/2017\nAdvisor: B. Poe\n"
    )
    assert _studies(text) == [
        ("Kestrel University", "Ph.D.", "2019-08"),
        ("Kestrel University", "M.S.", "2017-08"),
        ("Lakeside College", "B.S.", "2013-08"),
    ]


def test_a_degree_opening_a_block_closed_by_its_dated_school_line() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "Ph.D WIDGET SCIENCE\nThesis Title: On Widgets\n2020-2024, Kestrel Uni Widgetburg, Germany\n"
        "M.Sc. WIDGET SCIENCE\nGraduated with distinction\n2018-2020, Lakeside Uni Gadgetstadt, Germany\n"
    )
    assert _studies(text) == [
        ("Kestrel Uni Widgetburg", "Ph.D.", "2020"),
        ("Lakeside Uni Gadgetstadt", "M.Sc.", "2018"),
    ]


def test_a_list_written_school_first_keeps_each_degree_under_its_school() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "Kestrel University | 2019 – 2024\nM.S.\nLakeside College | 2015 – 2019\nB.S.\n"
    )
    assert _studies(text) == [("Kestrel University", "M.S.", "2019"), ("Lakeside College", "B.S.", "2015")]


def test_a_dated_course_under_its_own_school_takes_no_degree_from_above() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "PhD - Widget Science | In progress\nSupervisor: A. Roe\nGull Institute of Technology\n"
        "Widget Summer Course | 2024\nB.Sc. Widget Science | 2020\nLakeside College\n"
    )
    assert ("Widget Summer Course", "Ph.D.") not in [(s, d) for s, d, _ in _studies(text)]
