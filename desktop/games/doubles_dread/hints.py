"""A hint's words for Double's Dread: the action the Hard level proposes, said to the
viewer in a few imperative words ("bid 12", "play red 5", "have West lead the trick"),
with the pawn, boat and place names the log uses."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.doubles_dread.text import (
    boat_name,
    boat_words,
    pawn_text,
    position_name,
    side_text,
)
from desktop.table.text import fill


def hint_words(action: tuple, view: dict, names: list[str]) -> str:
    """`view`: the table's picture now (the boats' places, the place South fills next)."""
    kind = action[0]
    if kind == "bid":
        return fill(QCoreApplication.translate("DoublesDreadTable", "bid %1"), action[1])
    if kind == "pass":
        return QCoreApplication.translate("DoublesDreadTable", "pass")
    if kind == "boat":
        return _boat_words(action[1], view, names)
    if kind == "side":
        text = QCoreApplication.translate("DoublesDreadTable", "put your second boat %1")
        return fill(text, side_text(action[1]))
    if kind == "lead":
        text = QCoreApplication.translate("DoublesDreadTable", "have %1 lead the trick")
        return fill(text, boat_words(action[1], view["positions"]))
    if kind == "play":
        return fill(
            QCoreApplication.translate("DoublesDreadTable", "play %1"), pawn_text(action[1])
        )
    return ""


def _boat_words(boat: int, view: dict, names: list[str]) -> str:
    """South keeps the boat, or gives it to the player of the place filled next."""
    step = view.get("next_place") or {}
    place, seat = step.get("place"), step.get("seat")
    if place == "X":
        text = QCoreApplication.translate("DoublesDreadTable", "keep %1 as your second boat")
        return fill(text, boat_name(boat))
    if seat is None or seat >= len(names):
        return boat_name(boat)
    if seat == view.get("south"):
        text = QCoreApplication.translate("DoublesDreadTable", "keep %1 at %2")
        return fill(text, boat_name(boat), position_name(place))
    text = QCoreApplication.translate("DoublesDreadTable", "give %1 to %2 (%3)")
    return fill(text, boat_name(boat), position_name(place), names[seat])
