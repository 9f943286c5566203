"""The bases of every item a player can point at on a table: `PointedItem`, what the
board of cells and every piece share (a left click or Space/Enter as a choice, the
focus ring for keyboard focus only, a repaint when the palette changes), and
`TableItem`, a piece chosen whole (cards, pawns, dice, pyramids, chips, stones...),
which adds the looks a scene sets from the legal actions and hover.

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

A state a piece's painting reads (its colour, its face...) is declared once with
`repainted`: `colour, set_colour = repainted("_colour")` gives the property and the
setter, which repaints only when the value changed.
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


def repainted(attribute: str, shape: bool = False, doc: str | None = None) -> tuple:
    """A state of an item that its painting reads, as the pair (property, setter): the
    property reads `attribute`; the setter stores a new value and repaints, only when
    it changed (`shape`: the item's outline follows it). `doc` says what it is."""

    def read(self):
        return getattr(self, attribute)

    def write(self, value) -> None:
        self._set(attribute, value, shape)

    write.__doc__ = doc
    return property(read, doc=doc), write


class PointedItem(QGraphicsObject):
    """An item that takes clicks and keys. A subclass says what a point hits
    (`target_at`, None for nothing), what Space/Enter chooses (`key_target`) and what a
    choice does (`choose`); the base takes the left button, ignores a disabled item,
    and shows the focus ring for keyboard focus only, as browsers do with
    :focus-visible."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._focus_visible = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        theme_notifier().changed.connect(self._on_theme_changed)

    # For subclasses.

    def target_at(self, point: QPointF):
        """What a click at `point` (item coordinates) chooses; None for nothing."""
        raise NotImplementedError

    def key_target(self):
        """What Space/Enter chooses while the item has keyboard focus."""
        raise NotImplementedError

    def choose(self, target) -> None:
        """Tell the scene that `target` was chosen (by click or key)."""
        raise NotImplementedError

    def update_focus_ring(self) -> None:
        """Repaint where the focus ring is drawn (the whole item by default)."""
        self.update()

    def focus_ring_visible(self) -> bool:
        """True while the item has focus given by the keyboard (not by a click)."""
        return self._focus_visible and self.hasFocus()

    # Changes.

    def _set(self, attribute: str, value, shape: bool = False) -> bool:
        """Set a look or state and repaint, if it changed (`shape`: the item's outline
        follows it); True when it changed."""
        if getattr(self, attribute) == value:
            return False
        if shape:
            self.prepareGeometryChange()
        setattr(self, attribute, value)
        self.update()
        return True

    def _set_size(self, attribute: str, size: float) -> bool:
        """Set a size the outline follows, unless it moved by less than 0.01 unit."""
        if abs(size - getattr(self, attribute)) <= 0.01:
            return False
        return self._set(attribute, float(size), shape=True)

    def _on_theme_changed(self, _theme) -> None:
        self.update()

    # Interaction.

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        target = self.target_at(event.pos())
        left = event.button() == Qt.MouseButton.LeftButton
        if left and target is not None and self.isEnabled():
            self.choose(target)
        event.accept()

    def keyPressEvent(self, event) -> None:
        keys = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        # Ctrl+Enter belongs to the controls bar (Discard, Confirm): never a click here.
        plain = not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if event.key() in keys and plain and not event.isAutoRepeat():
            if self.isEnabled():
                self.choose(self.key_target())
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        self._focus_visible = event.reason() != Qt.FocusReason.MouseFocusReason
        self.update_focus_ring()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self._focus_visible = False
        self.update_focus_ring()
        super().focusOutEvent(event)


class TableItem(PointedItem):
    clicked = Signal(object)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._legal = False
        self._selected = False
        self._dimmed = False
        self._hoverable = False
        self._hovered = False
        self.key: tuple = ()  # what the scene calls this item (free for the scene)
        self.role = ""  # where it lies on the table (free for the scene)

    # Looks.

    legal_look, set_legal_look = repainted("_legal")

    def legal_glow_opacity(self) -> float:
        """How strongly to paint the legal glow now (faint while a lesson points at
        another item): painters multiply their glow's opacity by it."""
        return glow_opacity(self)

    # a selected item may reach higher: its outline follows
    selected_look, set_selected_look = repainted("_selected", shape=True)
    dimmed, set_dimmed = repainted("_dimmed")
    hovered, _set_hovered = repainted("_hovered")

    @property
    def hoverable(self) -> bool:
        return self._hoverable

    def set_hoverable(self, hoverable: bool) -> None:
        if not self._set("_hoverable", hoverable):
            return
        self.setAcceptHoverEvents(hoverable)
        if hoverable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
            self._set_hovered(False)

    def is_choice(self) -> bool:
        """A choice now (the keys walk over it, a click is taken): enabled, and glowing,
        hoverable or selected as the scene set it from the legal actions."""
        return self.isEnabled() and (self._legal or self._hoverable or self._selected)

    def lift(self) -> float:
        """How far up the item is drawn (hovered or selected); 0 by default."""
        return 0.0

    # Interaction: the item is chosen whole.

    def hit_point(self, event_pos: QPointF) -> QPointF:
        """Where a point of the item lands in the coordinates of `shape()`."""
        return event_pos

    def target_at(self, point: QPointF):
        return self if self.shape().contains(self.hit_point(point)) else None

    def key_target(self):
        return self

    def choose(self, target) -> None:
        self.clicked.emit(self)

    def hoverEnterEvent(self, event) -> None:
        if self._hoverable:
            self._set_hovered(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._set_hovered(False)
        super().hoverLeaveEvent(event)


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
