"""Game > History and Game > Statistics in the window: the list from the index, its
filters, sorting and keys, deleting after asking (the answer injected), an
unreadable file explained, the statistics' table, chart and CSV."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt

from desktop.history import history_page
from desktop.history.history_page import WON_BY_BOT, WON_BY_PLAYER, HistoryDialog
from desktop.history.index import ABANDONED, FINISHED, UNREADABLE
from desktop.history.statistics_page import StatisticsDialog
from desktop.shell import paths
from rules_engine.core.record import Seat
from tests.desktop.history.records import ann_against, played, write


@pytest.fixture
def folder():
    history = paths.history_dir()
    history.mkdir(parents=True)
    write(history, "20260101-100000-dumble.tablee", played("dumble", ann_against("hard"), 1))
    write(history, "20260102-100000-dumble.tablee", played("dumble", ann_against("easy"), 2))
    write(
        history, "20260103-100000-stonehenge.tablee", played("stonehenge", ann_against("easy"), 3)
    )
    hot_seat = [Seat("Ann"), Seat("Bea")]
    write(history, "20260104-100000-double_action.tablee", played("double_action", hot_seat, 4))
    cut = played("dumble", ann_against("normal"), 5, limit=30)
    write(history, "20260105-100000-dumble-abandoned.tablee", cut)
    (history / "20260106-100000-dumble.tablee").write_bytes(b"\x00garbage")
    return history


def open_history(window, qtbot) -> HistoryDialog:
    window.act_history.trigger()
    dialog = window.findChild(HistoryDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.finish_reading()
    return dialog


def shown_files(dialog) -> list[str]:
    model = dialog.model
    return [
        model.index(row, 0).data(history_page.ENTRY_ROLE).file for row in range(model.rowCount())
    ]


def test_ctrl_h_opens_the_history(window, folder, qtbot):
    assert window.act_history.shortcut().toString() == "Ctrl+H"
    assert window.act_history in window.game_menu.actions()
    assert window.act_statistics in window.game_menu.actions()
    dialog = open_history(window, qtbot)
    assert shown_files(dialog) == sorted(
        (path.name for path in folder.iterdir()), reverse=True
    )  # every file, the newest first
    assert dialog.view.hasFocus() or dialog.view.currentIndex().row() == 0
    texts = [dialog.model.index(row, 3).data() for row in range(dialog.model.rowCount())]
    assert texts[0].startswith("Unreadable: The match file is damaged or cut short")
    assert texts[1] == "Abandoned"
    assert all(text.startswith("Won by ") for text in texts[2:])
    players = dialog.model.index(2, 2).data()
    assert players == "Ann, Bea"
    assert dialog.model.index(3, 2).data() == "Ann, Bot 2 (Easy), Bot 3 (Easy)"


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_result_column_grows_with_the_window(window, folder, qtbot, size):
    """The players and the result share what the other columns leave, two to one, at
    any size (at 1920 x 1080 the result was held at its least width)."""
    window.resize(*size)
    dialog = open_history(window, qtbot)
    view = dialog.view

    def left() -> int:
        fixed = sum(view.columnWidth(column) for column in history_page.FITTED_COLUMNS)
        return view.viewport().width() - fixed

    # (The columns sized to their contents settle once the rows are laid out.)
    qtbot.waitUntil(lambda: view.columnWidth(3) == max(150, left() // 3), timeout=3000)
    assert view.columnWidth(2) >= left() - view.columnWidth(3) - 2


def test_filters_by_game_and_result(window, folder, qtbot):
    dialog = open_history(window, qtbot)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("dumble"))
    assert len(shown_files(dialog)) == 4
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(ABANDONED))
    assert shown_files(dialog) == ["20260105-100000-dumble-abandoned.tablee"]
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(UNREADABLE))
    assert shown_files(dialog) == ["20260106-100000-dumble.tablee"]
    assert "1 of 6" in dialog.status.text()
    dialog.game_box.setCurrentIndex(0)
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(FINISHED))
    assert len(shown_files(dialog)) == 4
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(WON_BY_PLAYER))
    won = shown_files(dialog)
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(WON_BY_BOT))
    lost = shown_files(dialog)
    assert "20260104-100000-double_action.tablee" in won  # hot seat: a player won
    assert (
        sorted(won + lost)
        == sorted(name for name in (p.name for p in folder.iterdir()) if "abandoned" not in name)[
            :-1
        ]
    )


def test_sorted_by_a_column(window, folder, qtbot):
    dialog = open_history(window, qtbot)
    dialog.view.sortByColumn(5, Qt.SortOrder.AscendingOrder)  # the moves
    moves = [dialog.model.index(row, 5).data() for row in range(dialog.model.rowCount())]
    counted = [int(text) for text in moves if text]
    assert moves[0] == "" and counted == sorted(counted)
    dialog.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # the game
    games = [dialog.model.index(row, 1).data() for row in range(dialog.model.rowCount())]
    assert games == sorted(games, key=str.casefold)


def test_the_order_menu_sorts_as_the_headers_do(window, folder, qtbot):
    dialog = open_history(window, qtbot)
    assert dialog.sort_box.currentIndex() == 0  # newest first
    dialog.sort_box.setCurrentIndex(1)
    assert shown_files(dialog) == sorted(p.name for p in folder.iterdir())  # oldest first
    dialog.sort_box.setCurrentIndex(6)  # most moves
    moves = [dialog.model.index(row, 5).data() for row in range(dialog.model.rowCount())]
    counted = [int(text) for text in moves if text]
    assert counted == sorted(counted, reverse=True) and moves[-1] == ""
    dialog.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # a click on Game
    assert dialog.sort_box.currentIndex() == 2
    dialog.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # an order the menu lacks
    assert dialog.sort_box.currentIndex() == -1


def test_keys_move_and_delete_asks(window, folder, qtbot, monkeypatch):
    dialog = open_history(window, qtbot)
    dialog.view.setFocus()
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    chosen = dialog.selected()
    assert chosen.file == "20260104-100000-double_action.tablee"
    asked = []
    monkeypatch.setattr(dialog, "ask_delete", lambda entry: asked.append(entry) or False)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Delete)
    assert asked == [chosen] and (folder / chosen.file).exists()
    assert len(shown_files(dialog)) == 6
    monkeypatch.setattr(dialog, "ask_delete", lambda entry: asked.append(entry) or True)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Delete)
    assert not (folder / chosen.file).exists()
    assert chosen.file not in shown_files(dialog)
    assert dialog.selected() is not None  # the next match is chosen
    assert "Matches: 5." in dialog.status.text()


def test_the_delete_question_defaults_to_no(window, folder, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    dialog = open_history(window, qtbot)
    seen = {}

    def answer(box):
        seen["default"] = box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        seen["text"] = box.text()
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", answer)
    entry = dialog.selected()
    assert dialog.ask_delete(entry) is False
    assert seen["default"] and "cannot be undone" in seen["text"]


def test_an_unreadable_match_says_why(window, folder, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    dialog = open_history(window, qtbot)
    assert dialog.selected().status == UNREADABLE
    assert not dialog.open_button.isEnabled()
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert told and "damaged or cut short" in told[0]
    assert dialog.isVisible()


def test_a_locked_index_is_said_and_the_list_made(window, folder, qtbot):
    import sqlite3

    from desktop.history.index import DATABASE_NAME, HistoryIndex

    HistoryIndex().refresh()
    holder = sqlite3.connect(paths.data_dir() / DATABASE_NAME)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        dialog = open_history(window, qtbot)
        assert len(shown_files(dialog)) == 6
        assert "another Tablée is using it" in dialog.status.text()
    finally:
        holder.rollback()
        holder.close()


def test_statistics(window, folder, qtbot, tmp_path):
    window.act_statistics.trigger()
    dialog = window.findChild(StatisticsDialog)
    assert "Reading the match files: 6 left" in dialog.empty.text()  # a fresh index
    dialog.finish_reading()
    assert dialog.player_box.currentData() == "Ann"
    assert [dialog.player_box.itemData(n) for n in range(dialog.player_box.count())] == [
        "Ann",
        "Bea",
    ]
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("dumble"))
    assert [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())] == [
        "All opponents",
        "Easy",
        "Hard",
    ]
    assert dialog.table.item(0, 1).text() == "2"  # two finished Dumble matches
    assert dialog.has_chart()
    target = tmp_path / "out.csv"
    assert dialog.write_csv(str(target))
    rows = list(csv.reader(target.open(encoding="utf-8")))
    assert rows[0][:4] == ["player", "game", "opponent", "matches"]
    assert rows[1][:4] == ["Ann", "dumble", "all", "2"]
    assert {row[1] for row in rows[1:]} == {"dumble", "stonehenge", "double_action"}


def test_a_csv_that_cannot_be_written_is_said(window, folder, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window.act_statistics.trigger()
    dialog = window.findChild(StatisticsDialog)
    dialog.finish_reading()
    (tmp_path / "a-file").write_text("")
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: told.append(args[2]))
    assert not dialog.write_csv(str(tmp_path / "a-file" / "out.csv"))
    assert told and "out.csv" in told[0]


def test_statistics_without_any_match(window, qtbot):
    window.act_statistics.trigger()
    dialog = window.findChild(StatisticsDialog)
    dialog.finish_reading()
    assert "No finished match yet" in dialog.empty.text()
    assert dialog.player_box.count() == 0
    assert dialog.empty.isVisible() and not dialog.table.isVisible()
    assert not dialog.export_button.isEnabled()


def test_enter_opens_the_replay(window, folder, qtbot):
    from desktop.history.replay import ReplayView

    dialog = open_history(window, qtbot)
    dialog.view.setFocus()
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.view, Qt.Key.Key_Down)
    chosen = dialog.selected()
    assert chosen.status == FINISHED and dialog.open_button.isEnabled()
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert isinstance(window.match, ReplayView)
    assert (
        window.match.session.full.actions
        == played("double_action", [Seat("Ann"), Seat("Bea")], 4).actions
    )
    assert not dialog.isVisible()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_charts_legend_leaves_every_line_visible(window, qtbot, size):
    # Every rating line starts at 1500 at the left edge, where the legend sits: it once
    # covered the start of the lines.
    from PySide6.QtCore import QPointF

    history = paths.history_dir()
    history.mkdir(parents=True)
    for seed, level in enumerate(["easy", "hard", "easy", "normal", "hard", "easy"], 1):
        record = played("dumble", ann_against(level), seed)
        write(history, f"2026010{seed}-100000-dumble.tablee", record)
    window.act_statistics.trigger()
    dialog = window.findChild(StatisticsDialog)
    dialog.finish_reading()
    dialog.resize(*size)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("dumble"))
    qtbot.wait(50)
    plot = dialog._plot.plotItem
    assert len({y for curve in plot.listDataItems() for y in curve.getData()[1]}) > 3
    legend = plot.legend.sceneBoundingRect()
    points = [
        plot.vb.mapViewToScene(QPointF(x, y))
        for curve in plot.listDataItems()
        for x, y in zip(*curve.getData(), strict=True)
    ]
    assert len(points) >= 4
    # The legend stands above the highest line, wherever the lines run (with the ranges
    # pyqtgraph picks itself, the highest point touches the top, under the legend).
    assert all(point.y() > legend.bottom() for point in points)
    assert all(plot.vb.sceneBoundingRect().contains(point) for point in points)
