"""Post entries: the layouts in which real CVs write a post held (role, organisation, unit, dates), on
fictional text written for these tests: dated role lines under an organisation line, rows wrapped
at the page edge, tables, name blocks, first-person prose, data files."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.sources import parse_document

from .profiles import posts_of, profile_of


@pytest.mark.parametrize(
    ("header", "org"),
    [
        ("*Center for Widget Studies*  \n*Kestrel University*  ", "Kestrel University"),
        ("*Lakeside Institute of Technology*  ", "Lakeside Institute of Technology"),
        ("Kestrel University – Vision Lab", "Kestrel University"),
    ],
)
def test_org_line_between_a_dated_role_and_its_bullets(header: str, org: str) -> None:
    """``Role (dates)`` over the lines naming where, then the bullets: the last line is no title."""
    text = f"# Jo Roe\n\n# Experience\n**Research Engineer** (Aug. 2019 - Oct. 2021)  \n{header}\n\n - Built a widget\n"
    assert (org, "Research Engineer", "2019-08", "2021-10") in posts_of(profile_of(text))


@pytest.mark.parametrize(
    ("sentence", "post"),
    [
        (
            "I was previously a Postdoctoral Fellow as part of the Widget Robotics Initiative at Kestrel "
            "Institute of Technology.",
            ("Kestrel Institute of Technology", "Postdoctoral Fellow", None),
        ),
        (
            "I worked as a short-term postdoc (0.5 year) in the Roe lab at Kestrel University, where I studied fish.",
            ("Kestrel University", "short-term postdoc", None),
        ),
        (
            "Then I joined the Widget group at Kestrel University as a postdoc, where I built devices.",
            ("Kestrel University", "postdoc", None),
        ),
        (
            "I'm currently part of the Widget collaboration at the University of Kestrel.",
            ("University of Kestrel", None, "present"),
        ),
    ],
)
def test_undated_posts_in_first_person_prose(sentence: str, post: tuple[str, str | None, str | None]) -> None:
    p = profile_of(f"# Jo Roe\n\n{sentence}\n")
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [post]


@pytest.mark.parametrize(
    "institution",
    [
        '<a href="https://vision.kestrel.edu/" target="_blank">Vision Lab</a>, Kestrel University',
        "<b>Vision Lab</b>, Kestrel University",
    ],
)
def test_html_inside_a_data_file_value(institution: str) -> None:
    """A site's YAML data file that links the organisation: the link's words are the value."""
    text = (
        "- title: Experience\n  type: time_table\n  contents:\n    - title: Research Fellow\n"
        f"      institution: '{institution}'\n      year: 2013-2014\n"
    )
    p = profile_of(text, "cv.yml")
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Vision Lab", "2013", "2014")
    ]


@pytest.mark.parametrize(
    ("row", "org"),
    [
        (
            "| **2018--2019** | **Visiting researcher**, [Kestrel University][KU], Oslo, Norway. |",
            "Kestrel University",
        ),
        (
            "| **2018--2019** | **Visiting researcher**, [Lakeside Institute of Technology][], Norway. |",
            "Lakeside Institute of Technology",
        ),
    ],
)
def test_reference_style_links(row: str, org: str) -> None:
    text = f"# Jo Roe\n\n## Positions\n\n{row}\n\n[KU]: https://kestrel.example\n"
    assert (org, "Visiting researcher", "2018", "2019") in posts_of(profile_of(text))


@pytest.mark.parametrize(
    ("line", "org"),
    [
        (
            "Staff Physicist, Princeton Plasma Physics Laboratory, 2017 – 2021",
            "Princeton Plasma Physics Laboratory",
        ),
        (
            "Summer Fellow, NOAA Great Lakes Environmental Research Laboratory, 2012 – 2013",
            "NOAA Great Lakes Environmental Research Laboratory",
        ),
        ("Forester, Kestrel District Office, USDA Forest Service, 2008 – 2012", "USDA Forest Service"),
    ],
)
def test_federal_laboratories_and_agencies_are_whole_organisations(line: str, org: str) -> None:
    """The gazetteer knows the national laboratories and federal science agencies as employers, so a
    lab named after a university or agency ("Princeton …", "NOAA …") is not read as its unit."""
    doc = parse_document(f"# Jo Roe\n\n## Experience\n\n{line}\n".encode(), "x.md", Path("x.md"))
    assert [a.org_text for a in extract_profile(doc).affiliations] == [org]


@pytest.mark.parametrize(
    ("block", "post"),
    [
        (
            "Associate Manager, Technology Transfer  \n[Widget Center for Innovation](https://w.example)  \n"
            "Kestrel University  ",
            ("Kestrel University", "Widget Center for Innovation", "Associate Manager", "present"),
        ),
        (
            "Research and Teaching assistant at (KESTREL-ENS).",
            ("KESTREL-ENS", None, "Research and Teaching assistant", "present"),
        ),
        (
            "PHD STUDENT · ECONOMICS\nKestrel University, Department of Economics",
            ("Kestrel University", "Department of Economics", "PHD STUDENT", "present"),
        ),
    ],
)
def test_current_post_in_the_name_block(block: str, post: tuple[str, str | None, str, str]) -> None:
    text = f"# Jo Roe\n\n{block}\n\njo@kestrel.example\n\n## Interests\n\nFish.\n"
    p = profile_of(text)
    assert [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations] == [post]


@pytest.mark.parametrize(
    ("title", "where", "org"),
    [
        ("**Computational Biophysics**, 2013-2019", "Kestrel University, Lakeside, NJ", "Kestrel University"),
        (
            "**Atomic Optics**, 2010-2012",
            "Lakeside Institute of Technology",
            "Lakeside Institute of Technology",
        ),
    ],
)
def test_bold_research_title_over_its_organisation(title: str, where: str, org: str) -> None:
    """A bold title with dates, the organisation on the line below: the title names no employer."""
    text = f"# Jo Roe\n\nResearch Experience\n======\n{title}  \n{where}  \nAdvisor: Prof. A. Poe  \n"
    assert [a.org_text for a in profile_of(text).affiliations] == [org]


def test_bold_organisation_stays_the_organisation() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n**Hooli Labs**, Research Intern, 2019\nKestrel University, Lakeside\n"
    )
    assert [a.org_text for a in profile_of(text).affiliations] == ["Hooli Labs"]


def test_long_organisation_row_with_a_place_column_heads_its_entry() -> None:
    """A CV PDF row 'Organisation - Division    City, Country' over 'TITLE    Dates' (the column gap is
    read as ' | '): a long organisation name with its place column still heads the entry."""
    text = (
        "JO ROE\nEXPERIENCE\n"
        "Kestrel National Institute for Widget Studies and Prevention - Regional Widget Safety Branch | Lakeside, USA\n"
        "Senior Analyst | 2015 - Present\n"
    )
    p = profile_of(text, "cv.txt")
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel National Institute for Widget Studies and Prevention", "Senior Analyst", "2015", "present")
    ]


def test_html_line_breaks_part_the_fields_of_a_post() -> None:
    """``Role <br> Unit <br> University``: each ``<br>`` ends one field."""
    text = (
        "# Employment\n\n* Mar 2012-Jun 2016: Lecturer <br> Department of Widgets <br> Kestrel University\n"
    )
    assert ("Kestrel University", "Lecturer", "2012-03", "2016-06") in posts_of(profile_of(text))


def test_a_table_cell_naming_a_unit_then_its_university() -> None:
    """A "Where" cell "Institute for X, University Y": the university is the organisation."""
    text = (
        "# CV\n\n## Positions\n\n| Year | Position | Institution |\n|---|---|---|\n"
        "| 2019 - 2021 | Research Fellow | Institute for Widgets, Kestrel University, Oslo, Norway |\n"
        "| 2016 - 2019 | Lecturer | Departamento de Ruedas, KU |\n"
    )
    posts = [(a.org_text, a.unit, a.start) for a in profile_of(text).affiliations]
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
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Teaching Assistant", "2018-09", "2020-05") in posts
    assert not any(org and "Gadget" in org for org, *_ in posts)


def test_a_romance_name_with_a_lower_case_word_after_at() -> None:
    """ "Intern at Université libre de X (City, Country)": the whole name, and the place is no unit."""
    text = "# Work\n\n2014-2015 **Visiting intern** at Université libre de Kestrel (Oslo, Norway)<br> <br>\n"
    posts = [(a.org_text, a.unit, a.start) for a in profile_of(text).affiliations]
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
    posts = posts_of(profile_of(text))
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
    posts = [(a.org_text, a.unit, a.role, a.start) for a in profile_of(text).affiliations]
    assert ("Kestrel University", "KWI", "Lecturer", "2021-03") in posts
    assert ("Lakeside Institute of Technology", None, "Research Fellow", "2018-09") in posts
    assert len(posts) == 2


def test_several_roles_listed_under_one_dated_organisation_line() -> None:
    text = (
        "### Experience\nCenter for Widget Studies,\nKestrel University | Oslo, Norway | 2019 – Present  \n"
        "Associate Professor, Widget Science  \nAdjunct Associate Professor, Statistics  \n"
        "* Taught the widget course.\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Associate Professor", "2019", "present") in posts
    assert ("Kestrel University", "Adjunct Associate Professor", "2019", "present") in posts


def test_a_nested_company_line_ending_in_a_legal_abbreviation() -> None:
    text = (
        "## Industrial Experience\n\n* 2019.01 - 2020.02: Site Engineer\n  * Kestrel Widgets Company Ltd.\n\n"
        "* 2017.06 - 2017.08: Intern\n  * Lakeside Gadgets Inc.\n"
    )
    posts = [(a.org_text, a.role) for a in profile_of(text).affiliations]
    assert ("Kestrel Widgets Company Ltd", "Site Engineer") in posts


def test_a_long_employer_name_after_a_leading_job_title() -> None:
    text = "Professional experience\n======\n* 2015-2017: Analyst, U.S. Widget Safety and Gadget Review Board, Washington, DC\n"
    posts = posts_of(profile_of(text))
    assert posts == [("U.S. Widget Safety and Gadget Review Board", "Analyst", "2015", "2017")]


def test_one_post_listed_year_by_year_with_a_long_course_after_its_title() -> None:
    text = (
        "## Teaching Experience\n\n| Year | Institution | Role |\n|---|---|---|\n"
        "| 2015 | Kestrel University | Teaching Fellow for WID 30 (Widgets in Everyday Life) |\n"
        "| 2014 | Kestrel University | Teaching Fellow for WID 30 (Widgets in Everyday Life) |\n"
        "| 2012 | Lakeside University | Teaching Fellow for WID 10 (Widgets for Everyone) |\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Teaching Fellow", "2014", "2015") in posts
    assert ("Lakeside University", "Teaching Fellow", "2012", "2012") in posts
    assert len(posts) == 2


def test_a_dated_mentor_line_under_a_role_heading_still_anchors_the_post() -> None:
    text = "## Experience\n\n### Research Intern at Kestrel Labs – Widget Team\nMentor: A. Lane | May 2022 – Aug 2022 | Oslo, Norway\n"
    assert [(a.org_text, a.start) for a in profile_of(text).affiliations] == [("Kestrel Labs", "2022-05")]


def test_a_school_district_employer_in_a_pandoc_cv_line() -> None:
    """ "*Role, Lakeside Public Schools, City* \\hfill [1999-2000]{.cvfloat}": LaTeX spacing and
    pandoc attributes are no text, and "Public Schools" names an employer."""
    text = "## Experience\n\nTranslator\n\n*Interpreting, Lakeside Public Schools, Boise, Idaho* \\hfill [1999-2000]{.cvfloat}\n"
    assert [(a.org_text, a.start, a.end) for a in profile_of(text).affiliations] == [
        ("Lakeside Public Schools", "1999", "2000")
    ]


def test_dated_role_lines_under_one_organisation_line() -> None:
    text = (
        "JO ROE\n## Academic Appointments\nKestrel College, Boise, ID\nAssociate Professor of Widgets    2022—\n"
        "Assistant Professor of Widgets    2019—2022\nLakeside University, Provo, UT\nLecturer    2015—2019\n"
    )
    posts = [(a.org_text, a.start) for a in profile_of(text, "cv.txt").affiliations]
    assert posts == [
        ("Kestrel College", "2022"),
        ("Kestrel College", "2019"),
        ("Lakeside University", "2015"),
    ]


def test_every_dated_row_under_an_organisation_line_is_there_when_one_title_is_unread() -> None:
    """A row whose title the role words do not read ("Core Faculty in the Harbour Studies Programme")
    neither drops out nor cuts the later rows off the organisation line above them."""
    text = (
        "JO ROE\n## Experience\nLakeside Institute, Provo, UT\n2018-2021    Senior Analyst\n"
        "2016-2019    Core Faculty in the Harbour Studies Programme\n2014-2018    Staff Analyst\n"
        "2012-2014    Junior Analyst\nKestrel College, Boise, ID\n2010-2012    Tutor\n"
    )
    posts = [(a.org_text, a.start, a.end) for a in profile_of(text, "cv.txt").affiliations]
    assert posts == [
        ("Lakeside Institute", "2018", "2021"),
        ("Lakeside Institute", "2016", "2019"),
        ("Lakeside Institute", "2014", "2018"),
        ("Lakeside Institute", "2012", "2014"),
        ("Kestrel College", "2010", "2012"),
    ]


def test_posts_under_a_heading_that_joins_employment_and_service() -> None:
    """ "Employment and Academic Service": the posts the heading names first are read."""
    text = (
        "# Ada Lane\n\n## Employment and Academic Service\n\n"
        "2019–present    Data Curator, Kestrel University\n\n"
        "2015–2019    Editorial Assistant, Hooli Review Institute\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Kestrel University", "Data Curator", "2019", "present"),
        ("Hooli Review Institute", "Editorial Assistant", "2015", "2019"),
    ]


def test_fields_wrapped_at_the_page_edge_are_read_with_their_line() -> None:
    """A PDF row "date  Role, Unit, Org" broken inside a name: the next line runs on from it."""
    text = (
        "ADA LANE\nEXPERIENCE\n"
        "2019 – 2021    Research Assistant, Department of Widgets, Kestrel State\n"
        "University, Boston, MA\n"
        "2016 – 2019    Analyst, Widget Lab, Hooli Institute of\n"
        "Technology, Lyon, France.\n"
        "• Built a widget pipeline.\n"
    )
    posts = [(a.org_text, a.role, a.start) for a in profile_of(text, "cv.txt").affiliations]
    assert posts == [
        ("Kestrel State University", "Research Assistant", "2019"),
        ("Hooli Institute of Technology", "Analyst", "2016"),
    ]


def test_a_labelled_affiliation_naming_a_centre_is_a_unit() -> None:
    """ "Affiliation: Center for X" under "Kestrel University, Lab Y": the university employs."""
    text = (
        "ADA LANE\nRESEARCH EXPERIENCE\n"
        "Research Associate    2021 – 2023\n"
        "Kestrel University, Widget Program (60%)\n"
        "Affiliation: Center for Widget Reliability\n"
    )
    posts = [(a.org_text, a.unit, a.role) for a in profile_of(text, "cv.txt").affiliations]
    assert posts == [("Kestrel University", "Center for Widget Reliability", "Research Associate")]


def test_grader_and_demonstrator_are_job_titles() -> None:
    """Teaching posts named "Grader" or "Demonstrator" are roles, like "Tutor"."""
    from talentgraph.extract.fields import has_role

    assert has_role("Grader")
    assert has_role("Lab Demonstrator")


def test_typographic_apostrophe_inside_an_organisation_name() -> None:
    """ "Lecturer at Ha’il Northern University": a curly apostrophe is part of the name, as a straight one."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "**March 2011 – May 2014:** Lecturer at [Ha’il Northern University](http://x.org), Saudi Arabia.\n"
    )
    assert posts_of(profile_of(text)) == [("Ha’il Northern University", "Lecturer", "2011-03", "2014-05")]


def test_a_firm_named_after_its_partners_is_one_organisation() -> None:
    """ "Roe, Lane & Hart, Inc.": surnames, an ampersand and a legal form name one firm."""
    text = (
        "# Ada Lane\n\n## Experience\n\n2017 – 2018    Staff Engineer, Roe, Lane & Hart, Inc., Boston, MA\n"
    )
    assert posts_of(profile_of(text)) == [("Roe, Lane & Hart, Inc", "Staff Engineer", "2017", "2018")]


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
    assert [(a.org_text, a.start, a.end) for a in profile_of(text).affiliations] == [
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
    assert [(a.org_text, a.start, a.end) for a in profile_of(text).affiliations] == [
        ("Kestrel University", "2019", "2020"),
        ("Plover College", "2003-05", "2005-05"),
    ]
    from talentgraph.extract.dates import find_date_ranges

    assert [(r.start, r.end) for r in find_date_ranges("WidgetConf 2019, 2020")] == [
        ("2019", None),
        ("2020", None),
    ]


@pytest.mark.parametrize(
    "org", ["Inst. for Widget Physics Lakeside", "Natl. Center for Widget Research", "St. Kestrel College"]
)
def test_a_short_form_with_a_period_stays_inside_the_org_after_at(org: str) -> None:
    """ "Role at the Inst. for X": the period of a short form ends no name."""
    text = f"# Jo Roe\n\n# Experience\n\n- 2003 – 2005   Research Associate at the {org}, Norway\n"
    assert (org, "Research Associate", "2003", "2005") in posts_of(profile_of(text))


def test_a_range_in_brackets_wrapped_onto_the_next_line_keeps_its_end() -> None:
    """ "(Sep 2014 –" / "Aug 2016)": the item's continuation closes the interval, which is not open."""
    text = (
        "# Jo Roe\n\n## Experience\n\n- Research Assistant, Kestrel University (Sep 2014 –\n  Aug 2016)\n"
        "- Research Intern, Widget Labs, Boston (May 2013 -\n  Aug 2013).\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Research Assistant", "2014-09", "2016-08") in posts
    assert ("Widget Labs", "Research Intern", "2013-05", "2013-08") in posts


@pytest.mark.parametrize(
    ("where", "org"),
    [
        # a long nested line: a centre, its university and a region
        (
            "National Centre for Widget Research and Training, Kestrel University, South Eastland",
            "Kestrel University",
        ),
        # a lab named kind first, as French, Spanish or Italian write it
        ("Laboratoire de Physique des Widgets", "Laboratoire de Physique des Widgets"),
        ("Laboratorio de Widgets Cuánticos", "Laboratorio de Widgets Cuánticos"),
    ],
)
def test_org_on_the_nested_bullet_under_a_dated_role(where: str, org: str) -> None:
    """``* 2013: Role`` over ``  * Org line`` then detail bullets: the nested line names where."""
    text = (
        "# Jo Roe\n\n# Work experience\n\n* October 2018 -- June 2020 : Research intern\n"
        f"  * {where}\n  * Supervisor: Ada Lane\n"
    )
    assert (org, "Research intern", "2018-10", "2020-06") in posts_of(profile_of(text))


def test_table_header_cells_wrapped_in_markup_name_their_columns() -> None:
    """``| <center>Period</center> | <center>Role</center> | … |``: the header names the columns, so the
    first row is a post and the header no title of it."""
    text = (
        "# Jo Roe\n\n## Work experience\n\n"
        "| <center>Period</center> | <center>Role</center> | <center>Organization</center> |\n"
        "| :--- | :--- | :--- |\n"
        "| **2002 – Pres.** | **Research Scientist** | Kestrel Fisheries<br>*Bayport, CA* |\n"
        "| **1999 – 2002** | **Assistant Scientist** | Widget Marine Institute<br>*Lakeside, MD* |\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel Fisheries", "Research Scientist", "2002", "present") in posts
    assert ("Widget Marine Institute", "Assistant Scientist", "1999", "2002") in posts


def test_a_grade_numeral_after_a_role_is_no_pronoun() -> None:
    """``Application Physicist I`` in a long row is a job grade, not "I" starting a sentence."""
    text = (
        "# Jo Roe\n\n## Research positions\n\n"
        "| 06/2009 – 09/2014 | | Application Physicist I | Kestrel National Accelerator Laboratory (KNAL) | |\n"
        "| 06/2005 – 05/2009 | | Research Associate | Kestrel National Accelerator Laboratory (KNAL) | |\n"
    )
    posts = posts_of(profile_of(text))
    assert any(p[1] == "Application Physicist I" and p[2] == "2009-06" for p in posts), posts


def test_a_range_split_into_start_and_end_columns() -> None:
    """``| Start | End | Place | Position | Responsibilities |``: the two columns are one range, the
    place column names the institution, and a long description cell makes no row prose."""
    text = (
        "# Jo Roe\n\n### Work\n\n"
        "| Start|End     |Place                        |Position         |Responsibilities |\n"
        "|-----:|:-------|:----------------------------|:----------------|:----------------|\n"
        "|  2018|Current |Kestrel University, Widget Lab |Staff scientist |Data management in the lab and the project. |\n"
        "|  2012|2016    |Kestrel University |PhD fellow |A project on widgets and the effects of tides on them, with a long description. |\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Staff scientist", "2018", "present") in posts
    assert ("Kestrel University", "PhD fellow", "2012", "2016") in posts


def test_a_row_with_an_empty_start_cell_keeps_its_end_as_its_date() -> None:
    """``| Start | End | Place | Position |`` with the Start cell empty: the row is still a post, dated
    by its end cell alone."""
    text = (
        "# Jo Roe\n\n### Work\n\n"
        "| Start | End | Place | Position |\n"
        "|---|---|---|---|\n"
        "| 2018 | 2020 | Kestrel University | Research Fellow |\n"
        "|  | 2017 | Northwind University | Lecturer |\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Research Fellow", "2018", "2020") in posts
    assert [p for p in posts if p[1] == "Lecturer"] == [("Northwind University", "Lecturer", "2017", "2017")]


def test_a_long_field_line_nested_under_a_bare_date_bullet_is_the_post() -> None:
    """``* Aug 2015 - Dec 2022:`` holds only dates, so its nested line holds the fields, even when
    it runs past eight words (two roles and a place in brackets)."""
    text = (
        "# Jo Roe\n\n# Work experience\n"
        "* August 2015 - December 2022:\n"
        "  * PhD student and Graduate Teaching Assistant, Kestrel University (Lakeside, CA, USA)\n"
        "  * Dissertation work on widget genomics; teaching courses on widget ecology and statistics\n"
    )
    [(org, role, start, end)] = posts_of(profile_of(text))
    assert org is not None
    assert org.startswith("Kestrel University")
    assert (role, start, end) == ("PhD student and Graduate Teaching Assistant", "2015-08", "2022-12")


@pytest.mark.parametrize("name", ["University of Hawai'i at Mānoa", "University of Hawai‘i at Mānoa"])
def test_an_apostrophe_inside_a_university_at_name_keeps_the_name_whole(name: str) -> None:
    """The "at" of "University of X at Y" is the name's even when X holds an apostrophe or okina."""
    text = f"# Jo Roe\n\n# Experience\n\n- 2019 – 2023: Assistant Professor, School of Widgets, {name}\n"
    assert [p[0] for p in posts_of(profile_of(text))] == [name]


def test_first_person_sentence_with_two_dated_posts() -> None:
    """A first-person sentence is prose: each organisation takes the years written by its own role."""
    text = (
        "# Jo Roe\n\n## Experience\n\nI was a postdoc (2019 – 2021) at Westbrook Institute, and before that "
        "a research fellow (2016 – 2019) at Eastvale University.\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Westbrook Institute", "postdoc", "2019", "2021"),
        ("Eastvale University", "research fellow", "2016", "2019"),
    ]


def test_a_dated_first_person_line_is_no_entry() -> None:
    """ "From 2016 to 2018, I was a …": the role is the title, not the clause that states it."""
    text = "# Jo Roe\n\n## Experience\n\nFrom 2016 to 2018, I was a Visiting Assistant Professor at Southmoor College.\n"
    assert posts_of(profile_of(text)) == [
        ("Southmoor College", "Visiting Assistant Professor", "2016", "2018")
    ]


def test_a_person_worked_with_is_no_organisation() -> None:
    """ "Role with [Person](url), at Org": the person is neither the organisation nor its unit."""
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "* Fall 2017-Summer 2019: Research analyst with [Ann Lane](https://example.org/al), at Westbrook Institute\n"
        "* 2015 – 2017: Research assistant under [Bo Hart](https://example.org/bh), at Eastvale University\n"
    )
    posts = profile_of(text).affiliations
    assert [(a.org_text, a.role, a.unit) for a in posts] == [
        ("Westbrook Institute", "Research analyst", None),
        ("Eastvale University", "Research assistant", None),
    ]


def test_a_funded_project_between_role_and_organisation_is_no_unit() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "* 2016 – 2019: Work Package leader, Harbour project funded by the Northern Research Council, at "
        "Eastvale University\n"
    )
    posts = profile_of(text).affiliations
    assert [(a.org_text, a.role, a.unit, a.start) for a in posts] == [
        ("Eastvale University", "Work Package leader", None, "2016")
    ]


def test_a_first_person_bullet_with_two_dated_posts() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n- I was a postdoc (2019 – 2021) at Westbrook Institute, and before that "
        "a research fellow (2016 – 2019) at Eastvale University.\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Westbrook Institute", "postdoc", "2019", "2021"),
        ("Eastvale University", "research fellow", "2016", "2019"),
    ]


@pytest.mark.parametrize(
    ("head", "nested"),
    [
        (
            "* Aug 2017 - Dec 2019:",
            "Kestrel University and Northwind Institute ran the tide survey, a project of six years, with me",
        ),
        (
            "* 2016: Research Fellow",
            "Kestrel University Tide Centre built a tide gauge network, tested it in winter, deployed it",
        ),
    ],
)
def test_a_long_nested_sentence_opening_with_a_name_is_no_field_line(head: str, nested: str) -> None:
    """A long nested bullet whose first field runs on past the name into a sentence ("… ran the tide
    survey") is the entry's detail, not its organisation and unit."""
    text = f"# Jo Roe\n\n# Work experience\n\n{head}\n  * {nested}\n"
    orgs = [org for org, *_ in posts_of(profile_of(text))]
    assert not any(org and ("ran the" in org or "built" in org) for org in orgs)


def test_bullets_between_role_organisation_and_dates() -> None:
    """``Role • Organisation • dates``: a bullet between two fields separates them as a bar does."""
    text = (
        "# Jo Roe\n\n## Recent Positions Held\n"
        "Research Scholar • Kestrel State University • 2019 - 2021\n"
        "Built widget spectrometers for the group\n"
    )
    assert ("Kestrel State University", "Research Scholar", "2019", "2021") in posts_of(profile_of(text))


def test_role_lines_dated_in_month_and_two_digit_year() -> None:
    """``Role (4/18 – 9/18)`` under the organisation's line: month/short-year ranges date the posts."""
    text = (
        "# Jo Roe\n\n## Experience\nKestrel Widget Institute, Springfield, CA\n"
        "Research Intern (4/18 – 9/18)\n- Built widgets\nSymposium Coordinator (11/17 – 3/18)\n- Planned talks\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel Widget Institute", "Research Intern", "2018-04", "2018-09") in posts
    assert ("Kestrel Widget Institute", "Symposium Coordinator", "2017-11", "2018-03") in posts


@pytest.mark.parametrize("sep", ["--", " to ", "  –  "])
def test_role_lines_dated_in_month_and_two_digit_year_with_any_separator(sep: str) -> None:
    """``Role (4/18 -- 9/18)``, ``(4/18 to 9/18)``, ``(Dec 2017 – 3/18)``: both ends date the post."""
    text = (
        "# Jo Roe\n\n## Experience\nKestrel Widget Institute, Springfield, CA\n"
        f"Research Intern (4/18{sep}9/18)\n- Built widgets\nSymposium Coordinator (Dec 2017 – 3/18)\n- Planned talks\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel Widget Institute", "Research Intern", "2018-04", "2018-09") in posts
    assert ("Kestrel Widget Institute", "Symposium Coordinator", "2017-12", "2018-03") in posts


def test_teaching_role_line_over_its_courses_and_terms() -> None:
    """A role line with no dates over the courses taught, each with its term: every course line is a
    term of that role at the organisation above, one post per role spanning the terms taught."""
    text = (
        "# Jo Roe\n\n# Teaching Experience\n"
        "### **Kestrel University, Department of Geology**\n"
        "**Lecturer**\n**GEO 439 - Rocks**, Spring 2026\n- Wrote the lectures\n"
        "**GEO 438 - Minerals**, Fall 2026\n- Wrote the lectures\n"
        "**Instructor**\n**GEO 201 - Introduction to Geology**, Summer 2024\n- Recorded the lectures\n\n"
        "### **Heron University, Physics Department**\n"
        "**Teaching Assistant**\n- *Optics with Python*, Spring 2021\n- *Data Analysis with R*, Fall 2021\n"
        "  - Graded the labs\n"
        "### **Lakeside Summer Camp**, Dec 2018 - Feb 2019\n- Taught writing\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Kestrel University", "Lecturer", "2026", "2026"),
        ("Kestrel University", "Instructor", "2024-06", "2024-08"),
        ("Heron University", "Teaching Assistant", "2021", "2021"),
    ]


def test_teaching_role_line_stops_at_a_post_of_its_own() -> None:
    """A dated line that names its own role is a post of its own, not a course of the role above."""
    text = (
        "# Jo Roe\n\n## Teaching\n"
        "Graduate Student Instructor, Kestrel University\n"
        "Geology 101    Fall 2018\nGeology 102    Spring 2017\n"
        "Peer Mentor, Kestrel Geology Dept.    Fall 2018 - Present\n"
    )
    posts = posts_of(profile_of(text, "cv.txt"))
    assert ("Kestrel University", "Graduate Student Instructor", "2017", "2018") in posts
    assert all(end != "present" for _, role, _, end in posts if role == "Graduate Student Instructor")


def test_an_organisations_former_name_is_neither_its_name_nor_a_unit() -> None:
    """ "[Initech, formerly Hooli Labs](url)": the post is at Initech; the former name adds nothing."""
    text = (
        "# Jo Roe\n\n# Work\n[Initech, formerly Hooli Labs](https://i.example)  \n2007-2008  \nLab Analyst\n"
    )
    p = profile_of(text)
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [("Initech", None, "Lab Analyst")]


def test_a_line_of_separators_above_teaching_entries_is_no_school() -> None:
    """A line of only separators ("...") splits into no field: it names no school and breaks nothing."""
    text = "# Jo Roe\n\n## Teaching\n\n...\n\nLecturer, Statistics I (2019)\n\nTutor, Statistics II (2020)\n"
    assert all(a.org_text != "..." for a in profile_of(text, "cv.txt").affiliations)


def test_dates_as_the_last_sub_bullet_of_a_role_item() -> None:
    """``**Org**`` over ``* Role`` whose duties and dates are its sub-bullets: each role is a post there,
    and a duty sentence that mentions a month is no entry of its own."""
    text = (
        "# Experience\n\n**Kestrel Analytics**\n#### _Lund_\n* Data Engineer\n"
        "  * Built pipelines for the widget team.\n  * _March 2015-June 2017_.\n\n"
        "* Team Lead\n  * Led four engineers.\n  * _July 2016-June 2017_.\n\n"
        "**Gull Systems**\n* Intern, Finance Office\n  * Wrote the May 2014 report on widget prices.\n"
        "  * _May 2014-August 2014_.\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Kestrel Analytics", "Data Engineer", "2015-03", "2017-06"),
        ("Kestrel Analytics", "Team Lead", "2016-07", "2017-06"),
        ("Gull Systems", "Intern", "2014-05", "2014-08"),
    ]


@pytest.mark.parametrize(
    ("line", "second"),
    [
        ("+ **Postdoc in Widget Chemistry**, Kestrel University / Gull Technical University, 2018-2021.",
         "Gull Technical University"),
        ("**11/2023-now**  \n**Postdoctoral Fellow**  \n_Kestrel University, Spain_ & _Gull University, Italy_",
         "Gull University"),
    ],
)  # fmt: skip
def test_one_role_at_two_employers_on_one_line_is_two_posts(line: str, second: str) -> None:
    """Two employers joined by " / " or " & " in one post line: a post at each, same role and dates."""
    orgs = [a.org_text for a in profile_of(f"# Jo Roe\n\n## Experience\n\n{line}\n").affiliations]
    assert orgs == ["Kestrel University", second]


def test_a_unit_name_joined_by_an_ampersand_stays_one_post() -> None:
    text = "# Jo Roe\n\n## Experience\n\n**Postdoc**, Kestrel University, Widget Research & Development Team, 2019-2021\n"
    assert [a.org_text for a in profile_of(text).affiliations] == ["Kestrel University"]


def test_dated_post_headings_in_no_known_section_are_entries() -> None:
    """A page whose posts are its headings ("### Tutor, Kestrel University, UK (2019–2022) ###") with no
    section heading above them: each is a post; a career-stage heading ("### PhD (2015–2019)") stays one."""
    text = (
        "---\ntitle: teaching\n---\n### Teaching Assistant, Kestrel University, UK (2025-present) ###\n"
        "- Ran tutorials in widget physics.\n\n#### Guest Lecture, Gull Society (2024)\n- One talk.\n\n"
        "#### Laboratory Demonstrator, Kestrel University, UK (2019–2021)\n- Ran lab sessions.\n"
    )
    assert posts_of(profile_of(text)) == [
        ("Kestrel University", "Teaching Assistant", "2025", "present"),
        ("Kestrel University", "Laboratory Demonstrator", "2019", "2021"),
    ]


_LONG_CELL = (
    "Built the tide gauge pipeline that feeds the regional flood forecast, wrote the quality checks for "
    "every gauge, trained the field staff to service the stations, and presented the results to the "
    "board of the harbour authority and to the national weather service twice a year for four years"
)


@pytest.mark.parametrize(
    "row",
    [
        f"| 2019 – 2021 | Engineer | Gull Widgets | {_LONG_CELL} |",
        f"| **Engineer, Gull Widgets**; {_LONG_CELL}. | 2019 – 2021 |",
    ],
)
def test_a_table_row_dated_in_its_own_cell_is_a_post_however_long_its_description(row: str) -> None:
    """The date cell makes the row an entry; a long description cell is no running text."""
    text = f"# Jo Roe\n\n## Experience\n\n{row}\n"
    assert ("Gull Widgets", "Engineer", "2019", "2021") in posts_of(profile_of(text))


@pytest.mark.parametrize(
    ("row", "org"),
    [
        (
            "* Research Assistant, NSF Summer Research Program, Kestrel University (2015-2016)",
            "Kestrel University",
        ),
        (
            "* Postdoc, NASA Astrobiology Institute, Northfield University, Honolulu, USA (2009-2012)",
            "Northfield University",
        ),
        ("* Engineer, NASA Tern Flight Center, Honolulu, USA (2009-2012)", "NASA Tern Flight Center"),
    ],
)
def test_an_agency_programme_run_at_a_university_is_a_post_at_the_university(row: str, org: str) -> None:
    text = f"# Jo Roe\n\n# Experience\n\n{row}\n"
    assert [p[0] for p in posts_of(profile_of(text))] == [org]


@pytest.mark.parametrize(
    ("row", "posts"),
    [
        (
            "Associate Professor, 2011–present. Interim Head, 2023–2024.",
            {("Associate Professor", "2011", "present"), ("Interim Head", "2023", "2024")},
        ),
        (
            "Lab Coordinator (3/21–6/22) | Research Technician (9/19–6/22)",
            {("Lab Coordinator", "2021-03", "2022-06"), ("Research Technician", "2019-09", "2022-06")},
        ),
    ],
)
def test_each_role_of_a_row_with_its_own_dates_is_a_post(row: str, posts: set[tuple[str, str, str]]) -> None:
    """One row under an organisation line dates two roles there: a promotion or a second title is a post."""
    text = f"# Jo Roe\n\n## Experience\nKestrel University, Northfield\n{row}\n"
    found = {
        (role, start, end)
        for org, role, start, end in posts_of(profile_of(text))
        if org == "Kestrel University"
    }
    assert found == posts


def test_a_second_dated_piece_naming_another_place_adds_no_post_there() -> None:
    """ "Postdoc, 2015–2017; Visiting Scholar, Initech Labs, 2016": the second piece names its own place."""
    text = "# Jo Roe\n\n## Experience\nKestrel University\nPostdoctoral Fellow, 2015–2017; Visiting Scholar, Initech Labs, 2016\n"
    assert posts_of(profile_of(text)) == [("Kestrel University", "Postdoctoral Fellow", "2015", "2017")]


@pytest.mark.parametrize(
    ("rows", "post"),
    [
        (
            "2009–2011: Geophysicist  \nKestrel Geodata, Northland Government  \nI ran the surveys.\n",
            ("Kestrel Geodata", "Geophysicist", "2009", "2011"),
        ),
        (
            "DESIGN ENGINEER INTERN    04/2001 – 05/2003\nHooli Visionary Bio (Springfield, IL)\n",
            ("Hooli Visionary Bio", "DESIGN ENGINEER INTERN", "2001-04", "2003-05"),
        ),
    ],
)
def test_a_plain_name_under_a_dated_job_title_is_its_organisation(rows: str, post: tuple[str, ...]) -> None:
    """The dated line holds only a job title; the line under it starts with a name of no known form."""
    assert post in posts_of(profile_of(f"# Jo Roe\n\n## Experience\n\n{rows}"))


def test_a_bare_department_under_a_dated_job_title_is_no_organisation() -> None:
    text = "# Jo Roe\n\n## Experience\n\n2017–2020: Teaching Assistant  \nDepartment of Widgets\n"
    assert not [p for p in posts_of(profile_of(text)) if p[0] == "Department of Widgets"]


def test_a_team_named_between_a_job_title_and_its_employer_is_no_employer() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "2012    Design Intern, Kite Team, Hooli Robotics, Tarnby, Denmark\n\n"
        "2013    Field Intern, Tide Project, Wren Trust\n"
    )
    orgs = {post[0] for post in posts_of(profile_of(text))}
    assert orgs == {"Hooli Robotics", "Wren Trust"}


def test_a_plain_employer_name_before_city_and_state_is_the_employer() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "2019 – 2024    Senior Data Scientist, Wren Health, New York, NY\n\n"
        "2018    Machine Learning Intern, Kestrel.AI, Austin, TX.\n"
    )
    posts = posts_of(profile_of(text))
    assert {post[:2] for post in posts} == {
        ("Wren Health", "Senior Data Scientist"),
        ("Kestrel.AI", "Machine Learning Intern"),
    }


def test_unknown_employer_row_over_its_title() -> None:
    """``Employer | dates`` over the job title alone: the row names the employer though no gazetteer knows
    it; a project row with no title under it stays no post."""
    text = (
        "# Jo Roe\n\n# Experience\n"
        "Quillfeather    Jan 2021 - Present\nData Science Intern\n\n- Built a widget ranking model\n\n"
        "Tidewater Atlas    2019 - 2020\n\n- Mapped the estuary with drones\n"
    )
    orgs = [org for org, *_ in posts_of(profile_of(text))]
    assert "Quillfeather" in orgs
    assert "Tidewater Atlas" not in orgs


def test_employer_line_under_a_title_only_row() -> None:
    """``dates`` / ``#### Title`` / ``Employer`` / bullets: the plain line under the title names the employer;
    a bullet there names none."""
    text = (
        "# Jo Roe\n\n# Experience\n"
        "Jul 2017–Dec 2019\n#### Consultant\nQuillfeather Racing\n- Ran the wind tunnel programme\n\n"
        "Jan 2016–Jul 2017\n#### Consultant\n- Built a widget ranking model\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Quillfeather Racing", "Consultant", "2017-07", "2019-12") in posts
    assert [org for org, *_ in posts] == ["Quillfeather Racing"]


def test_a_postdoc_row_under_education_is_a_post_and_no_study() -> None:
    """A CV's Education list that goes on to the owner's postdoc: the postdoc is a post, not a degree."""
    text = (
        "# Jo Roe\n\n## EDUCATION\nKestrel University    2019 – present\nPost-doctoral associate\n\n"
        "Gull University    2013-2019\nPh.D. in Chemistry\n"
    )
    p = profile_of(text)
    assert ("Kestrel University", "Post-doctoral associate", "2019", "present") in posts_of(p)
    assert [(e.institution_text, e.degree) for e in p.education] == [("Gull University", "Ph.D.")]


def test_employer_between_a_title_and_its_place() -> None:
    """``Role, Employer, Country`` and ``Role, Employer, City, Country``: the field after the job title is the
    employer though no gazetteer knows it, never read as a city with the country."""
    text = (
        "# Jo Roe\n\n# Experience\n"
        "2018 – 2021    Math Tutor, Quillfair, UK\n\n"
        "2012 – 2014    Consultant, Veltrano Analytics, Bogotá, Colombia\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Quillfair", "Math Tutor", "2018", "2021") in posts
    assert ("Veltrano Analytics", "Consultant", "2012", "2014") in posts


@pytest.mark.parametrize(
    "block",
    [
        # dates alone, the employer's line under them, its title under that
        '<div class="cv-entry">\n  <span class="cv-date">Apr–Jul 2019</span>\n  <div class="cv-body">\n'
        "    <strong>QTRX</strong>, Lyon<br>\n    Research assistant in the Tide Modelling Department.\n"
        "  </div>\n</div>\n",
        # the employer's line with its dates, the title a short bullet of its own
        "<p><strong>QTRX</strong>, Lyon &nbsp;-&nbsp; <i>2019 to 2020</i></p>\n<ul>\n"
        "    <li>Junior Software Engineer</li>\n</ul>\n",
    ],
)
def test_an_employer_line_the_gazetteer_lacks_over_its_title(block: str) -> None:
    """A CV page's HTML blocks: the employer's own line is a post's, its title on the line below."""
    text = f"# Jo Roe\n\n### Experience\n\n{block}\n### Education\n\n- PhD, Kestrel University, 2019\n"
    assert "QTRX" in [org for org, _, _, _ in posts_of(profile_of(text))]


@pytest.mark.parametrize(
    ("block", "employers"),
    [
        # a dated heading that states the role, the employer in the bullet right under it
        (
            "###### 2018.08-2021.07: Research Scientist in Tides\n* *Kestrel Ocean Institute*, Gullport\n"
            "* I worked on tides with the harbour team.\n",
            ["Kestrel Ocean Institute"],
        ),
        # a dated bullet that states the role, the employer nested under it with a full stop
        (
            "* Fall 2020: Postdoctoral Researcher\n  * Kestrel Ocean Institute.\n\n"
            "* Summer 2019: Intern\n  * Gull College.\n",
            ["Kestrel Ocean Institute", "Gull College"],
        ),
    ],
)
def test_a_dated_role_over_a_bullet_that_names_its_employer(block: str, employers: list[str]) -> None:
    """A "DATE: Role" line names no employer: the short bullet under it that is a name is the post's."""
    text = f"# Jo Roe\n\n## Experience\n\n{block}\n## Skills\n\n- Python\n"
    assert [org for org, _, _, _ in posts_of(profile_of(text))] == employers


@pytest.mark.parametrize(
    "block",
    [
        "#### Senior Analyst, Data Science | Sep 2023 - Present | Quillon Health\n- Built dashboards.\n",
        "### Associate Director, Data Science\n#### Quillon Health: 2/2021 - Present\n- Led a team.\n",
    ],
)
def test_the_field_after_a_title_is_no_employer(block: str) -> None:
    """In "Analyst, Data Science" a field of study after the title is the role's; the employer follows."""
    text = f"# Jo Roe\n\n## Experience\n\n{block}\n## Skills\n\n- Python\n"
    assert [org for org, _, _, _ in posts_of(profile_of(text))] == ["Quillon Health"]
