"""Document trees: Markdown with raw HTML, raw pandoc blocks and comments, HTML, PHP and jemdoc pages,
TOML front matter, al-folio CVs, and the inline markup (attributes, line breaks) cleaned from lines."""

from __future__ import annotations

from typing import Any

from talentgraph.doctree import (
    authoring_markup,
    drop_attributes,
    drop_comments,
    html_tree,
    markdown_lines,
    read_front_matter,
    render_lines,
)
from talentgraph.extract import extract_profile
from talentgraph.extract.sections import clean_inline
from talentgraph.extract.structured_keys import paragraphs, text_of
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import parse_bytes

NO_ORGS = OrgGazetteer([])


def test_html_tree_keeps_levels_items_links_and_drops_chrome() -> None:
    html = """<html><head><title>T</title><style>p{}</style></head><body>
    <nav><a href="/">Home</a></nav>
    <h1>Orla Brannagh</h1>
    <!-- <p>Old post at Hidden Corp</p> -->
    <h3>Work</h3>
    <ul><li>Fellow at <a href="https://kestrel.example">Kestrel University</a>
      <ul><li>Tides group</li></ul></li></ul>
    <table><tr><th>When</th><th>Where</th></tr><tr><td>2019</td><td>Marlow<br>Observatory</td></tr></table>
    <div class="site-footer">© 2024 Orla · Powered by Hugo</div>
    <footer>Privacy Policy</footer></body></html>"""
    blocks = html_tree(html)
    assert [(b.kind, b.level) for b in blocks][:4] == [
        ("heading", 1),
        ("heading", 3),
        ("item", 1),
        ("item", 2),
    ]
    lines = render_lines(blocks)
    assert "- Fellow at [Kestrel University](https://kestrel.example)" in lines
    assert "  - Tides group" in lines
    assert "| When | Where |" in lines
    assert "| 2019 | Marlow; Observatory |" in lines
    text = "\n".join(lines)
    assert "Hidden Corp" not in text
    assert "Powered by" not in text
    assert "Privacy" not in text
    assert "Home" not in text


def test_html_page_footer_is_no_award() -> None:
    html = b"<html><body><h1>Orla Brannagh</h1><h2>Awards</h2><ul><li>Brannock Medal, 2022</li></ul>"
    html += b"<footer><p>\xc2\xa9 2024 Orla Brannagh. Powered by Jekyll.</p></footer></body></html>"
    p = extract_profile(parse_bytes(html, source="index.html"), orgs=NO_ORGS)
    assert [a.name for a in p.awards] == ["Brannock Medal"]


def test_markdown_raw_html_block_is_read_at_its_source_lines() -> None:
    text = (
        "# CV\n\n## Work\n\n<ul>\n  <li><b>Research Fellow</b>, Marlow Observatory, 2017 - 2019</li>\n</ul>\n"
    )
    numbered = markdown_lines(text)
    assert (6, "- **Research Fellow**, Marlow Observatory, 2017 - 2019") in numbered
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=NO_ORGS)
    rows = [(a.org_text, a.start, a.end, a.evidence.line if a.evidence else None) for a in p.affiliations]
    assert rows == [("Marlow Observatory", "2017", "2019", 6)]


def test_markdown_html_table_rows_written_one_cell_a_line_keep_their_lines() -> None:
    text = (
        "## Honours\n\n<table>\n<tr>\n<td>2021</td>\n<td>Corran Medal, Lisle Society</td>\n</tr>\n"
        "<tr>\n<td>2019</td>\n<td>Thornby Prize, Ashgrove College</td>\n</tr>\n</table>\n"
    )
    numbered = markdown_lines(text)
    assert (5, "| 2021 | Corran Medal, Lisle Society |") in numbered
    assert (9, "| 2019 | Thornby Prize, Ashgrove College |") in numbered


def test_markdown_html_list_with_blank_lines_is_read_as_html_to_its_closing_tag() -> None:
    # CommonMark ends an HTML block at a blank line and reads the indented tag lines after it as
    # code; Jekyll's kramdown reads the list on to </ul>
    text = (
        "## Experience\n\n<ul>\n  <li><b>Research Assistant</b>, Penhallow University, 2016 - 2018</li>\n\n"
        "    <li>\n      <b>Data Scientist</b>, Quillmark Analytics, 2018 - 2021\n    </li>\n</ul>\n"
    )
    numbered = markdown_lines(text)
    assert not [line for _, line in numbered if "<li>" in line]
    assert (7, "- **Data Scientist**, Quillmark Analytics, 2018 - 2021") in numbered


def test_markdown_comments_are_never_content() -> None:
    text = "# Orla Brannagh\n\n## Experience\n\n<!--\n- Intern at Hidden Corp, 2010 - 2011\n-->\n"
    text += "- Research Fellow at Marlow Observatory, 2017 - 2019\n"
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=NO_ORGS)
    assert [a.org_text for a in p.affiliations] == ["Marlow Observatory"]
    assert p.affiliations[0].evidence is not None
    assert p.affiliations[0].evidence.line == 8


def test_component_blocks_in_markdown_stay_markdown() -> None:
    text = "<Timeline>\n\n### Fellow at Marlow Observatory\n2017 - 2019\n\n</Timeline>\n"
    assert [line for _, line in markdown_lines(text)] == text.split("\n")


def test_toml_front_matter_experience_widget() -> None:
    text = b"""+++
widget = "experience"
title = "Experience"

[[experience]]
  title = "Research Fellow"
  company = "Marlow Observatory"
  date_start = "2017-09-01"
  date_end = "2019-08-31"
+++
"""
    assert read_front_matter(text.decode()) is not None
    doc = parse_bytes(text, source="experience.md", suffix=".md")
    assert doc.format == "markdown"
    p = extract_profile(doc, orgs=NO_ORGS)
    rows = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [("Marlow Observatory", "Research Fellow", "2017-09-01", "2019-08-31")]
    assert p.affiliations[0].evidence is not None
    assert p.affiliations[0].evidence.line == 7


def test_al_folio_cv_data_names_the_owner_from_its_value_not_its_label() -> None:
    text = b"""- title: General Information
  type: map
  contents:
    - name: Full Name
      value: Orla Brannagh
- title: Education
  type: time_table
  contents:
    - title: PhD
      institution: Kestrel University
      year: 2017
- title: Awards
  type: time_table
  contents:
    - year: 2022
      items:
        - Brannock Medal
"""
    p = extract_profile(parse_bytes(text, source="cv.yml", suffix=".yml"), orgs=NO_ORGS)
    assert p.person.name == "Orla Brannagh"
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "2017")
    ]
    assert [(a.name, a.year) for a in p.awards] == [("Brannock Medal", "2022")]


def test_mentoring_and_outreach_experience_lists_no_posts() -> None:
    # a teaching title at an organisation is a post wherever it is listed (the real corpus's gold counts
    # them: "Head TA … UW-Madison", "Graduate Student Instructor …"); outreach and mentoring are not
    text = """Orla Brannagh

PROFESSIONAL APPOINTMENTS
Research Fellow, Marlow Observatory, 2017 - 2019

SELECTED TEACHING & MENTORING EXPERIENCE
Instructor, Kestrel University, 2018

OUTREACH EXPERIENCE
Guest Speaker, Tidewater Podcast, 2020

WORKING AND TEACHING EXPERIENCE
Lecturer, Harbour College, 2021 - 2022

TEACHING EXPERIENCE
Teaching Assistant, Tarrow University, 2016 - 2017
"""
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt"), orgs=NO_ORGS)
    assert [a.org_text for a in p.affiliations] == [
        "Marlow Observatory",
        "Kestrel University",
        "Harbour College",
        "Tarrow University",
    ]


def test_titled_cv_sections_with_multiword_keys_and_units_before_the_university() -> None:
    text = b"""- title: Professional Positions
  type: time_table
  contents:
    - title: Postdoctoral Research Associate
      institution: Tidal Dynamics Laboratory, Kestrel University, Tarrow, Freedonia
      year: 2020 - 2024
"""
    p = extract_profile(parse_bytes(text, source="cv.yml", suffix=".yml"), orgs=NO_ORGS)
    rows = [(a.org_text, a.unit, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [
        ("Kestrel University", "Tidal Dynamics Laboratory", "Postdoctoral Research Associate", "2020", "2024")
    ]


def test_untouched_template_content_states_no_facts() -> None:
    text = b"""---
layout: archive
title: "CV"
---

Education
======
* B.S. in GitHub, GitHub University, 2012
* Ph.D in Tides, Kestrel University, 2018

Work experience
======
* Fall 2015: Research Assistant
  * Github University
  * Supervisor: Professor Git
"""
    p = extract_profile(parse_bytes(text, source="cv.md", suffix=".md"), orgs=NO_ORGS)
    assert [e.institution_text for e in p.education] == ["Kestrel University"]
    assert all(a.org_text != "Github University" for a in p.affiliations)
    assert p.people == []  # "Professor Git" read as a titled surname ("Git") is the template's too


def test_latex_macro_rows_are_field_lists() -> None:
    text = (
        "# Orla Brannagh\n\n## Brief biography\n\n\\bioitem{Research Fellow}{Marlow Observatory}{2017-2019}\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="index.md", suffix=".md"), orgs=NO_ORGS)
    rows = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [("Marlow Observatory", "Research Fellow", "2017", "2019")]
    assert p.affiliations[0].evidence is not None
    assert p.affiliations[0].evidence.text.startswith("\\bioitem")


def test_a_layout_class_naming_a_navbar_does_not_hide_the_page() -> None:
    """Quarto wraps the whole page in ``<div class="page-navbar">`` beside its real ``<nav>``: the
    wrapper holds ``<main>``, so it is content, while the navigation bar itself is dropped."""
    html = (
        '<body><header><nav class="navbar"><a href="/">Home</a></nav></header>'
        '<div id="content" class="page-layout-article page-navbar"><main><h1>Resume</h1>'
        "<h3>Employment</h3><p><strong>2022–present</strong>, Assistant Professor</p></main></div>"
        '<div class="navbar-extra"><p>Search</p></div></body>'
    )
    assert [b.text for b in html_tree(html)] == ["Resume", "Employment", "2022–present, Assistant Professor"]


def test_a_sub_heading_over_dated_roles_is_no_organisation() -> None:
    """ "#### Industry" groups the roles below it; each role's organisation is the line under it."""
    text = (
        "# Dana Okafor\n\n### Employment\n\n#### Academia\n\n**2022–present**, Assistant Professor in Physics\n\n"
        "Department of Physics, Kestrel University, Lagos, Nigeria\n\n#### Industry\n\n"
        "**2015–2017**, Researcher in Linguistics\n\nWren Translation Labs, Lagos, Nigeria\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "2022", "present"),
        ("Wren Translation Labs", "2015", "2017"),
    ]


def test_a_table_nested_in_a_layout_cell_is_read_once() -> None:
    page = (
        '<table id="tlayout"><tr><td id="layout-content"><h1>Ada Roe</h1>'
        '<table class="imgtable"><tr><td><img src="a.jpg"/></td>'
        "<td><p>Reader in Oceanography<br/>Kestrel University</p></td></tr></table>"
        "<h2>Research</h2><p>Tides.</p></td></tr></table>"
    )
    lines = render_lines(html_tree(page))
    assert lines.count("Kestrel University") == 1
    assert lines == ["# Ada Roe", "Reader in Oceanography", "Kestrel University", "## Research", "Tides."]


def test_a_link_broken_over_two_lines_is_read_whole() -> None:
    page = (
        "# About\n\n- At Kestrel University I worked with [Ada\n  Roe](https://r.example) on tidal models.\n"
    )
    lines = [line for _, line in markdown_lines(page)]
    assert lines[2] == "- At Kestrel University I worked with [Ada Roe](https://r.example)"
    assert lines[3] == "on tidal models."


def test_a_hard_wrapped_prose_paragraph_reads_as_one_line_at_its_first_line() -> None:
    page = (
        "# About\n\nI was a postdoc (2019 -\n2021) at Kestrel University, working on the\n"
        "tides of the northern seas.\nLater I moved to Heron.\n"
    )
    assert markdown_lines(page) == [
        (1, "# About"),
        (2, ""),
        (
            3,
            "I was a postdoc (2019 - 2021) at Kestrel University, working on the tides of the northern seas.",
        ),
        (6, "Later I moved to Heron."),
        (7, ""),
    ]


def test_cv_lines_lists_and_hard_breaks_in_markdown_stay_as_written() -> None:
    page = (
        "Postdoc, Kestrel University\n2016 - 2019 Fellow, Heron Institute\n\n"
        "Lecturer at the  \nMarlow Observatory\n\n"
        "- Intern at the\n  Bramble Lab\n\n"
        "| Year | Post |\n|---|---|\n| 2019 | Fellow at the |\n"
    )
    assert [line for _, line in markdown_lines(page)] == page.split("\n")


def test_a_wrapped_sentence_in_an_about_page_gives_its_post_whole() -> None:
    page = (
        "# About me\n\nI am an associate professor in the Department of Marine Biology at\n"
        "Kestrel University, where I study coral reefs.\n"
    )
    profile = extract_profile(parse_bytes(page.encode(), "about.md", ".md"), orgs=NO_ORGS)
    posts = [(a.org_text, a.role, a.evidence.line if a.evidence else None) for a in profile.affiliations]
    assert posts == [("Kestrel University", "associate professor", 3)]  # the line the sentence starts on


def test_a_raw_html_block_is_read_as_html_and_other_raw_blocks_are_not_shown():
    page = (
        '# Hello\n```{=html}\n<div class="card">\n  <p>I map <em>tide pools</em>.</p>\n</div>\n```\n'
        "```{=latex}\n\\newpage\n```\nBye"
    )
    lines = markdown_lines(page)
    assert [no for no, _ in lines] == list(range(1, 11))  # one row per source line
    text = "\n".join(line for _, line in lines)
    assert "I map tide pools." in text
    assert "<div" not in text
    assert "newpage" not in text
    assert "{=" not in text


def test_dot_operators_between_fields_become_middle_dots():
    line = "MSc in Geology &#8729; Marsh Institute \u22c5 2012"
    assert authoring_markup(line) == "MSc in Geology \u00b7 Marsh Institute \u00b7 2012"


def test_a_php_page_is_read_as_html_without_its_code():
    raw = b"<?php include('top.php'); ?>\n<h2>About</h2>\n<p>I teach <b>botany</b><?= $x ?> at Fen College.</p>\n<% x %>"
    doc = parse_bytes(raw, source="home.php", suffix=".php")
    assert doc.format == "html"
    assert doc.text == "## About\nI teach **botany** at Fen College."


def test_a_jemdoc_page_is_read_as_markdown():
    raw = (
        b"# jemdoc: menu{MENU}{index.html}\n= Ada Roe\n~~~\n{}{img_left}{ada.jpg}{Ada}{120}{120}\n~~~\n"
        b"== Work\n# I was once a clerk at Old Mill.\nI work at [https://k.example Kestrel \\& Sons].\n"
        b". Fellow, [https://h.example Heron Lab]\n"
    )
    doc = parse_bytes(raw, source="index.jemdoc", suffix=".jemdoc")
    assert doc.format == "markdown"
    assert doc.text.split("\n") == [
        "", "# Ada Roe", "", "", "", "## Work", "",
        "I work at [Kestrel & Sons](https://k.example).", "- Fellow, [Heron Lab](https://h.example)", "",
    ]  # fmt: skip


def test_html_in_a_script_string_is_read_as_the_page_shows_it():
    from talentgraph.js_data import js_data

    data = js_data('const cv = {school: "Escuela de Mar&iacute;a<br>   Lima", about: "I sail."};')
    assert data == {"school": "Escuela de María Lima", "about": "I sail."}


def test_attribute_lists_are_dropped_the_same_way_in_markdown_and_in_cleaned_lines() -> None:
    line = "*Tutor, Harbourview College* \\hfill [2011–2013]{.cv-date}"
    assert clean_inline(line)[0] == "Tutor, Harbourview College 2011–2013"
    rendered = markdown_lines(line)[0][1]
    assert clean_inline(rendered)[0] == clean_inline(line)[0]
    assert drop_attributes('[Fen Lab](https://fen.example){:rel="me"}') == "[Fen Lab](https://fen.example)"


def test_html_comments_go_from_markdown_and_from_data_values_alike() -> None:
    assert text_of("<b>Curator</b><!-- was: intern --> at Moss Museum") == "Curator at Moss Museum"
    assert paragraphs("Moss Museum\n<!-- hidden\n\nold -->\n\nHarbourview") == ["Moss Museum", "Harbourview"]
    assert drop_comments("x<!-- a\nb -->y", keep_lines=True) == "x\ny"


def test_line_breaks_that_end_a_line_part_nothing() -> None:
    from talentgraph.extract.sections import clean_inline

    assert (
        clean_inline("Lecturer at Kestrel University<br> <br></span>")[0] == "Lecturer at Kestrel University"
    )
    assert clean_inline("Lecturer<br/><br>Kestrel University")[0] == "Lecturer | Kestrel University"


def test_a_mentoring_experience_section_lists_mentees_not_posts() -> None:
    # "Mentoring Experience" alone lists the people the owner mentored, each with where they studied or
    # worked: those places are the mentees', not posts of the owner ("Teaching & Mentoring" keeps posts)
    text = """Orla Brannagh

EMPLOYMENT
Research Fellow, Marlow Observatory, 2017 - 2019

MENTORING EXPERIENCE
Pim Adeyemi (Undergraduate student at Harbour College)    2019
Rafe Lindqvist (Summer intern at Marlow Observatory)    2018
"""
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt"), orgs=NO_ORGS)
    assert [a.org_text for a in p.affiliations] == ["Marlow Observatory"]
    assert {(m.name, m.relation) for m in p.people} >= {
        ("Pim Adeyemi", "student"),
        ("Rafe Lindqvist", "student"),
    }


def test_a_page_of_headings_and_one_line_items_is_not_parsed_as_markdown(monkeypatch: Any) -> None:
    """No paragraph of it can be wrapped and it holds no HTML: the Markdown parser is not run."""
    from talentgraph import doctree

    def no_parse(body: str) -> list[Any]:
        raise AssertionError("parsed")

    monkeypatch.setattr(doctree, "_wrapped_paragraph_tokens", no_parse)
    page = "# Ada Lovelace\n\nEmail: ada@example.org\n\n## Experience\n- 2019 - 2021: Intern at ACME\n\n## Topics\nrobotics"
    assert [line for _, line in markdown_lines(page)] == page.split("\n")


PAGES = [
    "# Ada Lovelace\n\nEmail: ada@example.org\n\n## Experience\n- 2019 - 2021: Intern at ACME\n\n## Topics\nrobotics",
    "I was a postdoc (2019 -\n2021) at Kestrel University, and then\na fellow at Heron.\n\n- 2016 - 2019 Fellow",
    "Research on [tides][t] and\nwaves  \nwith **Kim Lee**,\nin [Oslo](https://example.org).\n\n[t]: https://example.org/t",
    "## Work\n<ul>\n  <li><b>Intern</b>, ACME</li>\n</ul>\nPostdoc at\nHeron University",
    "> quoted and\n> wrapped\n\n1. first\n2. second, with\n   a wrapped item\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    "\u00a0\nHeron University\n\nTeam\n---\nwith Kim",
]


def test_markdown_lines_read_as_from_a_full_parse(monkeypatch: Any) -> None:
    """Skipping the parse, and the inline parse of what no wrapped paragraph holds, changes no line."""
    from markdown_it import MarkdownIt

    from talentgraph import doctree

    lazy = [markdown_lines(page) for page in PAGES]
    parser = MarkdownIt("commonmark").enable("table")
    monkeypatch.setattr(doctree, "_one_line_paragraphs", lambda lines: False)
    monkeypatch.setattr(doctree, "_wrapped_paragraph_tokens", parser.parse)
    assert lazy == [markdown_lines(page) for page in PAGES]


def test_a_lone_line_break_tag_before_a_heading_leaves_the_heading_markdown() -> None:
    """``<br/>`` alone on a line opens a raw HTML block in CommonMark, which would swallow the heading
    and list under it; kramdown (Jekyll) reads the tag as a span and the lines after it as Markdown.
    A line of underscores is a rule, not text."""
    text = (
        "### Skills\n____\nPython, SQL\n\n<br/>\n### Experience\n____\n"
        "#### **Analyst** - [Marlow Observatory](https://m.example), Lisle | Jan 2019 - Present\n"
        "#### **Intern** - [Corran Labs](https://c.example), Lisle | Jun 2017 - Aug 2017\n"
    )
    assert (6, "### Experience") in markdown_lines(text)
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=NO_ORGS)
    assert [(a.org_text, a.role, a.start) for a in p.affiliations] == [
        ("Marlow Observatory", "Analyst", "2019-01"),
        ("Corran Labs", "Intern", "2017-06"),
    ]
    assert not p.awards
    assert all("_" not in t.label for t in p.topics)


def test_a_closing_br_tag_parts_table_cell_fields_as_a_br_does() -> None:
    # "</br>" is no HTML tag, but browsers (and CV tables written for them) break the line there
    assert clean_inline("Lecturer</br>Kestrel University")[0] == "Lecturer | Kestrel University"
    text = """### Employment
|||
|:---|---:|
|**Senior Curator**|**Kestrel University**</br>Department of Shells</br>2016-2019|
"""
    p = extract_profile(parse_bytes(text.encode(), source="cv.md", suffix=".md"), orgs=NO_ORGS)
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Senior Curator", "2016", "2019")
    ]
