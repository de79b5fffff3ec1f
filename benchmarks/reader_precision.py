"""Which reader made each extracted item, and how often it is right: ``python benchmarks/reader_precision.py
SET [SET ...] [--field projects] [--items]``.

A SET is a staged corpus folder (documents and ``gold/``, as ``corpus/real/corpus.py stage`` writes
it). Every document is extracted in-process while the constructors of posts, studies, projects,
people and topics note the extraction function that called them (and that function's caller), and
the items are matched to the gold exactly as ``talentgraph eval`` matches them. The table gives, per
field and reader, right/false counts of each SET side by side: a reader whose precision is high on
the documents read while tuning and low on held-out ones fires on layouts it was not written for
(round 29: a dated row with no role outside a projects section, 3 right / 15 false on dev and
0 / 18 on the held-out aside set). Misses have no reader and are not counted.

Only totals are printed, so held-out sets keep their rule (totals only). ``--items`` lists every
right and false item with its document; it is refused for a SET holding a document of a half nobody
may read (the test half and the newest blind half: not in ``READABLE_HALVES``).

An item copied by :func:`dataclasses.replace` keeps the reader of the item it copies.

Example: ``python corpus/real/corpus.py stage /tmp/h --split fresh24`` then
``python benchmarks/reader_precision.py /tmp/h --field projects``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

from bench_accuracy import corpus_module
from bench_shared_employers import READABLE_HALVES

from talentgraph import evaluate as ev
from talentgraph import model
from talentgraph.errors import TalentGraphError

#: eval's field name → the profile items it scores
FIELDS = {
    "affiliations": model.Affiliation,
    "affiliation_dates": model.Affiliation,
    "education": model.Education,
    "projects": model.Project,
    "people": model.Mention,
    "topics": model.Topic,
}
_PACKAGE = f"{Path(model.__file__).parent}/"


def _frame_name(frame: FrameType) -> str:
    """``module.function`` of a frame; a package's ``__init__`` goes by the package's name."""
    path = Path(frame.f_code.co_filename)
    return f"{path.parent.name if path.stem == '__init__' else path.stem}.{frame.f_code.co_name}"


def reader_of(frame: FrameType | None, readers: dict[int, str]) -> str:
    """The extraction function on the stack above a constructor, with its caller ("positions.build <
    extract._extract"); the copied item's reader inside :func:`dataclasses.replace`."""
    while frame is not None:
        code = frame.f_code
        if code.co_name == "replace" and code.co_filename.endswith("dataclasses.py"):
            copied = frame.f_locals.get("obj")
            if copied is not None and id(copied) in readers:
                return readers[id(copied)]
        if code.co_filename.startswith(_PACKAGE) and not code.co_filename.endswith("model.py"):
            caller = frame.f_back
            return f"{_frame_name(frame)} < {_frame_name(caller)}" if caller else _frame_name(frame)
        frame = frame.f_back
    return "?"


@contextmanager
def noting_readers() -> Iterator[tuple[dict[int, str], list[Any]]]:
    """While inside, every scored item made records its reader in ``readers`` (by ``id``); ``alive``
    keeps the items so their ids stay unique until the caller clears both."""
    readers: dict[int, str] = {}
    alive: list[Any] = []
    originals = {cls: cls.__init__ for cls in set(FIELDS.values())}

    def noting(original: Callable[..., None]) -> Callable[..., None]:
        def init(self: Any, *args: Any, **kwargs: Any) -> None:
            original(self, *args, **kwargs)
            readers[id(self)] = reader_of(sys._getframe(1), readers)
            alive.append(self)

        return init

    for cls, original in originals.items():
        cls.__init__ = noting(original)  # type: ignore[method-assign]
    try:
        yield readers, alive
    finally:
        for cls, original in originals.items():
            cls.__init__ = original  # type: ignore[method-assign]


def count_readers(
    folder: Path, fields: list[str], items: list[str] | None = None
) -> Counter[tuple[str, str, bool]]:
    """(field, reader, right?) → number of items over the documents of ``folder``; with ``items``, one
    line per item is appended to it ("FP doc reader :: item")."""
    counts: Counter[tuple[str, str, bool]] = Counter()
    with noting_readers() as (readers, alive):
        for path in sorted(folder.glob("gold/*.yaml")):
            gold = ev._load_gold(path)
            source = str(gold["source"])
            try:
                profile = ev._extract(folder / source, source)
            except TalentGraphError:
                continue
            for name in fields:
                spec = ev._FIELDS[name]
                found = list(getattr(profile, spec.key))
                pairs, _, spurious = ev._greedy(ev._gold_list(gold, spec.key), found, spec.score)
                for index, right in [(fi, True) for _, fi in pairs] + [(fi, False) for fi in spurious]:
                    reader = readers.get(id(found[index]), "?")
                    counts[(name, reader, right)] += 1
                    if items is not None:
                        shown = spec.show(found[index])
                        items.append(f"{'TP' if right else 'FP'} {path.stem} {name} {reader} :: {shown}")
            readers.clear()
            alive.clear()
    return counts


def unreadable_documents(folder: Path) -> list[str]:
    """Documents of ``folder`` whose corpus half may not be read item by item."""
    halves = corpus_module().read_split()
    return [path.stem for path in folder.glob("gold/*.yaml") if halves.get(path.stem) not in READABLE_HALVES]


def table(counts: list[Counter[tuple[str, str, bool]]], fields: list[str]) -> str:
    """One block per field: each reader's right/false (precision) in each set, most false first."""
    lines = []
    for name in fields:
        readers = {reader for c in counts for (f, reader, _) in c if f == name}
        readers_by_false = sorted(readers, key=lambda r: (-sum(c[(name, r, False)] for c in counts), r))
        lines.append(f"## {name}")
        for reader in readers_by_false:
            cells = []
            for c in counts:
                right, false = c[(name, reader, True)], c[(name, reader, False)]
                cells.append(f"{right:5d}/{false:4d} {right / (right + false) if right + false else 0:.2f}")
            lines.append(f"{reader[:72]:72s} " + "   ".join(cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+", type=Path, help="staged corpus folders (documents + gold/)")
    parser.add_argument("--field", choices=sorted(FIELDS), action="append", help="default: every field")
    parser.add_argument("--items", action="store_true", help="list each item (readable halves only)")
    args = parser.parse_args(argv)
    fields = args.field or list(FIELDS)
    if args.items and (held := [d for folder in args.sets for d in unreadable_documents(folder)]):
        parser.error(f"--items lists documents of halves nobody may read ({', '.join(sorted(held)[:5])} …)")
    listed: list[str] | None = [] if args.items else None
    counts = [count_readers(folder, fields, listed) for folder in args.sets]
    print(" | ".join(str(folder) for folder in args.sets))
    print(table(counts, fields))
    if listed:
        print("\n".join(listed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
