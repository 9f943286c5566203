"""A hint's words for Dumble: the action the Hard level proposes, said to the viewer
in a few imperative words ("discard 7♥ and 7♠", "draw from the stock"), with the card
names the log uses."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.dumble.text import card_text
from desktop.table.text import fill
from rules_engine.core.cards import RANK, SUIT


def listed(cards) -> str:
    """ "7♥", "7♥ and 7♠", "5♥, 6♥ and 7♥" (lowest first, as the log sorts them)."""
    names = [card_text(card) for card in sorted(cards, key=lambda c: (RANK[c], SUIT[c]))]
    if len(names) < 2:
        return "".join(names)
    text = QCoreApplication.translate("DumbleTable", "%1 and %2", "the last two cards of a list")
    return fill(text, ", ".join(names[:-1]), names[-1])


def hint_words(action: tuple) -> str:
    kind = action[0]
    if kind == "discard":
        return fill(QCoreApplication.translate("DumbleTable", "discard %1"), listed(action[1]))
    if kind == "draw":
        return QCoreApplication.translate("DumbleTable", "draw from the stock")
    if kind == "take":
        text = QCoreApplication.translate("DumbleTable", "take %1 from the discards")
        return fill(text, card_text(action[1]))
    if kind == "dumble":
        return QCoreApplication.translate("DumbleTable", "call Dumble!")
    return ""
