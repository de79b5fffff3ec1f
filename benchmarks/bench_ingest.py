"""End-to-end ingest at scale: ``python benchmarks/bench_ingest.py [--sizes 1000,10000] [--workers 1,2]``.

Generates N Markdown CV documents (names, emails, three positions at Zipf-distributed employers,
a degree, topics), runs ``talentgraph ingest`` on them as a real subprocess, and records the wall
time, the peak RSS of the whole process tree (the CLI and its workers, sampled every 0.1 s), the
store size on disk, how long opening the store read-only and a first query take (interpreter
start excluded), how long ``talentgraph stats`` takes, how long a re-run takes when every
document is stored unchanged, and the start-up time of ``talentgraph --help``. ``--cli PATH`` measures another
installation (e.g. the main branch's) for a before/after comparison. Results are appended to
``benchmarks/RESULTS.md`` unless ``--no-save``.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

RESULTS = Path(__file__).with_name("RESULTS.md")
SYLLABLES = ["ka", "lo", "mi", "ra", "ten", "vo", "shi", "an", "el", "dor", "ny", "be", "qu", "sa", "ri"]
ROLES = ["Research Scientist", "Software Engineer", "Postdoctoral Researcher", "Professor", "Research Intern"]
TOPICS = ["machine learning", "computer vision", "robotics", "databases", "distributed systems",
          "natural language processing", "information retrieval", "security", "graph algorithms",
          "human-computer interaction", "compilers", "bioinformatics"]  # fmt: skip


def _word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(parts)).capitalize()


def write_profiles(folder: Path, n: int, seed: int = 0) -> None:
    """``n`` made-up Markdown CVs in ``folder`` (same seed, same files)."""
    rng = random.Random(seed)
    orgs = [
        f"{_word(rng, 2)} {rng.choice(['Labs', 'University', 'Institute', 'Systems'])}"
        for _ in range(max(20, n // 10))
    ]
    weights = [1 / (rank + 1) for rank in range(len(orgs))]
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        name = f"{_word(rng, 2)} {_word(rng, 3)}"
        lines = [f"# {name}", "", f"Email: {name.split()[0].lower()}.{i}@example.org", "", "## Experience"]
        year = rng.randint(1995, 2015)
        for k in range(3):
            org = rng.choices(orgs, weights)[0]
            end = year + rng.randint(1, 5)
            lines.append(f"- {year} - {'present' if k == 2 else end}: {rng.choice(ROLES)} at {org}")
            year = end
        school = rng.choices(orgs, weights)[0]
        start = rng.randint(1985, 2005)
        lines += ["", "## Education", f"- PhD in Computer Science, {school}, {start} - {start + 5}"]
        lines += ["", "## Research interests", ", ".join(rng.sample(TOPICS, 3))]
        (folder / f"cv-{i:06d}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _tree(root: int) -> dict[int, tuple[int, float]]:
    """``root`` and all its descendants: pid -> (resident KiB, CPU seconds so far), from Linux /proc."""
    found: dict[int, tuple[int, float]] = {}
    todo = [root]
    tick = os.sysconf("SC_CLK_TCK")
    while todo:
        pid = todo.pop()
        if pid in found:
            continue
        try:
            with open(f"/proc/{pid}/status", encoding="ascii") as status:
                rss = next((int(line.split()[1]) for line in status if line.startswith("VmRSS:")), 0)
            with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            found[pid] = (rss, (int(fields[11]) + int(fields[12])) / tick)  # utime + stime
            for task in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as children:
                    todo += [int(child) for child in children.read().split()]
        except (OSError, ValueError, IndexError):
            continue
    return found


def _thread_cpu(pid: int) -> float | None:
    """CPU seconds of the main thread of ``pid`` so far (None once it has exited)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_measured(command: list[str]) -> tuple[float, int, str, float, float, int, float]:
    """Run ``command``; wall seconds, peak tree RSS in MB, its output (stderr + stdout), the CPU
    seconds of the whole process tree (each process's last reading, sampled every 0.1 s), those
    of the command's own (main) process, that process's peak RSS in MB, and the CPU seconds of
    its main (Python) thread: the rest of the main process is its native threads (Oxigraph's
    bulk loader and RocksDB's flushes and compactions)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    peak = main_peak = 0
    cpu: dict[int, float] = {}
    main_thread = 0.0
    while process.poll() is None:
        main_thread = _thread_cpu(process.pid) or main_thread
        tree = _tree(process.pid)
        peak = max(peak, sum(rss for rss, _ in tree.values()))
        main_peak = max(main_peak, tree.get(process.pid, (0, 0.0))[0])
        cpu.update({pid: seconds for pid, (_, seconds) in tree.items()})
        time.sleep(0.1)
    output = process.stdout.read() if process.stdout else ""
    elapsed = time.perf_counter() - start
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}):\n{output[-2000:]}")
    main_cpu = cpu.get(process.pid, 0.0)
    return elapsed, peak // 1024, output, sum(cpu.values()), main_cpu, main_peak // 1024, main_thread


def _du_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20


OPEN_PROBE = (
    "import sys, time\nimport pyoxigraph\nstart = time.perf_counter()\n"
    "store = pyoxigraph.Store.read_only(sys.argv[1])\nbool(store.query('ASK { ?s ?p ?o }'))\n"
    "print(time.perf_counter() - start)"
)


def _open_seconds(store: Path) -> float:
    """Seconds to open the store read-only and answer a first query (interpreter start excluded)."""
    done = subprocess.run(
        [sys.executable, "-c", OPEN_PROBE, str(store)], capture_output=True, text=True, check=True
    )
    return float(done.stdout.strip())


def _median_seconds(command: list[str], repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000", help="profile counts, comma-separated")
    parser.add_argument(
        "--workers",
        default="2",
        help="worker counts, comma-separated: each size runs with each, back to back",
    )
    parser.add_argument("--cli", default=str(Path(sys.executable).with_name("talentgraph")))
    parser.add_argument("--label", default="this branch", help="what --cli is, for the table")
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    worker_counts = [int(w) for w in args.workers.split(",") if w.strip()]
    help_time = _median_seconds([args.cli, "--help"])
    rows = []
    print(f"talentgraph --help: {help_time:.2f} s ({args.label})", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-ingest-") as tmp:
        for n in sizes:
            docs = Path(tmp) / f"docs-{n}"
            write_profiles(docs, n)
            for workers in worker_counts:
                store = Path(tmp) / f"store-{n}-{workers}"
                command = [args.cli, "ingest", str(docs), "--store", str(store), "--workers", str(workers)]
                load = os.getloadavg()[0]
                seconds, peak_mb, output, cpu_seconds, main_cpu, main_mb, main_thread = run_measured(
                    [*command, "--quiet"]
                )
                open_seconds = _open_seconds(store)
                stats_seconds, *_ = run_measured([args.cli, "stats", "--store", str(store)])
                rerun_seconds, *_ = run_measured([*command, "--quiet"])
                row = (
                    n,
                    workers,
                    seconds,
                    n / seconds,
                    peak_mb,
                    _du_mb(store),
                    open_seconds,
                    stats_seconds,
                    rerun_seconds,
                    load,
                    cpu_seconds,
                    main_cpu,
                    main_mb,
                    main_thread,
                )
                rows.append(row)
                print(
                    f"{n} docs, {workers} worker(s): ingest {seconds:.1f} s ({n / seconds:.0f} docs/s), peak RSS {peak_mb} MB, "
                    f"store {row[5]:.0f} MB, open {open_seconds:.2f} s, stats {stats_seconds:.2f} s, "
                    f"re-run {rerun_seconds:.1f} s, load average before {load:.1f}, CPU {cpu_seconds:.1f} s "
                    f"(main process {main_cpu:.1f} s: main thread {main_thread:.1f} s, native threads "
                    f"{main_cpu - main_thread:.1f} s; its peak RSS {main_mb} MB)",
                    flush=True,
                )
                print(output.strip().splitlines()[-1] if output.strip() else "", flush=True)
                shutil.rmtree(store)
            shutil.rmtree(docs)
    if not args.no_save:
        when = datetime.now(UTC).strftime("%Y-%m-%d")
        lines = [
            f"\n## bench_ingest.py — end-to-end ingest, {args.label}, {args.workers} worker(s), {when}\n",
            f"`talentgraph --help`: {help_time:.2f} s. Peak RSS is the whole process tree (CLI and workers).\n",
            "| documents | workers | ingest (s) | docs/s | peak RSS (MB) | store (MB) | open read-only (s) "
            "| `stats` (s) | re-run, all unchanged (s) | load average before | CPU of the tree (s) "
            "| CPU of the main process (s) | of which its native threads (s) | main process peak RSS (MB) |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        lines += [
            f"| {n} | {w} | {s:.1f} | {r:.0f} | {m} | {d:.0f} | {o:.2f} | {q:.2f} | {u:.1f} | {la:.1f} | {c:.1f} "
            f"| {mc:.1f} | {mc - mt:.1f} | {mm} |"
            for n, w, s, r, m, d, o, q, u, la, c, mc, mm, mt in rows
        ]
        with RESULTS.open("a", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
