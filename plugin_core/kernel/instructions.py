"""Following an effect written as data (608.2c): each instruction calls the effect method
its verb names, on whom or what its words say. An illegal target is unaffected, and an
instruction about it does nothing (608.2b)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.continuous import Layer, Modification
from cardhost.model.definitions import CardDefinition
from cardhost.model.instructions import Instruction
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.game import Game
    from cardhost.kernel.stack import StackAbility
    from cardhost.kernel.targeting import Target


def perform(
    game: Game,
    instructions: Sequence[Instruction],
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
) -> None:
    """Follow ``instructions`` in order for ``item`` (a spell or an ability) of
    ``source``, controlled by ``controller``, whose still-legal targets are ``legal``."""
    reason = f"{source.name}'s {'spell' if item is source else 'ability'}"
    for instruction in instructions:
        _one(game, instruction, source, controller, legal, item, reason)


def _one(
    game: Game,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    reason: str,
) -> None:
    verb, amount = instruction.verb, instruction.amount
    if verb == "create":
        game.create_token(_token(game, source, instruction.name), controller, amount)
        return
    if verb == "investigate":
        for _ in range(amount):
            game.investigate(controller)
        return
    if verb == "damage":
        for recipient in _players_or_target(game, instruction, controller, legal):
            game.deal_damage(source, recipient, amount)
        return
    if verb == "counters":
        for permanent in _objects(instruction, source, legal):
            game.add_counters(permanent, instruction.name, amount)
        return
    if verb in ("gets", "gains"):
        affected = [o for o in _objects(instruction, source, legal) if o.zone is BATTLEFIELD]
        if affected:
            game.create_effect(
                source, affected, (_modification(instruction),), description=_until(instruction)
            )
        return
    if verb in ("destroy", "exile", "return_to_hand", "tap", "untap", "sacrifice", "counter"):
        for obj in _objects(instruction, source, legal):
            _act_on(game, verb, obj, reason)
        return
    for player in _players_or_target(game, instruction, controller, legal):
        _player_verb(game, verb, player, amount, reason)


def _player_verb(game: Game, verb: str, player: Player, amount: int, reason: str) -> None:
    if verb == "draw":
        game.draw(player, amount)
    elif verb == "discard":
        game.discard(player, amount)
    elif verb == "mill":
        game.mill(player, amount)
    elif verb == "scry":
        game.scry(player, amount)
    elif verb == "gain_life":
        game.gain_life(player, amount, reason)
    elif verb == "lose_life":
        game.lose_life(player, amount, reason)


def _modification(instruction: Instruction) -> Modification:
    """ "Gets +N/+N" (613.4c) or "gains [keyword]" (613.1f)."""
    if instruction.verb == "gains":
        return Modification(Layer.ABILITY, add_keywords=(instruction.name,))
    power, toughness = instruction.name.split("/")
    return Modification(Layer.PT_MODIFY, modify_pt=(int(power), int(toughness)))


def _until(instruction: Instruction) -> str:
    return f"{instruction.verb} {instruction.name} until end of turn"


def _act_on(game: Game, verb: str, obj: GameObject, reason: str) -> None:
    if verb == "counter":
        game.counter(obj, f"countered by {reason}, 701.6a")
    elif obj.zone is not BATTLEFIELD and verb in ("destroy", "tap", "untap", "sacrifice"):
        return  # the source left the battlefield: nothing to act on (608.2b, 608.2h)
    elif verb == "destroy":
        game.destroy(obj, reason)
    elif verb == "exile":
        game.exile(obj, reason)
    elif verb == "return_to_hand":
        game.return_to_hand(obj, f"returned by {reason}")
    elif verb == "tap":
        game.tap(obj, reason)
    elif verb == "untap":
        game.untap(obj, reason)
    elif verb == "sacrifice":
        game.sacrifice(obj, f"sacrificed for {reason}")


def _objects(
    instruction: Instruction, source: GameObject, legal: Sequence[Target]
) -> list[GameObject]:
    if instruction.subject == "this":
        return [source] if source.zone is not None else []
    return [t for t in legal if isinstance(t, GameObject)]


def _players_or_target(
    game: Game, instruction: Instruction, controller: Player, legal: Sequence[Target]
) -> list[Target]:
    subject = instruction.subject
    playing = game.apnap()
    if subject == "you":
        return [controller]
    if subject == "target":
        return list(legal)
    if subject == "each opponent":
        return [p for p in playing if p is not controller]
    return playing  # each player, in APNAP order (101.4)


def _token(game: Game, source: GameObject, name: str) -> CardDefinition:
    """The token ``name``: the one its card defines, else one of the catalog's."""
    own = source.definition.tokens.get(name)
    return own if own is not None else game.card(name)
