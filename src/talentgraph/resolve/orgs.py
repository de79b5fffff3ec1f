"""Map a written organisation name to one canonical organisation node.

Rules, tried in order on the cleaned text (URL parentheticals, trailing legal suffixes and a leading
field label such as ``Location:`` removed):

1. ``exact`` / ``alias`` / ``former_name``: the whole text, normalised, is a gazetteer name; else
   with its short forms spelt out (``Calif. State Univ.``, ``data/name_abbreviations.yaml``), else
   in the one spelling of the "University of X" family only one organisation has (``alias``).
2. ``acronym``: the whole text is an acronym claimed by exactly one organisation. An acronym two
   organisations claim (``NTU``) is ambiguous and is minted, never merged on.
3. ``fuzzy`` on the whole text (rule 5), so a misspelt full name is not cut into org and unit.
4. unit split: the longest run of leading (else trailing) separator-delimited segments that is a
   gazetteer name is the organisation, the rest the unit (``"Acme, AI Lab, Infra"``,
   ``"Dept. of Physics, Acme University"``); failing that, the longest run of leading *words* of the
   first segment (``"Acme Research Vision Lab"``), else the trailing words after a unit noun
   (``"Vision Lab at the Acme University"``). When the unit itself names a descendant of the
   organisation in the gazetteer, that descendant is the organisation, and so is a known part
   written after a form of its parent that is ambiguous alone (``"KU Gizmo Polar Center"``).
   A known name followed by ``of``/``for``/``and``/``&`` starts a longer name and is no
   organisation of a unit.
5. ``fuzzy``: a typo-level variant of a gazetteer name (the whole text, else its first segment). Candidates come from rapidfuzz
   ``fuzz.ratio >= 85`` on normalised names; one is accepted only if
   :func:`~talentgraph.gazetteers.is_typo_variant` (stop words, spaces, or one edit in one word of
   >= 5 letters, plurals). A plain ratio threshold cannot be used: *Northwestern University* and
   *Northeastern University* score 95.7 yet are two universities. Texts under 8 characters and
   acronyms are never fuzzy-matched; a tie between two organisations is no match; nor is a changed
   first letter or a written word that is a word of another known name (*Taylor* / *Baylor*).
6. ``minted``: ``x-<the normalised name without spaces>``, so two documents writing the same
   unknown organisation share a node, and so do its spelling variants: spaces, punctuation and
   case (``MosaicML`` / ``Mosaic ML``), ``Univ.``/``Dept.``/``Inst.`` abbreviations, and British
   and American spellings (``Centre``/``Center``, ``data/spelling_variants.yaml``). Only
   spelling is folded: no edit distance, so an acronym never merges with another acronym or a
   name. A written ``"Dept. of X, Some Univ"`` whose first part names a unit is minted from the
   organisation part, with the first part as its unit, and so is ``"Moore Center for X, Acme
   Foundation"`` (a unit noun first, a whole-organisation word or an acronym after); a full stop between
   two capitalised parts separates them (``"Computer Science. Carnegie Mellon University"``) unless it
   ends a short form (``Calif.``), and a list of fields closing a name (``"Institute for X, Y and Z"``)
   is one part. A place or a bracketed acronym is never the organisation part, and a unit that is a
   place or restates the organisation (its acronym, its town) is dropped.

>>> from talentgraph.gazetteers import load_org_gazetteer
>>> g = load_org_gazetteer([{"id": "acme", "name": "Acme Corporation", "former_names": ["Roadrunner Inc."]}])
>>> r = resolve_org("Roadrunner, Inc., Rocket Team", g)
>>> r.org_id, r.name, r.unit, r.rule
('acme', 'Acme Corporation', 'Rocket Team', 'former_name')
>>> resolve_org("Wile E. Labs", g).org_id
'x-wileelabs'
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass, replace

from rapidfuzz import fuzz, process

from ..gazetteers import (
    LEGAL_SUFFIXES,
    ORG_STOP_WORDS,
    OrgGazetteer,
    OrgMatch,
    is_typo_variant,
    normalize_name,
    org_gazetteer,
)
from ..gazetteers.orgs import Org, _places, is_abbreviation, is_place, is_region, spelling_key
from ..gazetteers.text import singular
from ..gazetteers.units import unit_kinds

__all__ = [
    "OrgResolution",
    "host_in_context",
    "mint_org_id",
    "name_in_context",
    "resolve_org",
    "resolve_org_by_ror",
    "variant_key",
]

FUZZY_PREFILTER = 85.0
_COMMON_WORD = 50  # names a word is in for it to count as a word of the trade, not of one name
MIN_FUZZY_CHARS = 8
_RULES = {"name": "exact", "alias": "alias", "former_name": "former_name", "acronym": "acronym"}
_URL_PAREN = re.compile(r"\(\s*(?:https?://)?(?:www\.)?[\w-]+(?:\.[\w-]+)+/?\s*\)")
_SUFFIX_TAIL = re.compile(r"(?:[\s,]+(?:" + "|".join(sorted(LEGAL_SUFFIXES)) + r")\b\.?)+\s*$", re.IGNORECASE)
_SEPARATOR = re.compile(r"\s*(?:[,;|/()]|\s[-–—]\s|\s?[–—]\s?|(?<=[a-z]{3})\.\s+(?=[A-Z][a-z]))\s*")
_WORDS = re.compile(r"[^\s]+")
# a written name of a whole organisation, which an acronym after it abbreviates rather than names apart
_NAMED = re.compile(r"\b(?:Universit\w*|Institute|College|Hospital|Corporation|Company)\b")
_CACHE_LIMIT = 50_000
# the label of a form field written before the name ("Location: Acme University")
_FIELD_LABEL = re.compile(
    r"^(?:location|institution|organi[sz]ation|employer|company|affiliation|university|school|place)\s*:\s+",
    re.IGNORECASE,
)
# a noun that ends the name of a part of an organisation ("... Vision Lab", "... Center for Science")
_UNIT_NOUN = unit_kinds("unit_nouns")
_UNIT_TAIL = re.compile(rf"\b{_UNIT_NOUN}(?:\s+(?:at|of|in))?(?:\s+the)?\s*$", re.IGNORECASE)
_UNIT_WORD = re.compile(rf"\b{_UNIT_NOUN}\b", re.IGNORECASE)
# a school or college written as "of the" organisation it belongs to ("Widget School of the University of X")
_PART_OF_THE = re.compile(rf"\b{unit_kinds('part_of_the_heads')}\s+(?:of|at)\s+the\s*$", re.IGNORECASE)
# a word that names a whole organisation rather than a part of one
_WHOLE_ORG = re.compile(
    r"\b(?:Universit\w*|Institute|College|International|Foundation|Corporation|Company|Society|Agency|"
    r"Organi[sz]ation|Association|Council|Museum|Hospital|Inc|Ltd|LLC|GmbH|Trust|Fund|Labs|Laboratories)\b"
)


@dataclass(frozen=True)
class OrgResolution:
    """Where a written organisation name resolved, and by which rule.

    ``ambiguous`` lists the gazetteer ids an ambiguous acronym could have meant (rule ``minted``).
    """

    org_id: str
    name: str
    unit: str | None
    rule: str
    score: float
    written: str
    ambiguous: tuple[str, ...] = ()

    @property
    def minted(self) -> bool:
        return self.rule == "minted"


_ACRONYM = re.compile(r"[A-Z][A-Z&-]{1,9}")
_ABBREVIATIONS = {"univ": "university", "dept": "department", "inst": "institute", "lab": "laboratory"}
_UNIT_HEAD = re.compile(
    rf"^{unit_kinds('unit_heads')}\s+(?:of|for)\b",
    re.IGNORECASE,
)


def variant_key(name: str) -> str:
    """The spelling of ``name`` that its space, punctuation, case and abbreviation variants share.

    >>> variant_key("Mosaic ML") == variant_key("MosaicML") == variant_key("mosaic-ml")
    True
    >>> variant_key("Foo Univ.") == variant_key("Foo University")
    True
    >>> variant_key("Foo Centre for Bar") == variant_key("Foo Center for Bar")
    True
    """
    words = [_ABBREVIATIONS.get(w, w) for w in spelling_key(normalize_name(name)).split()]
    return "".join(words)


def mint_org_id(name: str) -> str:
    """Identifier of an organisation the gazetteer does not know (its :func:`variant_key`).

    >>> mint_org_id("Ünïted Widgets, Ltd."), mint_org_id("United-Widgets")
    ('x-unitedwidgets', 'x-unitedwidgets')
    """
    return "x-" + (variant_key(name)[:80] or "unnamed")


_caches: weakref.WeakKeyDictionary[OrgGazetteer, dict[str, OrgResolution]] = weakref.WeakKeyDictionary()


def resolve_org(text: str, gazetteer: OrgGazetteer | None = None) -> OrgResolution:
    """Resolve ``text`` against ``gazetteer`` (default: the bundled one); results are cached."""
    gaz = gazetteer if gazetteer is not None else org_gazetteer()
    cache = _caches.setdefault(gaz, {})
    hit = cache.get(text)
    if hit is None:
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        hit = _resolve(text, gaz)
        if hit.unit and (
            _is_place(hit.unit)
            or _own_words(hit.unit, hit.name, text)
            or _names_parent(hit.unit, hit.org_id, gaz)
        ):
            hit = replace(hit, unit=None)  # "Acme University, Lakeside City": a place is no unit
        cache[text] = hit
    return hit


def resolve_org_by_ror(text: str, ror: str, gazetteer: OrgGazetteer | None = None) -> OrgResolution:
    """An organisation a record names together with its ROR id (rule ``ror``).

    The gazetteer entry carrying that ROR id wins; else the name's own resolution when it finds a
    gazetteer entry with no other ROR id; else a node keyed on the ROR id (``ror-<id>``), so two
    records naming the same unknown organisation by ROR share it, whatever they call it.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "brown", "name": "Brown University", "ror": "05gq02987"}])
    >>> r = resolve_org_by_ror("Brown Univ.", "05gq02987", g)
    >>> r.org_id, r.name, r.rule
    ('brown', 'Brown University', 'ror')
    >>> resolve_org_by_ror("Wile E. Labs", "0abcdef12", g).org_id
    'ror-0abcdef12'
    """
    gaz = gazetteer if gazetteer is not None else org_gazetteer()
    ror = ror.strip().lower()
    known = gaz.by_ror.get(ror)
    if known is not None:
        return OrgResolution(known.id, known.name, None, "ror", 1.0, text)
    by_name = resolve_org(text, gaz)
    if not by_name.minted and gaz.get(by_name.org_id).ror in (None, ror):
        return by_name
    return OrgResolution(f"ror-{ror}", " ".join(text.split()), None, "ror", 1.0, text)


# what can carry a written name on into a longer one: a comma or a dash before a campus town
# ("…, Lakeside", "…–Lakeside"), "in"/"at" before one ("… in Lakeside"), "of the" before its parent
_RUNS_ON = re.compile(r"(?:\s*,\s*|\s*[–—-]\s*|\s+(?:in|at)\s+|\s+of\s+the\s+)(?=[A-Z])")
_CAPITALISED = re.compile(r"[A-Z][a-z]?\.(?=\s)|[A-Z][\w'’&-]*")  # "St. Louis": a short form's full stop
_DANGLING = re.compile(r"\s(?:of|for|at|in|and|&)$")
# a word of a name written on after a known one (a capitalised word or initials, or a joining word),
# and the words that end such a run: a date ("Since March"), a degree ("PhD Candidate")
_OWN_PART = re.compile(r" ((?:[A-Z]\.)+|[A-Z][\w'’&-]*|(?:of|for|and|&|in|on|the|de)(?!\S))")
_NAME_JOINER = frozenset({"of", "for", "and", "&", "in", "on", "the", "de"})
_NOT_NAME_WORD = re.compile(
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Since|Present|Current(?:ly)?|Until|Till|From|Now|Today"
    r"|Ph\.?D\.?|D\.?Phil|M\.?Sc|B\.?Sc|M\.?D\.|MD|MBA|MPhil|B\.?A\.|M\.?A\.|B\.?S\.|M\.?S\.)"
)
_RUN_WORDS = 6  # the most words a name is run on by: a part's or a cut name's rest is short


def _name_run(text: str, pos: int) -> list[re.Match[str]]:
    """The words of a name written from ``pos`` on, up to the first word that is no part of one (a
    role, a date, a degree) and at most ``_RUN_WORDS`` of them; a joining word never ends it.

    >>> [w.group(1) for w in _name_run(" School of Medicine PhD Candidate Since 2019", 0)]
    ['School', 'of', 'Medicine']
    """
    from ..extract.fields import has_role  # extract imports this module's package

    words: list[re.Match[str]] = []
    while len(words) < _RUN_WORDS:
        word = _OWN_PART.match(text, pos)
        if word is None or _NOT_NAME_WORD.fullmatch(word.group(1)):
            break
        if not _PART_HEAD.fullmatch(word.group(1)) and has_role(word.group(1)):  # "Faculty of Arts"
            break
        words.append(word)
        pos = word.end()
    while words and words[-1].group(1) in _NAME_JOINER:
        words.pop()
    return words


def _own_part(text: str, pos: int) -> int | None:
    """Where a part written straight after a name from ``pos`` ends ("… Medical School", "… School
    of Medicine"): after its head word only an "of/for X Y" name goes on; None when there is none.

    >>> text = " Medical School Lab Manager"
    >>> text[: _own_part(text, 0)], _own_part(" Lab Manager", 0), _own_part(" School of Widgets Since May", 0)
    (' Medical School', None, 18)
    """
    words = _name_run(text, pos)
    head = next((i for i, w in enumerate(words) if _PART_HEAD.fullmatch(w.group(1))), None)
    if head is None:
        return None
    last = head
    if head + 1 < len(words) and words[head + 1].group(1) in ("of", "for"):
        last = len(words) - 1
    if last == 0:  # a head word alone ("… Lab Manager") names no part
        return None
    return words[last].end()


_PART_HEAD = re.compile(rf"\b{unit_kinds('part_heads', capitalised=True)}\b")


def name_in_context(written: str, context: str | None, gazetteer: OrgGazetteer | None = None) -> str:
    """``written`` run on into the longer name ``context`` writes it as, when the gazetteer knows that
    longer name as another organisation: a campus ("University of Kestrel, Lakeside", "Kestrel
    University in Lakeside") is not the university named without it. A name cut after a joining
    word ("Widget School of") goes on with the capitalised words after it, whatever the gazetteer
    knows, up to a role, a date or a degree word and at most a few words; past an "and" only when the
    gazetteer knows the longer name.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "k", "name": "University of Kestrel"},
    ...                         {"id": "kl", "name": "University of Kestrel, Lakeside"}])
    >>> name_in_context("University of Kestrel", "a PhD from the University of Kestrel, Lakeside, in 2010", g)
    'University of Kestrel, Lakeside'
    >>> name_in_context("University of Kestrel", "a PhD from the University of Kestrel, Oslo, in 2010", g)
    'University of Kestrel'
    >>> name_in_context("Widget School of", "at the Widget School of the University of Kestrel.", g)
    'Widget School of the University of Kestrel'

    A name written straight on into one of its parts is kept whole, as written (the part is still its
    unit): ``"University of Kestrel"`` in "University of Kestrel Medical School, Lakeside" is
    ``"University of Kestrel Medical School"``.
    """
    if not context or not written:
        return written
    text = " ".join(context.split())
    spot = _whole_words_at(written, text)  # whole words only ("UC", not "UCLA")
    if spot is None:
        return written
    at, end = spot
    gaz = gazetteer if gazetteer is not None else org_gazetteer()
    if _DANGLING.search(written):
        words = _name_run(text, end)
        cut = next((i for i, w in enumerate(words) if w.group(1) in ("and", "&")), len(words))
        if cut < len(words) and _match(text[at : words[-1].end()], gaz) is None:
            words = words[:cut]  # "… of Kestrel and Ada Roe": a second name, unless a known one
        return text[at : words[-1].end()] if words else written
    joint = _RUNS_ON.match(text, end)
    alone = _match(written, gaz)
    best, pos = written, joint.end() if joint else len(text)
    for _ in range(4):  # a campus is at most a few words ("College Park", "St. Louis")
        word = _CAPITALISED.match(text, pos)
        if word is None:
            break
        longer = text[at : word.end()]
        found = _match(longer, gaz)
        if found is not None and (alone is None or found.org.id != alone.org.id):
            best = longer
        pos = word.end() + (1 if text[word.end() : word.end() + 1] == " " else 0)
    own = _own_part(text, end) if best == written and alone is not None else None
    if own is not None and alone is not None:
        # "Kestrel Medical School": the written name goes on into one of its parts
        whole = resolve_org(text[at:own], gaz)
        if whole.org_id == alone.org.id and whole.unit:
            best = text[at:own]
    return best


# what joins a part to the organisation written after it: a comma, a dash or middle dot, an opening
# parenthesis ("Intern at Widget Lab (Kestrel University, …)"), or "at (the)" in prose
_HOST_JOINER = re.compile(r"\s*(?:,|[–—·]|\s-|\(|\bat(?:\s+the)?\b)\s*(?=[A-Z])")
# a written name that is a whole employer of its own, never a part of the one named after it
_OWN_EMPLOYER = re.compile(r"\b(?:Universit\w*|Inc|Ltd|LLC|GmbH|Corp(?:oration)?|Company|Co)\b\.?")
_HOST_WORDS = 8  # the most words a host's name is read over ("International Institute of … Hyderabad")


def host_in_context(written: str, context: str | None, gazetteer: OrgGazetteer | None = None) -> str | None:
    """The known organisation ``context`` names right after ``written``, an unknown name that is
    then a part of it ("Department of Zoology at the University of Kestrel", "Vision Lab, KU",
    "Intern at Widget Lab (Kestrel University, Lakeside)"); None when no known name follows, or
    when ``written`` is a university or a company of its own.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "k", "name": "University of Kestrel", "acronyms": ["KU"]}])
    >>> host_in_context("Department of Zoology", "I worked at the Department of Zoology at the University of Kestrel, on", g)
    'University of Kestrel'
    >>> host_in_context("The Vision Institute", "PhD student at The Vision Institute, KU.", g)
    'KU'
    >>> host_in_context("Widget Labs Inc.", "Engineer, Widget Labs Inc., University of Kestrel", g) is None
    True
    """
    if not context or not written or _OWN_EMPLOYER.search(written):
        return None
    text = " ".join(context.split())
    spot = _whole_words_at(written, text)
    joint = _HOST_JOINER.match(text, spot[1]) if spot else None
    if joint is None:
        return None
    gaz = gazetteer if gazetteer is not None else org_gazetteer()
    ends = [m.end() for m in re.finditer(r"[^\s,;()]+", text[joint.end() :])][:_HOST_WORDS]
    for end in reversed(ends):
        name = text[joint.end() : joint.end() + end].rstrip(".")
        found = _match(name, gaz)
        if found is not None and found.rule in _RULES:
            return name
    return None


def _is_word_char(ch: str) -> bool:
    """Whether ``ch`` is what ``\\w`` matches in a str pattern (a letter, digit or "_")."""
    return ch.isalnum() or ch == "_"


def _whole_words_at(written: str, text: str) -> tuple[int, int] | None:
    """Span of the first ``written`` in ``text`` with no word character just before or after it:
    ``re.search(rf"(?<!\\w){re.escape(written)}(?!\\w)", text)`` without building a pattern per call.

    >>> _whole_words_at("UC", "UCLA and UC Davis"), _whole_words_at("UC", "UCLA")
    ((9, 11), None)
    """
    at = text.find(written)
    while at >= 0:
        end = at + len(written)
        if (at == 0 or not _is_word_char(text[at - 1])) and (
            end == len(text) or not _is_word_char(text[end])
        ):
            return at, end
        at = text.find(written, at + 1)
    return None


def _is_place(text: str) -> bool:
    """A known place, or "Town, Region": a short capitalised name before a state or region.

    >>> _is_place("Lakeside, OR"), _is_place("Vision Lab, Ontario"), _is_place("Seattle"), _is_place("Infra, Germany")
    (True, False, True, False)
    """
    if is_place(text):
        return True
    parts = [p.strip() for p in text.split(",")]
    return (
        len(parts) == 2
        and is_region(parts[1])
        and re.fullmatch(r"[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,2}", parts[0]) is not None
        and not _UNIT_WORD.search(parts[0])
        and not _WHOLE_ORG.search(parts[0])
    )


def _names_parent(unit: str, org_id: str, gaz: OrgGazetteer) -> bool:
    """Whether ``unit`` is only the name of an organisation ``org_id`` belongs to ("Gizmo Lab,
    Kestrel University" with the lab a part of the university): the parent is no unit of its part.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "ku", "name": "Kestrel University"},
    ...                         {"id": "gizmo", "name": "Gizmo Lab", "parent": "ku"}])
    >>> _names_parent("Kestrel University", "gizmo", g), _names_parent("Widget Group", "gizmo", g)
    (True, False)
    """
    if org_id not in gaz.orgs:
        return False
    match = _match(unit, gaz)
    return match is not None and match.org in gaz.ancestors(org_id)


def _own_words(unit: str, name: str, written: str) -> bool:
    """Whether ``unit`` only restates the organisation: its acronym in brackets ("Kestrel University
    (KU)"), or the town in its name before a known place ("Kestrel University, Kestrel, Norway").

    >>> _own_words("KU", "Kestrel University", "Kestrel University (KU)")
    True
    >>> _own_words("Kestrel, Norway", "Kestrel University", "Kestrel University, Kestrel, Norway")
    True
    >>> _own_words("Gizmo Lab, Norway", "Kestrel University", "Kestrel University, Gizmo Lab, Norway")
    False
    """
    if re.fullmatch(r"[A-Z][A-Za-z&-]{1,7}", unit) and f"({unit})" in written and unit.upper() == unit:
        return True
    parts = [p.strip() for p in unit.split(",")]
    return len(parts) == 2 and is_place(parts[1]) and normalize_name(parts[0]) in normalize_name(name).split()


def _clean(text: str) -> str:
    text = " ".join(text.replace("**", " ").replace("`", " ").split()).strip("*_ ")
    text = _FIELD_LABEL.sub("", text)
    text = _URL_PAREN.sub(" ", text)
    text = " ".join(text.split()).strip(" ,;:|-–—")
    previous = None
    while previous != text:
        previous = text
        text = _SUFFIX_TAIL.sub("", text).strip(" ,;:|-–—")
    return text


def _tidy_unit(unit: str) -> str | None:
    """``unit`` without the separators around it and without brackets it does not close or open.

    >>> _tidy_unit(", KL-6), Gizmo Lab (GL) and Widget Lab (WL"), _tidy_unit("(Vision Group)")
    ('KL-6, Gizmo Lab (GL) and Widget Lab WL', '(Vision Group)')
    """
    unit = unit.strip(" ,;:|-–—/")
    if unit.count("(") < unit.count(")"):
        unit = unit.rstrip(")").strip()
    if unit.count("(") > unit.count(")"):
        unit = unit.lstrip("(").strip()
    chars, opened = list(unit), []
    for i, ch in enumerate(chars):
        if ch == "(":
            opened.append(i)
        elif ch == ")":
            if opened:
                opened.pop()
            else:
                chars[i] = ""
    for i in opened:
        chars[i] = ""
    unit = " ".join("".join(chars).split()).strip(" ,;:|-–—/")
    return unit or None


def _match(text: str, gaz: OrgGazetteer) -> OrgMatch | None:
    if not text or not re.search(r"[A-Za-z]", text):
        return None
    return gaz.lookup(text)


def _from_match(match: OrgMatch, unit: str | None, written: str, gaz: OrgGazetteer) -> OrgResolution:
    org = match.org
    if unit:
        seps = _separators(unit)
        first = unit[: seps[0].start()] if seps else unit
        inner = _match(first, gaz)
        own_forms = {normalize_name(f) for f in (org.name, *org.aliases, *org.acronyms, *org.former_names)}
        if (inner is not None and inner.org.id == org.id) or normalize_name(first) in own_forms:
            unit = _tidy_unit(unit[len(first) :])
        elif inner is not None and org in gaz.ancestors(inner.org.id):
            org, unit = inner.org, _tidy_unit(unit[len(first) :])
    return OrgResolution(org.id, org.name, unit, _RULES.get(match.rule, match.rule), 1.0, written)


def _separators(text: str) -> list[re.Match[str]]:
    """The separators of ``text``, but not the full stop of a short form ("Calif. State University")."""
    found = []
    for sep in _SEPARATOR.finditer(text):
        if sep.group(0) == "/" and re.search(
            r"(?:^|\W)[A-Z]/[A-Z](?:\W|$)", text[max(0, sep.start() - 2) : sep.end() + 2]
        ):
            continue  # "R/V Kestrel Star", "A/B Testing": a slash between two capital letters writes one word
        if sep.group(0).lstrip().startswith("."):
            word = re.search(
                r"[\w'’]+$", text[: sep.start() + len(sep.group(0)) - len(sep.group(0).lstrip())]
            )
            if word and is_abbreviation(word.group(0) + "."):
                continue
        found.append(sep)
    return found


def _segments(text: str, gaz: OrgGazetteer | None = None) -> list[tuple[int, int]]:
    """Spans of the separator-delimited parts of ``text``; the commas of a list of fields closing
    a name ("Kestrel Institute for Brains, Minds and Widgets") separate nothing, unless the part
    before the list is a name ``gaz`` knows."""
    spans, start = [], 0
    for sep in _separators(text):
        if sep.start() > start:
            spans.append((start, sep.start()))
        start = sep.end()
    if start < len(text):
        spans.append((start, len(text)))
    merged: list[tuple[int, int]] = []
    i = 0
    while i < len(spans):
        end = _list_end(text, spans, i, gaz) if merged else None
        if end is not None:
            merged[-1] = (merged[-1][0], spans[end][1])
            i = end + 1
            continue
        merged.append(spans[i])
        i += 1
    return merged


_FIELD_OF = re.compile(r"\b(?:for|of|in)\s+[A-Z][\w'’-]+$")
_LIST_ITEM = re.compile(r"^(?:(?:and|&)\s+)?[A-Z][\w'’-]+(?:\s+(?:and|&)\s+[A-Z][\w'’-]+)?$")


def _list_end(text: str, spans: list[tuple[int, int]], i: int, gaz: OrgGazetteer | None) -> int | None:
    """The index of the last part of a list of fields that starts at part ``i`` and closes the name
    in part ``i - 1`` ("... for Brains", "Minds and Widgets"), or None when there is none."""
    before = text[spans[i - 1][0] : spans[i - 1][1]]
    if not _FIELD_OF.search(before) or (gaz is not None and gaz.lookup(before) is not None):
        return None
    for j in range(i, min(i + 3, len(spans))):
        item = text[spans[j][0] : spans[j][1]]
        if text[spans[j - 1][1] : spans[j][0]].strip() != "," or not _LIST_ITEM.match(item):
            return None
        if re.search(r"(?:^|\s)(?:and|&)\s", item):
            return j
    return None


def _split(text: str, gaz: OrgGazetteer) -> tuple[OrgMatch, str | None] | None:
    """The organisation part of ``"Org, Unit"``, ``"Unit, Org"`` or ``"Org Unit"`` text, and the unit."""
    segs = _segments(text, gaz)
    for k in range(len(segs) - 1, 0, -1):
        match = _match(text[: segs[k - 1][1]], gaz)
        if match is not None:
            return match, _tidy_unit(text[segs[k][0] :])
    for k in range(1, len(segs)):
        match = _match(text[segs[k][0] :], gaz)
        if match is not None and match.rule == "acronym" and _NAMED.search(text[: segs[k - 1][1]]):
            continue  # "Southern Methodist University (SMU)": the acronym is the written name's own
        if match is not None:
            return match, _tidy_unit(text[: segs[k - 1][1]])
    if not segs:
        return None
    first_end = segs[0][1]
    words = list(_WORDS.finditer(text[:first_end]))
    for m in range(len(words) - 1, 0, -1):
        head = text[: words[m - 1].end()]
        match = _match(head, gaz)
        if match is not None and re.match(r"(?:&|and|of|for)\s", text[words[m].start() :]):
            continue  # "Kestrel College & State University", "Kestrel University of Applied Sciences": longer names
        if match is not None and head[:1].isupper():
            rest = text[words[m].start() : first_end]
            if _longer_name(head, rest, gaz) or _other_campus(match.org, rest, gaz):
                break  # "Kestrel University of the Arts": no shorter known name is its organisation
            return match, _tidy_unit(text[words[m].start() :])
    if (within := _within_named(text[:first_end], gaz)) is not None:
        return within, _tidy_unit(text[first_end:])
    last = segs[-1][0]
    words = list(_WORDS.finditer(text[last:]))
    for m in range(1, len(words)):
        tail, before = text[last + words[m].start() :], text[: last + words[m].start()]
        unit = _UNIT_TAIL.search(before) or _PART_OF_THE.search(before)
        if unit and tail[:1].isupper() and (match := _match(tail, gaz)) is not None:
            return match, _tidy_unit(before[: unit.start()] + before[unit.start() :].split()[0])
    return None


# words that open a name of a whole institution, not of a part: "University of the Arts", a number
_INSTITUTION_HEAD = re.compile(
    r"^(?:Universit\w*|Universidad\w*|Universidade|Universiteit|Hochschule|Polytechnic|"
    r"State\s+Universit\w*|Institute\s+of\s+Technology|\d+[a-z]?|[IVX]*[IV][IVX]*)(?=\s|$)"
)
# "... of Science" in the known name, "Education and Research ..." after it: one list of fields
_FIELD_END = re.compile(r"\b(?:of|for)\s+[A-Z][\w'’-]+$")
_FIELD_LIST = re.compile(r"^[A-Z][\w'’-]+(?:,\s+[A-Z][\w'’-]+)*,?\s+(?:and|&)\s+[A-Z]")


def _longer_name(head: str, rest: str, gaz: OrgGazetteer) -> bool:
    """Whether ``rest``, written straight after the known name ``head``, makes one longer proper name
    with it rather than naming a part of it: it opens with a word of a whole institution or a
    number ("Kestrel University of the Arts", "Université Kestrel 2 Lakeside"), or goes on with the
    list of fields ``head`` ends in ("Kestrel Institute of Science" + "Art and Music"; a field is a
    word many names have and no place: not "University of Kestrel" + "Art and Music").

    >>> g = org_gazetteer()
    >>> _longer_name("Kestrel", "University of the Arts", g), _longer_name("Université Kestrel", "2 Lakeside", g)
    (True, True)
    >>> _longer_name("Kestrel", "State University", g), _longer_name("Kestrel", "Institute of Technology", g)
    (True, True)
    >>> _longer_name("Kestrel Institute of Science", "Art and Music", g), _longer_name("University of Kestrel", "Art and Music", g)
    (True, False)
    >>> _longer_name("Kestrel University", "Medical School", g)
    False
    """
    rest = rest.strip()
    if _INSTITUTION_HEAD.match(rest):
        return True
    field = _FIELD_END.search(head)
    if field is None or not _FIELD_LIST.match(rest):
        return False
    word = field.group(0).split()[-1]
    return gaz.word_count(normalize_name(word)) >= _COMMON_WORD and not is_place(word)


_PLACE_NAME = re.compile(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}")
_CAMPUS_WORD = re.compile(r"\s+campus$", re.IGNORECASE)
# words a campus tail of a name does not have: it is a town ("… Lakeside", "… at Lakeside")
_NOT_TOWN = frozenset(
    {"of", "for", "and", "the", "de", "system", "university", "institute", "college", "group"}
)


def _other_campus(org: Org, part: str, gaz: OrgGazetteer) -> bool:
    """Whether ``part``, a town written after a name of ``org``, names another campus than ``org``:
    the gazetteer knows ``org`` as one campus (one of its names is another plus a town, "Kestrel
    University Northfield"), no name of ``org`` has the written town, and the town is a known city
    (``data/places.yaml``) or one another gazetteer entry of that name has. "Kestrel University,
    Southfield" is then another institution (its own node), and "Kestrel University, Northfield"
    ``org`` itself. A state, a country or a part of the organisation is no campus.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "k", "name": "Kestrel University Northfield", "aliases": ["Kestrel University"]},
    ...                         {"id": "ks", "name": "Kestrel University at Southfield"},
    ...                         {"id": "w", "name": "Widget University"}])
    >>> _other_campus(g.get("k"), "Southfield", g), _other_campus(g.get("k"), "Seattle", g)
    (True, True)
    >>> _other_campus(g.get("k"), "Northfield Campus", g), _other_campus(g.get("k"), "Widgetry", g)
    (False, False)
    >>> _other_campus(g.get("k"), "Ohio", g), _other_campus(g.get("k"), "Vision Lab", g), _other_campus(g.get("w"), "Southfield", g)
    (False, False, False)
    """
    town = _CAMPUS_WORD.sub("", part.strip())
    if (
        not _PLACE_NAME.fullmatch(town)
        or is_region(town)
        or normalize_name(town) in _countries()
        or _UNIT_WORD.search(town)
        or _WHOLE_ORG.search(town)
        or _PART_HEAD.search(town)
    ):
        return False
    forms = [normalize_name(f) for f in (org.name, *org.aliases, *org.former_names)]
    words = set(normalize_name(town).split())
    if any(words <= set(f.split()) for f in forms) or any(
        normalize_name(a) == normalize_name(town) for a in org.acronyms
    ):
        return False
    shorts = {short for short in forms for long in forms if _town_tail(short, long)}
    if not shorts:
        return False
    if is_place(town):
        return True
    # an unknown word is a town only where the gazetteer names another campus with it
    # ("Kestrel University at Southfield"), not a programme or a part ("Kestrel University Widgetry")
    wanted = [set(short.split()) | words for short in shorts]
    # a form that holds a wanted set holds each of its words: look only among the forms with one
    return any(
        need <= form for need in wanted for other, form in gaz.forms_with_word(min(need)) if other != org.id
    )


def _campus(text: str, gaz: OrgGazetteer) -> tuple[str, str | None] | None:
    """``"Known Name, Town"`` (and its unit) when the town is another campus than the known name's
    organisation (:func:`_other_campus`): the name with the town is one organisation of its own."""
    segs = _segments(text, gaz)
    for k in range(len(segs) - 1, 0, -1):
        match = _match(text[: segs[k - 1][1]], gaz)
        if match is None:
            continue
        if not _other_campus(match.org, text[segs[k][0] : segs[k][1]], gaz):
            return None
        return text[: segs[k][1]], (_tidy_unit(text[segs[k + 1][0] :]) if k + 1 < len(segs) else None)
    return None


def _town_tail(short: str, long: str) -> bool:
    """Whether ``long`` is ``short`` with a town after it ("kestrel university at northfield")."""
    if " " not in short or not long.startswith(short + " "):
        return False
    tail = long[len(short) :].split()
    if tail[0] in {"at", "in"}:
        tail = tail[1:]
    return 0 < len(tail) <= 3 and not any(w in _NOT_TOWN or w.isdigit() for w in tail)


def _countries() -> frozenset[str]:
    return _places(("countries",))


def _within_named(text: str, gaz: OrgGazetteer) -> OrgMatch | None:
    """A known part of an organisation written after a form of the organisation it belongs to
    ("KU Gizmo Polar Center", "Kestrel University Gizmo Polar Center"): the part, even when that form alone
    is an acronym several organisations claim, since only one of them is the part's parent.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([
    ...     {"id": "ku", "name": "Kestrel University", "acronyms": ["KU"]},
    ...     {"id": "kinst", "name": "Kansas Institute", "acronyms": ["KU"]},
    ...     {"id": "gizmo", "name": "Gizmo Polar Center", "parent": "ku"}])
    >>> _within_named("KU Gizmo Polar Center", g).org.id
    'gizmo'
    >>> _within_named("KI Gizmo Polar Center", g) is None
    True
    """
    words = list(_WORDS.finditer(text))
    for m in range(1, len(words)):
        tail = text[words[m].start() :]
        match = _match(tail, gaz) if tail[:1].isupper() else None
        if match is None:
            continue
        head = normalize_name(text[: words[m].start()])
        for parent in gaz.ancestors(match.org.id):
            forms = (parent.name, *parent.aliases, *parent.acronyms, *parent.former_names)
            if head in {normalize_name(form) for form in forms}:
                return match
    return None


def _fuzzy(text: str, gaz: OrgGazetteer) -> tuple[OrgMatch, float] | None:
    key = normalize_name(text)
    if len(key) < MIN_FUZZY_CHARS or (" " not in text.strip() and text.strip().isupper()):
        return None
    candidates = gaz.fuzzy_candidates(key)
    found = process.extract(key, candidates, scorer=fuzz.ratio, score_cutoff=FUZZY_PREFILTER, limit=8)
    accepted = [
        (score, cand)
        for cand, score, _ in found
        if is_typo_variant(key, cand) and not _other_name(key, cand, gaz)
    ]
    if not accepted:
        return None
    accepted.sort(key=lambda pair: (-pair[0], pair[1]))
    owners = {gaz.by_key(c)[0].id for s, c in accepted if s == accepted[0][0]}  # type: ignore[index]
    if len(owners) > 1:
        return None
    org, _ = gaz.by_key(accepted[0][1])  # type: ignore[misc]
    return OrgMatch(org, text, "fuzzy"), round(accepted[0][0] / 100, 3)


def _other_name(key: str, candidate: str, gaz: OrgGazetteer) -> bool:
    """Whether the one word ``key`` changes in ``candidate`` makes it another name, not a typo: a
    different first letter (*Taylor* / *Baylor*), a written word that is itself a word of a known
    name (unless the name's word is one most names share, "University"), or, when that word is the
    name's only word of its own, a change a slip of typing does not make (:func:`_name_slip`).
    Fuzzy matching is for slips of typing and reading, which rarely hit a first letter or land on
    a real name, and an invented name is often one letter from a real one (*Heron* / *Hebron*).

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "q", "name": "Quarrow University"}, {"id": "m", "name": "Marlow Institute"}])
    >>> _other_name("parrow university", "quarrow university", g), _other_name("qaurrow university", "quarrow university", g)
    (True, False)
    >>> _other_name("marrow university", "quarrow university", g), _other_name("marlow university", "harlow university", g)
    (True, True)
    >>> _other_name("quarraw university", "quarrow university", g), _other_name("quarow university", "quarrow university", g)
    (True, False)
    >>> g = load_org_gazetteer([{"id": "q", "name": "Quarrow Tidewater University"}])
    >>> _other_name("quarraw tidewater university", "quarrow tidewater university", g)
    False
    """
    a = [w for w in key.split() if w not in ORG_STOP_WORDS]
    b = [w for w in candidate.split() if w not in ORG_STOP_WORDS]
    if len(a) != len(b):
        return False
    diffs = [(x, y) for x, y in zip(a, b, strict=True) if x != y and singular(x) != singular(y)]
    if len(diffs) != 1:
        return False
    written, known = diffs[0]
    if written[:1] != known[:1]:
        return True
    if gaz.word_count(known) >= _COMMON_WORD:
        # a slip in a word most names share ("Universtiy") is a typo even where a listed name has it too
        return False
    if gaz.word_count(written) > 0:
        return True
    # a name with another word of its own written right is found by that word too; where the
    # changed word is the name's only own word, only a plain slip of typing is a typo of it
    own = [w for w in b if w != known and gaz.word_count(w) < _COMMON_WORD and not _KIND_WORD.fullmatch(w)]
    return not own and not _name_slip(written, known)


# a word saying what kind of organisation a name is, which no name has as its own
_KIND_WORD = re.compile(
    r"universit\w*|institut\w*|college|school|academy|polytechnic|technolog\w*|laborator\w*|labs?"
    r"|cent(?:er|re)|foundation|corporation|company|hospital|state|national|research"
)
_SHORT_NAME_WORD = 6  # letters a proper name's word has for a dropped or added letter to be a slip in it


def _name_slip(written: str, known: str) -> bool:
    """Whether ``written`` is a slip of typing in the proper name ``known`` (one edit apart): two
    letters swapped (*Califronia*), a double letter written single or a single one doubled (*Melon*,
    *Massachusets*), or a letter dropped or added in a word of six letters or more (*Princton*,
    *Standford*). One letter changed for another in a proper name makes another name as often as a
    typo (*Dunham* / *Durham*, *Wesley* / *Wexley*), and so does a letter dropped from a short one
    (*Heron* / *Hebron*).

    >>> _name_slip("califronia", "california"), _name_slip("melon", "mellon"), _name_slip("princton", "princeton")
    (True, True, True)
    >>> _name_slip("dunham", "durham"), _name_slip("heron", "hebron")
    (False, False)
    """
    if len(written) == len(known):
        swapped = [i for i, (x, y) in enumerate(zip(written, known, strict=True)) if x != y]
        return len(swapped) == 2 and swapped[1] == swapped[0] + 1 and written[swapped[0]] == known[swapped[1]]
    short, long = sorted((written, known), key=len)
    if len(long) != len(short) + 1:
        return False
    at = next((i for i, (x, y) in enumerate(zip(short, long, strict=False)) if x != y), len(short))
    if long[:at] + long[at + 1 :] != short:
        return False
    doubled = (at > 0 and long[at - 1] == long[at]) or (at + 1 < len(long) and long[at + 1] == long[at])
    return doubled or len(short) >= _SHORT_NAME_WORD


# an organisation owning the part written after it: "Kestrel University's Department of Physics"
_POSSESSIVE = re.compile(r"['’]s\s+(?=[A-Z])")


def _owner_and_part(text: str, gaz: OrgGazetteer) -> OrgResolution | None:
    """The organisation named before ``'s`` and the part of it named after, when the part is a
    unit ("... Lab", "Department of ...") and the owner is a known or whole organisation; "King's
    College" and "Children's Center" name no owner and stay whole.

    >>> res = _owner_and_part("Kestrel University's Department of Physics", org_gazetteer())
    >>> res.name, res.unit
    ('Kestrel University', 'Department of Physics')
    >>> res = _owner_and_part("Kestrel Children's Hospital's Department of Pediatrics", org_gazetteer())
    >>> res.name, res.unit  # the first "'s" names no owner: the next is tried
    ("Kestrel Children's Hospital", 'Department of Pediatrics')
    """
    if not text[:1].isupper() or re.search(r"[,;()]", text):
        return None
    for owned in _POSSESSIVE.finditer(text):
        owner, part = text[: owned.start()], text[owned.end() :]
        if not (_UNIT_WORD.search(part) or _PART_HEAD.match(part)):
            continue
        res = _resolve(owner, gaz)
        if res.minted and not (_WHOLE_ORG.search(owner) or _ACRONYM.fullmatch(owner)):
            continue
        return replace(res, unit=", ".join(u for u in (part, res.unit) if u), written=text)
    return None


# a member college of a federal university written before it; the gazetteer names such colleges
# with the city ("… College London")
_FEDERAL = re.compile(r"([A-Z][^,]{2,60}),\s+(?:the\s+)?University\s+of\s+([A-Z][a-z]+)")


def _resolve(written: str, gaz: OrgGazetteer) -> OrgResolution:
    text = _clean(written)
    if not text:
        return OrgResolution(mint_org_id(written), written.strip(), None, "minted", 1.0, written)
    match = _match(text, gaz)
    if match is not None:
        return _from_match(match, None, written, gaz)
    if (owned := _owner_and_part(text, gaz)) is not None:
        return replace(owned, written=written)
    college = _FEDERAL.fullmatch(text)  # "Kestrel College, University of London": the college itself
    if college and (whole := _match(f"{college.group(1)} {college.group(2)}", gaz)) is not None:
        return _from_match(whole, None, written, gaz)
    if text in gaz.ambiguous_acronyms:
        return OrgResolution(
            mint_org_id(text), text, None, "minted", 1.0, written, gaz.ambiguous_acronyms[text]
        )
    fuzzy = _fuzzy(text, gaz)
    if fuzzy is not None:
        return OrgResolution(fuzzy[0].org.id, fuzzy[0].org.name, None, "fuzzy", fuzzy[1], written)
    if (campus := _campus(text, gaz)) is not None:
        name, unit = campus
        return OrgResolution(mint_org_id(name), name, unit, "minted", 1.0, written)
    split = _split(text, gaz)
    if split is not None:
        return _from_match(split[0], split[1], written, gaz)
    segs = _segments(text, gaz)
    head, unit = text, None
    # parts that can name the organisation: not an acronym in brackets, not the tail of a list
    named = [
        s
        for s in segs
        if not text[: s[0]].rstrip().endswith("(")
        and text[s[0] : s[0] + 1].isupper()
        and not is_place(text[s[0] : s[1]])
    ]
    if len(named) > 1 and _UNIT_HEAD.match(text) and not _UNIT_HEAD.match(text[named[-1][0] :]):
        # "Dept. of X, Some Univ": the organisation is the last part, the first names its unit
        head, unit = text[named[-1][0] : named[-1][1]], _tidy_unit(text[: named[-1][0]])
    elif (
        len(named) == 2
        and named[0] == segs[0]
        and _UNIT_WORD.search(text[: segs[0][1]])
        and (
            _WHOLE_ORG.search(text[named[1][0] : named[1][1]])
            or _ACRONYM.fullmatch(text[named[1][0] : named[1][1]])
        )
        and not _UNIT_WORD.search(text[named[1][0] : named[1][1]])
    ):
        # "Moore Center for Science, Acme International", "Widget Department, KWI": the part first,
        # then the organisation (a whole-organisation word, or an acronym), maybe with its acronym
        # or its place after it
        head, unit = text[named[1][0] : named[1][1]], _tidy_unit(text[: segs[0][1]])
    elif (
        len(named) == 2
        and named[0] == segs[0]
        and _ACRONYM.fullmatch(text[: segs[0][1]])
        and re.search(r"\bUniversit", text[named[1][0] : named[1][1]])
    ):
        # "KCW, The University of Kestrel" (a work name in JSON Resume): the centre's acronym, then
        # the university it belongs to
        head, unit = text[named[1][0] : named[1][1]], text[: segs[0][1]]
    elif len(segs) > 1:
        head, unit = text[: segs[0][1]], _tidy_unit(text[segs[1][0] :])
        fuzzy = _fuzzy(head, gaz)
        if fuzzy is not None:
            res = _from_match(fuzzy[0], unit, written, gaz)
            return OrgResolution(res.org_id, res.name, res.unit, "fuzzy", fuzzy[1], written)
    head = _tidy_unit(head) or head  # "Kestrel Lab (KL": no unbalanced bracket in a name
    ambiguous = gaz.ambiguous_acronyms.get(head, ())
    return OrgResolution(mint_org_id(head), head, unit, "minted", 1.0, written, ambiguous)
