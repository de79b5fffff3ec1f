"""Education lists that write each degree on its own line over the dated school line.

Some CVs (PDF columns most of all) state a study as "M.S." / "Stanford University | 2012 – 2014", or
"Ph.D. Computer Science" / "Thesis: …" / "2020-2024, Kestrel University": the degree opens the block,
the dated line that names the school closes it. Segmenting by the dated line puts each degree in the
tail of the study above, which then reads the next study's degree. A section is read this way only when
its layout shows it throughout: every dated line that names no degree has a degree line above it (after
the dated line before), and no degree line follows the last of them, where a school-first list ("Kestrel
University | 2015–2019" / "B.S. Physics") writes its last degree.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.extract.entries import segment
>>> from talentgraph.gazetteers import OrgGazetteer
>>> lines = split_lines(["Education", "Ph.D. in Widgetry", "Kestrel University | 2016 – 2020", "Advisor: A. Roe",
...                      "B.S.", "Lakeside College | 2012 – 2016"])
>>> {no: ln.text for no, ln in degrees_over_schools(lines, segment(lines), OrgGazetteer([])).items()}
{3: 'Ph.D. in Widgetry', 6: 'B.S.'}
"""

from __future__ import annotations

from ..gazetteers import OrgGazetteer
from .dates import find_date_ranges
from .entries import Entry, residual_fields
from .fields import find_degree, is_location, leading_degree, looks_like_org, split_location
from .layout import field_label
from .post_fields import split_pieces
from .sections import Line

__all__ = ["degrees_over_schools", "school_of_anchor"]


def _degree_only(line: Line, orgs: OrgGazetteer) -> bool:
    """A short line that opens with a degree and names no school, date or label ("M.S.", "Ph.D
    COMPUTER SCIENCE", "MSc in Widgetry").

    >>> _degree_only(Line(1, "", "MSc in Widgetry"), OrgGazetteer([]))
    True
    >>> _degree_only(Line(1, "", "MSc in Widgetry, Kestrel University"), OrgGazetteer([]))
    False
    """
    text = line.text.strip(" •-*")
    if not text or len(text.split()) > 8 or field_label(text) or find_date_ranges(text):
        return False
    if leading_degree(text) is None or find_degree(text) is None:
        return False
    return not any(looks_like_org(p) or orgs.lookup(p) for p in split_pieces(text))


def _school_line(line: Line, orgs: OrgGazetteer) -> bool:
    """A line that opens with the name of a school or other organisation ("Kestrel Institute of Technology")."""
    first = split_pieces(line.text.split(" | ")[0])[:1]
    return bool(first) and (looks_like_org(first[0]) or orgs.lookup(first[0]) is not None)


def _names_degree(entry: Entry) -> bool:
    return find_degree(" | ".join(residual_fields(entry.anchor, entry.dates))) is not None


def degrees_over_schools(lines: list[Line], entries: list[Entry], orgs: OrgGazetteer) -> dict[int, Line]:
    """The degree line of each dated school line (by its line number) of the Education sections
    written degree first; other sections give none."""
    studies = {e.anchor.no: e for e in entries if e.kind == "education"}
    found: dict[int, Line] = {}
    section: list[Line] = []
    for ln in [*lines, None]:
        if ln is None or ln.heading:
            found.update(_section_degrees(section, studies, orgs))
            section = []
        elif ln.kind == "education" and not ln.skip and ln.text:
            section.append(ln)
    return found


def _section_degrees(section: list[Line], studies: dict[int, Entry], orgs: OrgGazetteer) -> dict[int, Line]:
    anchors = [i for i, ln in enumerate(section) if ln.no in studies]
    bare = [i for i in anchors if not _names_degree(studies[section[i].no])]
    if not bare:
        return {}
    degree_at = [i for i, ln in enumerate(section) if i not in anchors and _degree_only(ln, orgs)]
    if 0 in bare or not (0 in degree_at or 0 in anchors):
        return {}  # the section opens with a school ("Kestrel University" / "BS in X" / "Graduated 2020")
    if any(i > bare[-1] and not any(bare[-1] < a < i for a in anchors) for i in degree_at):
        return {}  # a degree line under the last bare dated line: the school is written first
    found: dict[int, Line] = {}
    for i in bare:
        before = max((a for a in anchors if a < i), default=-1)
        over = [d for d in degree_at if before < d < i]
        if not over or any(_school_line(ln, orgs) for ln in section[over[-1] + 1 : i]):
            return {}  # no degree over it, or a school between (a course under its own school)
        found[section[i].no] = section[over[-1]]
    return found


def school_of_anchor(entry: Entry) -> str | None:
    """The school a dated school line names: its first field once the dates and a trailing place are
    cut off ("2018-2020, Kestrel Uni Widgetburg, Germany" → "Kestrel Uni Widgetburg").

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.extract.entries import segment
    >>> lines = split_lines(["Education", "B.Sc. Widgetry", "2014-2017, Kestrel Uni Widgetburg, Germany"])
    >>> school_of_anchor(segment(lines)[0])
    'Kestrel Uni Widgetburg'
    """
    fields = residual_fields(entry.anchor, entry.dates)
    if not fields:
        return None
    first = split_pieces(split_location(fields[0])[0] or fields[0])[:1]
    if not first or is_location(first[0]) or find_degree(first[0]) or len(first[0].split()) > 8:
        return None
    return first[0]
