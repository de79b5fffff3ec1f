"""Software a profile says the owner creates, maintains, develops or contributes to is a project,
named as written, in a projects section and in the prose of a post. Fictional text."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.maintained_software import maintained_software
from talentgraph.sources import read_document


def _projects(tmp_path: Path, text: str, name: str = "cv.md") -> list[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return [p.name for p in extract_profile(read_document(path)).projects]


def test_software_under_an_open_source_heading_is_named_by_its_quoted_name(tmp_path: Path) -> None:
    text = (
        "# Ana Ruiz\n\n## Open Source Contributions\n\n"
        "- Creator and maintainer of the Python package “Tidewright” for structured prediction.\n"
        "- Contributor to the Python image analysis package “shore-image”.\n"
    )
    assert _projects(tmp_path, text) == ["Tidewright", "shore-image"]


def test_software_a_post_says_the_owner_develops_is_that_posts_project(tmp_path: Path) -> None:
    text = (
        "# Ana Ruiz\n\n## Experience\n\n**Research Engineer**, Initech, 2018 - 2021\n\n"
        "- As the main developer of the quantum Monte Carlo code KELPQMC, I ran it at scale.\n"
        "- Leading development the photometric tool [LumaPy](https://example.org/lumapy)\n"
        "- Development of wavetools R-package.\n"
    )
    assert _projects(tmp_path, text) == ["KELPQMC", "LumaPy", "wavetools"]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("● Led the development of HighTide, an open-source Mathematica tool for tidal fits", "HighTide"),
        (
            "Development of the Kestrel Survey Data Portal, a web interface for the survey data.",
            "Kestrel Survey Data Portal",
        ),
        ("which led me to develop Tidewright: a popular Python package", "Tidewright"),
    ],
)
def test_software_named_before_what_it_is_after_the_owners_part(line: str, name: str) -> None:
    assert maintained_software(line) == [name]


@pytest.mark.parametrize(
    "line",
    [
        "Contributor to Kestrel Weekly magazine problems section",
        "Developer of multiple open-source software packages for remote sensing",
        "Software Developer intern for the source code management software of Initech",
        "Led development of a Python-based crop platform integrating soil data",
        "Developing a chat application as a proof of concept",
        "Author of the R package",
    ],
)
def test_a_part_in_software_without_its_name_names_nothing(line: str) -> None:
    assert maintained_software(line) == []


@pytest.mark.parametrize(
    "line",
    [
        "Responsible for the development of the software IT support for the Kestrel lab",
        "Contributor to the program ENVIRON-X on coastal flood risk",
        "Contributor to the research program “TIDEFUND” of the Kestrel Foundation",
        "Led development of AI platform for the clinic",
    ],
)
def test_a_field_acronym_or_a_funding_programme_is_not_software(line: str) -> None:
    assert maintained_software(line) == []


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Author of the software program TIDEX for tide tables", "TIDEX"),
        ("Developer for the computer algebra program Shore2", "Shore2"),
        ("Maintainer of the program PyTide", "PyTide"),
    ],
)
def test_a_program_that_is_software_is_still_named(line: str, name: str) -> None:
    assert maintained_software(line) == [name]


def test_a_line_naming_software_still_names_its_funded_project(tmp_path: Path) -> None:
    text = (
        "# Ana Ruiz\n\n## Projects\n\n"
        "- **Tidal Futures** (Kestrel Foundation): main developer of the code KELP-MC for the surge model.\n"
        "- **TideKit**: creator and maintainer of the Python package “TideKit”.\n"
        "- Creator and maintainer of the Python package “Shorewright” for tides.\n"
    )
    assert _projects(tmp_path, text) == ["KELP-MC", "Tidal Futures", "TideKit", "Shorewright"]


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("• Maintain the tidekit open-source package for reading tide gauges", ["tidekit"]),
        ("• Maintain the shore reduce open-source package for processing images", ["shore reduce"]),
        ("• Created and maintained the TideSeriesR R package on CRAN", ["TideSeriesR"]),
        (
            "• Developed the Kestrel Bay Twilight observing tools and a public website",
            ["Kestrel Bay Twilight"],
        ),
        ("• Co-author of “KTX”, a C++ and Python interface for tide models.", ["KTX"]),
        ("Tide gauges. I also maintain the Wrenkit package", ["Wrenkit"]),
    ],
)
def test_a_verb_led_cv_line_names_the_software_the_owner_made(line: str, names: list[str]) -> None:
    assert maintained_software(line) == names


@pytest.mark.parametrize(
    "line",
    [
        "• Maintained the data pipeline for the survey",
        "• Developed the Python package for tide tables",
        "• Created the R package documentation",
        "• Maintained the Department website software",
        "• Developed the PhD Program analysis tools",
        "• Maintain the lab open-source package",
        "My sister maintains the Kelpie package for tide tables",
        "I did not maintain the Wrenkit package",
    ],
)
def test_a_verb_led_line_without_a_name_names_no_software(line: str) -> None:
    assert maintained_software(line) == []


def test_verb_led_lines_of_a_software_section_are_projects(tmp_path: Path) -> None:
    text = (
        "# Ana Ruiz\n\n## Open-source software\n\n"
        "- Maintain the tidekit open-source package for reading tide gauges\n"
        "- Created and maintained the TideSeriesR R package on CRAN\n"
        "- Wrote tests for a colleague's code\n"
    )
    assert _projects(tmp_path, text) == ["tidekit", "TideSeriesR"]


def test_tools_and_datasets_listed_after_the_owners_making_verb_are_projects(tmp_path: Path) -> None:
    text = (
        "# Ana Ruiz\n\n"
        "I lead and curate open shore datasets—including TideML, KelpNet, and DuneBench—for coastal research. "
        "My favourite language is R, for which I have contributed several packages, among which "
        "[tidy](https://x.example/tidy) for tide tables, and [kelpr](https://x.example/kelpr) to read surveys.\n\n"
        "In my thesis I trained models using public datasets such as ImageNet and CoastNet.\n"
    )
    assert _projects(tmp_path, text) == ["TideML", "KelpNet", "DuneBench", "tidy", "kelpr"]
