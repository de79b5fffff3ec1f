"""A very long word (a 10,000-character run of "1." or "2019.", as a broken PDF or table cell gives)
is read in time linear in its length: no pattern backtracks over it once per letter. Fictional text."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.post_fields import split_pieces
from talentgraph.extract.publications import publications
from talentgraph.extract.sections import split_lines
from talentgraph.sources import read_document


@pytest.mark.parametrize("unit", ["1.", "2019.", "ab/"])
def test_a_long_word_is_split_and_read_for_papers_in_linear_time(unit: str) -> None:
    word = unit * (20_000 // len(unit))
    start = time.perf_counter()
    assert split_pieces(word) == [word.strip(" .,;:–—-")]
    publications(split_lines(["Publications", word]))
    assert time.perf_counter() - start < 2.0  # quadratic: about 10 s each


def test_fields_beside_a_long_word_are_still_split() -> None:
    long = "x" * 5_000
    assert split_pieces(f"University of Girona / BSc Thesis: Laska Lab, {long}") == [
        "University of Girona",
        "BSc Thesis: Laska Lab",
        long,
    ]


def test_a_document_with_a_long_line_is_extracted(tmp_path: Path) -> None:
    path = tmp_path / "cv.txt"
    path.write_text("Jane Roe\n\nExperience\n\n" + "2019." * 2_000 + "\n", encoding="utf-8")
    start = time.perf_counter()
    assert extract_profile(read_document(path)).person.name == "Jane Roe"
    assert time.perf_counter() - start < 10.0  # was over 2 s alone in the two patterns
