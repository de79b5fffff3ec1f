"""A post the text says began at a date, with no later post and no end, is still held (invented text)."""

from __future__ import annotations

from talentgraph.extract.open_ends import still_held
from talentgraph.model import Affiliation, Evidence

from .profiles import profile_of


def _post(start: str | None, text: str, end: str | None = None) -> Affiliation:
    return Affiliation(
        "Northvale University", role="Lecturer", start=start, end=end, evidence=Evidence(1, text)
    )


def _ends(posts: list[Affiliation]) -> list[str | None]:
    return [a.end for a in still_held(posts)]


def test_latest_post_joined_at_a_month_runs_to_present() -> None:
    p = profile_of(
        "# Ana Ruiz\n\nIn August 2022, I joined Northvale University as an assistant professor in the "
        "Department of Geology. Before that I was a postdoc at Harrow Institute (2019-2022).\n"
    )
    joined = [(a.start, a.end) for a in p.affiliations if a.org_text == "Northvale University"]
    assert joined == [("2022-08", "present")]


def test_a_start_read_as_one_month_becomes_open() -> None:
    assert _ends(
        [_post("2019-11", "She started as a lecturer at Northvale University in November 2019", "2019-11")]
    ) == ["present"]


def test_a_dated_row_without_a_verb_of_beginning_keeps_its_date() -> None:
    assert _ends([_post("2024", "Lecturer, Northvale University, 2024.", "2024")]) == ["2024"]


def test_no_post_is_opened_when_another_is_held_now() -> None:
    posts = [
        _post("2016", "In 2016 I joined Northvale University."),
        _post(None, "Lecturer at Harrow", "present"),
    ]
    assert _ends(posts) == [None, "present"]


def test_an_earlier_post_joined_at_a_date_stays_closed() -> None:
    posts = [
        _post("2012", "In 2012 I joined Northvale University."),
        _post("2015", "Fellow, Harrow, 2015 - 2018", "2018"),
    ]
    assert _ends(posts) == [None, "2018"]


def test_two_posts_begun_at_the_latest_date_are_left_alone() -> None:
    posts = [
        _post("2020", "In 2020 I joined Northvale University."),
        _post("2020", "Since 2020 I advise Harrow."),
    ]
    assert _ends(posts) == [None, None]


def test_current_post_takes_the_start_a_later_sentence_tells() -> None:
    p = profile_of(
        "# Ana Ruiz\n\nI work as an ecologist at the Northvale Institute for Rivers. "
        "I started my research associate position there in March 2020, analysing river surveys.\n"
    )
    assert [(a.start, a.end) for a in p.affiliations] == [("2020-03", "present")]


def test_as_of_dates_the_post_of_its_own_sentence() -> None:
    p = profile_of(
        "# Ana Ruiz\n\nAs of January 2023 I'm a postdoctoral researcher at the Northvale Institute.\n"
    )
    assert [(a.start, a.end) for a in p.affiliations] == [("2023-01", "present")]


def test_a_beginning_told_about_another_organisation_is_not_taken() -> None:
    p = profile_of(
        "# Ana Ruiz\n\nI am a lecturer at Northvale University.\n\n"
        "Long ago I volunteered at a museum in Harrow. In 2009 I joined its board.\n"
    )
    assert [(a.org_text, a.start) for a in p.affiliations] == [("Northvale University", None)]


def _opened(post: Affiliation, rows: list[str], others: list[Affiliation] | None = None) -> str | None:
    from talentgraph.extract.open_ends import dated_by_open_row
    from talentgraph.extract.sections import split_lines

    dated = dated_by_open_row([post, *(others or [])], split_lines(rows))
    return dated[0].start


def _current(role: str = "Research Scientist") -> Affiliation:
    return Affiliation("Northvale University", "Northvale University", role=role, end="present")


def test_current_post_takes_the_start_of_the_open_row_naming_its_role() -> None:
    rows = [
        "## Positions",
        "2023 – present: Teaching Fellow, Northvale University",
        "2021 – present: Research Scientist, Northvale University",
        "2016 – 2021: Research Assistant, Northvale University",
    ]
    assert _opened(_current(), rows) == "2021"


def test_a_dated_heading_over_the_organisation_dates_the_post() -> None:
    rows = ["## Experience", "### 2022.03 – present: Research Scientist", "* Northvale University, Lund"]
    assert _opened(_current(), rows) == "2022-03"


def test_two_open_rows_without_the_role_leave_the_post_undated() -> None:
    rows = [
        "## Positions",
        "2023 – present: Teaching Fellow, Northvale University",
        "2021 – present: Adjunct, Northvale University",
    ]
    assert _opened(_current(), rows) is None


def test_a_row_read_as_another_post_there_is_not_taken() -> None:
    row = "2021 – present: Research Scientist, Northvale University"
    other = Affiliation(
        "Northvale University",
        "Northvale University",
        role="Research Scientist",
        start="2021",
        end="present",
        evidence=Evidence(2, row),
    )
    assert _opened(_current(), ["## Positions", row], [other]) is None


def test_an_open_service_row_does_not_date_a_post() -> None:
    rows = ["## Service", "2020 – present: Research Scientist panel, Northvale University"]
    assert _opened(_current(), rows) is None


def test_a_lone_open_row_naming_only_the_organisation_dates_the_post() -> None:
    assert _opened(_current(), ["## Career", "- (2021-Present) Northvale University"]) == "2021"


def test_a_lone_open_row_of_another_role_is_not_taken() -> None:
    rows = ["## Positions", "2021 – present: Adjunct Professor, Northvale University"]
    assert _opened(_current(), rows) is None


def test_an_open_study_does_not_date_a_post() -> None:
    rows = ["## Education", "2021 – present: Ph.D. in Hydrology, Northvale University"]
    assert _opened(_current(), rows) is None


def test_an_open_date_in_a_bio_does_not_date_another_post() -> None:
    rows = [
        "## About",
        "I am a research scientist at Northvale University (2021 – present) and a lecturer at Harrow.",
    ]
    assert _opened(_current(), rows) is None
