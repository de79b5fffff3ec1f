"""One person's career as data: positions and studies with their stated precision, and the
colleagues who overlapped with each (from the ``shared-employers`` query).

Dates keep the precision they were written with: ``start_written`` is ``"2019"`` for a year-only
date, ``"2019-06"`` for a month. ``start``/``end`` are the normalised bounds used to place a bar.

>>> s = Stint("f", "position", "Intern", "o", "ACME", "o", "ACME", "company", "2019-01-01",
...           "2019-12-31", False, "2019", "2019")
>>> s.precision, s.period
('year', '2019')
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, replace
from datetime import date

from rdflib import URIRef

from ..analysis.employers import overlap_months, pair_rows
from ..analysis.paths import format_period
from ..analysis.projection import labels
from ..derive import OPEN_END
from ..queries import lookup_entity, run_query_strings, select_values_strings
from ..store.base import Store, StringRows
from .page import gc_paused

__all__ = [
    "Career",
    "Colleague",
    "Evidence",
    "Stint",
    "career",
    "evidence_texts",
    "merge_restated",
    "organisations",
    "person_names",
    "stints",
    "stints_of",
]

_PRECISION = {4: "year", 7: "month", 10: "day"}
_RANK = {"unknown": 0, "year": 1, "month": 2, "day": 3}


@dataclass(frozen=True)
class Evidence:
    """Where a fact was read: document, line and the line's text."""

    source: str
    line: int
    text: str | None = None

    @property
    def ref(self) -> str:
        return f"{self.source}:{self.line}"


@dataclass(frozen=True)
class Colleague:
    """Someone who was at the same employer as a stint, and how long their periods overlapped."""

    person: str
    name: str
    employer: str
    title: str | None
    start: str | None
    end: str | None
    overlap_start: str | None
    overlap_end: str | None
    overlap_months: int
    evidence: Evidence | None = None
    period: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "period", format_period(self.start, self.end, self.end == "present"))


@dataclass(frozen=True)
class Stint:
    """One position or study: where, what, when (as written and as bounds) and its evidence."""

    fact: str
    kind: str
    title: str | None
    org: str
    org_name: str
    top: str
    top_name: str
    top_type: str
    start: str | None
    end: str | None
    ongoing: bool
    start_written: str | None = None
    end_written: str | None = None
    evidence: Evidence | None = None
    person: str = ""
    person_name: str = ""
    colleagues: list[Colleague] = field(default_factory=list)
    #: the same position or study stated by other documents (see :func:`merge_restated`)
    also: list[Evidence] = field(default_factory=list)
    #: the coarser of the two written dates: 'day', 'month', 'year' or 'unknown'
    precision: str = field(init=False)
    #: the period in words, e.g. '2019–21' or '2020–present' (talentgraph.analysis.paths.format_period)
    period: str = field(init=False)

    def __post_init__(self) -> None:
        found = [_PRECISION.get(len(w), "unknown") for w in (self.start_written, self.end_written) if w]
        object.__setattr__(self, "precision", min(found, key=_RANK.__getitem__) if found else "unknown")
        object.__setattr__(
            self, "period", format_period(self.start, "present" if self.ongoing else self.end, self.ongoing)
        )


@dataclass
class Career:
    """A person's stints in time order, with ``today`` as the date an open end stands for."""

    person: str
    name: str
    today: str
    stints: list[Stint] = field(default_factory=list)


def _opt(value: object) -> str | None:
    return None if value is None or value == "" else str(value)


def _evidence(source: object, line: object, text: object) -> Evidence | None:
    if source is None or line is None:
        return None
    return Evidence(str(source), int(str(line)), _opt(text))


def organisations(store: Store) -> dict[str, tuple[str, str, str, str]]:
    """Organisation IRI → (name, top-level IRI, top-level name, type), from one query of plain
    scans joined here (``_organisation-facts``; the rows of ``_organisations``, whose joins in
    SPARQL cost 3x as much): the top is the highest of up to five reference-graph parents up, a
    name the organisation's label (else its IRI), a type the top's ("other" when it has none); of
    two parents, labels or types, the least."""
    found: list[str] = []
    parent: dict[str, str] = {}
    label: dict[str, str] = {}
    kind: dict[str, str] = {}
    for what, a, b in run_query_strings(store, "_organisation-facts"):
        if a is None:
            continue
        if what == "org":
            found.append(a)
        elif b is not None:
            into = parent if what == "parent" else label if what == "label" else kind
            into[a] = min(b, into.get(a, b))
    out = {}
    for org in found:
        top = org
        for _ in range(5):
            if top not in parent:
                break
            top = parent[top]
        name = label.get(org, org)
        out[org] = (name, top, label.get(top, name), kind.get(top, "other"))
    return out


def person_names(store: Store, people: Collection[str] | None = None) -> dict[str, str]:
    """Person IRI → display name (a stated name, else the label an unnamed person gets) for
    everyone (``_people-named``, then the labels of those with no stated name), or for the given
    IRIs; rows of plain strings."""
    stated: dict[str, str] = {}
    if people is None:
        everyone = set()
        for who, name in run_query_strings(store, "_people-named"):
            if who is not None:
                everyone.add(who)
                if name is not None:
                    stated[who] = min(name, stated.get(who, name))
        unnamed = everyone - set(stated)
        return (person_names(store, unnamed) if unnamed else {}) | stated
    rows = select_values_strings(store, "_person-names", "person", [URIRef(p) for p in sorted(people)])
    fallback: dict[str, str] = {}
    for who, name, label in rows:
        if who is None:
            continue
        if name is not None:
            stated[who] = min(name, stated.get(who, name))
        elif label is not None:
            fallback[who] = min(label, fallback.get(who, label))
    return fallback | stated


def stints(store: Store, person: str | None = None, written: bool = True) -> list[Stint]:
    """Every position and study (of ``person``, an IRI or name, or of everyone), one per fact.

    ``written=False`` leaves out the dates as written (``start_written``/``end_written``; the
    precision is then 'unknown'): two plain scans of the whole store (``_posts-all`` and
    ``_post-details``), faster than reading the dates as written."""
    if person:
        return stints_of(store, [str(lookup_entity(store, "person", person))])
    if written:
        return _stints(store, _career_rows(run_query_strings(store, "_career")), None)
    posts = run_query_strings(store, "_posts-all").dicts()
    return stints_of_posts(store, posts, organisations(store), every=True)


def stints_of(
    store: Store, people: Collection[str], orgs: dict[str, tuple[str, str, str, str]] | None = None
) -> list[Stint]:
    """The positions and studies of the given people (IRIs), one query per 500 people, each
    starting from the person; ``orgs`` is :func:`organisations` when the caller has it."""
    rows = select_values_strings(store, "_career", "person", [URIRef(p) for p in sorted(set(people))])
    return _stints(store, _career_rows(rows), people, orgs)


def stints_of_posts(
    store: Store,
    posts: list[dict[str, str | None]],
    orgs: dict[str, tuple[str, str, str, str]],
    names: dict[str, str] | None = None,
    every: bool = False,
) -> list[Stint]:
    """Stints (without the dates as written) of ``_posts`` rows, with the titles and evidence
    of those posts only (``_post-details``, one query per 500 posts; ``every``: one query reads
    every post's, cheaper when the rows are more than about an eighth of the store's posts: a
    post costs ~9x more in a VALUES block than in the whole scan); ``names`` are the people's
    (:func:`person_names`) when the caller has them."""
    about = {str(row["fact"]): row for row in posts if row["fact"] is not None}
    if every:
        details = run_query_strings(store, "_post-details")
    else:
        details = select_values_strings(store, "_post-details", "fact", [URIRef(f) for f in sorted(about)])
    # one row a post (with no detail stated it still gets one), its details pivoted into it as
    # _career_rows does, the least value of a field stated twice
    rows: dict[str, dict[str, str | None]] = {}
    for f, post in about.items():
        ongoing = post["end"] == OPEN_END
        rows[f] = {
            "fact": f,
            "person": post["person"],
            "kind": post["kind"],
            "org": post["org"],
        } | dict.fromkeys(_FIELDS)
        rows[f] |= {
            "start": post["start"],
            "end": None if ongoing else post["end"],
            "ongoing": "yes" if ongoing else None,
        }
    for fact, key, value in details:
        row = rows.get(fact or "")
        if row is None or key not in _DETAILS or value is None:
            continue
        row[key] = _least(key, row[key], value)
    for row in rows.values():
        if row["kind"] == "education":
            degree, study = row.pop("degree"), row.pop("fieldOfStudy")
            row["title"] = ", ".join(x for x in (degree, study) if x) if degree or study else None
    if names is None:
        names = person_names(store, None if every else {str(p["person"]) for p in about.values()})
    return _stints(store, list(rows.values()), None, orgs, names)


#: the fields of a ``_career`` row that a stint keeps one value of (the least, when several)
_FIELDS = (
    "title", "degree", "fieldOfStudy", "start", "end", "ongoing", "startWritten", "endWritten",
    "line", "text", "source",
)  # fmt: skip
#: the fields ``_post-details`` states
_DETAILS = frozenset(("title", "degree", "fieldOfStudy", "line", "text", "source"))


def _least(key: str, old: str | None, value: str) -> str:
    """The value a stint keeps of a field stated twice: the least, a line number as a number.

    >>> _least("line", "12", "9"), _least("title", "Postdoc", "Fellow")
    ('9', 'Fellow')
    """
    if old is None:
        return value
    if key == "line" and old.isdigit() and value.isdigit():
        return min(old, value, key=int)
    return min(old, value)


def _career_rows(result: StringRows) -> list[dict[str, str | None]]:
    """``_career``'s rows (one stated field a row) as one row per fact, with the columns
    :func:`_stints` reads."""
    facts: dict[str, dict[str, str | None]] = {}
    for person, fact, kind, org, key, value in result:
        if fact is None or key is None or value is None:
            continue
        row = facts.setdefault(
            fact, {"fact": fact, "person": person, "kind": kind, "org": org} | dict.fromkeys(_FIELDS)
        )
        if key in row and key != "org":
            row[key] = _least(key, row[key], value)
    for row in facts.values():
        if row["kind"] == "education":
            degree, study = row.pop("degree"), row.pop("fieldOfStudy")
            row["title"] = ", ".join(x for x in (degree, study) if x) if degree or study else None
        row["ongoing"] = "yes" if row["ongoing"] is not None else None
    return list(facts.values())


def _stints(
    store: Store,
    rows: list[dict[str, str | None]],
    people: Collection[str] | None,
    orgs: dict[str, tuple[str, str, str, str]] | None = None,
    names: dict[str, str] | None = None,
) -> list[Stint]:
    """Stints from rows of one fact each (person, fact, kind, title, org, start, end, ongoing,
    startWritten, endWritten, source, line, text), one per fact, named (``people``:
    whose names to fetch, None for everyone's; or ``names`` when given)."""
    orgs = organisations(store) if orgs is None else orgs
    names = person_names(store, people) if names is None else names
    seen: dict[str, Stint] = {}
    for row in rows:
        fact = row["fact"]
        if fact is None or fact in seen:  # several evidence lines: keep the first
            continue
        org, who = str(row["org"]), str(row["person"])
        org_name, top, top_name, top_type = orgs.get(org, (org, org, org, "other"))
        seen[fact] = Stint(
            fact=fact,
            kind=str(row["kind"]),
            title=_opt(row["title"]),
            org=org,
            org_name=org_name,
            top=top,
            top_name=top_name,
            top_type=top_type,
            start=_opt(row["start"]),
            end=_opt(row["end"]),
            ongoing=row["ongoing"] == "yes",
            start_written=_opt(row.get("startWritten")),
            end_written=_opt(row.get("endWritten")),
            evidence=_evidence(row["source"], row["line"], row["text"]),
            person=who,
            person_name=names.get(who, who),
        )
    return sorted(seen.values(), key=lambda s: (s.person, s.start or "9999", s.end or "9999", s.kind, s.fact))


def evidence_texts(store: Store, people: str | Iterable[str]) -> dict[str, str]:
    """``source:line`` → the line's text, for the facts of ``people`` (an IRI or several IRIs):
    one ``_evidence-texts`` query per 500 people."""
    wanted = [people] if isinstance(people, str) else sorted(set(people))
    out: dict[str, str] = {}
    rows = select_values_strings(store, "_evidence-texts", "person", [URIRef(p) for p in wanted])
    # in the order of the sources query (document, line, kind): a line's first fact gives its text
    found = [
        (source, int(line), kind or "", text)
        for _, source, line, kind, text in rows
        if source and line and text
    ]
    for source, line, _, text in sorted(found):
        out.setdefault(f"{source}:{line}", text)
    return out


def _split_ref(ref: object, texts: dict[str, str]) -> Evidence | None:
    if not ref or ":" not in str(ref):
        return None
    source, _, line = str(ref).rpartition(":")
    return Evidence(source, int(line), texts.get(str(ref))) if line.isdigit() else None


@gc_paused()
def career(store: Store, person: str, today: date | None = None) -> Career:
    """The career of ``person`` (name or IRI) with overlapping colleagues beside each position."""
    iri = str(lookup_entity(store, "person", person))
    orgs = organisations(store)
    rows = stints_of(store, [iri], orgs)
    name = rows[0].person_name if rows else _name(store, iri)
    by_ref = {s.evidence.ref: s for s in rows if s.evidence is not None and s.kind == "position"}
    found: dict[str, dict[tuple[str, str | None], Colleague]] = {s.fact: {} for s in rows}
    # the shared-employers rows, read in phases (the join, then each found post once)
    shared, _ = pair_rows(store, iri, True, today or date.today())
    # the text of each colleague's evidence line: one query for all of them
    texts = evidence_texts(store, {str(row["personB"]) for row in shared if row.get("evidenceB")})
    for row in shared:
        stint = by_ref.get(str(row.get("evidenceA"))) or next(
            (
                s
                for s in rows
                if s.kind == "position"
                and s.start == _opt(row.get("startA"))
                and s.title == _opt(row.get("titleA"))
            ),
            None,
        )
        if stint is None:
            continue
        other = str(row["personB"])
        colleague = Colleague(
            person=other,
            name=str(row.get("nameB") or other),
            employer=_stated_employer(orgs, row.get("orgB"), row.get("employerName") or stint.top_name),
            title=_opt(row.get("titleB")),
            start=_opt(row.get("startB")),
            end=_opt(row.get("endB")),
            overlap_start=_opt(row.get("overlapStart")),
            overlap_end=_opt(row.get("overlapEnd")),
            overlap_months=overlap_months(
                _opt(row.get("overlapStart")), _opt(row.get("overlapEnd")), row.get("overlapMonths")
            ),
            evidence=_split_ref(row.get("evidenceB"), texts),
        )
        found[stint.fact].setdefault(
            (other, colleague.evidence.ref if colleague.evidence else None), colleague
        )
    out = merge_restated(
        [
            replace(s, colleagues=sorted(found[s.fact].values(), key=lambda c: (-c.overlap_months, c.name)))
            for s in rows
        ]
    )
    out.sort(key=lambda s: (s.start or "9999", s.end or "9999", s.kind, s.org_name))
    return Career(iri, name, (today or date.today()).isoformat(), out)


def _stated_employer(orgs: dict[str, tuple[str, str, str, str]], stated: object, shared: object) -> str:
    """The colleague's organisation as their document names it, with the level both share when
    that is another: 'Meta AI (Meta)'."""
    name = orgs[str(stated)][0] if str(stated) in orgs else str(shared)
    return name if name == str(shared) else f"{name} ({shared})"


def _same_fact_key(stint: Stint) -> tuple[str, str, str, str]:
    title = "".join(c for c in (stint.title or "").lower() if c.isalnum())
    return stint.kind, stint.top, title, (stint.start or "")[:4]


def merge_restated(stints: list[Stint]) -> list[Stint]:
    """One row for a position or study that several documents state (same kind, top-level
    organisation, title and start year): the most precise statement leads (on a tie, the one
    naming a unit such as Meta AI rather than Meta), the others' evidence goes to
    ``also``, and the colleagues are joined (each once, with the longest overlap)."""
    groups: dict[tuple[str, str, str, str], list[Stint]] = {}
    for stint in stints:
        groups.setdefault(_same_fact_key(stint), []).append(stint)
    out = []
    for group in groups.values():
        lead = max(group, key=lambda s: (_RANK[s.precision], s.org != s.top))
        colleagues: dict[str, Colleague] = {}
        for stint in group:
            for c in stint.colleagues:
                if c.person not in colleagues or c.overlap_months > colleagues[c.person].overlap_months:
                    colleagues[c.person] = c
        also = [s.evidence for s in group if s is not lead and s.evidence is not None]
        ordered = sorted(colleagues.values(), key=lambda c: (-c.overlap_months, c.name))
        out.append(replace(lead, colleagues=ordered, also=also))
    return out


def _name(store: Store, iri: str) -> str:
    return labels(store, [iri]).get(iri, iri)
