"""One node per real person across documents: identity keys, linking at ingest, stability, removal."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from talentgraph.identity import link_graphs, link_identities
from talentgraph.model import Affiliation, Mention, Person, Profile
from talentgraph.pipeline import ingest, remove
from talentgraph.rdf import document_iri, profile_to_graph
from talentgraph.store import Store
from talentgraph.vocab import FOAF, OWL, RDFS, TG

DOCS = {
    "ada-home.md": "# Ada Quill\nada@quill.example\n\n## Experience\n- 2019 - 2021 Research Scientist at Google\n",
    "ada-cv.md": (
        "# Ada Quill\n\n## Experience\n- 2016 - 2019 Software Engineer at Google\n"
        "- 2014 - 2016 Research Assistant at MIT\n"
    ),
    "ada-meta.md": "# Ada Quill\n\n## Experience\n- 2019 - 2021 Research Scientist at Meta\n",
    "ben.md": "# Ben Marsh\n\n## Experience\n- 2020 - 2021 Research Intern at Google\n  Mentor: Ada Quill\n",
    "unnamed.md": "ada@quill.example\n\n## Experience\n- 2019 - 2021 Research Scientist at Meta\n",
    "quill-work.md": "# A. Quill\nAda@Quill.example\n\n## Experience\n- 2022 - 2023 Engineer at Apple\n",
    "quill-cv.md": "# Ada Quill\nEmail: ada.quill@lab.example\n\n## Experience\n- 2019 - 2021 Engineer at Google\n",
    "will-cv.md": "# William E. Quill\nEmail: wq@lab.example\n\n## Experience\n- 2019 - 2021 Engineer at Google\n",
    "will-home.md": "# Hi, I'm Will\n\nI write software for mass spectrometry. Email: wq@lab.example\n",
    "bill-home.md": "# Hi, I'm Bill\n\nI write software for mass spectrometry. Email: wq@lab.example\n",
    "quill-about.md": "# About\n\nI build small robots. Feel free to write to me at ada.quill@lab.example.\n",
    "lee-home.md": "# Hi, I'm Lee\n\nI write software. Email: lchen@lab.example or alee@uni.example\n",
    "lee-chen.md": "# Lee Chen\nEmail: lchen@lab.example\n\n## Experience\n- 2019 - 2021 Engineer at Google\n",
    "ann-lee.md": "# Ann Lee\nEmail: alee@uni.example\n\n## Experience\n- 2015 - 2018 Analyst at Apple\n",
}


def write(folder: Path, *names: str) -> list[Path]:
    paths = []
    for name in names:
        path = folder / name
        path.write_text(DOCS[name], encoding="utf-8")
        paths.append(path)
    return paths


def load(store: Store, folder: Path, *names: str) -> None:
    report = ingest(write(folder, *names), store, progress=False, force=True)
    assert report.loaded == list(names), report.failed


def named(store: Store, name: str) -> set[str]:
    rows = store.select(
        "SELECT DISTINCT ?p WHERE { GRAPH ?g { ?p a <http://xmlns.com/foaf/0.1/Person> ; "
        "<http://xmlns.com/foaf/0.1/name> ?name } }",
        {"name": Literal(name)},
    )
    return {str(p) for p in rows.column("p")}


def owner(store: Store, source: str) -> URIRef:
    rows = store.select(
        "SELECT ?p WHERE { GRAPH ?g { ?g ?topic ?p } }",
        {"g": document_iri(source), "topic": FOAF.primaryTopic},
    )
    found = {p for p in rows.column("p") if isinstance(p, URIRef)}
    assert len(found) == 1, found
    return found.pop()


def test_same_email_in_two_documents_is_one_owner(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "ada-home.md", "unnamed.md", "quill-work.md")
    assert (
        owner(any_store, "ada-home.md") == owner(any_store, "unnamed.md") == owner(any_store, "quill-work.md")
    )
    node = owner(any_store, "ada-home.md")
    names = {
        str(n)
        for n in any_store.select(
            "SELECT ?n WHERE { GRAPH ?g { ?p ?name ?n } }", {"p": node, "name": FOAF.name}
        ).column("n")
    }
    assert names == {"Ada Quill", "A. Quill"}


def test_an_email_given_in_a_sentence_joins_its_page_to_the_cv(any_store: Store, tmp_path: Path) -> None:
    # "me at ada.quill" was taken for a spelled-out address, dropped, and the real one with it
    load(any_store, tmp_path, "quill-cv.md", "quill-about.md")
    assert owner(any_store, "quill-about.md") == owner(any_store, "quill-cv.md")


def test_a_page_that_gives_only_a_short_first_name_joins_the_cv_by_email(
    any_store: Store, tmp_path: Path
) -> None:
    load(any_store, tmp_path, "will-cv.md", "will-home.md", "bill-home.md")
    assert owner(any_store, "will-home.md") == owner(any_store, "will-cv.md")
    assert owner(any_store, "bill-home.md") != owner(any_store, "will-cv.md")  # not a short form


def test_a_one_word_name_joined_to_one_full_name_does_not_join_a_second(
    any_store: Store, tmp_path: Path
) -> None:
    # "Lee" agrees with "Lee Chen" and with "Ann Lee"; once it is Lee Chen's, Ann Lee is someone else
    load(any_store, tmp_path, "lee-home.md", "lee-chen.md", "ann-lee.md")
    assert owner(any_store, "lee-home.md") == owner(any_store, "lee-chen.md")
    assert owner(any_store, "ann-lee.md") != owner(any_store, "lee-chen.md")


def test_a_one_word_name_joined_in_an_earlier_ingest_does_not_join_a_second(
    any_store: Store, tmp_path: Path
) -> None:
    # three separate ingests: Ann Lee shares only the page's second email, and the stored node it
    # reaches is named "Lee" in the page's graph but "Lee Chen" in the CV's, which must count too
    for name in ("lee-home.md", "lee-chen.md", "ann-lee.md"):
        load(any_store, tmp_path, name)
    assert owner(any_store, "lee-home.md") == owner(any_store, "lee-chen.md")
    assert owner(any_store, "ann-lee.md") != owner(any_store, "lee-chen.md")


def test_same_name_and_email_mint_the_same_iri_without_a_lookup() -> None:
    one = Profile(source="a.md", person=Person(name="Ada Quill", emails=["ada@quill.example"]))
    two = Profile(source="b.md", person=Person(name="ada quill", emails=["ADA@quill.example"]))
    first, second = (profile_to_graph(p, sha256="0" * 64) for p in (one, two))
    assert first.value(first.identifier, FOAF.primaryTopic) == second.value(
        second.identifier, FOAF.primaryTopic
    )


def test_homepage_and_cv_of_one_person_are_one_node(any_store: Store, tmp_path: Path) -> None:
    paths = write(tmp_path, "ada-home.md", "ada-cv.md")
    first = ingest(paths[:1], any_store, progress=False)
    second = ingest(paths[1:], any_store, progress=False)
    assert first.identity_merges == []
    [merge] = second.identity_merges
    assert merge.reasons == ("name+org", "org")  # and the organisation of a post
    assert "name+org:ada quill@google" in merge.keys
    assert merge.new == owner(any_store, "ada-home.md") == owner(any_store, "ada-cv.md")
    assert named(any_store, "Ada Quill") == {str(merge.new)}


@pytest.mark.parametrize("order", [("ada-cv.md", "ben.md"), ("ben.md", "ada-cv.md")])
def test_owner_mentioned_as_mentor_elsewhere_is_one_node(
    any_store: Store, tmp_path: Path, order: tuple[str, str]
) -> None:
    for name in order:
        load(any_store, tmp_path, name)
    ada = owner(any_store, "ada-cv.md")
    assert named(any_store, "Ada Quill") == {str(ada)}
    assert any_store.ask(
        "ASK WHERE { GRAPH ?g { ?ben ?rel ?ada } }",
        {"ben": owner(any_store, "ben.md"), "rel": TG.mentoredBy, "ada": ada},
    )
    # the mentor's organisation is on the node, and the keys of both documents are on it
    assert any_store.ask(
        "ASK WHERE { GRAPH ?g { ?ada <https://schema.org/affiliation> <https://w3id.org/talentgraph/id/org/google> } }",
        {"ada": ada},
    )
    keys = {
        str(k)
        for k in any_store.select(
            "SELECT ?k WHERE { GRAPH ?g { ?ada ?key ?k } }", {"ada": ada, "key": TG.identityKey}
        ).column("k")
    }
    assert {"name+org:ada quill@google", "name+org:ada quill@mit"} <= keys


def test_documents_of_one_batch_see_each_other(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "ben.md", "ada-cv.md", "ada-home.md")
    assert named(any_store, "Ada Quill") == {str(owner(any_store, "ada-cv.md"))}
    assert owner(any_store, "ada-home.md") == owner(any_store, "ada-cv.md")


def test_namesakes_with_nothing_in_common_stay_two(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "ada-cv.md", "ada-meta.md")
    assert len(named(any_store, "Ada Quill")) == 2
    assert owner(any_store, "ada-cv.md") != owner(any_store, "ada-meta.md")


def test_unnamed_owner_has_a_label_and_no_name(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "unnamed.md")
    node = owner(any_store, "unnamed.md")
    labels = any_store.select(
        "SELECT ?l WHERE { GRAPH ?g { ?p ?label ?l } }", {"p": node, "label": RDFS.label}
    ).column("l")
    assert labels == [Literal("unnamed person (unnamed.md)")]
    assert not any_store.ask(
        "ASK WHERE { GRAPH ?g { ?p <http://xmlns.com/foaf/0.1/name>|<https://schema.org/name> ?n } }",
        {"p": node},
    )


def test_reingest_keeps_the_iris(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "ada-home.md", "ada-cv.md", "ben.md")
    before = {s: owner(any_store, s) for s in ("ada-home.md", "ada-cv.md", "ben.md")}
    people = named(any_store, "Ada Quill")
    for again in (["ada-cv.md"], ["ada-home.md"], ["ben.md", "ada-home.md", "ada-cv.md"]):
        load(any_store, tmp_path, *again)
        assert {s: owner(any_store, s) for s in before} == before, again
        assert named(any_store, "Ada Quill") == people


def test_remove_keeps_the_node_while_another_document_describes_it(any_store: Store, tmp_path: Path) -> None:
    load(any_store, tmp_path, "ada-cv.md", "ada-home.md", "ben.md")
    ada = owner(any_store, "ada-cv.md")
    assert remove(["ada-cv.md"], any_store) == ["ada-cv.md"]
    assert owner(any_store, "ada-home.md") == ada
    assert named(any_store, "Ada Quill") == {str(ada)}
    assert any_store.ask(
        "ASK WHERE { GRAPH ?g { ?ben ?rel ?ada } }",
        {"ben": owner(any_store, "ben.md"), "rel": TG.mentoredBy, "ada": ada},
    )
    assert remove(["ada-home.md"], any_store) == ["ada-home.md"]
    assert named(any_store, "Ada Quill") == {str(ada)}  # still Ben's mentor


def profile(source: str, email: str | None, org_id: str, mentions: list[Mention] | None = None) -> Profile:
    return Profile(
        source=source,
        person=Person(name="Ada Quill", emails=[email] if email else []),
        affiliations=[Affiliation(org=org_id.title(), org_id=org_id, role="Scientist", start="2020")],
        people=mentions or [],
    )


def test_a_node_reaching_two_existing_nodes_records_same_as(any_store: Store) -> None:
    graphs = [profile_to_graph(profile("a.md", "ada@a.example", "x-acme"), sha256="0" * 64)]
    graphs.append(profile_to_graph(profile("b.md", None, "x-globex"), sha256="0" * 64))
    for graph in graphs:
        assert link_identities(graph, any_store) == []
        any_store.replace_graph(graph)
    a, b = (g.value(g.identifier, FOAF.primaryTopic) for g in graphs)
    assert a != b
    bridge = profile_to_graph(profile("c.md", "ada@a.example", "x-globex"), sha256="0" * 64)
    [merge] = link_identities(bridge, any_store)
    target, other = sorted([a, b], key=str)
    assert (merge.new, merge.same_as, merge.reasons) == (
        target,
        (other,),
        ("email", "name+org", "org", "post"),
    )
    assert bridge.value(bridge.identifier, FOAF.primaryTopic) == target
    assert (target, OWL.sameAs, other) in bridge


def test_a_document_keeps_its_owner_and_a_namesake_colleague_apart(any_store: Store) -> None:
    known = profile_to_graph(profile("cv.md", None, "x-acme"), sha256="0" * 64)
    any_store.replace_graph(known)
    namesake = Mention(name="Ada Quill", relation="collaborator", org="Acme", org_id="x-acme")
    graph = profile_to_graph(profile("page.md", None, "x-acme", [namesake]), sha256="0" * 64)
    merges = link_graphs([graph], any_store)
    ada = graph.value(graph.identifier, FOAF.primaryTopic)
    assert [m.new for m in merges] == [known.value(known.identifier, FOAF.primaryTopic)] == [ada]
    colleague = graph.value(ada, TG.collaboratesWith)
    assert colleague is not None
    assert colleague != ada


SHARED_HOST_DOCS = {
    "jane.md": "# Jane Doe\nhttps://jane-x-doe12.example.org\n\n## Experience\n- 2019 - 2021 Engineer at Google\n",
    "john.md": "# John Roe\nhttps://john-roe7.example.org\n\n## Experience\n- 2018 - 2020 Engineer at Meta\n",
    "gh-a.md": "# Kim Sato\nhttps://github.io\n\n## Experience\n- 2019 - 2021 Engineer at Apple\n",
    "gh-b.md": "# Lee Park\nhttps://github.io\n\n## Experience\n- 2018 - 2020 Engineer at Apple\n",
    "mail-a.md": "# Mia Wong\nlab@shared.example\n\n## Experience\n- 2019 - 2021 Engineer at Apple\n",
    "mail-b.md": "# Noor Ali\nlab@shared.example\n\n## Experience\n- 2018 - 2020 Engineer at Apple\n",
}


@pytest.mark.parametrize(
    ("a", "b"), [("jane.md", "john.md"), ("gh-a.md", "gh-b.md"), ("mail-a.md", "mail-b.md")]
)
def test_people_on_a_shared_host_or_address_with_different_names_stay_apart(
    embedded_store: Store, tmp_path: Path, a: str, b: str
) -> None:
    paths = []
    for name in (a, b):
        (tmp_path / name).write_text(SHARED_HOST_DOCS[name], encoding="utf-8")
        paths.append(tmp_path / name)
    report = ingest(paths, embedded_store, progress=False)
    assert report.loaded == [a, b], report.failed
    assert owner(embedded_store, a) != owner(embedded_store, b)
    positions = embedded_store.select(
        "SELECT ?p (COUNT(?m) AS ?n) WHERE { ?m <http://www.w3.org/ns/org#member> ?p } GROUP BY ?p"
    )
    assert all(int(str(n)) == 1 for n in positions.column("n"))


CAREER_DOCS = {
    # a site's experience page that never states its owner's name, and the owner's named CV
    "experience.md": (
        "## Experience\n- Sep 2019 - present: Research Scientist, Google\n"
        "- Jan 2016 - Aug 2019: Software Engineer, Microsoft\n"
    ),
    "cv.md": (
        "# Ada Quill\n\n## Experience\n- Sep 2019 - present: Research Scientist, Google\n"
        "- Jan 2016 - Aug 2019: Software Engineer, Microsoft\n"
    ),
    # a colleague who joined the same team the same month: one post in common is not a career
    "colleague.md": "# Ben Marsh\n\n## Experience\n- Sep 2019 - present: Research Scientist, Google\n",
    "colleague-unnamed.md": "## Experience\n- Sep 2019 - present: Research Scientist, Google\n",
    # two posts begun in the same years at one large employer: still one organisation in common
    "same-place.md": (
        "## Experience\n- Sep 2021 - present: Staff Scientist, Google\n"
        "- Sep 2019 - Aug 2021: Research Scientist, Google\n"
    ),
    "same-place-named.md": (
        "# Dan Roe\n\n## Experience\n- Jan 2021 - present: Engineering Manager, Google\n"
        "- Mar 2019 - Dec 2020: Software Engineer, Google\n"
    ),
    # two posts in common but another name: two people, whatever their careers
    "other-name.md": (
        "# Cleo Dunn\n\n## Experience\n- Sep 2019 - present: Research Scientist, Google\n"
        "- Jan 2016 - Aug 2019: Software Engineer, Microsoft\n"
    ),
}


@pytest.mark.parametrize("order", [("experience.md", "cv.md"), ("cv.md", "experience.md")])
def test_an_unnamed_page_with_two_posts_of_a_named_cv_joins_its_owner(
    embedded_store: Store, tmp_path: Path, order: tuple[str, str]
) -> None:
    for name in CAREER_DOCS:
        (tmp_path / name).write_text(CAREER_DOCS[name], encoding="utf-8")
    for name in order:  # in one batch or one after the other, the result is the same
        report = ingest([tmp_path / name], embedded_store, progress=False)
        assert report.loaded == [name], report.failed
    rest = ["colleague.md", "colleague-unnamed.md", "other-name.md", "same-place-named.md", "same-place.md"]
    report = ingest([tmp_path / n for n in rest], embedded_store, progress=False)
    assert report.loaded == rest, report.failed
    ada = owner(embedded_store, "cv.md")
    assert owner(embedded_store, "experience.md") == ada
    assert named(embedded_store, "Ada Quill") == {str(ada)}
    others = {owner(embedded_store, n) for n in rest}
    assert len(others) == len(rest)
    assert ada not in others


def test_an_unnamed_page_with_the_career_of_two_named_people_joins_neither(
    embedded_store: Store, tmp_path: Path
) -> None:
    for name in ("cv.md", "other-name.md", "experience.md"):
        (tmp_path / name).write_text(CAREER_DOCS[name], encoding="utf-8")
        report = ingest([tmp_path / name], embedded_store, progress=False)
        assert report.loaded == [name], report.failed
    nodes = {owner(embedded_store, n) for n in ("cv.md", "other-name.md", "experience.md")}
    assert len(nodes) == 3
    assert not embedded_store.ask(
        "ASK WHERE { GRAPH ?g { ?a <http://www.w3.org/2002/07/owl#sameAs> ?b . ?a a <http://xmlns.com/foaf/0.1/Person> } }"
    )


def _every_row(
    store: Store, asked: list[str], documents: object, nameless_keys: object = None
) -> list[tuple[str, str, str, str | None]]:
    """The store's rows for every key asked, none left out (what linking read before it pruned)."""
    from talentgraph.identity import _rows
    from talentgraph.queries import select_values_strings

    return _rows(select_values_strings(store, "_identity-candidates", "key", [Literal(k) for k in asked]))


@pytest.mark.parametrize(
    "stored",
    [
        ("cv.md", "colleague.md", "same-place.md"),
        ("experience.md", "colleague-unnamed.md", "same-place-named.md"),
    ],
)
def test_linking_leaves_out_only_rows_no_merge_depends_on(
    embedded_store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stored: tuple[str, ...]
) -> None:
    from talentgraph import identity
    from talentgraph.pipeline import _document_quads
    from talentgraph.sources import read_document

    for name in CAREER_DOCS:
        (tmp_path / name).write_text(CAREER_DOCS[name], encoding="utf-8")
    report = ingest([tmp_path / n for n in stored], embedded_store, progress=False)
    assert report.loaded == list(stored), report.failed
    batch = [_document_quads(read_document(tmp_path / n))[1] for n in CAREER_DOCS if n not in stored]
    sieve = identity.stored_keys_sieve(embedded_store)
    pruned = identity.link_people(batch, embedded_store, sieve)
    assert any(pruned)  # the batch does join stored people
    monkeypatch.setattr(identity, "_stored_rows", _every_row)
    assert pruned == identity.link_people(batch, embedded_store)


BRIDGE_DOCS = {
    # the owner's named page with an email, a site's unnamed experience page, then a named CV
    # that shares the first's email and the second's dated posts
    "home.md": "# Ada Quill\nada@quill.example\n\nI study how people learn to code.\n",
    "experience.md": CAREER_DOCS["experience.md"],
    "cv.md": CAREER_DOCS["cv.md"].replace("\n\n", "\nada@quill.example\n\n", 1),
    "colleague.md": CAREER_DOCS["colleague.md"],
}


def test_nodes_joined_by_same_as_are_never_a_pair_of_shared_employers(
    embedded_store: Store, tmp_path: Path
) -> None:
    from talentgraph.analysis.employers import shared_employers
    from talentgraph.identity import same_as_classes

    for name, text in BRIDGE_DOCS.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        report = ingest([tmp_path / name], embedded_store, progress=False)
        assert report.loaded == [name], report.failed
    home, experience, cv, ben = (owner(embedded_store, n) for n in BRIDGE_DOCS)
    assert len({home, experience}) == 2  # the CV bridged them
    assert cv in {home, experience}
    one = same_as_classes(embedded_store, [str(home), str(experience), str(ben)])
    assert one[str(home)] == one[str(experience)] != one[str(ben)]
    rows = shared_employers(embedded_store, overlapping=True)
    pairs = {frozenset((one[r.person_a], one[r.person_b])) for r in rows}
    assert pairs == {frozenset((one[str(home)], str(ben)))}  # Ada and Ben at Google, never Ada and Ada


ORG_DOCS = {
    # a named about page that lists its owner's organisations without dates
    "about.md": (
        "# Ada Quill\n\nI am a research scientist at Google. Before that I was a software engineer "
        "at Microsoft.\n\n## Education\n- PhD in Computer Science, Stanford University\n"
    ),
    # the same site's experience page, which never states the name: dated posts at all three
    "experience.md": (
        "## Experience\n- Sep 2019 - present: Research Scientist, Google\n"
        "- Jan 2016 - Aug 2019: Software Engineer, Microsoft\n"
        "- Jan 2014 - Dec 2015: Postdoctoral Fellow, Stanford University\n"
    ),
    # another person's unnamed bio naming the same three places in passing: no career
    "bio.md": "I studied at Stanford University, interned at Microsoft and now lead a team at Google.\n",
    # another person's unnamed experience page with dated posts at two of them: what many share
    "two-places.md": (
        "## Experience\n- Mar 2020 - present: Staff Engineer, Google\n- Feb 2015 - Feb 2020: Engineer, Microsoft\n"
    ),
}


@pytest.mark.parametrize("order", [("experience.md", "about.md"), ("about.md", "experience.md")])
def test_an_unnamed_page_with_dated_posts_at_three_organisations_of_a_named_page_joins_it(
    embedded_store: Store, tmp_path: Path, order: tuple[str, str]
) -> None:
    for name in ORG_DOCS:
        (tmp_path / name).write_text(ORG_DOCS[name], encoding="utf-8")
    for name in order:
        report = ingest([tmp_path / name], embedded_store, progress=False)
        assert report.loaded == [name], report.failed
    ada = owner(embedded_store, "about.md")
    assert owner(embedded_store, "experience.md") == ada
    rest = ["bio.md", "two-places.md"]
    report = ingest([tmp_path / n for n in rest], embedded_store, progress=False)
    assert report.loaded == rest, report.failed
    others = {owner(embedded_store, n) for n in rest}
    assert len(others) == 2
    assert ada not in others


NAME_FORMS = {
    "ruiz-home.md": "# Ana M. Ruiz\n\n## Experience\n- 2018 - present Hydrologist at Google\n",
    "ruiz-cv.md": "# Ana Ruiz\n\n## Experience\n- 2018 - present Hydrologist at Google\n- 2012 - 2018 PhD, MIT\n",
    "ruiz-maria.md": "# Ana Maria Ruiz\n\n## Experience\n- 2018 - present Hydrologist at Google\n",
    "ruiz-lucia.md": "# Ana Lucia Ruiz\n\n## Experience\n- 2018 - present Hydrologist at Google\n",
}


def test_a_middle_initial_is_one_name_at_one_employer(any_store: Store, tmp_path: Path) -> None:
    paths = []
    for name in ("ruiz-home.md", "ruiz-cv.md"):
        (tmp_path / name).write_text(NAME_FORMS[name], encoding="utf-8")
        paths.append(tmp_path / name)
    ingest(paths, any_store, progress=False)
    assert owner(any_store, "ruiz-home.md") == owner(any_store, "ruiz-cv.md")


def test_namesakes_with_different_middle_names_at_one_employer_stay_two(
    any_store: Store, tmp_path: Path
) -> None:
    """Two people named Ana ... Ruiz who joined one employer the same year: their middle names differ."""
    paths = []
    for name in ("ruiz-maria.md", "ruiz-lucia.md"):
        (tmp_path / name).write_text(NAME_FORMS[name], encoding="utf-8")
        paths.append(tmp_path / name)
    ingest(paths, any_store, progress=False)
    assert owner(any_store, "ruiz-maria.md") != owner(any_store, "ruiz-lucia.md")


def _sorted_quads(store: Store) -> list[str]:
    """The store's quads as sorted N-Quads lines, generation times and build ids masked."""
    import re

    from talentgraph.store.embedded import EmbeddedStore

    assert isinstance(store, EmbeddedStore)
    lines = (str(quad) for quad in store._store)
    return sorted(
        re.sub(r'"[^"]*"\^\^<[^>]*dateTime>|"0\.1\.0\+[0-9a-f]+"', '"masked"', line) for line in lines
    )


@pytest.mark.parametrize("order", [list(CAREER_DOCS), list(reversed(CAREER_DOCS))])
def test_a_new_store_asks_about_nameless_holders_only_for_keys_they_may_hold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, order: list[str]
) -> None:
    from talentgraph import identity
    from talentgraph.store import open_store

    named = {  # two named colleagues who started at one employer the same year, and no one else did
        "bea.md": "# Bea Stone\n\n## Experience\n- 2010 - 2012 Research Scientist at IBM\n",
        "cy.md": "# Cy Dorn\n\nIBM\n\n## Experience\n- 2010 - 2013 Software Engineer at IBM\n",
    }
    for name, text in {**CAREER_DOCS, **named}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    order = [*named, *order]
    asked: list[str] = []
    select = identity.select_values_strings

    def counting(store: Store, name: str, variable: str, values: list[object], **kw: object) -> object:
        if name == "_identity-nameless":
            asked.extend(str(v) for v in values)
        return select(store, name, variable, values, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(identity, "select_values_strings", counting)
    fast = open_store(tmp_path / "fast")
    ingest([tmp_path / n for n in order], fast, batch_size=1, progress=False)
    pruned = list(asked)
    asked.clear()
    stored_keys_sieve = identity.stored_keys_sieve

    def without_nameless(store: Store) -> identity.KeySieve:
        sieve = stored_keys_sieve(store)
        sieve.nameless = None
        return sieve

    monkeypatch.setattr("talentgraph.pipeline.stored_keys_sieve", without_nameless)
    slow = open_store(tmp_path / "slow")
    ingest([tmp_path / n for n in order], slow, batch_size=1, progress=False)
    assert asked  # the documents do share posts with stored ones
    assert len(pruned) < len(asked)
    assert _sorted_quads(fast) == _sorted_quads(slow)


def test_career_keys_link_nameless_nodes_and_add_to_named_ones_reached_otherwise(
    embedded_store: Store,
) -> None:
    """Linking gathers a career key's named holders only for a node another key reached: the merges
    of one batch are those the rules give (posts alone join a named node only to a nameless one)."""
    from talentgraph.identity import DocumentPeople, link_people

    career = {"org:acme", "org:uni", "post:acme@2019", "post:uni@2012"}

    def doc(n: int, person: str, name: str | None, keys: set[str]) -> DocumentPeople:
        node = URIRef(f"http://ex/{person}")
        return DocumentPeople(URIRef(f"http://ex/g{n}"), node, {node: keys}, {node: {name}} if name else {})

    batch = [
        doc(1, "ada", "Ada Quill", {"name+org:ada quill@acme", *career}),
        doc(2, "ben", "Ben Marsh", {"org:acme", "post:acme@2019"}),  # a colleague: never joined
        doc(3, "page", None, set(career)),  # a nameless page with Ada's dated posts
        doc(4, "ada-cv", "Ada Quill", {"name+org:ada quill@acme", "post:acme@2019"}),
        doc(5, "site", None, {"post:lab@2001", "post:school@1990"}),
        doc(6, "cy", "Cy Doe", {"post:lab@2001", "post:school@1990", "org:lab"}),
    ]
    found = [
        [(str(m.old), str(m.new), m.keys) for m in merges] for merges in link_people(batch, embedded_store)
    ]
    assert found == [
        [],
        [],
        [("http://ex/page", "http://ex/ada", tuple(sorted(career)))],
        [("http://ex/ada-cv", "http://ex/ada", ("name+org:ada quill@acme", "post:acme@2019"))],
        [],
        [("http://ex/cy", "http://ex/site", ("post:lab@2001", "post:school@1990"))],
    ]


def test_a_person_known_by_a_later_given_name_is_one_node_by_a_shared_address(
    embedded_store: Store, tmp_path: Path
) -> None:
    """A CV with the full name and a page with the name its owner goes by (the second given name),
    both with one email, are one person; a third name on that address is not."""
    docs = {
        "cv.md": "# Maria Jimena Quill\nEmail: jquill@lab.example\n\n## Experience\n- 2019 - 2021 Engineer at Google\n",
        "about.md": "# Jimena Quill\n\nI study sea ice. Email: jquill@lab.example\n",
        "other.md": "# Lucia Quill\n\nI study lakes. Email: jquill@lab.example\n",
    }
    for name, text in docs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    ingest([tmp_path / name for name in docs], embedded_store, progress=False)
    assert owner(embedded_store, "cv.md") == owner(embedded_store, "about.md")
    assert owner(embedded_store, "other.md") != owner(embedded_store, "cv.md")
