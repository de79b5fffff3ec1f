"""Text extraction over fixture documents written for these tests (no seed text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Document
from talentgraph.sources import read_document

FIXTURES = Path(__file__).parent / "fixtures" / "docs"


@pytest.fixture
def orgs() -> OrgGazetteer:
    return OrgGazetteer([Org(id="initech", name="Initech", type="company", aliases=("Initech Labs",))])


def test_pipe_layout_html(orgs: OrgGazetteer) -> None:
    p = extract_profile(read_document(FIXTURES / "pipe_layout.html"), orgs=orgs)
    assert p.person.name == "Rosa Vidal"
    assert p.person.emails == ["rosa@example.org"]
    first = p.affiliations[0]
    assert (first.org, first.org_id, first.org_text) == ("Initech", "initech", "Initech Labs")
    assert (first.role, first.start, first.end, first.location) == (
        "Research Intern",
        "2019-06",
        "2019-08",
        "Austin, TX",
    )
    phd = next(e for e in p.education if e.degree == "Ph.D.")
    assert (phd.institution_text, phd.end) == ("Northfield University", "present")
    assert [(m.name, m.relation) for m in p.people] == [("Alan Moss", "mentor"), ("Lea Brandt", "mentor")]
    bs = next(e for e in p.education if e.degree == "B.S.")
    assert (bs.field, bs.institution_text, bs.start) == ("Physics", "Northfield University", "2012")


def test_stacked_cv_with_backwards_interval(orgs: OrgGazetteer) -> None:
    doc = read_document(FIXTURES / "stacked_cv.txt")
    p = extract_profile(doc, orgs=orgs)
    assert p.person.name == "Omar Fayed"
    assert p.person.location == "Lyon, France"
    a = p.affiliations[0]
    assert (a.org_text, a.unit, a.role) == (
        "Quantex Inc",
        "Storage Group, Flash Team",
        "Software Engineer Intern",
    )
    assert a.evidence is not None
    assert doc.lines[a.evidence.line - 1].startswith("Jun 2021")
    assert [pr.name for pr in p.projects] == ["Hydra Cache"]
    edu = p.education[0]
    assert (edu.degree, edu.field, edu.start, edu.end) == ("M.Sc.", "Computer Science", "2020-09", "2019-03")
    assert any("line 17" in w for w in p.warnings)
    assert [t.label for t in p.topics] == ["storage systems", "caching"]


def test_no_stated_name_gives_none(orgs: OrgGazetteer) -> None:
    text = "Experiences\n======\n* 2020/01 - Present Research Scientist, **Acme Research**\n"
    p = extract_profile(Document("about.md", "markdown", text, "0"), orgs=orgs)
    assert p.person.name is None
    assert p.affiliations[0].org_text == "Acme Research"
    assert p.affiliations[0].start == "2020-01"


def test_field_list_with_one_year_and_a_degree_in_a_tail_sentence() -> None:
    text = (
        "Before that\n\nPellucid Labs, Research Intern, 2012\nA summer on query logs.\n\n"
        "Northfield University, Research Assistant, 2009-2014\n"
        "My PhD, in the retrieval lab, was about query expansion with knowledge bases.\n"
    )
    p = extract_profile(Document("about.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Pellucid Labs", "Research Intern", "2012", None),
        ("Northfield University", "Research Assistant", "2009", "2014"),
    ]
    assert p.education == []


def test_named_items_in_a_projects_section() -> None:
    text = "## Projects\n- Driftnet (Northfield University): a dataset of sonar scans.\n- Keel — a ranking toolkit.\n"
    p = extract_profile(Document("p.md", "markdown", text, "0"), orgs=OrgGazetteer([]))
    assert [(pr.name, pr.org) for pr in p.projects] == [("Driftnet", "Northfield University"), ("Keel", None)]
