"""Importing a card's plugin module, and every module it imports from its own folder.

Each card folder becomes a package of its own, so a plugin can import helper modules
beside it (``from . import helpers``). Every module of that package is looked up by
:class:`CardModuleFinder`, which refuses a file that lies outside the card's folder once
symbolic links are followed; no other finder looks inside a card package.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import re
import stat
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from cardhost.model.errors import CardFileError, said
from cardhost.model.validation import quoted


class CardModuleFinder(importlib.abc.MetaPathFinder):
    """Finds the modules of card packages, only inside each card's folder."""

    def __init__(self) -> None:
        self.folders: dict[str, Path] = {}

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, rest = fullname.partition(".")
        folder = self.folders.get(package)
        if folder is None or not rest:
            return None
        base = folder.joinpath(*rest.split("."))
        for candidate, is_package in (
            (base / "__init__.py", True),
            (base.with_suffix(".py"), False),
        ):
            if candidate.is_file():
                resolved = candidate.resolve()
                if folder not in resolved.parents:
                    raise ImportError(
                        f"{candidate.relative_to(folder)} lies outside the card's folder "
                        f"{folder} (it leads to {resolved})",
                        name=fullname,
                    )
                locations = [str(resolved.parent)] if is_package else None
                return importlib.util.spec_from_file_location(
                    fullname, resolved, submodule_search_locations=locations
                )
        if base.is_dir() and folder in base.resolve().parents:
            return _package_spec(fullname)
        return None


def _package_spec(name: str) -> importlib.machinery.ModuleSpec:
    """A package whose modules only :data:`FINDER` looks up."""
    spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
    spec.submodule_search_locations = []
    return spec


FINDER = CardModuleFinder()


def plugin_importer(card_file: Path, name: str) -> Callable[[], ModuleType]:
    """A function importing the plugin module ``name`` (a ``.py`` path inside the folder
    of ``card_file``). The path is checked now; nothing is imported until it is called."""
    if not name or not name.isprintable() or "\\" in name:
        raise CardFileError(
            str(card_file), "plugin", f"{quoted(name)} is not a module path in the folder"
        )
    if os.path.splitext(name)[1] != ".py":
        raise CardFileError(str(card_file), "plugin", f"{name!r} is not a Python module (.py)")
    folder = os.path.abspath(os.path.dirname(card_file))  # the folder now, whatever the cwd
    if _plain_file_beside(folder, name):  # the common case, checked with strings: quick
        parts: tuple[str, ...] = (name.removesuffix(".py"),)
    else:
        parts = _parts_inside(card_file, Path(folder).resolve(), name)

    def import_it() -> ModuleType:
        module_name = ".".join([card_package(Path(folder).resolve()), *parts])
        try:
            return importlib.import_module(module_name)
        except KeyboardInterrupt:
            raise
        except BaseException as error:
            problem = f"importing {name!r} raised {type(error).__name__}: {said(error)}"
            raise CardFileError(str(card_file), "plugin", problem) from error

    return import_it


def _parts_inside(card_file: Path, folder: Path, name: str) -> tuple[str, ...]:
    """The module path of ``name`` (a path through subfolders or links) inside the
    resolved ``folder``; an error if it leads outside it or to no file."""
    module_path = (folder / name).resolve()
    if folder not in module_path.parents:
        raise CardFileError(
            str(card_file), "plugin", f"{name!r} lies outside the card's folder {folder}"
        )
    if not module_path.is_file():
        raise CardFileError(str(card_file), "plugin", f"{name!r} does not exist in {folder}")
    return module_path.relative_to(folder).with_suffix("").parts


def _plain_file_beside(folder: str, name: str) -> bool:
    """Whether ``name`` is a regular file directly in ``folder``, not a link: then it
    lies inside the folder without resolving any path."""
    if "/" in name or name in (".", ".."):
        return False
    try:
        return stat.S_ISREG(os.lstat(os.path.join(folder, name)).st_mode)
    except (OSError, ValueError):
        return False


def card_package(folder: Path) -> str:
    """The package of a card folder, created on first use, whose modules only
    :data:`FINDER` finds (so nothing outside the folder is imported through it)."""
    digest = hashlib.sha1(str(folder).encode()).hexdigest()[:10]
    name = f"cardhost_card_{re.sub(r'[^0-9a-zA-Z_]', '_', folder.name)}_{digest}"
    if name not in sys.modules:
        if FINDER not in sys.meta_path:
            sys.meta_path.insert(0, FINDER)
        FINDER.folders[name] = folder
        sys.modules[name] = importlib.util.module_from_spec(_package_spec(name))
    return name
