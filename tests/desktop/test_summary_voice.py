"""A round's summary speaks to its viewer as the log does: "You …" for what they did."""

from __future__ import annotations

from desktop.games.dumble.text import explain_round

NAMES = ["Ann", "Bob", "Cid"]


def round_event(**changes) -> dict:
    event = {
        "caller": 0,
        "values": (3, 9, 12),
        "lowest": (0,),
        "caller_doubled": False,
        "scores": (0, 9, 12),
        "back_to_50": (),
        "eliminated": (),
        "totals": (40, 50, 101),
    }
    event.update(changes)
    return event


def test_the_callers_own_summary_says_you():
    assert explain_round(round_event(), NAMES, viewer=0) == [
        "You called Dumble! with the lowest hand (value 3) and score 0."
    ]
    assert explain_round(round_event(), NAMES, viewer=1) == [
        "Ann called Dumble! with the lowest hand (value 3) and scores 0."
    ]
    assert explain_round(round_event(), NAMES) == explain_round(round_event(), NAMES, 2)


def test_a_doubled_call_and_the_viewers_lowest_hand_out_and_back_to_50():
    event = round_event(
        caller=1,
        values=(2, 9, 12),
        lowest=(0,),
        caller_doubled=True,
        scores=(0, 18, 12),
        back_to_50=(0,),
        eliminated=(2,),
    )
    assert explain_round(event, NAMES, viewer=0) == [
        "Bob called Dumble! with a hand of 9, but it was not the lowest: "
        "the penalty doubles it to 18.",
        "You had the lowest hand (value 2) and score 0.",
        "You reached exactly 100 and go back to 50.",
        "Cid passes 100 (101) and is out of the match.",
    ]
    lines = explain_round(event, NAMES, viewer=2)
    assert lines[1] == "Ann had the lowest hand (value 2) and scores 0."
    assert lines[-1] == "You pass 100 (101) and are out of the match."
    assert explain_round(event, NAMES, viewer=1)[0].startswith(
        "You called Dumble! with a hand of 9"
    )


def test_every_games_summary_is_opaque(qtbot):
    """Nothing on the table shows through a round's summary (its signs, its cards)."""
    import importlib

    from PySide6.QtGui import QColor

    from desktop.table.summary import SummaryPanel

    for game_id in ("dumble", "doubles_dread", "dog_eat_dog", "double_action", "stonehenge"):
        module = importlib.import_module(f"desktop.games.{game_id}.summary")
        panel = SummaryPanel(module.PANEL_BACKGROUND)
        qtbot.addWidget(panel)
        panel.resize(200, 100)
        image = panel.grab().toImage()
        middle = image.pixelColor(100, 50)
        assert middle.alpha() == 255, game_id
        assert middle.name() == QColor(module.PANEL_BACKGROUND).name(), game_id
