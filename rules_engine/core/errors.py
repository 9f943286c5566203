"""Errors the engine raises. Each carries what a player needs to read it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.core.i18n import ENGINE_CONTEXT


class IllegalAction(Exception):
    """An action the rules forbid. The state it was tried on is left untouched.

    `clause` is the id of the rule clause in `seeds/<game>.<lang>.md` (for example
    "DU-9"); `message` is English source text with `{name}` placeholders, marked with
    QT_TRANSLATE_NOOP so the desktop can show it translated; `args` fills them.
    """

    context = ENGINE_CONTEXT

    def __init__(self, clause: str, message: str, **args: Any) -> None:
        self.clause = clause
        self.message = message
        self.args_map: Mapping[str, Any] = args
        super().__init__(f"[{clause}] {self.text()}")

    def text(self, translated_message: str | None = None) -> str:
        """The message with its placeholders filled (optionally from a translation)."""
        template = translated_message if translated_message is not None else self.message
        return template.format(**self.args_map)


class RecordError(Exception):
    """A match record that cannot be loaded.

    Like IllegalAction, `message` is translatable English source text with `{name}`
    placeholders filled from `args`; `step` is the index of the offending action."""

    context = ENGINE_CONTEXT

    def __init__(self, message: str, step: int | None = None, **args: Any) -> None:
        self.message = message
        self.step = step
        if step is not None:
            args.setdefault("number", step + 1)  # people count actions from 1
        self.args_map: Mapping[str, Any] = args
        super().__init__(self.text())

    def text(self, translated_message: str | None = None) -> str:
        template = translated_message if translated_message is not None else self.message
        return template.format(**self.args_map)


class OptionError(ValueError):
    """A game option that does not exist or has a value it does not allow."""
