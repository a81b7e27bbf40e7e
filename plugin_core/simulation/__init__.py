"""The simulator: seeded games between decks, each player driven by a policy and each
game measured by metrics, played in this process, in worker processes or on a Dask
cluster, with the same results for the same seed (``docs/simulating.md``)::

    from cardhost.simulation import DeckText, Simulation, run

    simulation = Simulation((DeckText.read("deck.txt"),), ("goldfish",), turns=10)
    records = run(simulation, 100, executor="process", workers=2)
"""

from cardhost.kernel.journal import trial
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.executors import EXECUTORS, run
from cardhost.simulation.match import (
    DEFAULT_METRICS,
    DeckText,
    Simulation,
    drive,
    game_seed,
    play_one,
    replay,
)
from cardhost.simulation.metrics import ByTurn, Metric
from cardhost.simulation.payment_plan import CastPlan, plan_cast
from cardhost.simulation.plugins import Registry, registry
from cardhost.simulation.policies import Goldfish, Heuristic, Passive, RandomPolicy
from cardhost.simulation.policy import DEFER, Policy, PolicyChooser
from cardhost.simulation.summary import summary, wilson_interval

__all__ = [
    "DEFAULT_METRICS",
    "DEFER",
    "EXECUTORS",
    "ByTurn",
    "CastPlan",
    "DeckText",
    "Goldfish",
    "Heuristic",
    "Metric",
    "Passive",
    "Policy",
    "PolicyChooser",
    "RandomPolicy",
    "Registry",
    "Simulation",
    "SimulationError",
    "drive",
    "game_seed",
    "plan_cast",
    "play_one",
    "registry",
    "replay",
    "run",
    "summary",
    "trial",
    "wilson_interval",
]
