"""The HTML drawing: self-contained, escapes document text, and renders in a real browser."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import networkx as nx

from talentgraph.viz import render_html, write_html

from .conftest import need

HOSTILE = '</script><script>document.title="PWNED"</script><img src=x onerror="document.title=\'PWNED\'">'


def _graph() -> nx.Graph:
    g = nx.Graph()
    g.add_node("p1", label="Ada Lovelace", kind="person")
    g.add_node("p2", label=HOSTILE, kind="person")
    g.add_node("o1", label="ACME & Sons <Labs>", kind="organisation")
    g.add_node("t1", label="Compilers", kind="topic")
    g.add_edge("p1", "o1", relation="worked at", details=["Intern (2019–2020)"])
    g.add_edge("p2", "o1", relation="worked at", details=["Engineer (2020–present)"])
    g.add_edge("p1", "t1", relation="interested in", details=[])
    return g


def test_page_is_self_contained() -> None:
    page = render_html(_graph(), title="demo")
    # no external resources of any kind
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert "Content-Security-Policy" in page
    assert "vis.Network" in page


def test_document_text_is_escaped() -> None:
    page = render_html(_graph(), title="<b>title</b>")
    assert HOSTILE not in page
    assert '<script>document.title="PWNED"' not in page
    assert "<b>title</b>" not in page
    match = re.search(r'<script type="application/json" id="graph-data">(.*?)</script>', page, re.S)
    assert match is not None
    data = json.loads(match.group(1))
    labels = {n["label"] for n in data["nodes"]}
    assert HOSTILE in labels  # the text survives intact as data
    assert "ACME & Sons <Labs>" in labels


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def test_renders_in_headless_chromium(tmp_path: Path) -> None:
    browser = _chromium()
    need(browser is not None, "no headless Chromium installed ('make test' installs it on Debian)")
    assert browser is not None
    page = write_html(_graph(), tmp_path / "graph.html", title="browser test")
    args = [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=4000",
    ]  # fmt: skip
    dom = subprocess.run([*args, "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120)
    assert dom.returncode == 0, dom.stderr[-2000:]
    # vis-network ran: it inserts its canvas into the #graph element
    assert "<canvas" in dom.stdout
    # the hostile label ran nothing: the title is ours and no element was injected
    assert "<title>browser test</title>" in dom.stdout
    assert "PWNED" not in dom.stdout.split('id="graph-data"')[0]
    assert "<img" not in dom.stdout
    shot = tmp_path / "shot.png"
    subprocess.run(
        [*args, f"--screenshot={shot}", "--window-size=1200,800", page.as_uri()],
        capture_output=True,
        timeout=120,
    )
    assert shot.exists()
    assert shot.stat().st_size > 10_000
