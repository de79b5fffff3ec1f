"""A dated row of a "Research Experience" section that states only a research title, over the post it
was done in or over sentences of what was done: a project (with the post kept). Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import read_document


def _profile(tmp_path: Path, text: str) -> Profile:
    page = tmp_path / "cv.md"
    page.write_text(text, encoding="utf-8")
    return extract_profile(read_document(page), orgs=OrgGazetteer([]))


def test_a_research_title_over_its_post_is_a_project_and_the_post_stays(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Research Experience\n\n"
        "Calibration of tide models for northern estuaries    2019 - 2023\n"
        "Postdoctoral researcher - Kestrel National Laboratory    Shoreville, CA\n"
        "Built surrogate models of the estuaries to speed up the tide model.\n"
    )
    profile = _profile(tmp_path, text)
    projects = [(p.name, p.start, p.org) for p in profile.projects]
    assert projects == [
        ("Calibration of tide models for northern estuaries", "2019", "Kestrel National Laboratory")
    ]
    assert [a.org_text for a in profile.affiliations] == ["Kestrel National Laboratory"]


def test_a_research_title_over_sentences_of_what_was_done_is_a_project(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Research Experience\n\n"
        "Silt Transport in Northern Estuaries    2021–2023\n"
        "Investigated how the tides of the north move the silt of the estuaries over many years.\n"
        "Developed an algorithm to detect the silt plumes in satellite images of the bay.\n"
    )
    assert [p.name for p in _profile(tmp_path, text).projects] == ["Silt Transport in Northern Estuaries"]


def test_a_post_title_over_its_bullets_is_no_project(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Other Experience\n\n"
        "Records Information Clerk, Town of Shoreville (2018)\n"
        "- Administered the records programme of the town, with its scanning system\n"
    )
    assert _profile(tmp_path, text).projects == []
