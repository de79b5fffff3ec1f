"""Entry layouts that recur across real CVs (round 6), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]


def _studies(p: Profile) -> list[tuple[str | None, str | None]]:
    return [(e.institution_text, e.degree) for e in p.education]


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
    assert _studies(_profile(f"# Jo Roe\n\n{sentence}\n")) == studies


def test_a_move_for_family_reasons_is_no_study() -> None:
    assert _studies(_profile("# Jo Roe\n\nI came to Lakeside for my family from Kestrel University.\n")) == []


@pytest.mark.parametrize("bullet", ["*", "-"])
def test_undated_degree_items_after_a_dated_one(bullet: str) -> None:
    """Sibling list items of a dated study are studies too, not its details."""
    text = (
        f"# Jo Roe\n\nEducation\n======\n{bullet} Ph.D. in Economics, Kestrel University (2024)\n"
        f"  {bullet} Advisor: A. Poe\n{bullet} M.S. in Statistics, Lakeside University\n"
        f"{bullet} B.A. in Economics, Harbour College\n"
    )
    assert _studies(_profile(text)) == [
        ("Kestrel University", "Ph.D."),
        ("Lakeside University", "M.S."),
        ("Harbour College", "B.A."),
    ]


def test_joining_as_a_student_is_no_post() -> None:
    p = _profile("# Jo Roe\n\nThen I joined the Widget group at Kestrel University as a PhD student.\n")
    assert [a.role for a in p.affiliations] != ["PhD student"]


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
    assert _studies(_profile(text)) == [study]


@pytest.mark.parametrize(
    ("line", "study"),
    [
        ("M.A. Kestrel University, 2008", ("Kestrel University", "M.A.")),
        ("MSc Lakeside Institute of Technology, 2003", ("Lakeside Institute of Technology", "M.Sc.")),
        ("Ph.D. History, Kestrel University, 2015", ("Kestrel University", "Ph.D.")),
    ],
)
def test_degree_written_right_before_its_institution(line: str, study: tuple[str, str]) -> None:
    assert _studies(_profile(f"# Jo Roe\n\n## Education\n\n{line}\n")) == [study]


@pytest.mark.parametrize(
    "block",
    [
        "Kestrel University",  # a place without a title: no post
        "Lecturer, Kestrel University",  # restated by the dated entry below
    ],
)
def test_name_block_adds_no_post(block: str) -> None:
    text = f"# Jo Roe\n\n{block}\n\n## Experience\n\nLecturer, Kestrel University, 2019 – present\n"
    p = _profile(text)
    assert [(a.org_text, a.start) for a in p.affiliations] == [("Kestrel University", "2019")]
