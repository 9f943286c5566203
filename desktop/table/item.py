"""The base of every item a player can point at on a table (cards, pawns, dice,
pyramids, chips, stones...): the looks a scene sets from the legal actions, and the
mouse and keyboard behaviour.

A scene sets the looks from `legal_actions` (never from a rule of its own):

- `set_legal_look(True)`: the item is a legal choice now (it glows);
- `set_selected_look(True)`: chosen as part of a decision under way (lifted, outlined);
- `set_dimmed(True)`: not a choice while others are (a veil over it);
- `set_hoverable(True)`: lifts a little under the mouse, with a pointing-hand cursor;
- `setEnabled(False)`: clicks and keys are ignored.

While a lesson's step expects one choice, its scene's `lesson_focus` lists the items
the lesson's halo rings, and the glow of every other legal item is painted faint
(`glow_opacity`): the table's own highlights must not outshine the one the lesson
points at (issue 25).

`clicked(item)` is emitted for a left click inside the item's `shape()` or for
Space/Enter while it has keyboard focus (the focus ring shows for keyboard focus
only). `key` and `role` are free for the scene (what it calls the item, and where it
lies: "hand", "stock"...). Subclasses paint; they read `legal_look`, `selected_look`,
`dimmed`, `hovered`, `lift()` and `focus_ring_visible()`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop.table.theme import theme_notifier

# How strongly a legal item's own glow is painted while a lesson points elsewhere.
SUBDUED_GLOW = 0.18


def glow_opacity(item) -> float:
    """1, or `SUBDUED_GLOW` while `item`'s scene has a lesson focus it is not part of."""
    focus = getattr(item.scene(), "lesson_focus", None)
    if focus is None or any(item is chosen for chosen in focus):
        return 1.0
    return SUBDUED_GLOW


class TableItem(QGraphicsObject):
    clicked = Signal(object)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._legal = False
        self._selected = False
        self._dimmed = False
        self._hoverable = False
        self._hovered = False
        self._focus_visible = False
        self.key: tuple = ()  # what the scene calls this item (free for the scene)
        self.role = ""  # where it lies on the table (free for the scene)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        theme_notifier().changed.connect(self._on_theme_changed)

    # Looks.

    @property
    def legal_look(self) -> bool:
        return self._legal

    def set_legal_look(self, legal: bool) -> None:
        self._set("_legal", legal)

    def legal_glow_opacity(self) -> float:
        """How strongly to paint the legal glow now (faint while a lesson points at
        another item): painters multiply their glow's opacity by it."""
        return glow_opacity(self)

    @property
    def selected_look(self) -> bool:
        return self._selected

    def set_selected_look(self, selected: bool) -> None:
        if selected != self._selected:
            self.prepareGeometryChange()  # a selected item may reach above its rest
            self._selected = selected
            self.update()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        self._set("_dimmed", dimmed)

    @property
    def hoverable(self) -> bool:
        return self._hoverable

    @property
    def hovered(self) -> bool:
        return self._hovered

    def set_hoverable(self, hoverable: bool) -> None:
        if hoverable == self._hoverable:
            return
        self._hoverable = hoverable
        self.setAcceptHoverEvents(hoverable)
        if hoverable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self._set("_hovered", False)

    def is_choice(self) -> bool:
        """A choice now (the keys walk over it, a click is taken): enabled, and glowing,
        hoverable or selected as the scene set it from the legal actions."""
        return self.isEnabled() and (self._legal or self._hoverable or self._selected)

    def focus_ring_visible(self) -> bool:
        """True while the item has focus given by the keyboard (not by a click)."""
        return self._focus_visible and self.hasFocus()

    def lift(self) -> float:
        """How far up the item is drawn (hovered or selected); 0 by default."""
        return 0.0

    def _set(self, attribute: str, value) -> None:
        if getattr(self, attribute) != value:
            setattr(self, attribute, value)
            self.update()

    def _on_theme_changed(self, _theme) -> None:
        self.update()

    # Interaction.

    def hit_point(self, event) -> QPointF:
        """Where a mouse event lands in the coordinates of `shape()`."""
        return event.pos()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        inside = self.shape().contains(self.hit_point(event))
        if event.button() == Qt.MouseButton.LeftButton and inside and self.isEnabled():
            self.clicked.emit(self)
        event.accept()

    def keyPressEvent(self, event) -> None:
        keys = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        # Ctrl+Enter belongs to the controls bar (Discard, Confirm): never a click here.
        plain = not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if event.key() in keys and plain and not event.isAutoRepeat():
            if self.isEnabled():
                self.clicked.emit(self)
            event.accept()
        else:
            super().keyPressEvent(event)

    def hoverEnterEvent(self, event) -> None:
        if self._hoverable:
            self._set("_hovered", True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._set("_hovered", False)
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event) -> None:
        """Show the ring for keyboard focus only, as browsers do with :focus-visible."""
        self._focus_visible = event.reason() != Qt.FocusReason.MouseFocusReason
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self._focus_visible = False
        self.update()
        super().focusOutEvent(event)


def focus_next(items: list, focused, forward: bool) -> bool:
    """Move the keyboard focus to the next of `items` from left to right (or back),
    round and round (arrow keys on a hand); False when there is none to focus."""
    if not items:
        return False
    items = sorted(items, key=lambda item: (item.pos().x(), item.pos().y()))
    index = items.index(focused) if focused in items else -1
    index = (index + (1 if forward else -1)) % len(items)
    items[index].setFocus(Qt.FocusReason.TabFocusReason)
    return True
