"""False posts that recur across real CVs (round 9, precision), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.extract.post_fields import plausible_org, plausible_posts
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Affiliation, Evidence, Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _orgs(p: Profile) -> list[str | None]:
    return [a.org_text for a in p.affiliations]


def test_what_cannot_name_an_organisation() -> None:
    """An address, a count, a grant role, a kind of employment and a cut-off name are no organisations."""
    assert not plausible_org("ada.lane@kestrel.example")
    assert not plausible_org("38 refereed articles")
    assert not plausible_org("Co-PI")
    assert not plausible_org("Co-I: B. Hart")
    assert not plausible_org("Full-Time")
    assert not plausible_org("Kestrel Institute of")
    assert not plausible_org("& Cognition Research Group")
    assert not plausible_org("Organization")
    assert not plausible_org("the Department")
    assert not plausible_org("R")
    assert plausible_org("Kestrel Institute of Marine Science")
    assert plausible_org("Institute for Advanced Study")
    assert plausible_org("3M")


def test_an_employment_kind_after_the_role_is_no_employer() -> None:
    text = "# Ada Lane\n\n## Experience\n\n#### Field Technician, Part-Time (Apr 2021 - Current)\n\nHart & Roe Surveyors\n"
    assert "Part-Time" not in _orgs(_profile(text))


def test_a_person_assisted_is_no_employer() -> None:
    """ "Research Assistant, Bo Hart" names a person assisted; "Instructor, Hartwell Outdoors" and
    an organisation listed with its parts stay posts."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- Research Assistant, Bo Hart, 2016\n"
        "- Instructor, Hartwell Outdoors, 2018\n"
        "- Teaching Assistant, Council of Westmark, Soil Unit, 2019\n"
        "- Lecturer, Kestrel University, 2020\n"
    )
    orgs = _orgs(_profile(text))
    assert "Bo Hart" not in orgs
    assert "Hartwell Outdoors" in orgs
    assert "Kestrel University" in orgs
    assert any(o and o.startswith("Council of Westmark") for o in orgs)


def _people(text: str) -> list[str]:
    return [m.name for m in _profile(text).people]


def test_a_company_with_its_legal_form_is_no_collaborator() -> None:
    """ "in collaboration with Kestrel Widget A/S": a legal form after the words makes them a company."""
    text = "# Ada Lane\n\nA cohort study, in collaboration with Kestrel Widget A/S, Denmark.\n"
    assert _people(text) == []


def test_a_body_named_after_its_field_is_no_supervisor() -> None:
    """ "the Dune Group of Kestrel Bay Conservation Science": the words after "of" name a body."""
    text = (
        "# Ada Lane\n\nAda is an ecologist in the Dune Group of "
        "[Kestrel Bay Conservation Science](https://x.example), where she studies plovers.\n"
    )
    assert _people(text) == []


def test_an_award_row_is_no_post() -> None:
    """ "Student Travel Award, Kestrel Reef Institute ($400)": an honour received, not a role held there."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- 2023    Student Travel Award, Kestrel Reef Institute ($400)\n"
        "- 2020 – 2024    Lecturer, Kestrel University\n"
    )
    assert _orgs(_profile(text)) == ["Kestrel University"]


def test_an_event_series_is_no_person() -> None:
    """ "Host: Kestrel Coding Workshops": the last word names an event, not a surname."""
    assert _people("# Ada Lane\n\n## Service\n\n- Host: Kestrel Coding Workshops, 2023\n") == []


def test_a_reference_line_is_no_post() -> None:
    """An undescribed post read from "2. Lane, A. (2021) reefcount: …. https://github.com/…" is a citation."""
    p = Profile(source="x.pdf")
    p.affiliations += [
        Affiliation(
            org_text="GitHub",
            evidence=Evidence(9, "2. Lane, A. (2021) reefcount: an R package. https://github."),
        ),
        Affiliation(
            org_text="Kestrel University",
            role="Lecturer",
            evidence=Evidence(3, "Lecturer, Kestrel University"),
        ),
    ]
    assert _orgs(plausible_posts(p)) == ["Kestrel University"]


def test_a_discipline_alone_is_no_organisation() -> None:
    assert not plausible_org("Limnology")
    assert not plausible_org("Oceanography")
    assert plausible_org("Kestrel Geology Survey")
    assert plausible_org("Tidology Labs")
