"""Score extraction against hand annotations: precision, recall and F1 per field.

Each gold YAML file (``source``, ``person``, ``affiliations``, ``education``… as in the profile JSON)
names a document in the documents folder; the document is extracted and resolved, and its items are
matched one-to-one (greedily, best pairs first) against the gold items of each field. Matching is
lenient on spelling (case, accents, punctuation, organisation aliases via the gazetteer, fuzzy names)
and strict on dates (two readings aside: a post stated with a single date, "2017: Visiting Scholar",
matches whether it is written as a start only or as start = end; and a day is compared as its
month, since a CV's days are noise that annotators keep or drop). A project also matches by its
main title (no "[Funder]" tag, "(ACRONYM)" or subtitle) and a topic by the concept of the topic
scheme both labels name; a one-word topic matches only a label spelled nearly the same ("Model" is
no match for "Model Predictive Control"); every rule applies to every set alike.

>>> score = FieldScore("topics", tp=3, fp=1, fn=2)
>>> round(score.precision, 2), round(score.recall, 2), round(score.f1, 3)
(0.75, 0.6, 0.667)
>>> FieldScore("people").f1  # nothing expected, nothing found: perfect
1.0
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from rapidfuzz import fuzz

from .errors import SourceError, TalentGraphError
from .gazetteers import normalize_name
from .model import Profile

__all__ = [
    "EXTRA_FIELDS",
    "MAIN_FIELDS",
    "DocumentResult",
    "EvalReport",
    "FieldScore",
    "evaluate",
    "format_report",
]

#: Fields of the micro-average, in report order, with their labels.
MAIN_FIELDS: dict[str, str] = {
    "name": "person name",
    "affiliations": "affiliations (org)",
    "affiliation_dates": "affiliations (org+dates)",
    "education": "education (inst+degree)",
    "projects": "projects",
    "people": "people",
    "topics": "topics",
}
#: Fields reported but not averaged.
EXTRA_FIELDS: dict[str, str] = {
    "technologies": "technologies",
    "publications": "publications (venue+year)",
    "awards": "awards",
}
FUZZY_THRESHOLD = 90


@dataclass
class FieldScore:
    """Counts for one field; ``tn`` counts a null person name correctly left null."""

    field: str
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    @property
    def precision(self) -> float:
        """tp / (tp + fp); with no predictions, 1.0 when nothing was missed, else 0.0."""
        if self.tp + self.fp == 0:
            return 1.0 if self.fn == 0 else 0.0
        return self.tp / (self.tp + self.fp)

    @property
    def recall(self) -> float:
        """tp / (tp + fn); with nothing to find, 1.0 when nothing spurious was found, else 0.0."""
        if self.tp + self.fn == 0:
            return 1.0 if self.fp == 0 else 0.0
        return self.tp / (self.tp + self.fn)

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def add(self, other: FieldScore) -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        self.tn += other.tn


@dataclass
class DocumentResult:
    """One gold file's scores, with the gold items missed and the extracted items not in the gold."""

    source: str
    scores: dict[str, FieldScore]
    missed: dict[str, list[str]] = field(default_factory=dict)
    spurious: dict[str, list[str]] = field(default_factory=dict)
    error: str | None = None


@dataclass
class EvalReport:
    """All documents' results; :attr:`totals` sums them per field, :attr:`micro` over the main fields."""

    documents: list[DocumentResult]

    @property
    def totals(self) -> dict[str, FieldScore]:
        totals = {name: FieldScore(name) for name in (*MAIN_FIELDS, *EXTRA_FIELDS)}
        for doc in self.documents:
            for name, score in doc.scores.items():
                totals[name].add(score)
        return totals

    @property
    def micro(self) -> FieldScore:
        micro = FieldScore("micro")
        totals = self.totals
        for name in MAIN_FIELDS:
            micro.add(totals[name])
        return micro


# -- matching ----------------------------------------------------------------------------------


def _s(value: Any) -> str | None:
    """A YAML scalar as text (``2021`` and ``2021-06-01`` dates included); None when empty."""
    if value is None:
        return None
    if isinstance(value, _dt.date):
        return value.isoformat()[:10]
    text = str(value).strip()
    return text or None


#: one family of spellings of a university's name: the head word in any language or abbreviated,
#: with or without "of" ("Universidad de X", "Univ. of X", "University X" all read "X university")
_UNIVERSITY = re.compile(
    r"(?:university|universidad|universidade|universite|universitat|universita|universiteit|"
    r"uniwersytet|univerzita|univ|u)(?: (?:of|de|di|del|do|da|della|degli))? (.+)"
)


def _norm(text: str) -> str:
    """normalize_name, with the family of "University of X" spellings read as "X University".

    >>> {_norm(t) for t in ("University of Iowa", "Univ. of Iowa", "University Iowa", "Iowa University")}
    {'iowa university'}
    >>> _norm("Universidad de La Laguna") == _norm("University of La Laguna")
    True
    >>> _norm("Technische Universität Berlin")
    'technische universitat berlin'
    """
    key = normalize_name(text)
    m = _UNIVERSITY.fullmatch(key)
    if m and not (key.startswith("u ") and not key.startswith("u of ")):
        return f"{m.group(1)} university"
    return key


def _fuzzy(a: str | None, b: str | None) -> float:
    """101 for equal normalised text, else the token-set ratio when ≥ the threshold, else 0."""
    if not a or not b:
        return 0.0
    na, nb = _norm(a), _norm(b)
    if not na or not nb:
        return 0.0
    if na == nb:
        return 101.0
    score = float(fuzz.token_set_ratio(na, nb))
    return score if score >= FUZZY_THRESHOLD else 0.0


@cache
def _gazetteer() -> Any:
    from .gazetteers import org_gazetteer

    try:
        return org_gazetteer()
    except TalentGraphError:
        return None


def _org_id(text: str) -> str | None:
    gaz = _gazetteer()
    hit = gaz.lookup(text) if gaz is not None and text else None
    return str(hit.org.id) if hit is not None else None


def _within(org_id: str | None, gold_id: str | None) -> bool:
    """True when ``org_id`` is ``gold_id`` or one of its parts (a lab of a company) in the gazetteer."""
    gaz = _gazetteer()
    if not org_id or not gold_id or gaz is None or org_id not in gaz.orgs:
        return False
    return org_id == gold_id or gold_id in {o.id for o in gaz.ancestors(org_id)}


def _org_score(gold: Sequence[str | None], found: Sequence[str | None], found_id: str | None = None) -> float:
    """How well organisation names agree: equal, same gazetteer id, nearly equal spelling (≥ 90), or
    a part of the gold organisation ("Meta AI" for "Meta": its gazetteer parent, or its name plus words);
    never two names the gazetteer knows as different organisations.

    >>> _org_score(["University of Washington"], ["Washington University in St. Louis"])
    0.0
    >>> _org_score(["University of Duisburg-Essen"], ["University Duisburg-Essen"])
    101.0
    """
    best = 0.0
    for g in filter(None, gold):
        gid, ng = _org_id(g), _norm(g)
        if gid and gid == found_id:
            best = max(best, 100.0)
        elif _within(found_id, gid):
            best = max(best, 95.0)
        for f in filter(None, found):
            nf, fid = _norm(f), _org_id(f)
            if gid and fid and gid != fid and not _within(fid, gid):
                continue  # two organisations the gazetteer tells apart ("Washington University")
            if ng and ng == nf:
                return 101.0
            if gid and gid == fid:
                best = max(best, 100.0)
            elif _within(fid, gid) or (ng and nf.startswith(ng + " ")):
                best = max(best, 95.0)
            ratio = fuzz.ratio(ng, nf)
            if ratio >= FUZZY_THRESHOLD:
                best = max(best, float(ratio))
    return best


def _degree_key(text: str | None) -> str:
    if not text:
        return ""
    from .extract.fields import find_degree

    found = find_degree(text)
    return _folded_degree(found[0] if found else text)


def _folded_degree(degree: str) -> str:
    """A degree's letters, lower-cased: the form two degrees are compared in ("M.Sc." → "msc")."""
    return re.sub(r"[^a-z]", "", degree.lower())


def _degree_match(gold: str | None, found: str | None) -> bool:
    """Same degree: equal canonical forms, one abbreviates the other (M.S. ~ M.Sc., B.E. ~ B.Eng.),
    or one names only the level the other has ("Master" ~ M.S., "Bachelor" ~ B.A.).

    >>> _degree_match("M.S.", "Master"), _degree_match("Bachelor", "B.Eng."), _degree_match("M.S.", "B.S.")
    (True, True, False)
    """
    if not gold:
        return True
    g, f = _degree_key(gold), _degree_key(found)
    if not g or not f:
        return False
    if g == f or (min(len(g), len(f)) >= 2 and (g.startswith(f) or f.startswith(g))):
        return True
    level_of = _degree_level_by_key()
    generic = {key for key, level in level_of.items() if key == level}  # "master", "bachelor"
    return bool({g, f} & generic) and level_of.get(g) is not None and level_of.get(g) == level_of.get(f)


@cache
def _degree_level_by_key() -> dict[str, str]:
    """Each canonical degree's comparison key and its level: {"ms": "master", "master": "master", …}."""
    from .extract.fields import degree_levels

    return {_folded_degree(degree): level for degree, level in degree_levels().items()}


def _greedy(
    gold: list[Any], found: list[Any], score: Callable[[Any, Any], float]
) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """One-to-one matching, best-scoring pairs first; returns (pairs, unmatched gold, unmatched found)."""
    candidates = [
        (s, gi, fi) for gi, g in enumerate(gold) for fi, f in enumerate(found) if (s := score(g, f)) > 0
    ]
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
    used_g: set[int] = set()
    used_f: set[int] = set()
    pairs = []
    for _, gi, fi in candidates:
        if gi not in used_g and fi not in used_f:
            used_g.add(gi)
            used_f.add(fi)
            pairs.append((gi, fi))
    return (
        pairs,
        [i for i in range(len(gold)) if i not in used_g],
        [i for i in range(len(found)) if i not in used_f],
    )


# -- fields ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Field:
    """One scored field: the gold/profile list it reads, how two items compare, how an item is shown."""

    key: str
    score: Callable[[Any, Any], float]
    show: Callable[[Any], str]


def _gold_list(gold: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """Gold items as mappings; a bare string (a topic) becomes ``{"name": s, "label": s}``."""
    items = gold.get(key) or []
    return [item if isinstance(item, dict) else {"name": item, "label": item} for item in items]


def _single_date(start: str | None, end: str | None) -> str | None:
    """The one date of a post stated with a single date ("2017: Visiting Scholar"), read either way:
    a start with no end, or start = end; None for any other interval."""
    return start if start and end in {None, start} else None


@cache
def _season_months() -> dict[str, str]:
    """A season's first month → its last, as the date reader reads seasons (``"06"`` → ``"08"``)."""
    from .extract.dates import SEASON_MONTHS  # lazily: the extract package is heavy to import

    return {f"{first:02d}": f"{last:02d}" for first, last in SEASON_MONTHS.values()}


def _season_start(start: str | None, end: str | None) -> str | None:
    """The first month of an interval that is exactly one season's months ("Summer 2019" read as
    2019-06..2019-08), else None.

    >>> _season_start("2019-06", "2019-08"), _season_start("2019-06", "2019-09"), _season_start("2019", "2019")
    ('2019-06', None, None)
    """
    if start and end and len(start) == len(end) == 7 and start[:4] == end[:4]:
        return start if _season_months().get(start[5:]) == end[5:] else None
    return None


def _month(value: str | None) -> str | None:
    """A date cut to its month at most: ``"2019-06-01"`` → ``"2019-06"``; years and months unchanged."""
    return value[:7] if value and len(value) == 10 and value[4] == "-" else value


def _dates_equal(g: dict[str, Any], f: Any) -> bool:
    """Same interval; a single stated date matches whether it was read as start-only or start = end,
    a lone season written as its first month matches its months, and a day counts as its month (a
    Hugo widget's "2019-06-01" is the "Jun 2019" it shows).

    >>> from types import SimpleNamespace as F
    >>> _dates_equal({"start": 2017}, F(start="2017", end="2017"))
    True
    >>> _dates_equal({"start": 2017, "end": 2017}, F(start="2017", end=None))
    True
    >>> _dates_equal({"start": 2017}, F(start="2017", end="present"))
    False
    >>> _dates_equal({"start": "2019-06"}, F(start="2019-06-01", end=None))
    True
    >>> _dates_equal({"start": "2019-06"}, F(start="2019-06", end="2019-08"))  # "Summer 2019"
    True
    >>> _dates_equal({"start": "2019-06", "end": "2019-08"}, F(start="2019-06", end="2019-06"))
    False
    """
    start, end = _month(_s(g.get("start"))), _month(_s(g.get("end")))
    f_start, f_end = _month(f.start), _month(f.end)
    if start == f_start and end == f_end:
        return True
    single = _single_date(start, end)
    if single is not None and single == _single_date(f_start, f_end):
        return True
    # a lone season: GUIDE writes its first month with no end, the reader its months (either side)
    return bool(
        (start and end is None and f_end is not None and _season_start(f_start, f_end) == start)
        or (f_start and f_end is None and end is not None and _season_start(start, end) == f_start)
    )


def _tiebreak(g: dict[str, Any], f: Any, base: float) -> float:
    """Among equally good name matches, prefer the pair whose dates also agree."""
    if not base:
        return 0.0
    if _dates_equal(g, f):
        return base + 0.5
    same_start = _month(_s(g.get("start"))) == _month(f.start)
    return float(base + 0.25 * same_start + 0.25 * (_month(_s(g.get("end"))) == _month(f.end)))


def _aff_score(g: dict[str, Any], f: Any) -> float:
    base = _org_score([_s(g.get("org")), _s(g.get("alias_in_text"))], [f.org, f.org_text], f.org_id)
    return _tiebreak(g, f, base)


def _show_aff(item: Any) -> str:
    if isinstance(item, dict):
        org, start, end = _s(item.get("org")), _s(item.get("start")), _s(item.get("end"))
    else:
        org, start, end = item.org or item.org_text, item.start, item.end
    return f"{org} ({start or '?'} – {end or '?'})"


def _edu_score(g: dict[str, Any], f: Any) -> float:
    if not _degree_match(_s(g.get("degree")), f.degree):
        return 0.0
    base = _org_score(
        [_s(g.get("institution")), _s(g.get("alias_in_text"))], [f.institution, f.institution_text], f.org_id
    )
    return _tiebreak(g, f, base)


def _show_edu(item: Any) -> str:
    if isinstance(item, dict):
        return f"{_s(item.get('institution'))} / {_s(item.get('degree'))}"
    return f"{item.institution or item.institution_text} / {item.degree}"


def _label_score(key: str, attr: str) -> Callable[[Any, Any], float]:
    def score(g: dict[str, Any], f: Any) -> float:
        return max(
            _fuzzy(_s(g.get(key)), getattr(f, attr)), _fuzzy(_s(g.get("alias_in_text")), getattr(f, attr))
        )

    return score


def main_title(name: str | None) -> str | None:
    """A project's name without what surrounds its title: a leading "[Funder]" tag, a trailing
    "(ACRONYM)", a subtitle after ": " and markup escapes. Two names with the same main title name one
    project ("DRUID: source detection in images" ~ "DRUID (Detection …)" ~ "[NIH] DRUID").

    >>> main_title("[Kestrel Fund] Tide Maps for All (TMA)"), main_title("Tide Maps: a survey of coasts")
    ('Tide Maps for All', 'Tide Maps')
    """
    if not name:
        return None
    text = re.sub(r"\\([&_*#])", r"\1", name)
    text = re.sub(r"^\s*\[[^\]]{1,60}\]\s*", "", text)
    text = re.sub(r"\s*\([^()]{1,30}\)\s*$", "", text)
    return text.split(": ", 1)[0].strip() or None


def _project_score(g: dict[str, Any], f: Any) -> float:
    """Name spelling as for every label; else the same main title (:func:`main_title`), a little lower."""
    exact = _label_score("name", "name")(g, f)
    if exact:
        return exact
    gold = [main_title(_s(g.get(k))) for k in ("name", "alias_in_text")]
    found = main_title(f.name)
    return max((0.95 * _fuzzy(t, found) for t in gold if t and found), default=0.0)


@cache
def _topic_concept(label: str) -> str | None:
    from .gazetteers import topic_index

    try:
        hit = topic_index().lookup(label)
    except TalentGraphError:
        return None
    return str(hit.term.id) if hit is not None else None


def _topic_fuzzy(a: str | None, b: str | None) -> float:
    """:func:`_fuzzy`, but a one-word label matches only one spelled nearly the same: the token-set
    ratio is 100 whenever one label's words are a subset of the other's, and one word out of a
    research statement ("Model", "algorithms") is not the topic the statement names.

    >>> _topic_fuzzy("Model", "Model Predictive Control"), _topic_fuzzy("plasma physics", "computational plasma physics")
    (0.0, 100.0)
    >>> _topic_fuzzy("Genomics", "genomics.")
    101.0
    """
    score = _fuzzy(a, b)
    if not score or score > 100 or not a or not b:
        return score
    na, nb = _norm(a), _norm(b)
    if min(len(na.split()), len(nb.split())) > 1 or fuzz.token_sort_ratio(na, nb) >= FUZZY_THRESHOLD:
        return score
    return 0.0


def _topic_score(g: dict[str, Any], f: Any) -> float:
    """Label spelling as for every label (a one-word label only nearly equal: :func:`_topic_fuzzy`);
    else both labels name the same concept of the topic scheme (a synonym: "Bayesian inference" ~
    "Bayesian statistics"), a little lower."""
    exact = max(_topic_fuzzy(_s(g.get(key)), f.label) for key in ("label", "alias_in_text"))
    if exact or not f.label:
        return exact
    found = _topic_concept(f.label)
    gold = [_topic_concept(t) for t in (_s(g.get("label")), _s(g.get("alias_in_text"))) if t]
    return 95.0 if found is not None and found in gold else 0.0


def _show_label(key: str, attr: str) -> Callable[[Any], str]:
    def show(item: Any) -> str:
        return str(_s(item.get(key)) if isinstance(item, dict) else getattr(item, attr))

    return show


def _pub_score(g: dict[str, Any], f: Any) -> float:
    year = _s(g.get("year"))
    if year and year != f.year:
        return 0.0
    venue = _s(g.get("venue"))
    if venue:
        return max(_fuzzy(venue, f.venue), 0.9 * _fuzzy(venue, f.title))
    return _fuzzy(_s(g.get("title")), f.title)


def _show_pub(item: Any) -> str:
    if isinstance(item, dict):
        return f"{_s(item.get('venue')) or _s(item.get('title'))} {_s(item.get('year')) or ''}".strip()
    return f"{item.venue or item.title} {item.year or ''}".strip()


_FIELDS: dict[str, _Field] = {
    "affiliations": _Field("affiliations", _aff_score, _show_aff),
    "affiliation_dates": _Field(
        "affiliations", lambda g, f: _aff_score(g, f) if _dates_equal(g, f) else 0.0, _show_aff
    ),
    "education": _Field("education", _edu_score, _show_edu),
    "projects": _Field("projects", _project_score, _show_label("name", "name")),
    "people": _Field("people", _label_score("name", "name"), _show_label("name", "name")),
    "topics": _Field("topics", _topic_score, _show_label("label", "label")),
    "technologies": _Field("technologies", _label_score("label", "label"), _show_label("label", "label")),
    "publications": _Field("publications", _pub_score, _show_pub),
    "awards": _Field("awards", _label_score("name", "name"), _show_label("name", "name")),
}


def _score_name(gold: str | None, found: str | None, result: DocumentResult) -> None:
    score = FieldScore("name")
    if gold is None and found is None:
        score.tn = 1
    elif gold is not None and found is not None and _fuzzy(gold, found):
        score.tp = 1
    else:
        if found is not None:
            score.fp = 1
            result.spurious["name"] = [found]
        if gold is not None:
            score.fn = 1
            result.missed["name"] = [gold]
    result.scores["name"] = score


def score_profile(gold: dict[str, Any], profile: Profile | None, source: str = "") -> DocumentResult:
    """Compare one extracted profile (``None`` when extraction failed) with one gold annotation."""
    result = DocumentResult(source=source or str(gold.get("source", "")), scores={})
    person = gold.get("person") or {}
    _score_name(_s(person.get("name")), profile.person.name if profile else None, result)
    for name, spec in _FIELDS.items():
        gold_items = _gold_list(gold, spec.key)
        found_items = list(getattr(profile, spec.key)) if profile else []
        pairs, missed, spurious = _greedy(gold_items, found_items, spec.score)
        result.scores[name] = FieldScore(name, tp=len(pairs), fp=len(spurious), fn=len(missed))
        if missed:
            result.missed[name] = [spec.show(gold_items[i]) for i in missed]
        if spurious:
            result.spurious[name] = [spec.show(found_items[i]) for i in spurious]
    return result


# -- running -----------------------------------------------------------------------------------


def _load_gold(path: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise SourceError(
            f"{path}: cannot read the gold annotation ({exc}); fix or remove the file"
        ) from None
    if not isinstance(data, dict) or not data.get("source"):
        raise SourceError(f"{path}: a gold annotation needs a 'source:' naming its document")
    return data


def _extract(path: Path, source: str) -> Profile:
    from .pipeline import profile_from_document
    from .sources import read_document

    return profile_from_document(read_document(path, source=source))


def evaluate(gold_dir: str | Path, docs_dir: str | Path) -> EvalReport:
    """Extract every document named by a gold file in ``gold_dir`` from ``docs_dir`` and score it.

    A document that cannot be read or extracted counts all its gold items as missed and keeps the
    error in :attr:`DocumentResult.error`.
    """
    gold_dir, docs_dir = Path(gold_dir), Path(docs_dir)
    paths = (
        sorted(p for p in gold_dir.glob("*.y*ml") if p.suffix in {".yaml", ".yml"})
        if gold_dir.is_dir()
        else []
    )
    if not paths:
        raise SourceError(f"{gold_dir}: no gold annotations (*.yaml) found; pass the folder that holds them")
    results = []
    for path in paths:
        gold = _load_gold(path)
        source = str(gold["source"])
        try:
            profile: Profile | None = _extract(docs_dir / source, source)
            error = None
        except TalentGraphError as exc:
            profile, error = None, str(exc)
        result = score_profile(gold, profile, source)
        result.error = error
        results.append(result)
    return EvalReport(documents=results)


def format_report(report: EvalReport, verbose: bool = False) -> str:
    """A plain-text table (field, P, R, F1, tp, fp, fn) ending with the micro-average line.

    With ``verbose``, each document's missed gold items and spurious extracted items come first.
    """
    out: list[str] = []
    for doc in report.documents:
        if doc.error:
            out.append(f"{doc.source}: ERROR {doc.error}")
        if not verbose:
            continue
        out.append(f"== {doc.source}")
        for name in (*MAIN_FIELDS, *EXTRA_FIELDS):
            for tag, items in (("missed", doc.missed.get(name)), ("spurious", doc.spurious.get(name))):
                for item in items or []:
                    out.append(f"  {name:<18} {tag:<8} {item}")
    if out:
        out.append("")
    labels = {**MAIN_FIELDS, **EXTRA_FIELDS}
    width = max(len(label) for label in labels.values()) + 2
    header = f"{'field':<{width}}{'P':>7}{'R':>7}{'F1':>7}{'tp':>6}{'fp':>6}{'fn':>6}"
    rule = "-" * len(header)
    out += [f"{len(report.documents)} documents", header, rule]

    def row(label: str, s: FieldScore) -> str:
        return f"{label:<{width}}{s.precision:>7.3f}{s.recall:>7.3f}{s.f1:>7.3f}{s.tp:>6}{s.fp:>6}{s.fn:>6}"

    totals = report.totals
    for name, label in labels.items():
        if name == "name" and totals[name].tn:
            label = f"{label} (tn {totals[name].tn})"
        out.append(row(label, totals[name]))
        if name == list(MAIN_FIELDS)[-1]:
            out.append(rule)
    out.append(rule)
    out.append(row("micro (main fields)", report.micro))
    return "\n".join(out)
