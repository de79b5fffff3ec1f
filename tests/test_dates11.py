"""Date grammar met in real CVs (round 11), on fictional text written for these tests."""

from __future__ import annotations

from talentgraph.extract.dates import find_date_ranges


def _ranges(text: str) -> list[tuple[str | None, str | None]]:
    return [(r.start, r.end) for r in find_date_ranges(text)]


def test_a_range_opening_before_1900_is_a_historical_period_not_a_post() -> None:
    """ "Widget guilds, 1850-1990" names a period studied: its later year is no date of the post."""
    assert _ranges("Research assistant on 'Widget guilds, 1850-1990' at Kestrel University") == []
    assert _ranges("Research assistant, Kestrel University, 1985-1990") == [("1985", "1990")]


def test_a_spaced_or_en_dash_before_two_digits_ends_a_year_range() -> None:
    """ "2009 - 13" and "2004–06" are year ranges (an ISO month takes a bare hyphen); a count is not."""
    assert _ranges("Ph.D., Widgetry    2009 - 13 Kestrel University") == [("2009", "2013")]
    assert _ranges("2004–06    Plover Fellowship") == [("2004", "2006")]
    assert _ranges("2004-06 Plover Fellowship") == [("2004-06", None)]
    assert _ranges("2019 - 25 widgets built") == [("2019", None)]
