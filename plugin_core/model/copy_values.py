"""The copiable values a copy effect gives an object (707.2, 707.3), as the exceptions
of each copy effect leave them (707.9)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from cardhost.model.copies import CopyExceptions
from cardhost.model.definitions import FACE_DOWN, CardDefinition, Face


@dataclass(frozen=True)
class CopiedValues:
    """The copiable values a copy effect gives an object (707.2): those of the face of
    ``definition`` that was up (its back if ``back``, 707.8), or a face-down object's
    (``face_down``, 707.2), as each copy effect's ``exceptions`` left them, the
    original's own first (707.3)."""

    definition: CardDefinition
    back: bool = False
    face_down: bool = False
    exceptions: tuple[CopyExceptions, ...] = ()

    @cached_property
    def face(self) -> Face:
        """The face these values make: what the copy has before other effects (613.2)."""
        if self.face_down:
            face = FACE_DOWN
        elif self.back and self.definition.back is not None:
            face = self.definition.back
        else:
            face = self.definition.front
        for exceptions in self.exceptions:
            face = _excepted(face, exceptions)
        return face


def _excepted(face: Face, exceptions: CopyExceptions) -> Face:
    """``face`` as a copy effect's exceptions leave it (707.9b): types and subtypes in
    addition to its others; a base power and toughness, no ability defining them then
    (707.9d)."""
    types = face.types + tuple(t for t in exceptions.add_types if t not in face.types)
    subtypes = face.subtypes + tuple(s for s in exceptions.add_subtypes if s not in face.subtypes)
    changed = replace(face, types=types, subtypes=subtypes)
    if exceptions.base_pt is not None:
        power, toughness = exceptions.base_pt
        changed = replace(changed, power=power, toughness=toughness, counted_pt=None)
    return changed
