"""benchmarks/reader_precision.py: each extracted item is counted under the reader that made it, right
or false against the gold, and item lists are refused for documents of unreadable halves. Fictional text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import reader_precision

_CV = """ROBIN EXAMPLE

Experience

Kestrel Dynamics, Research Engineer, 2019 - 2022

Projects

Tide Maps for Small Harbours

2020 - 2021

- Built the harbour model
"""

_GOLD = """source: zz01_cv.txt
person: {name: Robin Example}
affiliations:
  - {org: Kestrel Dynamics, role: Research Engineer, start: 2019, end: 2022}
education: []
projects:
  - {name: Something Else Entirely}
topics: []
people: []
"""


def _staged(tmp_path: Path) -> Path:
    (tmp_path / "gold").mkdir()
    (tmp_path / "zz01_cv.txt").write_text(_CV, encoding="utf-8")
    (tmp_path / "gold" / "zz01_cv.yaml").write_text(_GOLD, encoding="utf-8")
    return tmp_path


def test_items_are_counted_under_their_reader_right_or_false(tmp_path: Path) -> None:
    items: list[str] = []
    counts = reader_precision.count_readers(_staged(tmp_path), ["affiliations", "projects"], items)
    posts = {(reader, right): n for (field, reader, right), n in counts.items() if field == "affiliations"}
    projects = {(reader, right): n for (field, reader, right), n in counts.items() if field == "projects"}
    assert sum(n for (_, right), n in posts.items() if right) == 1  # the post matches its gold
    assert sum(n for (_, right), n in projects.items() if not right) == 1  # the project is not in the gold
    assert all(reader.startswith("positions.") for reader, _ in posts)  # made by the entry reader
    assert any(line.startswith("FP zz01_cv projects ") and "Tide Maps" in line for line in items)
    table = reader_precision.table([counts], ["projects"])
    assert table.startswith("## projects")
    assert "0/   1 0.00" in table


def test_constructors_are_restored_after_counting(tmp_path: Path) -> None:
    reader_precision.count_readers(_staged(tmp_path), ["projects"])
    from talentgraph.model import Project

    assert Project.__init__.__qualname__ == "Project.__init__"


def test_item_lists_are_refused_for_documents_of_no_readable_half(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        reader_precision.main([str(_staged(tmp_path)), "--items"])  # zz01 is in no readable half
    assert "nobody may read" in capsys.readouterr().err
