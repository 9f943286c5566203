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


def test_the_log_speaks_in_the_viewers_voice_with_any_name():
    """Every game's log tells an event through the kit's `Voice`: "You …" to the seat
    that played it, "<Name> …" to the others, and a name that looks like a placeholder
    ("%2") is written as typed, never filled in (Double Action's own fill did that)."""
    from desktop.games.dog_eat_dog.text import describe_event as dog_eat_dog
    from desktop.games.double_action.text import describe_event as double_action
    from desktop.games.dumble.text import describe_event as dumble
    from desktop.games.stonehenge.text import describe_event as stonehenge
    from rules_engine.core.cards import parse_card

    names = ["%2", "Bob"]
    lay = {"type": "lay", "seat": 0, "card": parse_card("7C")}
    assert double_action(lay, names, 0, grid=None) == "You lay 7♣."
    assert double_action(lay, names, 1, grid=None) == "%2 lays 7♣."
    take = {"type": "take", "seat": 0, "card": parse_card("7C")}
    assert dumble(take, names, 0) == "You take 7♣ from the discards."
    assert dumble(take, names, None) == "%2 takes 7♣ from the discards."
    seal = {"type": "seal", "seat": 1, "count": 2}
    assert stonehenge(seal, names, 1) == "You seal a bid (cards: 2)."
    assert stonehenge(seal, names, 0) == "Bob seals a bid (cards: 2)."
    lay_card = {"type": "lay", "seat": 1, "item": None}
    assert stonehenge(lay_card, names, 1) == "You lay a card face down."
    assert stonehenge(lay_card, names, 0) is None  # another seat's fidgeting: no line
    skip = {"type": "skip", "seat": 0}
    assert dog_eat_dog(skip, names, 0, obs={}) == "You leave the Treehouse die unused."
    assert dog_eat_dog(skip, names, 1, obs={}) == "%2 leaves the Treehouse die unused."


def test_told_walks_a_games_sayings_table():
    """The kit's `told`: a row's two sentences, translated in the game's context and
    filled with each value, taken from the event and the facts the game passes along;
    the event's type picks the row unless `kind` names another; no row, no sentence."""
    from desktop.table.text import told

    sayings = {
        "bid": (
            "You bid %1 on %2.",
            "%1 bids %2 on %3.",
            lambda event, lots: event["amount"],
            lambda event, lots: lots[event["lot"]],
        )
    }
    lots = ["the vase", "the clock"]
    bid = {"type": "bid", "seat": 1, "amount": 3, "lot": 1}
    assert told("Nowhere", sayings, bid, ["Ann", "Bob"], 1, lots) == "You bid 3 on the clock."
    assert told("Nowhere", sayings, bid, ["Ann", "Bob"], 0, lots) == "Bob bids 3 on the clock."
    assert told("Nowhere", sayings, {"type": "pass", "seat": 0}, ["Ann"], 0, lots) is None
    raise_ = {"type": "raise", "seat": 0, "amount": 5, "lot": 0}
    assert (
        told("Nowhere", sayings, raise_, ["Ann"], 0, lots, kind="bid") == "You bid 5 on the vase."
    )
