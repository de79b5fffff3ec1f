"""Formats read into the document faithfully: script data files, shortcodes, pandoc attributes, tables."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.sources import read_document


def _profile(tmp_path: Path, name: str, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_profile(read_document(path))


def test_resume_data_in_a_javascript_module_is_read_as_site_data(tmp_path: Path) -> None:
    script = """// resume data, drawn by app.js
export const data = {
  name: 'Tomasz Wren',
  experience: [
    {position: "Data Engineer", company: 'Brackwater Analytics', startDate: "2021-03", endDate: "",},
    {position: 'Intern', company: "Holloway Robotics", period: `Jun 2019 - Aug 2019`},
  ],
  visits: [{place: "Marsh Institute of Optics, Lyon, France", period: "Feb 2018 - Mar 2018"}],
  education: [{degree: "MSc in Statistics", university: "University of Kestrel", year: 2020}],
};
function render(d) { const shown = {a: 1}; return shown; }
"""
    profile = _profile(tmp_path, "resume.js", script)
    got = [(a.org_text, a.role, a.start, a.end, a.location) for a in profile.affiliations]
    assert got == [
        ("Brackwater Analytics", "Data Engineer", "2021-03", "present", None),
        ("Holloway Robotics", "Intern", "2019-06", "2019-08", None),
        ("Marsh Institute of Optics", None, "2018-02", "2018-03", "Lyon, France"),
    ]
    assert profile.affiliations[0].evidence.line == 5
    assert [(e.institution_text, e.degree) for e in profile.education] == [("University of Kestrel", "M.Sc.")]


def test_a_script_with_no_data_literal_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "menu.js"
    path.write_text("document.querySelector('nav').addEventListener('click', () => toggle());\n")
    assert read_document(path).format == "text"


def test_quarto_attributes_fenced_divs_and_latex_layout_are_not_text(tmp_path: Path) -> None:
    page = """---
title: "Curriculum Vitae"
format: html
---

# Experience

Research Scientist\\
*Kestrel Institute of Technology* \\hfill [2016–present]{.cvfloat}

::: {.callout-note}
Lecturer\\
*University of Wrenfield* \\hfill [2012–2016]{.cvfloat}
:::
"""
    profile = _profile(tmp_path, "cv.qmd", page)
    got = [(a.org_text, a.role, a.start, a.end) for a in profile.affiliations]
    assert got == [
        ("Kestrel Institute of Technology", "Research Scientist", "2016", "present"),
        ("University of Wrenfield", "Lecturer", "2012", "2016"),
    ]


def test_hugo_timeline_shortcodes_give_their_items_and_icons_vanish(tmp_path: Path) -> None:
    page = """---
title: "Resume"
---

## Experience

{{< timeline >}}
{{< timelineItem icon="briefcase" header="Data Scientist" badge="2020 - present" subheader="Brackwater Analytics" >}}
Forecasting models for {{< icon "chart" >}} retail demand.
{{< /timelineItem >}}
{{< timelineItem icon="briefcase" >}}
<h2>Holloway Robotics</h2>
<h4>Robotics Intern</h4>
<p>June 2018 - August 2018</p>
{{< /timelineItem >}}
{{< /timeline >}}
"""
    profile = _profile(tmp_path, "resume.md", page)
    got = [(a.org_text, a.role, a.start, a.end, a.evidence.line) for a in profile.affiliations]
    assert got == [
        ("Brackwater Analytics", "Data Scientist", "2020", "present", 8),
        ("Holloway Robotics", "Robotics Intern", "2018-06", "2018-08", 14),
    ]
    assert not profile.projects


def test_markdown_lines_decode_entities_and_keep_html_lines_in_order() -> None:
    from talentgraph.doctree import markdown_lines

    text = "Editor &mdash; *Wren Review*&nbsp;2019\n<ul>\n<li>Tutor, Moss College</li>\n<li>Tutor, Finch School</li>\n</ul>"
    assert markdown_lines(text) == [
        (1, "Editor — *Wren Review* 2019"),
        (2, ""),
        (3, "- Tutor, Moss College"),
        (4, "- Tutor, Finch School"),
        (5, ""),
    ]


def test_markdown_in_site_data_values_is_rendered_not_read_as_words(tmp_path: Path) -> None:
    page = '''+++
widget = "experience"
[[experience]]
  title = "Research Fellow"
  company = """*Vision Group*

  Kestrel University <!-- logo -->"""
  date_start = "2020-09-01"
  date_end = ""
[[experience]]
  title = "Engineer"
  company = "[Holloway Robotics](https://holloway.example)"
  date_start = "2017-01-01"
  date_end = "2020-08-31"
+++
'''
    profile = _profile(tmp_path, "experience.md", page)
    got = [(a.org_text, a.unit, a.role) for a in profile.affiliations]
    assert got == [
        ("Kestrel University", "Vision Group", "Research Fellow"),
        ("Holloway Robotics", None, "Engineer"),
    ]


def test_a_table_header_without_a_separator_row_is_a_header(tmp_path: Path) -> None:
    page = """---
title: CV
---

## Experience

| **YEAR** | **POSITION** | **INSTITUTION** | **CITY** |
| 2019.9-now | **Lecturer** | [Wrenfield University](https://wren.example) | Leeds |
| 2015.9-2019.8 | **Postdoc** | [Kestrel Institute of Technology](https://k.example) | Oslo |
"""
    profile = _profile(tmp_path, "cv.md", page)
    got = [(a.org_text, a.role, a.start, a.end, a.location) for a in profile.affiliations]
    assert got == [
        ("Wrenfield University", "Lecturer", "2019-09", "present", "Leeds"),
        ("Kestrel Institute of Technology", "Postdoc", "2015-09", "2019-08", "Oslo"),
    ]
    assert not profile.projects


def test_a_profile_readme_states_its_owner_in_a_python_block(tmp_path: Path) -> None:
    readme = """### Hi there 👋

```python
class Me:
    def __init__(self):
        self.name = "Ada Roe"
        self.role = "PhD Student"
        self.affiliation = "University of Kestrel"
        self.interests = ["computational ecology", "remote sensing"]

    def greet(self):
        print("Thanks for dropping by!")
```

```yaml
# a config block about no one is left alone
services:
  db: postgres
```
"""
    profile = _profile(tmp_path, "README.md", readme)
    assert profile.person.name == "Ada Roe"
    got = [(a.org_text, a.role, a.end, a.evidence.line) for a in profile.affiliations]
    assert got == [("University of Kestrel", "PhD Student", "present", 8)]
    assert [t.label for t in profile.topics] == ["computational ecology", "remote sensing"]


def test_a_yaml_block_about_the_owner_is_read_as_front_matter(tmp_path: Path) -> None:
    readme = (
        "# Hello\n\n```yaml\nname: Tomasz Wren\nrole: Data Engineer\ncompany: Brackwater Analytics\n```\n"
    )
    profile = _profile(tmp_path, "profile.md", readme)
    assert profile.person.name == "Tomasz Wren"
    assert [(a.org_text, a.role) for a in profile.affiliations] == [("Brackwater Analytics", "Data Engineer")]


def test_html_table_rows_opening_alike_keep_their_own_lines_and_liquid_tags_vanish() -> None:
    from talentgraph.doctree import markdown_lines

    text = (
        "{% include base_path %}\n<table>\n<tr>\n<td>Kestrel University</td>\n<td>PhD</td>\n</tr>\n"
        "<tr>\n<td>Kestrel University</td>\n<td>MSc</td>\n</tr>\n</table>\n{{ site.author }}"
    )
    lines = [(no, line) for no, line in markdown_lines(text) if line]
    assert lines == [(4, "| Kestrel University | PhD |"), (8, "| Kestrel University | MSc |")]


def test_an_empty_cell_inside_an_html_table_row_keeps_the_columns_in_place() -> None:
    from talentgraph.doctree import html_tree, render_lines

    html = (
        "<table><tr><th>Year</th><th>Position</th><th>Institution</th></tr>"
        "<tr><td>2019–2022</td><td></td><td>Kestrel Institute</td><td></td></tr></table>"
    )
    assert render_lines(html_tree(html)) == [
        "| Year | Position | Institution |",
        "|---|---|---|",
        "| 2019–2022 | | Kestrel Institute |",
    ]


def test_a_data_file_that_is_a_bare_list_of_dated_posts_is_an_experience_section(tmp_path: Path) -> None:
    data = """- from: 2021-01-04
  what: Lecturer in Hydrology
  at: Wrenfield University
- from: 2017-09-01
  to: 2020-12-31
  what: Postdoctoral fellow
  at: Kestrel Institute
- talk: Rivers at night
"""
    profile = _profile(tmp_path, "positions.yml", data)
    got = [(a.org_text, a.role, a.start, a.end) for a in profile.affiliations]
    assert got == [
        ("Wrenfield University", "Lecturer in Hydrology", "2021-01-04", "present"),
        ("Kestrel Institute", "Postdoctoral fellow", "2017-09-01", "2020-12-31"),
    ]


def test_label_equals_value_lines_in_site_data_descriptions_name_people(tmp_path: Path) -> None:
    data = """- title: Research Experience
  type: time_table
  contents:
    - title: Graduate Researcher
      institution: Kestrel University
      year: 2019-present
      description:
        - Advisor = Professor Mirela Voss, Department of Physics
        - Area of research = tidal energy
"""
    profile = _profile(tmp_path, "cv.yml", data)
    assert [(m.name, m.relation) for m in profile.people] == [("Mirela Voss", "advisor")]


def test_a_front_matter_title_block_role_br_organisation_is_a_current_post(tmp_path: Path) -> None:
    page = """---
title: ""
role: |
  Associate Professor, Hydrology<br>Wrenfield University · Leeds UK
---

Welcome to my page.
"""
    profile = _profile(tmp_path, "index.md", page)
    got = [(a.org_text, a.role, a.end, a.evidence.line) for a in profile.affiliations]
    assert got == [("Wrenfield University", "Associate Professor, Hydrology", "present", 4)]


def test_a_quarto_website_is_a_site_with_its_owner_and_profile_pages(tmp_path: Path) -> None:
    from talentgraph.sites import read_site

    root = tmp_path / "ada-roe-site"
    (root / "cv").mkdir(parents=True)
    (root / "posts").mkdir()
    (root / "_quarto.yml").write_text(
        'project:\n  type: website\nwebsite:\n  title: "Ada Roe"\n  site-url: https://ada-roe.example.net\n'
    )
    (root / "index.qmd").write_text("---\ntitle: Ada Roe\n---\nI study rivers.\n")
    (root / "cv" / "index.qmd").write_text("# Experience\n")
    (root / "posts" / "hello.qmd").write_text("# A post\n")
    site = read_site(root)
    assert (site.generator, site.owner.name, site.owner.homepage) == (
        "quarto",
        "Ada Roe",
        "https://ada-roe.example.net",
    )
    assert sorted(source for _, source in site.files) == [
        "ada-roe-site/cv/index.qmd",
        "ada-roe-site/index.qmd",
    ]


def test_kramdown_attribute_lists_are_not_text() -> None:
    from talentgraph.doctree import authoring_markup

    text = (
        '* PhD, [Kestrel University](https://k.example){:target="_blank" rel="noopener"}, 2003\n{: .notice}'
    )
    assert authoring_markup(text) == "* PhD, [Kestrel University](https://k.example), 2003\n"


def test_restructuredtext_substitutions_line_blocks_and_roles_are_not_text() -> None:
    from talentgraph.sources import rst_as_markdown

    text = "|pic1| |pic2|\n|\nSee :ref:`my talks <talks>` and :doc:`cv`\n| Ada | Roe |"
    assert rst_as_markdown(text) == "\n\nSee my talks and cv\n| Ada | Roe |"


def test_a_table_org_cell_naming_a_unit_before_its_university_gives_the_university(tmp_path: Path) -> None:
    page = """## Positions

| Year | Position | Institution |
|------|----------|-------------|
| 2020 - Now | Research Fellow | Institute for Astronomy, University of Kestrel |
| 2016 - 2020 | Postdoc | Wrenfield Observatory |
"""
    profile = _profile(tmp_path, "cv.md", page)
    got = [(a.org_text, a.unit, a.role) for a in profile.affiliations]
    assert got == [
        ("University of Kestrel", "Institute for Astronomy", "Research Fellow"),
        ("Wrenfield Observatory", None, "Postdoc"),
    ]


def test_hugo_blox_landing_page_blocks_are_sections(tmp_path: Path) -> None:
    page = """---
title: 'Experience'
type: landing
sections:
  - block: resume-experience
    content:
      title: Experience
      items:
        - title: Research Engineer
          company: Brackwater Analytics
          date_start: '2021-01-01'
          date_end: ''
  - block: resume-education
    content:
      title: Education
      items:
        - area: PhD in Robotics
          institution: University of Kestrel
          date_start: 2015-09-01
          date_end: 2019-05-31
---
"""
    profile = _profile(tmp_path, "experience.md", page)
    assert [(a.org_text, a.role, a.start, a.end) for a in profile.affiliations] == [
        ("Brackwater Analytics", "Research Engineer", "2021-01-01", "present")
    ]
    assert [(e.institution_text, e.degree, e.field) for e in profile.education] == [
        ("University of Kestrel", "Ph.D.", "Robotics")
    ]


def test_escaped_angle_brackets_stay_escaped_and_make_no_markup() -> None:
    from talentgraph.doctree import authoring_markup

    assert (
        authoring_markup("R&amp;D &lt;b&gt;not bold&lt;/b&gt; &mdash; ok")
        == "R&D &lt;b&gt;not bold&lt;/b&gt; — ok"
    )


def test_a_thesis_committee_in_site_data_names_each_advisor_once(tmp_path: Path) -> None:
    data = """- degree: Ph.D.
  university: University of Kestrel
  year: 2020
  committee:
    advisor: Mirela Voss
    members: [Tomasz Wren, Ines Holloway]
- degree: M.A.
  university: University of Kestrel
  year: 2016
  committee:
    advisor: Mirela Voss
- degree: B.A.
  university: Wrenfield College
  year: 2014
  description:
    - Advisor; Prof. Anton Brack
"""
    profile = _profile(tmp_path, "cv.yml", data)
    assert sorted(m.name for m in profile.people) == [
        "Anton Brack",
        "Ines Holloway",
        "Mirela Voss",
        "Tomasz Wren",
    ]


def test_generator_markup_is_read_in_one_pass_on_hostile_pages() -> None:
    from talentgraph.doctree import authoring_markup

    unclosed = "## Work\n" + "{{< item >}}\n<h2>ACME</h2>\n" * 20000
    assert authoring_markup(unclosed).count("<h2>") == 20000  # nothing pairs, nothing moves
    attrs = "[x]{k=" + "a=" * 20000
    assert authoring_markup(attrs) == attrs  # no attribute list closes: kept as written


def test_site_data_markdown_and_pipe_rows_are_read_in_linear_time() -> None:
    from talentgraph.doctree import markdown_lines
    from talentgraph.extract.structured_keys import text_of

    assert text_of("[x](" * 50000) == "[x](" * 50000
    assert len(markdown_lines("| Year | Post |\n\n" * 20000)) == 40001


def test_fenced_blocks_are_found_in_one_pass() -> None:
    from talentgraph.doctree import fenced_data

    assert fenced_data("```yaml\nname: Ada Roe\n" * 3000) is None  # no block closes
    assert fenced_data("````yaml\nname: Ada Roe\nrole: Lecturer\n`````\n") == {
        "name": "Ada Roe",
        "role": "Lecturer",
    }


def test_broken_script_literals_end_the_reading_not_the_program() -> None:
    from talentgraph.js_data import js_data

    assert js_data("x = {a: 1, ) }; y = [1, ) ]; z = {b: ) }") == {"a": 1, "y": [1, None], "b": None}
    assert js_data("export default {a: [1, {b: (2") == {"a": [1, {"b": None}]}
