"""A dated title whose rows name it a paper or a thesis ("Job Market Paper.", "with A. Roe & B. Poe.",
"Working paper with …", "Master's thesis, supervised by …") is no project (GUIDE: papers, working
papers and theses). Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document


def _projects(tmp_path: Path, text: str) -> list[str]:
    page = tmp_path / "cv.md"
    page.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(page), orgs=OrgGazetteer([])).projects]


def test_papers_under_a_research_heading_are_no_projects(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n## Research\n\n"
        "“Tide Memory in Northern Estuaries”    2020\n\nJob Market Paper.\n\n"
        "“Kelp and the Slow Currents”    2019\n\nwith A. Roe & B. Poe.\n\n"
        "Modelling Harbour Silt    Kestrel Bank\n\nWorking paper with Ann Roe    Present\n\n"
        "- We build a model of silt in harbours\n\n"
        "Shore Risk Models    Example University\n\nMaster's thesis, supervised by Prof. Ann Roe    Sep 2023\n\n"
        "- We use stochastic models of the shore\n"
    )
    assert _projects(tmp_path, text) == []


def test_a_project_with_a_partner_is_still_a_project(tmp_path: Path) -> None:
    text = "# Robin Example\n\n## Projects\n\nTide Maps for Small Harbours    2020\n\nwith the Kestrel Harbour Trust\n"
    assert "Tide Maps for Small Harbours" in _projects(tmp_path, text)
