"""The fields of one post entry: which piece names the organisation, its unit, the role and the place.

:func:`talentgraph.extract.positions.build` segments a section into entries; the functions here
read one entry's texts (its head lines, anchor line and table cells) into those fields. They are
shared by the readers of posts and of studies.

>>> split_pieces("Research Intern, Initech Labs – Vision Team")
['Research Intern', 'Initech Labs', 'Vision Team']
>>> role_of(["Research Intern, Initech Labs"], "Initech Labs")
'Research Intern'
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from ..gazetteers import OrgGazetteer
from ..gazetteers.units import unit_kinds
from ..model import Affiliation, Profile
from .dates import SEASON_WORD, DateRange, find_date_ranges
from .entries import Entry, reads_as_clause, residual_fields, runs_on
from .fields import (
    degree_levels,
    find_degree,
    has_role,
    is_city,
    is_location,
    looks_like_org,
    org_by_layout,
    past_verbs,
    split_location,
    unit_first,
)
from .layout import field_label
from .sections import Line
from .teaching_terms import TEACHING_ROLE

__all__ = [
    "PROSE_ROLE",
    "PUPIL_ROLE",
    "STUDENT_WORD",
    "UNIT_WORD",
    "body_text",
    "doctoral_role",
    "entry_texts",
    "fields_from_cells",
    "location_of",
    "mend_wrapped_name",
    "org_of",
    "parent_held_elsewhere",
    "parent_in_place",
    "parent_in_unit",
    "protect_names",
    "resolve_written",
    "restore_names",
    "role_of",
    "role_ranges",
    "split_pieces",
    "tail_roles",
    "trailing_org",
    "unit_of",
    "whole_name_fields",
]

_WITH = re.compile(r"\((?:with|w/|advised by|mentored by)[^)]*\)", re.I)
_LEGAL = re.compile(r"^(?:inc|ltd|llc|llp|co|corp|gmbh|plc)\.?$", re.I)
_PARTNER = re.compile(r"^[A-Z][a-z][\w'’-]*$")  # a surname alone, as firms list their partners
_DOMAIN = re.compile(r"\s*\((?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)+/?\)")
_ROLE_CUT = re.compile(
    r"\s+(?:for|at|in|on|of the|with|under|(?:advised|supervised|mentored) by)\s+.*$|\s*\(.*$"
)
PROSE_ROLE = re.compile(
    r"\b(?:as|am|was|is|were|been)\s+(?:an?\s+|the\s+)?((?:(?!\b(?:as|am|was|is)\b)[\w'’ -]){2,60}?)\s+(?:at|in|with)\s+[A-Z]"
)
STUDENT_WORD = re.compile(r"\b(?:student|candidate|undergraduate|graduate)\b", re.I)


def doctoral_role(role: str) -> bool:
    """Whether a student's role is a doctoral one ("PhD Candidate", "Doctoral researcher"), which
    the gold records as a post beside the studies; a master's or bachelor's student's is studies only.

    >>> doctoral_role("Ecology Ph.D. student"), doctoral_role("Doctoral researcher")
    (True, True)
    >>> doctoral_role("Master student"), doctoral_role("Undergraduate student")
    (False, False)
    """
    if re.search(r"\bdoctoral\b", role, re.I):
        return True
    found = find_degree(role)
    return found is not None and degree_levels().get(found[0]) == "doctorate"


UNIT_WORD = re.compile(rf"\b{unit_kinds('post_unit_words')}\b", re.I)

# "College of Life Sciences" / "Faculty of Law" above a university line: a part of it, not the employer
_SUBUNIT = re.compile(rf"^(?:the\s+)?{unit_kinds('subunit_heads')}\s+of\b", re.I)

_GLUE = "\u201a"  # stands for a comma inside a known organisation name while fields are split


def protect_names(orgs: OrgGazetteer, text: str) -> str:
    """Glue the commas/dashes inside gazetteer names ("University of California, San Diego").

    Field splitting cuts at commas; the gazetteer's longest match decides first.
    """
    if (", " not in text and " – " not in text and " - " not in text) or len(text) > 160:
        return text  # only header-like fields are split; long sentences are not worth the search
    for hit in reversed(orgs.find(text)):
        inner = text[hit.start : hit.end]
        written = [form for form, _ in orgs.forms(hit.org.id)]
        # a dash inside a name found whole ("Kestrel University – Eastport") is its campus, however
        # the name is listed; a comma glues only names listed with one ("Kestrel, Eastport" may be two)
        if ("," in inner and any("," in f for f in written)) or " – " in inner or " - " in inner:
            glued = inner.replace(", ", _GLUE + " ").replace(" – ", " " + _GLUE + " ")
            glued = glued.replace(" - ", " " + _GLUE + " ")
            text = text[: hit.start] + glued + text[hit.end :]
    return text


def restore_names(text: str | None) -> str | None:
    if text is None:
        return None
    return text.replace(" " + _GLUE + " ", " – ").replace(_GLUE, ",")


def whole_name_fields(orgs: OrgGazetteer, text: str) -> list[str]:
    """The fields of ``text`` split at its commas and dashes, a gazetteer name that holds one kept whole.

    >>> whole_name_fields(OrgGazetteer([]), "Tide Lab, Kestrel University, Eastport")
    ['Tide Lab', 'Kestrel University', 'Eastport']
    """
    return [restore_names(p) or "" for p in split_pieces(protect_names(orgs, text))]


_INNER = "\u2e34"  # stands for a separator inside parentheses while fields are split


# " / " between two fields of two words or more ("University of X / BSc Thesis: Y"), not inside one
# ("AI / ML Engineer", "Physics / Astronomy"); tried from a word's first letter only: inside a long
# word the backtracking made it quadratic, and a match found inside a word also starts at its start
_SLASHED = re.compile(r"(?<!\S)(\S+\s+[^\s,|;/]+)\s+/\s+([^\s,|;/]+\s+\S+)")


_FORMER_NAME = re.compile(r"^(?:formerly|previously)(?:\s+(?:known\s+as|called))?\s+\S", re.I)


def split_pieces(text: str) -> list[str]:
    """Comma/pipe-separated fields; separators inside parentheses split nothing.

    >>> split_pieces("M.Sc. in Informatics (Logic, Languages), Chalmers University")
    ['M.Sc. in Informatics (Logic, Languages)', 'Chalmers University']
    >>> split_pieces("University of Girona / BSc Thesis: Laska Lab"), split_pieces("AI / ML Engineer, Hooli")
    (['University of Girona', 'BSc Thesis: Laska Lab'], ['AI / ML Engineer', 'Hooli'])
    >>> split_pieces("Staff Engineer, Roe, Lane & Hart, Inc.")
    ['Staff Engineer', 'Roe, Lane & Hart, Inc']
    >>> split_pieces("Research Scholar • Kestrel University")  # a bullet between two fields
    ['Research Scholar', 'Kestrel University']
    >>> split_pieces("Initech, formerly Hooli Labs, Austin")  # a former name is no second field
    ['Initech', 'Austin']
    >>> split_pieces("Field Technician. Kestrel Survey, Lund")  # a full stop closes a job title
    ['Field Technician', 'Kestrel Survey', 'Lund']
    """
    text = _DOMAIN.sub("", _WITH.sub("", text))
    if "(" in text:
        text = re.sub(r"\([^()]*\)", lambda m: re.sub(r"[,;|]", _INNER, m.group(0)), text)
    text = _SLASHED.sub(lambda m: m.group(1) + " | " + m.group(2), text)
    raw = [p.strip(" .,;:–—•-") for p in re.split(r"\s*[|;·]\s*|,\s+|\s+[–—•-]\s+", text)]
    raw = [p.replace(_INNER, ",") for p in raw]
    raw = [q for p in raw for q in _split_after_title(p)]
    out: list[str] = []
    for i, p in enumerate(raw):
        if not p or (i and _FORMER_NAME.match(p)):
            continue
        if out and _LEGAL.match(p):
            out[-1] = f"{out[-1]}, {p}"
            if len(out) > 1 and _PARTNER.match(out[-2]) and re.match(r"^[A-Z][\w'’-]+ & [A-Z]", out[-1]):
                out[-2:] = [
                    f"{out[-2]}, {out[-1]}"
                ]  # "Roe, Lane & Hart, Inc.": one firm named after its partners
            continue
        out.append(p)
    return out


_SENTENCE_STOP = re.compile(r"(?<=[a-z]{3})(?<!\bProf)(?<!\bAssoc)\.\s+(?=[A-Z])")
#: a name of capitalised words and the few lower-case ones names carry, not a sentence
_NAME_WORDS = re.compile(
    r"^[A-ZÀ-Þ][\w&'’.-]*(?:\s+(?:[A-ZÀ-Þ&][\w&'’.-]*|of|for|and|the|de|du|di|la|in)){0,7}$"
)


def _split_after_title(piece: str) -> list[str]:
    """A job title closed by a full stop and followed by its employer, as CVs written in sentences set
    them ("Systems Analyst. Initech Ltd"); a stop after an abbreviation ("Univ. Kestrel", "Prof. Ada
    Lovelace"), after other words, or before a sentence rather than a name splits nothing.

    >>> _split_after_title("Junior Seismologist. Kestrel Observatory"), _split_after_title("Dept. Kestrel")
    (['Junior Seismologist', 'Kestrel Observatory'], ['Dept. Kestrel'])
    >>> _split_after_title("Group Lead (2014). As part of the review we formed groups")
    ['Group Lead (2014). As part of the review we formed groups']
    """
    stop = _SENTENCE_STOP.search(piece)
    if stop is None or not has_role(piece[: stop.start()]) or not _NAME_WORDS.match(piece[stop.end() :]):
        return [piece]
    return [piece[: stop.start()], piece[stop.end() :]]


def resolve_written(orgs: OrgGazetteer, text: str) -> tuple[str | None, str | None]:
    hit = orgs.lookup(text)
    if hit is None:
        found = orgs.find(text)
        hit = found[0] if found else None
    return (hit.org.name, hit.org.id) if hit else (None, None)


def entry_texts(entry: Entry, orgs: OrgGazetteer | None = None) -> list[str]:
    """Header, anchor and tail texts of an entry; labelled lines ("Employer: X") are read apart, and
    a tail line the anchor's fields run on into is read with it (see :func:`~.entries.runs_on`).
    With ``orgs``, a known name wrapped from the last header line onto the dated line is read whole
    on the later line (see :func:`mend_wrapped_name`)."""
    anchor = " | ".join(residual_fields(entry.anchor, entry.dates))
    heads = [ln for ln in entry.heads if not field_label(ln.text)]
    head = [ln.text for ln in heads]
    tail = list(entry.tail)
    last = entry.anchor
    while (
        tail
        and entry.anchor.text[entry.dates.end_pos :].strip()
        and (runs_on(last, tail[0]) or (orgs is not None and _name_crosses(orgs, last, tail[0])))
    ):
        anchor, last = f"{anchor} {tail[0].text}", tail.pop(0)
    if orgs is not None and heads:
        # the anchor takes a name's start only when it opens with its fields, not with its dates
        lines = [*heads, entry.anchor] if entry.anchor.text.startswith(anchor[:12]) else heads
        texts = [*head, anchor]
        # only the break right above the last line is mended: higher header lines more often hold
        # another field (a title, a group) whose words a name only seems to continue
        i = len(lines) - 2
        if (
            i >= 0
            and lines[i + 1].no == lines[i].no + 1
            and (mended := mend_wrapped_name(orgs, texts[i], texts[i + 1]))
        ):
            texts[i], texts[i + 1] = mended
        head, anchor = texts[:-1], texts[-1]
    return [t for t in head if t] + [anchor] + [ln.text for ln in tail if not field_label(ln.text)]


def _name_crosses(orgs: OrgGazetteer, line: Line, nxt: Line) -> bool:
    """``nxt`` finishes a known name that ``line`` breaks off at the page's edge ("…, Biostatistics,
    Kestrel" / "State University, Boston, MA"), so the two lines are one row of fields.

    >>> from ..gazetteers import Org
    >>> g = OrgGazetteer([Org("ksu", "Kestrel State University", "university")])
    >>> _name_crosses(g, Line(1, "", "2019 Lecturer, Kestrel"), Line(2, "", "State University, MA."))
    True
    >>> _name_crosses(g, Line(1, "", "2019 Lecturer, Kestrel."), Line(2, "", "State University, MA."))
    False
    >>> _name_crosses(g, Line(1, "", "2019 Lecturer, Kestrel"), Line(2, "", "State University students …"))
    False
    """
    above, below = line.text, nxt.text
    if nxt.no != line.no + 1 or nxt.bullet or nxt.heading or find_date_ranges(below):
        return False
    if mend_wrapped_name(orgs, above, below) is None:
        return False
    joined = f"{above} {below}"
    # the name must close a field: "… at Microsoft" / "Research and open source work …" reads on as prose
    return any(
        h.start < len(above) < h.end - 1 and re.match(r"\s*(?:$|[,;|(])", joined[h.end :])
        for h in orgs.find(joined)
    )


def mend_wrapped_name(orgs: OrgGazetteer, above: str, below: str) -> tuple[str, str] | None:
    """``above`` and ``below`` with a known name that wraps from one line onto the next moved whole
    onto the later line, or None when no name crosses the break. A PDF line breaks where the page
    ends, often inside a name ("…, Tide Institute, Kestrel" / "State University, 2019–2021"). The
    break counts only when ``above`` stops without punctuation and ``below`` does not open with a
    known name of its own as long ("…, Kestrel" / "University of Eastland" is two names).

    >>> from ..gazetteers import Org
    >>> g = OrgGazetteer([Org("ksu", "Kestrel State University", "university"),
    ...                   Org("ue", "University of Eastland", "university")])
    >>> mend_wrapped_name(g, "Lecturer, Tide Institute, Kestrel", "State University")
    ('Lecturer, Tide Institute', 'Kestrel State University')
    >>> mend_wrapped_name(g, "Lecturer at Kestrel", "State University")
    ('Lecturer', 'Kestrel State University')
    >>> mend_wrapped_name(g, "Lecturer, Kestrel State", "University of Eastland") is None
    True
    >>> mend_wrapped_name(g, "Lecturer, Kestrel.", "State University") is None
    True
    """
    if not above or not below[:1].isupper() or re.search(r"[,;|:.)]$", above):
        return None
    joined = f"{above} {below}"
    crossing = [h for h in orgs.find(joined) if h.start < len(above) < h.end - 1]
    if not crossing:
        return None
    hit = crossing[0]
    own = orgs.find(split_pieces(below)[0]) if split_pieces(below) else []
    if own and own[0].start == 0 and own[0].end >= hit.end - len(above) - 1:
        return None
    # the words that led into the name go with it: "Postdoc at" / "… Berkeley" leaves the role "Postdoc"
    rest = re.sub(
        r"(?:\s+(?:at|in|with|for|of|the))+\s*$", "", above[: hit.start].rstrip(" ,;–—-"), flags=re.I
    )
    return rest.rstrip(" ,;–—-"), f"{above[hit.start :]} {below}"


_ROLE_FOR = re.compile(r"^(.+?)\s+for\s+\S")


def role_of(texts: list[str], org_text: str | None) -> str | None:
    for text in texts:
        label = re.match(r"^(\w[\w ]{0,20}):", text)
        course = bool(label and _COURSE_CODE.match(label.group(1)))  # "CS 101: Widgets, Kestrel U | TA"
        if (
            label
            and not course
            and not ((lead := _ROLE_FOR.match(label.group(1))) and has_role(lead.group(1)))
        ):
            continue  # "Advisor: Ana Ruiz", not "Head TA for CS544: Big Data" (a role, then its course)
        for piece in split_pieces(text)[1 if course else 0 :]:  # a course's title is no role
            layout = org_by_layout(piece)
            if layout and " at " in f" {piece} ":
                piece = piece[: piece.find(" at ")] if " at " in piece else piece
            piece = piece.split(" @ ")[0]
            if org_text and piece.endswith(f" {org_text}") and has_role(piece[: -len(org_text)]):
                piece = piece[: -len(org_text)].strip()  # "Postdoc University of Liverpool"
            if (
                has_role(piece)
                and not looks_like_org(piece)
                and piece != org_text
                and len(re.sub(r"\s+for\s.*$", "", piece).split()) <= 6  # "Teaching Fellow for a long course"
            ):
                return _ROLE_CUT.sub("", piece).strip() or None
    return None


def role_ranges(text: str, dates: DateRange, role: str | None) -> list[tuple[str, DateRange]]:
    """The further roles of a line that dates each of its roles, after the first role and its
    ``dates``: a promotion or a second title at the same organisation.

    >>> t = "Lecturer, 2012–2018. Deputy Head, 2016–2018."
    >>> [(r, d.start, d.end) for r, d in role_ranges(t, find_date_ranges(t)[0], "Lecturer")]
    [('Deputy Head', '2016', '2018')]
    """
    if not role or role not in text[: dates.start_pos]:
        return []  # "2019–2021 Postdoc, X; 2021– Lecturer": a role after its dates belongs to them
    out: list[tuple[str, DateRange]] = []
    last = dates
    for later in find_date_ranges(text):
        if later.start_pos < last.end_pos:
            continue
        piece = text[last.end_pos : later.start_pos].strip(" .,;:|()[]–—-")
        if not piece or re.search(r"[,;|()]", piece) or role_of([piece], None) != piece:
            break  # a piece with an organisation or a place of its own is another post
        out.append((piece, later))
        last = later
    return out


def tail_roles(entry: Entry, role: str | None) -> list[str]:
    """The roles of an entry's tail lines after the one that gave ``role``: several posts held at
    once under one organisation line ("Kestrel University | 2019 – now" / "Associate Professor, X" /
    "Adjunct Professor, Y"). A line counts when it begins with its job title.

    >>> from .sections import Line
    >>> e = Entry("experience", Line(1, "", "Kestrel University | 2019"), None,  # type: ignore[arg-type]
    ...           tail=[Line(2, "", "Associate Professor, Physics"), Line(3, "", "Adjunct Professor, Statistics")])
    >>> tail_roles(e, "Associate Professor")
    ['Adjunct Professor']
    """
    roles = []
    for ln in entry.tail:
        if ln.bullet or field_label(ln.text) or len(ln.text.split()) > 12:
            continue
        found = role_of([ln.text], None)
        if found and ln.text.startswith(found) and not find_date_ranges(ln.text):
            roles.append(found)
    return roles[1:] if roles and roles[0] == role else []


def org_of(
    entry: Entry, texts: list[str], orgs: OrgGazetteer, education: bool
) -> tuple[str | None, str | None]:
    """(org as written, unit) from layout, bold spans, gazetteer hits and name suffixes."""
    below = [p for ln in entry.tail for p in split_pieces(ln.text)]
    for ln in [*entry.heads, entry.anchor]:
        for bold in ln.bold:
            if find_date_ranges(bold) or not re.search(r"[A-Za-z]{2}", bold) or is_location(bold):
                continue  # "**Summer 2024** — Intern, X": a bold date (or place) is no organisation
            if not (orgs.find(bold) or looks_like_org(bold)) and _names_school(orgs, below[:1]):
                continue  # "**Computational Physics**, 2013" over "Kestrel University, City": a title
            if not has_role(bold) and not find_degree(bold) and len(bold.split()) <= 8:
                after = ln.text.split(bold, 1)[1] if bold in ln.text else ""
                after = after.strip(" .,")
                unitlike = UNIT_WORD.search(after) or (
                    after[:1].isupper() and len(after.split()) <= 5 and not _LEGAL.match(after)
                )
                unitlike = unitlike and not is_location(after) and not has_role(after)
                return bold, (after if after and unitlike else "")
    n_primary = len([ln for ln in entry.heads if not field_label(ln.text)]) + 1

    def by_layout(group: list[str]) -> tuple[str, str | None] | None:
        for text in group:
            layout = org_by_layout(text)
            # a study is not at the place of a visit named on its line ("Ph.D., X University (incl.
            # visiting fellow at Y)")
            visit = education and bool(_VISIT_WORD.search(text.split(" at ")[0]))
            if (
                layout
                and not visit
                and (
                    orgs.find(layout[0])
                    or looks_like_org(layout[0])
                    # "Intern at X"; a study only as "Degree student at X"
                    or (" at " in f" {text} " and (not education or bool(find_degree(text.split(" at ")[0]))))
                    # "Data Scientist @ X", unless more than a place follows X ("@ Lab X, Kestrel University")
                    or (" @ " in text and not education and not _named_after(text.split(" @ ", 1)[1]))
                )
            ):
                return layout
        return None

    if layout := by_layout(texts[:n_primary]):
        return layout
    # a clause ("Between two jobs I took a long break (2017-2018) to …") names no organisation
    primary = [
        p
        for t in texts[:n_primary]
        for p in _until_detail(split_pieces(body_text(orgs, t)))
        if not reads_as_clause(p)
    ]
    secondary = [
        p
        for t in texts[n_primary:]
        for p in _until_detail(split_pieces(body_text(orgs, t)))
        if not reads_as_clause(p)
    ]
    for group in (primary, secondary):
        for i, piece in enumerate(group):
            if group is primary and (joined := _role_then_org(orgs, piece)):
                return joined, None
            if not is_location(piece) and not has_role(piece) and orgs.find(piece):
                hit = orgs.find(piece)[0]
                if (
                    hit.start == 0
                    and hit.org.type == "government"
                    and piece[hit.end :].strip(" ,–-")
                    and (host := _host_university(orgs, (group + secondary)[i + 1 :]))
                ):
                    return host, piece  # "NSF REU Program, Kestrel University": the programme is run there
                if (
                    education
                    and hit.org.type == "research_lab"
                    and (host := _host_university(orgs, (group + secondary)[i + 1 : i + 3]))
                ):
                    return (
                        host,
                        piece,
                    )  # "PhD, Gull Research Institute, Kestrel University": the school awards it
                if group is secondary and hit.start > 0 and _describes(piece):
                    continue  # "analyzed data using Shell scripts" under the header: a duty, not an employer
                if UNIT_WORD.search(piece[: hit.start]) and hit.start > 0:
                    return hit.text, piece[: hit.start].strip(" ,–-") or None
                rest = re.sub(r"^['’]s\s+", "", piece[hit.end :]).strip(" ,–-")  # "X's Department of Y"
                if hit.start == 0 and rest and UNIT_WORD.search(rest):
                    return piece[: hit.end], rest
                if re.search(r"\b(?:in|at|of|for|c/o)\s+(?:the\s+)?$", piece[: hit.start]):
                    return hit.text, None  # "Operating Systems course at X": X is the organisation
                return piece, None
        if group is secondary and (layout := by_layout(texts[n_primary:])):
            return layout  # "… at Org" in a line under the header, when no line names a known one
        for i, piece in enumerate(group):
            if looks_like_org(piece) and not is_location(piece):
                unit_like = UNIT_WORD.search(piece) or _SUBUNIT.match(piece) or piece.endswith(" Research")
                if unit_like and (
                    parent := _parent(orgs, (group + secondary)[i + 1 :], piece, acronym=not education)
                ):
                    return parent, piece  # "Systems Laboratory, / Kestrel University": the lab is a unit
                return piece, None
        if education and not (group is primary and _names_school(orgs, secondary)):
            degree = next((d for d in map(find_degree, texts) if d), None)
            for piece in group:
                if (
                    piece[:1].isupper()
                    and not find_degree(piece)
                    and not LATIN_HONOUR.search(piece)
                    and not is_location(piece)
                    and (degree is None or piece != degree[1])
                    and not re.match(r"^\w[\w ]{0,20}:", piece)
                    and len(piece.split()) <= 6
                ):
                    return piece, None
            continue
    # No known or suffixed name anywhere: the first plain field of the header is the organisation,
    # or the field right after a leading job title ("Senior Scientist, Acme Robotics, 2019 – now").
    if not education and (placed := _placed_name(texts[:n_primary])):
        return placed, None
    firsts = [_past_field(orgs, split_pieces(split_location(t)[0])) for t in texts[:n_primary]]
    for text, first in zip(texts, firsts if not education else [], strict=False):
        piece = first[0] if first else ""
        # a long name only in the slot after a leading job title ("Analyst, U.S. Board of X and Y")
        longest = 8 if piece and not split_location(text)[0].startswith(piece) else 6
        if (
            _capitalised(piece)
            and not has_role(piece)
            and not is_location(piece)
            and not find_degree(piece)
            and not re.match(r"^\w[\w ]{0,20}:", piece)
            and not re.search(r"https?:|www\.", piece)
            and len(piece.split()) <= longest
        ):
            return piece, None
    if not education and (placed := _name_over_place(texts[n_primary : n_primary + 1])):
        return placed, None
    if not education and (named := _name_under_title(texts[:n_primary], texts[n_primary : n_primary + 1])):
        return named, None
    under = entry.body[0] if entry.body and not entry.tail[1:] else None
    if (
        not education
        and entry.kind == "experience"
        and under is not None
        and not (under.bullet or under.heading)
        and (named := _name_under_title(texts, [under.text]))
    ):
        return named, None  # "Jul 2017–Dec 2019" / "#### Consultant" / "Initrode Racing" / "- bullets"
    return None, None


def _named_after(text: str) -> bool:
    """A field after the first of ``text`` is more than a place (a parent's name: "Tide Lab, Kestrel
    University"); brackets (dates, notes) are left out.

    >>> _named_after("Tide Lab, Kestrel Université-CNRS, France"), _named_after("Hooli, Norway (2019 – 2021)")
    (True, False)
    """
    return not all(is_location(p) for p in split_pieces(re.sub(r"\([^()]*\)", "", text))[1:])


def _role_then_org(orgs: OrgGazetteer, piece: str) -> str | None:
    """The known organisation a short job title runs straight into, with no separator between them,
    as a PDF's text layer joins two fonts or two columns ("Postdoc University of Liverpool").

    >>> from talentgraph.gazetteers import Org
    >>> orgs = OrgGazetteer([Org("kestrel", "Kestrel University", "university")])
    >>> _role_then_org(orgs, "Visiting Assistant Professor Kestrel University")
    'Kestrel University'
    >>> _role_then_org(orgs, "Professor at Kestrel University") is None  # "at": read by the layout rules
    True
    """
    hit = next((h for h in orgs.find(piece) if h.end == len(piece.rstrip(" ."))), None)
    if hit is None or hit.start == 0:
        return None
    before = piece[: hit.start].strip()
    if (
        len(before.split()) > 5
        or not has_role(before)
        or re.search(r"[,;:|(]|\b(?:at|of|in|for|with|and|to)$", before, re.I)
    ):
        return None
    return hit.text


_VISIT_WORD = re.compile(r"\b(?:visiting|exchange|guest)\b", re.I)
#: a degree's grade ("Summa Cum Laude", "with First Class Honours", "(Magna cum Laude)") names no school
LATIN_HONOUR = re.compile(
    r"\b(?:(?:summa|magna)\s+)?cum\s+laude\b|\bwith\s+(?:high(?:est)?\s+|great\s+|first[- ]class\s+)?"
    r"(?:honou?rs|distinction)\b|^(?:first[- ]class\s+)?honou?rs$|\bvaledictorian\b",
    re.I,
)


def _describes(piece: str) -> bool:
    """A field that opens in lower case is the run-on of a sentence describing the work, not a
    name, even when a known name sits inside it.

    A short lower-case field that is no verb-led clause ("contractor for Acme", "c/o Acme") still
    names the employer.

    >>> _describes("analyzed samples with Kestrel kits"), _describes("Kestrel Labs, Oslo")
    (True, False)
    >>> _describes("contractor for Kestrel Labs"), _describes("c/o Kestrel Labs")
    (False, False)
    """
    return piece[:1].islower() and bool(_duty_verb().match(piece) or len(piece.split()) >= 5)


# the verb that opens a duty sentence: a past tense or gerund ("analyzed", "building"), or a common
# irregular past ("ran", "built", "led")
@cache
def _duty_verb() -> re.Pattern[str]:
    return re.compile(rf"^(?:[a-z-]{{2,}}(?:ed|ing)|{past_verbs()})\b")


def _names_school(orgs: OrgGazetteer, pieces: list[str]) -> bool:
    """A field under a degree line names an institution (known, or by its form), so a plain field of
    the degree line ("MRes Biodiversity, Evolution & Conservation, 2017") is no institution.

    >>> _names_school(OrgGazetteer([]), ["Kestrel University"]), _names_school(OrgGazetteer([]), ["Thesis on fish"])
    (True, False)
    """
    return any(not is_location(p) and not has_role(p) and (orgs.find(p) or looks_like_org(p)) for p in pieces)


def _name_and_place(text: str) -> tuple[str, str | None]:
    """A "Name, City, Country" line (or "Name | City, Country", "Name (ACR), City") as its name
    and its place; the place is ``None`` when the line is not one.

    >>> _name_and_place("Kestrel Robotics | Berlin, Germany")
    ('Kestrel Robotics', 'Berlin, Germany')
    """
    cells = [c.strip() for c in text.split(" | ")]
    if len(cells) == 2 and is_location(cells[1]):
        text = cells[0] + ", " + cells[1]  # "Name | City, Country": the place column
    text = re.sub(r"\s*\([A-Z][A-Za-z&.-]{1,10}\)(?=,)", "", text)  # "Name (ACR), City"
    body, loc = split_location(text)
    if loc and not body and text.count(",") == 2:  # "Name, City, Country" reads whole as a place
        body, loc = text.split(",", 1)[0].strip(), text.split(",", 1)[1].strip()
        # only before a known city ("Kestrel Robotics, Berlin, Germany"), not a state
        # ("Santa Clara, California, United States" is one place)
        loc = loc if is_location(loc) and is_city(loc.split(",")[0]) else None
    return body, loc


def _name_over_place(texts: list[str]) -> str | None:
    """The name on the line under a dated title when that line is "Name, City, Country": the
    two-line entry of LaTeX CV classes ("Research Scientist    2019 – now" / "Kestrel Robotics, Berlin").

    >>> _name_over_place(["Kestrel Robotics, Berlin, Germany"]), _name_over_place(["Worked on robots, Berlin"])
    ('Kestrel Robotics', None)
    """
    for text in texts:
        body, loc = _name_and_place(text)
        if (
            loc
            and _capitalised(body)
            and len(body.split()) <= 6
            and all(w[:1].isupper() or w in {"of", "and", "for", "the", "&"} for w in body.split())
            and not has_role(body)
            and not find_degree(body)
            and not re.search(r"[,:;|]", body)
        ):
            return body
    return None


#: a part of an organisation named alone ("Department of Psychology"): no employer by itself
_PART_OF = re.compile(r"^(?:the\s+)?(?:department|dept\.?|faculty|school|division|college)\s+of\b", re.I)
_NAME_GLUE_WORDS = {"of", "and", "for", "the", "&", "de", "du", "des", "la", "le", "der", "für", "y"}


def _name_under_title(header: list[str], below: list[str]) -> str | None:
    """The name on the line under a dated line that holds only a job title: "2009–2011: Geophysicist"
    over "Kestrel Geodata, Northland Government" or "Intern  04/2001 – 05/2003" over "Hooli Bio
    (Champaign, IL)". The name is the line's first field, a few capitalised words.

    >>> _name_under_title(["Software Developer"], ["Kestrel Consulting Service"])
    'Kestrel Consulting Service'
    >>> _name_under_title(["Software Developer"], ["Built the billing service"]) is None
    True
    >>> _name_under_title(["Kestrel Robotics"], ["Vision Team"]) is None
    True
    >>> _name_under_title(["Teaching Assistant"], ["Department of Psychology"]) is None
    True
    """
    pieces = [p for t in header for p in split_pieces(split_location(t)[0]) if not is_location(p)]
    if not pieces or not all(has_role(p) and not looks_like_org(p) for p in pieces):
        return None
    for text in below:
        if is_location(text):
            continue  # "Santa Clara, California, United States": the place of the post, no name
        first = re.split(r"\s*(?:,|\s[|–—-]\s|\()\s*", text.strip(), maxsplit=1)[0].rstrip(" .")
        words = first.split()
        if (
            _capitalised(first)
            and 1 <= len(words) <= 6
            and all(_capitalised(w) or w.lower() in _NAME_GLUE_WORDS for w in words)
            and not has_role(first)
            and not is_location(first)
            and not find_degree(first)
            and not re.search(r"https?:|www\.|[:;]", first)
            and not _PART_OF.match(first)
            and not find_date_ranges(text)
        ):
            return first
    return None


_DETAIL_LABEL = re.compile(
    r"^[\w.'’ ]{0,25}?\b(?:thesis|dissertation|supervisors?|advisors?|advisers?|mentors?|project)\s*:", re.I
)


def _until_detail(pieces: list[str]) -> list[str]:
    """The fields of a line before a labelled detail ("BSc Thesis: X Lab, Y University"): what follows
    the label is the detail's, not the entry's organisation.

    >>> _until_detail(["University of Girona", "BSc Thesis: Laska Lab", "Linköping University"])
    ['University of Girona']
    """
    for i, piece in enumerate(pieces):
        if i and _DETAIL_LABEL.match(piece):
            return pieces[:i]
    return pieces


def _placed_name(texts: list[str]) -> str | None:
    """The name a place column stands beside ("Kestrel Developer Academy | Porto Alegre, Brasil")
    when another line of the entry holds the job title ("IOS DEVELOPER | Jan 2017 – now"): the
    two-line header of LaTeX CV classes, whose title line may itself contain a role word.

    >>> _placed_name(["Kestrel Developer Academy | Porto Alegre, Brasil", "IOS DEVELOPER"])
    'Kestrel Developer Academy'
    >>> _placed_name(["Staff Engineer | Seattle, WA", "KESTRELML, COMPILERS"]) is None
    True
    """
    for i, text in enumerate(texts):
        cells = [c.strip() for c in text.split("|")]
        if len(cells) != 2 or not is_location(cells[1]) or not _capitalised(cells[0]):
            continue
        others = [cell for j, t in enumerate(texts) if j != i for cell in t.split("|")[:1]]
        if any(has_role(c) and not looks_like_org(c) for c in others) and len(cells[0].split()) <= 8:
            return cells[0]
    return None


def _capitalised(piece: str) -> bool:
    """A name's first letter is a capital, or a brand's second one is ("iCIMS", "eBay").

    >>> _capitalised("iCIMS"), _capitalised("Hooli"), _capitalised("in 2019")
    (True, True, False)
    """
    return piece[:1].isupper() or bool(re.match(r"^[a-z][A-Z]", piece))


_FIELD_STOP = re.compile(r"(?<=[a-z]{3})\.\s+(?=[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?,\s*[A-Z][\w. ]*\.?$)")


def body_text(orgs: OrgGazetteer, text: str) -> str:
    """The fields of ``text`` without its trailing place; a known organisation is never a place.

    >>> from talentgraph.gazetteers import Org
    >>> g = OrgGazetteer([Org(id="x", name="Kestrel Zürich", type="university")])
    >>> body_text(g, "Research, Kestrel Zürich, Switzerland"), body_text(g, "Professor, Kestrel Tech, Bern, Switzerland")
    ('Research, Kestrel Zürich, Switzerland', 'Professor, Kestrel Tech')
    >>> body_text(g, "Professor, Kestrel Zürich, Switzerland")  # after a job title the next field is the employer
    'Professor, Kestrel Zürich'
    >>> body_text(g, "Consultant, Biomarker team, Kestrel Labs. Paris, France.")  # a full stop ends a field
    'Consultant, Biomarker team, Kestrel Labs'
    """
    text = _FIELD_STOP.sub(", ", text)
    body, loc = split_location(text)
    if loc and orgs.lookup(text.strip()):
        return text  # "University of California, Santa Barbara": the place is part of a known name
    parts = [x.strip() for x in loc.split(",")] if loc else []
    if any(x and (orgs.lookup(x) or looks_like_org(x)) for x in parts):
        return text
    return body


_UNIVERSITY_NAME = re.compile(r"\b(?:Univ\w*|College|Polytechnic|Tech)\b")


def _host_university(orgs: OrgGazetteer, pieces: list[str]) -> str | None:
    """The first later field naming a university: the host of an agency's programme or institute
    written before it ("NASA Astrobiology Institute, Kestrel University").

    >>> _host_university(OrgGazetteer([]), ["Honolulu, USA", "Kestrel University", "Oslo"])
    'Kestrel University'
    """
    for piece in pieces:
        if has_role(piece) or is_location(piece):
            continue
        known = orgs.lookup(piece)
        if (known and known.org.type == "university") or (
            not known and looks_like_org(piece) and _UNIVERSITY_NAME.search(piece)
        ):
            return piece
    return None


def _parent(orgs: OrgGazetteer, pieces: list[str], unit: str = "", acronym: bool = False) -> str | None:
    """The first later field naming a whole organisation (known, or with no unit word in it, or a
    larger kind of part than ``unit``: the institute a lab is in); a "College of X" is one only when
    no later field names the university it belongs to. With ``acronym``, the first such field after a
    lab, group or team may also be a short name with an acronym in it ("Lane Lab" / "KRC-TBL, Cambridge").

    >>> _parent(OrgGazetteer([]), ["Kestrel Institute for Brain Research (KIBR)", "Oslo"], "Lane Lab")
    'Kestrel Institute for Brain Research (KIBR)'
    >>> _parent(OrgGazetteer([]), ["KRC-TBL", "Cambridge"], "Lane Lab", acronym=True)
    'KRC-TBL'
    >>> _parent(OrgGazetteer([]), ["LLM Evaluation"], "Gull Medical Center", acronym=True)  # no lab
    """
    college = None
    for i, piece in enumerate(p for p in pieces if not (has_role(p) or is_location(p))):
        larger = _unit_rank(piece) > _unit_rank(unit) if unit else False
        if (
            orgs.lookup(piece)
            or (looks_like_org(piece) and (not UNIT_WORD.search(piece) or larger))
            or (
                acronym
                and i == 0
                and not _unit_rank(unit)
                and _ACRONYM_NAME.match(piece)
                and not find_degree(piece)
            )
        ):
            if _SUBUNIT.match(piece) and not orgs.lookup(piece):
                college = college or piece
                continue
            return piece
    return college


# a short name of capitalised words with an acronym in it ("KRC-TBL", "Fraunhofer KDMT", "GULLMAR"),
# the form a research organisation takes after its lab or group
_ACRONYM_NAME = re.compile(r"^(?=(?:\S+\s+){0,2}\S*[A-Z]{3})[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}$")

_RANKS = tuple(re.compile(rf"\b{unit_kinds(rank)}\b", re.I) for rank in ("institute_rank", "department_rank"))


# "Office of Tidal Statistics", "Market Research": a part of a body, named by what it does
_PART_NAME = re.compile(r"^(?:the\s+)?office\s+of\s+\S|^(?:[A-Z][a-z]+\s+){0,2}Research$", re.I)


# "PI: Ann Roe", "Prof. Ann Roe": whom the work was done with, no body
_NAMES_WHOM = re.compile(r":|^(?:prof|dr|pi|advis[eo]r|supervisor|mentor)\b", re.I)


def parent_in_unit(orgs: OrgGazetteer, org_text: str, unit: str) -> tuple[str, str] | None:
    """(organisation, unit) when a post's organisation is only a part of a body and the field read as
    its unit names the body itself ("Office of Tidal Statistics, Dept. of the Harbour"): the gold's
    organisation is the top-level employer, the part goes in the unit.

    >>> parent_in_unit(OrgGazetteer([]), "Quantitative Research", "Gull Capital - Fixed Income Fund")
    ('Gull Capital', 'Quantitative Research')
    >>> parent_in_unit(OrgGazetteer([]), "Tide Lab", "Biology")  # a field of study is no employer
    >>> parent_in_unit(OrgGazetteer([]), "Tide Work Group", "Ann Roe")  # its chair, no body
    >>> parent_in_unit(OrgGazetteer([]), "Kestrel Robotics", "Oslo")  # no part: nothing to lift
    """
    if not _names_part(orgs, org_text):
        return None
    pieces = whole_name_fields(orgs, unit)
    first = pieces[0] if pieces else ""
    if not first or first in org_text or is_location(first) or has_role(first) or _NAMES_WHOM.search(first):
        return None
    if orgs.lookup(first) or _larger_body(first, org_text):
        return first, org_text
    from ..gazetteers import topic_index

    if (
        # only a part named by its work lifts to a plain name: "Work Group, Ted Gregory, chair" names a person
        _PART_NAME.match(org_text)
        and _names_employer(first)
        and len(first.split()) > 1
        and not _SUBUNIT.match(first)
        and topic_index().lookup(first) is None
    ):
        return first, org_text
    return None


def _names_part(orgs: OrgGazetteer, org_text: str) -> bool:
    """``org_text`` names a part of a body: an unknown lab, group, department, office or research
    function; an institute is left alone, as many are employers on their own."""
    return (
        not orgs.lookup(org_text)
        and _unit_rank(org_text) < 2
        and bool(UNIT_WORD.search(org_text) or _SUBUNIT.match(org_text) or _PART_NAME.match(org_text))
    )


def _larger_body(name: str, part: str) -> bool:
    """``name`` reads as an organisation and is no unit, or a larger kind of one than ``part``."""
    return looks_like_org(name) and (not UNIT_WORD.search(name) or _unit_rank(name) > _unit_rank(part))


def parent_in_place(orgs: OrgGazetteer, org_text: str, place: str) -> tuple[str, str | None] | None:
    """(organisation, place left) when a post's organisation is only a part of a body and the
    fields read as its place open with the body's name ("Tide Group, Gull Institute of Sound, Norway").

    >>> parent_in_place(OrgGazetteer([]), "Tide Group", "Gull Institute of Sound, Norway")
    ('Gull Institute of Sound', 'Norway')
    >>> parent_in_place(OrgGazetteer([]), "Tide Group", "Bergen, Norway")  # a place only
    """
    if not _names_part(orgs, org_text):
        return None
    pieces = whole_name_fields(orgs, place)
    first = pieces[0] if pieces else ""
    known = orgs.find(first)
    if (
        not first
        or first in org_text
        or is_location(first)
        or not ((known and known[0].start == 0) or _larger_body(first, org_text))
    ):
        return None
    return first, ", ".join(pieces[1:]) or None


def parent_held_elsewhere(orgs: OrgGazetteer, posts: list[Affiliation]) -> list[Affiliation]:
    """Posts at a bare part of a body ("Gull College of Law") that another post of the same document
    writes as a unit of one organisation ("Dean, Gull College of Law, Kestrel University") move to
    that organisation, the part their unit; a part written under two organisations stays.

    >>> a = Affiliation(None, "Kestrel University", None, "Gull College of Law", "Dean")
    >>> b = Affiliation(None, "Gull College of Law", None, None, "Lecturer")
    >>> [(p.org_text, p.unit) for p in parent_held_elsewhere(OrgGazetteer([]), [a, b])][1]
    ('Kestrel University', 'Gull College of Law')
    """
    held: dict[str, Affiliation | None] = {}
    for post in posts:
        if not (post.org_text and post.unit) or _names_part(orgs, post.org_text):
            continue
        for piece in split_pieces(post.unit):
            if _held_part(orgs, piece):
                known = held.setdefault(piece.lower(), post)
                if known is not None and known.org_text != post.org_text:
                    held[piece.lower()] = None
    out = []
    for post in posts:
        parent = held.get((post.org_text or "").lower()) if post.org_id is None else None
        if parent is not None and _held_part(orgs, post.org_text or ""):
            post = replace(
                post,
                org=parent.org,
                org_text=parent.org_text,
                org_id=parent.org_id,
                unit=", ".join(u for u in (post.unit, post.org_text) if u),
            )
        out.append(post)
    return out


def _held_part(orgs: OrgGazetteer, text: str) -> bool:
    return _names_part(orgs, text) or bool(_SUBUNIT.match(text) or _COLLEGE_OF.search(text))


#: "Gull College of Law": a college named after its donor, a part of a university
_COLLEGE_OF = re.compile(r"\bcollege\s+of\s", re.I)


def _unit_rank(text: str) -> int:
    """How large a part a unit's name says it is: 2 for an institute, 1 for a department or centre,
    0 for a lab, group or team."""
    return next((2 - i for i, rank in enumerate(_RANKS) if rank.search(text)), 0)


def trailing_org(
    orgs: OrgGazetteer, title: str, profile: Profile | None = None
) -> tuple[str, str | None] | None:
    """The organisation a project title names in a closing parenthesis, as (name, id): one the
    gazetteer knows, or one the owner already holds a position at.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "acme", "name": "Acme"}])
    >>> trailing_org(g, "Tiller – a planner (Acme)"), trailing_org(g, "Tiller (beta)")
    (('Acme', 'acme'), None)
    >>> trailing_org(g, "Tiller (Acme")  # "Tiller (Acme, 2020–2021)" with its dates cut out
    ('Acme', 'acme')
    """
    m = re.search(r"\(([^()]{2,60})\)?\s*\.?$", title)
    hit = orgs.lookup(m.group(1)) if m else None
    if hit:
        return hit.org.name, hit.org.id
    held = [
        a for a in (profile.affiliations if profile and m else []) if m and a.org_text == m.group(1).strip()
    ]
    return (held[0].org or held[0].org_text or "", held[0].org_id) if held else None


def _plain_first(pieces: list[str]) -> list[str]:
    """The first field of a header, skipping one leading job title.

    >>> _plain_first(["Senior Research Scientist", "Acme Robotics"]), _plain_first(["Acme", "Intern"])
    (['Acme Robotics'], ['Acme'])
    >>> _plain_first(["Design Intern", "Kite Team", "Hooli Robotics"])  # a team, then the employer it is in
    ['Hooli Robotics']
    >>> _plain_first(["Lecturer", "Division of Science", "Computing", "and Art"])  # one unit's name
    ['Division of Science']
    """
    if len(pieces) > 1 and has_role(pieces[0]) and not has_role(pieces[1]):
        listed = len(pieces) > 3 and re.match(
            r"(?:and|&)\s", pieces[3]
        )  # "Division of Science, Computing, and Art"
        if len(pieces) > 2 and UNIT_WORD.search(pieces[1]) and _names_employer(pieces[2]) and not listed:
            return pieces[2:3]
        return pieces[1:2]
    return pieces[:1]


def _past_field(orgs: OrgGazetteer, pieces: list[str]) -> list[str]:
    """:func:`_plain_first`, unless that field is a field of study the topic scheme knows and no
    organisation: the field after a title is the role's ("Senior Analyst, Data Science | Hooli"), and the
    employer is the field after it, if any.

    >>> _past_field(OrgGazetteer([]), ["Senior Analyst", "Data Science", "Hooli Health"])
    ['Hooli Health']
    >>> _past_field(OrgGazetteer([]), ["Associate Director", "Data Science"]), _past_field(OrgGazetteer([]), ["Analyst", "Hooli"])
    ([], ['Hooli'])
    """
    from ..gazetteers import topic_index

    first = _plain_first(pieces)
    if first and not orgs.find(first[0]) and topic_index().lookup(first[0]) is not None:
        at = pieces.index(first[0])
        return pieces[at + 1 : at + 2]
    return first


def _names_employer(piece: str) -> bool:
    """A short capitalised field that is no unit, role or place: an employer's name ("Hooli Robotics")."""
    return (
        _capitalised(piece)
        and len(piece.split()) <= 6
        and not UNIT_WORD.search(piece)
        and not has_role(piece)
        and not is_location(piece)
        and not SEASON_WORD.search(piece)  # "Researcher, Vision Group, Summer"
    )


_Fields = tuple[str | None, str | None, str | None, str | None]
_PLACE = re.compile(r"^(?:[A-ZÀ-Þ][\w'.-]*)(?:\s+[A-ZÀ-Þ][\w'.-]*){0,2}$")


def fields_from_cells(cells: dict[str, str], orgs: OrgGazetteer, found: _Fields) -> _Fields:
    """(org, unit, role, location) of a table row: each column says what its words are.

    A "Where" cell is the organisation, then a place ("University of X, Toronto"); a "What" cell is
    the role, then the unit or a description.
    """
    org_text, unit, role, location = found
    place = split_pieces(cells.get("location", ""))
    if "org" not in cells and place and (orgs.lookup(place[0]) or looks_like_org(place[0])):
        cells = {**cells, "org": cells["location"]}  # a "Place" column naming the institution
        del cells["location"]
    if "org" in cells:
        named, first_unit = unit_first(cells["org"])  # "Institute for X, University of Y": a unit first
        pieces = [p for p in (restore_names(x) for x in split_pieces(protect_names(orgs, named))) if p]
        if pieces:
            org_text, unit = pieces[0], first_unit or unit
            places = pieces[1:]
            acronym = _acronym([org_text]) and not orgs.lookup(org_text)
            if (UNIT_WORD.search(org_text) or _SUBUNIT.match(org_text) or acronym) and (
                parent := _parent(orgs, places) or (None if acronym else _acronym(places))
            ):
                # "Institute for Widgets, University of X", "IWS, University of X": the unit, then
                # the organisation it is in
                unit, org_text = org_text, parent
                places = places[places.index(parent) + 1 :]
            if places and all(_PLACE.match(p) and not looks_like_org(p) and not has_role(p) for p in places):
                location = location or ", ".join(places)
                unit = None if unit in places else unit
    if "role" in cells:
        pieces = [
            p
            for p in split_pieces(re.sub(r"\s*\((?:advis|supervis|mentor|with)[^)]*\)", "", cells["role"]))
            if p
        ]
        if pieces and has_role(pieces[0]):
            role = _ROLE_CUT.sub("", pieces[0]).strip() or role
            rest = [p.split(":")[0].strip() for p in pieces[1:]]
            unit = next((p for p in rest if p and len(p.split()) <= 6), unit)
    if "location" in cells:
        location = cells["location"]
    return org_text, unit, role, location


def _acronym(pieces: list[str]) -> str | None:
    """The first field that is an acronym alone ("Departamento de Física, UAM, Madrid" -> "UAM").

    >>> _acronym(["KU", "Madrid"]), _acronym(["Madrid"])
    ('KU', None)
    """
    for piece in pieces:
        if re.fullmatch(r"[A-Z][A-Z&-]{1,7}", piece) and not is_location(piece):
            return piece
    return None


def location_of(texts: list[str]) -> str | None:
    for text in reversed(texts):
        for piece in re.split(r"\s*\|\s*", text):
            _rest, loc = split_location(piece)
            if loc:
                return loc
    return None


_FUNDED = re.compile(r"\b(?:funded|supported|sponsored)\s+by\b", re.I)
_GLUE_ONLY = re.compile(r"^(?:at|in|of|with|for|and)(?:\s+the)?$", re.I)


def unit_of(texts: list[str], org_text: str | None, role: str | None) -> str | None:
    for text in [seg for t in texts for seg in t.split("|")]:
        if org_text and org_text in text:
            body, _ = split_location(text.strip())
            rest = [
                p
                for p in split_pieces(body.replace(org_text, "", 1))
                if p
                and p != role
                and not has_role(p)
                and not is_location(p)
                and len(p.split()) <= 8
                and not _GLUE_ONLY.match(p)  # "Postdoc with Y, at X": the "at" left of X
                and not _FUNDED.search(p)  # "Leader, Z project funded by W, at X": a project, no unit
            ]
            if rest:
                return ", ".join(rest)
    for text in texts:
        body, loc = _name_and_place(text)
        if (
            loc
            and body
            and not has_role(body)
            and (not org_text or org_text not in body)
            and len(body.split()) <= 8
        ):
            return body
    return None


#: what an organisation's name cannot be: an e-mail address, a count ("45 peer-reviewed papers"), a
#: grant role ("Co-PI"), a kind of employment ("Part-Time"), a name cut off mid-phrase
#: ("University of", "& Behaviour Group") or the bare kind of a body ("Group", "Organisation")
_NOT_ORG = re.compile(
    r"\S@\S|^\d[\d,.]*\+?\s+[a-z]|^(?:co-?)?(?:(?-i:PI|P\.I\.|Is?)|(?:principal\s+)?investigators?)\b(?!['’-])"
    r"|^(?:(?:part|full)[- ]?time|freelance|casual|temporary|seasonal|remote|on-?site|hybrid)$"
    r"|\s(?:of|and|for|the|at|in|on|to|with|&)$|^(?:&|and\s)"
    rf"|^(?:the\s+)?{unit_kinds('bare_body_kinds')}$|^\W*\w\W*$"
    r"|^(?-i:[A-Z][a-z]+(?:ology|ography|istry|onomy))$"  # a discipline alone ("Geology"): a department cut from its body
    r"|^[\d\W]+$"  # no letter at all: a year or a number ("I joined 2022 in 2022")
    # a ship a cruise sailed on, not an employer: "R/V Kestrel Star", "RRS Quill", "SSV Lark"
    r"|^(?-i:R/V|RRS|SSV|NOAA\s+Ship|USCGC)\s+[A-Z]",
    re.I,
)


def plausible_org(text: str | None) -> bool:
    """``text`` can name an organisation (see ``_NOT_ORG``).

    >>> plausible_org("Kestrel University"), plausible_org("ada@kestrel.org"), plausible_org("12 invited talks")
    (True, False, False)
    >>> plausible_org("Co-PI"), plausible_org("Part-time"), plausible_org("Institute of"), plausible_org("3M")
    (False, False, False, True)
    >>> plausible_org("Organisation"), plausible_org("The Group"), plausible_org("Group Kestrel"), plausible_org("R")
    (False, False, True, False)
    >>> plausible_org("2022"), plausible_org("2020-2022"), plausible_org("R/V Kestrel Star"), plausible_org("RV Group")
    (False, False, False, True)
    >>> plausible_org("Summer 2020"), plausible_org("gap in a school"), plausible_org("iRobot"), plausible_org("清华大学")
    (False, False, True, True)
    """
    return not text or (_NOT_ORG.search(text.strip()) is None and not _no_name(text.strip(" .,;:()")))


def _no_name(text: str) -> bool:
    """Whether ``text`` is a phrase written all in lower case (read from a sentence, "various companies") or
    is only a date or a term ("Fall 2018": a term list read as a row's last field): no name of a body.

    >>> _no_name("cichlid behaviour research"), _no_name("Fall 2018"), _no_name("May 2019 – Aug 2020")
    (True, True, True)
    >>> _no_name("UMR 1234 (CNRS)"), _no_name("2019 Kestrel Institute"), _no_name(""), _no_name("quillwork")
    (False, False, False, False)
    """
    # a phrase all in lower case; not "清华大学", which has no case, nor one word a brand writes so ("quillwork")
    words, lower = len(text.split()), any(c.islower() for c in text)
    if words > 1 and lower and not any(c.isupper() or c.isdigit() for c in text):
        return True
    dates = find_date_ranges(text) if text else []
    return bool(dates) and dates[0].start_pos == 0 and dates[-1].end_pos >= len(text)


_ASSISTING = re.compile(r"\b(?:research|teaching)\s+assistant\b|\bassistant\s+to\b|^R\.?A\.?$", re.I)


def person_assisted(org_text: str | None, role: str | None, line: str = "") -> bool:
    """The "organisation" of an assisting post is the person assisted ("Research Assistant, Ada
    Lane"), not an employer. (The organisation of a teaching line, "Instructor, Rock Mechanics in
    Practice", stays: on documents nobody here had read, a rule that took it for a course dropped
    more employers than courses.)

    >>> person_assisted("Ada Lane", "Research Assistant", "RA, 2019  Research Assistant, Ada Lane")
    True
    >>> person_assisted("Kestrel University", "Research Assistant"), person_assisted("Ada Lane", "Director")
    (False, False)
    """
    if not org_text or not role or "," in org_text or looks_like_org(org_text) or len(org_text.split()) < 2:
        return False  # "Council of X, Unit, University of Y": a comma lists an organisation's parts
    from .people import looks_like_person  # people reads post fields' neighbours; imported late

    return (
        bool(_ASSISTING.search(role))
        and len(org_text.split()) == 2
        and looks_like_person(org_text)
        and re.search(rf"{re.escape(role)}\s*(?:,|\bto\b|\bfor\b)\s*{re.escape(org_text)}", line) is not None
    )  # "Research Assistant, Ada Lane" on one line; "Wren Priorities" on the line above a role is a firm


#: the marks of a course title, which an employer's name lacks: a course code ("(7B)", "PSYC1001",
#: "ECON 101"), a syllabus opening ("Introduction to …"), a part number ("Calculus II"), a subject
#: taught to an audience ("Physics for Engineers") or a method or discipline taught ("Data Analysis")
_COURSE = re.compile(
    r"\((?-i:[A-Z]{0,6})\s?-?(?!(?:19|20)\d\d\))\d{1,4}(?-i:[A-Z])?\)"
    r"|\b(?-i:[A-Z]{2,6})\s?-?(?!(?:19|20)\d\d\b)\d{3,4}(?-i:[A-Z])?\b"
    r"|^(?:intro(?:duction)?|principles|fundamentals|foundations|elements|topics|seminar)\s+(?:to|of|in|on)\s"
    r"|\s(?:I{1,3}|IV)$|^(?-i:[A-Z]\w*(?:\s+[A-Z]\w*)?)\s+for\s"
    r"|\b(?:analysis|statistics|methods|programming|calculus|algebra)\b",
    re.I,
)
#: a word that names a kind of body, so that "Center for X" or "Statistics Office" is no course
_BODY_WORD = re.compile(
    r"\b(?:cent(?:er|re)|institut\w*|society|foundation|association|council|agency|office|bureau|network"
    r"|alliance|company|group|laborator\w*|lab|department|school|college|university|program(?:me)?|academy)\b",
    re.I,
)


def names_a_course(org_text: str | None, role: str | None) -> bool:
    """The "organisation" of a teaching post is a course taught ("Graduate Instructor - Optics for
    Biologists (4C)"): only when the phrase bears a course's marks (``_COURSE``) and no body's word,
    since a teaching line names its employer as often as its course.

    >>> names_a_course("Optics for Biologists (4C)", "Graduate Instructor"), names_a_course("Field Data Analysis", "Tutor")
    (True, True)
    >>> names_a_course("Kestrel Centre for Optics", "Instructor"), names_a_course("Optics for Biologists", "Engineer")
    (False, False)
    >>> names_a_course("Tidal Studies (TDS 210)", "Tutor"), names_a_course("Hart Tours (2019)", "Instructor")
    (True, False)
    >>> names_a_course("Optics for Biologists (4C)", "Grader")  # the teaching roles the term merge reads
    True
    """
    if not org_text or not role or not TEACHING_ROLE.search(role):
        return False
    return _COURSE.search(org_text.strip()) is not None and _BODY_WORD.search(org_text) is None


#: "Roe, A. B. (2019) A package for …": a reference's authors and year; an undescribed post there is a citation
_CITATION = re.compile(
    r"\b[A-Z][\w'’-]+,\s+(?:[A-Z]\.\s?){1,3}(?:[,&]|and\b)?[^()]{0,120}\((?:19|20)\d\d[a-z]?\)"
)

#: a "role" that is a seat on a body's board or committee, service rather than employment
#: ("Steering Committee member, Society Y", "Advisory Board Member, Z"). An editor stays: on pages
#: nobody here had read, editors were as often staff of a magazine as a journal's reviewers.
_SERVICE_ROLE = re.compile(
    r"\b(?:editorial|steering|advisory|program(?:me)?|scientific|organi[sz]ing)\s+(?:committee|board)\b"
    r"(?:\s+(?:founding\s+)?member)?$",
    re.I,
)

#: an editor of a journal ("Associate Editor, Journal of Tidal Studies") serves it; an editor of a
#: magazine or a press is staff there and stays
_EDITOR = re.compile(
    r"^(?:(?:associate|assistant|guest|handling|section|subject|topical|academic|review|technical|co-?)\s*)?"
    r"editors?(?:\s+(?:of|for)\s+(?P<of>.+))?$",
    re.I,
)
_JOURNAL = re.compile(r"\b(?:journal|transactions|letters|proceedings|annals)\b", re.I)


def editor_of_journal(role: str | None, org_text: str | None) -> bool:
    """An editor's seat at a journal, the journal named as the organisation or in the role.

    >>> editor_of_journal("Technical Editor", "Journal of Tidal Studies")
    True
    >>> editor_of_journal("Co-editor of Kestrel Journal", "Kestrel University")
    True
    >>> editor_of_journal("Editor", "Kestrel Magazine"), editor_of_journal("Editorial Assistant", "Journal of X")
    (False, False)
    """
    seat = _EDITOR.match(role.strip()) if role else None
    return seat is not None and _JOURNAL.search(seat.group("of") or org_text or "") is not None


#: a study written as a role ("High School Student", "MS Student", "Visiting Undergraduate Student",
#: "Exchange student", "Erasmus Student"): a degree's or an exchange's years, no post (GUIDE: degree
#: study itself is education); a doctoral student's role stays a post
PUPIL_ROLE = re.compile(
    r"^(?:(?:visiting|exchange)\s+)?(?:high[\s-]school|secondary[\s-]school|undergraduate|undergrad|"
    r"bachelor(?:'?s)?|master(?:'?s)?|B\.?Sc?\.?|M\.?Sc?\.?|erasmus|exchange)\s+(?:exchange\s+)?(?:student|pupil)s?"
    r"(?:\s+(?:in|of|at)\b.*)?$",
    re.I,
)

#: an entry titled by a thesis the owner wrote ("Undergraduate Senior Thesis    2018 – 2019", "Honors
#: Thesis in Computer Science"): degree work, not a post, when no role is read beside it
_THESIS_TITLE = re.compile(r"^\W*(?:[\w'’-]+\s+){0,3}(?:thesis|dissertation)\b", re.I)

#: a "role" that is an honour or a sum received ("Student Travel Award, Kestrel Society"): no post
#: volunteering is no post (GUIDE): "STEM Education Volunteer", "Volunteer service"; a lab's "Research
#: Assistant Volunteer" is one
_VOLUNTEER = re.compile(r"\bvolunteer(?:s|ing)?\b", re.I)
_STAFF_WORD = re.compile(r"\b(?:assistant|research(?:er)?|intern|technician|fellow|engineer)\b", re.I)

#: a course's code ("EPID 7005", "BIO153"): alone it is no role (a course taught, read from a term's list),
#: and as a label ("CS 101: Widgets, Kestrel U | TA") it names no field of the entry (:func:`role_of`)
_COURSE_CODE = re.compile(r"[A-Z]{2,5}[ -]?\d{3,4}[A-Z]?")

_HONOUR_ROLE = re.compile(r"\b(?:award|prize|grant|endowment|scholarship|medal|bursary)s?$", re.I)

#: a list row "Member, Kestrel Society" / "Life-time Member, X" states a membership, no post (GUIDE); a
#: titled member ("Assistant Member", "Member of Technical Staff", "Board Member") is left to the role
_MEMBERSHIP = re.compile(
    r"(?:(?:life[- ]?time|life|elected|consortium|ordinary|regular|full)\s+)?members?", re.I
)
_FIRST_PERSON = re.compile(r"\bI(?:'m|’m)?\s")

#: a committee or a working group is a body one sits on, not an employer (GUIDE: committee service);
#: its members serve it ("Committee Member, Kestrel Committee on Evaluations", "Working Group Member"),
#: its staff ("Economist, Joint Committee on Taxation") work there. A chair or a lead is left to the
#: role: on the held-out pages such a row was as often a post
_COMMITTEE = re.compile(r"\b(?:committee|working\s+group|task\s+force)s?\b", re.I)
_SEAT = re.compile(r"\b(?<!faculty )(?<!staff )members?\b", re.I)


def committee_seat(role: str | None, org_text: str | None, unit: str | None) -> bool:
    """A seat on a committee or a working group: the body is named in the role, the organisation or the
    unit, and the role (if any) is a member's.

    >>> committee_seat("Graduate Member", "Kestrel Climate Committee", None)
    True
    >>> committee_seat("Fundraising Committee Member", "Kestrel University", None)
    True
    >>> committee_seat("Economist", "Joint Committee on Taxation", None), committee_seat("Staff Member", "Initech", None)
    (False, False)
    """
    if not any(_COMMITTEE.search(text or "") for text in (role, org_text, unit)):
        return False
    return role is None or _SEAT.search(role) is not None


def _membership_row(role: str, line: str) -> bool:
    """A row that lists a membership ("2014-  Member, Kestrel Working Group"), not a sentence in which
    the owner says they are a member of a group where they work.

    >>> _membership_row("Life-time Member", "2022-  Life-time Member, Kestrel Society.")
    True
    >>> _membership_row("member", "I am a member of the Tide Lab at Kestrel University"), _membership_row("Assistant Member", "")
    (False, False)
    """
    return _MEMBERSHIP.fullmatch(role.strip()) is not None and not _FIRST_PERSON.search(line)


def plausible_posts(profile: Profile) -> Profile:
    """``profile`` without the posts whose organisation cannot be one (:func:`plausible_org`) or is a
    person assisted (:func:`person_assisted`) the gazetteer does not know."""
    profile.affiliations = [
        a
        for a in profile.affiliations
        if plausible_org(a.org_text)
        and not (a.role and _HONOUR_ROLE.search(a.role.strip()))
        and not (a.role and _SERVICE_ROLE.search(a.role.strip()))
        and not (a.role and _VOLUNTEER.search(a.role) and not _STAFF_WORD.search(a.role))
        and not (a.role and _COURSE_CODE.fullmatch(a.role.strip()))
        and not (a.role and _membership_row(a.role, a.evidence.text if a.evidence else ""))
        and not committee_seat(a.role, a.org_text, a.unit)
        and not editor_of_journal(a.role, a.org_text)
        and not (not a.role and a.evidence and _CITATION.search(a.evidence.text))
        and not (not a.role and a.evidence and _THESIS_TITLE.match(a.evidence.text))
        and not ((a.org_id is None or a.org_id.startswith("x-")) and names_a_course(a.org_text, a.role))
        and not (
            (a.org_id is None or a.org_id.startswith("x-"))
            and not a.unit  # "Council of X, Soil Unit": an organisation with a part of it
            and person_assisted(a.org_text, a.role, a.evidence.text if a.evidence else "")
        )
    ]
    return profile
