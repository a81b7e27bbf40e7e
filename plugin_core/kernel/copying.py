"""Copy effects (707): the copiable values a copy takes from an object (707.2, 707.3),
and a permanent entering as a copy of one its controller chooses (707.5, 614.1c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject, Player
from cardhost.model.copies import CopyExceptions
from cardhost.model.copy_values import CopiedValues

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

AS_ITSELF = "enter as itself"
"""The answer that copies nothing ("You may have this creature enter as a copy ...")."""
MOST_COPIES_ENTERING = 20
"""The most copy effects one permanent's entering applies in turn (a copy of a Clone
may copy again, 707.9e), each a different replacement effect (616.1)."""


def copiable_values(original: GameObject, exceptions: CopyExceptions | None = None) -> CopiedValues:
    """The values a copy of ``original`` gets (707.2): its printed face that is up
    (707.8), or what copy effects made it (707.3; of a double-faced token copy, the face
    that is up now, 707.8), or a face-down object's (707.2); then the new effect's
    ``exceptions`` (707.9)."""
    if original.face_down:
        values = CopiedValues(original.definition, face_down=True)
    elif original.copied is not None:
        values = original.copied
        if values.double_faced:  # a token's two faces: the copy takes the one up (707.8)
            values = replace(values, back=original.transformed, double_faced=False)
    else:
        values = CopiedValues(original.definition, back=original.transformed)
    if exceptions is None or exceptions == CopyExceptions():
        return values
    return replace(values, exceptions=(*values.exceptions, exceptions))


def enter_as_copy(game: GameCore, permanent: GameObject, controller: Player) -> None:
    """As ``permanent`` would enter (707.5, 614.1c): "You may have this creature enter as
    a copy of any creature on the battlefield": its controller chooses one of that kind
    or none (a ``copy`` decision); it enters with those values. A copy of something
    with such an ability of its own may copy again (707.9e), each ability once."""
    applied: list[object] = []
    for _ in range(MOST_COPIES_ENTERING):
        entering = permanent.face.enters_as_copy
        if entering is None or permanent.face_down or any(a is entering for a in applied):
            return
        applied.append(entering)
        options = [p for p in game.battlefield if entering.of.matches(p, controller, permanent)]
        if not options:
            return
        prompt = f"a permanent for {permanent.name} to enter as a copy of, or none (707.5)"
        chosen = game.choose(ChoiceKind.COPY, controller, prompt, [*options, AS_ITSELF])
        if chosen == AS_ITSELF:
            return
        permanent.copied = copiable_values(chosen, entering.exceptions)
