"""Two roles held in turn at one employer and written as one ("a postdoc and then research scientist at X"):
one post per role (GUIDE: one post per role), while two roles joined by a plain "and" stay one post."""

from __future__ import annotations

from talentgraph.extract.joint_posts import successive_roles
from talentgraph.model import Affiliation


def _roles(role: str) -> list[str | None]:
    post = Affiliation(
        "Kestrel University", "Kestrel University", None, "Tern Lab", role, "2018", None, None, None
    )
    out = successive_roles([post])
    assert all((a.org, a.unit, a.start) == ("Kestrel University", "Tern Lab", "2018") for a in out)
    return [a.role for a in out]


def test_a_role_and_then_another_is_a_post_each() -> None:
    assert _roles("postdoc and then research scientist") == ["postdoc", "research scientist"]
    assert _roles("Research Intern, then Staff Engineer") == ["Research Intern", "Staff Engineer"]
    assert _roles("analyst and later a manager") == ["analyst", "manager"]


def test_two_roles_joined_by_and_stay_one_post() -> None:
    assert _roles("Lecturer and Tutor") == ["Lecturer and Tutor"]


def test_a_sequence_word_without_a_role_on_each_side_stays_one_post() -> None:
    assert _roles("Research Scientist, then at the Tern Lab") == ["Research Scientist, then at the Tern Lab"]
