"""Benchmark the pictures on a synthetic store of N people: the graph page's data and HTML, the page
opening in a real headless Chromium (selenium + Debian's chromium-driver), a report and a timeline.

    .venv/bin/python benchmarks/bench_viz.py 10000 [--append benchmarks/RESULTS.md]

Targets (issue 14): drawing 10,000 people under 10 s, the page open in Chromium under 5 s. The
store is the one of bench_analysis.py (cached in $TMPDIR/talentgraph-bench-v2-N), opened read-only.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from datetime import date
from pathlib import Path

from bench_analysis import TODAY, build_store

from talentgraph.queries import lookup_entity
from talentgraph.store import open_store
from talentgraph.views import career, network_data, person_report, render_report, render_timeline
from talentgraph.views.browser import open_graph_page, start_chromium
from talentgraph.viz import graph_page_data, render_network, write_page


def open_in_chromium(page: Path) -> tuple[float, float, int]:
    """Seconds until the page's script is ready and until vis-network first drew; ties shown."""
    driver = start_chromium(logs=False)
    try:
        ready, drawn = open_graph_page(driver, page)
        shown = int(driver.execute_script("return window.talentgraph.edges.length"))
        print(
            "    in-page milliseconds:", driver.execute_script("return window.talentgraph.timing"), flush=True
        )
    finally:
        driver.quit()
    return ready, drawn, shown


def run(n: int) -> list[tuple[str, float, str]]:
    print(f"== {n} people", flush=True)
    where, _ = build_store(n)
    store = open_store(where, read_only=True)
    rows: list[tuple[str, float, str]] = []

    def step(label: str, seconds: float, size: object = "") -> None:
        rows.append((label, seconds, str(size)))
        print(f"  {label:<60} {seconds:8.2f} s  {size}", flush=True)

    t = time.perf_counter()
    net = network_data(store, today=TODAY)
    gather = time.perf_counter() - t
    step("graph page data (network_data)", gather, f"{len(net.nodes)} nodes, {len(net.edges)} ties")
    t = time.perf_counter()
    html = render_network(net, title=f"{n} people")
    render = time.perf_counter() - t
    step("graph page HTML (render_network)", render, f"{len(html) / 1e6:.1f} MB")
    step("drawing N people (data + HTML; target < 10 s)", gather + render)
    page = write_page(html, Path(tempfile.mkdtemp()) / "graph.html")
    ready, drawn, shown = open_in_chromium(page)
    step("page script ready in Chromium", ready, f"{shown} ties shown")
    step("page open in Chromium, first drawing (target < 5 s)", drawn)
    person = "Person 42"
    t = time.perf_counter()
    focused = graph_page_data(store, focus=str(lookup_entity(store, "person", person)), depth=2, today=TODAY)
    step(
        "viz --focus PERSON --depth 2 (issue 16 target ≤ 2 s)",
        time.perf_counter() - t,
        f"{len(focused.nodes)} nodes",
    )
    t = time.perf_counter()
    render_timeline(career(store, person, TODAY))
    step("timeline of one person", time.perf_counter() - t)
    t = time.perf_counter()
    render_report(person_report(store, person, other=f"Person {n // 2 + 7}", policy="neurips", today=TODAY))
    step("report of one person (paths and conflicts included)", time.perf_counter() - t)
    store.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10_000])
    parser.add_argument("--append", type=Path, help="append a results table to this Markdown file")
    args = parser.parse_args()
    sections = []
    for n in args.sizes:
        rows = run(n)
        table = [
            f"\n### Pictures at {n:,} people ({date.today()}, {os.cpu_count()} CPUs, embedded Oxigraph, headless Chromium)\n",
            "| step | seconds | size |",
            "|---|---:|---:|",
        ]
        table += [f"| {label} | {sec:.2f} | {size} |" for label, sec, size in rows]
        sections.append("\n".join(table) + "\n")
    if args.append:
        with args.append.open("a", encoding="utf-8") as fh:
            fh.write("".join(sections))


if __name__ == "__main__":
    main()
