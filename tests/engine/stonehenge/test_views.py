"""Stonehenge's views: a sealed bid not yet revealed shows only its card count to the
others, in observations and events; the reveal is one event undo never crosses; the
observation carries what a table needs."""

from __future__ import annotations

import random

from rules_engine.ai import make_bot
from rules_engine.play import play_match
from tests.engine.stonehenge.helpers import GAME, auction_round, bid, card, of_type, table

OBSERVATION_KEYS = {
    "game", "seat", "num_players", "to_move", "phase", "first_auction", "ring", "dolmens",
    "owners", "auction", "on_dolmens", "stone", "trump", "opener", "hand", "bid", "bid_value",
    "bids", "hand_sizes", "deck_size", "discard", "shuffle", "shuffle_of", "hidden_from",
    "collections", "scores", "track", "target", "ring_worth", "dolmen_worth", "last_reveal",
    "history", "champion",
}  # fmt: skip


def played(players: int, seed: int):
    bots = [make_bot(GAME, "heuristic")] + [make_bot(GAME, "random")] * (players - 1)
    return play_match(GAME, bots, seed)


def test_a_sealed_bid_not_yet_revealed_is_seen_by_its_seat_only():
    state = table(["14d 2n D", "13n 19d", "20n", "6d"], deck_top="1d 1n 2d 3d")
    events = state.apply(("add", card("14d")))
    events += state.apply(("add", state.hands[0][-1]))  # the dolmen card
    events += state.apply(("seal",))
    for viewer in (None, 1, 2, 3):
        seen = state.observe(viewer)
        assert seen["bids"][0] == {"status": "sealed", "count": 2, "items": None}
        assert seen["bid"] == () and card("14d") not in seen["discard"]
        for event in events:
            redacted = GAME.redact_event(event, viewer)
            assert redacted.get("item") is None  # a laid card is seen by its seat only
            if viewer is not None:
                assert not GAME.reveals_to(event, 0)  # its own choice: no news to seat 0
    assert state.observe(0)["bids"][0]["items"] == (card("14d"), state.bids.items[0][1])
    # Hidden cards change nothing the others see: deal the world again for seat 1.
    for seed in range(5):
        world = GAME.determinize(state.observe(1), 1, random.Random(seed))
        assert world.observe(1) == state.observe(1)
        assert world.observe(None) == state.observe(None)
        assert len(world.bids.items[0]) == 2
    # Then the reveal shows every bid at once, as one event marked as a reveal.
    events = bid(state, "13n 19d") + bid(state, None) + bid(state, "6d")
    (reveal,) = of_type(events, "reveal")
    assert reveal["reveal"] is True
    assert reveal["commitments"][0] == (card("14d"), 60)
    for viewer in (None, 0, 1, 2, 3):
        assert GAME.redact_event(reveal, viewer) == reveal
        if viewer is not None:
            assert GAME.reveals_to(reveal, viewer)


def test_draws_are_seen_by_the_drawing_seat_only():
    state = table(["14d", "13n 19d", "20n"], stone=2, deck_top="1d 1n 2d 3d")
    events = auction_round(state, ["14d", "13n 19d", None])
    for event in of_type(events, "draw"):
        for viewer in range(3):
            redacted = GAME.redact_event(event, viewer)
            if viewer == event["seat"]:
                assert redacted == event and GAME.reveals_to(event, viewer)
            else:
                assert redacted["cards"] == (None,) * len(event["cards"])
        assert GAME.redact_event(event, None)["cards"] == (None,) * len(event["cards"])


def test_the_observation_gives_a_table_everything_it_needs():
    state = table(["14d 3n", "13n 19d 4d", "20n", "6d D 28n"], stone=1)
    auction_round(state, ["14d", "13n 19d", None, "6d"])
    state.apply(("add", card("3n")))
    obs = state.observe(0)
    assert set(obs) == OBSERVATION_KEYS
    assert obs["stone"] == obs["trump"] == state.stones[9] and obs["auction"] == 9
    assert obs["ring"] == state.stones[:30] and obs["dolmens"] == state.stones[30:]
    assert obs["owners"][8] == 0 and obs["owners"][9] is None
    assert obs["bid"] == (card("3n"),) and card("3n") not in obs["hand"]
    assert obs["bid_value"] == 3 and state.observe(None)["bid_value"] == 0
    assert obs["collections"][0][1] == 1 and obs["scores"] == (1, 0, 0, 0)
    assert obs["track"] == (1, 0, 0, 0) and obs["target"] == 20
    assert obs["ring_worth"][0][1] == 2 and obs["dolmen_worth"][0][1] == 4
    reveal = obs["last_reveal"]
    assert reveal["winner"] == 0 and reveal["reason"] == "trump" and reveal["runner_up"] == 1
    assert reveal["bids"][1] == (card("13n"), card("19d")) and reveal["status"][2] == "passed"
    assert obs["history"] == ((1, 0, 0, 0),)
    board = GAME.scoreboard(obs)
    assert board.totals == (1, 0, 0, 0) and board.rounds == ((1, 0, 0, 0),)
    assert GAME.scoreboard(state.observe(None)) == board
