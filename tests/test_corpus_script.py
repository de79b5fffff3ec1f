"""corpus/real/corpus.py: the order in which a session fetches the corpus's repositories."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "corpus" / "real" / "corpus.py"


@pytest.fixture(scope="module")
def corpus() -> Any:
    spec = importlib.util.spec_from_file_location("real_corpus_script", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def test_the_measured_halves_are_fetched_first(
    corpus: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(corpus, "DOCS", tmp_path)  # no document present: every repository is to fetch
    rows = [
        corpus.Entry("t1", "ann", "o/tuned", "cv.md", "", "", "", ""),
        corpus.Entry("f1", "bob", "o/older-blind", "cv.md", "", "", "", ""),
        corpus.Entry("f2", "cy", "o/newest-blind", "about.md", "", "", "", ""),
        corpus.Entry("f3", "cy", "o/newest-blind", "cv.md", "", "", "", ""),
        corpus.Entry("h1", "dee", "o/honest", "cv.md", "", "", "", ""),
    ]
    halves = {"t1": "tune", "f1": "fresh2", "f2": "fresh20", "f3": "fresh20", "h1": "test"}
    assert corpus.fetch_order(rows, halves) == ["o/honest", "o/newest-blind", "o/older-blind", "o/tuned"]


def test_a_present_document_needs_no_fetch(
    corpus: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(corpus, "DOCS", tmp_path)
    (tmp_path / "h1.md").write_bytes(b"# Dee\n")
    present = corpus.Entry("h1", "dee", "o/honest", "cv.md", "", corpus.sha256_of(tmp_path / "h1.md"), "", "")
    absent = corpus.Entry("t1", "ann", "o/tuned", "cv.md", "", "", "", "")
    assert corpus.fetch_order([present, absent], {"h1": "test", "t1": "tune"}) == ["o/tuned"]
