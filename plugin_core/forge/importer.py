"""``cardhost import forge CARDSFOLDER OUTDIR``: every Forge script under CARDSFOLDER read,
translated exactly or skipped with its reasons, each card written as a card folder of
OUTDIR only if it changed, and ``OUTDIR/import-report.jsonl`` a line per script.

A card is written only once cardhost's own loader accepts its file as data with every
Oracle paragraph implemented: what ``cardhost --data-only check`` asks.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from tqdm import tqdm

from cardhost.forge.script import LARGEST_SCRIPT, ScriptError, read_script
from cardhost.forge.toml_out import dumps
from cardhost.forge.translate import Reason, translate
from cardhost.loading.cardfile import load_card_text
from cardhost.loading.catalog import bundled_catalog
from cardhost.loading.paragraphs import unclaimed, unspoken
from cardhost.loading.tomlfile import read_table, read_text
from cardhost.loading.writing import replace_file
from cardhost.model.errors import CardFileError, CardhostError

REPORT = "import-report.jsonl"
"""The report's file name in OUTDIR."""
_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True)
class Outcome:
    """What became of one script: its ``file`` (relative to CARDSFOLDER), the ``card``'s
    name (if it has one), the folder written (``""`` if skipped) and the reasons."""

    file: str
    card: str
    folder: str
    reasons: tuple[Reason, ...]

    @property
    def imported(self) -> bool:
        return not self.reasons

    def as_json(self) -> str:
        return json.dumps(
            {
                "file": self.file,
                "card": self.card,
                "imported": self.imported,
                "folder": self.folder,
                "reasons": [{"construct": r.construct, "lacks": r.lacks} for r in self.reasons],
            },
            ensure_ascii=False,
        )


@dataclass(frozen=True)
class Summary:
    """Counts of a run, and each reason with how many cards it alone keeps out (fixing
    it would import them) and how many it is among the reasons of."""

    imported: int
    skipped: int
    written: int
    alone: tuple[tuple[str, int, int], ...]

    def lines(self, top: int = 25) -> Iterator[str]:
        total = self.imported + self.skipped
        yield f"{total:,} scripts: {self.imported:,} imported, {self.skipped:,} skipped"
        yield f"{self.written:,} card files written (the others were already as they are)"
        if self.alone:
            yield "the reasons, by the cards each alone keeps out (and the cards it is among):"
        for reason, alone, among in self.alone[:top]:
            yield f"  {alone:6,} alone {among:6,} among  {reason}"


def scripts(folder: Path) -> list[Path]:
    """The ``.txt`` scripts under ``folder``, sorted; links to folders aren't followed
    (a link to a file, a pipe or a device is skipped as it is read, :func:`_one`)."""
    found = [
        Path(root) / name
        for root, _, names in os.walk(folder)
        for name in names
        if name.endswith(".txt")
    ]
    return sorted(found)


def import_forge(
    cards_folder: Path, out: Path, *, progress: bool = True
) -> tuple[list[Outcome], Summary]:
    """Import every script of ``cards_folder`` into ``out``: the outcomes and a summary."""
    out.mkdir(parents=True, exist_ok=True)
    before = _report_lines(out / REPORT)
    earlier = _imported_before(before)
    outcomes: list[Outcome] = []
    try:
        written = _import_each(cards_folder, out, earlier, outcomes, progress)
    except BaseException:  # stopped (Ctrl-C, a file that can't be written): said so far
        _report(out, outcomes, _not_reached(before, outcomes))
        raise
    _remove_stale(out, {o.folder for o in outcomes if o.imported}, earlier)
    _report(out, outcomes, [])
    return outcomes, summarise(outcomes, written)


def _import_each(
    cards_folder: Path, out: Path, earlier: set[str], outcomes: list[Outcome], progress: bool
) -> int:
    """Import each script into ``out``, its outcome added to ``outcomes`` before its card
    file is written; how many files were written."""
    written = 0
    taken: set[str] = set()
    bundled = frozenset(bundled_catalog().names())
    yours = _users_names(out, earlier)
    for path in tqdm(scripts(cards_folder), desc="importing", unit="script", disable=not progress):
        outcome, text = _one(path, cards_folder, taken, bundled)
        if text is not None and outcome.card in yours:  # a catalog holds one card a name
            mine = Reason("OUTDIR", "a card of this name is one of your own there: it is used")
            outcome, text = replace(outcome, folder="", reasons=(mine,)), None
        linked = text is not None and (out / outcome.folder).is_symlink()
        if linked:  # never written through: the link's target lies who knows where
            kept = Reason("OUTDIR", f"{out / outcome.folder} is a link, not a folder: kept")
            outcome, text = replace(outcome, folder="", reasons=(kept,)), None
        if text is not None and outcome.folder not in earlier:
            mine = out / outcome.folder / f"{outcome.folder}.toml"
            if mine.exists() or mine.is_symlink():  # a card of the user's own: kept
                kept = Reason("OUTDIR", f"{mine} is a card file not an earlier import's: kept")
                outcome, text = replace(outcome, folder="", reasons=(kept,)), None
        outcomes.append(outcome)  # reported even if the run stops as the file is written
        if text is not None and _write(out / outcome.folder, text):
            written += 1
    return written


def _users_names(out: Path, earlier: set[str]) -> frozenset[str]:
    """The names of the cards of the user's own in ``out`` (folders no earlier import
    wrote): each card file's ``name`` there; one that can't be read names none (it is
    the user's to mend, not the import's)."""
    names = set()
    for folder in sorted(out.iterdir()) if out.is_dir() else ():
        if folder.name in earlier or folder.is_symlink() or not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            try:
                table = read_table(read_text(path, CardFileError), str(path), CardFileError)
            except CardFileError:
                continue
            if isinstance(table.get("name"), str):
                names.add(table["name"])
    return frozenset(names)


def _report(out: Path, outcomes: list[Outcome], kept: list[str]) -> None:
    """Write the report: a line for each outcome, then the ``kept`` lines of the earlier
    report (a stopped run's: the scripts it didn't reach, their files still claimed)."""
    if (out / REPORT).is_symlink():  # the report is written in OUTDIR, never through a link
        (out / REPORT).unlink()
    lines = [outcome.as_json() for outcome in outcomes] + kept
    _replace(out / REPORT, "".join(line + "\n" for line in lines))


def _report_lines(report: Path) -> list[str]:
    """The lines of an earlier run's report, if it is a regular file."""
    try:
        if not report.is_file() or report.is_symlink():
            return []
        return report.read_bytes().decode("utf-8", "replace").splitlines()
    except OSError:
        return []


def _not_reached(lines: list[str], outcomes: list[Outcome]) -> list[str]:
    """The earlier report's lines of the scripts a stopped run didn't reach."""
    reached = {outcome.file for outcome in outcomes}
    kept = []
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and entry.get("file") not in reached:
            kept.append(line)
    return kept


def _imported_before(lines: list[str]) -> set[str]:
    """The folders an earlier run's report (its ``lines``) says it wrote: the only card
    files a run may remove (a card of the user's own in OUTDIR stays, whatever its
    name)."""
    folders = set()
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if not isinstance(entry, dict) or entry.get("imported") is not True:
            continue
        card = entry.get("card")
        folder = entry.get("folder", _folder(card, set()) if isinstance(card, str) else None)
        if isinstance(folder, str) and folder and _SLUG.sub("_", folder) == folder:
            folders.add(folder)
    return folders


def _one(
    path: Path, root: Path, taken: set[str], bundled: frozenset[str]
) -> tuple[Outcome, str | None]:
    """The outcome of one script, and the card file's text if imported: not a card of a
    name cardhost's bundled cards have (OUTDIR is used beside them, and a catalog holds
    one card of a name)."""
    relative = path.relative_to(root).as_posix()
    try:
        if not stat.S_ISREG(path.lstat().st_mode):  # a link, a pipe, a device: not read
            raise ScriptError("not a regular file (a link, a pipe or a device)")
        if path.stat().st_size > LARGEST_SCRIPT:
            raise ScriptError(f"larger than {LARGEST_SCRIPT // 1024} KB: not a card script")
        script = read_script(path.read_bytes())
    except (OSError, ScriptError) as error:
        return Outcome(relative, "", "", (Reason("script", str(error)),)), None
    name = script.front.name
    if script.alternate_mode.strip() == "Split" and len(script.faces) == 2:
        name = f"{name} // {script.faces[1].name}"  # 709.4a: both names
    try:
        translation = translate(script)
    except Exception as error:  # a bug of the importer's: one script's, never the run's
        failed = Reason("the importer", f"failed on it: {type(error).__name__}: {error}")
        return Outcome(relative, name, "", (failed,)), None
    if translation.reasons:
        return Outcome(relative, name, "", tuple(translation.reasons)), None
    text = dumps(translation.table)
    folder = _folder(name, taken)
    problem = _refused(text, f"{folder}/{folder}.toml")
    if problem:
        return Outcome(relative, name, "", (Reason("cardhost check", problem),)), None
    if name in bundled:
        ours = Reason("Name", "cardhost bundles a card of this name: that card is used")
        return Outcome(relative, name, "", (ours,)), None
    taken.add(folder)
    return Outcome(relative, name, folder, ()), text


def _folder(name: str, taken: set[str]) -> str:
    """A folder name for the card ``name``: lower case words joined by ``_``."""
    slug = _SLUG.sub("_", name.lower()).strip("_") or "card"
    folder, number = slug, 2
    while folder in taken:
        folder, number = f"{slug}_{number}", number + 1
    return folder


def _refused(text: str, source: str) -> str:
    """Why ``cardhost check`` would refuse the card file ``text``: the loader refuses it
    as data, an Oracle paragraph isn't implemented, or data says what no paragraph does;
    ``""`` if it accepts it."""
    try:
        card = load_card_text(text, source=source)
    except CardhostError as error:
        return str(error)
    missing = [*unclaimed(card), *unspoken(card)]
    return "; ".join(str(m) for m in missing)


def _remove_stale(out: Path, written: set[str], earlier: set[str]) -> None:
    """A folder an earlier run wrote (its report says so) that this one doesn't (its
    script skipped now, renamed, gone, or its card given another folder) keeps no card
    file: the report and ``out`` say the same. Nothing else of ``out`` is touched, and
    nothing through a link."""
    for folder in sorted(earlier - written):
        path = out / folder / f"{folder}.toml"
        if (out / folder).is_symlink() or path.is_symlink() or not path.is_file():
            continue
        path.unlink()
        if not any((out / folder).iterdir()):
            (out / folder).rmdir()


def _write(folder: Path, text: str) -> bool:
    """Write the card file into ``folder`` unless it already holds that text, at once
    (a run stopped halfway leaves each file whole, the old or the new)."""
    path = folder / f"{folder.name}.toml"
    data = text.encode("utf-8")
    try:
        if path.is_file() and path.read_bytes() == data:
            return False
        folder.mkdir(exist_ok=True)
    except OSError as error:
        raise OSError(error.errno, error.strerror, str(path)) from None
    _replace(path, text)
    return True


def _replace(path: Path, text: str) -> None:
    """``path`` holds ``text``, written whole (:func:`replace_file`); an error names it."""
    try:
        replace_file(path, text.encode("utf-8"))
    except OSError as error:
        raise OSError(error.errno, error.strerror, str(path)) from None


SUMMARY_REASON = 200
"""The most characters of a reason the summary shows (the report holds it whole)."""


def _one_line(reason: str) -> str:
    """A reason as the summary's line shows it: its lines joined (a check's problems are
    a line each), at most :data:`SUMMARY_REASON` characters."""
    line = "; ".join(part.strip() for part in reason.splitlines() if part.strip())
    return line if len(line) <= SUMMARY_REASON else line[:SUMMARY_REASON] + "..."


def summarise(outcomes: Iterable[Outcome], written: int) -> Summary:
    """Counts, and the reasons ranked by how many cards each alone keeps out."""
    alone: Counter[str] = Counter()
    among: Counter[str] = Counter()
    imported = skipped = 0
    for outcome in outcomes:
        if outcome.imported:
            imported += 1
            continue
        skipped += 1
        kinds = {_one_line(str(r)) for r in outcome.reasons}
        among.update(kinds)
        if len(kinds) == 1:
            alone.update(kinds)
    ranked = sorted(among, key=lambda r: (-alone[r], -among[r], r))
    return Summary(imported, skipped, written, tuple((r, alone[r], among[r]) for r in ranked))
