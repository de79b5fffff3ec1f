"""A post dated by a list of years or year ranges runs to the list's last year (invented text)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _extract(text: str) -> Profile:
    return extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=OrgGazetteer([]))


def _dates(p: Profile) -> dict[str | None, tuple[str | None, str | None]]:
    return {a.role: (a.start, a.end) for a in p.affiliations}


def test_research_post_over_listed_years() -> None:
    p = _extract(
        "# Ana Ruiz\n\n## Experience\n\n- Research Assistant, Northvale University, 2021, 2022, 2023\n"
    )
    assert _dates(p)["Research Assistant"] == ("2021", "2023")


def test_range_then_a_year_runs_to_the_year() -> None:
    p = _extract("# Ana Ruiz\n\n## Experience\n\n- Lecturer, Northvale University, 2019–2020, 2022\n")
    assert _dates(p)["Lecturer"] == ("2019", "2022")


def test_single_range_is_left_alone() -> None:
    p = _extract("# Ana Ruiz\n\n## Experience\n\n- Analyst, Northvale University, 2019–2020\n")
    assert _dates(p)["Analyst"] == ("2019", "2020")
