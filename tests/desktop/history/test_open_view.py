"""Every hand open (issue 24): in the replay of a finished match the table draws every
seat's hidden cards face up where the seats are (Dumble's and Double Action's hands,
Stonehenge's hands and bids still sealed), from the engine's data alone; a seat's view
stays redacted."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.record import save_record
from tests.desktop.history.helpers import bot_match

HIDDEN_GAMES = {"dumble": 5, "double_action": 4, "stonehenge": 5}


def face_up_cards(scene) -> list[int]:
    """The cards the table shows face up (visible card items)."""
    return [
        item.card
        for item in scene.items()
        if getattr(item, "_card", None) is not None
        and item.isVisible()
        and getattr(item, "_face_up", False)
    ]


def private_cards(state, seat: int) -> list[int]:
    """Every card the engine declares private to `seat` (its hand, its sealed bid)."""
    private = state.full_view()["private"][seat]
    return [*private.get("hand", ()), *private.get("bid", ())]


def open_finished_replay(window, tmp_path, game_id: str, players: int):
    from desktop.history.replay import open_replay

    record = bot_match(game_id, ["human"] + ["bot:normal"] * (players - 1), seed=4)
    path = tmp_path / f"{game_id}.tablee"
    save_record(record, path)
    assert open_replay(window, path)
    assert window.match.session.over
    return record, window.match


@pytest.mark.parametrize("game_id", sorted(HIDDEN_GAMES))
def test_the_open_view_draws_every_seats_cards_face_up(window, tmp_path, game_id):
    """At positions through the match, every card private to any seat is drawn face up,
    and every card face up is one the engine's open view holds (nothing computed)."""
    from desktop.history.replay import OPEN_VIEW
    from tests.desktop.history.test_replay import plain_ints

    record, view = open_finished_replay(window, tmp_path, game_id, HIDDEN_GAMES[game_id])
    view.watch(OPEN_VIEW)
    assert view.open_view
    rng = random.Random(game_id)
    positions = sorted({0, 1, 2, 3, *(rng.randrange(len(record.actions)) for _ in range(6))})
    checked = 0
    for position in positions:
        view.go_to(position)
        if view.scene.summary_open() or view.scene.frozen:
            continue  # a round's summary covers the table
        state = record.replay(position)
        shown = face_up_cards(view.scene)
        allowed = plain_ints(view.seat_view.observation())
        for seat in range(state.num_players):
            for card in private_cards(state, seat):
                assert card in shown, f"{game_id}: seat {seat}'s {card} not face up at {position}"
        assert all(card in allowed for card in shown)
        checked += 1
    assert checked >= 3
    # A step forward in the open view plays as ever and keeps every hand open.
    view.go_to(positions[0])
    for _ in range(8):
        view.step(1)
    if not (view.scene.summary_open() or view.scene.frozen):
        state = record.replay(view.session.position)
        shown = face_up_cards(view.scene)
        for seat in range(state.num_players):
            assert all(card in shown for card in private_cards(state, seat))


@pytest.mark.parametrize("game_id", sorted(HIDDEN_GAMES))
def test_back_to_a_seat_the_others_cards_are_hidden_again(window, tmp_path, game_id):
    """From the open view back to seat 0's: seat 0's observation again, and no card of
    another seat's hand or sealed bid is face up."""
    from desktop.history.replay import OPEN_VIEW

    record, view = open_finished_replay(window, tmp_path, game_id, HIDDEN_GAMES[game_id])
    position = len(record.actions) // 3
    view.go_to(position)
    view.watch(OPEN_VIEW)
    view.watch(0)
    assert not view.open_view and not view.seat_view.open
    state = record.replay(position)
    assert view.seat_view.observation() == state.observe(0)
    if not (view.scene.summary_open() or view.scene.frozen):
        shown = set(face_up_cards(view.scene))
        for seat in range(1, state.num_players):
            hidden = set(private_cards(state, seat))
            assert not hidden & shown, f"{game_id}: seat {seat}'s card shown to seat 0"


@pytest.mark.parametrize("game_id", ["doubles_dread", "dog_eat_dog"])
def test_open_games_hide_nothing_and_offer_no_open_view(window, tmp_path, game_id):
    """Double's Dread and Dog Eat Dog keep nothing private to a seat (the engine says
    so): the replay offers no "every hand open", which would change nothing."""
    from desktop.history.replay import OPEN_VIEW

    record, view = open_finished_replay(window, tmp_path, game_id, 4)
    state = record.replay(len(record.actions) // 2)
    assert all(private == {} for private in state.full_view()["private"])
    assert view.bar.seen.findData(OPEN_VIEW) < 0
    view.watch(OPEN_VIEW)
    assert not view.open_view and not view.seat_view.open


def test_stonehenges_ring_shrinks_beside_the_open_hands_and_grows_back(window, tmp_path):
    # The ring kept its size when every hand opened, and the plates lay over its right
    # side (spaces 5 to 12 at 1024x700).
    from desktop.history.replay import OPEN_VIEW

    window.resize(1024, 700)
    record, view = open_finished_replay(window, tmp_path, "stonehenge", 5)
    view.go_to(len(record.actions) // 3)
    board = view.scene.board
    closed = board.sceneBoundingRect()
    view.watch(OPEN_VIEW)
    opened = board.sceneBoundingRect()
    assert opened.width() < closed.width() * 0.85
    plates = [item for item in view.scene.items() if hasattr(item, "thinking")]
    assert plates and all(opened.right() <= plate.sceneBoundingRect().left() for plate in plates)
    view.watch(0)
    assert board.sceneBoundingRect() == closed
