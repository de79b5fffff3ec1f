"""A LaTeX CV's second-level list label survives in a PDF's text as a plain dash ("– Built …");
project titles set over such lists under a post are that post's projects. A lab named with its PI
on a dated line under a post is not a project. Fictional text."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.extract.entries import Entry
from talentgraph.extract.projects import nested_projects
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document, Profile


def _projects(text: str, name: str = "cv.pdf", fmt: str = "pdf") -> list[str]:
    profile = extract_profile(Document(name, fmt, text, "0"), orgs=OrgGazetteer([]))
    return [p.name for p in profile.projects]


def test_titles_over_dash_lists_under_a_post_are_its_projects() -> None:
    text = (
        "Ana Roe\n## Research Experience\n"
        "Kestrel Ocean Institute, Bergen    Aug 2019–July 2023\n"
        "Postdoctoral Researcher, Coastal Engineering Division\n"
        "Spectral Modelling of Wave Loads on Floating Tidal Turbine Platforms\n"
        "– Built a spectral solver for wave loads on moored platforms in shallow coastal waters\n"
        "– Cut the cost of each load case by a factor of ten.\n"
        "Data Pipeline for Storm Surge Records\n"
        "– Wrote the ingestion of gauge records.\n"
    )
    names = _projects(text)
    assert "Spectral Modelling of Wave Loads on Floating Tidal Turbine Platforms" in names
    assert "Data Pipeline for Storm Surge Records" in names
    assert not [n for n in names if "Division" in n or "Institute" in n]


def test_a_unit_over_a_dash_list_is_no_project() -> None:
    text = (
        "Ana Roe\n## Research Experience\n"
        "Kestrel Ocean Institute, Bergen    Aug 2019–July 2023\n"
        "Research Engineer\n"
        "Department of Coastal Engineering and Ocean Sciences\n"
        "– Built a spectral solver for wave loads.\n"
    )
    assert _projects(text) == []


def test_a_lab_named_with_its_pi_is_no_project() -> None:
    text = (
        "Ana Roe\n\nResearch Positions\n\nKestrel University, Bergen\n"
        "Graduate Research Assistant, Fall 2020 - present\n"
        "• Coastal Robotics Lab, PI: Tom Baker, 2020-present\n"
        "• Tidal Sensing Group, PI: Lee Park, 2021-2023\n"
    )
    assert _projects(text, "cv.txt", "text") == []


def test_titles_over_lists_that_lost_their_bullets_are_the_posts_projects() -> None:
    # a PDF whose bullet glyphs the text lost: each title line sits over lines of what was done
    text = (
        "Ana Roe\n## Research Experience\n"
        "Kestrel Ocean Institute, Bergen | April 2016 - December 2017\n"
        "Research Assistant\n"
        "Tidal Turbine Wake Prediction\n"
        "Implemented a solver for turbine wakes in shallow channels (Julia)\n"
        "Trained surrogate models to predict wake losses (Python)\n"
        "Coastal Sensor Network Design\n"
        "Designed a layout of pressure gauges along the northern shore\n"
    )
    names = _projects(text)
    assert "Tidal Turbine Wake Prediction" in names
    assert "Coastal Sensor Network Design" in names
    assert not [n for n in names if n.startswith(("Implemented", "Trained", "Designed", "Research"))]


def test_lines_of_what_was_done_alone_give_no_project() -> None:
    text = (
        "Ana Roe\n## Research Experience\n"
        "Kestrel Ocean Institute, Bergen | April 2016 - December 2017\n"
        "Research Assistant\n"
        "Implemented a solver for turbine wakes in shallow channels of the\n"
        "Northern Fjord Region\n"
        "Trained surrogate models to predict wake losses (Python)\n"
    )
    assert _projects(text) == []


def test_a_lower_case_phrase_over_a_bullet_is_no_project() -> None:
    """A sub-bullet's wrapped last line ("into subtypes of …") is no title, even when its own line
    above lost its bullet glyph."""
    rows = [
        "Kestrel Tide Survey",
        "• Co-led a regional survey of kelp beds",
        "∗ Led analyses of tide records which revealed seasonal",
        "into subtypes of storm surge damage",
        "• Built a sampler for field teams",
    ]
    body = split_lines(["Experience", *rows])[1:]
    profile = Profile(source="cv.pdf")
    nested_projects(Entry("experience", body[0], None, body=body), "Initech", None, profile)
    assert [p.name for p in profile.projects] == ["Kestrel Tide Survey"]
