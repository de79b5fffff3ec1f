"""A site's page about one project: a Hugo Academic ``content/project/*/index.md``, an al-folio
``_projects/*.md`` or an academicpages ``_portfolio/*.md`` page. Its front matter's ``title`` names
the project, not a person.

>>> project_page({"title": "Tide Gauges", "summary": "Reading tides.", "url_code": "https://x.example"})
'Tide Gauges'
>>> project_page({"title": "Jane Roe", "role": "Professor", "interests": ["Ecology"]}) is None
True
>>> project_page({"title": "Jane Roe", "layout": "../layouts/Portfolio.astro"}) is None
True
>>> project_page({"title": "Soil Maps", "permalink": "/portfolio/soil-maps/", "collection": "portfolio"})
'Soil Maps'
"""

from __future__ import annotations

import re
from typing import Any

from ..model import Evidence, Profile, Project

__all__ = ["project_page", "with_project_page"]

# keys only a project page's front matter has (Hugo Academic, al-folio, academicpages portfolio)
_PROJECT_KEYS = frozenset({"url_code", "url_project", "external_link", "url_dataset", "related_publications"})
# keys of an author or about page: the title there is a page title or the owner's name
_PERSON_KEYS = frozenset(
    {"role", "organizations", "education", "interests", "social", "email", "superuser", "bio", "author_profile",
     "experience", "name", "first_name", "last_name", "profile"}
)  # fmt: skip


def project_page(front: dict[str, Any] | None) -> str | None:
    """The project a front matter describes (its ``title``), or None for any other page."""
    if not isinstance(front, dict) or set(front) & _PERSON_KEYS:
        return None
    title = front.get("title")
    if not isinstance(title, str) or not title.strip():
        return None
    marks = set(front) & _PROJECT_KEYS
    path = " ".join(str(front.get(k) or "") for k in ("permalink", "url"))
    kind = " ".join(str(front.get(k) or "") for k in ("collection", "type")).lower().split()
    portfolio = re.search(r"/(?:portfolio|projects?)/", path, re.I) is not None or bool(
        set(kind) & {"portfolio", "project", "projects"}
    )
    alfolio = {"importance", "category"} <= set(front) and "img" in front
    return title.strip() if marks or portfolio or alfolio else None


def with_project_page(profile: Profile, front: dict[str, Any] | None) -> Profile:
    """``profile`` with the page's project added first, and the title no longer read as a name."""
    title = project_page(front)
    if title is None:
        return profile
    if profile.person.name == title:
        profile.person.name = None
    if all(p.name.lower() != title.lower() for p in profile.projects if p.name):
        summary = next(
            (str(front[k]) for k in ("summary", "description", "excerpt") if front and front.get(k)), None
        )
        links = [
            str(front[k]) for k in ("url_code", "external_link", "url_project") if front and front.get(k)
        ]
        profile.projects.insert(
            0, Project(title, None, None, None, summary, links, Evidence(1, f"title: {title}"))
        )
    return profile
