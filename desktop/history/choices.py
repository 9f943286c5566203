"""The row of labelled drop-down lists over the history and the statistics (which
game, which result, which order; which player, which game)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel


def choice_row(*object_names: str) -> tuple[QHBoxLayout, list[tuple[QLabel, QComboBox]]]:
    """A row of (label, box) pairs, a gap between pairs, the boxes sharing the width;
    each box named for the tests, and its label's buddy (Alt+the label's letter)."""
    row = QHBoxLayout()
    pairs = []
    for number, name in enumerate(object_names):
        label, box = QLabel(), QComboBox(objectName=name)
        label.setBuddy(box)
        if number:
            row.addSpacing(16)
        row.addWidget(label)
        row.addWidget(box, 1)
        pairs.append((label, box))
    return row, pairs
