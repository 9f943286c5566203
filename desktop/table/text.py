"""Small helpers for the words a table shows."""

from __future__ import annotations


def fill(text: str, *values) -> str:
    """Qt-style placeholders %1, %2... filled in order (translators may move them).

    Use it on an already translated sentence: `fill(translate("Ctx", "%1 bids %2."), a, b)`;
    the numbers, not the order, tie a value to its place."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text
