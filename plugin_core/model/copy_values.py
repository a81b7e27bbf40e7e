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
    original's own first (707.3). ``double_faced``: a token that is a copy of a
    double-faced permanent or card has both faces, each with the copiable values of the
    same face, and the face up is the one its being transformed says (707.8a); it enters
    with the face up that was (``back``)."""

    definition: CardDefinition
    back: bool = False
    face_down: bool = False
    exceptions: tuple[CopyExceptions, ...] = ()
    double_faced: bool = False

    @cached_property
    def face(self) -> Face:
        """The face these values make: what the copy has before other effects (613.2);
        of a double-faced token, the face that was up as it was made."""
        if self.face_down:
            return self._excepted(FACE_DOWN)
        return self.face_of(self.back)

    def face_of(self, back: bool) -> Face:
        """The face of these values that is up when its back is (``back``) or isn't: a
        double-faced token's either face (707.8a)."""
        sides = self._sides
        return sides[1] if back and sides[1] is not None else sides[0]

    @cached_property
    def faces(self) -> tuple[Face, ...]:
        """Every face an object with these values may have up: both of a double-faced
        token's (707.8a), else the one it has."""
        return tuple(f for f in self._sides if f is not None) if self.double_faced else (self.face,)

    @cached_property
    def _sides(self) -> tuple[Face, Face | None]:
        back = self.definition.back
        front = self._excepted(self.definition.front)
        return front, self._excepted(back) if back is not None else None

    def _excepted(self, face: Face) -> Face:
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
