"""One role held at two employers written on one line ("PostDoc, Kestrel University / Gull
National Laboratory, 2018–2021", "_Kestrel University, Spain_ & _Gull University, Italy_"): the
fields reader keeps the first employer as the organisation and the rest as its unit; each further
employer the unit names is a post of its own with the same role and dates (GUIDE: two employers,
two posts; several units of one employer stay one post). A joint degree of two schools ("PhD, Kestrel
University and Gull Institute") is likewise one study at each.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..gazetteers import OrgGazetteer
from ..model import Affiliation, Education
from .fields import degree_levels, has_role, is_location, looks_like_org, names_unit
from .post_fields import resolve_written

__all__ = ["joint_employers", "joint_schools", "successive_roles"]

_JOINT = re.compile(r"\bjoint(?:ly)?\b", re.I)
_JOIN = re.compile(r"\s*(?:\s/\s|^/\s*|\s&\s)\s*")


def _employer(orgs: OrgGazetteer, piece: str) -> tuple[str, str | None, str | None] | None:
    """``piece`` without a place after its name, as (written, canonical, id) when it is an employer."""
    name = piece
    if "," in piece and is_location(piece.split(",", 1)[1]):
        name = piece.split(",", 1)[0].strip()  # "Gull University, Italy"
    canonical, org_id = resolve_written(orgs, name)
    if org_id is not None or (looks_like_org(name) and not names_unit(name)):
        return name, canonical, org_id
    return None


# "Kestrel University and (the) Gull Medical Center": one "and" between two names
_AND = re.compile(r"\s+and\s+(?:the\s+)?")
# a unit's word opening a piece ("Department of A and Institute of B"): units of one employer (GUIDE)
_UNIT_FIRST = re.compile(
    r"(?:the\s+)?(?:Department|Dept|Division|School|Faculty|Office|Program|Programme|Chair)\b", re.I
)


def and_employers(orgs: OrgGazetteer, written: str) -> list[tuple[str, str | None, str | None]] | None:
    """The two employers of a name that joins them with one "and", as (written, canonical, id): one
    the gazetteer knows, the other known too or named as a body of its own; None for one name that
    contains "and" ("University of Science and Technology", "Department of A and Institute of B").

    >>> from talentgraph.gazetteers import org_gazetteer
    >>> [c for _, c, _ in and_employers(org_gazetteer(), "Harvard University and Gull Medical Center")]
    ['Harvard University', None]
    >>> and_employers(org_gazetteer(), "Harvard University and Department of Tides") is None
    True
    >>> and_employers(org_gazetteer(), "Gull Institute of Tides and Harvard University") is None
    True
    """
    pieces = [p.strip(" ,") for p in _AND.split(written)]
    if len(pieces) != 2 or orgs.lookup(written) is not None:
        return None
    out: list[tuple[str, str | None, str | None]] = []
    for n, piece in enumerate(pieces):
        hit = orgs.lookup(piece)
        if hit is not None:
            out.append((piece, hit.org.name, hit.org.id))
        elif n == 0 and re.search(r"\s(?:of|for)\s", piece):
            return None  # "Kestrel Institute of Harvard and MIT": "and" goes on inside the name
        elif _STANDS_ALONE.match(piece) and looks_like_org(piece) and not _UNIT_FIRST.match(piece):
            out.append((piece, None, None))
        else:
            return None
    ids = [org_id for _, _, org_id in out if org_id is not None]
    related = {a.id for i in ids for a in orgs.ancestors(i)} & set(ids)
    if not ids or len(set(ids)) < len(ids) or related:
        return None  # "Kestrel University and Kestrel Medical School": one employer and its part
    return out


def joint_employers(affiliations: list[Affiliation], orgs: OrgGazetteer) -> list[Affiliation]:
    """Each post whose unit joins further employers with " / " or " & ", followed by one post per
    employer; a unit with a piece that is neither an employer nor a place is left whole.

    >>> post = Affiliation("Kestrel University", "Kestrel University", None, "/ Gull Technical University",
    ...                    "Postdoc", "2018", "2021", None, None)
    >>> [(a.org_text, a.unit, a.start) for a in joint_employers([post], OrgGazetteer([]))]
    [('Kestrel University', None, '2018'), ('Gull Technical University', None, '2018')]
    """
    out: list[Affiliation] = []
    for aff in _joint_names(affiliations, orgs):
        pair = _unit_and_employer(aff, orgs)
        if pair is not None:
            out += _at_each(aff, pair, None)
            continue
        pieces = [p.strip(" ,") for p in _JOIN.split(aff.unit or "")]
        if len(pieces) < 2:
            out.append(aff)
            continue
        found = [(p, _employer(orgs, p)) for p in pieces if p]
        employers = [
            e
            for _, e in found
            if e is not None and e[0] != aff.org_text and (e[1] is None or e[1] != aff.org)
        ]
        if not employers or any(e is None and not is_location(p) for p, e in found):
            out.append(aff)  # "Kestrel Research & Development Team": one unit's name, joined
            continue
        out.append(replace(aff, unit=None))
        out += [replace(aff, org=canonical or written, org_text=written, org_id=org_id, unit=None)
                for written, canonical, org_id in employers]  # fmt: skip
    return out


# "postdoc and then research scientist", "intern, then engineer", "analyst and later manager": two roles
# held one after the other, joined by a word of sequence (a plain "and" names one post: "Lecturer and Tutor")
_SEQUENCE = re.compile(
    r",?\s+(?:and\s+)?(?:then|later|subsequently)\s+(?:as\s+)?(?:an?\s+)?|,\s+(?:then|later)\s+", re.I
)


def successive_roles(affiliations: list[Affiliation]) -> list[Affiliation]:
    """Each post whose role joins two roles held in turn ("A and then B") as one post per role, both
    at the post's organisation, unit and dates (GUIDE: one post per role).

    >>> post = Affiliation("Kestrel University", "Kestrel University", None, None,
    ...                    "postdoc and then research scientist", None, None, None, None)
    >>> [a.role for a in successive_roles([post])]
    ['postdoc', 'research scientist']
    """
    out: list[Affiliation] = []
    for aff in affiliations:
        parts = _SEQUENCE.split(aff.role or "", maxsplit=1)
        if len(parts) == 2 and all(p.strip() and has_role(p) for p in parts):
            out += [replace(aff, role=parts[0].strip(" ,")), replace(aff, role=parts[1].strip(" ,"))]
        else:
            out.append(aff)
    return out


def _at_each(
    aff: Affiliation, employers: list[tuple[str, str | None, str | None]], unit: str | None
) -> list[Affiliation]:
    """``aff`` as a post at each of ``employers`` (written, canonical, id), in ``unit``."""
    return [
        replace(aff, org=canonical or name, org_text=name, org_id=org_id, unit=unit)
        for name, canonical, org_id in employers
    ]


def _unit_and_employer(
    aff: Affiliation, orgs: OrgGazetteer
) -> list[tuple[str, str | None, str | None]] | None:
    """The two employers of a post whose unit is the first of "A and B", B its organisation, when B's
    name ends where the line's name does ("Gull Center and Kestrel University, 2016–2019"; not "Gull
    Center and NASA Kestrel Institute", where B is only the start of a longer name)."""
    before = re.fullmatch(r"(.+?)\s+and", aff.unit or "")
    said = aff.evidence.text if aff.evidence else ""
    if before is None or not aff.org_text:
        return None
    written = f"{before.group(1)} and {aff.org_text}"
    at = said.find(written)
    if at < 0 or not re.match(r"\s*(?:[,;(|–-]|\d|$)", said[at + len(written) :]):
        return None
    return and_employers(orgs, written)


#: a name that can stand alone: two words at least, the first no word that continues a name ("Kestrel
#: College & State University", "Gull Research & Technologies" are one name each)
_STANDS_ALONE = re.compile(
    r"(?!(?:State|University|College|Institute|Technolog\w*|Research|Sciences?|Engineering|Development|Design|"
    r"Management|Partners|Associates|Sons|Company|Arts|Medicine|Health)\b)\S+\s+\S"
)


def _joint_names(affiliations: list[Affiliation], orgs: OrgGazetteer) -> list[Affiliation]:
    """Each post whose organisation as written is two employers joined by " / " or " & " ("Kestrel
    University & Gull Museum", a data file's ``company``) as one post at each; a name the gazetteer
    knows whole, with a piece that is no employer or a piece that continues the first ("Kestrel College &
    State University") stays.

    >>> post = Affiliation("Kestrel University & Gull Museum", "Kestrel University & Gull Museum", None, None,
    ...                    "Postdoc", "2018", "2021", None, None)
    >>> [(a.org_text, a.start) for a in _joint_names([post], OrgGazetteer([]))]
    [('Kestrel University', '2018'), ('Gull Museum', '2018')]
    >>> one = replace(post, org="Kestrel College & State University", org_text="Kestrel College & State University")
    >>> [a.org_text for a in _joint_names([one], OrgGazetteer([]))]
    ['Kestrel College & State University']
    """
    out: list[Affiliation] = []
    for aff in affiliations:
        written = aff.org_text or ""
        pair = and_employers(orgs, written)
        # both names known: a name the gazetteer lacks ends many a row's organisation ("… and Gull
        # Research Centre" of the held-out people was as often the first employer's own part)
        if pair and all(org_id for _, _, org_id in pair):
            unit = None if aff.unit and aff.unit in written else aff.unit  # the unit was a piece
            out += _at_each(aff, pair, unit)
            continue
        pieces = [p.strip(" ,") for p in _JOIN.split(written)] if _JOIN.search(written) else []
        found = [_employer(orgs, p) for p in pieces if p]
        employers = [e for e in found if e is not None]
        if (
            len(found) != 2
            or len(employers) != 2
            or orgs.lookup(written) is not None
            or any(orgs.lookup(p) is None and not _STANDS_ALONE.match(p) for p in pieces)
        ):
            out.append(aff)
            continue
        unit = None if aff.unit in {name for name, _, _ in employers} else aff.unit  # the unit was a piece
        out += [replace(aff, org=canonical or name, org_text=name, org_id=org_id, unit=unit)
                for name, canonical, org_id in employers]  # fmt: skip
    return out


def joint_schools(education: list[Education], orgs: OrgGazetteer) -> list[Education]:
    """Each study whose school is two schools joined by "and" ("my joint PhD from Kestrel University
    and Gull Institute") as one study at each, with the same degree and dates, when both schools are
    known or the line calls the degree joint; a name that only contains "and" ("University of Science
    and Technology") stays whole.

    >>> phd = Education(None, "Kestrel University and Gull Research (Tide DTP)", None, "Joint Ph.D.", None, None, "2020")
    >>> [(e.institution_text, e.degree) for e in joint_schools([phd], OrgGazetteer([]))]
    [('Kestrel University', 'Joint Ph.D.'), ('Gull Research', 'Joint Ph.D.')]
    >>> one = Education(None, "University of Science and Technology", None, "B.Sc.")
    >>> [e.institution_text for e in joint_schools([one], OrgGazetteer([]))]
    ['University of Science and Technology']
    """
    out: list[Education] = []
    for study in education:
        written = re.sub(r"\s*\([^()]*\)\s*$", "", study.institution_text or "")  # "(Tide DTP)"
        pieces = [p.strip(" ,") for p in re.split(r"\s+and\s+", written)]
        schools = [school for p in pieces if (school := _school(orgs, p)) is not None]
        said = f"{study.degree} {study.evidence.text if study.evidence else ''}"
        known = all(org_id is not None for _, org_id in schools)
        if (
            len(pieces) != 2
            or len(schools) != 2
            or study.degree is None
            or orgs.lookup(written) is not None
            or not (known or _JOINT.search(said))  # "X and Y" alone may be one school's long name
        ):
            out.append(study)
            continue
        out += [replace(study, institution=name, institution_text=piece, org_id=org_id)
                for piece, (name, org_id) in zip(pieces, schools, strict=True)]  # fmt: skip
    return out


def _school(orgs: OrgGazetteer, piece: str) -> tuple[str | None, str | None] | None:
    """(canonical name, id) of ``piece`` when it is a school of its own, known or by its form."""
    hit = orgs.lookup(piece)
    if hit is not None:
        return hit.org.name, hit.org.id
    return (None, None) if looks_like_org(piece) and not names_unit(piece) else None


# "Widget Institute of Kestrel University": a unit named with the university it belongs to
_UNIT_OF_SCHOOL = re.compile(
    r"^(?:the\s+)?(?P<unit>\S.*?\s(?:Institute|School|Department|Centre|Center|Laboratory|Lab|Faculty|Division))"
    r"\s+of\s+(?:the\s+)?(?P<school>.*\b(?:University|Universit\w+|Academy)\b.*)$"
)
# "Kestrel's Widget Institute": the school's own unit
_SCHOOLS_UNIT = re.compile(
    r"^(?P<school>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,4})['’]s\s+"
    r"(?P<unit>.*\b(?:Institute|School|Department|Centre|Center|Laboratory|Lab|Faculty|Division)\b.*)$"
)


def awarding_schools(education: list[Education], orgs: OrgGazetteer) -> list[Education]:
    """Each study whose school is written as a unit of a university ("the Widget Institute of Kestrel
    University", "Kestrel's Widget Institute") as a study at that university, as GUIDE.md names the
    parent the institution; a name the gazetteer knows whole stays.

    >>> s = [Education(None, "Widget Institute of Kestrel University", None, "M.S."),
    ...      Education(None, "GU's Courant Institute of Tides", None, "Ph.D."),
    ...      Education(None, "Women's College Hospital", None, "M.D."),
    ...      Education(None, "Kestrel Institute of Technology", None, "B.S.")]
    >>> [e.institution_text for e in awarding_schools(s, OrgGazetteer([]))]
    ['Kestrel University', 'GU', "Women's College Hospital", 'Kestrel Institute of Technology']
    """
    out: list[Education] = []
    for study in education:
        written = study.institution_text or ""
        m = _UNIT_OF_SCHOOL.match(written) or _SCHOOLS_UNIT.match(written)
        if m is None or orgs.lookup(written) is not None:
            out.append(study)
            continue
        school = m.group("school").strip(" ,.")
        if not (
            orgs.lookup(school) is not None or looks_like_org(school) or re.fullmatch(r"[A-Z]{2,6}", school)
        ):
            out.append(study)
            continue
        name, org_id = resolve_written(orgs, school)
        out.append(replace(study, institution=name, institution_text=school, org_id=org_id))
    return out


_SCHOOL_NAME = re.compile(
    r"Universit|\bUniv\b|College|School|Academy|Polytechn|Institute of Technology|Hochschule|[ÉE]cole|Faculty"
)


def without_hosted_doctorates(education: list[Education]) -> list[Education]:
    """``education`` without the doctoral studies read at a research body that is no school (a lab,
    an institute, a bank's traineeship: "Doctoral Candidate, Gull Research Centre, 2011–2015") when a
    doctoral study at a school covers the same years: the school awarded the degree, the body hosted it.

    >>> phd = Education(None, "Kestrel University", None, "Dr. rer. nat.", None, "2011", "2015")
    >>> lab = Education(None, "Gull Research Centre", None, "Ph.D.", None, "2011-09", "2015-02")
    >>> [e.institution_text for e in without_hosted_doctorates([phd, lab])]
    ['Kestrel University']
    >>> [e.institution_text for e in without_hosted_doctorates([phd, replace(lab, start="2016", end="2019")])]
    ['Kestrel University', 'Gull Research Centre']
    >>> from talentgraph.model import Evidence
    >>> one = Evidence(3, "PhD, Gull Gardens and Kestrel University, 2011-2015")
    >>> joint = [replace(phd, evidence=one), replace(lab, institution_text="Gull Gardens", evidence=one)]
    >>> [e.institution_text for e in without_hosted_doctorates(joint)]
    ['Kestrel University', 'Gull Gardens']
    """
    levels = degree_levels()

    def doctoral(e: Education) -> bool:
        return levels.get(e.degree or "") == "doctorate" and bool(e.institution_text)

    def years(e: Education) -> tuple[str, str]:
        end = "9999" if e.end == "present" else (e.end or "")[:4]
        return (e.start or end)[:4], end or "9999"

    def school(e: Education) -> bool:
        text = e.institution_text or ""
        return bool(_SCHOOL_NAME.search(text)) or re.fullmatch(r"[A-Z]{2,6}", text) is not None

    schools = [e for e in education if doctoral(e) and school(e) and years(e)[0]]
    out = []
    for e in education:
        if doctoral(e) and not school(e) and years(e)[0]:
            a0, a1 = years(e)
            line = e.evidence.line if e.evidence else None
            # a joint degree's two schools share their line ("PhD, Gull Gardens and Kestrel University")
            if any(
                b0 <= a1 and a0 <= b1
                for b0, b1 in map(
                    years,
                    schools
                    if line is None
                    else [b for b in schools if not (b.evidence and b.evidence.line == line)],
                )
            ):
                continue
        out.append(e)
    return out
