"""One list of irregular past tenses (``irregular_past`` in data/role_words.yaml) for the duty lines of
posts and the done lines and titled bullets of projects. Fictional text."""

from __future__ import annotations

from talentgraph.extract.fields import past_verbs
from talentgraph.extract.post_fields import _describes
from talentgraph.extract.projects import _done_line, _titled_bullet
from talentgraph.extract.sections import Line


def test_every_reader_knows_every_irregular_past_tense() -> None:
    for verb in past_verbs().split("|"):
        title = Line(1, f"● Tide Memory Solver. {verb.capitalize()} the design.", "", bullet=True)
        title.text = title.raw[2:]
        assert _titled_bullet(title) == "Tide Memory Solver", verb
        assert _done_line(Line(2, "", f"{verb.capitalize()} the tide survey of the bay")), verb
        assert _describes(f"{verb} samples with Kestrel kits"), verb


def test_a_title_over_a_plain_noun_is_no_titled_bullet() -> None:
    line = Line(
        1,
        "● Tide Memory Solver. Design of the solver.",
        "Tide Memory Solver. Design of the solver.",
        bullet=True,
    )
    assert _titled_bullet(line) is None
