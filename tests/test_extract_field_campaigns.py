"""Research cruises and field expeditions listed under their own heading are projects (field campaigns,
per the annotation guide), named without the ship, ports, cruise code, dates and role on board.
Fictional text."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def _projects(text: str, name: str = "cv.pdf", fmt: str = "pdf") -> list[str]:
    profile = extract_profile(Document(name, fmt, text, "0"), orgs=OrgGazetteer([]))
    return [p.name for p in profile.projects]


def test_cruises_named_before_their_code_and_ship() -> None:
    text = (
        "Ana Roe\n# Education\nPhD, Kestrel University, 2019\n"
        "# Research Cruises\n"
        "Fjord Mixing Experiment (FME-2); KS19-10, R/V Kestrel Star | 14-23 June 2019\n"
        "Chief Scientist: Ola Berg\n"
        "Winter Plankton Survey; KS17-02, R/V Lark | March-May 2017\n"
    )
    names = _projects(text)
    assert "Fjord Mixing Experiment (FME-2)" in names
    assert "Winter Plankton Survey" in names
    assert not [n for n in names if "Kestrel Star" in n or "Chief" in n]


def test_fieldwork_rows_with_a_ship_name_the_campaign_after_the_ports() -> None:
    text = (
        "Ana Roe\n# Education\nPhD, Kestrel University, 2019\n"
        "# Field Experience\n"
        "2019 | R/V Kestrel Star, Bergen, Norway, Deep Shelf Turbulence – Watchstander (June 19 – July\n"
        "29)\n"
        "2018 | R/V Lark, Tromsø, NO, Growth, Decay, and Drift of Fjord Eddies – Watch leader (May 3-9)\n"
        "2017 | Summer field course in coastal geology | Bergen, Norway\n"
    )
    names = _projects(text)
    assert "Deep Shelf Turbulence" in names
    assert "Growth, Decay, and Drift of Fjord Eddies" in names
    assert not [n for n in names if "field course" in n or "Bergen" in n]


def test_an_undated_list_under_an_expedition_is_no_campaign() -> None:
    text = (
        "Ana Roe\n# Education\nPhD, Kestrel University, 2019\n"
        "# Expeditions\n"
        "Gear used:\n"
        "• Remotely Operated Vehicle Kestrel Diver\n"
    )
    assert _projects(text) == []


def test_fieldwork_rows_name_the_campaign_before_the_ship() -> None:
    text = (
        "Ana Roe\n# Education\nPhD, Kestrel University, 2019\n"
        "# Fieldwork Experience\n"
        "2021: Chief Scientist for Fjord Eddy cruise, RV Kestrel Star, Bergen, Norway to\n"
        "Bergen, Norway (North Sea).\n"
        "2019: TIDE-2 mooring recovery cruise, MV Lark; Tromsø to Tromsø. Led the buoy effort.\n"
    )
    names = _projects(text)
    assert "Fjord Eddy cruise" in names
    assert "TIDE-2 mooring recovery cruise" in names
    assert not [n for n in names if "Norway" in n or "Tromsø" in n or "Chief" in n]
