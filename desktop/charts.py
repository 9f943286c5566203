"""Scores: the round-by-round sheet, and the chart of totals per round.

pyqtgraph costs about 0.3 s to import, so the chart imports it only when it is
first shown; the sheet is a plain table and costs nothing.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.teams import has_teams, team_text

# Distinguishable by colour-blind players too (Okabe & Ito), with a marker each.
SERIES_COLOURS = (
    "#e69f00",
    "#56b4e9",
    "#009e73",
    "#f0e442",
    "#0072b2",
    "#d55e00",
    "#cc79a7",
    "#ffffff",
)
SERIES_SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "p")


class ScoreSheet(QTableWidget):
    """One column per player, one row per round, totals at the bottom. It shows a game's
    `Scoreboard` (`set_scoreboard`); in a team game each column names its team."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setAlternatingRowColors(True)
        self._names: list[str] = []
        self._rounds: list[tuple[int, ...]] = []
        self._totals: list[int] = []
        self._out: list[bool] = []
        self._teams: list[int] = []

    def set_scores(
        self,
        names: list[str],
        rounds: list[tuple[int, ...]],
        totals: list[int],
        out: list[bool] | None = None,
    ) -> None:
        self._names, self._rounds, self._totals = list(names), list(rounds), list(totals)
        self._out = list(out or [False] * len(names))
        self._fill()

    def set_scoreboard(self, names: list[str], scoreboard) -> None:
        """Show a `rules_engine.core.protocol.Scoreboard` under the seats' `names`."""
        self._teams = list(scoreboard.teams)
        self.set_scores(names, list(scoreboard.rounds), list(scoreboard.totals), scoreboard.out)

    def _fill(self) -> None:
        self.clear()
        self.setColumnCount(len(self._names))
        self.setRowCount(len(self._rounds) + 1)
        headers = list(self._names)
        if has_teams(self._teams):
            headers = [
                f"{name}\n{team_text(team)}"
                for name, team in zip(headers, self._teams, strict=True)
            ]
        self.setHorizontalHeaderLabels(headers)
        labels = [self.tr("Round %1").replace("%1", str(n + 1)) for n in range(len(self._rounds))]
        self.setVerticalHeaderLabels([*labels, self.tr("Total")])
        for row, scores in enumerate(self._rounds):
            for column, score in enumerate(scores):
                self._put(row, column, str(score))
        last = len(self._rounds)
        for column, total in enumerate(self._totals):
            text = str(total) + (" ✗" if self._out[column] else "")
            item = self._put(last, column, text)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            if self._out[column]:
                item.setForeground(QColor("#a33"))
                item.setToolTip(self.tr("Out of the match"))

    def _put(self, row: int, column: int, text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setItem(row, column, item)
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)


class ScoreChart(QWidget):
    """Totals per round as lines, one per player; pyqtgraph is loaded on first show."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._plot = None
        self._placeholder = QLabel(self)
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self._placeholder)
        self._names: list[str] = []
        self._series: list[list[int]] = []
        self._retranslate()

    def set_series(self, names: list[str], totals_by_round: list[list[int]]) -> None:
        """`totals_by_round[r][seat]`: each player's total after round r + 1."""
        self._names, self._series = list(names), [list(row) for row in totals_by_round]
        if self._plot is not None:
            self._draw()

    def showEvent(self, event) -> None:
        if self._plot is None:
            self._create_plot()
        super().showEvent(event)

    def _create_plot(self) -> None:
        import pyqtgraph  # the lazy import: only a player who looks at the chart pays for it

        pyqtgraph.setConfigOptions(antialias=True)
        self._plot = pyqtgraph.PlotWidget(self)
        self._plot.setBackground("#14301f")
        self._plot.showGrid(x=True, y=True, alpha=0.25)
        self._plot.addLegend(offset=(10, 10))
        self._placeholder.hide()
        self._layout.addWidget(self._plot)
        self._draw()

    def _draw(self) -> None:
        import pyqtgraph

        plot = self._plot
        plot.clear()
        plot.setLabel("bottom", self.tr("Round"))
        plot.setLabel("left", self.tr("Total"))
        # Whole rounds only on the axis (never "round 1.5"), about ten at most.
        rounds = len(self._series)
        step = max(1, -(-rounds // 10))
        plot.getAxis("bottom").setTicks([[(r, str(r)) for r in range(0, rounds + 1, step)]])
        for seat, name in enumerate(self._names):
            values = [0] + [row[seat] for row in self._series]
            colour = SERIES_COLOURS[seat % len(SERIES_COLOURS)]
            plot.plot(
                list(range(len(values))),
                values,
                name=html.escape(name),  # the legend reads HTML: a name shows as typed
                pen=pyqtgraph.mkPen(colour, width=2.5),
                symbol=SERIES_SYMBOLS[seat % len(SERIES_SYMBOLS)],
                symbolBrush=colour,
                symbolSize=8,
            )

    def has_plot(self) -> bool:
        return self._plot is not None

    def _retranslate(self) -> None:
        self._placeholder.setText(self.tr("Scores will appear here."))
        if self._plot is not None:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
