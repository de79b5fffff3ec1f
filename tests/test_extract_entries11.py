"""Date attachment in entry layouts that recur across real CVs (round 11), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.org_text, a.start, a.end) for a in p.affiliations]


def test_an_org_row_ending_in_a_place_and_a_full_stop_heads_the_posts_below() -> None:
    """ "Org    City, State." over "Role, dates." lines: the full stop closes the place column, so the
    row heads the next posts instead of trailing the post above."""
    text = (
        "# Ada Lane\n\n## Appointments\n\n"
        "Kestrel University    Boston, Massachusetts.\n"
        "Professor, Department of Widgets, September 2010 - 2016.\n"
        "Associate Professor, Department of Widgets, July 2004 - August 2010.\n"
        "Hooli Institute    Austin, Texas.\n"
        "Visiting Fellow, September 2001 - August 2002.\n"
        "Plover College    Denver, Colorado.\n"
        "Lecturer, Department of Gadgets, July 1998 to June 2001.\n"
    )
    assert _posts(_profile(text)) == [
        ("Kestrel University", "2010-09", "2016"),
        ("Kestrel University", "2004-07", "2010-08"),
        ("Hooli Institute", "2001-09", "2002-08"),
        ("Plover College", "1998-07", "2001-06"),
    ]


def test_a_leading_run_of_consecutive_years_is_one_interval() -> None:
    """ "2019,2020" and "May 2003, 2004, 2005" before a post: the post was held over the run; a year
    list after an event's name ("WidgetConf 2019, 2020") is no interval."""
    text = (
        "# Ada Lane\n\n## Teaching\n\n"
        "2019,2020 &nbsp; **Grader** at Kestrel University<br>\n"
        "May 2003, 2004, 2005: Visiting Lecturer, Department of Widgets, Plover College, Denver\n"
    )
    assert _posts(_profile(text)) == [
        ("Kestrel University", "2019", "2020"),
        ("Plover College", "2003-05", "2005-05"),
    ]
    from talentgraph.extract.dates import find_date_ranges

    assert [(r.start, r.end) for r in find_date_ranges("WidgetConf 2019, 2020")] == [
        ("2019", None),
        ("2020", None),
    ]
