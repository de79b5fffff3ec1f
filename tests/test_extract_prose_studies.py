"""Studies stated in sentences of an about page or a bio (invented snippets)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _extract(text: str) -> Profile:
    return extract_profile(parse_bytes(text.encode(), source="about.md", suffix=".md"), orgs=OrgGazetteer([]))


def _studies(p: Profile) -> list[tuple[str | None, str | None]]:
    return [(e.institution_text, e.degree) for e in p.education]


def test_a_bio_graduated_with_a_degree_from_a_school() -> None:
    p = _extract(
        "# About\n\nAda Roe is a PhD Student in Geology at Gull University. "
        "She graduated with a B.S. in Physics from the University of Kestrel.\n"
    )
    assert ("University of Kestrel", "B.S.") in _studies(p)


def test_graduated_from_a_school_with_two_degrees_after_it() -> None:
    p = _extract(
        "# About\n\nI graduated from Kestrel University in May 2016 with a concurrent Masters degree "
        "in Art, and a Bachelors degree in Applied Maths.\n"
    )
    assert _studies(p) == [("Kestrel University", "Master"), ("Kestrel University", "Bachelor")]
    assert {e.end for e in p.education} == {"2016-05"}


def test_graduated_with_honours_names_no_degree() -> None:
    p = _extract("# About\n\nI graduated from Kestrel University with honours in 2012.\n")
    assert [d for _, d in _studies(p)] in ([], [None])


def test_a_degree_said_with_with_before_from_is_a_study() -> None:
    p = _extract("# About\n\nI'm a geologist by training, with a B.A. in geology from Kestrel University.\n")
    assert _studies(p) == [("Kestrel University", "B.A.")]


def test_working_with_a_student_from_a_school_is_no_study() -> None:
    p = _extract("# About\n\nI am a chemist. I work with a PhD candidate from Kestrel University on dyes.\n")
    assert _studies(p) == []


def test_doctoral_studies_at_a_faculty_of_a_university_are_a_phd_there() -> None:
    p = _extract(
        "# About\n\nI conducted my doctoral studies in vision at the Faculty of Engineering, Kestrel University, "
        "under the supervision of Ada Lane.\n"
    )
    assert _studies(p) == [("Kestrel University", "Ph.D.")]


def test_a_stay_during_doctoral_studies_or_a_program_directed_is_no_study() -> None:
    p = _extract(
        "# About\n\nDuring my doctoral studies, I spent a year at Kestrel University. "
        "I direct my doctoral program at Gull University.\n"
    )
    assert _studies(p) == []


def _bio(text: str) -> Profile:
    return extract_profile(parse_bytes(text.encode(), source="bio.md", suffix=".md"), orgs=OrgGazetteer([]))


def test_a_page_naming_its_owner_by_given_name_only_is_read_as_a_bio() -> None:
    p = _bio(
        "Kartik is a PhD Candidate at the University of Kestrel. His research is on robots. "
        "He received his B.S. in Mechanical Engineering from Gull University.\n"
    )
    assert ("Gull University", "B.S.") in _studies(p)


def test_a_page_opening_with_a_thing_is_no_bio() -> None:
    p = _bio("Widgets is a tool we love. It reads files. It got a prize from Gull University.\n")
    assert _studies(p) == []


def test_undergrad_studies_with_their_field_before_the_school_are_a_study() -> None:
    p = _extract(
        "# About\n\nEarlier, I did my undergrad in Marine Biology at Kestrel College, which I loved.\n"
    )
    assert _studies(p) == [("Kestrel College", None)]
