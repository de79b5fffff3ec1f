"""Round 10 date rules: ordinal days, stacked From/To lines, an interval's end wrapped to the next line."""

from talentgraph.extract.dates import find_date_ranges, parse_date
from talentgraph.extract.entries import segment
from talentgraph.extract.sections import split_lines


def test_ordinal_day_keeps_the_day() -> None:
    assert parse_date("October 4th, 2011") == "2011-10-04"
    assert parse_date("22nd of June 2016") == "2016-06-22"


def test_from_with_an_end_after_it_is_no_since() -> None:
    ranges = find_date_ranges("Grader, from March 2013 to")
    assert [(r.start, r.end) for r in ranges] == [("2013-03", None)]


def test_stacked_from_to_lines_make_one_interval() -> None:
    lines = split_lines(
        ["Experience", "Widget Analyst, Plover Works", "From: April 3rd, 2012", "To: June 9th, 2013"]
    )
    entries = segment(lines)
    assert [(e.dates.start, e.dates.end) for e in entries] == [("2012-04-03", "2013-06-09")]


def test_interval_end_wrapped_to_the_next_line() -> None:
    lines = split_lines(["Experience", "Tutor at Plover College, from May 5th, 2010 to August", "12th, 2012"])
    entries = segment(lines)
    assert [(e.dates.start, e.dates.end) for e in entries] == [("2010-05-05", "2012-08-12")]


def test_latex_double_dash_short_end_is_a_range() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("2011--14, Lab Manager, Plover Institute")] == [
        ("2011", "2014")
    ]
    assert [(r.start, r.end) for r in find_date_ranges("1996--03, Clerk")] == [("1996", "2003")]


def test_pres_abbreviation_ends_an_open_interval() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("Reviewer, Plover Review (2015 - Pres)")] == [
        ("2015", "present")
    ]


def test_trailing_dash_before_leader_dots_is_open() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("2019 – · · · ·   Lecturer, Plover College")] == [
        ("2019", "present")
    ]


def test_year_with_months_in_parentheses() -> None:
    assert [
        (r.start, r.end) for r in find_date_ranges("2015 (April-July), Field Assistant, Plover Trust")
    ] == [("2015-04", "2015-07")]


def test_same_role_in_other_units_in_consecutive_years_stays_apart() -> None:
    from talentgraph.extract.positions import build
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Profile

    lines = split_lines(
        [
            "Employment",
            "- 2016: Advisor, Rivers Desk, Plover Agency",
            "- 2015: Advisor, Coasts Desk, Plover Agency",
        ]
    )
    p = Profile(source="x")
    build(lines, OrgGazetteer([]), p)
    assert sorted((a.start, a.end) for a in p.affiliations) == [("2015", "2015"), ("2016", "2016")]


def test_month_names_of_other_languages() -> None:
    text = "Oktober 2014 – Dezember 2016, Referent, Plover-Institut"
    assert [(r.start, r.end) for r in find_date_ranges(text)] == [("2014-10", "2016-12")]
    assert parse_date("septiembre de 2011") == "2011-09"
    assert parse_date("Mars 2011") == "2011"  # the planet, not the French month


def test_open_ends_in_other_languages() -> None:
    for text in ("März 2016 – heute", "2016 - presente", "2016 – aujourd'hui", "2016 – continuing"):
        assert find_date_ranges(text)[0].end == "present", text
