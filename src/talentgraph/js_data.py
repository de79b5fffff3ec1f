"""Résumé data written as JavaScript: the object and array literals a script declares.

Personal sites keep their CV as a data file in JavaScript or TypeScript
(``export const data = {experience: [{company: "…", startDate: "…"}]}``, ``module.exports = {…}``,
``const content = {…}`` beside the code that draws it). :func:`js_data` reads the literals that the
file assigns at its top level, with a small tolerant reader (unquoted keys, single-quoted and
template strings, trailing commas, comments, ``"a" + "b"``), so the data is read as JSON or YAML
site data is. Code is never run; any value that is not a literal (a call, a variable) is ``None``.

>>> js_data('// cv\\nexport const data = {name: "Ada Roe", jobs: [{company: \\'ACME\\', since: 2019,},]};')
{'name': 'Ada Roe', 'jobs': [{'company': 'ACME', 'since': 2019}]}
>>> js_data("function draw() { const x = {a: 1}; }") is None
True
"""

from __future__ import annotations

import html
import re
from typing import Any

__all__ = ["JS_SUFFIXES", "js_data"]

#: Suffixes of script files that may hold résumé data.
JS_SUFFIXES = frozenset({".js", ".mjs", ".cjs", ".ts", ".jsx", ".tsx"})

_TOKEN = re.compile(
    r"""(?P<skip>\s+|//[^\n]*|/\*.*?(?:\*/|\Z))
      |(?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)
      |(?P<num>-?(?:0[xX][0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+))
      |(?P<id>[A-Za-z_$][\w$]*)
      |(?P<op>\.\.\.|=>|[=!]==?|.)""",
    re.S | re.X,
)
_ESCAPE = re.compile(r"\\(?:\n|u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(.))", re.S)
_SIMPLE = {"n": "\n", "t": "\t", "r": "", "b": "", "f": "", "v": "", "0": ""}
_DECLARE = frozenset({"const", "let", "var"})
_MAX_DEPTH = 64


def _unescape(body: str) -> str:
    def one(m: re.Match[str]) -> str:
        code = m.group(1) or m.group(2) or m.group(3)
        if code:
            return chr(int(code, 16)) if int(code, 16) < 0x110000 else ""
        char = m.group(4)
        return "" if char is None else _SIMPLE.get(char, char)  # "\<newline>" continues the string

    return _ESCAPE.sub(one, body)


_TAG = re.compile(r"</?[A-Za-z][\w-]*(?:\s[^<>]*)?/?>")
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


def _shown(value: str) -> str:
    """A string holding HTML (a script writes it into the page) as the page shows it: tags are
    spaces, entities their characters, runs of spaces one.

    >>> _shown("Universidad de San Andr&eacute;s<br>   La Paz")
    'Universidad de San Andrés La Paz'
    """
    if not (_TAG.search(value) or _ENTITY.search(value)):
        return value
    value = html.unescape(_TAG.sub(" ", value)).replace("\u00a0", " ")
    return re.sub(r"[ \t]{2,}", " ", value).strip()


def _tokens(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "op"
        if kind != "skip":
            out.append((kind, m.group(0)))
    return out


class _Reader:
    def __init__(self, tokens: list[tuple[str, str]]) -> None:
        self.tokens = tokens
        self.i = 0

    def peek(self, ahead: int = 0) -> tuple[str, str]:
        at = self.i + ahead
        return self.tokens[at] if at < len(self.tokens) else ("end", "")

    def value(self, depth: int = 0) -> Any:
        """One value; a non-literal expression is skipped up to the next ``,`` ``}`` ``]`` and is None."""
        kind, tok = self.peek()
        if depth > _MAX_DEPTH:
            self.skip_expression()
            return None
        if tok == "{" and kind == "op":
            result: Any = self.mapping(depth)
        elif tok == "[" and kind == "op":
            result = self.array(depth)
        elif kind == "str":
            self.i += 1
            result = _unescape(tok[1:-1])
            while self.peek()[1] == "+" and self.peek(1)[0] == "str":  # "a" + "b"
                result += _unescape(self.peek(1)[1][1:-1])
                self.i += 2
            result = _shown(result)
        elif kind == "num":
            self.i += 1
            try:
                result = int(tok, 0) if re.fullmatch(r"-?(?:0[xX][0-9a-fA-F]+|\d+)", tok) else float(tok)
            except ValueError:
                result = None
        elif kind == "id" and tok in {"true", "false", "null", "undefined"}:
            self.i += 1
            result = {"true": True, "false": False}.get(tok)
        else:
            self.skip_expression()
            return None
        if self.peek()[1] not in {",", "}", "]", ";", ")", ""}:
            self.skip_expression()  # the literal was part of a longer expression ("[…].map(f)")
            return None
        return result

    def skip_expression(self) -> None:
        depth = 0
        while self.i < len(self.tokens):
            kind, tok = self.tokens[self.i]
            if kind == "op" and tok in "([{":
                depth += 1
            elif kind == "op" and tok in ")]}":
                if depth == 0:
                    return
                depth -= 1
            elif kind == "op" and tok in {",", ";"} and depth == 0:
                return
            self.i += 1

    def mapping(self, depth: int) -> dict[str, Any]:
        self.i += 1  # {
        out: dict[str, Any] = {}
        while self.i < len(self.tokens):
            kind, tok = self.peek()
            if tok == "}" and kind == "op":
                self.i += 1
                return out
            if tok == "," and kind == "op":
                self.i += 1
                continue
            before = self.i
            if kind in {"id", "num"} or kind == "str":
                key = _unescape(tok[1:-1]) if kind == "str" else tok
                if self.peek(1)[1] == ":":
                    self.i += 2
                    out[key] = self.value(depth + 1)
                    continue
            self.skip_expression()  # a shorthand key, a spread, a method or a computed key
            if self.i == before:
                self.i += 1  # a stray ")" or "]": step over it
        return out

    def array(self, depth: int) -> list[Any]:
        self.i += 1  # [
        out: list[Any] = []
        while self.i < len(self.tokens):
            kind, tok = self.peek()
            if tok == "]" and kind == "op":
                self.i += 1
                return out
            if tok == "," and kind == "op":
                self.i += 1
                continue
            before = self.i
            out.append(self.value(depth + 1))
            if self.i == before:
                self.i += 1
        return out


def _declarations(tokens: list[tuple[str, str]]) -> list[tuple[str, int]]:
    """``(name, index of the value's first token)`` for each top-level assignment of a literal."""
    found: list[tuple[str, int]] = []
    depth = 0
    for i, (kind, tok) in enumerate(tokens):
        if kind == "op" and tok in "([{":
            depth += 1
        elif kind == "op" and tok in ")]}":
            depth = max(depth - 1, 0)
        if depth or i + 1 >= len(tokens) or tokens[i + 1][1] not in {"{", "["}:
            continue
        if tok == "default" and i and tokens[i - 1][1] == "export":
            found.append(("", i + 1))
        elif tok in {"=", "("} and kind == "op" and i and tokens[i - 1][0] == "id":
            name = tokens[i - 1][1]
            if tok == "(" and name != "define":
                continue
            found.append(("" if name in {"exports", "define"} else name, i + 1))
        elif tok == "=" and kind == "op":
            # "const data: Resume = {…}": a type annotation between the name and "="
            back = next((j for j in range(i - 1, max(i - 8, -1), -1) if tokens[j][1] in _DECLARE), None)
            if back is not None and tokens[back + 1][0] == "id" and tokens[back + 2][1] == ":":
                found.append((tokens[back + 1][1], i + 1))
    return found


def js_data(text: str) -> dict[str, Any] | None:
    """The data a script assigns at its top level, as one mapping; None when it assigns none.

    A declared object is opened (its name is the programmer's, its keys are the data's); a
    declared array stays under its name (``const experience = […]``). See the module example.
    """
    tokens = _tokens(text)
    out: dict[str, Any] = {}
    for name, at in _declarations(tokens):
        reader = _Reader(tokens)
        reader.i = at
        value = reader.value()
        if isinstance(value, dict):
            for key, item in value.items():
                out.setdefault(key, item)
        elif isinstance(value, list) and name:
            out.setdefault(name, value)
    return out or None
