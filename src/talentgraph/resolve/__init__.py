"""Entity resolution: one node per real organisation, topic, technology and person.

``resolve`` sits between ``extract`` and ``rdf``: it maps what a document wrote to canonical
identifiers from the bundled gazetteers (or mints one), and records how, so the RDF stage can keep
identity links apart from extracted facts.

- :func:`resolve_profile` — a profile with canonical organisations, units, concepts, technology ids.
- :func:`resolve_org`, :func:`resolve_topic`, :func:`resolve_role`, :func:`resolve_technology`.
- :func:`person_key`, :func:`link_people`, :func:`same_person` — people identity across documents.
- :func:`identity_links`, :func:`person_links`, :func:`explain` — how written forms map to nodes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .explanation import Explanation, explain
    from .orgs import OrgResolution, mint_org_id, resolve_org
    from .people import (
        PersonCluster,
        PersonRecord,
        link_people,
        normalize_person_name,
        person_key,
        person_records,
        same_person,
    )
    from .profile import Gazetteers, IdentityLink, identity_links, person_links, resolve_profile
    from .roles import resolve_role, role_resolution
    from .topics import TermResolution, TopicResolution, resolve_technology, resolve_topic

#: Where each name of ``__all__`` lives. A module is imported when one of its names is first asked
#: for, so a reader of people's names (``identity``, and through it the question and drawing
#: commands) does not import the extraction package that ``explain`` and ``profile`` build on.
_HOMES = {
    "explanation": ("Explanation", "explain"),
    "orgs": ("OrgResolution", "mint_org_id", "resolve_org"),
    "people": (
        "PersonCluster",
        "PersonRecord",
        "link_people",
        "normalize_person_name",
        "person_key",
        "person_records",
        "same_person",
    ),
    "profile": ("Gazetteers", "IdentityLink", "identity_links", "person_links", "resolve_profile"),
    "roles": ("resolve_role", "role_resolution"),
    "topics": ("TermResolution", "TopicResolution", "resolve_technology", "resolve_topic"),
}
__getattr__, __dir__ = lazy_names(__name__, _HOMES, globals())


__all__ = [
    "Explanation",
    "Gazetteers",
    "IdentityLink",
    "OrgResolution",
    "PersonCluster",
    "PersonRecord",
    "TermResolution",
    "TopicResolution",
    "explain",
    "identity_links",
    "link_people",
    "mint_org_id",
    "normalize_person_name",
    "person_key",
    "person_links",
    "person_records",
    "resolve_org",
    "resolve_profile",
    "resolve_role",
    "resolve_technology",
    "resolve_topic",
    "role_resolution",
    "same_person",
]
