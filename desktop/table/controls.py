"""The bar under the table that every scene fills: the line saying what to do now,
then the scene's own buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

STATUS_SCALE = 1.15  # the status line reads a little larger than the window's text


def status_label(parent: QWidget, object_name: str) -> QLabel:
    """The "what to do now" line: wraps, takes the room the buttons leave."""
    label = QLabel(parent)
    label.setObjectName(object_name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)  # it may hold a name: shown as typed
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * STATUS_SCALE)
    label.setFont(font)
    return label
