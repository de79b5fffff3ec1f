"""A teaching role stands under its school's line even when that line carries a place column."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.sources import parse_bytes


def test_second_teaching_role_under_a_long_school_line_with_its_place() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "Kestrel Polytechnic University of the Northern Fjords    Tromsø, Norway\n\n"
        "Instructor    2016–2019\n\n"
        "- Statistics I.\n\n"
        "Student ratings: Clarity 4.5/5 Organisation 4.5/5 Enthusiasm 5/5 Overall 5/5.\n\n"
        "Teaching Assistant    2015–2016\n\n"
        "- Econometrics.\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    school = "Kestrel Polytechnic University of the Northern Fjords"
    assert (school, "Teaching Assistant", "2015", "2016") in posts


def test_teaching_rows_under_a_school_whose_name_has_a_comma() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "Kestrel University\n\n"
        "2019    Instructor, Optics (OPT 100)\n\n"
        "University of California, Davis\n\n"
        "2018    Instructor, Widget Design (WID 101)\n\n"
        "2017    Teaching Assistant, Tidal Physics (TP 200)\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.role, a.start) for a in p.affiliations]
    assert ("University of California, Davis", "Teaching Assistant", "2017") in posts
    assert ("Kestrel University", "Teaching Assistant", "2017") not in posts


def test_teaching_rows_under_a_department_then_its_school_span_their_terms() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching Experience\n"
        "Department of Economics, Northvale University\n"
        "TA for Ann Bell, Econ 168 (Tidal Finance)    Spring 2021\n"
        "TA for Carl Dunn, Econ 102A (Statistical Methods)    Fall 2020\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert posts == [("Northvale University", "TA", "2020", "2021")]


def test_a_department_line_over_an_undated_line_heads_no_later_row() -> None:
    from talentgraph.extract.entries import Entry
    from talentgraph.extract.positions import _school_above
    from talentgraph.extract.sections import Line
    from talentgraph.gazetteers import OrgGazetteer

    lines = [
        Line(1, "", "Teaching", heading=True),
        Line(2, "", "10/19 – 03/20"),
        Line(3, "", "Department of Geology, Kestrel University"),  # closes the block dated above it
        Line(4, "", "Lecturer"),
        Line(5, "", "Tutor, Statistics II (2021)"),
    ]
    assert _school_above(lines, Entry("teaching", lines[4], None), OrgGazetteer([])) is None  # type: ignore[arg-type]


def test_teaching_roles_under_a_school_line_with_its_department_run_on() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "University of Oslo Department of Widgetry\n\n"
        "Teaching Assistant\n\n"
        "- Tidal Widgets Spring 2021, 2022\n\n"
        "- Widget Design Fall 2022\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert ("University of Oslo", "Teaching Assistant", "2021", "2022") in posts


def test_a_bulleted_role_with_its_school_heads_the_dashed_course_rows_under_it() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "• Teaching Assistant (University of Oslo)\n"
        "– WID 547: Tidal Widgets (Spring, 2016).\n"
        "– WID 546: Widget Design (Autumn, 2015).\n"
        "• Guest Lecturer (University of Oslo)\n"
        "– WID 558: Widget Statistics (Spring 2020).\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert posts == [("University of Oslo", "Teaching Assistant", "2015", "2016")]
