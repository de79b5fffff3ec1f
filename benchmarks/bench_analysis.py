"""Benchmark the query library and the analyses on a synthetic store of N people.

    .venv/bin/python benchmarks/bench_analysis.py 10000 [--append benchmarks/RESULTS.md]
    .venv/bin/python benchmarks/bench_analysis.py 100000 --only ego   # steps whose label has "ego"
    .venv/bin/python benchmarks/bench_analysis.py 10000 --no-post-index  # the limited ego questions by joins

A synthetic population (Zipf-distributed employers from the bundled gazetteer, so its hierarchy
applies, the bundled topic scheme, projects and supervisors) is mapped with
talentgraph.rdf.profile_to_graph (derived facts included), bulk-loaded into an embedded Oxigraph
store (cached in $TMPDIR/talentgraph-bench-v2-N; the raw bulk load is the floor of any ingest),
then each question is timed beside its floor: the same question as one hand-written query of
benchmarks/floor/ on raw pyoxigraph, and scipy for all-pairs. Ego questions are the median over
15 sampled people, plus one person at the most popular employer (the hub).

The cached store gets the post index (talentgraph.post_index) an ingest derives when it ends,
timed as its own step the first time; ``--no-post-index`` marks it not current, so the limited
ego questions answer by the joins (the next run without the flag derives it again).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

import pyoxigraph as ox
from scipy import sparse

from talentgraph import post_index
from talentgraph.analysis import (
    explained_paths,
    find_conflicts,
    overlap_pairs,
    topic_overlap,
)
from talentgraph.analysis.employers import shared_employers
from talentgraph.analysis.incidence import top_pairs
from talentgraph.gazetteers import org_gazetteer
from talentgraph.model import Affiliation, Mention, Person, Profile, Project, Topic
from talentgraph.queries import run_query
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.reference import reference_graph
from talentgraph.store import Store, open_store
from talentgraph.store.base import term_to_sparql
from talentgraph.vocab import PREFIXES, TOPIC

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
FLOOR = Path(__file__).with_name("floor")


def wanted(label: str) -> bool:
    return not ONLY or any(word.lower() in label.lower() for word in ONLY)


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far (MB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


#: the clock of every timing: wall time, or with ``--cpu`` this process's CPU time (user+sys of all
#: its threads; the embedded store runs in-process), steadier on a shared machine
CLOCK: list[Callable[[], float]] = [time.perf_counter]
#: whether the store keeps its post index (``--no-post-index`` turns it off)
POST_INDEX = [True]


def seconds(func: Callable[[], Any]) -> tuple[float, Any]:
    t = CLOCK[0]()
    value = func()
    return CLOCK[0]() - t, value


def floor_query(raw: ox.Store, name: str) -> Callable[[str], int]:
    """A hand-written query of benchmarks/floor on raw pyoxigraph, ?person substituted."""
    text = "\n".join(f"PREFIX {p}: <{ns}>" for p, ns in PREFIXES.items()) + "\n"
    text += (FLOOR / f"{name}.rq").read_text(encoding="utf-8")

    def run(person: str) -> int:
        rows = raw.query(text, substitutions={ox.Variable("person"): ox.NamedNode(person)})
        return sum(1 for _ in rows)  # type: ignore[union-attr]

    return run


def ego_questions(store: Store, as_of: date) -> dict[str, tuple[Callable[[str], Any], str]]:
    """Each ego question as talentgraph answers it (library call on an IRI), with its floor."""
    day = as_of.isoformat()
    return {
        "shared-employers --person": (
            lambda p: run_query(store, "shared-employers", {"person": p, "asOf": day}),
            "shared-employers",
        ),
        "shared-employers --person --overlapping": (
            lambda p: run_query(store, "shared-employers", {"person": p, "asOf": day, "overlapping": "true"}),
            "colleagues",
        ),
        # the answer the CLI prints: the query, stated periods, labels, restated posts merged
        "shared_employers(person)": (lambda p: shared_employers(store, p, as_of=as_of), "shared-employers"),
        "shared_employers(person, overlapping)": (
            lambda p: shared_employers(store, p, overlapping=True, as_of=as_of),
            "colleagues",
        ),
        "colleagues": (lambda p: run_query(store, "colleagues", {"person": p}), "colleagues"),
        # a bounded answer: the 20 people who overlapped longest (the floor lists everyone)
        "colleagues --limit 20": (
            lambda p: run_query(store, "colleagues", {"person": p}, limit=20),
            "colleagues",
        ),
        "shared_employers(person, limit=20)": (
            lambda p: shared_employers(store, p, as_of=as_of, limit=20),
            "shared-employers",
        ),
        "shared_employers(person, overlapping, limit=20)": (
            lambda p: shared_employers(store, p, overlapping=True, as_of=as_of, limit=20),
            "colleagues",
        ),
        "ties": (lambda p: run_query(store, "ties", {"person": p}), "ties"),
        "topic-overlap --person": (lambda p: topic_overlap(store, person=p), "topic-overlap"),
    }


def sample_people(n: int, count: int = 15, seed: int = 3) -> list[str]:
    rng = random.Random(seed)
    return [person_iri(f"Person {i}", f"doc:p{i}.txt") for i in rng.sample(range(n), min(count, n))]


def hub_person(n: int) -> tuple[str, str]:
    """A person at the most popular employer (the hub), and that employer's id."""
    rng = random.Random(7)
    hub_id = synthetic_orgs(n, rng)[0][0]
    for i, prof in enumerate(synthetic_profiles(n)):
        if any(a.org_id == hub_id for a in prof.affiliations):
            return person_iri(f"Person {i}", f"doc:p{i}.txt"), hub_id
    raise RuntimeError("nobody works at the hub")


def cli_startup() -> float:
    """Wall time of ``talentgraph --help`` in a fresh process (median of 3)."""
    exe = Path(sys.executable).with_name("talentgraph")
    times = []
    for _ in range(3):
        t = time.perf_counter()
        subprocess.run([str(exe), "--help"], capture_output=True, check=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


Row = tuple[str, str, str, str, str]


def run(n: int) -> tuple[list[Row], str]:
    """Time talentgraph beside its floor at ``n`` people: rows of (step, talentgraph, floor,
    ratio, note), and how the store was built."""
    print(f"== {n} people", flush=True)
    where, built = build_store(n)
    print(f"  store: {built}", flush=True)
    store = open_store(where)
    raw = ox.Store.read_only(str(where))
    rows: list[Row] = []

    def add(step: str, ours: float | None, floor: float | None, note: str = "") -> None:
        ratio = f"{ours / floor:.1f}×" if ours is not None and floor else ""
        cells = (
            step,
            "" if ours is None else f"{ours:.3f}",
            "" if floor is None else f"{floor:.3f}",
            ratio,
            note,
        )
        rows.append(cells)
        print("  " + " | ".join(cells), flush=True)

    if not POST_INDEX[0]:
        post_index.begin_change(store)
    elif not post_index.is_current(store):
        t, _ = seconds(lambda: post_index.rebuild(store))
        add("post index: derived from scratch (an ingest's end refreshes only what it touched)", t, None)
    people = sample_people(n)
    hub, hub_org = hub_person(n)
    authors = [person_iri(f"Person {i}", f"doc:p{i}.txt") for i in range(20, 25)]
    reviewers = [person_iri(f"Person {i}", f"doc:p{i}.txt") for i in range(100, 120)]
    for label, (ask, floor_name) in ego_questions(store, TODAY).items():
        if not wanted(label):
            continue
        floor = floor_query(raw, floor_name)
        ask(people[0])  # warm-up
        ours = [seconds(partial(ask, p))[0] for p in people]
        base = [seconds(partial(floor, p))[0] for p in people]
        add(f"{label}: p50 of {len(people)} people", statistics.median(ours), statistics.median(base))
        t_ours, answer = seconds(partial(ask, hub))
        t_base, count = seconds(partial(floor, hub))
        add(f"{label}: hub person (at {hub_org})", t_ours, t_base, f"{len(answer)} rows (floor {count})")
    if wanted("conflicts"):
        t, found = seconds(lambda: find_conflicts(store, authors, reviewers, today=TODAY))
        add("conflicts: 5 authors × 20 reviewers (neurips)", t, None, f"{len(found)} conflicts")
    if wanted("conflicts"):
        t, found = seconds(lambda: find_conflicts(store, [hub], reviewers, today=TODAY))
        add("conflicts: hub author × 20 reviewers (neurips)", t, None, f"{len(found)} conflicts")
    if wanted("path"):
        t, paths = seconds(lambda: explained_paths(store, people[1], people[2], k=3))
        add("path A B: 3 explained alternatives", t, None, f"{len(paths)} paths")
        pairs_ab = [(people[i], people[i + 1]) for i in range(3, 15, 2)]
        times = [seconds(partial(explained_paths, store, x, y, k=3))[0] for x, y in pairs_ab]
        add(
            f"path A B: p50 of {len(times)} more pairs (max {max(times):.3f})", statistics.median(times), None
        )
        t, paths = seconds(lambda: explained_paths(store, hub, people[0], k=3))
        add("path hub person → A", t, None, f"{len(paths)} paths")
    if wanted("all-pairs"):
        t, pairs = seconds(lambda: overlap_pairs(store, k=10, today=TODAY))
        t_fetch, rows_raw = seconds(lambda: list(raw.query(_floor_text("employer-incidence"))))
        t_scipy, _ = seconds(lambda: _scipy_all_pairs(rows_raw))
        add(
            "all-pairs shared employers incl. fetch + labels (top-10)",
            t,
            t_fetch + t_scipy,
            f"{len(pairs)} pairs; floor = raw fetch {t_fetch:.2f} s + scipy {t_scipy:.2f} s",
        )
    if wanted("startup"):
        add("`talentgraph --help` (fresh process)", cli_startup(), None)
    add("peak RSS of this run (MB)", None, None, f"{peak_rss_mb():.0f}")
    store.close()
    return rows, built


def _floor_text(name: str) -> str:
    prefixes = "\n".join(f"PREFIX {p}: <{ns}>" for p, ns in PREFIXES.items())
    return prefixes + "\n" + (FLOOR / f"{name}.rq").read_text(encoding="utf-8")


def _scipy_all_pairs(solutions: list[Any]) -> int:
    """Each person's 10 best partners by shared top-level employers: one sparse product, top-k."""
    people: dict[str, int] = {}
    orgs: dict[str, int] = {}
    r, c = [], []
    for s in solutions:
        r.append(people.setdefault(s["person"].value, len(people)))
        c.append(orgs.setdefault(s["top"].value, len(orgs)))
    m = sparse.csr_matrix(([1.0] * len(r), (r, c)), shape=(len(people), len(orgs)))
    m.data[:] = 1.0
    i, _, _ = top_pairs(m, k=10)
    return len(i)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10_000])
    parser.add_argument("--append", type=Path, help="append a results table to this Markdown file")
    parser.add_argument(
        "--only", action="append", default=[], metavar="WORD", help="run only steps whose label has WORD"
    )
    parser.add_argument("--cpu", action="store_true", help="time CPU seconds of this process, not wall")
    parser.add_argument("--label", default="", help="a note for the table's title (e.g. the branch)")
    parser.add_argument(
        "--no-post-index",
        action="store_true",
        help="mark the post index not current: limited ego questions join",
    )
    args = parser.parse_args()
    ONLY.extend(args.only)
    POST_INDEX[0] = not args.no_post_index
    if args.cpu:
        CLOCK[0] = time.process_time
    options = (
        [str(n) for n in args.sizes]
        + [f"--only {w}" for w in args.only]
        + (["--cpu"] if args.cpu else [])
        + (["--no-post-index"] if args.no_post_index else [])
    )
    sections = []
    for n in args.sizes:
        rows, built = run(n)
        table = [
            f"\n### Analysis at {n:,} people: talentgraph beside the floor ({date.today()}, "
            f"{os.cpu_count()} CPUs, embedded Oxigraph {ox.__version__}; benchmarks/bench_analysis.py"
            f" {' '.join(options)}{'; ' + args.label if args.label else ''})\n",
            f"Store: {built}. Floor: the same question as one hand-written query of "
            "`benchmarks/floor/` on raw pyoxigraph (scipy for all-pairs). "
            f"{'CPU seconds of the process' if args.cpu else 'Seconds, wall clock'}.\n",
            "| step | talentgraph s | floor s | ratio | note |",
            "|---|---:|---:|---:|---|",
        ]
        table += ["| " + " | ".join(row) + " |" for row in rows]
        sections.append("\n".join(table) + "\n")
    if args.append:
        with args.append.open("a", encoding="utf-8") as fh:
            fh.write("".join(sections))


if __name__ == "__main__":
    main()
