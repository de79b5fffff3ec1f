"""The pictures: career timelines, person reports and the graph page, as data and as HTML.

- :mod:`.career` — one person's positions and studies with precision, and overlapping colleagues
- :mod:`.timeline` — the timeline drawn as HTML
- :mod:`.report` — the person report (identity, timeline, colleagues, topics, paths, conflicts)
- :mod:`.network` — the graph page's people, organisations and ties with evidence
- :mod:`.focus` — the graph page around one person, without building the whole page
- :mod:`.page` — the shared self-contained, escaped page shell

Facts come from the query library and :mod:`talentgraph.analysis`; views only gather and draw.
"""

from __future__ import annotations

from .career import Career, Colleague, Evidence, Stint, career
from .network import Network, network_data
from .report import Report, person_report, render_report
from .timeline import render_timeline

__all__ = [
    "Career",
    "Colleague",
    "Evidence",
    "Network",
    "Report",
    "Stint",
    "career",
    "network_data",
    "person_report",
    "render_report",
    "render_timeline",
]
