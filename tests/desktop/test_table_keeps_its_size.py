"""The table keeps its size whatever the bottom bar shows (a long message, bid
controls that come and go), and the bar grows with a large window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from desktop.shell.main_window import setup_from_seats


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
    from desktop.shell.settings import Settings

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


@pytest.mark.parametrize("width", [220, 320, 700])
def test_the_status_line_always_fits_its_two_lines(qtbot, width):
    """Double's Dread's French "annoncez plus de 27 pour surenchérir, ou passez et
    quittez les enchères" ran to a third, cut line beside the bid box at 1024 px: the
    line is set smaller, and cut with "…" (whole in its tooltip) only if still too long."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from desktop.table.controls import ControlsBar

    bar = ControlsBar("status")
    qtbot.addWidget(bar)
    bar.resize(width + 20, 60)
    bar.show()
    sentence = (
        "Joueur 1, annoncez plus de 27 pour surenchérir, ou passez et quittez les "
        "enchères ; la barque vide reste à Sud."
    )
    bar.status.setText(sentence)
    qtbot.wait(10)
    status = bar.status
    assert status.text() == sentence
    metrics = QFontMetrics(status.font())
    shown = QLabel.text(status)
    room = QRect(0, 0, status.contentsRect().width(), 100000)
    needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, shown).height()
    assert needed <= metrics.lineSpacing() * 2 + 1
    assert status.contentsRect().height() >= needed
    if shown != sentence:
        assert shown.endswith("…") and status.toolTip() == sentence
    else:
        assert status.toolTip() == ""
    assert status.font().pointSizeF() <= status.base_font().pointSizeF()


@pytest.mark.parametrize(
    ("game_id", "seats", "longest_bid"),
    [("doubles_dread", 4, None), ("stonehenge", 5, 6)],
)
def test_the_french_prompts_of_an_auction_read_whole_in_the_smallest_window(
    qtbot, window, game_id, seats, longest_bid
):
    """At 1024 x 700 the French prompts of Double's Dread's auction ("annoncez plus de
    35 pour surenchérir, ou passez et quittez les enchères") and of a Stonehenge bid
    ("... ou cliquez sur une carte posée pour la reprendre") were cut with "…" beside
    the bid controls. Worded shorter, they read whole; so does Stonehenge's with bids of
    up to `longest_bid` cards (from four cards on, named by their count and value: four
    cards named one by one were cut)."""
    import random

    from desktop.shell import i18n

    i18n.apply_language("fr")
    window.resize(1024, 700)
    kinds = ["human"] * seats
    window.start_match(setup_from_seats(game_id, kinds, [""] * seats, {}, 4))
    rng = random.Random(6)  # a path on which a Stonehenge bid reaches four cards
    prompts = longest_seen = 0
    for _ in range(90):
        qtbot.wait(1)
        if window.table.curtain.isVisible():
            window.table.curtain.reveal_button.click()
            qtbot.wait(1)
        state = window.session.state
        if state.is_over():
            break
        if window.scene.summary_open():  # a stone sold: on to the next
            window.scene.summary_widget.findChild(QPushButton, "nextRoundButton").click()
            continue
        status = window.scene.controls().status
        laid = state.observe(state.to_move).get("bid") or ()  # Stonehenge: the cards laid
        if longest_bid is None or len(laid) <= longest_bid:
            assert status.toolTip() == "", status.text()
            assert QLabel.text(status) == status.text()
            prompts += 1
            if longest_bid is not None:
                longest_seen = max(longest_seen, len(laid))
        legal = state.legal_actions()
        if longest_bid is not None:  # bids up to the longest size checked, never taken back
            adding = [action for action in legal if action[0] == "add"]
            going_on = [action for action in legal if action[0] != "take_back"]
            legal = adding if adding and len(laid) < longest_bid else going_on
        window.match.play(legal[rng.randrange(len(legal))])
    assert prompts >= 20
    assert longest_bid is None or longest_seen >= 4  # a bid named by its count was seen
