"""Commands built on graph analysis: topic-overlap, path, conflicts, recommend, centrality."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
