"""Time text extraction per document: ``python benchmarks/bench_extract.py [FILES...]``.

Defaults to the bundled examples and the test fixtures; prints the median of several runs.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer, org_gazetteer
from talentgraph.sources import read_document

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> None:
    paths = [Path(a) for a in argv] or sorted(
        [*ROOT.glob("data/examples/*.*"), *ROOT.glob("tests/fixtures/docs/*.*")]
    )
    try:
        orgs = org_gazetteer()
    except Exception:  # gazetteer data not installed yet: time the text path alone
        orgs = OrgGazetteer([])
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


if __name__ == "__main__":
    main(sys.argv[1:])
