"""The importer's OUTDIR is the user's folder too: a card file it didn't write is never
removed or overwritten; each file it writes is whole; a script that isn't a regular
file (a link, a pipe) is skipped, not read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_forge_import import VANILLA, folder_of, report

from cardhost.forge import importer
from cardhost.forge.importer import REPORT, import_forge

UNTRANSLATABLE = VANILLA.replace("PT:", "K:Haunt\nPT:")


def card_file(out: Path, folder: str) -> Path:
    return out / folder / f"{folder}.toml"


def test_a_card_of_the_users_own_is_kept_not_overwritten_nor_removed(tmp_path: Path) -> None:
    """A card folder in OUTDIR no earlier import wrote: its script imported, the file is
    kept and the script reported skipped; skipped, the file isn't removed."""
    out = tmp_path / "out"
    mine = card_file(out, "meadow_strider")
    mine.parent.mkdir(parents=True)
    mine.write_text("# my own\n", encoding="utf-8")
    import_forge(folder_of(tmp_path / "a", {"meadow_strider.txt": VANILLA}), out, progress=False)
    assert mine.read_text(encoding="utf-8") == "# my own\n"
    [entry] = report(out).values()
    assert not entry["imported"] and "not an earlier import's: kept" in str(entry["reasons"])
    scripts = folder_of(tmp_path / "b", {"meadow_strider.txt": UNTRANSLATABLE})
    import_forge(scripts, out, progress=False)
    assert mine.read_text(encoding="utf-8") == "# my own\n"


def test_a_card_an_earlier_import_wrote_is_updated_and_removed_once_skipped(
    tmp_path: Path,
) -> None:
    """The report says which files an import wrote: a later run rewrites them, and
    removes one whose script it now skips."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path / "a", {"meadow_strider.txt": VANILLA}), out, progress=False)
    written = card_file(out, "meadow_strider")
    assert written.is_file() and oct(written.stat().st_mode & 0o777) == oct(0o666 & ~_umask())
    [entry] = report(out).values()
    assert entry["imported"] and entry["folder"] == "meadow_strider"
    scripts = folder_of(tmp_path / "b", {"meadow_strider.txt": UNTRANSLATABLE})
    import_forge(scripts, out, progress=False)
    assert not written.exists()


def test_a_card_whose_script_is_gone_or_renamed_leaves_no_file(tmp_path: Path) -> None:
    """The folder holds exactly what the report says came over: a script gone from the
    library, or whose card now takes another folder (two names slugged alike, the first
    skipped now), leaves no card file of the earlier run behind (one stayed, unreported:
    a duplicate name that check refused, and the script back later was kept as the
    user's own)."""
    out = tmp_path / "out"
    first = VANILLA
    second = VANILLA.replace("Meadow Strider", "Meadow-Strider")
    scripts = folder_of(tmp_path / "a", {"a.txt": first, "b.txt": second})
    import_forge(scripts, out, progress=False)
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == [
        "meadow_strider",
        "meadow_strider_2",
    ]
    scripts = folder_of(tmp_path / "b", {"a.txt": UNTRANSLATABLE, "b.txt": second})
    import_forge(scripts, out, progress=False)
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["meadow_strider"]
    import_forge(folder_of(tmp_path / "c", {}), out, progress=False)
    assert [p.name for p in out.iterdir() if p.is_dir()] == []


def test_links_in_outdir_are_never_written_through(tmp_path: Path) -> None:
    """A card folder in OUTDIR that is a link to a folder elsewhere is kept, the card
    reported skipped (its file landed outside OUTDIR); a report that is a link is
    replaced by a file, its target untouched (the run wrote the report into it)."""
    out, outside = tmp_path / "out", tmp_path / "outside"
    (outside / "elsewhere").mkdir(parents=True)
    precious = outside / "precious.txt"
    precious.write_text("precious\n", encoding="utf-8")
    out.mkdir()
    (out / REPORT).symlink_to(precious)
    (out / "meadow_strider").symlink_to(outside / "elsewhere")
    import_forge(folder_of(tmp_path / "a", {"meadow_strider.txt": VANILLA}), out, progress=False)
    assert precious.read_text(encoding="utf-8") == "precious\n"
    assert list((outside / "elsewhere").iterdir()) == []
    assert not (out / REPORT).is_symlink()
    [entry] = report(out).values()
    assert not entry["imported"] and "is a link, not a folder: kept" in str(entry["reasons"])


def test_a_link_or_a_pipe_among_the_scripts_is_skipped_unread(tmp_path: Path) -> None:
    """Links aren't followed and a pipe isn't read (it would wait for a writer)."""
    scripts = folder_of(tmp_path, {"meadow_strider.txt": VANILLA})
    outside = tmp_path / "outside.txt"
    outside.write_text(VANILLA, encoding="utf-8")
    (scripts / "l").mkdir()
    (scripts / "l" / "link.txt").symlink_to(outside)
    os.mkfifo(scripts / "l" / "pipe.txt")
    out = tmp_path / "out"
    outcomes, _ = import_forge(scripts, out, progress=False)
    skipped = {o.file: o.reasons[0].lacks for o in outcomes if not o.imported}
    assert set(skipped) == {"l/link.txt", "l/pipe.txt"}
    assert all("not a regular file" in why for why in skipped.values())
    assert (out / REPORT).is_file()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_stopped_run_reports_what_it_wrote_and_keeps_the_rest_claimed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run stopped halfway (Ctrl-C, a file that can't be written) wrote its report only
    at the end, so the card files it had written were claimed by none, and every later
    run kept them as the user's own, never updated. The report now says what it did (and,
    for the scripts it didn't reach, what an earlier run said): a full run then imports
    and updates every card."""
    out = tmp_path / "out"
    names = ("Meadow Strider", "Meadow Runner", "Meadow Walker")
    texts = {f"s{i}.txt": VANILLA.replace("Meadow Strider", n) for i, n in enumerate(names)}
    calls = []
    real = importer._write

    def stopping(folder: Path, text: str) -> bool:
        calls.append(folder)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(folder, text)

    monkeypatch.setattr(importer, "_write", stopping)
    with pytest.raises(KeyboardInterrupt):
        import_forge(folder_of(tmp_path / "a", texts), out, progress=False)
    monkeypatch.setattr(importer, "_write", real)
    assert [e["imported"] for e in report(out).values()] == [True, True]
    changed = {k: v.replace("PT:3/2", "PT:4/2") for k, v in texts.items()}
    import_forge(folder_of(tmp_path / "b", changed), out, progress=False)
    entries = report(out).values()
    assert len(entries) == 3 and all(e["imported"] for e in entries), entries
    for entry in entries:
        assert "power = 4" in card_file(out, str(entry["folder"])).read_text(encoding="utf-8")


def test_a_card_named_as_one_of_the_users_own_is_not_imported_again(tmp_path: Path) -> None:
    """A catalog holds one card of a name: the user's own "Meadow Strider" in OUTDIR, in
    a folder of another name, is used and the script's card skipped with the reason (it
    was written beside it, and check refused the folder for the name twice)."""
    out = tmp_path / "out"
    mine = out / "my_strider" / "my_strider.toml"
    mine.parent.mkdir(parents=True)
    mine.write_text(
        'name = "Meadow Strider"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 2\noracle = ""\n',
        encoding="utf-8",
    )
    import_forge(folder_of(tmp_path / "a", {"meadow_strider.txt": VANILLA}), out, progress=False)
    [entry] = report(out).values()
    assert not entry["imported"] and "one of your own there: it is used" in str(entry["reasons"])
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == ["my_strider"]


def test_the_summary_shows_each_reason_on_one_line(tmp_path: Path) -> None:
    """A reason of many lines (the card check's problems, one a line: a script of 300
    ``K:Flying`` lines) is one line of the summary, cut at 200 characters; the report
    keeps it whole."""
    script = VANILLA.replace("PT:", "K:Flying\n" * 300 + "PT:")
    out = tmp_path / "out"
    _, summary = import_forge(
        folder_of(tmp_path / "a", {"meadow_strider.txt": script}), out, progress=False
    )
    [(reason, alone, among)] = summary.alone
    assert "\n" not in reason and len(reason) <= 203 and (alone, among) == (1, 1)
