"""The hook reference (``docs/hooks.md``), generated from the hook specifications so the
two cannot drift: ``cardhost hooks`` prints it, and a test compares it with the page."""

from __future__ import annotations

import inspect
import re
from enum import Enum

from cardhost.hooks import specs
from cardhost.hooks.contract import CARD_ARGUMENT, CONTRACTS, Combine, HookContract, Kind, Scope

INTRODUCTION = f"""\
# Hook reference

A card plugin is a Python module (or any object) whose functions are marked with
`@hookimpl` (`from cardhost import hookimpl`). This page lists every hook it may
implement, generated from the hook specifications (`hooks/specs.py`) by `cardhost hooks`;
[plugins.md](plugins.md) covers what a plugin calls from inside a hook: `game.trigger`,
targets, intervening "if" conditions and replacement effects.

```python
from cardhost import CardDefinition, Game, PermanentEntered, StackAbility, hookimpl


@hookimpl
def on_enter_battlefield(game: Game, card: CardDefinition, event: PermanentEntered) -> None:
    game.trigger(event.permanent, card.ability_text(0), gain_one_life)


def gain_one_life(game: Game, ability: StackAbility) -> None:
    game.gain_life(ability.controller, 1, ability.source_ref.name)
```

## How hooks are called

- **Registered per game.** A game registers the built-in rule plugins and, the first time
  an object of a card is created in it, that card's plugin, once however many copies it
  has: a hook call costs what the game contains, not what is installed.
- **Scope.** A *card hook* reaches only the plugin of the card the event is about (its
  own permanent entered, dealt damage, its mana ability or spell resolved), whichever face
  is up; for a copy, the card it copies (707.2). Every other hook is *broadcast* to every
  plugin of the game, which decides from the objects it is given; to find its own
  permanents a plugin asks `game.permanents(card)` (copies of its card among them),
  never a name.
- **Abilities a permanent lost.** A land whose land type an effect set has lost the
  abilities of its rules text, its plugin's too (305.7): the host calls no card hook for
  it and offers none of its own replacement effects for how it enters (614.12). A
  broadcast hook implementing an ability of the plugin's permanents checks
  `permanent.has_rules_text` for each.
- **Every paragraph accounted for.** Data claims the Oracle paragraphs it implements;
  the card file's `implements` names those the plugin does (`cardhost check`,
  [card-format.md](card-format.md)).
- **`{CARD_ARGUMENT}`.** Any hook a card plugin implements may also take `{CARD_ARGUMENT}`:
  the plugin's own `CardDefinition` (`name`, `oracle_text`, `ability_text(n)`, `config`,
  `tokens`), so no plugin repeats its name or its Oracle text.
- **By keyword, only what you need.** An implementation takes any subset of the hook's
  arguments, in any order. Only functions marked `@hookimpl` are hooks: a function named
  like a hook but unmarked, a hook that does not exist, or an argument a hook does not
  have is a `CardFileError` when the card loads.
- **Events.** A hook that watches a happening receives it as `event`, the frozen event the
  log records (`cardhost.PermanentEntered`, `DamageDealt`, ...): the host logs each event
  and calls its hooks in one place.
- **Results.** Each hook declares how results combine, and the host checks each card
  plugin's result against that: a result of the wrong kind is a `CardPluginError` naming
  the card and the hook.
- **Errors.** An exception raised inside a card's hook, or inside a function it hands the
  host (an effect, a condition, a target check, a replacement's `apply`), surfaces as a
  `CardPluginError` naming the card and where it raised, and the action that was being
  taken is undone; so does `SystemExit` or any other exception but `KeyboardInterrupt`.
  Raise `IllegalActionError(rule, message)` to refuse an action on the rules' grounds.
- **Queries only read.** A query hook (`count_devotion`, the restrictions) and every
  replacement effect while `could_produce` considers it (106.7) run with the game
  read-only: a change is refused before it happens, as the card's `CardPluginError`.
- **Effects, not players.** Plugin code takes effects (`game.sacrifice`, `create_token`,
  `cast_without_paying`, ...), each atomic on its own; it can't take a player's action
  (`cast`, `play_land`, `activate`, `cycle`, `suspend`, `turn_face_up`, declaring
  attackers or blockers) nor pass priority or move the turn (`advance`, `advance_to`,
  `next_turn`, `resolve_top`, `resolve_stack`, `start`, `begin_at`, `restart`): 117.3d.
  Activating a mana ability it may, as a player may whenever an effect asks a mana
  payment (605.3a).
"""


def _enum_table(title: str, kind: type[Enum]) -> str:
    rows = [f"| `{member.value}` | {_docstring_of(kind, member.name)} |" for member in kind]
    return "\n".join([f"| {title} | meaning |", "|---|---|", *rows])


def _docstring_of(kind: type[Enum], name: str) -> str:
    """An enum member's attribute docstring, read from its class's source."""
    source = inspect.getsource(kind)
    found = re.search(rf'\n    {name} = [^\n]+\n    """(.*?)"""', source, flags=re.S)
    return " ".join(found.group(1).split()) if found else ""


def _sections(doc: str) -> tuple[str, list[tuple[str, str]], str]:
    """A hook docstring's description, its ``Arguments:`` and its ``Returns:``."""
    description, _, rest = doc.partition("\nArguments:\n")
    arguments_text, _, returns = rest.partition("\nReturns:")
    arguments: list[tuple[str, str]] = []
    for line in arguments_text.splitlines():
        if re.match(r"^    \w+: ", line):
            name, _, text = line.strip().partition(": ")
            arguments.append((name, text))
        elif line.strip() and arguments:
            name, text = arguments[-1]
            arguments[-1] = (name, f"{text} {line.strip()}")
    return description.strip(), arguments, " ".join(returns.split())


def _reach(contract: HookContract) -> str:
    if contract.scope is Scope.CARD:
        subject = f"event.{contract.subject}" if contract.event else contract.subject
        return f"only the plugin of the card of `{subject}`"
    return "every plugin"


def hook_section(name: str) -> str:
    """The reference section of one hook."""
    contract = CONTRACTS[name]
    function = getattr(specs, name)
    parameters = ", ".join(inspect.signature(function).parameters)
    description, arguments, returns = _sections(inspect.getdoc(function) or "")
    facts = [f"**Reaches** {_reach(contract)}", f"**results** {contract.combine.value}"]
    if contract.event is not None:
        when = f" when `event.{contract.when}`" if contract.when else ""
        facts.append(f"**called by** `{contract.event.__name__}`{when}")
    lines = [f"### `{name}({parameters})`", "", " · ".join(facts) + ".", "", description, ""]
    lines += ["| argument | meaning |", "|---|---|"]
    lines += [f"| `{argument}` | {text} |" for argument, text in arguments]
    if contract.combine is not Combine.IGNORED:
        lines += ["", f"**Returns:** {returns}"]
    return "\n".join(lines)


def render() -> str:
    """The whole hook reference, as markdown."""
    parts = [
        INTRODUCTION,
        _enum_table("scope", Scope),
        "",
        _enum_table("results", Combine),
    ]
    for kind in Kind:
        hooks = [name for name, contract in CONTRACTS.items() if contract.kind is kind]
        parts += ["", f"## {kind.value}"]
        for hook in hooks:
            parts += ["", hook_section(hook)]
    parts += [
        "",
        "Each hook is tested in `tests/test_hooks.py`, one `test_hook_<name>` per hook.",
    ]
    return re.sub(r"(?<!`)``(?!`)", "`", "\n".join(parts)) + "\n"  # reST to markdown
