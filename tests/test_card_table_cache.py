"""The cache of card files' tables (cardhost.loading.table_cache): an unchanged file is
read from it, a changed one anew, and a cache that is broken, tampered with or can't be
written changes nothing but the time discovery takes."""

from __future__ import annotations

import datetime
import json
import os
import time
from pathlib import Path

import pytest

from cardhost import CardFileError, Catalog
from cardhost.loading.table_cache import CACHE_FILE, FORMAT, PARSER, cache_folder

BEAR = 'name = "Cache Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n'
HOUR_AGO_NS = time.time_ns() - 3_600_000_000_000


def card_file(root: Path, text: str = BEAR, *, old: bool = True) -> Path:
    """A card folder under ``root`` holding ``text``; ``old``: last modified an hour ago,
    so the cache may keep it."""
    folder = root / "cards" / "cache_bear"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "cache_bear.toml"
    path.write_text(text, encoding="utf-8")
    if old:
        os.utime(path, ns=(HOUR_AGO_NS, HOUR_AGO_NS))
    return path


def discovered(root: Path, cache: Path) -> Catalog:
    return Catalog.from_folders([root / "cards"], bundled=False, cache=cache)


def cached_files(cache: Path) -> dict:
    return json.loads((cache / CACHE_FILE).read_text(encoding="utf-8"))["files"]


def test_an_unchanged_file_is_read_from_the_cache(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 2
    saved = json.loads((cache / CACHE_FILE).read_text(encoding="utf-8"))
    entry = saved["files"][str(path.resolve())]
    entry[5]["power"] = 3  # the cached table, not the file: proof that it is what is read
    (cache / CACHE_FILE).write_text(json.dumps(saved), encoding="utf-8")
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 3


def test_a_changed_file_is_read_anew_even_at_the_same_size_and_time(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    discovered(tmp_path, cache)
    card_file(tmp_path, BEAR.replace("power = 2", "power = 5"))  # same size, same mtime
    assert path.stat().st_mtime_ns == HOUR_AGO_NS
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 5  # its ctime moved


def test_a_file_changed_just_now_is_not_kept(tmp_path: Path) -> None:
    """Two writes in one tick of a coarse clock would look alike: a file changed in the
    last two seconds is read again next time."""
    card_file(tmp_path, old=False)
    cache = tmp_path / "cache"
    discovered(tmp_path, cache)
    assert not (cache / CACHE_FILE).exists()


def test_a_cached_table_found_wrong_is_read_again_from_its_file(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    discovered(tmp_path, cache)
    saved = json.loads((cache / CACHE_FILE).read_text(encoding="utf-8"))
    saved["files"][str(path.resolve())][5]["power"] = "lots"
    (cache / CACHE_FILE).write_text(json.dumps(saved), encoding="utf-8")
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 2


def test_a_bad_card_file_is_reported_as_without_a_cache_and_not_kept(tmp_path: Path) -> None:
    card_file(tmp_path, BEAR.replace("power = 2", 'power = "two"'))
    cache = tmp_path / "cache"
    for _ in range(2):
        with pytest.raises(CardFileError) as raised:
            discovered(tmp_path, cache)
        assert raised.value.key == "power" and "cache_bear.toml" in raised.value.path
    assert not (cache / CACHE_FILE).exists()


BROKEN = {
    "not JSON": b"\x00\xff{{{",
    "not a table": b"[1, 2, 3]",
    "another format": json.dumps({"format": FORMAT + 1, "parser": PARSER, "files": {}}).encode(),
    "another parser": json.dumps({"format": FORMAT, "parser": "other", "files": {}}).encode(),
    "files not a table": json.dumps({"format": FORMAT, "parser": PARSER, "files": []}).encode(),
}


@pytest.mark.parametrize("content", BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_cache_is_as_if_there_were_none_and_is_replaced(
    tmp_path: Path, content: bytes
) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / CACHE_FILE).write_bytes(content)
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 2
    assert str(path.resolve()) in cached_files(cache)


@pytest.mark.parametrize(
    "entry", [[1, 2, 3], "text", [0, 0, 0, 0, 0, []], None], ids=["short", "text", "list", "null"]
)
def test_a_cache_entry_of_the_wrong_shape_is_a_file_to_read(tmp_path: Path, entry: object) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    cache.mkdir()
    files = {str(path.resolve()): entry}
    saved = {"format": FORMAT, "parser": PARSER, "files": files}
    (cache / CACHE_FILE).write_text(json.dumps(saved), encoding="utf-8")
    assert discovered(tmp_path, cache).get("Cache Bear").front.power == 2


def test_a_cache_that_cant_be_written_or_read_changes_nothing(tmp_path: Path) -> None:
    card_file(tmp_path)
    not_a_folder = tmp_path / "cache"
    not_a_folder.write_text("a file where the cache folder would be", encoding="utf-8")
    assert discovered(tmp_path, not_a_folder).get("Cache Bear").front.power == 2
    a_folder_as_the_file = tmp_path / "other"
    (a_folder_as_the_file / CACHE_FILE).mkdir(parents=True)
    assert discovered(tmp_path, a_folder_as_the_file).get("Cache Bear").front.power == 2


def test_a_table_json_cant_hold_exactly_is_not_kept(tmp_path: Path) -> None:
    """TOML has dates and times; JSON doesn't: such a card is read from its file."""
    card_file(tmp_path, BEAR + "[config]\nprinted = 1996-04-01\n")
    cache = tmp_path / "cache"
    for _ in range(2):
        card = discovered(tmp_path, cache).get("Cache Bear")
        assert card.config["printed"] == datetime.date(1996, 4, 1)
    assert not (cache / CACHE_FILE).exists()


def test_the_entries_of_files_gone_are_dropped(tmp_path: Path) -> None:
    path = card_file(tmp_path)
    cache = tmp_path / "cache"
    discovered(tmp_path, cache)
    other = card_file(tmp_path / "elsewhere", BEAR.replace("Cache Bear", "Other Bear"))
    path.unlink()
    Catalog.from_folders([other.parent], bundled=False, cache=cache)
    assert list(cached_files(cache)) == [str(other.resolve())]


def test_the_cache_folder_is_named_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert cache_folder("off") is None
    assert cache_folder(str(tmp_path)) == tmp_path
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_folder("") == tmp_path / "xdg" / "cardhost"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_folder("") == Path.home() / ".cache" / "cardhost"


def test_discovering_a_users_cards_keeps_them_in_the_users_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = card_file(tmp_path)
    monkeypatch.setenv("CARDHOST_CACHE", str(tmp_path / "users"))
    assert "Cache Bear" in Catalog.discover([path.parent])
    assert str(path.resolve()) in cached_files(tmp_path / "users")
    monkeypatch.setenv("CARDHOST_CACHE", "off")
    (tmp_path / "users" / CACHE_FILE).unlink()
    assert "Cache Bear" in Catalog.discover([path.parent])
    assert not (tmp_path / "users" / CACHE_FILE).exists()
