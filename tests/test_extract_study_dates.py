"""An undated doctoral post takes the dates of the doctoral study the document dates (invented text)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _extract(text: str) -> Profile:
    return extract_profile(parse_bytes(text.encode(), source="about.md", suffix=".md"), orgs=OrgGazetteer([]))


def _dates(p: Profile, role: str) -> list[tuple[str | None, str | None]]:
    return [(a.start, a.end) for a in p.affiliations if a.role == role]


def test_current_phd_post_takes_the_study_start() -> None:
    p = _extract(
        "# Ana Ruiz\n\nI'm a PhD student at Northvale University.\n\n"
        "## Education\n\n- PhD Geology, Northvale University (Sept 2023 - Current)\n"
        "- BSc Physics, Harrow College (2019 - 2022)\n"
    )
    assert _dates(p, "PhD Student") == [("2023-09", "present")]


def test_finished_study_leaves_a_current_post_undated() -> None:
    p = _extract(
        "# Ana Ruiz\n\nI'm a PhD student at Northvale University.\n\n"
        "## Education\n\n- PhD Geology, Northvale University (2012 - 2016)\n"
    )
    assert _dates(p, "PhD Student") == [(None, "present")]


def test_other_institution_study_is_not_taken() -> None:
    p = _extract(
        "# Ana Ruiz\n\nI'm a PhD student at Northvale University.\n\n"
        "## Education\n\n- PhD Geology, Harrow College (Sept 2023 - Current)\n"
    )
    assert _dates(p, "PhD Student") == [(None, "present")]
