"""Entry rules for PDF and plain-text CVs, on fictional snippets written for these tests."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Document


def _orgs() -> OrgGazetteer:
    return OrgGazetteer(
        [
            Org(id="kestrel", name="Kestrel University", type="university", aliases=("KU",)),
            Org(id="hooli", name="Hooli", type="company"),
        ]
    )


def _pdf(text: str) -> Document:
    """Text as the layout reader gives a PDF: headings marked, one visual line a line."""
    return Document("cv.pdf", "pdf", text, "0")


def test_pdf_degree_line_with_honors_is_no_heading() -> None:
    text = "# Dana Okafor\n## EDUCATION\nKestrel University    Sept 2011 - June 2015\nBS in Applied Physics with Honors\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree, e.field) for e in p.education] == [
        ("Kestrel University", "B.S.", "Applied Physics")
    ]


def test_the_level_of_a_course_taught_is_no_study() -> None:
    text = (
        "# Dana Okafor\n## EDUCATION\nKestrel University    2010 - 2014\nBS in Applied Physics\n"
        "## EXPERIENCE\n2016–2020    Lecturer in Discipline, Research Scientist at Kestrel University\n"
        "Teaching in the Widget Science Master program,\nwidget library development.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree) for e in p.education] == [("Kestrel University", "B.S.")]


def test_pdf_wrapped_line_is_no_heading() -> None:
    text = (
        "# Dana Okafor\n## Awards\n2025-2026    Leadership Fellowship, Moody School of Graduate and Advanced\n"
        "Studies (KU)\n2020    Summer Scholarship, Kestrel University\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.education == []


def test_grants_and_outreach_headings_hold_no_posts() -> None:
    text = (
        "# Dana Okafor\n## Awards, Fellowships, & Grants\n2020-2022    Junior Fellowship, Kestrel University\n"
        "## Selected Service & Outreach\nMentor, Hooli Science Club    2021 - 2023\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.affiliations == []
    assert p.education == []
    assert p.projects == []


def test_role_dash_org_lines() -> None:
    text = (
        "# Dana Okafor\n## APPOINTMENTS\nVisiting Researcher - Hooli    Jan 2021 - Jun 2021\n"
        "Graduate Research Fellow - KU    Aug 2017 - Jun 2021\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Hooli", "Visiting Researcher", "2021-01", "2021-06"),
        ("Kestrel University", "Graduate Research Fellow", "2017-08", "2021-06"),
    ]


def test_header_org_wins_over_at_phrase_in_description() -> None:
    text = (
        "# Dana Okafor\n## EXPERIENCE\nHEAD OF ROBOTICS, KESTREL UNIVERSITY    2010 - 2021\n"
        "Led research in robotics at Hooli, building arms and grippers for the lab.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start) for a in p.affiliations] == [("Kestrel University", "2010")]


def test_wrapped_bullet_lines_are_no_project_titles() -> None:
    text = (
        "# Dana Okafor\n## EXPERIENCE\nData Scientist - Hooli    Aug 2021 - Present\n"
        "• Used modern image analysis tools such as segmentation to convert microscopy\n"
        "data into large time series (several TB, hundreds of cells over minutes with\n"
        "Computational Biology\n"
        "• Applied statistical inference techniques in MATLAB\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [a.org for a in p.affiliations] == ["Hooli"]
    assert p.projects == []


def test_owner_name_with_lowercase_particles() -> None:
    text = (
        "# Lucía de las Fuentes\nPHD STUDENT · ECONOMICS\n## Education\nKestrel University    2023 - 2028\n"
    )
    assert extract_profile(_pdf(text), orgs=_orgs()).person.name == "Lucía de las Fuentes"


def test_first_degree_written_wins() -> None:
    from talentgraph.extract.fields import find_degree

    assert find_degree("BEng in Mechanical Engineering, Excellent Bachelor Thesis") == (
        "B.Eng.",
        "Mechanical Engineering",
    )
    assert find_degree("Master of Science in Robotics") == ("M.S.", "Robotics")


def test_education_degree_on_the_first_bullet_and_a_year_inside_is_a_detail() -> None:
    text = (
        "# Dana Okafor\n## EDUCATION\n2016.09 – 2020.06 Kestrel University (KU), Kestrel, USA\n"
        "• BEng in Mechanical Engineering, 2020 Excellent Bachelor Thesis (Top 1%)\n"
        "• Honors Program (Top 5%), Overall GPA: 88/100\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree, e.start, e.end) for e in p.education] == [
        ("Kestrel University", "B.Eng.", "2016-09", "2020-06")
    ]


def test_undated_degrees_under_institution_subheadings() -> None:
    text = (
        "# Dana Okafor\n## Education\n### Kestrel University\nPhD Student in Computational Neuroscience\n"
        "Advisor: Ada Lane\n### Northvale University\nMSc in Biostatistics\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution_text, e.degree, e.field, e.start, e.end) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "Computational Neuroscience", None, None),
        ("Northvale University", "M.Sc.", "Biostatistics", None, None),
    ]


def test_known_org_under_header_wins_over_at_phrase_below() -> None:
    text = (
        "# Dana Okafor\n## Experience\nGraduate Student Researcher    2024–Present\n"
        "Kestrel University    Kestrel, CA\nThe Vision Laboratory at the Hooli campus pursues modeling.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [("Kestrel University", "2024", "present")]


def test_advised_research_item_is_a_project_not_a_post() -> None:
    text = (
        "# Dana Okafor\n## RESEARCH EXPERIENCE\nTiller: Cache Scheduling for Cloud VMs\n"
        "Guide: Ada Lane (Kestrel University)    March. 2020 – Present.\n"
        "◦ Optimize request scheduling to maximize cache performance and reduce latencies.\n"
        "## WORK EXPERIENCE\nHooli, Madison, WI\nStudent Researcher    June. 2023 – Dec. 2023\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(x.name, x.org, x.start, x.end) for x in p.projects] == [
        ("Tiller", "Kestrel University", "2020-03", "present")
    ]
    assert [a.org for a in p.affiliations] == ["Hooli"]


def test_post_restated_under_teaching_is_one_post() -> None:
    text = (
        "# Dana Okafor\n## WORK EXPERIENCE\nKestrel University, Kestrel, NJ\n"
        "Instructor (Department of Computer Science)    May. 2020 – Aug. 2020\n"
        "## TEACHING EXPERIENCE\nKestrel University, Kestrel, NJ\n"
        "Topic: Instructor for the Department of Computer Science    May. 2020 – Aug. 2020\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.role, a.start) for a in p.affiliations] == [
        ("Kestrel University", "Instructor", "2020-05")
    ]


def test_labelled_project_lines_name_projects() -> None:
    text = (
        "# Dana Okafor\n## RESEARCH FUNDING\nHooli Postdoctoral Award ($50,000), PI    2022 - 2023\n"
        "• Proposal: Adaptive schema learning across species\n"
        "## RESEARCH EXPERIENCE\n2020.09 – 2021.06 Robotics Lab at Kestrel University, Research Assistant\n"
        "- Project: Bronchoscope Robot for Lung Biopsy\n- Supervisor: Prof. Ada Lane\n"
        "• Designed and developed a surgical robot system for biopsy\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(x.name, x.org, x.start, x.end) for x in p.projects] == [
        ("Adaptive schema learning across species", None, "2022", "2023"),
        ("Bronchoscope Robot for Lung Biopsy", "Kestrel University", "2020-09", "2021-06"),
    ]


def test_honours_and_mentees_are_no_projects() -> None:
    text = (
        "# Dana Okafor\n## Research Funding\nKestrel Summer Research Fellowship    2012\n"
        "Hooli Postdoctoral Award ($50,000), PI    2022 - 2023\n"
        "## SELECTED TEACHING & MENTORING EXPERIENCE\nResearch Mentor\n"
        "• Ada Lane (Kestrel University, Graduate researcher)    2021 - 2023\n"
        "• Ben Moss (Hooli, Undergraduate researcher)    2020\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.projects == []


def test_thesis_at_a_lab_is_a_post_and_lowercase_brand_is_an_org() -> None:
    text = (
        "# Dana Okafor\n## RESEARCH EXPERIENCE\n2019.09 – 2020.07 Robotics Lab at Kestrel University, Bachelor’s Thesis\n"
        "## WORK EXPERIENCE\niCORP, Holmdel, NJ\nSoftware Engineer    Jan. 2018 – Aug. 2018\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.education == []
    assert [(a.org_text, a.start) for a in p.affiliations] == [
        ("Kestrel University", "2019-09"),
        ("iCORP", "2018-01"),
    ]


def test_visiting_student_under_education_is_a_stay() -> None:
    text = "# Dana Okafor\n## Education\nJuly 2024 PhD in Computer Science at Kestrel University\n2023-2024 Visiting student at Hooli\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [("Hooli", "2023", "2024")]


def test_visiting_fellow_under_education_is_a_stay() -> None:
    """A visiting fellowship listed among the degrees, its host on the line below, is a stay there
    like a visiting student's, not a study."""
    text = (
        "# Dana Okafor\n## Education\nPh.D., Political Science    9/2020–7/2024\nKestrel University\n"
        "Visiting Fellow    9/2022–12/2022\nNorthvale University\nHost: Bo Hart\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Northvale University", "Visiting Fellow", "2022-09", "2022-12")
    ]


def test_two_degrees_on_one_line_are_two_studies() -> None:
    text = (
        "# Dana Okafor\n## EDUCATION\nKestrel University    Dallas, TX (USA)\nPh.D., M.S. in Neurosciences    Jun 2020\n"
        "Northvale University    Leon (Spain)\nB.A. IN BUSINESS ADMINISTRATION AND B.A. IN ECONOMICS    2019\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Kestrel University", "M.S."),
        ("Northvale University", "B.A."),
        ("Northvale University", "B.A."),
    ]


def test_year_in_a_wrapped_description_line_is_no_entry() -> None:
    text = (
        "# Dana Okafor\n## EDUCATION\nPhD in Computer Science    2000-2004\n"
        "Department of Computing, Kestrel University. Department Scholarship. Winner in\n"
        "the Hooli Ideas Challenge 2001. Thesis title: Secure Mobile Applications.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree, e.start) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "2000")
    ]


def test_single_date_of_a_degree_is_its_end() -> None:
    text = "# Dana Okafor\n## Education\nKestrel University, Ph.D. in Physics, 2018.\nKestrel University, B.S. in Physics, 2011 - 2014.\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.degree, e.start, e.end) for e in p.education] == [
        ("Ph.D.", None, "2018"),
        ("B.S.", "2011", "2014"),
    ]


def test_single_date_in_a_right_column_outside_known_sections_dates_a_post() -> None:
    text = (
        "# Dana Okafor\n## TEACHING AND MENTORING\nGraduate Student Mentor - Hooli    May 2019 - Aug 2019\n"
        "Organized professional development workshops for students\n"
        "Teaching Assistant - Kestrel University Physics Boot Camp    Sept 2018\n"
        "Assisted with week-long physics course for incoming students\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [
        ("Hooli", "2019-05", "2019-08"),
        ("Kestrel University", "2018-09", "2018-09"),
    ]


def test_named_system_bullets_under_a_post_are_its_projects() -> None:
    text = (
        "# Dana Okafor\n## Work Experience\nMay 2020 – Nov 2024    Research Scientist - Hooli\n"
        "• Blue-Agents: Built a modular RL research library implementing algorithms, accelerating\n"
        "experimentation across the team.\n• MatSci-LLM: Core developer of the materials model.\n"
        "• Leadership: Led a team of five.\n• DNS (ICML 2022): Proposed a sampler for ensembles.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(x.name, x.org) for x in p.projects] == [("Blue-Agents", "Hooli"), ("MatSci-LLM", "Hooli")]


def test_two_line_header_with_place_and_date_columns() -> None:
    """LaTeX CV classes print "Org    City, Country" over "TITLE    Dates": a place column marks the
    organisation even when its name holds a role word, and a bare city or a native country name is
    a place, never an employer."""
    text = (
        "# Dana Okafor\n## Experience\n"
        "Lumen Developer Academy    Porto Alegre, Brasil\nIOS DEVELOPER    Jan. 2017 - Present\n"
        "• Built apps for watches.\n"
        "Staff Engineer    Seattle, WA\nQUARRYML, APPLIED COMPILERS    Mar. 2021 - Jun. 2023\n"
        "• Wrote kernels.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Lumen Developer Academy", "2017-01", "present"),
        ("QUARRYML", "2021-03", "2023-06"),
    ]


def test_column_row_under_an_org_line_is_its_tail() -> None:
    """ "Org    Dates" over "Role    Remote" and a bullet list: the role row belongs to the org above."""
    text = (
        "# Dana Okafor\n## Research Experience\nWren Priorities    May 2025 - Present\n"
        "Intern / Research Assistant    Remote\n• Wrote Stata code for colleagues.\n"
        "Department of Economics, The University of Lakeside at Millbrook    May 2023 - Sep. 2023\n"
        "Research Assistant    Millbrook, TX\n• Reviewed the literature.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Wren Priorities", None, "Intern / Research Assistant"),
        ("The University of Lakeside at Millbrook", "Department of Economics", "Research Assistant"),
    ]


def test_city_in_a_university_name_stays_in_it() -> None:
    text = "# Dana Okafor\n## Education\nM.S. in Physics    2012 - 2013\nUniversity of Manchester, England\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution_text, e.degree) for e in p.education] == [("University of Manchester", "M.S.")]


def test_repeated_list_label_is_no_name() -> None:
    """A label printed over each degree's list ("Notable Courses") is not the owner's name."""
    text = (
        "# Dana Okafor\nLagos, Nigeria\n## Education\nKestrel University    Lagos, Nigeria\n"
        "M.SC. IN PHYSICS    2017 - 2019\nNotable Courses\n• Optics    • Waves\n"
        "Hooli Institute of Technology    Lagos, Nigeria\nB.SC. IN PHYSICS    2013 - 2017\nNotable Courses\n• Heat\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.person.name == "Dana Okafor"
    assert [(e.institution, e.degree, e.field) for e in p.education][:1] == [
        ("Kestrel University", "M.Sc.", "PHYSICS")
    ]


def test_supervision_administration_and_media_sections_hold_no_posts() -> None:
    """ "Postdoctoral Fellows Supervised", "Departmental administration" and "Media and Public
    Engagement" are sections of their own: their dated lines are no positions or studies."""
    text = (
        "# Dana Okafor\n## Academic Positions\n2019 - present    Professor of Physics\nKestrel University, UK\n"
        "## Postdoctoral Fellows Supervised\n2018 - 2021    Ama Lee (now at Hooli)\n"
        "## Departmental administration\n2018 - 2021    Director of Postgraduate Research\n"
        "## Media and Public Engagement\n2010    Interview, Kestrel Radio Network\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [("Kestrel University", "2019", "present")]
    assert p.education == []


def test_long_dated_field_list_is_an_entry_not_prose() -> None:
    """ "2018-2019: Role, Org, Inc., Agency, City, ST" has many words but reads as fields, and
    "Org, City, ST" keeps its organisation (a 3-part place is "City, State, Country")."""
    text = (
        "# Dana Okafor\n\nWork experience\n======\n"
        "* 2018-2019: Homeland Security Analyst, Wren International, Inc., U.S. Department of Things, Washington, DC\n"
        "* 2009-2011: Operations Analyst, Lumen Bank, Jacksonville, FL\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org_text, a.role, a.start, a.location) for a in p.affiliations] == [
        ("Wren International, Inc", "Homeland Security Analyst", "2018", "Washington, DC"),
        ("Lumen Bank", "Operations Analyst", "2009", "Jacksonville, FL"),
    ]


def test_pdf_label_heading_with_a_qualifier_opens_its_section() -> None:
    """ "Recent Employment History:" in body type (no heading mark) still opens the posts, so they
    are not read as studies of the Education section above."""
    text = (
        "# Dana Okafor\nEducation:\nPh.D. School of Physics, Kestrel University, 2016.\n"
        "Recent Employment History:\n2020 - present Postdoctoral research associate - Hooli\n"
        "2017 - 2020 Research fellow, School of Physics, Kestrel University\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [
        ("Hooli", "2020", "present"),
        ("Kestrel University", "2017", "2020"),
    ]


def test_professional_degree_forms_and_their_look_alikes() -> None:
    """B.B.A., M.P.H., MPhys and BSFS are degrees; "LLM", "MPa" and "JD" in a line are not."""
    from talentgraph.extract.fields import find_degree

    found = [
        find_degree(t)
        for t in ("B.B.A. in Finance", "M.P.H., Kestrel University", "MPhys Physics", "BSFS, Hooli")
    ]
    assert [f[0] if f else None for f in found] == ["B.B.A.", "M.P.H.", "M.Phys.", "B.S.F.S."]
    assert [
        find_degree(t) for t in ("LLM inference at Hooli", "Tested at 40 MPa", "Intern, JD Logistics")
    ] == [
        None,
        None,
        None,
    ]


def test_a_dated_clause_between_posts_is_no_post() -> None:
    """ "Between Hooli and Kestrel I took a long break (2017-2018) …" names no new organisation."""
    text = (
        "Dana Okafor\n\nExperience\n\nHooli, Research Scientist, 2014-2017\n"
        "Between Hooli and Kestrel I took a long break (2017-2018) to travel and write.\n\n"
        "Kestrel University, Lecturer, 2018-2021\n"
    )
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=_orgs())
    assert [(a.org, a.start) for a in p.affiliations] == [("Hooli", "2014"), ("Kestrel University", "2018")]


def test_date_led_field_lists_with_a_colon_and_public_bodies() -> None:
    text = (
        "Professional experience\n======\n"
        "* 2019-2020: Senior Research Associate, Department of Environmental and Occupational Health, "
        "Kestrel University Wren Institute School of Public Health\n"
        "* 2015-2017: Recommendations Specialist, Kestrel Chemical Safety and Hazard Investigation Agency, "
        "Washington, DC\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "2019", "2020"),
        ("Kestrel Chemical Safety and Hazard Investigation Agency", "2015", "2017"),
    ]


def test_college_line_above_its_university_is_a_unit() -> None:
    text = (
        "# Ada Lane\n## Academic Positions\n"
        "July 2015 – Aug 2019    Associate Professor in Cultural Evolution\n"
        "Human Behaviour Group\nCollege of Life and Environmental Sciences\nKestrel University, UK\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [("Kestrel University", "2015-07", "2019-08")]


def test_degree_families_and_what_is_no_degree() -> None:
    text = (
        "# Ada Lane\n## EDUCATION\n"
        "S.B. in Physics, Kestrel University    2013 - 2017\n"
        "Mestrado em Física (MSc in Physics), Kestrel University    2017 - 2019\n"
        "Habilitation in Mathematics, Kestrel University    2024\n"
        "## AWARDS\n2018 PhD Fellowship – Hooli\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree) for e in p.education] == [
        ("Kestrel University", "B.S."),
        ("Kestrel University", "M.Sc."),
        ("Kestrel University", "Habilitation"),
    ]


def test_a_date_inside_running_text_starts_no_entry() -> None:
    text = (
        "# Ada Lane\n"
        "• Teaching assistant for the Numerical Methods course in Semester-II in 2014-15 and\n"
        "2016-17.\n"
        "• Teaching assistant for the Optics lab at Kestrel University for Semester-I in\n"
        "years 2014-15, 2015-16 and 2016-17.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.projects == []
    assert all(a.start != "2014" for a in p.affiliations)


def test_entry_titles_as_headings_under_a_section_of_no_known_kind() -> None:
    text = (
        "## Academia\n\n### Postdoctoral Researcher\n\n"
        "**2021-Present** | Guo Lab, Institute of Zoology, Kestrel University, Beijing\n\n"
        "### Bachelor's Degree in Biology\n\n"
        "**2009-2013** | Wren University / BSc Thesis: Laska Lab, Kestrel University\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Postdoctoral Researcher", "2021", "present")
    ]
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Wren University", "Bachelor", "2009", "2013")
    ]


def test_organisation_names_by_their_first_or_hyphenated_last_word() -> None:
    text = (
        "# Ada Lane\n## Experience\n"
        "01.05.2021 - 30.09.2021    Research Assistant, Empirical Social Research, TU Kestrelstadt\n"
        "2011 Feb.-Dec.    Technical Advisor, Wren-Ornithology-Institute\n"
        "## Method Schools\n13.02.2015 – 20.02.2015    Multilevel Analysis, Wren Winter School\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("TU Kestrelstadt", "Empirical Social Research", "2021-05", "2021-09"),
        ("Wren-Ornithology-Institute", None, "2011-02", "2011-12"),
    ]


def test_teaching_posts_with_a_title_and_an_organisation() -> None:
    text = (
        "# Ada Lane\n## Teaching\n"
        "2024    Kestrel University, Lecturer - Programming\n"
        "2021    Statistics I (BSc), Kestrel University\n"
        "2020    4 MSc student dissertations supervised, Kestrel University\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.role, a.start) for a in p.affiliations] == [("Kestrel University", "Lecturer", "2024")]


def test_nested_org_bullets_term_words_and_minors() -> None:
    text = (
        "Education\n======\n"
        "* B.S. in Chemistry, Kestrel University, 2018\n"
        "* Minor in Mathematics, Kestrel University, 2018\n\n"
        "Work Experience\n======\n"
        "* Fall/Spring Semester 2016: Organic Chemistry Tutor\n"
        "  * Kestrel University\n"
        "  * Duties included: Conducted regular sessions.\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(e.institution, e.degree) for e in p.education] == [("Kestrel University", "B.S.")]
    assert [(a.org, a.role, a.start) for a in p.affiliations] == [
        ("Kestrel University", "Organic Chemistry Tutor", "2016")
    ]


def test_hyphenated_titles_secondary_schools_and_company_abbreviations() -> None:
    text = (
        "# Ada Lane\n## Experience\n"
        "2015-2016    Teaching, Lycée Kestrel\n"
        "2010 Jul.-Dec.    Co-Teacher\nWren Securities Exchange Technology Management Co.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Lycée Kestrel", None, "2015", "2016"),
        ("Wren Securities Exchange Technology Management Co", "Co-Teacher", "2010-07", "2010-12"),
    ]


def test_a_post_that_names_its_organisation_in_full_keeps_it_beside_a_known_acronym() -> None:
    orgs = OrgGazetteer(
        [Org(id="smu-sg", name="Kestrel Management University", type="university", acronyms=("WMU",))]
    )
    text = "# Ada Lane\n\nI am a PhD Student in Economics at Wren Methodist University (WMU).\n"
    p = extract_profile(Document("about.md", "markdown", text, "0"), orgs=orgs)
    assert [(a.org_text, a.org_id) for a in p.affiliations] == [("Wren Methodist University", None)]


def test_a_state_after_its_city_is_no_degree_and_institutes_of_x_are_institutions() -> None:
    text = (
        "## Experience\n- Wren University — Boston, MA, 2012–2014\n\n"
        "## Education\n- M.Eng., Kestrel Institute of Technology, 2015\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [("Wren University", "2012", "2014")]
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Kestrel Institute of Technology", "M.Eng.", "2015")
    ]


def test_two_line_entries_name_over_place_and_dated_prose_paragraphs() -> None:
    text = (
        "# Jane Roe\n## Professional Experience\n"
        "Research Scientist    2019 – Present\nWren Robotics, Berlin, Germany\n"
        "Research Intern    June 2022 - September 2022\nSanta Clara, California, United States\n"
        "## About\nCurrently, I am an Assistant Professor at Kestrel University. Before that, I was a postdoc "
        "at Wren University (2017-2019). I received my PhD from the University of Oslo in 2017.\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Wren Robotics", "2019", "present"),
        ("Kestrel University", None, "present"),
        ("Wren University", "2017", "2019"),
    ]
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("University of Oslo", "Ph.D.", "2017")
    ]


def test_name_and_place_columns_under_a_dated_title() -> None:
    text = (
        "# Jane Roe\n## Experience\n"
        "Research Assistant    01/2025 - Present\n"
        "Wren Centre for Marine Biodiversity Research (WCMB)    Hamburg, Germany\n"
        "• Species description.\n"
        '2016 - 2018    Research Assistant\nProject "Wren Matrix" funded by the Kestrel Research Foundation (KRF)\n'
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Wren Centre for Marine Biodiversity Research (WCMB)", "2025-01", "present")
    ]


def test_dated_role_bullets_under_an_organisation_sub_heading() -> None:
    text = (
        "## Experience\n### Kestrel University\n- Assistant Professor (2020–present)\n- Postdoctoral Fellow (2018–2020)\n"
        "### Wren Analytics\n- Data Scientist (2015–2018)\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org_text, a.role, a.start) for a in p.affiliations] == [
        ("Kestrel University", "Assistant Professor", "2020"),
        ("Kestrel University", "Postdoctoral Fellow", "2018"),
        ("Wren Analytics", "Data Scientist", "2015"),
    ]


def test_indented_role_lines_under_an_organisation_line_in_plain_text() -> None:
    text = (
        "JANE ROE\n\nEMPLOYMENT\nKestrel University, Department of Chemistry\n"
        "  Associate Professor, 2018-present\n  Assistant Professor, 2012-2018\n"
        "Wren Pharmaceuticals Inc.\n  Senior Scientist, 2008-2012\n"
    )
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=_orgs())
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Associate Professor", "2018", "present"),
        ("Kestrel University", "Assistant Professor", "2012", "2018"),
        ("Wren Pharmaceuticals Inc", "Senior Scientist", "2008", "2012"),
    ]


def test_ranges_stacked_on_two_lines_of_text() -> None:
    text = "# Jane Roe\n## Experience\nSep 2019 –\nPresent    Senior Scientist, Hooli\nJan 2016 –\nAug 2019    Scientist, Kestrel University\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(a.org, a.start, a.end) for a in p.affiliations] == [
        ("Hooli", "2019-09", "present"),
        ("Kestrel University", "2016-01", "2019-08"),
    ]


def test_an_organisation_name_may_start_with_an_accented_capital() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = "## Work\n\n- 2016-2017: Research Assistant at École Polytechnique Ouest (Nantes, France)\n"
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("École Polytechnique Ouest", "Research Assistant", "2016", "2017")
    ]


def test_a_long_degree_line_under_its_institution_names_the_degree() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "EDUCATION\nKestrel University    2013\n"
        "Doctor of Philosophy, School of Natural Resources & Coastal Environment    Lakeside IN\n"
        "Kestrel University    2006\n"
        "Master of Science, Department of Ecology & Evolutionary Biology, Graduate College    Lakeside IN\n"
    )
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "2013"),
        ("Kestrel University", "M.S.", "2006"),
    ]


def test_visiting_fellow_after_the_degree_keeps_the_study() -> None:
    """A visit named after the degree (on its line, or on a body line of its own) leaves the degree
    a study: only a line that calls the degree itself a visit ("Visiting PhD student") is a stay."""
    texts = [
        "- Ph.D. in Physics, Kestrel University, 2015 – 2020\n  - Graduate Research Fellow\n"
        "  - Visiting fellow, Gull University\n",
        "- Ph.D. in Physics, Kestrel University, 2015 – 2020 (incl. visiting fellow at Gull University)\n",
        "- M.Sc. in Physics, Kestrel University, 2013 – 2015; exchange fellow, Heron University\n",
    ]
    for body in texts:
        p = extract_profile(_pdf("# Dana Okafor\n## Education\n" + body), orgs=_orgs())
        assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", body[2:7])], (
            body
        )


def test_job_row_in_an_education_list_is_a_post() -> None:
    """A row of an Education list that names a job and no degree is a post, not a study; a training
    course stays out of the posts."""
    text = (
        "# Dana Okafor\n## Education\n"
        "- Ph.D. in Physics (2026), Kestrel University\n"
        "- Research Assistant, 4yrs (2020), Hooli\n"
        "- Teacher Training for Higher Education, Kestrel University (2018)\n"
    )
    p = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=_orgs())
    assert [(a.org, a.role, a.start) for a in p.affiliations] == [("Hooli", "Research Assistant", "2020")]
    assert [(e.institution, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]
