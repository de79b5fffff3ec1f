"""The oracle test: what the SPARQL and scipy paths answer equals a second, independent computation
in plain Python over the profile JSON (tests/oracle.py), on the bundled examples and on a
generated world of 240 fictional profiles (tests/world.py: seasons, partial dates, open ends,
sub-units under parents, an unknown organisation written two ways, namesakes).

Any difference fails. When one does, fix the product, not the oracle, unless the oracle is wrong.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from rdflib import URIRef

import talentgraph
from talentgraph.analysis import explained_paths, find_conflicts, topic_overlap
from talentgraph.analysis.colleagues import colleague_rows
from talentgraph.analysis.employers import (
    SharedEmployer,
    _order_key,
    at_level,
    merge_restated,
    overlap_months,
    pair_rows,
    shared_employers,
)
from talentgraph.analysis.paths import tie_graph
from talentgraph.analysis.projection import labels
from talentgraph.analysis.ties import tie_rows_of
from talentgraph.errors import QueryError
from talentgraph.pipeline import ingest
from talentgraph.queries import bind_params, load_query, run_query, run_query_strings
from talentgraph.store import Store, open_store

from . import oracle
from .conftest import EXAMPLES, FIXTURES
from .world import generate_world, write_world

AS_OF = date(2025, 6, 1)
WORLD = generate_world(240, seed=15)

pytestmark = pytest.mark.slow


@dataclass
class Case:
    """Profile JSON of every document, the store that ingested them, and owner IRI ↔ document."""

    profiles: list[dict[str, Any]]
    store: Store
    source_of: dict[str, str]
    owner_of: dict[str, str]


def _case(paths: list[Path], folder: Path) -> Case:
    """The documents' profile JSON, each relabelled with its person: the documents whose owners
    are one node in the store (an ORCID record and a homepage of one person) share a label."""
    store = open_store(folder)
    report = ingest(paths, store, progress=False)
    assert not report.failed, report.failed
    owners = store.select(
        "SELECT ?p ?src WHERE { GRAPH ?g { ?g <http://xmlns.com/foaf/0.1/primaryTopic> ?p } "
        "?g <https://w3id.org/talentgraph/ns#sourceName> ?src }"
    )
    documents: dict[str, set[str]] = {}
    for row in owners:
        documents.setdefault(str(row["p"]), set()).add(str(row["src"]))
    source_of = {iri: "+".join(sorted(docs)) for iri, docs in documents.items()}
    label = {doc: source_of[iri] for iri, docs in documents.items() for doc in docs}
    profiles = []
    for path in paths:
        profile = json.loads(json.dumps(talentgraph.extract(talentgraph.read_document(path)).to_dict()))
        profiles.append(profile | {"source": label[profile["source"]]})
    return Case(profiles, store, source_of, {s: p for p, s in source_of.items()})


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Case]:
    root = tmp_path_factory.mktemp("world")
    case = _case(write_world(root / "docs", WORLD), root / "store")
    yield case
    case.store.close()


@pytest.fixture(scope="module")
def examples(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Case]:
    paths = sorted(p for p in EXAMPLES.iterdir() if p.is_file() and p.name != "README.md")
    case = _case(paths, tmp_path_factory.mktemp("examples") / "store")
    yield case
    case.store.close()


@pytest.fixture(params=["examples", "world"])
def case(request: pytest.FixtureRequest) -> Case:
    found: Case = request.getfixturevalue(request.param)
    return found


def _org_id(iri: str) -> str:
    return iri.rsplit("/org/", 1)[1]


def test_the_world_is_read_as_generated(world: Case) -> None:
    by_source = {p["source"]: p for p in world.profiles}
    assert len(by_source) == len(WORLD)
    for person in WORLD:
        profile = by_source[person.source]
        assert profile["person"]["name"] == person.name
        found = {(a["org_id"], a["start"], a["end"]) for a in profile["affiliations"]}
        assert found == {(p.org_id, p.start, p.end) for p in person.posts}, person.source
        assert {t["label"] for t in profile["topics"]} == set(person.topics), person.source


def test_namesakes_stay_apart(world: Case) -> None:
    names = [p.name for p in WORLD]
    assert len(set(names)) < len(names)
    assert len(world.source_of) == len(WORLD)


def test_shared_employers_and_overlap_months(case: Case) -> None:
    expected = oracle.shared_employers(case.profiles, AS_OF)
    answered = set()
    for row in shared_employers(case.store, as_of=AS_OF):
        sides = sorted(
            [
                (case.source_of[row.person_a], _org_id(row.org_a), row.start_a),
                (case.source_of[row.person_b], _org_id(row.org_b), row.start_b),
            ]
        )
        answered.add((*sides, _org_id(row.employer), row.overlap_months))
    assert len(expected) > 5
    assert answered - expected == set()
    assert expected - answered == set()


@pytest.mark.parametrize("overlapping", [False, True])
def test_shared_employers_read_from_the_person_as_before(case: Case, overlapping: bool) -> None:
    """Each post's stated dates are read from the post (derived at load time), no longer from every
    period in the store keyed by person, organisation and bounds: the same answers, for people
    asked (namesakes, restated posts, year, month and open-ended periods) and for everyone."""
    owners = sorted(case.owner_of)
    asked = [None, *(case.owner_of[s] for s in random.Random(5).sample(owners, min(40, len(owners))))]
    periods = _keyed_stated_periods(case.store)
    written = set()
    for person in asked:
        now = shared_employers(case.store, person, overlapping, as_of=AS_OF)
        before = _shared_employers_before(case.store, periods, person, overlapping)
        assert now == before, person
        written |= {len(d) for r in now for d in (r.start_a, r.end_a, r.start_b, r.end_b) if d}
    assert written >= {4, 7}  # years and months as written, not their 20xx-01-01 bounds


@pytest.mark.parametrize("overlapping", [False, True])
def test_two_phase_rows_are_the_one_query_rows(case: Case, overlapping: bool) -> None:
    """The join first and the posts' details after it (pair_rows) give exactly the rows of the one
    query `talentgraph query shared-employers` runs, for everyone and for people asked."""
    owners = sorted(case.owner_of)
    asked = [None, *(case.owner_of[s] for s in random.Random(9).sample(owners, min(25, len(owners))))]
    compared = 0
    for person in asked:
        params = {"overlapping": str(overlapping).lower(), "asOf": AS_OF.isoformat()}
        one_query = run_query_strings(
            case.store, "shared-employers", params | ({"person": person} if person else {})
        )
        two_phase, _ = pair_rows(case.store, person, overlapping, AS_OF)
        expected = sorted(tuple(sorted(r.items())) for r in one_query.dicts())
        assert sorted(tuple(sorted(r.items())) for r in two_phase) == expected, person
        compared += len(expected)
    assert compared > 10


def test_colleagues_in_phases_are_the_one_query_rows(case: Case) -> None:
    """`talentgraph query colleagues` (colleague_rows: the join, then each post's facts) gives the
    rows of colleagues.rq run as one query, in its order, for every person who has colleagues."""
    spec = load_query("colleagues")
    compared = 0
    for person in sorted(case.owner_of.values()):
        bound = {"person": URIRef(person)}
        one_query = case.store.select(spec.sparql, bound)
        phased = colleague_rows(case.store, bound)
        assert phased.variables == one_query.variables
        assert sorted(map(_row_key, phased)) == sorted(map(_row_key, one_query)), person
        order = ("sameUnit", "overlapMonths", "name")
        assert [[r.get(v) for v in order] for r in phased] == [[r.get(v) for v in order] for r in one_query]
        compared += len(phased)
    assert compared > 10


@pytest.mark.parametrize("overlapping", [False, True])
def test_query_shared_employers_in_phases_is_the_one_query(case: Case, overlapping: bool) -> None:
    """`talentgraph query shared-employers` (shared_employer_rows) gives the terms of the one query's
    rows, in its order, for everyone and for people asked."""
    spec = load_query("shared-employers")
    owners = sorted(case.owner_of.values())
    asked = [None, *random.Random(4).sample(owners, min(10, len(owners)))]
    compared = 0
    for person in asked:
        params = {"overlapping": str(overlapping).lower(), "asOf": AS_OF.isoformat()}
        params |= {"person": person} if person else {}
        phased = run_query(case.store, "shared-employers", params)
        one_query = case.store.select(spec.sparql, bind_params(case.store, spec, params))
        assert phased.variables == one_query.variables
        assert sorted(map(_row_key, phased)) == sorted(map(_row_key, one_query)), person
        order = ("employerName", "overlapMonths")
        assert [[r.get(v) for v in order] for r in phased] == [[r.get(v) for v in order] for r in one_query]
        compared += len(phased)
    assert compared > 10


def test_ties_in_phases_are_the_one_query_rows(case: Case) -> None:
    """tie_rows_of (the join, then each node's facts in its graph) gives the rows of ties.rq run as
    one query, in its order, for every person, and for pairs of people asked at once as conflicts
    and path explanations ask."""
    spec = load_query("ties")
    people = sorted(case.owner_of.values())
    compared = 0
    pairs = []
    for person in people:
        bound = {"person": URIRef(person)}
        one_query = case.store.select(spec.sparql, bound)
        phased = tie_rows_of(case.store, ("person",), [(URIRef(person),)])
        assert phased.variables == one_query.variables
        assert sorted(map(_row_key, phased)) == sorted(map(_row_key, one_query)), person
        order = ("otherName", "tie", "viaName", "startA", "startB", "endA", "endB", "titleA", "titleB")
        assert [[r.get(v) for v in order] for r in phased] == [[r.get(v) for v in order] for r in one_query]
        compared += len(phased)
        pairs += [(URIRef(person), r["other"]) for r in one_query.rows[:3]] + [
            (URIRef(person), URIRef(people[0]))
        ]
    assert compared > 10
    at_once = tie_rows_of(case.store, ("person", "other"), pairs).rows
    expected = [
        r for p, o in dict.fromkeys(pairs) for r in case.store.select(spec.sparql, {"person": p, "other": o})
    ]
    assert sorted(map(_row_key, at_once)) == sorted(map(_row_key, expected))


@pytest.mark.parametrize("limit", [0, 1, 3])
def test_colleagues_with_a_limit_are_the_top_colleagues_rows(case: Case, limit: int) -> None:
    """`query colleagues --limit N`: the rows of the N colleagues with the longest overlap (most
    months in one row, then name, then IRI), exactly as the whole answer gives them, in its order."""
    compared = 0
    for person in sorted(case.owner_of.values()):
        bound = {"person": URIRef(person)}
        whole = colleague_rows(case.store, bound).rows
        top = _top_people(whole, "colleague", "name", limit)
        limited = colleague_rows(case.store, bound, limit=limit).rows
        assert limited == [r for r in whole if str(r["colleague"]) in top], person
        compared += len(limited)
    assert compared > 10 or limit == 0


@pytest.mark.parametrize("overlapping", [False, True])
def test_shared_employers_with_a_limit_are_the_top_peoples_rows(case: Case, overlapping: bool) -> None:
    """`shared-employers --person P --limit N` (the query and the answer the command prints): the
    rows of the N people who overlapped P longest, as the whole answer gives them, in its order."""
    owners = sorted(case.owner_of.values())
    compared = 0
    for person in random.Random(6).sample(owners, min(25, len(owners))):
        params = {"person": person, "overlapping": str(overlapping).lower(), "asOf": AS_OF.isoformat()}
        whole = run_query(case.store, "shared-employers", params).rows
        answer = shared_employers(case.store, person, overlapping, as_of=AS_OF)
        for limit in (0, 1, 2):
            top = _top_people(whole, "personB", "nameB", limit)
            limited = run_query(case.store, "shared-employers", params, limit=limit).rows
            assert limited == [r for r in whole if str(r["personB"]) in top], person
            kept = shared_employers(case.store, person, overlapping, as_of=AS_OF, limit=limit)
            assert kept == [r for r in answer if r.person_b in top], person
            compared += len(limited)
    assert compared > 10


def test_a_limit_needs_a_person_and_a_phased_query(examples: Case) -> None:
    with pytest.raises(QueryError, match="a limit needs a person"):
        shared_employers(examples.store, limit=3)
    with pytest.raises(QueryError, match="takes no limit"):
        run_query(examples.store, "stats", limit=3)


def _top_people(rows: list[dict[str, Any]], person: str, name: str, limit: int) -> set[str]:
    """The ``limit`` people of an answer with the most months of overlap in one row, then name, IRI."""
    best: dict[str, tuple[int, str, str]] = {}
    for row in rows:
        key = (-int(row.get("overlapMonths") or 0), str(row.get(name) or ""), str(row[person]))
        best[str(row[person])] = min(best.get(str(row[person]), key), key)
    return {p for p, _ in sorted(best.items(), key=lambda item: item[1])[:limit]}


def _row_key(row: dict[str, Any]) -> tuple[str, ...]:
    return tuple(sorted(f"{k}={v!r}" for k, v in row.items() if v is not None))


_Periods = dict[tuple[str, str, str | None, str | None], tuple[str | None, str | None]]


def _keyed_stated_periods(store: Store) -> _Periods:
    """Every position's stated start and end by person, organisation and normalised bounds, as
    shared_employers read them before they were derived onto each post."""
    query = load_query(FIXTURES / "queries" / "stated-periods-keyed.rq").sparql
    out: _Periods = {}
    for row in store.select(query):
        key = (str(row["person"]), str(row["org"]), _opt(row.get("start")), _opt(row.get("end")))
        out.setdefault(key, (_opt(row.get("statedStart")), _opt(row.get("statedEnd"))))
    return out


def _shared_employers_before(
    store: Store, periods: _Periods, person: str | None, overlapping: bool
) -> list[SharedEmployer]:
    """shared_employers as it was: the query's normalised periods, shown in their stated form
    looked up in every period of the store."""
    params = {"overlapping": str(overlapping).lower(), "asOf": AS_OF.isoformat()}
    rows = run_query(store, "shared-employers", params | ({"person": person} if person else {})).to_python()
    names = labels(store, {str(r[k]) for r in rows for k in ("orgA", "orgB") if r.get(k) is not None})

    def stated(who: str, org: str, start: str | None, end: str | None) -> tuple[str | None, str | None]:
        if end == "present":
            found = periods.get((who, org, start, None))
            return (found[0] if found else start), "present"
        return periods.get((who, org, start, end)) or (start, end)

    out = []
    for r in rows:
        org_a, org_b, employer_name = str(r["orgA"]), str(r["orgB"]), str(r["employerName"])
        start_a, end_a = stated(str(r["personA"]), org_a, _opt(r["startA"]), _opt(r["endA"]))
        start_b, end_b = stated(str(r["personB"]), org_b, _opt(r["startB"]), _opt(r["endB"]))
        overlap_start, overlap_end = _opt(r.get("overlapStart")), _opt(r.get("overlapEnd"))
        months = overlap_months(overlap_start, overlap_end, r.get("overlapMonths"))
        if overlap_start is not None:
            overlap_start = start_a if overlap_start == _opt(r["startA"]) else start_b
        if overlap_end is not None:
            if end_a == "present" and end_b == "present":
                overlap_end = "present"
            else:
                overlap_end = end_a if overlap_end == _opt(r["endA"]) else end_b
        row = SharedEmployer(
            str(r["personA"]),
            str(r["nameA"]),
            str(r["personB"]),
            str(r["nameB"]),
            str(r["employer"]),
            employer_name,
            org_a,
            at_level(names.get(org_a, org_a), employer_name),
            _opt(r.get("titleA")),
            start_a,
            end_a,
            org_b,
            at_level(names.get(org_b, org_b), employer_name),
            _opt(r.get("titleB")),
            start_b,
            end_b,
            overlap_start,
            overlap_end,
            months,
            _opt(r.get("evidenceA")),
            _opt(r.get("evidenceB")),
        )
        out.append((_order_key(r, months), row))
    return merge_restated([row for _, row in sorted(out, key=lambda pair: pair[0])])


def _opt(value: object) -> str | None:
    return None if value is None else str(value)


def test_topic_overlap_all_pairs_and_per_person(case: Case) -> None:
    expected = oracle.shared_topics(case.profiles)
    answered = {
        frozenset({case.source_of[t.a], case.source_of[t.b]}): frozenset(x.casefold() for x in t.shared)
        for t in topic_overlap(case.store, k=len(case.profiles))
        if t.shared and t.a in case.source_of and t.b in case.source_of
    }
    assert expected
    assert answered == expected
    for source in sorted(case.owner_of)[:5]:
        mine = {pair: shared for pair, shared in expected.items() if source in pair}
        ego = {
            frozenset({source, case.source_of[t.b]}): frozenset(x.casefold() for x in t.shared)
            for t in topic_overlap(case.store, person=case.owner_of[source], k=len(case.profiles))
            if t.shared and t.b in case.source_of
        }
        assert ego == mine, source


def test_shortest_tie_paths(world: Case) -> None:
    graph = tie_graph(world.store)
    rng = random.Random(3)
    sources = sorted(world.owner_of)
    for _ in range(40):
        a, b = rng.sample(sources, 2)
        hops = oracle.tie_hops(world.profiles, a, b)
        found = explained_paths(world.store, world.owner_of[a], world.owner_of[b], k=1, graph=graph)
        assert (found[0].length if found else None) == hops, (a, b)
        near = explained_paths(world.store, world.owner_of[a], world.owner_of[b], k=1)  # from both ends
        assert (near[0].length if near else None) == hops, (a, b)


@pytest.mark.parametrize("years", [3, 10])
def test_conflicts_in_a_window(case: Case, years: int) -> None:
    rng = random.Random(years)
    for author in rng.sample(sorted(case.owner_of), 6):
        expected = oracle.conflicts(case.profiles, author, years, AS_OF)
        found = find_conflicts(
            case.store, [case.owner_of[author]], policy="neurips", years=years, today=AS_OF
        )
        answered = {case.source_of.get(c.reviewer, c.reviewer) for c in found if c.rule == "employer"}
        assert answered == expected, author


def test_a_limit_breaks_ties_in_months_by_name_then_iri(tmp_path: Path) -> None:
    """People who overlapped the person equally long are kept by name, then IRI (two people of one
    name, one period), the months counted in the join as the whole answer counts them."""
    people = {
        "ego": ("Dana Ego", "Jan 2020 - Dec 2021"),
        "cid": ("Cid Bo", "Jan 2020 - Dec 2021"),
        "ann": ("Ann Zed", "Jan 2020 - Dec 2021"),
        "bea": ("Bea Lu", "Jan 2019 - Dec 2022"),
        "gus1": ("Gus Tie", "Jan 2020 - Dec 2021"),
        "gus2": ("Gus Tie", "Jan 2020 - Dec 2021"),
        "eve": ("Eve Long", "Jun 2020 - Dec 2020"),
        "finn": ("Finn Late", "Jan 2023 - present"),
    }
    paths = []
    for key, (name, period) in people.items():
        path = tmp_path / "docs" / f"{key}.md"
        path.parent.mkdir(exist_ok=True)
        email = f"{key}@mail.example"
        path.write_text(
            f"# {name}\n{email}\n\n## Experience\n- {period}: Research Scientist at Microsoft Research\n"
        )
        paths.append(path)
    case = _case(paths, tmp_path / "store")
    try:
        ego = next(iri for src, iri in case.owner_of.items() if src.startswith("ego."))
        names = dict(
            case.store.select_strings(
                "SELECT ?p ?n WHERE { GRAPH ?g { ?p <http://www.w3.org/2000/01/rdf-schema#label> ?n } }"
            ).rows
        )
        for overlapping in (False, True):
            params = {"person": ego, "overlapping": str(overlapping).lower(), "asOf": AS_OF.isoformat()}
            whole = run_query(case.store, "shared-employers", params).rows
            for limit in range(len(people) + 1):
                top = _top_people(whole, "personB", "nameB", limit)
                limited = run_query(case.store, "shared-employers", params, limit=limit).rows
                assert limited == [r for r in whole if str(r["personB"]) in top], (overlapping, limit)
            kept = {
                str(r["personB"]) for r in run_query(case.store, "shared-employers", params, limit=3).rows
            }
            assert sorted(names[p] for p in kept) == ["Ann Zed", "Bea Lu", "Cid Bo"]
        whole = colleague_rows(case.store, {"person": URIRef(ego)}).rows
        for limit in range(len(people) + 1):
            top = _top_people(whole, "colleague", "name", limit)
            limited = colleague_rows(case.store, {"person": URIRef(ego)}, limit=limit).rows
            assert limited == [r for r in whole if str(r["colleague"]) in top], limit
        gus = sorted(p for p, n in names.items() if n == "Gus Tie")
        fourth = {
            str(r["colleague"]) for r in colleague_rows(case.store, {"person": URIRef(ego)}, limit=4).rows
        }
        assert len(gus) == 2
        assert gus[0] in fourth
        assert gus[1] not in fourth
    finally:
        case.store.close()
