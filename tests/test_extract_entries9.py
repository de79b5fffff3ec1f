"""Entry layouts that recur across real CVs (round 9), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]


def test_a_degree_abbreviation_with_a_dotted_initial() -> None:
    """ "D.Phil." is the dotted spelling of "DPhil", as "M.Res." is of "MRes"."""
    text = "# Ada Lane\n\n## Education\n\n2015 – 2019    D.Phil. in Zoology, Kestrel University\n"
    assert [(e.institution_text, e.degree, e.field) for e in _profile(text).education] == [
        ("Kestrel University", "Ph.D.", "Zoology")
    ]


def test_a_school_line_ending_in_a_state_code_and_full_stop_heads_its_degrees() -> None:
    """ "University of Kestrel, Lakeside, NY." over two degrees: the full stop ends an address, so the line
    is the head of the degrees below it, not the tail of the degree above the next school."""
    text = (
        "ADA LANE\n\nEducation\n\n"
        "University of Kestrel, Lakeside, NY.\n   M.A. in Widget Studies, 1995.\n   Ph.D. in Widget Studies, 1999.\n"
        "Thesis title: On widgets.\nHooli University, Boston, MA.\n   B.A. in Gadgets, 1992.\n"
    )
    found = [(e.institution_text, e.degree, e.end) for e in _profile(text, "x.txt").education]
    assert found == [
        ("University of Kestrel", "M.A.", "1995"),
        ("University of Kestrel", "Ph.D.", "1999"),
        ("Hooli University", "B.A.", "1992"),
    ]
