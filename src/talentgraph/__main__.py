"""``python -m talentgraph ARGS`` runs the command line, as the ``talentgraph`` script does."""

from talentgraph.cli import main

main()
