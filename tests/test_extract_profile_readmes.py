"""GitHub profile READMEs and README-like bios: greetings, "Role @Org" headlines, emoji bullets."""

from __future__ import annotations

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.readme_lines import greeting_name
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import parse_bytes


def _profile(text: str, suffix: str = ".md"):  # type: ignore[no-untyped-def]
    doc = parse_bytes(text.encode(), source=f"README{suffix}", suffix=suffix)
    return extract_profile(doc, orgs=OrgGazetteer([]))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the greeting names its owner, the sentence goes on after the name
        ("<h1>Greetings, I'm Ada Quarrowby from Norway 🌊</h1>\n\nI write parsers.\n", "Ada Quarrowby"),
        # a lone given name, completed from the page
        (
            "### Hey there, I am Pim 🌱\n\n🧰 [Pim Brackwater](https://example.org) ┣━━ tools\n\nI fix pipes.\n",
            "Pim Brackwater",
        ),
        # a heading greeting that gives one word: the name the page gives
        ("## Hello 👋, I'm Pelle!\n\nI fix pipes.\n", "Pelle"),
        # a bare greeting over the name line
        ("### Hi there 👋\n\nOdile Fenwrithe\n- Postdoctoral Researcher\n", "Odile Fenwrithe"),
    ],
)
def test_greeting_names_the_owner(text: str, expected: str) -> None:
    assert _profile(text).person.name == expected


@pytest.mark.parametrize(
    "text",
    [
        "Hello world!\n\nGraph Tools\n\nA library for graphs.\n",
        "Hi! I'm Pelle (he/him). I build boats and teach sailing.\n",
    ],
)
def test_greeting_without_a_name(text: str) -> None:
    assert _profile(text).person.name is None


@pytest.mark.parametrize(
    "lines",
    [
        # a project's README: "This is" presents the project, the line under a greeting is its title
        ["# Welcome! This is Tide Kit", "", "A kit for tides."],
        ["# Hello! This is Graph Tools", "", "A library for graphs."],
        ["### Hi there 👋", "", "Graph Tools", "", "A library for graphs."],
        ["# Hi-C Analysis", "", "Ada Roe", "", "Scripts for contact maps."],
        # a state after "I'm", not a name
        ["# Hey, I'm Excited!", "", "I write parsers."],
        ["# Hi, I'm Back", "", "Back End Developer at Quillon."],
    ],
)
def test_greeting_that_names_no_owner(lines: list[str]) -> None:
    assert greeting_name(split_lines(lines)) == (None, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "<h1>Hi, I'm Ada Quarrowby</h1>\n<h3>Robotics Engineer @Quillon & Open Source Fellow</h3>\n\nI write parsers.\n",
            [("Quillon", "Robotics Engineer", "present")],
        ),
        (
            "## About\n\nI now work as a Data Scientist at @Brinehaven Labs.\n",
            [("Brinehaven Labs", "Data Scientist", "present")],
        ),
        (
            "- Former Research Intern @ Institute of Tidal Studies\n",
            [("Institute of Tidal Studies", "Research Intern", None)],
        ),
        # the organisation ends with its sentence; former-ness is read per post
        (
            "Engineer @Quillon. Previously at Widget.\n",
            [("Quillon", "Engineer", "present")],
        ),
        (
            "Software Engineer @ Quillon. Former Researcher @ Widget\n",
            [("Quillon", "Software Engineer", "present"), ("Widget", "Researcher", None)],
        ),
        (
            "Engineer @Quillon, ex-Researcher @Widget\n",
            [("Quillon", "Engineer", "present"), ("Widget", "Researcher", None)],
        ),
        ("Data Engineer @Quillon.io today\n", [("Quillon.io", "Data Engineer", "present")]),
    ],
)
def test_role_at_handle_is_a_post(text: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert [(a.org_text, a.role, a.end) for a in _profile(text).affiliations] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Please ping me @Quillon on issues.\n",
        "Follow @Brinehaven for news.\n",
        "## Ana Roe\n\nCore Maintainer @Quillon | Member @Brinehaven\n",
        "I met him @ the conference.\n",
    ],
)
def test_handles_that_are_not_posts(text: str) -> None:
    assert _profile(text).affiliations == []


def test_a_handle_in_the_sentence_after_a_headline_post_is_no_post() -> None:
    # the role is in one sentence (a headline: the post at Quillon), the handle in the next
    affiliations = _profile("Senior Engineer at Quillon. Twitter @AdaRoe\n").affiliations
    assert [(a.org_text, a.role) for a in affiliations] == [("Quillon", "Senior Engineer")]


def test_a_dated_handle_row_is_left_to_the_entry_readers() -> None:
    affiliations = _profile("2019 .. 2021   Data Steward @ Brinehaven Labs\n").affiliations
    assert [(a.org_text, a.start, a.end) for a in affiliations] == [("Brinehaven Labs", "2019", "2021")]


def test_greeting_names_the_owner_not_a_longer_name_starting_alike() -> None:
    for other in ("Jane Street Capital intern, 2019.", "Jane Doe Memorial Prize 2020"):
        text = f"# Hi, I'm Jane\n\n{other}\n\nJane Quarrow, a geologist.\n"
        assert _profile(text).person.name == "Jane Quarrow"


@pytest.mark.parametrize(
    ("text", "name", "studies"),
    [
        # a third-person bio on a page with no other title: its opening name is the owner's
        (
            "[Orla Penhallow](https://example.org) is pursuing a Ph.D. degree in geology at the University"
            " of Tarnwick.\nHer research is on glaciers.\n",
            "Orla Penhallow",
            [("University of Tarnwick", "Ph.D.")],
        ),
        (
            "Bram Quillet is a soil chemist.\n\nQuillet received his Ph.D. from Marrowby College in 2011.\n",
            "Bram Quillet",
            [("Marrowby College", "Ph.D.")],
        ),
        # a name that opens a sentence about someone else, or a thing's name, names no owner
        ("Ada Lane is my advisor. She studies ice.\n\nI study rivers.\n", None, []),
        ("Graph Tools is a library.\nIt draws graphs.\n", None, []),
        # a topic's name with a plural pronoun, or repeated whole, is no person
        ("Ocean Warming is a growing threat.\nIts effects on reefs and their fish are studied.\n", None, []),
        ("Ocean Warming has doubled.\nOcean Warming harms reefs.\n", None, []),
    ],
)
def test_a_bio_opening_names_the_owner(text: str, name: str | None, studies: list[tuple[str, str]]) -> None:
    profile = _profile(text)
    assert profile.person.name == name
    assert [(e.institution_text, e.degree) for e in profile.education] == studies


def test_role_at_org_lines_under_a_past_label_are_past_posts() -> None:
    """A "past" label above a line of "Role @ Org" posts: they are not current (no end)."""
    p = _profile(
        "# Ada Quarrowby\n\nI am a PhD student at Brindle University.\n\n<span>past</span>\n\n"
        "Research Intern @ [Tidewell Labs](https://example.org), Data Engineer @ Quillon Systems\n"
    )
    ends = {a.org_text: a.end for a in p.affiliations}
    assert ends.get("Tidewell Labs", "missing") is None
    assert ends.get("Quillon Systems", "missing") is None
