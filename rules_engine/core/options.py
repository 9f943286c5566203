"""Game options: a rule choice the players make before a match.

Each option is data: its name, type, default, allowed values and the rule clause
it changes, so the new-game dialog and the rule reference can show it without
knowing the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules_engine.core.errors import OptionError


@dataclass(frozen=True)
class OptionSpec:
    name: str
    label: str  # English source text, marked with QT_TRANSLATE_NOOP("Options", ...)
    kind: str  # "choice", "int" or "bool"
    default: Any
    clause: str  # the rule clause this option changes, e.g. "DD-1"
    choices: tuple = ()  # allowed values of a "choice" option, default first
    choice_labels: tuple[str, ...] = ()  # one translatable label per choice
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def __post_init__(self) -> None:
        if self.kind not in {"choice", "int", "bool"}:
            raise ValueError(f"option {self.name}: unknown kind {self.kind!r}")
        if self.kind == "choice" and self.default not in self.choices:
            raise ValueError(f"option {self.name}: default not among its choices")

    def check(self, value: Any) -> Any:
        """The value if this option allows it, else OptionError with a clear message."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise OptionError(f"option {self.name!r} is true or false, not {value!r}")
        if self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionError(f"option {self.name!r} is a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {self.name!r} is at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.name!r} is at most {self.maximum}")
            return value
        if value not in self.choices:
            allowed = ", ".join(repr(choice) for choice in self.choices)
            raise OptionError(f"option {self.name!r} takes one of {allowed}, not {value!r}")
        return value

    def parse(self, text: str) -> Any:
        """A value typed on a command line ("NAME=VALUE") turned into the option's type."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in {"1", "true", "yes", "on"}:
                return True
            if lowered in {"0", "false", "no", "off"}:
                return False
            raise OptionError(f"option {self.name!r} is true or false, not {text!r}")
        if self.kind == "int":
            try:
                return self.check(int(text))
            except ValueError:
                raise OptionError(f"option {self.name!r} is a whole number, not {text!r}") from None
        for choice in self.choices:
            if str(choice) == text:
                return choice
        return self.check(text)


def resolve_options(specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None) -> dict:
    """All options of a game with their values: the given ones checked, the rest default."""
    known = {spec.name: spec for spec in specs}
    given = dict(given or {})
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r}")
    return {
        name: spec.check(given[name]) if name in given else spec.default
        for name, spec in known.items()
    }
