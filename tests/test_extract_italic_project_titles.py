"""A project's title set in italics right after the word "project" in prose ("the NERC-funded project
*Title*", "my fellowship project, *Kelp2Fuel*"): a project named by that title. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document


def _projects(tmp_path: Path, text: str) -> list[str]:
    page = tmp_path / "about.md"
    page.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(page), orgs=OrgGazetteer([])).projects]


def test_an_italic_title_after_project_names_the_project(tmp_path: Path) -> None:
    text = (
        "# Robin Example\n\n"
        "I currently work on my **Kestrel Postdoctoral Fellowship** project, *Kelp2Fuel*, where I turn kelp "
        "waste into fuel for small harbours.\n\n"
        "Working on the Shore Council funded project *TIDEMAP: Developing a science of scale for small "
        "harbours*\n"
    )
    names = _projects(tmp_path, text)
    assert "Kelp2Fuel" in names
    assert "TIDEMAP: Developing a science of scale for small harbours" in names
    assert "TIDEMAP" not in names


def test_an_italic_word_before_project_is_no_title(tmp_path: Path) -> None:
    text = "# Robin Example\n\nThis was a *really* big project for the whole team of the harbour.\n"
    assert _projects(tmp_path, text) == []
