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


def _spans(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.role, a.start, a.end) for a in p.affiliations]


def test_role_listed_year_by_year_is_one_post_over_the_whole_run() -> None:
    p = _extract(
        "# Ana Ruiz\n\n## Experience\n\n- 2016  Research Assistant, Northvale University\n"
        "- 2015  Research Assistant, Northvale University\n- 2014  Research Assistant, Northvale University\n"
    )
    assert _spans(p) == [("Research Assistant", "2014", "2016")]


def test_internships_in_consecutive_years_stay_separate() -> None:
    p = _extract(
        "# Ana Ruiz\n\n## Experience\n\n2018    Intern, Hooli\n\nBuilt a search index.\n\n"
        "2017    Intern, Hooli\n\nTuned a speech model.\n"
    )
    assert [(s, e) for r, s, e in _spans(p) if r == "Intern"] == [("2018", "2018"), ("2017", "2017")]
