"""The hot-seat curtain: the table is hidden while the computer changes hands.

Between two human seats at one computer, nothing private may show: the curtain covers
its parent completely, is painted fully opaque, swallows every key and click meant for
the table, and only lifts when the next player says who they are.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.table.text import Retranslating

CLOTH_CENTRE = QColor("#1d4a33")
CLOTH_EDGE = QColor("#07170f")
GOLD = QColor("#d8b45a")
REVEAL_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


def lattice_tile(size: int) -> QPixmap:
    """A faint diamond lattice, like the back of a card, repeated over the cloth."""
    tile = QPixmap(size, size)
    tile.fill(Qt.GlobalColor.transparent)
    painter = QPainter(tile)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 13), max(1.0, size / 40)))
    half = size / 2
    painter.drawLine(QPointF(0, half), QPointF(half, 0))
    painter.drawLine(QPointF(half, 0), QPointF(size, half))
    painter.drawLine(QPointF(size, half), QPointF(half, size))
    painter.drawLine(QPointF(half, size), QPointF(0, half))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(216, 180, 90, 22))
    dot = size / 22
    painter.drawEllipse(QPointF(half, half), dot, dot)
    painter.end()
    return tile


def card_backs(size: QSize) -> QPixmap:
    """Two face-down cards, slightly fanned: the emblem of a hidden hand."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = size.height() * 0.86
    width = height * 0.7
    card = QRectF(-width / 2, -height / 2, width, height)
    corner = width * 0.09
    for angle in (-10, 10):
        painter.save()
        painter.translate(size.width() / 2 + angle * width * 0.025, size.height() / 2)
        painter.rotate(angle)
        painter.setPen(QPen(QColor("#f5efe0"), max(1.0, width / 30)))
        painter.setBrush(QColor("#1d2c5e"))
        painter.drawRoundedRect(card, corner, corner)
        inner = card.adjusted(width * 0.12, width * 0.12, -width * 0.12, -width * 0.12)
        painter.setPen(QPen(GOLD, max(1.0, width / 45)))
        painter.setBrush(QColor("#2b3f80"))
        painter.drawRoundedRect(inner, corner * 0.6, corner * 0.6)
        painter.drawEllipse(inner.center(), inner.width() * 0.22, inner.width() * 0.22)
        painter.restore()
    painter.end()
    return pixmap


def font_px(pixel_size: float, bold: bool = False, serif: bool = False) -> QFont:
    font = QFont(QGuiApplication.font())
    if serif:
        font.setFamilies(["Georgia", "Palatino Linotype", "DejaVu Serif", "serif"])
        font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


class Curtain(Retranslating, QWidget):
    """Covers its parent until the named player confirms they are at the keyboard."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._name = ""
        self._summary: list[str] = []
        self._scale = 1.0
        self._tile = lattice_tile(40)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._build()
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()
        self.retranslate()

    def _build(self) -> None:
        self.emblem = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it holds a name, shown as typed
        self.subtitle = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, objectName="subtitle")
        self.subtitle.setWordWrap(True)
        self.summary_box = QFrame(objectName="summaryBox")
        self.summary_heading = QLabel(objectName="summaryHeading")
        self.summary_lines = QLabel(objectName="summaryLines")
        self.summary_lines.setWordWrap(True)
        self.summary_lines.setTextFormat(Qt.TextFormat.PlainText)
        box = QVBoxLayout(self.summary_box)
        box.addWidget(self.summary_heading)
        box.addWidget(self.summary_lines)
        self.summary_box.hide()
        self.reveal_button = QPushButton(objectName="revealButton")
        self.reveal_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reveal_button.clicked.connect(self._reveal)
        layout = QVBoxLayout(self)
        layout.addStretch(3)
        layout.addWidget(self.emblem)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addStretch(1)
        layout.addWidget(self.summary_box, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        layout.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    # -- public -----------------------------------------------------------------------

    def show_for(self, name: str, summary: list[str]) -> None:
        """Cover the table for the hand-off to `name`, with what happened since their
        last turn."""
        self._name = name
        self.set_summary(summary)
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self._apply_scale()
        self.raise_()
        self.show()
        self.reveal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_name(self, name: str) -> None:
        """The player's name again (a default name follows the language)."""
        self._name = name
        self.retranslate()

    def set_summary(self, lines: list[str]) -> None:
        self._summary = [line for line in lines if line]
        self.summary_lines.setText("\n".join(f"•  {line}" for line in self._summary))
        self.summary_box.setVisible(bool(self._summary))

    def is_covering(self) -> bool:
        parent = self.parentWidget()
        return not self.isHidden() and self.geometry().contains(parent.rect())

    def retranslate(self) -> None:
        name = self._name
        self.title.setText(self.tr("Pass the computer to {name}").format(name=name))
        self.subtitle.setText(self.tr("Everyone else, please look away."))
        self.summary_heading.setText(self.tr("Since your last turn:"))
        self.reveal_button.setText(self.tr("I am {name}: show my cards").format(name=name))

    # -- behaviour --------------------------------------------------------------------

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def resizeEvent(self, event) -> None:
        self._apply_scale()
        super().resizeEvent(event)

    def keyPressEvent(self, event) -> None:
        """Enter or Space lift the curtain; every other key stops here, far from the
        table behind."""
        if event.key() in REVEAL_KEYS and not event.isAutoRepeat():
            self._reveal()
        event.accept()

    def keyReleaseEvent(self, event) -> None:
        event.accept()

    def focusNextPrevChild(self, next_child: bool) -> bool:
        """Tab must not walk the focus onto the hidden table."""
        return True

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()

    def wheelEvent(self, event) -> None:
        event.accept()

    # -- look -------------------------------------------------------------------------

    def _apply_scale(self) -> None:
        scale = max(0.6, min(self.height() / 800, self.width() / 1280, 4.0))
        self._scale = scale
        self.layout().setContentsMargins(*[round(40 * scale)] * 4)
        self.layout().setSpacing(round(12 * scale))
        self.title.setFont(font_px(54 * scale, bold=True, serif=True))
        self.subtitle.setFont(font_px(22 * scale))
        self.summary_heading.setFont(font_px(16 * scale, bold=True))
        self.summary_lines.setFont(font_px(18 * scale))
        self.reveal_button.setFont(font_px(24 * scale, bold=True))
        self.summary_box.setFixedWidth(round(620 * scale))
        pad = round(18 * scale)
        self.summary_box.layout().setContentsMargins(pad, round(pad * 0.8), pad, pad)
        self.summary_box.layout().setSpacing(round(8 * scale))
        self.setStyleSheet(self._style(scale))
        self._tile = lattice_tile(round(40 * scale))
        ratio = self.devicePixelRatioF()
        emblem = card_backs(QSize(round(120 * scale * ratio), round(110 * scale * ratio)))
        emblem.setDevicePixelRatio(ratio)
        self.emblem.setPixmap(emblem)

    def _style(self, scale: float) -> str:
        """All of the curtain's look in its own sheet, so that no style sheet of the
        table behind (nearer ones win in Qt) can leak into it. Font sizes repeat the
        ones set above for the same reason."""
        line = max(1, round(scale))
        px = {
            "title": round(54 * scale),
            "subtitle": round(22 * scale),
            "heading": round(16 * scale),
            "lines": round(18 * scale),
            "button": round(24 * scale),
        }
        return f"""
            QLabel {{ background: transparent; border: none; }}
            QLabel#title {{ color: #f6f0df; font-size: {px["title"]}px; }}
            QLabel#subtitle {{ color: #b9cfc0; font-size: {px["subtitle"]}px; }}
            QLabel#summaryHeading {{ color: #f3d27a; font-size: {px["heading"]}px; }}
            QLabel#summaryLines {{ color: #f6f0df; font-size: {px["lines"]}px; }}
            QFrame#summaryBox {{
                background: rgba(0, 0, 0, 70); border: {line}px solid rgba(216, 180, 90, 110);
                border-radius: {round(12 * scale)}px;
            }}
            QPushButton#revealButton {{
                color: #2b1d05; font-size: {px["button"]}px; font-weight: bold;
                background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f3d98f, stop:1 #c99b35);
                border: {2 * line}px solid #8e6a1c; border-radius: {round(14 * scale)}px;
                padding: {round(16 * scale)}px {round(44 * scale)}px;
            }}
            QPushButton#revealButton:hover {{ background: #f6e2aa; }}
            QPushButton#revealButton:pressed {{ background: #b98b2b; }}
            QPushButton#revealButton:focus {{ border-color: #fffaf0; }}
        """

    def paintEvent(self, event) -> None:
        """Fully opaque: the cloth is painted over every pixel before anything else."""
        painter = QPainter(self)
        rect = QRectF(self.rect())
        painter.fillRect(rect, CLOTH_EDGE)
        radius = max(rect.width(), rect.height()) * 0.7
        gradient = QRadialGradient(rect.center(), radius)
        gradient.setColorAt(0.0, CLOTH_CENTRE)
        gradient.setColorAt(1.0, CLOTH_EDGE)
        painter.fillRect(rect, gradient)
        painter.drawTiledPixmap(rect, self._tile)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inset = 18 * self._scale
        painter.setPen(QPen(QColor(216, 180, 90, 90), max(1.0, 1.5 * self._scale)))
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset)
