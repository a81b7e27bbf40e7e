"""The errors cardhost raises: each names what a person needs to fix the problem."""

from __future__ import annotations


class CardhostError(Exception):
    """Base class of every error cardhost raises on purpose."""


class IllegalActionError(CardhostError):
    """An action the rules forbid. The message names the rule; the game is left unchanged."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"rule {rule}: {message}")


class UnknownNameError(CardhostError, ValueError):
    """A name that is not a zone, a step, or a colour; the message lists the valid ones."""


class ManaCostError(CardhostError, ValueError):
    """Text that is not a mana cost (107.4)."""


class FileProblem(CardhostError):
    """A problem in a file: names the file, the key path and the problem."""

    def __init__(self, path: str, key: str, problem: str) -> None:
        self.path = path
        self.key = key
        self.problem = problem
        where = f"{path}: {key}" if key else path
        super().__init__(f"{where}: {problem}")


class CardFileError(FileProblem):
    """A card file that cannot be loaded."""


class ScenarioError(FileProblem):
    """A scenario file that can't be played."""


class RefusedCardError(CardFileError):
    """A card that brings Python code, refused because cards are loaded data-only."""


class CardPluginError(CardhostError):
    """A card's plugin raised inside a hook: names the card and the hook."""

    def __init__(self, card: str, hook: str, error: BaseException) -> None:
        self.card = card
        self.hook = hook
        self.error = error
        where = f"hook {hook!r}" if hook.isidentifier() else hook
        super().__init__(f"card {card!r} raised in {where}: {type(error).__name__}: {error}")


class ChoiceError(CardhostError):
    """A scripted or default choice that is not among the options offered."""
