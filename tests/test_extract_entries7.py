"""Entry layouts that recur across real CVs (round 7), on fictional text written for these tests."""

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


def _studies(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.end) for e in p.education]


def test_html_line_breaks_part_the_fields_of_a_post() -> None:
    """``Role <br> Unit <br> University``: each ``<br>`` ends one field."""
    text = (
        "# Employment\n\n* Mar 2012-Jun 2016: Lecturer <br> Department of Widgets <br> Kestrel University\n"
    )
    assert ("Kestrel University", "Lecturer", "2012-03", "2016-06") in _posts(_profile(text))


def test_a_degree_dated_before_its_thesis_detail() -> None:
    """``Degree, University. June 2001. <br> Thesis: …``: the date closes the degree's fields."""
    text = (
        "# Education\n\n* Ph.D. in Widget Science, Kestrel University. June 2001. <br> Dissertation: "
        "<i>A long study of how widgets turn in the wind over many seasons.</i> <br> Adviser: A. B. Lane.\n"
    )
    assert ("Kestrel University", "Ph.D.", "2001-06") in _studies(_profile(text))


def test_a_table_cell_naming_a_unit_then_its_university() -> None:
    """A "Where" cell "Institute for X, University Y": the university is the organisation."""
    text = (
        "# CV\n\n## Positions\n\n| Year | Position | Institution |\n|---|---|---|\n"
        "| 2019 - 2021 | Research Fellow | Institute for Widgets, Kestrel University, Oslo, Norway |\n"
        "| 2016 - 2019 | Lecturer | Departamento de Ruedas, KU |\n"
    )
    posts = [(a.org_text, a.unit, a.start) for a in _profile(text).affiliations]
    assert ("Kestrel University", "Institute for Widgets", "2019") in posts
    assert ("KU", "Departamento de Ruedas", "2016") in posts


def test_roles_with_details_under_one_organisation_line() -> None:
    """An organisation line over several role lines, each with its own details and a blank line
    between them: every role is at that organisation."""
    text = (
        "# Teaching Experience\n\nKestrel University, Oslo, Norway\n\n"
        "**Lecturer, Widget Design** Spring 2021\n\n- Gave the lectures of a course for forty students.\n\n"
        "**Teaching Assistant, Gadget Studies Lab** Fall 2018 - Spring 2020\n\n- Ran the weekly labs.\n"
    )
    posts = _posts(_profile(text))
    assert ("Kestrel University", "Teaching Assistant", "2018-09", "2020-05") in posts
    assert not any(org and "Gadget" in org for org, *_ in posts)


def test_a_romance_name_with_a_lower_case_word_after_at() -> None:
    """ "Intern at Université libre de X (City, Country)": the whole name, and the place is no unit."""
    text = "# Work\n\n2014-2015 **Visiting intern** at Université libre de Kestrel (Oslo, Norway)<br> <br>\n"
    posts = [(a.org_text, a.unit, a.start) for a in _profile(text).affiliations]
    assert posts == [("Université libre de Kestrel", None, "2014")]


def test_a_post_held_twice_on_one_line_and_its_listed_papers() -> None:
    """ "2015 - 2017, 2019 - 2022: Role, Org" is one post held twice; a labelled list of papers nested
    under it holds no posts; a note after a section's name ("(tap to open)") keeps its kind."""
    text = (
        "Experience (tap to open)\n----------\n\n"
        "Sep 2015 - Jan 2017, Feb 2019 - Jun 2022: **Graduate Student, Kestrel University**\n\n"
        "  * Built a widget lab.\n  * Papers written then:\n"
        "    - A study of widgets, Journal of Widgets (2021).\n"
        "    - Another study of widgets, Widget Letters (2020).\n\n"
        "Summer 2014: **Research Intern, Lakeside Institute of Technology**\n"
    )
    posts = _posts(_profile(text))
    assert ("Kestrel University", "Graduate Student", "2015-09", "2017-01") in posts
    assert ("Kestrel University", "Graduate Student", "2019-02", "2022-06") in posts
    assert ("Lakeside Institute of Technology", "Research Intern", "2014-06", "2014-08") in posts
    assert len(posts) == 3


def test_a_table_with_no_rule_under_its_header() -> None:
    """ "| Time | Position | Affiliation | City |" with no "|---|" row is still a header, not an
    organisation; "ACR, University" in the affiliation cell names a unit of that university."""
    text = (
        "# Jo Roe\n\n| **TIME** | **POSITION** | **AFFILIATION** | **CITY** |\n"
        "| 2021.3-now | **Lecturer** | [KWI, Kestrel University](https://kestrel.example) | Oslo |\n"
        "| 2018.9-2021.2 | **Research Fellow** | Lakeside Institute of Technology | Bergen |\n"
    )
    posts = [(a.org_text, a.unit, a.role, a.start) for a in _profile(text).affiliations]
    assert ("Kestrel University", "KWI", "Lecturer", "2021-03") in posts
    assert ("Lakeside Institute of Technology", None, "Research Fellow", "2018-09") in posts
    assert len(posts) == 2


def test_several_roles_listed_under_one_dated_organisation_line() -> None:
    text = (
        "### Experience\nCenter for Widget Studies,\nKestrel University | Oslo, Norway | 2019 – Present  \n"
        "Associate Professor, Widget Science  \nAdjunct Associate Professor, Statistics  \n"
        "* Taught the widget course.\n"
    )
    posts = _posts(_profile(text))
    assert ("Kestrel University", "Associate Professor", "2019", "present") in posts
    assert ("Kestrel University", "Adjunct Associate Professor", "2019", "present") in posts


def test_a_nested_company_line_ending_in_a_legal_abbreviation() -> None:
    text = (
        "## Industrial Experience\n\n* 2019.01 - 2020.02: Site Engineer\n  * Kestrel Widgets Company Ltd.\n\n"
        "* 2017.06 - 2017.08: Intern\n  * Lakeside Gadgets Inc.\n"
    )
    posts = [(a.org_text, a.role) for a in _profile(text).affiliations]
    assert ("Kestrel Widgets Company Ltd", "Site Engineer") in posts


def test_a_long_employer_name_after_a_leading_job_title() -> None:
    text = "Professional experience\n======\n* 2015-2017: Analyst, U.S. Widget Safety and Gadget Review Board, Washington, DC\n"
    posts = _posts(_profile(text))
    assert posts == [("U.S. Widget Safety and Gadget Review Board", "Analyst", "2015", "2017")]


def test_three_line_paragraphs_each_one_study_or_post() -> None:
    """Degree line, dates, institution line: each paragraph is one entry, hard line breaks (a
    trailing backslash) are no text, and "Educational Experience" lists studies."""
    text = (
        "## Educational Experience\n**MSc.**, _Widget Science_ (Supervisor: A. Lane)\\\nAug 2020 - May 2022\\\n"
        "**Kestrel University**, Oslo, Norway\n\n**BSc.**, _Gadget Studies_\\\nSep 2016 - Jul 2020\\\n"
        "**Lakeside University**, Bergen, Norway\n\n## Professional Experience\n**Internship**\\\n"
        "Sep 2019 - Sep 2020\\\n**Lane Lab, Kestrel Institute for Brain Research (KIBR)**, Oslo, Norway\n"
    )
    p = _profile(text)
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
    assert [(e.institution_text, e.degree, e.start, e.end) for e in _profile(text).education] == [
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
    studies = [(e.institution_text, e.degree) for e in _profile(text).education]
    assert studies == [
        ("Kestrel Unified School District", "High School Diploma"),
        ("Lakeside Gymnasium Lindau", "Abitur"),
        ("Kestrel University", "M.E."),
    ]


def test_one_post_listed_year_by_year_with_a_long_course_after_its_title() -> None:
    text = (
        "## Teaching Experience\n\n| Year | Institution | Role |\n|---|---|---|\n"
        "| 2015 | Kestrel University | Teaching Fellow for WID 30 (Widgets in Everyday Life) |\n"
        "| 2014 | Kestrel University | Teaching Fellow for WID 30 (Widgets in Everyday Life) |\n"
        "| 2012 | Lakeside University | Teaching Fellow for WID 10 (Widgets for Everyone) |\n"
    )
    posts = _posts(_profile(text))
    assert ("Kestrel University", "Teaching Fellow", "2014", "2015") in posts
    assert ("Lakeside University", "Teaching Fellow", "2012", "2012") in posts
    assert len(posts) == 2


def test_a_labelled_course_line_under_a_teaching_post_is_no_post() -> None:
    text = (
        "## Teaching Experience\n\nTeaching Assistant\n2021 | Department of Widgets, Kestrel University\n"
        "Undergraduate Course: WID 72 – Intro to Widget Systems (Summer 2021)\n"
    )
    assert [a.org_text for a in _profile(text).affiliations] == ["Kestrel University"]


def test_a_dated_mentor_line_under_a_role_heading_still_anchors_the_post() -> None:
    text = "## Experience\n\n### Research Intern at Kestrel Labs – Widget Team\nMentor: A. Lane | May 2022 – Aug 2022 | Oslo, Norway\n"
    assert [(a.org_text, a.start) for a in _profile(text).affiliations] == [("Kestrel Labs", "2022-05")]


def test_a_school_district_employer_in_a_pandoc_cv_line() -> None:
    """ "*Role, Lakeside Public Schools, City* \\hfill [1999-2000]{.cvfloat}": LaTeX spacing and
    pandoc attributes are no text, and "Public Schools" names an employer."""
    text = "## Experience\n\nTranslator\n\n*Interpreting, Lakeside Public Schools, Boise, Idaho* \\hfill [1999-2000]{.cvfloat}\n"
    assert [(a.org_text, a.start, a.end) for a in _profile(text).affiliations] == [
        ("Lakeside Public Schools", "1999", "2000")
    ]


def test_dated_role_lines_under_one_organisation_line() -> None:
    text = (
        "JO ROE\n## Academic Appointments\nKestrel College, Boise, ID\nAssociate Professor of Widgets    2022—\n"
        "Assistant Professor of Widgets    2019—2022\nLakeside University, Provo, UT\nLecturer    2015—2019\n"
    )
    posts = [(a.org_text, a.start) for a in _profile(text, "cv.txt").affiliations]
    assert posts == [
        ("Kestrel College", "2022"),
        ("Kestrel College", "2019"),
        ("Lakeside University", "2015"),
    ]
