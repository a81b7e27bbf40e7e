"""Every number cardhost reads is a 64-bit integer (TOML 1.0's integers): a card file, a
scenario, a card table cache, a saved game, a command line, a ``play`` save, a plugin's
count and ``Game()``'s own arguments. A number of thousands of digits is refused where it
is read, naming where, so no sum a game makes reaches Python's limit on converting
integers to text (the log and saved games would break on it)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardFileError,
    CardhostError,
    CardPluginError,
    Game,
    SnapshotError,
    Step,
    hookimpl,
    load_card_file,
    load_card_text,
)
from cardhost.loading import table_cache
from cardhost.loading.table_cache import CardTableCache
from cardhost.tools.cli import main
from cardhost.tools.scenario import run_scenario

NewGame = Callable[..., Game]
HUGE = 10**4000
"""A number of 4,001 digits: below Python's limit, until the first sum past it."""
JUST_PAST = 2**63
"""The first number past the 64-bit integers."""

BEAR = 'name = "Big Bear"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = %d\ntoughness = 1\n'


@pytest.mark.parametrize(
    "power", [HUGE, JUST_PAST, -(2**63) - 1], ids=["4001-digits", "2**63", "-2**63-1"]
)
def test_a_card_files_number_beyond_64_bits_is_refused_naming_its_key(power: int) -> None:
    with pytest.raises(
        CardFileError, match=r"power: an integer of [\d,]+ digits; numbers are 64-bit"
    ):
        load_card_text(BEAR % power)


def test_the_largest_64_bit_number_is_read() -> None:
    assert load_card_text(BEAR % (2**63 - 1)).front.power == 2**63 - 1


def test_a_number_deep_in_arrays_is_found_without_recursion() -> None:
    deep = "[" * 400 + str(JUST_PAST) + "]" * 400
    with pytest.raises(CardFileError, match=r"extra" + r"\[0\]" * 400 + ": an integer of 19"):
        load_card_text(BEAR % 2 + f"extra = {deep}\n")


def test_a_cached_table_with_a_huge_number_is_read_again_from_the_file(tmp_path: Path) -> None:
    """The card table cache is a file too: a table in it with a number beyond 64 bits is
    not taken, and the card file itself is read."""
    card = tmp_path / "big_bear.toml"
    card.write_text(BEAR % 3, encoding="utf-8")
    status = card.stat()
    stamp = [status.st_size, status.st_mtime_ns, status.st_ctime_ns, status.st_ino, status.st_dev]
    table = {"name": "Big Bear", "mana_cost": "{1}", "types": ["Creature"], "toughness": 1}
    entry = [*stamp, table | {"power": HUGE}]
    saved = {"format": table_cache.FORMAT, "parser": table_cache.PARSER}
    (tmp_path / table_cache.CACHE_FILE).write_text(
        json.dumps(saved | {"files": {os.path.abspath(card): entry}}), encoding="utf-8"
    )
    cache = CardTableCache(tmp_path)
    assert cache.read(card)["power"] == 3
    assert load_card_file(card).front.power == 3


def test_a_scenarios_life_beyond_64_bits_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.scenario.toml"
    path.write_text(f"[players.Alice]\nlife = {HUGE}\n[players.Bob]\n", encoding="utf-8")
    with pytest.raises(CardhostError, match=r"players.Alice.life: an integer of 4,001 digits"):
        run_scenario(path)


def test_a_starting_life_beyond_64_bits_is_refused() -> None:
    with pytest.raises(CardhostError, match=r"starting_life \(103.4\): an integer of 4,001"):
        Game(starting_life=HUGE)


def test_a_saved_games_number_beyond_64_bits_is_refused_naming_where() -> None:
    game = Game()
    game.begin_at(game.players[0], Step.MAIN1)
    document = json.loads(game.to_json())
    next(o for o in document["objects"] if o[0] == "Player")[1]["life"] = HUGE
    with pytest.raises(SnapshotError, match=r"objects\[0\].life: an integer of 4,001 digits"):
        Game.from_json(json.dumps(document))


def test_a_game_past_64_bits_says_so_when_saved(new_game: NewGame) -> None:
    """A life total a game made past 2**63 - 1 can't be saved, as a saved game can't be
    read with it: said, naming where, rather than a file that can't be restored."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.gain_life(alice, 2**63 - 1)
    with pytest.raises(SnapshotError, match=r"total: an integer of 19 digits.*can't hold"):
        game.to_json()


def test_a_plugins_count_beyond_64_bits_is_the_plugins_error(new_game: NewGame) -> None:
    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        return HUGE

    plugin = SimpleNamespace(count_devotion=hookimpl(count_devotion))
    rogue = load_card_text('name = "Rogue Charm"\ntypes = ["Enchantment"]\n', plugin=plugin)
    game = new_game(cards=[rogue])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(CardPluginError, match=r"a count \(an int from 0 to 2\*\*63 - 1\)"):
        game.devotion(alice, "green")


@pytest.mark.parametrize("option", ["--games", "--seed", "--workers", "--turns"])
def test_a_simulate_number_beyond_64_bits_is_a_usage_error(
    option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "deck.txt", option, str(HUGE)])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: an integer of 4,001 digits; numbers are 64-bit" in err
    assert len(err) < 1000


def test_a_play_save_with_a_huge_seed_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = tmp_path / "save.json"
    save.write_text(json.dumps({"cardhost save": 2, "seed": HUGE, "decks": [], "answers": []}))
    assert main(["play", "--resume", str(save)]) == 1
    assert "its seed is a 64-bit integer" in capsys.readouterr().err
