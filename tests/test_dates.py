"""The date grammar of talentgraph.extract.dates."""

from __future__ import annotations

import pytest

from talentgraph.extract.dates import find_date_ranges, parse_date


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("2019 - 2020", "2019", "2020"),
        ("2021 - now", "2021", "present"),
        ("Sep 2018 – May 2019", "2018-09", "2019-05"),
        ("November 2018 – March 2019", "2018-11", "2019-03"),
        ("09/2022 - 03/2025", "2022-09", "2025-03"),
        ("2018/11 - 2023/05", "2018-11", "2023-05"),
        ("May 2025 — Aug 2025", "2025-05", "2025-08"),
        ("2019.06 – 2020.01", "2019-06", "2020-01"),
        ("2016-2019", "2016", "2019"),
        ("2022-Now, Running a company", "2022", "present"),
        ("Jun 2019 to Sep 2019", "2019-06", "2019-09"),
        ("2019 until 2020", "2019", "2020"),
        ("since 2020", "2020", "present"),
        ("2014 –", "2014", "present"),
        ("Oct 2022 – present | San Jose, CA", "2022-10", "present"),
        ("Jan 2020 - Current", "2020-01", "present"),
        ("Sep – Dec 2019", "2019-09", "2019-12"),
        ("Sept. 2017 – Ongoing", "2017-09", "present"),
        ("2015-03-01 – 2016-04-30", "2015-03-01", "2016-04-30"),
        # academic years and short ends: two digits that cannot be a month, or the next full year
        ("2015-16", "2015", "2016"),
        ("2015/16", "2015", "2016"),
        ("2023.24", "2023", "2024"),
        ("WS 2019/20", "2019", "2020"),
        ("2019/2020", "2019", "2020"),
        # open ends written after the start
        ("2019 (ongoing)", "2019", "present"),
        ("2019 onwards", "2019", "present"),
        ("Fall 2024 +", "2024-09", "present"),
        ("Spring '21 – Fall '22", "2021-03", "2022-11"),
        ("2011 Feb.-Dec.", "2011-02", "2011-12"),
        ("2019 Jun – Aug", "2019-06", "2019-08"),
    ],
)
def test_ranges(text: str, start: str, end: str) -> None:
    ranges = find_date_ranges(text)
    assert len(ranges) == 1
    assert (ranges[0].start, ranges[0].end) == (start, end)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Summer 2019", "2019-06"),
        ("Sep 2018", "2018-09"),
        ("December 2023", "2023-12"),
        ("12/2023", "2023-12"),
        ("2023-12", "2023-12"),
        ("ICML 2021.", "2021"),
        ("Present", "present"),
        ("no date", None),
        ("T3.2-T3.3 level", None),
    ],
)
def test_parse_date_keeps_precision(text: str, value: str | None) -> None:
    assert parse_date(text) == value


def test_single_dates_have_no_end() -> None:
    ranges = find_date_ranges("Best Paper Award, MLSys 2021")
    assert [(r.start, r.end, r.is_range) for r in ranges] == [("2021", None, False)]


def test_spans_point_into_the_text() -> None:
    text = "Research Intern at ACME | May 2025 – Aug 2025 | Boston, MA"
    (found,) = find_date_ranges(text)
    assert text[found.start_pos : found.end_pos] == "May 2025 – Aug 2025" == found.text


def test_several_ranges_in_order() -> None:
    found = find_date_ranges("2010 - 2012 and 2014 - 2016; 2018")
    assert [(r.start, r.end) for r in found] == [("2010", "2012"), ("2014", "2016"), ("2018", None)]


def test_backwards_interval_is_kept_as_written() -> None:
    (found,) = find_date_ranges("09/2023 - 02/2023")
    assert (found.start, found.end, found.backwards) == ("2023-09", "2023-02", True)
    assert not find_date_ranges("2019 - 2019")[0].backwards
    assert not find_date_ranges("2019 - present")[0].backwards


def test_years_inside_links_are_not_dates() -> None:
    assert find_date_ranges("https://arxiv.org/abs/2102.03161 and www.example.com/2019/post") == []


def test_numbers_that_are_not_years() -> None:
    assert find_date_ranges("led 15 engineers on 2,048 GPUs and 1912 nodes") == []


def test_day_precise_dates_are_cut_to_the_month() -> None:
    (found,) = find_date_ranges("[ 15/04/2017 – 31/08/2017 ]")
    assert (found.start, found.end) == ("2017-04", "2017-08")
    (current,) = find_date_ranges("[ 01.03.2021 – Current ]")
    assert (current.start, current.end) == ("2021-03", "present")
    assert find_date_ranges("12/31/2020")[0].start == "2020-12"  # a US day cannot be a month


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Research Intern, Google, Summer 2015", "2015-06", "2015-08"),
        ("Visiting student (fall 2012)", "2012-09", "2012-11"),
        ("Spring 2019 – Autumn 2020", "2019-03", "2020-11"),
        ("Winter 2021 - present", "2021-01", "present"),
        ("Summer 2015 – Jan 2016", "2015-06", "2016-01"),
    ],
)
def test_seasons_map_to_their_months(text: str, start: str, end: str) -> None:
    (found,) = find_date_ranges(text)
    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2011-12", "2011-12"),  # ISO year-month, not the academic year 2011–12
        ("2003.06", "2003-06"),  # a month, not 2003–2006
        ("2019/18", "2019"),  # an earlier year ends nothing
        ("2019 - 25 students", "2019"),  # spaced digits are no short end
        ("Jan-2019", "2019-01"),
    ],
)
def test_single_dates_that_look_like_short_ranges(text: str, value: str) -> None:
    ranges = find_date_ranges(text)
    assert (ranges[0].start, ranges[0].end) == (value, None)


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("2024- &nbsp; **Postdoc** at Kestrel University", ("2024", "present")),  # a gap in raw HTML
        ("2024-: Postdoc at Kestrel University", ("2024", "present")),
        ("2019 - Kestrel University", ("2019", None)),  # a dash between fields, not an open interval
    ],
)
def test_a_dash_before_a_gap_or_colon_leaves_the_interval_open(text: str, span: tuple) -> None:
    found = find_date_ranges(text)
    assert (found[0].start, found[0].end) == span


@pytest.mark.parametrize(
    "text", ["2015 - till date", "2015 – till present", "2015 – up to now", "2015 until today"]
)
def test_present_after_till_or_up_to_leaves_the_interval_open(text: str) -> None:
    found = find_date_ranges(text)
    assert (found[0].start, found[0].end) == ("2015", "present")
