"""cardhost's host: card loading, the game kernel, and the built-in rule plugins."""

from plugin_core.cardfile import load_card_file, load_card_text
from plugin_core.catalog import Catalog, bundled_catalog
from plugin_core.choices import Choice, ChoiceKind, FirstOptionChooser, ScriptedChooser
from plugin_core.combat import AttackDeclaration
from plugin_core.damage import DamageEvent
from plugin_core.definitions import CardDefinition, CardType, ManaAbilityDefinition
from plugin_core.errors import (
    CardFileError,
    CardhostError,
    CardPluginError,
    ChoiceError,
    FileProblem,
    IllegalActionError,
    ManaCostError,
    RefusedCardError,
    ScenarioError,
    UnknownNameError,
)
from plugin_core.game import Game
from plugin_core.mana import Color, ManaCost, ManaType
from plugin_core.objects import GameObject, Player, Zone
from plugin_core.replacement import EnteringPermanent, ManaEvent, ReplacementEffect
from plugin_core.stack import StackAbility, TargetRequirement
from plugin_core.turns import Step

__all__ = [
    "AttackDeclaration",
    "CardDefinition",
    "CardFileError",
    "CardPluginError",
    "CardType",
    "CardhostError",
    "Catalog",
    "Choice",
    "ChoiceError",
    "ChoiceKind",
    "Color",
    "DamageEvent",
    "EnteringPermanent",
    "FileProblem",
    "FirstOptionChooser",
    "Game",
    "GameObject",
    "IllegalActionError",
    "ManaAbilityDefinition",
    "ManaCost",
    "ManaCostError",
    "ManaEvent",
    "ManaType",
    "Player",
    "RefusedCardError",
    "ReplacementEffect",
    "ScenarioError",
    "ScriptedChooser",
    "StackAbility",
    "Step",
    "TargetRequirement",
    "UnknownNameError",
    "Zone",
    "bundled_catalog",
    "load_card_file",
    "load_card_text",
]
