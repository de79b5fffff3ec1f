"""Commands built on graph analysis: topic-overlap, path, conflicts, recommend, centrality, communities."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import click

from ..analysis import (
    centrality,
    communities,
    explained_paths,
    find_conflicts,
    person_graph,
    policy_names,
    recommend,
    topic_overlap,
)
from ..analysis.empty import why_empty
from ..analysis.periods import as_of_note
from ..analysis.projection import labels
from ..errors import QueryError
from ._common import (
    as_of_option,
    emit_rows,
    format_option,
    friendly_errors,
    open_cli_store,
    say_once,
    store_option,
)


@click.command("topic-overlap")
@click.option("--person", help="Rank everyone against this person (name or IRI); otherwise all pairs.")
@click.option("--other", help="With --person: compare just these two people.")
@click.option("--min-score", type=float, default=0.0, show_default=True, help="Drop pairs scoring less.")
@click.option("--top", "top", type=int, default=10, show_default=True, help="Partners kept per person.")
@store_option
@format_option
@friendly_errors
def topic_overlap_cmd(
    person: str | None, other: str | None, min_score: float, top: int, store_location: str, output_format: str
) -> None:
    """People whose research topics overlap: 1 per shared topic, 0.5 per related pair (one topic is
    the other's broader concept, or both sit under the same non-top concept).

    Example: talentgraph topic-overlap --person "Ada Lovelace" --min-score 1
    """
    if other and not person:
        raise QueryError("--other needs --person")
    with open_cli_store(store_location) as store:
        found = topic_overlap(store, person=person, other=other, k=top, min_score=min_score)
        reason = None if found else why_empty(store, "topic", person)
    rows = [
        [t.a_name or t.a, t.b_name or t.b, t.score, "; ".join(t.shared), "; ".join(t.related)] for t in found
    ]
    emit_rows(["person A", "person B", "score", "shared topics", "related topics"], rows, output_format)
    say_once(reason, output_format, empty=True)


@click.command()
@click.argument("person_a")
@click.argument("person_b")
@click.option("--alternatives", "-k", type=int, default=3, show_default=True, help="How many paths to show.")
@store_option
@format_option
@friendly_errors
def path(person_a: str, person_b: str, alternatives: int, store_location: str, output_format: str) -> None:
    """The shortest explained chains of ties (shared employer or project, supervision, mentoring,
    collaboration) from PERSON_A to PERSON_B, with the document lines behind each step.

    Example: talentgraph path "Ada Lovelace" "Alan Turing" -k 2
    """
    with open_cli_store(store_location) as store:
        found = explained_paths(store, person_a, person_b, k=alternatives)
    if not found:
        raise QueryError(f"no chain of ties connects {person_a!r} and {person_b!r} in the store")
    rows = [
        [n, len(p.hops), i + 1, hop.text, ", ".join(hop.evidence)]
        for n, p in enumerate(found, start=1)
        for i, hop in enumerate(p.hops)
    ]
    emit_rows(["path", "hops", "step", "tie", "evidence"], rows, output_format)


def _names(values: tuple[str, ...], files: tuple[Path, ...]) -> list[str]:
    names = list(values)
    for file in files:
        names += [
            line.strip()
            for line in file.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")
        ]
    return names


@click.command()
@click.argument("persons", nargs=-1)
@click.option(
    "--authors",
    "author_files",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    multiple=True,
    help="File with one author (name or IRI) per line.",
)
@click.option("--reviewer", "reviewer_names", multiple=True, help="A candidate reviewer (repeat).")
@click.option(
    "--reviewers",
    "reviewer_files",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    multiple=True,
    help="File with one reviewer per line.",
)
@click.option(
    "--years", type=int, help="Look-back window in years for every dated rule (overrides the policy)."
)
@click.option(
    "--policy",
    default="neurips",
    show_default=True,
    help=f"Preset from data/coi_policies.yaml ({', '.join(policy_names())}).",
)
@as_of_option
@store_option
@format_option
@friendly_errors
def conflicts(
    persons: tuple[str, ...],
    author_files: tuple[Path, ...],
    reviewer_names: tuple[str, ...],
    reviewer_files: tuple[Path, ...],
    years: int | None,
    policy: str,
    as_of: datetime | None,
    store_location: str,
    output_format: str,
) -> None:
    """Conflicts of interest of the authors PERSON... (and --authors files) with the candidate
    reviewers (--reviewer/--reviewers), or with anyone when no reviewers are given: same
    organisation or project within N years, supervision, mentoring, collaboration.

    Example: talentgraph conflicts "Ada Lovelace" --reviewer "Alan Turing" --policy acl --years 5
    """
    authors = _names(persons, author_files)
    if not authors:
        raise QueryError("give at least one author: talentgraph conflicts NAME... or --authors FILE")
    reviewers = _names(reviewer_names, reviewer_files) or None
    day = (as_of or datetime.now()).date()
    with open_cli_store(store_location) as store:
        found = find_conflicts(store, authors, reviewers, policy=policy, years=years, today=day)
        reason = None if found else why_empty(store, "conflict", ", ".join(authors))
    rows = [
        [c.author_name or c.author, c.reviewer_name or c.reviewer, c.rule, c.reason, " | ".join(c.evidence)]
        for c in found
    ]
    emit_rows(["author", "reviewer", "rule", "reason", "evidence"], rows, output_format)
    say_once(reason or as_of_note(day), output_format, empty=not found)


@click.command("recommend")
@click.argument("person")
@click.option("--top", type=int, default=10, show_default=True, help="How many people to suggest.")
@click.option("--min-score", type=float, default=0.5, show_default=True, help="Minimum topic-overlap score.")
@store_option
@format_option
@friendly_errors
def recommend_cmd(person: str, top: int, min_score: float, store_location: str, output_format: str) -> None:
    """People worth meeting: high topic overlap with PERSON and no direct tie yet.

    Example: talentgraph recommend "Ada Lovelace" --top 5
    """
    with open_cli_store(store_location) as store:
        found = recommend(store, person, k=top, min_score=min_score)
        reason = None if found else why_empty(store, "recommend", person)
    rows = [[r.name or r.person, r.score, "; ".join(r.shared), "; ".join(r.related), r.note] for r in found]
    emit_rows(["person", "score", "shared topics", "related topics", "note"], rows, output_format)
    say_once(reason, output_format, empty=True)


_KINDS = click.Choice(["employer", "project", "topic"])


@click.command("centrality")
@click.option(
    "--measure",
    type=click.Choice(["degree", "betweenness", "pagerank", "eigenvector"]),
    default="degree",
    show_default=True,
)
@click.option(
    "--by", "kinds", type=_KINDS, multiple=True, help="Ties that make the people graph (default: all)."
)
@click.option("--top", type=int, default=10, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for sampled betweenness.")
@store_option
@format_option
@friendly_errors
def centrality_cmd(
    measure: str, kinds: tuple[str, ...], top: int, seed: int, store_location: str, output_format: str
) -> None:
    """The most central people of the people graph (shared employers over time, projects, topics).

    Example: talentgraph centrality --measure pagerank --by employer --top 20
    """
    with open_cli_store(store_location) as store:
        graph = person_graph(store, by=kinds or ("employer", "project", "topic"))
        ranked = centrality(graph, measure, top=top, seed=seed)
        names = labels(store, [n for n, _ in ranked])
        reason = None if ranked else why_empty(store, _graph_question(kinds))
    emit_rows(["person", measure], [[names.get(n, n), round(s, 6)] for n, s in ranked], output_format)
    say_once(reason, output_format, empty=True)


def _graph_question(kinds: tuple[str, ...]) -> str:
    """The question an empty people graph of these tie kinds failed: one kind, or all of them."""
    return kinds[0] if len(set(kinds)) == 1 else "graph"


@click.command("communities")
@click.option(
    "--by", "kinds", type=_KINDS, multiple=True, help="Ties that make the people graph (default: all)."
)
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Random seed (same seed, same communities)."
)
@click.option(
    "--resolution", type=float, default=1.0, show_default=True, help="Higher gives smaller communities."
)
@store_option
@format_option
@friendly_errors
def communities_cmd(
    kinds: tuple[str, ...], seed: int, resolution: float, store_location: str, output_format: str
) -> None:
    """Communities of the people graph (Louvain, weighted), largest first.

    Example: talentgraph communities --by employer --seed 1
    """
    with open_cli_store(store_location) as store:
        graph = person_graph(store, by=kinds or ("employer", "project", "topic"))
        found = communities(graph, seed=seed, resolution=resolution)
        names = labels(store, [n for c in found for n in c])
        reason = None if found else why_empty(store, _graph_question(kinds))
    rows = [[i, len(c), ", ".join(names.get(n, n) for n in c)] for i, c in enumerate(found, start=1)]
    emit_rows(["community", "size", "members"], rows, output_format)
    say_once(reason, output_format, empty=True)


COMMANDS: list[click.Command] = [
    topic_overlap_cmd,
    path,
    conflicts,
    recommend_cmd,
    centrality_cmd,
    communities_cmd,
]
