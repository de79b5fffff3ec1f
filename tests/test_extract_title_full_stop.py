"""A CV written in sentences closes a job title with a full stop before the employer ("Systems
Analyst. Initech Ltd."): the employer is the organisation. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.extract.post_fields import split_pieces
from talentgraph.sources import read_document


def test_the_employer_after_a_title_and_a_full_stop_is_the_organisation(tmp_path: Path) -> None:
    path = tmp_path / "cv.txt"
    path.write_text(
        "Jane Roe\n\nEmployment History\n\n"
        "2003 – 2006 Senior Geophysicist/Applications Developer. Kestrel Geological Survey.\n"
        "1997 – 1998 Systems Analyst. Wrenfield Express Worldwide.\n",
        encoding="utf-8",
    )
    posts = {(a.org_text, a.role) for a in extract_profile(read_document(path)).affiliations}
    assert ("Kestrel Geological Survey", "Senior Geophysicist/Applications Developer") in posts
    assert ("Wrenfield Express Worldwide", "Systems Analyst") in posts


def test_a_stop_after_an_abbreviation_or_before_a_sentence_splits_nothing() -> None:
    assert split_pieces("Summer internship in Prof. Ada Lovelace's group") == [
        "Summer internship in Prof. Ada Lovelace's group"
    ]
    assert split_pieces("NSF Fellow, Univ. Kestrel") == ["NSF Fellow", "Univ. Kestrel"]
    assert split_pieces("Group Lead (2014). As part of the review we formed three groups") == [
        "Group Lead (2014). As part of the review we formed three groups"
    ]
