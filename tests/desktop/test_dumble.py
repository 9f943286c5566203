"""The Dumble table asks the engine for every rule fact it shows."""

import pytest

from desktop.shell.main_window import setup_from_seats
from rules_engine.core.selection import items_extending
from tests.desktop.table_helpers import SPEED_BRISK, click_item, wait_for_turn

SEATS = ["human", "bot:heuristic", "bot:heuristic"]


@pytest.fixture
def table(qtbot, window):
    window.start_match(setup_from_seats("dumble", SEATS, ["Claire", "Bob", "Ann"], {}, 4))
    window.session.pace_ms = 0
    wait_for_turn(qtbot, window)
    return window


def test_a_legal_selection_tells_what_it_sheds_from_the_engine(qtbot, table):
    scene, state = table.scene, table.session.state
    discard = max(
        (action for action in state.legal_actions() if action[0] == "discard"),
        key=lambda action: len(action[1]),
    )
    for card in discard[1]:
        click_item(qtbot, table, scene.card_items[("card", card)])
    twin = state.clone()
    before = twin.observe(scene.viewer)["hand_value"]
    twin.apply(discard)
    shed = before - twin.observe(scene.viewer)["hand_value"]
    assert f"worth {shed}" in scene.controls_widget.status.text()
    assert scene.controls_widget.discard_button.isEnabled()


def test_what_glows_is_what_the_legal_discards_allow(qtbot, table):
    scene, state = table.scene, table.session.state
    hand = state.observe(scene.viewer)["hand"]
    first = hand[0]
    click_item(qtbot, table, scene.card_items[("card", first)])
    allowed = items_extending(state.legal_actions(), "discard", {first})
    for card in hand:
        item = scene.card_items[("card", card)]
        assert item.legal_look == (card in allowed), card
        assert item.dimmed == (card not in allowed and card != first), card


def test_the_call_offer_follows_the_engines_call_limit(qtbot, table, monkeypatch):
    scene, state = table.scene, table.session.state
    observation = state.observe(scene.viewer)
    limit = observation["call_limit"]
    may_call = observation["hand_value"] <= limit
    assert ("You may call Dumble!" in scene.controls_widget.status.text()) == may_call
    assert scene.controls_widget.call_button.isEnabled() == may_call
    real = type(state).observe

    def generous(self, seat):  # the engine's word decides, not a number in the desktop
        view = real(self, seat)
        return {**view, "call_limit": 1000} if view["hand"] else view

    monkeypatch.setattr(type(state), "observe", generous)
    scene.sync()
    assert "You may call Dumble!" in scene.controls_widget.status.text()


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_hands_shown_at_the_round_end_cover_no_plate(qtbot, window, players, size):
    """Turned face up at the round's end, a hand is larger than the backs it replaces:
    it once lay over the top of its own plate (4 players, 1280 x 800)."""
    from tests.desktop.test_every_table import play_to_round_end

    window.resize(*size)
    kinds = ["human"] + ["bot:normal"] * (players - 1)
    names = ["Ann", "Bob", "Cid", "Dee", "Eve"][:players]
    window.start_match(setup_from_seats("dumble", kinds, names, {}, 8))
    window.session.pace_ms = 0
    play_to_round_end(qtbot, window)
    scene = window.scene
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=20000)
    shown = [item for item in scene.card_items.values() if item.role == "reveal"]
    assert shown, "the hands are shown"
    plates = [plate.sceneBoundingRect() for plate in scene.plates.values()]
    for card in shown:
        rect = card.sceneBoundingRect().adjusted(3, 3, -3, -3)
        assert not any(rect.intersects(plate) for plate in plates), card.sceneBoundingRect()
        assert scene.sceneRect().contains(rect)


@pytest.mark.parametrize("speed", ["off", SPEED_BRISK], ids=["off", "animated"])
def test_the_log_tells_the_next_deal_only_once_the_summary_closes(qtbot, window, speed):
    """While the round summary shows round 1, the log does not already say "Round 2:
    new deal" (the table holds that deal until the player moves on), also when the
    round's end animates before the summary shows (the table is not yet holding the
    round when the session hands it the round's last action)."""
    from tests.desktop.test_every_table import play_to_round_end

    window.animator.set_speed(speed)
    kinds = ["human", "bot:normal", "bot:normal"]
    window.start_match(setup_from_seats("dumble", kinds, ["Ann", "Bob", "Cid"], {}, 8))
    window.session.pace_ms = 0
    play_to_round_end(qtbot, window)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.summary_open(), timeout=20000)
    log = window.table.log
    assert "Round 1 is over" in log.toPlainText().splitlines()[-1]
    assert "Round 2: new deal" not in log.toPlainText()
    scene.continue_after_round()
    qtbot.waitUntil(lambda: "Round 2: new deal" in log.toPlainText(), timeout=5000)
    lines = log.toPlainText().splitlines()
    assert lines.index(next(line for line in lines if "Round 1 is over" in line)) < len(lines) - 1
