"""A post row that names the project the owner worked on ("Junior Consultant, Tern Union
DuneWatch-South project") keeps that project even when the row's organisation, as read, holds its
name. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.sources import read_document


def test_a_code_named_project_read_into_the_posts_organisation_is_still_a_project(tmp_path: Path) -> None:
    path = tmp_path / "cv.txt"
    path.write_text(
        "Ana Ruiz\n\nExperience\n"
        "2010 | Junior Consultant, Tern Union DuneWatch-South project, http://www.example.org\n"
        "• Development of the project GIS database.\n",
        encoding="utf-8",
    )
    assert [p.name for p in extract_profile(read_document(path)).projects] == ["DuneWatch-South"]


def test_a_word_of_the_employers_name_is_no_project(tmp_path: Path) -> None:
    path = tmp_path / "cv.txt"
    path.write_text(
        "Ana Ruiz\n\nExperience\n2010 | Engineer, KelpWorks Labs, Oslo\n• Built the KelpWorks platform for growers.\n",
        encoding="utf-8",
    )
    assert "KelpWorks" not in [p.name for p in extract_profile(read_document(path)).projects]


def test_capitals_joined_by_a_hyphen_before_project_name_one_but_a_funder_pair_does_not() -> None:
    from talentgraph.extract.named_projects import prose_projects
    from talentgraph.extract.sections import split_lines
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Profile

    lines = split_lines(
        [
            "Experience",
            "- Work package leader, TIDAL-NET project funded through the EU framework programme.",
            "- Worked in an EU-FP7 project on shores.",
        ]
    )
    assert [p.name for p in prose_projects(lines, Profile(source="x"), OrgGazetteer([]))] == ["TIDAL-NET"]
