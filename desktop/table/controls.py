"""The bar under the table that every scene fills: the line saying what to do now,
then the scene's own buttons, and reusable pieces for them.

A game's controls subclass `ControlsBar`, add their widgets with `add(...)`, and
write their texts in `retranslate()` (called again on every language change):

    class Controls(ControlsBar):
        def __init__(self):
            super().__init__("myGameStatus")
            self.confirm = self.add(action_button("confirmButton", "Ctrl+Return"))
            self.bid = self.add(NumberBid("bidBox", "bidButton"))
            self.retranslate()

`NumberBid` is a number box with its button (Enter in the box presses it), limited to
the amounts the engine's legal actions allow (`set_choices`); `action_button` makes a
confirm or pass button of the bar's size with an optional shortcut. The window lays
`TableScene.controls()` under the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

STATUS_SCALE = 1.15  # the status line reads a little larger than the window's text
BUTTON_HEIGHT = 36


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


class ActionButton(QPushButton):
    """A push button that keeps its keyboard shortcut when its text changes (Qt's own
    drops it at every `setText`: a retranslated button would lose its key)."""

    def __init__(self, shortcut: str = "") -> None:
        super().__init__()
        self.key = QKeySequence(shortcut) if shortcut else None
        if self.key is not None:
            self.setShortcut(self.key)

    def setText(self, text: str) -> None:
        super().setText(text)
        if self.key is not None:
            self.setShortcut(self.key)


def action_button(object_name: str, shortcut: str = "", width: int = 140) -> QPushButton:
    """A button of the controls bar (Confirm, Pass, Discard...): named for tests and
    style, at the bar's height, with an optional keyboard shortcut."""
    button = ActionButton(shortcut)
    button.setObjectName(object_name)
    button.setMinimumHeight(BUTTON_HEIGHT)
    button.setMinimumWidth(width)
    return button


class ControlsBar(QWidget):
    """The status line on the left, the game's widgets on the right. Its height is
    fixed for the window's size (`fit_height`): whatever the status says and whichever
    buttons show, the table above it keeps its size."""

    STATUS_LINES = 2  # the status line wraps to two lines at most

    def __init__(self, status_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = status_label(self, status_name)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(10, 4, 10, 6)
        self._row.addWidget(self.status, 1)
        self.scale = 1.0
        self._base_status_points = self.status.font().pointSizeF()

    def apply_scale(self, scale: float) -> None:
        """Grow the status line and the buttons with the window (1 at 1280 x 800)."""
        self.scale = scale
        font = self.status.font()
        font.setPointSizeF(self._base_status_points * scale)
        self.status.setFont(font)
        bar_font = QFont(self.font())
        bar_font.setPointSizeF(QApplication.font().pointSizeF() * scale)
        for widget in self.findChildren(QWidget):
            if widget is not self.status and widget.parent() is self:
                widget.setFont(bar_font)
                if widget.minimumHeight() > 0:
                    widget.setMinimumHeight(round(BUTTON_HEIGHT * scale))
        self.fit_height()

    def fit_height(self) -> int:
        """Fix the bar's height: two lines of status or a button, whichever is taller."""
        lines = QFontMetrics(self.status.font()).lineSpacing() * self.STATUS_LINES
        height = max(lines, round(BUTTON_HEIGHT * self.scale)) + 4 + 6 + 4
        self.setFixedHeight(height)
        return height

    def add(self, widget: QWidget) -> QWidget:
        """Append `widget` to the bar (returned, for `self.x = self.add(...)`)."""
        widget.setParent(self)
        self._row.addWidget(widget)
        return widget

    def retranslate(self) -> None:
        """Write the widgets' texts in the current language (subclasses)."""

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class NumberBox(QSpinBox):
    """A number box in which Enter means "place it" (`entered`)."""

    entered = Signal()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class NumberBid(QWidget):
    """A label, a number box and its button: `chosen(value)` when the button is
    pressed, or Enter typed in the box, while enabled. The amounts come from the
    engine (`set_choices`): the box never offers one the rules refuse."""

    chosen = Signal(int)

    def __init__(self, box_name: str, button_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.box = NumberBox(self)
        self.box.setObjectName(box_name)
        self.box.setMinimumWidth(80)
        self.box.setMinimumHeight(BUTTON_HEIGHT - 2)
        self.box.entered.connect(self._choose)
        self.button = action_button(button_name, width=110)
        self.button.setParent(self)
        self.button.clicked.connect(self._choose)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.box, self.button):
            row.addWidget(widget)

    def set_choices(self, amounts: list[int], enabled: bool) -> None:
        """Offer `amounts` (the legal ones; the lowest goes in the box)."""
        if amounts:
            low, high = min(amounts), max(amounts)
            if (self.box.minimum(), self.box.maximum()) != (low, high):
                self.box.setRange(low, high)
                self.box.setValue(low)
        self.box.setEnabled(enabled and bool(amounts))
        self.button.setEnabled(enabled and bool(amounts))

    def _choose(self) -> None:
        if self.button.isEnabled() and self.isVisible():
            self.chosen.emit(self.box.value())
