"""Study entries: the layouts in which real CVs write a degree studied for (institution, degree,
field, dates), on fictional text written for these tests: degree lines under a school line, the
institution on the line below, wrapped bullets, thesis details after the date, first-person prose,
and lines that name no study (a move for family reasons, licences)."""

from __future__ import annotations

import pytest

from talentgraph.extract.fields import plausible_studies
from talentgraph.model import Education, Evidence, Profile

from .profiles import profile_of


def _studies(p: Profile) -> list[tuple[str | None, str | None]]:
    return [(e.institution_text, e.degree) for e in p.education]


def _dated_studies(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.end) for e in p.education]


@pytest.mark.parametrize(
    ("sentence", "studies"),
    [
        ("Before this, I gained a PhD from Kestrel University in Norway.", [("Kestrel University", "Ph.D.")]),
        (
            "After completing my Ph.D. at Kestrel University in 2006, I moved to industry.",
            [("Kestrel University", "Ph.D.")],
        ),
        (
            "I came to Lakeside for my PhD in EECS from Kestrel University, working on sensors.",
            [("Kestrel University", "Ph.D.")],
        ),
        (
            "I received my M.S. from the Human Factors program at Kestrel College, UK, and my B.S. from the "
            "Department of Widgets at Lakeside University.",
            [("Kestrel College", "M.S."), ("Lakeside University", "B.S.")],
        ),
        (
            "I received my Ph.D. in Robotics from Kestrel University and my B.S. in Physics from Lakeside University.",
            [("Kestrel University", "Ph.D."), ("Lakeside University", "B.S.")],
        ),
    ],
)
def test_studies_in_first_person_prose(sentence: str, studies: list[tuple[str, str]]) -> None:
    assert _studies(profile_of(f"# Jo Roe\n\n{sentence}\n")) == studies


def test_a_move_for_family_reasons_is_no_study() -> None:
    assert (
        _studies(profile_of("# Jo Roe\n\nI came to Lakeside for my family from Kestrel University.\n")) == []
    )


@pytest.mark.parametrize("bullet", ["*", "-"])
def test_undated_degree_items_after_a_dated_one(bullet: str) -> None:
    """Sibling list items of a dated study are studies too, not its details."""
    text = (
        f"# Jo Roe\n\nEducation\n======\n{bullet} Ph.D. in Economics, Kestrel University (2024)\n"
        f"  {bullet} Advisor: A. Poe\n{bullet} M.S. in Statistics, Lakeside University\n"
        f"{bullet} B.A. in Economics, Harbour College\n"
    )
    assert _studies(profile_of(text)) == [
        ("Kestrel University", "Ph.D."),
        ("Lakeside University", "M.S."),
        ("Harbour College", "B.A."),
    ]


@pytest.mark.parametrize(
    ("degree_line", "school_line", "study"),
    [
        (
            "MRes Biodiversity, Evolution & Conservation, 2017",
            "*Kestrel University*",
            ("Kestrel University", "M.Res."),
        ),
        ("BSc Physics, Widget Track, 2020", "Lakeside University", ("Lakeside University", "B.Sc.")),
    ],
)
def test_institution_on_the_line_under_the_degree(
    degree_line: str, school_line: str, study: tuple[str, str]
) -> None:
    """A degree line whose fields are a subject, with the institution on the line below it."""
    text = f"# Jo Roe\n\n## Education\n\n- {degree_line}\n  {school_line}\n"
    assert _studies(profile_of(text)) == [study]


@pytest.mark.parametrize(
    ("line", "study"),
    [
        ("M.A. Kestrel University, 2008", ("Kestrel University", "M.A.")),
        ("MSc Lakeside Institute of Technology, 2003", ("Lakeside Institute of Technology", "M.Sc.")),
        ("Ph.D. History, Kestrel University, 2015", ("Kestrel University", "Ph.D.")),
    ],
)
def test_degree_written_right_before_its_institution(line: str, study: tuple[str, str]) -> None:
    assert _studies(profile_of(f"# Jo Roe\n\n## Education\n\n{line}\n")) == [study]


def test_a_degree_dated_before_its_thesis_detail() -> None:
    """``Degree, University. June 2001. <br> Thesis: …``: the date closes the degree's fields."""
    text = (
        "# Education\n\n* Ph.D. in Widget Science, Kestrel University. June 2001. <br> Dissertation: "
        "<i>A long study of how widgets turn in the wind over many seasons.</i> <br> Adviser: A. B. Lane.\n"
    )
    assert ("Kestrel University", "Ph.D.", "2001-06") in _dated_studies(profile_of(text))


def test_three_line_paragraphs_each_one_study_or_post() -> None:
    """Degree line, dates, institution line: each paragraph is one entry, hard line breaks (a
    trailing backslash) are no text, and "Educational Experience" lists studies."""
    text = (
        "## Educational Experience\n**MSc.**, _Widget Science_ (Supervisor: A. Lane)\\\nAug 2020 - May 2022\\\n"
        "**Kestrel University**, Oslo, Norway\n\n**BSc.**, _Gadget Studies_\\\nSep 2016 - Jul 2020\\\n"
        "**Lakeside University**, Bergen, Norway\n\n## Professional Experience\n**Internship**\\\n"
        "Sep 2019 - Sep 2020\\\n**Lane Lab, Kestrel Institute for Brain Research (KIBR)**, Oslo, Norway\n"
    )
    p = profile_of(text)
    assert [(e.institution_text, e.degree, e.start) for e in p.education] == [
        ("Kestrel University", "M.Sc.", "2020-08"),
        ("Lakeside University", "B.Sc.", "2016-09"),
    ]
    assert [(a.org_text, a.unit) for a in p.affiliations] == [
        ("Kestrel Institute for Brain Research (KIBR)", "Lane Lab")
    ]


def test_a_dated_degree_led_by_a_dash_with_its_supervisor_after_a_full_stop() -> None:
    """ "2006–2010 — DPhil X, University Y. Supervisor: Z. <br> Thesis title": the degree at Y."""
    text = (
        "## Education\n\n- 2006-2010 — DPhil Widget Sciences, Kestrel University. *Supervisor*: Prof. A. B. Lane, "
        "FRS.<br />*Imaging the Widgets: Methods and Algorithms for Global Widget Tomography*\n"
    )
    assert [(e.institution_text, e.degree, e.start, e.end) for e in profile_of(text).education] == [
        ("Kestrel University", "Ph.D.", "2006", "2010")
    ]


def test_school_leaving_studies_and_their_labelled_degree() -> None:
    """A school with a "Degree: …" line under it, and "High School Student at X": studies at those
    schools; a bold place ("**Oslo, Norway**") is no organisation."""
    text = (
        "## Education\n\n* **08/2012 - 08/2013: High School Student at** Kestrel Unified School District, "
        "**Oslo, Norway**\n\n* **09/2004 - 06/2012:** Lakeside Gymnasium Lindau, **Lindau, Germany**\n\n"
        "    Degree: Abitur (university entrance qualification)\n\n"
        "* M.E. in Widget Engineering, Kestrel University, 2015 - 2018\n"
    )
    studies = [(e.institution_text, e.degree) for e in profile_of(text).education]
    assert studies == [
        ("Kestrel Unified School District", "High School Diploma"),
        ("Lakeside Gymnasium Lindau", "Abitur"),
        ("Kestrel University", "M.E."),
    ]


def test_a_second_degree_stacked_under_a_dated_study() -> None:
    """A certificate on its own line under the dated degree line was earned at the same school."""
    text = (
        "ADA LANE\nEDUCATION\n"
        "2014–2020    Ph.D., History, Kestrel University\n"
        "Certificate in Widget Studies\n"
        "Dissertation: On the widget trade\n"
    )
    studies = [(e.institution_text, e.degree, e.field, e.end) for e in profile_of(text, "cv.txt").education]
    assert studies == [
        ("Kestrel University", "Ph.D.", "History", "2020"),
        ("Kestrel University", "Certificate", "Widget Studies", None),
    ]


def test_a_part_then_the_whole_it_belongs_to() -> None:
    """ "at the Institute of X of the University of Y": Y is the school, the institute its unit."""
    text = (
        "ADA LANE\nEDUCATION\n"
        "2006 – 2011    Ph.D. in Widget History at the Institute of Widget History of the University of\n"
        "Kestrel\n"
    )
    studies = [(e.institution_text, e.degree) for e in profile_of(text, "cv.txt").education]
    assert studies == [("University of Kestrel", "Ph.D.")]


def test_a_degree_abbreviation_with_a_dotted_initial() -> None:
    """ "D.Phil." is the dotted spelling of "DPhil", as "M.Res." is of "MRes"."""
    text = "# Ada Lane\n\n## Education\n\n2015 – 2019    D.Phil. in Zoology, Kestrel University\n"
    assert [(e.institution_text, e.degree, e.field) for e in profile_of(text).education] == [
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
    found = [(e.institution_text, e.degree, e.end) for e in profile_of(text, "x.txt").education]
    assert found == [
        ("University of Kestrel", "M.A.", "1995"),
        ("University of Kestrel", "Ph.D.", "1999"),
        ("Hooli University", "B.A.", "1992"),
    ]


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
    assert _dated_studies(profile_of(text)) == [
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
    assert [(e.degree, e.end) for e in profile_of(text, "x.txt").education] == [
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
        assert [e.institution_text for e in profile_of(text, "x.txt").education] == ["Kestrel University"]


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
    assert _dated_studies(profile_of(text, "x.txt")) == [
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
    assert _dated_studies(profile_of(text)) == [("Kestrel University", "Ph.D.", "2014")]


def test_an_expected_date_in_a_long_row_of_columns_anchors_the_study() -> None:
    """ "| Expected Spring 2027 |" in a row of six columns: "Expected" qualifies the date, the row is one study."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "Kestrel University, Springfield, OR | Ph.D. | Department of Widget Science | Expected Spring 2027 "
        "| Widget drift in cold rivers | Prof. Bo Roe\n"
    )
    assert [(e.institution_text, e.degree) for e in profile_of(text, "x.txt").education] == [
        ("Kestrel University", "Ph.D.")
    ]


def test_a_doctoral_post_at_a_lab_restates_the_listed_doctorate() -> None:
    """ "PhD student, Widget Lab" under Experience in the years of the listed Ph.D. at a university is
    that study (the lab is where it was done), not a second doctorate; a later one stays a post only."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "2016 – 2020 | PhD in Widget Science, Kestrel University\n\n"
        "Experience\n\n"
        "2021 – present | Research Scientist, Plover Robotics\n"
        "2017 – 2020 | PhD student, Gull Widget Laboratory\n"
    )
    assert _studies(profile_of(text, "x.txt")) == [("Kestrel University", "Ph.D.")]


def test_a_post_listed_under_education_without_a_degree_is_no_study() -> None:
    """ "Teaching Fellow, Kestrel University" under Education names a post, not a study; a line with
    no degree whose only role word is a learner's ("Exchange student") stays a study."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "2023 – 2024  Teaching Fellow, Kestrel University\n\n"
        "2016 – 2021 | PhD in Widget Science, Gull University\n"
    )
    assert _studies(profile_of(text, "x.txt")) == [("Gull University", "Ph.D.")]
    exchange = Education(
        institution_text="Plover University", evidence=Evidence(3, "Exchange student, Plover University")
    )
    kept = plausible_studies(Profile(source="x.md", education=[exchange])).education
    assert [e.institution_text for e in kept] == ["Plover University"]


def test_a_one_year_line_without_a_degree_beside_degrees_is_a_course() -> None:
    """Under an Education list whose studies name degrees, "2019  Plover Institute" over a course title
    names no degree and one year: a short course, not a study; with no degree anywhere it stays."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "2019    Plover Institute\nWidget Safety Basics\n\n"
        "2014 – 2018    Gull University\nBSc. Widget Engineering\n"
    )
    assert _studies(profile_of(text, "x.txt")) == [("Gull University", "B.Sc.")]
    alone = Education(institution_text="Plover Institute", end="2019")
    assert plausible_studies(Profile(source="x.md", education=[alone])).education == [alone]


def test_an_ended_span_without_a_degree_beside_degrees_is_no_study() -> None:
    """Beside studies that name degrees, a span with no degree that has ended ("2011 – 2012  Tern
    Institute", a stay or a wrapped post line under Education) is no study; an ongoing one, whose
    degree is not yet named ("2022 – present  Gull University"), stays."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "2022 – present    Gull University\nWidget Engineering\n\n"
        "2013 – 2017    Plover University\nBSc. Widget Engineering\n\n"
        "2011 – 2012    Tern Institute\nA year abroad\n"
    )
    assert _studies(profile_of(text, "x.txt")) == [("Gull University", None), ("Plover University", "B.Sc.")]


def test_a_line_without_a_degree_naming_an_award_is_no_study() -> None:
    """ "Kestrel University Travel Scholarship" or "Widget Prize, Plover College" with no degree named
    is an award, not a study; a degree line naming a scholarship stays a study."""
    lines = [
        "2018 – 2019  Kestrel University Travel Scholarship",
        "2016 – 2017  Widget Prize, Plover College",
    ]
    studies = [Education(institution_text="Kestrel University", start="2018", end="2019", evidence=Evidence(3, lines[0])),
               Education(institution_text="Plover College", start="2016", end="2017", evidence=Evidence(4, lines[1])),
               Education(institution_text="Gull University", degree="M.Sc.", evidence=Evidence(5, "MSc, Gull University, scholarship holder"))]  # fmt: skip
    kept = plausible_studies(Profile(source="x.md", education=studies)).education
    assert [e.institution_text for e in kept] == ["Gull University"]


def test_degree_lines_with_one_year_outside_any_section_are_studies() -> None:
    """An about page lists its degrees with no Education heading: "M.Sc. in X · School · 2021" and
    "2012: B.A. in X (with honours), School" are studies, each its own entry, not heads of the post below."""
    text = (
        "# Ada Lane\n\nI am a lecturer at Gull University.\n\n"
        "M.Sc. in Widget Science  ·  Kestrel University  ·  2021\n\n"
        "2012: B.A. in Widget History and Policy (with Highest Honours), Plover College\n"
        "2014: Ph.D. in widget science, Tern University\n"
        "2014 - 2019: Lecturer, School of Widgets, Gull University\n"
    )
    assert _dated_studies(profile_of(text)) == [
        ("Kestrel University", "M.Sc.", "2021"),
        ("Plover College", "B.A.", "2012"),
        ("Tern University", "Ph.D.", "2014"),
    ]


def test_a_certificate_line_under_a_degree_with_a_long_field_is_a_study() -> None:
    """ "Certificate in A, B and C Studies" on its own line under a dated Ph.D. line is a second study at
    the same school, however many words its field has."""
    text = (
        "Ada Lane\n\nEducation\n\n"
        "2015–present Ph.D., History, Kestrel University, Springfield\n"
        "Certificate in Digital Widgets and Public Humanities\n"
        "Dissertation: On widgets\n"
    )
    assert _studies(profile_of(text, "x.txt")) == [
        ("Kestrel University", "Ph.D."),
        ("Kestrel University", "Certificate"),
    ]


def test_an_honour_listed_under_a_degree_is_no_school() -> None:
    text = """# Ada Quill

## Education

- **Ph.D.** in Widget Science
  - 2019 - 2024, Kestrel University
    - Gull Departmental Fellowship (awarded in 2019)
- **B.S.** in Physics
  - 2015 - 2019, Lakeside College
"""
    assert _studies(profile_of(text)) == [("Kestrel University", "Ph.D."), ("Lakeside College", "B.S.")]


def test_a_degree_whose_line_names_an_honour_stays_at_its_school() -> None:
    text = "# Ada Quill\n\n## Education\n\n- B.Sc. in Physics, Gull College, University Medal, 2009 – 2013\n"
    assert _dated_studies(profile_of(text)) == [("Gull College", "B.Sc.", "2013")]


def test_a_bio_opening_with_the_owner_and_someone_else_gives_the_owner_no_studies() -> None:
    text = """# Jane Roe

Jane and her former student Bo Hart wrote the widget book. He is currently an Assistant Professor at
Kestrel University, and received his PhD in Physics from Lakeside University in 2019.
"""
    p = profile_of(text)
    assert (p.education, p.affiliations) == ([], [])


def test_a_bio_that_names_the_owner_by_given_name_gives_their_studies() -> None:
    text = """# Ada Quill

Ada is currently a Senior Scientist at Initrode. She received her B.A.Sc. in Widget Science from
Kestrel University in 2016.
"""
    assert _dated_studies(profile_of(text)) == [("Kestrel University", "B.A.Sc.", "2016")]


def test_degrees_listed_outside_an_education_section() -> None:
    """Degree-led items under a heading that names no section ("Professional Overview"), or table
    cells beside a name block, are studies; a thesis or a students' line with a degree is not."""
    text = (
        "# Jo Roe\n\n##### Professional Overview\n\n- M.S. Widget Science, Kestrel University '24\n"
        "- B.S. Physics, Gull College '12\n- Ph.D. thesis, Kestrel University\n- Registered patent agent\n\n"
        "| Jo Roe, Ph.D. | Ph.D. Tide Studies, Lakeside University |\n"
    )
    studies = {(e.institution_text, e.degree) for e in profile_of(text).education}
    assert studies == {
        ("Kestrel University", "M.S."),
        ("Gull College", "B.S."),
        ("Lakeside University", "Ph.D."),
    }


def test_a_bullet_under_a_line_of_dates_alone_holds_its_studys_fields() -> None:
    p = profile_of(
        "# Ada Roe\n\n## Education\n\n**2015–2018**  \n• B.S. in Mathematics, Kestrel University, Faculty of Science.\n\n"
        "**2018–2020**  \n• M.S. in Mathematics, Gull College, Faculty of Science.\n"
    )
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Kestrel University", "B.S.", "2015", "2018"),
        ("Gull College", "M.S.", "2018", "2020"),
    ]


def test_a_bullet_under_stacked_fields_and_dates_stays_a_detail() -> None:
    p = profile_of(
        "# Ada Roe\n\n## Experience\n\nResearch Intern\nGull Wireless\nJune 2019 – August 2019\n"
        "• Designed floor plans for three new labs\n\nEngineer\nKestrel Labs\nJune 2021 – June 2023\n"
        "• Built a dark box for detector tests\n"
    )
    assert {a.org_text for a in p.affiliations} == {"Gull Wireless", "Kestrel Labs"}


def test_an_undated_school_line_heads_the_degree_below_it() -> None:
    """A school written on its own line, undated and with its town after a comma, over a degree line
    that names no school, begins a study of its own, even when the study above wrote its school on its
    dated line."""
    text = (
        "# Jo Roe\n\n## Education\n\nKestrel University | Sept 2016 – May 2022\nPh.D., Widget Science\n"
        "Advisor: Prof. A. Lane\nUniversity of Lakeside, Northfield\nB.A. Physics | Sept 2013 – May 2016\nGPA: 3.9\n"
    )
    assert _dated_studies(profile_of(text)) == [
        ("Kestrel University", "Ph.D.", "2022-05"),
        ("University of Lakeside", "B.A.", "2016-05"),
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "I completed my Ph.D. in Widgetry at the Widget Design Institute of Kestrel University.",
        "Before this, I completed my PhD in Widgetry at KU's Widget Design Institute.",
    ],
)
def test_a_unit_written_with_its_university_is_studied_at_the_university(sentence: str) -> None:
    """The institute a degree was done in, named with the university it belongs to, gives the
    university as the institution (GUIDE: the parent is the institution)."""
    expected = "KU" if "KU's" in sentence else "Kestrel University"
    assert _studies(profile_of(f"# Jo Roe\n\n{sentence}\n")) == [(expected, "Ph.D.")]


def test_a_doctorate_hosted_by_a_research_body_is_the_university_s() -> None:
    """PhD studies at a research centre, in the years of a doctorate the owner lists at a university,
    are no second study: the university awarded the degree."""
    text = (
        "# Jo Roe\n\n## Education\n\n- 2015: Dr. rer. nat., Kestrel University\n"
        "- 2011–2015: PhD studies, Gull Research Centre\n"
    )
    assert _studies(profile_of(text)) == [("Kestrel University", "Dr. rer. nat.")]
