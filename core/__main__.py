"""Command line: ``python -m core {simulate,replay,play} ...`` (see ``--help``)."""
from .cli import main

raise SystemExit(main())
