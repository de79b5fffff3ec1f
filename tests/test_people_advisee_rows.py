"""Names the owner advised, examined or worked with as an organisation are not read as the owner's
advisors or students. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _found(lines: list[str]) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(lines))]


def test_the_advising_of_names_advisees_unless_the_owner_is_under_it() -> None:
    found = _found(
        [
            "## Teaching",
            "I was responsible for the advising of Bo Fenn and Cy Dunn.",
            "I did my thesis under the advising of Dr. Ed Gale.",
        ]
    )
    assert ("Ed Gale", "advisor") in found
    assert not any(name in {"Bo Fenn", "Cy Dunn"} and rel == "advisor" for name, rel in found)


def test_an_organisation_or_event_row_under_mentoring_names_no_student() -> None:
    found = _found(
        [
            "## Mentoring",
            "- Kestrel Outreach: summer camp mentor",
            "- Ocean Week: panel moderator",
            "- Sea Grant Scholars: program coordinator",
            "- Bo Fenn: MSc thesis, 2022",
        ]
    )
    assert found == [("Bo Fenn", "student")]


def test_a_titled_examiner_under_students_is_no_student() -> None:
    found = _found(
        [
            "## Students",
            "- Prof. Ivo Tam: external examiner",
            "- Dr. Lia Pike: PhD, 2019",
            "- Cy Dunn: PhD, 2021",
        ]
    )
    assert ("Ivo Tam", "student") not in found
    assert ("Lia Pike", "student") in found
    assert ("Cy Dunn", "student") in found


def test_the_people_an_advisor_or_committee_member_is_for_are_students() -> None:
    found = _found(
        [
            "## Mentoring",
            "- 2022 - present Lead supervisor for Ben Stone (Kestrel CDT, University of Kestrel).",
            "- Primary honors thesis advisor for BS student: Eve Marsh (current) and Finn Hale (current)",
            "- Undergraduate research mentor for: Gus Ward (2023 directed study), Hana Pike (2023 intern)",
            "- Committee member for MS Marine Science students: Jon Kerr (2022), Kim Oster (current).",
        ]
    )
    assert found == [
        ("Ben Stone", "student"),
        ("Eve Marsh", "student"),
        ("Finn Hale", "student"),
        ("Gus Ward", "student"),
        ("Hana Pike", "student"),
        ("Jon Kerr", "committee"),
        ("Kim Oster", "committee"),
    ]


def test_a_role_for_a_programme_or_a_named_fellowship_names_nobody() -> None:
    found = _found(
        [
            "## Mentoring",
            "- Supervisor for Marie Curie Fellowship awarded to Dr Ada Roe.",
            "- Mentor for Kestrel Society of America, SEEDS program.",
            "- Advisor to the Board of Kestrel Labs.",
        ]
    )
    assert not any(rel == "student" for _, rel in found)
