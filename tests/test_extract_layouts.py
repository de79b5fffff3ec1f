"""Position layouts seen on real homepages and CVs, on fixture documents written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.sections import split_lines, table_columns
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Affiliation, Document, Profile
from talentgraph.sources import html_to_text, read_document

FIXTURES = Path(__file__).parent / "fixtures" / "docs"


@pytest.fixture(scope="module")
def orgs() -> OrgGazetteer:
    return OrgGazetteer(
        [
            Org(
                id="lorem",
                name="University of Lorem, Ipsum",
                type="university",
                aliases=("Lorem University",),
            ),
            Org(id="quillon", name="Quillon Data", type="company"),
            Org(id="orbelle", name="Orbelle", type="company"),
        ]
    )


def _profile(name: str, orgs: OrgGazetteer) -> Profile:
    return extract_profile(read_document(FIXTURES / name), orgs=orgs)


def _aff(p: Profile, org_text: str) -> Affiliation:
    return next(a for a in p.affiliations if a.org_text == org_text)


def _fields(a: Affiliation) -> tuple[str | None, ...]:
    return (a.org_text, a.unit, a.role, a.start, a.end, a.location)


# -- plain-text CV ---------------------------------------------------------------------------------


def test_stacked_org_unit_role_dates(orgs: OrgGazetteer) -> None:
    """``Org, Unit, Team`` / ``Role`` / ``Mon YYYY – Mon YYYY City, ST`` on separate lines."""
    a = _aff(_profile("layouts_stacked.txt", orgs), "Veltrix Systems")
    assert _fields(a) == (
        "Veltrix Systems",
        "Storage Division, Flash Team",
        "Senior Software Engineer",
        "2019-03",
        "2022-02",
        "Austin, TX",
    )


def test_org_role_years_on_one_line(orgs: OrgGazetteer) -> None:
    """``Org, Role, YYYY-YYYY``, with a numbered ``[1] Name: title`` item naming a project."""
    p = _profile("layouts_stacked.txt", orgs)
    a = _aff(p, "Orbelle")
    assert (a.org, a.role, a.start, a.end) == ("Orbelle", "Staff Engineer", "2016", "2019")
    tidewater = next(pr for pr in p.projects if pr.name == "Tidewater")
    assert tidewater.org == "Orbelle"


def test_org_with_domain_and_month_range(orgs: OrgGazetteer) -> None:
    """``Org (www.org.com), Month YYYY – Month YYYY`` with unit/location and role lines after it."""
    p = _profile("layouts_stacked.txt", orgs)
    a = _aff(p, "Quillon Data")
    assert _fields(a) == (
        "Quillon Data",
        "Analytics Platform Group",
        "Principal Engineer",
        "2012-01",
        "2016-05",
        "Warsaw, Poland",
    )
    assert [t.label for t in p.topics][:4] == [
        "Stream Processing",
        "Query Optimization",
        "Cost Models",
        "Data Lakes",
    ]


def test_dated_bullets_inside_a_position_are_its_projects(orgs: OrgGazetteer) -> None:
    p = _profile("layouts_stacked.txt", orgs)
    by_name = {pr.name: pr for pr in p.projects}
    assert (by_name["Quillon Ledger Service"].org, by_name["Quillon Ledger Service"].start) == (
        "Quillon Data",
        "2013",
    )
    assert by_name["Quillon Meter"].org == "Quillon Data"  # "… (Short Name). 2014-2015"
    assert len(p.affiliations) == 3  # the bullets add no positions


def test_title_then_dates_on_the_next_line(orgs: OrgGazetteer) -> None:
    """A title line, then ``MM/YYYY - MM/YYYY`` on the line after it."""
    p = _profile("layouts_stacked.txt", orgs)
    project = next(pr for pr in p.projects if pr.name.startswith("Adaptive Compaction"))
    assert (project.start, project.end, project.org) == ("2021-04", "2021-10", None)
    edu = p.education[0]
    assert (edu.degree, edu.field, edu.institution_text) == (
        "M.Sc.",
        "Computer Science",
        "Northvale University of Technology",
    )
    assert (edu.start, edu.end) == ("2010-10", "2012-07")


# -- Markdown site ---------------------------------------------------------------------------------


def test_slash_dates_role_bold_org_unit(orgs: OrgGazetteer) -> None:
    """``YYYY/MM - YYYY/MM Role, **Org** Unit``."""
    p = _profile("layouts_site.md", orgs)
    a = _aff(p, "Corvane Labs")
    assert _fields(a) == (
        "Corvane Labs",
        "Search Infrastructure",
        "Principal Engineer",
        "2021-04",
        "present",
        None,
    )
    b = _aff(p, "Meridian Institute")
    assert (b.unit, b.role, b.start, b.end) == ("Vision Group", "Research Scientist", "2017-09", "2021-03")


def test_prose_now_line_keeps_a_comma_name_whole(orgs: OrgGazetteer) -> None:
    """``YYYY - now | I am a … at Org``: the gazetteer's name with a comma is not cut at the comma."""
    p = _profile("layouts_site.md", orgs)
    edu = next(e for e in p.education if e.start == "2020")
    assert (edu.institution, edu.org_id, edu.degree, edu.end) == (
        "University of Lorem, Ipsum",
        "lorem",
        "Ph.D.",
        "present",
    )
    assert not any(a.org_text == "University of Lorem" for a in p.affiliations)
    intern = next(a for a in p.affiliations if a.start == "2015")
    assert (intern.org_text, intern.end) == ("Corvane Labs", "2017")


def test_markdown_when_where_what_table(orgs: OrgGazetteer) -> None:
    p = _profile("layouts_site.md", orgs)
    a = _aff(p, "Halden Robotics")
    assert _fields(a) == ("Halden Robotics", "perception team", "Research Intern", "2019", "2020", "Oslo")
    ta = next(a for a in p.affiliations if a.role == "Teaching Assistant")
    assert (ta.org, ta.org_id, ta.start, ta.end) == ("University of Lorem, Ipsum", "lorem", "2014", "2015")


def test_wrapped_interests_and_an_unlisted_heading(orgs: OrgGazetteer) -> None:
    p = _profile("layouts_site.md", orgs)
    assert [t.label for t in p.topics] == [
        "Information retrieval",
        "dense passage ranking",
        "evaluation of retrieval systems",
    ]


def test_table_columns_from_header_words() -> None:
    assert table_columns("| When | Where | What |") == ["dates", "org", "role"]
    assert table_columns("| Period | Role | Organisation | Notes |") == ["dates", "role", "org", None]


def test_table_rows_read_in_any_column_order() -> None:
    text = "## Work\n| Role | Years | Company |\n|---|---|---|\n| Data Engineer | 2018 – 2020 | Fenwick Freight |\n"
    p = extract_profile(Document("t.md", "markdown", text, "0"), orgs=OrgGazetteer([]))
    a = p.affiliations[0]
    assert (a.org_text, a.role, a.start, a.end) == ("Fenwick Freight", "Data Engineer", "2018", "2020")
    lines = split_lines(text.splitlines())
    assert lines[1].skip
    assert lines[3].cells["org"] == "Fenwick Freight"


# -- HTML ------------------------------------------------------------------------------------------


def test_role_at_org_pipe_heading_and_dates_on_next_line(orgs: OrgGazetteer) -> None:
    """``Role at Org | Mon YYYY – Mon YYYY | City`` as an h3 under Experience; script text ignored."""
    p = _profile("layouts_pipe.html", orgs)
    assert p.person.name == "Lina Osei"
    a = _aff(p, "Brightwell Analytics")
    assert (a.role, a.start, a.end) == ("Data Scientist", "2020-10", "present")
    b = _aff(p, "Harbor Health")
    assert (b.role, b.start, b.end) == ("Machine Learning Engineer", "2018-06", "2020-09")
    assert not any(x.org_text == "Initech" for x in p.affiliations)


def test_html_table_with_header_cells(orgs: OrgGazetteer) -> None:
    p = _profile("layouts_pipe.html", orgs)
    a = _aff(p, "Calder Bank")
    assert _fields(a) == ("Calder Bank", "Risk team", "Analyst", "2016", "2018", "Lagos, Nigeria")


def test_html_table_becomes_markdown_rows() -> None:
    html = "<table><tr><th>When</th><th>Where</th></tr><tr><td>2019</td><td>A<br>B</td></tr></table>"
    assert html_to_text(html).splitlines() == ["| When | Where |", "|---|---|", "| 2019 | A; B |"]


def test_backwards_interval_is_kept_and_reported() -> None:
    text = "Projects\n\nWarp Index\n\n09/2023 - 02/2023\n"
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    assert (p.projects[0].start, p.projects[0].end) == ("2023-09", "2023-02")
    assert p.warnings
    assert "line 5" in p.warnings[0]


def test_role_first_with_an_unknown_organisation(tmp_path: Path, orgs: OrgGazetteer) -> None:
    doc = tmp_path / "cv.md"
    doc.write_text(
        "# Ada Quill\n\n## Experience\n\n"
        "- Senior Research Scientist, Quillfeather Robotics, Mar 2019 – present\n"
        "- Research Intern, Umbrel Dynamics, Jun 2017 – Aug 2017\n"
    )
    profile = extract_profile(read_document(doc), orgs=orgs)
    found = [(a.org_text, a.role, a.start, a.end) for a in profile.affiliations]
    assert found == [
        ("Quillfeather Robotics", "Senior Research Scientist", "2019-03", "present"),
        ("Umbrel Dynamics", "Research Intern", "2017-06", "2017-08"),
    ]


def _doc(text: str, orgs: OrgGazetteer, suffix: str = ".txt") -> Profile:
    from talentgraph.sources import parse_bytes

    return extract_profile(parse_bytes(text.encode(), source=f"d{suffix}", suffix=suffix), orgs=orgs)


EUROPASS = """WORK EXPERIENCE

[ 01/02/2020 – Current ]
Research Engineer
Employer: Quillon Data – Robotics Division
City: Lyon
Country: France
 • Built things

[ 01/10/2015 – 31/07/2016 ]
Junior Developer
Employer: Orbelle
City: Nantes
Country: France

EDUCATION AND TRAINING

[ 01/09/2012 – 30/06/2015 ]
PhD in Computer Science
Lorem University
Address: 12 Rue Example, 75000, Paris (France)
Supervisor: Prof. Ada Quist
"""


def test_europass_labelled_entries(orgs: OrgGazetteer) -> None:
    p = _doc(EUROPASS, orgs)
    got = [(a.org_text, a.unit, a.role, a.start, a.end, a.location) for a in p.affiliations]
    assert got == [
        ("Quillon Data", "Robotics Division", "Research Engineer", "2020-02", "present", "Lyon, France"),
        ("Orbelle", None, "Junior Developer", "2015-10", "2016-07", "Nantes, France"),
    ]
    (edu,) = p.education
    assert (edu.institution_text, edu.degree, edu.start, edu.end) == (
        "Lorem University",
        "Ph.D.",
        "2012-09",
        "2015-06",
    )


NESTED = """## Experience

- **Quillon Data** — Paris, France
  - Engineering Manager, Storage Team (Sep 2021–present)
    - **Tidewater**: a replication service
  - Staff Engineer (2018–2021)
- **Orbelle**, Search Group — Lyon, France
  - Graduate Intern (Summer 2016)

## Education

- **Lorem University**
  - Ph.D., Computer Science (2012–2017)
  - M.S., Computer Science (2012–2014)

## Open source

- **Glimmerd**
  - Maintainer (2019–2021)
"""


def test_nested_bullets_take_the_parent_organisation(orgs: OrgGazetteer) -> None:
    p = _doc(NESTED, orgs, ".md")
    got = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert got == [
        ("Quillon Data", "Engineering Manager", "2021-09", "present"),
        ("Quillon Data", "Staff Engineer", "2018", "2021"),
        ("Orbelle", "Graduate Intern", "2016-06", "2016-08"),
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Lorem University", "Ph.D."),
        ("Lorem University", "M.S."),
    ]
    names = [x.name for x in p.projects]
    assert "Glimmerd" in names
    assert "Maintainer" not in names
    assert not any(a.org_text == "Glimmerd" for a in p.affiliations)


def test_prose_positions_and_studies(orgs: OrgGazetteer) -> None:
    text = (
        "## How I got here\n\nBefore joining Orbelle in 2021, I spent three years at Quillon Data working\n"
        "on search. I did my PhD in Informatics at Lorem University (2012–2017) under the supervision of\n"
        "Prof. Ada Quist. In 2014 I was a research intern at Hooli Labs in Berlin (summer 2014).\n\n"
        "My students went on to great things: one did her PhD at Vexil Institute (2019–2023).\n"
    )
    p = _doc(text, orgs, ".md")
    got = {(a.org_text, a.start, a.end) for a in p.affiliations}
    assert got == {
        ("Orbelle", "2021", "present"),
        ("Quillon Data", "2018", "2021"),
        ("Hooli Labs", "2014-06", "2014-08"),
    }
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Lorem University", "Ph.D.", "2012", "2017")
    ]
    assert [(m.name, m.relation) for m in p.people] == [("Ada Quist", "advisor")]


def test_students_section_names_students_not_education(orgs: OrgGazetteer) -> None:
    text = "EDUCATION\n2010 - 2014 PhD, Lorem University\n\nSTUDENT SUPERVISION\nPh.D.: Lin Wei (2022.09-Present), Maya Ortiz (2023.09-Present)\n"
    p = _doc(text, orgs)
    assert [(e.institution_text, e.degree) for e in p.education] == [("Lorem University", "Ph.D.")]
    assert [(m.name, m.relation) for m in p.people] == [("Lin Wei", "student"), ("Maya Ortiz", "student")]


def test_at_sign_timeline(orgs: OrgGazetteer) -> None:
    p = _doc("## Timeline\n- 2020 – now ML Engineer @ Quillon Data, Storage team · Paris\n", orgs, ".md")
    (a,) = p.affiliations
    assert (a.org_text, a.role, a.start, a.end) == ("Quillon Data", "ML Engineer", "2020", "present")


def test_several_roles_under_one_company_line(orgs: OrgGazetteer) -> None:
    text = (
        "Experience\n\nQuillon Data\n3 years 1 month\nStaff Engineer\nJuly 2023 - Present (1 year 2 months)\n"
        "Lyon, France\nSoftware Intern\nJune 2021 - September 2021 (4 months)\nLyon, France\n"
    )
    p = _doc(text, orgs)
    got = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert got == [
        ("Quillon Data", "Staff Engineer", "2023-07", "present"),
        ("Quillon Data", "Software Intern", "2021-06", "2021-09"),
    ]


# -- round 5: PDF CV rows, funded projects, teaching -------------------------------------------------


def test_hyphenated_wrap_is_rejoined_in_education(orgs: OrgGazetteer) -> None:
    """A PDF CV breaks "Quil-" / "lon University" across lines; a comma inside a parenthesis splits nothing."""
    text = (
        "Education\n"
        "2011–2013         M.Sc. in Informatics (Logic, Semantics and Types), Quil-\n"
        "                  lon University, Lyon, France.\n"
    )
    p = _doc(text, orgs)
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Quillon University", "M.Sc.", "2011", "2013")
    ]


def test_capitalised_line_after_hyphen_is_not_joined() -> None:
    lines = split_lines(["Epoch-", "Based Reclamation", "state-of-the-", "art methods"])
    assert [ln.text for ln in lines] == ["Epoch-", "Based Reclamation", "state-of-the-", "art methods"]


def test_teaching_rows_are_neither_studies_nor_positions(orgs: OrgGazetteer) -> None:
    text = (
        "Teaching\n2021–present      Compilers (BSc, 2nd year), Lorem University. Lecturer.\n"
        "2020              Type Theory (MSc), Lorem University.\n"
        "\nTeaching Experience\n2018–2019 Teaching Assistant, Marlow Institute\n"
    )
    p = _doc(text, orgs)
    assert p.education == []
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Marlow Institute", "Teaching Assistant")]


def test_funded_project_rows_take_the_quoted_title(orgs: OrgGazetteer) -> None:
    text = (
        "RESEARCH FUNDING\n"
        '2021.01-2023.12   Science Fund Young Scholars: "Sparse Graph Learning at Scale",\n'
        "                  Principal Investigator (Quillon Data)\n"
        '2019.06-2020.05   Orbelle Joint Lab project: "Robust Retrieval",\n'
        "                  Co-PI (with Dr. Ada Quist, Orbelle)\n"
        "2016–2018         Starting grant (PI), project HALCYON: Verified Storage Engines.\n"
        "\nPUBLICATIONS (* corresponding author)\n[1] A. B. Graph Things. KDD 2024.\n"
    )
    p = _doc(text, orgs)
    assert [(x.name, x.start, x.end) for x in p.projects] == [
        ("Sparse Graph Learning at Scale", "2021-01", "2023-12"),
        ("Robust Retrieval", "2019-06", "2020-05"),
        ("HALCYON", "2016", "2018"),
    ]
    assert p.projects[0].org == "Quillon Data"
    assert p.affiliations == []  # the owner's role in a grant is not a job


def test_dated_project_without_stated_title_keeps_its_line(orgs: OrgGazetteer) -> None:
    p = _doc("Projects\n2019 – 2021 Search backend rewrite, Quillon Data\n", orgs)
    assert [x.name for x in p.projects] == ["Search backend rewrite"]


def test_heading_with_a_note_in_parentheses() -> None:
    lines = split_lines(["Publications (selected)", "x", "EXPERIENCE (INDUSTRY)", "Dana Roe (she/her)"])
    assert [(ln.heading, ln.kind) for ln in lines] == [
        (True, "publications"),
        (False, "publications"),
        (True, "experience"),
        (False, "experience"),
    ]


def test_project_row_named_before_a_dash_with_a_role_line(orgs: OrgGazetteer) -> None:
    text = (
        "PROJECTS\n\n[ 01/01/2022 – Current ]\nORCHARD – Lifelong maps of orchards from aerial robots\n"
        "Principal investigator. Funded by a foundation, hosted at Quillon Data.\n"
    )
    p = _doc(text, orgs)
    assert [(x.name, x.org, x.start, x.end) for x in p.projects] == [
        ("ORCHARD", "Quillon Data", "2022-01", "present")
    ]
    assert p.affiliations == []


def test_visiting_student_is_a_stay_not_a_study(orgs: OrgGazetteer) -> None:
    text = "Experience\n2019.09-2020.03   Quillon Data (Search Group), Lyon\n                  Visiting Ph.D. Student\n"
    p = _doc(text, orgs)
    assert p.education == []
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Quillon Data", "Visiting Ph.D. Student")]


def test_phd_student_position_still_names_the_study(orgs: OrgGazetteer) -> None:
    p = _doc("Experience\n2016 – 2020 PhD Student, Lorem University\n", orgs)
    assert [e.degree for e in p.education] == ["Ph.D."]


def test_bold_name_leading_a_bullet_under_a_position(orgs: OrgGazetteer) -> None:
    text = (
        "## Experience\n\n- **Quillon Data** — Paris\n  - Staff Engineer (2020–2023)\n"
        "    - **Tidewater**: a cost model for kernel autotuning\n"
        "    - **Tools**: Python, Rust\n"
    )
    p = _doc(text, orgs, ".md")
    assert [(x.name, x.org) for x in p.projects] == [("Tidewater", "Quillon Data")]


def test_role_line_over_bullets_is_not_a_project(orgs: OrgGazetteer) -> None:
    text = (
        "Experience\n2021.07 - 2022.06   Quillon Data (Ranking Lab), Lyon\n                    Algorithm Expert (P7)\n"
        "                    - Demand forecasting for the parcel network\n"
    )
    p = _doc(text, orgs)
    assert "Algorithm Expert" not in [x.name for x in p.projects]


# -- third-person bios -----------------------------------------------------------------------------

_BIO = (
    "Skip to content\nToggle navigation\nMarta Lindgren-Oyo\nHome\n\nMarta Lindgren-Oyo\n\nBio\n\n"
    "Dr. Marta Lindgren-Oyo is an Associate Professor in the Department of Geology at the University of "
    "Lorem, Ipsum, where she has run the Ice Lab since March 2018. Before that, she was a postdoc at "
    "Quillon Data with Prof. Ann Poe. She received her Ph.D. in Geophysics from the Universidad de las "
    "Montanas in 2015 advised by Prof. B. Roe, and her B.Sc. in Physics from Kestrel College in 2009. "
    "During graduate school she interned at Orbelle (summer 2013).\n\n"
    "Her students: Tom Dee is a PhD student who was an engineer at Vexa Corp before joining.\n"
)


def _bio_profile(orgs: OrgGazetteer) -> Profile:
    return extract_profile(Document("bio.txt", "text", _BIO, "0"), orgs=orgs)


def test_bio_states_the_current_post_with_its_unit_and_start(orgs: OrgGazetteer) -> None:
    a = _aff(_bio_profile(orgs), "University of Lorem, Ipsum")
    assert (a.unit, a.role, a.start, a.end) == (
        "Department of Geology",
        "Associate Professor",
        "2018-03",
        "present",
    )


def test_bio_postdoc_without_dates_and_summer_internship(orgs: OrgGazetteer) -> None:
    p = _bio_profile(orgs)
    assert (_aff(p, "Quillon Data").role, _aff(p, "Quillon Data").start) == ("postdoc", None)
    assert (_aff(p, "Orbelle").start, _aff(p, "Orbelle").end) == ("2013-06", "2013-08")


def test_bio_studies_read_from_received_from_clauses(orgs: OrgGazetteer) -> None:
    p = _bio_profile(orgs)
    assert sorted((e.institution_text, e.degree, e.end) for e in p.education) == [
        ("Kestrel College", "B.Sc.", "2009"),
        ("Universidad de las Montanas", "Ph.D.", "2015"),
    ]


def test_bio_of_a_student_is_not_the_owners_career(orgs: OrgGazetteer) -> None:
    p = _bio_profile(orgs)
    assert p.person.name == "Marta Lindgren-Oyo"
    assert not [a for a in p.affiliations if "Vexa" in (a.org_text or "")]


def test_patents_section_is_no_education_and_soft_hyphen_headings(orgs: OrgGazetteer) -> None:
    text = (
        "EDUCATION\nKestrel College\nB.Sc., Physics, 2004\n\nPATENTS\nUS 1,234,567 B2   Ice coring drill.\n"
        "   A. Roe, B. Poe. Granted 2020.\n\nAccomplish\u00adments\nBest Poster Award\nApr 2022\n"
    )
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=orgs)
    assert [e.institution_text for e in p.education] == ["Kestrel College"]
    assert not p.affiliations
    lines = split_lines(text.splitlines())
    assert lines[-3].kind == "awards"


def test_scraped_project_cards_and_dash_rows(orgs: OrgGazetteer) -> None:
    text = (
        "Projects\n*\nGullwing\nA reusable benchmark of seabird calls, released with the 2024 paper.\n"
        "Reefmap Toolkit\nTools for mapping coral from drone images (thesis project).\n\n"
        "Tidewater — a tide-gauge simulator written in Rust.\n\n"
        "Please find my portfolio here: https://example.org/p\n"
    )
    p = extract_profile(Document("site.txt", "text", text, "0"), orgs=orgs)
    assert [x.name for x in p.projects] == ["Gullwing", "Reefmap Toolkit", "Tidewater"]
    assert not p.affiliations


_UNITS_FIRST = """Jane Doe

Appointments

• since 2016      Full Professor, Department of Fluid Engineering, Lorem University, Ipsumland
2022.01 – 2022.06     Visiting Researcher, Integrated Circuits Laboratory,
                      Quillon Data, Oslo, Norway (Host: Prof. Al Bo)
2011 – 2016     Associate Professor, School of Computing, Brightwater University, Sweden
2009 – 2011     Engineer, Signal Processing Laboratory, Oslo, Norway
"""


def test_department_before_the_university_is_a_unit(orgs: OrgGazetteer) -> None:
    p = extract_profile(Document("cv.txt", "text", _UNITS_FIRST, "0"), orgs=orgs)
    by_start = {a.start: a for a in p.affiliations}
    assert by_start["2016"].org == "University of Lorem, Ipsum"  # a known name before ", Place" is no place
    assert by_start["2022-01"].org == "Quillon Data"  # the lab line wraps; the company is on the next
    assert by_start["2022-01"].unit == "Integrated Circuits Laboratory"
    assert by_start["2011"].org_text == "Brightwater University"
    # negative: a lab with no organisation after it stays the organisation
    assert by_start["2009"].org_text == "Signal Processing Laboratory"


_INTERNSHIPS = """Jane Doe

EDUCATION
Brightwater University | Oslo, Norway
Ph.D. in Computer Science                                   2020/09 – present

INDUSTRY INTERNSHIPS
Quillon Data                                                Bergen, Norway
Research Intern, Vision Group                               2023/06 – 2023/09
"""


def test_a_qualified_internships_heading_is_experience(orgs: OrgGazetteer) -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Industry Internships") == "experience"
    assert heading_kind("Research Interests") == "interests"  # negative: not every 'Research …' heading
    p = extract_profile(Document("cv.txt", "text", _INTERNSHIPS, "0"), orgs=orgs)
    assert [e.institution_text for e in p.education] == ["Brightwater University"]
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [("Quillon Data", "2023-06", "2023-09")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jun 2023 → now", [("2023-06", "present")]),
        ("2019 -> 2021", [("2019", "2021")]),
        ("2014-03 .. now", [("2014-03", "present")]),
        ("mar/2014 – jun/2016", [("2014-03", "2016-06")]),
        ("v1.2..3 in 2019", [("2019", None)]),  # negative: dots inside a version join no dates
        ("2019 and 2021", [("2019", None), ("2021", None)]),  # negative: 'and' is no range
    ],
)
def test_arrow_and_dotted_range_separators(text: str, expected: list[tuple[str, str | None]]) -> None:
    from talentgraph.extract.dates import find_date_ranges

    assert [(r.start, r.end) for r in find_date_ranges(text)] == expected


def test_a_heading_of_many_bracketed_notes_is_no_section_and_raises_nothing() -> None:
    """A note in brackets after a section's name keeps its kind; a hostile heading of thousands of
    notes is not a section name (and once made the reader recurse once per note)."""
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Experience (most recent first)") == "experience"
    assert heading_kind("Experience" + " (x)" * 3000) is None


_FIELD_SEASONS = """\
Dana Okafor

EXPERIENCE
2019 – present    Research Scientist, Quillon Data, Ocean Sensing Group

FIELD EXPERIENCE
2021    R/V Kestrel Star, Harbourton, ME, Deep Mixing Survey – Watchstander (June 2 – July 9)
2018    Southern Ice Program, Frost Station, Lower Glacier Monitoring Project – Field Team Leader
2016 -2017    Tidewater Sailing Association, Bayport, MA – Deckhand (Nov. 3 – Jan. 6)

FIELD WORKS
2015    Glacier mapping campaign, Frost Station
"""


def test_field_seasons_are_no_posts(orgs: OrgGazetteer) -> None:
    from talentgraph.extract.sections import heading_kind

    assert [heading_kind(h) for h in ("Field Experience", "Fieldwork", "Field works")] == ["other"] * 3
    assert heading_kind("Field Research Experience") == "experience"  # a field assistant's jobs stay posts
    p = extract_profile(Document("cv.txt", "text", _FIELD_SEASONS, "0"), orgs=orgs)
    assert [(a.org, a.start) for a in p.affiliations] == [("Quillon Data", "2019")]


def test_a_ship_is_no_employer(orgs: OrgGazetteer) -> None:
    from talentgraph.pipeline import profile_from_document

    text = "Dana Okafor\n\nEXPERIENCE\n2019 – 2021    Research Scientist, Quillon Data\n2018    R/V Orbelle Star, Harbourton, ME – Watch leader\n"
    p = profile_from_document(Document("cv.txt", "text", text, "0"))
    assert [a.org_text for a in p.affiliations] == ["Quillon Data"]


def test_a_service_to_heading_is_service(orgs: OrgGazetteer) -> None:
    from talentgraph.extract.sections import heading_kind

    assert [heading_kind(h) for h in ("SERVICE TO UNIVERSITY:", "Service to Scientific Community")] == [
        "service"
    ] * 2
    text = (
        "Dana Okafor\n\n## APPOINTMENTS\n\n2019 – present    Research Scientist, Quillon Data\n\n"
        "## SERVICE TO UNIVERSITY\n\n- Orbelle Makerspace committee (ex officio, 2019–20)\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=orgs)
    assert [a.org_text for a in p.affiliations] == ["Quillon Data"]
