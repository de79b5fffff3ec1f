"""SHACL validation: the shapes, findings traced to document and line, the validate command, ingest --validate."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import SH

from talentgraph import pipeline
from talentgraph.cli import cli
from talentgraph.model import Affiliation, Evidence, Person, Profile
from talentgraph.rdf import profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.validate import shapes_graph, validate_graphs, validate_store
from talentgraph.vocab import FOAF, ORG, RDF, TG

from .conftest import EXAMPLES, SEEDS, need

SHA = "0" * 64


def clean_profile(source: str = "ada.txt") -> Profile:
    profile = Profile(source=source, person=Person(name="Ada"))
    profile.affiliations.append(
        Affiliation(
            org="ACME",
            org_id="x-acme",
            role="Engineer",
            start="2019",
            end="2021",
            evidence=Evidence(3, "ACME"),
        )
    )
    return profile


def test_shapes_parse_and_declare_severities() -> None:
    shapes = shapes_graph()
    assert len(set(shapes.subjects(RDF.type, SH.NodeShape))) >= 10
    assert (None, SH.severity, SH.Warning) in shapes


def test_clean_document_conforms_without_findings() -> None:
    report = validate_graphs([profile_to_graph(clean_profile(), sha256=SHA)])
    assert report.conforms
    assert report.findings == []


def test_backwards_interval_is_a_warning_with_document_and_line() -> None:
    profile = clean_profile()
    profile.affiliations.append(
        Affiliation(
            org="Oddity", org_id="x-oddity", start="2015-09", end="2015-06", evidence=Evidence(9, "Sep–Jun")
        )
    )
    report = validate_graphs([profile_to_graph(profile, sha256=SHA)])
    assert report.conforms
    (finding,) = report.findings
    assert (finding.severity, finding.document, finding.line, finding.text) == (
        "Warning",
        "ada.txt",
        9,
        "Sep–Jun",
    )
    assert "2015-06-30" in finding.message
    assert "2015-09-01" in finding.message


def broken_graph() -> Graph:
    """A document graph with three errors: two members, an unflagged backwards interval, a non-string name."""
    graph = profile_to_graph(clean_profile("bad.md"), sha256=SHA)
    (membership,) = graph.subjects(RDF.type, ORG.Membership)
    intruder = URIRef("https://example.org/intruder")
    graph.add((intruder, RDF.type, FOAF.Person))
    graph.add((intruder, FOAF.name, Literal(42)))
    graph.add((membership, ORG.member, intruder))
    interval = graph.value(membership, ORG.memberDuring)
    graph.set(
        (
            interval,
            TG.endDate,
            Literal("2001-01-01", datatype=URIRef("http://www.w3.org/2001/XMLSchema#date")),
        )
    )
    return graph


def test_violations_name_document_and_line() -> None:
    report = validate_graphs([broken_graph()])
    assert not report.conforms
    by_path = {(f.path or "").rsplit("#", 1)[-1].rsplit("/", 1)[-1]: f for f in report.violations}
    assert set(by_path) == {"member", "name", ""}, [f.message for f in report.violations]
    assert by_path["member"].document == "bad.md"
    assert by_path["member"].line == 3
    assert "exactly one member" in by_path["member"].message
    assert "not flagged tg:backwards" in by_path[""].message
    assert by_path[""].line == 3  # the interval's line is its position's
    assert by_path["name"].value == "42"
    assert report.warnings == []


def test_findings_are_sorted_and_stable() -> None:
    one = validate_graphs([broken_graph(), profile_to_graph(clean_profile(), sha256=SHA)])
    two = validate_graphs([profile_to_graph(clean_profile(), sha256=SHA), broken_graph()])
    assert one.findings == two.findings


def test_validate_store_on_both_backends(any_store: Store) -> None:
    any_store.replace_graph(profile_to_graph(clean_profile(), sha256=SHA))
    bad = broken_graph()
    any_store.replace_graph(bad)
    assert len(validate_store(any_store).violations) == 3
    assert validate_store(any_store, [profile_to_graph(clean_profile(), sha256=SHA).identifier]).conforms


def test_seeds_validate_with_only_backwards_warnings(tmp_path: Path) -> None:
    seeds = sorted(SEEDS.glob("*.txt"))
    need(bool(seeds), f"no seed documents in {SEEDS}")
    store = open_store(tmp_path / "store")
    report = pipeline.ingest(seeds, store, progress=False)
    assert report.failed == []
    result = validate_store(store)
    assert result.violations == [], [(f.document, f.line, f.message) for f in result.violations]
    flagged = store.select("SELECT ?i WHERE { ?i <https://w3id.org/talentgraph/ns#backwards> true }").column(
        "i"
    )
    assert sorted(f.focus for f in result.warnings) == sorted(str(i) for i in flagged)
    for finding in result.warnings:
        assert finding.document in {p.name for p in seeds}
        assert finding.line is not None


def test_validate_command_exit_status(tmp_path: Path) -> None:
    location = str(tmp_path / "store")
    store = open_store(location)
    store.replace_graph(profile_to_graph(clean_profile(), sha256=SHA))
    store.close()
    runner = CliRunner()
    ok = runner.invoke(cli, ["validate", "--store", location])
    assert ok.exit_code == 0, ok.output
    assert "0 violation(s), 0 warning(s)" in ok.output

    store = open_store(location)
    store.replace_graph(broken_graph())
    store.close()
    bad = runner.invoke(cli, ["validate", "--store", location])
    assert bad.exit_code == 1
    assert "bad.md:3" in bad.output
    assert "Error: 3 SHACL violation(s)" in bad.output

    as_json = runner.invoke(cli, ["validate", "--store", location, "--format", "json"])
    assert '"document": "bad.md"' in as_json.output


def test_ingest_validate_flag(tmp_path: Path) -> None:
    examples = sorted(p for p in EXAMPLES.iterdir() if p.suffix in {".txt", ".md"} and p.name != "README.md")[
        :3
    ]
    need(bool(examples), "no example documents")
    result = CliRunner().invoke(
        cli, ["ingest", "--validate", "-q", "--store", str(tmp_path / "store"), *map(str, examples)]
    )
    assert result.exit_code == 0, result.output
    assert "violation(s)" in result.output


@pytest.mark.parametrize("fmt", ["table", "csv"])
def test_validate_formats_list_warnings(tmp_path: Path, fmt: str) -> None:
    profile = clean_profile()
    profile.affiliations[0].end = "2010"
    store = open_store(tmp_path / "store")
    store.replace_graph(profile_to_graph(profile, sha256=SHA))
    store.close()
    result = CliRunner().invoke(cli, ["validate", "--store", str(tmp_path / "store"), "--format", fmt])
    assert result.exit_code == 0
    assert "ada.txt" in result.output
    assert "Warning" in result.output


def _careless(name: str, org: str, start: str, end: str) -> Profile:
    profile = Profile(source="careless.txt", person=Person(name=name))
    profile.affiliations.append(
        Affiliation(
            org=org, org_id="x-careless", role="Engineer", start=start, end=end, evidence=Evidence(2, org)
        )
    )
    return profile


@pytest.mark.parametrize(
    ("profile", "message"),
    [
        (
            _careless("Combined Application", "Acme", "2019", "2021"),
            "section title or a template placeholder",
        ),
        (_careless("{{ name }}", "Acme", "2019", "2021"), "section title or a template placeholder"),
        (_careless("Ada Lovelace", 'company = "Google"', "2019", "2021"), "code syntax"),
        (_careless("Ada Lovelace", "Acme", "1950", "2021"), "more than 60 years"),
        (_careless("Ada Lovelace", "Acme", "2099", "present"), "starts in the future"),
        (_careless("Ada Lovelace", "Acme", "2019", "2031"), "ends in the future"),
    ],
)
def test_careless_reads_are_violations(profile: Profile, message: str) -> None:
    report = validate_graphs([profile_to_graph(profile, sha256=SHA)])
    assert any(message in f.message for f in report.violations), [f.message for f in report.findings]


def test_an_expected_graduation_may_end_in_the_future() -> None:
    from talentgraph.model import Education

    profile = clean_profile()
    profile.education.append(Education(institution="U", org_id="x-u", degree="PhD", start="2024", end="2031"))
    report = validate_graphs([profile_to_graph(profile, sha256=SHA)])
    assert report.conforms, [f.message for f in report.findings]
