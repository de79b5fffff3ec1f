"""US month/day/two-digit-year ranges as Word and PDF CVs write them, and the grant rows that such
dates turn into dated entries; fictional text written for these tests."""

from __future__ import annotations

import pytest

from talentgraph.extract.dates import find_date_ranges
from talentgraph.extract.sections import heading_kind

from .profiles import posts_of, profile_of


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Graduate Assistant    8/25/16 – Present", [("2016-08", "present")]),
        ("Field Technician    06/01/16 – 08/25/16", [("2016-06", "2016-08")]),
        ("Tide Gauge Intern    09/1/13 – 12/4/13", [("2013-09", "2013-12")]),
        ("Grant period 10/1/21 - 9/30/23", [("2021-10", "2023-09")]),
        ("Date of birth: 19/07/81", []),
        ("mix 3/4/19 cups", []),
        ("Presented at the Shore Meeting    11/28/18", []),
    ],
)
def test_us_month_day_short_year_ranges(text: str, expected: list[tuple[str, str]]) -> None:
    """``8/25/16 – 6/1/18``: a US date with a two-digit year, read as its month, only in a range."""
    assert [(r.start, r.end) for r in find_date_ranges(text)] == expected


def test_posts_dated_month_day_short_year() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\nGraduate Assistant    8/25/16 – Present\n\nKestrel University\n\n"
        "20 Hours/Week\n\n- Built a tide model for bays\n\n"
        "Field Technician    02/15/15 – 05/15/15\n\nLakeside College\n\n40 Hours/Week\n\n- Counted fish\n"
    )
    profile = profile_of(text)
    posts = posts_of(profile)
    assert ("Kestrel University", "Graduate Assistant", "2016-08", "present") in posts
    assert ("Lakeside College", "Field Technician", "2015-02", "2015-05") in posts
    assert not [p.name for p in profile.projects if "Hours" in p.name]


def test_a_grant_row_stating_a_sum_is_no_post() -> None:
    text = (
        "# Jo Roe\n\n## Grants\n\nKestrel Foundation, Mapping Tides of the North Shore\n\n"
        "Dates and Amount: 7/1/17 – 6/30/19, $400,000\n\nRole: Co-Principal Investigator\n\n"
        "Lakeside Trust, Counting Fish in Small Rivers\n\n"
        "Dates and Amount: 1/1/14 – 9/30/18, $65,000\n\nRole: Principal Investigator\n"
    )
    profile = profile_of(text)
    assert posts_of(profile) == []
    assert "Role" not in [p.name for p in profile.projects]


def test_a_grant_title_is_not_read_again_from_its_dated_line() -> None:
    text = (
        "# Jo Roe\n\n## Grants and Funding\n\n"
        "“Tide Maps: A Survey of Northern Bays and Their Kelp” PI: J. Roe Kestrel Fund 2/1/19 -\n"
        "1/31/22 $120,000\n\n"
        "“Collaborative Research: Counting Fish in Small Rivers with Cheap\n"
        "Sensors” PI: A. Poe, CoPI: J. Roe Lakeside Trust 6/1/20 - 5/31/23 $80,000\n"
    )
    names = [p.name for p in profile_of(text).projects]
    assert not [n for n in names if n.startswith("“")], names


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("EXPERIENCE continued", "experience"),
        ("ORAL PRESENTATIONS con tinued", "talks"),
        ("Publications, cont.", "publications"),
    ],
)
def test_a_section_heading_carried_to_the_next_page(heading: str, kind: str) -> None:
    assert heading_kind(heading) == kind


def test_a_title_bullet_wrapped_onto_a_line_with_a_year_keeps_its_post() -> None:
    """A bullet's next visual line holding a year inside its words ("Learning (Best Paper at the 2021
    …)") continues the bullet: it starts no entry, so the lines after it stay under their post (Title
    Case bullets under a post name no projects since round 31)."""
    text = (
        "# Jo Roe\n\n## Research Experience\n\nGraduate Research Assistant    2019 – 2023\n"
        "Kestrel University\n"
        "• Rapid Flood Mapping through Multi-scale Machine\n"
        "Learning (Best Paper at the 2021 Shore Meeting)\n"
        "• Counting Fish in Small Rivers with Cheap Sensors\n"
        "• Tidal Forcing of Kelp Canopies Along Rocky Shores\n"
    )
    profile = profile_of(text, "cv.txt")
    names = [p.name for p in profile.projects]
    assert not [n for n in names if n.startswith(("Learning", "Counting", "Tidal"))]
    assert [p[1] for p in posts_of(profile)] == ["Graduate Research Assistant"]


def test_a_long_row_led_by_its_range_is_a_post() -> None:
    """ "Since Sep 2016 <role> at the Department … at <org>": a row of more than sixteen words is still
    a post when its range leads it and it is one clause."""
    from talentgraph.extract.entries import anchor_range
    from talentgraph.extract.sections import Line

    row = (
        "Since Sep 2016 Assistant Professor for Coastal Cultural History at the Department for History"
        " and Art History at Kestrel University"
    )
    prose = "2016 – 2019 I studied tides at the shore. Then I moved to a new place and began to count fish in rivers"
    assert anchor_range(Line(1, row, row), "experience") is not None
    assert anchor_range(Line(1, prose, prose), "experience") is None
