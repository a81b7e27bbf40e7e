"""Forge's tokens created with abilities (``TokenAbilities$``) that are the rules'
predefined tokens (111.10) or an Eldrazi Scion: Treasure ("{T}, Sacrifice this artifact:
Add one mana of any color."), Clue ("{2}, Sacrifice this artifact: Draw a card.",
investigating, 701.16a), and the 1/1 Eldrazi Scion with "Sacrifice this creature: Add
{C}."."""

from __future__ import annotations

from typing import Any

from cardhost.forge.effects import NUMBERS
from cardhost.forge.script import Ability, ScriptFace, follow

TREASURE = "Treasure"
CLUE = "Clue"
SCION = "Eldrazi Scion"
SHAPES = {
    TREASURE: ("Artifact,Treasure", "", {"AB": "Mana", "Cost": "T Sac<1/CARDNAME>"}),
    CLUE: ("Artifact,Clue", "", {"AB": "Draw", "Cost": "2 Sac<1/CARDNAME>"}),
    SCION: ("Creature,Eldrazi,Scion", "1/1", {"AB": "Mana", "Cost": "Sac<1/CARDNAME>"}),
}
"""Each token: its ``TokenTypes$``, its power and toughness, and its one ability."""
MORE = {TREASURE: {"Produced": "Any"}, CLUE: {}, SCION: {"Produced": "C"}}
"""What else its ability says, besides ``Amount$ 1`` / ``NumCards$ 1`` and texts."""
TEXTS = frozenset({"SpellDescription", "StackDescription", "AILogic", "Amount", "NumCards"})
SCION_FACE: dict[str, Any] = {
    "name": "Eldrazi Scion Token",
    "types": ["Creature"],
    "subtypes": ["Eldrazi", "Scion"],
    "power": 1,
    "toughness": 1,
    "oracle": "Sacrifice this creature: Add {C}.",
    "mana_abilities": [{"cost": "Sacrifice this creature", "add": "{C}"}],
}
"""The Eldrazi Scion token, colorless (111.4), as a card's ``[[tokens]]`` entry."""


def predefined(face: ScriptFace, step: Ability) -> str | None:
    """Which of :data:`SHAPES` the token ``step`` creates, or ``None``."""
    name = step.get("TokenName")
    if name not in SHAPES or step.get("TokenColors") != "Colorless":
        return None
    types, pt, ability = SHAPES[name]
    if step.get("TokenTypes") != types:
        return None
    made = f"{step.get('TokenPower')}/{step.get('TokenToughness')}"
    if (made if pt else made.strip("/")) != pt:
        return None
    names = step.get("TokenAbilities").split(",")
    if len(names) != 1 or face.svar(names[0].strip()) is None:
        return None
    token_ability = follow(face, names[0].strip())
    wanted = ability | MORE[name]
    if any(token_ability.get(k) != v for k, v in wanted.items()):
        return None
    rest = set(token_ability.params) - set(wanted) - TEXTS
    if rest or token_ability.get("Amount", "1") != "1" or token_ability.get("NumCards", "1") != "1":
        return None
    return name


def predefined_said(
    name: str, count: int, investigates: bool
) -> tuple[dict[str, Any], list[str], dict[str, Any] | None]:
    """The instruction creating ``count`` of token ``name``, the sentences Oracle texts
    say it with, and the ``[[tokens]]`` entry it needs (``None`` for a token of the
    catalog's: Treasure, Clue); a Clue is investigating (701.16a) if the Oracle text
    ``investigates``."""
    many = "a" if count == 1 else NUMBERS.get(count, str(count))
    tokens = "token" if count == 1 else "tokens"
    if name == SCION:
        has = "It has" if count == 1 else "They have"
        said = (
            f"Create {many} 1/1 colorless Eldrazi Scion creature {tokens}. "
            f'{has} "Sacrifice this creature: Add {{C}}."'
        )
        return _created("Eldrazi Scion Token", count), _you([said]), SCION_FACE
    if name == TREASURE:
        ability = "{T}, Sacrifice this artifact: Add one mana of any color."
        lower = ability.replace("Sacrifice", "sacrifice")  # as older Oracle texts print it
        ways = [
            *(
                f'Create {many} colorless Treasure artifact {tokens} with "{a}"'
                for a in (ability, lower)
            ),
            f"Create {many} Treasure {tokens}.",
        ]
        return _created("Treasure Token", count), _you(ways), None
    if investigates:
        times = {1: "", 2: " twice", 3: " three times"}.get(count)
        return {"investigate": count}, [f"Investigate{times}."] if times is not None else [], None
    ability = "{2}, Sacrifice this artifact: Draw a card."
    ways = [f'Create {many} colorless Clue artifact {tokens} with "{ability}"']
    return _created("Clue Token", count), _you(ways), None


def _you(ways: list[str]) -> list[str]:
    """Each way, and its "You create ..." after another sentence."""
    return [*ways, *(f"You c{w[1:]}" for w in ways)]


def _created(token: str, count: int) -> dict[str, Any]:
    return {"create": token} | ({"count": count} if count != 1 else {})
