"""The new-match dialog's look: its style sheet, and the chosen game on a strip of felt
at its top."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QFontMetrics, QLinearGradient, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.shell.felt import FELT_CENTRE, FELT_EDGE, serif_font
from desktop.shell.game_pictures import game_picture
from desktop.shell.i18n import game_name, game_summary
from rules_engine.core.protocol import Game

STYLE = """
    NewGameDialog { background: #f7f1e3; }
    QLabel { color: #2b2a26; }
    QLabel#section { color: #6b4a1c; font-weight: bold; letter-spacing: 1px; }
    QLabel#note, QLabel#empty { color: #8a8478; }
    QLabel#problem { color: #b3261e; font-weight: bold; }
    QFrame#panel { background: #fffdf7; border: 1px solid #e0d5bd; border-radius: 10px; }
    QLineEdit {
        background: #ffffff; border: 1px solid #cfc3a8; border-radius: 6px; padding: 4px 8px;
    }
    QLineEdit:focus { border-color: #2f7d50; }
    QLineEdit[invalid="true"] { border-color: #b3261e; background: #fff3f1; }
    QPushButton { padding: 6px 18px; }
    QPushButton#start {
        color: #fffaf0; background: #2f7d50; border: 1px solid #1b5a33; border-radius: 7px;
        font-weight: bold; padding: 7px 26px;
    }
    QPushButton#start:hover { background: #37905d; }
    QPushButton#start:disabled { color: #e4e0d6; background: #a8b8ad; border-color: #98a89d; }
"""


class GameHeader(QWidget):
    """The chosen game on a strip of felt: its picture, name and one-line summary."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = QLabel()
        self.name_label = QLabel()
        self.name_label.setFont(serif_font(28, bold=True))
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.name_label.setStyleSheet("color: #f6f0df;")
        self.summary_label.setStyleSheet("color: #d6e6d9;")
        texts = QVBoxLayout()
        texts.addStretch(1)
        texts.addWidget(self.name_label)
        texts.addWidget(self.summary_label)
        texts.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.setSpacing(18)
        layout.addWidget(self.picture)
        layout.addLayout(texts, 1)

    def show_game(self, game: Game) -> None:
        size = QSize(132, 88)
        self.picture.setPixmap(game_picture(game.id, size, self.devicePixelRatioF()))
        self.picture.setFixedSize(size)
        self.name_label.setText(game_name(game))
        self.summary_label.setText(game_summary(game))
        self._fit_name()

    def _fit_name(self) -> None:
        """The game's name on one line: its font shrinks (down to 18 px) to fit."""
        room = self.width() - self.picture.width() - 20 * 2 - 18
        size = 28
        while (
            size > 18
            and QFontMetrics(serif_font(size, bold=True)).horizontalAdvance(self.name_label.text())
            > room
        ):
            size -= 1
        self.name_label.setFont(serif_font(size, bold=True))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_name()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        gradient = QLinearGradient(0, 0, self.width(), self.height())
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(self.rect(), gradient)
        painter.fillRect(0, self.height() - 3, self.width(), 3, QColor("#c9a548"))
