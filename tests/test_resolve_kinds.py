"""A resolved profile keeps no person as an employer, no place or field as a person, no name as a topic."""

from __future__ import annotations

from talentgraph.gazetteers import load_org_gazetteer
from talentgraph.model import Affiliation, Education, Mention, Person, Profile, Topic
from talentgraph.resolve import resolve_profile
from talentgraph.resolve.kinds import (
    without_names_as_topics,
    without_people_as_orgs,
    without_things_as_people,
)
from talentgraph.resolve.profile import Gazetteers

GAZ = Gazetteers(
    orgs=load_org_gazetteer(
        [{"id": "kestrel", "name": "Kestrel University"}, {"id": "wren", "name": "Wren Academic Press"}]
    )
)


def test_a_post_with_the_people_the_owner_worked_with_as_its_org_is_dropped() -> None:
    profile = Profile(
        source="about.md",
        affiliations=[
            Affiliation(org_text="Ada Lane and Bo Reed", role="Research Analyst"),
            Affiliation(org_text="Kestrel University", role="Postdoc"),
        ],
        people=[Mention("Ada Lane"), Mention("Bo Reed")],
    )
    assert [a.org for a in resolve_profile(profile, GAZ).affiliations] == ["Kestrel University"]


def test_a_lab_named_after_a_person_is_kept() -> None:
    posts = [Affiliation(org_text="Ada Lane Lab"), Affiliation(org_text="Ada Lane")]
    assert [a.org_text for a in without_people_as_orgs(posts, ["Ada Lane"])] == ["Ada Lane Lab"]


def test_places_fields_and_publishers_read_as_people_are_dropped() -> None:
    people = [Mention(n) for n in ("Ada Lane", "Los Angeles", "Machine Learning", "Wren Academic Press")]
    kept = without_things_as_people(people, GAZ.orgs)
    assert [m.name for m in kept] == ["Ada Lane"]


def test_a_person_whose_name_has_a_place_in_it_is_kept() -> None:
    people = [Mention("Austin Lane"), Mention("Paris Reed")]
    assert without_things_as_people(people, GAZ.orgs) == people


def test_the_owner_a_place_or_an_employer_is_no_topic() -> None:
    profile = Profile(
        source="cv.pdf",
        person=Person(name="Ada Lane"),
        topics=[Topic("Ada Lane"), Topic("Kestrel University"), Topic("Austria"), Topic("Soil ecology")],
    )
    assert [t.label for t in resolve_profile(profile, GAZ).topics] == ["Soil ecology"]


def test_a_topic_that_only_contains_a_place_is_kept() -> None:
    topics = [Topic("Climate of Austria"), Topic("Kestrel University archives")]
    assert without_names_as_topics(topics, [], GAZ.orgs) == topics


def test_a_field_or_a_heading_written_where_the_employer_goes_is_no_organisation() -> None:
    profile = Profile(
        source="cv.pdf",
        affiliations=[
            Affiliation(org_text="Data Science", role="Senior Analyst"),
            Affiliation(org_text="Research and Development", role="Tutor"),
            Affiliation(org_text="Kestrel University", role="Tutor"),
        ],
        education=[Education(institution_text="Robotics", degree="M.S.")],
    )
    resolved = resolve_profile(profile, GAZ)
    assert [a.org for a in resolved.affiliations] == ["Kestrel University"]
    assert resolved.education == []


def test_a_known_organisation_named_like_a_field_is_kept() -> None:
    gaz = Gazetteers(orgs=load_org_gazetteer([{"id": "ecology-inc", "name": "Ecology"}]))
    profile = Profile(source="cv.pdf", affiliations=[Affiliation(org_text="Ecology", role="Analyst")])
    assert [a.org for a in resolve_profile(profile, gaz).affiliations] == ["Ecology"]


def test_a_school_named_after_a_field_is_kept() -> None:
    profile = Profile(
        source="cv.pdf", affiliations=[Affiliation(org_text="School of Education", role="Lecturer")]
    )
    assert [a.org_text for a in resolve_profile(profile, GAZ).affiliations] == ["School of Education"]


def test_a_government_body_named_after_a_heading_is_kept() -> None:
    # "Education" and "Administration" are section headings, but a ministry or an administration is a body
    posts = [
        Affiliation(org_text="Ministry of Education", role="Policy Analyst"),
        Affiliation(org_text="Northfield Transit Administration", role="Intern"),
        Affiliation(org_text="Teaching", role="Tutor"),
    ]
    resolved = resolve_profile(Profile(source="cv.pdf", affiliations=posts), GAZ)
    assert [a.org_text for a in resolved.affiliations] == [
        "Ministry of Education",
        "Northfield Transit Administration",
    ]
