"""Commands about the store as a service: serve."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
