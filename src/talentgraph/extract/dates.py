"""One grammar for the dates and date ranges written in profiles.

Single dates keep their precision: ``"2019"``, ``"2019-06"`` or ``"2019-06-01"``. A range's end is
``"present"`` for now/Present/current/today/ongoing, ``since 2020`` or a trailing dash.
A season is its months, northern-hemisphere by default (:data:`SEASON_MONTHS`): "Summer 2018"
alone is 2018-06..2018-08, and a season that starts or ends a range gives its first or last month.

>>> parse_date("Sep 2018"), parse_date("2018/11"), parse_date("09/2022"), parse_date("2019.06")
('2018-09', '2018-11', '2022-09', '2019-06')
>>> parse_date("15/04/2017"), parse_date("01.10.2013"), parse_date("12/31/2020"), parse_date("2013.10.01")
('2017-04', '2013-10', '2020-12', '2013-10')
>>> parse_date("01-02-2022"), parse_date("4-15-2026")  # hyphens too: a day, not a span of months
('2022-02', '2026-04')
>>> parse_date("März 2019"), parse_date("juillet 2018"), parse_date("enero de 2020")
('2019-03', '2018-07', '2020-01')
>>> [(r.start, r.end) for r in find_date_ranges("Intern | May 2025 – Aug 2025 | Sunnyvale, CA")]
[('2025-05', '2025-08')]
>>> [(r.start, r.end) for r in find_date_ranges("2021 - now | I am a student; since 2019; Summer 2018")]
[('2021', 'present'), ('2019', 'present'), ('2018-06', '2018-08')]
>>> [(r.start, r.end) for r in find_date_ranges("2016 (March-May), Intern")]
[('2016-03', '2016-05')]
>>> [(r.start, r.end) for r in find_date_ranges("Research Intern (4/18 – 9/18); 11/19 – present; 3/4 cup")]
[('2018-04', '2018-09'), ('2019-11', 'present')]
>>> [(r.start, r.end) for r in find_date_ranges("thesis on widget trade, 1890-1990, at Kestrel University (2014)")]
[('2014', None)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from itertools import pairwise

__all__ = [
    "SEASON_MONTHS",
    "SEASON_WORD",
    "DateRange",
    "find_date_ranges",
    "parse_date",
    "yearly_span",
]

#: first and last month of each season (northern hemisphere; winter is the January–February of
#: the year written, so a season never leaves its year)
SEASON_MONTHS = {"spring": (3, 5), "summer": (6, 8), "fall": (9, 11), "autumn": (9, 11), "winter": (1, 2)}

_MONTHS = {
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}  # fmt: skip
# The full month names of German, French, Spanish, Italian, Dutch and Portuguese CVs ("März 2019",
# "juillet 2018", "enero de 2020"); names that are also common words or names ("Mars", "Mai",
# "Mayo", "Mei") are left out.
_FOREIGN_MONTHS = {
    "januar": 1, "janvier": 1, "enero": 1, "gennaio": 1, "januari": 1, "janeiro": 1,
    "februar": 2, "février": 2, "febrero": 2, "febbraio": 2, "februari": 2, "fevereiro": 2,
    "märz": 3, "marzo": 3, "maart": 3, "março": 3,
    "avril": 4, "abril": 4, "aprile": 4,
    "maggio": 5,
    "juni": 6, "juin": 6, "junio": 6, "giugno": 6, "junho": 6,
    "juli": 7, "juillet": 7, "julio": 7, "luglio": 7, "julho": 7,
    "août": 8, "agosto": 8, "augustus": 8,
    "septembre": 9, "septiembre": 9, "setiembre": 9, "settembre": 9, "setembro": 9,
    "oktober": 10, "octobre": 10, "octubre": 10, "ottobre": 10, "outubro": 10,
    "novembre": 11, "noviembre": 11, "novembro": 11,
    "dezember": 12, "décembre": 12, "diciembre": 12, "dicembre": 12, "dezembro": 12,
    # their usual abbreviations ("janv. 2019", "ene. 2020", "Okt. 2018"); those that are English
    # words or names ("set", "gen", "mai") are left out
    "janv": 1, "ene": 1, "févr": 2, "fév": 2, "mrz": 3, "avr": 4, "abr": 4, "juil": 7,
    "ago": 8, "okt": 10, "déc": 12, "dic": 12, "dez": 12,
}  # fmt: skip
_MONTHS.update(_FOREIGN_MONTHS)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|"
    + "|".join(sorted(_FOREIGN_MONTHS, key=len, reverse=True))
    + ")"
)
_YEAR = r"(?:19[5-9]\d|20[0-3]\d)"
_MM = r"(?:1[0-2]|0?[1-9])"
_DD = r"(?:3[01]|[12]\d|0?[1-9])"
# a term's season, also as registrars and CVs abbreviate it ("Sp 2021", "FA 2023", "2022 Su.")
# (after a comma "WI" and "SP" are a place's state: "Madison, WI 2019", "São Paulo, SP 2020")
_SEASON = r"(?:spring|summer|fall|autumn|winter|(?:spr|sum|aut|win|su|fa|(?<!,\s)(?:sp|wi))\b\.?)"
_SEASON_ABBREVIATIONS = {
    "sp": "spring",
    "spr": "spring",
    "su": "summer",
    "sum": "summer",
    "fa": "fall",
    "aut": "autumn",
}
_SEASON_ABBREVIATIONS |= {"wi": "winter", "win": "winter"}
#: a season word, whole or abbreviated, as a term list writes it ("Fall", "Sp.", "FA")
SEASON_WORD = re.compile(rf"(?<![\w]){_SEASON}(?![\w])", re.I)
# "Fall Semester 2019", "2019 Spring term": a season named as a teaching period is the season
# (written after its year only before a separator or the line end: "2019 Fall Meeting" is an event)
_TERM = r"(?:semester|term|quarter)"
# the apostrophe of a short year ("Sep '19"), straight or as typesetting curls it ("Sep ’19")
_APOS = r"['’‘]"

# "4/18 – 9/18", "4/18 to 9/18", "4/18 -- present", US "8/25/16 – 6/1/18" (its day dropped): the
# separator of a month/short-year range (that form is read only as the start of a range; its end is
# read after the start, see _SHORT_MY_END)
_SHORT_SEP = r"\s*(?:[-–—~]+|to|until|till|through)\s*"

# Alternatives of one date, most specific first; every group name says what it captures.
_DATE = re.compile(
    rf"""(?<![\w/.])(?:
        (?P<iy>{_YEAR})-(?P<im>{_MM})-(?P<id>{_DD})(?![\d])
      | (?:(?<![^\W\d_]\s)|(?=\d{{4}}(?:/|\.\d\d\.\d\d(?!\d))))(?P<ry>{_YEAR})(?P<rsep>[/.])(?P<rm>{_MM})(?P=rsep)(?P<rd>{_DD})(?![\d])(?![/.]\d)
      | (?P<da>\d{{1,2}})(?P<dsep>[/.-])(?P<db>\d{{1,2}})(?P=dsep)(?P<dy>{_YEAR})(?!\d)
      | (?P<ymy>{_YEAR})(?P<yms>[/.])(?P<ymm>{_MM})(?!\d)(?![/.]\d)
      | (?P<ymy2>{_YEAR})-(?P<ymm2>0[1-9]|1[0-2])(?![\d/.])
      | (?P<mym>{_MM})[/.-](?P<myy>{_YEAR})(?!\d)
      | (?P<rsm>{_MM})/(?:{_DD}/)?(?P<rsy>\d\d)(?![\d/])(?={_SHORT_SEP}(?:{_MM}/(?:{_DD}/)?\d\d(?![\d/])|(?:present|now|current|today|ongoing)\b))
      | (?:(?P<nd>{_DD})(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?P<mn>{_MONTH})\.?(?:\s+(?P<nd2>{_DD})(?:st|nd|rd|th)?)?(?:,?\s*(?:de\s+)?|/|-){_APOS}?(?P<ny>{_YEAR}|{_APOS}\d\d)(?!\d)
      | (?P<cy>{_YEAR})\s*年\s*(?P<cm>{_MM})\s*月
      | (?P<season>{_SEASON})(?:\s+{_TERM})?(?:\s+of)?,?\s+(?P<sy>{_YEAR}|{_APOS}\d\d)(?!\d)
      | (?P<ysy>{_YEAR}),?\s+(?P<yss>{_SEASON})(?:\s+{_TERM})?(?=\s*(?:$|[,;:|()\[\]–—-]|\s\s|\t))
      | (?P<yny>{_YEAR}),?\s+(?P<ynm>{_MONTH})\.?(?![\w])(?!\.?\s*[-–—]\s*{_MONTH}\b)
      | (?P<y>{_YEAR})(?![\d])
    )""",
    re.I | re.X,
)
_PRESENT = re.compile(
    r"(?<![\w])(?:(?:till|until|up\s+to)\s+)?(?:present|pres(?:\.|(?=\s*[)\]|,;]|\s*$))|now|current(?:ly)?|today|ongoing|continuing|to\s+date|date"
    # the same in other languages' CVs ("2019 – heute", "2020 – presente", "2018 – aujourd'hui")
    r"|heute|jetzt|présent|aujourd['’]hui|à\s+ce\s+jour|presente|actualidad|a\s+la\s+fecha|atual|oggi|heden"
    # "currently" of the same languages ("2019 – actualmente"), and the Chinese, Japanese and Korean
    # words ("2019.09 – 至今", "2019年4月〜現在", "2019.03 ~ 현재")
    r"|actualmente|atualmente|actuellement|attualmente|至今|现在|現在|今|현재)(?![\w])",
    re.I,
)
# "2019年9月至今": "until now" written straight after the start, with no separator
_UNTIL_NOW = re.compile(r"\s*(?:至今|迄今)")
# (also "bis", "à", "al" of other languages' CVs; "2019 – expected 2021": a degree's expected end)
_SEP = re.compile(
    r"\s*(?:[-–—~～〜]+>?|[→⟶➔➜⇒]|\.{2,3}|to:?|until|till|through|thru|(?:bis|à|al)(?![\w]))\s*"
    r"(?:(?:expected|exp\.|anticipated)\s*)?",
    re.I,
)
# "May 2023 : Aug 2022", "2021 : 2019": a spaced colon between two dates, in the layout that writes
# the end first (a colon never joins the two ends of a range written start-first, so it is turned)
_COLON_SEP = re.compile(r"\s+:\s+")
# "Present – Mar 2020", "now : 2019": the open end written first, then the start
_PRESENT_FIRST = re.compile(
    r"(?:^|(?<=[\s(\[|*•·]))(?:present|now|current|ongoing|today)\s*(?:[-–—]+|\s:)\s*$", re.I
)
# "2021 –" at the end, before a column bar, a colon or a wide gap: an interval still open
# (or before a row of leader dots "2017 – · · ·")
# "2021–\tWidget Lab", "2021— Widget Lab": a tab after the dash, or an en/em dash that clings to its
# year with a space after it (a separator is spaced on both sides or on neither), is still an open
# end; a clinging hyphen ("2018.05- Widget") is left alone: PDFs break ranges there
_TRAILING_DASH = re.compile(r"(?:\s*[-–—]+\s*(?:$|[|,;:)\]]|\s{2,}|\t|&nbsp;|(?:[·.]\s*){3})|[–—]+(?=\s))")
# "2024-?", "Sep 2024 – ?": an end left as a question mark, the same open end as a trailing dash
_UNKNOWN_END = re.compile(r"\s*[-–—]+\s*\?+(?![\w?])")
_SINCE = re.compile(r"(?<![\w])(?:since|from|seit|depuis|desde|dal|sinds):?\s+$", re.I)
_NUMBER_SPAN = re.compile(r"(?<![\w/.,-])(?P<m1>1[0-2]|0?[1-9])\s*[-–—]\s*$")
_MONTH_SPAN = re.compile(rf"(?<![\w])(?P<mn>{_MONTH})\.?\s*(?:[-–—]|to)\s*$", re.I)
# "2015-16", "2015/16", "2023.24", "2019/2020": an academic year or a short range written after a
# year; two digits that cannot be a month (13–99) and a later year, or the full next years
# "2004--07": LaTeX's double dash never opens a month, so any two digits end the range
# "2013 - 17", "2003–07": a spaced dash or an en/em dash never opens a month (ISO months take a bare
# hyphen), so any two digits after one end the range too, unless a noun follows them ("2019 - 25 students")
# "Lab demonstrator, 1987-89.": a period that closes the sentence still ends the range ("2015-16.3" does not)
_SHORT_END = re.compile(
    rf"(?:--(?P<dd>\d\d)|(?:\s+[-–—]\s*(?P<sd>\d\d)|[–—]\s*(?P<ed>\d\d))(?!\s+[a-z])|[-–—/.](?P<yy>1[3-9]|[2-9]\d)"
    rf"|\s*/\s*(?P<yyyy>{_YEAR}))(?![\w/-]|\.[\w/.-])"
)
# "2011 Feb.-Dec.", "2019 Jun – Aug": a year, then the months it ran
# "2017 (June-October)": the months in parentheses
_MONTHS_AFTER = re.compile(
    rf"\s+(?P<p>\()?(?P<m1>{_MONTH})\.?\s*[-–—]\s*(?P<m2>{_MONTH})\.?(?![\w])(?(p)\))", re.I
)
# "2019 (ongoing)", "2019 onwards", "2024 +": a start with nothing after it but a word for "since"
_OPEN_END = re.compile(
    r"\s*(?:\(\s*(?:ongoing|present|current|now)\s*\)|onwards?\b|\+(?!\s*\d)(?![\w+]))", re.I
)
_DIGIT = re.compile(r"\d")
# (a name with a web suffix is tried from its word's first character only, and reads it lazily: the
# same spans as "\S+\.com\S*", without retrying every character of a long unspaced run)
_URL = re.compile(r"(?:https?://|www\.)\S+|(?<!\S)\S+?\.(?:com|org|net|edu|io|pdf)\S*|arxiv:\S+", re.I)


@dataclass(frozen=True)
class DateRange:
    """A date or an interval found in a text; ``start_pos:end_pos`` is its span in that text.

    ``end`` is ``None`` for a single date, ``"present"`` for an open interval. A lone season is a
    single date (``is_range`` is False: it is written like one) that spans its months.
    """

    start: str | None
    end: str | None
    start_pos: int
    end_pos: int
    text: str
    season: bool = False

    @property
    def is_range(self) -> bool:
        return self.end is not None and not self.season

    @property
    def backwards(self) -> bool:
        """True when the end precedes the start (as written); such intervals are kept, not fixed."""
        if not self.start or not self.end or self.end == "present":
            return False
        n = min(len(self.start), len(self.end))
        return self.end[:n] < self.start[:n]


# a two-digit year ("Sep '98") later than next year's is of the last century
_CENTURY_TURN = date.today().year % 100 + 1


def _year(text: str) -> str:
    text = text.strip("'’‘")
    if len(text) == 4:
        return text
    return f"19{text}" if int(text) > _CENTURY_TURN else f"20{text}"


def _value(m: re.Match[str], last: bool = False) -> str:
    """The date matched; a season gives its first month (its ``last`` month at a range's end)."""
    g = m.groupdict()
    if g["iy"]:
        return f"{g['iy']}-{int(g['im']):02d}-{int(g['id']):02d}"
    if g["ry"]:
        return f"{g['ry']}-{int(g['rm']):02d}"  # "2024.11.14", "2024/11/14": the same, year first
    if g["da"]:
        # day-precise "DD/MM/YYYY", "DD.MM.YYYY" or "DD-MM-YYYY" (or US "MM/DD/YYYY" when the first
        # number cannot be a month) is cut to the month: the day of a CV interval is noise
        a, b = int(g["da"]), int(g["db"])
        month = a if a <= 12 < b else b
        return f"{g['dy']}-{month:02d}"
    if g["ymy"]:
        return f"{g['ymy']}-{int(g['ymm']):02d}"
    if g["cy"]:
        return f"{g['cy']}-{int(g['cm']):02d}"  # "2019年4月"
    if g["ymy2"]:
        return f"{g['ymy2']}-{int(g['ymm2']):02d}"
    if g["mym"]:
        return f"{g['myy']}-{int(g['mym']):02d}"
    if g["rsm"]:
        # "4/18 – 9/18": a month and a short year, read only as the start of a range (not "3/4 cup")
        return f"{_year(g['rsy'])}-{int(g['rsm']):02d}"
    if g["mn"]:
        month = _MONTHS[g["mn"].lower()]
        day = g["nd"] or g["nd2"]
        base = f"{_year(g['ny'])}-{month:02d}"
        return f"{base}-{int(day):02d}" if day else base
    if g["yny"]:
        return f"{g['yny']}-{_MONTHS[g['ynm'].lower()]:02d}"  # "2019 Sep": the year written first
    if g["season"] or g["yss"]:
        first, final = SEASON_MONTHS[_season_name(g["season"] or g["yss"])]
        return f"{_year(g['sy'] or g['ysy'])}-{final if last else first:02d}"
    return g["y"]


def _season_name(written: str) -> str:
    """The season a written season word names ("Fall", "FA", "Su." -> "fall", "fall", "summer")."""
    word = written.lower().rstrip(".")
    return _SEASON_ABBREVIATIONS.get(word, word)


def _value_short(m: re.Match[str]) -> str:
    """The month/short-year end of a range ("– 9/18" → 2018-09)."""
    return f"{_year(m.group('ey'))}-{int(m.group('em')):02d}"


def _masked(text: str) -> str:
    """``text`` with URLs blanked out (same length), so years inside links are not dates."""
    return _URL.sub(lambda m: " " * len(m.group()), text)


def parse_date(text: str) -> str | None:
    """The first date in ``text`` as ``YYYY``/``YYYY-MM``/``YYYY-MM-DD``, or ``"present"``.

    >>> parse_date("November 2018"), parse_date("now"), parse_date("no date here")
    ('2018-11', 'present', None)
    """
    m = _DATE.search(_masked(text))
    if m:
        return _value(m)
    if _PRESENT.fullmatch(text.strip()):
        return "present"
    return None


def _short_end(masked: str, m: re.Match[str]) -> tuple[str, int] | None:
    """The end year (and where it stops) a year's short continuation states ("2015-16" → 2016).

    >>> [_short_end(t, _DATE.search(t)) for t in ("2015-16", "2023.24", "2019/2020", "2011-12", "2019/18")]
    [('2016', 7), ('2024', 7), ('2020', 9), None, None]
    >>> _short_end("2002--04", _DATE.search("2002--04")), _short_end("1998--01", _DATE.search("1998--01"))
    (('2004', 8), ('2001', 8))
    >>> _short_end("2008 - 12", _DATE.search("2008 - 12")), _short_end("1999–03", _DATE.search("1999–03"))
    (('2012', 9), ('2003', 7))
    """
    short = _SHORT_END.match(masked, m.end())
    if short is None:
        return None
    start, yy = (
        int(m.group("y")),
        short.group("yy") or short.group("dd") or short.group("sd") or short.group("ed"),
    )
    end = int(short.group("yyyy")) if yy is None else start - start % 100 + int(yy)
    if (short.group("dd") or short.group("sd") or short.group("ed")) and end < start:
        end += 100  # "1997--00": the next century
    return (str(end), short.end()) if 0 < end - start <= 9 else None


# "4/18 – 9/18", "Dec 2017 – 4/18", "04/2018 to 09/18", "– 8/25/16": a month/short-year end after a dated start
_SHORT_MY_END = re.compile(rf"{_SHORT_SEP}(?P<em>{_MM})/(?:{_DD}/)?(?P<ey>\d\d)(?![\d/])", re.I)
# "score 3/10 – 7/10", "rated 9/10 - 10/10": a score word up to three words before a month/short-year
# pair makes it a score, not a range
_SCORE_BEFORE = re.compile(
    r"(?<![\w])(?:score[ds]?|ratings?|rated|ratio|out\s+of|grades?|gpa)(?:\W+\w+){0,3}\W*$", re.I
)
# how far back the patterns that end at a date ("since ", "1890-", "Sep – ") look: a line's
# dates are each checked once, so a long line stays linear
_LOOKBACK = 200
# "06.2025 09.2025", "Jun 2019  Aug 2020" at a line's end: a PDF date column whose dash was lost; two
# month dates side by side with only spaces between and nothing after them are a range's two ends
_COLUMN_GAP = re.compile(r"[ \t]+")
_COLUMN_END = re.compile(r"\s*$")
# a year before any career ("1890-", "1848–") opening a range: the range is a historical period
_HISTORIC_START = re.compile(r"(?<![\w/.])1[0-8]\d\d\s*[-–—]+\s*$")
_LINE_LEAD = re.compile(r"[ \t\-*•·|]*")
_YEAR_LIST = re.compile(rf"(?:\s*,\s*{_YEAR}(?![\d/.-]|,?\s*{_MONTH}))+", re.I)


def _year_run(masked: str, m: re.Match[str], start: str) -> tuple[str, int] | None:
    """The end (and where it stops) of a run of consecutive years listed after a date that leads its
    line ("2019, 2020, 2021: Tutor", "May 2002, 2003, 2004: …"): a post held each year of the run, read
    as one interval. A run after a name ("Widget Conference 2019, 2020") lists events, not a post.

    >>> t = "May 2002, 2003, 2004: Visiting Scholar"
    >>> _year_run(t, _DATE.search(t), "2002-05"), _year_run("2019, 2021", _DATE.search("2019, 2021"), "2019")
    (('2004-05', 20), None)
    >>> _year_run("WidgetConf 2019, 2020", _DATE.search("WidgetConf 2019, 2020"), "2019") is None
    True
    """
    if not _LINE_LEAD.fullmatch(masked, 0, m.start()):
        return None
    run = _YEAR_LIST.match(masked, m.end())
    if run is None or not (m.group("y") or (m.group("mn") and not (m.group("nd") or m.group("nd2")))):
        return None
    years = [int(y) for y in re.findall(r"\d{4}", run.group())]
    if years != list(range(int(start[:4]) + 1, int(start[:4]) + 1 + len(years))):
        return None
    return f"{years[-1]}{start[4:]}", run.end()


def find_date_ranges(text: str) -> list[DateRange]:
    """All dates and intervals in ``text``, in order, each with its span.

    >>> r = find_date_ranges("Jan 2024 – May 2024 | West Lafayette, IN")[0]
    >>> r.start, r.end, r.text
    ('2024-01', '2024-05', 'Jan 2024 – May 2024')
    >>> find_date_ranges("09/2023 - 02/2023")[0].backwards
    True

    The passes of an extraction ask about the same lines many times (~60 calls a CV, ~10 texts), so
    each text's answer is kept (a bounded cache; ``DateRange`` is frozen, each call gets a new list).
    """
    if not _DIGIT.search(text):
        return []  # every date form holds a digit: most lines hold none
    return list(_date_ranges(text))


@lru_cache(maxsize=1024)
def _date_ranges(text: str) -> tuple[DateRange, ...]:
    masked = _masked(text)
    dates = list(_DATE.finditer(masked))
    found: list[DateRange] = []
    i = 0
    while i < len(dates):
        m = dates[i]
        back = max(0, m.start() - _LOOKBACK)
        if _HISTORIC_START.search(masked, max(0, m.start() - 40), m.start()):
            i += 1  # "Widget Making, 1890-1990": a period studied, not the start or end of a post
            continue
        start, begin, stop = _value(m), m.start(), m.end()
        end: str | None = None
        nxt = dates[i + 1] if i + 1 < len(dates) else None
        my_end = _SHORT_MY_END.match(masked, stop) if len(start) >= 7 else None
        if m.group("rsm") and (
            _SCORE_BEFORE.search(masked, max(0, begin - 60), begin)
            or (my_end and my_end.group("ey") == m.group("rsy") == "10" and my_end.group("em") == "10")
        ):
            i += 1  # "score 3/10 – 7/10", "9/10 – 10/10": a score, not a range
            continue
        if my_end and (m.group("rsm") or not DateRange(start, _value_short(my_end), 0, 0, "").backwards):
            end, stop = _value_short(my_end), my_end.end()
            while i + 1 < len(dates) and dates[i + 1].start() < stop:
                i += 1  # "4/18 – 9/18 – …": the end is no next start
        elif nxt is not None and _SEP.fullmatch(masked[stop : nxt.start()]):
            end, stop = _value(nxt, last=True), nxt.end()
            i += 1
        elif nxt is not None and _COLON_SEP.fullmatch(masked[stop : nxt.start()]):
            end, stop = _value(nxt, last=True), nxt.end()
            i += 1
            if DateRange(start, end, 0, 0, "").backwards:
                start, end = _value(nxt), _value(m, last=True)
        elif nxt is not None and _column_pair(masked, m, nxt):
            end, stop = _value(nxt), nxt.end()
            i += 1
        elif (first := _PRESENT_FIRST.search(masked, back, begin)) and (
            not found or found[-1].end_pos <= first.start()
        ):
            end, begin = "present", first.start()
        else:
            sep = _SEP.match(masked, stop)
            present = (_PRESENT.match(masked, sep.end()) if sep else None) or _UNTIL_NOW.match(masked, stop)
            if present:
                end, stop = "present", present.end()
            elif unknown := _UNKNOWN_END.match(masked, stop):
                end, stop = "present", unknown.end()
            elif _TRAILING_DASH.match(masked, stop):
                end = "present"
                stop += len(masked[stop:]) - len(masked[stop:].lstrip(" \t-–—"))
            elif m.group("y") and (months := _MONTHS_AFTER.match(masked, stop)):
                start = f"{start}-{_MONTHS[months.group('m1').lower()]:02d}"
                end, stop = f"{m.group('y')}-{_MONTHS[months.group('m2').lower()]:02d}", months.end()
            elif m.group("y") and (short := _short_end(masked, m)) is not None:
                end, stop = short
                while i + 1 < len(dates) and dates[i + 1].start() < stop:
                    i += 1  # "2019 / 2020": the second year is this range's end
            elif (run := _year_run(masked, m, start)) is not None:
                end, stop = run
                while i + 1 < len(dates) and dates[i + 1].start() < stop:
                    i += 1  # "2019, 2020": the listed years are this range's end
            elif _OPEN_END.match(masked, stop):
                end, stop = "present", _OPEN_END.match(masked, stop).end()  # type: ignore[union-attr]
            else:
                since = _SINCE.search(masked, back, begin)
                shared = _MONTH_SPAN.search(masked, back, begin) if m.group("mn") else None
                numeric = _NUMBER_SPAN.search(masked, back, begin) if m.group("mym") else None
                if since and not _SEP.match(masked, stop):
                    # not "from May 2014 to": an end that follows (perhaps on the next line) is no "since"
                    end, begin = "present", since.start()
                elif shared and (not found or found[-1].end_pos <= shared.start()):
                    # "Sep – Dec 2019": the bare first month shares the second one's year.
                    end, begin = start, shared.start()
                    start = f"{start[:4]}-{_MONTHS[shared.group('mn').lower()]:02d}"
                elif numeric and int(numeric.group("m1")) < int(m.group("mym")):
                    end, begin = start, numeric.start()  # "8–12/2009": the same, in numbers
                    start = f"{start[:4]}-{int(numeric.group('m1')):02d}"
                elif m.group("season") or m.group("yss"):
                    end = _value(m, last=True)
        lone_season = bool(m.group("season") or m.group("yss")) and stop == m.end() and end is not None
        found.append(DateRange(start, end, begin, stop, text[begin:stop], lone_season))
        i += 1
    return tuple(found)


def _month_precise(m: re.Match[str]) -> bool:
    """The date is a month of a year, written with no day ("06.2025", "2025/06", "Jun 2025")."""
    g = m.groupdict()
    return bool(g["ymy"] or g["ymy2"] or g["mym"] or (g["mn"] and not (g["nd"] or g["nd2"])))


def _column_pair(masked: str, m: re.Match[str], nxt: re.Match[str]) -> bool:
    """Whether two month dates, spaced apart at the end of a line, are one range whose dash a PDF
    column lost ("Research Intern | Example Labs    06.2025 09.2025"): no other date before them,
    the second not before the first and within ten years of it.

    >>> t = "Intern | Example Labs    06.2025 09.2025"
    >>> _column_pair(t, *_DATE.finditer(t)), _column_pair("May 2019 June 2018", *_DATE.finditer("May 2019 June 2018"))
    (True, False)
    """
    if not (_month_precise(m) and _month_precise(nxt)):
        return False
    if not _COLUMN_GAP.fullmatch(masked, m.end(), nxt.start()) or not _COLUMN_END.fullmatch(
        masked, nxt.end()
    ):
        return False
    if _DATE.search(masked, 0, m.start()):
        return False
    start, end = _value(m), _value(nxt)
    return start <= end and int(end[:4]) - int(start[:4]) <= 10


# what separates the periods of a list ("Mar – Sep 2021, 2022", "May – Aug 2011; May – Aug 2012")
_LIST_GAP = re.compile(r"\s*(?:,|;|&|and)\s*")


def yearly_span(text: str, ranges: list[DateRange] | None = None) -> tuple[str, str] | None:
    """The span of the same months held year after year, when ``text`` lists them: a range of months
    within one year, then later years alone (which repeat those months) or more such ranges, joined
    by commas, semicolons or "and": from the first start to the last end (GUIDE: "Mar – Sep 2021,
    2022" is 2021-03 to 2022-09). ``None`` for anything else (stints over several years, seasons).

    >>> yearly_span("Mar – Sep 2021, 2022, 2023"), yearly_span("May 2011 - Aug 2011, May 2012 - Aug 2012")
    (('2021-03', '2023-09'), ('2011-05', '2012-08'))
    >>> yearly_span("Sep 2008 – Aug 2009; Jun 2010 – Jun 2013") is None, yearly_span("Jul – Aug 2019") is None
    (True, True)
    """
    ranges = find_date_ranges(text) if ranges is None else ranges
    if len(ranges) < 2 or not ranges[0].is_range:
        return None
    start, end = ranges[0].start or "", ranges[0].end or ""
    if not _within_one_year(start, end):
        return None
    months, year = end[4:], int(start[:4])
    for before, part in pairwise(ranges):
        if not _LIST_GAP.fullmatch(text, before.end_pos, part.start_pos) or part.season:
            return None
        first, last = part.start or "", part.end or ""
        if not last and len(first) == 4:
            last = f"{first}{months}"  # a year alone repeats the months
        elif not (part.is_range and _within_one_year(first, last)):
            return None
        if int(first[:4]) <= year:
            return None
        year, end = int(first[:4]), last
    return start, end


def _within_one_year(start: str, end: str) -> bool:
    """Both ends are months of one year ("2021-03", "2021-09")."""
    return len(start) >= 7 and len(end) >= 7 and start[:4] == end[:4]
