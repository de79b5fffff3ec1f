"""A dated news line ("2024: Joined X") dates the undated current post at X."""

from talentgraph.extract.news_starts import news_move, news_starts
from talentgraph.extract.sections import Line
from talentgraph.model import Affiliation, Profile


def _profile(*affiliations: Affiliation) -> Profile:
    return Profile(source="home.md", affiliations=list(affiliations))


def test_news_line_dates_the_current_post() -> None:
    profile = _profile(Affiliation(org_text="Quillfeather Analytics", end="present"))
    news_starts([Line(3, "", "**Sep 2022**: Started at Quillfeather Analytics as a data engineer")], profile)
    assert profile.affiliations[0].start == "2022-09"


def test_dated_post_and_past_post_are_left_alone() -> None:
    dated = Affiliation(org_text="Hooli", start="2020", end="present")
    past = Affiliation(org_text="Initech", end="2019")
    profile = _profile(dated, past)
    lines = [Line(1, "", "2023: Joined Hooli"), Line(2, "", "2017: Joined Initech")]
    news_starts(lines, profile)
    assert (dated.start, past.start) == ("2020", None)


def test_latest_move_to_the_same_org_wins() -> None:
    profile = _profile(Affiliation(org_text="Hooli", end="present"))
    news_starts([Line(1, "", "2021: Joined Hooli as an intern"), Line(5, "", "2024: Joined Hooli")], profile)
    assert profile.affiliations[0].start == "2024"


def test_other_org_or_range_or_prose_is_no_news_move() -> None:
    profile = _profile(Affiliation(org_text="Hooli", end="present"))
    news_starts([Line(1, "", "2024: Joined Hooligan Games")], profile)
    assert profile.affiliations[0].start is None
    assert news_move("2019 - 2021: Joined Hooli") is None
    assert news_move("The team joined Hooli in 2020") is None
    assert news_move("[2024/02] I joined the Hooli lab") == ("2024-02", "Hooli lab")
