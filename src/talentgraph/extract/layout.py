"""Layout cues inside an entry: labelled fields ("Employer: X", "City: Y") and nested-bullet parents.

Label words come from ``data/sections.yaml`` (``field_labels``): an ``org``, ``role``, ``unit`` or
``location`` label says what its value is; a ``detail`` label (address, grade, thesis, supervisor)
marks a line that is none of those.

>>> field_label("Employer: Initech Labs – Vision Group")
('org', 'Initech Labs – Vision Group')
>>> field_label("Address: 1 Main Street, Springfield"), field_label("Thesis on graphs")
(('detail', '1 Main Street, Springfield'), None)
>>> labelled_fields(["Research Engineer", "Company: ACME – Robotics Team", "City: Lyon", "Country: France"])
{'org': 'ACME', 'unit': 'Robotics Team', 'location': 'Lyon, France'}
"""

from __future__ import annotations

import re
from functools import cache

from .sections import Line, _norm, _section_data
from .tables import table

__all__ = ["field_label", "labelled_fields", "parent_line"]


@table
@cache
def _labels() -> dict[str, str]:
    table: dict[str, str] = {}
    for kind, names in (_section_data().get("field_labels") or {}).items():
        for name in names:
            table[_norm(str(name))] = str(kind)
    return table


_LABELLED = re.compile(r"^\s*([A-Za-z][\w()/&' -]{1,40}?)\s*:\s*(.*)$")


def field_label(text: str) -> tuple[str, str] | None:
    """``(kind, value)`` for a "Label: value" line whose label is known, else None."""
    m = _LABELLED.match(text)
    if not m:
        return None
    kind = _labels().get(_norm(m.group(1)))
    return (kind, m.group(2).strip()) if kind else None


def labelled_fields(texts: list[str]) -> dict[str, str]:
    """Org, unit, role and location stated by labelled lines; places on several lines are joined."""
    out: dict[str, str] = {}
    places: list[str] = []
    for text in texts:
        found = field_label(text)
        if found is None or not found[1]:
            continue
        kind, value = found
        if kind == "location":
            places.append(value)
        elif kind == "org" and "org" not in out:
            parts = re.split(r"\s+[–—-]\s+", value, maxsplit=1)
            org, unit = parts[0], parts[1] if len(parts) > 1 else ""
            out["org"] = org.strip()
            if unit.strip():
                out.setdefault("unit", unit.strip())
        elif kind in {"role", "unit"} and kind not in out:
            out[kind] = value
    if places:
        out["location"] = ", ".join(places)
    return out


def parent_line(content: list[Line], index: int) -> Line | None:
    """The undated line a nested bullet hangs under (the nearest earlier line indented less).

    >>> from talentgraph.extract.sections import split_lines
    >>> lines = split_lines(["- **ACME** — Paris", "  - Engineer (2019–2021)", "    - built X"])
    >>> parent_line(lines, 1).text, parent_line(lines, 0)
    ('ACME — Paris', None)
    """
    line = content[index]
    if not line.bullet or line.indent == 0:
        return None
    for prev in reversed(content[:index]):
        if not prev.text:
            continue
        if prev.indent < line.indent:
            return prev
    return None
