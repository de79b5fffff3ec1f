"""Organisation resolution on a small fixture gazetteer: the traps of the entity-resolution issue."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.gazetteers import Org, OrgGazetteer, load_org_gazetteer, org_gazetteer
from talentgraph.resolve import mint_org_id, resolve_org
from talentgraph.resolve.orgs import name_in_context

FIXTURES = Path(__file__).parent / "fixtures" / "resolve"


@pytest.fixture(scope="module")
def orgs() -> OrgGazetteer:
    return load_org_gazetteer(FIXTURES / "organizations.yaml")


@pytest.mark.parametrize(
    ("written", "org_id", "rule"),
    [
        ("Meta", "meta", "exact"),
        ("Facebook", "meta", "former_name"),
        ("Facebook, Inc.", "meta", "former_name"),
        ("facebook inc", "meta", "former_name"),
        ("Meta Platforms, Inc.", "meta", "alias"),
        ("UIUC", "uiuc", "acronym"),
        ("UCSD", "ucsd", "acronym"),
        ("SJTU", "sjtu", "acronym"),
        ("CMU", "cmu", "acronym"),
        ("University of Illinois at Urbana-Champaign", "uiuc", "alias"),
        ("university of illinois urbana champaign", "uiuc", "exact"),
        ("Université of California, San Diego", "ucsd", "alias"),  # "University of X" in another language
        ("University of Califronia, San Diego", "ucsd", "fuzzy"),
        ("CARNEGIE MELLÓN UNIVERSITY", "cmu", "exact"),
    ],
)
def test_whole_names(orgs: OrgGazetteer, written: str, org_id: str, rule: str) -> None:
    res = resolve_org(written, orgs)
    assert (res.org_id, res.rule, res.unit, res.written) == (org_id, rule, None, written)
    assert res.name == orgs.get(org_id).name


@pytest.mark.parametrize(
    ("written", "org_id", "unit"),
    [
        ("ByteDance, AI Lab, MLSys", "bytedance", "AI Lab, MLSys"),
        ("ByteDance – Seed (Infra Group)", "bytedance", "Seed (Infra Group)"),
        ("Meta Platforms – Ads Training Infra", "meta", "Ads Training Infra"),
        ("Meta Platforms—Ads Training Infra", "meta", "Ads Training Infra"),
        ("Meta MRS", "meta", "MRS"),
        ("Apple Inc, IMG Team, GPU Software", "apple", "IMG Team, GPU Software"),
        (
            "Department of Computer Science, Shanghai Jiao Tong University",
            "sjtu",
            "Department of Computer Science",
        ),
        ("Carnegie Mellon University (CMU)", "cmu", None),
        ("Carnegie Mellon University (cmu)", "cmu", None),
        ("Meta (Facebook)", "meta", None),
        ("Huawei (www.huawei.com)", "huawei", None),
    ],
)
def test_unit_split(orgs: OrgGazetteer, written: str, org_id: str, unit: str | None) -> None:
    res = resolve_org(written, orgs)
    assert (res.org_id, res.unit) == (org_id, unit)


def test_lab_with_parent_keeps_the_lab(orgs: OrgGazetteer) -> None:
    res = resolve_org("Meta AI", orgs)
    assert (res.org_id, res.unit) == ("meta-ai", None)
    assert [o.id for o in orgs.ancestors(res.org_id)] == ["meta"]
    assert resolve_org("Facebook AI Research", orgs).org_id == "meta-ai"


def test_research_lab_unit_stays_under_ibm(orgs: OrgGazetteer) -> None:
    res = resolve_org("IBM Research T. J. Watson Lab", orgs)
    assert (res.org_id, res.unit) == ("ibm-research", "T. J. Watson Lab")
    assert [o.id for o in orgs.ancestors(res.org_id)] == ["ibm"]
    # a unit the gazetteer knows as a sub-organisation becomes the organisation itself
    inner = resolve_org("IBM Research, T. J. Watson Research Center", orgs)
    assert (inner.org_id, inner.unit) == ("ibm-watson", None)
    assert "ibm" in [o.id for o in orgs.ancestors(inner.org_id)]


def test_ambiguous_acronym_is_minted_not_merged(orgs: OrgGazetteer) -> None:
    res = resolve_org("NTU", orgs)
    assert res.rule == "minted"
    assert res.org_id == "x-ntu"
    assert res.org_id not in orgs.orgs
    assert set(res.ambiguous) == {"ntu-sg", "ntu-tw"}
    with_unit = resolve_org("NTU, School of EEE", orgs)
    assert (with_unit.org_id, with_unit.unit) == ("x-ntu", "School of EEE")
    # the full names still resolve
    assert resolve_org("National Taiwan University", orgs).org_id == "ntu-tw"


@pytest.mark.parametrize(
    ("written", "org_id", "unit"),
    [
        ("NTU Kestrel Ocean Research Center", "ntu-tw-ocean", None),  # an acronym two claim, one the parent
        ("National Taiwan University Kestrel Ocean Research Center", "ntu-tw-ocean", None),
        ("NTU Kestrel Ocean Research Center, Fisheries Group", "ntu-tw-ocean", "Fisheries Group"),
        ("NTU Ocean Research Center", "x-ntuoceanresearchcenter", None),  # no known part: still minted
    ],
)
def test_known_part_after_its_parents_acronym(
    orgs: OrgGazetteer, written: str, org_id: str, unit: str | None
) -> None:
    res = resolve_org(written, orgs)
    assert (res.org_id, res.unit) == (org_id, unit)


def test_known_part_after_another_organisations_acronym_is_not_taken_for_it(orgs: OrgGazetteer) -> None:
    # Nanyang's acronym is NTU too, but the centre is National Taiwan University's: the acronym
    # picks the parent, so "SJTU" before the centre's name does not make it SJTU's
    res = resolve_org("SJTU Kestrel Ocean Research Center", orgs)
    assert res.org_id != "ntu-tw-ocean"


def test_unknown_orgs_are_minted_consistently(orgs: OrgGazetteer) -> None:
    a = resolve_org("Acme Robotics GmbH", orgs)
    b = resolve_org("ACME Robotics", orgs)
    assert a.rule == b.rule == "minted"
    assert a.org_id == b.org_id == mint_org_id("Acme Robotics") == "x-acmerobotics"
    c = resolve_org("Acme Robotics, Perception Team", orgs)
    assert (c.org_id, c.unit) == ("x-acmerobotics", "Perception Team")


def test_fuzzy_catches_typos(orgs: OrgGazetteer) -> None:
    res = resolve_org("Univeristy of Illinois Urbana-Champaign", orgs)
    assert (res.org_id, res.rule) == ("uiuc", "fuzzy")
    assert 0.9 < res.score < 1.0
    assert resolve_org("Carnegie Melon University", orgs).org_id == "cmu"
    assert resolve_org("Byte Dance", orgs).org_id == "bytedance"
    # a misspelt full name is matched whole, not cut into a shorter name plus a unit
    plural = resolve_org("Huawei Cloud Computing Technologies Co., Ltd.", orgs)
    assert (plural.org_id, plural.unit, plural.rule) == ("huawei-cloud", None, "fuzzy")
    assert [o.id for o in orgs.ancestors(plural.org_id)] == ["huawei"]


@pytest.mark.parametrize(
    "written", ["Northeastern University", "CMV", "Metta", "NTUU", "Google Brainz Team X"]
)
def test_fuzzy_never_merges_different_names(orgs: OrgGazetteer, written: str) -> None:
    res = resolve_org(written, orgs)
    assert res.rule != "fuzzy"
    if written == "Northeastern University":
        assert res.org_id != "northwestern"
        assert res.rule == "minted"


def test_deterministic_and_cached(orgs: OrgGazetteer) -> None:
    first = resolve_org("ByteDance, AI Lab, MLSys", orgs)
    assert resolve_org("ByteDance, AI Lab, MLSys", orgs) is first
    fresh = load_org_gazetteer(FIXTURES / "organizations.yaml")
    assert resolve_org("ByteDance, AI Lab, MLSys", fresh) == first


def test_empty_and_symbol_only_text_is_minted(orgs: OrgGazetteer) -> None:
    assert resolve_org("  ", orgs).rule == "minted"
    assert resolve_org("—", orgs).org_id == "x-unnamed"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("MosaicML", "Mosaic ML"),
        ("Quillon Data", "quillon-data"),
        ("Dept. of Physics, Foo Univ", "Foo University"),
        ("Brindle Labs Inc.", "Brindle-Labs"),
    ],
)
def test_spelling_variants_of_an_unknown_organisation_share_a_node(a: str, b: str) -> None:
    assert resolve_org(a).org_id == resolve_org(b).org_id


@pytest.mark.parametrize(("a", "b"), [("ACM", "ACL"), ("NTU", "NTUA"), ("Quillon Data", "Quillon Date")])
def test_different_names_and_acronyms_stay_apart(a: str, b: str) -> None:
    assert resolve_org(a).org_id != resolve_org(b).org_id


def test_a_unit_before_a_full_stop_is_not_the_organisation() -> None:
    found = resolve_org("Computer Science. Carnegie Mellon University")
    assert (found.org_id, found.unit) == ("cmu", "Computer Science")


def test_field_label_before_the_name_is_dropped() -> None:
    g = load_org_gazetteer([{"id": "quill", "name": "Quillfeather University"}])
    res = resolve_org("Location: Quillfeather University", g)
    assert (res.org_id, res.unit) == ("quill", None)


def test_unit_noun_then_known_organisation_without_separator() -> None:
    g = load_org_gazetteer([{"id": "quill", "name": "Quillfeather University"}])
    res = resolve_org("Tidal Dynamics Lab at the Quillfeather University", g)
    assert (res.org_id, res.unit) == ("quill", "Tidal Dynamics Lab")
    res = resolve_org("Tidal Dynamics Lab Quillfeather University", g)
    assert (res.org_id, res.unit) == ("quill", "Tidal Dynamics Lab")


def test_unknown_unit_then_unknown_whole_organisation() -> None:
    g = load_org_gazetteer([{"id": "quill", "name": "Quillfeather University"}])
    res = resolve_org("Marsh Center for Wetland Science, Heronmoor Foundation", g)
    assert (res.org_id, res.name, res.unit) == (
        "x-heronmoorfoundation",
        "Heronmoor Foundation",
        "Marsh Center for Wetland Science",
    )
    # a team after a company is its part, not the organisation
    assert resolve_org("Zorblat Labs, Data Team", g).name == "Zorblat Labs"


def test_fuzzy_never_swaps_a_name_word() -> None:
    # one letter apart, but a different first letter or a word of another known name is another name
    g = load_org_gazetteer(
        [{"id": "harlow", "name": "Harlow University"}, {"id": "harlon", "name": "Harlon Institute"}]
    )
    assert resolve_org("Barlow University", g).rule == "minted"
    assert resolve_org("Harlon University", g).rule == "minted"
    assert resolve_org("Harlwo University", g).org_id == "harlow"
    assert resolve_org("Harlw University", g).rule == "minted"  # a dropped letter in a short name word


def test_an_invented_name_one_letter_from_a_real_one_is_not_merged() -> None:
    # a name's only own word changed by one letter is as often another name as a typo of it
    g = load_org_gazetteer(
        [
            {"id": "hebron", "name": "Hebron University"},
            {"id": "durham", "name": "Durham College"},
            {"id": "pennick", "name": "Pennick Institute of Technology"},
            {"id": "pennick-tide", "name": "Pennick Tidewater University"},
        ]
    )
    for invented in ("Heron University", "Dunham College", "Pennock Institute of Technology"):
        assert resolve_org(invented, g).rule == "minted", invented
    # plain slips of typing still find the name: letters swapped, a double letter, a dropped
    # letter in a longer word, or any one slip where another word of the name's own is right
    typos = {
        "Hebrno University": "hebron",
        "Durrham College": "durham",
        "Penick Institute of Technology": "pennick",
        "Pennock Tidewater University": "pennick-tide",
    }
    for typo, org_id in typos.items():
        assert resolve_org(typo, g).org_id == org_id, typo


def test_a_slip_in_a_word_most_names_share_is_a_typo() -> None:
    # the world list writes "Universtiy" once or twice; a name ending so is still a typo of University
    entries = [{"id": f"u{i}", "name": f"Name{i:03d} University"} for i in range(60)]
    g = load_org_gazetteer(
        [*entries, {"id": "k", "name": "University of Kestrel"}, {"id": "t", "name": "Gretsa Universtiy"}]
    )
    assert resolve_org("Universtiy of Kestrel", g).org_id == "k"


def test_short_forms_are_spelt_out_and_never_cut_a_name() -> None:
    g = load_org_gazetteer([{"id": "nwu", "name": "Nebraska Widget University"}])
    assert resolve_org("Neb. Widget Univ.", g).org_id == "nwu"
    res = resolve_org("Neb. Widget University, Lakeside Campus", g)
    assert (res.org_id, res.unit) == ("nwu", "Lakeside Campus")
    unknown = resolve_org("Calif. Gizmo Institute", g)  # a full stop after a short form ends no name
    assert (unknown.name, unknown.unit) == ("Calif. Gizmo Institute", None)
    assert resolve_org("Gizmology. Nebraska Widget University", g).unit == "Gizmology"


def test_a_list_of_fields_closing_a_name_is_part_of_it() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    res = resolve_org("Lakeside Institute for Brains, Minds and Widgets", g)
    assert (res.name, res.unit) == ("Lakeside Institute for Brains, Minds and Widgets", None)
    res = resolve_org("Lakeside Institute for Brains, Minds, and Widgets, Kestrel University", g)
    assert (res.org_id, res.unit) == ("kestrel", "Lakeside Institute for Brains, Minds, and Widgets")


def test_a_bracketed_acronym_is_never_the_organisation() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    res = resolve_org(
        "Institute for Widgets (IW-3), Institute for Gizmos (IG-2) and Lakeside Gadget Lab (LG-1)", g
    )
    assert res.name == "Institute for Widgets"
    assert res.unit is not None
    assert res.unit.count("(") == res.unit.count(")")
    assert (
        resolve_org("Institute for Widgets, Lakeside Gadget Foundation (LGF)", g).name
        == "Lakeside Gadget Foundation"
    )


def test_a_unit_then_its_unknown_organisation() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    res = resolve_org("Gizmology Department, KWI", g)  # an acronym after a unit names the whole
    assert (res.name, res.unit) == ("KWI", "Gizmology Department")
    res = resolve_org("Centre for Gizmology, Lakeside Institute, Berlin", g)  # a place is no organisation
    assert (res.name, res.unit) == ("Lakeside Institute", "Centre for Gizmology")
    assert resolve_org("Centre for Gizmology, Berlin", g).name == "Centre for Gizmology"


def test_a_place_after_the_organisation_is_no_unit() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    assert resolve_org("Kestrel University, Lakeside, OR", g).unit is None
    assert resolve_org("Kestrel University, Berlin, Germany", g).unit is None
    assert resolve_org("Kestrel University, Gizmo Lab", g).unit == "Gizmo Lab"


def test_a_unit_then_an_organisation_with_its_acronym_and_place() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    res = resolve_org("Field Station Lakeside, National Institute of Gizmos (NIG) Ontario", g)
    assert (res.name, res.unit) == ("National Institute of Gizmos", "Field Station Lakeside")
    res = resolve_org("Future Gizmos Group, Widgetco Labs", g)  # "X Labs" names a whole company
    assert (res.name, res.unit) == ("Widgetco Labs", "Future Gizmos Group")


def test_a_known_name_followed_by_of_is_a_longer_name() -> None:
    g = load_org_gazetteer(
        [{"id": "k", "name": "University of Kestrel"}, {"id": "w", "name": "Widget College"}]
    )
    assert (
        resolve_org("Kestrel University of Applied Gizmos", g).org_id == "x-kestreluniversityofappliedgizmos"
    )
    assert resolve_org("Widget College of Design", g).org_id == "x-widgetcollegeofdesign"
    assert resolve_org("Widget College Gizmo Lab", g).unit == "Gizmo Lab"


def test_a_unit_that_restates_the_organisation_is_dropped() -> None:
    g = load_org_gazetteer([{"id": "kestrel", "name": "Kestrel University"}])
    assert resolve_org("Kestrel University (KSU)", g).unit is None  # its acronym
    assert resolve_org("Kestrel University, Kestrel, Norway", g).unit is None  # its town
    assert resolve_org("Kestrel University, Gizmo Lab", g).unit == "Gizmo Lab"


def test_a_unit_that_only_names_the_parent_is_dropped(orgs: OrgGazetteer) -> None:
    res = resolve_org("Google DeepMind, Google", orgs)
    assert (res.org_id, res.unit) == ("deepmind", None)
    kept = resolve_org("Google DeepMind, Gemini Team", orgs)
    assert (kept.org_id, kept.unit) == ("deepmind", "Gemini Team")


@pytest.mark.parametrize(
    ("known", "written"),
    [
        ("Kestrel Scientific Research Organisation", "Kestrel Scientific Research Organization"),
        ("Kestrel Scientific Research Organization", "Kestrel Scientific Research Organisation"),
        ("Kestrel Centre for Widgets", "Kestrel Center for Widgets"),
        ("Kestrel Center for Widgets", "Kestrel Centre for Widgets, Gizmo Group"),
        ("Kestrel Defence Programme", "Kestrel Defense Program"),
    ],
)
def test_british_and_american_spellings_are_one_organisation(known: str, written: str) -> None:
    g = load_org_gazetteer([{"id": "k", "name": known}, {"id": "other", "name": "Kestrel Widget Works"}])
    assert resolve_org(written, g).org_id == "k"


def test_minted_names_in_either_spelling_share_a_node(orgs: OrgGazetteer) -> None:
    a = resolve_org("Quillon Centre for Marine Widgets", orgs)
    b = resolve_org("Quillon Center for Marine Widgets", orgs)
    assert a.minted
    assert a.org_id == b.org_id


def test_member_college_written_before_its_federal_university() -> None:
    """ "X College, University of Y" is the college the gazetteer names "X College Y", not Y."""
    from talentgraph.gazetteers import Org

    gaz = OrgGazetteer(
        [
            Org(id="harrow-college", name="Harrow College Lakeside", type="university"),
            Org(id="lakeside", name="University of Lakeside", type="university"),
        ]
    )
    got = resolve_org("Harrow College, University of Lakeside", gaz)
    assert (got.org_id, got.unit) == ("harrow-college", None)
    got = resolve_org("Department of Widgets, University of Lakeside", gaz)
    assert (got.org_id, got.unit) == ("lakeside", "Department of Widgets")


CAMPUSES = [
    {"id": "kestrel", "name": "University of Kestrel, Bergen", "aliases": ["University of Kestrel"]},
    {"id": "kestrel-oslo", "name": "University of Kestrel, Oslo"},
    {"id": "wren", "name": "Wren University in Lakeside"},
    {"id": "quill", "name": "Quillfeather University"},
]


@pytest.mark.parametrize(
    ("written", "context", "expected"),
    [
        # the town after the comma names another campus, which the gazetteer lists apart
        (
            "University of Kestrel",
            "I hold a PhD from the University of Kestrel, Oslo, where I",
            "University of Kestrel, Oslo",
        ),
        ("University of Kestrel", "Lecturer, University of Kestrel – Oslo", "University of Kestrel – Oslo"),
        # "in <town>" is part of the official name
        (
            "Wren University",
            "My doctorate is from Wren University in Lakeside, on widgets.",
            "Wren University in Lakeside",
        ),
        # the campus the short form already stands for, and a town that is only where it is
        ("University of Kestrel", "I studied at the University of Kestrel, Bergen.", "University of Kestrel"),
        (
            "Quillfeather University",
            "Postdoc at Quillfeather University, Lakeside, 2019",
            "Quillfeather University",
        ),
        # a name cut after a joining word goes on into the name after it
        (
            "Gizmo School of",
            "an MBA at the Gizmo School of the Quillfeather University. Then",
            "Gizmo School of the Quillfeather University",
        ),
    ],
)
def test_a_name_runs_on_into_the_campus_the_text_writes(written: str, context: str, expected: str) -> None:
    assert name_in_context(written, context, load_org_gazetteer(CAMPUSES)) == expected


def test_a_school_of_the_university_is_a_unit_of_it() -> None:
    got = resolve_org("Gizmo School of the Quillfeather University", load_org_gazetteer(CAMPUSES))
    assert (got.org_id, got.unit) == ("quill", "Gizmo School")


@pytest.mark.parametrize(
    ("written", "context", "expected"),
    [
        ("Quillfeather", "Quillfeather Medical School, Lakeside", "Quillfeather Medical School"),
        (
            "Quillfeather",
            "• Quillfeather J.R. Moss School of Widgets, MSc",
            "Quillfeather J.R. Moss School of Widgets",
        ),
        (
            "Quillfeather University",
            "Quillfeather University Center for Gizmo Studies 2019–2021",
            "Quillfeather University Center for Gizmo Studies",
        ),
        # no part after the name: a role or a place written after it stays out
        (
            "Quillfeather University",
            "Quillfeather University Postdoctoral Fellow 2019",
            "Quillfeather University",
        ),
        # the name as whole words only, not inside a longer word
        (
            "Quillfeather",
            "Quillfeatherton Medical School; Quillfeather Medical School",
            "Quillfeather Medical School",
        ),
        # an unknown name is not run on
        ("Gizmo Works", "Gizmo Works Widget Laboratory, Oslo", "Gizmo Works"),
    ],
)
def test_a_name_written_on_into_its_part_is_kept_whole(written: str, context: str, expected: str) -> None:
    gaz = load_org_gazetteer(
        [{"id": "quill", "name": "Quillfeather University", "aliases": ["Quillfeather"]}]
    )
    assert name_in_context(written, context, gaz) == expected
    assert resolve_org(expected, gaz).org_id in {"quill", mint_org_id("Gizmo Works")}


@pytest.mark.parametrize("town", ["State College", "University Park", "College Station"])
def test_a_university_town_after_a_unit_is_no_organisation(town: str) -> None:
    """A town whose name has an organisation word ("… College") is where the unit is, not its host."""
    got = resolve_org(f"Gizmo Center for Widget Studies, {town}", load_org_gazetteer([]))
    assert (got.name, got.unit) == ("Gizmo Center for Widget Studies", None)


@pytest.fixture(scope="module")
def campuses() -> OrgGazetteer:
    return load_org_gazetteer(
        [
            {"id": "ostrava", "name": "Ostrava University Northbay", "aliases": ["Ostrava University"]},
            {"id": "ostrava-clinic", "name": "Ostrava University Southbay Clinic"},  # knows the town Southbay
            {"id": "pelican", "name": "Pelican Institute of Science", "acronyms": ["PIB"]},
            {"id": "lind", "name": "University of Lindqvist"},
            {"id": "heron", "name": "Université Heron"},
            {"id": "quill", "name": "Quill Labs"},
            # "Science" is a word of many names, a field; "Lindqvist" of one, a town
            *({"id": f"filler{i}", "name": f"Filler{i} Academy of Science"} for i in range(60)),
        ]
    )


@pytest.mark.parametrize(
    "written",
    [
        "PIB University of Music",  # another institution's word at the head of the rest
        "Université Heron 4 Valmont",  # a numbered university of the same town
        "Université Heron IV",
        "Pelican Institute of Science Ecology and Zoology Eastmoor",  # the list of fields goes on
        "Ostrava University, Southbay",  # the known name is one campus; this is another
        "Ostrava University Southbay",
        "Ostrava University, Southbay Campus",
        "Ostrava University, Adelaide",  # a known city
    ],
)
def test_longer_name_is_not_its_known_prefix(campuses: OrgGazetteer, written: str) -> None:
    found = resolve_org(written, campuses)
    assert found.minted, (written, found)


def test_other_campus_is_one_node_however_written(campuses: OrgGazetteer) -> None:
    comma = resolve_org("Ostrava University, Southbay, OR", campuses)
    assert comma.org_id == resolve_org("Ostrava University Southbay", campuses).org_id
    assert comma.name == "Ostrava University, Southbay"


@pytest.mark.parametrize(
    ("written", "org_id", "unit"),
    [
        ("Ostrava University, Northbay", "ostrava", None),  # its own campus
        ("Ostrava University, Oregon", "ostrava", None),  # a state is no campus
        ("Ostrava University, Norway", "ostrava", None),
        ("Ostrava University Medical School", "ostrava", "Medical School"),
        ("Ostrava University, Gizmo Lab", "ostrava", "Gizmo Lab"),
        ("Ostrava University Widgetry", "ostrava", "Widgetry"),  # a word no campus has: a part
        ("Pelican Institute of Science Herbarium", "pelican", "Herbarium"),
        (
            "University of Lindqvist Electrical and Computer Engineering",
            "lind",
            "Electrical and Computer Engineering",
        ),
        ("Quill Labs Widget Team", "quill", "Widget Team"),
    ],
)
def test_parts_and_own_places_stay_with_the_known_name(
    campuses: OrgGazetteer, written: str, org_id: str, unit: str | None
) -> None:
    found = resolve_org(written, campuses)
    assert (found.org_id, found.unit) == (org_id, unit)


def test_every_bundled_name_resolves_to_itself() -> None:
    """Oracle over the bundled gazetteer: no name, alias or former name of an organisation is cut
    into another organisation and a unit."""
    from talentgraph.gazetteers import org_gazetteer

    gaz = org_gazetteer()
    wrong = [
        (form, org.id, found.org_id)
        for org in gaz.orgs.values()
        for form in (org.name, *org.aliases, *org.former_names)
        if (found := resolve_org(form, gaz)).org_id != org.id
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("context", "expected"),
    [
        # a second name after "and" stays out, unless the gazetteer knows the longer name
        ("Widget School of Kestrel and Ada Roe wrote it", "Widget School of Kestrel"),
        ("the Widget School of Arts and Gizmos, Lakeside", "Widget School of Arts and Gizmos"),
        # a role, a degree or a date written after the name is no part of it
        ("Widget School of Quillon PhD Candidate Since 2019", "Widget School of Quillon"),
        ("Widget School of Quillon Lecturer in Gizmos", "Widget School of Quillon"),
        ("Widget School of Quillon March 2019 – now", "Widget School of Quillon"),
        # at most a few words
        ("Widget School of " + " ".join(["Quillon"] * 40), "Widget School of " + " ".join(["Quillon"] * 6)),
    ],
)
def test_a_name_cut_after_a_joining_word_runs_on_only_into_a_name(context: str, expected: str) -> None:
    gaz = load_org_gazetteer([{"id": "wa", "name": "Widget School of Arts and Gizmos"}])
    assert name_in_context("Widget School of", context, gaz) == expected


@pytest.mark.parametrize(
    ("written", "context", "expected", "unit"),
    [
        (
            "Kestrel University",
            "Kestrel University School of Quillon Since March 2019",
            "Kestrel University School of Quillon",
            "School of Quillon",
        ),
        ("Kestrel University", "Kestrel University Lab Manager, 2019", "Kestrel University", None),
        (
            "Kestrel University",
            "Kestrel University Medical School Research Fellow",
            "Kestrel University Medical School",
            "Medical School",
        ),
        (
            "Kestrel University",
            "Kestrel University School " + " ".join(["Quillon"] * 2000),
            "Kestrel University",
            None,
        ),
    ],
)
def test_a_part_written_on_after_a_name_ends_before_a_role_or_a_date(
    written: str, context: str, expected: str, unit: str | None
) -> None:
    gaz = load_org_gazetteer([{"id": "ku", "name": "Kestrel University"}])
    got = name_in_context(written, context, gaz)
    assert got == expected
    assert (resolve_org(got, gaz).org_id, resolve_org(got, gaz).unit) == ("ku", unit)


def test_a_known_name_before_state_university_is_a_longer_name() -> None:
    # "Kestrel" alone names Kestrel University; "Kestrel State University" is another institution
    g = load_org_gazetteer([{"id": "ku", "name": "Kestrel University", "aliases": ["Kestrel"]}])
    for longer in ("Kestrel State University", "Kestrel Institute of Technology"):
        assert resolve_org(longer, g).rule == "minted", longer
    assert resolve_org("Kestrel Vision Lab", g).org_id == "ku"


def test_a_centres_acronym_before_its_university_is_the_unit() -> None:
    res = resolve_org("KCW, The University of Quarryland", OrgGazetteer([]))
    assert (res.name, res.unit) == ("The University of Quarryland", "KCW")


def test_a_member_named_with_its_system_after_a_comma() -> None:
    gaz = OrgGazetteer(
        [
            Org("kss", "Kestrel State System", "university", acronyms=("KSS",)),
            Org("ksl", "Kestrel State at Lakeside", "university", system="kss"),
        ]
    )
    assert resolve_org("Kestrel State at Lakeside, KSS", gaz).org_id == "ksl"
    assert resolve_org("Kestrel State at Lakeside, KSS", gaz).unit is None


@pytest.mark.parametrize(
    ("written", "org_id", "unit"),
    [
        ("Quillfeather Genome Institute's Tidal Surveillance Unit", "qgi", "Tidal Surveillance Unit"),
        ("QGI’s Department of Brain Sciences", "qgi", "Department of Brain Sciences"),
        ("Lakeside University's School of Architecture", "x-lakesideuniversity", "School of Architecture"),
        # the first "'s" is inside the owner's name: the next one splits
        ("Saint Ora's College Lakeside's Department of Music", "ora", "Department of Music"),
    ],
)
def test_an_organisation_owning_the_part_written_after_it(written: str, org_id: str, unit: str) -> None:
    g = load_org_gazetteer(
        [
            {"id": "qgi", "name": "Quillfeather Genome Institute", "acronyms": ["QGI"]},
            {"id": "quill", "name": "Quillfeather Trust", "aliases": ["Quillfeather"]},
            {"id": "ora", "name": "Saint Ora's College Lakeside"},
        ]
    )
    res = resolve_org(written, g)
    assert (res.org_id, res.unit) == (org_id, unit)


@pytest.mark.parametrize("written", ["King's College", "Kestrel Children's Center", "Saint Ora's College"])
def test_a_possessive_inside_a_name_keeps_the_name_whole(written: str) -> None:
    assert resolve_org(written, load_org_gazetteer([])).unit is None


@pytest.mark.parametrize(
    "written", ["NOAA Fisheries", "NOAA-Fisheries", "NOAA–Fisheries", "National Marine Fisheries Service"]
)
def test_a_line_office_of_a_federal_agency_is_its_own_part_of_the_agency(written: str) -> None:
    found = resolve_org(written)
    assert (found.org_id, found.unit) == ("noaa-fisheries", None)
    assert "noaa" in {o.id for o in org_gazetteer().ancestors(found.org_id)}


def test_a_slash_between_capital_letters_is_no_separator() -> None:
    g = OrgGazetteer([Org(id="kestrel", name="Kestrel University", type="university")])
    assert (
        resolve_org("R/V Quill Star", g).name == "R/V Quill Star"
    )  # a ship's prefix, not "R" with unit "V …"
    assert (
        resolve_org("A/B Testing Lab, Kestrel University", g).name,
        resolve_org("A/B Testing Lab, Kestrel University", g).unit,
    ) == (
        "Kestrel University",
        "A/B Testing Lab",
    )
    assert (
        resolve_org("Quill Institute/Orbelle College", g).name == "Quill Institute"
    )  # negative: two names still split
