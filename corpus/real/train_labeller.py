"""Train and cross-validate the learned line labeller on the tune and fresh halves of the real corpus.

    python corpus/real/train_labeller.py            # cross-validate by person, print the numbers
    python corpus/real/train_labeller.py --write    # ... and write the model trained on all of them
    python corpus/real/train_labeller.py --show 5   # also print the aligned lines of 5 documents

Only the ``tune`` and ``fresh`` halves are read (never ``test``, ``fresh2`` or later blind halves).
Each content line of a text/Markdown/HTML/PDF document is labelled by aligning the gold facts to it:
a line naming a gold organisation of an affiliation (or holding its role, or a date of it, next to
such a line) is part of a *position*; the same with a gold institution or degree for *education*;
a line naming a gold project is part of a *project*. Lines of facts the rules extracted are read
from their evidence. The script reports, per label and over folds that never share a person:

- line level: precision / recall of the model's lines against the aligned lines;
- fact level: how many aligned gold facts have at least one line the model (or the rules) marks;
- extraction level: micro F1 of the corpus scorer when rule facts whose evidence line the held-out
  model calls *not* that kind are dropped, at several thresholds.

Training is deterministic (L-BFGS from zero, fixed folds); ``--write`` puts the weights in
``data/models/block-labels.json`` (not bundled: the model did not beat the rules, see
benchmarks/RESULTS.md, "a learned line labeller"). The documents' lines, features and rule
profiles are cached in /tmp by the code and data they came from (a first run takes ~3 CPU-minutes).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import yaml
from rapidfuzz import fuzz
from scipy import sparse
from scipy.optimize import minimize

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))  # the corpus script beside this one
import corpus  # noqa: E402

from talentgraph.doctree import markdown_lines  # noqa: E402
from talentgraph.evaluate import _degree_match, score_profile  # noqa: E402
from talentgraph.extract import STRUCTURED_FORMATS, _front_lines, within_budget  # noqa: E402
from talentgraph.extract.dates import find_date_ranges  # noqa: E402
from talentgraph.extract.fields import find_degree  # noqa: E402
from talentgraph.extract.learned import DIMENSIONS, LABELS, hashed, learned_entries, line_features  # noqa: E402
from talentgraph.extract.sections import Line, split_lines  # noqa: E402
from talentgraph.gazetteers import normalize_name, org_gazetteer  # noqa: E402
from talentgraph.model import Profile  # noqa: E402
from talentgraph.pipeline import profile_from_document  # noqa: E402
from talentgraph.sources import read_document  # noqa: E402

HALVES = ("tune", "fresh")  # the only halves this script may read
MODEL = REPO / "data" / "models" / "block-labels.json"
CACHE = Path("/tmp/talentgraph-labeller-cache.pkl")
FOLDS = 5
L2 = 1.0


@dataclass
class Doc:
    id: str
    person: str
    half: str
    layout: str
    lines: list[Line]
    features: dict[int, list[str]]
    labels: dict[int, set[str]]  # line number -> labels
    fact_lines: dict[str, list[set[int]]]  # label -> one line set per aligned gold fact
    unaligned: dict[str, int]
    profile: Profile
    gold: dict[str, Any]
    rule_lines: dict[str, set[int]] = field(default_factory=dict)


def text_lines(doc: Any) -> list[Line]:
    """The document's lines as text extraction sees them (see ``talentgraph.extract._extract``)."""
    raw_lines, _ = within_budget(doc.lines)
    numbers = None
    if doc.format in {"markdown", "mdx"}:
        numbered = markdown_lines(
            "\n".join(raw_lines), skip_lines=_front_lines(raw_lines), jsx=doc.format == "mdx"
        )
        numbers, raw_lines = [no for no, _ in numbered], [line for _, line in numbered]
    front = isinstance(doc.data, dict) and doc.format in {"markdown", "mdx"}
    return split_lines(
        raw_lines, front_matter=front, mdx=doc.format == "mdx", numbers=numbers, marked=doc.format == "pdf"
    )


# -- alignment -------------------------------------------------------------------------------------


def _norm(text: str | None) -> str:
    return normalize_name(text or "") if text else ""


def _mentions(name: str | None, line_norm: str) -> bool:
    """The line names ``name`` (normalised; fuzzy for long names, whole words for short ones)."""
    key = _norm(name)
    if len(key) < 2 or not line_norm:
        return False
    if len(key) <= 6:
        return re.search(rf"(?<!\w){re.escape(key)}(?!\w)", line_norm) is not None
    return fuzz.partial_ratio(key, line_norm) >= 90 and len(line_norm) >= 0.6 * len(key)


def _years(value: Any) -> set[str]:
    text = str(value or "")
    if text == "present":
        return {"present"}
    return set(re.findall(r"(?:19|20)\d\d", text))


def _line_years(text: str) -> set[str]:
    out: set[str] = (
        {"present"} if re.search(r"(?i)\b(?:present|now|current|currently|today)\b", text) else set()
    )
    for r in find_date_ranges(text):
        out |= _years(r.start) | _years(r.end)
    return out


_NOT_ENTRIES = frozenset({"publications", "talks", "awards", "skills", "service", "contact"})


def align(lines: list[Line], gold: dict[str, Any]) -> tuple[dict[str, list[set[int]]], dict[str, int]]:
    """For each label, one set of line numbers per gold fact that could be aligned, and the count of
    facts that could not."""
    content = [ln for ln in lines if ln.text and not ln.heading and not ln.skip]
    section: dict[int, int] = {}
    current = 0
    for ln in lines:
        if ln.heading:
            current = ln.no
        section[ln.no] = current
    norms = [_norm(ln.text) for ln in content]
    years = [_line_years(ln.text) for ln in content]
    facts: dict[str, list[set[int]]] = {label: [] for label in LABELS}
    unaligned = dict.fromkeys(LABELS, 0)

    def near(i: int, window: int) -> list[int]:
        return [
            j
            for j in range(max(0, i - window), min(len(content), i + window + 1))
            if section[content[j].no] == section[content[i].no]
        ]

    def dated(j: int, dates: tuple[set[str], set[str]]) -> bool:
        """Line j states the fact's dates: its start and end years (a range), or the one it has."""
        start, end = dates
        return bool((start or end) and start <= years[j] and end <= years[j])

    def add(
        label: str,
        names: list[str | None],
        extra: list[str | None],
        dates: tuple[set[str], set[str]],
        window: int,
    ) -> None:
        anchors = [i for i, n in enumerate(norms) if any(_mentions(x, n) for x in names if x)]
        found: set[int] = set()
        for i in anchors:
            if content[i].kind in _NOT_ENTRIES:
                continue
            cluster = {i} | {j for j in near(i, window) if any(_mentions(x, norms[j]) for x in extra if x)}
            stated = {j for j in near(i, window) if dated(j, dates)}
            if any(dates) and not stated:
                continue  # the organisation named again elsewhere (a talk, an award): not this fact
            found |= {content[j].no for j in cluster | stated}
        if found:
            facts[label].append(found)
        else:
            unaligned[label] += 1

    for a in gold.get("affiliations") or []:
        dates = (_years(a.get("start")), _years(a.get("end")))
        add("position", [a.get("org"), a.get("alias_in_text")], [a.get("role")], dates, 3)
    for e in gold.get("education") or []:
        dates = (_years(e.get("start")), _years(e.get("end")))
        names = [e.get("institution"), e.get("alias_in_text")]
        anchors_before = len(facts["education"])
        add("education", names, [], dates, 3)
        if len(facts["education"]) == anchors_before and e.get("degree"):  # no institution: the degree line
            unaligned["education"] -= 1
            found = {
                ln.no
                for ln in content
                if (d := find_degree(ln.text)) and _degree_match(str(e.get("degree")), d[0])
            }
            if found:
                facts["education"].append(found)
            else:
                unaligned["education"] += 1
    for p in gold.get("projects") or []:
        name = p.get("name") if isinstance(p, dict) else p
        dates = (_years(p.get("start")), _years(p.get("end"))) if isinstance(p, dict) else (set(), set())
        add("project", [name, p.get("alias_in_text") if isinstance(p, dict) else None], [], dates, 1)
    return facts, unaligned


def rule_lines(profile: Profile) -> dict[str, set[int]]:
    """The evidence lines of the facts the rules extracted, per label."""
    out = {
        "position": {a.evidence.line for a in profile.affiliations if a.evidence},
        "education": {e.evidence.line for e in profile.education if e.evidence},
        "project": {p.evidence.line for p in profile.projects if p.evidence},
    }
    return out


# -- data ------------------------------------------------------------------------------------------


def load_docs(refresh: bool = False) -> list[Doc]:
    """The tune and fresh text documents: lines, features and rule profile (cached by the code and
    corpus they came from), then aligned with their gold."""
    key = hashlib.sha256(
        b"".join(p.read_bytes() for p in sorted((REPO / "src" / "talentgraph").rglob("*.py")))
        + b"".join(p.read_bytes() for p in sorted((REPO / "data").glob("*.yaml")))
        + corpus.SPLIT.read_bytes()
    ).hexdigest()
    read: list[tuple[Any, ...]] = []
    if CACHE.is_file() and not refresh:
        cached_key, cached = pickle.loads(CACHE.read_bytes())
        read = cached if cached_key == key else []
    if not read:
        halves = corpus.read_split()
        for entry in corpus.read_manifest():
            if halves.get(entry.id) not in HALVES or corpus.status(entry) != "ok":
                continue
            source = yaml.safe_load((corpus.GOLD / f"{entry.id}.yaml").read_text(encoding="utf-8"))["source"]
            document = read_document(entry.file, source=str(source))
            if document.format in STRUCTURED_FORMATS:
                continue
            lines = text_lines(document)
            features = line_features(lines, document.format)
            read.append((entry.id, entry.person, halves[entry.id], document.format, lines, features,
                         profile_from_document(document)))  # fmt: skip
        CACHE.write_bytes(pickle.dumps((key, read)))
    docs = []
    for doc_id, person, half, layout, lines, features, profile in read:
        gold = yaml.safe_load((corpus.GOLD / f"{doc_id}.yaml").read_text(encoding="utf-8"))
        facts, unaligned = align(lines, gold)
        labels: dict[int, set[str]] = defaultdict(set)
        for label, sets in facts.items():
            for s in sets:
                for no in s:
                    labels[no].add(label)
        docs.append(
            Doc(doc_id, person, half, layout, lines, features, dict(labels), facts, unaligned, profile, gold,
                rule_lines(profile))
        )  # fmt: skip
    return docs


def fold_of(person: str) -> int:
    return hashlib.sha256(f"labeller:{person}".encode()).digest()[0] % FOLDS


def matrix(docs: list[Doc]) -> tuple[sparse.csr_matrix, dict[str, np.ndarray], list[tuple[str, int]]]:
    rows, cols, keys = [], [], []
    ys: dict[str, list[int]] = {label: [] for label in LABELS}
    for d in docs:
        for no, feats in d.features.items():
            idx = sorted(set(hashed(feats)))
            rows += [len(keys)] * len(idx)
            cols += idx
            keys.append((d.id, no))
            for label in LABELS:
                ys[label].append(int(label in d.labels.get(no, ())))
    x = sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(keys), DIMENSIONS))
    return x, {k: np.array(v, dtype=float) for k, v in ys.items()}, keys


def train(x: sparse.csr_matrix, y: np.ndarray, l2: float | None = None) -> np.ndarray:
    """L2-regularised logistic regression (L-BFGS from zero; the bias is a feature and is not spared)."""
    l2 = L2 if l2 is None else l2
    sign = 2 * y - 1

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = sign * (x @ w)
        value = np.logaddexp(0, -z).sum() + 0.5 * l2 * w @ w
        grad = -(x.T @ (sign * 0.5 * (1 - np.tanh(z / 2)))) + l2 * w
        return float(value), grad

    result = minimize(loss, np.zeros(x.shape[1]), jac=True, method="L-BFGS-B", options={"maxiter": 400})
    return np.asarray(result.x)


def predict(x: sparse.csr_matrix, w: np.ndarray) -> np.ndarray:
    return np.asarray(1 / (1 + np.exp(-np.clip(x @ w, -30, 30))))


def cross_validate(docs: list[Doc]) -> dict[tuple[str, int], dict[str, float]]:
    """Out-of-fold probabilities of each line (the model never saw the line's person)."""
    out: dict[tuple[str, int], dict[str, float]] = {}
    for fold in range(FOLDS):
        train_docs = [d for d in docs if fold_of(d.person) != fold]
        test_docs = [d for d in docs if fold_of(d.person) == fold]
        if not test_docs:
            continue
        x, ys, _ = matrix(train_docs)
        xt, _, keys = matrix(test_docs)
        probs = {label: predict(xt, train(x, ys[label])) for label in LABELS}
        for n, key in enumerate(keys):
            out[key] = {label: float(probs[label][n]) for label in LABELS}
    return out


# -- reports ---------------------------------------------------------------------------------------


def prf(tp: int, fp: int, fn: int) -> str:
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return f"P {p:.2f} R {r:.2f} F1 {f:.2f}"


def block_report(
    docs: list[Doc], oof: dict[tuple[str, int], dict[str, float]], threshold: float = 0.5
) -> list[str]:
    rows = []
    for label in LABELS:
        for who in ("model", "rules"):
            tp = fp = fn = 0  # lines
            found = total = 0  # aligned facts with a marked line
            for d in docs:
                if who == "model":
                    marked = {no for no in d.features if oof[(d.id, no)][label] >= threshold}
                else:
                    marked = d.rule_lines[label] & set(d.features)
                gold = {no for no, ls in d.labels.items() if label in ls}
                tp += len(marked & gold)
                fp += len(marked - gold)
                fn += len(gold - marked)
                for s in d.fact_lines[label]:
                    total += 1
                    found += bool(s & marked)
            rows.append(
                f"| {label} | {who} | lines {prf(tp, fp, fn)} | facts found {found}/{total} = {found / max(total, 1):.2f} |"
            )
    return rows


def filtered(profile: Profile, probs: dict[int, dict[str, float]], drop_below: dict[str, float]) -> Profile:
    """The profile without rule facts whose evidence line the model scores below the label's threshold."""
    import copy

    out = copy.copy(profile)

    def keep(item: Any, label: str) -> bool:
        line = item.evidence.line if item.evidence else None
        p = probs.get(line) if line is not None else None
        return p is None or p[label] >= drop_below.get(label, 0.0)

    out.affiliations = [a for a in profile.affiliations if keep(a, "position")]
    out.education = [e for e in profile.education if keep(e, "education")]
    out.projects = [p for p in profile.projects if keep(p, "project")]
    return out


MAIN = ("name", "affiliations", "affiliation_dates", "education", "projects", "people", "topics")


def micro(docs: list[Doc], profiles: dict[str, Profile]) -> tuple[float, dict[str, tuple[int, int, int]]]:
    totals: dict[str, list[int]] = {f: [0, 0, 0] for f in MAIN}
    for d in docs:
        result = score_profile(d.gold, profiles[d.id], d.gold.get("source", ""))
        for f in MAIN:
            s = result.scores[f]
            totals[f][0] += s.tp
            totals[f][1] += s.fp
            totals[f][2] += s.fn
    tp = sum(v[0] for v in totals.values())
    fp = sum(v[1] for v in totals.values())
    fn = sum(v[2] for v in totals.values())
    p, r = tp / max(tp + fp, 1), tp / max(tp + fn, 1)
    return 2 * p * r / max(p + r, 1e-9), {f: (v[0], v[1], v[2]) for f, v in totals.items()}


def complement(docs: list[Doc], oof: dict[tuple[str, int], dict[str, float]]) -> None:
    """Aligned gold facts only the model marks, only the rules mark, at several thresholds."""
    for label in ("position", "education"):
        for t in (0.5, 0.7, 0.9):
            only_model = only_rules = 0
            for d in docs:
                model = {no for no in d.features if oof[(d.id, no)][label] >= t}
                for fact in d.fact_lines[label]:
                    m, r = bool(fact & model), bool(fact & d.rule_lines[label])
                    only_model += m and not r
                    only_rules += r and not m
            print(
                f"{label} at {t}: gold facts marked by the model only {only_model}, by the rules only {only_rules}"
            )


def with_learned(
    d: Doc, probs: dict[int, dict[str, float]], thresholds: dict[str, float], orgs: Any
) -> Profile:
    """The rule profile plus the learned entries (resolved like the rest), new organisations only."""
    import copy

    from talentgraph.resolve import resolve_profile

    taken = set().union(*d.rule_lines.values())
    extra = resolve_profile(learned_entries(d.lines, probs, thresholds, orgs, taken))
    out = copy.copy(d.profile)
    known = {_norm(x) for a in d.profile.affiliations for x in (a.org, a.org_text) if x}
    out.affiliations = d.profile.affiliations + [
        a for a in extra.affiliations if _norm(a.org or a.org_text) not in known
    ]
    known_edu = {_norm(x) for e in d.profile.education for x in (e.institution, e.institution_text) if x}
    out.education = d.profile.education + [
        e for e in extra.education if _norm(e.institution or e.institution_text) not in known_edu
    ]
    return out


def show_alignment(docs: list[Doc], count: int) -> None:
    for d in [d for d in docs if d.half == "tune"][:count]:
        print(f"\n== {d.id} ({d.layout}); unaligned {d.unaligned}")
        for ln in d.lines:
            if ln.no in d.features and ln.no in d.labels:
                print(f"  {ln.no:4d} {','.join(sorted(d.labels[ln.no])):20s} {ln.text[:110]}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the model trained on all documents")
    parser.add_argument("--refresh", action="store_true", help="re-read the documents (ignore the cache)")
    parser.add_argument("--show", type=int, default=0, help="print the aligned lines of N tune documents")
    args = parser.parse_args(argv)
    docs = load_docs(args.refresh)
    if args.show:
        show_alignment(docs, args.show)
    n_lines = sum(len(d.features) for d in docs)
    facts = {label: sum(len(d.fact_lines[label]) for d in docs) for label in LABELS}
    lost = {label: sum(d.unaligned[label] for d in docs) for label in LABELS}
    print(f"{len(docs)} text documents of {len({d.person for d in docs})} people, {n_lines} content lines")
    print("aligned gold facts:", {k: f"{facts[k]}/{facts[k] + lost[k]}" for k in LABELS})
    positives = {label: sum(label in ls for d in docs for ls in d.labels.values()) for label in LABELS}
    print("lines per label:", positives)
    oof = cross_validate(docs)
    print(f"\nBlock level, {FOLDS}-fold cross-validation by person (model threshold 0.5):")
    print("| label | who | lines (vs aligned lines) | gold facts with a marked line |")
    print("|---|---|---|---|")
    print("\n".join(block_report(docs, oof)))
    probs = {d.id: {no: oof[(d.id, no)] for no in d.features} for d in docs}
    base_profiles = {d.id: d.profile for d in docs}
    complement(docs, oof)
    orgs = org_gazetteer()
    added = {}
    for t in (0.5, 0.7, 0.9):
        for labels in (("position",), ("education",)):
            added[(t, labels)] = {
                d.id: with_learned(d, probs[d.id], dict.fromkeys(labels, t), orgs) for d in docs
            }
    for subset_name, subset in (
        ("tune", [d for d in docs if d.half == "tune"]),
        ("fresh", [d for d in docs if d.half == "fresh"]),
        ("all", docs),
    ):
        f1, base = micro(subset, base_profiles)
        print(f"\nExtraction micro F1 ({subset_name}, {len(subset)} text docs), rules alone: {f1:.3f} "
              f"(org+dates tp/fp/fn {base['affiliation_dates']}, education {base['education']})")  # fmt: skip
        for t in (0.05, 0.1, 0.2):
            for labels in (("position",), ("education",), ("project",), ("position", "education")):
                profiles = {d.id: filtered(d.profile, probs[d.id], dict.fromkeys(labels, t)) for d in subset}
                f1t, totals = micro(subset, profiles)
                print(f"  drop {'+'.join(labels):18s} facts below {t:.2f}: {f1t:.3f}")
        for (t, labels), profiles in added.items():
            f1t, totals = micro(subset, profiles)
            print(f"  add {'+'.join(labels):10s} entries at or above {t:.2f}: {f1t:.3f} "
                  f"(org+dates {totals['affiliation_dates']}, education {totals['education']})")  # fmt: skip
    if args.write:
        x, ys, _ = matrix(docs)
        weights = {}
        for label in LABELS:
            w = train(x, ys[label])
            weights[label] = {str(i): round(float(v), 3) for i, v in enumerate(w) if abs(v) >= 0.01}
        MODEL.parent.mkdir(parents=True, exist_ok=True)
        MODEL.write_text(
            json.dumps({"dimensions": DIMENSIONS, "weights": weights}, sort_keys=True, separators=(",", ":"))
            + "\n"
        )
        print(f"wrote {MODEL.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
