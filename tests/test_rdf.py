"""The profile → RDF mapping: stable, percent-safe IRIs, partial dates, positions, provenance, evidence."""

from __future__ import annotations

import re
import warnings

import pytest
from rdflib import Dataset, Graph, Literal, URIRef

from talentgraph.model import Affiliation, Education, Evidence, Mention, Person, Profile, Project, Topic
from talentgraph.rdf import date_bounds, document_iri, person_iri, profile_to_graph
from talentgraph.resources import resource_path
from talentgraph.store import Store
from talentgraph.vocab import FOAF, ID, ORG, PROV, RDF, RDFS, REFERENCE_GRAPH, SCHEMA, SKOS, TG, TIME, XSD

SHA = "ab" * 32
# RFC 3987 iunreserved/reserved characters only: no spaces, quotes, angle brackets or braces.
SAFE_IRI = re.compile(r"^[a-z][a-z0-9+.-]*:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+$")


def ada() -> Profile:
    profile = Profile(
        source="cv/Ada Lövelace (2024).txt",
        person=Person(
            name="Ada Lövelace",
            emails=["ada+cv@example.org", "not an email"],
            homepage="https://ada.example/~me",
        ),
    )
    profile.affiliations += [
        Affiliation(
            org="ACME Labs «Zürich»",
            org_id="x-acme-labs-zurich",
            unit="Rust & Go team",
            role="Senior Research Scientist",
            start="2019-03",
            end="present",
            evidence=Evidence(7, "Senior Research Scientist, ACME Labs, 03/2019 – now"),
        ),
        Affiliation(
            org="Widget Works",
            org_id="x-widget-works",
            role="Chief Gardener",
            start="2016",
            end="2018-02-14",
            evidence=Evidence(9, "Chief Gardener at Widget Works 2016 – 14 Feb 2018"),
        ),
        Affiliation(
            org="Oddity Inc",
            org_id="x-oddity",
            role="Intern",
            start="2015-09",
            end="2015-06",
            evidence=Evidence(11, "Intern, Oddity Inc, Sep 2015 – Jun 2015"),
        ),
    ]
    profile.education.append(
        Education(
            institution="Uni",
            org_id="x-uni",
            degree="Ph.D.",
            field="CS",
            start="2010",
            end="2014",
            evidence=Evidence(13, "Ph.D. CS, Uni, 2010–2014"),
        )
    )
    profile.projects.append(
        Project(
            name="Project {X}",
            org="ACME Labs «Zürich»",
            org_id="x-acme-labs-zurich",
            links=["https://x.example/a b", "https://x.example/ok"],
            evidence=Evidence(15, "Project {X}"),
        )
    )
    profile.topics.append(Topic(label="Quantum Gardening"))
    profile.people.append(
        Mention(name="Grace Hopper", relation="advisor", evidence=Evidence(17, "advised by Grace Hopper"))
    )
    return profile


@pytest.fixture(scope="module")
def graph() -> Graph:
    return profile_to_graph(
        ada(), sha256=SHA, document_format="text", path="/data/cv/Ada Lövelace (2024).txt"
    )


def memberships(graph: Graph) -> dict[str, URIRef]:
    return {str(graph.value(m, TG.title)): m for m in graph.subjects(RDF.type, ORG.Membership)}


def test_same_input_gives_the_same_iris() -> None:
    one = profile_to_graph(ada(), sha256=SHA)
    two = profile_to_graph(ada(), sha256=SHA)
    assert one.identifier == two.identifier == document_iri(ada().source)
    strip = {PROV.generatedAtTime}
    assert {t for t in one if t[1] not in strip} == {t for t in two if t[1] not in strip}


def test_iris_are_percent_safe_and_readable(graph: Graph) -> None:
    iris = {str(t) for triple in graph for t in triple if isinstance(t, URIRef)}
    unsafe = sorted(i for i in iris if not SAFE_IRI.match(i))
    assert unsafe == []
    assert re.fullmatch(rf"{ID}doc/cv-ada-lovelace-2024-txt-[0-9a-f]{{8}}", str(graph.identifier))
    people = [str(p) for p in graph.subjects(RDF.type, FOAF.Person)]
    assert any(re.fullmatch(rf"{ID}person/ada-lovelace-[0-9a-f]{{8}}", p) for p in people)
    assert "https://x.example/a b" not in iris
    assert "https://x.example/ok" in iris


def test_emails_become_mailto_iris_only_when_plausible(graph: Graph) -> None:
    mboxes = sorted(str(o) for o in graph.objects(None, FOAF.mbox))
    assert mboxes == ["mailto:ada+cv@example.org"]


def test_position_is_an_org_membership_with_role_and_exact_title(graph: Graph) -> None:
    m = memberships(graph)["Senior Research Scientist"]
    person = graph.value(m, ORG.member)
    assert (person, RDF.type, FOAF.Person) in graph
    assert (person, RDF.type, SCHEMA.Person) in graph
    org = graph.value(m, ORG.organization)
    assert (org, SKOS.prefLabel, Literal("ACME Labs «Zürich»")) in graph
    assert (org, RDF.type, ORG.Organization) in graph
    assert (org, RDF.type, SCHEMA.Organization) in graph
    assert graph.value(m, ORG.role) == URIRef("https://w3id.org/talentgraph/role/research-scientist")
    assert graph.value(m, RDFS.label) == Literal("Senior Research Scientist")
    unit = graph.value(m, TG.unit)
    assert (unit, ORG.unitOf, org) in graph
    assert (unit, SKOS.prefLabel, Literal("Rust & Go team")) in graph
    assert graph.value(m, TG.evidenceLine) == Literal(7)
    assert "03/2019" in str(graph.value(m, TG.evidenceText))


def test_unknown_title_gets_a_free_text_role_concept(graph: Graph) -> None:
    role = graph.value(memberships(graph)["Chief Gardener"], ORG.role)
    assert str(role).startswith(f"{ID}role/x-")
    assert (role, RDF.type, ORG.Role) in graph
    assert (role, SKOS.prefLabel, Literal("Chief Gardener")) in graph
    assert (role, TG.freeText, Literal(True)) in graph


def interval_of(graph: Graph, title: str) -> URIRef:
    interval = graph.value(memberships(graph)[title], ORG.memberDuring)
    assert isinstance(interval, URIRef)
    assert (interval, RDF.type, TIME.Interval) in graph
    return interval


def test_dates_keep_precision_and_get_normalised_bounds(graph: Graph) -> None:
    current = interval_of(graph, "Senior Research Scientist")
    assert graph.value(current, TG.startDate) == Literal("2019-03-01", datatype=XSD.date)
    assert graph.value(current, TG.endDate) is None
    assert graph.value(current, TG.ongoing) == Literal(True)
    start = graph.value(current, TIME.hasBeginning)
    assert graph.value(start, TIME.inXSDgYearMonth) == Literal("2019-03", datatype=XSD.gYearMonth)
    assert graph.value(current, TIME.hasEnd) is None

    past = interval_of(graph, "Chief Gardener")
    assert graph.value(past, TG.startDate) == Literal("2016-01-01", datatype=XSD.date)
    assert graph.value(past, TG.endDate) == Literal("2018-02-14", datatype=XSD.date)
    assert graph.value(graph.value(past, TIME.hasBeginning), TIME.inXSDgYear) == Literal(
        "2016", datatype=XSD.gYear
    )
    assert graph.value(graph.value(past, TIME.hasEnd), TIME.inXSDDate) == Literal(
        "2018-02-14", datatype=XSD.date
    )
    assert graph.value(past, TG.backwards) is None


def test_backwards_interval_is_kept_and_flagged(graph: Graph) -> None:
    backwards = interval_of(graph, "Intern")
    assert graph.value(backwards, TG.startDate) == Literal("2015-09-01", datatype=XSD.date)
    assert graph.value(backwards, TG.endDate) == Literal("2015-06-30", datatype=XSD.date)
    assert graph.value(backwards, TG.backwards) == Literal(True)


@pytest.mark.parametrize(
    ("value", "bounds"),
    [
        ("2024", ("2024-01-01", "2024-12-31")),
        ("2024-02", ("2024-02-01", "2024-02-29")),
        ("2023-02", ("2023-02-01", "2023-02-28")),
        ("2024-02-29", ("2024-02-29", "2024-02-29")),
        ("2023-02-29", (None, None)),
        ("2024-00", (None, None)),
        ("present", (None, None)),
        (None, (None, None)),
    ],
)
def test_date_bounds(value: str | None, bounds: tuple[str | None, str | None]) -> None:
    assert date_bounds(value) == bounds


def test_invalid_dates_make_no_interval() -> None:
    profile = Profile(source="x.txt", person=Person(name="X"))
    profile.affiliations.append(Affiliation(org="O", org_id="x-o", role="R", start="2020-13", end="soon"))
    graph = profile_to_graph(profile, sha256=SHA)
    assert list(graph.subjects(RDF.type, TIME.Interval)) == []
    assert list(graph.subjects(RDF.type, ORG.Membership)) != []


def test_document_graph_carries_provenance(graph: Graph) -> None:
    doc = graph.identifier
    assert (doc, RDF.type, TG.SourceDocument) in graph
    assert (doc, RDF.type, PROV.Entity) in graph
    assert graph.value(doc, TG.contentHash) == Literal(f"sha256:{SHA}")
    assert graph.value(doc, TG.sourceName) == Literal("cv/Ada Lövelace (2024).txt")
    generated = graph.value(doc, PROV.generatedAtTime)
    assert isinstance(generated, Literal)
    assert generated.datatype == XSD.dateTime
    from talentgraph import __version__
    from talentgraph.resources import build_id

    assert graph.value(doc, TG.generatorVersion) == Literal(build_id())
    assert build_id().startswith(__version__ + "+")
    source = graph.value(doc, PROV.wasDerivedFrom)
    assert graph.value(source, TG.filePath) == Literal("/data/cv/Ada Lövelace (2024).txt")
    assert graph.value(source, TG.contentHash) == Literal(f"sha256:{SHA}")
    assert (graph.value(doc, PROV.wasAttributedTo), RDF.type, PROV.SoftwareAgent) in graph
    owner = graph.value(doc, FOAF.primaryTopic)
    assert graph.value(owner, FOAF.name) == Literal("Ada Lövelace")


def test_every_position_education_project_and_relation_has_evidence(graph: Graph) -> None:
    for cls in (ORG.Membership, TG.Education, TG.Project, TG.Relationship):
        nodes = list(graph.subjects(RDF.type, cls))
        assert nodes, cls
        for node in nodes:
            assert isinstance(graph.value(node, TG.evidenceLine), Literal), node
            assert isinstance(graph.value(node, TG.evidenceText), Literal), node


def test_a_fact_stated_twice_is_one_node_with_its_first_evidence() -> None:
    profile = Profile(source="dup.txt", person=Person(name="D"))
    for line in (3, 8):
        profile.affiliations.append(
            Affiliation(org="O", org_id="x-o", role="R", start="2020", evidence=Evidence(line, "O"))
        )
    graph = profile_to_graph(profile, sha256=SHA)
    (membership,) = graph.subjects(RDF.type, ORG.Membership)
    assert list(graph.objects(membership, TG.evidenceLine)) == [Literal(3)]


def test_topics_and_relations(graph: Graph) -> None:
    owner = graph.value(graph.identifier, FOAF.primaryTopic)
    (topic,) = graph.objects(owner, FOAF.topic_interest)
    assert (topic, RDF.type, SKOS.Concept) in graph
    assert (owner, SCHEMA.knowsAbout, topic) in graph
    (advisor,) = graph.objects(owner, TG.supervisedBy)
    assert graph.value(advisor, FOAF.name) == Literal("Grace Hopper")
    (rel,) = graph.objects(owner, TG.qualifiedRelationship)
    assert graph.value(rel, TG.relatedPerson) == advisor
    assert graph.value(rel, TG.relationType) == TG.supervisedBy


def test_people_carry_identity_keys_and_labels(graph: Graph) -> None:
    owner = graph.value(graph.identifier, FOAF.primaryTopic)
    # an owner with an email is scoped by it, so another document with that address mints the same node
    assert owner == person_iri("Ada Lövelace", "mailto:ada+cv@example.org")
    assert graph.value(owner, RDFS.label) == Literal("Ada Lövelace")
    keys = sorted(str(k) for k in graph.objects(owner, TG.identityKey))
    orgs = ["x-acme-labs-zurich", "x-oddity", "x-uni", "x-widget-works"]
    assert keys == [
        "email:ada+cv@example.org",
        "homepage:ada.example/~me",
        *(f"name+org:ada lovelace@{org}" for org in orgs),
        *sorted(k for k in keys if k.startswith(("org:", "post:"))),
    ]
    # the organisations of posts and studies, dated or not (three in common link an unnamed page)
    assert "org:x-acme-labs-zurich" in keys
    # the dated posts and studies by start year (two in common link an unnamed page to a CV)
    assert "post:x-acme-labs-zurich@2019" in keys
    (advisor,) = graph.objects(owner, TG.supervisedBy)
    assert graph.value(advisor, RDFS.label) == Literal("Grace Hopper")
    # a mention tied to no organisation has no anchor: it is never merged on the name alone
    assert list(graph.objects(advisor, TG.identityKey)) == []
    assert list(graph.objects(advisor, SCHEMA.affiliation)) == []


def test_mentions_carry_their_organisation_and_owners_without_anchors_are_document_scoped() -> None:
    profile = Profile(source="b.md", person=Person(name="Ben"))
    profile.people.append(Mention(name="Dr. Grace B. Hopper", relation="mentor", org="ACME", org_id="x-acme"))
    graph = profile_to_graph(profile, sha256=SHA)
    owner = graph.value(graph.identifier, FOAF.primaryTopic)
    assert owner == person_iri("Ben", "doc:b.md")
    assert list(graph.objects(owner, TG.identityKey)) == []
    (mentor,) = graph.objects(owner, TG.mentoredBy)
    assert mentor == person_iri("Dr. Grace B. Hopper", "org:x-acme")
    assert list(graph.objects(mentor, SCHEMA.affiliation)) == [URIRef(f"{ID}org/x-acme")]
    assert [str(k) for k in graph.objects(mentor, TG.identityKey)] == ["name+org:grace hopper@x-acme"]
    assert graph.value(mentor, RDFS.label) == Literal("Dr. Grace B. Hopper")


def test_an_unnamed_owner_gets_a_label_not_a_name() -> None:
    profile = Profile(source="anon.txt", person=Person(emails=["x@example.org"]))
    graph = profile_to_graph(profile, sha256=SHA)
    owner = graph.value(graph.identifier, FOAF.primaryTopic)
    assert graph.value(owner, RDFS.label) == Literal("unnamed person (anon.txt)")
    assert graph.value(owner, FOAF.name) is None
    assert graph.value(owner, SCHEMA.name) is None
    assert [str(k) for k in graph.objects(owner, TG.identityKey)] == ["email:x@example.org"]


def overlap_query() -> str:
    """The portable overlap filter documented in ontology/README.md (taken from there, so they agree)."""
    text = resource_path("ontology", "README.md").read_text(encoding="utf-8")
    match = re.search(r"```sparql\n(# overlap\n.*?)```", text, re.S)
    assert match, "ontology/README.md must show the '# overlap' query"
    return match.group(1)


def test_documented_overlap_filter_runs_the_same_on_rdflib_and_the_store(any_store: Store) -> None:
    profiles = []
    for name, start, end in (
        ("Ann", "2018", "2020-06"),
        ("Ben", "2020-06", "present"),
        ("Cid", "2021", "2022"),
    ):
        p = Profile(source=f"{name}.txt", person=Person(name=name))
        p.affiliations.append(Affiliation(org="ACME", org_id="x-acme", role="Engineer", start=start, end=end))
        profiles.append(profile_to_graph(p, sha256=SHA))
    union = Dataset()
    for g in profiles:
        any_store.replace_graph(g)
        named = union.graph(g.identifier)
        for triple in g:
            named.add(triple)
    query = overlap_query()
    from talentgraph.vocab import PREFIXES

    prefixes = "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in PREFIXES.items())
    in_store = sorted((str(r["nameA"]), str(r["nameB"])) for r in any_store.select(prefixes + query))
    with warnings.catch_warnings():  # rdflib's Dataset.query uses its own deprecated default_context
        warnings.simplefilter("ignore", DeprecationWarning)
        rows = list(union.query(prefixes + query))
    in_rdflib = sorted((str(r.nameA), str(r.nameB)) for r in rows)  # type: ignore[union-attr]
    # Ann (2018–2020-06) and Ben (from 2020-06) share June 2020; Ben and Cid overlap; Ann and Cid do not.
    assert in_store == in_rdflib == [("Ann", "Ben"), ("Ben", "Cid")]


def test_listed_university_is_labelled_in_the_document_graph() -> None:
    from talentgraph.rdf import org_iri
    from talentgraph.reference import reference_graph

    profile = Profile(source="x.txt", person=Person(name="X"))
    profile.affiliations.append(
        Affiliation(org="Quillfeather University", org_id="uni-quillfeatheruniversity")
    )
    graph = profile_to_graph(profile, sha256=SHA)
    iri = org_iri("uni-quillfeatheruniversity")
    assert graph.value(iri, SKOS.prefLabel) == Literal("Quillfeather University")
    # the ten thousand listed universities stay out of the reference graph
    from talentgraph.gazetteers import org_gazetteer

    listed = {org_iri(o.id) for o in org_gazetteer().orgs.values() if o.listed}
    assert listed
    assert not listed & set(reference_graph().subjects(RDF.type, ORG.Organization))


def test_reference_nquads_are_the_reference_graph() -> None:
    """What an ingest loads (pyoxigraph, no rdflib) is the reference graph, quad for quad."""
    import pyoxigraph as ox

    from talentgraph.reference import reference_graph, reference_nquads
    from talentgraph.store.embedded import from_oxigraph

    quads = list(ox.parse(reference_nquads(), format=ox.RdfFormat.N_QUADS))
    assert {q.graph_name.value for q in quads} == {str(REFERENCE_GRAPH)}
    loaded = {tuple(from_oxigraph(t) for t in (q.subject, q.predicate, q.object)) for q in quads}
    graph = reference_graph()
    assert len(reference_nquads().splitlines()) == len(graph) > 20_000
    assert set(loaded) == set(graph)
    assert any(p == TG.contentHash for _, p, _ in loaded)
