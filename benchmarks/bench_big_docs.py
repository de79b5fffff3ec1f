"""Time extraction of oversized documents: ``python benchmarks/bench_big_docs.py``.

Issue 10 asks that a 2 MB single-line file and a 7 MB text file each finish in 5 s or less. Both
are generated here (fictional text): one line of 2 MB of profile-like words, and a 7 MB text file that
repeats a bundled example profile; also a 2 MB JSON résumé and a page of 400,000 blanks. Each is read and extracted in a fresh process-wide cache state
(the gazetteers are loaded once before timing, as in a batch).
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import org_gazetteer
from talentgraph.sources import read_document

ROOT = Path(__file__).resolve().parents[1]
PHRASE = (
    "research engineer at Initech Labs University of Nowhere 2019 – 2021 machine learning PhD in "
    "Physics, worked with Jane Roe on graphs. **bold** [link](https://x.example) | Professor"
)
WORDS = PHRASE.split()


def _documents(folder: Path) -> list[Path]:
    rng = random.Random(1)
    one_line = folder / "one-line-2mb.txt"
    one_line.write_text(" ".join(rng.choice(WORDS) for _ in range(300_000))[:2_000_000], encoding="utf-8")
    block = (ROOT / "data" / "examples" / "alice-nguyen.txt").read_text(encoding="utf-8")
    seven = folder / "repeated-7mb.txt"
    seven.write_text((block + "\n") * (7_000_000 // len(block) + 1), encoding="utf-8")
    work = [
        {"name": f"Initech Labs {i}", "position": "Engineer", "startDate": "2019-01"} for i in range(20_000)
    ]
    big_json = folder / "resume-2mb.json"
    big_json.write_text(json.dumps({"basics": {"name": "Jane Roe"}, "work": work}), encoding="utf-8")
    blanks = folder / "blank-page.txt"
    blanks.write_text("\t" * 200_000 + "\n" + " " * 200_000, encoding="utf-8")
    return [one_line, seven, big_json, blanks]


def main() -> None:
    org_gazetteer()
    extract_profile(read_document(ROOT / "data" / "examples" / "alice-nguyen.txt"))  # warm caches
    with tempfile.TemporaryDirectory() as tmp:
        for path in _documents(Path(tmp)):
            t0 = time.perf_counter()
            profile = extract_profile(read_document(path))
            seconds = time.perf_counter() - t0
            size = path.stat().st_size / 1e6
            print(f"{path.name:22s} {size:5.1f} MB  {seconds:6.2f} s  warnings: {profile.warnings[:1]}")


if __name__ == "__main__":
    main()
