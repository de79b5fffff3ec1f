"""Run the benchmarks: ``python benchmarks/run.py [--sizes 100,1000,10000] [--quick] [--no-remote]``.

Store load and query times (``bench_store``) at each size, on rdflib, the embedded store and a
real ``oxigraph serve`` on 127.0.0.1; the table is printed as it grows and appended to
``benchmarks/RESULTS.md`` (``--no-save`` to skip). Then the extraction timings
(``bench_extract``, and per real-corpus document when its documents are present) unless
``--only store``.
"""

from __future__ import annotations

import argparse
import os
import platform
import socket
import sys
from datetime import UTC, datetime
from pathlib import Path

import bench_store

RESULTS = Path(__file__).with_name("RESULTS.md")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _sizes(text: str) -> list[int]:
    try:
        sizes = [int(part.replace("_", "")) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"--sizes wants numbers separated by commas, not {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise argparse.ArgumentTypeError("--sizes wants positive numbers")
    return sizes


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", type=_sizes, help="profile counts (default 100,1000,10000; quick: 100,1000)"
    )
    parser.add_argument("--quick", action="store_true", help="small sizes, fewer repeats (a smoke run)")
    parser.add_argument("--no-remote", action="store_true", help="skip the oxigraph server")
    parser.add_argument("--no-save", action="store_true", help=f"do not append to {RESULTS.name}")
    parser.add_argument("--only", choices=["store", "extract", "all"], default="all")
    args = parser.parse_args(argv)
    sizes = args.sizes or ([100, 1000] if args.quick else [100, 1000, 10000])
    repeats = 3 if args.quick else 5

    if args.only in ("store", "all"):
        import pyoxigraph
        import rdflib

        out = None if args.no_save else RESULTS.open("a", encoding="utf-8")

        def log(line: str) -> None:
            print(line, flush=True)
            if out is not None:  # row by row, so a long run that fails part way still leaves its rows
                out.write(line + "\n")
                out.flush()

        machine = f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}"
        versions = f"pyoxigraph {pyoxigraph.__version__}, rdflib {rdflib.__version__}"
        if out is not None:
            out.write(
                f"\n## bench_store.py — load and query, {datetime.now(UTC):%Y-%m-%d} ({machine}; {versions})\n\n"
                "Synthetic profiles; load = wall time to get every document graph in; queries = median of "
                f"{repeats} runs after a warm-up (rdflib at 5,000+ profiles: one run).\n\n"
            )
        try:
            log(bench_store.header())
            for size in sizes:
                bench_store.run_size(size, repeats, _free_port(), remote=not args.no_remote, log=log)
        finally:
            if out is not None:
                out.close()
                print(f"appended to {RESULTS}")

    if args.only in ("extract", "all") and not args.quick:
        import bench_extract

        bench_extract.main([])
        if any(bench_extract.REAL_DOCS.glob("*.*")):
            bench_extract.main(["--real"])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
