"""Periods as the documents state them: stated precision kept, an open end shown as "present".

The store keeps each date as written (``time:inXSDgYear``/``gYearMonth``/``date``, copied onto
each post as ``tg:statedStart``/``tg:statedEnd``) beside normalised ``xsd:date`` bounds used for
arithmetic. Answers compute with the bounds and show the stated form; an open end is evaluated at an ``as_of`` day (default today) but always shown as
"present", and :func:`as_of_note` says once which day that was.

>>> show_period("2015-06", "2015-08"), show_period("2021-08", "present"), show_period(None, "2019")
('2015-06..2015-08', '2021-08..present', '?..2019')
>>> as_of_note(date(2026, 11, 23))
"open ends ('present') are evaluated as of 2026-11-23"
"""

from __future__ import annotations

from datetime import date

__all__ = ["as_of_note", "show_period"]


def show_period(start: str | None, end: str | None) -> str:
    """``start..end`` as stated; ``?`` for an unknown side, ``present`` for an open end."""
    return f"{start or '?'}..{end or '?'}"


def as_of_note(as_of: date) -> str:
    """The one line that says which day "present" was evaluated at."""
    return f"open ends ('present') are evaluated as of {as_of.isoformat()}"
