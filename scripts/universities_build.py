# ruff: noqa: SIM905
"""Rebuild ``universities.tsv`` from the Hipo world universities list (MIT licence).

Usage: ``python scripts/universities_build.py world_universities_and_domains.json > data/universities.tsv``
(the JSON file of https://github.com/Hipo/university-domains-list). Kept: names of two or more
words that name one institution (University, College, Institute, School, their other languages);
dropped: names written for two countries, names of generic words only, and a trailing "(ACRONYM)".
A name that writes a hand-written entry of ``organizations.yaml`` in another language or with a
one-letter difference ("Karlsruher Institut für Technologie") gets that entry's id in the third
column, and is loaded as its alias rather than as another university.
"""

import json
import re
import sys
from pathlib import Path

import yaml
from rapidfuzz import fuzz, process

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from talentgraph.gazetteers.text import is_typo_variant, normalize_name

_INSTITUTION = re.compile(
    r"univers|univerz|uniwers|college|colegio|collège|institu|school|academ|akadem|polytechn|politecn|"
    r"politécn|hochschule|école|ecole|escuela|escola|faculdade|facultad|faculty|conservato|seminary|"
    r"centro universitario|yliopisto|högskola|hogeschool|høgskole|egyetem|daigaku",
    re.IGNORECASE,
)
# a name of only these words names no one institution ("Open University", "School of Management")
_GENERIC = frozenset(
    "of the and for in at de del la le des y e und fur für di da do a an university universidad universite "
    "université universität universitat college institute institut school academy polytechnic arts art fine "
    "music science sciences technology technologies technical technological management business international "
    "national open applied education medical medicine health engineering agriculture agricultural central north "
    "south east west eastern western northern southern state royal american islamic christian information "
    "studies commerce economics law design higher teachers superior new city community normal federal "
    "pedagogical nacional tecnologica tecnológica catholic catolica católica".split()
)
_ORGS = Path(__file__).resolve().parents[1] / "data" / "organizations.yaml"
_PAREN = re.compile(r"\s*\(([^()]*)\)\s*$")
# words of other languages read as their English equivalent when comparing with a hand-written entry
_ENGLISH = {
    **dict.fromkeys(
        "universitat universite universidad universidade universita universiteit uniwersytet univerzita "
        "universitatea universitet universiti universitas".split(),
        "university",
    ),
    **dict.fromkeys("institut instituto istituto instytut".split(), "institute"),
    **dict.fromkeys("technische technica tecnica technicka".split(), "technical"),
    **dict.fromkeys("technologie tecnologia technologii".split(), "technology"),
    **dict.fromkeys("politecnico politecnica polytechnique".split(), "polytechnic"),
    **dict.fromkeys("ecole escuela escola".split(), "school"),
    **dict.fromkeys("nacional nationale nazionale".split(), "national"),
    **dict.fromkeys("federal federale".split(), "federal"),
    **dict.fromkeys("catolica catholique cattolica katholieke".split(), "catholic"),
    **dict.fromkeys("libre vrije libera".split(), "free"),
    **dict.fromkeys("autonoma".split(), "autonomous"),
}
_DROP = frozenset(
    "of the and for in at de del la le des y e und fur di da do van voor der den das dos".split()
)


def cross_key(name: str) -> str:
    """``name`` with its words in English and its small words dropped, in the written order."""
    words = [_ENGLISH.get(w, w) for w in normalize_name(name).split()]
    return " ".join(w for w in words if w not in _DROP)


def _hand_keys(path: Path) -> dict[str, dict[str, set[str]]]:
    """Cross keys of the hand-written organisations, by country, each with the ids owning it."""
    by_country: dict[str, dict[str, set[str]]] = {}
    for e in yaml.safe_load(path.read_text(encoding="utf-8")):
        forms = [e["name"], *(e.get("aliases") or []), *(e.get("former_names") or [])]
        keys = by_country.setdefault(e.get("country") or "", {})
        for form in forms:
            keys.setdefault(cross_key(str(form)), set()).add(e["id"])
    return by_country


def _same_as(name: str, country: str, hand: dict[str, dict[str, set[str]]]) -> str:
    key = cross_key(name)
    keys = hand.get(country, {})
    owners = set(keys.get(key, set()))
    if not owners and len(key) >= 12:
        for other, ids in keys.items():
            apart = set(key.split()) ^ set(other.split())  # one letter of a short word: another name
            if is_typo_variant(key, other, frozenset()) and all(len(w) >= 8 for w in apart):
                owners |= ids
    return next(iter(owners)) if len(owners) == 1 else ""


def _typo_clashes(names: list[str]) -> set[str]:
    """Names one typing slip in a long word away from a hand-written name (Stamford / Stanford):
    a misspelling of the well-known one could be read as the listed one, so the list leaves them
    out. A letter apart in a short word (Taylor / Baylor, Hubei / Hebei) is two real universities."""
    entries = yaml.safe_load(_ORGS.read_text(encoding="utf-8"))
    hand = sorted(
        {
            normalize_name(k)
            for e in entries
            for k in [e["name"], *(e.get("aliases") or []), *(e.get("former_names") or [])]
        }
    )
    keys = [normalize_name(n) for n in names]
    scores = process.cdist(keys, hand, scorer=fuzz.ratio, score_cutoff=85, workers=-1)
    clash = set()
    for i, row in enumerate(scores):
        for j in row.nonzero()[0]:
            apart = set(keys[i].split()) ^ set(hand[j].split())
            if hand[j] != keys[i] and is_typo_variant(keys[i], hand[j]) and all(len(w) >= 8 for w in apart):
                clash.add(names[i])
    return clash


def main(path: str) -> None:
    entries = json.loads(Path(path).read_text(encoding="utf-8"))
    hand = _hand_keys(_ORGS)
    countries: dict[str, set[str]] = {}
    for e in entries:
        name = _PAREN.sub("", " ".join(e["name"].split())).strip(" ,-")
        if len(name.split()) < 2 or not _INSTITUTION.search(name) or "\t" in name:
            continue
        if all(w in _GENERIC for w in re.findall(r"[\w']+", name.lower())):
            continue
        countries.setdefault(name, set()).add(e.get("alpha_two_code") or "")
    kept = [n for n in sorted(countries) if len(countries[n]) == 1]
    same = {n: _same_as(n, next(iter(countries[n])), hand) for n in kept}
    clash = _typo_clashes([n for n in kept if not same[n]])
    print("# World universities: name<TAB>country (ISO 3166-1 alpha-2)<TAB>id of the organizations.yaml")
    print("# entry it is another spelling of. Generated by scripts/universities_build.py from")
    print("# github.com/Hipo/university-domains-list (commit bb07faf), MIT License, Copyright (c) 2014-2025")
    print("# Hipo. The hand-written organizations.yaml wins over this list wherever both know a name.")
    for name in kept:
        if name not in clash:
            print(f"{name}\t{next(iter(countries[name]))}\t{same[name]}")


if __name__ == "__main__":
    main(sys.argv[1])
