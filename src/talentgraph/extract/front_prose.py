"""The owner's posts, studies and research topics a page's front matter states in a sentence.

Theme front matter carries a short line about the owner: al-folio's ``subtitle: PhD candidate at X``,
Feeling Responsive's ``teaser: I am a … at X``,
Hugo Blox's ``bio: I am a … based at X``, Quarto's ``description: "I am currently a … at X"``, a
Minimal Mistakes feature row's ``excerpt: 'I have recently started as … at X!'``. The body's
readers never see it (the front matter is no part of the body), so its sentences are read here by
the same prose readers, after the body's, so a post the body states already is not repeated. A
tagline with no subject that opens with a job title ("PhD candidate at X") is the owner's own.

>>> [ln.text for ln in front_prose_lines({"subtitle": "PhD candidate at <b>Kestrel</b> | she/her"},
...                                       ["---", "subtitle: PhD candidate at <b>Kestrel</b> | she/her", "---"])]
['I am a PhD candidate at Kestrel.', '']
>>> [ln.no for ln in front_prose_lines({"params": [{"excerpt": "I recently joined Hooli."}]},
...                                     ["---", "params:", "  - excerpt: I recently joined Hooli.", "---"])]
[3, 3]
>>> front_prose_lines({"experience": [{"description": "I work as an engineer at Hooli."}]}, [])
[]
>>> front_prose_lines({"people": [{"name": "Bo Lane", "subtitle": "Professor at Kestrel University"}]}, [])
[]
"""

from __future__ import annotations

import html
import re
from typing import Any

from .fields import has_role
from .sections import Line

__all__ = ["EMPHASIS", "MARKDOWN_LINK", "front_prose_lines", "landing_block_lines"]

#: the front-matter keys that hold a sentence about the page's owner
_KEYS = frozenset({"bio", "subtitle", "description", "excerpt", "teaser"})
# the owner speaking: "I …", "My research …" (a value opens with the capital)
_FIRST = re.compile(r"(?:^|\W)(?:I|I'm|I’m|[Mm]y)(?=\W)")
_TAGLINE = re.compile(r"^((?:[\w.&'’-]+\s+){0,5}?[\w.'’-]+)\s+at\s+\S")


def _sentences_of(data: Any, key: str | None = None, nested: bool = False) -> list[tuple[str, bool]]:
    """The values of the keys about the owner, each with whether it sits inside a list; a
    ``description`` inside a list describes its entry (a post of the experience widget), not the owner."""
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in _sentences_of(v, str(k).lower(), nested)]
    if isinstance(data, list):
        return [s for v in data for s in _sentences_of(v, key, True)]
    wanted = key in _KEYS and not (nested and key == "description")
    return [(data, nested)] if isinstance(data, str) and wanted else []


#: a Markdown link, read as its text ("[Kestrel University](https://…)" → "Kestrel University")
MARKDOWN_LINK = re.compile(r"\[([^\]\[]*)\]\([^()\s]*\)")
#: the stars and underscores of Markdown emphasis, not those inside a word ("snake_case")
EMPHASIS = re.compile(r"(?<!\w)[*_]+|[*_]+(?!\w)")


def _plain(text: str) -> str:
    """The words of a front-matter value: no tags, link targets, emphasis or "| she/her" tail."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    text = MARKDOWN_LINK.sub(r"\1", text)
    text = EMPHASIS.sub("", text.split(" | ")[0])
    return " ".join(text.split())


def front_prose_lines(front: dict[str, Any], raw_lines: list[str]) -> list[Line]:
    """The front matter's sentences about the owner as body lines, numbered where each is written."""
    head = next((i for i, raw in enumerate(raw_lines[1:], 1) if raw.strip() in {"---", "...", "+++"}), 0)
    out: list[Line] = []
    for value, nested in _sentences_of(front):
        text = _plain(value)
        # a tagline inside a list ("collaborators: - subtitle: Professor at X") is its entry's person's
        tagline = None if _FIRST.search(text) or nested else _TAGLINE.match(text)
        if tagline and has_role(tagline.group(1)):
            text = f"I am a {text.rstrip('.')}."
        elif not _FIRST.search(text):
            continue
        first = value.strip().splitlines()[0][:30] if value.strip() else ""
        no = next((i + 1 for i, raw in enumerate(raw_lines[:head]) if first and first in raw), 1)
        out += [Line(no, value, text), Line(no, "", "")]  # each value its own paragraph
    return out


def landing_block_lines(front: dict[str, Any], raw_lines: list[str]) -> list[tuple[int, str]]:
    """The Markdown text of a landing page's blocks, each line with the line it is written on.

    A Hugo Blox landing page (``type: landing``) keeps its whole page in the front matter:
    ``sections: - block: resume-biography-3, content: {text: |…}``, the body empty. That text is the
    page's prose (its biography, an affiliations list) and is read as body lines, numbered where the
    block scalar writes them (a literal block keeps its lines one for one).

    >>> landing_block_lines({"sections": [{"block": "markdown", "content": {"text": "I study ice.\\n- Kestrel Lab"}}]},
    ...                     ["---", "sections:", "  - block: markdown", "    content:", "      text: |",
    ...                      "        I study ice.", "        - Kestrel Lab", "---"])
    [(6, 'I study ice.'), (7, '- Kestrel Lab')]
    """
    blocks = front.get("sections")
    if not isinstance(blocks, list):
        return []
    head = next((i for i, raw in enumerate(raw_lines[1:], 1) if raw.strip() in {"---", "...", "+++"}), 0)
    out: list[tuple[int, str]] = []
    for block in blocks:
        content = block.get("content") if isinstance(block, dict) else None
        text = content.get("text") if isinstance(content, dict) else None
        if not isinstance(text, str) or not text.strip():
            continue
        body = text.split("\n")
        first = next(line.strip() for line in body if line.strip())
        start = next((i for i, raw in enumerate(raw_lines[:head]) if raw.strip() == first), None)
        if start is None:
            start = head  # a folded or quoted scalar: its lines are not the written ones
        top = start - next(i for i, line in enumerate(body) if line.strip())
        out += [(top + i + 1, line) for i, line in enumerate(body)]
    return out
