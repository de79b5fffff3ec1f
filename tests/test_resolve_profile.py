"""Whole-profile resolution, identity links and explanations on fixture gazetteers."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.gazetteers import load_org_gazetteer, load_skos_index, load_technology_index
from talentgraph.model import (
    Affiliation,
    Education,
    Evidence,
    Mention,
    Person,
    Profile,
    Project,
    Technology,
    Topic,
)
from talentgraph.resolve import Gazetteers, explain, identity_links, resolve_profile

FIXTURES = Path(__file__).parent / "fixtures" / "resolve"
TOPIC = "https://w3id.org/talentgraph/topic/"


@pytest.fixture(scope="module")
def gaz() -> Gazetteers:
    return Gazetteers(
        orgs=load_org_gazetteer(FIXTURES / "organizations.yaml"),
        topics=load_skos_index(FIXTURES / "topics.ttl"),
        roles=load_skos_index(FIXTURES / "roles.ttl"),
        technologies=load_technology_index(FIXTURES / "technologies.yaml"),
    )


def _profile(source: str = "cv.txt") -> Profile:
    return Profile(
        source=source,
        affiliations=[
            Affiliation(
                org_text="ByteDance, AI Lab, MLSys", role="Research Intern", evidence=Evidence(3, "x")
            ),
            Affiliation(org_text="Facebook Inc.", role="Software Engineer Intern"),
            Affiliation(org_text="Meta AI", role="Senior Staff Research Scientist"),
            Affiliation(
                org_text="Meta Platforms", unit="Ads Training Infra", role="Research Scientist Intern"
            ),
            Affiliation(org_text="NTU", role="Research Assistant"),
        ],
        education=[
            Education(institution_text="UCSD", degree="M.S."),
            Education(institution_text="Univ. of Nowhere"),
        ],
        projects=[Project(name="Pyro", org="UIUC")],
        topics=[Topic("Systems for Machine Learning"), Topic("ML systems"), Topic("PL Design")],
        technologies=[Technology("Pytorch"), Technology("Dyninst")],
        people=[Mention(name="Ada Lovelace", relation="mentor", org="CMU")],
    )


def test_resolve_profile_fills_ids_and_units(gaz: Gazetteers) -> None:
    raw = _profile()
    out = resolve_profile(raw, gaz)
    assert [(a.org, a.org_id, a.unit) for a in out.affiliations] == [
        ("ByteDance", "bytedance", "AI Lab, MLSys"),
        ("Meta", "meta", None),
        ("Meta AI", "meta-ai", None),
        ("Meta", "meta", "Ads Training Infra"),
        ("NTU", "x-ntu", None),
    ]
    assert [a.org_text for a in out.affiliations][:2] == ["ByteDance, AI Lab, MLSys", "Facebook Inc."]
    assert [(e.institution, e.org_id) for e in out.education] == [
        ("University of California, San Diego", "ucsd"),
        ("Univ. of Nowhere", "x-universityofnowhere"),
    ]
    assert out.projects[0].org_id == "uiuc"
    assert out.people[0].org_id == "cmu"
    assert [t.concept_id for t in out.topics] == [TOPIC + "ml-systems", TOPIC + "ml-systems", None]
    assert [t.tech_id for t in out.technologies] == ["pytorch", None]
    # the input is not modified, and resolving twice changes nothing
    assert raw.affiliations[0].org_id is None
    assert raw.topics[0].concept_id is None
    assert resolve_profile(out, gaz) == out


def test_units_from_extraction_and_from_the_name_are_joined(gaz: Gazetteers) -> None:
    p = Profile(source="x", affiliations=[Affiliation(org_text="ByteDance, AI Lab", unit="MLSys")])
    assert resolve_profile(p, gaz).affiliations[0].unit == "AI Lab, MLSys"
    p = Profile(source="x", affiliations=[Affiliation(org_text="ByteDance, AI Lab", unit="AI Lab")])
    assert resolve_profile(p, gaz).affiliations[0].unit == "AI Lab"


def test_identity_links_are_separate_plain_data(gaz: Gazetteers) -> None:
    links = identity_links(_profile(), gaz)
    orgs = {(link.written, link.target, link.rule) for link in links if link.kind == "org"}
    assert ("Facebook Inc.", "meta", "former_name") in orgs
    assert ("NTU", "x-ntu", "minted") in orgs
    assert ("UCSD", "ucsd", "acronym") in orgs
    first = next(link for link in links if link.written == "ByteDance, AI Lab, MLSys")
    assert (first.unit, first.line, first.source) == ("AI Lab, MLSys", 3, "cv.txt")
    topics = [(link.written, link.target) for link in links if link.kind == "topic"]
    assert topics == [
        ("Systems for Machine Learning", TOPIC + "ml-systems"),
        ("ML systems", TOPIC + "ml-systems"),
    ]
    roles = {link.written: link.target.rsplit("/", 1)[1] for link in links if link.kind == "role"}
    assert roles["Senior Staff Research Scientist"] == "research-scientist"
    assert roles["Software Engineer Intern"] == "intern"
    people = [(link.written, link.target, link.rule) for link in links if link.kind == "person"]
    assert people == [("Ada Lovelace", "ada lovelace@org:cmu", "org")]


def test_explain_org_lists_written_forms_and_children(gaz: Gazetteers) -> None:
    docs = [_profile("a.txt"), Profile(source="b.txt", affiliations=[Affiliation(org_text="Meta, Research")])]
    e = explain("meta", docs, gaz)
    assert (e.kind, e.id, e.label, e.rule) == ("org", "meta", "Meta", "id")
    assert ("Facebook", "former_name") in e.known_forms
    written = {(link.source, link.written, link.target) for link in e.observed}
    assert written == {
        ("a.txt", "Facebook Inc.", "meta"),
        ("a.txt", "Meta AI", "meta-ai"),
        ("a.txt", "Meta Platforms", "meta"),
        ("b.txt", "Meta, Research", "meta"),
    }
    by_name = explain("Facebook", docs, gaz)
    assert (by_name.id, by_name.rule) == ("meta", "former_name")
    assert any("'Meta, Research' -> meta by exact (unit: Research)" in line for line in by_name.lines())
    assert explain("Meta AI", None, gaz).parents == (("meta", "Meta"),)


def test_explain_topic_technology_and_unknowns(gaz: Gazetteers) -> None:
    e = explain("ML systems", [_profile()], gaz)
    assert (e.kind, e.id, e.label) == ("topic", TOPIC + "ml-systems", "Machine Learning Systems")
    assert e.parents == ((TOPIC + "machine-learning", "Machine Learning"),)
    assert [link.written for link in e.observed] == ["Systems for Machine Learning", "ML systems"]
    assert explain("ml-systems", None, gaz).id == TOPIC + "ml-systems"
    assert explain("pytorch", None, gaz).kind == "technology"
    unknown = explain("NTU", [_profile()], gaz)
    assert (unknown.kind, unknown.id, unknown.rule) == ("org", "x-ntu", "minted")
    assert [link.written for link in unknown.observed] == ["NTU"]
    assert explain("x-ntu", [_profile()], gaz).to_dict()["observed"][0]["written"] == "NTU"


def test_a_name_cut_before_its_campus_resolves_to_the_campus() -> None:
    g = Gazetteers(
        orgs=load_org_gazetteer(
            [
                {
                    "id": "kestrel",
                    "name": "University of Kestrel, Bergen",
                    "aliases": ["University of Kestrel"],
                },
                {"id": "kestrel-oslo", "name": "University of Kestrel, Oslo"},
            ]
        )
    )
    line = Evidence(3, "I did my PhD at the University of Kestrel, Oslo, on widget theory.")
    p = Profile(
        source="x",
        affiliations=[Affiliation(org_text="University of Kestrel", evidence=line)],
        education=[Education(institution_text="University of Kestrel", evidence=line)],
    )
    out = resolve_profile(p, g)
    assert (out.affiliations[0].org_id, out.affiliations[0].org_text) == (
        "kestrel-oslo",
        "University of Kestrel, Oslo",
    )
    assert out.education[0].org_id == "kestrel-oslo"
    assert {link.target for link in identity_links(p, g) if link.kind == "org"} == {"kestrel-oslo"}


def test_an_organisation_extraction_read_from_an_acronym_is_kept(tmp_path: Path) -> None:
    from talentgraph.pipeline import profile_from_document
    from talentgraph.sources import read_document

    path = tmp_path / "cv.txt"
    path.write_text(
        "Ravi Kestrel\n\nTeaching\n\nTeaching Assistant, Coastal Processes (MIT), 2016 - 2018\n\n"
        "Education\n\nPhD in Oceanography, Tide Studies Program (MIT), 2018\n",
        encoding="utf-8",
    )
    profile = profile_from_document(read_document(path))
    assert [a.org_id for a in profile.affiliations] == ["mit"]
    assert [e.org_id for e in profile.education] == ["mit"]
    links = identity_links(profile)
    assert {link.target for link in links if link.kind == "org"} == {"mit"}


def test_a_kept_organisation_comes_only_from_the_gazetteer(gaz: Gazetteers) -> None:
    profile = Profile(
        source="cv.txt", affiliations=[Affiliation(org_text="Coastal Processes", org_id="x-nowhere")]
    )
    assert resolve_profile(profile, gaz).affiliations[0].org_id != "x-nowhere"


def test_an_unknown_part_written_before_its_known_host_is_a_unit_of_the_host() -> None:
    g = Gazetteers(
        orgs=load_org_gazetteer(
            [
                {"id": "kestrel", "name": "University of Kestrel", "acronyms": ["UKes"]},
                {"id": "widgetco", "name": "Widget Corp"},
            ]
        )
    )
    prose = Evidence(
        4, "From 2010 I worked at the Department of Tides at the University of Kestrel, on waves."
    )
    listed = Evidence(9, "Research Intern at Gull Lab (UKes, Lakeside)")
    p = Profile(
        source="x",
        affiliations=[
            Affiliation(org_text="Department of Tides", evidence=prose),
            Affiliation(org_text="Gull Lab", role="Research Intern", evidence=listed),
        ],
        education=[Education(institution_text="Department of Tides", degree="Ph.D.", evidence=prose)],
    )
    out = resolve_profile(p, g)
    assert [(a.org_id, a.unit) for a in out.affiliations] == [
        ("kestrel", "Department of Tides"),
        ("kestrel", "Gull Lab"),
    ]
    assert out.education[0].org_id == "kestrel"
    assert {link.target for link in identity_links(p, g) if link.kind == "org"} == {"kestrel"}


def test_a_company_or_university_before_another_known_name_stays_its_own_org() -> None:
    g = Gazetteers(orgs=load_org_gazetteer([{"id": "kestrel", "name": "University of Kestrel"}]))
    line = Evidence(2, "Engineer, Gadget Ltd, University of Kestrel spin-out")
    p = Profile(source="x", affiliations=[Affiliation(org_text="Gadget Ltd", evidence=line)])
    assert resolve_profile(p, g).affiliations[0].org_id.startswith("x-")


def test_the_owners_own_name_is_no_organisation(gaz: Gazetteers) -> None:
    p = Profile(
        source="x",
        person=Person(name="Ada Kestrel"),
        affiliations=[
            Affiliation(org_text="Ada Kestrel", role="Done during a research internship"),
            Affiliation(org_text="Ada Kestrel Lab", role="Research Assistant"),
        ],
    )
    assert [a.org_text for a in resolve_profile(p, gaz).affiliations] == ["Ada Kestrel Lab"]
