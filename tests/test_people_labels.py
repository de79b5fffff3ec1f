"""Relation labels and list forms: committee chairs, co-investigators, degrees after names, teaching and
editing partners, a dated student row with a quoted thesis title. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Co-chairs: Ivo Tamm & Lara Quinn", [("Ivo Tamm", "advisor"), ("Lara Quinn", "advisor")]),
        ("Chair: Omar Belt", [("Omar Belt", "advisor")]),
        ("Served as chair of the seminar series", []),
        (
            "Tidal heating grant (PI, with co-Is Prof. R. Vane & Dr. T. Oduya), 2019-2021",
            [("R. Vane", "collaborator"), ("T. Oduya", "collaborator")],
        ),
        (
            "Supervisors: Mei Lan, PhD & Tom Brack, PhD",
            [("Mei Lan", "supervisor"), ("Tom Brack", "supervisor")],
        ),
        (
            "Advisors: Ivo K. Tamm, Ph.D.; Lara Quinn, Ph.D.",
            [("Ivo K. Tamm", "advisor"), ("Lara Quinn", "advisor")],
        ),
        ("Summer school on dunes (cotaught with Rui Alves)", []),  # a co-teacher (GUIDE round 29)
        ("Course design, co-taught with Prof. Rui Alves", []),
        (
            "Co-editor with Nia Storm, Harbour Letters: essays on tides",
            [("Nia Storm", "collaborator")],
        ),
    ],
)
def test_label_and_list_forms(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_dated_student_row_with_a_quoted_title() -> None:
    lines = split_lines(["## Students", "2019: Pia Holm. 'Salt marshes: a survey of their birds'"])
    assert [m.name for m in people(lines)] == ["Pia Holm"]


def test_a_possessive_label_still_heads_a_list() -> None:
    lines = split_lines(["## Students", "Master's students: Pia Holm, Rui Alves"])
    assert [m.name for m in people(lines)] == ["Pia Holm", "Rui Alves"]


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (["2014: Pia Holm. 'Tides and Salt Marshes'"], ["Pia Holm"]),
        (["Pia Holm, Revisiting Tidal Heating with radar, Kestrel University, 2015."], ["Pia Holm"]),
        (["Teaching Roles | Kestrel University"], []),
    ],
)
def test_student_rows_name_no_titles(rows: list[str], expected: list[str]) -> None:
    assert [m.name for m in people(split_lines(["## Students", *rows]))] == expected


def test_a_course_code_is_no_people_label() -> None:
    # "MS" reads as a degree label ("MS students: A B") unless a course number follows it
    lines = split_lines(["## Teaching", "MS 214: Coastal Dynamics I, Waves Tides and Storms"])
    assert people(lines) == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "| Advisors | | Prof. Dr. Ivo Tamm, Dr. Lara Quinn | |",
            [("Ivo Tamm", "advisor"), ("Lara Quinn", "advisor")],
        ),
        ("Supervisor: Professor Tamm and Dr. Quinn", [("Tamm", "supervisor"), ("Quinn", "supervisor")]),
        ("I did my PhD under the supervision of Prof. Belt.", [("Belt", "advisor")]),
        ("Supervisor: Dr. Lara Quinn and Professor Emeritus", [("Lara Quinn", "supervisor")]),
        ("I worked with Prof. Tamm on tides.", []),
    ],
)
def test_table_labels_and_titled_surnames(line: str, expected: list[tuple[str, str]]) -> None:
    assert _names(line) == expected


def test_entry_cells_and_notes_name_supervisors() -> None:
    lines = split_lines(
        [
            "## Education",
            "Kestrel University | PhD | Geology | 2015 - 2019 | Prof. Ivo Tamm",
            "MSc., Marine Biology (Supervisor: Lara Quinn)",
            "## Experience",
            "2019 | Research Assistant, Omar Belt",
            "Research Assistant, Field Methods, 2017",
        ]
    )
    found = [(m.name, m.relation) for m in people(lines)]
    assert found == [("Ivo Tamm", "supervisor"), ("Lara Quinn", "supervisor"), ("Omar Belt", "supervisor")]


def test_news_of_a_new_group_member() -> None:
    lines = split_lines(
        [
            "## News",
            "- March 2024: Dr. Lara Quinn joined our group as a postdoc!",
            "- May 2024: Our paper won a prize.",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [("Lara Quinn", "student")]


def test_referee_rows_with_their_posts() -> None:
    lines = split_lines(
        [
            "## Academic referees",
            "Dr Lara Quinn, Senior Lecturer, Kestrel University, lq@kestrel.example.org",
            "Omar Belt – Professor of Geology",
            "Harbour Road, Kestrel Bay",
        ]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [
        ("Lara Quinn", "reference"),
        ("Omar Belt", "reference"),
    ]


def test_a_name_cut_to_its_initial_is_the_same_person() -> None:
    lines = [
        "Advisors: Prof. Ivo Tamm, Prof. Lara Quinn",
        "Guest editor (with I. Tamm and S. Quinn) of a special issue",
    ]
    assert [m.name for m in people(split_lines(lines))] == ["Ivo Tamm", "Lara Quinn", "S. Quinn"]


def test_the_owner_cut_to_initials_is_not_among_the_people() -> None:
    from talentgraph.extract.people import names_owner

    assert names_owner("M. D. Roe", "Dana Roe")
    assert not names_owner("T. Roe", "Dana Roe")
    assert not names_owner("Tom Roe", "Dana Roe")


def test_a_research_cruises_chief_scientists_are_collaborators() -> None:
    found = _names(
        "## Research Cruises",
        "Tide Survey; KX13, R/V Dune    June 2016",
        "Chief Scientist: Dr. Wren Alder",
        "Chief Scientists: Prof. Dr. Ivo Basalt, Nell Ashby,",
        "I served as chief scientist on the Kestrel survey with the harbour team.",
    )
    assert found == [
        ("Wren Alder", "collaborator"),
        ("Ivo Basalt", "collaborator"),
        ("Nell Ashby", "collaborator"),
    ]


def test_names_after_a_relation_label_in_capitals_are_read_in_their_usual_case() -> None:
    # an Awesome-CV entry's small caps: "SUPERVISORS: PROF. X" and "SUPERVISED BY DR.X" (the space lost)
    assert _names(
        "PHD IN TIDAL PHYSICS (SUPERVISORS: PROF. IVO K. TAMM, PROF. LARA QUINN)    2016 - 2022",
        "RESEARCH INTERN, SUPERVISED BY DR.OMAR BELT    Jul - Oct 2019",
    ) == [("Ivo K. Tamm", "supervisor"), ("Lara Quinn", "supervisor"), ("Omar Belt", "supervisor")]
    # a talk's host in capitals is no person (corpus/real/GUIDE.md)
    assert _names("KESTREL INSTITUTE - HOST: DR. RUI ALVES | June 2024") == []


def test_a_middle_initial_a_or_i_without_its_full_stop_is_part_of_the_name() -> None:
    assert _names("Advisor: Ivo A Tamm III") == [("Ivo A Tamm III", "advisor")]
    assert _names("References", "Prof. Lara I Quinn") == [("Lara I Quinn", "reference")]
    assert _names("Supervisor: A Tamm") == []  # first, "A" is the article


def test_a_field_assistant_names_a_supervisor_a_teaching_assistant_nobody() -> None:
    # GUIDE round 29: the instructor a teaching assistant worked for is no person item
    assert _names("Teaching Assistant for Prof. Dr. Ivo Tamm and Prof. Lara Quinn") == []
    assert _names("2017 | Dune Sea 6 weeks | Field assistant to Omar Belt. Mapping dunes") == [
        ("Omar Belt", "supervisor")
    ]
    assert _names("Teaching assistant for Numerical Methods course, 2014") == []  # a course, not a person


def test_after_a_title_a_name_may_open_with_a_common_surname() -> None:
    # "He" opening a name is the pronoun ("He Received …"); after "Dr." or "Prof." it is the name
    assert _names("Advisor: Dr. He Lan") == [("He Lan", "advisor")]
    assert _names("where I was advised by Prof. He Lan. My research is on tides") == [("He Lan", "advisor")]
    assert _names("Advisor: He Received") == []


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # a dated post row with a colon is no list of postdocs: the advisors on the wrapped line are read
        (
            [
                "2017-2020 Postdoctoral Researcher: Tide pools and heat models of",
                "shore life. Department of Ecology, Kestrel University. Advisors: Ivo Tamm of Kestrel and Lara Quinn.",
            ],
            [("Ivo Tamm", "advisor"), ("Lara Quinn", "advisor")],
        ),
        # a table row's relation cell names the advisor, not a student, and the cell bar ends the name
        (
            ["|Postdoctoral Scholar | Advisor: Prof. Omar Belt|Kestrel Institute | 2018-2022|"],
            [("Omar Belt", "advisor")],
        ),
        # a surname set in capitals after a title
        (
            ["PhD in Genetics, Kestrel Institute, 2020 (supervisor: Prof. Wen ZHAO)"],
            [("Wen ZHAO", "supervisor")],
        ),
        # a generational suffix does not end the list
        (
            ["Committee: Hal R. Vane Jr. (Chair), Mei Lan, Tom Brack"],
            [("Hal R. Vane Jr.", "advisor"), ("Mei Lan", "advisor"), ("Tom Brack", "advisor")],
        ),
    ],
)
def test_advisor_labels_in_cv_rows(lines: list[str], expected: list[tuple[str, str]]) -> None:
    assert _names("# Experience", *lines) == expected


def test_capitals_after_a_name_are_no_surname() -> None:
    assert _names("# Experience", "Supervisor: Prof. Ada Roe UCLA") == [("Ada Roe", "supervisor")]


def test_a_committee_written_surname_first_is_read_initials_first() -> None:
    assert _names("# Education", "Thesis: Tide Maps — Committee: Tamm, I., Quinn, L.K., & van Belt, O.") == [
        ("I. Tamm", "advisor"),
        ("L.K. Quinn", "advisor"),
        ("O. van Belt", "advisor"),
    ]


def test_surname_first_names_need_a_relation_label() -> None:
    assert _names("# Experience", "With: Tamm, I. and Quinn, L. Kestrel Review, Vol. 3, 2021") == []
    assert _names("# Experience", "Advisor: Tamm, I.") == []  # one name alone may be a reference


def test_degrees_after_a_name_do_not_end_the_list() -> None:
    assert _names(
        "# Education", "PhD, Kestrel College (Co-advisors Ivo Tamm MD PhD & Lara Quinn PhD, 2019)"
    ) == [
        ("Ivo Tamm", "advisor"),
        ("Lara Quinn", "advisor"),
    ]
