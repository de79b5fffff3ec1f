"""Extraction accuracy on every labelled set: ``python benchmarks/bench_accuracy.py [--append FILE]``.

Runs ``talentgraph eval`` on the five real seed profiles (``../shared/seeds`` beside the checkout,
when present), the bundled examples, the held-out sets and both halves of the real-world corpus
(``corpus/real``: documents present locally, see ``python corpus/real/corpus.py check``), and
prints one Markdown table of micro precision / recall / F1 over the main fields, plus F1 per field.
The corpus's test half is the honest number: nobody reads its failures while changing extraction.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from talentgraph.evaluate import MAIN_FIELDS, evaluate

REPO = Path(__file__).resolve().parents[1]
SETS = {
    "seeds (5 real profiles)": REPO.parent / "shared" / "seeds",
    "examples (13, bundled)": REPO / "data" / "examples",
    "held-out 1 (10, unusual layouts)": REPO / "tests" / "fixtures" / "heldout",
    "held-out 2 (10, scraped text)": REPO / "tests" / "fixtures" / "heldout2",
    "held-out 3 (8, scraped text)": REPO / "tests" / "fixtures" / "heldout3",
    "held-out 4 (8, scraped text; 0.622 before it was used for tuning)": REPO
    / "tests"
    / "fixtures"
    / "heldout4",
}


CORPUS_SCRIPT = REPO / "corpus" / "real" / "corpus.py"


def corpus_module() -> Any:
    """``corpus/real/corpus.py`` loaded as a module (it is a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("real_corpus", CORPUS_SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    corpus = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = corpus  # its dataclasses look their module up while being made
    spec.loader.exec_module(corpus)
    return corpus


def real_corpus_sets(scratch: Path) -> dict[str, Path]:
    """Both halves of the real corpus staged under ``scratch`` (empty when no document is present)."""
    if not CORPUS_SCRIPT.is_file() or not (CORPUS_SCRIPT.parent / "manifest.tsv").is_file():
        return {}
    corpus = corpus_module()
    entries = corpus.read_manifest()
    sets = {}
    for half in corpus.HALVES:
        folder = scratch / half
        if corpus.stage(entries, folder, half) == 0:
            count = len(list((folder / "gold").glob("*.yaml")))
            sets[f"real corpus, {half} half ({count} documents)"] = folder
    return sets


def table(detail: bool = False) -> str:
    with tempfile.TemporaryDirectory() as scratch:
        return _table({**SETS, **real_corpus_sets(Path(scratch))}, detail)


def _table(sets: dict[str, Path], detail: bool = False) -> str:
    """One row a set: micro P/R/F1 and F1 per field; with ``detail``, each field as P/R/F1."""
    fields = list(MAIN_FIELDS)
    head = ["set", "micro P", "micro R", "micro F1", *(MAIN_FIELDS[f] for f in fields)]
    if detail:
        head[4:] = [f"{MAIN_FIELDS[f]} P/R/F1" for f in fields]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name, folder in sets.items():
        if not (folder / "gold").is_dir():
            continue
        report = evaluate(folder / "gold", folder)
        micro, totals = report.micro, report.totals
        cells = [name, f"{micro.precision:.3f}", f"{micro.recall:.3f}", f"**{micro.f1:.3f}**"]
        if detail:
            cells += [f"{t.precision:.2f}/{t.recall:.2f}/{t.f1:.2f}" for t in (totals[f] for f in fields)]
        else:
            cells += [f"{totals[f].f1:.2f}" for f in fields]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--append", type=Path, help="append the table to this Markdown file")
    parser.add_argument(
        "--detail", action="store_true", help="each field as precision/recall/F1 instead of F1 alone"
    )
    args = parser.parse_args(argv)
    text = table(args.detail)
    print(text)
    if args.append:
        append_section(args.append, "bench_accuracy.py — extraction accuracy", text)
    return 0


def append_section(results: Path, title: str, text: str) -> None:
    """Append ``text`` to the Markdown file ``results`` under a ``## title, <today>`` heading."""
    stamp = datetime.now(UTC).strftime("%Y-%m-%d")
    with results.open("a", encoding="utf-8") as out:
        out.write(f"\n## {title}, {stamp}\n\n{text}\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
