"""Pieces of a split research statement that lost their noun, on fictional text: a phrase ending on an
adjective ("… relevant and usable" cut at "and") is no topic."""

from __future__ import annotations

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


def test_a_phrase_ending_on_an_adjective_lost_its_noun_and_is_no_topic() -> None:
    """A split at "and" or a comma that leaves an adjective last ("… relevant and usable") gives no
    topic; the field a phrase names whole ("reproducible science") stays."""
    labels = _labels(
        "I am interested in making tide data relevant and usable.",
        "I am interested in coastal geomorphology, the use of historical and modern charts.",
    )
    assert "usable" not in labels
    assert "the use of historical" not in labels
    assert "coastal geomorphology" in labels


def test_a_phrase_opening_on_a_preposition_or_a_possessive_is_a_piece_of_a_sentence() -> None:
    """Items that open on "through" or "our" are cut from a sentence; a hyphenated "in-" opens a field's
    name."""
    labels = _labels(
        "Research interests: kelp ecology, through coastal surveys, our internal tidal clocks, in-line holography"
    )
    assert labels == ["kelp ecology", "in-line holography"]
