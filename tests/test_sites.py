"""Academic site repositories read as one person (talentgraph.sites), on fictional site trees."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.cli import cli
from talentgraph.model import Affiliation, Education, Mention, Person, Profile
from talentgraph.pipeline import ingest
from talentgraph.queries import run_query
from talentgraph.sites import OwnerHint, _pdf_may_hold, apply_owner, collect, detect_generator, read_site
from talentgraph.sources import read_document
from talentgraph.store import Store

from .conftest import EXAMPLES, FIXTURES
from .pdfs import make_pdf

SITES = FIXTURES / "sites"
JEKYLL = SITES / "mquill-site"
HUGO = SITES / "trenn.github.io"
PLAIN = SITES / "kvale.github.io"
PAGE = SITES / "plain-page" / "bio.md"

OWNERS = """
SELECT ?graph ?person WHERE {
  GRAPH ?graph { ?graph <http://xmlns.com/foaf/0.1/primaryTopic> ?person }
}
"""


def owners(store: Store) -> dict[str, str]:
    """Document graph -> owner node, for every document in the store."""
    return {str(row["graph"]): str(row["person"]) for row in store.select(OWNERS).to_python()}


@pytest.mark.parametrize(
    ("folder", "generator"),
    [(JEKYLL, "jekyll"), (HUGO, "hugo"), (PLAIN, "plain"), (SITES / "plain-page", None), (EXAMPLES, None)],
)
def test_detect_generator(folder: Path, generator: str | None) -> None:
    assert detect_generator(folder) == generator


def test_plain_site_needs_a_sign_of_being_published(tmp_path: Path) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    (folder / "index.html").write_text("<h1>Hi</h1>")
    assert detect_generator(folder) is None
    (folder / "CNAME").write_text("pages.example.net\n")
    assert detect_generator(folder) == "plain"


def test_jekyll_site_profile_files_and_owner_from_config() -> None:
    site = read_site(JEKYLL)
    assert [source for _, source in site.files] == [
        "mquill-site/_config.yml",
        "mquill-site/_pages/about.md",
        "mquill-site/_pages/cv.md",
        "mquill-site/files/resume.json",
    ]
    assert site.owner == OwnerHint("Mara Quill", "https://mquill.github.io", "_config.yml:2")
    assert [source for source, _ in site.skipped] == ["mquill-site/_data/cv.json"]


def test_hugo_site_owner_from_the_owners_author_page_and_address_from_the_clone_name() -> None:
    site = read_site(HUGO)
    assert site.owner == OwnerHint(
        "Tobias Renn", "https://trenn.github.io", "content/authors/admin/_index.md:3"
    )
    sources = [source for _, source in site.files]
    assert sources == [
        "trenn.github.io/content/authors/admin/_index.md",
        "trenn.github.io/content/home/experience.md",
    ]
    assert not any("ivo-pell" in s or "/post/" in s for s in sources)


def test_placeholder_config_name_gives_no_owner(tmp_path: Path) -> None:
    root = tmp_path / "site"
    root.mkdir()
    (root / "_config.yml").write_text(
        'title: "Your Name / Site Title"\nname: "Your Name"\nauthor:\n  name: "Your Sidebar Name"\n'
        "url: https://academicpages.github.io\n"
    )
    (root / "about.md").write_text("# About\n")
    site = read_site(root)
    assert site.owner == OwnerHint(None, None, None)
    items, notes = collect([root])
    assert [source for _, source, _ in items] == ["site/_config.yml", "site/about.md"]
    assert any("--owner" in note for _, note in notes)


def test_apply_owner_names_the_page_and_drops_placeholders() -> None:
    profile = Profile(
        source="cv.md",
        person=Person(name="Full Name"),
        affiliations=[Affiliation(org_text="GitHub University"), Affiliation(org_text="Lakeshore Water Lab")],
        education=[Education(institution_text="Red Brick University")],
        people=[Mention(name="Professor Git", relation="supervisor"), Mention(name="Ines Varga")],
    )
    out = apply_owner(profile, OwnerHint("Mara Quill", "https://mquill.github.io"))
    assert out.person.name == "Mara Quill"
    assert out.person.homepage == "https://mquill.github.io"
    assert [a.org_text for a in out.affiliations] == ["Lakeshore Water Lab"]
    assert out.education == []
    assert [m.name for m in out.people] == ["Ines Varga"]
    assert out.warnings == []
    assert profile.person.name == "Full Name"  # the input is not changed


def test_apply_owner_warns_when_the_page_names_someone_else() -> None:
    out = apply_owner(
        Profile("a.md", Person(name="Ines Varga")), OwnerHint("Mara Quill", None, "_config.yml:2")
    )
    assert out.person.name == "Mara Quill"
    assert out.warnings == ["the page names 'Ines Varga'; its owner is 'Mara Quill' (_config.yml:2)"]


def test_apply_owner_without_a_hint_keeps_an_unnamed_page_unnamed() -> None:
    assert apply_owner(Profile("a.md"), None).person.name is None


def test_ingest_site_gives_one_owner_node_with_evidence_per_document(embedded_store: Store) -> None:
    report = ingest([JEKYLL], embedded_store, progress=False)
    assert report.loaded == [
        "mquill-site/_config.yml",
        "mquill-site/_pages/about.md",
        "mquill-site/_pages/cv.md",
        "mquill-site/files/resume.json",
    ]
    assert report.failed == []
    assert ("mquill-site/_data/cv.json", "an untouched template sample page; skipped") in report.warnings
    found = owners(embedded_store)
    assert len(found) == 4
    assert len(set(found.values())) == 1
    rows = run_query(embedded_store, "sources", {"person": "Mara Quill"}).to_python()
    by_source = {str(row["source"]) for row in rows}
    assert {"mquill-site/_pages/cv.md", "mquill-site/files/resume.json"} <= by_source
    assert all(isinstance(row["line"], int) and row["line"] >= 1 for row in rows)
    positions = run_query(embedded_store, "table-positions").to_python()
    assert {str(row["name"]) for row in positions} == {"Mara Quill"}
    assert {str(row["organisationName"]) for row in positions} >= {"Lakeshore Water Lab"}


def test_two_sites_in_one_batch_stay_two_people(embedded_store: Store, tmp_path: Path) -> None:
    ingest([JEKYLL, HUGO], embedded_store, progress=False)
    people = set(owners(embedded_store).values())
    assert len(people) == 2


def test_a_folder_of_cloned_sites_reads_each_as_a_site(tmp_path: Path) -> None:
    shutil.copytree(JEKYLL, tmp_path / "mquill-site")
    shutil.copytree(HUGO, tmp_path / "trenn.github.io")
    (tmp_path / "notes.md").write_text("# Notes\n")
    items, _ = collect([tmp_path])
    hints = {source: hint.name if hint else None for _, source, hint in items}
    assert hints == {
        "mquill-site/_config.yml": "Mara Quill",
        "mquill-site/_pages/about.md": "Mara Quill",
        "mquill-site/_pages/cv.md": "Mara Quill",
        "mquill-site/files/resume.json": "Mara Quill",
        "trenn.github.io/content/authors/admin/_index.md": "Tobias Renn",
        "trenn.github.io/content/home/experience.md": "Tobias Renn",
        "notes.md": None,
    }


def test_hugo_site_without_an_address_of_its_own_is_still_one_person(
    embedded_store: Store, tmp_path: Path
) -> None:
    copy = tmp_path / "renn-pages"  # no *.github.io name, no CNAME, no git remote
    shutil.copytree(HUGO, copy)
    (copy / "CNAME").write_text("renn.example.net\n")
    report = ingest([copy], embedded_store, progress=False)
    assert len(report.loaded) == 2
    assert len(set(owners(embedded_store).values())) == 1


def test_cli_owner_names_a_page_that_states_no_name(tmp_path: Path) -> None:
    runner = CliRunner()
    plain = runner.invoke(cli, ["extract", str(PAGE), "--format", "json"])
    assert plain.exit_code == 0
    assert '"name": null' in plain.output
    named = runner.invoke(cli, ["extract", str(PAGE), "--owner", "Dana Holt"])
    assert named.exit_code == 0
    assert '"name": "Dana Holt"' in named.output
    store = str(tmp_path / "store")
    result = runner.invoke(cli, ["ingest", str(PAGE), "--owner", "Dana Holt", "--store", store, "-q"])
    assert result.exit_code == 0, result.output
    people = runner.invoke(cli, ["query", "table-people", "--store", store, "--format", "csv"])
    assert "Dana Holt" in people.output


def test_cli_owner_overrides_the_site_config(tmp_path: Path) -> None:
    store = str(tmp_path / "store")
    result = CliRunner().invoke(
        cli, ["ingest", str(JEKYLL), "--owner", "M. A. Quill", "--store", store, "-q"]
    )
    assert result.exit_code == 0, result.output
    people = CliRunner().invoke(cli, ["query", "table-people", "--store", store, "--format", "csv"])
    assert "M. A. Quill" in people.output
    assert "Mara Quill" not in people.output


def test_cli_empty_owner_is_one_error_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["ingest", str(PAGE), "--owner", " ", "--store", str(tmp_path / "s")])
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        'Error: --owner is empty; give the owner\'s name, e.g. --owner "Ada Lovelace"'
    ]


def test_recursive_ingest_finds_sites_deeper_down(tmp_path: Path) -> None:
    shutil.copytree(JEKYLL, tmp_path / "people" / "mquill-site")
    flat, _ = collect([tmp_path])
    deep, _ = collect([tmp_path], recursive=True)
    assert flat == []
    assert {hint.name for _, _, hint in deep if hint} == {"Mara Quill"}
    assert not any("_posts" in source or "node_modules" in source for _, source, _ in deep)


def test_apply_owner_drops_a_template_address() -> None:
    page = Profile("c.yml", Person(name="Ada Roe", homepage="https://academicpages.github.io"))
    assert apply_owner(page, None).person.homepage is None


def test_plain_site_owner_from_its_home_page(embedded_store: Store) -> None:
    site = read_site(PLAIN)
    assert site.owner == OwnerHint("Kira Vale", "https://kvale.github.io", "index.html")
    assert [source for _, source in site.files] == [
        "kvale.github.io/cv.md",
        "kvale.github.io/index.html",
        "kvale.github.io/research.html",  # a research page says what the owner works on
    ]
    ingest([PLAIN], embedded_store, progress=False)
    assert len(set(owners(embedded_store).values())) == 1
    studies = run_query(embedded_store, "table-education").to_python()
    assert [(str(row["name"]), str(row["document"]).endswith("cv.md")) for row in studies] == [
        ("Kira Vale", True)
    ]


def one_line_pdf(text: str) -> bytes:
    """A one-page PDF whose text layer is ``text``."""
    return make_pdf([[(40, 80, 10, False, text)]])


def test_a_templates_sample_cv_pdf_is_skipped_and_a_real_one_kept(tmp_path: Path) -> None:
    root = tmp_path / "mquill-site"
    shutil.copytree(JEKYLL, root)
    (root / "files" / "cv.pdf").write_bytes(
        one_line_pdf("Lorem ipsum dolor amet, ligula suspendisse nulla pretium")
    )
    (root / "files" / "resume-2024.pdf").write_bytes(
        one_line_pdf("Research Scientist, Lakeshore Water Lab, 2019 - now")
    )
    site = read_site(root)
    sources = [source for _, source in site.files]
    assert "mquill-site/files/resume-2024.pdf" in sources
    assert "mquill-site/files/cv.pdf" not in sources
    assert ("mquill-site/files/cv.pdf", "an untouched template sample page; skipped") in site.skipped


def test_a_sample_pdf_is_found_whatever_the_order_of_its_glyphs(tmp_path: Path) -> None:
    # the marker's second line comes first in the content stream
    root = tmp_path / "mquill-site"
    shutil.copytree(JEKYLL, root)
    pdf = make_pdf(
        [
            [
                (40, 92, 10, False, "ligula suspendisse nulla pretium, rhoncus"),
                (40, 80, 10, False, "Lorem ipsum dolor amet,"),
            ]
        ]
    )
    (root / "files" / "cv.pdf").write_bytes(pdf)
    folded = " ".join(read_document(root / "files" / "cv.pdf").text.casefold().split())
    assert "lorem ipsum dolor amet, ligula suspendisse nulla pretium" in folded
    site = read_site(root)
    assert ("mquill-site/files/cv.pdf", "an untouched template sample page; skipped") in site.skipped


def test_a_pdf_without_the_markers_words_is_not_read_by_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "mquill-site"
    shutil.copytree(JEKYLL, root)
    (root / "files" / "cv.pdf").write_bytes(
        one_line_pdf("Lorem ipsum dolor, Lakeshore Water Lab, 2019 - now")
    )
    (root / "files" / "resume.pdf").write_bytes(b"%PDF-1.4 not really a PDF")

    def layout_read(path: Path, source: str | None = None) -> None:
        raise AssertionError(f"{path} read by layout")

    monkeypatch.setattr("talentgraph.sites.read_document", layout_read)
    sources = [source for _, source in read_site(root).files]
    # kept as before: a damaged PDF is reported by ingest, not skipped as a sample
    assert {"mquill-site/files/cv.pdf", "mquill-site/files/resume.pdf"} <= set(sources)


LAYOUTS = {
    "two columns": [[(40, 80, 10, False, "Research Scientist"), (300, 80, 10, False, "Lakeshore Water Lab")]],
    "hyphen glyph": [
        [
            (72, 100, 10, False, "aid bio3inspired design at Califor3"),
            (72, 112, 10, False, "nia, Santa Barbara"),
        ]
    ],
    "pages": [[(40, 80, 10, False, "Curriculum Vitae")], [(40, 700, 14, True, "Teaching Assistant, Ryde")]],
    "ligature": [[(40, 80, 10, False, "e~cient o~ce work")]],
}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_every_run_of_words_of_a_pdfs_layout_text_passes_the_raw_text_check(
    name: str, tmp_path: Path
) -> None:
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf(LAYOUTS[name], to_unicode={"~": "ffi"} if name == "ligature" else None))
    words = " ".join(read_document(path).text.casefold().split()).split(" ")
    windows = [" ".join(words[i : i + k]) for k in (1, 2, 3) for i in range(len(words) - k + 1)]
    assert windows
    assert all(_pdf_may_hold(path, [window]) for window in windows)
    assert not _pdf_may_hold(path, ["nelson bighetti is a professor"])


def test_hugo_language_folders_hold_the_same_kinds_of_pages(tmp_path: Path) -> None:
    root = tmp_path / "trenn.github.io"
    shutil.copytree(HUGO, root)
    (root / "content" / "en").mkdir()
    for name in ("authors", "home", "post"):
        (root / "content" / name).rename(root / "content" / "en" / name)
    site = read_site(root)
    assert site.owner.name == "Tobias Renn"
    assert [source for _, source in site.files] == [
        "trenn.github.io/content/en/authors/admin/_index.md",
        "trenn.github.io/content/en/home/experience.md",
    ]


def test_reingesting_a_site_keeps_its_one_owner_node(embedded_store: Store) -> None:
    ingest([JEKYLL], embedded_store, progress=False)
    first = set(owners(embedded_store).values())
    count = embedded_store.count()
    ingest([JEKYLL], embedded_store, progress=False)
    assert set(owners(embedded_store).values()) == first
    assert len(first) == 1
    assert embedded_store.count() == count


@pytest.mark.parametrize(
    ("config", "name"),
    [
        ("author: Ada Roe\ntitle: Notes\n", "Ada Roe"),
        ("first_name: Ada\nmiddle_name:\nlast_name: Roe\ntitle: blank\n", "Ada Roe"),
        ("title: Ada Roe | Research\n", "Ada Roe"),
        ("title: My Research Blog\n", None),
        ("name: Full Name\nauthor:\n  name: Your Name\n", None),
    ],
)
def test_jekyll_owner_name_keys(tmp_path: Path, config: str, name: str | None) -> None:
    root = tmp_path / "site"
    root.mkdir()
    (root / "_config.yml").write_text(config)
    assert read_site(root).owner.name == name


def _clone(root: Path, remote: str) -> Path:
    """A git checkout's trace: the ``origin`` remote ``git clone`` writes."""
    (root / ".git").mkdir(parents=True)
    (root / ".git" / "config").write_text(f'[remote "origin"]\n\turl = {remote}\n')
    return root


def test_a_checkout_with_no_config_is_a_site_by_its_layout(tmp_path: Path) -> None:
    """A partial clone of a Jekyll site (its _config.yml not copied) is still a Jekyll site once it
    is a checkout; without that sign the same folders are a folder of documents."""
    root = tmp_path / "website"
    (root / "_pages").mkdir(parents=True)
    (root / "_pages" / "about.md").write_text("# About\nI study lakes.\n")
    assert detect_generator(root) is None
    _clone(root, "https://github.com/olu-brandt/website.git")
    assert detect_generator(root) == "jekyll"
    hugo = _clone(tmp_path / "hugo-site", "git@github.com:olu-brandt/hugo-site.git")
    (hugo / "content" / "authors" / "admin").mkdir(parents=True)
    assert detect_generator(hugo) == "hugo"
    assert detect_generator(_clone(tmp_path / "cvs", "https://github.com/olu-brandt/cvs.git")) is None
    github_io = tmp_path / "olu-brandt.github.io"
    github_io.mkdir()
    assert detect_generator(github_io) == "plain"


def test_a_partial_clone_with_no_name_anywhere_is_one_person(embedded_store: Store, tmp_path: Path) -> None:
    """Its about page (no name, no email) and its CV page (a name) join as the site's owner: the
    clone's GitHub account is the address both carry."""
    root = _clone(tmp_path / "website", "https://github.com/olu-brandt/website.git")
    (root / "_pages").mkdir()
    (root / "_pages" / "about.md").write_text(
        "---\ntitle: About\n---\nI am a limnologist at Lakeshore Water Lab, studying nutrient cycles.\n"
    )
    (root / "_pages" / "cv.md").write_text(
        "# Olu Brandt\n\n## Experience\n\n- 2019 - present: Researcher, Lakeshore Water Lab\n"
    )
    site = read_site(root)
    assert site.owner == OwnerHint(None, "https://github.com/olu-brandt", None)
    report = ingest([root], embedded_store, progress=False)
    assert sorted(report.loaded) == ["website/_pages/about.md", "website/_pages/cv.md"]
    assert len(set(owners(embedded_store).values())) == 1


def test_two_partial_clones_of_namesakes_stay_two_people(embedded_store: Store, tmp_path: Path) -> None:
    """Each clone's pages are its owner's; two owners of one name and no address in common are two."""
    for account, lab in (("olu-brandt", "Lakeshore Water Lab"), ("obrandt-geo", "Basalt Rock Institute")):
        root = _clone(tmp_path / account / "website", f"https://github.com/{account}/website.git")
        (root / "_pages").mkdir()
        (root / "_pages" / "about.md").write_text(f"# Olu Brandt\n\nI am a researcher at {lab}.\n")
    ingest([tmp_path], embedded_store, recursive=True, progress=False)
    assert len(set(owners(embedded_store).values())) == 2


def test_an_unrenamed_template_fork_gives_no_template_address(tmp_path: Path) -> None:
    root = _clone(
        tmp_path / "academicpages.github.io", "https://github.com/olu-brandt/academicpages.github.io"
    )
    (root / "_pages").mkdir()
    assert read_site(root).owner.homepage == "https://github.com/olu-brandt"


def test_theme_home_pages_under_other_names_are_the_owners(tmp_path: Path) -> None:
    """A splash home page named by its permalink, the parts a home page includes, and an about
    page split into bundles are read as the owner's pages; a talk page is not."""
    jekyll = _clone(tmp_path / "website", "https://github.com/olu-brandt/website.git")
    (jekyll / "_pages" / "includes").mkdir(parents=True)
    (jekyll / "_pages" / "landing.md").write_text("---\nlayout: splash\npermalink: /\n---\nI study lakes.\n")
    (jekyll / "_pages" / "talk.md").write_text("---\npermalink: /talk/\n---\nA talk.\n")
    (jekyll / "_pages" / "includes" / "intro.md").write_text("I am a limnologist.\n")
    hugo = _clone(tmp_path / "hugo-site", "https://github.com/olu-brandt/hugo-site.git")
    for part in ("header", "main"):
        (hugo / "content" / "about" / part).mkdir(parents=True)
        (hugo / "content" / "about" / part / "index.md").write_text("---\ntitle: About\n---\nLakes.\n")
    assert [source for _, source in read_site(jekyll).files] == [
        "website/_pages/landing.md",
        "website/_pages/includes/intro.md",
    ]
    assert [source for _, source in read_site(hugo).files] == [
        "hugo-site/content/about/header/index.md",
        "hugo-site/content/about/main/index.md",
    ]


def test_a_profile_repository_clone_is_its_accounts_page(tmp_path: Path) -> None:
    """The README of ``<account>/<account>`` (what GitHub shows on the account's page) is read as
    the account owner's; a README of any other repository stays out, as in any folder."""
    profile = _clone(tmp_path / "Olu-Brandt", "https://github.com/olu-brandt/Olu-Brandt.git")
    (profile / "README.md").write_text("# Hi, I'm Olu\n\nI study lakes at Lakeshore Water Lab.\n")
    other = _clone(tmp_path / "lake-tools", "https://github.com/olu-brandt/lake-tools.git")
    (other / "README.md").write_text("# lake-tools\n\nScripts.\n")
    assert detect_generator(profile) == "profile"
    assert detect_generator(other) is None
    site = read_site(profile)
    assert site.owner == OwnerHint(None, "https://github.com/olu-brandt", None)
    assert [source for _, source in site.files] == ["Olu-Brandt/README.md"]
    items, _ = collect([tmp_path], recursive=True)
    assert [source for _, source, _ in items] == ["Olu-Brandt/README.md"]


def test_an_accounts_profile_readme_and_pages_site_are_one_person(
    embedded_store: Store, tmp_path: Path
) -> None:
    """``github.com/olu-brandt`` (the profile README's address) and ``olu-brandt.github.io`` (the
    account's Pages site) are one account's: its nameless pages join as one owner."""
    profile = _clone(tmp_path / "olu-brandt", "https://github.com/olu-brandt/olu-brandt.git")
    (profile / "README.md").write_text("I work on nutrient cycles at Lakeshore Water Lab since 2019.\n")
    pages = _clone(
        tmp_path / "olu-brandt.github.io", "https://github.com/olu-brandt/olu-brandt.github.io.git"
    )
    (pages / "_pages").mkdir()
    (pages / "_pages" / "about.md").write_text("---\ntitle: About\n---\nI am a limnologist.\n")
    report = ingest([tmp_path], embedded_store, recursive=True, progress=False)
    assert sorted(report.loaded) == ["olu-brandt.github.io/_pages/about.md", "olu-brandt/README.md"]
    assert len(set(owners(embedded_store).values())) == 1


def test_a_blogdown_checkout_is_a_hugo_site_with_r_markdown_pages(tmp_path: Path) -> None:
    """blogdown (Hugo with R Markdown) writes the about page as ``content/about.Rmd``."""
    root = _clone(tmp_path / "my-site", "https://github.com/olu-brandt/my-site.git")
    (root / "content").mkdir()
    (root / "content" / "about.Rmd").write_text("---\ntitle: About\n---\nI study lakes.\n")
    assert detect_generator(root) == "hugo"
    assert [source for _, source in read_site(root).files] == ["my-site/content/about.Rmd"]


def test_a_clone_no_site_rule_recognises_is_still_one_person(embedded_store: Store, tmp_path: Path) -> None:
    """A cloned repository of a generator with no rule (pages under ``docs/`` and ``src/``) is read
    as its folder is, but its pages carry the account's address: the nameless page joins the CV."""
    root = _clone(tmp_path / "clones" / "site-src", "https://github.com/olu-brandt/site-src.git")
    (root / "docs").mkdir()
    (root / "src").mkdir()
    (root / "docs" / "projects.md").write_text("# Projects\n\nI model nutrient cycles in lakes.\n")
    (root / "src" / "cv.md").write_text(
        "# Olu Brandt\n\n## Experience\n\n- 2019 - present: Researcher, Lakeshore Water Lab\n"
    )
    other = _clone(tmp_path / "clones" / "notes", "https://github.com/rae-quill/notes.git")
    (other / "about.md").write_text("# About\n\nI study glaciers.\n")
    items, _ = collect([tmp_path / "clones"], recursive=True)
    assert {source: hint for _, source, hint in items} == {
        "notes/about.md": OwnerHint(None, "https://github.com/rae-quill"),
        "site-src/docs/projects.md": OwnerHint(None, "https://github.com/olu-brandt"),
        "site-src/src/cv.md": OwnerHint(None, "https://github.com/olu-brandt"),
    }
    ingest([tmp_path / "clones"], embedded_store, recursive=True, progress=False)
    nodes = owners(embedded_store)
    assert len(nodes) == 3
    assert len(set(nodes.values())) == 2


def test_a_pages_site_keeps_its_about_page_in_a_pages_folder(embedded_store: Store, tmp_path: Path) -> None:
    """``pages/about.md`` of a GitHub Pages clone with no config is the owner's page, as in a Jekyll
    site: it carries the site's address and joins the CV the site also holds."""
    root = _clone(tmp_path / "olu-brandt.github.io", "https://github.com/olu-brandt/olu-brandt.github.io.git")
    (root / "pages").mkdir()
    (root / "pages" / "about.md").write_text("# About\n\nI am a limnologist at Lakeshore Water Lab.\n")
    (root / "files").mkdir()
    (root / "files" / "cv.md").write_text(
        "# Olu Brandt\n\n- 2019 - present: Researcher, Lakeshore Water Lab\n"
    )
    site = read_site(root)
    assert [source for _, source in site.files] == [
        "olu-brandt.github.io/files/cv.md",
        "olu-brandt.github.io/pages/about.md",
    ]
    ingest([root], embedded_store, progress=False)
    assert len(set(owners(embedded_store).values())) == 1


def test_a_hugo_sites_job_pages_singular_author_page_teaching_widget_and_top_cv_are_read(
    tmp_path: Path,
) -> None:
    root = tmp_path / "site"
    for relative, text in {
        "config.toml": 'title = "Site"\n',
        "content/author/admin/_index.md": '---\ntitle: "Ada Roe"\n---\n',
        "content/experience/kestrel-engineer.md": '---\ncompany: "Kestrel"\nduration: "2017–2020"\n---\n',
        "content/home/teaching.md": '+++\nwidget = "experience"\ntitle = "Courses Taught"\n+++\n',
        "content/post/hello.md": "# Hello\n",
        "CV.pdf": "",
    }.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    site = read_site(root)
    assert site.owner.name == "Ada Roe"
    assert sorted(source for _, source in site.files) == [
        "site/CV.pdf",
        "site/content/author/admin/_index.md",
        "site/content/experience/kestrel-engineer.md",
        "site/content/home/teaching.md",
    ]


def test_cv_entry_collections_cv_includes_and_hugo_blox_author_data_are_read(tmp_path: Path) -> None:
    """A Jekyll collection of CV entries and an included CV part are the owner's; the posts and the
    other theme parts are not. A Hugo Blox checkout with no config is Hugo by its landing page and
    author data, and the owner's author file (``me``) is read, a co-author's is not."""
    jekyll = tmp_path / "ada-roe.github.io"
    for relative in [
        "_config.yml",
        "_pages/about.md",
        "_cv/2019-03-01-postdoc.md",
        "_posts/2020-01-01-hello.md",
        "_includes/cv.html",
        "_includes/footer.html",
        "_includes/nested/cv.html",
        "_talks/cv.md",
    ]:
        (jekyll / relative).parent.mkdir(parents=True, exist_ok=True)
        (jekyll / relative).write_text("title: Ada Roe\n" if relative == "_config.yml" else "# Ada Roe\n")
    assert sorted(source for _, source in read_site(jekyll).files) == [
        "ada-roe.github.io/_config.yml",
        "ada-roe.github.io/_cv/2019-03-01-postdoc.md",
        "ada-roe.github.io/_includes/cv.html",
        "ada-roe.github.io/_pages/about.md",
    ]
    hugo = tmp_path / "olu-brandt.github.io"
    for relative in [
        "content/_index.md",
        "content/post/hello.md",
        "data/authors/me.yaml",
        "data/authors/kim.yaml",
    ]:
        (hugo / relative).parent.mkdir(parents=True, exist_ok=True)
        (hugo / relative).write_text("name: Olu Brandt\n")
    assert detect_generator(hugo) == "hugo"
    assert sorted(source for _, source in read_site(hugo).files) == [
        "olu-brandt.github.io/content/_index.md",
        "olu-brandt.github.io/data/authors/me.yaml",
    ]


def test_hugo_blox_owner_named_by_the_author_data_marked_as_owner(tmp_path: Path) -> None:
    root = tmp_path / "site"
    for relative, text in {
        "hugo.yaml": "baseURL: https://olu.example/\n",
        "content/_index.md": "---\ntitle: Home\n---\n",
        "data/authors/kim.yaml": "is_owner: false\nname:\n  display: Kim Ortiz\n",
        "data/authors/me.yaml": "is_owner: true\nname:\n  display: Olu Brandt\n  given: Olu\n",
    }.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    owner = read_site(root).owner
    assert (owner.name, owner.evidence) == ("Olu Brandt", "data/authors/me.yaml:3")
    (root / "data/authors/me.yaml").write_text("name:\n  display: Olu Brandt\n")
    assert read_site(root).owner.name is None
