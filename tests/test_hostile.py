"""Hostile input: a folder of generated bad, odd and dangerous files beside normal profiles.

One ingest of the whole folder (each document within a small time budget) must store every
normal profile, account for every hostile file (stored, or reported by name), and never show a
traceback; ``extract`` must give an ``Error:`` line or a profile for each, never a traceback.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from talentgraph.pipeline import IngestReport, ingest
from talentgraph.queries import run_query
from talentgraph.store import Store, open_store

from .conftest import EXAMPLES

NORMAL = ["alice-nguyen.txt", "bruno-costa.md", "dana-okafor.html", "fatima-haddad.json", "ivan-petrov.mdx"]
TIME_LIMIT = 5.0

Maker = Callable[[Path], None]
CASES: dict[str, Maker] = {}  # file name -> how to make it inside the folder


def case(name: str, content: bytes | str) -> None:
    data = content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content

    def make(folder: Path) -> None:
        (folder / name).write_bytes(data)

    CASES[name] = make


def _resume(name: str) -> str:
    return json.dumps({"basics": {"name": name}, "work": [{"name": "Acme", "position": "Engineer"}]})


# Unpaired surrogates and control characters, in every structured and text format.
for i, bad in enumerate(["\\ud800", "\\udfff", "\\udc80\\ud800", "\\u0000", "\\u001b[31m", "\\u0085"]):
    case(f"surrogate-json-{i}.json", '{"basics":{"name":"Jane ' + bad + ' Roe"}}')
    case(f"surrogate-key-{i}.json", '{"basics":{"name":"Jane Roe","' + bad + '":"x"}}')
for i, ch in enumerate(["\x00", "\x07", "\x1b", "\x7f", "\x85", "\ufffe", "\u202e", "\u2028"]):
    case(f"control-{i}.txt", f"Jane{ch}Roe\n\nExperience\n2019 - 2021 Engineer{ch} at Acme{ch}\n")
    case(f"control-{i}.md", f"# Jane{ch} Roe\n\n## Experience\n- 2019 - 2021 Engineer at Acme{ch}\n")
    case(f"control-{i}.html", f"<h1>Jane{ch} Roe</h1><h2>Work</h2><ul><li>Engineer at Acme{ch}</li></ul>")
case("lone-surrogate-bytes.txt", b"Jane \xed\xa0\x80 Roe\nEngineer at Acme\n")
case("nul-late.txt", b"Jane Roe\n" + b"x" * 5000 + b"\x00\x00\x00 Engineer at Acme\n")
case("nul-early.txt", b"\x00\x00\x00\x00Jane Roe\n")
case("utf16-bom.txt", "\ufeffJane Roe\nEngineer at Acme\n".encode("utf-16"))
case("utf16-no-bom.txt", "Jane Roe\nEngineer at Acme\n".encode("utf-16-le"))
case("invalid-utf8.txt", b"Jane \xff\xfe\xfa Roe\n\x81\x8d\x8f\x90\x9d Engineer\n")
case("bom-only.md", b"\xef\xbb\xbf")
case("empty.txt", b"")
case("whitespace.md", b" \n\t\n \r\n")
# Entities and character references that decode to nothing sane.
for i, ref in enumerate(["&#0;", "&#xd800;", "&#x110000;", "&#1114112;", "&#x1b;", "&#99999999999;"]):
    case(
        f"charref-{i}.html", f"<html><body><h1>Jane {ref} Roe</h1><p>Engineer at Acme {ref}</p></body></html>"
    )
# Deep nesting and giant numbers.
case("deep-array.json", "[" * 100_000 + "]" * 100_000)
case("deep-object.json", '{"a":' * 50_000 + "1" + "}" * 50_000)
case("deep-resume.json", '{"basics":{"name":"Jane Roe"},"work":' + "[" * 20_000 + "]" * 20_000 + "}")
case("huge-int.json", '{"basics":{"name":"Jane Roe"},"n":' + "9" * 10_000 + "}")
case("huge-float.json", '{"basics":{"name":"Jane Roe"},"n":1e999999}')
case("deep-list.yaml", "a: " + "[" * 5000 + "]" * 5000 + "\n")
case("deep-html.html", "<div>" * 20_000 + "Jane Roe" + "</div>" * 20_000)
case(
    "billion-laughs.yaml",
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(8)
    ),
)
case("python-tag.yaml", "name: !!python/object/apply:os.system ['echo pwned']\n")
case("yaml-scalar.yaml", "just a string\n")
case("yaml-broken.yaml", "name: [unclosed\n  - : :\n")
case("json-broken.json", '{"basics": {"name": "Jane"')
case("json-not-object.json", "[1, 2, 3]")
case("json-null.json", "null")
case(
    "json-wrong-types.json", '{"basics": {"name": 42, "email": ["x"]}, "work": {"a": 1}, "education": "none"}'
)
case(
    "json-wide.json",
    json.dumps({"basics": {"name": "Jane Roe"}, "work": [{"name": f"Org {i}"} for i in range(5000)]}),
)
case("front-matter-broken.md", "---\nname: [broken\n---\n# Jane Roe\n")
case("front-matter-alias.md", "---\na: &a [1]\nb: *a\nname: *a\n---\n# Jane Roe\n")
# PDFs that are not quite PDFs.
case("not-a-pdf.pdf", b"%PDF-1.4 not really a pdf")
case("truncated.pdf", b"%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nendobj\n")
case("garbage.pdf", b"%PDF-1.5\n" + bytes(range(256)) * 40)
case(
    "xref-loop.pdf", b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 1 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
)
case("pdf-no-header.pdf", b"Jane Roe, Engineer at Acme\n")
case("html-as-pdf.pdf", b"<html><body>Jane</body></html>")
# Slow or huge for their size: must end within the time budget or the size cap.
case("unclosed-comment.html", "<html><body><!--" + "<p>Jane Roe</p>" * 60_000)
case("many-lines.txt", "Engineer at Acme 2019 - 2021\n" * 100_000)
case("one-long-line.txt", "Jane Roe Engineer at Acme 2019 - 2021 " * 150_000)
case(
    "many-dates.md", "# Jane Roe\n\n## Experience\n" + "- 2019 - 2021 Engineer at Acme, 2018 - 2019\n" * 5000
)
case("many-cells.html", "<table>" + "<tr>" + "<td>Acme 2019</td>" * 2000 + "</tr>" * 1 + "</table>")
case("too-big.txt", b"a" * (20 * 1024 * 1024 + 1))
case("binary.txt", bytes(range(256)) * 64)
case("png-named-md.md", b"\x89PNG\r\n\x1a\n" + b"\x00" * 200)
# Injection attempts in facts that end up in IRIs, literals, SPARQL and HTML.
case(
    "sparql-injection.md",
    '# Jane "} ; DROP ALL ; INSERT DATA { <a> <b> "c" } #\n\n## Experience\n- 2019 - 2021 Engineer at Acme\n',
)
case("iri-injection.json", _resume("Jane Roe")[:-1] + ', "basics2": 1}')
case(
    "weird-urls.json",
    json.dumps(
        {
            "basics": {
                "name": "Jane Roe",
                "email": '<script>@x> y"z',
                "url": "javascript:alert(1)> <http://x",
                "profiles": [{"url": 'http://a b/"c"{d}'}],
            }
        }
    ),
)
case(
    "html-script.html",
    "<h1>Jane <script>alert(1)</script>Roe</h1><p onclick='x()'>Engineer at <b>Acme</b></p>",
)
case("bidi-name.md", "# Jane \u202eeoR\n\n## Experience\n- 2019 - 2021 Engineer at Acme\n")
case("emoji-only.md", "# 🦄🦄🦄\n\n## 💼\n- 🏢 🕐 2019 - 2021\n")
case(
    "weird-dates.md",
    "# Jane Roe\n\n## Experience\n- 9999 - 0000 Engineer at Acme\n- 2021-13-45 - 1800 Intern at Acme\n",
)
case("long-name.md", "# " + "Jane " * 20_000 + "\n")
case("crlf-mixed.txt", b"Jane Roe\r\n\rExperience\r2019 - 2021 Engineer at Acme\n\r\n")
case("jsx.mdx", "import X from './x'\n\n<X prop={() => { while (true) {} }} />\n\n# Jane Roe\n")
case("huge-attribute.html", '<p title="' + "a" * 2_000_000 + '">Jane Roe</p>')
case("nested-tables.html", "<table><tr><td>" * 3000 + "Jane" + "</td></tr></table>" * 3000)
case(
    "meta-injection.html",
    '<head><meta name="author" content="\x00Jane\u202e <script>"><title>\ud800</title></head>',
)
case("yaml-many-keys.yaml", "".join(f"k{i}: v{i}\n" for i in range(20_000)))
case("json-long-string.json", json.dumps({"basics": {"name": "Jane Roe", "summary": "word " * 1_000_000}}))
case("md-link-flood.md", "# Jane Roe\n\n" + "[a](http://x/) " * 50_000)
case("md-heading-flood.md", "".join(f"# Heading {i}\n" for i in range(30_000)))
case("tabs-only.txt", "\t" * 100_000)
case("orcid-like.json", '{"orcid-identifier": {"path": "0000-0000-0000-000X\\u0000"}, "person": null}')
case("latin1.txt", "Jos\u00e9 Mar\u00eda, Ingeniero at Acme\n".encode("latin-1"))
# Names of files themselves.
case('name with spaces & <angle> "quotes".md', "# Jane Roe\n")
case("ünïcödé-名前.txt", "Jane Roe\nEngineer at Acme\n")
case("x" * 200 + ".txt", "Jane Roe\n")
case("README.md", "# not a profile: skipped on purpose\n")


def _special(folder: Path) -> dict[str, str]:
    """Special entries made inside the folder: name -> words the refusal must contain."""
    os.mkfifo(folder / "pipe.txt")
    (folder / "outside.txt").symlink_to("/etc/passwd")
    (folder / "dangling.md").symlink_to(folder / "does-not-exist.md")
    (folder / "loop").symlink_to(folder)
    (folder / "folder.txt").mkdir()
    (folder / "self-link.txt").symlink_to(folder / "self-link.txt")
    (folder / "inside-link.md").symlink_to(folder / "alice-nguyen.txt")
    return {
        "pipe.txt": "FIFO",
        "outside.txt": "outside the folder",
        "dangling.md": "dangling",
        "loop": "loop",
        "folder.txt": "folder",
        "self-link.txt": "dangling symlink (or a symlink loop)",
    }


@pytest.fixture(scope="module")
def hostile_folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    folder = tmp_path_factory.mktemp("hostile")
    for name in NORMAL:
        shutil.copy(EXAMPLES / name, folder / name)
    for make in CASES.values():
        make(folder)
    return folder, _special(folder)


@pytest.fixture(scope="module")
def ingested(
    hostile_folder: tuple[Path, dict[str, str]], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Store, IngestReport]:
    store = open_store(tmp_path_factory.mktemp("hostile-store") / "store")
    report = ingest(
        [hostile_folder[0]],
        store,
        workers=2,
        recursive=True,
        progress=False,
        time_limit=TIME_LIMIT,
        memory_mb=1024,
    )
    return store, report


def test_there_are_at_least_100_cases() -> None:
    assert len(CASES) >= 100


def test_every_normal_profile_beside_them_is_stored(ingested: tuple[Store, IngestReport]) -> None:
    store, report = ingested
    assert set(NORMAL) <= set(report.loaded)
    for name in ("Alice Nguyen", "Ivan Petrov", "Fatima Haddad"):
        assert run_query(store, "_lookup-person", {"label": name.lower()}).rows, name


@pytest.mark.parametrize("name", sorted(set(CASES) - {"README.md"}))
def test_each_hostile_file_is_stored_or_reported_by_name(
    name: str, ingested: tuple[Store, IngestReport]
) -> None:
    _, report = ingested
    failed = dict(report.failed)
    assert (name in report.loaded) != (name in failed), "exactly one outcome per document"
    if name in failed:
        reason = failed[name]
        assert "\n" not in reason
        assert "Traceback" not in reason
        assert len(reason) < 2000


def test_special_entries_are_reported_never_followed(
    hostile_folder: tuple[Path, dict[str, str]], ingested: tuple[Store, IngestReport]
) -> None:
    _, expected = hostile_folder
    _, report = ingested
    failed = dict(report.failed)
    for name, words in expected.items():
        assert name in failed, name
        assert words in failed[name], (name, failed[name])
    assert "inside-link.md" in report.loaded  # a link that stays inside the folder is fine
    assert "README.md" not in report.loaded
    assert not any(source.startswith("loop/") for source in report.loaded)


def test_slow_and_huge_files_are_stopped_by_their_budgets(ingested: tuple[Store, IngestReport]) -> None:
    _, report = ingested
    failed = dict(report.failed)
    assert "limit 20 MB" in failed["too-big.txt"]
    assert "unclosed-comment.html" in report.loaded or "time budget" in failed["unclosed-comment.html"]


def test_stored_text_is_clean(ingested: tuple[Store, IngestReport]) -> None:
    store, _ = ingested
    rows = store.select("SELECT ?o WHERE { ?s ?p ?o FILTER(isLiteral(?o)) }")
    for value in rows.column("o"):
        text = str(value)
        assert "\x00" not in text
        assert not any("\ud800" <= ch <= "\udfff" for ch in text)


EXTRACT_CASES = [
    "surrogate-json-0.json",
    "surrogate-key-2.json",
    "deep-array.json",
    "deep-object.json",
    "huge-int.json",
    "deep-list.yaml",
    "billion-laughs.yaml",
    "python-tag.yaml",
    "garbage.pdf",
    "xref-loop.pdf",
    "not-a-pdf.pdf",
    "too-big.txt",
    "charref-1.html",
    "control-0.md",
    "pipe.txt",
    "outside.txt",
]


def test_extract_gives_a_profile_or_one_error_line(hostile_folder: tuple[Path, dict[str, str]]) -> None:
    folder, _ = hostile_folder
    exe = Path(sys.executable).with_name("talentgraph")
    for name in EXTRACT_CASES:
        done = subprocess.run(
            [str(exe), "extract", str(folder / name)], capture_output=True, text=True, timeout=120
        )
        assert "Traceback" not in done.stderr, (name, done.stderr)
        if done.returncode:
            assert done.returncode == 1, name
            lines = done.stderr.strip().splitlines()
            assert len(lines) == 1, (name, lines)
            assert lines[0].startswith("Error: "), (name, lines)
        else:
            assert "person" in json.loads(done.stdout), name
