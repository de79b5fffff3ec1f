"""Look-up tables built from the bundled data: organisations, topics, roles, technologies.

Shared by ``extract`` (to recognise an organisation or a role in a line) and ``resolve`` (to map
what was written to a canonical node). Loading is lazy and cached: nothing is read at import.
Every loader also takes an explicit path or parsed data, so tests and notebooks can use their own.

>>> orgs = org_gazetteer()
>>> orgs.lookup("Facebook, Inc.").org.id
'meta'
>>> [m.org.id for m in orgs.find("Research Intern at Carnegie Mellon University, Pittsburgh")]
['cmu']
>>> topics = TermIndex([Term("t:mls", "Machine Learning Systems"), Term("t:ml", "Machine Learning", ("ML",))])
>>> topics.lookup("Systems for ML").term.id
't:mls'
"""

from __future__ import annotations

from .orgs import Org, OrgGazetteer, OrgMatch, load_org_gazetteer, org_gazetteer
from .terms import (
    Term,
    TermIndex,
    TermMatch,
    load_skos_index,
    load_technology_index,
    role_index,
    technology_index,
    topic_index,
)
from .text import (
    LEGAL_SUFFIXES,
    ORG_STOP_WORDS,
    is_typo_variant,
    normalize_name,
    normalize_symbol,
    normalize_term,
)

__all__ = [
    "LEGAL_SUFFIXES",
    "ORG_STOP_WORDS",
    "Org",
    "OrgGazetteer",
    "OrgMatch",
    "Term",
    "TermIndex",
    "TermMatch",
    "is_typo_variant",
    "load_org_gazetteer",
    "load_skos_index",
    "load_technology_index",
    "normalize_name",
    "normalize_symbol",
    "normalize_term",
    "org_gazetteer",
    "role_index",
    "technology_index",
    "topic_index",
]
