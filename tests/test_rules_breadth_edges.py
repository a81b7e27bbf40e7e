"""Edges where the new rule areas meet the old: a restart (726.2) and a player leaving
(800.4a) with cards exiled "until", shields and prevention in force; what a leaving
player's hidden cards show (400.2); a shield facing several sources at once (615.7); the
casts a card with flashback and kicker offers; and the order in which built-in hooks
that join a game later are called, the same in a copy and a saved game (603.3b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    CardsRevealed,
    Cast,
    Choice,
    ChoiceKind,
    FirstOptionChooser,
    Game,
    GameObject,
    Step,
    load_card_text,
    parse_quality,
)

NewGame = Callable[..., Game]


def test_a_restart_ends_what_the_old_game_had_in_force(new_game: NewGame) -> None:
    """726.2: Banisher Priest holds Bob's Bears in exile and a Healing Salve shield is
    on Bob; after a restart every card is in its owner's library, no card comes back
    from exile, and a Bolt at Bob deals its 3."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}{W}{W}")
    game.cast(game.add_card("Banisher Priest", alice, "hand"))
    game.resolve_stack()
    game.cast(game.add_card("Healing Salve", alice, "hand"), modes=[1], target=bob)
    game.resolve_stack()
    game.restart(alice)
    assert game.battlefield == () and game.exile_zone == ()
    assert game.exiled_with == () and game.prevention == () and game.regeneration_shields == ()
    game.deal_damage(game.add_card("Lightning Bolt", alice, "graveyard"), bob, 3)
    assert bob.life == 17


def test_a_restart_starts_every_player_without_poison_or_energy(new_game: NewGame) -> None:
    """726.1, 103: the restarted game is a new game; Bob's nine poison counters (122.1f)
    and three energy (107.14) are the old game's, so one more poison counter doesn't
    make him lose (704.5c)."""
    game = new_game()
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.give_poison(bob, 9, bears)
    game.give_energy(bob, 3)
    game.restart(alice)
    assert (bob.poison, bob.energy) == (0, 0)
    game.give_poison(bob, 1, game.add_card("Grizzly Bears", alice))
    game.settle()
    assert not bob.has_lost and bob.poison == 1


def test_a_player_leaving_returns_what_their_priest_exiled(new_game: NewGame) -> None:
    """800.4a, 610.3: Bob's Priest exiled Carol's Bears until it leaves; Bob loses and
    leaves the game with his Priest: the Bears return under Carol's control. What Bob's
    library and hand held, Alice doesn't see (400.2)."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    _, bob, carol = game.players
    game.add_card("Grizzly Bears", carol)
    game.add_card("Counterspell", bob, "hand")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{1}{W}{W}")
    game.cast(game.add_card("Banisher Priest", bob, "hand"), target=None)
    game.resolve_stack()
    assert [c.name for c in game.exile_zone] == ["Grizzly Bears"]
    game.lose_life(bob, 20)
    assert bob.has_lost and [(p.name, p.controller) for p in game.battlefield] == [
        ("Grizzly Bears", carol)
    ]
    seen = game.log.text("Alice")
    assert "Counterspell" not in seen and "Counterspell" in game.log.text("Bob")


class Preferring:
    """Answers a shield-order question with the damage from ``name``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.REPLACEMENT and "615.7" in choice.prompt:
            preferred = [o for o in choice.options if o.source.name == self.name]
            if preferred:
                return preferred[0]
        return FirstOptionChooser().choose(choice)


def test_a_shield_facing_several_sources_is_used_as_its_player_chooses(
    new_game: NewGame,
) -> None:
    """615.7: Alice's 3-point shield and Bob's unblocked Dreadmaw (6) and lifelink
    Vampire (1): she has the shield prevent the Vampire's 1 first, then 2 of the
    Dreadmaw's: she takes 4 and Bob gains no life."""
    game = new_game(chooser=Preferring("Vampire Token"))
    alice, bob = game.players
    _bob_attacks_alice_unblocked(game, "Colossal Dreadmaw", "Vampire Token")
    _alice_salves_herself(game)
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 16 and bob.life == 20


def _bob_attacks_alice_unblocked(game: Game, *names: str) -> list[GameObject]:
    """Bob's creatures ``names`` attack Alice, who blocks none (508.1, 509.1)."""
    alice, bob = game.players
    attackers = [game.add_card(name, bob) for name in names]
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers(dict.fromkeys(attackers, alice))
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    return attackers


def _alice_salves_herself(game: Game) -> None:
    """Alice, given priority, casts Healing Salve's "prevent the next 3 damage" on
    herself (615.7) and it resolves."""
    alice = game.players[0]
    game.pass_priority()
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Healing Salve", alice, "hand"), modes=[1], target=alice)
    game.resolve_stack()


def test_a_shield_s_order_is_chosen_beside_an_effect_preventing_all(new_game: NewGame) -> None:
    """615.7: Alice's 3-point shield faces two Bears (2 each) and a lifelink Vampire (1)
    unblocked, with all the Dreadmaw's damage to her prevented besides (an effect of no
    amount, 615.1): she still chooses, the Vampire's first: she takes 2, Bob gains none."""
    game = new_game(chooser=Preferring("Vampire Token"))
    alice, bob = game.players
    attackers = ("Colossal Dreadmaw", "Grizzly Bears", "Grizzly Bears", "Vampire Token")
    dreadmaw = _bob_attacks_alice_unblocked(game, *attackers)[0]
    game.prevent_damage(dreadmaw, alice, dealer=dreadmaw)
    _alice_salves_herself(game)
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 18 and bob.life == 20


def test_the_next_damage_to_each_of_a_group_is_a_shield_for_each(new_game: NewGame) -> None:
    """615.11: "the next 2 damage that would be dealt to each creature you control" is a
    shield for each of them as it is made: 2 to each of two Bears at once are both
    prevented (not 2 in all); a creature entering after has none."""
    game = new_game()
    alice, bob = game.players
    first, second = (game.add_card("Grizzly Bears", alice) for _ in range(2))
    game.begin_at(alice, Step.MAIN1)
    game.prevent_damage(first, amount=2, recipients=parse_quality("creature you control"))
    assert len(game.prevention) == 2
    later = game.add_card("Grizzly Bears", alice)
    pyroclasm = game.add_card("Lightning Bolt", bob, "graveyard")
    game.deal_damage_each(pyroclasm, [first, second, later], 2)
    game.settle()
    assert (first.damage, second.damage) == (0, 0) and later.zone is None


def test_the_next_time_a_source_deals_damage_to_a_group_is_one_instance(
    new_game: NewGame,
) -> None:
    """615.8 (not 615.11's shield for each): "the next time" Bob's Elves would deal damage
    to creatures Alice controls, or to players, is one instance: its 1 to her first
    Bears is prevented, its 1 to her second Bears later is dealt; likewise Alice's 1, then
    Bob's."""
    game = new_game()
    alice, bob = game.players
    first, second = (game.add_card("Grizzly Bears", alice) for _ in range(2))
    elves = game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    mine = parse_quality("creature you control")
    game.prevent_damage(first, dealer=elves, recipients=mine, once=True)
    game.prevent_damage(first, dealer=elves, to_players=True, once=True)
    assert len(game.prevention) == 2
    for recipient in (first, second, alice, bob):
        game.deal_damage(elves, recipient, 1)
    assert (first.damage, second.damage, alice.life, bob.life) == (0, 1, 20, 19)


def test_flashback_and_kicker_are_offered_together(new_game: NewGame) -> None:
    """702.34a, 702.33a: a card with flashback and kicker in a graveyard is listed cast
    with flashback and with flashback kicked."""
    card = load_card_text(
        'name = "Kicked Echo"\nmana_cost = "{R}"\ntypes = ["Instant"]\nkicker = "{1}"\n'
        'oracle = """\nKicker {1}\nKicked Echo deals 1 damage to any target.\n'
        'Flashback {R}"""\n[spell]\ntargets = ["any target"]\n'
        'effects = [{ damage = 1 }]\nkicked_effects = [{ damage = 2 }]\nflashback = "{R}"\n'
    )
    game = new_game(cards=[card])
    alice = game.players[0]
    game.add_card("Kicked Echo", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    names = sorted(a.name for a in game.legal_actions() if isinstance(a, Cast))
    assert names == [
        "cast Kicked Echo with flashback",
        "cast Kicked Echo with flashback with kicker",
    ]


WATCHER = load_card_text(
    'name = "Upkeep Watcher"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "At the beginning of your upkeep, you gain 1 life."\n'
    '[[triggers]]\nwhen = "upkeep"\neffects = [{ gain_life = 1 }]\n'
)


class Recording:
    def __init__(self) -> None:
        self.orders: list[list[str]] = []

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.TRIGGER_ORDER:
            self.orders.append([str(o) for o in choice.options])
        return choice.options[0]


def test_hooks_that_join_later_are_called_in_the_same_order_after_a_restore(
    new_game: NewGame,
) -> None:
    """603.3b: a data trigger (its hooks join the game with the Watcher) and a plugin's
    (Contamination's) trigger at one upkeep are offered in the same order in the game
    and in its saved game restored, whichever card came first."""
    for first in ("Upkeep Watcher", "Contamination"):
        game = new_game(cards=[WATCHER])
        alice, bob = game.players
        for name in sorted(("Upkeep Watcher", "Contamination"), key=lambda n: n != first):
            game.add_card(name, alice)
        game.begin_at(bob, Step.END)
        saved = game.to_json()
        restored = Game.from_json(saved, catalog=game.catalog, cards=[WATCHER], chooser=Recording())
        game.chooser = Recording()
        for each in (game, restored):
            each.next_turn()
        assert game.chooser.orders == restored.chooser.orders != []  # type: ignore[attr-defined]
        assert [s.source.name for s in game.stack] == [s.source.name for s in restored.stack]
        assert all(isinstance(s.source, GameObject) for s in restored.stack)


def test_a_land_that_enters_tapped_as_data(new_game: NewGame) -> None:
    """614.1d: Coastal Ruins (``enters_tapped = true``) enters tapped when played, as
    its own replacement effect; one that lost its rules text would not (614.12)."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    ruins = game.play_land(game.add_card("Coastal Ruins", alice, "hand"))
    assert ruins is not None and ruins.tapped
    with pytest.raises(CardFileError, match="enters_tapped: no paragraph"):
        load_card_text('name = "Dry Ruins"\ntypes = ["Land"]\nenters_tapped = true\n')


def test_a_land_enters_tapped_unless_you_control_a_kind(new_game: Callable[..., Game]) -> None:
    """614.1d: "Ridge Crossing enters the battlefield tapped unless you control a
    Mountain or a Plains": tapped with neither (Bob's Mountain doesn't count), untapped
    with a Plains ("Plains" is singular and plural, 205.3i)."""
    crossing = load_card_text(
        'name = "Ridge Crossing"\ntypes = ["Land"]\n'
        'oracle = """Ridge Crossing enters the battlefield tapped unless you control a '
        'Mountain or a Plains.\n{T}: Add {R} or {W}."""\n'
        "enters_tapped = true\n"
        'enters_tapped_unless = { count = "the number of Mountains or Plains you control", '
        "at_least = 1 }\n"
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{R} or {W}"\n'
    )
    game = new_game(cards=[crossing])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Mountain", bob)
    first = game.put_onto_battlefield(game.add_card("Ridge Crossing", alice, "hand"))
    game.add_card("Plains", alice)
    second = game.put_onto_battlefield(game.add_card("Ridge Crossing", alice, "hand"))
    assert first.tapped and not second.tapped


SHOCK = (
    'name = "Ember Foundry"\ntypes = ["Land"]\nsubtypes = ["Mountain", "Plains"]\n'
    'oracle = """({T}: Add {R} or {W}.)\nAs Ember Foundry enters the battlefield, you may '
    'pay 2 life. If you don\'t, Ember Foundry enters the battlefield tapped."""\n'
    'enters_tapped = true\nenters_tapped_unless_paid = "Pay 2 life"\n'
)


@pytest.mark.parametrize(
    ("answer", "life", "tapped"), [("pay 2 life", 18, False), ("don't pay", 20, True)]
)
def test_a_land_enters_tapped_unless_its_controller_pays(
    new_game: Callable[..., Game], answer: str, life: int, tapped: bool
) -> None:
    """614.1d, 614.12: "As this land enters, you may pay 2 life. If you don't, it enters
    tapped.": a ``pay`` decision as it would enter."""
    game = new_game(cards=[load_card_text(SHOCK)], choices={"pay": [answer]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    foundry = game.put_onto_battlefield(game.add_card("Ember Foundry", alice, "hand"))
    assert (alice.life, foundry.tapped) == (life, tapped)


def test_a_cost_the_paragraph_doesnt_say_is_refused() -> None:
    """The paragraph must say the cost: "you may pay 2 life." for ``Pay 2 life``."""
    with pytest.raises(CardFileError, match="you may pay 3 life"):
        load_card_text(SHOCK.replace('"Pay 2 life"', '"Pay 3 life"'))


VILLAGE = (
    'name = "Giant Village"\ntypes = ["Land"]\n'
    'oracle = """As Giant Village enters the battlefield, you may reveal a Giant card from '
    'your hand. If you don\'t, Giant Village enters the battlefield tapped."""\n'
    'enters_tapped = true\nenters_tapped_unless_revealed = "Giant card"\n'
)
GIANT = (
    'name = "Hill Giant Test"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\n'
    'subtypes = ["Giant"]\npower = 3\ntoughness = 3\noracle = ""\n'
)


@pytest.mark.parametrize(
    ("giant", "answer", "tapped"),
    [
        (True, "Hill Giant Test", False),
        (True, "don't reveal", True),
        (False, None, True),
    ],
)
def test_a_land_enters_tapped_unless_a_card_is_revealed(
    new_game: Callable[..., Game], giant: bool, answer: str | None, tapped: bool
) -> None:
    """614.1d, 614.12, 701.20a: "As this land enters, you may reveal a Giant card from
    your hand. If you don't, it enters tapped.": a ``reveal`` decision among the Giant
    cards in hand; with none, it enters tapped unasked."""
    choices = {"reveal": [answer]} if answer else {}
    cards = [load_card_text(VILLAGE), load_card_text(GIANT)]
    game = new_game(cards=cards, choices=choices)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    if giant:
        game.add_card("Hill Giant Test", alice, "hand")
    village = game.put_onto_battlefield(game.add_card("Giant Village", alice, "hand"))
    assert village.tapped is tapped
    revealed = [e for e in game.log.events(CardsRevealed) if e.player is alice]
    assert bool(revealed) is not tapped
