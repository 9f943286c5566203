"""The log follows the table in every game: a move's lines are written once the table
has shown the move (a series drawn, a pawn swallowed, a fight's dice stopped), never
while its animation still plays, as the score sheet and the chart do
(test_match_end_status)."""

from __future__ import annotations

import copy

import pytest

from desktop.games import playable_games
from rules_engine.ai.base import RandomBot
from rules_engine.core import get_game
from rules_engine.core.catalogue import entry
from rules_engine.core.record import HUMAN, Seat, save_record
from rules_engine.play import play_match


def open_at(window, tmp_path, record, moves: int):
    """`record` opened after its first `moves` moves, every seat a person's: the move
    that comes next in it."""
    record = copy.deepcopy(record)
    following = record.actions[moves]
    del record.actions[moves:]
    record.seats = [Seat(f"P{seat + 1}", HUMAN) for seat in range(len(record.seats))]
    path = tmp_path / f"after-{moves}.tablee"
    save_record(record, path)
    assert window.open_path(str(path), ask=False)
    window.session.pace_ms = 0
    return following


@pytest.mark.parametrize("game_id", playable_games())
def test_a_move_is_logged_once_the_table_has_shown_it(qtbot, window, tmp_path, game_id):
    game = get_game(game_id)
    players = entry(game_id).player_counts[0]
    record = play_match(game, [RandomBot(game) for _ in range(players)], 11).record
    shown = 0
    for moves in range(len(record.actions) // 4, len(record.actions)):
        following = open_at(window, tmp_path, record, moves)
        qtbot.waitUntil(lambda: not window.animator.busy(), timeout=10000)
        window.animator.set_speed(0.3)
        before = window.table.log.toPlainText()
        window.match.play(following)
        if not window.animator.busy() or window.scene.summary_open():
            continue  # nothing moves, or the move ends a round (held behind its summary)
        window.scene.sync()  # the window re-syncs the table on many changes
        assert window.table.log.toPlainText() == before, "nothing told while the table plays"
        qtbot.waitUntil(lambda: not window.animator.busy(), timeout=20000)
        if window.scene.summary_open():
            continue
        assert window.table.log.toPlainText() != before, "told once shown"
        shown += 1
        if shown == 3:
            return
    raise AssertionError(f"only {shown} animated moves met")


def test_in_hot_seat_the_mover_reads_their_move_before_the_curtain(qtbot, window):
    """The log waits for the table; then the mover sees the settled table, with their
    own draw in the log, for a beat before the curtain comes for the next player (the
    curtain once came at the instant the log was written: they never read it)."""
    from tests.desktop.test_match_lifecycle import YOU_DRAW, lift_curtain, start

    session = start(window, ["human", "human"], seed=11)
    first = session.state.to_move
    lift_curtain(qtbot, window, first)
    window.animator.set_speed(0.3)
    hand = session.state.observe(first)["hand"]
    window.match.play(("discard", (hand[0],)))
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=10000)
    window.match.play(("draw",))
    assert window.animator.busy(), "the drawn card flies to the hand"
    assert not YOU_DRAW.search(window.table.log.toPlainText()), "not told while it flies"
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=10000)
    assert window.viewer == first and window.table.curtain.isHidden()
    assert YOU_DRAW.search(window.table.log.toPlainText()), "told once in the hand"
    qtbot.waitUntil(lambda: window.table.curtain.isVisible(), timeout=5000)
    assert window.viewer == 1 - first
