"""Benchmark the pictures on a synthetic store of N people: the graph page's data and HTML, the page
opening in a real headless Chromium (selenium + Debian's chromium-driver), a report and a timeline.

    .venv/bin/python benchmarks/bench_viz.py 10000 [--append benchmarks/RESULTS.md]

Targets (issue 14): drawing 10,000 people under 10 s, the page open in Chromium under 5 s. The
store is the one of bench_analysis.py (cached in $TMPDIR/talentgraph-bench-v2-N), opened read-only.
Each step reports wall seconds and the CPU seconds (user + system) of this process, which vary
less when other jobs share the machine; Chromium's steps are wall only (another process).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

from bench_analysis import TODAY, build_store

from talentgraph.queries import lookup_entity
from talentgraph.store import open_store
from talentgraph.views import career, network_data, person_report, render_report, render_timeline
from talentgraph.views.browser import open_graph_page, start_chromium
from talentgraph.views.network import Network, ego_network
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


Row = tuple[str, float, float | None, str]


def run(n: int, browser: bool = True) -> list[Row]:
    print(f"== {n} people", flush=True)
    where, _ = build_store(n)
    store = open_store(where, read_only=True)
    rows: list[Row] = []

    def step(label: str, seconds: float, cpu: float | None, size: object = "") -> None:
        rows.append((label, seconds, cpu, str(size)))
        shown = "" if cpu is None else f"{cpu:8.2f} CPU-s"
        print(f"  {label:<60} {seconds:8.2f} s {shown:>13}  {size}", flush=True)

    with timed() as data:
        net = network_data(store, today=TODAY)
    step("graph page data (network_data)", *data, f"{len(net.nodes)} nodes, {len(net.edges)} ties")
    with timed() as html_time:
        html = render_network(net, title=f"{n} people")
    step("graph page HTML (render_network)", *html_time, f"{len(html) / 1e6:.1f} MB")
    step(
        "drawing N people (data + HTML; target < 10 s)",
        data[0] + html_time[0],
        data[1] + html_time[1],
    )
    if browser:
        page = write_page(html, Path(tempfile.mkdtemp()) / "graph.html")
        ready, drawn, shown = open_in_chromium(page)
        step("page script ready in Chromium", ready, None, f"{shown} ties shown")
        step("page open in Chromium, first drawing (target < 5 s)", drawn, None)
    del html
    person = "Person 42"
    for depth in (1, 2):
        with timed() as focus_time:  # the name lookup included, as the CLI does it
            center = str(lookup_entity(store, "person", person))
            focused = graph_page_data(store, focus=center, depth=depth, today=TODAY)
        same = _content(focused) == _content(ego_network(net, center, depth))
        step(
            f"viz --focus PERSON --depth {depth} (issue 16 target ≤ 2 s)",
            *focus_time,
            f"{len(focused.nodes)} nodes, {len(focused.edges)} ties"
            + ("; = whole page's neighbourhood" if same else "; DIFFERS from the whole page's neighbourhood"),
        )
    del net
    with timed() as timeline_time:
        render_timeline(career(store, person, TODAY))
    step("timeline of one person", *timeline_time)
    with timed() as report_time:
        render_report(
            person_report(store, person, other=f"Person {n // 2 + 7}", policy="neurips", today=TODAY)
        )
    step("report of one person (paths and conflicts included)", *report_time)
    store.close()
    return rows


def _content(net: Network) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """Nodes and ties without their layout (a focused page is laid out for its own nodes)."""
    layout = {"x", "y", "value", "home", "focus"}
    return [{k: v for k, v in n.items() if k not in layout} for n in net.nodes], net.edges


@contextmanager
def timed() -> Iterator[list[float]]:
    """Wall and CPU (user + system of this process) seconds of the block, filled in at its end."""
    out = [0.0, 0.0]
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield out
    finally:
        out[0], out[1] = time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[10_000])
    parser.add_argument("--append", type=Path, help="append a results table to this Markdown file")
    parser.add_argument("--no-browser", action="store_true", help="skip opening the page in Chromium")
    args = parser.parse_args()
    sections = []
    for n in args.sizes:
        rows = run(n, browser=not args.no_browser)
        table = [
            f"\n### Pictures at {n:,} people ({date.today()}, {os.cpu_count()} CPUs, embedded Oxigraph, headless Chromium)\n",
            "| step | wall s | CPU s | size |",
            "|---|---:|---:|---:|",
        ]
        table += [
            f"| {label} | {sec:.2f} | {'' if cpu is None else f'{cpu:.2f}'} | {size} |"
            for label, sec, cpu, size in rows
        ]
        sections.append("\n".join(table) + "\n")
    if args.append:
        with args.append.open("a", encoding="utf-8") as fh:
            fh.write("".join(sections))


if __name__ == "__main__":
    main()
