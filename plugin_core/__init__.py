"""cardhost's host: card loading, the game kernel, and the built-in rule plugins."""

from cardhost.kernel.choices import Choice, ChoiceKind, FirstOptionChooser, ScriptedChooser
from cardhost.kernel.combat import AttackDeclaration
from cardhost.kernel.damage import DamageEvent
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility, TargetRequirement
from cardhost.loading.cardfile import load_card_file, load_card_text
from cardhost.loading.catalog import Catalog, bundled_catalog
from cardhost.model.definitions import CardDefinition, CardType, ManaAbilityDefinition
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
    UnknownNameError,
)
from cardhost.model.mana import Color, ManaCost, ManaType
from cardhost.model.replaceable import EnteringPermanent, ManaEvent, ReplacementEffect
from cardhost.model.turns import Step
from cardhost.model.zones import Zone

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
