"""The bar under the table that every scene fills: the line saying what to do now,
then the scene's own buttons, and reusable pieces for them.

A game's controls subclass `ControlsBar`: they name their status line
(`STATUS_NAME`), add their widgets in `build()` with `add(...)` and `add_button(...)`,
and declare their fixed words as data, `TEXTS` rows of (attribute, text[, tool tip])
marked with QT_TRANSLATE_NOOP in `TEXT_CONTEXT`. A button with a shortcut needs no
tool tip of its own: its tip is its key's line in the game's `KEYS` (Help > Keys)
followed by the key ("Confirm the cards laid (Ctrl+Enter)", see `keys.key_tip`). The
bar builds, then writes the words; a language change writes them again (`retranslate`,
which a bar with words of its own overrides):

    KEYS = (("Ctrl+Return", QT_TRANSLATE_NOOP("TableKeys", "Confirm the cards laid")),)

    class Controls(ControlsBar):
        confirmed = Signal()
        STATUS_NAME = "myGameStatus"
        TEXT_CONTEXT = "MyGameTable"
        TEXTS = (("confirm", QT_TRANSLATE_NOOP("MyGameTable", "Confirm")),)
        KEYS = KEYS

        def build(self):
            self.confirm = self.add_button("confirmButton", self.confirmed, "Ctrl+Return")
            self.bid = self.add(NumberBid("bidBox", "bidButton"))

`add_button` appends an `action_button` (a confirm or pass button of the bar's size,
with an optional shortcut) and connects its click. `NumberBid` is a number box with its
button (Enter in the box presses it), limited to the amounts the engine's legal
actions allow (`set_choices`). The window lays `TableScene.controls()` under the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
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

from desktop.table.keys import KeyHelp, key_tip
from desktop.table.text import Retranslating
from desktop.table.widget_texts import TextRow, set_texts

STATUS_SCALE = 1.15  # the status line reads a little larger than the window's text
BUTTON_HEIGHT = 36


class StatusLine(QLabel):
    """The "what to do now" line: wraps, takes the room the buttons leave, and always
    fits its lines (`lines`): a long sentence in a narrow bar is set a little smaller,
    and only when even that is too long is its end cut with "…" (the whole sentence
    is then its tooltip). `text()` is always the whole sentence."""

    SHRINK = (1.0, 0.92, 0.85, 0.78)  # the sizes tried, as parts of the base size

    def __init__(self, parent: QWidget, lines: int = 2) -> None:
        super().__init__(parent)
        self.lines = lines
        self._full = ""
        self._fitting = False
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may hold a name: shown as typed
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._base = QFont(self.font())

    def text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text
        self._fit()

    def base_font(self) -> QFont:
        return QFont(self._base)

    def set_base_font(self, font: QFont) -> None:
        """The size the line reads at when its sentence fits."""
        self._base = QFont(font)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            width = self.contentsRect().width()
            font, shown = QFont(self._base), self._full
            if width > 20 and self._full:
                for part in self.SHRINK:
                    font = QFont(self._base)
                    font.setPointSizeF(self._base.pointSizeF() * part)
                    if self._fits(QFontMetrics(font), width, shown):
                        break
                else:
                    shown = self._cut(QFontMetrics(font), width)
            self.setFont(font)
            self.setToolTip(self._full if shown != self._full else "")
            QLabel.setText(self, shown)
        finally:
            self._fitting = False

    def _fits(self, metrics: QFontMetrics, width: int, text: str) -> bool:
        """True when `text`, wrapped at `width`, takes at most `lines` lines."""
        room = QRect(0, 0, width, 100000)
        needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
        return needed <= metrics.lineSpacing() * self.lines + 1

    def _cut(self, metrics: QFontMetrics, width: int) -> str:
        """The longest start of the sentence, ended with "…", that wraps in `lines`."""
        words = self._full.split(" ")
        low, high = 0, len(words)
        while low < high:  # the most words that fit
            middle = (low + high + 1) // 2
            if self._fits(metrics, width, " ".join(words[:middle]) + "…"):
                low = middle
            else:
                high = middle - 1
        return " ".join(words[:low]) + "…"


def status_label(parent: QWidget, object_name: str) -> StatusLine:
    """The "what to do now" line (see `StatusLine`), a little larger than the bar."""
    label = StatusLine(parent)
    label.setObjectName(object_name)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * STATUS_SCALE)
    label.set_base_font(font)
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
    # Reached by Tab, but a click leaves the keyboard with the table: after clicking
    # Discard, S and the number keys still draw.
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setMinimumHeight(BUTTON_HEIGHT)
    button.setMinimumWidth(width)
    return button


class ControlsBar(Retranslating, QWidget):
    """The status line on the left, the game's widgets on the right. Its height is
    fixed for the window's size (`fit_height`): whatever the status says and whichever
    buttons show, the table above it keeps its size."""

    STATUS_LINES = 2  # the status line wraps to two lines at most
    STATUS_NAME = "status"  # the status line's object name (tests and style find it)
    TEXT_CONTEXT = ""  # the translation context of `TEXTS`
    TEXTS: tuple[TextRow, ...] = ()  # the widgets' fixed words (see widget_texts)
    KEYS: tuple[KeyHelp, ...] = ()  # the table's keys, whose lines are the buttons' tips

    def __init__(self, status_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The buttons whose tip is a key's line, with that key.
        self.keyed: list[tuple[QPushButton, QKeySequence]] = []
        self.status = status_label(self, status_name or self.STATUS_NAME)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(10, 4, 10, 6)
        self._row.addWidget(self.status, 1)
        self.scale = 1.0
        self._base_status_points = self.status.base_font().pointSizeF()
        self.build()
        self.retranslate()

    def build(self) -> None:
        """Add the game's widgets after the status line (subclasses)."""

    def apply_scale(self, scale: float) -> None:
        """Grow the status line and the buttons with the window (1 at 1280 x 800)."""
        self.scale = scale
        font = self.status.base_font()
        font.setPointSizeF(self._base_status_points * scale)
        self.status.set_base_font(font)
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
        lines = QFontMetrics(self.status.base_font()).lineSpacing() * self.STATUS_LINES
        height = max(lines, round(BUTTON_HEIGHT * self.scale)) + 4 + 6 + 4
        self.setFixedHeight(height)
        return height

    def add(self, widget: QWidget) -> QWidget:
        """Append `widget` to the bar (returned, for `self.x = self.add(...)`)."""
        widget.setParent(self)
        self._row.addWidget(widget)
        return widget

    def add_button(
        self, object_name: str, clicked, shortcut: str = "", width: int = 140
    ) -> QPushButton:
        """Append an `action_button` whose click runs `clicked` (one of the bar's
        signals, or a function), and return it."""
        button = self.add(action_button(object_name, shortcut, width))
        button.clicked.connect(clicked)
        if shortcut:
            self.tip_from_key(button, shortcut)
        return button

    def tip_from_key(self, button: QPushButton, key: str) -> None:
        """Give `button` its key's line in `KEYS` as tip: its own shortcut, or a key the
        scene reads for it (Enter on the table places the bid)."""
        self.keyed.append((button, QKeySequence(key)))

    def retranslate(self) -> None:
        """Write the widgets' fixed words (`TEXTS`) and the tips of the buttons with a
        key (their line in `KEYS`) in the current language."""
        set_texts(self, self.TEXT_CONTEXT, self.TEXTS)
        for button, key in self.keyed:
            button.setToolTip(key_tip(self.KEYS, key))


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
