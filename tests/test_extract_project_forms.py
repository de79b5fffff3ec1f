"""Projects real pages name in prose (a name linked to its code, "the X initiative") and the items
that are no project (venues, awards, course codes, amounts, layout fragments). Fictional text."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.named_projects import prose_projects
from talentgraph.extract.projects import is_activity, is_project_name, plausible_projects, unread_project_rows
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Affiliation, Evidence, Mention, Person, Profile, Project
from talentgraph.sources import read_document


def _prose(*text: str) -> list[str]:
    return [p.name for p in prose_projects(split_lines(list(text)), Profile(source="x"), OrgGazetteer([]))]


def test_a_name_linked_to_its_repository_is_a_project() -> None:
    line = (
        "Outside research I worked on [Cinderwood](https://github.com/acme/cinderwood) during an internship; "
        "code is [here](https://github.com/me/x), my [GitHub](https://github.com/me/) and [my thesis](https://gitlab.com/me/t)."
    )
    assert _prose(line) == ["Cinderwood"]


def test_the_x_initiative_names_a_project_but_not_its_funder() -> None:
    assert _prose("I led the Station Q initiative and the Visual FOO programming language.") == [
        "Station Q",
        "Visual FOO",
    ]
    assert _prose("Work-package leader in the EU H2020 project FIELDWISE.") == ["FIELDWISE"]


def test_items_that_are_no_project() -> None:
    names = [
        "The Journal of Tide Studies",
        "STT442",
        "$500k",
        "(3rd Place) Hack Day",
        "&",
        "Best Paper Winner",
        "of Tidal Research",
        "– casual tutoring",
        "kelpthetidecentre.org/",
        "org/kelpmaps",
        "Outreach talks on which I have spoken at ten schools",
        "Website for my tide scripts",
        "Work package leader: Dr",
        "CURRENT",
        "Ongoing",
        "Kestrel Tide Observers Union",
        "Ocean Physics (Lab), Winter semester",
        "Top 1% Tide Reviewers",
    ]
    assert [n for n in names if is_project_name(n)] == []
    assert is_project_name("EGOS-2000")
    assert is_project_name("preprintx")
    assert is_project_name("In Situ Kelp Imaging")
    assert is_project_name("Tides.Earth")
    assert is_project_name("Current Meters for Shallow Bays")


def test_a_post_named_by_its_second_word_is_an_activity() -> None:
    assert is_activity("Student Rep. to the Tide Studies Section")
    assert is_activity("Co-lead of the Kelp Data Hub")
    assert not is_activity("Kelp Mapping for Rocky Shores")


def test_plausible_projects_repairs_and_drops() -> None:
    profile = Profile(
        source="x",
        person=Person(name="Ada Roe"),
        affiliations=[Affiliation(org_text="Kestrel Labs")],
        people=[Mention(name="Bo Lind", relation="student")],
        projects=[
            Project(name="Visual FOO programming language [Bioinformatics"),
            Project(name="hvscan/ | a fuzzer for hypervisors"),
            Project(name="Teaching | Instructor, Kestrel University"),
            Project(name="Kestrel Labs"),
            Project(name="Bo Lind"),
        ],
    )
    assert [p.name for p in plausible_projects(profile).projects] == [
        "Visual FOO programming language",
        "hvscan/",
    ]


def test_html_project_cards_and_linked_lower_case_names(tmp_path: Path) -> None:
    page = tmp_path / "projects.html"
    page.write_text(
        "<html><body><h1>Jane Roe</h1><h2>Projects</h2>"
        '<div class="card"><h2 class="card-title">Quasar Imaging</h2><p>Deep imaging of quasar hosts.</p></div>'
        '<div class="card"><h2 class="card-title">Lattice QCD on GPUs</h2><p>Fast solvers.</p></div>'
        "<h2>Timeline</h2><ul><li>2020 – now Engineer at Kestrel</li></ul>"
        "<h2>Recent notes</h2><ul><li>12 May 2024 — a note</li></ul>"
        '<h2>Software</h2><ul><li><a href="https://github.com/jroe/pyfold">pyfold</a>: protein folding in Python.</li>'
        "<li>tools: a list of things</li></ul></body></html>",
        encoding="utf-8",
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert [p.name for p in profile.projects] == ["Quasar Imaging", "Lattice QCD on GPUs", "pyfold"]


def test_rows_no_reading_took() -> None:
    lines = [
        "Research projects",
        "2022 – 2024 | SAFE TRIAL: Detect side effects of hormonal drugs in registry data.",
        "2021 – 2025 | TIDE-7 – Flood risk in coastal towns. Role: investigator.",
        "2020 | Kestrel Robotics Competition (VEX Group), Core member",
        '2019  Kestrel Security Summit — "Breaking things for fun"',
        "Tensor Sketching | (GitHub: https://github.com/jroe/tsketch)",
        "Grants",
        "£89,000 | Tide Fund, “From free-riding to sharing: how do",
        "people cooperate?” (PI, with co-Is A. Roe), 2023-2024",
        "2018 AnArchi Prize",
        "“Praised for the strong composition of a tower”",
    ]
    rows = unread_project_rows(split_lines(lines), Profile(source="x"))
    assert [(p.name, p.start, p.end) for p in rows] == [
        ("SAFE TRIAL", "2022", "2024"),
        ("TIDE-7", "2021", "2025"),
        ("Tensor Sketching", None, None),
        ("From free-riding to sharing: how do people cooperate?", None, None),
    ]


@pytest.mark.parametrize(
    "front",
    [
        '---\ntitle: "Ocean Mixing Array"\nsummary: Moorings that measure mixing.\nexternal_link: ""\ntags: [Oceanography]\n---\n',
        "---\nlayout: page\ntitle: Ocean Mixing Array\ndescription: moorings\nimg: /assets/img/1.jpg\n"
        "importance: 1\ncategory: work\n---\n",
        "---\ntitle: Ocean Mixing Array\ncollection: portfolio\npermalink: /portfolio/mixing/\n---\n",
    ],
)
def test_a_project_page_names_its_project_not_a_person(tmp_path: Path, front: str) -> None:
    page = tmp_path / "index.md"
    page.write_text(
        front + "\nThe array measures turbulent mixing in the Southern Ocean.\n", encoding="utf-8"
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert profile.person.name is None
    assert [p.name for p in profile.projects] == ["Ocean Mixing Array"]


def test_an_author_page_is_no_project_page(tmp_path: Path) -> None:
    page = tmp_path / "about.md"
    page.write_text(
        '---\ntitle: "Jane Roe"\nrole: Professor\nlayout: "../layouts/Portfolio.astro"\n---\nI study tides.\n',
        encoding="utf-8",
    )
    assert extract_profile(read_document(page), orgs=OrgGazetteer([])).projects == []


def test_grants_leaves_and_societies_are_no_projects() -> None:
    names = [
        "Discovery Grant, Tide Council",
        "Parental Leave",
        "Kestrel Science Society",
        "Part-time at 0.7FTE",
    ]
    assert [n for n in names if is_project_name(n)] == []


def _page(tmp_path: Path, name: str, text: str) -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(path), orgs=OrgGazetteer([])).projects]


def test_a_page_titled_projects_lists_projects_under_group_headings(tmp_path: Path) -> None:
    text = (
        "---\nlayout: page\ntitle: Past Projects\n---\n\n### As Principal Investigator\n\n"
        "#### Tidal Memory in Coastal Sediments and Their Long Records of Storms\n\nWe studied storms.\n\n"
        "* Role: Principal Investigator\n* Sponsor: Hooli Foundation\n* Activity period: March 2020 - May 2022\n\n"
        "### As Research Staff\n\n#### Glacier Sounding\n\n* Role: Researcher\n* Activity period: 2016 - 2017\n"
    )
    assert sorted(_page(tmp_path, "past-projects.md", text)) == [
        "Glacier Sounding",
        "Tidal Memory in Coastal Sediments and Their Long Records of Storms",
    ]
    text = text.replace("title: Past Projects", "title: Notes")
    assert _page(tmp_path, "notes.md", text) == []  # the same headings on a page that is no projects page


def test_a_labelled_list_names_the_owners_projects_only_when_the_label_says_so(tmp_path: Path) -> None:
    text = (
        "## Software projects\n\n"
        "- R packages I maintain: [tidewater](https://x.example/a), [kelpie](https://x.example/b)\n"
        "- Implemented patches and fixes: [Loomstack](https://github.com/o/loomstack)\n"
        "- Feature discussion: [Gridfall](https://github.com/o/gridfall)\n"
        "- Website for my packages: [tidewater.org](https://tidewater.org)\n"
    )
    assert _page(tmp_path, "about.md", text) == ["tidewater", "kelpie", "Loomstack"]


def test_a_capitals_heading_ends_the_grants_of_a_laid_out_cv() -> None:
    lines = split_lines(
        ["RESEARCH GRANTS", "CURRENT", '"Tide Memory" PI: A. Roe 2020 - 2022', "AWARDS & HONORARIUM",
         "Best Poster Award | 2019", "TEACHING ASSISTANT"],
        marked=True,
    )  # fmt: skip
    assert [ln.kind for ln in lines] == ["projects", "projects", "projects", "awards", "awards", "awards"]
    assert [ln.heading for ln in lines] == [True, False, False, True, False, False]


def test_software_listed_under_a_position_takes_its_org_but_a_skills_list_does_not(tmp_path: Path) -> None:
    text = (
        "Work experience\n======\n* 2017 - 2021: Research Associate @ Hooli Labs\n"
        "  * Software outcome: Tidewater, Kelp-Runner\n  * Software: SQL, ArcMap\n"
    )
    path = tmp_path / "cv.md"
    path.write_text(text, encoding="utf-8")
    projects = extract_profile(read_document(path), orgs=OrgGazetteer([])).projects
    assert [(p.name, p.org) for p in projects] == [("Tidewater", "Hooli Labs"), ("Kelp-Runner", "Hooli Labs")]


def test_cv_project_titles_over_a_context_line_and_bullets() -> None:
    lines = split_lines(
        ["PROJECTS", "Simulating Shallow Water Waves using a Finite Volume method", "(CFD Lab @Hooli) | Github",
         "• Developed a 2D solver in C++ for incompressible flows using finite differences, and",
         "extended it to free surfaces.", "Tidal Memory of Coastal Sediments (Seminar @Hooli) Github",
         "• Replicated a paper.", "Submitted Projects", "• A. Roe. A Paper Title."],
        marked=True,
    )  # fmt: skip
    profile = Profile(source="x")
    from talentgraph.extract.projects import titled_projects

    titled_projects(lines, profile, set())
    assert [p.name for p in plausible_projects(profile).projects] == [
        "Simulating Shallow Water Waves using a Finite Volume method",
        "Tidal Memory of Coastal Sediments",
    ]


@pytest.mark.parametrize(("heading", "found"), [("Selected Projects", True), ("Research", False)])
def test_long_heading_titles_are_projects_under_a_projects_heading_not_under_research(
    tmp_path: Path, heading: str, found: bool
) -> None:
    title = "Reading the Tidal Memory of Coastal Sediments Over Long Records"
    text = (
        f"## {heading}\n\n### {title}\n\nWe read sediments.\n\n### Glacier Sounding\n\nWe sound glaciers.\n"
    )
    names = _page(tmp_path, "page.md", text)
    assert (title in names) is found
    assert "Glacier Sounding" in names  # a short card title, under either heading


def test_a_sentence_fragment_or_a_course_at_an_org_is_no_project() -> None:
    profile = Profile(
        source="x",
        projects=[
            Project("a follow-up training program on network services"),
            Project("Biostatistics I, Quillon State University"),
            Project("Tide Memory, Phase II"),
        ],
    )
    assert [p.name for p in plausible_projects(profile).projects] == ["Tide Memory, Phase II"]


def _text_projects(tmp_path: Path, text: str, name: str = "cv.md") -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(path)).projects]


def test_a_funding_list_names_the_quoted_titles_not_the_funders(tmp_path: Path) -> None:
    text = (
        "Jane Roe\n\nExperience\n\n* Professor, Kestrel University, 2001-2024\n\nFunding\n=======\n"
        "* Kestrel Science Foundation, 2003-2022\n"
        '  * "Tide Maps for Coastal Towns",“Reading the Shore from Space”, ”Kelp Forests and Currents”\n'
        "* Initech subcontract, 2005\n"
        "  * “Sensors for Estuary Salinity”\n"
    )
    assert _text_projects(tmp_path, text) == [
        "Tide Maps for Coastal Towns",
        "Reading the Shore from Space",
        "Kelp Forests and Currents",
        "Sensors for Estuary Salinity",
    ]


def test_a_funder_row_with_an_amount_is_no_project_and_a_quotation_is_no_title(tmp_path: Path) -> None:
    text = (
        "Jane Roe\n\nExperience\n\nProfessor, Kestrel University, 2001-2024\n\n## Funding\n\n"
        "• Kestrel Science Foundation, $549,696, 2021-2024\n"
        "“Tide Maps for Coastal Towns,”, co-PI Ada Lane.\n"
        "• Office of Tides, $21,934, 2001\n"
        "”Reading the Shore from Space”.\n"
        '• Led a partnership with Initech, which the press reported as "one of the biggest tie-ups\n'
        'of the decade".\n'
    )
    assert _text_projects(tmp_path, text, "cv.txt") == [
        "Tide Maps for Coastal Towns",
        "Reading the Shore from Space",
    ]


def test_code_names_over_what_they_are_in_a_software_section(tmp_path: Path) -> None:
    text = (
        "Jane Roe\n\n## Software\n\ntidekit: A toolkit for reading tide gauges from photos\n"
        "kelpmap: An R package for mapping kelp canopies\n\n## Teaching\n\nintro: the basics of tides\n"
    )
    assert _text_projects(tmp_path, text, "cv.txt") == ["tidekit", "kelpmap"]


def test_prose_names_a_project_by_what_it_is_and_by_its_number() -> None:
    assert _prose(
        "At the Kestrel Academy I worked on developing a Tidal Resilience Model with the "
        "[Coasts 2040 initiative](https://kestrel.example/coasts).",
        "My work here revolves around our Rules of Kelp Engine, which unifies two processes.",
        "I built a Large Language Model demo and read “The Shallow Water Reduced Gravity Model”.",
    ) == ["Tidal Resilience Model", "Coasts 2040 initiative", "Rules of Kelp Engine"]
    assert _prose(
        "My current projects involve (1) tidal memory in estuaries (with Ada Roe) and (2) the kelp census "
        "of the north coast, sometimes with drones."
    ) == ["tidal memory in estuaries", "kelp census of the north coast"]


def test_package_headings_hold_projects_and_a_participle_phrase_names_none() -> None:
    from talentgraph.extract.sections import heading_kind

    assert [heading_kind(h) for h in ["R Packages", "Research software", "Side projects", "Code"]] == [
        "projects",
        "projects",
        "projects",
        None,
    ]
    kept = plausible_projects(
        Profile(source="x", projects=[Project(name="published by Kestrel Labs"), Project(name="tidekit")])
    )
    assert [p.name for p in kept.projects] == ["tidekit"]


def test_a_date_label_under_a_post_names_no_project() -> None:
    rows = ["· From: March 2nd, 2019", "· To: May 1st, 2020", "· Tidekit: 2019 – 2020"]
    profile = Profile(
        source="x",
        projects=[
            Project(name=r[2:].split(":")[0], start="2019", evidence=Evidence(i, r))
            for i, r in enumerate(rows)
        ],
    )
    assert [p.name for p in plausible_projects(profile).projects] == ["Tidekit"]


def test_title_case_bullets_under_a_post_are_no_projects(tmp_path: Path) -> None:
    page = tmp_path / "cv.txt"
    page.write_text(
        "RESEARCH EXPERIENCE\n"
        "Postdoctoral Research Associate    2021 – 2024\n"
        "Kestrel University, Tide Modelling Centre\n"
        "• Teaching in Higher Education: Statistics of Tides and Waves\n"
        "• Early Warning of Storm Surges from Gauge Networks - Sponsor: Coastal Trust\n"
        "• TideKit: Built a solver for tides.\n",
        encoding="utf-8",
    )
    names = [p.name for p in extract_profile(read_document(page), orgs=OrgGazetteer([])).projects]
    assert names == ["TideKit"]


@pytest.mark.parametrize("name", ["Mar", "Sept.", "September", "Summer"])
def test_a_month_or_season_cut_from_a_range_is_no_project_name(name: str) -> None:
    assert not is_project_name(name)
    assert is_project_name("Marlin Tide Survey")
