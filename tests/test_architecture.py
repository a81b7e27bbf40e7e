"""The package's layers: each imports only those below it, and nothing imports in a cycle.

The layers, bottom first (docs/architecture.md): ``model`` (values), ``hooks`` (the
contract), ``builtin`` and ``loading`` (side by side, neither importing the other),
``kernel``, ``simulation`` and ``forge`` (side by side), ``tools``, and the package's
front door ``cardhost/__init__.py`` with what it exports (``cardhost/api.py``). Imports
made only for type checkers (inside ``if TYPE_CHECKING:``) must respect the layers too;
they may form cycles inside one layer, runtime imports may not.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import cardhost
import cardhost.hooks

LAYERS = {
    "model": 0,
    "hooks": 1,
    "builtin": 2,
    "loading": 2,
    "kernel": 3,
    "simulation": 4,
    "rl": 5,
    "forge": 4,
    "tools": 5,
}
FRONT_DOOR = 6


def modules() -> dict[str, Path]:
    """Every module of the installed package, by dotted name (bundled cards aside: they are
    data loaded by path, not imported)."""
    found = {}
    for root, prefix in (
        (Path(cardhost.__file__).parent, "cardhost"),
        (Path(cardhost.hooks.__file__).parent, "cardhost.hooks"),
    ):
        for path in root.rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[0] == "cards" or "__pycache__" in parts:
                continue
            name = ".".join((prefix, *parts)).removesuffix(".__init__")
            found[name] = path
    return found


def layer(module: str) -> int:
    parts = module.split(".")
    if len(parts) == 1 or parts[1] == "api":  # the front door, and what it exports
        return FRONT_DOOR
    return LAYERS[parts[1]]


def imports(path: Path, package: str) -> tuple[set[str], set[str]]:
    """The cardhost modules ``path`` imports at runtime, and those it imports only inside
    ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text())
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            typing_only.update(id(child) for child in ast.walk(node))
    runtime, checking = set(), set()
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            names = [base] + [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        targets = {n for n in names if n.split(".")[0] == "cardhost"}
        (checking if id(node) in typing_only else runtime).update(targets)
    return runtime, checking


@functools.cache
def graph() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The import graph, read once per test process (the tests only read it)."""
    known = modules()
    runtime: dict[str, set[str]] = {}
    checking: dict[str, set[str]] = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        at_runtime, for_types = imports(path, package)
        runtime[name] = {m for m in at_runtime if m in known and m != name}
        checking[name] = {m for m in for_types if m in known and m != name}
    return runtime, checking


def test_no_module_imports_a_higher_layer() -> None:
    runtime, checking = graph()
    upward = [
        f"{module} (layer {layer(module)}) imports {target} (layer {layer(target)})"
        for edges in (runtime, checking)
        for module, targets in edges.items()
        for target in sorted(targets)
        if layer(target) > layer(module)
        or (layer(target) == layer(module) == 2 and target.split(".")[1] != module.split(".")[1])
    ]
    assert upward == []


def test_the_contract_imports_nothing_from_the_kernel() -> None:
    runtime, checking = graph()
    contract = [m for m in runtime if m.startswith("cardhost.hooks")]
    assert contract
    for module in contract:
        assert all(layer(t) <= 1 for t in runtime[module] | checking[module]), module


def cycles_in(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``edges`` (module to the modules it imports), each found once."""
    visiting: list[str] = []
    done: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        if module in done:
            return
        if module in visiting:
            found.append([*visiting[visiting.index(module) :], module])
            return
        visiting.append(module)
        for target in sorted(edges[module]):
            if not module.startswith(f"{target}."):  # a package's own __init__ runs first
                visit(target)
        visiting.pop()
        done.add(module)

    for module in sorted(edges):
        visit(module)
    return found


def test_no_import_cycles_outside_type_checking() -> None:
    runtime, _ = graph()
    cycles = cycles_in(runtime)
    assert cycles == []


def test_no_import_cycles_counting_every_import() -> None:
    """A module typed against another depends on it: imports made only for type
    checkers and inside functions count too, and still no cycle (docs/architecture.md)."""
    runtime, checking = graph()
    cycles = cycles_in({m: runtime[m] | checking[m] for m in runtime})
    assert cycles == []


def test_the_game_is_named_by_its_public_names_only() -> None:
    """Rule modules use the core's public services: no module but the facade itself
    names a private attribute of the game (``game._...``)."""
    private = re.compile(r"\b(?:game|self\.game)\._[A-Za-z]")
    found = [
        f"{name}:{number}"
        for name, path in modules().items()
        if name != "cardhost.kernel.game"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if private.search(line)
    ]
    assert found == []


def test_the_architecture_lists_every_kernel_module() -> None:
    """docs/architecture.md names each kernel module once, in its table of rule areas."""
    text = (Path(__file__).resolve().parent.parent / "docs" / "architecture.md").read_text()
    listed = set(re.findall(r"^\| `kernel/(\w+)\.py` \|", text, flags=re.MULTILINE))
    kernel = {
        name.rpartition(".")[2]
        for name in modules()
        if name.startswith("cardhost.kernel.") and name != "cardhost.kernel"
    }
    assert listed == kernel
