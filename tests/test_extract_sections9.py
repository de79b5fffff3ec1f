"""Section headings and markup helpers shared by the document formats (invented texts)."""

from __future__ import annotations

from pathlib import Path


def test_a_data_file_list_of_posts_under_a_key_of_its_own_is_read_as_posts(tmp_path: Path) -> None:
    import json

    from talentgraph.extract.structured import extract_structured
    from talentgraph.sources import read_document

    data = {
        "basics": {"name": "Ines Varga"},
        "labs": [{"name": "Fen Ecology Lab", "position": "Research Assistant", "startDate": "2018/03",
                      "endDate": "2019/06"}],
        "student leadership": [{"organization": "Rowing Club", "position": "Captain", "startDate": "2017"}],
        "talks": [{"title": "On Fens", "publisher": "Marsh Society", "date": "2019"}],
    }  # fmt: skip
    path = tmp_path / "resume.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    profile = extract_structured(read_document(path))
    assert profile is not None
    assert [(a.org_text, a.role, a.start) for a in profile.affiliations] == [
        ("Fen Ecology Lab", "Research Assistant", "2018-03")
    ]
