"""The home screen's banners above the tiles: Resume (the interrupted match, in two
lines, and its button) and the notice about a match that cannot simply be resumed
(its heading, what happened, the player's choices). Sized from the page's scale."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.shell.felt import (
    CREAM,
    GOLD,
    TextLines,
    ghost_style,
    gold_style,
    sans_font,
)
from desktop.table.text import Retranslating


class Banner(QWidget):
    """A strip with rounded corners on the felt: a heading over a description, beside
    what the subclass puts on the right (`layout().addWidget`), in its own rim and fill
    colours, `width_at_1` wide at scale 1."""

    rim = GOLD
    fill = QColor(10, 30, 20, 210)
    width_at_1 = 640

    def __init__(self, description: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scale = 1.0
        self.heading = QLabel()
        self.heading.setStyleSheet("color: #f3d27a; background: transparent;")
        self.description = description
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.heading)
        texts.addWidget(self.description)
        layout = QHBoxLayout(self)
        layout.addLayout(texts, 1)

    def apply_scale(self, scale: float) -> None:
        self._scale = scale
        self.setFixedWidth(round(self.width_at_1 * scale))
        pad = round(12 * scale)
        self.layout().setContentsMargins(round(20 * scale), pad, pad, pad)
        self.layout().setSpacing(round(16 * scale))
        self.heading.setFont(sans_font(14 * scale, bold=True))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        radius = 12 * self._scale
        painter.setPen(QPen(self.rim, max(1.0, 1.5 * self._scale)))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, radius, radius)


class ResumeBanner(Retranslating, Banner):
    """A gold-edged strip offering to continue the match left open last time."""

    resume_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(TextLines(CREAM), parent)  # what the match is, a line per fact group
        self.resume_button = QPushButton()
        self.resume_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume_button.clicked.connect(self.resume_clicked)
        self.layout().addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.retranslate()  # sizes come from the page (`apply_scale`)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Match in progress"))
        self.resume_button.setText(self.tr("Resume"))

    def set_description(self, text: str) -> None:
        self.description.setText(text)

    def apply_scale(self, scale: float) -> None:
        super().apply_scale(scale)
        self.description.setFont(sans_font(17 * scale))
        self.resume_button.setFont(sans_font(17 * scale, bold=True))
        self.resume_button.setStyleSheet(gold_style(scale))


class NoticeBanner(Banner):
    """A strip on the home screen about a match that cannot simply be resumed: one
    whose autosave is damaged, or one put aside when another match took its place.
    It says which match and why (or where it went), with the player's choices as
    buttons; `answered` gives the chosen button's key."""

    answered = Signal(str)
    rim = QColor("#d98c5f")
    fill = QColor(40, 20, 10, 215)
    width_at_1 = 720

    def __init__(self, parent: QWidget | None = None) -> None:
        # Wrapped, never cut: the reason and the file's name must be read whole.
        description = QLabel()
        description.setObjectName("noticeText")
        description.setTextFormat(Qt.TextFormat.PlainText)  # names as typed
        description.setWordWrap(True)
        description.setStyleSheet(f"color: {CREAM.name()}; background: transparent;")
        super().__init__(description, parent)
        self.heading.setObjectName("noticeHeading")
        self.buttons: dict[str, QPushButton] = {}
        self.button_row = QVBoxLayout()
        self.layout().addLayout(self.button_row)

    def set_notice(self, heading: str, text: str, buttons: list[tuple[str, str]]) -> None:
        """`buttons`: (key, label) pairs, the first one the main choice."""
        self.heading.setText(heading)
        self.description.setText(text)
        for button in self.buttons.values():
            self.button_row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        for number, (key, label) in enumerate(buttons):
            button = QPushButton(label)
            button.setObjectName(f"notice_{key}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, k=key: self.answered.emit(k))
            button.setProperty("main", number == 0)
            self.button_row.addWidget(button)
            self.buttons[key] = button
        self.apply_scale(self._scale)

    def apply_scale(self, scale: float) -> None:
        super().apply_scale(scale)
        pad = round(12 * scale)
        self.button_row.setSpacing(round(6 * scale))
        self.description.setFont(sans_font(15 * scale))
        for button in self.buttons.values():
            button.setFont(sans_font(15 * scale, bold=True))
            main = button.property("main")
            button.setStyleSheet(gold_style(scale) if main else ghost_style(scale))
        # A wrapped label in a row does not ask for the height its lines need: give it.
        buttons = max((b.sizeHint().width() for b in self.buttons.values()), default=0)
        room = self.width() - round(20 * scale) - pad - round(16 * scale) - buttons
        # heightForWidth is -1 while the label is empty (Qt then warns of a negative size).
        needed = self.description.heightForWidth(max(room, 50))
        self.description.setMinimumHeight(max(0, needed))
