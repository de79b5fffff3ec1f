"""Scraped personal homepages: menus printed one item a line, 'Currently:' lines, field lists followed
by sentences, project cards. Every document here is written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import read_document


@pytest.fixture(scope="module")
def orgs() -> OrgGazetteer:
    return OrgGazetteer(
        [
            Org(id="quillon", name="Quillon Data", type="company"),
            Org(id="lorem", name="University of Lorem", type="university"),
        ]
    )


def _extract(tmp_path: Path, text: str, orgs: OrgGazetteer) -> Profile:
    path = tmp_path / "page.txt"
    path.write_text(text, encoding="utf-8")
    return extract_profile(read_document(path), orgs=orgs)


_STARTUP_PAGE = """\
jdoe.site
Home
Work
Now
Blog
Contact

Jo Doe
Builder of small tools.

Currently: Head of Data & co-founder at Brindlewick (2021–). We make inventory software for bakeries, and we are hiring in Leeds.

Previously:
Senior Analyst, Quillon Data — Forecasting team, Leeds (2017–2021). My lead let me rebuild the whole reporting stack from scratch twice.
Data Intern, Quillon Data, York (summer 2016)

Education: BASc, Statistics, University of Lorem, 2012–2016

Selected work

Crumbcount (Brindlewick, 2022–2023)
Demand forecasts per loaf for every shop, every morning.

loafdiff
A small diff tool for recipe files. 300 stars. https://example.org/loafdiff
"""


def test_menu_lines_open_no_section_and_positions_are_read(tmp_path: Path, orgs: OrgGazetteer) -> None:
    p = _extract(tmp_path, _STARTUP_PAGE, orgs)
    got = {(a.org_text, a.role, a.start, a.end) for a in p.affiliations}
    assert ("Brindlewick", "Head of Data & co-founder", "2021", "present") in got
    assert ("Quillon Data", "Senior Analyst", "2017", "2021") in got
    assert any(a.org_text == "Quillon Data" and a.start == "2016-06" for a in p.affiliations)
    assert not any("manager" in (a.role or "") or "lead" in (a.org_text or "") for a in p.affiliations)


def test_labelled_education_line(tmp_path: Path, orgs: OrgGazetteer) -> None:
    p = _extract(tmp_path, _STARTUP_PAGE, orgs)
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("University of Lorem", "B.A.Sc.", "2012", "2016")
    ]


def test_selected_work_cards_are_projects(tmp_path: Path, orgs: OrgGazetteer) -> None:
    p = _extract(tmp_path, _STARTUP_PAGE, orgs)
    got = {(x.name, x.org, x.start) for x in p.projects}
    assert ("Crumbcount", "Brindlewick", "2022") in got
    assert any(x.name == "loafdiff" and x.start is None for x in p.projects)
    assert not any(x.name.startswith(("Currently", "Jo Doe")) for x in p.projects)


def test_a_cv_with_real_headings_keeps_its_sections(tmp_path: Path, orgs: OrgGazetteer) -> None:
    # negative case: headings with content under them are no menu
    text = (
        "Jo Doe\n\nEducation\nBSc, University of Lorem, 2012–2016\n\nWork\nAnalyst, Quillon Data, 2017–2021\n"
    )
    p = _extract(tmp_path, text, orgs)
    assert [(e.institution_text, e.degree) for e in p.education] == [("University of Lorem", "B.Sc.")]
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Quillon Data", "Analyst")]


def test_a_dated_sentence_is_not_cut_into_a_position(tmp_path: Path, orgs: OrgGazetteer) -> None:
    # negative case: a first-person sentence that merely holds a year is no field list
    text = (
        "Jo Doe\n\nIn 2019 we moved the whole team to a new city and I spent most of that year learning "
        "how bakeries plan their mornings. It changed how I think about forecasting.\n"
    )
    p = _extract(tmp_path, text, orgs)
    assert p.affiliations == []
    assert p.projects == []


def test_name_after_a_domain_title_and_a_menu(tmp_path: Path, orgs: OrgGazetteer) -> None:
    p = _extract(tmp_path, _STARTUP_PAGE, orgs)
    assert p.person.name == "Jo Doe"


def test_name_printed_twice_once_with_a_title(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = "Skip to content\nMira Quell\nHome   Research   Contact\n\nDr. Mira Quell\nSenior Lecturer in Statistics\n"
    assert _extract(tmp_path, text, orgs).person.name == "Mira Quell"


def test_two_different_names_at_the_top_state_none(tmp_path: Path, orgs: OrgGazetteer) -> None:
    # negative case: a lab's site title over a member's name with a title is no repetition
    text = "Skip to content\nMira Quell\nHome   Research   Contact\n\nDr. Tomas Reiner\nResearch Group\n"
    assert _extract(tmp_path, text, orgs).person.name != "Tomas Reiner"


def test_emoji_plural_section_heading(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = (
        "Mira Quell\n\n📖 Educations\n2012.9 – 2016.6, B.S. in Statistics, University of Lorem, Lorem City.\n\n"
        "🎖 Honors\n2016 Dean's Prize, University of Lorem\n"
    )
    p = _extract(tmp_path, text, orgs)
    assert [(e.institution_text, e.degree, e.start) for e in p.education] == [
        ("University of Lorem", "B.S.", "2012-09")
    ]
    assert p.affiliations == []  # negative case: the prize line is no post


def _people(p: Profile) -> dict[str, str]:
    return {m.name: m.relation for m in p.people}


def test_group_heading_lists_students_and_alumni(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = (
        "Mira Quell\n\nResearch\n\nI study rivers.\n\nGroup\n\n"
        "PhD students: Odile Fanchon, Rasmus Teig\nAlumni: Dr. Petra Holm (PhD 2020; now at Quillon Data)\n"
    )
    found = _people(_extract(tmp_path, text, orgs))
    assert found == {"Odile Fanchon": "student", "Rasmus Teig": "student", "Petra Holm": "student"}


def test_student_label_line_inside_another_section(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = "Mira Quell\n\nProjects\n\nRiverNet: flood maps.\nMaster's students: Ida Brun, Kai Lenz\n"
    assert _people(_extract(tmp_path, text, orgs)) == {"Ida Brun": "student", "Kai Lenz": "student"}


def test_a_label_that_names_no_people_lists_none(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = "Mira Quell\n\nTeaching\n\nStudents: about 40 per term, Hydrology I\nTools: Python, Rust\n"
    assert _extract(tmp_path, text, orgs).people == []


def test_interns_listed_by_term(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = "Mira Quell\n\nInterns mentored\nSummer 2023: Ada Vell (Lorem), Summer 2022: Bo Strand (Quillon)\n"
    assert set(_people(_extract(tmp_path, text, orgs))) == {"Ada Vell", "Bo Strand"}


def test_stacked_titles_and_translated_labels_before_a_name(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = (
        "Mira Quell\n\nCareer\n\n2012 – 2014   Postdoc, University of Lorem. Supervisora: Profa. Dra. Rita Sal\n"
        "2010 – 2011   Visiting student, Quillon Data. Anfitrião (host): Dr. Olaf Berg\n"
    )
    found = _people(_extract(tmp_path, text, orgs))
    assert found.get("Rita Sal") == "supervisor"
    assert found.get("Olaf Berg") == "mentor"


def test_sentence_opening_with_lists_collaborators(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = (
        "Mira Quell\n\nProjects\n\nRiverNet (2021–2023) — flood maps. With Ana Pires, Tom Rieck and\n"
        "Lia Moss.\n\nDelta — tide models\nwith Sven Ekdahl\n"
    )
    found = _people(_extract(tmp_path, text, orgs))
    assert set(found) == {"Ana Pires", "Tom Rieck", "Lia Moss", "Sven Ekdahl"}


def test_with_inside_a_sentence_names_no_one(tmp_path: Path, orgs: OrgGazetteer) -> None:
    text = "Mira Quell\n\nAbout\n\nI grew up with Great Danes and Border Collies in Oslo.\n"
    assert _extract(tmp_path, text, orgs).people == []
