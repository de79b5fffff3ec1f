"""Which words of a prose sentence name the owner's project, cue by cue (prose_projects). Fictional text."""

from __future__ import annotations

from talentgraph.extract.named_projects import prose_projects
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile


def _prose(*text: str) -> list[str]:
    return [p.name for p in prose_projects(split_lines(list(text)), Profile(source="x"), OrgGazetteer([]))]


def test_the_words_before_project_are_no_name_across_a_sentence_end_or_a_joining_word() -> None:
    assert _prose("I study reef fishes in the Tern Islands. This project asks how they spread.") == []
    assert _prose("My site is now a personal space rather than the CV and project showcase it was.") == []
    assert _prose("I work on reef fishes within the Tern Reef Survey project.") == ["Tern Reef Survey"]


def test_a_name_called_is_a_project_only_in_a_sentence_about_work() -> None:
    assert _prose("I wrote a Python package called Tidekit for tide tables.") == ["Tidekit"]
    assert _prose("I developed a new approach, which I called Kelpwise, to map canopies.") == ["Kelpwise"]
    assert _prose("I play drums in a band called Kestrel. We have two cats named Watson and Pip.") == []


def test_a_repository_link_inside_a_table_cells_description_is_no_project() -> None:
    row = (
        "| [tidekit](https://github.com/me/tidekit) | Tide tables in R, now part of "
        "[seakit](https://github.com/other/seakit) |"
    )
    assert _prose(row) == ["tidekit"]


def test_one_linked_name_before_a_plural_noun_is_what_things_were_made_with() -> None:
    assert _prose("Built and deployed [Shiny](https://shiny.example) apps for colleagues.") == []
    assert _prose("Led [Soil Lab](https://soil.example/lab) workshops with farming groups.") == []
    assert _prose("I created [Tidekit](https://x.example/t) for tide tables.") == ["Tidekit"]
