"""The graph page around one person on a generated store with a hub employer: the same page as the
whole page's neighbourhood, read from the neighbourhood (issue 16)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from talentgraph.gazetteers import org_gazetteer
from talentgraph.model import Affiliation, Mention, Person, Profile, Project
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.reference import reference_graph
from talentgraph.store import Store, open_store
from talentgraph.views import focus, network_data
from talentgraph.views.career import person_names
from talentgraph.views.network import Network, ego_network

TODAY = date(2025, 6, 1)


def hub_profiles(n: int = 150, seed: int = 5) -> list[Profile]:
    """``n`` fictional careers at Zipf-popular gazetteer employers (parents apply: a lab under its
    company), so the first employer is a hub of about a fifth of them; projects and supervisors."""
    rng = random.Random(seed)
    orgs = sorted((o.id, o.name) for o in org_gazetteer().orgs.values())
    rng.shuffle(orgs)
    orgs = orgs[: n // 3]
    weights = [1 / (i + 1) for i in range(len(orgs))]
    profiles = []
    for p in range(n):
        prof = Profile(source=f"p{p}.txt", person=Person(name=f"Person {p}"))
        year = rng.randint(2000, 2020)
        for _ in range(rng.randint(1, 4)):
            org_id, org_name = rng.choices(orgs, weights)[0]
            end = year + rng.randint(0, 5)
            prof.affiliations.append(
                Affiliation(
                    org=org_name,
                    org_id=org_id,
                    role="Researcher",
                    start=f"{year}-{rng.randint(1, 12):02d}",
                    end="present" if end >= 2025 else str(end),
                )
            )
            year = end + 1
            if year > 2025:
                break
        if rng.random() < 0.3:
            org_id, org_name = orgs[rng.randrange(10)]
            prof.projects.append(
                Project(name=f"Project {p % 7}", org=org_name, org_id=org_id, start="2020", end="2022")
            )
        if p > 10 and rng.random() < 0.3:
            prof.people.append(Mention(name=f"Person {rng.randrange(p)}", relation="supervisor"))
        profiles.append(prof)
    return profiles


@pytest.fixture(scope="module")
def hub_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = open_store(Path(tmp_path_factory.mktemp("hub")))
    profiles = hub_profiles()
    owners = {prof.person.name: person_iri(prof.person.name, f"doc:{prof.source}") for prof in profiles}
    store.replace_graph(reference_graph())
    for prof in profiles:
        graph = profile_to_graph(prof, sha256="0" * 64)
        for mention in prof.people:  # a supervisor is the owner of their own profile
            mentioned = person_iri(mention.name, f"doc:{prof.source}")
            for s, p, o in list(graph.triples((None, None, mentioned))):
                graph.remove((s, p, o))
                graph.add((s, p, owners[mention.name]))
        store.replace_graph(graph)
    yield store
    store.close()


def _content(net: Network) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """A graph page's nodes and ties without their layout (a focused page is laid out alone)."""
    layout = {"x", "y", "value", "home", "focus"}
    return [{k: v for k, v in n.items() if k not in layout} for n in net.nodes], net.edges


@pytest.mark.parametrize("large_page", [100.0, 0.2])
@pytest.mark.parametrize("k", [1, 2])
def test_the_page_around_anyone_is_the_whole_pages_neighbourhood(
    hub_store: Store, k: int, large_page: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the neighbourhood only, and (a small page limit) from every post when it grows large."""
    monkeypatch.setattr(focus, "_LARGE_PAGE_SHARE", large_page)
    whole = network_data(hub_store, TODAY, k=k)
    sizes = set()
    for person in sorted(person_names(hub_store))[::4]:
        for depth in (1, 2):
            around = focus.focus_network(hub_store, person, depth, TODAY, k=k)
            assert _content(around) == _content(ego_network(whole, person, depth)), (person, depth)
            sizes.add(len(around.nodes))
    assert max(sizes) > 40  # pages at the hub
    assert min(sizes) < 10  # and away from it


def _hub_and_loner(store: Store) -> tuple[str, str, int]:
    """A person at the busiest employer, one whose employers have few people, and the hub's staff."""
    staff: dict[str, set[str]] = {}
    for row in focus.run_query_strings(store, "_posts").dicts():
        staff.setdefault(str(row["org"]), set()).add(str(row["person"]))
    hub = max(staff, key=lambda org: len(staff[org]))
    small = min((org for org in staff if len(staff[org]) == 2), key=lambda org: sorted(staff[org]))
    return min(staff[hub]), min(staff[small]), len(staff[hub])


def test_a_page_reads_its_neighbourhood_not_the_store(
    hub_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No whole-store read of posts; at a hub, its staff are read whole only where a bound does
    not already leave the person out of their top k."""
    monkeypatch.setattr(focus, "_LARGE_PAGE_SHARE", 100.0)
    at_hub, loner, hub_staff = _hub_and_loner(hub_store)
    read: list[str] = []
    original = focus.run_query_strings

    def recording(store: Store, name: str, *args: object) -> object:
        read.append(name)
        return original(store, name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(focus, "run_query_strings", recording)
    whole_people: list[int] = []
    original_people = focus._Posts.read_people

    def counting(self: focus._Posts, people: Iterator[str]) -> None:
        original_people(self, people)
        whole_people.append(len(self.of))

    monkeypatch.setattr(focus._Posts, "read_people", counting)
    for person in (loner, at_hub):
        read.clear()
        whole_people.clear()
        focus.focus_network(hub_store, person, 1, TODAY, k=1)
        assert not {"_posts", "_posts-all"} & set(read)
        assert max(whole_people) < hub_staff, person
