"""The world rule (704.5k) and the Role rule (704.5y): state-based actions that keep the
newest of several permanents, whoever controls the others (worlds), or of one player's
Roles on one permanent."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import CardDefinition, Game, Step, ZoneChanged, load_card_text

NewGame = Callable[..., Game]


def world(name: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\nsupertypes = ["World"]\n'
        'types = ["Enchantment"]\noracle = ""\n'
    )


OLD_WORLD, NEW_WORLD = world("Old World"), world("New World")
ROLE = load_card_text(
    """name = "Cursed Role"
token = true
types = ["Enchantment"]
subtypes = ["Aura", "Role"]
enchant = "creature"
oracle = "Enchant creature\\nEnchanted creature gets +1/+1."
[[statics]]
affects = "enchanted creature"
pt = "+1/+1"
"""
)


def test_of_two_worlds_the_newest_stays_whoever_controls_them(new_game: NewGame) -> None:
    """704.5k: Bob's Old World is on the battlefield; Alice's New World enters, and Old
    World, which has had the world supertype longer, goes to Bob's graveyard."""
    game = new_game(cards=[OLD_WORLD, NEW_WORLD])
    alice, bob = game.players
    game.add_card("Old World", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("New World", alice, "hand"))
    game.resolve_stack()
    assert [p.name for p in game.battlefield] == ["New World"]
    assert [c.name for c in bob.graveyard] == ["Old World"]
    (moved,) = [e for e in game.log.events(ZoneChanged) if "704.5k" in e.reason]
    assert moved.to_zone == "graveyard"


def test_of_one_player_s_roles_on_a_creature_the_newest_stays(new_game: NewGame) -> None:
    """704.5y: Alice's two Roles on Bob's Bears: the older goes (a token, it then ceases
    to exist, 704.5d), the Bears are 3/3; Bob's own Role on them stays beside the newer:
    the rule is per controller."""
    game = new_game(cards=[ROLE])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    older = game.add_card("Cursed Role", alice, attached_to=bears)
    newer = game.add_card("Cursed Role", alice, attached_to=bears)
    game.settle()
    assert older.zone is None and newer.attached_to is bears
    assert (bears.power, bears.toughness) == (3, 3)
    bobs = game.add_card("Cursed Role", bob, attached_to=bears)
    game.settle()
    assert newer.attached_to is bears and bobs.attached_to is bears
    assert (bears.power, bears.toughness) == (4, 4)


TWIN_WORLDS = load_card_text(
    """name = "Twin Worlds"
mana_cost = "{1}"
types = ["Sorcery"]
oracle = "Create two Shard tokens."
[spell]
effects = [{ create = "Shard", count = 2 }]
[[tokens]]
name = "Shard"
supertypes = ["World"]
types = ["Enchantment"]
"""
)


def test_worlds_that_arrived_together_are_all_put_away(new_game: NewGame) -> None:
    """704.5k: the two Shards entered at once (613.7m: each its own timestamp), so they
    tie for the shortest time as Worlds, and in a tie all go; Old World, older, goes
    too. A World entering later is the one newest: it alone stays."""
    game = new_game(cards=[TWIN_WORLDS, OLD_WORLD, NEW_WORLD])
    alice, bob = game.players
    game.add_card("Old World", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Twin Worlds", alice, "hand"))
    game.resolve_stack()
    assert game.battlefield == ()
    reasons = [e.reason for e in game.log.events(ZoneChanged) if "704.5k" in e.reason]
    assert len(reasons) == 3
    game.add_mana(alice, "{2}")
    game.cast(game.add_card("Twin Worlds", alice, "hand"))
    game.resolve_stack()
    game.cast(game.add_card("New World", alice, "hand"))
    game.resolve_stack()
    assert [p.name for p in game.battlefield] == ["New World"]
