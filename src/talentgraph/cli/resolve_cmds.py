"""Commands that explain entity resolution: explain."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
