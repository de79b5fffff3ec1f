"""Benchmark the query library and the analyses on a synthetic store of N people.

    .venv/bin/python benchmarks/bench_analysis.py 10000 100000 [--append benchmarks/RESULTS.md]
    .venv/bin/python benchmarks/bench_analysis.py 100000 --only ego   # steps whose label has "ego"

A synthetic population (Zipf-distributed employers with sub-organisations, the bundled topic
scheme, projects and supervisors) is mapped with talentgraph.rdf.profile_to_graph, bulk-loaded into
an embedded Oxigraph store (cached in $TMPDIR/talentgraph-bench-N), then each question is timed.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from talentgraph.analysis import (
    communities,
    explained_paths,
    find_conflicts,
    overlap_pairs,
    recommend,
    tie_graph,
    topic_overlap,
    topic_pairs,
)
from talentgraph.analysis.incidence import fetch_incidence
from talentgraph.analysis.projection import pair_scores, person_graph
from talentgraph.gazetteers import org_gazetteer
from talentgraph.model import Affiliation, Mention, Person, Profile, Project, Topic
from talentgraph.queries import run_query
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.reference import reference_graph
from talentgraph.store.base import term_to_sparql
from talentgraph.vocab import TOPIC

TODAY = date(2025, 6, 1)


def synthetic_orgs(n: int, rng: random.Random) -> list[tuple[str, str]]:
    """(gazetteer id, name) of the employers, most popular first: the bundled gazetteer's
    organisations (so the real hierarchy applies: Google DeepMind under Google under Alphabet) in a
    seeded order, then minted ones up to ``n // 20``."""
    gazetteer = sorted((o.id, o.name) for o in org_gazetteer().orgs.values())
    rng.shuffle(gazetteer)
    minted = [(f"x-synthetic-org-{i}", f"Synthetic Org {i}") for i in range(max(0, n // 20 - len(gazetteer)))]
    return gazetteer + minted


def synthetic_profiles(n: int, seed: int = 7) -> list[Profile]:
    """``n`` fictional profiles: Zipf-distributed employers (with the gazetteer's hierarchy), topics
    of the bundled scheme, projects and supervisors."""
    rng = random.Random(seed)
    orgs = synthetic_orgs(n, rng)
    weights = [1 / (i + 1) for i in range(len(orgs))]
    reference = reference_graph()
    topics = sorted(
        {
            str(s)
            for s in reference.subjects()
            if str(s).startswith(str(TOPIC)) and not str(s).endswith("scheme")
        }
    )
    topic_weights = [1 / (i + 1) ** 0.8 for i in range(len(topics))]
    rng.shuffle(topics)
    profiles = []
    for p in range(n):
        prof = Profile(source=f"p{p}.txt", person=Person(name=f"Person {p}"))
        year = rng.randint(1995, 2020)
        for _ in range(rng.randint(1, 4)):
            org_id, org_name = rng.choices(orgs, weights)[0]
            length = rng.randint(0, 6)
            end = year + length
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
        for t in set(rng.choices(topics, topic_weights, k=rng.randint(2, 5))):
            prof.topics.append(Topic(label=t.rsplit("/", 1)[1], concept_id=t))
        if rng.random() < 0.3:
            j = rng.randrange(max(1, n // 5))
            org_id, org_name = orgs[j % len(orgs)]
            prof.projects.append(
                Project(name=f"Project {j}", org=org_name, org_id=org_id, start="2020", end="2022")
            )
        if p > 10 and rng.random() < 0.3:
            sup = rng.randrange(p)
            prof.people.append(Mention(name=f"Person {sup}", relation="supervisor"))
        profiles.append(prof)
    return profiles


def store_nquads(n: int) -> bytes:
    """The N-Quads of ``n`` synthetic document graphs (built by talentgraph.rdf.profile_to_graph,
    derived facts included) and the reference graph."""
    profiles = synthetic_profiles(n)
    lines: list[str] = []
    owners = {prof.person.name: person_iri(prof.person.name, f"doc:{prof.source}") for prof in profiles}
    for prof in [*profiles, None]:
        graph = reference_graph() if prof is None else profile_to_graph(prof, sha256="0" * 64)
        # people linking: a mentioned supervisor is the owner of their own synthetic profile
        link = {}
        if prof is not None:
            for mention in prof.people:
                link[person_iri(mention.name, f"doc:{prof.source}")] = owners[mention.name]
        g = term_to_sparql(graph.identifier)
        for s, p, o in graph:
            s, o = link.get(s, s), link.get(o, o)
            lines.append(f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} {g} .\n")
    return "".join(lines).encode()


def build_store(n: int) -> tuple[Path, str]:
    """The store of ``n`` people (cached in $TMPDIR/talentgraph-bench-v2-N) and how it was built:
    generating the quads, then a raw pyoxigraph bulk load (the floor of any ingest)."""
    where = Path(tempfile.gettempdir()) / f"talentgraph-bench-v2-{n}"
    if (where / "DONE").exists():
        return where, (where / "DONE").read_text().strip()
    shutil.rmtree(where, ignore_errors=True)
    where.mkdir(parents=True)
    t = time.perf_counter()
    data = store_nquads(n)
    generated = time.perf_counter() - t
    t = time.perf_counter()
    store = ox.Store(str(where))
    store.bulk_load(data, format=ox.RdfFormat.N_QUADS)
    store.flush()
    loaded = time.perf_counter() - t
    quads = len(store)
    del store
    size = sum(f.stat().st_size for f in where.rglob("*") if f.is_file()) / 2**20
    note = (
        f"{quads} quads: generated in {generated:.0f} s, raw pyoxigraph bulk_load {loaded:.1f} s, "
        f"{size:.0f} MB on disk"
    )
    (where / "DONE").write_text(note + "\n")
    return where, note


#: with ``--only WORD``, only the steps whose label contains one of the words run
ONLY: list[str] = []


def timed(label: str, func: Callable[[], Any], results: list[tuple[str, float, str]]) -> Any:
    if ONLY and not any(word.lower() in label.lower() for word in ONLY):
        return None
    t = time.perf_counter()
    value = func()
    elapsed = time.perf_counter() - t
    size = len(value) if hasattr(value, "__len__") else ""
    results.append((label, elapsed, str(size)))
    print(f"  {label:<58} {elapsed:8.2f} s  {size}", flush=True)
    return value


def run(n: int) -> list[tuple[str, float, str]]:
    print(f"== {n} people", flush=True)
    t = time.perf_counter()
    store = build_store(n)
    results: list[tuple[str, float, str]] = [
        ("build + bulk-load store (cached after first run)", time.perf_counter() - t, str(store.count()))
    ]
    person, other = "Person 11", "Person 4242"
    authors = [f"Person {i}" for i in range(20, 25)]
    reviewers = [f"Person {i}" for i in range(100, 120)]
    timed(
        "SPARQL ego: shared-employers --person",
        lambda: run_query(store, "shared-employers", {"person": person}),
        results,
    )
    timed("SPARQL ego: colleagues", lambda: run_query(store, "colleagues", {"person": person}), results)
    timed("SPARQL ego: ties", lambda: run_query(store, "ties", {"person": person}), results)
    timed(
        "SPARQL ego: topic-overlap --person (related credit)",
        lambda: topic_overlap(store, person=person),
        results,
    )
    timed(
        "SPARQL: experts on 'machine learning' (broader*)",
        lambda: run_query(store, "experts", {"topic": "machine learning"}),
        results,
    )
    timed(
        "SPARQL: alumni of org0 (sub-orgs)",
        lambda: run_query(store, "alumni", {"org": "https://w3id.org/talentgraph/id/org/org0"}),
        results,
    )
    timed(
        "SPARQL: mentor-network of org0 (sub-orgs, both directions)",
        lambda: run_query(store, "mentor-network", {"org": "https://w3id.org/talentgraph/id/org/org0"}),
        results,
    )
    timed(
        "conflicts: 5 authors x 20 reviewers (neurips)",
        lambda: find_conflicts(store, authors, reviewers, today=TODAY),
        results,
    )
    timed("recommend (topic overlap minus ties)", lambda: recommend(store, person), results)
    inc = timed(
        "fetch employer incidence (ONE query)", lambda: fetch_incidence(store, "employer", TODAY), results
    )
    timed(
        "all-pairs employer overlap, scipy.sparse top-10",
        lambda: pair_scores(inc or fetch_incidence(store, "employer", TODAY), k=10, today=TODAY),
        results,
    )
    timed(
        "all-pairs shared employers incl. fetch + labels (top-10)",
        lambda: overlap_pairs(store, k=10, today=TODAY),
        results,
    )
    timed(
        "all-pairs topic similarity incl. fetch + labels (top-10)", lambda: topic_pairs(store, k=10), results
    )
    g = timed("tie graph for paths (3 incidence queries)", lambda: tie_graph(store, TODAY), results)
    timed(
        "path A B, 3 explained alternatives (prebuilt graph)",
        lambda: explained_paths(store, person, other, k=3, graph=g or tie_graph(store, TODAY)),
        results,
    )
    pg = timed(
        "person graph (employer+project+topic, top-10 each)",
        lambda: person_graph(store, k=10, today=TODAY),
        results,
    )
    timed(
        "louvain communities on person graph (seed=0)",
        lambda: communities(pg or person_graph(store, k=10, today=TODAY), seed=0),
        results,
    )
    if n <= 20_000:
        timed(
            "for comparison: all-pairs shared-employers in SPARQL",
            lambda: run_query(store, "shared-employers", {"overlapping": "true"}),
            results,
        )
    store.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10_000])
    parser.add_argument("--append", type=Path, help="append a results table to this Markdown file")
    parser.add_argument(
        "--only", action="append", default=[], metavar="WORD", help="run only steps whose label has WORD"
    )
    args = parser.parse_args()
    ONLY.extend(args.only)
    sections = []
    for n in args.sizes:
        rows = run(n)
        table = [
            f"\n### Analysis at {n:,} people ({date.today()}, {os.cpu_count()} CPUs, embedded Oxigraph)\n",
            "| step | seconds | rows |",
            "|---|---:|---:|",
        ]
        table += [f"| {label} | {sec:.2f} | {size} |" for label, sec, size in rows]
        sections.append("\n".join(table) + "\n")
    if args.append:
        with args.append.open("a", encoding="utf-8") as fh:
            fh.write("".join(sections))


if __name__ == "__main__":
    main()
