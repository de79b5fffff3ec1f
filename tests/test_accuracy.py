"""Extraction accuracy guards on the labelled sets (the numbers themselves live in the closing notes).

The bars are below today's scores so honest changes have room, but a regression that would hurt
users (a lost layout, an invented name, a silently swapped interval) fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.evaluate import evaluate
from talentgraph.extract import extract_profile
from talentgraph.sources import read_document

from .conftest import EXAMPLES, FIXTURES, SEEDS, need

SETS = {
    "seeds": (SEEDS, 0.90),
    "examples": (EXAMPLES, 0.95),
    "heldout": (FIXTURES / "heldout", 0.85),
    "heldout2": (FIXTURES / "heldout2", 0.78),
    "heldout3": (FIXTURES / "heldout3", 0.62),
    "heldout4": (FIXTURES / "heldout4", 0.62),
}


@pytest.mark.parametrize("name", sorted(SETS))
def test_micro_f1_stays_above_the_bar(name: str) -> None:
    folder, bar = SETS[name]
    need(
        (folder / "gold").is_dir(),
        f"{folder}/gold is not here (the seeds live in ../shared beside the checkout)",
    )
    report = evaluate(folder / "gold", folder)
    assert not [d.source for d in report.documents if d.error]
    assert report.micro.f1 >= bar, f"{name}: micro F1 {report.micro.f1:.3f} < {bar}"


@pytest.mark.parametrize("name", sorted(SETS))
def test_no_invented_names(name: str) -> None:
    folder, _ = SETS[name]
    need((folder / "gold").is_dir(), f"{folder}/gold is not here")
    report = evaluate(folder / "gold", folder)
    assert report.totals["name"].fp == 0, [
        d.spurious.get("name") for d in report.documents if d.spurious.get("name")
    ]


def _backwards_documents(folder: Path) -> list[Path]:
    import yaml

    found = []
    for gold in sorted((folder / "gold").glob("*.yaml")):
        data = yaml.safe_load(gold.read_text(encoding="utf-8"))
        items = [i for key in ("affiliations", "education", "projects") for i in data.get(key) or []]
        if any(
            i.get("invalid_interval")
            or (i.get("start") and i.get("end") and i["end"] != "present" and str(i["end"]) < str(i["start"]))
            for i in items
        ):
            found.append(folder / data["source"])
    return found


# Sets whose gold keeps a backwards interval as written (sets 3 and 4 annotate the intended order).
AS_WRITTEN = ["examples", "heldout", "heldout2", "seeds"]


@pytest.mark.parametrize("name", AS_WRITTEN)
def test_backwards_intervals_are_reported_not_swapped(name: str) -> None:
    folder, _ = SETS[name]
    need((folder / "gold").is_dir(), f"{folder}/gold is not here")
    documents = _backwards_documents(folder)
    assert documents, "each labelled set has a document with a backwards interval"
    for path in documents:
        profile = extract_profile(read_document(path))
        assert any("ends before it starts" in w for w in profile.warnings), path.name
