"""Rosters of supervised people under a label the roster reader must know: "Postdoctoral advisor for:"
over "Name (2015-2016); now at X" rows. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[str]:
    return [m.name for m in people(split_lines(list(text)))]


def test_an_advisor_for_label_heads_a_roster() -> None:
    assert _names(
        "Postdoctoral advisor for:",
        "Ivo Tamm (2015-2016); former programme manager at Kestrel Energy",
        "Lara Quinn (2017-2019); research scientist at Harbour Institute",
        "Omar Belt (2023-present)",
    ) == ["Ivo Tamm", "Lara Quinn", "Omar Belt"]


def test_a_count_under_the_heading_and_year_comma_rows() -> None:
    assert _names(
        "## Undergraduate Mentoring / Research Training",
        "Mentored: 12 total, 9 women",
        "2022, Ivo Tamm, Help with a project on salt marsh plants",
        "2021, Lara Quinn, Collect and measure plant traits",
    ) == ["Ivo Tamm", "Lara Quinn"]


def test_a_students_thesis_title_or_research_area_names_nobody() -> None:
    assert _names(
        "## Past research mentees",
        "2024 | Ivo Tamm, Masters student, Kestrel University",
        "Thesis title: Using Tide Data for Beat and Downbeat Tracking",
        "2023 | Lara Quinn, PhD student, Harbour Institute",
        "Research area: Coastal Audio Notifications",
    ) == ["Ivo Tamm", "Lara Quinn"]
