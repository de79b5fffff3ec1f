"""Time reading PDF CVs by layout: ``python benchmarks/bench_pdf.py [--pages 100] [PDF...]``.

Writes a CV-like PDF of ``--pages`` dense pages (headings, entries with a right-aligned date
column, bullets; ~3,500 glyphs a page) with the test suite's PDF writer, and times
:func:`talentgraph.pdf_layout.pdf_text` on it with the page cap lifted, then on the first
``MAX_PAGES`` pages as ``talentgraph ingest`` reads them; then each PDF named on the command line.
Target: a 100-page PDF in a few seconds.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

from talentgraph.pdf_layout import MAX_PAGES, pdf_text

WRITER = Path(__file__).resolve().parents[1] / "tests" / "pdfs.py"


def cv_pdf(pages: int) -> bytes:
    spec = importlib.util.spec_from_file_location("test_pdfs", WRITER)
    assert spec is not None
    assert spec.loader is not None
    writer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(writer)
    out = []
    for page in range(pages):
        runs = [(72, 70, 14, True, f"Experience, part {page + 1}")]
        y = 95.0
        while y < 780:
            year = 1990 + (int(y) + page) % 30
            runs.append((72, y, 10, True, f"Research Engineer, Initech Labs {int(y)}, Lisbon"))
            runs.append((470, y, 10, False, f"{year} \u2013 {year + 2}"))
            for _ in range(3):
                y += 12
                runs.append(
                    (84, y, 10, False, "\u2022 Built and measured a graph ingest service for many documents.")
                )
            y += 16
        out.append(runs)
    return bytes(writer.make_pdf(out))


def timed(raw: bytes, max_pages: int, repeat: int = 3) -> tuple[float, int]:
    times = []
    pages: list[str] = []
    for _ in range(repeat):
        start = time.perf_counter()
        pages, _warnings = pdf_text(raw, "bench.pdf", max_pages=max_pages)
        times.append(time.perf_counter() - start)
    return statistics.median(times), len(pages)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=100, help="pages of the generated CV (default 100)")
    parser.add_argument("pdfs", nargs="*", type=Path, help="more PDFs to time")
    args = parser.parse_args(argv)
    raw = cv_pdf(args.pages)
    pdf_text(raw, "warm-up.pdf", max_pages=1)  # imports
    print("| document | pages read | seconds | ms per page |")
    print("|---|---|---|---|")
    for label, cap in (
        (f"generated CV, {args.pages} pages, no cap", args.pages),
        ("same, page cap", MAX_PAGES),
    ):
        seconds, read = timed(raw, cap)
        print(f"| {label} | {read} | {seconds:.2f} | {1000 * seconds / max(read, 1):.0f} |")
    for path in args.pdfs:
        seconds, read = timed(path.read_bytes(), MAX_PAGES)
        print(f"| {path.name} | {read} | {seconds:.2f} | {1000 * seconds / max(read, 1):.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
