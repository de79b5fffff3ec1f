"""A skills list's kind of work or another CV section's heading, set inside a projects section the
document never closed, is no project; nor is a dated talk or paper prize under a post. Fictional text."""

from __future__ import annotations

from talentgraph.extract.entries import segment
from talentgraph.extract.projects import held_entries, titled_projects
from talentgraph.extract.sections import split_lines
from talentgraph.model import Affiliation, Profile


def _titled(rows: list[str]) -> list[str]:
    profile = Profile(source="cv.md")
    titled_projects(split_lines(rows), profile, set())
    return [p.name for p in profile.projects]


def test_a_skills_kind_inside_projects_is_no_project() -> None:
    rows = ["## Projects", "", "**Tide Atlas**", "", "- Maps of the northern shore's tides", ""]
    assert _titled([*rows, "**Programming Languages**", "", "* Python", "* Julia"]) == ["Tide Atlas"]
    assert _titled([*rows, "**Kelp Census**", "", "* Counted kelp by drone"]) == ["Tide Atlas", "Kelp Census"]


def test_a_dated_talk_or_paper_prize_under_a_post_is_no_project() -> None:
    lines = split_lines(
        [
            "Experience",
            "• Tide Atlas of the Northern Shore    2021",
            "• Guest Lecture - Coastal Physics    2022",
            "• TIDES 2023: Best Student Paper.    2023",
        ]
    )
    profile = Profile(source="cv.pdf")
    post = Affiliation(
        "Kestrel University", "Kestrel University", None, None, "Scientist", "2020", "2024", None, None
    )
    profile.affiliations.append(post)
    held = [
        (e, Affiliation(None, None, None, None, None, e.dates.start, None, None, None))
        for e in segment(lines)
    ]
    held_entries(held, profile)
    assert [p.name for p in profile.projects] == ["Tide Atlas of the Northern Shore"]
