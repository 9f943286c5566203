"""Game > Statistics: one player's matches of one game, per level of opponent (matches,
wins, ranks, scores, streaks), a chart of their rating against the bot levels' over
the matches, and every line of every game exported as CSV.

The counting is `stats.py`'s, from the history's index (the engine's results). The
chart is pyqtgraph's, imported when the dialog first draws it (about 0.3 s: only a
player who looks at the statistics pays for it), as the score chart does.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop.history import stats
from desktop.history.choices import choice_row
from desktop.history.entry_text import game_title
from desktop.history.index import HistoryIndex, MatchEntry
from desktop.shell.bot_levels import bot_label
from desktop.table.boxes import close_buttons, named_button, vbox
from desktop.table.text import Retranslating, fill
from desktop.table.theme import SEAT_COLOURS
from desktop.table.widget_texts import set_texts, translated
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

_TEXTS = (
    ("player_label", QT_TRANSLATE_NOOP("Statistics", "&Player:")),
    ("game_label", QT_TRANSLATE_NOOP("Statistics", "&Game:")),
    ("export_button", QT_TRANSLATE_NOOP("Statistics", "&Export as CSV…")),
    (
        "chart_title",
        QT_TRANSLATE_NOOP("Statistics", "Rating after each match, against the bot levels"),
    ),
)
# The table's columns: (header, tool tip).
_HEADERS = (
    (
        QT_TRANSLATE_NOOP("Statistics", "Opponents"),
        QT_TRANSLATE_NOOP("Statistics", "Who sat at the table against the player"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Matches"),
        QT_TRANSLATE_NOOP("Statistics", "Matches played to their end"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Wins"),
        QT_TRANSLATE_NOOP("Statistics", "Matches finished first (a tie for first counts)"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Avg. rank"),
        QT_TRANSLATE_NOOP("Statistics", "Average place at the end (1 is first)"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Ranks"),
        QT_TRANSLATE_NOOP("Statistics", "Best and worst place"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Avg. score"),
        QT_TRANSLATE_NOOP("Statistics", "Average final score"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Scores"),
        QT_TRANSLATE_NOOP("Statistics", "Highest and lowest final score"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Best streak"),
        QT_TRANSLATE_NOOP("Statistics", "Most wins in a row"),
    ),
    (
        QT_TRANSLATE_NOOP("Statistics", "Streak"),
        QT_TRANSLATE_NOOP(
            "Statistics",
            "+ wins in a row up to the last match, or − the matches played since the last win",
        ),
    ),
)

PLAYER_COLOUR = "#f2c14e"


def player_title(name: str) -> str:
    return name if name else QCoreApplication.translate("Statistics", "(no name given)")


def opponent_title(kind: str) -> str:
    if kind == stats.ALL:
        return QCoreApplication.translate("Statistics", "All opponents")
    if kind == stats.PEOPLE:
        return QCoreApplication.translate("Statistics", "Other players")
    return bot_label(kind)


def streak_text(streak: int) -> str:
    """+3: the last three matches won; −2: no win in the last two (no plural to
    agree, in any language)."""
    return f"+{streak}" if streak > 0 else f"\N{MINUS SIGN}{-streak}"


def number(value: float) -> str:
    """An average, two decimals in the language's own way (2.47; 2,47 in French)."""
    return QLocale().toString(value, "f", 2)


class StatisticsDialog(Retranslating, QDialog):
    """`entries`: the history's rows (the history dialog passes its own; opened from
    the menu, the index is read)."""

    def __init__(
        self, window: QWidget, entries: list[MatchEntry] | None = None, parent=None
    ) -> None:
        super().__init__(parent or window)
        self.setObjectName("statisticsDialog")
        self.entries = entries or []
        self.index: HistoryIndex | None = None
        self._reader = QTimer(self, interval=0)
        self._reader.timeout.connect(self._read_some)
        choices, pairs = choice_row("statisticsPlayer", "statisticsGame")
        (self.player_label, self.player_box), (self.game_label, self.game_box) = pairs
        self.table = QTableWidget(objectName="statisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.empty = QLabel(objectName="statisticsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_title = QLabel(objectName="statisticsChartTitle")
        self.chart_title.setStyleSheet("font-weight: bold;")
        self.chart_box = vbox(margins=(0, 0, 0, 0))
        self._plot = None
        self._ranges: tuple[float, float, int] | None = None  # the drawn ratings and matches
        self.export_button = named_button("statisticsExport", self.export_csv)
        buttons = close_buttons(self, self.export_button)
        items = (choices, self.empty, self.table, self.chart_title, (self.chart_box, 1), buttons)
        vbox(*items, parent=self)
        self.player_box.currentIndexChanged.connect(self._player_changed)
        self.game_box.currentIndexChanged.connect(lambda _: self._show())
        size = window.size()
        self.resize(max(640, int(size.width() * 0.86)), max(440, int(size.height() * 0.86)))
        self.retranslate()
        if entries is None:
            self._read_history()
        self._fill_players()

    # -- the rows (opened from the menu: from the index) --------------------------------

    def _read_history(self) -> None:
        """The index's rows; files it lacks are read a few at a time, as the History
        list does, and the statistics shown once every one is read."""
        self.index = HistoryIndex()
        if self.index.start():
            self._reader.start()
        else:
            self._done_reading()

    def _read_some(self) -> None:
        if self.index.step(0.04):
            self._done_reading()
        else:
            self._show()

    def _done_reading(self) -> None:
        self._reader.stop()
        self.entries = self.index.entries()
        self.index.close()
        self.index = None
        self._fill_players()

    def finish_reading(self) -> None:
        while self._reader.isActive():
            self._read_some()

    def done(self, result: int) -> None:
        self._reader.stop()
        if self.index is not None:
            self.index.close()
        super().done(result)

    # -- choices ----------------------------------------------------------------------

    def _fill_players(self) -> None:
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for name in stats.player_names(self.entries):
            self.player_box.addItem(player_title(name), name)
        self.player_box.blockSignals(False)
        self._player_changed()

    def player(self) -> str | None:
        return self.player_box.currentData()

    def _player_changed(self) -> None:
        chosen = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        player = self.player()
        for game in stats.games_played(self.entries, player) if player is not None else ():
            self.game_box.addItem(game_title(game), game)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(chosen)))
        self.game_box.blockSignals(False)
        self._show()

    # -- the table and the chart -------------------------------------------------------

    def lines(self) -> list[stats.LevelStats]:
        player, game = self.player(), self.game_box.currentData()
        if player is None or game is None:
            return []
        return stats.level_stats(self.entries, player, game)

    def _show(self) -> None:
        lines = self.lines()
        has = bool(lines)
        if self.index is not None:  # still reading the files
            has = False
            self.empty.setText(
                fill(
                    QCoreApplication.translate("Statistics", "Reading the match files: %1 left…"),
                    self.index.remaining,
                )
            )
        else:
            self.empty.setText(
                QCoreApplication.translate(
                    "Statistics",
                    "No finished match yet: the statistics count the matches played to their end.",
                )
            )
        self.empty.setVisible(not has)
        self.export_button.setEnabled(has)
        self.table.setVisible(has)
        self.chart_title.setVisible(has)
        self._fill_table(lines)
        if has:
            self._draw()
        elif self._plot is not None:
            self._plot.hide()

    def _fill_table(self, lines: list[stats.LevelStats]) -> None:
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            cells = (
                opponent_title(line.opponent),
                str(line.matches),
                fill(
                    QCoreApplication.translate("Statistics", "%1 (%2%)"),
                    line.wins,
                    round(100 * line.wins / line.matches),
                ),
                number(line.average_rank),
                fill(
                    QCoreApplication.translate("Statistics", "%1 to %2"),
                    line.best_rank,
                    line.worst_rank,
                ),
                number(line.average_score),
                fill(
                    QCoreApplication.translate("Statistics", "%1 to %2"),
                    line.highest_score,
                    line.lowest_score,
                ),
                str(line.longest_win_streak),
                streak_text(line.current_streak),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # As tall as its lines (at most eight: the levels and "other players"), the
        # rest of the height to the chart.
        rows = sum(self.table.rowHeight(row) for row in range(min(8, len(lines))))
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(header.sizeHint().height() + rows + frame)

    def _draw(self) -> None:
        import pyqtgraph  # the lazy import (see the module's docstring)

        if self._plot is None:
            pyqtgraph.setConfigOptions(antialias=True)
            self._plot = pyqtgraph.PlotWidget(self)
            self._plot.setObjectName("statisticsChart")
            self._plot.setBackground("#14301f")
            self._plot.showGrid(x=True, y=True, alpha=0.25)
            self._plot.addLegend(offset=(10, 10), brush=(20, 48, 31, 200))
            self._plot.setMinimumHeight(160)
            self._plot.plotItem.vb.sigResized.connect(self._keep_the_legend_clear)
            self.chart_box.addWidget(self._plot)
        plot = self._plot
        plot.show()
        plot.clear()
        plot.setLabel("bottom", QCoreApplication.translate("Statistics", "Match"))
        plot.setLabel("left", QCoreApplication.translate("Statistics", "Rating (Elo)"))
        rated = stats.ratings(self.entries, self.game_box.currentData())
        # Whole matches only on the axis (never "match 2.5"), about ten at most.
        count = max((points[-1][0] for points in rated.values()), default=1)
        step = max(1, -(-count // 10))
        plot.getAxis("bottom").setTicks([[(n, str(n)) for n in range(0, count + 1, step)]])
        series = [("name:" + self.player(), player_title(self.player()), PLAYER_COLOUR, 3.5)]
        levels = sorted(
            (key for key in rated if key.startswith("bot:")),
            key=lambda key: stats.level_rank(key[len("bot:") :]),
        )
        for n, key in enumerate(levels):
            colour = SEAT_COLOURS[(n + 1) % len(SEAT_COLOURS)]
            series.append((key, bot_label(key[len("bot:") :]), colour, 2.0))
        drawn = [stats.START_RATING]
        for key, name, colour, width in series:
            points = rated.get(key, [])
            if not points:
                continue
            plot.plot(
                [0, *(x for x, _ in points)],
                [stats.START_RATING, *(y for _, y in points)],
                name=html.escape(name),
                pen=pyqtgraph.mkPen(colour, width=width),
            )
            drawn.extend(y for _, y in points)
        self._ranges = (min(drawn), max(drawn), count)
        self._keep_the_legend_clear()

    def _keep_the_legend_clear(self) -> None:
        """The legend as one row along the top, and room above the lines for it (every
        line starts at the same rating at the left edge, where the legend sat on them);
        again whenever the chart changes size."""
        if self._plot is None or self._ranges is None:
            return
        low, high, count = self._ranges
        plot = self._plot
        legend = plot.plotItem.legend
        legend.setColumnCount(max(1, len(legend.items)))
        span = max(high - low, 20.0)
        height = plot.plotItem.vb.height()
        height = height if height > 60 else 240.0  # not laid out yet: a typical height
        share = min(0.6, (legend.boundingRect().height() + 24) / height)
        plot.setXRange(0, max(1, count), padding=0.02)
        plot.setYRange(low - span * 0.05, high + span * share / (1 - share), padding=0)

    def has_chart(self) -> bool:
        return self._plot is not None and self._plot.isVisible()

    # -- CSV --------------------------------------------------------------------------

    def export_csv(self) -> None:
        player = self.player()
        if player is None:
            return
        suggested = Path.home() / "tablee-statistics.csv"
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("Statistics", "Export the statistics"),
            str(suggested),
            QCoreApplication.translate("Statistics", "CSV files (*.csv)"),
        )
        if path:
            self.write_csv(path)

    def write_csv(self, path: str) -> bool:
        """Every game's lines of the chosen player into `path`; False (and said) if the
        file cannot be written."""
        from rules_engine.core.record import write_atomically

        try:
            write_atomically(path, stats.csv_text(self.entries, self.player()))
        except (OSError, ValueError) as error:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("Statistics", "Cannot export"),
                fill(
                    QCoreApplication.translate(
                        "Statistics", "The statistics could not be written to %1:\n%2"
                    ),
                    Path(path).name,
                    getattr(error, "strerror", None) or str(error),
                ),
            )
            return False
        return True

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        set_texts(self, "Statistics", _TEXTS)
        headers = [translated("Statistics", row) for row in _HEADERS]
        self.table.setColumnCount(len(headers))
        for column, (text, tip) in enumerate(headers):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, item)
        for row in range(self.player_box.count()):
            self.player_box.setItemText(row, player_title(self.player_box.itemData(row)))
        for row in range(self.game_box.count()):
            self.game_box.setItemText(row, game_title(self.game_box.itemData(row)))
        self._show()
