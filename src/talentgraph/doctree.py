"""Document trees: what the author wrote, parsed with a real parser per format.

A tree is a list of :class:`Block` objects in reading order: headings with their level, paragraphs,
list items with their depth, table rows (cells joined by ``|``) and definition terms. Each block keeps
its inline spans (bold, italic, links with their URL, code) and the 1-based line it came from.
Markdown is parsed with markdown-it-py (CommonMark plus tables), HTML with lxml; scripts, styles,
navigation, footers and comments are dropped. Front matter is YAML (``---``) or TOML (``+++``).

Extraction reads the tree through :func:`render_lines`, which writes each block as one Markdown-like
line (``## Heading``, ``- item``, ``**bold**``, ``[text](url)``) at its source line.

>>> tree = html_tree("<h2>Work</h2><ul><li>Intern at <b>ACME</b></li></ul><!-- old --><footer>© 2020</footer>")
>>> [(b.kind, b.level, b.text) for b in tree]
[('heading', 2, 'Work'), ('item', 1, 'Intern at ACME')]
>>> render_lines(tree)
['## Work', '- Intern at **ACME**']
"""

from __future__ import annotations

import bisect
import functools
import html
import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

import yaml

__all__ = [
    "Block",
    "Span",
    "drop_attributes",
    "drop_comments",
    "fenced_data",
    "html_tree",
    "load_yaml",
    "markdown_lines",
    "read_front_matter",
    "render_lines",
]


@dataclass(frozen=True)
class Span:
    """An inline run of text: ``kind`` is text, bold, italic, link or code; links keep their URL."""

    kind: str
    text: str
    url: str | None = None


@dataclass
class Block:
    """One block of a document: a heading, paragraph, list item or table row, at a source line."""

    kind: str
    line: int
    level: int = 0
    spans: list[Span] = field(default_factory=list)

    @property
    def text(self) -> str:
        return re.sub(r"\s+", " ", "".join(s.text for s in self.spans)).strip()


# -- front matter ----------------------------------------------------------------------------------

_INNER_TAB = re.compile(r"(?<=\S)([ ]*)\t[ \t]*")
_YAML_BREAK = re.compile("(\r\n|[\r\n\x85\u2028\u2029])")  # the line breaks PyYAML counts lines by


def load_yaml(text: str) -> Any:
    """Parse YAML, reading a tab inside a line's text as a space: YAML allows it there, PyYAML does not
    ("found character '\\t' that cannot start any token"). Tabs that indent a line are left as they are.

    >>> load_yaml("- title: Talk\\n  note: spin-adapted via\\tFCIQMC")
    [{'title': 'Talk', 'note': 'spin-adapted via FCIQMC'}]

    Only the line PyYAML stops at is rewritten, one line at a time, so a tab inside a quoted string or
    a block scalar on another line keeps its value.
    """
    for _ in range(50):
        try:
            return yaml.safe_load(text)
        except yaml.scanner.ScannerError as exc:
            mark = exc.problem_mark
            if mark is None or "'\\t'" not in str(exc.problem):
                raise
            parts = _YAML_BREAK.split(text)  # lines at even indexes, the breaks between them at odd ones
            at = 2 * mark.line
            if not 0 <= at < len(parts):
                raise
            fixed = _INNER_TAB.sub(" ", parts[at])
            if fixed == parts[at]:
                raise
            parts[at] = fixed
            text = "".join(parts)
    return yaml.safe_load(text)


_YAML_FRONT = re.compile(r"\A(?:\ufeff)?---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
_TOML_FRONT = re.compile(r"\A(?:\ufeff)?\+\+\+[ \t]*\n(.*?)\n\+\+\+[ \t]*(?:\n|\Z)", re.S)


def read_front_matter(text: str) -> tuple[Any, int, str | None] | None:
    """The page's front matter, the number of lines it spans and what was wrong with it, or None.

    Broken YAML keeps every top-level key that parses on its own (a site generator that refuses the
    page loses it all; a reader of untrusted pages should lose one key); broken TOML is read as no
    front matter. Either way the page's body is read, and the problem is said.

    >>> read_front_matter("---\\nname: Ada\\n---\\n")
    ({'name': 'Ada'}, 3, None)
    >>> read_front_matter('+++\\ntitle = "Ada"\\n[[experience]]\\ncompany = "ACME"\\n+++\\nBody')
    ({'title': 'Ada', 'experience': [{'company': 'ACME'}]}, 5, None)
    >>> read_front_matter('---\\nname: Ada Roe\\nbio: Postdoc: at: Acme\\nrole: Engineer\\n---\\nBody')
    ({'name': 'Ada Roe', 'role': 'Engineer'}, 5, 'invalid YAML front matter at line 2: bio skipped')
    >>> read_front_matter("No front matter") is None
    True
    """
    match = _YAML_FRONT.match(text)
    if match:
        lines = match.group(0).rstrip("\n").count("\n") + 1
        try:
            return load_yaml(match.group(1)), lines, None
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f" at line {mark.line + 1}" if mark is not None else ""
            data, skipped = _yaml_keys_that_parse(match.group(1))
            lost = f"{', '.join(skipped)} skipped" if data else "not read"
            return data, lines, f"invalid YAML front matter{where}: {lost}"
    match = _TOML_FRONT.match(text)
    if match:
        lines = match.group(0).rstrip("\n").count("\n") + 1
        try:
            return tomllib.loads(match.group(1)), lines, None
        except tomllib.TOMLDecodeError as exc:
            return {}, lines, f"invalid TOML front matter ({exc}): not read"
    return None


#: a top-level key of a YAML mapping: at the start of its line, not a comment, a list item or a document marker
_YAML_TOP_KEY = re.compile(r"""^(?![\s#-]|\.\.\.)("[^"\n]*"|'[^'\n]*'|[^:\n]+?):(?=\s|$)""")


def _yaml_keys_that_parse(text: str) -> tuple[dict[str, Any], list[str]]:
    """The top-level keys of a broken YAML mapping that parse on their own, and the names of those that do not.

    >>> _yaml_keys_that_parse("name: Ada\\nlinks:\\n  - url: [x\\nrole: Engineer")
    ({'name': 'Ada', 'role': 'Engineer'}, ['links'])
    """
    blocks: list[tuple[str, list[str]]] = []
    for line in text.split("\n"):
        opening = _YAML_TOP_KEY.match(line)
        if opening:
            blocks.append((opening.group(1).strip("\"'"), [line]))
        elif blocks:
            blocks[-1][1].append(line)
    data: dict[str, Any] = {}
    skipped: list[str] = []
    for key, block in blocks:
        try:
            value = load_yaml("\n".join(block))
        except (yaml.YAMLError, RecursionError):
            value = None
        if isinstance(value, dict):
            data.update(value)
        else:
            skipped.append(key)
    return data, skipped


_FENCE_OPEN = re.compile(r"^[ \t]{0,3}(```+|~~~+)[ \t]*\{?\.?([A-Za-z0-9_+-]*)")
_DATA_LANGS = {"yaml": "yaml", "yml": "yaml", "toml": "toml", "json": "json", "jsonc": "json", "json5": "js",
               "python": "python", "py": "python", "python3": "python", "js": "js", "javascript": "js",
               "ts": "js", "typescript": "js"}  # fmt: skip
#: keys of a code block that describes a person (``name`` and one of these): a profile README's
#: ``about_me = {"name": …, "role": …}``
_ABOUT_KEYS = frozenset(
    {"role", "position", "title", "job", "affiliation", "affiliations", "organization", "organisation",
     "company", "employer", "university", "institution", "education", "experience", "work", "interests",
     "research_interests", "skills", "location", "based_in", "current_work", "working_on", "pronouns"}
)  # fmt: skip


def fenced_data(text: str) -> dict[str, Any] | None:
    r"""The facts a Markdown page states as data in a fenced code block (a GitHub profile README's
    ```` ```yaml ```` or ```` ```python ```` block about its owner): the block's mapping when it has a
    ``name`` and a profile key (role, affiliation, interests…), else None. Code is parsed, never run.

    >>> fenced_data('# Hi\n```python\nclass Me:\n    name = "Ada Roe"\n    role = "PhD student"\n```')
    {'name': 'Ada Roe', 'role': 'PhD student'}
    >>> fenced_data("```yaml\nservices:\n  db: postgres\n```") is None
    True
    """
    found: dict[str, Any] = {}
    for lang, code in _fenced_blocks(text):
        kind = _DATA_LANGS.get(lang.lower())
        data = _code_data(code, kind) if kind else None
        if isinstance(data, dict) and _about_a_person(data):
            for key, value in data.items():
                found.setdefault(key, value)
    return found or None


def _fenced_blocks(text: str) -> list[tuple[str, str]]:
    """``(language, code)`` of each closed fenced code block, in one pass over the lines."""
    blocks: list[tuple[str, str]] = []
    fence: str | None = None
    lang, body = "", list[str]()
    for line in text.split("\n"):
        if fence is None:
            m = _FENCE_OPEN.match(line)
            if m:
                fence, lang, body = m.group(1), m.group(2), []
        elif set(line.strip()) == {fence[0]} and len(line.strip()) >= len(fence):
            blocks.append((lang, "\n".join(body)))
            fence = None
        else:
            body.append(line)
    return blocks


def _about_a_person(data: dict[str, Any]) -> bool:
    keys = {re.sub(r"(?<=[a-z])(?=[A-Z])", "_", str(k)).lower() for k in data}
    return bool(keys & {"name", "full_name", "fullname"}) and bool(keys & _ABOUT_KEYS)


def _code_data(code: str, kind: str) -> Any:
    """A code block's data: YAML/TOML/JSON parsed, JavaScript literals and Python assignments read."""
    import json

    from .js_data import js_data

    try:
        if kind == "yaml":
            return yaml.safe_load(code)
        if kind == "toml":
            return tomllib.loads(code)
        if kind == "json":
            return json.loads(code)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None
    if kind == "js":
        data = js_data(code)
        return data if data else js_data("x = " + code)  # a bare object literal
    return _python_data(code)


def _python_data(code: str) -> dict[str, Any] | None:
    """Literal values a Python block assigns (``name = "Ada"``, ``self.role = …``, ``me = {…}``)."""
    import ast

    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    found: dict[str, Any] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            try:
                value = ast.literal_eval(node.value)
            except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
                continue
            for target in targets:
                key = target.id if isinstance(target, ast.Name) else getattr(target, "attr", None)
                if isinstance(value, dict) and all(isinstance(k, str) for k in value):
                    for inner, item in value.items():
                        found.setdefault(inner, item)
                elif key:
                    found.setdefault(key, value)
        elif isinstance(node, ast.Call) and node.keywords:  # Person(name="Ada", role="…")
            for keyword in node.keywords:
                try:
                    if keyword.arg:
                        found.setdefault(keyword.arg, ast.literal_eval(keyword.value))
                except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
                    continue
    return found or None


# -- HTML ------------------------------------------------------------------------------------------

_DROPPED = frozenset(
    {"script", "style", "nav", "noscript", "template", "svg", "head", "iframe", "form", "button", "footer",
     "select", "textarea", "object", "canvas", "math"}
)  # fmt: skip
_BLOCKS = frozenset(
    {"p", "div", "section", "article", "main", "header", "aside", "table", "ul", "ol", "dl", "blockquote",
     "pre", "figure", "figcaption", "address", "body", "html", "center", "details", "summary", "tbody",
     "thead", "tfoot"}
)  # fmt: skip
_ENDS_BLOCK = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "li", "dt", "dd", "p"})
_INLINE_KIND = {"b": "bold", "strong": "bold", "em": "italic", "i": "italic", "code": "code", "a": "link"}
_FOOTER_ROLE = re.compile(r"(?i)^(?:contentinfo|navigation|banner-nav)$")
_LAYOUT_INSIDE = ".//p|.//div|.//h1|.//h2|.//h3|.//h4|.//ul|.//ol|.//table"
_FOOTER_NAME = re.compile(
    r"(?i)(?:^|[\s_-])(?:site-?footer|footer|page-?footer|navbar|masthead__menu|sidebar-nav|layout-menu)(?:$|[\s_-])"
)


class _HtmlWalker:
    """Walk an lxml tree into blocks; a line number counts rendered blocks (HTML pages are rendered)."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.spans: list[Span] = []
        self.kind = "paragraph"
        self.level = 0
        self.depth = 0  # list nesting
        self.cells: list[list[Span]] | None = None

    def flush(self) -> None:
        spans, self.spans = self.spans, []
        block = Block(self.kind, 0, self.level, _merge(spans))
        self.kind, self.level = "paragraph", 0
        text = block.text
        if text and text not in {"-", "#", "|"}:
            block.line = len(self.blocks) + 1
            self.blocks.append(block)

    def add(self, kind: str, text: str, url: str | None = None) -> None:
        if text:
            self.spans.append(Span(kind, text, url))

    def walk(self, el: Any, inline: str = "text", url: str | None = None) -> None:
        tag = el.tag.lower() if isinstance(el.tag, str) else None
        if tag is None or tag in _DROPPED or _hidden(el):
            self.add(inline, _tail(el), url)  # a comment or dropped element: only its tail is text
            return
        kind, href = _INLINE_KIND.get(tag, inline), url
        if tag == "a":
            href = (el.get("href") or "").strip() or None
            kind = "link" if href and not href.startswith(("#", "javascript:")) else inline
        if tag == "br":
            if self.cells is not None:
                self.add("text", "; ")
            else:
                self.flush()
        elif tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
            self.flush()
            self.kind, self.level = "heading", int(tag[1])
        elif tag == "li":
            self.flush()
            self.kind, self.level = "item", max(self.depth, 1)
        elif tag in {"dt", "dd"}:
            self.flush()
            self.kind = "term" if tag == "dt" else "paragraph"
        elif tag == "table" and _layout_table(el):
            self.flush()
            self.walk_layout(el)
            self.add(inline, _tail(el), url)
            return
        elif tag == "tr":
            self.flush()
            self.cells = []
        elif tag in {"td", "th"} and self.cells is not None:
            self.spans = []
        elif tag == "hr" or (tag in _BLOCKS and self.cells is None):
            self.flush()
        if tag in {"ul", "ol"}:
            self.depth += 1
        self.add(kind, el.text or "", href)
        for child in el:
            self.walk(child, kind, href)
        if tag in {"ul", "ol"}:
            self.depth -= 1
        if tag in {"td", "th"} and self.cells is not None:
            self.cells.append(_merge(self.spans))
            self.spans = []
        elif tag == "tr" and self.cells is not None:
            self._row(self.cells, header=all(c.tag in {"th"} for c in el if isinstance(c.tag, str)))
            self.cells = None
        elif self.cells is None and (tag in _BLOCKS or tag in _ENDS_BLOCK):
            self.flush()
        self.add(inline, _tail(el), url)

    def walk_layout(self, table: Any) -> None:
        """A table used for page layout (cells holding paragraphs, lists, headings): each cell is a
        region of the page, read as blocks. A table inside a cell is read with its cell, once."""
        for row in _own_rows(table):
            for cell in row:
                if isinstance(cell.tag, str) and cell.tag.lower() in {"td", "th"} and not _hidden(cell):
                    self.flush()
                    self.add("text", cell.text or "")
                    for child in cell:
                        self.walk(child)
                    self.flush()

    def _row(self, cells: list[list[Span]], header: bool) -> None:
        filled = [bool("".join(s.text for s in c).strip()) for c in cells]
        if not any(filled):
            return
        cells = cells[: len(filled) - filled[::-1].index(True)]  # empty cells inside keep the columns
        spans: list[Span] = [Span("text", "| ")]
        for n, cell in enumerate(cells):
            spans += [Span(s.kind, s.text.replace("|", "/"), s.url) for s in cell]
            spans.append(Span("text", " | " if n + 1 < len(cells) else " |"))
        self.spans, self.kind, self.level = spans, "row", 0
        self.flush()
        if header and len(cells) > 1:
            self.blocks.append(Block("rule", len(self.blocks) + 1, len(cells), [Span("text", "---")]))


def _own_rows(table: Any) -> list[Any]:
    """The rows of ``table`` itself, not those of a table nested in one of its cells."""
    return [row for row in table.iter("tr") if next(row.iterancestors("table"), None) is table]


def _layout_table(table: Any) -> bool:
    return any(
        isinstance(cell.tag, str) and cell.tag.lower() in {"td", "th"} and cell.xpath(_LAYOUT_INSIDE)
        for row in table.iter("tr")
        for cell in row
    )


def _tail(el: Any) -> str:
    return str(el.tail or "")


def _hidden(el: Any) -> bool:
    if el.get("hidden") is not None or (el.get("aria-hidden") or "").lower() == "true":
        return True
    if _FOOTER_ROLE.match(el.get("role") or ""):
        return True
    if not _FOOTER_NAME.search(f"{el.get('id') or ''} {el.get('class') or ''}"):
        return False
    # a layout class naming the bar beside it ("page-navbar") is no bar: it holds the page's content
    return el.find(".//main") is None and el.find(".//article") is None


def _merge(spans: list[Span]) -> list[Span]:
    """Adjacent spans of one kind and URL joined; whitespace runs collapsed."""
    out: list[Span] = []
    for span in spans:
        text = re.sub(r"\s+", " ", span.text.replace("\u00a0", " "))
        if out and out[-1].kind == span.kind and out[-1].url == span.url:
            out[-1] = Span(span.kind, out[-1].text + text, span.url)
        else:
            out.append(Span(span.kind, text, span.url))
    return out


def html_tree(html: str) -> list[Block]:
    """The blocks of an HTML page or fragment (see the module example)."""
    import lxml.html

    html = html.strip()
    if not html:
        return []
    try:
        root = lxml.html.fromstring(html)
    except Exception:  # lxml's parser errors: an unparsable fragment reads as no blocks
        return []
    walker = _HtmlWalker()
    walker.walk(root)
    walker.flush()
    return walker.blocks


def html_meta(html: str) -> dict[str, str]:
    """The page's own words about itself: ``title``, ``og_title``, ``author``, and ``site_brand``, the
    site's name its header links home with.

    >>> html_meta('<head><title>Ada Roe | Home</title><meta name="author" content="Ada Roe"></head><p>Hi')
    {'title': 'Ada Roe | Home', 'author': 'Ada Roe'}
    >>> html_meta('<nav><a class="navbar-brand" href="/">Ada Roe</a></nav><p>Hi')
    {'site_brand': 'Ada Roe'}
    """
    import lxml.html

    try:
        root = lxml.html.fromstring(html.strip() or "<p></p>")
    except Exception:
        return {}
    meta: dict[str, str] = {}
    title = root.find(".//title")
    if title is not None and title.text_content().strip():
        meta["title"] = re.sub(r"\s+", " ", title.text_content()).strip()
    for el in root.iter("meta"):
        key = (el.get("property") or el.get("name") or "").strip().lower()
        content = re.sub(r"\s+", " ", el.get("content") or "").strip()
        if key in _META_KEYS and content:
            meta.setdefault(_META_KEYS[key], content)
    for el in root.iter("a"):  # the header's link to the site, under the site's name
        if _BRAND_CLASSES & set((el.get("class") or "").lower().split()):
            if brand := re.sub(r"\s+", " ", el.text_content()).strip():
                meta["site_brand"] = brand
            break
    return meta


_META_KEYS = {"og:title": "og_title", "author": "author", "twitter:title": "og_title", "dc.creator": "author"}
#: the classes themes give the header link that shows the site's name (Bootstrap, Jekyll, Hugo themes)
_BRAND_CLASSES = frozenset({"navbar-brand", "site-title", "site-name"})


# -- rendering -------------------------------------------------------------------------------------


def _inline(span: Span) -> str:
    text = span.text
    core = text.strip()
    if not core:
        return text
    lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
    if span.kind == "bold":
        core = f"**{core}**"
    elif span.kind == "link" and span.url:
        core = f"[{core}]({span.url})"
    return lead + core + trail


def render_lines(blocks: list[Block]) -> list[str]:
    """Each block as one Markdown-like line (headings ``#``, items ``-``, bold ``**``, links ``[]()``).

    >>> render_lines([Block("heading", 1, 3, [Span("text", "Talks")]), Block("item", 2, 2, [Span("link", "X", "https://x.org")])])
    ['### Talks', '  - [X](https://x.org)']
    """
    out: list[str] = []
    for block in blocks:
        body = re.sub(r"\s+", " ", "".join(_inline(s) for s in block.spans)).strip()
        if block.kind == "heading":
            out.append("#" * max(1, min(block.level, 6)) + " " + block.text)
        elif block.kind == "item":
            out.append("  " * (block.level - 1) + "- " + body)
        elif block.kind == "rule":
            out.append("|" + "---|" * block.level)
        else:
            out.append(body)
    return out


# -- Markdown --------------------------------------------------------------------------------------

_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)


def drop_comments(text: str, keep_lines: bool = False) -> str:
    r"""``text`` without HTML comments (an unclosed one runs to the end); ``keep_lines`` leaves the
    line breaks a comment spanned, so that later lines keep their numbers.

    >>> drop_comments("Lecturer <!-- draft -->at Kestrel"), drop_comments("a<!--\nb-->c", keep_lines=True)
    ('Lecturer at Kestrel', 'a\nc')
    """
    if "<!--" not in text:
        return text
    return _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n") if keep_lines else "", text)


_REF_DEF = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s.*)?$", re.M)
_REF_USE = re.compile(r"\[([^\[\]]+)\]\[([^\[\]]*)\]")


def inline_references(text: str) -> str:
    """Reference-style links ("[Kestrel Univ.][KU]" with "[KU]: https://…" below) written inline, so
    later steps read them as any link; on a page that defines references, a label it misspells
    still leaves the link's words. A page with no definitions is left alone ("[ICLR'21][Code]").

    >>> inline_references("At [Kestrel Univ.][KU] and [Lakeside][LS].\\n\\n[ku]: https://k.example")
    'At [Kestrel Univ.](https://k.example) and Lakeside.\\n\\n[ku]: https://k.example'
    """
    defined = {m.group(1).strip().lower(): m.group(2) for m in _REF_DEF.finditer(text)}
    if not defined:
        return text

    def inline(m: re.Match[str]) -> str:
        url = defined.get((m.group(2) or m.group(1)).strip().lower())
        return f"[{m.group(1)}]({url})" if url else m.group(1)

    return _REF_USE.sub(inline, text)


_COMPONENT = re.compile(r"\s*</?[A-Z]|\s*\{")

# -- Hugo shortcodes and pandoc (Quarto, R Markdown) attribute syntax -------------------------------

_SHORTCODE = re.compile(r"\{\{([<%])\s*(/?)\s*([\w./-]+)((?:(?!\{\{).)*?)\s*[>%]\}\}", re.S)
_SHORTCODE_ARG = re.compile(
    r"""(?:([\w-]+)\s*=\s*)?(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|([^\s"'`=]+))"""
)
#: Shortcode attributes whose values are shown as the text of an item (Blowfish's timelineItem
#: header/subheader/badge, a card's title), in the order they are written out; every other
#: attribute (icon, link, colours, sizes) is markup.
_SHORTCODE_TEXT = ("header", "title", "name", "role", "position", "subheader", "subtitle", "company",
                   "organization", "organisation", "location", "badge", "date", "dates", "period")  # fmt: skip
#: Jekyll's Liquid tags and template expressions (``{% include cv.html %}``, ``{{ site.url }}``)
_LIQUID = re.compile(r"\{%-?(?:(?!%\}).){0,400}?-?%\}|\{\{-?[^{}\n]{0,200}?-?\}\}", re.S)
_ATTR = r"(?:[.#][\w:-]+|[\w-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s}\"'=]+))"
_ATTRS = r"\{:?[ \t]*" + _ATTR + r"(?:[ \t]+" + _ATTR + r")*[ \t]*\}"
_SPAN = re.compile(r"\[([^\[\]\n]*)\]" + _ATTRS)  # [2015–present]{.cvfloat}
_TRAILING_ATTRS = re.compile(r"(?<=[)\]`*_])" + _ATTRS + r"|(?<=\S)[ \t]+" + _ATTRS + r"[ \t]*$", re.M)
_BLOCK_ATTRS = re.compile(r"^[ \t]*\{:[^{}\n]*\}[ \t]*$", re.M)  # kramdown's "{: .notice}" line
_FENCED_DIV = re.compile(r"^[ \t]*:{3,}[ \t]*(?:\{[^}\n]*\}|[\w.-]+)?[ \t]*$", re.M)  # ::: {.callout}
#: entities Markdown shows as characters ("&lt;" and "&gt;" stay: decoded, they would make markup)
_ENTITY = re.compile(
    r"&(?!(?:lt|gt|#0*6[02]|#[xX]0*3[cCeE]);)(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"
)
#: pandoc's raw blocks: ```{=html} … ``` is HTML written into the page, any other format's
#: (```{=latex}) is not shown on it
_RAW_BLOCK = re.compile(
    r"^([ \t]*)(`{3,}|~{3,})[ \t]*\{=([\w-]+)\}[ \t]*\n(.*?)^[ \t]*\2[ \t]*$", re.M | re.S
)
_LATEX_LAYOUT = re.compile(
    r"\\(?:hfill|vfill|hfil|newline|linebreak|noindent|medskip|smallskip|bigskip|par|newpage|pagebreak|clearpage"
    r"|quad|qquad)\b"
    r"|\\[hv]space\*?\{[^}\n]*\}|\\$",
    re.M,
)


_MD_HEADING = re.compile(r"^ {0,3}(#{1,6})(?=[ \t])", re.M)
_HTML_HEADING = re.compile(r"(</?[hH])([1-6])(?=[\s>])")


def _containers(text: str) -> list[tuple[int, int, int, int]]:
    """The outermost paired shortcodes of ``text``: (start, body start, body end, end), found in
    one pass with a stack (an unclosed shortcode pairs with nothing)."""
    stack: list[tuple[str, int, int]] = []
    pairs: list[tuple[int, int, int, int]] = []
    for m in _SHORTCODE.finditer(text):
        name = m.group(3).lower()
        if not m.group(2):
            stack.append((name, m.start(), m.end()))
            continue
        at = next((k for k in range(len(stack) - 1, -1, -1) if stack[k][0] == name), None)
        if at is None:
            continue
        _, start, body = stack[at]
        del stack[at:]
        while pairs and pairs[-1][0] > start:
            pairs.pop()  # an inner pair of this one
        pairs.append((start, body, m.start(), m.end()))
    return pairs


def _shift_headings(body: str, shift: int) -> str:
    """Markdown and HTML headings of ``body`` made ``shift`` levels deeper (at most 6)."""

    def markdown(h: re.Match[str]) -> str:
        return "#" * min(len(h.group(1)) + shift, 6)

    def tag(h: re.Match[str]) -> str:
        return h.group(1) + str(min(int(h.group(2)) + shift, 6))

    return _HTML_HEADING.sub(tag, _MD_HEADING.sub(markdown, body))


def _nested_headings(text: str) -> str:
    r"""Headings inside a paired shortcode (a timeline item, a card) belong to the item: when they are
    no deeper than the Markdown heading the shortcode sits under, they move below it.

    >>> _nested_headings("## Work\n{{< item >}}\n<h2>ACME</h2>\n### Engineer\n{{< /item >}}")
    '## Work\n{{< item >}}\n<h3>ACME</h3>\n#### Engineer\n{{< /item >}}'
    """
    pairs = _containers(text)
    if not pairs:
        return text
    headings = [(h.start(), len(h.group(1))) for h in _MD_HEADING.finditer(text)]
    out: list[str] = []
    done = 0
    for start, body_start, body_end, _end in pairs:
        before = bisect.bisect_left(headings, (start, 0))
        above = headings[before - 1][1] if before else 0  # the level of the section it sits in
        body = text[body_start:body_end]
        levels = [len(h.group(1)) for h in _MD_HEADING.finditer(body)]
        levels += [int(h.group(2)) for h in _HTML_HEADING.finditer(body)]
        if not above or not levels or min(levels) > above:
            continue
        shift = above + 1 - min(levels)
        body = _shift_headings(body, shift)
        out += [text[done:body_start], body]
        done = body_end
    return "".join(out) + text[done:]


def _shortcode(m: re.Match[str]) -> str:
    """A shortcode's shown text: its text attributes, a ``ref``'s path; nothing for icons and markup."""
    closing, name, args = m.group(2), m.group(3).lower(), m.group(4)
    lines = "\n" * m.group(0).count("\n")
    if closing:
        return lines
    named: dict[str, str] = {}
    positional: list[str] = []
    for arg in _SHORTCODE_ARG.finditer(args):
        value = next((g for g in arg.group(2, 3, 4, 5) if g is not None), "")
        if arg.group(1):
            named.setdefault(arg.group(1).lower(), " ".join(value.split()))
        else:
            positional.append(value)
    if name in {"ref", "relref"} and positional:
        return positional[0] + lines
    shown = [named[key] for key in _SHORTCODE_TEXT if named.get(key)]
    if not shown:
        return lines
    return " · ".join(shown) + lines


def drop_attributes(text: str) -> str:
    r"""``text`` without pandoc and kramdown attribute lists and LaTeX layout commands: a span
    (``[2019–2021]{.date}``) keeps its words, a list after a link or at a line's end
    (``[Lab](url){:target="_blank"}``, ``## Work {#work}``) and a ``{: .notice}`` line go, and so do
    ``\hfill``, ``\hspace{…}``, ``\quad`` and a line-ending ``\``.

    >>> drop_attributes('[Lab](https://l.example){:target="_blank"} \\hfill [2019–2021]{.right}\\')
    '[Lab](https://l.example)  2019–2021'
    >>> drop_attributes("## Work {#work .unnumbered}\n{: .notice}\nSet {x} stays")
    '## Work\n\nSet {x} stays'
    """
    if "{" in text:
        text = _SPAN.sub(r"\1", text)
        text = _BLOCK_ATTRS.sub("", _TRAILING_ATTRS.sub("", text))
    if "\\" in text:
        text = _LATEX_LAYOUT.sub("", text)
    return text


def _raw_block(m: re.Match[str]) -> str:
    """A raw block's lines: an HTML block's as written (read as HTML then), blank for other formats."""
    body = m.group(4) if m.group(3).lower() == "html" else "\n" * m.group(4).count("\n")
    return "\n" + body


def authoring_markup(text: str) -> str:
    r"""Markdown without the markup of site generators, line for line: Hugo shortcodes (``{{< icon
    "x" >}}`` vanishes, a timeline item's header/subheader/badge become its text), pandoc's
    attributes (``[2019–2021]{.date}`` keeps its words, ``::: {.callout}`` fences go), kramdown's
    (``[Lab](url){:target="_blank"}``, a ``{: .notice}`` line) and LaTeX
    layout commands written into Quarto pages (``\hfill``, a line-ending ``\``); Jekyll's Liquid
    tags (``{% include x.html %}``) go too, and so do the fences of a ```{=html} block. A bullet or dot operator between fields (``&#8729;``)
    becomes a middle dot.

    >>> authoring_markup('{{< timelineItem icon="code" header="Engineer" badge="2019 - 2021" subheader="ACME" >}}')
    'Engineer · ACME · 2019 - 2021'
    >>> authoring_markup("{{< fa envelope >}} Editor\\\n*Kestrel Press* \\hfill [2015–present]{.cvfloat}\n::: {.note}")
    ' Editor\n*Kestrel Press*  2015–present\n'
    """
    if "{=" in text:
        text = _RAW_BLOCK.sub(_raw_block, text)
    if "{{" in text:
        text = _SHORTCODE.sub(_shortcode, _nested_headings(text))
    if "{%" in text or "{{" in text:
        text = _LIQUID.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    text = drop_attributes(text)
    if ":::" in text:
        text = _FENCED_DIV.sub("", text)
    if "&" in text:
        text = _ENTITY.sub(lambda m: html.unescape(m.group(0)).replace("\u00a0", " "), text)
    return text.translate(_DOT_SEPARATORS)


#: the mathematical dots a page puts between a line's fields ("PhD ∙ Kestrel University ∙ 2015")
#: written as the middle dot every later stage splits fields on
_DOT_SEPARATORS = str.maketrans({"\u2219": "\u00b7", "\u22c5": "\u00b7"})


def markdown_lines(text: str, skip_lines: int = 0, jsx: bool = False) -> list[tuple[int, str]]:
    """A Markdown page's lines for line-based reading, each with its 1-based source line.

    The page is parsed with markdown-it-py: HTML comments become blank, and a raw HTML block (a
    ``<ul>``/``<table>`` written into the Markdown) is replaced by the lines of its HTML tree, each
    at the source line its text starts on, and a prose paragraph wrapped inside a sentence is one line
    at its first line (:func:`_join_wrapped_paragraphs`). Other lines are kept as written; the first
    ``skip_lines`` lines (front matter) are not parsed as Markdown. A block opened by a component tag
    (``<Timeline>``), and every block of an MDX page (``jsx``), wraps Markdown and is kept as written.

    >>> markdown_lines("# CV\\n<!-- draft:\\nold job -->\\n<ul>\\n  <li><b>Intern</b>, ACME</li>\\n</ul>\\nEnd")
    [(1, '# CV'), (2, ''), (3, ''), (4, ''), (5, '- **Intern**, ACME'), (6, ''), (7, 'End')]
    """
    text = inline_references(text)
    lines = text.split("\n")
    masked = drop_comments(text, keep_lines=True)
    masked_lines = masked.split("\n")
    if not jsx:
        masked_lines[skip_lines:] = authoring_markup("\n".join(masked_lines[skip_lines:])).split("\n")
        masked = "\n".join(masked_lines)
    out: dict[int, list[str]] = {i: [line] for i, line in enumerate(masked_lines)}
    for i in range(min(skip_lines, len(lines))):
        out[i] = [lines[i]]
    body = "\n" * skip_lines + "\n".join(masked_lines[skip_lines:])
    # the tokens serve wrapped paragraphs and HTML blocks: a page that can hold neither (a CV of
    # headings and one-line items) is not parsed
    parse = not jsx and ("<" in masked or "\r" in body or not _one_line_paragraphs(masked_lines[skip_lines:]))
    tokens = _wrapped_paragraph_tokens(body) if parse else []
    lone_tags = _lone_tag_lines(tokens, masked_lines)
    if lone_tags:
        for i in lone_tags:
            masked_lines[i], out[i] = "", [""]
        body = "\n" * skip_lines + "\n".join(masked_lines[skip_lines:])
        tokens = _wrapped_paragraph_tokens(body)
    _join_wrapped_paragraphs(out, tokens)
    if not jsx and "[" in masked:
        _mend_links(out, skip_lines)
    if "<" not in masked or jsx:
        return _header_rules(
            [(i + 1, line) for i in sorted(out) for line in out[i] if line or len(out[i]) == 1]
        )
    done = 0
    for n, token in enumerate(tokens):
        if token.type != "html_block" or token.map is None or _COMPONENT.match(token.content):
            continue
        first, last = token.map
        if first < done:
            continue
        last = _html_region_end(tokens, n, masked_lines)
        done = last
        rendered = render_lines(html_tree("\n".join(masked_lines[first:last])))
        for i in range(first, last):
            out[i] = []
        at, words = first, None
        for line in rendered:
            # a line opening with the words of the one before (two table rows naming one
            # university) is written further down
            same = _first_words(line) == words and at + 1 < last
            at, words = _source_line(line, masked_lines, at + same, last), _first_words(line)
            out[at].append(line)
        if rendered:
            out[first] = out[first] or [""]
        for i in range(first, last):
            out[i] = out[i] or [""]
    return _header_rules([(i + 1, line) for i in sorted(out) for line in out[i] if line or len(out[i]) == 1])


#: a line holding one inline tag and nothing else: a line break or an image between blocks
_LONE_INLINE_TAG = re.compile(r"(?i)^ {0,3}<(?:br|img|wbr)\b[^<>]*>[ \t]*$")


def _lone_tag_lines(tokens: list[Any], lines: list[str]) -> list[int]:
    """The lines of lone inline tags (``<br>``, ``<img …>``) that open an HTML block of Markdown.

    CommonMark reads such a tag after a blank line as the start of a raw HTML block that runs to
    the next blank line, so the heading and the text under it would be read as HTML; Jekyll's
    kramdown reads the tag as a span and the lines after it as Markdown, as the author meant.

    >>> from markdown_it import MarkdownIt
    >>> lines = ["Intro", "", "<br/>", "### Experience", "- Analyst, Acme, 2019"]
    >>> _lone_tag_lines(MarkdownIt("commonmark").parse("\\n".join(lines)), lines)
    [2]
    """
    found = []
    for token in tokens:
        if token.type != "html_block" or token.level != 0 or token.map is None:
            continue
        first, last = (int(i) for i in token.map)
        if (
            last - first > 1
            and _LONE_INLINE_TAG.match(lines[first])
            and not lines[first + 1].lstrip().startswith("<")
        ):
            found.append(first)
    return found


def _wrapped_paragraph_tokens(body: str) -> list[Any]:
    r"""The block tokens of a Markdown page, with inline children only for the top-level paragraphs
    of two lines or more: those are all :func:`_join_wrapped_paragraphs` reads, and parsing the
    inline markup of every list item and heading cost a third of the parse.

    >>> tokens = _wrapped_paragraph_tokens("- an item\n\nA wrapped\nparagraph")
    >>> [[child.type for child in token.children] for token in tokens if token.type == "inline"]
    [[], ['text', 'softbreak', 'text']]
    """
    parser, env = _markdown_parser(), dict[str, Any]()  # env: the page's link reference definitions
    tokens: list[Any] = parser.parse(body, env)
    for n, token in enumerate(tokens):
        if (
            token.type == "paragraph_open"
            and token.level == 0
            and token.map
            and token.map[1] - token.map[0] > 1
        ):
            inline = tokens[n + 1]
            parser.inline.parse(inline.content, parser, env, inline.children)
    return tokens


@functools.cache
def _markdown_parser() -> Any:
    """One CommonMark parser with tables for the process: building one costs as much as parsing
    a short page, and a parser keeps no state between pages (each parse has its own).

    >>> _markdown_parser() is _markdown_parser()
    True
    """
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").disable("inline")  # see _wrapped_paragraph_tokens


#: a Markdown line that ends the paragraph above it (a bullet list item, an ATX heading)
_ENDS_PARAGRAPH = re.compile(r" {0,3}(?:[-*+][ \t]+\S|#{1,6}(?:[ \t]|$))")
_ATX_HEADING = re.compile(r" {0,3}#{1,6}(?:[ \t]|$)")  # always one line


def _one_line_paragraphs(lines: list[str]) -> bool:
    """True when no paragraph of these Markdown lines can span two lines (so none is wrapped): a
    line that follows a non-blank line opens a bullet item or a heading, or follows a heading.
    CommonMark blank lines hold only spaces and tabs.

    >>> _one_line_paragraphs(["# Ada", "Email: ada@example.org", "", "## Experience", "- 2019 Intern", "- 2021 Fellow"])
    True
    >>> _one_line_paragraphs(["I was a postdoc at", "Heron University."])
    False
    >>> _one_line_paragraphs(["\u00a0", "Heron University."])  # a no-break space is text
    False
    """
    previous_open = False  # the line above is text a paragraph could go on from
    for line in lines:
        blank = not line.strip(" \t")
        if previous_open and not blank and not _ENDS_PARAGRAPH.match(line):
            return False
        previous_open = not blank and not _ATX_HEADING.match(line)
    return True


#: a line that starts a record of its own, never the rest of a sentence: a date, a table row,
#: a template tag, a definition (``: …``) or a ``key: value`` / ``key = value`` setting
_RECORD_START = re.compile(
    r"^\s*(?:[|{<:]|(?:19|20)\d\d\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d\d"
    r"|[\w-]+\s*(?::\s|=))",
    re.I,
)
#: how a line ends when its sentence goes on below: a comma, an open bracket or dash, a small word
_OPEN_END = re.compile(
    r"(?:[,;(\[/&\u2013\u2014-]|\b(?:a|an|the|of|in|at|for|and|or|with|to|from|by|on|as|under|since|between"
    r"|into|via|within|including|whose|which|who|where|while|my|our|his|her|their|its|is|was|am|are|were|be|been))$"
)
_LOWER_START = re.compile(r"^[(\[*_]*[a-z]")  # "on tides", "[deep learning](…)"
_BREAK_TAG = re.compile(r"(?i)<br\s*/?>\s*$")
_MARKUP_STARTS = ("|", "{", "<", ":")  # a table row, a template tag, HTML, a definition


def _join_wrapped_paragraphs(out: dict[int, list[str]], tokens: list[Any]) -> None:
    r"""A prose paragraph that an editor's fill column wrapped (a sentence over two or three lines)
    read as one line at its first line, so a sentence is never cut in the middle. Only soft breaks
    inside a sentence join: the line above ends on a comma, an open bracket or a small word, or the
    line below goes on in lower case; list items, tables, hard breaks and lines that open with a
    date (one CV entry a line) stay as written.

    >>> from markdown_it import MarkdownIt
    >>> text = "I was a postdoc (2019 -\n2021) at Kestrel University, and then\na fellow at Heron."
    >>> lines = {i: [line] for i, line in enumerate(text.split("\n"))}
    >>> _join_wrapped_paragraphs(lines, MarkdownIt("commonmark").parse(text)); lines
    {0: ['I was a postdoc (2019 - 2021) at Kestrel University, and then a fellow at Heron.'], 1: [], 2: []}
    >>> text = "Postdoc, Kestrel University\n2016 - 2019 Fellow, Heron Institute"
    >>> lines = {i: [line] for i, line in enumerate(text.split("\n"))}
    >>> _join_wrapped_paragraphs(lines, MarkdownIt("commonmark").parse(text)); lines
    {0: ['Postdoc, Kestrel University'], 1: ['2016 - 2019 Fellow, Heron Institute']}
    """
    for n, token in enumerate(tokens):
        if token.type != "paragraph_open" or token.level != 0 or token.map is None:
            continue
        first, last = (int(i) for i in token.map)
        breaks = [c.type for c in tokens[n + 1].children or [] if c.type in {"softbreak", "hardbreak"}]
        if last - first < 2 or len(breaks) != last - first - 1:
            continue
        if any(len(out.get(i, [])) != 1 for i in range(first, last)):
            continue
        at = first
        for i, kind in zip(range(first + 1, last), breaks, strict=True):
            above, below = out[at][0].rstrip(), out[i][0].strip()
            if kind == "softbreak" and _wrapped(above, below):
                out[at] = [above + " " + below]
                out[i] = []
            else:
                at = i


def _wrapped(above: str, below: str) -> bool:
    """Whether ``below`` carries on the sentence of ``above`` (see :func:`_join_wrapped_paragraphs`)."""
    if not above or not below or _BREAK_TAG.search(above) or above.lstrip().startswith(_MARKUP_STARTS):
        return False
    opened = above.count("(") > above.count(")") or above.count("[") > above.count("]")
    if opened or _OPEN_END.search(above):
        return not below.startswith(_MARKUP_STARTS)
    return bool(_LOWER_START.match(below)) and not _RECORD_START.match(below)


_CONTAINER_TAG = re.compile(
    r"(?i)<(/?)(ul|ol|dl|table|tbody|thead|tr|div|section|article|main|aside|header|figure|details|blockquote)\b[^>]*?(/?)>"
)


def _open_containers(text: str) -> int:
    depth = 0
    for m in _CONTAINER_TAG.finditer(text):
        depth += -1 if m.group(1) else 0 if m.group(3) else 1
    return depth


def _html_region_end(tokens: list[Any], n: int, lines: list[str]) -> int:
    """Where the raw HTML opened by block ``tokens[n]`` ends: a blank line ends an HTML block in
    CommonMark, but Jekyll's kramdown reads on to the closing tag, so a list or table left open goes
    on through the raw HTML and indented tag lines (read as code by CommonMark) after it.

    >>> from markdown_it import MarkdownIt
    >>> lines = ["<ul>", "<li>Tutor", "", "    <li>Mentor</li>", "</ul>", "", "Text"]
    >>> _html_region_end(MarkdownIt("commonmark").parse("\\n".join(lines)), 0, lines)
    5
    """
    first, last = (int(i) for i in tokens[n].map)
    depth = _open_containers("\n".join(lines[first:last]))
    for token in tokens[n + 1 :]:
        if depth <= 0 or token.map is None:
            break
        if token.level != 0 or token.type not in {"html_block", "code_block"}:
            break
        if token.type == "code_block" and not token.content.lstrip().startswith("<"):
            break
        last = int(token.map[1])
        depth += _open_containers(token.content)
    return last


_OPEN_LINK = re.compile(r"\[[^\[\]]*$")  # a link's text left open at the end of a line
_LINK_REST = re.compile(r"^\s*[^\[\]]*\]\([^()\s]*\)")  # … and closed on the next


def _mend_links(out: dict[int, list[str]], skip_lines: int = 0) -> None:
    """A link whose words an editor's fill column broke over two lines ("worked with [Ada" then
    "Roe](https://…) on tides") written whole on the first line, the rest of the second kept on it.

    >>> lines = {0: ["I worked with [Ada"], 1: ["Roe](https://r.example) on tides."]}
    >>> _mend_links(lines); lines
    {0: ['I worked with [Ada Roe](https://r.example)'], 1: ['on tides.']}
    """
    for i in sorted(out)[skip_lines:-1]:
        here, below = out[i], out.get(i + 1)
        if len(here) != 1 or not below or len(below) != 1 or not _OPEN_LINK.search(here[0]):
            continue
        rest = _LINK_REST.match(below[0])
        if rest:
            here[0] = here[0].rstrip() + " " + rest.group(0).strip()
            below[0] = below[0][rest.end() :].strip()


_PIPE_ROW = re.compile(r"^\s*\|.*\|\s*$")
_RULE_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^\s*(?:```|~~~)")


def _header_rules(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Pipe tables whose header row has no separator row under it (``| **Year** | **Post** |`` then
    the rows) get one, at the header's line, so the header reads as a header and not as an entry.
    A first row is a header when every cell is a few words with no digit and a later row has one.

    >>> _header_rules([(1, "| Year | Post |"), (2, "| 2019 | Fellow, Kestrel Univ. |")])
    [(1, '| Year | Post |'), (1, '|---|---|'), (2, '| 2019 | Fellow, Kestrel Univ. |')]
    """
    out: list[tuple[int, str]] = []
    in_code = False
    for index, (no, line) in enumerate(lines):
        out.append((no, line))
        if _FENCE.match(line):
            in_code = not in_code
        previous = lines[index - 1][1] if index else ""
        if in_code or not _PIPE_ROW.match(line) or _PIPE_ROW.match(previous) or _RULE_ROW.match(previous):
            continue
        rows = []
        for below_index in range(index + 1, len(lines)):
            below = lines[below_index][1]
            if not _PIPE_ROW.match(below):
                break
            rows.append(below)
        if not rows or _RULE_ROW.match(rows[0]):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        words = [re.sub(r"[*_`]", "", c).split() for c in cells]
        header = all(1 <= len(w) <= 4 for w in words) and not re.search(r"\d", line)
        if header and any(re.search(r"\d", row) for row in rows):
            out.append((no, "|" + "---|" * len(cells)))
    return out


def _first_words(rendered: str) -> list[str]:
    return re.findall(r"\w{2,}", rendered)[:2]


def _source_line(rendered: str, lines: list[str], first: int, last: int) -> int:
    """The line of ``lines[first:last]`` where a rendered line's first words are written (lines
    are rendered in order, so the search starts at the line of the one before)."""
    words = _first_words(rendered)
    for i in range(first, last):
        if all(w in lines[i] for w in words):
            return i
    # a table row written one cell to a line ("<td>2019</td>", then "<td>Lecturer …</td>")
    for i in range(first, last):
        if words and words[0] in lines[i]:
            return i
    return first
