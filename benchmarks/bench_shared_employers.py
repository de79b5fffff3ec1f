"""Shared employers on the real corpus: ``python benchmarks/bench_shared_employers.py [--append FILE]``.

Issue 10 asks that ingesting real profiles of people who worked at the same place shows those
shared employers, with overlap months, in ``shared-employers --overlapping``. This ingests every
present document of ``corpus/real`` into a new store the way a user ingests cloned sites, asks
``shared_employers(overlapping=True)``, and compares the pairs of people it
names with the pairs the gold files imply: two people whose gold posts are at organisations that
roll up to the same top organisation (the bundled gazetteer; else the same normalised name) and
whose stated periods overlap by at least a day of a month.

How it ingests: the documents are put back where they were in their repositories (the manifest's
``repo`` and ``path``), one folder per repository named like its clone (``jdosbo.github.io``; the
owner's name goes first when two repositories share a name) with the ``.git/config`` a clone has
(its ``origin`` remote, nothing else). The corpus holds only the profile documents, not the
sites' config files (``_config.yml``, ``hugo.toml``), so sites are found by their layout
(:func:`talentgraph.sites.detect_generator`). ``talentgraph ingest sites/ loose/ --recursive``
then reads each site as one person, as :mod:`talentgraph.sites` reads a clone; documents the site
reader leaves out (pages it does not take for the owner's, files in folders it does not read) are
copied to ``loose/`` under their corpus names and ingested as separate documents, so every
present document is ingested. The first line says how many went each way.

It also counts identity links against the manifest's person keys: nodes that hold two people's
documents (wrong links) and people whose documents stay on several nodes (missed links).

Only counts are printed (the corpus's test half is never read pair by pair); ``--show-tune``
lists the pairs in which both people are in halves already read (``READABLE_HALVES``), for
debugging.

A gold single year (``start: 2019`` with no end) is read as that whole year; a post with no
stated date cannot be shown to overlap and is left out of the gold pairs.

Example: ``python benchmarks/bench_shared_employers.py --append benchmarks/RESULTS.md``
"""

from __future__ import annotations

import argparse
import itertools
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from datetime import date
from pathlib import Path

import yaml
from bench_accuracy import append_section, corpus_module

from talentgraph.analysis.employers import shared_employers
from talentgraph.evaluate import _gazetteer, _norm, _org_id
from talentgraph.identity import same_as_classes
from talentgraph.sites import collect
from talentgraph.store import open_store
from talentgraph.store.base import Store
from talentgraph.vocab import FOAF, TG

REPO = Path(__file__).resolve().parents[1]
#: halves whose pairs ``--show-tune`` may list: every half but the unseen ones (test, the newest blind set)
READABLE_HALVES = {
    "tune",
    "fresh",
    "fresh2",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
    "fresh25",
    "fresh26",
}
TODAY = date.today()
INGEST = (sys.executable, "-m", "talentgraph", "ingest")
#: a pair of people (manifest person slugs, sorted) and the top organisation they shared
Pair = tuple[str, str, str]


def top_organisation(name: str) -> str:
    """The gazetteer id of the top organisation ``name`` rolls up to, else its normalised name.

    >>> top_organisation("Google DeepMind") == top_organisation("Google")
    True
    """
    org_id = _org_id(name)
    if org_id is None:
        return "name:" + _norm(name)
    ancestors = [str(org.id) for org in _gazetteer().ancestors(org_id)]
    return ancestors[-1] if ancestors else org_id


def _month(value: object, end: bool = False) -> str | None:
    """``2019`` → ``2019-01`` (``2019-12`` as an end), ``present`` → this month, ``None`` → None."""
    if value is None:
        return None
    text = str(value)
    if text == "present":
        return TODAY.strftime("%Y-%m")
    return text[:7] if len(text) >= 7 else f"{text[:4]}-{'12' if end else '01'}"


def gold_pairs(gold_dir: Path, person_of: dict[str, str]) -> set[Pair]:
    """Pairs of people whose gold posts overlap at the same top organisation."""
    posts: dict[str, set[tuple[str, str, str]]] = {}
    for path in sorted(gold_dir.glob("*.yaml")):
        gold = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        person = person_of.get(path.stem)
        for post in gold.get("affiliations") or []:
            start = _month(post.get("start"))
            end = _month(post.get("end"), end=True) or _month(post.get("start"), end=True)
            if person and post.get("org") and start and end:
                posts.setdefault(person, set()).add((top_organisation(str(post["org"])), start, end))
    pairs: set[Pair] = set()
    for a, b in itertools.combinations(sorted(posts), 2):
        for org_a, start_a, end_a in posts[a]:
            for org_b, start_b, end_b in posts[b]:
                if org_a == org_b and max(start_a, start_b) <= min(end_a, end_b):
                    pairs.add((a, b, org_a))
    return pairs


def _document_ids(evidence: str | None, id_of: dict[str, str]) -> Iterable[str]:
    """Document ids named in an evidence cell (``site.github.io/cv.md:12, a02_y.pdf:3`` → the ids
    of those source names in ``id_of``)."""
    for part in (evidence or "").split(","):
        name = part.strip().rsplit(":", 1)[0]
        if name in id_of:
            yield id_of[name]


def found_pairs(
    store_dir: Path, person_of: dict[str, str], id_of: dict[str, str]
) -> tuple[set[Pair], list[tuple[str, str]]]:
    """The pairs ``shared-employers --overlapping`` shows, and the rows that paired a person with
    themself (one person read as two: an identity-linking miss) as (person, employer).

    Each side is the corpus people of the documents its evidence names; a post with no evidence
    line (a site's front-matter data) falls back to the people whose documents the row's person
    node (with its ``owl:sameAs`` class) is the subject of, as the user reading the row sees them."""
    store = open_store(store_dir, read_only=True)
    people_of_node = node_people(store, person_of, id_of)
    pairs: set[Pair] = set()
    same_person: list[tuple[str, str]] = []
    for row in shared_employers(store, overlapping=True, as_of=TODAY):
        side_a = {person_of[d] for d in _document_ids(row.evidence_a, id_of) if d in person_of}
        side_b = {person_of[d] for d in _document_ids(row.evidence_b, id_of) if d in person_of}
        side_a = side_a or people_of_node.get(row.person_a, set())
        side_b = side_b or people_of_node.get(row.person_b, set())
        if not side_a or not side_b:
            continue
        if side_a & side_b:
            same_person.append((min(side_a & side_b), top_organisation(row.employer_name)))
            continue
        a, b = sorted((min(side_a), min(side_b)))
        pairs.add((a, b, top_organisation(row.employer_name)))
    return pairs, same_person


def document_nodes(store: Store, id_of: dict[str, str]) -> dict[str, str]:
    """Each ingested corpus document id → the person node it is about."""
    rows = store.select(
        "SELECT ?person ?source WHERE { GRAPH ?doc { ?doc ?topic ?person ; ?named ?source } }",
        {"topic": FOAF.primaryTopic, "named": TG.sourceName},
    )
    node_of: dict[str, str] = {}
    for row in rows.to_python():
        source = str(row["source"])
        if source in id_of:
            node_of[id_of[source]] = str(row["person"])
    return node_of


def node_people(store: Store, person_of: dict[str, str], id_of: dict[str, str]) -> dict[str, set[str]]:
    """Each person node, and each node of its ``owl:sameAs`` class, → the corpus people whose
    documents the class is about."""
    node_of = document_nodes(store, id_of)
    one = same_as_classes(store, set(node_of.values()))
    by_class: dict[str, set[str]] = {}
    for document, node in node_of.items():
        if document in person_of:
            by_class.setdefault(one[node], set()).add(person_of[document])
    return {node: by_class.get(root, set()) for node, root in one.items()} | by_class


def identity_counts(
    store_dir: Path, person_of: dict[str, str], id_of: dict[str, str]
) -> tuple[int, dict[str, set[str]], int]:
    """How many person nodes hold documents of two or more corpus people (wrong links; nodes one
    person by ``owl:sameAs`` count as one), how many corpus people are spread over two or more
    nodes (links missed; each such person → their nodes), and how many of those stay spread once
    ``owl:sameAs`` joins nodes (as the analyses read them)."""
    store = open_store(store_dir, read_only=True)
    node_of = document_nodes(store, id_of)
    one = same_as_classes(store, set(node_of.values()))
    people_of_node: dict[str, set[str]] = {}
    nodes_of_person: dict[str, set[str]] = {}
    classes_of_person: dict[str, set[str]] = {}
    for document, node in node_of.items():
        person = person_of.get(document)
        if person is not None:
            people_of_node.setdefault(one[node], set()).add(person)
            nodes_of_person.setdefault(person, set()).add(node)
            classes_of_person.setdefault(person, set()).add(one[node])
    wrong = sum(len(people) > 1 for people in people_of_node.values())
    spread = {person: nodes for person, nodes in nodes_of_person.items() if len(nodes) > 1}
    return wrong, spread, sum(len(classes) > 1 for classes in classes_of_person.values())


def clone_layout(entries: list, sites: Path, loose: Path) -> tuple[dict[str, str], int, float]:
    """Put the documents back at their repository paths, one folder per repository under ``sites``
    (named like its clone, with a clone's ``.git/config``), and copy those the site reader will
    not read to ``loose`` under their corpus names. Returns each ingest source name → document id,
    how many documents are read from the repository folders, and the CPU seconds the site reader
    took over ``sites`` (the ingest's first step, done again by the ingest)."""
    names = Counter(repo.split("/")[-1].lower() for repo in {entry.repo for entry in entries})
    files: dict[Path, str] = {}
    for entry in entries:
        owner, name = entry.repo.split("/")
        folder = sites / (name if names[name.lower()] == 1 else f"{owner}-{name}")
        target = folder / entry.path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(entry.file, target)
        (folder / ".git").mkdir(exist_ok=True)
        (folder / ".git" / "config").write_text(
            f'[remote "origin"]\n\turl = https://github.com/{entry.repo}.git\n'
        )
        files[target] = entry.id
    id_of: dict[str, str] = {}
    began = time.process_time()
    items, _ = collect([sites], recursive=True)
    reading = time.process_time() - began
    for path, source, _hint in items:
        if path in files:
            id_of[source] = files.pop(path)
    in_sites = len(id_of)
    loose.mkdir()
    for path, document in files.items():
        shutil.copy2(path, loose / (document + path.suffix.lower()))
        id_of[document + path.suffix.lower()] = document
    return id_of, in_sites, reading


def run(show_tune: bool = False) -> str:
    corpus = corpus_module()
    entries = [e for e in corpus.read_manifest() if corpus.status(e) == "ok"]
    person_of = {e.id: e.person for e in entries}
    halves = corpus.read_split()
    with tempfile.TemporaryDirectory() as scratch:
        sites, loose = Path(scratch) / "sites", Path(scratch) / "loose"
        id_of, in_sites, reading = clone_layout(entries, sites, loose)
        store_dir = Path(scratch) / "store"
        began = time.perf_counter()
        # its warnings name documents of every half: keep them out of the output
        ingest = subprocess.run(
            [*INGEST, str(sites), str(loose), "--recursive", "--store", str(store_dir)],
            capture_output=True,
            text=True,
        )
        if ingest.returncode != 0:
            raise SystemExit(f"ingest failed (exit {ingest.returncode})")
        ingest_seconds = time.perf_counter() - began
        found, same_person = found_pairs(store_dir, person_of, id_of)
        wrong_links, spread, missed_links = identity_counts(store_dir, person_of, id_of)
    gold = gold_pairs(corpus.GOLD, person_of)
    hits = gold & found
    people = len(set(person_of.values()))
    multi = sum(count > 1 for count in Counter(person_of.values()).values())
    lines = [
        f"{len(entries)} documents of {people} people ingested in {ingest_seconds:.0f} s "
        f"({in_sites} as pages of {len({e.repo for e in entries})} repositories' folders, "
        f"{len(entries) - in_sites} as loose documents; reading the sites took {reading:.1f} CPU-s); "
        f"shared employers with overlap as of {TODAY}, pairs of people at one top organisation:",
        "",
        "| gold pairs | shown | shown and in gold | recall | precision | rows pairing a person with themself |",
        "|---:|---:|---:|---:|---:|---:|",
        f"| {len(gold)} | {len(found)} | {len(hits)} | {_ratio(len(hits), len(gold))} "
        f"| {_ratio(len(hits), len(found))} | {len(same_person)} |",
        "",
        f"Identity: {wrong_links} person node(s) hold documents of two or more corpus people; "
        f"{len(spread)} of the {multi} people with several documents are spread over several nodes, "
        f"{missed_links} once nodes joined by owl:sameAs count as one.",
    ]
    if show_tune:
        readable = {p for p, half in _person_halves(entries, halves).items() if half <= READABLE_HALVES}
        for tag, pairs in (("missed", gold - found), ("extra", found - gold), ("found", hits)):
            for a, b, org in sorted(pairs):
                if a in readable and b in readable:
                    lines.append(f"{tag}: {a} + {b} at {org}")
        lines += [f"self: {person} at {org}" for person, org in sorted(same_person) if person in readable]
        for person, nodes in sorted(spread.items()):
            if person in readable:
                lines.append(f"spread: {person} over {', '.join(sorted(nodes))}")
    return "\n".join(lines)


def _person_halves(entries: list, halves: dict[str, str]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for entry in entries:
        out.setdefault(entry.person, set()).add(halves.get(entry.id, "?"))
    return out


def _ratio(part: int, whole: int) -> str:
    return f"{part / whole:.2f}" if whole else "–"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--append", type=Path, help="append the table to this Markdown file")
    parser.add_argument(
        "--show-tune", action="store_true", help="list pairs of people in the halves read (READABLE_HALVES)"
    )
    args = parser.parse_args(argv)
    text = run(args.show_tune)
    print(text)
    if args.append:
        append_section(args.append, "bench_shared_employers.py — shared employers on the real corpus", text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
