"""The pages in a real headless Chromium, driven by selenium through Debian's chromium-driver.

Each page must load with no console error and no network request; on the graph page search finds
a person, a click opens the evidence panel and the time-window slider changes the visible ties;
a hostile profile's payload runs nowhere.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from talentgraph.store import Store, open_store
from talentgraph.views import career, network_data, person_report, render_report, render_timeline
from talentgraph.views.browser import chromium_paths, open_graph_page, start_chromium
from talentgraph.views.network import LARGE
from talentgraph.viz import render_html, render_network, write_page

from .conftest import need
from .test_viz_views import HOSTILE, load_views_graph

pytestmark = pytest.mark.browser

TODAY = date(2025, 6, 1)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pages")
    store: Store = open_store(folder / "store")
    load_views_graph(store)
    out = {
        "graph": write_page(
            render_network(network_data(store, TODAY), "browser test"), folder / "graph.html"
        ),
        "report": write_page(
            render_report(
                person_report(store, "Ada Quill", other="Finn Holt", policy="neurips", today=TODAY)
            ),
            folder / "report.html",
        ),
        "timeline": write_page(render_timeline(career(store, "Ada Quill", TODAY)), folder / "timeline.html"),
    }
    store.close()
    return out


@pytest.fixture(scope="module")
def clustered_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A graph above LARGE nodes: 1,600 people at 40 organisations, colleagues in pairs."""
    import networkx as nx

    graph = nx.Graph()
    for o in range(40):
        graph.add_node(f"o{o}", label=f"Org {o}", kind="company")
    for p in range(1600):
        graph.add_node(f"p{p}", label=f"Person {p}", kind="person")
        graph.add_edge(f"p{p}", f"o{p % 40}", relation="worked at")
        if p % 2:
            graph.add_edge(f"p{p}", f"p{p - 1}", relation="collaborator", details=[f"tie {p - 1}–{p}"])
    assert graph.number_of_nodes() > LARGE
    return write_page(render_html(graph, title="clustered"), tmp_path_factory.mktemp("large") / "graph.html")


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    browser, chromedriver = chromium_paths()
    need(browser is not None, "no headless Chromium installed ('make test' installs it on Debian)")
    need(
        chromedriver is not None, "no chromedriver installed ('make test' installs chromium-driver on Debian)"
    )
    session = start_chromium()
    yield session
    session.quit()


def open_page(driver: Any, path: Path) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get_log("browser")  # drop what earlier pages logged
    driver.get_log("performance")
    driver.get(path.as_uri())
    WebDriverWait(driver, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")


def requests_made(driver: Any, page: Path) -> list[str]:
    """URLs the page asked for, other than itself."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url != page.as_uri() and not url.startswith("data:"):
                urls.append(url)
    return urls


def graph_ready(driver: Any, page: Path) -> None:
    driver.get_log("browser")  # drop what earlier pages logged
    driver.get_log("performance")
    open_graph_page(driver, page, timeout=30)


@pytest.mark.parametrize("name", ["graph", "report", "timeline"])
def test_page_loads_without_errors_or_requests(driver: Any, pages: dict[str, Path], name: str) -> None:
    open_page(driver, pages[name])
    if name == "graph":
        graph_ready(driver, pages[name])
        assert driver.find_elements("css selector", "#graph canvas")
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
    assert requests_made(driver, pages[name]) == []
    # the hostile profile ran nothing: no global set, no element injected, title is ours
    assert driver.execute_script("return window.PWNED === undefined")
    assert driver.find_elements("css selector", "img") == []
    assert "PWNED" not in driver.title


def test_hostile_text_is_shown_as_text(driver: Any, pages: dict[str, Path]) -> None:
    open_page(driver, pages["report"])
    assert HOSTILE in driver.find_element("tag name", "body").text
    assert driver.execute_script("return window.PWNED === undefined")


def test_search_finds_a_person(driver: Any, pages: dict[str, Path]) -> None:
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    graph_ready(driver, pages["graph"])
    box = driver.find_element("id", "search")
    box.send_keys("kai l")
    hits = [li.text for li in driver.find_elements("css selector", "#search-results li")]
    assert hits == ["Kai Lund"]
    box.send_keys(Keys.ENTER)
    panel = driver.find_element("id", "panel")
    WebDriverWait(driver, 10).until(lambda d: panel.is_displayed())
    assert panel.find_element("tag name", "h2").text == "Kai Lund"
    assert "Ada Quill" in panel.text  # the colleague tie, with its overlap


def test_click_opens_the_evidence_panel(driver: Any, pages: dict[str, Path]) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support.ui import WebDriverWait

    graph_ready(driver, pages["graph"])
    node = driver.execute_script(
        "const t = window.talentgraph; const n = t.nodes.get({filter: x => x.label === 'Ada Quill'})[0];"
        "t.network.moveTo({position: t.network.getPosition(n.id), scale: 1.5});"
        "return n.id;"
    )
    point = driver.execute_script(
        "const t = window.talentgraph; return t.network.canvasToDOM(t.network.getPosition(arguments[0]));",
        node,
    )
    canvas = driver.find_element("css selector", "#graph canvas")
    size = canvas.size
    ActionChains(driver).move_to_element_with_offset(
        canvas, int(point["x"] - size["width"] / 2), int(point["y"] - size["height"] / 2)
    ).click().perform()
    panel = driver.find_element("id", "panel")
    WebDriverWait(driver, 10).until(lambda d: panel.is_displayed())
    assert panel.find_element("tag name", "h2").text == "Ada Quill"
    links = {a.text: a.get_attribute("title") for a in panel.find_elements("css selector", "a.ev")}
    assert links["ada.txt:5"] == "Meta, Training Infrastructure, Research Engineer, Jun 2021 - Aug 2023"
    assert "kai.txt:2" in links


def test_slider_changes_the_visible_ties(driver: Any, pages: dict[str, Path]) -> None:
    from selenium.webdriver.common.keys import Keys

    graph_ready(driver, pages["graph"])
    everything = driver.execute_script("return window.talentgraph.edges.length")
    counter = driver.find_element("id", "visible-edges")
    assert counter.text == f"{everything} ties shown"
    start = driver.find_element("id", "from")
    start.send_keys(Keys.END)  # the window shrinks to the last year
    fewer = driver.execute_script("return window.talentgraph.edges.length")
    assert 0 < fewer < everything
    assert counter.text == f"{fewer} ties shown"
    years = driver.execute_script(
        "return window.talentgraph.edges.get().map(e => e.spans).filter(s => s.length)"
        ".map(s => Math.max(...s.map(x => x[1])))"
    )
    last = int(start.get_attribute("value"))
    assert all(end >= last for end in years)  # every dated tie shown reaches into the window
    driver.find_element("id", "undated").click()
    assert driver.execute_script("return window.talentgraph.edges.get().every(e => e.spans.length > 0)")


def test_clicking_a_tie_opens_its_facts_and_evidence(driver: Any, pages: dict[str, Path]) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.support.ui import WebDriverWait

    graph_ready(driver, pages["graph"])
    # a point on the Ada Quill – Kai Lund colleague tie that no node or other tie covers
    point = driver.execute_script(
        "const t = window.talentgraph, net = t.network;"
        "const id = name => t.nodes.get({filter: n => n.label === name})[0].id;"
        "const a = id('Ada Quill'), b = id('Kai Lund');"
        "const edge = t.edges.get({filter: e => e.category === 'colleague' &&"
        "  ((e.from === a && e.to === b) || (e.from === b && e.to === a))})[0];"
        "const pa = net.getPosition(a), pb = net.getPosition(b);"
        "net.moveTo({position: {x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2}, scale: 1.2});"
        "for (let f = 0.3; f <= 0.7; f += 0.05) {"
        "  const dom = net.canvasToDOM({x: pa.x + f * (pb.x - pa.x), y: pa.y + f * (pb.y - pa.y)});"
        "  if (net.getNodeAt(dom) === undefined && net.getEdgeAt(dom) === edge.id) { return dom; }"
        "}"
        "return null;"
    )
    assert point is not None, "no free point on the tie to click"
    canvas = driver.find_element("css selector", "#graph canvas")
    size = canvas.size
    ActionChains(driver).move_to_element_with_offset(
        canvas, int(point["x"] - size["width"] / 2), int(point["y"] - size["height"] / 2)
    ).click().perform()
    panel = driver.find_element("id", "panel")
    WebDriverWait(driver, 10).until(lambda d: panel.is_displayed())
    assert set(panel.find_element("tag name", "h2").text.split(" — ")) == {"Ada Quill", "Kai Lund"}
    assert "12 months" in panel.text  # the overlap, as a fact
    links = {a.text: a.get_attribute("title") for a in panel.find_elements("css selector", "a.ev")}
    assert links["ada.txt:5"] == "Meta, Training Infrastructure, Research Engineer, Jun 2021 - Aug 2023"
    assert links["kai.txt:2"] == "Meta - Training Infrastructure, Software Engineer, 2022"


def test_a_large_page_opens_clustered_and_brings_people_in(driver: Any, clustered_page: Path) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    graph_ready(driver, clustered_page)
    count = "return window.talentgraph.nodes.length"
    assert driver.execute_script(count) == 40  # organisations only
    assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []
    # search finds someone not drawn yet: they come in with the people they are tied to
    box = driver.find_element("id", "search")
    box.send_keys("Person 77")
    box.send_keys(Keys.ENTER)
    panel = driver.find_element("id", "panel")
    WebDriverWait(driver, 10).until(lambda d: panel.is_displayed())
    assert panel.find_element("tag name", "h2").text == "Person 77"
    assert "tie 76–77" in panel.text
    assert driver.execute_script(count) == 42
    # a click on an organisation brings in its 40 people
    point = driver.execute_script(
        "const t = window.talentgraph, net = t.network;"
        "const org = t.nodes.get({filter: n => n.label === 'Org 3'})[0].id;"
        "net.moveTo({position: net.getPosition(org), scale: 0.5});"
        "return net.canvasToDOM(net.getPosition(org));"
    )
    canvas = driver.find_element("css selector", "#graph canvas")
    size = canvas.size
    ActionChains(driver).move_to_element_with_offset(
        canvas, int(point["x"] - size["width"] / 2), int(point["y"] - size["height"] / 2)
    ).click().perform()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(count) == 82)
    assert panel.find_element("tag name", "h2").text == "Org 3"
