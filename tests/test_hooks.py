"""One test per hook of ``hooks/specs.py``: each registers a tiny card plugin, and checks
that the hook fires at the documented moment with the documented arguments, and that the
host combines its results as documented (docs/hooks.md)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardDefinition,
    CardPluginError,
    Color,
    CreatingTokens,
    DealingDamage,
    EnteringPermanent,
    Game,
    GameObject,
    IllegalActionError,
    ManaAmount,
    ManaType,
    MovingObject,
    PuttingCounters,
    ReplacementApplied,
    ReplacementEffect,
    Step,
    Zone,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.hooks.implementations import HOOK_NAMES

WATCHER = """
name = "Hook Watcher"
types = ["Enchantment"]
"""

BEARS = "Grizzly Bears"  # a 2/2 test card (tests/cards), with no plugin

NewGame = Callable[..., Game]


def plugin_card(toml: str, **hooks: Any) -> CardDefinition:
    """A card definition from ``toml`` whose plugin implements ``hooks``."""
    return load_card_text(
        toml, plugin=SimpleNamespace(**{name: hookimpl(fn) for name, fn in hooks.items()})
    )


def watch(game: Game, name: str = "Hook Watcher", player: int = 0) -> GameObject:
    """Put a card on the battlefield, which registers its plugin."""
    return game.add_card(name, game.players[player])


def test_hook_on_enter_battlefield(new_game: NewGame) -> None:
    seen: list[tuple[str, Zone, int]] = []

    def on_enter_battlefield(game, card, event):
        seen.append((card.name, event.permanent.zone, event.x))

    spell = """
    name = "X Ooze"
    mana_cost = "{X}{G}"
    types = ["Creature"]
    power = 1
    toughness = 1
    """
    ooze_card = plugin_card(
        spell.replace("\n    ", "\n"), on_enter_battlefield=on_enter_battlefield
    )
    game = new_game(cards=[ooze_card])
    alice = game.players[0]
    game.add_card("X Ooze", alice)
    assert seen == []  # add_card sets up a position: nothing enters, nothing fires
    game.begin_at(alice, Step.MAIN1)
    ooze = game.add_card("X Ooze", alice, "hand")
    bear = game.add_card(BEARS, alice, "hand")
    game.add_mana(alice, "{G}{G}{G}{1}{G}")
    game.cast(ooze, x=2)
    assert seen == []  # a spell on the stack has not entered
    game.resolve_stack()
    # Fired once, after the permanent is on the battlefield, with the spell's X (107.3m).
    assert seen == [("X Ooze", Zone.BATTLEFIELD, 2)]
    # A card hook reaches only the plugin of the card that entered.
    game.cast(bear)
    game.resolve_stack()
    assert len(seen) == 1
    # Put onto the battlefield without casting: X is 0.
    again = game.add_card("X Ooze", alice, "graveyard")
    game.put_onto_battlefield(again)
    assert seen[-1] == ("X Ooze", Zone.BATTLEFIELD, 0)


def test_hook_replace_enter_battlefield(new_game: NewGame) -> None:
    calls: list[EnteringPermanent] = []
    applied: list[str] = []

    def enters_tapped(entering: EnteringPermanent) -> EnteringPermanent:
        applied.append(entering.permanent.name)
        return entering.as_tapped()

    def replace_enter_battlefield(game, card, event):
        calls.append(event)
        if event.permanent.name == BEARS:
            (watcher,) = game.permanents(card)
            return ReplacementEffect(watcher, "enters tapped", enters_tapped)
        return None

    game = new_game(
        cards=[plugin_card(WATCHER, replace_enter_battlefield=replace_enter_battlefield)]
    )
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    bear = game.add_card(BEARS, alice, "hand")
    game.put_onto_battlefield(bear)
    (permanent,) = game.permanents(BEARS)
    assert permanent.tapped
    # The effect applied exactly once, though the hook was asked again after it (616.1f)
    # and offered the same effect again.
    assert applied == [BEARS]
    assert [c.tapped for c in calls] == [False, True]
    assert all(c.controller is alice and c.x == 0 for c in calls)
    assert [e.description for e in game.log.events(ReplacementApplied)] == ["enters tapped"]


def test_an_entering_replacement_changing_control_is_refused_naming_the_card(
    new_game: NewGame,
) -> None:
    """616.1b: effects that enter a permanent under another player's control aren't
    supported: a plugin's effect doing so is its card's error, not silently ignored, and
    nothing is done."""

    def to_bob(game, card, event):
        (watcher,) = game.permanents(card)
        bob = game.players[1]
        return ReplacementEffect(
            watcher, "under Bob's control", lambda e: replace(e, controller=bob)
        )

    game = new_game(cards=[plugin_card(WATCHER, replace_enter_battlefield=to_bob)])
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    bear = game.add_card(BEARS, alice, "hand")
    before = game_state(game)
    with pytest.raises(CardPluginError, match=r"Hook Watcher.*616\.1b"):
        game.put_onto_battlefield(bear)
    assert game_state(game) == before


def test_hook_replace_token_creation(new_game: NewGame) -> None:
    """614.1a: a watcher adds one more token to each creation under its controller's
    control; asked again after it applies, it applies once (614.5)."""
    counts: list[int] = []

    def one_more(creating: CreatingTokens) -> CreatingTokens:
        return replace(creating, count=creating.count + 1)

    def replace_token_creation(game, card, event):
        counts.append(event.count)
        (watcher,) = game.permanents(card)
        if event.controller is watcher.controller:
            return ReplacementEffect(watcher, "one more token", one_more)
        return None

    game = new_game(cards=[plugin_card(WATCHER, replace_token_creation=replace_token_creation)])
    alice, bob = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.create_token("Treasure Token", alice, 2)
    game.create_token("Treasure Token", bob)
    assert len(game.permanents("Treasure Token", controller=alice)) == 3
    assert len(game.permanents("Treasure Token", controller=bob)) == 1
    assert counts == [2, 3, 1]


def test_hook_replace_counters(new_game: NewGame) -> None:
    """614.1a: a watcher halves (rounding down) the +1/+1 counters put on Bob's
    permanents; other kinds and Alice's permanents are untouched."""

    def halved(putting: PuttingCounters) -> PuttingCounters:
        return replace(putting, amount=putting.amount // 2)

    def replace_counters(game, card, event):
        (watcher,) = game.permanents(card)
        if event.kind == "+1/+1" and event.permanent.controller.name == "Bob":
            return ReplacementEffect(watcher, "half as many", halved)
        return None

    game = new_game(cards=[plugin_card(WATCHER, replace_counters=replace_counters)])
    alice, bob = game.players
    watch(game)
    theirs = game.add_card(BEARS, bob)
    mine = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(theirs, "+1/+1", 3)
    game.add_counters(mine, "+1/+1", 3)
    game.add_counters(theirs, "charge", 3)
    assert theirs.counters == {"+1/+1": 1, "charge": 3} and mine.counters == {"+1/+1": 3}


def test_hook_replace_damage(new_game: NewGame) -> None:
    """614.1a, 616.1: a watcher doubles the damage its controller's sources deal; a
    Bolt of Alice's deals 6 to Bob, and his Bolt 3 to her; prevention applies after."""

    def replace_damage(game, card, event):
        (watcher,) = game.permanents(card)
        if event.source.controller is watcher.controller:
            return ReplacementEffect(watcher, "double damage", DealingDamage.twice)
        return None

    game = new_game(cards=[plugin_card(WATCHER, replace_damage=replace_damage)])
    alice, bob = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    for caster, target in ((alice, bob), (bob, alice)):
        game.deal_damage(game.add_card("Lightning Bolt", caster, "graveyard"), target, 3)
    assert bob.life == 14 and alice.life == 17


def test_hook_replace_zone_change(new_game: NewGame) -> None:
    """614.1a: a watcher exiles every card that would go to a graveyard instead: a
    destroyed creature and a discarded card go to exile; a card drawn is untouched."""

    def replace_zone_change(game, card, event):
        if event.zone == "graveyard":
            (watcher,) = game.permanents(card)
            return ReplacementEffect(watcher, "exile it instead", MovingObject.to_exile)
        return None

    game = new_game(cards=[plugin_card(WATCHER, replace_zone_change=replace_zone_change)])
    alice = game.players[0]
    watch(game)
    bears = game.add_card(BEARS, alice)
    game.add_card(BEARS, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.destroy(bears)
    game.discard(alice, 1)
    game.draw(alice)
    assert alice.graveyard == () and [c.name for c in game.exile_zone] == [BEARS, BEARS]
    assert len(alice.hand) == 1


def test_a_zone_change_replacement_may_leave_a_move_as_it_is(new_game: NewGame) -> None:
    """614.1a: an effect offered for every move that changes only a move to a graveyard
    ("exile it instead if it would go to a graveyard", else the event as it was) leaves
    a spell's move to the stack alone (601.2a): Lightning Bolt is cast, and exiled as it
    resolves."""

    def replace_zone_change(game, card, event):
        (watcher,) = game.permanents(card)
        return ReplacementEffect(
            watcher, "exile it instead", lambda e: e.to_exile() if e.zone == "graveyard" else e
        )

    game = new_game(cards=[plugin_card(WATCHER, replace_zone_change=replace_zone_change)])
    alice, bob = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 17 and [c.name for c in game.exile_zone] == ["Lightning Bolt"]


def test_hook_replace_draw(new_game: NewGame) -> None:
    """121.6, 614.11: a watcher replaces each of its controller's draws with gaining 1
    life: drawing two, Alice gains 2 and draws nothing; Bob's draw is untouched."""

    def replace_draw(game, card, event):
        (watcher,) = game.permanents(card)
        if event.player is not watcher.controller:
            return None

        def gain(now: Game) -> None:
            now.gain_life(event.player, 1, "instead of drawing")

        return ReplacementEffect(watcher, "gain 1 life instead", lambda e: e.replaced_by(gain))

    game = new_game(cards=[plugin_card(WATCHER, replace_draw=replace_draw)])
    alice, bob = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice, 2)
    game.draw(bob)
    assert alice.hand == () and alice.life == 22 and len(bob.hand) == 1


def test_hook_replace_own_entering(new_game: NewGame) -> None:
    asked: list[str] = []

    def replace_own_entering(game, card, event):
        asked.append(event.permanent.name)
        return ReplacementEffect(event.permanent, card.ability_text(0), EnteringPermanent.as_tapped)

    gate = """
name = "Test Gate"
types = ["Land"]
oracle = "This land enters tapped."
"""
    game = new_game(cards=[plugin_card(gate, replace_own_entering=replace_own_entering)])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    gate_card = game.add_card("Test Gate", alice, "hand")
    bear = game.add_card(BEARS, alice, "graveyard")
    game.put_onto_battlefield(bear)
    assert asked == []  # asked only about its own card's permanent
    game.play_land(gate_card)
    (entered,) = game.permanents("Test Gate")
    assert entered.tapped and asked == ["Test Gate", "Test Gate"]  # asked again (616.1f)
    [applied] = game.log.events(ReplacementApplied)
    assert applied.description == "This land enters tapped."


def test_hook_replace_mana_event(new_game: NewGame) -> None:
    events: list[Any] = []

    def replace_mana_event(game, event):
        events.append(event)
        if event.permanent.name != "Forest":
            return None
        doubler = game.permanents("Hook Watcher")[0]
        return ReplacementEffect(doubler, "twice as much", lambda e: e.with_mana(e.mana * 2))

    game = new_game(cards=[plugin_card(WATCHER, replace_mana_event=replace_mana_event)])
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    forest = game.add_card("Forest", alice)
    assert game.activate_mana_ability(forest) == ManaAmount.of(ManaType.G, ManaType.G)
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.G, ManaType.G)
    first = next(e for e in events if e.mana == ManaAmount.of(ManaType.G))
    assert first.player is alice and first.tapped_for_mana and first.ability is not None
    # Asked again with the doubled event; the same effect is not applied twice (616.1f).
    assert any(e.mana == ManaAmount.of(ManaType.G, ManaType.G) for e in events)
    assert len(game.log.events(ReplacementApplied)) == 1


def test_hook_on_tapped_for_mana(new_game: NewGame) -> None:
    seen: list[tuple[str, bool, tuple[ManaType, ...]]] = []

    def on_tapped_for_mana(game, event):
        seen.append((event.permanent.name, event.ability.tap, event.mana))

    game = new_game(cards=[plugin_card(WATCHER, on_tapped_for_mana=on_tapped_for_mana)])
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    pool = game.add_card("Reflecting Pool", alice)
    game.activate_mana_ability(pool)  # no land could produce anything: no mana (106.7)
    assert seen == []
    forest = game.add_card("Forest", alice)
    game.activate_mana_ability(forest)
    assert seen == [("Forest", True, ManaAmount(g=1))]


def test_hook_on_mana_ability_resolved(new_game: NewGame) -> None:
    seen: list[tuple[str, ManaAmount, int]] = []

    def on_mana_ability_resolved(game, event):
        permanent = event.permanent
        seen.append((permanent.name, event.mana, permanent.controller.mana_pool.total))

    spring = """
name = "Test Spring"
types = ["Land"]

[[mana_abilities]]
cost = "{T}"
add = "one mana of any type that a land you control could produce"
"""
    game = new_game(cards=[plugin_card(spring, on_mana_ability_resolved=on_mana_ability_resolved)])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    spring_permanent = game.add_card("Test Spring", alice)
    game.activate_mana_ability(spring_permanent)
    forest = game.add_card("Forest", alice)
    game.activate_mana_ability(forest)  # another card's ability: not this plugin's
    game.add_card("Test Spring", alice)
    game.activate_mana_ability(game.permanents("Test Spring")[1])
    # Fires for every mana ability of its card, even one that produced nothing, after the
    # mana was added.
    assert seen == [("Test Spring", ManaAmount(), 0), ("Test Spring", ManaAmount(g=1), 2)]


def test_hook_count_devotion(new_game: NewGame) -> None:
    asked: list[tuple[str, frozenset[Color]]] = []

    def count_devotion(game, player, colors):
        asked.append((player.name, colors))
        if player.name == "Alice" and Color.WHITE in colors:
            return 2
        return None

    shrine = WATCHER + 'mana_cost = "{W}{W}"\n'
    game = new_game(cards=[plugin_card(shrine, count_devotion=count_devotion)])
    watch(game)
    # The built-in plugin counts {W}{W} (700.5); the card's plugin adds 2; None adds nothing.
    assert game.devotion(game.players[0], "white") == 4
    assert game.devotion(game.players[0], "white", "black") == 4
    assert game.devotion(game.players[1], "white") == 0
    assert asked[0] == ("Alice", frozenset({Color.WHITE}))


def test_hook_on_attackers_declared(new_game: NewGame) -> None:
    seen: list[Any] = []

    def on_attackers_declared(game, event):
        seen.append(event)

    for attackers in ([BEARS], []):
        game = new_game(cards=[plugin_card(WATCHER, on_attackers_declared=on_attackers_declared)])
        alice = game.players[0]
        watch(game)
        game.add_card(BEARS, alice)
        game.begin_at(alice, Step.DECLARE_ATTACKERS)
        game.declare_attackers([game.permanents(name)[0] for name in attackers])
    declared, nobody = seen
    bear = declared.attackers[0]
    assert bear.name == BEARS and bear.tapped  # tapped before the hook (508.1f)
    assert declared.alone is bear and [d.name for _, d in declared.attacks] == ["Bob"]
    assert declared.player.name == "Alice"
    assert nobody.attackers == () and nobody.alone is None  # called even with no attackers


def test_hook_on_blockers_declared(new_game: NewGame) -> None:
    """509.1: a watcher sees the blocks as declared, and the declaration of none."""
    seen: list[Any] = []

    def on_blockers_declared(game, event):
        seen.append(event)

    for blocking in (True, False):
        game = new_game(cards=[plugin_card(WATCHER, on_blockers_declared=on_blockers_declared)])
        alice, bob = game.players
        watch(game)
        bear = game.add_card(BEARS, alice)
        wall = game.add_card("Wall of Stone", bob)
        game.begin_at(alice, Step.DECLARE_ATTACKERS)
        game.declare_attackers([bear])
        game.advance_to(Step.DECLARE_BLOCKERS)
        game.declare_blockers({wall: bear} if blocking else {})
    blocked, unblocked = seen
    assert [(b.name, a.name) for b, a in blocked.blocks] == [("Wall of Stone", BEARS)]
    assert [p.name for p in blocked.players] == ["Bob"] and unblocked.blocks == ()


def test_hook_on_damage_done(new_game: NewGame) -> None:
    """120.3: a watcher sees every source's damage event: a creature's combat damage and
    a spell's, each once, with its recipients."""
    seen: list[tuple[str, bool, int]] = []

    def on_damage_done(game, event):
        seen.append((event.source.name, event.combat, event.total))

    game = new_game(cards=[plugin_card(WATCHER, on_damage_done=on_damage_done)])
    alice, bob = game.players
    watch(game)
    bear = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bear])
    game.advance_to(Step.END_OF_COMBAT)
    game.deal_damage(game.add_card("Lightning Bolt", alice, "graveyard"), bob, 3)
    assert seen == [(BEARS, True, 2), ("Lightning Bolt", False, 3)]


def test_hook_on_dealt_damage(new_game: NewGame) -> None:
    """120.3, 510.2, 603.2c: a watcher sees all the combat damage of the step once: two
    Bears blocking the trampling Dreadmaw are dealt 2 each, Bob the 2 left over, and the
    Dreadmaw 4 by both Bears."""
    seen: list[tuple[tuple[tuple[str, int], ...], bool]] = []

    def on_dealt_damage(game, event):
        seen.append((tuple((who.name, amount) for who, amount in event.recipients), event.combat))

    game = new_game(cards=[plugin_card(WATCHER, on_dealt_damage=on_dealt_damage)])
    alice, bob = game.players
    watch(game)
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    first, second = (game.add_card(BEARS, bob) for _ in range(2))
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([dreadmaw])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({first: dreadmaw, second: dreadmaw})
    game.advance_to(Step.END_OF_COMBAT)
    [(recipients, combat)] = seen
    assert combat and sorted(recipients) == sorted(
        [(BEARS, 2), (BEARS, 2), ("Bob", 2), ("Colossal Dreadmaw", 4)]
    )


def test_hook_on_damage_dealt(new_game: NewGame) -> None:
    seen: list[tuple[Any, Step]] = []

    def on_damage_dealt(game, event):
        seen.append((event, game.step))

    duelist = """
name = "Test Duelist"
mana_cost = "{1}{G}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["double strike"]
"""
    game = new_game(cards=[plugin_card(duelist, on_damage_dealt=on_damage_dealt)])
    alice, bob = game.players
    duelist_permanent = game.add_card("Test Duelist", alice)
    bear = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([duelist_permanent, bear])
    game.advance_to(Step.END_OF_COMBAT)
    # Once per damage event of its own card's object, in each combat damage step (510.4);
    # the bear's damage is not this card's.
    assert [(e.source, e.recipients, e.combat, step) for e, step in seen] == [
        (duelist_permanent, ((bob, 2),), True, Step.FIRST_STRIKE_DAMAGE),
        (duelist_permanent, ((bob, 2),), True, Step.COMBAT_DAMAGE),
    ]
    assert seen[0][0].to_players() == ((bob, 2),) and seen[0][0].total == 2
    assert bob.life == 14  # the damage was dealt before the hook


def test_hook_on_permanent_entered(new_game: NewGame) -> None:
    seen: list[tuple[str, str, bool]] = []

    def on_permanent_entered(game, card, event):
        seen.append((card.name, event.permanent.name, event.tapped))

    game = new_game(cards=[plugin_card(WATCHER, on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    watch(game)
    assert seen == []  # set up with add_card: nothing entered
    game.begin_at(alice, Step.MAIN1)
    bear = game.add_card(BEARS, alice, "graveyard")
    game.put_onto_battlefield(bear, tapped=True)
    forest = game.add_card("Forest", alice, "hand")
    game.play_land(forest)
    # A watcher hears of every permanent entering, whoever's card it is.
    assert seen == [("Hook Watcher", BEARS, True), ("Hook Watcher", "Forest", False)]


def test_hook_on_beginning_of_step(new_game: NewGame) -> None:
    seen: list[tuple[Step, str, int]] = []

    def on_beginning_of_step(game, event):
        player = event.active_player
        seen.append((event.step, player.name, len(player.hand)))

    game = new_game(cards=[plugin_card(WATCHER, on_beginning_of_step=on_beginning_of_step)])
    alice, bob = game.players
    watch(game)
    for _ in range(3):
        game.add_card("Forest", bob, "library")
    game.begin_at(alice, Step.END)
    game.next_turn()
    game.advance_to(Step.MAIN1)
    # Alice's cleanup step, then Bob's turn: no call for the untap step (502.4); the draw
    # step's call comes after its turn-based action (703.3), so Bob holds the card he drew.
    assert seen == [
        (Step.CLEANUP, "Alice", 0),
        (Step.UPKEEP, "Bob", 0),
        (Step.DRAW, "Bob", 1),
        (Step.MAIN1, "Bob", 1),
    ]


def test_hook_attack_restrictions(new_game: NewGame) -> None:
    asked: list[str] = []

    def no_bears(game, creature):
        asked.append(creature.name)
        return "Grizzly Bears can't attack (Hook Watcher)" if creature.name == BEARS else None

    def also_no_bears(game, creature):
        return "bears stay home (Second Watcher)" if creature.name == BEARS else None

    second = WATCHER.replace("Hook Watcher", "Second Watcher")
    game = new_game(
        cards=[
            plugin_card(WATCHER, attack_restrictions=no_bears),
            plugin_card(second, attack_restrictions=also_no_bears),
        ]
    )
    alice = game.players[0]
    watch(game)
    watch(game, "Second Watcher")
    bear = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError) as caught:
        game.declare_attackers([bear])
    message = str(caught.value)
    # Any reason makes the attack illegal; the error cites 508.1c and names every reason.
    assert message.startswith("rule 508.1c:")
    assert "Grizzly Bears can't attack (Hook Watcher)" in message
    assert "bears stay home (Second Watcher)" in message
    assert not bear.tapped and game.combat.attackers == ()  # nothing changed
    assert asked == [BEARS]
    # None is no reason: another creature attacks.
    giant = game.add_card("Test Giant", alice)
    game.declare_attackers([giant])
    assert game.combat.is_attacking(giant)


def test_hook_block_restrictions(new_game: NewGame) -> None:
    asked: list[tuple[str, str]] = []

    def block_restrictions(game, creature, attacker):
        asked.append((creature.name, attacker.name))
        if creature.name == "Tall Spider":
            return "Tall Spider can't block Bears"
        return None

    game = new_game(cards=[plugin_card(WATCHER, block_restrictions=block_restrictions)])
    alice, bob = game.players
    watch(game)
    bear = game.add_card(BEARS, alice)
    spider = game.add_card("Tall Spider", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bear])
    game.advance_to(Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match=r"^rule 509\.1b: .*Tall Spider can't block"):
        game.declare_blockers({spider: bear})
    assert asked == [("Tall Spider", BEARS)]
    assert not game.combat.blocks


def test_hook_resolve_spell(new_game: NewGame) -> None:
    seen: list[tuple[str, Zone, int]] = []

    def resolve_spell(game, card, spell, x):
        seen.append((spell.name, spell.zone, x))
        game.gain_life(spell.controller, 3 + x, card.name)

    remedy = """
name = "Test Remedy"
mana_cost = "{X}{W}"
types = ["Instant"]
"""
    bolt = """
name = "Test Spark"
mana_cost = "{R}"
types = ["Instant"]
"""
    game = new_game(
        cards=[
            plugin_card(remedy, resolve_spell=resolve_spell),
            plugin_card(bolt, resolve_spell=lambda game, spell: None),
        ]
    )
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    card = game.add_card("Test Remedy", alice, "hand")
    bear = game.add_card(BEARS, alice, "hand")
    spark = game.add_card("Test Spark", alice, "hand")
    game.add_mana(alice, "{W}{W}{W}{1}{G}{R}")
    game.cast(bear)
    game.resolve_stack()
    assert seen == []  # a permanent spell becomes a permanent instead (608.3)
    game.cast(spark)
    game.resolve_stack()
    assert seen == []  # another card's spell reaches only its own plugin
    game.cast(card, x=2)
    game.resolve_stack()
    # Called while the spell is on the stack, with its X; then it goes to the graveyard.
    assert seen == [("Test Remedy", Zone.STACK, 2)]
    assert alice.life == 25
    assert [c.name for c in alice.graveyard] == ["Test Spark", "Test Remedy"]


def test_hook_resolve_ability(new_game: NewGame) -> None:
    """The card's activated ability resolves: after its data effects, with its index and
    targets; not at all when its only target became illegal (608.2b)."""
    seen: list[tuple[int, list[str], int]] = []

    def resolve_ability(game, card, ability):
        seen.append((ability.index, [str(t) for t in game.legal_targets(ability)], ability.x))

    gauge = plugin_card(
        'name = "Test Gauge"\ntypes = ["Artifact"]\n'
        'oracle = """\n{X}: Put X charge counters on this artifact.\n'
        '{T}: Tap target creature."""\n'
        '[[abilities]]\ncost = "{X}"\n'
        '[[abilities]]\ncost = "{T}"\ntargets = ["target creature"]\n'
        'effects = [{ tap = "target" }]\n',
        resolve_ability=resolve_ability,
    )
    game = new_game(cards=[gauge])
    alice, bob = game.players
    permanent = game.add_card("Test Gauge", alice)
    bears = game.add_card(BEARS, bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    game.activate(permanent, 0, x=3)
    game.resolve_stack()
    game.activate(permanent, 1, target=bears)
    game.resolve_stack()
    assert seen == [(0, [], 3), (1, [str(bears)], 0)]
    assert bears.tapped


def test_hook_mana_options(new_game: NewGame) -> None:
    """A computed mana ability adds what the plugin offers, its controller choosing among
    several; could_produce sees every option (106.7)."""

    def mana_options(game, card, permanent, ability):
        lands = len(game.permanents(controller=permanent.controller, card_type="Land"))
        return [ManaAmount(g=lands), ManaAmount(u=lands)]

    spring = plugin_card(
        'name = "Test Spring"\ntypes = ["Land"]\n'
        'oracle = "{T}: Add {G} or {U} for each land you control."\n'
        '[[mana_abilities]]\ncost = "{T}"\ncomputed = true\n',
        mana_options=mana_options,
    )
    game = new_game(cards=[spring], choices={"mana": ["{U}{U}"]})
    alice = game.players[0]
    permanent = game.add_card("Test Spring", alice)
    game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    assert game.could_produce(permanent) == {ManaType.G, ManaType.U}
    assert game.activate_mana_ability(permanent) == ManaAmount(u=2)


def test_hook_on_spell_cast(new_game: NewGame) -> None:
    seen: list[str] = []

    def on_spell_cast(game, event):
        seen.append(f"{event.player} {event.spell.name} {event.spell.zone.value}")

    game = new_game(cards=[plugin_card(WATCHER, on_spell_cast=on_spell_cast)])
    alice = game.players[0]
    watch(game)
    spark = game.add_card("Quick Spark", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(spark)
    assert seen == ["Alice Quick Spark stack"]


def test_hook_on_became_target(new_game: NewGame) -> None:
    seen: list[str] = []

    def on_became_target(game, event):
        seen.append(f"{event.target} {event.item.name} {event.controller}")

    game = new_game(cards=[plugin_card(WATCHER, on_became_target=on_became_target)])
    alice, bob = game.players
    watch(game)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(bolt, target=bob)
    assert seen == ["Bob Lightning Bolt Alice"]


def test_hook_on_ability_activated(new_game: NewGame) -> None:
    seen: list[str] = []

    def on_ability_activated(game, event):
        seen.append(f"{event.player} {event.ability.text}")

    game = new_game(cards=[plugin_card(WATCHER, on_ability_activated=on_ability_activated)])
    alice = game.players[0]
    watch(game)
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate_mana_ability(forest)  # a mana ability isn't put on the stack: not this
    [clue] = game.create_token("Clue Token", alice)
    game.add_mana(alice, "{2}")
    game.activate(clue)
    assert seen == ["Alice {2}, Sacrifice this token: Draw a card."]


def test_hook_on_life_gained(new_game: NewGame) -> None:
    seen: list[int] = []

    def on_life_gained(game, event):
        seen.append(event.amount)

    game = new_game(cards=[plugin_card(WATCHER, on_life_gained=on_life_gained)])
    alice, bob = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.gain_life(alice, 2)
    game.lose_life(alice, 1)
    [vampire] = game.create_token("Vampire Token", alice)
    game.deal_damage(vampire, bob, 1)  # lifelink (120.3f)
    game.gain_life(alice, 0)  # no event (119.9)
    assert seen == [2, 1]


def test_hook_on_life_lost(new_game: NewGame) -> None:
    seen: list[tuple[str, int]] = []

    def on_life_lost(game, event):
        seen.append((event.player.name, event.amount))

    game = new_game(cards=[plugin_card(WATCHER, on_life_lost=on_life_lost)])
    alice, bob = game.players
    watch(game)
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.lose_life(bob, 3)
    game.deal_damage(bears, bob, 2)  # damage is life loss (120.3a)
    game.gain_life(bob, 1)
    assert seen == [("Bob", -3), ("Bob", -2)]


def test_hook_on_leaves_battlefield(new_game: NewGame) -> None:
    """Every permanent leaving; creatures dying at once in combat are dispatched after
    both left, each event naming both (603.10a)."""
    seen: list[tuple[str, str, bool, int]] = []

    def on_leaves_battlefield(game, event):
        seen.append(
            (event.object.controller.name, event.to_zone, event.dies, len(event.simultaneous))
        )

    game = new_game(cards=[plugin_card(WATCHER, on_leaves_battlefield=on_leaves_battlefield)])
    alice, bob = game.players
    watch(game)
    forest = game.add_card("Forest", alice)
    attacker = game.add_card(BEARS, alice)
    blocker = game.add_card(BEARS, bob)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.return_to_hand(forest)
    assert seen == [("Alice", "hand", False, 1)]
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.advance()
    game.declare_blockers({blocker: attacker})
    game.advance()  # combat damage: both 2/2s are dealt lethal damage (510.2, 704.5g)
    assert seen[1:] == [("Alice", "graveyard", True, 2), ("Bob", "graveyard", True, 2)]


def test_hook_on_card_drawn(new_game: NewGame) -> None:
    seen: list[str] = []

    def on_card_drawn(game, event):
        seen.append(f"{event.player} {event.new.zone.value}")

    game = new_game(cards=[plugin_card(WATCHER, on_card_drawn=on_card_drawn)])
    alice, bob = game.players
    watch(game)
    game.start(bob)
    game.advance_to(Step.DRAW, alice)  # Alice's draw step draws a card (504.1)
    game.draw(bob, 2)
    assert seen == ["Alice hand", "Bob hand", "Bob hand"]


def test_hook_on_discarded(new_game: NewGame) -> None:
    """701.9a: an effect's discard and a cost's (cycling's, 702.29a) each call it once
    per card, the card in the graveyard it went to."""
    seen: list[str] = []

    def on_discarded(game, event):
        seen.append(f"{event.player} {event.object.name} {event.new.zone.value}")

    game = new_game(cards=[plugin_card(WATCHER, on_discarded=on_discarded)])
    alice, bob = game.players
    watch(game)
    game.add_card("Grizzly Bears", bob, "hand")
    game.add_card("Forest", bob, "hand")
    faith = game.add_card("Renewed Faith", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.discard(bob, 2)
    game.add_mana(alice, "{1}{W}")
    game.cycle(faith)
    assert sorted(seen[:2]) == ["Bob Forest graveyard", "Bob Grizzly Bears graveyard"]
    assert seen[2:] == ["Alice Renewed Faith graveyard"]


def test_hook_on_cycled(new_game: NewGame) -> None:
    """702.29c: a watcher sees Alice cycle Renewed Faith: the card in her hand, and the
    card in her graveyard it became, as the cycling ability goes on the stack."""
    seen: list[str] = []

    def on_cycled(game, event):
        seen.append(f"{event.player} {event.card.name} {event.new.zone.value} {len(game.stack)}")

    game = new_game(cards=[plugin_card(WATCHER, on_cycled=on_cycled)])
    alice = game.players[0]
    watch(game)
    faith = game.add_card("Renewed Faith", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cycle(faith)
    assert seen == ["Alice Renewed Faith graveyard 1"]


def test_hook_on_turned_face_up(new_game: NewGame) -> None:
    """702.37e, 708.8: a watcher sees Alice turn her face-down Veiled Shell face up, by
    then a 3/3 with its name, the special action taken with nothing on the stack."""
    seen: list[str] = []

    def on_turned_face_up(game, event):
        permanent = event.permanent
        seen.append(f"{event.player} {permanent.name} {permanent.power} {len(game.stack)}")

    shell = load_card_text(
        'name = "Veiled Shell"\nmana_cost = "{3}{U}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 3\noracle = "Morph {U}"\nmorph = "{U}"\n'
    )
    game = new_game(cards=[shell, plugin_card(WATCHER, on_turned_face_up=on_turned_face_up)])
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    game.cast(game.add_card("Veiled Shell", alice, "hand"), face_down=True)
    game.resolve_stack()
    [face_down] = [p for p in game.battlefield if p.face_down]
    game.add_mana(alice, "{U}")
    game.turn_face_up(face_down)
    assert seen == ["Alice Veiled Shell 3 0"]


def test_hook_on_became_monstrous(new_game: NewGame) -> None:
    """701.37a: a watcher sees the permanent become monstrous, its counters on it, and
    the monstrosity's N (701.37c); activated again, nothing (it is monstrous)."""
    seen: list[tuple[str, int, int]] = []

    def on_became_monstrous(game, event):
        permanent = event.permanent
        seen.append((permanent.name, permanent.power, event.amount))

    brute = load_card_text(
        'name = "Hill Brute"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\npower = 2\n'
        'toughness = 2\noracle = "{1}: Monstrosity 2."\n'
        '[[abilities]]\ncost = "{1}"\neffects = [{ monstrosity = 2 }]\n'
    )
    game = new_game(cards=[brute, plugin_card(WATCHER, on_became_monstrous=on_became_monstrous)])
    alice = game.players[0]
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    hill_brute = game.add_card("Hill Brute", alice)
    for _ in range(2):
        game.add_mana(alice, "{1}")
        game.activate(hill_brute)
        game.resolve_stack()
    assert seen == [("Hill Brute", 4, 2)]


def test_hook_on_exerted(new_game: NewGame) -> None:
    """701.43d: a watcher sees Alice exert her attacking creature, tapped as it attacks."""
    seen: list[tuple[str, str, bool]] = []

    def on_exerted(game, event):
        seen.append((str(event.player), event.permanent.name, event.permanent.tapped))

    raider = load_card_text(
        'name = "Exert Raider"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 2\n'
        'toughness = 2\noracle = "You may exert Exert Raider as it attacks. When you do, it '
        'gets +1/+0 until end of turn."\n'
        '[[triggers]]\nwhen = "exert"\neffects = [{ gets = "+1/+0" }]\n'
    )
    game = new_game(
        cards=[raider, plugin_card(WATCHER, on_exerted=on_exerted)],
        choices={"exert": ["exert it"]},
    )
    alice, bob = game.players
    watch(game)
    creature = game.add_card("Exert Raider", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({creature: bob})
    assert seen == [("Alice", "Exert Raider", True)]


def test_hook_on_permanent_tapped(new_game: NewGame) -> None:
    seen: list[tuple[str, str]] = []

    def on_permanent_tapped(game, event):
        seen.append((event.permanent.name, event.reason))

    game = new_game(cards=[plugin_card(WATCHER, on_permanent_tapped=on_permanent_tapped)])
    alice = game.players[0]
    watch(game)
    forest = game.add_card("Forest", alice)
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate_mana_ability(forest)
    game.tap(bears, "an effect")
    game.untap(bears)
    assert seen == [("Forest", "cost {T}"), (BEARS, "an effect")]


def test_hook_on_permanent_untapped(new_game: NewGame) -> None:
    seen: list[tuple[str, str]] = []

    def on_permanent_untapped(game, event):
        seen.append((event.permanent.name, event.reason))

    game = new_game(cards=[plugin_card(WATCHER, on_permanent_untapped=on_permanent_untapped)])
    alice, bob = game.players
    watch(game)
    forest = game.add_card("Forest", alice, tapped=True)
    game.start(bob)
    game.next_turn()  # Alice's untap step (502.3)
    assert seen == [("Forest", "untap step, 502.3")]
    assert not forest.tapped


def test_hook_on_counters_put(new_game: NewGame) -> None:
    seen: list[tuple[str, int, int]] = []

    def on_counters_put(game, event):
        seen.append((event.kind, event.amount, event.total))

    game = new_game(cards=[plugin_card(WATCHER, on_counters_put=on_counters_put)])
    alice = game.players[0]
    watch(game)
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(bears, "+1/+1", 2)
    game.remove_counters(bears, "+1/+1", 1)
    assert seen == [("+1/+1", 2, 2)]


def test_hook_on_counters_removed(new_game: NewGame) -> None:
    seen: list[tuple[str, int, int]] = []

    def on_counters_removed(game, event):
        seen.append((event.kind, event.amount, event.total))

    game = new_game(cards=[plugin_card(WATCHER, on_counters_removed=on_counters_removed)])
    alice = game.players[0]
    watch(game)
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(bears, "+1/+1", 2)
    game.remove_counters(bears, "+1/+1", 1)
    assert seen == [("+1/+1", -1, 1)]


def test_hook_on_player_lost(new_game: NewGame) -> None:
    seen: list[str] = []

    def on_player_lost(game, event):
        seen.append(f"{event.player} {event.reason}")

    game = new_game(
        players=("Alice", "Bob", "Carol"),
        cards=[plugin_card(WATCHER, on_player_lost=on_player_lost)],
    )
    alice, bob, _carol = game.players
    watch(game)
    game.begin_at(alice, Step.MAIN1)
    game.lose_life(bob, 20)
    assert seen == ["Bob 0 or less life, 704.5a"]


def test_every_hook_has_a_test() -> None:
    module = sys.modules[__name__]
    missing = [name for name in sorted(HOOK_NAMES) if not hasattr(module, f"test_hook_{name}")]
    assert not missing, f"hooks without a test_hook_<name> test: {missing}"
    tested = {
        name.removeprefix("test_hook_") for name in dir(module) if name.startswith("test_hook_")
    }
    assert tested <= HOOK_NAMES, f"tests for hooks that don't exist: {tested - HOOK_NAMES}"
