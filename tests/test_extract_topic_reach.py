"""Topics a research statement or an interests heading names where the owner is written about in the
third person or the heading says more than "Research interests". Fictional text throughout."""

from __future__ import annotations

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics


def _labels(*text: str, owner: str | None = None) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)), owner=owner)]


def test_a_third_person_bio_names_the_owners_research_by_first_name() -> None:
    bio = "Tomas works on reef acoustics and kelp restoration."
    assert _labels("About", bio, owner="Tomas Varga") == ["reef acoustics", "kelp restoration"]


def test_a_third_person_bio_names_the_owners_research_by_pronoun() -> None:
    bio = "Under the mentorship of Dr. Ivo Lind, she studies tidal ecology and reef acoustics."
    assert _labels("About", bio, owner="Mira Holt") == ["tidal ecology", "reef acoustics"]


def test_someone_elses_name_or_a_studied_degree_subject_is_no_cue() -> None:
    assert _labels("About", "Oskar works on reef acoustics and kelp restoration.", owner="Mira Holt") == []
    assert _labels("About", "Mira studied glaciology and geodesy at Oslo.", owner="Mira Holt") == []


def test_a_heading_naming_research_interests_among_other_words_heads_an_interests_list() -> None:
    doc = [
        "Mira Holt",
        "CURRENT RESEARCH INTERESTS AND ACTIVITIES",
        "► Ensemble storm surge forecasting",
        "► Radar data assimilation",
        "EDUCATION",
        "PhD, Example University, 2015",
    ]
    assert _labels(*doc) == ["Ensemble storm surge forecasting", "Radar data assimilation"]


def test_an_and_inside_brackets_does_not_split_a_stated_item() -> None:
    line = (
        "My research interests include acoustic monitoring of coral reefs (denoising, clustering and "
        "tracking), and reef soundscapes."
    )
    labels = _labels(line)
    assert "acoustic monitoring of coral reefs" in labels
    assert "denoising" in labels
    assert "reef soundscapes" in labels
