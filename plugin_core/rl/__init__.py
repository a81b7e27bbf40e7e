"""Environments for agents (``pip install cardhost[rl]``): a PettingZoo AEC environment
(:func:`aec_env`) and a Gymnasium one (:func:`gym_env`), observations as fixed-size
vectors with an action mask over numbered options (``docs/agents.md``)."""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as missing:  # pragma: no cover - the extra's absence is the message
    raise ImportError(
        f"cardhost.rl needs the 'rl' extra ({missing.name} is not installed): "
        "pip install 'cardhost[rl]'"
    ) from missing

from cardhost.rl.aec import CardhostAEC, aec_env
from cardhost.rl.encoding import SIZE, encode, mask
from cardhost.rl.single import CardhostGym, gym_env
from cardhost.rl.steps import MOST_OPTIONS, Small, Steps
from cardhost.rl.table import SEATS

__all__ = [
    "MOST_OPTIONS",
    "SEATS",
    "SIZE",
    "CardhostAEC",
    "CardhostGym",
    "Small",
    "Steps",
    "aec_env",
    "encode",
    "gym_env",
    "mask",
]
