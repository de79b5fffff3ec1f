"""The organisation hierarchy in Python: parents and the lowest common ancestor of two organisations.

A tie found through a top-level employer (Google DeepMind and Google both roll up to Alphabet) is
reported at the most specific organisation both people were at: their lowest common ancestor
(Google DeepMind + Google → Google; Meta AI + Meta → Meta).

>>> h = OrgHierarchy({"gdm": "google", "google": "alphabet", "meta-ai": "meta"}, {"google": "Google"})
>>> h.lowest_common_ancestor("gdm", "google"), h.lowest_common_ancestor("gdm", "gdm")
('google', 'gdm')
>>> h.lowest_common_ancestor("meta-ai", "gdm") is None, h.name("google"), h.name("gdm")
(True, 'Google', 'gdm')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..queries import fetch_all
from ..store.base import Store

__all__ = ["OrgHierarchy", "most_specific", "org_hierarchy"]


@dataclass(frozen=True)
class OrgHierarchy:
    """``parents`` maps an organisation IRI to its parent; ``labels`` maps IRIs to names."""

    parents: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)

    def chain(self, org: str) -> list[str]:
        """``org`` and its ancestors, most specific first (a cycle in the data stops the walk)."""
        out = [org]
        while out[-1] in self.parents and self.parents[out[-1]] not in out:
            out.append(self.parents[out[-1]])
        return out

    def lowest_common_ancestor(self, a: str, b: str) -> str | None:
        """The most specific organisation that both ``a`` and ``b`` roll up to (or are)."""
        above_b = set(self.chain(b))
        return next((o for o in self.chain(a) if o in above_b), None)

    def name(self, org: str) -> str:
        return self.labels.get(org, org)


def org_hierarchy(store: Store) -> OrgHierarchy:
    """The parent links and labels of every organisation that has a parent (one query)."""
    parents: dict[str, str] = {}
    labels: dict[str, str] = {}
    for row in fetch_all(store, "_org-parents"):
        org, parent = str(row["org"]), str(row["parent"])
        parents.setdefault(org, parent)
        for node, label in ((org, row.get("orgLabel")), (parent, row.get("parentLabel"))):
            if label is not None:
                labels.setdefault(node, str(label))
    return OrgHierarchy(parents, labels)


def most_specific(hierarchy: OrgHierarchy, rows: list[dict[str, object]]) -> str | None:
    """The display name of the most specific organisation the ``ties`` rows share (``orgA`` and
    ``orgB`` of each row; the deepest lowest common ancestor wins), else the first ``viaName``."""
    best: tuple[int, str] | None = None
    for row in rows:
        a, b = row.get("orgA"), row.get("orgB")
        if a is None or b is None:
            continue
        lca = hierarchy.lowest_common_ancestor(str(a), str(b))
        if lca is None:
            continue
        depth = len(hierarchy.chain(lca))
        name = hierarchy.labels.get(lca) or (str(row["viaName"]) if str(row.get("via")) == lca else lca)
        if best is None or depth > best[0]:
            best = (depth, name)
    if best is not None:
        return best[1]
    return next((str(r["viaName"]) for r in rows if r.get("viaName") is not None), None)
