"""People identity: keys, same-person decisions, and grouping across documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.gazetteers import OrgGazetteer, load_org_gazetteer
from talentgraph.model import Affiliation, Mention, Person, Profile
from talentgraph.resolve import (
    Gazetteers,
    link_people,
    normalize_person_name,
    person_key,
    person_links,
    person_records,
    resolve_profile,
    same_person,
)

FIXTURES = Path(__file__).parent / "fixtures" / "resolve"


@pytest.fixture(scope="module")
def orgs() -> OrgGazetteer:
    return load_org_gazetteer(FIXTURES / "organizations.yaml")


def test_keys_follow_the_documented_order() -> None:
    assert person_key("Ada Lovelace", "meta", "ada@x.org", "https://ada.dev") == "mailto:ada@x.org"
    assert person_key("Ada Lovelace", "meta", None, "https://www.ada.dev/") == "web:ada.dev"
    assert person_key("Prof. Ada Lovelace", "meta") == "ada lovelace@org:meta"
    assert person_key("Ada Lovelace", source="a.txt") == "ada lovelace@doc:a.txt"
    assert person_key(None, source="a.txt") == "@doc:a.txt"
    with pytest.raises(ValueError, match="source="):
        person_key("Ada Lovelace")


@pytest.mark.parametrize(
    ("written", "normal"),
    [
        ("Lovelace, Ada", "ada lovelace"),
        ("Dr. Ada K. Lovelace", "ada lovelace"),
        ("ADA LOVELACE", "ada lovelace"),
    ],
)
def test_person_name_normalisation(written: str, normal: str) -> None:
    assert normalize_person_name(written) == normal


def _doc(source: str, name: str | None, org: str, *, email: str | None = None, mentions=()) -> Profile:
    person = Person(name=name, emails=[email] if email else [])
    return Profile(
        source=source,
        person=person,
        affiliations=[Affiliation(org_text=org)],
        people=[Mention(name=n, relation="mentor", org=o) for n, o in mentions],
    )


def test_namesakes_at_different_orgs_stay_two(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    a = resolve_profile(_doc("a.txt", "Wei Zhang", "ByteDance"), g)
    b = resolve_profile(_doc("b.txt", "Wei Zhang", "Huawei"), g)
    ra, rb = person_records(a, orgs)[0], person_records(b, orgs)[0]
    assert ra.key != rb.key
    assert same_person(ra, rb) is None
    assert len(link_people([a, b], orgs)) == 2
    # mentions of namesakes tied to different organisations get different keys
    c = resolve_profile(
        _doc("c.txt", None, "Meta", mentions=[("Wei Zhang", "ByteDance"), ("Wei Zhang", "IBM")]), g
    )
    keys = [r.key for r in person_records(c, orgs)[1:]]
    assert keys == ["wei zhang@org:bytedance", "wei zhang@org:ibm"]


def test_same_name_and_shared_org_is_one_person(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    owner = resolve_profile(_doc("a.txt", "Wei Zhang", "Facebook"), g)
    other = resolve_profile(_doc("b.txt", "Li Na", "Apple", mentions=[("Zhang, Wei", "Meta Platforms")]), g)
    clusters = link_people([owner, other], orgs)
    wei = [c for c in clusters if any(m.name_key == "wei zhang" for m in c.members)]
    assert len(wei) == 1
    assert {m.source for m in wei[0].members} == {"a.txt", "b.txt"}
    assert wei[0].key == "wei zhang@org:meta"
    assert [why for _, _, why in wei[0].links] == ["name+org"]


def test_shared_parent_org_counts(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    owner = resolve_profile(_doc("a.txt", "Wei Zhang", "Meta AI"), g)
    other = resolve_profile(_doc("b.txt", None, "Apple", mentions=[("Wei Zhang", "Meta")]), g)
    assert len([c for c in link_people([owner, other], orgs) if len(c.members) == 2]) == 1


def test_same_email_is_one_person_even_with_other_names(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    a = resolve_profile(_doc("a.txt", "W. Zhang", "Apple", email="WZ@example.org"), g)
    b = resolve_profile(_doc("b.txt", "Wei Zhang", "IBM", email="wz@example.org"), g)
    clusters = link_people([a, b], orgs)
    assert [len(c.members) for c in clusters] == [2]
    assert clusters[0].key == "mailto:wz@example.org"


def test_person_links_point_members_to_the_group_key(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    a = resolve_profile(_doc("a.txt", "Wei Zhang", "Facebook"), g)
    b = resolve_profile(_doc("b.txt", None, "Apple", mentions=[("Wei Zhang", "Meta")]), g)
    links = person_links([a, b], g)
    assert [(link.written, link.target, link.rule) for link in links] == [
        ("wei zhang@doc:a.txt", "wei zhang@org:meta", "name+org")
    ]


def test_grouping_is_deterministic(orgs: OrgGazetteer) -> None:
    g = Gazetteers(orgs=orgs)
    docs = [
        resolve_profile(_doc(f"{i}.txt", "Wei Zhang", org, mentions=[("Li Na", "Apple")]), g)
        for i, org in enumerate(["Meta", "Apple", "IBM"])
    ]
    first = [(c.key, len(c.members)) for c in link_people(docs, orgs)]
    assert first == [(c.key, len(c.members)) for c in link_people(list(reversed(docs)), orgs)]
    assert first[0] == ("li na@org:apple", 3)
    # three namesakes who share nothing stay three document-scoped people
    assert [key for key, _ in first[1:]] == [f"wei zhang@doc:{i}.txt" for i in range(3)]
