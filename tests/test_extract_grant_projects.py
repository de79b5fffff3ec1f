"""Projects from funded grants, positions that are no projects, and named collaborations. Fictional text."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def _profile(text: str, name: str = "cv.md", fmt: str = "markdown"):  # type: ignore[no-untyped-def]
    return extract_profile(Document(name, fmt, text, "0"), orgs=OrgGazetteer([]))


def test_br_separated_fields_of_a_post_are_a_post_not_a_project() -> None:
    text = (
        "Employment\n======\n\n"
        "* Mar 2014-present: Associate Professor <br> Department of Tide Studies <br> Kestrel University\n\n"
        "* 2010-2014: Lecturer <br> School of Shore Science <br> Kestrel University\n"
    )
    p = _profile(text)
    assert [(a.org_text, a.start) for a in p.affiliations] == [
        ("Kestrel University", "2014-03"),
        ("Kestrel University", "2010"),
    ]
    assert p.projects == []


def test_titled_grants_under_a_grants_heading_are_projects_untitled_ones_are_not() -> None:
    text = (
        "# Grants\n\n"
        "- 2021: Kestrel Science Foundation (KSF). *Tide Memory in Northern Estuaries* Principal Investigator. ([12-345](https://x.example/a))\n\n"
        "- 2019: Shore Seed Grant. Office of the Provost. *Mapping Kelp With Drones* Kestrel University.\n\n"
        "- 2018: Faculty Development Grant. Office of the Dean. Kestrel University.\n\n"
        "- 2016: Kestrel Council. Area Studies Fellow. Kestrel University.\n"
    )
    p = _profile(text)
    assert [(x.name, x.start) for x in p.projects] == [
        ("Tide Memory in Northern Estuaries", "2021"),
        ("Mapping Kelp With Drones", "2019"),
    ]
    awards = [a.name for a in p.awards]
    assert not [a for a in awards if "Tide Memory" in a or "Mapping Kelp" in a]  # the grant is the project
    assert any("Faculty Development Grant" in a for a in awards)


def test_grant_rows_of_a_pdf_give_their_titles() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "Research Grants",
            "Kestrel Insight Grant: Tide Memory and Shore Formation.",
            "Principal investigator, 2012-2017. Total funding: $23,000.",
            "Shore Small Grant: Kelp Forests of the Northern Coast. Co-investigator with Ada Lane, 2005-2007.",
            "Total funding:",
            "$8,805.",
            "Funded Research",
            "1. Co-Principal Investigator, Currents and Crime in Port Towns. Kestrel University, Office of Research.",
            "($5,000; May 2020 – July 2021).",
            "2. Principal Investigator, Reading Sand Ripples With Models. Kestrel University. PI: A. Lane;",
            "Co-PIs: B. Okafor, C. Lind, D. Moreau",
            "($52,000; submitted June 2024).",
        ]
    )
    p = _profile(text, "cv.txt", "text")
    assert [(x.name, x.start, x.end) for x in p.projects] == [
        ("Tide Memory and Shore Formation", "2012", "2017"),
        ("Kelp Forests of the Northern Coast", "2005", "2007"),
        ("Currents and Crime in Port Towns", "2020-05", "2021-07"),
    ]


def test_a_projects_label_lists_named_collaborations() -> None:
    text = (
        "## Research Interests\n\n"
        "- Tidal memory of estuaries\n"
        "- <b><i>Projects</i></b>: TIDE/SHORE/KELP, DUNEX, vKAT, *etc.*\n"
        "- Skills: Python, Fortran\n"
    )
    assert [x.name for x in _profile(text).projects] == ["TIDE/SHORE/KELP", "DUNEX", "vKAT"]


def test_bold_cells_of_a_table_are_no_projects() -> None:
    text = (
        "## About\n\n"
        "| **YEARS** | **ROLE** | **PLACE** | **TOWN** |\n"
        "| 2019-now | **Staff Scientist** | [Kestrel Labs](https://x.example) | Dunmore |\n"
        "| 1990 Jan 1 | **Born Here** | [Shore County](https://x.example/s) | Dunmore |\n"
    )
    assert _profile(text).projects == []


def test_a_science_collaboration_one_belongs_to_is_a_project_but_not_in_a_citation() -> None:
    text = (
        "## Memberships\n\n"
        "| **YEARS** | **MEMBERSHIP** |\n"
        "| 2016-present | KELP Ocean Collaboration |\n"
        "| 2012-2015 | Tidal Array Scientific Collaboration |\n"
        "| 2012-2015 | An Industry Collaboration |\n\n"
        "## Notes\n\n"
        "1. A. Roe et al. (DUNE Sand Collaboration), “Ripples on shores”, 2020.\n"
    )
    assert [x.name for x in _profile(text).projects] == [
        "KELP Ocean Collaboration",
        "Tidal Array Scientific Collaboration",
    ]


def test_a_page_heading_over_the_owners_grant_role_names_a_project() -> None:
    text = (
        "# Jane Roe\n\nProjects I have led.\n\n"
        "### [Shore Watch](https://x.example/shore)\n\n"
        "I am co-Principal Investigator of Shore Watch and lead its data team.\n\n"
        "### Kelp Census\n\n"
        "With Kestrel University, I am senior personnel on a census of kelp forests.\n\n"
        "### Sailing\n\n"
        "I sail on weekends.\n"
    )
    assert [x.name for x in _profile(text).projects] == ["Shore Watch", "Kelp Census"]


def test_symbol_led_lines_of_a_fenced_projects_block_name_projects() -> None:
    text = (
        "## Hi, I am Kes!\n\n"
        "### Current Projects\n"
        "```\n"
        "🌊 Tidekit (maintainer)\n"
        "📦 Shore Knowledge Hub (project lead)\n"
        "$ pip install Tidekit\n"
        "```\n"
    )
    assert [x.name for x in _profile(text, "README.md").projects] == ["Tidekit", "Shore Knowledge Hub"]


def test_a_bullet_titled_before_a_full_stop_and_a_verb_names_a_project_of_the_post() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "Experience",
            "Research Scientist (2021 – Present) — Kestrel University, Tide Center",
            "● Tide Memory Solver. Built the solver for estuary flows with a new scheme.",
            "● Kelp-Bench. Co-led the design of a benchmark for kelp maps.",
            "● Supervised students. Organized a weekly seminar for the group.",
        ]
    )
    p = _profile(text, "cv.txt", "text")
    assert [(x.name, x.org) for x in p.projects] == [
        ("Tide Memory Solver", "Kestrel University"),
        ("Kelp-Bench", "Kestrel University"),
    ]


def test_a_heading_ending_in_code_lists_projects() -> None:
    text = (
        "# Jane Roe\n\n"
        "### Selected Project Code\n"
        "* [Forecasting tide memory in estuaries](https://github.com/jroe/site/tree/main/tides)\n"
        "* [Mapping kelp from drones](https://github.com/jroe/site/tree/main/kelp)\n"
    )
    assert [x.name for x in _profile(text).projects] == [
        "Forecasting tide memory in estuaries",
        "Mapping kelp from drones",
    ]


def test_grant_rows_with_the_title_first_or_between_pipes() -> None:
    text = "\n".join(
        [
            "# Jane Roe",
            "",
            "## Funding",
            "",
            "- Tide Memory in Northern Estuaries. Kestrel Science Foundation, PI, 2018-2021, $300,000.",
            "- 2020-2023 | Co-PI | Mapping Kelp Forests From Drones | Shore Council | $50,000",
            "- 2017 | PI | Kestrel Seed Fund | $5,000",
        ]
    )
    assert [(x.name, x.start) for x in _profile(text).projects] == [
        ("Tide Memory in Northern Estuaries", "2018"),
        ("Mapping Kelp Forests From Drones", "2020"),
    ]


def test_research_support_and_sponsored_research_headings_hold_grants() -> None:
    for heading in ["Research Support", "Sponsored Research", "Grants and Contracts"]:
        text = f"# Jane Roe\n\n## {heading}\n\n- 2019-2022: Kestrel Foundation. *Tide Memory in Northern Estuaries* PI.\n"
        assert [x.name for x in _profile(text).projects] == ["Tide Memory in Northern Estuaries"], heading


def test_posts_bodies_and_funds_are_no_projects() -> None:
    from talentgraph.extract.projects import is_activity, is_project_name

    assert is_activity("Dean of the Graduate School")
    assert is_activity("Director of the Tide Center")
    assert not is_project_name("Institute for Tidal Studies")
    assert not is_project_name("Kestrel Coastal Association")
    assert not is_project_name("Kestrel Start-up Fund, PI")
    assert is_project_name("Tide Memory Solver")


def test_the_column_before_a_view_project_link_names_the_project() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "Projects",
            "TIDEKIT    View Project",
            "A package for reading tide gauges from photographs of the shore.",
            "Shore Atlas    View Project",
            "A self-hosted atlas of the northern shore.",
        ]
    )
    assert [x.name for x in _profile(text, "cv.txt", "text").projects] == ["TIDEKIT", "Shore Atlas"]


def test_linked_names_the_owner_made_or_that_a_sentence_calls_projects() -> None:
    text = (
        "# Jane Roe\n\n"
        "I study tides. I created [Tidekit](https://x.example/t) and [ShoreMap](https://x.example/s). "
        "I joined the [KELP](https://kelp.example) and [DuneNet](https://d.example) projects. "
        "I am the tech lead for [Sandbox](https://sand.example) and this site is built with "
        "[Jekyll](https://j.example).\n"
    )
    assert [x.name for x in _profile(text).projects] == ["Tidekit", "ShoreMap", "KELP", "DuneNet"]


def test_a_row_led_by_a_project_director_role_names_the_project() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "Field Research",
            "2019-2022 | Project Director and Co-PI, Kestrel Shore Survey. Kestrel, Norway.",
            "2017 | Field assistant, Old Harbour, Kestrel. Supervisor: A. Lane.",
        ]
    )
    assert [x.name for x in _profile(text, "cv.txt", "text").projects] == ["Kestrel Shore Survey"]


def test_a_project_labelled_by_a_quoted_short_name_and_a_link_with_kramdown_attributes() -> None:
    text = (
        "# Jane Roe\n\n"
        "## Experience\n\n"
        "* 2016 - 2018: Research Assistant\n\n"
        '  Project "Tide Atlas" funded by the Kestrel Research Foundation\n\n'
        "## Projects\n\n"
        '* [Kestrel Shore Apps Collection](https://x.example/apps){:target="_blank"}\n'
    )
    names = [x.name for x in _profile(text).projects]
    assert "Tide Atlas" in names
    assert "Kestrel Shore Apps Collection" in names


def test_grant_rows_of_comma_separated_fields_and_a_role_label() -> None:
    text = "\n".join(
        [
            "# Jane Roe",
            "",
            "## Grants and Awards",
            "",
            "- PI: Tide Memory in Northern Estuaries (KSF #123456), $300,000, 2018-2021",
            "- Mapping Kelp Forests From Drones, Shore Council, 2019-2021, $40,000 (Co-PI)",
            "- Kestrel Endowment Research Grant, Kestrel University, Shore Research Facility ($3000), 2016",
        ]
    )
    assert [x.name for x in _profile(text).projects] == [
        "Tide Memory in Northern Estuaries",
        "Mapping Kelp Forests From Drones",
    ]


def test_a_place_or_a_scheme_with_its_acronym_is_no_grant_title() -> None:
    from talentgraph.extract.grants import grant_title

    t = "2019: Kestrel Seed Grant, PI, $5,000. Berlin, Germany."
    assert grant_title(t, t) is None
    t = "2018: Mentored Shore Research and Creative Endeavors (MSRCE) Grant, $2,000"
    assert grant_title(t, t) is None


def test_a_project_name_made_of_a_posts_fields_is_dropped() -> None:
    from talentgraph.extract.projects import plausible_projects
    from talentgraph.model import Profile, Project

    p = Profile(
        source="x",
        projects=[
            Project("Associate Professor Department of Tide Studies Kestrel University", start="2014"),
            Project("Tide Memory Solver"),
        ],
    )
    assert [x.name for x in plausible_projects(p).projects] == ["Tide Memory Solver"]


def test_a_grant_from_a_funder_for_a_title_names_the_title() -> None:
    text = (
        "# Grants, fellowships and awards\n\n"
        "2023    Seed grant from the Kestrel Data Area for Reading Tides in Old Logbooks: a comparison (7,500€)\n\n"
        "2021    Grant from the Shore Open Science Fund for Kelp Notes Online. Sharing field notes openly (as co-PI; 25,000€)\n\n"
        "2019    Travel grant from the Society for Tide Studies for attending the Shore Meeting\n"
    )
    names = [p.name for p in _profile(text).projects]
    assert names == ["Reading Tides in Old Logbooks: a comparison", "Kelp Notes Online"]


def test_grants_written_like_citations_give_their_titles_and_papers_give_none() -> None:
    text = (
        "Ada Roe\n\nEmployment\n\nLecturer, Kestrel University, 2012 – present\n\n"
        "Funding\n\n"
        "3. Poe, B., Roe, A., & Moe, C. (2020–2022). Tide memory in northern estuaries. Kestrel Sea Trust. £12,400.\n"
        "2. Roe, A. (2018). Do kelp forests move? Shore Council. $3,000.\n"
        "1. Roe, A. & Poe, B. (2017). Kelp forests on rocky shores. Journal of Shores, 4, 11–19.\n"
    )
    p = _profile(text, "cv.txt", "text")
    names = [x.name for x in p.projects]
    assert "Tide memory in northern estuaries" in names
    assert "Do kelp forests move?" in names
    assert not any("Roe, A" in n or "Kelp forests on rocky" in n for n in names)


def test_a_cited_software_package_is_a_project_named_before_its_colon() -> None:
    text = (
        "Ada Roe\n\nEmployment\n\nLecturer, Kestrel University, 2012 – present\n\n"
        "Software\n\n"
        "2. Roe, A., & Poe, B. (2021). tidekit: An R package for reading tide gauges. Version 1.2.\n"
        "1. Roe, A. (2019). Tides in small bays. Journal of Shores, 4, 11–19.\n"
    )
    names = [x.name for x in _profile(text, "cv.txt", "text").projects]
    assert "tidekit" in names
    assert not any("Roe, A" in n or "Tides in small bays" in n for n in names)


def test_award_numbers_named_as_support_are_no_projects() -> None:
    text = "# About\n\nMy work on tides is supported by **KSF-GEO 1234567** and **KTF-R02 TX55501**.\n"
    assert [x.name for x in _profile(text).projects] == []


def test_an_endowment_or_bursary_paid_to_the_owner_is_no_project() -> None:
    text = (
        "Ada Roe\n\nGrants and Research Funding\n\n"
        "2025    Kestrel Student Research Endowment, Tide Society ($8,000)\n"
        "2024    Roe Field Bursary, Shore Council ($900)\n"
    )
    names = [x.name for x in _profile(text, "cv.txt", "text").projects]
    assert not any("Endowment" in n or "Bursary" in n for n in names)


def test_grants_with_labelled_field_rows_are_split_and_titled_after_their_funder() -> None:
    text = (
        "Research Grants and Contracts\n"
        "Kestrel Science Foundation, Tide Memory in Northern\n"
        "Estuaries of the Shore\n"
        "Dates and Amount: 2019 – 2021, $400,000\n"
        "Role: Principal Investigator\n"
        "Shore Council, Mapping Kelp Forests From Small Drones\n"
        "Dates and Amount: 2015 – 2017, $90,000\n"
        "Role: Co-Principal Investigator\n"
    )
    p = _profile(text, "cv.pdf", "pdf")
    assert [(x.name, x.start) for x in p.projects] == [
        ("Tide Memory in Northern Estuaries of the Shore", "2019"),
        ("Mapping Kelp Forests From Small Drones", "2015"),
    ]


def test_a_supported_research_heading_lists_funded_grants() -> None:
    text = (
        "Supported Research\n"
        "1. Roe, J., Doe, A., & Poe, K. (2012-2014). Tracing the memory of tides in northern\n"
        "estuaries. Kestrel Science Foundation. £48,975.\n"
    )
    p = _profile(text, "cv.pdf", "pdf")
    assert [(x.name, x.start) for x in p.projects] == [
        ("Tracing the memory of tides in northern estuaries", "2012")
    ]


def test_an_assistant_to_a_post_is_an_activity_not_a_project() -> None:
    from talentgraph.extract.projects import is_activity

    assert is_activity("Assistant to the Northern Shore Tide Coordinator")
    assert not is_activity("Assisted Mapping of Northern Kelp Beds")


def test_software_items_naming_a_package_before_a_full_stop_are_projects() -> None:
    text = (
        "## Software\n\n"
        "- tidekit. R package for reading tide gauge records.\n"
        "- {shoreR}. Tools for drawing shore profiles from survey data.\n"
        "- Overview. These tools are free to use.\n"
    )
    assert [x.name for x in _profile(text).projects] == ["tidekit", "shoreR"]


def test_an_italic_nested_item_under_a_post_is_a_project_title() -> None:
    text = (
        "## Employment\n\n"
        "- 2020: Consultant, Kestrel Health Agency\n"
        "  - *Costing a tide gauge network for small islands*\n"
        "- 2018 - 2021: Research Associate, Kestrel University\n"
        "  - *Managed the lab budget and ordering*\n"
        "  - Taught two courses.\n"
    )
    assert [x.name for x in _profile(text).projects] == ["Costing a tide gauge network for small islands"]


def test_a_grant_numbered_by_its_award_code_is_named_by_its_title_row() -> None:
    text = (
        "Funding\n\n"
        "1. K01TX445566 (KSF)    01/01/2020 – 12/31/2024\n"
        "PI: Ada Roe\n"
        "Title: Tide Memory in Northern Estuaries\n"
        "Role: Co-Investigator\n"
        "2. R21SH778899 (KSF)    03/01/2018 – 02/28/2020\n"
        "PI: Ben Poe (Cy Doe [Site PI])\n"
        "Title: Kelp Forests Seen From Drones\n"
        "Role: Analyst\n"
    )
    p = _profile(text, "cv.pdf", "pdf")
    assert [x.name for x in p.projects] == [
        "Tide Memory in Northern Estuaries",
        "Kelp Forests Seen From Drones",
    ]


def test_a_quoted_grant_title_under_its_funder_row_names_the_project_a_funded_symposium_does_not() -> None:
    text = (
        "RESEARCH GRANTS\n"
        "Kestrel Science Foundation    Shoreville, ME\n"
        "‘‘Tide Memory in Northern Estuaries’’, with Ann Roe and\n"
        "Ben Poe. Award date: March 2, 2015. KSF-0123456.\n"
        "Kestrel Science Foundation    Shoreville, ME\n"
        "‘‘Kelp Forests and Their Shores’’, with Ann Roe. June 2011-June 2013.\n"
        "Shore Society    Shoreville, ME\n"
        "Contribution towards a symposium ‘‘Tides Seen From Many Shores’’, May 2009.\n"
    )
    p = _profile(text, "cv.txt", "text")
    assert [x.name for x in p.projects] == [
        "Tide Memory in Northern Estuaries",
        "Kelp Forests and Their Shores",
    ]


def test_a_dated_funding_row_is_named_by_its_quoted_title_not_its_funder() -> None:
    text = (
        "# Research Funding\n\n"
        '* 2022-2025: Kestrel Science Foundation, "Walking Robots on Sea Ice", $480,000 (PI)\n'
        "* 2019-2020: Shore Trust, “Kelp Forests from the Air”, co-PI\n"
    )
    p = _profile(text)
    assert [(x.name, x.start) for x in p.projects] == [
        ("Walking Robots on Sea Ice", "2022"),
        ("Kelp Forests from the Air", "2019"),
    ]


def test_grant_rows_that_lead_with_funder_and_terms_or_close_with_an_amount_give_their_titles() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "Research Grants",
            "• Kestrel Council (2014-2017) $45,000, Principal Investigator, Tide Memory in Northern Estuaries.",
            "• Shore Institute (2008-2012) $39,500, Kelp Forests and Coastal Currents.",
            "• Sand ripples and the memory of shores (PI). Kestrel Initiative $150k. 2019-2020.",
        ]
    )
    names = [x.name for x in _profile(text, "cv.pdf", "pdf").projects]
    assert "Tide Memory in Northern Estuaries" in names
    assert "Kelp Forests and Coastal Currents" in names
    assert any(n.startswith("Sand ripples and the memory of shores") for n in names)


def test_project_rows_naming_their_pi_with_degrees_are_projects_not_the_owners_degrees() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "## Research Projects",
            "Tide Risk Prediction | PI: Ann Lane, MD, PhD    2024-current",
            "Kestrel University Department of Marine Science    Shoreville, ME",
            "• Building a model to predict the spread of kelp from drone images of the northern",
            "coast and its estuaries",
            "Shore Erosion Forecasting | PI: Ben Okafor, MD, MPH    2018-2021",
            "Kestrel University Department of Geology    Shoreville, ME",
            "• Built a model of dune loss from survey data",
        ]
    )
    p = _profile(text, "cv.pdf", "pdf")
    names = [x.name for x in p.projects]
    assert "Tide Risk Prediction" in names
    assert "Shore Erosion Forecasting" in names
    assert not [n for n in names if n.startswith("coast and")]  # the wrapped bullet is no project
    assert p.education == []


def test_a_cv_row_titled_by_its_work_over_a_supervisor_line_is_a_project() -> None:
    text = "\n".join(
        [
            "JANE ROE",
            "## Research Internships",
            "Tide Mapping of the Northern Shore    Stanford University, Stanford, USA",
            "SUPERVISOR: ANN LANE    May – Aug. 2013",
            "• Mapped the tides of the shore",
            "## Experience",
            "Kestrel University    Shoreville, USA",
            "RESEARCH ENGINEER    Jan. - Sept. 2018",
            "• Built a portal for tide data",
        ]
    )
    p = extract_profile(Document("cv.pdf", "pdf", text, "0"))  # the host is a known organisation
    assert [(x.name, x.start, x.end) for x in p.projects] == [
        ("Tide Mapping of the Northern Shore", "2013-05", "2013-08")
    ]


def test_an_amount_in_k_euro_is_an_amount_however_it_is_spaced() -> None:
    """ "150 k€" and "150k€" end in a sign, not a letter: they are the grant's amount, not part of a
    title, and a row that leads with its funder's terms in k€ still gives its title."""
    from talentgraph.extract.projects import AMOUNT

    assert AMOUNT.search("Kestrel Fund 150 k€")
    assert AMOUNT.search("150k€")
    assert AMOUNT.match("150 k€ Kestrel")
    text = "\n".join(
        [
            "# Jane Roe",
            "## Funding",
            "- 2017 | PI | Kestrel Tide Network 150 k€",
            "- Kestrel Council (2014-2017) 150k€, Principal Investigator, Tide Memory in Northern Estuaries.",
            "- 150 k€ Kestrel Council, Shore Memory in Southern Estuaries, 2019-2021",
        ]
    )
    names = [x.name for x in _profile(text).projects]
    assert "Tide Memory in Northern Estuaries" in names
    assert not any("k€" in n for n in names)


def test_a_grant_named_by_its_mechanism_or_a_thesis_label_is_no_project() -> None:
    text = (
        "RESEARCH SUPPORT\n"
        "2019-2021 | Kestrel Institutes of Health R21 (PI: Ada Roe)\n"
        "2017-2019 | Tide Memory in Northern Estuaries (PI: Ada Roe)\n"
        "PROJECTS\n"
        "Master thesis, Tide Physics, Kestrel University\n"
        "Master’s Course Project\n"
    )
    names = [x.name for x in _profile(text, "cv.txt", "text").projects]
    assert "Kestrel Institutes of Health R21" not in names
    assert not any("thesis" in n or "Course Project" in n for n in names)


def test_a_funding_note_beside_a_project_name_is_cut_and_alone_names_nothing() -> None:
    from talentgraph.extract.projects import plausible_projects
    from talentgraph.model import Evidence, Profile, Project

    ev = Evidence(3, "x")
    names = ["KSF-funded Tide Atlas", "KELP US KSF-funded", "KSF-funded", "Kestrel Kelp Maps"]
    profile = plausible_projects(Profile(source="x", projects=[Project(n, evidence=ev) for n in names]))
    assert [p.name for p in profile.projects] == ["Tide Atlas", "KELP", "Kestrel Kelp Maps"]


def test_a_quoted_grant_title_opening_with_an_article_and_a_kind_of_tool_is_kept() -> None:
    from talentgraph.extract.projects import plausible_projects
    from talentgraph.model import Evidence, Profile, Project

    quoted = Project(
        "A new system to map kelp beds from drones",
        evidence=Evidence(3, "“A new system to map kelp beds from drones”"),
    )
    bare = Project("A toolkit for tides", evidence=Evidence(4, "A toolkit for tides"))
    profile = plausible_projects(Profile(source="x", projects=[quoted, bare]))
    assert [p.name for p in profile.projects] == ["A new system to map kelp beds from drones"]


def test_a_long_all_caps_project_heading_is_read_without_backtracking() -> None:
    from talentgraph.extract.projects import _FUNDING_NOTE, without_funding_note

    heading = " ".join(["KELPTIDE"] * 30)
    assert without_funding_note(heading + " x") == heading + " x"
    assert _FUNDING_NOTE.sub("", heading + " shore-funded") == heading + " shore-funded"
    text = "PROJECTS\n" + heading + "\nMapped kelp beds along the shore.\n"
    _profile(text, "cv.txt", "text")  # took seconds per extra word before; now milliseconds


def test_a_project_named_with_a_grant_style_code_is_kept_a_bare_mechanism_is_not() -> None:
    from talentgraph.extract.projects import is_project_name

    kept = ["Project P53 Tumour Atlas", "K12 Outreach Toolkit", "T21 Cohort Study", "U54 Kelp Center"]
    assert [is_project_name(n) for n in kept] == [True] * 4
    dropped = ["KIH R21", "Kestrel Institutes of Health R01", "R01 study", "KSF R21 grant"]
    assert [is_project_name(n) for n in dropped] == [False] * 4


def test_only_a_named_funder_before_funded_is_a_funding_note() -> None:
    from talentgraph.extract.projects import plausible_projects
    from talentgraph.model import Evidence, Profile, Project

    ev = Evidence(3, "x")
    names = ["Crowdfunded Reef Sensors", "Self-funded Tide Gauge", "Underfunded", "DoK-funded Kelp Maps"]
    profile = plausible_projects(Profile(source="x", projects=[Project(n, evidence=ev) for n in names]))
    assert [p.name for p in profile.projects] == [*names[:3], "Kelp Maps"]


def test_a_grant_row_names_its_title_not_its_list_of_investigators() -> None:
    text = (
        "# Grants\n\n"
        "- Kestrel Seed Grant, Shore Research Office. Roe, A. (PI), **Lane, B.**, and Poe, C. (co-PIs). "
        "Tide memory in the salt marshes of the north. $12K (2020).\n"
        "- Tide Research Office funds. **Lane, B.** (PI), Roe, A. & Poe, C. (co-PIs). $5K (2021).\n"
    )
    assert [(x.name, x.start) for x in _profile(text).projects] == [
        ("Tide memory in the salt marshes of the north", "2020")
    ]


def test_a_grant_row_led_by_its_funders_scheme_and_a_colon_names_the_title_after_it() -> None:
    text = (
        "# Grants\n\n"
        "- Kestrel Shore Foundation: Mapping the Northern Kelp Forests from Drones. **Lane, B.** (PI), "
        "Roe, A. (Co-PI). $2.1M (2022-25).\n"
        "- KSF Major Instrumentation: Acquisition of a tide gauge array for the estuary. Roe, A. (PI), "
        "**Lane, B.** (co-PI). $800K (2021-24).\n"
    )
    assert [x.name for x in _profile(text).projects] == [
        "Mapping the Northern Kelp Forests from Drones",
        "Acquisition of a tide gauge array for the estuary",
    ]


def test_grant_rows_with_inline_award_and_role_fields_name_their_title() -> None:
    text = (
        "# Grants\n\n"
        "- Apr 2024 - Feb 2028 | KSRC. Modelling tide surges along the northern shore. Award: £83,305. "
        "Role: Co-Investigator (Co-I).\n"
        "- Jan 2023 - Aug 2023 | Kestrel Health Organization. Mapping kelp decline with drones at night. "
        "Award: $12,000. Role: Co-I.\n"
    )
    p = _profile(text)
    assert [(x.name, x.start) for x in p.projects] == [
        ("Modelling tide surges along the northern shore", "2024-04"),
        ("Mapping kelp decline with drones at night", "2023-01"),
    ]


def test_a_funder_row_then_a_worded_title_with_a_funder_word_in_it_is_a_grant() -> None:
    text = (
        "# Research Grants\n\n"
        "1. Directed Research Fund-B, Kestrel National Laboratory. Tide reconstruction with Foundation Models "
        "using shore gauge data. 10/2026-09/2028, $500k.\n"
        "2. 2010 | Kestrel Grants in Aid of Research. Kelp facilitation of invasive grasses in coastal dunes\n"
    )
    p = _profile(text)
    assert [x.name for x in p.projects] == [
        "Tide reconstruction with Foundation Models using shore gauge data",
        "Kelp facilitation of invasive grasses in coastal dunes",
    ]


def test_a_bold_title_over_nested_funder_and_role_bullets_is_the_grant() -> None:
    text = (
        "## Grants\n\n"
        "- [2023&mdash;2025] **Mapping Kelp Forests with Night Drones** (AUD$40K)\n"
        "  - Kestrel Shore Council Discovery Grant\n"
        "  - Chief Investigator, joint with A. Roe and B. Lind\n"
        "- [2019] **Kestrel Coastal Training Centre** (AUD$1.2M)\n"
        "  - Shore Research Council\n"
        "  - Partner Investigator, joint with C. Dunn, D. Poe, E. Van Lee, F. Moss\n"
    )
    p = _profile(text)
    assert [(x.name, x.start, x.end) for x in p.projects] == [
        ("Mapping Kelp Forests with Night Drones", "2023", "2025")
    ]


def test_a_post_row_naming_its_grant_scheme_then_a_title_is_a_grant() -> None:
    text = (
        "## Experience\n\n"
        "**2019-2022:** Researcher, Kestrel mobility grant: *Tide Memory in Northern Estuaries*, P.I. Ann Roe\n\n"
        "**2016-2018:** Research Assistant, Shore Council Grant: $5,000\n\n"
        "*Funding:* Fellow, Kestrel Cancer Society\n"
    )
    p = _profile(text)
    assert [(x.name, x.start) for x in p.projects] == [("Tide Memory in Northern Estuaries", "2019")]


def test_a_submission_row_names_the_grant_its_funder_row_opens() -> None:
    text = (
        "# Research Grants\n\n"
        "Kestrel Undergraduate Research Grant    2020\n\n"
        "Submission: Tide memory in the estuaries of the northern shore\n\n"
        "Role: Principal Investigator (Faculty Sponsor: Dr. Ann Roe)\n\n"
        "Amount Awarded: $1,800\n\n"
        "Shore Alliance Travel Grant    2019\n\n"
        "Annual Shore Research Conference for Students\n\n"
        "Role: Principal Investigator\n\n"
        "Amount Awarded: $1000\n"
    )
    p = _profile(text)
    assert [x.name for x in p.projects] == ["Tide memory in the estuaries of the northern shore"]


def test_a_research_page_heading_over_dated_titles_lists_projects() -> None:
    text = (
        "## Current research\n\n"
        "### Tide Memory in Northern Estuaries\n"
        "2019 - present - *Kestrel University*\n"
        "- Built a network of tide gauges.\n\n"
        "### Kelp Forests Seen From Drones\n"
        "2015 - 2019 - *Shore Institute*\n"
        "- Mapped kelp beds from the air.\n"
    )
    p = _profile(text)
    assert [(x.name, x.start, x.end) for x in p.projects] == [
        ("Tide Memory in Northern Estuaries", "2019", "present"),
        ("Kelp Forests Seen From Drones", "2015", "2019"),
    ]


def test_headings_that_name_funding_or_the_owners_software_open_a_projects_section() -> None:
    from talentgraph.extract.sections import heading_kind

    names = ("External Funding Support", "Open-source Software Development", "Research Overview")
    assert [heading_kind(h) for h in names] == ["projects"] * 3
    assert heading_kind("Research Interests") == "interests"  # not every 'Research …' heading


def test_a_grant_row_led_by_its_years_after_an_amount_row_opens_a_new_grant() -> None:
    text = (
        "Ana Roe\n\n# Awards and Grants\n"
        "2022-2025, Kestrel Science Foundation, Tide Memory in the northern estuaries of the shore.\n"
        "$480,721. Lead PI: Ana Roe; Co-PI: Ben Poe.\n"
        "2021-2024, Kestrel Science Foundation, CAREER: Mapping kelp forests across spatial scales using\n"
        "drones and gauges. $315,982. Sole PI.\n"
        "2020-2021, Shore Council, Lessons from the currents of small bays. My role: PI.\n"
    )
    names = [x.name for x in _profile(text, "cv.pdf", "pdf").projects]
    assert "Mapping kelp forests across spatial scales using drones and gauges" in names
    assert not [n for n in names if n.startswith("My role")]


def test_an_amount_row_under_a_dated_grant_goes_on_with_that_grant() -> None:
    from talentgraph.extract.grants import grant_items
    from talentgraph.extract.sections import split_lines

    lines = split_lines(
        [
            "Grants",
            "2022-2025, Kestrel Science Foundation, Tide Memory in the northern estuaries.",
            "$480,721. Lead PI: Ana Roe; Co-PI: Ben Poe.",
            "$20,000 Shore Fund, Kelp maps for small harbours, 2021.",
            "$9,000 Bay Council, Currents of the inner bays, 2019.",
        ]
    )
    assert [[ln.no for ln in item] for item in grant_items(lines)] == [[2, 3], [4], [5]]


def test_a_grant_row_of_a_sentence_cased_title_and_a_capitalised_funder_names_the_title() -> None:
    text = (
        "## Grants and Awards\n\n"
        "2021 | Tide memory on the northern shores. Friends of Kelp. $20,000\n\n"
        "2020 | Tide Maps of Northern Shores. Friends of Kelp. $9,000\n"
    )
    p = _profile(text, "cv.pdf", "pdf")
    # the second row's two capitalised sentences leave the title undecided: no project
    assert [(x.name, x.start) for x in p.projects] == [("Tide memory on the northern shores", "2021")]
