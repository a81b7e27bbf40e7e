"""Every spell and ability the loader accepts can resolve (608.2): an instruction with
nothing it could ever act on, or a target phrase no object could ever match, is refused
as the card loads, naming the file and the key; what it accepts, cast against a board
with something of every kind to target, resolves and leaves the stack."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    CardhostError,
    Game,
    Step,
    Zone,
    load_card_file,
    load_card_text,
)
from cardhost.model.instructions import VERBS
from cardhost.model.targets import KNOWN_TARGETS

NewGame = Callable[..., Game]

INSPECTOR = "Thraben Inspector"  # {W} creature, bundled


def spell_text(kind: str, targets: list[str], effect: str) -> str:
    """A data card of ``kind`` (Instant, Sorcery, or an artifact with an activated
    ability: ``"ability"``) whose one effect is ``effect``."""
    declared = "".join(f'"{t}", ' for t in targets)
    if kind == "ability":
        return (
            'name = "Probe"\nmana_cost = "{1}"\ntypes = ["Artifact"]\noracle = "{1}: Probe."\n'
            f'[[abilities]]\ncost = "{{1}}"\ntargets = [{declared}]\neffects = [{effect}]\n'
        )
    return (
        f'name = "Probe"\nmana_cost = "{{1}}"\ntypes = ["{kind}"]\n'
        f"[spell]\ntargets = [{declared}]\neffects = [{effect}]\n"
    )


@pytest.mark.parametrize(
    ("kind", "targets", "effect", "key", "problem"),
    [
        ("Sorcery", ["target land"], '{ damage = 3, to = "target" }', "effects[0]", "120.1a"),
        ("ability", ["target artifact"], "{ damage = 1 }", "effects[0]", "120.1a"),
        (
            "Instant",
            ["target creature card in your graveyard"],
            '{ counters = "+1/+1", on = "target" }',
            "effects[0]",
            "counters acts on a permanent (110.1)",
        ),
        (
            "ability",
            ["target creature spell"],
            '{ gets = "+3/+3", on = "target" }',
            "effects[0]",
            "gets acts on a permanent (110.1)",
        ),
        ("Sorcery", [], '{ counters = "+1/+1", on = "this" }', "effects[0]", "608.2n"),
        ("Instant", [], '{ gets = "+3/+3" }', "effects[0]", "write on = 'target'"),
        ("Instant", [], '{ tap = "this" }', "effects[0]", "608.2n"),
        ("Sorcery", [], '{ destroy = "this" }', "effects[0]", "608.2n"),
        (
            "Sorcery",
            ["target player"],
            '{ tap_all = "creatures an opponent controls" }',
            "targets",
            "no instruction acts on a target",
        ),
        (
            "Sorcery",
            ["target creature"],
            '{ draw = 1, instead = { draw = 2, if = { count = "the number of cards in your '
            'hand", at_most = 1 } } }',
            "targets",
            "no instruction acts on a target",
        ),
        (
            "Instant",
            ["target creature", "target player"],
            '{ tap = "target creature" }',
            "targets",
            "no instruction acts on 'target player'",
        ),
        (
            "Instant",
            ["target noncreature creature"],
            '{ destroy = "target" }',
            "targets[0]",
            "describes no object: it excludes every card type it names",
        ),
        (
            "Instant",
            ["target white nonwhite creature"],
            '{ destroy = "target" }',
            "targets[0]",
            "no object is both white and nonwhite",
        ),
        (
            "Sorcery",
            ["target token card in a graveyard"],
            '{ exile = "target" }',
            "targets[0]",
            "tokens aren't cards (108.2b)",
        ),
        ("Instant", ["target land spell"], '{ counter = "target" }', "targets[0]", "305.9"),
        ("Instant", ["target Forest spell"], '{ counter = "target" }', "targets[0]", "305.9"),
        ("Instant", ["target token spell"], '{ counter = "target" }', "targets[0]", "111.1"),
    ],
)
def test_a_spell_that_could_never_act_is_refused_as_it_loads(
    kind: str, targets: list[str], effect: str, key: str, problem: str
) -> None:
    with pytest.raises(CardFileError) as error:
        load_card_text(spell_text(kind, targets, effect), source="probe.toml")
    where = "abilities[0]" if kind == "ability" else "spell"
    message = str(error.value)
    assert message.startswith(f"probe.toml: {where}.{key}: "), message
    assert problem in message


def spell_on_the_stack(new_game: NewGame, effect: str) -> tuple[Game, CardDefinition]:
    """Alice casts Thraben Inspector, then in response an instant whose one effect is
    ``effect`` on "target spell"; the instant resolves."""
    probe = load_card_text(spell_text("Instant", ["target spell"], effect))
    game = new_game(cards=[probe])
    alice = game.players[0]
    inspector = game.add_card(INSPECTOR, alice, "hand")
    instant = game.add_card(probe, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{1}")
    spell = game.cast(inspector)
    game.cast(instant, targets=[spell])
    game.resolve_stack()
    return game, probe


def test_exile_target_spell_exiles_it_from_the_stack(new_game: NewGame) -> None:
    """701.13a: an exiled spell is moved to exile from wherever it is, the stack too; it
    never resolves, and the instant goes to the graveyard (608.2n)."""
    game, _ = spell_on_the_stack(new_game, '{ exile = "target" }')
    alice = game.players[0]
    assert game.stack == ()
    assert [c.name for c in game.exile_zone] == [INSPECTOR]
    assert [c.name for c in alice.graveyard] == ["Probe"]
    assert game.permanents(INSPECTOR) == []


def test_return_target_spell_to_its_owners_hand(new_game: NewGame) -> None:
    """400.3: a spell returned to its owner's hand leaves the stack unresolved."""
    game, _ = spell_on_the_stack(new_game, '{ return_to_hand = "target" }')
    alice = game.players[0]
    assert game.stack == ()
    assert [c.name for c in alice.hand] == [INSPECTOR]
    assert game.follow(alice.hand[0]).zone is Zone.HAND


def effects() -> Iterator[str]:
    """One instruction of every verb with each word its modifier takes."""
    values = {"count": "1", "amount": "1", "token": '"Treasure Token"', "kind": '"+1/+1"'}
    values |= {"pt": '"+1/+1"', "keyword": '"flying"', "group": '"creatures"'}
    values |= {"sacrificed": '"a creature"', "piles": '"permanents"', "cards": '"land card"'}
    values |= {"restriction": '"block"', "becoming": '"a 3/3 Golem artifact creature"'}
    values |= {"mana": '"{B}{B}"', "requirement": '"attack each combat"', "fighter": '"this"'}
    values |= {"skipped": '"draw step"', "seen": '"hand"', "rule": '"an additional land"'}
    values |= {"graveyard": '"card"', "permission": '"attack as though it didn\'t have defender"'}
    for verb, (value, modifier, words) in VERBS.items():
        if value == "object":
            yield from (f'{{ {verb} = "{w}" }}' for w in words)
        elif value == "exchanged":  # 701.12b: this and a target, or two targets
            yield f'{{ {verb} = "this", with = "target" }}'
            yield f'{{ {verb} = "target" }}'
        elif value == "sacrificed":
            yield f'{{ {verb} = "this" }}'
            yield from (f'{{ {verb} = {values[value]}, {modifier} = "{w}" }}' for w in words)
        elif modifier == "on":
            each = (*words, "each creature you control")
            yield from (f'{{ {verb} = {values[value]}, on = "{w}" }}' for w in each)
        elif modifier and modifier != "count":
            yield from (f'{{ {verb} = {values[value]}, {modifier} = "{w}" }}' for w in words)
        else:
            yield f"{{ {verb} = {values[value]} }}"


def board() -> Game:
    """A creature and a land on each side, a card in each graveyard, five cards in each
    library, and Alice's Thraben Inspector on the stack in her main phase, with {W}{10}
    left in her pool."""
    game = Game(["Alice", "Bob"])
    alice = game.players[0]
    for player in game.players:
        for _ in range(5):
            game.add_card("Plains", player, "library")
        game.add_card(INSPECTOR, player)
        game.add_card(INSPECTOR, player, "graveyard")
        game.add_card("Plains", player)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{W}{10}")
    game.cast(game.add_card(INSPECTOR, alice, "hand"))
    return game


def resolves(kind: str, card: CardDefinition, board: Game) -> str:
    """Cast (or activate) ``card`` on a copy of ``board``, choosing the first legal
    targets, and resolve the stack: what went wrong, or ``""``."""
    game = board.copy(log="off")
    alice = game.players[0]
    try:
        if kind == "ability":
            game.activate(game.add_card(card, alice), 0)
        else:
            game.cast(game.add_card(card, alice, "hand"))
    except CardhostError:
        return ""  # not castable here (a sorcery with a spell on the stack, 307.1)
    try:
        game.resolve_stack()
    except CardhostError as error:
        return f"raised {error}"
    return f"left {game.stack} on the stack" if game.stack else ""


@pytest.mark.parametrize("kind", ["Instant", "Sorcery", "ability"])
def test_every_spell_and_ability_the_loader_accepts_resolves(kind: str) -> None:
    """Each verb with each of its words, with no target or each target phrase cardhost
    offers, as an instant, a sorcery and an activated ability (a test each, so they
    run side by side): what loads, resolves."""
    stuck = []
    loaded = 0
    start = board()
    for effect in effects():
        for targets in ([], *([t] for t in KNOWN_TARGETS)):
            try:
                card = load_card_text(spell_text(kind, targets, effect))
            except CardFileError:
                continue
            loaded += 1
            problem = resolves(kind, card, start)
            if problem:
                stuck.append((kind, targets, effect, problem))
    assert loaded > 800  # those whose target no instruction names are refused (115.1)
    assert stuck == []


def test_a_plugin_may_act_on_the_targets_its_file_declares(
    tmp_path: Path, new_game: NewGame
) -> None:
    """608.2: docs/plugins.md's "{1}, {T}: Target player mills two cards, then draws a
    card." declares its target and no instruction: its plugin acts on it, and it loads
    and plays (Bob mills two, then draws one)."""
    folder = tmp_path / "mill_engine"
    folder.mkdir()
    (folder / "mill_engine.toml").write_text(
        'name = "Mill Engine"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
        'oracle = "{1}, {T}: Target player mills two cards, then draws a card."\n'
        'plugin = "mill_engine.py"\n[[abilities]]\ncost = "{1}, {T}"\n'
        'targets = ["target player"]\n'
    )
    (folder / "mill_engine.py").write_text(
        "from cardhost import hookimpl\n\n\n@hookimpl\n"
        "def resolve_ability(game, card, ability):\n"
        "    for player in game.legal_targets(ability):\n"
        "        game.mill(player, 2)\n"
        "        game.draw(player)\n"
    )
    engine = load_card_file(folder / "mill_engine.toml")
    game = new_game(cards=[engine], library=5)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.activate(game.add_card("Mill Engine", alice), 0, target=bob)
    game.resolve_stack()
    assert len(bob.graveyard) == 2 and len(bob.hand) == 1
