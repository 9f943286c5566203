"""The kit's message box: icon, title and text set in one call (each caller then adds
its own buttons and runs it)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def message_box(
    parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str
) -> QMessageBox:
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setText(text)
    return box
