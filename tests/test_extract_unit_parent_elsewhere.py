"""A post read at a part of a body (a group, an office, a research function) whose parent the entry
writes in another field is a post at the parent, the part its unit."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import load_org_gazetteer
from talentgraph.sources import parse_bytes


def _posts(body: str) -> list[tuple[str | None, str | None]]:
    text = "# Ana Ruiz\n\n## Experience\n\n" + body
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    return [(a.org_text, a.unit) for a in p.affiliations]


def test_an_office_then_its_department() -> None:
    posts = _posts("Policy Economist, Office of Tidal Statistics, Dept. of the Harbour    2019 – 2022\n")
    assert ("Dept. of the Harbour", "Office of Tidal Statistics") in posts


def test_a_research_function_over_its_firm() -> None:
    posts = _posts(
        "Gullwing Capital    Bergen, Norway\n"
        "Summer Analyst - Quantitative Research    June 2014 – Aug. 2014\n"
        "- Built pricing tools for the desk.\n"
    )
    assert ("Gullwing Capital", "Quantitative Research") in posts


def test_a_group_over_a_known_body_read_as_its_place() -> None:
    text = (
        "# Ana Ruiz\n\n## Experience\n\n"
        "Research Intern    June 2017 - Sept. 2017\n"
        "Acoustic Signals Group, Gullmar KDMT, Norway\n"
        "I designed a detector for bird calls.\n"
    )
    orgs = load_org_gazetteer([{"id": "gullmar", "name": "Gullmar"}])
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"), orgs=orgs)
    posts = [(a.org_text, a.unit, a.location) for a in p.affiliations]
    assert ("Gullmar KDMT", "Acoustic Signals Group", "Norway") in posts


def test_a_college_the_document_places_in_its_university_elsewhere() -> None:
    text = (
        "# Ana Ruiz\n\n## Positions\n\n"
        "2019–2022    Director, Tide Studies Centre, Gull College of Commerce, Kestrel University\n"
        "2014–2018    Program Director, Harbour Scholars Program, Gull College of Commerce\n"
    )
    orgs = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"), orgs=orgs)
    posts = [(a.org_text, a.unit, a.start) for a in p.affiliations]
    assert ("Kestrel University", "Harbour Scholars Program, Gull College of Commerce", "2014") in posts
