"""Pastimes named in French, Spanish, German, Italian or Dutch are hobbies, not research topics,
in a JSON Resume ``interests`` block, under a bare "Interests" heading and as one item of a front
matter's research interests. Fictional text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.topics import is_pastime
from talentgraph.sources import read_document


@pytest.mark.parametrize(
    "item", ["Randonnée", "Échecs", "Fotografía", "Natação", "Wandern", "Fußball", "Arrampicata", "Zeilen"]
)
def test_pastimes_in_other_languages_are_pastimes(item: str) -> None:
    assert is_pastime(item)


def test_fields_stay_fields() -> None:
    assert not is_pastime("Océanographie côtière")
    assert not is_pastime("Théorie des jeux")


def test_a_json_resume_interests_block_of_foreign_pastimes_gives_no_topics(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    names = ["Randonnée", "Fotografía", "Wandern", "Océanographie côtière"]
    resume = {"basics": {"name": "Léa Marchetti"}, "interests": [{"name": n} for n in names]}
    path.write_text(json.dumps(resume), encoding="utf-8")
    assert [t.label for t in extract_profile(read_document(path)).topics] == ["Océanographie côtière"]


def test_a_line_of_foreign_pastimes_under_interests_gives_no_topics(tmp_path: Path) -> None:
    path = tmp_path / "cv.txt"
    path.write_text(
        "Léa Marchetti\n\nInterests\n\nRandonnée, fotografía, Wandern, escalade\n", encoding="utf-8"
    )
    assert extract_profile(read_document(path)).topics == []


def test_a_list_of_pastimes_joined_in_one_item_is_a_pastime() -> None:
    assert is_pastime("Rowing, Tennis and Chess")
    assert not is_pastime("Rowing, Tennis and Glaciology")


def test_one_pastime_item_among_front_matter_interests_is_no_topic(tmp_path: Path) -> None:
    path = tmp_path / "_index.md"
    path.write_text(
        "---\ntitle: Ana Ruiz\ninterests:\n- Glacier Hydrology\n- Ice Sheet Modelling\n- Sea Ice\n"
        "- Rowing, Tennis and Chess\n---\n\nAna Ruiz studies glaciers.\n",
        encoding="utf-8",
    )
    labels = [t.label for t in extract_profile(read_document(path)).topics]
    assert "Glacier Hydrology" in labels
    assert not [label for label in labels if "Tennis" in label]
