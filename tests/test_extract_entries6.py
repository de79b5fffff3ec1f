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
    assert (org, "Research Engineer", "2019-08", "2021-10") in _posts(_profile(text))


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
    p = _profile(f"# Jo Roe\n\n{sentence}\n")
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [post]


def test_joining_as_a_student_is_no_post() -> None:
    p = _profile("# Jo Roe\n\nThen I joined the Widget group at Kestrel University as a PhD student.\n")
    assert [a.role for a in p.affiliations] != ["PhD student"]


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
    p = _profile(text, "cv.yml")
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
    assert (org, "Visiting researcher", "2018", "2019") in _posts(_profile(text))


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
    p = _profile(text)
    assert [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations] == [post]


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
    assert [a.org_text for a in _profile(text).affiliations] == [org]


def test_bold_organisation_stays_the_organisation() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n**Hooli Labs**, Research Intern, 2019\nKestrel University, Lakeside\n"
    )
    assert [a.org_text for a in _profile(text).affiliations] == ["Hooli Labs"]


def test_long_organisation_row_with_a_place_column_heads_its_entry() -> None:
    """A CV PDF row 'Organisation - Division    City, Country' over 'TITLE    Dates' (the column gap is
    read as ' | '): a long organisation name with its place column still heads the entry."""
    text = (
        "JO ROE\nEXPERIENCE\n"
        "Kestrel National Institute for Widget Studies and Prevention - Regional Widget Safety Branch | Lakeside, USA\n"
        "Senior Analyst | 2015 - Present\n"
    )
    p = _profile(text, "cv.txt")
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel National Institute for Widget Studies and Prevention", "Senior Analyst", "2015", "present")
    ]
