"""A dated row with no role becomes a project only under a projects section or a research or academic
experience section: under Experience or an
unnamed section the same row is a break, a service line or a thesis title far more often (real
documents: 1 project in 12 such rows). Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document

_ROWS = "Tide Memory in Northern Estuaries\n\n04/2021 - 10/2021\n\n- Modelled the silt of three estuaries\n"


def _projects(tmp_path: Path, text: str) -> list[str]:
    page = tmp_path / "cv.txt"
    page.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(page), orgs=OrgGazetteer([])).projects]


def test_a_titled_row_under_projects_is_a_project(tmp_path: Path) -> None:
    text = f"ROBIN EXAMPLE\n\nProjects\n\n{_ROWS}"
    assert _projects(tmp_path, text) == ["Tide Memory in Northern Estuaries"]


def test_the_same_row_under_experience_is_no_project(tmp_path: Path) -> None:
    text = f"ROBIN EXAMPLE\n\nExperience\n\nCareer Break\n\n01/2019 - 06/2019\n\n{_ROWS}"
    assert _projects(tmp_path, text) == []


def test_a_row_of_an_unnamed_section_is_no_project(tmp_path: Path) -> None:
    text = f"ROBIN EXAMPLE\n\nOther\n\nPeer Mentor, Kestrel Scholars Program\n\n2019 - 2021\n\n{_ROWS}"
    assert _projects(tmp_path, text) == []


def test_a_titled_row_under_academic_experience_is_a_research_project(tmp_path: Path) -> None:
    text = f"ROBIN EXAMPLE\n\nAcademic Experience\n\n{_ROWS}"
    assert _projects(tmp_path, text) == ["Tide Memory in Northern Estuaries"]


def test_a_dated_title_over_whom_it_was_done_with_under_research_experience_is_a_project(
    tmp_path: Path,
) -> None:
    rows = (
        "Aug 2019 - present | Tide Memory in Northern Estuaries\n"
        "Kestrel Shore Lab, Supervisor: Prof. Ann Roe\n"
        "- Modelled the silt of three estuaries\n"
    )
    assert _projects(tmp_path, f"ROBIN EXAMPLE\n\nResearch Experience\n\n{rows}") == [
        "Tide Memory in Northern Estuaries"
    ]
    # the same row under a plain Experience heading stays out
    assert _projects(tmp_path, f"ROBIN EXAMPLE\n\nExperience\n\n{rows}") == []
