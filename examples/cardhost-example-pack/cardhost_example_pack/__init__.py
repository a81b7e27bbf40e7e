"""cardhost-example-pack: an example card pack for cardhost.

cardhost finds this pack through the ``cardhost.cards`` entry point ``example``, which
names this package; each subfolder of the package's folder is a card folder holding the
card's TOML file and, where the card needs code, its plugin module.
"""

from __future__ import annotations

from pathlib import Path

__version__ = "0.1.0"

CARDS_FOLDER: Path = Path(__file__).parent
"""The folder holding this pack's card folders."""
