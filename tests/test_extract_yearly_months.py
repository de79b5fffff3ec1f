"""Posts held for the same months year after year, on fictional text written for these tests: one
post from the first start to the last end (GUIDE.md: "Mar – Sep 2021, 2022" is 2021-03 to 2022-09)."""

from __future__ import annotations

import json

from talentgraph.extract import extract_profile
from talentgraph.extract.dates import yearly_span
from talentgraph.sources import parse_bytes

from .profiles import posts_of, profile_of


def test_a_month_range_then_later_years_spans_to_the_last_years_months() -> None:
    text = "# Jo Roe\n\n## Experience\n\nSeasonal Lecturer, Kestrel University, Mar – Sep 2021, 2022, 2023\n"
    posts = posts_of(profile_of(text))
    assert posts == [("Kestrel University", "Seasonal Lecturer", "2021-03", "2023-09")]


def test_a_list_of_month_ranges_in_a_structured_record_is_one_span() -> None:
    work = [
        {
            "name": "Kestrel University",
            "position": "Field Analyst",
            "dates": "May 2011 - Aug 2011, May 2012 - Aug 2012",
        }
    ]
    raw = json.dumps({"basics": {"name": "Jo Roe"}, "work": work}).encode()
    profile = extract_profile(parse_bytes(raw, source="x.json", suffix=".json"))
    assert [(a.start, a.end) for a in profile.affiliations] == [("2011-05", "2012-08")]


def test_stints_over_years_or_seasons_are_no_yearly_months() -> None:
    assert yearly_span("Sep 2008 – Aug 2009; Jun 2010 – Jun 2013") is None  # two stints, kept apart
    assert yearly_span("Summer 2019, Summer 2020") is None  # terms: teaching_terms reads them
    assert yearly_span("Mar – Sep 2021, 2020") is None  # not later: no run
    assert yearly_span("Mar – Sep 2021 at Kestrel, 2022 at Lakeside") is None  # no list of periods
