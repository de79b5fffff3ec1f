"""The look-up tables: normalisation, loaders, indexes, and the hygiene of the bundled data."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from rapidfuzz import fuzz, process

from talentgraph.errors import ResourceError
from talentgraph.gazetteers import (
    ORG_STOP_WORDS,
    Org,
    OrgGazetteer,
    Term,
    TermIndex,
    is_typo_variant,
    load_org_gazetteer,
    load_skos_index,
    load_technology_index,
    normalize_name,
    normalize_term,
    org_gazetteer,
    role_index,
    technology_index,
    topic_index,
)
from talentgraph.gazetteers.aliases import suspicious_aliases
from talentgraph.gazetteers.orgs import _orgs_of
from talentgraph.gazetteers.text import singular
from talentgraph.resolve import resolve_org, resolve_topic
from talentgraph.resources import resource_path

FIXTURES = Path(__file__).parent / "fixtures" / "resolve"
TOPIC_FILLER = frozenset({"and", "or", "the", "a", "an"})


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Facebook, Inc.", "facebook"),
        ("Huawei Technologies Co., Ltd.", "huawei technologies"),
        ("The Ohio State University", "ohio state university"),
        ("Université de Montréal", "universite de montreal"),
        ("Yahoo!", "yahoo"),
        ("Universitetet i Tromsø", "universitetet i tromso"),
        ("Technische Universität München", "technische universitat munchen"),
    ],
)
def test_normalize_name(text: str, key: str) -> None:
    assert normalize_name(text) == key


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Systems for Machine Learning", "Machine Learning Systems"),
        ("Machine-Learning System", "machine learning systems"),
        ("Theory of Computation", "Computation Theory"),
        ("Policies", "policy"),
        ("Processes", "process"),
    ],
)
def test_normalize_term_equates(a: str, b: str) -> None:
    assert normalize_term(a) == normalize_term(b)


def test_normalize_term_keeps_direction() -> None:
    assert normalize_term("Machine Learning for Systems") != normalize_term("Systems for Machine Learning")
    assert normalize_term("Analysis") == "analysis"


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("univeristy of iowa", "university of iowa", True),
        ("university of illinois at urbana champaign", "university of illinois urbana champaign", True),
        ("byte dance", "bytedance", True),
        ("northwestern university", "northeastern university", False),
        ("cpu microarchitecture", "gpu microarchitecture", False),
        ("supervised learning", "unsupervised learning", False),
        ("university of iowa", "university of ohio", False),
    ],
)
def test_is_typo_variant(a: str, b: str, same: bool) -> None:
    assert is_typo_variant(a, b) is same


def test_org_loader_rejects_bad_data(tmp_path: Path) -> None:
    with pytest.raises(ResourceError, match="duplicate id 'a'"):
        load_org_gazetteer([{"id": "a", "name": "A"}, {"id": "a", "name": "B"}])
    with pytest.raises(ResourceError, match="unknown id 'nope'"):
        load_org_gazetteer([{"id": "a", "name": "A", "parent": "nope"}])
    bad = tmp_path / "orgs.yaml"
    bad.write_text("- id: [unclosed\n", encoding="utf-8")
    with pytest.raises(ResourceError, match="invalid YAML"):
        load_org_gazetteer(bad)
    with pytest.raises(ResourceError, match="cannot read"):
        load_org_gazetteer(tmp_path / "missing.yaml")
    assert len(load_org_gazetteer({"organizations": [{"id": "a", "name": "A"}]})) == 1


def test_fixture_gazetteer_acronyms_and_forms() -> None:
    g = load_org_gazetteer(FIXTURES / "organizations.yaml")
    assert g.ambiguous_acronyms == {"NTU": ("ntu-sg", "ntu-tw")}
    assert g.lookup("NTU") is None
    assert ("NTU", "ambiguous_acronym") in g.forms("ntu-sg")
    assert [o.id for o in g.ancestors("ibm-watson")] == ["ibm-research", "ibm"]
    assert [m.org.id for m in g.find("Intern at Facebook AI Research and later UIUC")] == ["meta-ai", "uiuc"]


def test_skos_loader_and_term_index() -> None:
    idx = load_skos_index(FIXTURES / "topics.ttl")
    term = idx.get("https://w3id.org/talentgraph/topic/ml-systems")
    assert (term.label, term.alt_labels) == ("Machine Learning Systems", ("MLSys",))
    assert idx.forms(term.id) == [("Machine Learning Systems", "exact"), ("MLSys", "alt")]
    assert "https://w3id.org/talentgraph/topic/compilers" in idx
    turtle = "@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<urn:x> a skos:Concept ."
    with pytest.raises(ResourceError, match="no skos:prefLabel"):
        load_skos_index(turtle)
    with pytest.raises(ResourceError, match="cannot read the SKOS scheme"):
        load_skos_index("@prefix broken\n<")


def test_alt_label_claimed_twice_is_ambiguous() -> None:
    idx = TermIndex([Term("a", "Alpha", ("Shared",)), Term("b", "Beta", ("Shared",))])
    assert idx.lookup("shared") is None
    assert idx.ambiguous == {"shared": ("a", "b")}
    with pytest.raises(ResourceError, match="duplicate concept"):
        TermIndex([Term("a", "A"), Term("a", "B")])


def test_technology_loader() -> None:
    idx = load_technology_index(FIXTURES / "technologies.yaml")
    assert idx.style == "symbol"
    assert idx.lookup("c++").term.id == "cpp"
    with pytest.raises(ResourceError, match="'id'"):
        load_technology_index([{"label": "no id"}])


# --- the bundled data -------------------------------------------------------------------------------


def test_bundled_org_gazetteer_is_large_and_consistent() -> None:
    g = org_gazetteer()
    assert len(g) >= 300
    for org in g.orgs.values():  # the loader checks this too; keep the assertion visible
        assert org.parent is None or org.parent in g.orgs
        assert org.system is None or org.system in g.orgs
        assert org.id not in {o.id for o in g.ancestors(org.id)}, f"{org.id}: parent cycle"
    for acronym, org in g.acronyms.items():
        res = resolve_org(acronym, g)
        assert (res.org_id, res.rule) == (org.id, "acronym"), acronym
    for acronym in g.ambiguous_acronyms:
        assert resolve_org(acronym, g).rule == "minted", acronym


@pytest.mark.parametrize(
    ("written", "org_id"), [("UIUC", "uiuc"), ("CMU", "cmu"), ("SJTU", "sjtu"), ("Facebook", "meta")]
)
def test_bundled_well_known_forms(written: str, org_id: str) -> None:
    assert resolve_org(written).org_id == org_id


def test_bundled_ucsd_and_ntu() -> None:
    assert resolve_org("UCSD").org_id == resolve_org("University of California, San Diego").org_id
    assert resolve_org("NTU").rule == "minted"


@pytest.mark.parametrize("written", ["NHS Blood and Transplant", "NHS England", "NHS Digital"])
def test_bundled_nhs_bodies_are_employers_of_their_own(written: str) -> None:
    # the NHS is no one employer: a national NHS body is not a unit of it, so two people at two
    # NHS bodies do not share an employer
    g = org_gazetteer()
    res = resolve_org(written, g)
    assert res.org_id != "nhs"
    assert res.unit is None
    assert "nhs" not in {o.id for o in g.ancestors(res.org_id)}
    assert resolve_org("NHS", g).org_id == "nhs"


@pytest.mark.parametrize(
    ("written", "part", "top"),
    [
        ("OSU Byrd Polar and Climate Research Center", "osu-byrd-polar", "osu"),  # OSU alone is ambiguous
        ("Lamont-Doherty Earth Observatory, Columbia University", "columbia-ldeo", "columbia"),
        ("Institute for Health Metrics and Evaluation, University of Washington", "uw-ihme", "uw"),
    ],
)
def test_bundled_university_research_units(written: str, part: str, top: str) -> None:
    g = org_gazetteer()
    res = resolve_org(written, g)
    assert (res.org_id, res.unit) == (part, None)
    assert top in {o.id for o in g.ancestors(part)}


def _typo_blocks(key: str) -> set[str]:
    """Keys two typo variants always share one of: the name without spaces, or the name with one
    word cut to one of its one-letter deletions (so a block holds only near-equal names)."""
    words = [w for w in key.split() if w not in ORG_STOP_WORDS]
    if words:
        words[-1] = singular(words[-1])
    blocks = {"=" + key.replace(" ", ""), " ".join(words)}
    for i, word in enumerate(words):
        for cut in {word[:j] + word[j + 1 :] for j in range(len(word))} | {word}:
            blocks.add(" ".join([*words[:i], f"<{cut}>", *words[i + 1 :]]))
    return blocks


def test_bundled_org_names_are_not_typo_variants_of_each_other() -> None:
    g = org_gazetteer()
    blocks: dict[str, list[str]] = {}
    for key in g.name_keys:
        for block in _typo_blocks(key):
            blocks.setdefault(block, []).append(key)
    clashes = set()
    for keys in blocks.values():
        for key in keys:
            for other in keys:
                a, b = g.by_key(key), g.by_key(other)
                listed = a and b and (a[0].id.startswith("uni-") or b[0].id.startswith("uni-"))
                if (
                    other != key
                    and a
                    and b
                    and a[0].id != b[0].id
                    and not listed
                    and is_typo_variant(key, other)
                ):
                    clashes.add((key, other))
    # a name of the world university list may be a letter from another (Hubei / Hebei, Taylor / Baylor):
    # both are real; universities_build.py leaves out those a slip in a long word away (Stamford)
    assert sorted(clashes) == []


def test_bundled_topic_scheme_is_clean() -> None:
    idx = topic_index()
    assert len(idx) >= 100
    assert idx.ambiguous == {}
    for term in idx.terms.values():
        assert all(b in idx for b in term.broader), term.id
        assert resolve_topic(term.label, idx).concept_id == term.id
    clashes = []
    for key in idx.keys:
        for other, _, _ in process.extract(key, idx.keys, scorer=fuzz.ratio, score_cutoff=85, limit=10):
            a, b = idx.by_key(key), idx.by_key(other)
            if other != key and a and b and a[0].id != b[0].id and is_typo_variant(key, other, TOPIC_FILLER):
                clashes.append((key, other))
    assert clashes == []


def test_bundled_topic_near_duplicates_are_one_concept() -> None:
    ids = {
        resolve_topic(s).concept_id
        for s in ("Systems for Machine Learning", "ML systems", "Machine Learning System")
    }
    assert len(ids) == 1
    assert None not in ids


def test_bundled_roles_and_technologies_load() -> None:
    roles, techs = role_index(), technology_index()
    assert len(roles) >= 10
    assert len(techs) >= 50
    assert all(term.id.startswith("https://w3id.org/talentgraph/role/") for term in roles.terms.values())


def test_term_index_find_in_running_text() -> None:
    idx = load_skos_index(FIXTURES / "topics.ttl")
    text = "Broadly interested in ML systems, federated learning and machine learning for systems."
    found = [(m.text, m.term.id.rsplit("/", 1)[1]) for m in idx.find(text)]
    assert found == [
        ("ML systems", "ml-systems"),
        ("federated learning", "federated-learning"),
        ("machine learning for systems", "ml-for-systems"),
    ]
    assert [m.text for m in idx.find("Compilers and ML", min_words=1)] == ["Compilers", "ML"]


@pytest.mark.parametrize(
    ("label", "concept"),
    [
        ("political behaviour", "political-behavior"),
        ("Paleoclimatology", "paleoclimate"),
        ("structural equation modelling", "multivariate-statistics"),
        ("Spatiotemporal modelling", "spatial-statistics"),
        ("critical disability studies", "disability-studies"),
        ("social learning", "social-learning"),
        ("coreference resolution", "coreference-resolution"),
        ("Affective Computing", "affective-computing"),
        ("zoonotic diseases", "zoonoses"),
        ("quantitative text analysis", "computational-text-analysis"),
        ("phylogenetic inference", "phylogenetic-reconstruction"),
        ("seismic tomography", "seismic-tomography"),
    ],
)
def test_bundled_topic_scheme_covers_the_sciences(label: str, concept: str) -> None:
    """Fields outside computing (social science, earth science, biology, statistics) and their common
    variants resolve to one concept each."""
    hit = topic_index().lookup(label)
    assert hit is not None
    assert hit.term.id.rsplit("/", 1)[1] == concept


def test_university_list_adds_unknown_universities_and_aliases(tmp_path: Path) -> None:
    from talentgraph.gazetteers.orgs import Org, load_university_list, with_university_list

    path = tmp_path / "unis.tsv"
    path.write_text(
        "# comment\nUniversität Nirgendwo\tDE\tnirgendwo\nQuillfeather University\tZZ\t\n"
        "Nirgendwo University\tDE\t\n",
        encoding="utf-8",
    )
    hand = [Org("nirgendwo", "Nirgendwo University", "university", country="DE")]
    g = OrgGazetteer(with_university_list(hand, load_university_list(path)))
    assert g.lookup("Universität Nirgendwo").org.id == "nirgendwo"  # another spelling: an alias
    assert g.lookup("Quillfeather University").org.id == "uni-quillfeatheruniversity"
    assert len(g) == 2  # the hand-written entry wins over the same name listed again
    assert [m.org.id for m in g.find("PhD, Quillfeather University, 2019")] == ["uni-quillfeatheruniversity"]


def test_bundled_university_list_is_loaded_behind_the_hand_written_entries() -> None:
    g = org_gazetteer()
    assert sum(o.id.startswith("uni-") for o in g.orgs.values()) > 5000
    assert g.lookup("Karlsruher Institut für Technologie").org.id == g.lookup("KIT").org.id
    assert g.lookup("Stanford University").org.id == "stanford"


def test_fuzzy_candidates_hold_hand_written_keys_and_listed_keys_of_the_same_start() -> None:
    from talentgraph.gazetteers.orgs import Org

    g = OrgGazetteer(
        [
            Org("acme", "Acme Corporation", "company"),
            Org("uni-q", "Quillfeather University", "university", listed=True),
            Org("uni-z", "Zorblat University", "university", listed=True),
        ]
    )
    assert sorted(g.fuzzy_candidates("quilfeather university")) == ["acme", "quillfeather university"]
    assert resolve_org("Quilfeather University", g).org_id == "uni-q"  # a typo of a listed name


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("epidemiology", "global health"),
        ("ecology", "microbial ecology"),
        ("earth sciences", "geophysics"),
        ("social sciences", "sociology"),
        ("hidden Markov models", "state-space models"),
        ("astrophysics", "cosmology"),
        ("linguistics", "phonology"),
        ("land use", "deforestation"),
    ],
)
def test_distinct_fields_are_distinct_concepts(first: str, second: str) -> None:
    """A subfield or neighbouring field is a concept of its own, not an alternative label of the broader
    one: two interests a profile lists side by side stay two topics."""
    a, b = topic_index().lookup(first), topic_index().lookup(second)
    assert a is not None
    assert b is not None
    assert a.term.id != b.term.id


def test_a_listed_name_is_found_only_written_whole() -> None:
    from talentgraph.gazetteers.orgs import Org

    g = OrgGazetteer(
        [
            Org("uni-k", "Kestrel College", "university", listed=True),
            Org("uni-g", "Global University", "university", listed=True),
            Org("hand", "Widget College", "university"),
        ]
    )
    assert [m.org.id for m in g.find("BSc, Kestrel College, Lakeside")] == ["uni-k"]
    assert g.find("BSc, Kestrel College & State University, Lakeside") == []  # a longer name
    assert g.find("we are a global university") == []  # a phrase, not the name
    assert [m.org.id for m in g.find("a widget college and Kestrel College")] == ["hand", "uni-k"]
    assert resolve_org("Kestrel College & State University", g).org_id == "x-kestrelcollegeandstateuniversity"
    assert resolve_org("Kestrel College, Lakeside", g).org_id == "uni-k"


def test_a_flagship_campus_written_out_is_its_university() -> None:
    g = org_gazetteer()
    assert (
        g.lookup("University of Arkansas, Fayetteville").org.id == g.lookup("University of Arkansas").org.id
    )
    assert (
        g.lookup("Texas A&M University - College Station").org.id == g.lookup("Texas A&M University").org.id
    )


def test_university_of_x_spellings_find_the_one_university_written_so() -> None:
    g = load_org_gazetteer(
        [
            {"id": "k", "name": "University of Kestrel"},
            {"id": "lw", "name": "Lakeside University"},
            {"id": "ul", "name": "University of Lakeside"},
            {"id": "w", "name": "University of Widgetshire"},
            {"id": "wc", "name": "Widgetshire University College"},
        ]
    )
    assert g.lookup("Kestrel University").org.id == "k"
    assert g.lookup("Universidad de Kestrel").org.id == "k"
    assert g.lookup("Kestrel Univ.").org.id == "k"
    assert g.lookup("Lakeside University").org.id == "lw"  # both exist: each as written
    assert g.lookup("Widgetshire University") is None  # another name begins so


def test_gazetteer_names_with_a_comma_are_one_alias() -> None:
    """A city (or half a name cut at its comma) is no alias of a university."""
    gaz = org_gazetteer()
    assert gaz.lookup("San Luis Obispo") is None
    assert gaz.lookup("Food and Environment") is None


def test_bundled_org_aliases_are_no_fragments_places_or_generic_words() -> None:
    """An unquoted comma in a YAML alias list splits a name into aliases that match everywhere."""
    assert suspicious_aliases(_orgs_of(resource_path("data", "organizations.yaml"))) == []


def test_suspicious_aliases_reports_a_comma_split_name() -> None:
    entries = yaml.safe_load(
        "- {id: k, name: Kestrel University, aliases: [University of Kestrel, Seattle, Data]}"
    )
    assert suspicious_aliases(_orgs_of(entries)) == [
        "k: 'Seattle' is a place",
        "k: 'Data' is one generic word",
    ]


def test_find_reads_a_possessive_name_as_the_name() -> None:
    g = OrgGazetteer(
        [
            Org(id="kestrel", name="Kestrel University", type="university", acronyms=("KU",)),
            Org(
                id="kestrel-north", name="Kestrel University North", type="university", aliases=("KU North",)
            ),
            Org(id="saints", name="St Alder's College", type="university"),
        ]
    )
    found = g.find("Lecturer, KU North's Department of Tides and Kestrel University's School of Law")
    assert [(m.org.id, m.text) for m in found] == [
        ("kestrel-north", "KU North"),
        ("kestrel", "Kestrel University"),
    ]
    assert [m.org.id for m in g.find("KU's Lab of Waves")] == ["kestrel"]
    assert [m.text for m in g.find("Fellow, St Alder's College")] == [
        "St Alder's College"
    ]  # its own 's stays


def test_find_reads_a_name_that_opens_with_a_possessive_word() -> None:
    g = OrgGazetteer([Org(id="wren", name="Wren's Hospital of Eastport", type="organization")])
    assert [m.text for m in g.find("Resident, Wren's Hospital of Eastport, 2019")] == [
        "Wren's Hospital of Eastport"
    ]


def test_find_leaves_a_lowercase_common_word_alone() -> None:
    g = OrgGazetteer(
        [Org(id="lark", name="Lark", type="company"), Org(id="quill", name="Quill Works", type="company")]
    )
    assert [m.org.id for m in g.find("data from the spring lark survey")] == []  # a word, not the company
    assert [m.org.id for m in g.find("Engineer at Lark, then quill works")] == ["lark", "quill"]


@pytest.mark.parametrize(("written", "org_id"), [("McGill", "mcgill"), ("Harvard", "harvard")])
def test_a_university_written_by_its_short_name_is_known(written: str, org_id: str) -> None:
    match = org_gazetteer().lookup(written)
    assert match is not None
    assert match.org.id == org_id
