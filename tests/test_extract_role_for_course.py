"""A role written before the course it was for ("Head TA for CS101: Optics") is a role, not a label."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.extract.post_fields import role_of
from talentgraph.sources import parse_bytes


def test_role_before_its_course_and_a_colon() -> None:
    assert role_of(["Head TA for CS101: Optics | Northvale University"], "Northvale University") == "Head TA"


def test_a_label_line_states_no_role() -> None:
    assert role_of(["Supervisor: Ana Ruiz, Lecturer"], None) is None


def test_season_rows_of_a_teaching_table_are_posts() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n<table>\n"
        "<tr><td>SP 2024</td><td>Head TA for CS101: Optics</td><td>University of Oxford</td></tr>\n"
        "<tr><td>FA 2023</td><td>Head TA for CS101: Optics</td><td>University of Oxford</td></tr>\n"
        "</table>\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="index.md", suffix=".md"))
    assert [(a.role, a.start, a.end) for a in p.affiliations] == [("Head TA", "2023", "2024")]


def test_a_course_code_before_a_colon_is_no_label() -> None:
    text = "WID 1200: Tidal Widgets, Northvale University | TA | Fall 2021; Fall 2023"
    assert role_of([text], "Northvale University") == "TA"
    assert role_of(["Advisor: Ana Ruiz | TA"], None) is None  # a label word still reads as a label


def test_teaching_rows_led_by_a_course_code_are_posts() -> None:
    text = (
        "# Ana Ruiz\n\n## Teaching\n\n"
        "- WID 1200: Tidal Widgets, University of Oslo    TA | Fall 2021; Fall 2023\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"))
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("University of Oslo", "TA", "2021", "2023")
    ]


def test_the_title_after_a_course_code_is_no_role() -> None:
    assert role_of(["WID 291: Undergraduate Learning Assistant Practicum    FA 2021"], None) is None
