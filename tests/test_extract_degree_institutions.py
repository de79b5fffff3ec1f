"""Which institution a degree line names: the school written after the degree and its field with no
separator, a date left before the degree, and what only looks like a school."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.fields import after_degree
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.sources import parse_document
from tests.profiles import profile_of


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        ("Ph.D. in Widget Sciences Kestrel State University", "Kestrel State University"),
        ("Mar 2009 BSc Marine Biology Lakeside Valley University", "Lakeside Valley University"),
        ("MSc Software and Computing Engineering University of Kestrel", "University of Kestrel"),
        ("PhD Beijing Normal University", "Beijing Normal University"),
        ("BA Henry Kestrel College", "Henry Kestrel College"),
        ("M.A. Kestrel University", "Kestrel University"),
    ],
)
def test_a_field_run_into_its_school_is_left_out(text: str, institution: str) -> None:
    assert after_degree(text) == institution


def test_a_bold_degree_and_italic_school_give_the_school() -> None:
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "**2011 — Ph.D. in Widget Sciences** *Kestrel State University, Lakeside, OR*\n\n"
        "**2005 — B.Sc. in Marine Biology** *University of Lakeside, Fairview, WA*\n"
    )
    studies = {(e.institution_text, e.degree) for e in profile_of(text).education}
    assert studies == {("Kestrel State University", "Ph.D."), ("University of Lakeside", "B.Sc.")}


def test_a_kind_of_school_or_no_school_is_no_study() -> None:
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "2008–2012    B.Sc. in Widget Design, Kestrel University\n\n"
        "2000–2008    Secondary school, Fairview.\n\n"
        "1996–2000    Primary school, Fairview.\n"
    )
    studies = {(e.institution_text, e.degree) for e in profile_of(text).education}
    assert studies == {("Kestrel University", "B.Sc.")}


def test_a_training_or_course_with_no_degree_is_no_study() -> None:
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "2008–2012    B.Sc. in Widget Design, Kestrel University\n\n"
        "2015    Mentoring course for new lecturers, Kestrel University\n\n"
        "2016    Widget safety training, Lakeside Institute of Technology\n"
    )
    studies = {(e.institution_text, e.degree) for e in profile_of(text).education}
    assert studies == {("Kestrel University", "B.Sc.")}


def test_a_line_with_no_degree_and_no_school_name_is_no_study() -> None:
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "2008–2012    B.Sc. in Widget Design, Kestrel University\n\n"
        "2017–2018    Widget Modelling With Python\n"
    )
    studies = {(e.institution_text, e.degree) for e in profile_of(text).education}
    assert studies == {("Kestrel University", "B.Sc.")}


def test_a_part_of_a_university_named_before_it_is_no_institution() -> None:
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "2016–2018    M.Sc. in Widget Design, Gull Institute of Applied Widgets, Lakeside University\n\n"
        "2012–2015    Fenwick College, Uni. of Kestrel, BA Marine Biology\n\n"
        "## Experience\n\n"
        "2018–2021    PhD Student, Department of Tides, Lakeside University\n\n"
        "## Education and degrees\n\n"
        "2022    PhD in Tides, Lakeside University\n"
    )
    studies = sorted((e.institution_text or "", e.degree or "") for e in profile_of(text).education)
    assert studies == [
        ("Lakeside University", "M.Sc."),
        ("Lakeside University", "Ph.D."),
        ("Uni. of Kestrel", "B.A."),
    ]


def test_two_degrees_of_one_level_at_one_university_in_different_years_both_stay() -> None:
    from talentgraph.extract.context import host_universities
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Education, Evidence, Profile

    line = "M.Sc. in Widgetry, Gull Institute, Lakeside University, 2011"
    profile = Profile(
        source="x",
        education=[
            Education(None, "Lakeside University", None, "M.Sc.", "Gadgetry", None, "2015", Evidence(1, "x")),
            Education(None, "Gull Institute", None, "M.Sc.", "Widgetry", None, "2011", Evidence(2, line)),
        ],
    )
    host_universities(profile, OrgGazetteer([]))
    assert sorted((e.institution_text, e.field) for e in profile.education) == [
        ("Lakeside University", "Gadgetry"),
        ("Lakeside University", "Widgetry"),
    ]


_TWO_SCHOOLS = OrgGazetteer(
    [Org("ku", "Kestrel University", "university"), Org("gc", "Gull College", "university")]
)


@pytest.mark.parametrize(
    ("text", "orgs"),
    [  # the line calls the degree joint, or the gazetteer knows both schools
        (
            "# Jo Kestrel\n\nI received my joint PhD from Kestrel University and Gull College in 2019.\n",
            OrgGazetteer([]),
        ),
        (
            "# Jo Kestrel\n\n## Education\n\n| **PhD Tides, Kestrel University and Gull College (Tide DTP)** | 2015 – 2019 |\n",
            _TWO_SCHOOLS,
        ),
    ],
)
def test_a_degree_of_two_schools_is_a_study_at_each(text: str, orgs: OrgGazetteer) -> None:
    """GUIDE.md: a study is one institution and one degree; a joint degree of two schools is two."""
    doc = parse_document(text.encode(), "x.md", Path("x.md"))
    studies = [(e.institution_text, e.degree) for e in extract_profile(doc, orgs=orgs).education]
    assert studies == [("Kestrel University", "Ph.D."), ("Gull College", "Ph.D.")]


@pytest.mark.parametrize(
    "school", ["University of Science and Technology", "Kestrel University and Gull College"]
)
def test_a_school_written_with_and_stays_one_study_unless_known_or_joint(school: str) -> None:
    """ "X and Y" may be one school's long name: with neither school known nor the degree called joint, it stays."""
    text = f"# Jo Kestrel\n\n## Education\n\nB.Sc., {school}, 2012\n"
    assert [e.institution_text for e in profile_of(text).education] == [school]


def test_a_doctorate_at_a_known_research_institute_is_studied_at_the_university_after_it() -> None:
    orgs = OrgGazetteer(
        [Org("gull", "Institut Gull", "research_lab"), Org("kestrel", "Kestrel University", "university")]
    )
    text = (
        "# Jo Kestrel\n\n## Education\n\n"
        "2017 – 2021    PhD in Genomics, Institut Gull, Kestrel University, Norway.\n\n"
        "2015 – 2017    MSc in Biology, Institut Gull\n\n"
        "## Experience\n\n"
        "2021 – present    Staff Scientist, Institut Gull, Oslo\n"
    )
    profile = extract_profile(parse_document(text.encode(), "x.md", Path("x.md")), orgs=orgs)
    studies = {(e.institution_text, e.degree) for e in profile.education}
    # the school awards the doctorate; a degree with no school after the institute stays there
    assert studies == {("Kestrel University", "Ph.D."), ("Institut Gull", "M.Sc.")}
    assert [a.org_text for a in profile.affiliations] == ["Institut Gull"]


def test_a_thesis_line_between_two_degrees_of_one_school_is_no_school() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "Kestrel University\nPHD IN WIDGET SCIENCE | 2016 - 2022\n"
        "THESIS: ADAPTIVE WIDGET ALLOCATION IN MULTIAGENT SYSTEMS\nMSC IN WIDGET SCIENCE | 2015 - 2016\n"
    )
    assert [(e.institution_text, e.degree) for e in profile_of(text).education] == [
        ("Kestrel University", "Ph.D."),
        ("Kestrel University", "M.Sc."),
    ]


def test_a_degree_line_with_a_long_field_under_its_dated_school_is_read() -> None:
    text = (
        "Jo Kestrel\n\nEducation\n\n"
        "Kestrel Institute of Technology | 2022\n"
        "M.S. in Widget Science with a specialization in Gadget Learning (GPA: 3.8/4.0) | Lakeside, GA\n"
        "Courseworks: Widgets, Gadgets, Gizmos, Sprockets, Cogs, Flanges, Levers, Pulleys, Ratchets.\n"
    )
    assert [(e.institution_text, e.degree) for e in profile_of(text).education] == [
        ("Kestrel Institute of Technology", "M.S.")
    ]
