"""Assertion helpers for card tests: failures say what was expected and what was found,
followed by the end of the event log."""

from __future__ import annotations

from typing import Any

from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.tools.expectations import check_expectation

LOG_TAIL = 12


class Expect:
    """Expectations about one game, each raising ``AssertionError`` when it fails::

    expect(game).player("Bob", life=14)
    expect(game).permanent("Vampire Token", count=2, keywords=["lifelink"])
    expect(game).log("attacks alone")
    """

    def __init__(self, game: Game) -> None:
        self.game = game

    def player(self, name: str, **facts: Any) -> Expect:
        """life, mana_pool ("{G}{G}"), turns_taken, lost, hand, graveyard, library, exile
        (card names), hand_count, graveyard_count, library_count, devotion ({"colors":
        [...], "value": n})."""
        return self._check({"player": name, **facts})

    def permanent(self, name: str, **facts: Any) -> Expect:
        """count, controller, tapped, power, toughness, transformed, keywords, colors,
        attached_to (a name), counters ({"+1/+1": 1}), summoning_sick, token."""
        return self._check({"permanent": name, **facts})

    def log(self, text: str) -> Expect:
        """Some line of the log contains ``text``."""
        return self._check({"log": text})

    def not_in_log(self, text: str) -> Expect:
        return self._check({"not_in_log": text})

    def turn(self, **facts: Any) -> Expect:
        """step (its name), active (a player's name), priority (who has it), turn (the
        game's turn number), stack (names, bottom first), winner (a player's name)."""
        return self._check(facts)

    def _check(self, expectation: dict[str, Any]) -> Expect:
        problems = check_expectation(self.game, expectation)
        if problems:
            tail = "\n".join(f"    {line}" for line in self.game.log.lines()[-LOG_TAIL:])
            raise AssertionError("\n".join(problems) + f"\nlast lines of the log:\n{tail}")
        return self


def expect(game: Game) -> Expect:
    return Expect(game)


def _on_stack(item: Any, same_objects: bool) -> Any:
    """A spell or ability on the stack (or waiting for it): the object itself, by its
    identity, or by what it is (``same_objects`` false)."""
    if same_objects:
        return id(item)
    named = tuple(t.id if isinstance(t, GameObject) else t.name for t in item.targets)
    if isinstance(item, GameObject):
        return ("spell", item.id, item.controller.name, item.x, item.modes, item.flashback, named)
    controller = item.controller.name
    return ("ability", item.source.id, item.text, controller, item.x, item.index, item.modes, named)


def _in_force(effect: Any, same_objects: bool) -> Any:
    """A continuous effect in force (611): itself, or, ``same_objects`` false, what it
    is, its source and controller by number and name (a copy's are its own objects)."""
    if same_objects:
        return effect
    controller = effect.controller.name if effect.controller is not None else None
    return (
        effect.source.id,
        controller,
        effect.modifications,
        effect.timestamp,
        effect.affects,
        effect.objects,
        effect.condition,
        effect.duration,
        effect.description,
        effect.players,
        effect.player_rules,
    )


def game_state(game: Game, *, same_objects: bool = True) -> tuple[Any, ...]:
    """Everything a refused action must leave as it was (732.1), the random generator's
    state and the registered plugins included: compare it before and after with ``==``.
    The spells and abilities on the stack and the effects in force are compared as the
    same objects (a refused action leaves the very objects a caller holds, 732); with
    ``same_objects`` false, by what they are, to compare a copy or a restored game with
    its original."""
    objects = tuple(
        (
            o.id,
            o.name,
            o.zone,
            o.controller.name,
            o.tapped,
            o.damage,
            o.transformed,
            tuple(sorted(o.counters.items())) if o.counters else (),
            o.attached_to.id if o.attached_to else None,
        )
        for o in game.all_objects()
    )
    players = tuple(
        (
            p.name,
            p.life,
            p.poison,
            p.mana_pool,
            p.lands_played,
            p.turns_taken,
            p.has_lost,
            tuple(o.id for o in (*p.library, *p.hand, *p.graveyard)),
        )
        for p in game.players
    )
    stack = tuple(_on_stack(item, same_objects) for item in game.stack)
    waiting = tuple(_on_stack(ability, same_objects) for ability in game.pending_triggers)
    combat = game.combat
    fights = (
        (
            tuple((a.id, d.name) for a, d in combat.attackers),
            tuple((b.id, a.id) for b, a in combat.blocks),
        )
        if combat is not None
        else None
    )
    turn = (
        game.turn_number,
        game.active_player.name,
        game.step,
        game.awaiting,
        tuple(p.name for p in game.extra_turns),
        tuple(_in_force(effect, same_objects) for effect in game.continuous_effects),
        game.winner.name if game.winner else None,
        game.game_over,
    )
    outside = (game.rng.getstate(), game.registered_cards)
    return objects, players, stack, waiting, fights, turn, len(game.log), outside
