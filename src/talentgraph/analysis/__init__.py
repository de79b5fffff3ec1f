"""Graph analysis over the store, one module per family.

- :mod:`.graph` — the whole knowledge graph as networkx (viz, export): ``knowledge_graph``, ``ego_subgraph``
- :mod:`.incidence` — incidence rows from one query as scipy.sparse, top-k pair products
- :mod:`.projection` — person–person projections by employers and projects, time-overlap weighted
- :mod:`.similarity` — topic similarity crediting related (broader/sibling) concepts
- :mod:`.paths` — shortest explained chains between two people
- :mod:`.conflicts` — conflicts of interest between authors and reviewers, policy presets
- :mod:`.network` — centrality, communities, summary statistics, recommendations

Functions follow networkx style: a store or graph first, keyword options, plain return values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .conflicts import Conflict, find_conflicts, load_policy, policy_names
    from .graph import ego_subgraph, knowledge_graph
    from .network import Recommendation, centrality, communities, network_summary, recommend
    from .paths import ExplainedPath, Hop, explained_paths, tie_graph
    from .projection import PairScore, overlap_pairs, person_graph
    from .similarity import TopicOverlap, topic_overlap, topic_pairs

#: Where each name of ``__all__`` lives. A module is imported when one of its names is first asked
#: for, so importing one light module of this package (``analysis.empty``, the ``stats`` and ``query``
#: commands') does not import scipy, networkx and extraction with the rest.
_HOMES = {
    "conflicts": ("Conflict", "find_conflicts", "load_policy", "policy_names"),
    "graph": ("ego_subgraph", "knowledge_graph"),
    "network": ("Recommendation", "centrality", "communities", "network_summary", "recommend"),
    "paths": ("ExplainedPath", "Hop", "explained_paths", "tie_graph"),
    "projection": ("PairScore", "overlap_pairs", "person_graph"),
    "similarity": ("TopicOverlap", "topic_overlap", "topic_pairs"),
}
__getattr__, __dir__ = lazy_names(__name__, _HOMES, globals())


__all__ = [
    "Conflict",
    "ExplainedPath",
    "Hop",
    "PairScore",
    "Recommendation",
    "TopicOverlap",
    "centrality",
    "communities",
    "ego_subgraph",
    "explained_paths",
    "find_conflicts",
    "knowledge_graph",
    "load_policy",
    "network_summary",
    "overlap_pairs",
    "person_graph",
    "policy_names",
    "recommend",
    "tie_graph",
    "topic_overlap",
    "topic_pairs",
]
