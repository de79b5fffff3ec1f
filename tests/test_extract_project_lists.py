"""Projects listed in a projects section (round 6): link-led list items, app and code headings.
Fictional text."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.projects import linked_lead
from talentgraph.sources import read_document


def _projects(tmp_path: Path, text: str, name: str = "page.md") -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(path)).projects]


@pytest.mark.parametrize(
    ("raw", "name"),
    [
        ("+ [*TideKit*](https://x.example/tk), multi-purpose tide package (contributor)", "TideKit"),
        ("- [kelpsim](https://gitlab.com/a/kelpsim): a simulator of kelp forests", "kelpsim"),
        (
            "* [Coin Flips: Long Runs](http://x.example/runs)&nbsp;[(Source)](https://x.example/g)",
            "Coin Flips: Long Runs",
        ),
        ("1. [Shore Mapper](https://x.example/shore)", "Shore Mapper"),
        ("- **[Dune Atlas](/projects/dune/)** – maps of moving dunes", "Dune Atlas"),
        ("- [code](https://x.example/c): the scripts", None),
        ("- See [here](https://x.example) for more.", None),
        ("- [A sentence that ends.](https://x.example)", None),
        ("Plain [Name](https://x.example) in prose", None),
    ],
)
def test_a_list_item_led_by_a_link_names_its_project(raw: str, name: str | None) -> None:
    assert linked_lead(raw) == name


@pytest.mark.parametrize("heading", ["Software", "Web Applications", "Shiny Apps", "Code and Data"])
def test_linked_items_under_a_software_or_apps_heading_are_projects(tmp_path: Path, heading: str) -> None:
    text = (
        f"# Ada Roe\n\n## {heading}\n\n"
        "* [Tide Tables Explorer](http://apps.example.org/tides)\n"
        "* [*kelpsim*](https://gitlab.com/a/kelpsim), simulator of kelp forests (main developer)\n\n"
        "## Teaching\n\n* [Intro to Tides](https://x.example/course)\n"
    )
    assert _projects(tmp_path, text) == ["Tide Tables Explorer", "kelpsim"]
