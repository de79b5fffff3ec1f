"""Load and query time of the stores, with plain rdflib as the baseline.

Synthetic profiles (``talentgraph.model.Profile`` → ``talentgraph.rdf.profile_to_graph``) at a
few sizes are loaded into:

- rdflib: an in-memory ``Dataset`` (the baseline), queried with rdflib's SPARQL engine;
- the embedded store, one ``replace_graph`` per document and with ``load_graphs`` (batched);
- pyoxigraph's non-transactional ``bulk_load`` of the same N-Quads (a reference point only:
  talentgraph does not use it, since a failure part way would leave half-loaded documents);
- a real ``oxigraph serve`` on 127.0.0.1, per document and with ``load_graphs``.

Then the same SPARQL runs on each: the bundled ``stats`` query (touches everything) and
``shared-employers`` for one person (selective, the typical interactive question).
"""

from __future__ import annotations

import functools
import gc
import random
import statistics
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pyoxigraph as ox
from rdflib import Dataset, Graph, Literal, URIRef

from talentgraph.model import Affiliation, Education, Evidence, Mention, Person, Profile, Project, Topic
from talentgraph.queries import load_query
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.store.base import bind_values, term_to_sparql
from talentgraph.store.serve import oxigraph_binary

SYLLABLES = ["ka", "lo", "mi", "ren", "sa", "tu", "vel", "zor", "an", "is", "or", "eth", "ul", "bri", "dan"]
ROLES = ["Research Scientist", "Software Engineer", "Postdoctoral Researcher", "Intern", "Lecturer"]


def _word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(parts)).capitalize()


def synthetic_profiles(n: int, seed: int = 0) -> list[Profile]:
    """``n`` made-up profiles: 3 positions at n/20 organisations, a degree, topics, a project, a mention."""
    rng = random.Random(seed)
    orgs = [
        f"{_word(rng, 2)} {rng.choice(['Labs', 'University', 'Institute', 'Systems'])}"
        for _ in range(max(5, n // 20))
    ]
    topics = [f"{_word(rng, 2).lower()} {_word(rng, 3).lower()}" for _ in range(200)]
    profiles = []
    for i in range(n):
        name = f"{_word(rng, 2)} {_word(rng, 3)} {i}"
        profile = Profile(
            source=f"synthetic-{i:06d}.txt", person=Person(name=name, emails=[f"p{i}@example.org"])
        )
        year = rng.randint(1990, 2018)
        for k in range(3):
            org = rng.choice(orgs)
            end = year + rng.randint(1, 5)
            profile.affiliations.append(
                Affiliation(
                    org=org,
                    org_text=org,
                    org_id=f"x-{org.lower().replace(' ', '-')}",
                    role=rng.choice(ROLES),
                    start=str(year),
                    end="present" if k == 2 else str(end),
                    evidence=Evidence(3 + k, f"{year}-{end} {org}"),
                )
            )
            year = end
        school = rng.choice(orgs)
        profile.education.append(
            Education(
                institution=school,
                org_id=f"x-{school.lower().replace(' ', '-')}",
                degree="PhD",
                field=rng.choice(topics),
                start="2008",
                end="2012",
                evidence=Evidence(8, school),
            )
        )
        profile.topics.extend(Topic(label=t, evidence=Evidence(10, t)) for t in rng.sample(topics, 4))
        profile.projects.append(Project(name=f"Project {_word(rng, 2)}", start="2015", end="2017"))
        profile.people.append(Mention(name=f"{_word(rng, 2)} {_word(rng, 3)}", relation="collaborator"))
        profiles.append(profile)
    return profiles


def build_graphs(profiles: list[Profile]) -> list[Graph]:
    return [profile_to_graph(p, sha256=f"{i:064x}", document_format="text") for i, p in enumerate(profiles)]


@dataclass
class Row:
    size: int
    quads: int
    backend: str
    load_s: float
    queries: dict[str, float] = field(default_factory=dict)


def _timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def _median(action: Callable[[], object], repeats: int) -> float:
    action()  # warm up
    return statistics.median(_timed(action) for _ in range(repeats))


#: Queries that grow faster than the data run only up to these sizes (rdflib: up to the smallest).
QUERY_MAX_SIZE = {"graph-edges": 1000, "shared-employers(person)": 100}


def query_texts(person: URIRef, name: str, size: int, rdflib: bool = False) -> dict[str, str]:
    """The benchmark queries as SPARQL text, parameters bound the way the stores bind them.

    ``shared-employers`` for one person computes every pair before it filters on the person, and
    ``graph-edges`` returns every edge; both grow faster than the data, so they run only at the
    sizes in :data:`QUERY_MAX_SIZE`.
    """
    texts = {
        "lookup-person": bind_values(load_query("_lookup-person").sparql, {"label": Literal(name.lower())}),
        "stats": load_query("stats").sparql,
        "graph-edges": load_query("graph-edges").sparql,
        "shared-employers(person)": bind_values(load_query("shared-employers").sparql, {"person": person}),
    }
    limit = min(QUERY_MAX_SIZE.values()) if rdflib else None
    return {
        q: text
        for q, text in texts.items()
        if q not in QUERY_MAX_SIZE or size <= (limit if limit is not None else QUERY_MAX_SIZE[q])
    }


def time_store(store: Store, texts: dict[str, str], repeats: int) -> dict[str, float]:
    return {name: _median(lambda t=text: store.select(t), repeats) for name, text in texts.items()}


def bench_rdflib(graphs: list[Graph], texts: dict[str, str], repeats: int) -> Row:
    dataset = Dataset(default_union=True)

    def load() -> None:
        for graph in graphs:
            target = dataset.graph(graph.identifier)
            for triple in graph:
                target.add(triple)

    seconds = _timed(load)
    times = {name: _median(lambda t=text: list(dataset.query(t)), repeats) for name, text in texts.items()}
    quads = sum(len(g) for g in graphs)
    return Row(len(graphs), quads, "rdflib Dataset (in memory)", seconds, times)


def bench_embedded(graphs: list[Graph], texts: dict[str, str], repeats: int, batched: bool) -> Row:
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(Path(folder) / "store")
        if batched:
            seconds = _timed(lambda: store.load_graphs(graphs))
        else:
            seconds = _timed(lambda: [store.replace_graph(g) for g in graphs])
        label = "embedded, load_graphs" if batched else "embedded, replace_graph each"
        row = Row(len(graphs), store.count(), label, seconds, time_store(store, texts, repeats))
        store.close()
    return row


def _bulk_load(store: ox.Store, graphs: list[Graph]) -> None:
    lines = []
    for graph in graphs:
        name = term_to_sparql(graph.identifier)
        lines.extend(
            f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} {name} ." for s, p, o in graph
        )
    store.bulk_load("\n".join(lines).encode("utf-8"), format=ox.RdfFormat.N_QUADS)


def bench_bulk_load(graphs: list[Graph]) -> Row:
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as folder:
        store = ox.Store(folder)
        seconds = _timed(functools.partial(_bulk_load, store, graphs))
        quads = len(store)
        store.flush()
        del store  # release the database before its folder goes
        gc.collect()
    return Row(len(graphs), quads, "embedded, pyoxigraph bulk_load (not atomic; not used)", seconds)


class _Server:
    """A real ``oxigraph serve`` on 127.0.0.1 for one measurement; stopped by PID."""

    def __init__(self, folder: str, port: int) -> None:
        self.url = f"http://127.0.0.1:{port}"
        self.process = subprocess.Popen(
            [
                oxigraph_binary(),
                "serve",
                "--location",
                folder,
                "--bind",
                f"127.0.0.1:{port}",
                "--union-default-graph",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(300):
            try:
                with urllib.request.urlopen(f"{self.url}/query?query=ASK%7B%7D", timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("oxigraph serve did not start")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def bench_remote(graphs: list[Graph], texts: dict[str, str], repeats: int, batched: bool, port: int) -> Row:
    with tempfile.TemporaryDirectory() as folder:
        server = _Server(folder, port)
        try:
            store = open_store(server.url)
            if batched:
                seconds = _timed(lambda: store.load_graphs(graphs))
            else:
                seconds = _timed(lambda: [store.replace_graph(g) for g in graphs])
            label = "oxigraph server, load_graphs" if batched else "oxigraph server, replace_graph each"
            return Row(len(graphs), store.count(), label, seconds, time_store(store, texts, repeats))
        finally:
            server.stop()


def run_size(
    n: int, repeats: int, port: int, remote: bool = True, log: Callable[[str], None] = print
) -> list[Row]:
    """Every backend at one size; ``log`` hears about each row as it is done."""
    profiles = synthetic_profiles(n)
    graphs = build_graphs(profiles)
    first = profiles[0]
    assert first.person.name is not None
    person = person_iri(first.person.name, f"doc:{first.source}")
    texts = query_texts(person, first.person.name, n)
    rdflib_texts = query_texts(person, first.person.name, n, rdflib=True)
    rows: list[Row] = []
    steps: list[Callable[[], Row]] = [
        lambda: bench_rdflib(graphs, rdflib_texts, 1 if n >= 5000 else repeats),
        lambda: bench_embedded(graphs, texts, repeats, batched=False),
        lambda: bench_embedded(graphs, texts, repeats, batched=True),
        lambda: bench_bulk_load(graphs),
    ]
    if remote:
        steps += [
            lambda: bench_remote(graphs, texts, repeats, batched=False, port=port),
            lambda: bench_remote(graphs, texts, repeats, batched=True, port=port),
        ]
    for step in steps:
        rows.append(step())
        log(format_row(rows[-1]))
    return rows


QUERY_NAMES = ["lookup-person", "stats", "graph-edges", "shared-employers(person)"]


def header() -> str:
    cols = ["profiles", "quads", "backend", "load s", "quads/s", *(f"{q} ms" for q in QUERY_NAMES)]
    return "| " + " | ".join(cols) + " |\n|" + "---|" * len(cols)


def format_row(row: Row) -> str:
    rate = f"{row.quads / row.load_s:,.0f}" if row.load_s else ""
    queries = [f"{row.queries[q] * 1000:,.1f}" if q in row.queries else "–" for q in QUERY_NAMES]
    return (
        f"| {row.size:,} | {row.quads:,} | {row.backend} | {row.load_s:.2f} | {rate} | "
        + " | ".join(queries)
        + " |"
    )
