"""``cardhost new``: a card folder with every key of the card file, and a passing test."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from cardhost.model.errors import CardhostError
from cardhost.model.validation import name_problem, quoted

CARD_TEMPLATE = """\
# {name}: a cardhost card. Every key of the card file is here; the commented ones are
# optional. Uncomment what the card needs; the format is in the README and docs/.
name = "{name}"
mana_cost = "{{1}}{{W}}"              # symbols of rule 107.4; omit for no mana cost
types = ["Creature"]                # Artifact, Creature, Enchantment, Instant, Land,
                                    # Sorcery, Planeswalker, Battle, Kindred
# supertypes = ["Legendary"]        # Basic, Legendary, Snow, World, Ongoing
subtypes = ["Soldier"]
power = 2                           # creatures only, and then required
toughness = 2
# colors = ["white"]                # a colour indicator (204)
# keywords = ["flying"]             # flying, reach, first strike, double strike,
                                    # lifelink, haste, vigilance, flash
# enchant = "creature"              # Auras only, and then required
oracle = ""                         # the Oracle text, for people
# plugin = "{slug}.py"              # a module in this folder implementing hooks

# [[mana_abilities]]                # "cost: Add mana." abilities, as data
# cost = "{{T}}"                      # {{T}}, {{Q}}, mana symbols, "Pay N life"
# add = "{{G}}"                       # mana symbols, "one mana of any color", ...

# [config]                          # values the plugin reads
# amount = 1

# [back]                            # the back face of a transforming card
# name = "..."
# types = ["Creature"]

# [[tokens]]                        # tokens this card creates
# name = "Soldier Token"
# colors = ["white"]
# types = ["Creature"]
# subtypes = ["Soldier"]
# power = 1
# toughness = 1
"""

TEST_TEMPLATE = '''\
"""Tests for {name}. Run them with ``python -m pytest`` from this folder: the cardhost
pytest plugin builds games holding this folder's card and the bundled cards."""

from cardhost import Step


def test_{slug}_is_cast_and_enters(card_game, expect):
    """A 2/2 creature spell for {{1}}{{W}} resolves and enters (608.3a)."""
    alice = card_game.players[0]
    card = card_game.add_card("{name}", alice, "hand")
    card_game.begin_at(alice, Step.MAIN1)
    card_game.add_mana(alice, "{{1}}{{W}}")
    card_game.cast(card)
    card_game.resolve_stack()
    expect(card_game).permanent("{name}", count=1, power=2, toughness=2)
'''


def slug(name: str) -> str:
    """A folder and file name for a card name: ``"Soul Warden"`` gives ``soul_warden``."""
    text = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    if not text:
        raise CardhostError(f"{name!r} has no letters or digits to name a folder after")
    return text


def new_card(name: str, parent: Path) -> Path:
    """Write ``parent/<slug>/<slug>.toml`` and its test; refuse to overwrite anything."""
    problem = name_problem(name)
    if problem is None and ('"' in name or "\\" in name):
        problem = "a quotation mark or a backslash can't be written into the card file"
    if problem is not None:
        raise CardhostError(f"card name {quoted(name[:60])}: {problem}")
    folder = parent / slug(name)
    if folder.exists():
        raise CardhostError(f"{folder} already exists; nothing was written")
    try:
        folder.mkdir(parents=True)
        (folder / f"{slug(name)}.toml").write_text(
            CARD_TEMPLATE.format(name=name, slug=slug(name)), encoding="utf-8"
        )
        (folder / f"test_{slug(name)}.py").write_text(
            TEST_TEMPLATE.format(name=name, slug=slug(name)), encoding="utf-8"
        )
    except OSError as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise CardhostError(
            f"can't write {folder}: {error.strerror}; nothing was written"
        ) from None
    return folder
