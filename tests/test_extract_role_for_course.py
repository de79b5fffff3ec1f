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
