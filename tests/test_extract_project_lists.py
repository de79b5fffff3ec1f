"""Projects listed in a projects section (round 6): link-led list items, app and code headings.
Fictional text."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.named_projects import joined_collaborations, prose_projects, titled_project_names
from talentgraph.extract.projects import (
    is_activity,
    linked_lead,
    plausible_projects,
    software_citation,
    software_rows,
    titled_projects,
)
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Evidence, Profile, Project
from talentgraph.sources import read_document


def _prose(*text: str) -> list[str]:
    return [p.name for p in prose_projects(split_lines(list(text)), Profile(source="x"), OrgGazetteer([]))]


def _projects(tmp_path: Path, text: str, name: str = "page.md") -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(path)).projects]


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("+ [*TideKit*](https://x.example/tk), multi-purpose tide package (contributor)", "TideKit"),
        ("- [kelpsim](https://gitlab.com/a/kelpsim): a simulator of kelp forests", "kelpsim"),
        (
            "* [Coin Flips: Long Runs](http://x.example/runs)&nbsp;[(Source)](https://x.example/g)",
            "Coin Flips: Long Runs",
        ),
        ("1. [Shore Mapper](https://x.example/shore)", "Shore Mapper"),
        ("- **[Dune Atlas](/projects/dune/)** – maps of moving dunes", "Dune Atlas"),
        ("- 🌊 [Shore Mapper](https://x.example/shore) — maps of shores", "Shore Mapper"),
        ("- [Tides of the North](https://doi.org/x), A. Roe et al., J. Tide Stud. (2021)", None),
        ("- [code](https://x.example/c): the scripts", None),
        ("- See [here](https://x.example) for more.", None),
        ("- [A sentence that ends.](https://x.example)", None),
        ("Plain [Name](https://x.example) in prose", None),
    ],
)
def test_a_list_item_led_by_a_link_names_its_project(raw: str, name: str | None) -> None:
    assert linked_lead(raw) == name


@pytest.mark.parametrize("heading", ["Software", "Web Applications", "Shiny Apps", "Code and Data"])
def test_linked_items_under_a_software_or_apps_heading_are_projects(tmp_path: Path, heading: str) -> None:
    text = (
        f"# Ada Roe\n\n## {heading}\n\n"
        "* [Tide Tables Explorer](http://apps.example.org/tides)\n"
        "* [*kelpsim*](https://gitlab.com/a/kelpsim), simulator of kelp forests (main developer)\n\n"
        "## Teaching\n\n* [Intro to Tides](https://x.example/course)\n"
    )
    assert _projects(tmp_path, text) == ["Tide Tables Explorer", "kelpsim"]


@pytest.mark.parametrize(
    ("name", "activity"),
    [
        ("Organizer of the Tide Seminars in Physics", True),
        ("Mentor to an undergraduate student completing a senior thesis", True),
        ("Post-Doc at the Kestrel Institute", True),
        ("Vice President of the Graduate Student Society", True),
        ("Co-founder of Tide Portal", True),
        ("Maps of Moving Dunes", False),
        ("Tide Gauges for All", False),
        ("Mentoring", False),
    ],
)
def test_a_post_or_activity_of_the_owner_is_no_project(name: str, activity: bool) -> None:
    assert is_activity(name) is activity


def test_service_bullets_under_an_unknown_heading_name_no_project(tmp_path: Path) -> None:
    text = (
        "# Ada Roe\n\n## Service & Leadership\n\n"
        "* **Organizer** of the [Tide Seminars at Kestrel](https://x.example/ts), 2018 - 2019\n"
        "* **Mentor** to an undergraduate student completing a [Kestrel Honors Thesis](https://x.example/h), 2017\n"
    )
    assert _projects(tmp_path, text) == []


@pytest.mark.parametrize(
    ("line", "names"),
    [
        (
            "2017 Field assistant, Kestrel Valley Archaeology Project. PI: A. Roe.",
            ["Kestrel Valley Archaeology Project"],
        ),
        (
            "2014 Collections Assistant, Tide Coin Translation and Cataloguing Project.",
            ["Tide Coin Translation and Cataloguing Project"],
        ),
        ("Working on the Orrery European Project", ["Orrery"]),
        ("BSc Research Project, 2020", []),
        ("View Project", []),
        ("Pilot Project Grant on migration", []),
    ],
)
def test_a_title_case_name_ending_in_project_is_one(line: str, names: list[str]) -> None:
    assert titled_project_names(line) == names


def test_field_projects_listed_under_research_activities(tmp_path: Path) -> None:
    text = (
        "Ada Roe\n\nRESEARCH ACTIVITIES\n"
        "2019-2022 Project Director and Co-PI, Kestrel Valley Archaeological Project. Kestrel, Tanzania.\n"
        "2017 Field archaeologist, Dune Coast Archaeology Project. PI: Bo Lind, Kestrel University.\n"
    )
    names = _projects(tmp_path, text, "cv.txt")
    assert "Kestrel Valley Archaeological Project" in names
    assert "Dune Coast Archaeology Project" in names


@pytest.mark.parametrize(
    "line",
    [
        '1. Roe, A.#, **Lind, B.#**, Okafor, D. "Tides of the North Sea." **J. Tide Stud.**, 2025, 17, 1-9.',
        "3. Lind, B., Roe, A. K., **Okafor, D.*** “Kelp in a warmer sea.” **Mar. Lett.**, 2024, 9, 100.",
    ],
)
def test_bold_words_of_a_reference_are_no_projects(line: str) -> None:
    assert _prose("Full list", line) == []


def test_a_bold_name_in_prose_is_still_a_project() -> None:
    assert _prose(
        "Experience", "Initech, Engineer, 2019 - 2021", "- Added sharding to **Meshtide**, our storage layer."
    ) == ["Meshtide"]


@pytest.mark.parametrize(
    "line",
    [
        "My work centres on **Tidal Ecology** and the mapping of coastal shelves in cold seas.",
        "- Trained as a **Rope Access Technician** in Norway before starting my graduate studies.",
        "Before graduate school I worked on **soil carbon** budgets and the **Kelp Survey** data, mostly in R.",
    ],
)
def test_a_bold_phrase_that_only_stresses_is_no_project(line: str) -> None:
    """Bold in a sentence stresses a field, a title or a place; only an apposition ("**X**, our tool")
    says the bold words name a thing that was made."""
    assert _prose("About", line) == []
    assert _prose("Experience", "Initech, Engineer, 2019 - 2021", line) == []


@pytest.mark.parametrize(
    "line",
    [
        "- Led the rewrite of **Quillfish**, the team's ranking service for short videos.",
        "Most of my time goes into **Brinelog**, an open ledger for field notes.",
        # the name said plainly first, then in bold with its apposition; a curly apostrophe
        "We began with Brinelog as a toy; now **Brinelog**, the lab’s open ledger for field notes, has users.",
    ],
)
def test_a_bold_name_with_an_apposition_is_a_project(line: str) -> None:
    assert _prose("Experience", "Initech, Engineer, 2019 - 2021", line)[-1:] in (["Quillfish"], ["Brinelog"])


@pytest.mark.parametrize(
    "rows",
    [
        ["2021-2023 Ada Roe", "2021-2023 Bo Lind", "2022 Cy van der Berg"],
        ["Ada Roe, fall 2023-present", "Bo Lind, summer 2023-present", "Cy Okafor, 2020-2021"],
    ],
)
def test_dated_rows_that_name_people_are_no_projects(tmp_path: Path, rows: list[str]) -> None:
    text = (
        "Dana Okafor\n\nPROJECTS\n2019-2021 Tide Maps\nMaps of the tides of the north coast, made with volunteers.\n"
        "Funded by the Kestrel Foundation.\n\nTEACHING\nIntro to Tides, 2020\nOcean Physics, 2021\n\n"
        "SUPERVISED PROJECTS\n" + "\n".join(rows) + "\n"
    )
    assert _projects(tmp_path, text, "cv.txt") == ["Tide Maps"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        (
            '  * Worked on project **19-1488Y**: "Tide memory in estuaries of the north coast".',
            ["Tide memory in estuaries of the north coast"],
        ),
        (
            "*Employed to lead a sub-project titled ‘Resources for Shore Decisions’.*",
            ["Resources for Shore Decisions"],
        ),
        ("  * Built a ‘data well’ for the project.", []),
    ],
)
def test_a_title_quoted_after_the_word_project_is_one(line: str, names: list[str]) -> None:
    assert _prose("Experience", "Kestrel University, Researcher, 2019 - 2021", line) == names


@pytest.mark.parametrize(
    ("name", "known"), [("University of Chicago", True), ("Tide Maps", False), ("GSO", False)]
)
def test_a_name_the_organisations_gazetteer_knows_in_full_is_no_project(name: str, known: bool) -> None:
    profile = plausible_projects(Profile(source="x", projects=[Project(name)]))
    assert [p.name for p in profile.projects] == ([] if known else [name])


@pytest.mark.parametrize(
    ("item", "names"),
    [
        (
            "  - **qascade**, a (closed-source) Python package for estimating noise photon numbers",
            ["qascade"],
        ),
        (
            "  - [SeaQuencer](https://seaq.example.org/), an open-source Python package for simulating tides",
            ["SeaQuencer"],
        ),
        ("  - Kestrel, a small town with a public library", []),
    ],
)
def test_a_list_item_led_by_a_coined_name_and_a_kind_of_software_is_a_project(
    item: str, names: list[str]
) -> None:
    assert (
        _prose("Experience", "Kestrel Labs, Engineer, 2019 - 2021", "* Deliverables from this period:", item)
        == names
    )


def test_a_package_list_under_a_plain_label_line_names_projects() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "Ada Roe\n\nSkills\n\nStatistics and mapping in R\n"
        "R packages I wrote:\n"
        "• tidekit – reads tide gauge files\n"
        "and cleans them\n"
        "• kelpmap – maps kelp beds from drone images\n"
        "Languages: English, French\n"
        "• Sailing – a hobby\n"
    )
    p = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    names = [x.name for x in p.projects]
    assert "tidekit" in names
    assert "kelpmap" in names
    assert "Sailing" not in names


def test_references_to_software_under_a_software_heading_are_named_by_their_code_names(
    tmp_path: Path,
) -> None:
    text = (
        "## Software\n\n"
        "1. Roe, A. and Poe, B. (2021). tidekit: Reading and Cleaning Records of Tide\n"
        "Gauges. R package version 0.3.1, https://example.org/tidekit\n"
        "2. Roe, A. (2019). kelpr: Maps of Kelp Forests. R package version 1.0.0.\n"
    )
    assert _projects(tmp_path, text) == ["tidekit", "kelpr"]


def test_bold_fields_of_work_in_a_list_are_no_projects_but_a_named_platform_is(tmp_path: Path) -> None:
    text = (
        "## Research\n\n"
        "- **Coastal wave modelling** - running phase-resolving models over reefs.\n"
        "- **Tide gauge statistics** - long records of sea level.\n"
        "- **Kelp platform** - a shared store of drone surveys.\n"
    )
    assert _projects(tmp_path, text) == ["Kelp platform"]


def test_names_of_bodies_in_a_projects_section_are_no_projects(tmp_path: Path) -> None:
    text = (
        "## Projects\n\n"
        "- **Coastal Highway Administration**: surveys of tide roads.\n"
        "- **Office of Shore Licensing Initiatives**: a review of permits.\n"
        "- **Tidekit**: a reader of tide gauges.\n"
    )
    assert _projects(tmp_path, text) == ["Tidekit"]


def test_role_headings_and_descriptions_under_software_are_no_projects(tmp_path: Path) -> None:
    text = (
        "## Software\n\n"
        "### LEAD DEVELOPER\n\n"
        "**Tidekit**: reads tide gauges\n\n"
        "**A small toolkit for tide records**\n\n"
        "### CONTRIBUTOR\n\n"
        "**Kelpr**: maps kelp\n"
    )
    assert _projects(tmp_path, text) == ["Tidekit", "Kelpr"]


def test_a_software_row_names_its_project_before_a_bar_and_its_language(tmp_path: Path) -> None:
    text = "## Software\n\n- Tidekit | Python (MIT License)\n\n- Kelp Mapper | R (GPL-3)\n"
    assert _projects(tmp_path, text) == ["Tidekit", "Kelp Mapper"]
    # a funder's row read early would hide the grant's title from the grants reading
    profile = Profile(source="x")
    titled_projects(split_lines(["## Projects", "- Kestrel Tide Foundation | Shoreville"]), profile, set())
    assert profile.projects == []


def test_the_project_column_of_a_table_under_a_projects_heading_names_projects(tmp_path: Path) -> None:
    text = (
        "# Ola Brandt\n\n## Featured work\n\nSome words.\n\n## Projects\n\n"
        "| Project | What it does |\n|---|---|\n"
        "| [Reedwarbler](https://example.org/rw) | bird-song classifier |\n"
        "| **Saltmarsh-rs** | tide tables in Rust |\n\n"
        "## Skills\n\n| Name | Level |\n|---|---|\n| Fortran | fluent |\n"
    )
    assert _projects(tmp_path, text) == ["Reedwarbler", "Saltmarsh-rs"]


def test_bold_field_labels_under_a_projects_heading_are_no_projects(tmp_path: Path) -> None:
    text = (
        "# Ola Brandt\n\n## Projects\n\n"
        "- **Reedwarbler**: a bird-song classifier\n"
        "- **Technologies**: Python, ONNX\n"
        "- **Highlights:** 2k downloads a month\n"
    )
    assert _projects(tmp_path, text) == ["Reedwarbler"]


def test_code_rows_under_a_heading_that_names_software_are_projects(tmp_path: Path) -> None:
    # a PDF's software list: no bullets, the heading is no known section, the name set off by a
    # colon, a column gap, or ", a <kind of software>"
    text = (
        "Ola Brandt\n\n## Contributed Software and Data\n"
        "reedcount: a package of methods for counting reed warblers\n"
        "tidegauge    Primary developer. Reads tide gauges from scanned charts.\n"
        "Marsh Sounds, a dataset of labelled bird calls from salt marshes.\n"
        "## Skills\n"
        "fortran: used for most of my modelling work\n"
    )
    assert _projects(tmp_path, text, "cv.txt") == ["reedcount", "tidegauge", "Marsh Sounds"]


def test_a_software_row_that_quotes_its_name_and_title_is_a_project() -> None:
    # a Word CV's package list: each row quotes "name: title," then says what it is
    lines = split_lines(
        [
            "R Packages",
            "“reedcount: Counting Reed Warblers From Sound — calls and songs,” R package",
            "published by a community group (2021–): https://example.org/reedcount",
        ]
    )
    assert software_rows(lines) == {2: "reedcount"}


def test_numbered_rows_of_a_software_list_name_their_code() -> None:
    # a PDF's package list numbered from the newest: "3. name: what it does. On GitHub"
    lines = split_lines(
        [
            "### R Packages",
            "2. reedcount: an R package for counting reed warblers. On GitHub",
            "1. marshcall: labelled bird calls from salt marshes. Ola Brandt, Per Lund,",
            "and Ada Roe. (2019). On CRAN. On GitHub.",
        ]
    )
    assert software_rows(lines) == {2: "reedcount", 3: "marshcall"}


def test_a_software_reference_whose_title_opens_with_an_article_names_its_code() -> None:
    # "Author (year) name: an R package for …": the colon is followed by a lower-case article
    assert (
        software_citation("Brandt, O. (2020) reedcount: an R package for counting reed warblers.")
        == "reedcount"
    )
    assert software_citation("Brandt, O. (2020). Reed warblers: the birds of the reeds. Marsh Press.") is None


def test_a_code_row_that_lost_its_column_gap_before_the_owners_part_is_a_project() -> None:
    # a PDF row whose name filled its column: one space before "Primary developer" is all that is left
    lines = split_lines(
        [
            "Software",
            "reed.count Primary developer. Counts reed warblers from marsh recordings.",
            "Marsh Tools Lead developer. Words, not a code name.",
        ]
    )
    assert software_rows(lines) == {2: "reed.count"}


def test_collaborations_the_prose_says_the_owner_takes_part_in_are_projects() -> None:
    # code-named science collaborations after "involved in" / "member of", one or several
    assert _prose("I study tides, and I am currently involved in the TIDAL and ShoreNet collaborations.") == [
        "TIDAL",
        "ShoreNet",
    ]
    assert _prose("Since 2020 I have been a member of the KELP experiment, where I build detectors.") == [
        "KELP"
    ]
    # a collaboration only mentioned is none of the owner's projects
    assert _prose("The TIDAL collaboration published its first results in 2021.") == []


@pytest.mark.parametrize(
    "text",
    [
        "I worked on the QUILLON experiments at Kestrel University.",
        "I was involved in the RNA-seq experiments of the Quillon lab.",
        "Ada Roe contributed to the KSF-funded experiments on tides.",
        "I helped with the analysis and worked on the TIDE-21 experiments.",
        "I am a member of the K9C Consortium.",
        "I work on the theory, and the KELPIE collaboration uses it.",
        "I was a member of the TIDE-21 experiment.",
    ],
)
def test_terms_and_groups_the_verb_does_not_govern_are_no_joined_collaborations(text: str) -> None:
    # lab work ("experiments" after any verb but "member of"), a term with a lower-case or a number
    # part, a consortium's own acronym, a collaboration in a clause of its own: no code-named project
    assert joined_collaborations(text) == []


def test_a_member_of_several_code_named_groups_names_each() -> None:
    text = "I am a member of the QUILL experiments and the SHORE-2 Consortium."
    assert joined_collaborations(text) == ["QUILL", "SHORE-2"]


@pytest.mark.parametrize(
    "row",
    [
        "main author of kelpr, a package that maps kelp beds",
        "core developer of the tidekit library for tide gauges",
        "Lead developer of quillon, a reader of shore profiles",
    ],
)
def test_an_owners_part_word_that_opens_a_software_row_is_no_code_name(row: str) -> None:
    assert software_rows(
        split_lines(["Software", row, "reed.count Primary developer. Counts reed warblers."])
    ) == {3: "reed.count"}


@pytest.mark.parametrize("name", ["Video • Certificate", "github • cran", "Available on GitHub"])
def test_a_row_of_links_names_no_project(name: str) -> None:
    assert plausible_projects(Profile(source="x", projects=[Project(name)])).projects == []


WRAPPED_VENUES = """Mara Quell
Projects
• Tide Gauge Alignment: Explored ways to align the records of old tide gauges with
satellite altimetry (Shore Meeting 2024).
• Kelp Canopy Mapping: Built a drone survey of kelp canopies along the rocky shores of
the northern bays (Coastal Workshop 2022).
• Estuary Salinity Atlas: Curated salinity records of twelve estuaries.
"""


def test_a_year_in_the_wrapped_line_of_a_project_bullet_opens_no_entry(tmp_path: Path) -> None:
    """The venue's year on a bullet's second line is a detail of that project, not a dated row: the
    wrapped line is no project and the bullets below it are still read."""
    names = _projects(tmp_path, WRAPPED_VENUES, "cv.txt")
    assert names == ["Tide Gauge Alignment", "Kelp Canopy Mapping", "Estuary Salinity Atlas"]


SOFTWARE_OVER_LINKS = """Mara Quell
Software
tidekit R package with a C++ backend implementing tide tables for harbours and
estuaries.
Available on GitHub: https://github.com/mquell/tidekit
Kelp Atlas v2 Largest survey of kelp canopies to date.
https://x.example/kelp-atlas
Tide Memory in Estuaries of the North
https://x.example/memory
"""


def test_a_software_name_run_into_its_description_over_a_link_is_the_project(tmp_path: Path) -> None:
    """A PDF's name column run into the description: the name ends where a phrase in lower case opens."""
    names = _projects(tmp_path, SOFTWARE_OVER_LINKS, "cv.txt")
    assert "tidekit" in names
    assert "Kelp Atlas v2" in names
    assert not any(n.startswith("tidekit R") or n == "Tide" or n.startswith("Kelp Atlas v2 L") for n in names)


def test_a_project_named_on_the_wrapped_line_of_a_talk_is_no_project() -> None:
    """The venue of a talk or paper that goes on from the reference's first line is not the owner's project."""
    assert (
        _prose(
            "Roe, A. (2021, Dec. 1). Tide memory in estuaries: an instrumental",
            "variables approach. Kelp Equity Project invited research presentation, Kestrel University.",
            "Roe A, Lind BK. Patterns of expression in tide pools. Town Hall:",
            "Shore Microbial Atlas Project, Tide Meeting, Shoreville. February 2013. Invited talk.",
        )
        == []
    )
    assert _prose("I lead the Kelp Equity Project at Kestrel University.") == ["Kelp Equity Project"]


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("Tide Studies & Engineering Undergraduate Research Assistant", False),
        ("Graduate Research Assistant in Kestrel Phonetics Lab", False),
        ("Tide Memory in Northern Estuaries", True),
        ("Virtual Tide Editor", True),
    ],
)
def test_a_job_title_read_as_a_project_name_is_dropped(name: str, kept: bool) -> None:
    """A post's title ("… Research Assistant", "Research Assistant in X Lab") is no project."""
    profile = Profile(source="x", projects=[Project(name, evidence=Evidence(3, f"- {name}"))])
    assert bool(plausible_projects(profile).projects) is kept


KIND_LABELLED = """Mara Quell
Research
PhD Research Project: Tide Memory in Northern Estuaries
Shore Laboratory, Kestrel University    2019 – Present
■ Measured tide records of twelve estuaries.
MS Research Project: Kelp Canopies of Rocky Shores
Marine Division, Kestrel University    2015 – 2017
■ Surveyed kelp canopies by drone.
"""


def test_a_label_of_the_kind_of_project_gives_way_to_the_title_after_it(tmp_path: Path) -> None:
    """ "PhD Research Project: Title" names the project by its title; the label is no project."""
    names = _projects(tmp_path, KIND_LABELLED, "cv.txt")
    assert "Tide Memory in Northern Estuaries" in names
    assert "Kelp Canopies of Rocky Shores" in names
    assert not any(n.endswith("Research Project") for n in names)
