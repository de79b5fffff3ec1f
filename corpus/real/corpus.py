"""The real-world corpus: check documents against the manifest, fetch missing ones, split by person.

The documents are third-party text and stay out of git (``corpus/real/docs/`` is ignored); what is
committed is the gold annotation of each (``gold/ID.yaml``) and where it came from
(``manifest.tsv``: repository, path, commit, sha256). This script turns the manifest back into
documents and keeps the tune/test split honest::

    python corpus/real/corpus.py check            # which documents are present, missing or changed
    python corpus/real/corpus.py fetch            # missing documents from a local mirror or GitHub
    python corpus/real/corpus.py repos            # repositories still to fetch, measured halves first
    python corpus/real/corpus.py split            # give new documents a half in split.tsv
    python corpus/real/corpus.py split --new-half fresh   # ... or put them all in one half
    python corpus/real/corpus.py stage DIR --split test   # one half's gold+docs in DIR, for eval

``fetch`` looks for a bare clone under ``$TALENTGRAPH_MIRRORS`` (default ``/work/.mirror``, where
``owner+name`` folders live) and otherwise clones ``https://github.com/owner/name`` into a cache;
each file is taken at the manifest's commit and its sha256 checked.

``split.tsv`` is the record of which half each document is in, and it is never rewritten: a
document keeps its half once given. A new document of a person already in the corpus joins that
person's half; a new person goes by a salted hash of the person key (so it never depends on what
extraction does), unless ``--new-half`` puts a whole round of new documents in one half, e.g.
``tune`` to grow the tune half or ``fresh`` for a blind set scored once at the end of a round:

>>> split_of("ada-lovelace") in {"tune", "test"}
True
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOCS = HERE / "docs"
GOLD = HERE / "gold"
MANIFEST = HERE / "manifest.tsv"
SPLIT = HERE / "split.tsv"
COLUMNS = ("id", "person", "repo", "path", "commit", "sha256", "layout", "field")
#: Salt of the split hash; changing it reshuffles the halves, so it is fixed once and for all.
SPLIT_SALT = "talentgraph-real-corpus-v1"


@dataclass(frozen=True)
class Entry:
    """One document of the manifest."""

    id: str
    person: str
    repo: str
    path: str
    commit: str
    sha256: str
    layout: str
    field: str

    @property
    def file(self) -> Path:
        return DOCS / (self.id + Path(self.path).suffix.lower())


def read_manifest(path: Path = MANIFEST) -> list[Entry]:
    """The manifest's rows, in file order."""
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    return [Entry(**{key: (row.get(key) or "").strip() for key in COLUMNS}) for row in rows]


def split_of(person: str) -> str:
    """``tune`` or ``test`` for a person key, by a salted hash (about half each)."""
    digest = hashlib.sha256(f"{SPLIT_SALT}:{person}".encode()).digest()
    return "tune" if digest[0] % 2 == 0 else "test"


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def status(entry: Entry) -> str:
    """``ok``, ``missing`` or ``changed`` (present, but not the manifest's bytes)."""
    if not entry.file.is_file():
        return "missing"
    return "ok" if sha256_of(entry.file) == entry.sha256 else "changed"


def check(entries: list[Entry]) -> int:
    counts = {"ok": 0, "missing": 0, "changed": 0}
    for entry in entries:
        state = status(entry)
        counts[state] += 1
        if state != "ok":
            print(f"{state:8} {entry.id}  ({entry.repo} {entry.path} @ {entry.commit[:10]})")
        if not (GOLD / f"{entry.id}.yaml").is_file():
            print(f"no gold  {entry.id}")
    duplicates = duplicate_entries(entries)
    for first, again in duplicates:
        print(f"twice    {again.id} is {first.id} again (same bytes or same file of the same repository)")
    people = len({entry.person for entry in entries})
    print(
        f"{len(entries)} documents of {people} people: {counts['ok']} present, "
        f"{counts['missing']} missing, {counts['changed']} changed"
    )
    if counts["missing"] or counts["changed"]:
        print("fetch them with: python corpus/real/corpus.py fetch")
    return 0 if counts["ok"] == len(entries) and not duplicates else 1


def duplicate_entries(entries: list[Entry]) -> list[tuple[Entry, Entry]]:
    """Rows that repeat an earlier row's document (its sha256, or its repository and path): one
    document in two halves would be read while tuning and scored as unseen."""
    seen: dict[tuple[str, str], Entry] = {}
    out = []
    for entry in entries:
        keys = [("sha256", entry.sha256), ("file", f"{entry.repo.lower()}:{entry.path}")]
        first = next((seen[key] for key in keys if key in seen), None)
        if first is not None:
            out.append((first, entry))
        for key in keys:
            seen.setdefault(key, entry)
    return out


def _git_dir(repo: str) -> Path | None:
    """A bare clone of ``owner/name``: a local mirror if there is one, else a cached clone."""
    mirrors = Path(os.environ.get("TALENTGRAPH_MIRRORS", "/work/.mirror"))
    for candidate in sorted(mirrors.glob(repo.replace("/", "+") + "*")):
        # the mirror is the bare clone itself, or holds it as repo/, repo/.git or NAME.git
        for inner in (candidate, candidate / "repo", candidate / "repo" / ".git", *candidate.glob("*.git")):
            if (inner / "HEAD").is_file():
                return inner
    cache = HERE / ".clones" / repo.replace("/", "+")
    if not cache.is_dir():
        url = f"https://github.com/{repo}.git"
        done = subprocess.run(["git", "clone", "--quiet", "--bare", url, str(cache)], check=False)
        if done.returncode != 0:
            return None
    return cache


def fetch(entries: list[Entry]) -> int:
    DOCS.mkdir(exist_ok=True)
    failed = 0
    for entry in entries:
        if status(entry) == "ok":
            continue
        git_dir = _git_dir(entry.repo)
        blob = None
        if git_dir is not None:
            for rev in (entry.commit, "HEAD"):
                shown = subprocess.run(
                    ["git", f"--git-dir={git_dir}", "show", f"{rev}:{entry.path}"],
                    capture_output=True,
                    check=False,
                )
                if shown.returncode == 0 and hashlib.sha256(shown.stdout).hexdigest() == entry.sha256:
                    blob = shown.stdout
                    break
        if blob is None:
            failed += 1
            print(
                f"could not fetch {entry.id}: get {entry.path} of github.com/{entry.repo} "
                f"at {entry.commit} and save it as {entry.file.relative_to(HERE.parents[1])}"
            )
            continue
        entry.file.write_bytes(blob)
        print(f"fetched  {entry.id}")
    return 1 if failed else 0


#: ``fresh`` is round 3's blind set; ``fresh2`` round 4's (28 documents of 21 people, annotated by
#: someone who never ran extraction on them), since round 4 chose between rules on ``fresh``'s totals;
#: ``fresh3`` is round 5's blind set (documents of people new to the corpus, mostly outside computing);
#: ``fresh4`` is round 6's blind set (30 documents of 23 people), when round 6 read fresh2 and fresh3
#: ``fresh5`` is round 7's blind set (30 documents of 18 people, mostly outside computing)
#: ``fresh6`` is round 8's blind set (35 documents of 22 people new to the corpus), when round 8 read fresh5
#: ``fresh7`` is round 9's blind set (31 documents of 22 people new to the corpus, mostly outside computing)
#: ``fresh8`` is round 10's blind set (36 documents of 22 people new to the corpus, mostly outside computing)
#: ``fresh9`` is round 11's blind set (36 documents of 25 people new to the corpus, about half computing-adjacent, 10 PDFs,
#: with groups of people who worked at the same organisation)
#: ``fresh10`` is round 12's blind set (36 documents of 24 people new to the corpus, about half computing-adjacent, 9 PDFs,
#: with groups of people who worked at the same organisation; never run through extraction)
#: ``fresh11`` is round 13's blind set (30 documents of 20 people new to the corpus, about half computing-adjacent, 8 PDFs,
#: with groups of people who worked at the same organisation; never run through extraction)
#: ``fresh12`` is round 14's blind set (36 documents of 23 people new to the corpus, about 40% computing-adjacent, 8 PDFs,
#: with groups of people who worked at the same organisation; never run through extraction)
#: ``fresh13`` is round 15's blind set (36 documents of 24 people new to the corpus, about 40% computing-adjacent, 8 PDFs,
#: 14 about pages, 12 CVs, 10 experience/author/other pages; with groups of people who worked at the same organisation:
#: JPL, UC Berkeley, STScI, NCEAS, UCLA EEB, University of Toronto, Georgetown; never run through extraction)
#: ``fresh14`` is round 16's blind set (36 documents of 24 people new to the corpus, about 40% computing-adjacent, 8 PDFs,
#: 17 about/author pages, 10 CVs, 9 résumé-section/experience/README/research pages; with groups of people who worked at
#: the same organisation: Integrated Statistics (NOAA Fisheries), Argonne, NVIDIA, Wellcome Sanger Institute, FRBNY,
#: Princeton University, MIT Brain and Cognitive Sciences; never run through extraction)
#: ``fresh15`` is round 17's blind set (36 documents of 23 people new to the corpus, about 40% computing-adjacent, 8 PDFs,
#: 19 about/home pages, 11 CVs, 6 experience/research/landing/JSON Resume/README pages; with groups of people who worked
#: at the same organisation: Google DeepMind, NCAR, Fred Hutchinson Cancer Research Center, NYU's Computation and
#: Cognition Lab, CMU's Robotics Institute, the World Bank, Woods Hole Oceanographic Institution, University of
#: Washington; never run through extraction)
#: ``fresh16`` is round 18's blind set (36 documents of 23 people new to the corpus, about 40% computing-adjacent,
#: 8 PDFs, 14 about/home pages, 12 CVs, 10 experience/author/research/README/CV-data pages; with groups of people who
#: worked at the same organisation: Penn State (two at its Earth and Environmental Systems Institute), UNSW's Climate
#: Change Research Centre, Microsoft Research Cambridge, UC Berkeley, the University of Melbourne, the Bank of England,
#: Yale University; never run through extraction)
#: ``fresh17`` is round 19's blind set (36 documents of 23 people new to the corpus, about 40% computing-adjacent,
#: 8 PDFs, 15 about/home pages, 12 CVs, 9 experience/author/CV-data/projects pages; with groups of people who worked at
#: the same organisation: Lawrence Berkeley National Laboratory, Amazon, ETH Zurich, the Smithsonian Conservation
#: Biology Institute's Migratory Bird Center, the Broad Institute, the European Central Bank, Scripps Institution of
#: Oceanography and Stanford University; never run through extraction)
#: ``fresh18`` is round 20's blind set (36 documents of 24 people new to the corpus, about 40% computing-adjacent,
#: 9 PDFs, 18 about/home/author pages, 13 CVs, 5 experience/teaching/portfolio/JSON Resume/README pages; with groups of
#: people who worked at the same organisation: UCLA (four people), McGill University and Mila, Lawrence Livermore
#: National Laboratory, Sandia National Laboratories, the University of Reading, the Awh/Vogel lab at the University of
#: Chicago, the University of Georgia, Princeton University, Northwestern University and the University of Arizona;
#: never run through extraction)
#: ``fresh19`` is round 21's blind set (36 documents of 22 people new to the corpus, about 40% computing-adjacent,
#: 8 PDFs, 17 about/home/author pages, 12 CVs, 7 experience/résumé/README/informal pages; with groups of people who
#: worked at the same organisation: the University of Michigan (four people), Harvard University, Google (three each),
#: the University of Cambridge's MRC Biostatistics Unit, the University of Edinburgh, the Federal Reserve Board of
#: Governors, Yale University and the National Center for Atmospheric Research; never run through extraction)
#: ``fresh20`` is round 22's blind set (36 documents of 22 people new to the corpus, about 40% computing-adjacent,
#: 8 PDFs, 20 about/home/author pages, 11 CVs, 5 experience/résumé/research/JSON Resume/lab-member pages; with groups of
#: people who worked at the same organisation: Sandia National Laboratories, the University of Florida (four of the
#: Weecology lab), USDA-ARS's Jornada Experimental Range, Disney Research, NVIDIA, the Royal Botanic Gardens, Kew and the
#: University of Southern California; never run through extraction)
#: ``fresh21`` is round 23's blind set (36 documents of 29 people new to the corpus, about 40% computing-adjacent, no
#: PDFs (no new repository could be fetched that round: 9 documents from stored snapshots, 27 from the search index's
#: stored text), 17 about/home/author pages, 11 lab- or group-member pages, 4 CVs, 4 résumé/research/thesis/landing
#: pages; with groups of people who worked or studied at the same organisation: Northeastern University (seven), Johns Hopkins (the
#: JEFworks lab), IFIMAC at the Universidad Autónoma de Madrid (three each), the University of Hawaiʻi, Google, the
#: University of Pennsylvania, the University of Washington and the University of Oxford; never run through extraction)
#: ``fresh22`` is round 24's blind set (36 documents of 24 people new to the corpus, about 40% computing-adjacent, 8
#: PDFs (LaTeX, XeLaTeX, Word, Canva), 12 Hugo author pages (three group websites), 10 about/home pages, 6 CVs and CV data files; with groups of
#: people who worked or studied at the same organisation: USC's Information Sciences Institute (five) and USC, the Bay
#: Lab, Adobe (six), Oak Ridge National Laboratory, the University of Warwick, Google, IIT Kharagpur and UC San Diego;
#: never run through extraction)
#: ``fresh23`` is round 25's blind set (36 documents of 25 people new to the corpus, about 40% computing-adjacent, 9
#: PDFs (LaTeX, XeLaTeX, pandoc, Word, Google Docs), 15 about/home pages, 9 lab- or group-member pages, 3 CVs and
#: experience pages; with groups of people who worked or studied at the same organisation: the Quantitative Marine
#: Ecology Lab at the University of New Hampshire (five), Lawrence Berkeley National Laboratory (four), Robert Weatherup's
#: group at the University of Oxford (four), the University of Southern California (three of Morteza Dehghani's labs),
#: Spotify and Carnegie Mellon University; never run through extraction)
#: ``fresh24`` is round 26's blind set (36 documents of 29 people new to the corpus, about a third computing-adjacent, 9
#: PDFs (LaTeX, XeLaTeX, pdfTeX, moderncv, Word), 4 lab-member pages of one lab, about, CV, data-file and JSON Resume pages;
#: with groups of people who worked or studied at the same organisation: Ben-Gurion University of the Negev (five, four of
#: one lab), the University of Pittsburgh (four), KIT and Bosch (three), Cloudflare (three), CERN (three), RISE, the
#: Deutsche Bundesbank, Texas A&M University and Tel Aviv University; never run through extraction)
#: ``fresh25`` is round 27's blind set (36 documents of 21 people new to the corpus, about 40% computing-adjacent, 10
#: PDFs (LaTeX, moderncv, Word, an NIH biosketch, Google Docs), 14 about/bio pages, CV pages and data files, CV-collection
#: entries, Hugo author and Hugo Blox pages, a project page and a Markdown résumé; with groups of people who worked or
#: studied at the same organisation: WHOI, the University of Bristol, Stanford (two postdocs of Percy Liang), CMU, Adobe
#: Research, NCAR, University College London (four), the University of Cambridge, Harvard, the University of Washington
#: and Brown University; never run through extraction)
#: ``fresh26`` is round 28's blind set (36 documents of 27 people new to the corpus, about 35% computing-adjacent, 7
#: PDFs (LaTeX, moderncv, Word, Typora via macOS, headless Chrome, Canva), about pages, CV pages and data files, Hugo
#: author and widget pages, lab-member files and people bios of one lab, R Markdown pages; with groups of people who
#: worked or studied at the same organisation: UC Berkeley's ICON Lab (four), the LXCG lab at Mount Sinai, Northwestern,
#: the University of Mannheim, UT Austin (three), Princeton, Harvard and UCL; never run through extraction)
#: ``fresh27`` is round 29's blind set (36 documents of 23 people new to the corpus, about a third computing-adjacent, 8
#: PDFs (LuaLaTeX, moderncv, pdfTeX, R Markdown, Awesome-CV, Google Docs, Word), about/home pages, CV pages, Hugo widgets,
#: author page and résumé data files, Jekyll experience entries, a Markdown résumé, SvelteKit TypeScript data; with groups
#: of people who worked or studied at the same organisation: Vanderbilt (and the FDA), UC Berkeley (three), Carnegie Mellon
#: (four), Apple (four), the University of Washington (three), Microsoft, Stanford (three), Caltech and the Flatiron
#: Institute; never run through extraction)
#: ``fresh28`` is round 30's blind set (36 documents of 25 people new to the corpus, about 30% computing-adjacent, 7
#: PDFs (moderncv pdfTeX and xdvipdfmx, pdfTeX LaTeX, xdvipdfmx résumé, Qt/wkhtmltopdf, Word) and a LaTeX CV source,
#: about/home and CV pages, Hugo widgets and a Hugo Blox author page, a Sphinx biography, Gatsby and Markdown experience
#: entries, Jekyll lab-member pages; with groups of people who worked or studied at the same organisation: the UWA Marine
#: Ecology Group (four), Purdue (three), RRCHNM / George Mason, NREL, the Mayo Clinic, Paris universities (four),
#: Cambridge, EPFL, Penn State, Georgia Tech and UW-Madison; never run through extraction)
HALVES = (
    "tune", "test", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10",
    "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20",
    "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28",
)  # fmt: skip


def fetch_order(entries: list[Entry], halves: dict[str, str]) -> list[str]:
    """Repositories of the documents not present, the ones that measure first: ``test``, then the
    blind halves newest first, then the rest. A session may fetch only so many repositories (about
    500 in round 23, when the corpus spanned 548), so the honest numbers should not be the ones lost.

    >>> rows = [Entry("a1", "p", "o/old", "cv.md", "", "", "", ""), Entry("b1", "q", "o/new", "cv.md", "", "", "", "")]
    >>> fetch_order(rows, {"a1": "tune", "b1": "test"})
    ['o/new', 'o/old']
    """
    rank = {"test": 0, **{half: len(HALVES) - i for i, half in enumerate(HALVES) if half.startswith("fresh")}}
    missing = [entry for entry in entries if status(entry) != "ok"]
    missing.sort(key=lambda entry: rank.get(halves.get(entry.id, "tune"), len(HALVES) + 1))
    return list(dict.fromkeys(entry.repo for entry in missing))


def read_split(path: Path = SPLIT) -> dict[str, str]:
    """Document id → half, as recorded in ``split.tsv`` (empty when there is none yet)."""
    if not path.is_file():
        return {}
    with path.open(encoding="utf-8", newline="") as handle:
        return {row["id"]: row["split"] for row in csv.DictReader(handle, delimiter="\t")}


def write_split(entries: list[Entry], new_half: str | None = None) -> int:
    """Give every document not yet in ``split.tsv`` a half; recorded halves never change."""
    recorded = read_split()
    person_half = {e.person: recorded[e.id] for e in entries if e.id in recorded}
    halves = dict(recorded)
    for entry in entries:
        if entry.id in halves:
            continue
        half = person_half.get(entry.person) or new_half or split_of(entry.person)
        halves[entry.id] = person_half[entry.person] = half
    persons = {entry.id: entry.person for entry in entries}
    with SPLIT.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerow(["id", "person", "split"])
        for doc_id in sorted(halves):
            writer.writerow([doc_id, persons.get(doc_id, ""), halves[doc_id]])
    for half in HALVES:
        docs = [doc_id for doc_id, h in halves.items() if h == half]
        people = {persons.get(doc_id) for doc_id in docs}
        print(f"{half}: {len(docs)} documents of {len(people)} people")
    return 0


def stage(entries: list[Entry], target: Path, half: str) -> int:
    """Copy one half's present documents and their gold into ``target/`` and ``target/gold/``."""
    (target / "gold").mkdir(parents=True, exist_ok=True)
    staged = 0
    halves = read_split()
    for entry in entries:
        if entry.id not in halves:
            print(f"not in split.tsv (run `corpus.py split`): {entry.id}", file=sys.stderr)
            continue
        if halves[entry.id] != half and half != "all":
            continue
        if status(entry) != "ok" or not (GOLD / f"{entry.id}.yaml").is_file():
            continue
        shutil.copy2(entry.file, target / entry.file.name)
        shutil.copy2(GOLD / f"{entry.id}.yaml", target / "gold" / f"{entry.id}.yaml")
        staged += 1
    print(f"staged {staged} documents ({half}) in {target}", file=sys.stderr)
    return 0 if staged else 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="which documents are present, missing or changed")
    sub.add_parser("fetch", help="fetch missing documents (local mirror, else GitHub)")
    sub.add_parser("repos", help="repositories of missing documents, measured halves first")
    splitting = sub.add_parser("split", help="give new documents a half in split.tsv")
    splitting.add_argument("--new-half", choices=HALVES, help="put every new person in this half")
    staging = sub.add_parser("stage", help="copy one half's documents and gold into a folder")
    staging.add_argument("target", type=Path)
    staging.add_argument("--split", choices=(*HALVES, "all"), default="tune")
    args = parser.parse_args(argv)
    entries = read_manifest()
    if args.command == "check":
        return check(entries)
    if args.command == "fetch":
        return fetch(entries)
    if args.command == "repos":
        print("\n".join(fetch_order(entries, read_split())))
        return 0
    if args.command == "split":
        return write_split(entries, args.new_half)
    return stage(entries, args.target, args.split)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
