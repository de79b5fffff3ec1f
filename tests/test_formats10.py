"""Format-level cleaning (round 10): raw pandoc blocks, dot separators, server pages read as HTML."""

from talentgraph.doctree import authoring_markup, markdown_lines
from talentgraph.sources import parse_bytes


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
