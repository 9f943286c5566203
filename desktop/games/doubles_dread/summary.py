"""The end of a Double's Dread round or match laid on the table: the contract's
verdict, every player's points and score, why, in words, and at the match's end the
standings and a chart of the totals."""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QWidget

from desktop.games.doubles_dread.text import explain_round, fill
from desktop.table.summary import SummaryPanel
from desktop.table.theme import table_font

PANEL_BACKGROUND = QColor(8, 28, 38, 242)  # the round summary, deep lagoon

SERIES_MARKERS = ("circle", "square", "triangle", "diamond")


class TotalsChart(QWidget):
    """Each player's total after every round: a line per player, each with its own
    marker shape as well as its colour."""

    def __init__(self, names: list[str], history, parent=None) -> None:
        super().__init__(parent)
        self.names = names
        running = [0] * len(names)
        self.rows = [list(running)]
        for scores in history:
            running = [total + score for total, score in zip(running, scores, strict=True)]
            self.rows.append(list(running))
        self.text_pixels = 14.0
        self.setMinimumHeight(150)

    def sizeHint(self) -> QSize:
        return QSize(400, int(self.text_pixels * 13))

    def paintEvent(self, event) -> None:
        from desktop.charts import SERIES_COLOURS

        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = table_font(self.text_pixels * 0.85)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        legend_width = max(metrics.horizontalAdvance(name) for name in self.names) + 40
        area = QRectF(
            metrics.horizontalAdvance("000") + 12,
            8,
            self.width() - legend_width - metrics.horizontalAdvance("000") - 28,
            self.height() - metrics.height() - 20,
        )
        top = max(max(row) for row in self.rows) or 1
        top = math.ceil(top / 20) * 20  # round quarters on the axis
        rounds = len(self.rows) - 1
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        for step in range(5):
            y = area.bottom() - area.height() * step / 4
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#f3efe2"))
            painter.drawText(
                QRectF(0, y - 10, area.left() - 6, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(round(top * step / 4)),
            )
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setPen(QColor("#f3efe2"))
        for index in range(rounds + 1):
            x = area.left() + area.width() * index / max(rounds, 1)
            painter.drawText(
                QRectF(x - 20, area.bottom() + 4, 40, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                str(index),
            )

        def point(index: int, value: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * index / max(rounds, 1),
                area.bottom() - area.height() * value / top,
            )

        for seat, name in enumerate(self.names):
            colour = QColor(SERIES_COLOURS[seat % len(SERIES_COLOURS)])
            painter.setPen(QPen(colour, 2.5))
            points = [point(index, row[seat]) for index, row in enumerate(self.rows)]
            for a, b in itertools.pairwise(points):
                painter.drawLine(a, b)
            for spot in points:
                _marker(painter, spot, SERIES_MARKERS[seat % 4], colour, 5.0)
            legend_y = area.top() + seat * metrics.height() * 1.4 + 8
            legend_x = self.width() - legend_width + 6
            _marker(painter, QPointF(legend_x + 8, legend_y), SERIES_MARKERS[seat % 4], colour, 5.0)
            painter.setPen(QColor("#f3efe2"))
            painter.drawText(QPointF(legend_x + 22, legend_y + metrics.ascent() / 2 - 1), name)
        painter.end()


def _marker(painter: QPainter, centre: QPointF, shape: str, colour: QColor, size: float) -> None:
    painter.setPen(QPen(QColor("#101010"), 1))
    painter.setBrush(colour)
    if shape == "circle":
        painter.drawEllipse(centre, size, size)
    elif shape == "square":
        painter.drawRect(QRectF(centre.x() - size, centre.y() - size, size * 2, size * 2))
    else:
        path = QPainterPath()
        if shape == "triangle":
            path.moveTo(centre + QPointF(0, -size * 1.2))
            path.lineTo(centre + QPointF(size * 1.1, size * 0.9))
            path.lineTo(centre + QPointF(-size * 1.1, size * 0.9))
        else:
            path.moveTo(centre + QPointF(0, -size * 1.3))
            path.lineTo(centre + QPointF(size * 1.1, 0))
            path.lineTo(centre + QPointF(0, size * 1.3))
            path.lineTo(centre + QPointF(-size * 1.1, 0))
        path.closeSubpath()
        painter.drawPath(path)


class RoundSummary(SummaryPanel):
    """The end of a round (or of the match): the contract made or failed, each
    player's points and score, the totals, and why, in words."""

    def __init__(
        self,
        event: dict,
        names: list[str],
        match_end: dict | None,
        history,
        text_pixels: float = 14,
        parent=None,
    ) -> None:
        super().__init__(PANEL_BACKGROUND, text_pixels, parent)
        self.round_event, self.names, self.match_end = event, names, match_end
        self.history = history
        self.chart: TotalsChart | None = None
        self.retranslate()

    def set_text_size(self, pixels: float) -> None:
        super().set_text_size(pixels)
        if self.chart is not None:
            self.chart.text_pixels = self.text_pixels
            self.chart.setMinimumHeight(round(self.text_pixels * 11))
            self.chart.update()

    def retranslate(self) -> None:
        self.clear()
        self.chart = None
        event, names = self.round_event, self.names
        south = event["south"]
        if self.match_end is not None:
            winners = ", ".join(names[seat] for seat in self.match_end["winners"])
            title = QCoreApplication.translate("DoublesDreadTable", "The match is over: %1 wins!")
            self.add_title(fill(title, winners))
        else:
            title = QCoreApplication.translate("DoublesDreadTable", "End of round %1")
            self.add_title(fill(title, event["round"]))
        if event["made"]:
            verdict = QCoreApplication.translate(
                "DoublesDreadTable", "Contract made: %1 bid %2 and took %3."
            )
        else:
            verdict = QCoreApplication.translate(
                "DoublesDreadTable", "Contract failed: %1 bid %2 but took only %3."
            )
        self.add_verdict(
            fill(verdict, names[south], event["bid"], event["points"][south]), event["made"]
        )
        headers = (
            QCoreApplication.translate("DoublesDreadTable", "Player"),
            QCoreApplication.translate("DoublesDreadTable", "Role"),
            QCoreApplication.translate("DoublesDreadTable", "Points taken"),
            QCoreApplication.translate("DoublesDreadTable", "Round score"),
            QCoreApplication.translate("DoublesDreadTable", "Total"),
        )
        rows = []
        for seat, name in enumerate(names):
            if seat == south:
                role = fill(
                    QCoreApplication.translate("DoublesDreadTable", "South, bid %1"), event["bid"]
                )
            else:
                role = QCoreApplication.translate("DoublesDreadTable", "against South")
            rows.append(
                (
                    name,
                    role,
                    str(event["points"][seat]),
                    str(event["scores"][seat]),
                    str(event["totals"][seat]),
                )
            )
        scored = {seat for seat in range(len(names)) if event["scores"][seat] > 0}
        self.add_table(headers, rows, highlighted=scored)
        self.add_lines(explain_round(event, names))
        if self.match_end is None:
            next_round = QCoreApplication.translate("DoublesDreadTable", "Next round")
            self.add_buttons([(next_round, "nextRoundButton", self.continue_clicked)])
            return
        ranks = self.match_end["ranks"]
        ranking = sorted(range(len(names)), key=lambda seat: ranks[seat])
        standings = ", ".join(
            f"{ranks[seat]}. {names[seat]} ({self.match_end['totals'][seat]})" for seat in ranking
        )
        self.add_text(
            fill(QCoreApplication.translate("DoublesDreadTable", "Final standings: %1"), standings)
        )
        self.chart = TotalsChart(names, self.history, self)
        self.chart.text_pixels = self.text_pixels
        self.chart.setMinimumHeight(round(self.text_pixels * 11))
        self.add_widget(self.chart)
        self.add_buttons(
            [
                (
                    QCoreApplication.translate("DoublesDreadTable", "Home screen"),
                    "",
                    self.home_clicked,
                ),
                (
                    QCoreApplication.translate("DoublesDreadTable", "New match"),
                    "newMatchButton",
                    self.new_match_clicked,
                ),
            ]
        )

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
