"""talentgraph: researcher profile documents in, an RDF knowledge graph out.

Importing the package does no work; the public names load their modules on first use.
"""

from __future__ import annotations

__version__ = "0.1.0"
