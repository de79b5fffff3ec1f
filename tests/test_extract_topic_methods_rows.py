"""A row labelled "Methods:" in a skills or interests list names methods, which are topics (not tools,
not the label). Fictional text."""

from __future__ import annotations

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


def test_a_methods_row_of_a_skills_section_lists_topics() -> None:
    labels = _labels(
        "## Skills", "Methods: ice-flow modelling, lattice Boltzmann methods, PyTorch", "Languages: Python, R"
    )
    assert "ice-flow modelling" in labels
    assert "lattice Boltzmann methods" in labels
    assert "PyTorch" not in labels  # a tool is a technology


def test_a_methods_row_with_a_bar_label_lists_topics() -> None:
    labels = _labels("## Skills", "Computational methods | tidal harmonic analysis, wave spectra estimation")
    assert "tidal harmonic analysis" in labels
    assert "wave spectra estimation" in labels


def test_a_bold_methods_label_in_an_interests_list_is_no_topic() -> None:
    labels = _labels(
        "## Research interests",
        "- **Coastal change:** dune erosion and recovery",
        "- **Methods:** drone photogrammetry, sediment tracing, and process-based modelling",
    )
    assert "Methods" not in labels
    assert "drone photogrammetry" in labels
    assert "process-based modelling" in labels


def test_a_dated_methods_row_is_a_course_not_a_list() -> None:
    assert _labels("## Skills", "Research Methods | Fall 2021 | 4.9") == []
