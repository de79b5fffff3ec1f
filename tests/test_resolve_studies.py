"""A study stated twice (under Education and again as a post, a summary line or a fellowship) is one
study once institutions are resolved; double degrees and degrees of other years stay apart. Fictional
text and names written for these tests."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from talentgraph.model import Education, Evidence
from talentgraph.pipeline import profile_from_document
from talentgraph.resolve.studies import without_restated_studies
from talentgraph.sources import parse_document

CV = """# Ada Quill

PhD in Applied Widgetry, March 2018–current at Kestrel University.

## Education

- 2018–2022: PhD. Applied widgetry, Kestrel University.
- 2015–2018: MSc. Widget Science, Lakeside University.
"""


def test_a_summary_line_restating_a_listed_phd_gives_one_study() -> None:
    doc = parse_document(CV.encode(), "cv.md", Path("cv.md"))
    studies = [(e.institution_text, e.degree, e.end) for e in profile_from_document(doc).education]
    assert studies == [("Kestrel University", "Ph.D.", "2022"), ("Lakeside University", "M.Sc.", "2018")]
    assert profile_from_document(doc).education[0].field == "Applied Widgetry"


def _studies(text: str) -> list[tuple[str | None, str | None, str | None, str | None, str | None]]:
    doc = parse_document(text.encode(), "cv.md", Path("cv.md"))
    return [
        (e.institution_text, e.degree, e.field, e.start, e.end) for e in profile_from_document(doc).education
    ]


def test_a_summary_line_with_the_span_of_the_listed_phd_gives_one_study() -> None:
    text = "# Ada Quill\n\nPhD in Applied Widgetry, 2018–2022 at Kestrel University.\n\n## Education\n\n"
    assert _studies(text + "- 2018–2022: PhD, Kestrel University.\n") == [
        ("Kestrel University", "Ph.D.", "Applied Widgetry", "2018", "2022")
    ]


def test_two_lines_of_one_education_list_are_two_degrees() -> None:
    head = "# Jane Roe\n\n## Education\n\n"
    follow = "- M.Sc., Kestrel University, 2010 – 2012\n- M.Sc., Kestrel University, 2012 – 2014\n"
    years = "- M.A., Gull University, 2003\n- M.A., Gull University, 2004\n"
    level = "- M.Sc. in Physics, Kestrel University, 2010–2012\n- Master, Kestrel University, 2012–2014\n"
    assert [s[3:] for s in _studies(head + follow)] == [("2010", "2012"), ("2012", "2014")]
    assert [s[3:] for s in _studies(head + years)] == [(None, "2003"), (None, "2004")]
    assert [s[1:] for s in _studies(head + level)] == [
        ("M.Sc.", "Physics", "2010", "2012"),
        ("Master", None, "2012", "2014"),
    ]


def test_studies_of_years_that_share_only_a_boundary_year_stay_two() -> None:
    kept = without_restated_studies(
        [_study("M.Sc.", None, "2010", "2012"), _study("M.Sc.", None, "2012", "2014")]
    )
    assert [(e.start, e.end) for e in kept] == [("2010", "2012"), ("2012", "2014")]
    only_years = [_study("M.A.", None, None, "2003"), _study("M.A.", None, None, "2004")]
    assert len(without_restated_studies(only_years)) == 2


def _study(degree: str, field: str | None, start: str | None, end: str | None) -> Education:
    return Education("Kestrel University", "Kestrel University", "kestrel", degree, field, start, end)


def test_a_level_word_restates_the_named_degree_of_those_years() -> None:
    kept = without_restated_studies(
        [_study("Master", None, "2011-08", "2013-05"), _study("M.S.", None, "2011", "2013")]
    )
    assert [(e.degree, e.start) for e in kept] == [("M.S.", "2011")]


def test_a_post_before_the_year_of_the_degree_restates_it() -> None:
    kept = without_restated_studies(
        [_study("Ph.D.", "Widgetry", None, "2014"), _study("Ph.D.", None, "2010", "2013")]
    )
    assert [(e.field, e.start, e.end) for e in kept] == [("Widgetry", "2010", "2014")]


def test_double_degrees_and_degrees_of_other_years_stay() -> None:
    double = [
        replace(_study("B.Sc.", None, "2012", "2015"), evidence=Evidence(5, "- B.Sc. Chemistry, 2012–2015")),
        replace(_study("B.Sc.", None, "2012", "2015"), evidence=Evidence(6, "- B.Sc. Biology, 2012–2015")),
    ]
    fields = [_study("B.S.", "Chemistry", None, "2011"), _study("B.S.", "Biology", None, "2011")]
    named = [_study("Master", "Public Health", "2014", "2015"), _study("M.P.H.", None, "2014", "2015")]
    later = [_study("Master", None, "2007", "2011"), _study("M.Sc.", None, "2012", "2014")]
    line = Evidence(9, "B.S. Widgetry, B.S. Gadgetry    August 2012 – May 2015")
    one_line = [replace(_study("B.S.", None, "2012-08", "2015-05"), evidence=line)] * 2
    dated = [
        replace(
            _study("B.Sc.", None, "2012", "2015"), evidence=Evidence(5, "2012–2015: Bsc. Widgetry, Kestrel")
        ),
        replace(
            _study("B.Sc.", None, "2012", "2015"), evidence=Evidence(6, "2012–2015: Bsc. Gadgetry, Kestrel")
        ),
    ]
    for studies in (double, one_line, dated, fields, named, later):
        assert len(without_restated_studies(studies)) == 2
