"""The table keeps its size whatever the bottom bar shows (a long message, bid
controls that come and go), and the bar grows with a large window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from desktop.main_window import setup_from_seats


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def view_size(window):
    QApplication.processEvents()
    return window.table.view.size()


@pytest.mark.parametrize(
    ("game_id", "kinds"),
    [
        ("doubles_dread", ["human", "bot:normal", "bot:normal", "bot:normal"]),
        ("dumble", ["human", "bot:normal"]),
        ("stonehenge", ["human", "bot:normal", "bot:normal"]),
    ],
)
def test_messages_and_controls_leave_the_table_as_it_is(qtbot, window, game_id, kinds):
    names = ["Ann", "Bob", "Cid", "Dan"][: len(kinds)]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 5))
    window.session.bots.cancel()
    window.session._bots_paused = True  # the table stays still while we look
    qtbot.wait(50)
    size = view_size(window)
    long = "A long message that says a great deal about why this move is refused. " * 6
    window.table.message.setText(long)
    assert view_size(window) == size
    controls = window.scene.controls()
    controls.status.setText(long)
    assert view_size(window) == size
    for child in controls.findChildren(QWidget):
        child.setVisible(not child.isVisible())
    assert view_size(window) == size
    window.statusBar().showMessage("Saved to somewhere-with-a-long-name.tablee", 4000)
    assert view_size(window) == size


def test_the_bottom_bar_grows_with_a_large_window(qtbot, window):
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["A", "B"], {}, 5))
    qtbot.wait(20)
    small = window.table.controls_holder.height()
    status_small = window.scene.controls().status.font().pointSizeF()
    window.resize(1920, 1080)
    qtbot.wait(20)
    assert window.table.controls_holder.height() > small
    assert window.scene.controls().status.font().pointSizeF() > status_small


def test_the_side_panel_folds_away_and_the_table_takes_its_room(qtbot, window):
    from desktop.settings import Settings

    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["A", "B"], {}, 5))
    window.session.bots.cancel()
    window.session._bots_paused = True
    qtbot.wait(20)
    width = view_size(window).width()
    window.act_side_panel.trigger()  # View > Side panel (F9)
    assert window.table.side.isHidden()
    assert view_size(window).width() > width + 150
    assert Settings.load().side_panel is False
    window.set_side_panel(True)
    assert not window.table.side.isHidden()
    assert view_size(window).width() == width
