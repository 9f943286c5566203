"""Game > History (Ctrl+H): every finished, abandoned or interrupted match of the
history folder, from the index (`index.py`): game, date, players and levels, result,
rounds, moves and the time it was played. Sorted by a click on a column (or its
header by keyboard), filtered by game and by result; Enter opens the replay, Delete
deletes (after asking).

The rows come from the database at once; files new or changed since are read a few
at a time between the window's other work, the list filled when they are all read.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableView,
    QWidget,
)

from desktop.history.choices import choice_row
from desktop.history.entry_text import (
    WON_BY_BOT,
    WON_BY_PLAYER,
    duration_text,
    game_title,
    players_text,
    result_details,
    result_kind,
    result_text,
    when_text,
)
from desktop.history.index import (
    ABANDONED,
    FINISHED,
    INTERRUPTED,
    UNREADABLE,
    HistoryIndex,
    MatchEntry,
    delete_match,
)
from desktop.table.boxes import close_buttons, named_button, vbox
from desktop.table.text import Retranslating, fill
from desktop.table.widget_texts import set_texts, translated
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.registry import all_games

COLUMNS = ("date", "game", "players", "result", "rounds", "moves", "duration")
COUNTS = ("rounds", "moves", "duration")  # right-aligned, sorted as numbers
# Sized to their contents: the date, the game and the counts.
FITTED_COLUMNS = tuple(n for n, name in enumerate(COLUMNS) if name not in ("players", "result"))
ENTRY_ROLE = Qt.ItemDataRole.UserRole

# The order menu (the keyboard's way to what a click on a column's header does):
# (column, order) per entry.
ASCENDING, DESCENDING = Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder
# The order box's entries, one per SORTS row.
_SORT_NAMES = (
    QT_TRANSLATE_NOOP("History", "Newest first"),
    QT_TRANSLATE_NOOP("History", "Oldest first"),
    QT_TRANSLATE_NOOP("History", "Game"),
    QT_TRANSLATE_NOOP("History", "Players"),
    QT_TRANSLATE_NOOP("History", "Result"),
    QT_TRANSLATE_NOOP("History", "Most rounds"),
    QT_TRANSLATE_NOOP("History", "Most moves"),
    QT_TRANSLATE_NOOP("History", "Longest first"),
)
SORTS = ((0, DESCENDING), (0, ASCENDING), (1, ASCENDING), (2, ASCENDING), (3, ASCENDING))
SORTS += ((4, DESCENDING), (5, DESCENDING), (6, DESCENDING))
RESULT_FILTERS = ("", WON_BY_PLAYER, WON_BY_BOT, FINISHED, ABANDONED, INTERRUPTED, UNREADABLE)


_TEXTS = (
    ("game_label", QT_TRANSLATE_NOOP("History", "&Game:")),
    ("result_label", QT_TRANSLATE_NOOP("History", "&Result:")),
    ("sort_label", QT_TRANSLATE_NOOP("History", "&Order:")),
    (
        "open_button",
        QT_TRANSLATE_NOOP("History", "Re&play"),
        QT_TRANSLATE_NOOP("History", "Play the chosen match back at the table (Enter)"),
    ),
    (
        "delete_button",
        QT_TRANSLATE_NOOP("History", "&Delete…"),
        QT_TRANSLATE_NOOP("History", "Delete the chosen match from the history (Delete)"),
    ),
    ("stats_button", QT_TRANSLATE_NOOP("History", "&Statistics…")),
)


class HistoryModel(QAbstractTableModel):
    """The rows of the list: `entries` is every match, `rows` those the filters keep,
    in the chosen order. Sorting and filtering are plain Python on the list (a proxy
    model asks each row's key through Qt a hundred thousand times for 10,000 rows)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.entries: list[MatchEntry] = []
        self.rows: list[MatchEntry] = []
        self.game = ""  # "": every game
        self.result = ""  # "": any result; else one of RESULT_FILTERS
        self.sort_column = 0
        self.sort_order = Qt.SortOrder.DescendingOrder

    def set_entries(self, entries: list[MatchEntry]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self._arrange()
        self.endResetModel()

    def set_filters(self, game: str, result: str) -> None:
        self.beginResetModel()
        self.game, self.result = game, result
        self._arrange()
        self.endResetModel()

    def keeps(self, entry: MatchEntry) -> bool:
        if self.game and entry.game != self.game:
            return False
        if not self.result:
            return True
        if self.result in (WON_BY_PLAYER, WON_BY_BOT):
            return result_kind(entry) == self.result
        return entry.status == self.result

    def _arrange(self) -> None:
        column = COLUMNS[self.sort_column]
        rows = [entry for entry in self.entries if self.keeps(entry)]
        # Ties keep the newest first, whichever way the column goes.
        rows.sort(key=lambda entry: entry.played_at, reverse=True)
        descending = self.sort_order == Qt.SortOrder.DescendingOrder
        if column == "date":
            rows.sort(key=lambda entry: entry.played_at, reverse=descending)
        else:
            keys = {id(entry): self._key(entry, column) for entry in rows}
            rows.sort(key=lambda entry: keys[id(entry)], reverse=descending)
        self.rows = rows

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """The view's header asks: rows reordered, the chosen one kept."""
        self.layoutAboutToBeChanged.emit()
        kept = self.persistentIndexList()
        held = [(self.rows[index.row()], index.column()) for index in kept]
        self.sort_column, self.sort_order = column, order
        self._arrange()
        where = {id(entry): row for row, entry in enumerate(self.rows)}
        self.changePersistentIndexList(
            kept, [self.index(where[id(entry)], column) for entry, column in held]
        )
        self.layoutChanged.emit()

    def row_of(self, file: str) -> int | None:
        return next((n for n, entry in enumerate(self.rows) if entry.file == file), None)

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            QCoreApplication.translate("History", "Date"),
            QCoreApplication.translate("History", "Game"),
            QCoreApplication.translate("History", "Players and levels"),
            QCoreApplication.translate("History", "Result"),
            QCoreApplication.translate("History", "Rounds"),
            QCoreApplication.translate("History", "Moves"),
            QCoreApplication.translate("History", "Duration"),
        )[section]

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entry = self.rows[index.row()]
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(entry, column)
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "result":
                return result_details(entry)
            if column == "players":
                return players_text(entry)
            if column == "date":
                return entry.file
            if column == "duration" and entry.played_seconds is None:
                return QCoreApplication.translate(
                    "History", "Not known: Tablée did not yet keep the time when it was played."
                )
        if role == Qt.ItemDataRole.TextAlignmentRole and column in COUNTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(entry: MatchEntry, column: str) -> str:
        if column == "date":
            return when_text(entry)
        if column == "game":
            return game_title(entry.game)
        if column == "players":
            return players_text(entry)
        if column == "result":
            return result_text(entry)
        if entry.status == UNREADABLE:
            return ""
        if column == "duration":
            return duration_text(entry.played_seconds)
        return str(entry.rounds if column == "rounds" else entry.moves)

    @staticmethod
    def _key(entry: MatchEntry, column: str):
        if column == "duration":  # longest first: then not known, then unreadable
            if entry.status == UNREADABLE:
                return -2
            return -1 if entry.played_seconds is None else entry.played_seconds
        if column in COUNTS:
            return -1 if entry.status == UNREADABLE else getattr(entry, column)
        return HistoryModel._text(entry, column).casefold()

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            last = self.index(len(self.rows) - 1, len(COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)


class HistoryDialog(Retranslating, QDialog):
    """The list. `window` is the main window (a replay opens at its table)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("historyDialog")
        self.window_ = window
        self.index: HistoryIndex | None = None
        self.model = HistoryModel(self)
        filters, pairs = choice_row("historyGame", "historyResult", "historySort")
        (self.game_label, self.game_box), (self.result_label, self.result_box) = pairs[:2]
        self.sort_label, self.sort_box = pairs[2]
        self.view = QTableView(objectName="historyTable")
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setStretchLastSection(False)
        # The names and the result take what the date, the game and the counts leave.
        for column in FITTED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)  # see resizeEvent
        header.setResizeContentsPrecision(200)  # a few hundred rows tell the widths
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.doubleClicked.connect(lambda _index: self.open_selected())
        self.view.installEventFilter(self)
        # The list's own area, not the dialog: it is laid out after the dialog's resize.
        self.view.viewport().installEventFilter(self)
        # A column fitted to new rows: once the header's pass over its sections is done.
        header.sectionResized.connect(
            lambda column, *_: (
                column in FITTED_COLUMNS and QTimer.singleShot(0, self, self._fit_result_column)
            )
        )
        self.status = QLabel(objectName="historyStatus")
        self.status.setWordWrap(True)
        self.open_button = named_button("historyOpen", self.open_selected)
        self.open_button.setDefault(True)
        self.delete_button = named_button("historyDelete", self.delete_selected)
        self.stats_button = named_button("historyStatistics", self.show_statistics)
        actions = (self.open_button, self.delete_button, self.stats_button)
        buttons = close_buttons(self, *actions)
        vbox(filters, (self.view, 1), self.status, buttons, parent=self)
        self._reader = QTimer(self, interval=0)
        self._reader.timeout.connect(self._read_some)
        self.game_box.currentIndexChanged.connect(self._filter)
        self.result_box.currentIndexChanged.connect(self._filter)
        self.sort_box.currentIndexChanged.connect(self._sort_chosen)
        header.sortIndicatorChanged.connect(self._sort_clicked)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._update_buttons())
        self.model.modelReset.connect(self._update_buttons)
        self._fit_to(window)
        self.retranslate()
        self.load()
        self.view.setFocus()  # the list takes the keyboard when the dialog opens

    def _fit_to(self, window: QWidget) -> None:
        """Most of the window, so every column reads at 1024x700 and at 1920x1080."""
        size = window.size()
        self.resize(max(640, int(size.width() * 0.86)), max(420, int(size.height() * 0.8)))

    # -- the rows ---------------------------------------------------------------------

    def load(self) -> None:
        """Open the index, show what it holds, and read the files it lacks."""
        if self.index is not None:
            self.index.close()
        self.index = HistoryIndex()
        remaining = self.index.start()
        self._show(self.index.entries())
        if remaining:
            self._reader.start()
        self._update_status()

    def _read_some(self) -> None:
        if self.index.step(0.04):
            self._reader.stop()
            self._show(self.index.entries())
        self._update_status()

    def finish_reading(self) -> None:
        """Read every file left at once (tests, and a window that cannot wait)."""
        while self._reader.isActive():
            self._read_some()

    def _show(self, entries: list[MatchEntry]) -> None:
        current = self.selected()
        self.model.set_entries(entries)
        self._fill_game_box()
        row = self.model.row_of(current.file) if current else None
        self._select(self.model.index(row, 0) if row is not None else None)

    def _select(self, index: QModelIndex | None) -> None:
        if index is None or not index.isValid():
            index = self.model.index(0, 0)
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)
        self._update_buttons()

    def selected(self) -> MatchEntry | None:
        index = self.view.currentIndex()
        return index.data(ENTRY_ROLE) if index.isValid() else None

    def _filter(self) -> None:
        self.model.set_filters(
            self.game_box.currentData() or "", self.result_box.currentData() or ""
        )
        self._select(None)
        self._update_status()

    def _fill_game_box(self) -> None:
        """Every game of the catalogue, and any other game a row names."""
        chosen = self.game_box.currentData()
        ids = [game.id for game in all_games()]
        ids += sorted({e.game for e in self.model.entries if e.game and e.game not in ids})
        self.game_box.blockSignals(True)
        self.game_box.clear()
        self.game_box.addItem(QCoreApplication.translate("History", "All games"), "")
        for game_id in ids:
            self.game_box.addItem(game_title(game_id), game_id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(chosen or "")))
        self.game_box.blockSignals(False)

    def _fill_result_box(self) -> None:
        names = {
            "": QCoreApplication.translate("History", "Any result"),
            WON_BY_PLAYER: QCoreApplication.translate("History", "Won by a player"),
            WON_BY_BOT: QCoreApplication.translate("History", "Won by a bot"),
            FINISHED: QCoreApplication.translate("History", "Finished"),
            ABANDONED: QCoreApplication.translate("History", "Abandoned"),
            INTERRUPTED: QCoreApplication.translate("History", "Interrupted"),
            UNREADABLE: QCoreApplication.translate("History", "Unreadable"),
        }
        chosen = self.result_box.currentData()
        self.result_box.blockSignals(True)
        self.result_box.clear()
        for kind in RESULT_FILTERS:
            self.result_box.addItem(names[kind], kind)
        self.result_box.setCurrentIndex(max(0, self.result_box.findData(chosen or "")))
        self.result_box.blockSignals(False)

    def _fill_sort_box(self) -> None:
        names = translated("History", _SORT_NAMES)
        chosen = max(0, self.sort_box.currentIndex())
        self.sort_box.blockSignals(True)
        self.sort_box.clear()
        for name in names:
            self.sort_box.addItem(name)
        self.sort_box.setCurrentIndex(chosen)
        self.sort_box.blockSignals(False)

    def _sort_chosen(self, choice: int) -> None:
        column, order = SORTS[choice]
        self.view.sortByColumn(column, order)
        self.view.scrollTo(self.view.currentIndex())

    def _sort_clicked(self, column: int, order) -> None:
        """A header clicked: the order menu says so (or nothing, for an order it lacks)."""
        choice = SORTS.index((column, order)) if (column, order) in SORTS else -1
        self.sort_box.blockSignals(True)
        self.sort_box.setCurrentIndex(choice)
        self.sort_box.blockSignals(False)

    def _update_status(self) -> None:
        shown, total = self.model.rowCount(), len(self.model.entries)
        if shown == total:
            parts = [fill(QCoreApplication.translate("History", "Matches: %1."), total)]
        else:
            parts = [
                fill(
                    QCoreApplication.translate("History", "Matches shown: %1 of %2."), shown, total
                )
            ]
        if self.index is not None and self.index.remaining:
            parts.append(
                fill(
                    QCoreApplication.translate("History", "Reading the match files: %1 left…"),
                    self.index.remaining,
                )
            )
        if self.index is not None and self.index.fallback:
            parts.append(
                fill(
                    QCoreApplication.translate(
                        "History",
                        "The history's index cannot be written (%1): the list is read from "
                        "the match files themselves.",
                    ),
                    QCoreApplication.translate("History", "another Tablée is using it")
                    if self.index.fallback == "locked"
                    else QCoreApplication.translate("History", "the data folder cannot be written"),
                )
            )
        self.status.setText(" ".join(parts))

    def _update_buttons(self) -> None:
        entry = self.selected()
        self.open_button.setEnabled(entry is not None and entry.status != UNREADABLE)
        self.delete_button.setEnabled(entry is not None)

    # -- keys -------------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_result_column()
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.open_selected()
                return True
            if event.key() == Qt.Key.Key_Delete:
                self.delete_selected()
                return True
            if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.model.rowCount():
                # The newest or the oldest match (a table's own Home goes along the row).
                last = self.model.rowCount() - 1
                self._select(self.model.index(0 if event.key() == Qt.Key.Key_Home else last, 0))
                return True
        return super().eventFilter(watched, event)

    # -- commands ---------------------------------------------------------------------

    def open_selected(self) -> None:
        """Play the chosen match back at the window's table."""
        entry = self.selected()
        if entry is None:
            return
        if entry.status == UNREADABLE:
            QMessageBox.information(
                self,
                QCoreApplication.translate("History", "Unreadable match"),
                result_details(entry),
            )
            return
        from desktop.history.replay import open_replay

        if open_replay(self.window_, entry.path(self.index.folder)):
            self.accept()

    def ask_delete(self, entry: MatchEntry) -> bool:
        """Whether the player really deletes the match (tests answer in its place)."""
        text = QCoreApplication.translate(
            "History", "Delete the %1 match of %2 (%3) from the history? It cannot be undone."
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("History", "Delete this match?"),
            fill(text, game_title(entry.game), when_text(entry), players_text(entry)),
            parent=self,
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def delete_selected(self) -> None:
        entry = self.selected()
        if entry is None or not self.ask_delete(entry):
            return
        row = self.view.currentIndex().row()
        if not delete_match(entry, self.index):
            QMessageBox.warning(
                self,
                QCoreApplication.translate("History", "Cannot delete"),
                fill(
                    QCoreApplication.translate("History", "The file %1 could not be deleted."),
                    entry.file,
                ),
            )
            return
        self.model.set_entries(self.index.entries())
        self._select(self.model.index(min(row, self.model.rowCount() - 1), 0))
        self._update_status()

    def show_statistics(self) -> None:
        from desktop.history.statistics_page import StatisticsDialog

        self.finish_reading()
        dialog = StatisticsDialog(self.window_, self.model.entries, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def probe_details(self) -> dict:
        """What the real-client tests read of the list (`desktop/tools/probe.py`)."""
        entry = self.selected()
        return {
            "rows": self.model.rowCount(),
            "current": self.view.currentIndex().row(),
            "file": entry.file if entry else None,
            "game": self.game_box.currentData(),
            "reading": self.index.remaining if self.index else 0,
        }

    # -- language ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("History", "History"))
        set_texts(self, "History", _TEXTS)
        self._fill_game_box()
        self._fill_result_box()
        self._fill_sort_box()
        self.model.retranslate()
        self._update_status()

    def _fit_result_column(self) -> None:
        """The result a third of what the date, the game and the counts leave (a
        winner's name fits; an unreadable file's reason is in its tooltip), the players
        the rest: their names and levels are the longest text of a row."""
        fixed = sum(self.view.columnWidth(column) for column in FITTED_COLUMNS)
        left = self.view.viewport().width() - fixed
        self.view.setColumnWidth(3, max(150, left // 3))

    def done(self, result: int) -> None:
        self._reader.stop()
        if self.index is not None:
            self.index.close()
        super().done(result)
