"""People named in the forms real profiles use: titled lists ("Profs. A, B"), linked names after "with",
label lines ("Guide:", "(PI: …)", "Advisor, X"), names over a relation role ("X, Dissertation Chair"),
a label line over one name a line, and names in a front matter's entry descriptions. Fictional text."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Before that I was lucky to work with Profs. Ivo Tamm, Gert Hollis and Wen Zhao.",
            [("Ivo Tamm", "collaborator"), ("Gert Hollis", "collaborator"), ("Wen Zhao", "collaborator")],
        ),
        ("I completed my PhD under the supervison of Lara Quinn.", [("Lara Quinn", "advisor")]),
        (
            "Guide: Ivo Tamm (Foo Labs), Gert Hollis (Bar University)   2020 – Present",
            [("Ivo Tamm", "supervisor"), ("Gert Hollis", "supervisor")],
        ),
        ("Tidal faults on Europa (PI: J. C. Morrow-Lane)", [("J. C. Morrow-Lane", "collaborator")]),
        ("Advisor, Mara Quist", [("Mara Quist", "advisor")]),
        ("Advisor: Mara P Quist", [("Mara P Quist", "advisor")]),
        (
            "Jointly led scientific research with Ivo Tamm on predicting folds.",
            [("Ivo Tamm", "collaborator")],
        ),
        (
            "- [Ada Roe](https://ada.example.org), Dissertation Chair, [Univ X](https://x.example.org)",
            [("Ada Roe", "advisor")],
        ),
        ("Prof. Cy Pham (co-advisor): cy@example.org", [("Cy Pham", "advisor")]),
        ("Advisor: Dr. Stephanie A. Roe", [("Stephanie A. Roe", "advisor")]),
        (
            "Supervised by C. Pont (Genetics), and A. Khamis (Informatics).",
            [("C. Pont", "supervisor"), ("A. Khamis", "supervisor")],
        ),
        (
            "Scooters and road safety (with S Hess and J Kasper)",
            [("S Hess", "collaborator"), ("J Kasper", "collaborator")],
        ),
        ("I am a postdoc in Prof. Ivo Tamm's group at Foo University.", [("Ivo Tamm", "supervisor")]),
        (
            "In the groups of Ivo Tamm and Gert Hollis.",
            [("Ivo Tamm", "supervisor"), ("Gert Hollis", "supervisor")],
        ),
        (
            "Supervisors : Pr. Lara Quinn et Dr. Omar Belt.",
            [("Lara Quinn", "supervisor"), ("Omar Belt", "supervisor")],
        ),
        (
            "Fire attribution (*PIs: Lara Quinn and Omar Belt, named researcher)",
            [("Lara Quinn", "collaborator"), ("Omar Belt", "collaborator")],
        ),
        ("- Advisor = Professor Ivo Tamm, Department of Physics", [("Ivo Tamm", "advisor")]),
        ("- Advisor; Prof. Gert Hollis", [("Gert Hollis", "advisor")]),
        ("Group: Marine Ecology - Pr Lara Quinn Lab", [("Lara Quinn", "supervisor")]),
        (
            "Group: Soil Carbon - [Dr. Omar K. Belt Lab](https://belt.example.org)",
            [("Omar K. Belt", "supervisor")],
        ),
        ("*Supervisor*: Prof. J.H. Tamm, FRS.", [("J.H. Tamm", "supervisor")]),
        ("Co-PI: T.L. Tamm Kestrel Conservancy", [("T.L. Tamm", "collaborator")]),
        (
            "Ph.D. in Geophysics (Mentors: Ivo Tamm/Gert Hollis)    2011-2016",
            [("Ivo Tamm", "mentor"), ("Gert Hollis", "mentor")],
        ),
        (
            "Advisors - [Lara Quinn](https://quinn.example.org) & Omar Belt",
            [("Lara Quinn", "advisor"), ("Omar Belt", "advisor")],
        ),
        ("- Advisor – Dr. Wen Zhao", [("Wen Zhao", "advisor")]),
    ],
)
def test_relation_forms(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_label_forms_need_their_colon() -> None:
    assert _names("A guide to Bayesian Statistics", "We built the Pi Calculus Machine") == []
    assert _names("Mentor, Code Club Rivertown    2021 - 2023") == []
    assert _names("I work in the group of machine learning at Foo.", "A Study of Things (with A Team)") == []


def test_with_takes_a_linked_name_after_any_verb() -> None:
    line = "I studied the biophysics of gene networks with [Ivo Tamm](https://tamm.example.org) at Foo."
    assert _names(line) == [("Ivo Tamm", "collaborator")]
    assert _names("I trained the models with Apache Spark on a cluster.") == []


def test_label_line_over_one_name_a_line() -> None:
    lines = ["Students mentored:", "Ada Roe (undergraduate, 2020)", "Bo Lind (graduate, 2019)",
             "Tutored undergraduate students in STEM courses"]  # fmt: skip
    assert _names(*lines) == [("Ada Roe", "student"), ("Bo Lind", "student")]


def test_front_matter_descriptions_name_advisors(tmp_path: Path) -> None:
    page = tmp_path / "experience.md"
    page.write_text(
        "---\nexperience:\n  - title: Research Assistant\n    company: Kestrel University\n"
        "    date_start: '2021-05-01'\n    description: 'Advised by Professor Mara Quist'\n---\n",
        encoding="utf-8",
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert [(m.name, m.relation, m.org) for m in profile.people] == [
        ("Mara Quist", "advisor", "Kestrel University")
    ]


def test_hugo_education_advisor_fields(tmp_path: Path) -> None:
    page = tmp_path / "about.md"
    page.write_text(
        '+++\n[[education.courses]]\n  advisor = "Mara Quist (Honors Thesis)"\n  course = "PhD in Zoology"\n'
        '  institution = "Kestrel University"\n  year = 2016\n+++\n\nI study fish.\n',
        encoding="utf-8",
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert [(m.name, m.relation) for m in profile.people] == [("Mara Quist", "advisor")]


def test_referees_under_a_references_heading() -> None:
    lines = ["References", "Professor Ada Roe, PhD | Professor Bo Lind, PhD",
             "Kestrel University | Harbour Institute of Economics", "Cy Pham (cy at example.org)"]  # fmt: skip
    assert _names(*lines) == [("Ada Roe", "reference"), ("Bo Lind", "reference"), ("Cy Pham", "reference")]


def test_people_rows_stop_at_the_details_after_a_name() -> None:
    lines = ["Mentorship:", "2017 | Co-supervising M.S. student: Chad Burton, Change Institute, Met Office",
             "Bo Sparks, Kestrel Symbolic Systems (co-advised with Ivo Tamm)", "Royal Society, Ecological Society"]  # fmt: skip
    # the co-supervisor on a student's row is a collaborator (GUIDE.md, settled in round 17)
    assert sorted(name for name, _ in _names(*lines)) == ["Bo Sparks", "Chad Burton", "Ivo Tamm"]


def test_the_owner_is_not_among_the_people(tmp_path: Path) -> None:
    page = tmp_path / "cv.md"
    page.write_text(
        "# Sami W. Roe\n\n## Grants\n\n- Tide Fund (PIs: Ada Lind and Sami Roe), 2019\n", encoding="utf-8"
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert [m.name for m in profile.people] == ["Ada Lind"]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (  # "co-authored with" names the co-authors, with their places in parentheses
            [
                "In two papers co-authored with [Ivo Tamm (Foo)](https://x.org/it) and Gert Hollis, we study trade."
            ],
            [("Ivo Tamm", "collaborator"), ("Gert Hollis", "collaborator")],
        ),
        (  # a role noun between "with" and a linked name
            ["I then worked with sound artist [Wen Zhao](https://x.org/wz) on installations."],
            [("Wen Zhao", "collaborator")],
        ),
        (  # a role noun before an unlinked capitalised phrase names no one
            ["I worked with open source Python Tools for two years."],
            [],
        ),
        (  # a name followed by an organisation word is the organisation
            ["Funded jointly with Dr. Lena Ortiz, Queen Anne University of Leeds, 2019."],
            [("Lena Ortiz", "collaborator")],
        ),
    ],
)
def test_people_in_collaboration_sentences(lines: list[str], expected: list[tuple[str, str]]) -> None:
    assert _names(*lines) == expected


def test_people_section_ends_at_an_unmarked_heading_and_skips_titles() -> None:
    """Names under "Students" are read until a line that names another section; a title-cased line
    that runs on in lower case is a title, not a name."""
    lines = split_lines(["Students", "", "Ada Roe, PhD 2019", "Selected Publications & Talks", "x"])
    lines[3].heading = False  # a PDF layout that did not mark the heading
    lines[3].kind = lines[4].kind = "people"
    lines[4].text = "Engineering Emergence - Roe and Hoel (2025)"
    assert [(m.name, m.relation) for m in people(lines)] == [("Ada Roe", "student")]
    titled = split_lines(["Students", "", "Decomposing Interventional Causality into Parts - Roe (2024)"])
    assert people(titled) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I did my PhD under the guidance of Prof. Ivo Tamm and Dr. Gert Hollis.",
            [("Ivo Tamm", "advisor"), ("Gert Hollis", "advisor")],
        ),
        ("Thesis committee: Ivo Tamm, Gert Hollis", [("Ivo Tamm", "advisor"), ("Gert Hollis", "advisor")]),
        ("Advisers: Ivo Tamm and Wen Zhao", [("Ivo Tamm", "advisor"), ("Wen Zhao", "advisor")]),
        ("I spent two years under Prof. Lena Ortiz at Foo Labs.", [("Lena Ortiz", "advisor")]),
        ("Promotor: Prof. dr. Lena Ortiz", [("Lena Ortiz", "supervisor")]),
        ("Hosts: Ivo Tamm, Gert Hollis", [("Ivo Tamm", "mentor"), ("Gert Hollis", "mentor")]),
        ("The tool runs under Windows Server and Red Hat.", []),
        ("I served on the committee with great pleasure.", []),
    ],
)
def test_people_after_more_relation_phrasings(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_a_subject_before_advisor_is_no_person_and_camel_particles_are_names() -> None:
    assert _names("Experimental Nuclear Physics, Advisor: Dr. Lena Ortiz Summer 2017") == [
        ("Lena Ortiz", "advisor")
    ]
    assert _names("Classical Mechanics, Advisor: Prof. Ivo deGraaf") == [("Ivo deGraaf", "advisor")]


def test_student_rows_may_open_with_years_and_a_list_number() -> None:
    lines = split_lines(
        [
            "Co-supervision",
            "",
            "2023.24 1. Ada Roe, Kestrel University - a study of prediction. Principal supervisor.",
            "2021-2022 2. Ben Tal, Kestrel University. Flexibility in adults. Co-supervisor.",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [("Ada Roe", "student"), ("Ben Tal", "student")]


def test_an_honour_is_no_person() -> None:
    assert _names("B.A. in Psychology. With Highest Distinction.") == []


def test_a_long_label_heads_one_student_a_line_and_a_wrapped_row_does_not_end_it() -> None:
    assert _names(
        "Committee chair for Departmental Honors Thesis undergraduate students:",
        "Ada Roe (2022-2023)",
        "Bo Lind (Kestrel, 2018-2023; passed with",
        "minor corrections)",
        "Cy Dunn (2019—2020)",
        "Department Library Liaison (2016-Present)",
    ) == [("Ada Roe", "student"), ("Bo Lind", "student"), ("Cy Dunn", "student")]


def test_degree_labelled_advisee_lists_and_their_wrapped_lines() -> None:
    assert _names(
        "PhD. Geophysics: Ada Roe (2019, co-Chair).",
        "M.S. Math: Bo Lind (2022), Cy Dunn (2017), Eva Holm",
        "(2009), Ivo Tamm (2008).",
        "Journal Reviewer: Tidal Letters",
    ) == [
        ("Ada Roe", "student"),
        ("Bo Lind", "student"),
        ("Cy Dunn", "student"),
        ("Eva Holm", "student"),
        ("Ivo Tamm", "student"),
    ]
    # a course listed for undergraduates names nobody
    assert _names("4 lectures for undergraduate module “ANTH1091: Human Evolution and Diversity”") == []


def test_co_investigators_named_after_their_role_and_no_co_authors_of_a_paper() -> None:
    assert _names(
        "Funding",
        "“Tide Maps for Coastal Towns”, PI Ada Roe, co-PI Bo Lind.",
        "“Kelp and Currents”, co-PIs Cy Dunn and Eva Holm.",
        "Publications",
        "Young Mayors and Coastal Floods (with Ivo Tamm and Wen Zhao). 2026.",
    ) == [
        ("Ada Roe", "collaborator"),
        ("Bo Lind", "collaborator"),
        ("Cy Dunn", "collaborator"),
        ("Eva Holm", "collaborator"),
    ]  # a paper's "(with …)" names its co-authors: not people (corpus/real/GUIDE.md)
    assert _names("We used the pi calculus and the PI controller design.") == []


def test_a_heading_ending_in_mentored_or_students_lists_people_one_a_line(tmp_path: Path) -> None:
    doc = tmp_path / "cv.md"
    doc.write_text(
        "# Lea Varga\n\n## Undergraduates Mentored\n\nIvo Tamm, fall 2023-present\n"
        "Gert Hollis, summer 2022-spring 2023. PhD student at Kestrel University\n",
        encoding="utf-8",
    )
    found = {(m.name, m.relation) for m in extract_profile(read_document(doc)).people}
    assert found == {("Ivo Tamm", "student"), ("Gert Hollis", "student")}


def test_a_heading_of_students_advised_lists_people_but_projects_advised_do_not(tmp_path: Path) -> None:
    doc = tmp_path / "cv.md"  # rows of a PDF's columns: year, student, project
    doc.write_text(
        "# Lea Varga\n\n## Undergraduates Advised\n\n2021      Ivo Tamm       Glacial sediment cores\n\n"
        "2019      Gert Hollis    Ooid growth models\n\n## Clinic Projects Advised\n\nOra Lindqvist, Pell Sato\n",
        encoding="utf-8",
    )
    found = {(m.name, m.relation) for m in extract_profile(read_document(doc)).people}
    assert found == {("Ivo Tamm", "student"), ("Gert Hollis", "student")}


@pytest.mark.parametrize(
    "line",
    [
        "Collaborated with Marrow County and the Lantern Bay Archive on flood records.",
        "Shown at the Graduate Poster Session (PI: Wren Dale), Oslo.",
        "Worked with Harbor Lane Library staff on a digitisation plan.",
    ],
)
def test_a_name_ending_in_a_body_or_venue_word_is_no_person(line: str) -> None:
    assert not [n for n, _ in _names(line) if n.endswith(("County", "Archive", "Session", "Library"))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Steering Committee (co-chair), Tidewater Methods Meeting 2023", []),
        ("Faculty mentor, Founders Weekend 2022", []),
        ("Collaborated with Kestrel's Sound Archive on field recordings.", []),
        ("Spent a summer working with Ada Roe's group on tide gauges.", [("Ada Roe", "supervisor")]),
    ],
)
def test_a_committee_an_event_or_a_possessive_is_no_name(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Thesis committee members: Ula Brandt, Cai Moreno",
            [("Ula Brandt", "advisor"), ("Cai Moreno", "advisor")],
        ),
        (
            "Team leads: Ines Vardy, Tobias Kern III",
            [("Ines Vardy", "supervisor"), ("Tobias Kern III", "supervisor")],
        ),
        (
            "I was part of the Coastal Modelling group led by Prof. Hana Ilves.",
            [("Hana Ilves", "supervisor")],
        ),
        ("I did my PhD under the guidance of Prof.Rui Damasco.", [("Rui Damasco", "advisor")]),
        ("Supervisor: Professor Emeritus Olle Brink", [("Olle Brink", "supervisor")]),
    ],
)
def test_labels_and_name_shapes_of_advisors_and_leads(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_a_team_lead_post_or_a_leading_verb_names_nobody() -> None:
    assert _names("Team Lead, Hooli, 2019-2021") == []
    assert _names("I lead Kestrel Tide Models, a community project.") == []


def test_a_student_row_with_its_thesis_after_a_colon() -> None:
    rows = ["PhD students", "Mira Osei (2019–2023): Tidal heating in icy moons. Main supervisor."]
    assert _names(*rows) == [("Mira Osei", "student")]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("During my PhD with Tarja Holm, I mapped tidal flats.", [("Tarja Holm", "advisor")]),
        ("2019: Research placement with Emeka Obi, Kestrel University", [("Emeka Obi", "collaborator")]),
        (
            "I now run Tidewise with my co-founder [Lior Benaim](https://example.org/lior).",
            [("Lior Benaim", "collaborator")],
        ),
        ("The survey ran on the coast, with funding from [Kestrel Tea](https://example.org/tea).", []),
    ],
)
def test_with_after_a_study_or_a_visit_and_a_linked_name_after_its_role(
    line: str, expected: list[tuple[str, str]]
) -> None:
    assert _names(line) == expected


def test_a_paper_note_naming_the_relation_keeps_the_collaborator() -> None:
    rows = [
        "Publications",
        "Tidal Maps at Scale. Kestrel Conf 2024.",
        "(with Noa Perl, my long-time collaborator)",
    ]
    assert _names(*rows) == [("Noa Perl", "collaborator")]
    assert _names("Publications", "Tidal Maps at Scale (with Noa Perl and Ivo Tamm). 2024.") == []


def test_a_research_assistant_for_a_named_professor() -> None:
    assert _names("2019-2021 | Research Assistant for Professor Lena Vos, Kestrel University") == [
        ("Lena Vos", "supervisor")
    ]
    assert _names("Assistant to the Dean, Kestrel University, 2018") == []


def test_a_list_of_names_wrapped_over_lines_is_read_to_its_end() -> None:
    """HTML source and PDFs break a sentence's names over lines: "advised by A" / "and B.", or a
    comma list one name a line; the names on the following lines belong to the same list."""
    assert _names(
        "During my doctorate in the Tide group,",
        "advised by Orla Fenwick",
        "and Tomas Reyk.",
        "My other close collaborators were",
        "Ines Varga,",
        "Pell Odum,",
        "and Rhea Castell.",
        "Earlier I studied geology in Lisbon.",
    ) == [
        ("Orla Fenwick", "advisor"),
        ("Tomas Reyk", "advisor"),
        ("Ines Varga", "collaborator"),
        ("Pell Odum", "collaborator"),
        ("Rhea Castell", "collaborator"),
    ]


def test_a_surname_that_is_also_a_pronoun() -> None:
    """The Chinese surname "He" is a stop word in lower case; capitalised after a name word it is a
    name; first in a name it is read as the pronoun (a capitalised "He Received" is no person)."""
    assert _names("Advisor: Dr. Lan He", "Visiting students: Wen Zhao (2021), Bo He (2022)") == [
        ("Lan He", "advisor"),
        ("Wen Zhao", "student"),
        ("Bo He", "student"),
    ]
    assert _names("Collaborators: Ada Roe, He Received") == [("Ada Roe", "collaborator")]
    assert _names("I worked with the team. He is kind.") == []


def test_an_ra_for_and_advising_from_name_the_people_a_student_worked_under() -> None:
    lines = split_lines(
        [
            "I got into research as an RA for [Ivo Tamm](http://tamm.example.org) at Kestrel University.",
            "I was lucky to receive caring advising from Drs. Lara Quinn, Omar Belt, and Cy Dunn.",
            "I received my B.A. from Kestrel College under the advising of [Bo Lind](http://lind.example.org).",
            "The era for Ada Roe was long.",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [
        ("Ivo Tamm", "supervisor"),
        ("Lara Quinn", "mentor"),
        ("Omar Belt", "mentor"),
        ("Cy Dunn", "mentor"),
        ("Bo Lind", "advisor"),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Engineer in a team of twenty, led by Dr. Oona Pell, building a rover.",
            [("Oona Pell", "supervisor")],
        ),
        (
            "Research assistant on a funded survey project led by Professor Iver Stam.",
            [("Iver Stam", "supervisor")],
        ),
        ("A field guide, co-led by Dr. Tove R. Ask, won a prize.", [("Tove R. Ask", "collaborator")]),
        ("The survey was led by Kestrel Labs.", []),  # no title: "led by" names no one
    ],
)
def test_led_by_a_titled_person_names_who_led_the_owners_work(
    line: str, expected: list[tuple[str, str]]
) -> None:
    assert _names(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Advisors: Oona Pell of Kestrel University and Iver Stam of Brightwater.",
            [("Oona Pell", "advisor"), ("Iver Stam", "advisor")],
        ),
        (
            "Mentors: Dr. Tove Ask, Kestrel Tech and Dr. Lars Moe, Brightwater",
            [("Tove Ask", "mentor"), ("Lars Moe", "mentor")],
        ),
        (  # a comma before a titled name starts the next name, not an organisation
            "under the supervision of Prof. Ada Vik, Dr. Bo Han Lim and Prof. Cy Dunn",
            [("Ada Vik", "advisor"), ("Bo Han Lim", "advisor"), ("Cy Dunn", "advisor")],
        ),
    ],
)
def test_a_listed_name_followed_by_its_organisation_keeps_the_list_going(
    line: str, expected: list[tuple[str, str]]
) -> None:
    assert _names(line) == expected


def test_a_co_supervisor_on_a_students_row_is_a_collaborator() -> None:
    names = _names(
        "Students supervised",
        "- Ivo Tamm (PhD 2021), co-advised with Gert Hollis",
        "- Wen Zhao (joint with P. Lund) (2019 – present)",
        "- Lara Quinn, MSc 2020, co-supervised with Dr. Oona Pell.",
    )
    assert ("Gert Hollis", "collaborator") in names
    assert ("P. Lund", "collaborator") in names
    assert ("Oona Pell", "collaborator") in names


def test_under_the_advisement_of_names_the_advisor() -> None:
    assert _names("Research assistant towards a PhD, under the advisement of Dr. Iver R. Stam") == [
        ("Iver R. Stam", "advisor")
    ]


def test_a_given_name_written_short_is_the_same_person() -> None:
    names = _names("Advisor: Kaiden Roe", "- Lara Quinn (MSc 2020), co-advised with Kai Roe")
    assert [name for name, _ in names].count("Kaiden Roe") == 1
    assert "Kai Roe" not in [name for name, _ in names]


def test_two_given_names_one_the_start_of_the_other_listed_together_are_two_people() -> None:
    names = [name for name, _ in _names("I collaborate with Yan Tao and Yanlin Tao on tidal models.")]
    assert "Yan Tao" in names
    assert "Yanlin Tao" in names


def test_the_organisation_after_a_listed_name_leaves_the_sentences_full_stop() -> None:
    found = people(split_lines(["Advisors: Oona Pell of Kestrel U. and Iver Stam of Brightwater College."]))
    assert [(m.name, m.org) for m in found] == [
        ("Oona Pell", "Kestrel U."),
        ("Iver Stam", "Brightwater College"),
    ]


def test_students_named_in_brackets_after_their_thesis_titles() -> None:
    assert _names(
        "Supervision",
        "• BSc thesis: A Survey of Tidal Heating in Icy Moons (Ada Roe, 2024, Kestrel)",
        "Master's research projects: _Salt Marsh Maps_ (Bo Lind, 2019-20) (88/100), _Reef Sounds_ (Cy Dunn, 2018-19)",
    ) == [("Ada Roe", "student"), ("Bo Lind", "student"), ("Cy Dunn", "student")]
    # a row that opens with its student keeps the bracket as her details
    assert _names("Students", "Ada Roe (Kestrel University, 2019)") == [("Ada Roe", "student")]


def test_a_row_opening_with_a_name_and_a_comma_keeps_the_name_before_a_later_label() -> None:
    assert _names(
        "Alumni",
        "Ada Roe, PhD student, Thesis: Will rising seas drown the marshes?",
        "PhD students, 2019: Bo Lind",
    ) == [("Ada Roe", "student"), ("Bo Lind", "student")]
