"""A degree's titled project set under its degree line ("Senior Project: <title>"): a project named by
the title, while a course named after "Course Project:" stays out. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import read_document


def _projects(tmp_path: Path, text: str) -> list[str]:
    page = tmp_path / "cv.md"
    page.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(page), orgs=OrgGazetteer([])).projects]


def test_a_labelled_senior_project_under_a_degree_is_a_project(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Education\n\n"
        "2014 – 2018  B.S. Mechanical Engineering, Example Institute of Technology\n\n"
        "Senior Project: Solar Kiln Controller for Rural Potteries\n\n"
        "2018 – 2020  M.S. Environmental Science, Example State University\n\n"
        "Master's Group Project: Mapping Tidal Marsh Loss with Drone Imagery\n"
    )
    assert set(_projects(tmp_path, text)) >= {
        "Solar Kiln Controller for Rural Potteries",
        "Mapping Tidal Marsh Loss with Drone Imagery",
    }


def test_a_course_project_label_names_a_course_not_a_project(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Projects\n\n"
        "Master's Course Project: Statistics for Ocean Data | Blog | Repository\n"
    )
    assert "Statistics for Ocean Data" not in _projects(tmp_path, text)


def _profile(tmp_path: Path, text: str) -> Profile:
    page = tmp_path / "cv.md"
    page.write_text(text, encoding="utf-8")
    return extract_profile(read_document(page), orgs=OrgGazetteer([]))


def test_a_dated_project_title_over_its_capstone_row_is_a_project_not_a_study(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Data Projects\n\n"
        "Mapping Eelgrass Beds in the Example Bay Estuary (1/24–6/24)\n"
        "Master's Capstone Project | Role: Data Manager | Client: Example Bay Trust | GitHub Repos\n"
        "- Cleaned and managed the survey data\n"
    )
    profile = _profile(tmp_path, text)
    assert [p.name for p in profile.projects] == ["Mapping Eelgrass Beds in the Example Bay Estuary"]
    assert profile.projects[0].start == "2024-01"
    assert profile.education == []
    assert profile.affiliations == []


def test_a_dated_course_over_a_teaching_role_is_no_project(tmp_path: Path) -> None:
    text = "# Robin Example\n\n## Graduation Projects\n\n2021-2022    Tide Modelling Studio\nTeaching Assistant\n"
    assert "Tide Modelling Studio" not in [p.name for p in _profile(tmp_path, text).projects]
