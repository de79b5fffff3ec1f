"""Education and entry layouts that recur across real CVs (round 10), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _studies(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.end) for e in p.education]


def test_a_bullet_wrapped_onto_lines_below_is_one_study() -> None:
    """A list item wrapped by hand: the year sits on its last line, the degree on its first."""
    text = (
        "# Ada Lane\n\n## Education\n\n"
        "* Ph.D. in Marine Widgetry,\n"
        "  Kestrel University,\n"
        "  coastal systems track, awarded June 2011.\n"
        "* M.S. in Applied Widgetry, Plover State University,\n"
        "  awarded May 2007.\n"
    )
    assert _studies(_profile(text)) == [
        ("Kestrel University", "Ph.D.", "2011-06"),
        ("Plover State University", "M.S.", "2007-05"),
    ]


def test_a_degree_bullet_over_dash_led_detail_lines() -> None:
    """ "• Master of Widgetry" over "– Place: …" and "– Awarded: …": the bullet names the degree of the dated line."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "• Master of Public Health\n"
        "– Place: Kestrel University\n"
        "– Awarded: March 3rd, 2016\n"
        "• Bachelor of Arts\n"
        "– Place: Kestrel University\n"
        "– Awarded: May 5th, 2013\n"
    )
    assert [(e.degree, e.end) for e in _profile(text, "x.txt").education] == [
        ("M.P.H.", "2016-03-03"),
        ("B.A.", "2013-05-05"),
    ]


def test_licences_and_professional_qualifications_are_no_studies() -> None:
    """Dated licences under "Professional Qualifications" or "Licenses & Certifications" are not education."""
    for heading in ("Professional Qualifications", "Licenses & Certifications"):
        text = (
            f"Ada Lane\n\nEducation\n\n2012 – 2016: BSc in Widgetry, Kestrel University\n\n{heading}\n\n"
            "2021 | Offshore Skipper Licence (Plover Sailing School)\n2019 | Advanced Diver (Gull Dive Centre)\n"
        )
        assert [e.institution_text for e in _profile(text, "x.txt").education] == ["Kestrel University"]


def test_degree_lines_stacked_under_one_school_line() -> None:
    """A school line over several dated degree lines: each degree was earned at that school."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "Kestrel University, Springfield, OR\n"
        "2011 | Ph.D. in Widget Policy, Planning, and Administration\n"
        "2007 | M.A. in Public Administration, Planning, and Policy\n"
        "Plover College, Salem, OR\n"
        "2005 | B.A. in History\n"
    )
    assert _studies(_profile(text, "x.txt")) == [
        ("Kestrel University", "Ph.D.", "2011"),
        ("Kestrel University", "M.A.", "2007"),
        ("Plover College", "B.A.", "2005"),
    ]


def test_a_degree_line_whose_year_is_followed_by_a_labelled_thesis() -> None:
    """ "PhD in X, Univ, Country, 2014. Thesis title: “…” - Supervisors: …": the year closes the fields."""
    text = (
        "# Ada Lane\n\n## Education\n\n"
        "**PhD in Limnology**, [Kestrel University](http://x.org), Norway, 2014. Thesis title: "
        "“How widgets drift in slow rivers over many long seasons of the year” - Supervisors: Bo Roe, Cy Hart\n"
    )
    assert _studies(_profile(text)) == [("Kestrel University", "Ph.D.", "2014")]


def test_an_expected_date_in_a_long_row_of_columns_anchors_the_study() -> None:
    """ "| Expected Spring 2027 |" in a row of six columns: "Expected" qualifies the date, the row is one study."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "Kestrel University, Springfield, OR | Ph.D. | Department of Widget Science | Expected Spring 2027 "
        "| Widget drift in cold rivers | Prof. Bo Roe\n"
    )
    assert [(e.institution_text, e.degree) for e in _profile(text, "x.txt").education] == [
        ("Kestrel University", "Ph.D.")
    ]
