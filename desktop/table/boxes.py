"""Rows, columns and buttons of the pages, dialogs and panels, each made in one call.

The replay bar, the new match dialog, the lesson panel, the history and the rules
lay their widgets out the same way: a box with its margins and spacing and what it
holds, in order; buttons named for tests and style sheets, their click connected.
Written once here, a layout reads as the list of what it holds:

    vbox(title, (scroll, 1), hbox(back, STRETCH, next), parent=self, margins=(10, 8, 10, 8))

An item is a widget or a layout; (widget or layout, stretch) to give it the room
left over; an int, a fixed space of that many pixels; `STRETCH`, a stretch of 1.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

STRETCH = "stretch"  # an item: the room left over goes here
Margins = tuple[int, int, int, int]


def fill_box(
    box: QBoxLayout, items, margins: Margins | None = None, spacing: int | None = None
) -> QBoxLayout:
    """Add `items` to `box` in order (see the module's note); the box's margins and
    spacing when given (otherwise the style's)."""
    if margins is not None:
        box.setContentsMargins(*margins)
    if spacing is not None:
        box.setSpacing(spacing)
    for item in items:
        if isinstance(item, str):  # STRETCH
            box.addStretch(1)
        elif isinstance(item, int):
            box.addSpacing(item)
        else:
            thing, stretch = item if isinstance(item, tuple) else (item, 0)
            if isinstance(thing, QLayout):
                box.addLayout(thing, stretch)
            else:
                box.addWidget(thing, stretch)
    return box


def hbox(
    *items, parent: QWidget | None = None, margins: Margins | None = None, spacing=None
) -> QHBoxLayout:
    """A horizontal box of `items` (the layout of `parent`, when given)."""
    return fill_box(QHBoxLayout(parent), items, margins, spacing)


def vbox(
    *items, parent: QWidget | None = None, margins: Margins | None = None, spacing=None
) -> QVBoxLayout:
    """A vertical box of `items` (the layout of `parent`, when given)."""
    return fill_box(QVBoxLayout(parent), items, margins, spacing)


def named_button(
    object_name: str, clicked: Callable | None = None, parent: QWidget | None = None
) -> QPushButton:
    """A push button named for tests and style sheets, its click connected to
    `clicked` (a signal or a function); its text comes with the owner's words."""
    button = QPushButton(parent)
    button.setObjectName(object_name)
    if clicked is not None:
        button.clicked.connect(clicked)
    return button


def close_buttons(dialog: QDialog, *actions: QPushButton) -> QDialogButtonBox:
    """The foot of a dialog: its own action buttons, then Close (which rejects it)."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    for button in actions:
        box.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
    box.rejected.connect(dialog.reject)
    return box
