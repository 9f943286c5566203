"""A hint's words for the Stonehenge auction: the action the Hard level proposes, said
to the viewer in a few imperative words ("lay 7 blue (day) in your bid", "seal your
bid", "pass"), with the card names the log uses."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.stonehenge.text import card_text
from desktop.table.text import fill


def hint_words(action: tuple) -> str:
    kind = action[0]
    if kind == "add":
        text = QCoreApplication.translate("StonehengeTable", "lay %1 in your bid")
        return fill(text, card_text(action[1]))
    if kind == "take_back":
        return fill(
            QCoreApplication.translate("StonehengeTable", "take %1 back"), card_text(action[1])
        )
    if kind == "seal":
        return QCoreApplication.translate("StonehengeTable", "seal your bid")
    if kind == "pass":
        return QCoreApplication.translate("StonehengeTable", "pass")
    return ""
