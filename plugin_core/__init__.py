"""cardhost: Magic: The Gathering card rules as drop-in pluggy plugins.

Everything a card author, a test writer or a host program needs is imported from here::

    from cardhost import Game, GameObject, Step, hookimpl

The package's layers, each importing only those below it (``docs/architecture.md``):
``cardhost.model`` (values: mana, card definitions, events, errors), ``cardhost.hooks``
(the hook contract), ``cardhost.builtin`` (the built-in rules as plugins) and
``cardhost.loading`` (card files and the catalog), ``cardhost.kernel`` (the game), and
``cardhost.tools`` (command line, scenarios, pytest plugin). Names not exported here are
internal and may change.
"""

from cardhost.hooks import hookimpl
from cardhost.hooks.contract import (
    CONTRACTS,
    Combine,
    HookContract,
    Kind,
    Scope,
)
from cardhost.kernel.choices import (
    Choice,
    ChoiceKind,
    Chooser,
    FirstOptionChooser,
    Numbers,
    ScriptedChooser,
)
from cardhost.kernel.decisions import Decision
from cardhost.kernel.game import Game
from cardhost.kernel.log import EventLog, EventStream, LogSinkError, LogStream
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.targeting import TargetRequirement
from cardhost.loading.cardfile import load_card_file, load_card_text
from cardhost.loading.catalog import Catalog, bundled_catalog
from cardhost.loading.decks import Deck, DeckError, load_deck, parse_deck
from cardhost.model.actions import PASS, Action, Activation, Cast, ManaActivation, Pass, PlayLand
from cardhost.model.card_types import CardType
from cardhost.model.continuous import Layer, Modification, StaticAbility
from cardhost.model.costs import Cost
from cardhost.model.definitions import (
    ActivatedAbility,
    CardDefinition,
    Face,
    ManaAbilityDefinition,
    SpellAbility,
    TriggeredAbility,
)
from cardhost.model.errors import (
    CardFileError,
    CardhostError,
    CardPluginError,
    ChoiceError,
    FileProblem,
    IllegalActionError,
    ManaCostError,
    RefusedCardError,
    ScenarioError,
    SkippedSourceError,
    SnapshotError,
    UnknownNameError,
)
from cardhost.model.events import (
    AbilityActivated,
    AbilityCountered,
    AbilityDidNothing,
    AbilityResolved,
    AbilityTriggered,
    AttackersDeclared,
    BlockersDeclared,
    CardDrawn,
    ChoiceMade,
    ControlChanged,
    CostPaid,
    CountersChanged,
    DamageDealt,
    EffectCreated,
    Event,
    ExtraTurnAdded,
    GameDrawn,
    GameStarted,
    HandRevealed,
    KeywordGained,
    LandPlayed,
    LibraryShuffled,
    LifeChanged,
    LogEntry,
    ManaAbilityResolved,
    ManaAdded,
    ManaEmptied,
    ObjectRef,
    PermanentEntered,
    PlayerLost,
    PriorityPassed,
    RemovedFromCombat,
    ReplacementApplied,
    Scried,
    SpellCast,
    SpellCountered,
    SpellResolved,
    StaysPut,
    StepBegan,
    Surveilled,
    TappedOrUntapped,
    TokenCreated,
    TopRearranged,
    Transformed,
    TurnBegan,
    ZoneChanged,
)
from cardhost.model.instructions import Instruction
from cardhost.model.mana import Color, ManaAmount, ManaCost, ManaPool, ManaType, parse_mana
from cardhost.model.qualities import Quality, parse_quality
from cardhost.model.replaceable import EnteringPermanent, ManaEvent, ReplacementEffect
from cardhost.model.targets import TargetSpec, parse_target
from cardhost.model.turns import Step
from cardhost.model.zones import Zone
from cardhost.tools.testing import expect, game_state

__all__ = [
    "CONTRACTS",
    "PASS",
    "AbilityActivated",
    "AbilityCountered",
    "AbilityDidNothing",
    "AbilityResolved",
    "AbilityTriggered",
    "Action",
    "ActivatedAbility",
    "Activation",
    "AttackersDeclared",
    "BlockersDeclared",
    "CardDefinition",
    "CardDrawn",
    "CardFileError",
    "CardPluginError",
    "CardType",
    "CardhostError",
    "Cast",
    "Catalog",
    "Choice",
    "ChoiceError",
    "ChoiceKind",
    "ChoiceMade",
    "Chooser",
    "Color",
    "Combine",
    "ControlChanged",
    "Cost",
    "CostPaid",
    "CountersChanged",
    "DamageDealt",
    "Decision",
    "Deck",
    "DeckError",
    "EffectCreated",
    "EnteringPermanent",
    "Event",
    "EventLog",
    "EventStream",
    "ExtraTurnAdded",
    "Face",
    "FileProblem",
    "FirstOptionChooser",
    "Game",
    "GameDrawn",
    "GameObject",
    "GameStarted",
    "HandRevealed",
    "HookContract",
    "IllegalActionError",
    "Instruction",
    "KeywordGained",
    "Kind",
    "LandPlayed",
    "Layer",
    "LibraryShuffled",
    "LifeChanged",
    "LogEntry",
    "LogSinkError",
    "LogStream",
    "ManaAbilityDefinition",
    "ManaAbilityResolved",
    "ManaActivation",
    "ManaAdded",
    "ManaAmount",
    "ManaCost",
    "ManaCostError",
    "ManaEmptied",
    "ManaEvent",
    "ManaPool",
    "ManaType",
    "Modification",
    "Numbers",
    "ObjectRef",
    "Pass",
    "PermanentEntered",
    "PlayLand",
    "Player",
    "PlayerLost",
    "PriorityPassed",
    "Quality",
    "RefusedCardError",
    "RemovedFromCombat",
    "ReplacementApplied",
    "ReplacementEffect",
    "ScenarioError",
    "Scope",
    "Scried",
    "ScriptedChooser",
    "SkippedSourceError",
    "SnapshotError",
    "SpellAbility",
    "SpellCast",
    "SpellCountered",
    "SpellResolved",
    "StackAbility",
    "StaticAbility",
    "StaysPut",
    "Step",
    "StepBegan",
    "Surveilled",
    "TappedOrUntapped",
    "TargetRequirement",
    "TargetSpec",
    "TokenCreated",
    "TopRearranged",
    "Transformed",
    "TriggeredAbility",
    "TurnBegan",
    "UnknownNameError",
    "Zone",
    "ZoneChanged",
    "bundled_catalog",
    "expect",
    "game_state",
    "hookimpl",
    "load_card_file",
    "load_card_text",
    "load_deck",
    "parse_deck",
    "parse_mana",
    "parse_quality",
    "parse_target",
]
