"""Redirection effects (614.9) as data: ``{ redirect = 1, from = "this", to = "target" }``
("The next 1 damage that would be dealt to this creature this turn is dealt to target
creature you control instead."), ``redirect_all`` and ``redirect_next_time``, with a
prevention effect's reach (``from``, ``by``) and whom the damage is dealt to instead
(``to``). The damage keeps its source; the new recipient's own effects apply to it, but
no redirection applies twice (614.5); it does nothing if the new recipient can no longer
be dealt damage (614.9); the affected player orders it with prevention effects (616.1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from test_damage_replacements import HEAT
from test_prevention_reach import blocked_by_two_bears

from cardhost import (
    CardFileError,
    Choice,
    ChoiceKind,
    DamageRedirected,
    FirstOptionChooser,
    Game,
    GameObject,
    Player,
    RedirectionCreated,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, effect: str, targets: str = '["target creature you control"]'):
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}{{W}}"\ntypes = ["Creature"]\nsubtypes = ["Human"]\n'
        f'power = 3\ntoughness = 3\noracle = "{oracle}"\n'
        f'[[abilities]]\ncost = "{{0}}"\ntargets = {targets}\neffects = [{effect}]\n'
    )


LANCER = creature(
    "Shield Lancer",
    "{0}: The next 1 damage that would be dealt to Shield Lancer this turn is dealt to "
    "target creature you control instead.",
    '{ redirect = 1, from = "this", to = "target" }',
)
WARDEN = creature(
    "Gate Warden",
    "{0}: All damage that would be dealt to you this turn by target attacking creature is "
    "dealt to Gate Warden instead.",
    '{ redirect_all = "damage", from = "you", by = "target", to = "this" }',
    '["target attacking creature"]',
)
DUTY = creature(
    "Duty Bearer",
    "{0}: The next time damage would be dealt to target creature you control this turn, "
    "that damage is dealt to you instead.",
    '{ redirect_next_time = "damage", from = "target", to = "you" }',
)
CAROM = load_card_text(
    'name = "Carom Test"\nmana_cost = "{1}{W}"\ntypes = ["Instant"]\n'
    'oracle = "The next 1 damage that would be dealt to target creature you control this '
    'turn is dealt to target creature an opponent controls instead."\n'
    '[spell]\ntargets = ["target creature you control", "target creature an opponent controls"]\n'
    '[[spell.effects]]\nredirect = 1\nfrom = "target creature you control"\n'
    'to = "target creature an opponent controls"\n'
)
CARDS = [LANCER, WARDEN, DUTY, CAROM]


def in_main(new_game: NewGame, **options: object) -> Game:
    game = new_game(cards=CARDS, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def lancer_and_bears(game: Game) -> tuple[GameObject, GameObject]:
    alice = game.players[0]
    lancer = game.add_card("Shield Lancer", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.activate(lancer, 0, target=bears)
    game.resolve_stack()
    return lancer, bears


def test_the_next_damage_is_dealt_to_the_target_instead(new_game: NewGame) -> None:
    """614.9, 615.7: of 2 damage to Shield Lancer, 1 is dealt to the Bears instead, by
    the same source; the shield is used up, so later damage stays with the Lancer."""
    game = in_main(new_game)
    lancer, bears = lancer_and_bears(game)
    source = game.add_card("Grizzly Bears", game.players[1])
    game.deal_damage(source, lancer, 2)
    assert (lancer.damage, bears.damage) == (1, 1)
    [moved] = game.log.events(DamageRedirected)
    assert (moved.source, moved.recipient, moved.to, moved.amount) == (source, lancer, bears, 1)
    assert game.redirections == ()
    game.deal_damage(source, lancer, 1)
    assert (lancer.damage, bears.damage) == (2, 1)


def test_it_does_nothing_once_the_new_recipient_is_gone(new_game: NewGame) -> None:
    """614.9: the Bears are gone when the damage would be redirected: the Lancer is dealt
    all of it."""
    game = in_main(new_game)
    lancer, bears = lancer_and_bears(game)
    game.destroy(bears)
    game.deal_damage(game.add_card("Grizzly Bears", game.players[1]), lancer, 2)
    assert lancer.damage == 2 and not game.log.events(DamageRedirected)


def test_an_attackers_damage_to_you_is_dealt_to_this_instead(new_game: NewGame) -> None:
    """614.9: the attacking Bears' combat damage to Alice is dealt to Gate Warden, and it
    is still combat damage; the effect ends with the turn (514.2)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    attacker = game.add_card("Grizzly Bears", bob)
    warden = game.add_card("Gate Warden", alice)
    game.start(bob)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.pass_priority()
    game.activate(warden, 0, target=attacker)
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 20 and warden.damage == 2
    game.advance_to(Step.UPKEEP)
    assert game.redirections == ()


def test_damage_to_a_creature_dealt_to_you_instead(new_game: NewGame) -> None:
    """615.7, 614.9: "the next time damage would be dealt" to the Bears: all 3 of that
    event is dealt to Alice; the next time is used up."""
    game = in_main(new_game)
    alice = game.players[0]
    bearer = game.add_card("Duty Bearer", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.activate(bearer, 0, target=bears)
    game.resolve_stack()
    source = game.add_card("Grizzly Bears", game.players[1])
    game.deal_damage(source, bears, 3)
    assert alice.life == 17 and bears.damage == 0
    game.deal_damage(source, bears, 1)
    assert alice.life == 17 and bears.damage == 1


def test_the_next_time_is_all_the_damage_several_sources_deal_at_once(
    new_game: NewGame,
) -> None:
    """510.2, 615.8, 614.9: Alice's Dreadmaw attacks and Bob blocks it with two Bears;
    "the next time damage would be dealt" to it is their combat damage, dealt at once:
    all 4 of it is dealt to Alice, none to the Dreadmaw (not only the first Bears' 2)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    bearer = game.add_card("Duty Bearer", alice)
    dreadmaw, _ = blocked_by_two_bears(game)
    game.activate(bearer, 0, target=dreadmaw)
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 16 and dreadmaw.damage == 0 and game.redirections == ()


def test_two_targets_and_no_redirection_twice(new_game: NewGame) -> None:
    """614.5: Carom sends the next 1 damage to Alice's Bears to Bob's Shield Lancer, whose
    own shield would send the next 1 damage to it on to Bob's Bears; no redirection
    applies twice to the damage, and each applies once: it ends on Bob's Bears."""
    game = in_main(new_game)
    alice, bob = game.players
    lancer = game.add_card("Shield Lancer", bob)
    bobs = game.add_card("Grizzly Bears", bob)
    game.pass_priority()
    game.activate(lancer, 0, target=bobs)
    game.resolve_stack()
    mine = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}{W}")
    game.cast(game.add_card("Carom Test", alice, "hand"), targets=[mine, lancer])
    game.resolve_stack()
    game.deal_damage(game.add_card("Grizzly Bears", bob), mine, 1)
    assert (mine.damage, lancer.damage, bobs.damage) == (0, 0, 1)
    assert len(game.log.events(DamageRedirected)) == 2


def test_the_new_recipients_prevention_applies(new_game: NewGame) -> None:
    """616.1, 702.16e: damage from a black source redirected to White Knight, with
    protection from black, is prevented there."""
    game = in_main(new_game)
    alice, bob = game.players
    lancer = game.add_card("Shield Lancer", alice)
    knight = game.add_card("White Knight", alice)
    game.activate(lancer, 0, target=knight)
    game.resolve_stack()
    black = game.add_card("Drudge Skeletons", bob)
    game.deal_damage(black, lancer, 2)
    assert (lancer.damage, knight.damage) == (1, 0)


class Preferring(FirstOptionChooser):
    def __init__(self) -> None:
        self.asked: list[Choice] = []

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.REPLACEMENT:
            self.asked.append(choice)
            return next(o for o in choice.options if "instead" in str(o))
        return super().choose(choice)


def test_the_affected_player_orders_it_with_prevention(new_game: NewGame) -> None:
    """616.1: a prevention shield and a redirection both apply to the damage to the
    Lancer; Alice, its controller, chooses the redirection first."""
    game = in_main(new_game, chooser=Preferring(), choices=None)
    alice = game.players[0]
    lancer, bears = lancer_and_bears(game)
    game.prevent_damage(lancer, lancer, 1)
    game.deal_damage(game.add_card("Grizzly Bears", game.players[1]), lancer, 2)
    assert (lancer.damage, bears.damage) == (0, 1)
    [asked] = game.chooser.asked  # type: ignore[attr-defined]
    assert asked.player is alice


def test_a_redirection_in_force_is_kept_in_a_saved_game(new_game: NewGame) -> None:
    game = in_main(new_game)
    lancer_and_bears(game)
    [made] = game.log.events(RedirectionCreated)
    assert "is dealt to Grizzly Bears instead" in made.text
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert [str(r) for r in restored.redirections] == [str(r) for r in game.redirections]
    lancer = restored.permanents("Shield Lancer")[0]
    restored.deal_damage(restored.permanents("Grizzly Bears")[0], lancer, 1)
    assert lancer.damage == 0


@pytest.mark.parametrize(
    ("effect", "targets", "problem"),
    [
        ('{ redirect = 1, from = "this" }', "[]", "spell.effects\\[0\\].to"),
        ('{ redirect = 1, from = "you", to = "target" }', '["target artifact"]', "614.9"),
        ('{ redirect = 1, from = "you", to = "this" }', "[]", "a spell is no creature"),
        (
            '{ redirect = 1, from = "target creature", to = "target creature" }',
            '["target creature"]',
            "of its own",
        ),
    ],
)
def test_a_bad_redirection_names_its_key(effect: str, targets: str, problem: str) -> None:
    with pytest.raises(CardFileError, match=problem):
        load_card_text(
            'name = "Bad Carom"\nmana_cost = "{W}"\ntypes = ["Instant"]\noracle = "Bad."\n'
            f"[spell]\ntargets = {targets}\neffects = [{effect}]\n"
        )


def test_redirect_damage_from_the_api(new_game: NewGame) -> None:
    """A plugin makes one with ``game.redirect_damage``: the next 1 damage to Alice is
    dealt to Bob instead."""
    from cardhost.kernel.prevention import Prevention

    game = in_main(new_game)
    alice, bob = game.players
    source = game.add_card("Grizzly Bears", alice)
    game.redirect_damage(Prevention(source, alice, 1), bob)
    game.deal_damage(source, alice, 3)
    assert (alice.life, bob.life) == (18, 19)
    assert isinstance(game.redirections, tuple) and isinstance(bob, Player)


GUARDIAN = load_card_text(
    'name = "Sky Guardian"\nmana_cost = "{4}{W}"\ntypes = ["Creature"]\nsubtypes = ["Angel"]\n'
    "power = 5\ntoughness = 8\n"
    'oracle = "All damage that would be dealt to you is dealt to Sky Guardian instead."\n'
    '[[statics]]\nredirect = "damage"\nfrom = "you"\nto = "this"\n'
)
OUTCAST = load_card_text(
    'name = "Outcast Mark"\nmana_cost = "{2}{W}"\ntypes = ["Enchantment"]\nsubtypes = ["Aura"]\n'
    'enchant = "creature"\n'
    'oracle = "Enchant creature\\nAll damage that would be dealt to you is dealt to enchanted '
    'creature instead."\n'
    '[[statics]]\nredirect = "damage"\nfrom = "you"\nto = "enchanted creature"\n'
)


def test_a_static_redirection_never_used_up(new_game: NewGame) -> None:
    """614.9: while Sky Guardian is on the battlefield, all damage to Alice is dealt to
    it, every time; once it is gone, Alice is dealt damage again."""
    game = new_game(cards=[GUARDIAN])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    guardian = game.add_card("Sky Guardian", alice)
    source = game.add_card("Grizzly Bears", bob)
    game.deal_damage(source, alice, 3)
    game.deal_damage(source, alice, 2)
    assert alice.life == 20 and guardian.damage == 5
    game.destroy(guardian)
    game.deal_damage(source, alice, 2)
    assert alice.life == 18


def test_an_auras_redirection_to_the_enchanted_creature(new_game: NewGame) -> None:
    """614.9, 303.4: damage to Alice is dealt to the creature Outcast Mark enchants."""
    game = new_game(cards=[OUTCAST])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{2}{W}")
    game.cast(game.add_card("Outcast Mark", alice, "hand"), target=bears)
    game.resolve_stack()
    game.deal_damage(game.add_card("Grizzly Bears", bob), alice, 1)
    assert alice.life == 20 and bears.damage == 1


def test_a_bad_static_redirection_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"statics\[0\]\.to"):
        load_card_text(
            'name = "Bad Guardian"\ntypes = ["Enchantment"]\noracle = "All damage."\n'
            '[[statics]]\nredirect = "damage"\nfrom = "you"\nto = "the moon"\n'
        )


class FirstNamed(FirstOptionChooser):
    """Answers the order of replacement effects (616.1) by the first of ``names`` among
    the options' texts."""

    def __init__(self, *names: str) -> None:
        self.names = list(names)

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.REPLACEMENT:
            wanted = self.names.pop(0)
            return next(o for o in choice.options if wanted in str(o))
        return super().choose(choice)


@pytest.mark.parametrize("first", ["Forge Heat", "Sky Guardian"])
def test_damage_redirected_is_not_replaced_again(new_game: NewGame, first: str) -> None:
    """614.5, 614.9, 616.1: Forge Heat doubles 2 damage to Alice and Sky Guardian's
    redirection moves it, in the order Alice chooses: either way the Guardian is dealt 4.
    The damage redirected is a modified event of the first, which Forge Heat already
    applied to (or, redirected first, applies to once)."""
    other = "Sky Guardian" if first == "Forge Heat" else "Forge Heat"
    game = new_game(cards=[HEAT, GUARDIAN], chooser=FirstNamed(first, other, other))
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Forge Heat", bob)
    guardian = game.add_card("Sky Guardian", alice)
    game.deal_damage(game.add_card("Grizzly Bears", bob), alice, 2)
    assert (alice.life, guardian.damage) == (20, 4)
