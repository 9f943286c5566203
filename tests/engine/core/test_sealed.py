"""Sealed commitments (`core.sealed`): the helper alone, then a test game built on it
(`sealed_game.py`, the pattern of the Stonehenge bids) played through the protocol:
others see only counts, the reveal is one event undo cannot cross, and records
replay it bit for bit."""

import random

import pytest

from rules_engine.core import IllegalAction
from rules_engine.core import record as record_module
from rules_engine.core.record import MatchRecord, Seat
from rules_engine.core.sealed import BUILDING, PASSED, SEALED, WAITING, SealedCommitments
from rules_engine.core.values import is_plain
from tests.engine.core.sealed_game import GAME


def test_others_see_status_and_count_only():
    bids = SealedCommitments(3)
    bids.lay(0, 17)
    bids.lay(0, 4)
    bids.take_back(0, 17)
    bids.lay(0, 9)
    bids.abstain(1)
    assert bids.laid(0) == (4, 9)
    public = bids.public()
    assert [(b["status"], b["count"], b["items"]) for b in public] == [
        (BUILDING, 2, None),
        (PASSED, 0, None),
        (WAITING, 0, None),
    ]
    assert bids.for_seat(None) == public
    assert bids.for_seat(0)[0]["items"] == (4, 9)
    assert bids.for_seat(2)[0] == public[0] and bids.for_seat(2)[2]["items"] == ()
    assert not bids.all_done()
    bids.seal(0)
    with pytest.raises(ValueError):
        bids.lay(0, 5)  # sealed: final
    bids.lay(2, 1)
    bids.seal(2)
    assert bids.all_done() and bids.status == [SEALED, PASSED, SEALED]
    event = bids.reveal(round=1)
    assert event == {
        "type": "reveal",
        "reveal": True,
        "commitments": ((4, 9), (), (1,)),
        "status": (SEALED, PASSED, SEALED),
        "round": 1,
    }
    twin = bids.copy()
    bids.clear()
    assert bids.public() == tuple({"status": WAITING, "count": 0, "items": None} for _ in range(3))
    assert twin.laid(0) == (4, 9)


def test_a_laid_item_is_redacted_for_everyone_but_its_seat():
    bids = SealedCommitments(2)
    event = bids.lay(1, 30)
    assert SealedCommitments.redact_event(event, 1) == event
    for viewer in (0, None):
        assert SealedCommitments.redact_event(event, viewer) == {**event, "item": None}
    seal = bids.seal(1)
    assert (
        SealedCommitments.redact_event(seal, 0) == seal == {"type": "seal", "seat": 1, "count": 1}
    )


# -- the test game, through the protocol --------------------------------------------------


def play(players, seed):
    """A random match of the test game: (state, every step's events, actions)."""
    rng = random.Random(seed)
    state = GAME.new_match(players, None, seed)
    steps, actions = [], []
    while not state.is_over():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        actions.append(action)
        steps.append((state.clone(), state.apply(action)))
    return state, steps, actions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_other_seats_see_only_that_a_bid_is_laid_and_how_many_cards(players):
    _final, steps, _actions = play(players, seed=players)
    for before, _events in steps:
        full = before.full_view()
        public = before.observe(None)
        for seat in range(players):
            observation = before.observe(seat)
            assert observation == {**public, "seat": seat, **full["private"][seat]}
            for other, bid in enumerate(observation["bids"]):
                assert bid["count"] == len(full["laid"]["items"][other])
                if other == seat:
                    assert bid["items"] == full["laid"]["items"][other]
                else:
                    assert bid["items"] is None


def test_the_reveal_is_one_event_undo_cannot_cross():
    _final, steps, _actions = play(3, seed=11)
    reveals = [e for _state, events in steps for e in events if e["type"] == "reveal"]
    rounds = [e for _state, events in steps for e in events if e["type"] == "round_end"]
    assert len(reveals) == len(rounds) == 3
    laid_seen = 0
    for before, events in steps:
        for event in events:
            assert is_plain(event)
            kind = event["type"]
            for seat in range(3):
                seen = GAME.redact_event(event, seat)
                if kind == "reveal":
                    assert seen == event and GAME.reveals_to(event, seat)
                elif kind in ("lay", "take_back"):
                    laid_seen += 1
                    # The seat that laid the card chose it: no news, undo may take it back.
                    assert not GAME.reveals_to(event, seat)
                    assert (seen["item"] is None) == (seat != event["seat"])
                else:
                    assert not GAME.reveals_to(event, seat) or kind == "deal"
        if any(e["type"] == "reveal" for e in events):
            (reveal,) = [e for e in events if e["type"] == "reveal"]
            # Everything laid is shown at once, as it lay before the last seal or pass.
            laid = before.full_view()["laid"]["items"]
            seat = before.to_move
            for other in range(3):
                if other != seat:
                    assert reveal["commitments"][other] == laid[other]
    assert laid_seen > 0


def test_records_replay_the_sealed_bids_bit_for_bit(monkeypatch):
    final, steps, actions = play(4, seed=5)
    real_get_game = record_module.get_game
    monkeypatch.setattr(
        record_module,
        "get_game",
        lambda game_id: GAME if game_id == GAME.id else real_get_game(game_id),
    )
    record = MatchRecord(GAME.id, [Seat(f"P{seat}") for seat in range(4)], 5, {}, actions)
    loaded = MatchRecord.loads(record.dumps())
    assert loaded.actions == actions
    state = loaded.new_state()
    for (_before, events), replayed in zip(steps, loaded.replay_steps(state), strict=True):
        assert replayed == events
    assert state.full_view() == final.full_view()
    assert loaded.replay(upto=7).full_view() == steps[7][0].full_view()


def test_illegal_steps_are_refused_and_leave_the_state_untouched():
    state = GAME.new_match(2, None, 3)
    seat = state.to_move
    hand = state.hands[seat]
    before = state.full_view()
    for action in [("seal",), ("take_back", hand[0]), ("lay", 99), ("lay", "x"), ("bid", 3)]:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.full_view() == before
    state.apply(("lay", hand[0]))
    assert isinstance(state.refusal(("lay", hand[0])), IllegalAction)  # laid already
    assert isinstance(state.refusal(("pass",)), IllegalAction)
    assert state.refusal(("seal",)) is None


def test_determinized_worlds_keep_the_public_view_and_the_seats_own_bid():
    _final, steps, _actions = play(3, seed=8)
    for before, _events in steps[::3]:
        public = before.observe(None)
        for seat in range(3):
            observation = before.observe(seat)
            world = GAME.determinize(observation, seat, random.Random(seat))
            assert world.observe(seat) == observation
            assert world.observe(None) == public
            assert world.legal_actions(seat) == before.legal_actions(seat)
