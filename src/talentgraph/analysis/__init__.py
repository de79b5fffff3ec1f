"""Graph analysis over the store: networkx graphs fetched with one SPARQL query.

Functions follow networkx style: a store or graph first, keyword options, plain return values.
"""

from __future__ import annotations

from .graph import knowledge_graph

__all__ = ["knowledge_graph"]
