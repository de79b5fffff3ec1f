"""Time reading + extraction per document: ``python benchmarks/bench_extract.py [--real] [FILES...]``.

Defaults to the bundled examples and the test fixtures and prints the median of 20 runs of
extraction for each. ``--real`` times every document of the real-world corpus present locally
(``corpus/real/docs``, see ``corpus/real/corpus.py check``) from its bytes, reading included,
since a PDF's layout reading is part of what a user waits for, and prints the median, 90th
percentile and slowest (issue 10 asks ≤ 50 ms median per real document); ``--real --cpu`` times
CPU seconds of the process instead of wall time (steadier on a shared machine). Timings only: no
extracted fact is printed, so the test half stays unread.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from talentgraph.errors import SourceError
from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer, org_gazetteer
from talentgraph.sources import read_document

ROOT = Path(__file__).resolve().parents[1]
REAL_DOCS = ROOT / "corpus" / "real" / "docs"


def _gazetteer() -> OrgGazetteer:
    try:
        return org_gazetteer()
    except Exception:  # gazetteer data not installed yet: time the text path alone
        return OrgGazetteer([])


def time_each(paths: list[Path]) -> None:
    orgs = _gazetteer()
    for path in paths:
        if not path.is_file() or path.stem.lower() == "readme":
            continue
        doc = read_document(path)
        extract_profile(doc, orgs=orgs)  # warm caches
        runs = []
        for _ in range(20):
            t0 = time.perf_counter()
            extract_profile(doc, orgs=orgs)
            runs.append(time.perf_counter() - t0)
        print(f"{path.name:32s} {len(doc.text):6d} chars  {statistics.median(runs) * 1000:7.2f} ms")


def time_real_corpus(runs: int = 3, clock: Callable[[], float] = time.perf_counter) -> None:
    """Read + extract every real document ``runs`` times; summarise the per-document medians."""
    orgs = _gazetteer()
    per_kind: dict[str, list[float]] = {}
    unreadable = []
    for path in sorted(REAL_DOCS.glob("*.*")):
        try:
            extract_profile(read_document(path), orgs=orgs)  # warm caches
        except SourceError as error:  # a real file may be broken (invalid YAML): ingest skips it too
            unreadable.append(str(error))
            continue
        times = []
        for _ in range(runs):
            t0 = clock()
            extract_profile(read_document(path), orgs=orgs)
            times.append(clock() - t0)
        kind = "pdf" if path.suffix.lower() == ".pdf" else "text"
        per_kind.setdefault(kind, []).append(statistics.median(times))
    every = sorted(t for times in per_kind.values() for t in times)
    if not every:
        sys.exit(f"no documents in {REAL_DOCS}: python corpus/real/corpus.py fetch")

    def line(name: str, times: list[float]) -> str:
        times = sorted(times)
        p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
        return (
            f"{name:6s} {len(times):4d} docs  median {statistics.median(times) * 1000:7.1f} ms  "
            f"p90 {p90 * 1000:7.1f} ms  slowest {times[-1] * 1000:7.1f} ms"
        )

    print(line("all", every))
    if unreadable:
        print(f"skipped {len(unreadable)} unreadable: " + "; ".join(unreadable))
    for kind, times in sorted(per_kind.items()):
        print(line(kind, times))


def main(argv: list[str]) -> None:
    if argv[:1] == ["--real"]:
        time_real_corpus(clock=time.process_time if "--cpu" in argv else time.perf_counter)
        return
    paths = [Path(a) for a in argv] or sorted(
        [*ROOT.glob("data/examples/*.*"), *ROOT.glob("tests/fixtures/docs/*.*")]
    )
    time_each(paths)


if __name__ == "__main__":
    main(sys.argv[1:])
