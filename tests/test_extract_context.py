"""Entries that take facts from their neighbours: company headings over role lines, abbreviations the
document defines, degrees with no institution (documents written for these tests)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.extract.context import defined_abbreviations
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Document, Profile

ORGS = OrgGazetteer([Org(id="globex", name="Globex", type="company", aliases=("Globex Research",))])


def _profile(text: str) -> Profile:
    return extract_profile(Document("cv.txt", "text", text, "0"), orgs=ORGS)


CV = """PAT DOE

EXPERIENCE

Globex Research — Springfield, IL, USA
Senior Researcher, Quantum Widgets Group, 2016–2020
Researcher, Quantum Widgets Group, 2013–2016
     Built widgets.

Hooli Labs — Palo Alto, CA
Scientist, Search Quality Team, 2020–present
"""


def test_role_lines_under_one_company_heading_take_its_org() -> None:
    p = _profile(CV)
    rows = [(a.org_text, a.unit, a.role, a.start) for a in p.affiliations]
    assert ("Globex Research", "Quantum Widgets Group", "Researcher", "2013") in rows
    assert all(a.org_text != "Quantum Widgets Group" for a in p.affiliations)


def test_company_heading_group_ends_at_a_blank_line() -> None:
    p = _profile(CV)
    hooli = [a for a in p.affiliations if a.start == "2020" and a.end == "present"]
    assert [a.org_text for a in hooli] == ["Hooli Labs"]


def test_company_heading_with_a_long_name_and_a_place_column_heads_every_role() -> None:
    text = (
        "PAT DOE\n\nEXPERIENCE\n"
        "Kestrel Board of Governors, Division of Tide and Weather Affairs | Lund, Sweden\n"
        "Analyst | 2019–2022\n• Built tide tables for the board.\n"
        "Research Assistant | 2017–2019\n• Cleaned gauge records.\n"
    )
    rows = [(a.org_text, a.role, a.start) for a in _profile(text).affiliations]
    assert ("Kestrel Board of Governors", "Research Assistant", "2017") in rows


def test_long_title_row_with_details_under_a_company_heading_takes_its_org() -> None:
    text = (
        "PAT DOE\n\nResearch Experience\nKestrel University    Lund, SE\n"
        "Harbour Engineering Undergraduate Research Assistant    January 2017 - May 2019\n"
        "• Modelled tides in the harbour.\n"
        "Tide Gauge & Harbour Survey Undergraduate Research Assistant    May 2015 - January 2017\n"
        "• Calibrated the gauges.\n"
    )
    rows = [(a.org_text, a.start) for a in _profile(text).affiliations]
    assert rows == [("Kestrel University", "2017-01"), ("Kestrel University", "2015-05")]


def test_row_led_by_its_own_name_after_a_company_heading_is_a_new_employer() -> None:
    text = (
        "# PAT DOE\n## Experience\n### Kestrel University\nMar – Sep 2021, 2022\nExternal Lecturer\n"
        "Taught the course “Tides”,\nfocused on harbour gauges.\n"
        "quillwork (Jul – Aug 2017)\nWeb Developer Intern\n"
        "Orbelle Print (Jul – Aug 2013 & 2014)\nGraphic Design Intern\n"
    )
    profile = extract_profile(Document("cv.pdf", "pdf", text, "0"), orgs=ORGS)  # a PDF's text layer
    rows = [(a.org_text, a.role) for a in profile.affiliations]
    assert ("quillwork", "Web Developer Intern") in rows
    assert ("Orbelle Print", "Graphic Design Intern") in rows


def test_separate_org_after_blank_line_is_not_grouped() -> None:
    text = "PAT DOE\n\nEXPERIENCE\n\nGlobex Research — Springfield\nResearcher, Widgets Group, 2013–2016\n\n"
    text += "Scientist, Initrode Corporation, 2016–2019\n"
    orgs = [a.org_text for a in _profile(text).affiliations]
    assert "Initrode Corporation" in orgs


def test_defined_abbreviation_names_the_org_later() -> None:
    lines = split_lines(["Studied at Instituto Nacional de Ejemplo (INE), Lima", "Worked at Acme (ACME) too"])
    assert defined_abbreviations(lines) == {"INE": "Instituto Nacional de Ejemplo"}
    text = (
        "PAT DOE\n\nEDUCATION\nInstituto Nacional de Ejemplo (INE)\nB.S. in Physics, 2010 – 2014\n\n"
        "EXPERIENCE\nResearch Assistant | INE, Optics Group | Lima | 2012 – 2014\n"
    )
    aff = _profile(text).affiliations
    assert [(a.org, a.org_text) for a in aff] == [("Instituto Nacional de Ejemplo", "INE")]


def test_undefined_abbreviation_is_left_alone() -> None:
    lines = split_lines(["Research Assistant | XYZ, Optics Group | 2012 – 2014", "Speech (ASR) and more"])
    assert defined_abbreviations(lines) == {}


def test_degree_without_institution_takes_the_one_above() -> None:
    text = (
        "PAT DOE\n\nEDUCATION\nGreendale University                         Greendale, CO\n"
        "Ph.D. in Computer Science                      Aug 2020 – Present\n"
        "M.S. in Computer Science (en route)            May 2023\n"
    )
    edu = _profile(text).education
    assert [(e.institution_text, e.degree) for e in edu] == [
        ("Greendale University", "Ph.D."),
        ("Greendale University", "M.S."),
    ]


def test_degree_after_a_blank_line_keeps_no_institution() -> None:
    text = (
        "PAT DOE\n\nEDUCATION\nGreendale University, Ph.D. in Physics, 2015 – 2020\n\n"
        "Certificate\nM.S. in Data Science, 2014\n"
    )
    edu = _profile(text).education
    ms = [e for e in edu if e.degree == "M.S."]
    assert ms
    assert ms[0].institution_text != "Greendale University"


def test_abbreviation_of_a_field_names_no_org() -> None:
    text = (
        "PAT DOE\n\nI work on Automatic Speech Recognition (ASR).\n\n"
        "EXPERIENCE\nResearch Intern | Foo Widgets Company, ASR team | Lima | 2012 – 2014\n"
    )
    aff = _profile(text).affiliations
    assert [a.org_text for a in aff] == ["Foo Widgets Company"]


def _projects(text: str) -> list[str]:
    return [p.name for p in _profile(text).projects]


def test_lowercase_project_named_as_a_library() -> None:
    text = "PAT DOE\n\nI also maintain tensorquill, a small PyTorch library for sparse kernels.\n"
    assert _projects(text) == ["tensorquill"]


def test_lowercase_word_without_a_software_kind_is_no_project() -> None:
    assert _projects("PAT DOE\n\nI maintain gardens, a hobby that keeps me sane.\n") == []
    assert _projects("PAT DOE\n\nI maintain it, a small library for kernels.\n") == []
