"""SIGKILL an ingest at random points, then resume: ``python benchmarks/bench_kill_resume.py [N] [KILLS]``.

Generates N profiles (default 2,000), ingests them once into a clean store for reference (the
quad count of every document graph), then into a second store, killing the ingest (the CLI and
its workers, one process group) with SIGKILL at a random moment, KILLS times (default 10). After
each kill it counts partial documents (a stored graph whose quad count differs from the clean
run's) and, on the next run, how many documents were skipped as already stored. Once every
document is stored, a run to completion must reach the clean quad count and the store is
removed, so the next kill interrupts a real load again (a new store is loaded by Oxigraph's bulk
loader, a resumed one in transactions: both are killed). A last run goes to completion and must
reach the clean quad count. Appends the outcome to RESULTS.md unless
``--no-save``.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import pyoxigraph as ox
from bench_ingest import RESULTS, write_profiles

CLI = str(Path(sys.executable).with_name("talentgraph"))
PER_GRAPH = "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"


def graph_counts(store: Path) -> dict[str, int]:
    """Quads per named graph, read with the store opened read-only."""
    reader = ox.Store.read_only(str(store))
    counts = {row["g"].value: int(row["n"].value) for row in reader.query(PER_GRAPH)}
    del reader
    return counts


def ingest(docs: Path, store: Path, workers: int) -> subprocess.Popen[str]:
    command = [CLI, "ingest", str(docs), "--store", str(store), "--workers", str(workers), "--quiet"]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=2000)
    parser.add_argument("kills", nargs="?", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    lines = []
    with tempfile.TemporaryDirectory(prefix="bench-kill-") as tmp:
        docs, clean, store = Path(tmp) / "docs", Path(tmp) / "clean", Path(tmp) / "store"
        write_profiles(docs, args.n)
        start = time.perf_counter()
        done = ingest(docs, clean, args.workers)
        done.wait()
        full = time.perf_counter() - start
        reference = graph_counts(clean)
        print(
            f"clean run: {full:.0f} s, {sum(reference.values())} quads in {len(reference)} graphs", flush=True
        )
        for kill in range(1, args.kills + 1):
            fresh = not store.exists()
            process = ingest(docs, store, args.workers)
            at = rng.uniform(0.1, 0.95) * full
            time.sleep(at)
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)  # our own child's process group: CLI and workers
            output = process.communicate()[0]
            resumed = re.search(r"(\d+) unchanged", output)
            counts = graph_counts(store)
            partial = sum(1 for g, n in counts.items() if reference.get(g) != n)
            stored = max(0, len(counts) - 1)  # the reference graph is not a document
            line = (
                f"kill {kill} at {at:.1f} s ({'new store, bulk loader' if fresh else 'resumed, transactions'}): "
                f"{stored} documents stored, {partial} partial"
                + (f"; this run skipped {resumed.group(1)} already stored" if resumed else "")
            )
            print(line, flush=True)
            lines.append(line)
            if stored == args.n and kill < args.kills:  # nothing left to interrupt: start over
                final = ingest(docs, store, args.workers)
                output = final.communicate()[0]
                converged = sum(graph_counts(store).values()) == sum(reference.values())
                line = f"store complete: {output.strip().splitlines()[-1] if output.strip() else '?'}; " + (
                    "converged to the clean quad count" if converged else "DIFFERENT from the clean run"
                )
                print(line, flush=True)
                lines.append(line)
                shutil.rmtree(store)
        final = ingest(docs, store, args.workers)
        output = final.communicate()[0]
        counts = graph_counts(store)
        converged = sum(counts.values()) == sum(reference.values())
        summary = (
            f"final run: {output.strip().splitlines()[-1] if output.strip() else '?'}; "
            f"{sum(counts.values())} quads, clean run {sum(reference.values())}: "
            + ("converged" if converged else "DIFFERENT")
        )
        print(summary, flush=True)
        lines.append(summary)
    if not args.no_save:
        when = datetime.now(UTC).strftime("%Y-%m-%d")
        with RESULTS.open("a", encoding="utf-8") as out:
            out.write(
                f"\n## bench_kill_resume.py — SIGKILL and resume, {args.n} documents, {when}\n\n"
                + "\n".join(f"- {line}" for line in lines)
                + "\n"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
