"""The profile owner's name, from the places documents state it, strongest first.

1. front matter / page metadata keys (``name``, ``author``, ``full_name``; HTML ``<title>``,
   ``og:title``, ``author``) — a page title counts only for a piece that reads as a person's name and
   whose words the page repeats ("Jane Doe – Homepage", not "k/ — notes");
2. a labelled line near the top ("Name: Haoran LIN (林浩然)");
3. the title line: the first content line (after "Curriculum Vitae"-style lines and breadcrumbs),
   or a top-level heading near the top ("# Jane Doe — CV", "<h1>Jane Doe, Ph.D.</h1>");
4. a self-introduction near the top ("I'm **Jane Doe**, a …", "My name is Jane Doe.");
5. an export layout where a sidebar comes first: a name line right before a headline with a job
   title ("Jane Doe" / "Research Scientist at X").

A handle, a logo letter or a site title is not a name; nothing found gives ``None``.

>>> from talentgraph.extract.sections import split_lines
>>> name_line(split_lines(["Curriculum vitae", "", "Jane ROE, Ph.D."]), None)
('Jane Roe', 3)
>>> name_line(split_lines(["Name: Haoran LIN (林浩然)   Gender: Male"]), None)[0]
'Haoran Lin'
>>> name_line(split_lines(["K", "Hi! I build tools. Code lives at @kdev."]), {"title": "k/ — notes"})
(None, None)
>>> name_line(split_lines(["jroe.dev", "☾", "", "Jane Roe", "Builder of small tools."]), None)
('Jane Roe', 4)
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from .dates import find_date_ranges
from .fields import has_role, is_location, looks_like_org, role_words, strip_honorifics
from .sections import Line, heading_kind, is_chrome

__all__ = ["as_name", "name_line", "page_title_name", "person_name", "summary_name", "tidy_name"]

# lower-case particles inside a surname: "Ivan de las Heras", "Jan van der Berg", "Ana dos Santos"
_PARTICLE = r"(?:de|del|della|der|den|di|da|das|do|dos|du|la|las|los|le|van|von|ten|ter|zu|bin|ibn|al)"
_NAME = re.compile(
    rf"^(?:Dr\.?\s+|Prof\.?\s+)?[A-ZÀ-Þ][\w'’.-]+(?:\s+(?:{_PARTICLE}\s+){{0,2}}[A-ZÀ-Þ][\w'’.-]*){{1,3}}$"
)
_NAME_STOP = frozenset(
    [
        "about",
        "me",
        "home",
        "welcome",
        "portfolio",
        "cv",
        "resume",
        "résumé",
        "curriculum",
        "vitae",
        "news",
        "blog",
        "contact",
        "projects",
        "page",
        "homepage",
        "website",
        "personal",
        "profile",
        "research",
        "publications",
        "index",
    ]
)
_SUFFIX = re.compile(
    r"(?:,?\s+(?:(?:Ph|PH)\.?\s?D\.?|M\.?D\.?|M\.?S[Cc]\.?|MSc|MBA|D\.?Phil\.?|Jr\.?|Sr\.?|FRS|FREng|P\.?Eng\.?))+\s*$"
)
_DOC_TITLE = re.compile(r"^(?:curriculum\s+vitae|cv|r[ée]sum[ée]|resume|vita|homepage|home)\b\W*$", re.I)
# a document title naming whose document it is: "Resume of Jane Roe", "Curriculum Vitae – Jane Roe"
_SITE_OF = re.compile(
    r"(?:['’]s)?\s+(?:personal\s+|academic\s+|professional\s+)?(?:web\s*site|home\s*page|web\s*page|site|page)\s*$",
    re.I,
)
_DOC_OF = re.compile(r"^(?:curriculum\s+vitae|cv|r[ée]sum[ée]|vita)(?:\s+of\s+|\s*[–—:|-]\s*)(.+)$", re.I)
_TITLE_PIECES = re.compile(r"\s+(?:[|–—:·•-]|::)\s+|\s*[|·•]\s*")  # "Jan Roe :: Blog", "Jan Roe — Engineer"
_BREADCRUMB = re.compile(r"[»›>/]|\s\|\s.*\s\|\s")
#: a cell of contact details after a name on a CV's first line ("Jane Roe | 215-555-0100 | roe.dev"):
#: removed before the line is taken for a breadcrumb ("Home | Research | Jane Roe")
_CONTACT_CELL = re.compile(
    r"\s+\|\s+(?:[+(]?\d[\d\s().-]{6,}\d|\S+@\S+|(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:/\S*)?)(?=\s+\||\s*$)"
)
_LABEL = re.compile(r"^(?:full\s+)?name\s*:\s*(.+?)(?:\s{2,}|\s+\|\s+|\s+\w[\w ]{0,20}:\s|$)", re.I)
# a form's two name fields (a Europass-style CV): "First name(s): Jane" / "Surname: Roe"
# (a table row's cells read "First name: | Jane")
_GIVEN_LABEL = re.compile(r"^(?:first|given|fore)\s*names?(?:\s*\(s\))?\s*(?::\s*\|?|\|)\s*(\w[^|]*)", re.I)
_FAMILY_LABEL = re.compile(
    r"^(?:last\s*names?|surnames?|family\s*names?)(?:\s*\(s\))?\s*(?::\s*\|?|\|)\s*(\w[^|]*)", re.I
)
_INTRO = re.compile(
    r"(?:^|[.!?]\s+|,\s+)(?:I['’]m|I\s+am|[Mm]y\s+name\s+is|[Tt]his\s+is)\s+((?:[A-ZÀ-Þ][\w'’.-]*\s*){2,4})"
    r"(?=[,.;!(]|\s[–—-]\s|\s+\(|\s+(?:and|who)\s|$)"
)


# a greeting that says whose site it is: "Welcome to Jane Roe's personal website."
_WELCOME = re.compile(
    r"\b[Ww]elcome\s+to\s+((?:[A-ZÀ-Þ][\w.-]*\s*){2,4}?)['’]s\s+(?:personal\s+|academic\s+|professional\s+)?"
    r"(?:web\s*site|home\s*page|web\s*page|site|page)\b"
)


def _no_symbols(text: str) -> str:
    """``text`` without emoji and other pictographs ("Hi, I'm Jane Roe 👋" -> "Hi, I'm Jane Roe")."""
    return "".join(
        c for c in text if unicodedata.category(c) not in {"So", "Sk", "Cs"} or c.isalnum()
    ).strip()


_GENERATION = re.compile(r"I{2,3}|IV", re.I)  # "Jr." kin: "II", "III", "IV" (not "Vi", a name)


def _caps(word: str) -> str:
    """An ALL-CAPS name word in title case ("LIN" -> "Lin"), others unchanged; a generation
    suffix stays in capitals ("III")."""
    if word.isupper() and _GENERATION.fullmatch(word):
        return word
    return word.capitalize() if len(word) > 1 and word.isupper() and word.isalpha() else word


def tidy_name(name: str) -> str:
    """A stated owner name without degree suffixes, a generation suffix in capitals.

    >>> tidy_name("Ada Roe, Ph.D."), tidy_name("Bo R. Lind Iii"), tidy_name("Cy Pham MD")
    ('Ada Roe', 'Bo R. Lind III', 'Cy Pham')
    >>> tidy_name("Tran Thi Vi")
    'Tran Thi Vi'
    """
    words = name.split()
    if len(words) > 2 and _GENERATION.fullmatch(words[-1]):
        words[-1] = words[-1].upper()
    tidy = _SUFFIX.sub("", " ".join(words)).strip(" ,")
    return tidy if len(tidy.split()) >= 2 else name


# a line that greets or introduces: its name is the greeting reader's to take ("Hi I'm Ada" gives "Ada")
_SAYS_HELLO = re.compile(r"^(?:I['’]m|I|Hi|Hello|Hey|Howdy)\b", re.I)


_PARENTHESES, _AFTER_SEPARATOR = re.compile(r"\s*\([^)]*\)\s*"), re.compile(r"\s*[|–—-]\s.*$")
# an aside inside a name: a nickname in quotes or brackets, a pronunciation ("Kay “Kal” Roe",
# "Simon (pronounced sea-mon) Roe", nested brackets too)
_INNER_ASIDE = re.compile(r"\s*(?:\([^()]*\)|[“\"‘][\w .-]{1,20}[”\"’](?=\s))")


def without_asides(text: str) -> str:
    """``text`` without the nicknames and asides set inside a name.

    >>> without_asides("Kay “Kal” Roe"), without_asides("I'm Simon (pronounced sea + (mon - key)) Roe.")
    ('Kay Roe', "I'm Simon Roe.")
    """
    for _ in range(3):  # innermost brackets first: an aside may hold another
        text, found = _INNER_ASIDE.subn("", text)
        if not found:
            break
    return text


_LEADING_TITLE = re.compile(r"^(?:Dr\.?|Prof\.?)\s+")


def as_name(text: str) -> str | None:
    """``text`` as a person's name (titles, degree suffixes, a parenthesised script form dropped).

    >>> as_name("Dr. Jane Roe | Homepage"), as_name("Marisol Echeverría, Ph.D."), as_name("Tangible Access Lab")
    ('Jane Roe', 'Marisol Echeverría', None)
    >>> as_name("Lucía de las Fuentes"), as_name("Jan van der Berg"), as_name("Anna von Moos")
    ('Lucía de las Fuentes', 'Jan van der Berg', 'Anna von Moos')
    >>> as_name("I’m Ada — a PhD candidate"), as_name("Hi I'm Ada."), as_name("Courses Taught")
    (None, None, None)
    """
    text = _PARENTHESES.sub(" ", without_asides(_no_symbols(text)))
    text = _AFTER_SEPARATOR.sub("", text).strip(" ,")
    text = strip_honorifics(text)[0]
    text = _SUFFIX.sub("", text).strip(" ,")
    text = " ".join(_caps(w) for w in text.split())
    if not _NAME.match(text) or has_role(text) or looks_like_org(text) or is_location(text):
        return None
    if _SAYS_HELLO.match(text) or heading_kind(text) is not None:
        return None  # "I'm Ada" / "Hi I'm Ada" (the greeting reader's), "Courses Taught" (a section's)
    if any(w.lower() in _NAME_STOP or w.lower() in role_words("name_heading_words") for w in text.split()):
        return None
    if find_date_ranges(text):
        return None
    return _LEADING_TITLE.sub("", text)


def _strict(text: str) -> str | None:
    """A name from a weaker cue: it must also read as a person's name to the people reader."""
    from .people import looks_like_person

    name = as_name(text)
    return name if name and looks_like_person(name) else None


# a title that introduces its owner: "I am Jane Roe", "Hi, I'm Jane Roe!"
_TITLE_INTRO = re.compile(
    r"^(?:(?:hi|hello|hey)\b[\s,!]*)?(?:I\s+am|I['’]m|this\s+is|my\s+name\s+is)\s+", re.I
)


def _from_meta(meta: dict[str, Any], lines: list[Line]) -> str | None:
    """A name the page's metadata states and its body repeats (the surname, or inside a handle or an
    e-mail address: "Jane Roe" and "jroe[at]kent.example")."""
    body = " ".join(ln.text for ln in lines if ln.text)
    handles = _handles(body)
    for key in ("author", "og_title", "title", "pagetitle"):
        value = meta.get(key)
        if not isinstance(value, str):
            continue
        if (whose := _DOC_OF.match(value.strip())) and (name := _strict(whose.group(1))):
            return name  # "Resume – Jane Roe" says whose document it is
        owned = _SITE_OF.sub("", value)  # "Jane Roe's Homepage", "Jane Roe Website"
        value = owned.title() if owned != value and owned.islower() else owned  # "jane roe's website"
        for piece in _TITLE_PIECES.split(value):  # "Jan Roe :: Blog"
            intro = _TITLE_INTRO.match(piece) is not None  # "I am Jane Roe" says whose page it is
            name = _strict(_TITLE_INTRO.sub("", piece).rstrip("!. "))
            surname = name.split()[-1] if name else ""
            if name and (
                intro
                or re.search(rf"(?<!\w){re.escape(surname)}(?!\w)", body, re.I)
                or (len(surname) >= 4 and surname.lower() in handles.lower())
            ):
                return name
    return _profile_card(meta)


def _handles(body: str) -> str:
    """The e-mail addresses, domains and handles of ``body``, space-joined ("jroe[at]kent.example")."""
    return " ".join(w for w in re.findall(r"[\w.\\\[\]@-]+", body) if re.search(r"[@\[\\]|\w\.\w", w))


# a page title that names whose page it is after a label: "About Ada Roe", "personal main page of Ada ROE"
_ABOUT_TITLE = re.compile(r"^About\s+(?!(?:me|us|the|this|my|our)\b)(.+)$", re.I)
_PAGE_OF = re.compile(
    r"\b(?:home\s*page|web\s*site|web\s*page|page|site|blog|portfolio)\s+of\s+(?:Dr\.?\s+|Prof\.?\s+)?(.+)$",
    re.I,
)


def _titled_owner(title: Any, lines: list[Line]) -> str | None:
    """The owner a page's title names after a label: "About Ada Roe", "Homepage of Ada Roe"; a given
    name alone ("About Ada") with the surname the page gives it elsewhere, else alone.

    >>> _titled_owner("About Ada Roe", []), _titled_owner("personal main page of Ada ROE", [])
    ('Ada Roe', 'Ada Roe')
    >>> _titled_owner("About Ada", []), _titled_owner("About Research", []), _titled_owner("About me", [])
    ('Ada', None, None)
    """
    if not isinstance(title, str):
        return None
    from .readme_lines import _completed, _given

    m = _ABOUT_TITLE.match(title.strip()) or _PAGE_OF.search(title.strip())
    rest = m.group(1).strip(" .!") if m else ""
    if not rest:
        return None
    if name := _strict(rest):
        return name
    if re.fullmatch(r"[A-ZÀ-Þ][a-zà-ÿ'’]+", rest) and _given(rest) and not looks_like_org(rest):
        return _completed(rest, lines) or rest
    return None


# a script that declares the owner's name: "export const name = 'Ada Roe';", "var fullName = \"Ada Roe\""
_SCRIPT_NAME = re.compile(
    r"^\s*(?:export\s+)?(?:const|let|var)\s+(?:full_?)?name\s*=\s*[\"'`]([^\"'`]+)[\"'`]", re.I
)
# "My name is Ada roe, …": a surname typed in lower case, the sentence going on after a comma
_NAMED_LOWER = re.compile(r"\b[Mm]y\s+name\s+is\s+([A-ZÀ-Þ][a-zà-ÿ'’-]+\s+[a-zà-ÿ][a-zà-ÿ'’-]{2,})(?=,)")


def _titled_heading(text: str) -> str | None:
    """A top-level heading that is a name, or a name before a comma and a tagline ("# Ada Roe, Maker of
    Maps"); a heading of a lab or a section is none.

    >>> _titled_heading("Ada Roe, The Ghost in the Machine"), _titled_heading("Kestrel Lab, Kestrel University")
    ('Ada Roe', None)
    """
    name = as_name(text)
    if name and _strict(name):
        return name
    head, comma, _ = text.partition(",")
    return _strict(head) if comma else None


def _lower_case_title(top: list[Line], lines: list[Line]) -> tuple[str | None, int | None]:
    """A page title set in lower case ("rory watts" / "curriculum vitae"), taken when the page's
    address or e-mail spells the name too ("rwatts.example", "rory dot watts at …"): lower case alone
    is a site's style, not a name.

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["# ada roe", "curriculum vitae", "- website: https://adaroe.example.io/"])
    >>> _lower_case_title(rows[:2], rows), _lower_case_title(rows[:2], rows[:2])
    (('Ada Roe', 1), (None, None))
    """
    body = " ".join(ln.text for ln in lines if ln.text).lower()
    for ln in top[:2]:
        words = ln.text.split()
        if not (ln.text.islower() and 2 <= len(words) <= 3 and all(w.isalpha() for w in words)):
            continue
        name = _strict(" ".join(w.capitalize() for w in words))
        spelled = "".join(words) in _handles(body) or f"{words[0]} dot {words[-1]}" in body
        if name and spelled:
            return name, ln.no
    return None, None


_SITE_LABEL = re.compile(
    r"^(?:(?:my|personal|academic|professional|official)\s+)?(?:web\s*site|home\s*page|web\s*page|site|page)$",
    re.I,
)


def _page_label(piece: str) -> bool:
    """``piece`` of a page title names the page, not a person: a document or section title, a site
    word or a job title ("Curriculum Vitae", "About me", "Personal Website", "Research Scientist")."""
    return bool(
        _DOC_TITLE.match(piece)
        or _SITE_LABEL.match(piece)
        or heading_kind(piece) is not None
        or has_role(piece)
    )


def page_title_name(meta: dict[str, Any] | None) -> str | None:
    """The person a page's title names beside a label of the page ("Ada Roe - Curriculum Vitae",
    "About me | Ada Roe", "Ada Roe — Research Scientist") or the site's name its header links home with
    (``site_brand``), for a page whose body states no name: the page's own words about whose page it is. A title of one piece, or with words that are
    neither a name nor such a label, names nobody.

    >>> page_title_name({"title": "Ada Roe - Curriculum Vitae"}), page_title_name({"seo_title": "Ada Roe — Data Engineer"})
    ('Ada Roe', 'Ada Roe')
    >>> page_title_name({"title": "Kestrel Lab - Home"}), page_title_name({"title": "Ada Roe"})
    (None, None)
    """
    brand = (meta or {}).get("site_brand")
    if isinstance(brand, str) and (name := _strict(brand)):
        return name  # an HTML page's header links home under its owner's name
    for key in ("title", "seo_title", "og_title", "pagetitle"):
        value = (meta or {}).get(key)
        if not isinstance(value, str):
            continue
        pieces = [p.strip() for p in _TITLE_PIECES.split(value.strip()) if p.strip()]
        names = [name for p in pieces if (name := _strict(p))]
        if len(pieces) >= 2 and len(names) == 1 and sum(map(_page_label, pieces)) == len(pieces) - 1:
            return names[0]
    return None


def _introduced_in_summary(front: dict[str, Any]) -> str | None:
    """The name a front matter's one-line summary introduces its owner by ("excerpt: I'm Ada Roe, a …").

    >>> _introduced_in_summary({"excerpt": "I'm Ada Roe, a PhD student in hydrology."})
    'Ada Roe'
    """
    for key in ("excerpt", "description", "summary"):
        value = front.get(key)
        for m in _INTRO.finditer(without_asides(_no_symbols(value)) if isinstance(value, str) else ""):
            if name := _strict(m.group(1).strip()):
                return name
    return None


def summary_name(text: str) -> str | None:
    """The name a profile's summary opens by introducing its owner with ("Hello, I am Ada, a
    physicist …" gives "Ada"; "I'm Ada Roe, a …" gives "Ada Roe").

    >>> summary_name("Hello, I am Ada, a physicist living in Kobe."), summary_name("I'm Ada Roe, a geologist.")
    ('Ada', 'Ada Roe')
    >>> summary_name("I am passionate about tides.")
    """
    said = without_asides(_no_symbols(re.sub(r"<[^>]+>", " ", text))).lstrip("*_ ")
    for m in _INTRO.finditer(said[:300]):
        if name := _strict(m.group(1).strip()):
            return name
    return _introduced_by_given_name(said, [])


def _titled_first_person(front: dict[str, Any], lines: list[Line]) -> str | None:
    """A page titled with a person's name whose opening speaks in the first person: the owner's page
    ("title: Ada Roe" over "I am a hydrologist at …"). A post is no such page.

    >>> from talentgraph.extract.sections import split_lines
    >>> _titled_first_person({"title": "Ada Roe"}, split_lines(["I am a hydrologist at Kestrel University."]))
    'Ada Roe'
    >>> _titled_first_person({"title": "Ada Roe", "layout": "post"}, split_lines(["I met her in 2019."])) is None
    True
    """
    title = front.get("title")
    if not isinstance(title, str) or str(front.get("layout", "")).lower() in {"post", "posts", "single"}:
        return None
    name = _strict(_SITE_OF.sub("", title))
    opening = [ln.text for ln in lines if ln.text and not ln.skip and not ln.heading][:3]
    return name if name and any(_FIRST_PERSON.search(text) for text in opening) else None


def _profile_card(meta: dict[str, Any]) -> str | None:
    """The name on the first line of an about page's profile card (al-folio's ``profile: address:``,
    "<p>Jane Roe, PhD</p> <p>Room 12</p>").

    >>> _profile_card({"profile": {"address": "<p>Jane Roe, PhD</p> <p>12 Elm St</p>"}})
    'Jane Roe'
    """
    card = meta.get("profile")
    address = card.get("address") if isinstance(card, dict) else None
    if not isinstance(address, str):
        return None
    first = next((p for p in re.split(r"<[^>]+>|\n", address) if p.strip()), "")
    return _strict(first.strip())


def name_line(lines: list[Line], front: dict[str, Any] | None) -> tuple[str | None, int | None]:
    """The owner's name and the line it was read from (``None`` when it comes from metadata)."""
    if front:
        for key in ("name", "author", "full_name", "fullname"):
            value = front.get(key)
            if isinstance(value, str) and as_name(value):
                return as_name(value), None
        title = front.get("title")
        about = front.get("about")
        if (
            (front.get("author_profile") is True or (isinstance(about, dict) and "template" in about))
            and isinstance(title, str)
            and (name := _strict(_SITE_OF.sub("", title)))
        ):
            # an about page that shows its author's card under the author's name (academicpages'
            # author_profile; Quarto's "about:" templates set the page title as the person's name)
            return name, None
        seo = front.get("seo_title")
        # the search-engine title of such a page leads with its author: "Ada Roe — Hydrologist"
        if (
            front.get("author_profile") is True
            and isinstance(seo, str)
            and (name := _strict(_TITLE_PIECES.split(seo.strip())[0]))
        ):
            return name, None
        name = (
            _from_meta(front, lines)
            or _titled_owner(front.get("title"), lines)
            or _introduced_in_summary(front)
            or _titled_first_person(front, lines)
            or _title_intro(front, lines)
        )
        if name:
            return name, None
    content = [ln for ln in lines if ln.text and not ln.skip]
    for ln in content[:15]:
        m = _LABEL.match(ln.text) or _SCRIPT_NAME.match(ln.raw)
        if m and (name := as_name(m.group(1))):
            return name, ln.no
    labelled = _labelled_parts(content[:15])
    if labelled[0]:
        return labelled
    repeated = _repeated_name(content)
    if repeated[0]:
        return repeated
    opening = _opening_intro(content[:4], lines)
    if opening[0]:
        return opening
    shown = [ln for ln in content if not is_chrome(ln.text) and not _LOGO.match(ln.text)]
    for ln in shown[:6]:  # "Prof. Dr. Jane Roe" near the top: a title states a person, not a site
        name = _strict(ln.text)
        if name and not ln.bullet and strip_honorifics(ln.text)[1]:
            return name, ln.no
        if name:
            break  # another name line comes first (a site title): no title settles which is the owner
    top = [ln for ln in shown[:4] if not _DOC_TITLE.match(ln.text)]
    for i, ln in enumerate(top[:3]):
        if ln.heading and ln.kind is not None:
            continue
        if _BREADCRUMB.search(_CONTACT_CELL.sub("", ln.text)) and not ln.heading:
            continue
        if _inside_section(ln, top[:i]):
            continue
        name = as_name(ln.text)
        if (
            name
            and any(x.no < ln.no for x in content if is_chrome(x.text))
            and not _restated(name, lines, ln)
        ):
            continue  # after a skip link or a menu, a lone Title-Case line may be site chrome too
        if name and (ln.heading or i == 0 or all(_BREADCRUMB.search(x.text) for x in top[:i])):
            return name, ln.no
    for ln in content[:10]:
        if ln.heading and ln.raw.lstrip().startswith("# ") and (name := _titled_heading(ln.text)):
            return name, ln.no
    for ln in content[:5]:
        if (whose := _DOC_OF.match(ln.text)) and (name := _strict(whose.group(1))):
            return name, ln.no
    for ln in content[:12]:
        said = without_asides(_no_symbols(ln.text))  # "I am Jo (Yu) Roe", "My name is Jo (pronounced …) Roe"
        for m in [*_INTRO.finditer(said), *_WELCOME.finditer(said), *_NAMED_LOWER.finditer(said)]:
            if name := _strict(
                " ".join(_caps(w) if w.isupper() else w[:1].upper() + w[1:] for w in m.group(1).split())
            ):
                return name, ln.no
    found = _lower_case_title(top, lines)
    found = found if found[0] else _headline_name(lines)
    found = found if found[0] else _bio_name(content)
    return found if found[0] else _card_name(content)


# the page's first sentence introduces its owner by given name: "I'm Ada, a geologist", "Hi! I'm Ada.",
# "My name is Ada, and …" (the name ends where the sentence goes on)
_OPENING_INTRO = re.compile(
    r"^(?i:(?:hi|hello|hey)\b(?:[\s,]+(?:there|all|everyone|folks))?[\s,!]*)?(?:I['’]m|I\s+am|[Mm]y\s+name\s+is)\s+"
    r"([A-ZÀ-Þ][a-zà-ÿ'’]+(?:-[A-ZÀ-Þa-zà-ÿ][a-zà-ÿ'’]+)?)"
    r"(?=\s*[,.;:!]|\s+[–—-]\s|\s+and\b|\s*$)"
)


# a greeting on a line of its own before the introduction: "Hello!", "Hi there!", "Welcome!"
_GREETING_ONLY = re.compile(
    r"^\W*(?:hi|hello|hey|hallo|hola|welcome|greetings)(?:\s+(?:there|all|everyone))?\W*$", re.I
)


def _opening_intro(top: list[Line], lines: list[Line]) -> tuple[str | None, int | None]:
    """The given name the page's opening paragraph introduces its owner by, with the surname the page
    gives it elsewhere ("Ada Roe"), else alone (GUIDE: a page that states only a given name has that
    name).

    >>> from talentgraph.extract.sections import split_lines
    >>> _opening_intro(split_lines(["I’m Ada — a PhD candidate in Geography."]), [])
    ('Ada', 1)
    >>> _opening_intro(split_lines(["Hi! I'm Ada. I study ice.", "", "Ada Roe, 2024"]), split_lines(["Ada Roe, 2024"]))
    ('Ada Roe', 1)
    >>> _opening_intro(split_lines(["Hello there!", "I'm Ada, a geologist."]), [])
    ('Ada', 2)
    >>> _opening_intro(split_lines(["Hi, there! I'm Mei-Ling. I study ice."]), [])
    ('Mei-Ling', 1)
    >>> _opening_intro(split_lines(["I'm Excited to share my work."]), []), _opening_intro(split_lines(["I am Assistant Professor."]), [])
    ((None, None), (None, None))
    """
    first = next((ln for ln in top if not ln.heading and not _GREETING_ONLY.match(ln.text)), None)
    opening = _no_symbols(first.text).lstrip("*_ ") if first is not None else ""
    name = _introduced_by_given_name(opening, lines)
    return (name, first.no) if name and first is not None else (None, None)


def _introduced_by_given_name(text: str, lines: list[Line]) -> str | None:
    """The given name ``text`` (without pictographs and leading emphasis) opens by introducing its
    owner with ("I'm Ada, …", "Hey! My name is Ada"), with the surname ``lines`` give it elsewhere,
    else alone."""
    from .readme_lines import _completed, _given  # readme_lines reads names with this module's helpers

    m = _OPENING_INTRO.match(text)
    if m is None or _given(m.group(1)) is None or looks_like_org(m.group(1)):
        return None
    return _completed(m.group(1), lines) or m.group(1)


def _title_intro(front: dict[str, Any], lines: list[Line]) -> str | None:
    """The given name a page's title introduces its owner by ("title: Hey! My name is Ada"), with the
    surname the page gives it elsewhere, else alone (as for an opening paragraph).

    >>> _title_intro({"title": "Hi, I'm Ada."}, []), _title_intro({"title": "I'm Excited"}, [])
    ('Ada', None)
    """
    title = front.get("title")
    return (
        _introduced_by_given_name(_no_symbols(title).strip("*_ "), lines) if isinstance(title, str) else None
    )


def _labelled_parts(top: list[Line]) -> tuple[str | None, int | None]:
    """A name given in two labelled fields, first name(s) then surname, on neighbouring lines.

    >>> from talentgraph.extract.sections import split_lines
    >>> _labelled_parts([ln for ln in split_lines(["CV", "First name:  Jane", "Surname:  Roe"]) if ln.text])
    ('Jane Roe', 2)
    >>> _labelled_parts([ln for ln in split_lines(["First name: Jane", "Born: 1970"]) if ln.text])
    (None, None)
    """
    for i, ln in enumerate(top[:-1]):
        given = _GIVEN_LABEL.match(ln.text.strip("| "))
        family = _FAMILY_LABEL.match(top[i + 1].text.strip("| "))
        if given and family and (name := as_name(f"{given.group(1).strip()} {family.group(1).strip()}")):
            return name, ln.no
    return None, None


# sections of the owner's entries: an employer printed twice or over a job title there is no owner
_ENTRY_KINDS = frozenset({"experience", "education", "projects", "teaching"})
# ... and sections that list others: a bold card under References or Students is a referee's, a student's
_OTHERS_KINDS = _ENTRY_KINDS | {"people", "other", "publications", "awards", "talks", "service"}

_AFFILIATION_LINE = re.compile(
    r"\b(?:University|Universit\w+|College|Institute|School|Department|Faculty|Laboratory)\b"
)


def _card_name(content: list[Line]) -> tuple[str | None, int | None]:
    """A contact card: a line set wholly in bold that reads as a name, over its department or
    university ("**Jane Roe**" / "School of Biology" / "Kestrel University").

    >>> from talentgraph.extract.sections import split_lines
    >>> _card_name([ln for ln in split_lines(["I study ice.", "", "**Jane Roe**", "School of Biology"]) if ln.text])
    ('Jane Roe', 3)
    >>> _card_name([ln for ln in split_lines(["## References", "**Ada Lane**", "School of Biology"]) if ln.text])
    (None, None)
    """
    for i, ln in enumerate(content):
        if ln.heading or ln.bullet or ln.bold != [ln.text] or ln.kind in _OTHERS_KINDS:
            continue  # (a card under "References" or "Students" is someone else's)
        below = content[i + 1 : i + 3]
        carded = any(_AFFILIATION_LINE.search(x.text) and len(x.text.split()) <= 8 for x in below)
        if carded and (name := _strict(ln.text)):
            return name, ln.no
    return None, None


# a sentence of prose: "My research, in general, has an applied flavor."
_SENTENCE = re.compile(r"^(?:\S+\s+){4,}\S*[.!?]$")


def _inside_section(ln: Line, before: list[Line]) -> bool:
    """``ln`` is an entry of a section, not the page's title line: an item of a named section
    ("Research Interests" / "- Applied Macroeconomics"), or a heading after the page's prose began
    ("My research has an applied flavor." / "## Embedded Systems Security").

    >>> from talentgraph.extract.sections import split_lines
    >>> rows = split_lines(["My work is applied in many ways.", "", "## Embedded Systems", "Text."])
    >>> _inside_section(rows[2], rows[:1]), _inside_section(rows[0], [])
    (True, False)
    """
    if ln.bullet and ln.kind is not None:
        return True
    return ln.heading and any(_SENTENCE.match(x.text) for x in before if not x.heading)


_LOGO = re.compile(r"^(?:[\w-]+(?:\.[\w-]+)+/?|[^A-Za-zÀ-ÿ]{1,3})$")  # a site's domain title, a theme toggle


def _restated(name: str, lines: list[Line], own: Line) -> bool:
    """The page states ``name`` on another line too (a footer's copyright, a bio sentence)."""
    pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.I)
    return any(ln is not own and pattern.search(ln.text) for ln in lines)


_REPEATED_FIRST_WITHIN = 8  # lines: a site title and a page header both stand at the top


def _repeated_name(content: list[Line]) -> tuple[str | None, int | None]:
    """A name line printed twice near the top (a site title over a page header): the owner's name.

    >>> from talentgraph.extract.sections import split_lines
    >>> _repeated_name([ln for ln in split_lines(["Menu", "Jane Roe", "Blog", "", "Jane Roe", "Engineer"])])
    ('Jane Roe', 2)
    >>> _repeated_name([ln for ln in split_lines(["Jane Roe", "Home  Blog", "", "Dr. Jane Roe", "Engineer"])])
    ('Jane Roe', 1)
    >>> _repeated_name([ln for ln in split_lines(["Jane Roe", "Home  Blog", "", "Dr. Jane Moe", "Engineer"])])
    (None, None)
    >>> _repeated_name([ln for ln in split_lines(["## Experience", "### Kestrel Dynamics", "Intern", "### Kestrel Dynamics", "Engineer"])])
    (None, None)
    """
    top = [ln for ln in content[:25] if ln.text and not ln.bullet and ln.kind not in _ENTRY_KINDS]
    # a breadcrumb's last step restated as the page header ("People › Jane Roe" / "Jane Roe")
    crumbs = {_crumb_tail(ln.text) for ln in top[:8]} - {None}
    for ln in top[:10]:
        if ln.text in crumbs and (name := _strict(ln.text)):
            return name, ln.no
    # only a name that first shows among the page's opening lines is its title: "with Ada Roe" captioned
    # twice under photos further down names somebody else
    top = [ln for ln in top if not _page_link(ln.raw)]
    for i, ln in enumerate(top[:_REPEATED_FIRST_WITHIN]):
        if _section_word(ln.text):
            continue  # "Notable Courses" over each degree's list is a label, not a name
        if any(x.text.lower() == ln.text.lower() for x in top[i + 1 :]) and (name := _strict(ln.text)):
            return name, ln.no
    # the same name with a title or degree on one of the lines ("Jane Roe" ... "Dr. Jane Roe")
    forms = [(ln, as_name(ln.text)) for ln in top if len(ln.text.split()) <= 6 and not _section_word(ln.text)]
    opening = {ln.no for ln in top[:_REPEATED_FIRST_WITHIN]}
    for i, (ln, name) in enumerate(forms):
        if ln.no not in opening:
            break
        if name and any(other == name for _, other in forms[i + 1 :]) and _strict(name):
            return name, ln.no
    return None, None


_PAGE_LINK = re.compile(r"\s*(?:#{1,6}\s+)?\[[^\]]+\]\((?!https?:|mailto:|/?\)|#)[^()\s]+\.(?:md|html?)\)\s*")


def _page_link(raw: str) -> bool:
    """A line that is only a link to another page of the site ("[Graph Gallery](gallery.md)"): a menu
    entry, not a name.

    >>> _page_link("### [Photo Gallery](gallery.md)"), _page_link("# [Jane Roe](/)")
    (True, False)
    """
    return _PAGE_LINK.fullmatch(raw) is not None


def _section_word(text: str) -> bool:
    """A word of ``text`` names a section on its own ("Notable Courses", "Selected Talks").

    >>> _section_word("Notable Courses"), _section_word("Jane Roe")
    (True, False)
    """
    from .sections import heading_kind

    return any(heading_kind(w) is not None for w in text.split() if len(w) > 3)


def _crumb_tail(text: str) -> str | None:
    """The last step of a breadcrumb line ("People › Jane Roe" -> "Jane Roe"), else None."""
    parts = re.split(r"\s+[»›>/]\s+", text)
    return parts[-1].strip() if 2 <= len(parts) <= 5 else None


_BIO = re.compile(
    r"^(?:(?:Dr|Prof|Professor)\.?\s+)?((?:[A-ZÀ-Þ][\w'’.-]*\s+){1,3}[A-ZÀ-Þ][\w'’-]+)\s+"
    r"(?:is|was|has\s+been|is\s+currently)\s+(?:(?:an?|the)\s+)?((?:[\w-]+\s+){0,4}[\w-]+)"
)
# the first person in a line: a bio of the owner's own ("I am a curator at …", "My research …"), used by
# :func:`summary_name` for a page's opening lines and :func:`_bio_name` to pass over first-person lines
_FIRST_PERSON = re.compile(r"(?:^|\W)(?:I|I'm|my|me)(?=\W)")


def _bio_name(content: list[Line]) -> tuple[str | None, int | None]:
    """A third-person bio opening the page's first paragraph: "Dr. Jane Roe is an Assistant Professor
    at …" (the page speaks about its owner, so no first person in that paragraph).

    >>> from talentgraph.extract.sections import split_lines
    >>> text = "Dr. Jane Roe is an Associate Professor of Physics at Kent, where she studies ice."
    >>> _bio_name(split_lines(["Bio", text]))
    ('Jane Roe', 2)
    >>> _bio_name(split_lines(["About", "I study ice. " + text]))
    (None, None)
    """
    for ln in content[:40]:
        if ln.heading or ln.bullet or len(ln.text.split()) < 8:
            continue
        m = _BIO.match(ln.text)
        if m and has_role(m.group(2)) and not _FIRST_PERSON.search(ln.text):
            name = _strict(m.group(1))
            return (name, ln.no) if name else (None, None)
        return None, None
    return None, None


def _headline_name(lines: list[Line]) -> tuple[str | None, int | None]:
    """A name line between blank lines' start and a headline with a job title, near the top."""
    for i, ln in enumerate(lines[:80]):
        if (
            not ln.text
            or ln.heading
            or ln.bullet
            or ln.cells
            or (i and lines[i - 1].text)
            or ln.kind in _ENTRY_KINDS
        ):
            continue  # a table's row (its cells read by their column) names no owner, an employer no owner
        nxt = next((x for x in lines[i + 1 : i + 3] if x.text), None)
        if nxt is None or not has_role(nxt.text) or nxt.no != ln.no + 1:
            continue
        if re.search(r"\bat\b|@|\|", nxt.text) and (name := _strict(ln.text)):
            return name, ln.no
    return None, None


# an image's text alternative near the top of a page, and the file it shows: "![Ada Roe](portrait.jpg)",
# '<img src="me.jpg" alt="Ada Roe profile picture">', '![](ada.jpg){fig-alt="Portrait of Ada Roe"}'
_IMAGE = re.compile(
    r"!\[(?P<md>[^\]\n]{3,60})\]\((?P<md_src>[^)\s]*)|<img\b[^>]*|!\[\]\((?P<q_src>[^)\s]*)\)\{[^}]*", re.I
)
_ALT = re.compile(r"\b(?:fig-)?alt\s*=\s*[\"']([^\"'\n]{3,60})[\"']", re.I)
_SRC = re.compile(r"\bsrc\s*=\s*[\"']([^\"'\n]*)[\"']", re.I)
_PORTRAIT = r"(?:profile\s+)?(?:picture|photo(?:graph)?|portrait|headshot|pic|avatar)"
_PORTRAIT_ALT = re.compile(
    rf"^(?:(?:a\s+)?{_PORTRAIT}\s+of\s+(?P<before>.+)|(?P<after>.+?)[\s,'’s-]+{_PORTRAIT})$", re.I
)
_PORTRAIT_FILE = re.compile(
    r"(?:^|[/_.-])(?:portrait|headshot|profile|avatar|me|photo|pic|prof_pic|bio)(?:[_.-]|$)", re.I
)


def portrait_name(raw: list[str], first: int = 40) -> str | None:
    """The name a page's portrait is described by, among its first lines: the owner's picture. The
    text alternative says it is a portrait ("Portrait of Ada Roe") or the file is one ("portrait.jpg").

    >>> portrait_name(["# About", "![Ada Roe](../images/portrait.jpg)", "I study tides."])
    'Ada Roe'
    >>> portrait_name(['![](ada.jpg){fig-alt="Portrait of Ada Roe"}']), portrait_name(['<img src="a.jpg" alt="Ada Roe profile picture">'])
    ('Ada Roe', 'Ada Roe')
    >>> portrait_name(['![Kestrel Lund](assets/kestrel_lund_1869.jpg)']), portrait_name(['![Ada Roe and Bo Lind](me.jpg)'])
    (None, None)
    """
    for line in raw[:first]:
        for m in _IMAGE.finditer(line):
            tag = m.group(0)
            alt = m.group("md") or ((a := _ALT.search(tag)) and a.group(1)) or ""
            src = m.group("md_src") or m.group("q_src") or ((f := _SRC.search(tag)) and f.group(1)) or ""
            said = _PORTRAIT_ALT.match(alt.strip())
            text = (said.group("before") or said.group("after")) if said else alt
            if (said or _PORTRAIT_FILE.search(src.rsplit("/", 1)[-1])) and (name := _strict(text.strip())):
                return name
    return None


def person_name(lines: list[Line], front: dict[str, Any] | None) -> str | None:
    """The name the document states (see the module docstring), or None."""
    return name_line(lines, front)[0]
