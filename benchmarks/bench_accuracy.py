"""Extraction accuracy on every labelled set: ``python benchmarks/bench_accuracy.py [--append FILE]``.

Runs ``talentgraph eval`` on the five real seed profiles (``../shared/seeds`` beside the checkout,
when present), the bundled examples and both held-out sets, and prints one Markdown table of
micro precision / recall / F1 over the main fields, plus F1 per field.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path

from talentgraph.evaluate import MAIN_FIELDS, evaluate

REPO = Path(__file__).resolve().parents[1]
SETS = {
    "seeds (5 real profiles)": REPO.parent / "shared" / "seeds",
    "examples (10, bundled)": REPO / "data" / "examples",
    "held-out 1 (10, unusual layouts)": REPO / "tests" / "fixtures" / "heldout",
    "held-out 2 (10, scraped text)": REPO / "tests" / "fixtures" / "heldout2",
    "held-out 3 (8, scraped text)": REPO / "tests" / "fixtures" / "heldout3",
    "held-out 4 (8, scraped text; 0.622 before it was used for tuning)": REPO
    / "tests"
    / "fixtures"
    / "heldout4",
}


def table() -> str:
    fields = list(MAIN_FIELDS)
    head = ["set", "micro P", "micro R", "micro F1", *(MAIN_FIELDS[f] for f in fields)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, folder in SETS.items():
        if not (folder / "gold").is_dir():
            continue
        report = evaluate(folder / "gold", folder)
        micro, totals = report.micro, report.totals
        cells = [name, f"{micro.precision:.3f}", f"{micro.recall:.3f}", f"**{micro.f1:.3f}**"]
        cells += [f"{totals[f].f1:.2f}" for f in fields]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--append", type=Path, help="append the table to this Markdown file")
    args = parser.parse_args(argv)
    text = table()
    print(text)
    if args.append:
        stamp = datetime.now(UTC).strftime("%Y-%m-%d")
        with args.append.open("a", encoding="utf-8") as out:
            out.write(f"\n## bench_accuracy.py — extraction accuracy, {stamp}\n\n{text}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
