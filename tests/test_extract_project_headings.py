"""A skills list's kind of work or another CV section's heading, set inside a projects section the
document never closed, is no project. Fictional text."""

from __future__ import annotations

from talentgraph.extract.projects import titled_projects
from talentgraph.extract.sections import split_lines
from talentgraph.model import Profile


def _titled(rows: list[str]) -> list[str]:
    profile = Profile(source="cv.md")
    titled_projects(split_lines(rows), profile, set())
    return [p.name for p in profile.projects]


def test_a_skills_kind_inside_projects_is_no_project() -> None:
    rows = ["## Projects", "", "**Tide Atlas**", "", "- Maps of the northern shore's tides", ""]
    assert _titled([*rows, "**Programming Languages**", "", "* Python", "* Julia"]) == ["Tide Atlas"]
    assert _titled([*rows, "**Kelp Census**", "", "* Counted kelp by drone"]) == ["Tide Atlas", "Kelp Census"]
