"""Scores: the round-by-round sheet, the chart of totals per round (side panel), and
the small chart a round summary shows on the table.

All of them draw a game's `Scoreboard` (rows of round scores, totals after each
round). pyqtgraph costs about 0.3 s to import, so the side panel's chart imports it
only when it is first shown; the sheet and the summary's chart are plain Qt.
"""

from __future__ import annotations

import html
import itertools
import math

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.table.plain_text import shown_as_typed
from desktop.table.teams import has_teams, team_text
from desktop.table.text import Retranslating, fill, whole_names
from desktop.table.theme import SEAT_COLOURS, current_theme, table_font

# Each seat's own colour (the same as in the new-match dialog), with a marker each.
SERIES_COLOURS = SEAT_COLOURS
SERIES_SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "p")
# The summary chart's markers (drawn by hand), so no line is told by its colour alone.
SERIES_MARKERS = ("circle", "square", "triangle", "diamond")
CHART_TEXT = QColor("#f3efe2")


HEADER_PAD = 10  # pixels round a header's text
LEGEND_POINTS = 9  # the chart legend's text size (pyqtgraph's own)
# The chart's width the legend's text may not use: the left axis and the legend's
# offset (about 64 pixels), its sample line and margins (about 50), and some to spare
# (at 110 a legend once ended 4 pixels past the chart's edge).
LEGEND_ROOM = 130
CELL_PAD = 6  # pixels round a number, upward: eight columns of two figures fit 200 px


class NameHeader(QHeaderView):
    """The score sheet's row of names. When the names side by side would not fit the
    sheet's width (5 players and more in the side panel), each is written upward in
    its column: a name then needs a line's height across, not its length, and reads
    whole at 8 players (they were cut to "Ali… B… B…")."""

    def __init__(self, parent=None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.upright = False
        self.setSectionsClickable(False)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        # the style's minimum grows with the font (32 px at 1920): a column of two
        # figures written upward needs less
        self.setMinimumSectionSize(8)

    def label(self, index: int) -> str:
        model = self.model()
        if model is None:
            return ""
        text = model.headerData(index, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        return str(text or "")

    def shown_label(self, index: int) -> str:
        """Upward, a label's lines ("Ann", "Team 1") make one line: one line's height
        across is all a column then needs."""
        text = self.label(index)
        return " · ".join(text.split("\n")) if self.upright else text

    def text_size(self, index: int) -> QSize:
        """The label's width and height written across (lines one under the other)."""
        metrics = QFontMetricsF(self.font())
        lines = self.shown_label(index).split("\n")
        width = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        return QSize(math.ceil(width), math.ceil(metrics.lineSpacing() * len(lines)))

    def sectionSizeFromContents(self, index: int) -> QSize:
        size = self.text_size(index)
        if self.upright:
            return QSize(size.height() + CELL_PAD, size.width() + HEADER_PAD)
        return QSize(size.width() + HEADER_PAD, size.height() + HEADER_PAD)

    def paintSection(self, painter: QPainter, rect, index: int) -> None:
        if not self.upright:
            super().paintSection(painter, rect, index)
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = index
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.translate(rect.center())
        painter.rotate(-90)
        box = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.shown_label(index))
        painter.restore()


class ScoreSheet(QTableWidget):
    """One column per player, one row per round, totals at the bottom. It shows a game's
    `Scoreboard` (`set_scoreboard`); in a team game each column names its team.
    `wanted_width` is the width at which every column shows two-figure scores beside
    the names written upward; it changes with the players (`width_wanted`), never
    during a match, so a panel sized to it never makes the table jump."""

    width_wanted = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setHorizontalHeader(NameHeader(self))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # A long name in a narrow column ends in "…" (the full name in its tooltip),
        # rather than losing both ends.
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setAlternatingRowColors(True)
        self._names: list[str] = []
        self._rounds: list[tuple[int, ...]] = []
        self._totals: list[int] = []
        self._out: list[bool] = []
        self._teams: list[int] = []
        self._hints: list[int] = []  # hints each seat was shown (a row when any was)
        self._wanted = 0  # the last wanted_width told

    def set_hints(self, counts: list[int]) -> None:
        """Show a "Hints used" row under the totals when any player asked for a hint."""
        counts = list(counts)
        if counts != self._hints:
            self._hints = counts
            self._fill()

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

    def wanted_width(self) -> int:
        metrics = QFontMetricsF(self.font())
        # the rows' labels as they will be late in a match ("Hints used" shows only
        # when a hint was asked: then the sheet may scroll a little)
        labels = (fill(self.tr("Round %1"), "88"), self.tr("Total"))
        side = max(metrics.horizontalAdvance(label) for label in labels) + HEADER_PAD * 2
        bold = self.font()
        bold.setBold(True)
        number = QFontMetricsF(bold).horizontalAdvance("88") * 1.1 + CELL_PAD
        line = QFontMetricsF(self.horizontalHeader().font()).lineSpacing() + CELL_PAD
        column = math.ceil(max(number, line))
        return math.ceil(side + column * len(self._names) + self.frameWidth() * 2 + 4)

    def _fill(self) -> None:
        self._fill_table()
        wanted = self.wanted_width()
        if wanted != self._wanted:
            self._wanted = wanted
            self.width_wanted.emit()

    def _fill_table(self) -> None:
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
        for column, header in enumerate(headers):
            self.horizontalHeaderItem(column).setToolTip(shown_as_typed(whole_names(header)))
        labels = [fill(self.tr("Round %1"), n + 1) for n in range(len(self._rounds))]
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
        if any(self._hints) and len(self._hints) == len(self._names):
            self.setRowCount(last + 2)
            self.setVerticalHeaderItem(last + 1, QTableWidgetItem(self.tr("Hints used")))
            for column, count in enumerate(self._hints):
                self._put(last + 1, column, str(count)).setForeground(QColor("#8a6d00"))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Names across when they fit side by side, upward otherwise (see NameHeader);
        upward, each column is as wide as its numbers or its name's lines, and the
        sheet scrolls sideways only if even that is too wide."""
        header = self.horizontalHeader()
        if not isinstance(header, NameHeader) or not self.columnCount():
            return
        metrics = QFontMetricsF(self.font())
        room = self.viewport().width()
        cells = []
        for column in range(self.columnCount()):
            texts = [self.item(row, column) for row in range(self.rowCount())]
            widest = max(
                (metrics.horizontalAdvance(item.text()) for item in texts if item is not None),
                default=0.0,
            )
            cells.append(math.ceil(widest * 1.1) + CELL_PAD)  # bold totals are wider
        header.upright = False
        across = [
            max(header.text_size(column).width() + HEADER_PAD, cells[column])
            for column in range(self.columnCount())
        ]
        header.upright = sum(across) > room
        upright = header.upright
        # the header's height is cached from the labels' sizes: measure them again
        header.headerDataChanged(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        if upright:
            widths = [
                max(cells[column], header.text_size(column).height() + CELL_PAD)
                for column in range(self.columnCount())
            ]
        else:  # each name whole, the room left shared out (Stretch gave equal shares)
            extra = (room - sum(across)) // self.columnCount()
            widths = [width + extra for width in across]
        for column, width in enumerate(widths):
            header.resizeSection(column, width)
        header.updateGeometry()
        header.resizeSections()
        self.updateGeometries()
        header.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_columns()

    def _put(self, row: int, column: int, text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setItem(row, column, item)
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)


def whole_step(top: int) -> int:
    """The step between labelled values on an axis up to `top`: a whole 1, 2 or 5 times a
    power of ten, about five labels in all."""
    rough = max(top / 5, 1)
    power = 10 ** (len(str(int(rough))) - 1)
    for factor in (1, 2, 5, 10):
        if factor * power >= rough:
            return factor * power
    return 10 * power


class ScoreChart(Retranslating, QWidget):
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
        self._colours: list[str] | None = None
        self.out_above: int | None = None  # the match's limit, drawn as a line (Dumble's 100)
        self.retranslate()

    def set_goal(self, goal) -> None:
        """The match's goal (`rules_engine.core.protocol.MatchGoal`, or None): a total
        above which a player is out shows as a dashed line across the chart."""
        limit = goal.out_above if goal is not None else None
        if limit != self.out_above:
            self.out_above = limit
            if self._plot is not None:
                self._draw()

    def set_series(
        self, names: list[str], totals_by_round: list[list[int]], colours: list[str] | None = None
    ) -> None:
        """`totals_by_round[r][line]`: each line's total after round r + 1 (a line per
        player, or per team); `colours` one per line (the seat colours by default)."""
        self._names, self._series = list(names), [list(row) for row in totals_by_round]
        self._colours = list(colours) if colours else None
        if self._plot is not None:
            self._draw()

    def set_scoreboard(self, names: list[str], scoreboard) -> None:
        """The game's scoreboard drawn: a line per player, or one per team in a team
        game (teammates share one total: a line each would hide one under the other),
        named "Team 1 (Ann, Cid)" and drawn in the team's colour."""
        rows = [list(row) for row in scoreboard.totals_by_round]
        teams = list(scoreboard.teams)
        if not has_teams(teams):
            self.set_series(names, rows)
            return
        sides = sorted(set(teams))
        first = [teams.index(side) for side in sides]  # a member's total is the team's
        # Two lines: the team, then its players (cut to the chart's width if need be).
        labels = [
            team_text(side)
            + "\n("
            + ", ".join(name for name, team in zip(names, teams, strict=True) if team == side)
            + ")"
            for side in sides
        ]
        theme = current_theme()
        colours = [theme.team_colour(side).name() for side in sides]
        self.set_series(labels, [[row[seat] for seat in first] for row in rows], colours)

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
        # On a backing of the felt: the names read where a line passes under them.
        self._plot.addLegend(offset=(10, 10), brush=(20, 48, 31, 200))
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
        top = max([1, *(max(row, default=0) for row in self._series)])
        if self.out_above is not None:
            top = max(top, self.out_above)
        # Whole points only on the axis too (never "0.4" for a team with one series).
        spacing = whole_step(top)
        plot.getAxis("left").setTicks(
            [[(value, str(value)) for value in range(0, top + spacing + 1, spacing)]]
        )
        colours = self._colours or SERIES_COLOURS
        shown = self.legend_lines()
        cut = any(lines != name.split("\n") for lines, name in zip(shown, self._names, strict=True))
        plot.setToolTip(
            shown_as_typed("\n".join(n.replace("\n", " ") for n in self._names)) if cut else ""
        )
        for seat, lines in enumerate(shown):
            values = [0] + [row[seat] for row in self._series]
            colour = colours[seat % len(colours)]
            plot.plot(
                list(range(len(values))),
                values,
                # The legend reads HTML: a name shows as typed.
                name="<br>".join(html.escape(line) for line in lines),
                pen=pyqtgraph.mkPen(colour, width=2.5),
                symbol=SERIES_SYMBOLS[seat % len(SERIES_SYMBOLS)],
                symbolBrush=colour,
                symbolSize=8,
            )
        if self.out_above is not None:
            limit = pyqtgraph.InfiniteLine(
                pos=self.out_above,
                angle=0,
                pen=pyqtgraph.mkPen("#e8704f", width=2, style=Qt.PenStyle.DashLine),
                # At the right: the legend sits at the top left.
                label=fill(self.tr("Out above %1"), self.out_above),
                labelOpts={"position": 0.9, "color": "#f3b09c", "anchors": [(1, 1), (1, 1)]},
            )
            plot.addItem(limit)
        # The ranges of this match, set every time: a range set once stays (it turns
        # pyqtgraph's own ranging off), and the next match's totals ran off the chart.
        bottom = min([0, *(min(row, default=0) for row in self._series)])
        plot.setXRange(0, max(1, rounds), padding=0.02)
        plot.setYRange(bottom, bottom + (top - bottom) * 1.08, padding=0)

    def legend_lines(self) -> list[list[str]]:
        """Each line's name in the legend, a list of text lines, each cut with "…" to
        the chart's width: a team of four players' names ran off the chart's edge."""
        font = QFont(self.font())
        font.setPointSizeF(LEGEND_POINTS)
        metrics = QFontMetricsF(font)
        room = max(60.0, self.width() - LEGEND_ROOM)  # the plot fills the chart
        return [
            [
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                for line in name.split("\n")
            ]
            for name in self._names
        ]

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._plot is not None and event.size().width() != event.oldSize().width():
            self._draw()  # the legend's names cut to the new width

    def has_plot(self) -> bool:
        return self._plot is not None

    def retranslate(self) -> None:
        self._placeholder.setText(self.tr("Scores will appear here."))
        if self._plot is not None:
            self._draw()


class SummaryChart(QWidget):
    """Each player's total after every round, drawn on a round summary: a line per
    player with its own colour and marker shape, and a legend. Give it the seats'
    names and a `Scoreboard`'s `totals_by_round` (`SummaryPanel.add_chart` does)."""

    def __init__(self, names: list[str], totals_by_round, parent=None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.rows = [[0] * len(self.names)] + [list(row) for row in totals_by_round]
        self.text_pixels = 14.0
        self.setMinimumHeight(150)

    def sizeHint(self) -> QSize:
        return QSize(400, int(self.text_pixels * 13))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = table_font(self.text_pixels * 0.85)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        legend_width = max((metrics.horizontalAdvance(name) for name in self.names), default=0)
        legend_width += 40
        digits = metrics.horizontalAdvance("000")
        area = QRectF(
            digits + 12,
            8,
            self.width() - legend_width - digits - 28,
            self.height() - metrics.height() - 20,
        )
        top = max((max(row, default=0) for row in self.rows), default=0) or 1
        top = math.ceil(top / 20) * 20  # round quarters on the axis
        rounds = len(self.rows) - 1
        self._paint_axes(painter, area, metrics, top, rounds)

        def point(index: int, value: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * index / max(rounds, 1),
                area.bottom() - area.height() * value / top,
            )

        for seat, name in enumerate(self.names):
            colour = QColor(SERIES_COLOURS[seat % len(SERIES_COLOURS)])
            shape = SERIES_MARKERS[seat % len(SERIES_MARKERS)]
            painter.setPen(QPen(colour, 2.5))
            points = [point(index, row[seat]) for index, row in enumerate(self.rows)]
            for a, b in itertools.pairwise(points):
                painter.drawLine(a, b)
            for spot in points:
                paint_marker(painter, spot, shape, colour, 5.0)
            legend_y = area.top() + seat * metrics.height() * 1.4 + 8
            legend_x = self.width() - legend_width + 6
            paint_marker(painter, QPointF(legend_x + 8, legend_y), shape, colour, 5.0)
            painter.setPen(CHART_TEXT)
            painter.drawText(QPointF(legend_x + 22, legend_y + metrics.ascent() / 2 - 1), name)
        painter.end()

    @staticmethod
    def _paint_axes(painter: QPainter, area: QRectF, metrics, top: int, rounds: int) -> None:
        grid = QPen(QColor(255, 255, 255, 60), 1)
        for step in range(5):
            y = area.bottom() - area.height() * step / 4
            painter.setPen(grid)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(CHART_TEXT)
            painter.drawText(
                QRectF(0, y - 10, area.left() - 6, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(round(top * step / 4)),
            )
        label = metrics.horizontalAdvance(str(rounds)) + metrics.horizontalAdvance("0")
        every = label_every(rounds, area.width(), label)
        for index in range(0, rounds + 1, every):
            x = area.left() + area.width() * index / max(rounds, 1)
            painter.drawText(
                QRectF(x - 20, area.bottom() + 4, 40, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                str(index),
            )


def label_every(rounds: int, width: float, label: float) -> int:
    """Label every round while the labels (`label` pixels wide with their gap) fit side
    by side on an axis `width` pixels long; else every 2nd, 5th, 10th…"""
    room = width / max(rounds, 1)
    steps = (1, 2, 5, 10, 20, 50, 100)
    return next((step for step in steps if step * room >= label), max(rounds, 1))


def paint_marker(painter: QPainter, centre: QPointF, shape: str, colour: QColor, size: float):
    """A chart marker: "circle", "square", "triangle" or "diamond", outlined dark."""
    painter.setPen(QPen(QColor("#101010"), 1))
    painter.setBrush(colour)
    if shape == "circle":
        painter.drawEllipse(centre, size, size)
        return
    if shape == "square":
        painter.drawRect(QRectF(centre.x() - size, centre.y() - size, size * 2, size * 2))
        return
    path = QPainterPath()
    if shape == "triangle":
        corners = ((0, -1.2), (1.1, 0.9), (-1.1, 0.9))
    else:
        corners = ((0, -1.3), (1.1, 0), (0, 1.3), (-1.1, 0))
    path.moveTo(centre + QPointF(corners[0][0] * size, corners[0][1] * size))
    for x, y in corners[1:]:
        path.lineTo(centre + QPointF(x * size, y * size))
    path.closeSubpath()
    painter.drawPath(path)
