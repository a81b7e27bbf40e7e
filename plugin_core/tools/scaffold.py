"""``cardhost new``: a card folder in today's format, with a passing test: a creature, or
with ``--kind`` a card with an activated ability, a triggered ability (and its plugin)
or a spell. Each scaffold passes ``cardhost check`` and its own test."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from cardhost.model.errors import CardhostError
from cardhost.model.validation import name_problem, quoted

KEYS_TEMPLATE = """\
# Optional keys, described in docs/card-format.md (`cardhost schema` for editors):
# supertypes = ["Legendary"]        # Basic, Legendary, Snow, World, Ongoing
# colors = ["white"]                # a colour indicator (204)
# keywords = ["flying"]             # flying, reach, first strike, double strike,
#                                   # lifelink, haste, vigilance, flash, ...
# enchant = "creature"              # Auras only, and then required
# plugin = "{slug}.py"              # a module in this folder implementing hooks
# implements = ["Whenever ..."]     # the Oracle paragraphs the plugin implements
#
# [[mana_abilities]]                # "cost: Add mana." abilities (605.1a)
# cost = "{{T}}"
# add = "{{G}}"
#
# [[abilities]]                     # other activated abilities (602)
# cost = "{{1}}, {{T}}"
# targets = ["any target"]
# effects = [{{ damage = 1, to = "target" }}]
#
# [[statics]]                       # static abilities (604, 613)
# affects = "other creatures you control"
# pt = "+1/+1"
#
# [spell]                           # what an instant or sorcery does (608.2)
# targets = ["target creature"]
# effects = [{{ destroy = "target" }}]
#
# [config]                          # values the plugin reads
# amount = 1
#
# [back]                            # the back face of a transforming card
# name = "..."
# types = ["Creature"]
#
# [[tokens]]                        # tokens this card creates
# name = "Soldier Token"
# colors = ["white"]
# types = ["Creature"]
# subtypes = ["Soldier"]
# power = 1
# toughness = 1
"""

CARDS = {
    "creature": """\
name = "{name}"
mana_cost = "{{1}}{{W}}"              # symbols of rule 107.4
types = ["Creature"]
subtypes = ["Soldier"]
power = 2
toughness = 2
oracle = ""                         # each paragraph is accounted for by `cardhost check`
""",
    "activated": """\
name = "{name}"
mana_cost = "{{2}}"
types = ["Artifact"]
oracle = "{{1}}, {{T}}: This artifact deals 1 damage to any target."

[[abilities]]                       # the paragraph beginning with this cost (602.1a)
cost = "{{1}}, {{T}}"
targets = ["any target"]
effects = [{{ damage = 1, to = "target" }}]
""",
    "trigger": """\
name = "{name}"
mana_cost = "{{1}}{{W}}"
types = ["Creature"]
subtypes = ["Cleric"]
power = 1
toughness = 1
oracle = "When this creature enters, you gain 2 life."
plugin = "{slug}.py"                # the triggered ability (603) is the plugin's
implements = ["When this creature enters"]

[config]
life = 2
""",
    "spell": """\
name = "{name}"
mana_cost = "{{1}}{{R}}"
types = ["Instant"]
oracle = "{name} deals 2 damage to any target."

[spell]                             # what it does as it resolves (608.2)
targets = ["any target"]
effects = [{{ damage = 2, to = "target" }}]
""",
}
"""The card file of each kind of scaffold, before the optional keys."""

PLUGIN = '''\
"""{name}: "When this creature enters, you gain 2 life." (603.6a)"""

from cardhost import CardDefinition, Game, PermanentEntered, StackAbility, hookimpl


@hookimpl
def on_enter_battlefield(game: Game, card: CardDefinition, event: PermanentEntered) -> None:
    """It entered: its ability triggers (603.2), and goes on the stack (603.3)."""
    game.trigger(event.permanent, card.ability_text(0), gain_life)


def gain_life(game: Game, ability: StackAbility) -> None:
    """The ability's effect: its controller (109.5) gains the life its config says."""
    game.gain_life(ability.controller, ability.source.definition.config["life"])
'''

TEST_HEAD = '''\
"""Tests for {name}. Run them with ``python -m pytest`` from this folder: the cardhost
pytest plugin builds games holding this folder's card and the bundled cards."""

from cardhost import Step

'''

CAST_TEST = '''
def test_{{slug}}_{test}(card_game, expect):
    """{doc}"""
    alice = card_game.players[0]
    card = card_game.add_card("{{name}}", alice, "hand")
    card_game.begin_at(alice, Step.MAIN1)
    card_game.add_mana(alice, "{{{{1}}}}{{{{W}}}}")
    card_game.cast(card)
    card_game.resolve_stack()
    {expect}
'''
"""A test that casts a {1}{W} creature and checks what it does: the creature and the trigger
scaffolds fill it in."""

TESTS = {
    "creature": CAST_TEST.format(
        test="is_cast_and_enters",
        doc="A 2/2 creature spell for {{1}}{{W}} resolves and enters (608.3a).",
        expect='expect(card_game).permanent("{name}", count=1, power=2, toughness=2)',
    ),
    "activated": '''
def test_{slug}_deals_1_damage_to_any_target(card_game, expect):
    """{{1}}, {{T}}: the ability goes on the stack (602.2) and deals 1 damage (120.3)."""
    alice, bob = card_game.players
    card = card_game.add_card("{name}", alice)
    card_game.begin_at(alice, Step.MAIN1)
    card_game.add_mana(alice, "{{1}}")
    card_game.activate(card, target=bob)
    card_game.resolve_stack()
    expect(card_game).player("Bob", life=19)
    expect(card_game).permanent("{name}", tapped=True)
''',
    "trigger": CAST_TEST.format(
        test="gains_2_life_as_it_enters",
        doc="It enters (608.3a), its ability triggers (603.6a) and resolves: you gain 2 life.",
        expect='expect(card_game).player("Alice", life=22)',
    ),
    "spell": '''
def test_{slug}_deals_2_damage_to_any_target(card_game, expect):
    """Cast with a target (601.2c), it resolves and deals 2 damage (608.2, 120.3)."""
    alice, bob = card_game.players
    card = card_game.add_card("{name}", alice, "hand")
    card_game.begin_at(alice, Step.MAIN1)
    card_game.add_mana(alice, "{{1}}{{R}}")
    card_game.cast(card, target=bob)
    card_game.resolve_stack()
    expect(card_game).player("Bob", life=18)
''',
}
"""The test each kind of scaffold comes with."""

KINDS = tuple(CARDS)
"""The kinds of card ``cardhost new`` scaffolds."""


def slug(name: str) -> str:
    """A folder and file name for a card name: ``"Soul Warden"`` gives ``soul_warden``."""
    text = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    if not text:
        raise CardhostError(f"{name!r} has no letters or digits to name a folder after")
    return text


def new_card(name: str, parent: Path, kind: str = "creature") -> Path:
    """Write ``parent/<slug>/<slug>.toml``, its test and, for a trigger, its plugin;
    refuse to overwrite anything."""
    problem = name_problem(name)
    if problem is None and ('"' in name or "\\" in name or "{" in name or "}" in name):
        problem = "a quotation mark, a backslash or a brace can't be written into the card file"
    if problem is not None:
        raise CardhostError(f"card name {quoted(name[:60])}: {problem}")
    if kind not in CARDS:
        raise CardhostError(f"no kind of card {kind!r} to scaffold ({', '.join(KINDS)})")
    base = slug(name)
    folder = parent / base
    if folder.exists():
        raise CardhostError(f"{folder} already exists; nothing was written")
    files = {
        f"{base}.toml": CARDS[kind].format(name=name, slug=base)
        + "\n"
        + KEYS_TEMPLATE.format(slug=base),
        f"test_{base}.py": TEST_HEAD.format(name=name) + TESTS[kind].format(name=name, slug=base),
    }
    if kind == "trigger":
        files[f"{base}.py"] = PLUGIN.format(name=name)
    try:
        folder.mkdir(parents=True)
        for file_name, text in files.items():
            (folder / file_name).write_text(text, encoding="utf-8")
    except OSError as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise CardhostError(
            f"can't write {folder}: {error.strerror}; nothing was written"
        ) from None
    return folder
