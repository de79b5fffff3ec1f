"""Timelines, reports and the graph page's data, on the small fixture graph (a real store)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import RDF, Graph, URIRef

from talentgraph.cli import cli
from talentgraph.model import Profile
from talentgraph.rdf import profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.views import career, network_data, person_report, render_report, render_timeline
from talentgraph.views.focus import focus_network
from talentgraph.views.network import Network, overlap_window
from talentgraph.viz import ego_network, render_network, to_json
from talentgraph.vocab import SCHEMA

from .conftest import load_small_graph

TODAY = date(2025, 6, 1)
HOSTILE = '</script><script>window.PWNED=1</script><img src=x onerror="window.PWNED=1">'


def hostile_profile() -> Profile:
    """A profile whose name and evidence carry script payloads, at Meta while Ada Quill was."""
    return Profile.from_dict(
        {
            "source": "hostile.html",
            "person": {"name": HOSTILE},
            "affiliations": [
                {
                    "org": "Meta",
                    "org_id": "meta",
                    "role": "<b onmouseover=alert(1)>Engineer</b>",
                    "start": "2022-03",
                    "end": "2022-10",
                    "evidence": {"line": 3, "text": HOSTILE},
                }
            ],
        }
    )


def load_views_graph(store: Store) -> None:
    """The query fixtures, the hostile profile, and CMU typed as a university."""
    load_small_graph(store)
    store.replace_graph(profile_to_graph(hostile_profile(), sha256="1" * 64))
    types = Graph(identifier=URIRef("urn:test:org-types"))
    types.add((URIRef("https://w3id.org/talentgraph/id/org/cmu"), RDF.type, SCHEMA.CollegeOrUniversity))
    store.replace_graph(types)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    s = open_store(tmp_path_factory.mktemp("views") / "store")
    load_views_graph(s)
    yield s
    s.close()


def test_career_keeps_precision_and_finds_overlapping_colleagues(store: Store) -> None:
    ada = career(store, "Ada Quill", TODAY)
    meta = next(s for s in ada.stints if s.org_name == "Meta")
    assert meta.precision == "month"
    assert meta.evidence is not None
    assert meta.evidence.ref == "ada.txt:5"
    months = {c.name: c.overlap_months for c in meta.colleagues}
    assert months["Kai Lund"] == 12
    assert months["Ben Marsh"] == 4
    assert "Cara Diaz" not in months  # at Meta years earlier: no overlap
    msr = next(s for s in ada.stints if s.org_name == "Microsoft Research")
    assert msr.ongoing
    assert msr.period == "2023–present"
    cara = career(store, "Cara Diaz", TODAY)
    assert [s.precision for s in cara.stints] == ["year"]


def test_batched_lookups_give_what_one_person_at_a_time_gives(store: Store) -> None:
    from talentgraph.views.career import evidence_texts, person_names, stints, stints_of

    people = sorted(person_names(store))
    one_by_one = sorted((s for p in people for s in stints(store, p)), key=lambda s: s.fact)
    assert sorted(stints_of(store, people), key=lambda s: s.fact) == one_by_one
    assert {s.precision for s in one_by_one} >= {"year", "month"}
    assert any(s.kind == "education" and s.title for s in one_by_one)
    texts = evidence_texts(store, people)
    for person in people:
        alone = evidence_texts(store, person)
        assert {ref: texts[ref] for ref in alone} == alone
    assert texts["ada.txt:5"] == "Meta, Training Infrastructure, Research Engineer, Jun 2021 - Aug 2023"


def test_timeline_draws_precision_open_ends_and_overlap_months(store: Store) -> None:
    page = render_timeline(career(store, "Ada Quill", TODAY))
    assert re.search(r'class="bar position prec-month open-end"', page)  # Microsoft Research, present
    assert 'class="bar position prec-month"' in page  # Meta, closed
    assert ">12 mo</span>" in page
    assert 'title="Meta, Training Infrastructure, Research Engineer, Jun 2021 - Aug 2023"' in page
    year_only = render_timeline(career(store, "Cara Diaz", TODAY))
    assert 'class="bar position prec-year"' in year_only


def test_report_links_facts_to_lines_paths_and_conflicts(store: Store) -> None:
    report = person_report(store, "Ada Quill", other="Finn Holt", policy="neurips", today=TODAY)
    assert "ada.txt" in report.documents
    assert report.paths, "Ada and Finn are joined through Ben (Meta, then NVIDIA)"
    assert report.paths[0].names[0] == "Ada Quill"
    assert report.paths[0].names[-1] == "Finn Holt"
    assert {c.name for c in report.conflicts} >= {"Kai Lund"}
    page = render_report(report)
    for section in ("who", "timeline", "colleagues", "topics", "paths", "conflicts", "evidence"):
        assert f'<section id="{section}">' in page
    link = re.search(r'<a class="ev" href="#(ev-ada-txt-5)" title="([^"]*)">ada.txt:5</a>', page)
    assert link is not None
    assert link.group(2) == "Meta, Training Infrastructure, Research Engineer, Jun 2021 - Aug 2023"
    assert f'id="{link.group(1)}"' in page  # the link's target: the quoted line


def test_pages_escape_document_text(store: Store) -> None:
    for page in (
        render_report(person_report(store, "Ada Quill", today=TODAY)),
        render_timeline(career(store, "Ada Quill", TODAY)),
        render_network(network_data(store, TODAY)),
    ):
        assert HOSTILE not in page
        assert "<img src=x" not in page
        assert "<b onmouseover" not in page
        assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
        assert "default-src 'none'" in page


def test_network_ties_people_with_overlap_projects_and_advisors(store: Store) -> None:
    net = network_data(store, TODAY)
    names = {n["id"]: n["label"] for n in net.nodes}
    ties = {(names[e["from"]], names[e["to"]], e["category"]): e for e in net.edges}
    ada_kai = ties.get(("Ada Quill", "Kai Lund", "colleague")) or ties[("Kai Lund", "Ada Quill", "colleague")]
    assert ada_kai["months"] == 12
    assert {ev["ref"] for f in ada_kai["facts"] for ev in f["evidence"]} == {"ada.txt:5", "kai.txt:2"}
    assert ada_kai["spans"] == [[2022.0, 2022.997]]
    projects = {frozenset(k[:2]) for k in ties if k[2] == "project"}
    assert frozenset({"Ben Marsh", "Finn Holt"}) in projects
    assert ("Gia Moreau", "Rosa Vell", "advisor") in ties
    assert ("Ada Quill", "Meta", "employment") in ties
    assert ("Cara Diaz", "Ada Quill", "colleague") not in ties  # same employer, never at the same time
    assert ("Ada Quill", "Cara Diaz", "colleague") not in ties
    orgs = {n["label"]: n["orgType"] for n in net.nodes if n["kind"] == "organisation"}
    assert orgs["Carnegie Mellon University"] == "university"


def test_pictures_show_the_employer_the_document_names(store: Store) -> None:
    net = network_data(store, TODAY)
    names = {n["id"]: n["label"] for n in net.nodes}
    orgs = {n["label"]: n for n in net.nodes if n["kind"] == "organisation"}
    assert orgs["Meta AI"]["parent"] == "Meta"  # Ben Marsh's internship, not rolled up into Meta
    assert orgs["Meta"]["parent"] == ""
    ties = {(names[e["from"]], names[e["to"]], e["category"]) for e in net.edges}
    assert ("Ben Marsh", "Meta AI", "employment") in ties
    assert ("Ben Marsh", "Meta", "employment") not in ties
    assert ("Ada Quill", "Ben Marsh", "colleague") in ties or ("Ben Marsh", "Ada Quill", "colleague") in ties
    meta = next(s for s in career(store, "Ada Quill", TODAY).stints if s.org_name == "Meta")
    assert {c.name: c.employer for c in meta.colleagues}["Ben Marsh"] == "Meta AI (Meta)"
    page = render_timeline(career(store, "Ada Quill", TODAY))
    assert "Ben Marsh · Research Intern at Meta AI (Meta)" in page


def test_ego_network_keeps_only_nearby_nodes(store: Store) -> None:
    net = network_data(store, TODAY)
    hal = next(n["id"] for n in net.nodes if n["label"] == "Hal Kim")
    small = ego_network(net, hal, depth=1)
    assert {n["label"] for n in small.nodes} >= {"Hal Kim", "ByteDance"}
    assert "Ada Quill" not in {n["label"] for n in small.nodes}


def _content(net: Network) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """A graph page's nodes and ties without their layout (a focused page is laid out alone)."""
    layout = {"x", "y", "value", "home", "focus"}
    return [{k: v for k, v in n.items() if k not in layout} for n in net.nodes], net.edges


@pytest.mark.parametrize("k", [1, None])
def test_the_page_around_a_person_is_the_whole_pages_neighbourhood(store: Store, k: int | None) -> None:
    from talentgraph.views.career import person_names

    whole = network_data(store, TODAY, k=k)
    sizes = set()
    for person in sorted(person_names(store)):
        for depth in (1, 2, 3):
            around = focus_network(store, person, depth, TODAY, k=k)
            assert _content(around) == _content(ego_network(whole, person, depth)), (person, depth)
            assert [n["id"] for n in around.nodes if n.get("focus")] == [person]
            sizes.add(len(around.edges))
    assert len(sizes) > 5  # neighbourhoods of many sizes, with colleague, project and advisor ties
    assert focus_network(store, "https://w3id.org/talentgraph/id/person/nobody", 2, TODAY).nodes == []


def test_overlap_window_counts_months_like_the_query() -> None:
    assert overlap_window(("2022-01-01", "2022-12-31"), ("2021-06-01", "2023-08-31")) == (
        "2022-01-01",
        "2022-12-31",
        12,
    )
    assert overlap_window(("2014-01-01", "2017-12-31"), ("2021-06-01", "2023-08-31")) is None
    assert overlap_window(("2014-01-01", None), ("2014-01-01", "2015-01-31")) is None


def test_cli_writes_pages_and_json(store: Store, tmp_path: Path) -> None:
    location = tmp_path / "cli-store"
    with open_store(location) as own:
        load_views_graph(own)
    runner = CliRunner()
    out = tmp_path / "ada.html"
    result = runner.invoke(
        cli,
        [
            "report",
            "Ada Quill",
            "--other",
            "Finn Holt",
            "--policy",
            "neurips",
            "--out",
            str(out),
            "--store",
            str(location),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Kai Lund" in out.read_text(encoding="utf-8")
    result = runner.invoke(cli, ["timeline", "Ada Quill", "--format", "json", "--store", str(location)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert {s["precision"] for s in data["stints"]} == {"month", "year"}
    result = runner.invoke(
        cli, ["viz", "--format", "json", "--out", str(tmp_path / "g.json"), "--store", str(location)]
    )
    assert result.exit_code == 0, result.output
    graph = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert graph == json.loads(to_json(network_data(store)))
    result = runner.invoke(cli, ["timeline", "Nobody Here", "--store", str(location)])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "Error: no person named 'Nobody Here' in the store; check the spelling or pass an IRI"
    ]


def test_report_lists_people_with_overlapping_topics(store: Store) -> None:
    report = person_report(store, "Ada Quill", today=TODAY)
    partners = {p.name: p for p in report.topic_partners}
    assert partners["Ben Marsh"].shared == ["Machine learning systems"]
    assert partners["Dev Rao"].related == ["Machine learning systems ~ Reinforcement learning"]
    assert "People with overlapping topics" in render_report(report)


def test_views_read_the_same_from_every_backend(any_store: Store) -> None:
    load_views_graph(any_store)
    ada = career(any_store, "Ada Quill", TODAY)
    meta = next(s for s in ada.stints if s.org_name == "Meta")
    assert {c.name: c.overlap_months for c in meta.colleagues}["Kai Lund"] == 12
    net = network_data(any_store, TODAY)
    assert sum(1 for e in net.edges if e["category"] == "colleague" and e["months"] == 12) == 1
    around = focus_network(any_store, ada.person, 2, TODAY)
    assert _content(around) == _content(ego_network(net, ada.person, 2))
    assert "Kai Lund" in {n["label"] for n in around.nodes}


def test_a_position_two_documents_state_is_one_row() -> None:
    from talentgraph.views.career import Colleague, Evidence, Stint, merge_restated

    kai = Colleague("k", "Kai", "Meta", None, "2022-01-01", "2022-12-31", "2022-01-01", "2022-12-31", 12)
    page = Stint(
        "f1", "position", "Research Engineer", "o", "Meta", "o", "Meta", "company",
        "2021-01-01", "2023-12-31", False, "2021", "2023", Evidence("home.md", 4), colleagues=[kai],
    )  # fmt: skip
    record = Stint(
        "f2", "position", "Research engineer", "o", "Meta", "o", "Meta", "company",
        "2021-06-01", "2023-08-31", False, "2021-06", "2023-08", Evidence("orcid.json", 40),
    )  # fmt: skip
    other = Stint(
        "f3", "position", "Intern", "o", "Meta", "o", "Meta", "company", "2019-06-01", "2019-08-31", False
    )
    merged = merge_restated([page, record, other])
    assert [s.fact for s in merged] == ["f2", "f3"]  # the month-precise statement leads
    assert merged[0].also == [Evidence("home.md", 4)]
    assert [c.name for c in merged[0].colleagues] == ["Kai"]


def test_a_large_networkx_graph_gets_distinct_positions() -> None:
    import networkx as nx

    from talentgraph.viz import render_html

    g = nx.star_graph(600)
    nx.set_node_attributes(g, "person", "kind")
    page = render_html(g)
    match = re.search(r'<script type="application/json" id="graph-data">(.*?)</script>', page, re.S)
    assert match is not None
    data = json.loads(match.group(1))
    assert data["physics"] is False
    assert len({(n["x"], n["y"]) for n in data["nodes"]}) == 601


#: ``_organisations.rq`` before each label and type was read once (the oracle: same rows)
_ORGANISATIONS_BEFORE = """
SELECT ?org ?orgName ?top ?topName ?topType
WHERE {
  {
    SELECT ?org (SAMPLE(?top0) AS ?top) (SAMPLE(?orgLabel) AS ?orgName0) (SAMPLE(?topLabel) AS ?topName0)
           (SAMPLE(?type0) AS ?topType0)
    WHERE {
      { SELECT DISTINCT ?org WHERE { GRAPH ?g { ?anyFact org:organization|tg:institution ?org } } }
      OPTIONAL { GRAPH <https://w3id.org/talentgraph/graph/reference> { ?org org:subOrganizationOf ?a1
        OPTIONAL { ?a1 org:subOrganizationOf ?a2 OPTIONAL { ?a2 org:subOrganizationOf ?a3
        OPTIONAL { ?a3 org:subOrganizationOf ?a4 OPTIONAL { ?a4 org:subOrganizationOf ?a5 } } } } } }
      BIND(COALESCE(?a5, ?a4, ?a3, ?a2, ?a1, ?org) AS ?top0)
      OPTIONAL { GRAPH ?gl { ?org skos:prefLabel ?orgLabel } }
      OPTIONAL { GRAPH ?gt { ?top0 skos:prefLabel ?topLabel } }
      OPTIONAL {
        VALUES (?class ?type0) {
          (schema:CollegeOrUniversity "university") (schema:Corporation "company") (tg:ResearchLab "research lab")
        }
        GRAPH ?gc { ?top0 a ?class }
      }
    }
    GROUP BY ?org
  }
  BIND(COALESCE(?orgName0, STR(?org)) AS ?orgName)
  BIND(COALESCE(?topName0, ?orgName) AS ?topName)
  BIND(COALESCE(?topType0, "other") AS ?topType)
}
"""


def test_organisations_named_in_many_documents_are_read_once_each(tmp_path: Path) -> None:
    """A new organisation is labelled and typed in every document naming it (at 10,000 people the
    old query multiplied those rows into the millions); the rows are the old query's (also since
    they are joined in Python from plain scans, ``_organisation-facts``)."""
    from talentgraph.queries import load_query
    from talentgraph.views.career import organisations

    s = open_store(tmp_path / "store")
    load_views_graph(s)
    acme, lab, team = "https://ex/org/acme", "https://ex/org/acme-lab", "https://ex/org/acme-lab-team"
    for i in range(12):
        doc = Graph(identifier=URIRef(f"urn:test:doc{i}"))
        doc.parse(
            data=f"""
            @prefix org: <http://www.w3.org/ns/org#> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
            @prefix schema: <https://schema.org/> .
            <urn:test:post{i}> org:member <urn:test:person{i}> ; org:organization <{lab if i % 3 else acme}> .
            <{acme}> skos:prefLabel "Acme" ; a schema:Corporation .
            <{lab}> skos:prefLabel "Acme Lab" .
            <urn:test:team-post{i}> org:member <urn:test:person{i}> ; org:organization <{team}> .
            """,
            format="turtle",
        )
        s.replace_graph(doc)
    s.update(
        f"INSERT DATA {{ GRAPH <https://w3id.org/talentgraph/graph/reference> {{ "
        f"<{lab}> <http://www.w3.org/ns/org#subOrganizationOf> <{acme}> . "
        f"<{team}> <http://www.w3.org/ns/org#subOrganizationOf> <{lab}> }} }}"
    )
    prefixes = load_query("_organisations").sparql.split("SELECT", 1)[0]
    before = {
        str(row[0]): tuple(map(str, row[1:])) for row in s.select_strings(prefixes + _ORGANISATIONS_BEFORE)
    }
    now = organisations(s)
    s.close()
    assert now == before
    assert now[lab] == ("Acme Lab", acme, "Acme", "company")
    assert now[acme] == ("Acme", acme, "Acme", "company")
    assert now[team] == (team, acme, "Acme", "company")  # two levels up, no label of its own
    assert len(now) > 5  # the fixture's organisations too
