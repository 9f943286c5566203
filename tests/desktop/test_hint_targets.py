"""What a hint shows, in every game: for each legal action at many of the human's
decisions of a real match (random moves, seeded, the other seats played by the test
with the bots held), the scene says the action in a few words (`hint_words`) and
names the items that show it (`hint_items`): items on the table and visible, and for
an action that names cards, pawns, pyramids or cells exactly those (a Dumble discard
of two cards: those two cards of the viewer's hand); a button's action names none."""

from __future__ import annotations

import random

import pytest

from desktop.games import playable_games
from desktop.shell.main_window import setup_from_seats
from rules_engine.core import get_game
from rules_engine.core.catalogue import CATALOGUE

NAMES = ["Claire", "Bob", "Ann", "Dan"]
DECISIONS = 14  # at least so many of the human's decision points checked per run (over
# more than one match for a game whose matches are short)
# Runs chosen for a game: (seed, options, the kinds of action the run must meet: the
# seeds make sure). Every other game of the catalogue gets one run that must meet every
# kind of action it declares.
RUNS = {
    "dumble": [(3, {}, {"discard", "draw", "take", "dumble"})],
    "doubles_dread": [(5, {}, {"bid", "pass", "boat", "side", "lead", "play"})],
    "dog_eat_dog": [
        (
            2,
            {"treehouse": True},
            {"attacker", "decline", "target", "cancel", "roll", "skip", "dig", "aim"},
        ),
        (8, {"treehouse": True}, {"attacker", "target", "swap"}),
    ],
    "double_action": [(5, {}, {"card", "place", "remove"})],
    "stonehenge": [(5, {}, {"add", "take_back", "seal", "pass"})],
}
CASES = [
    (game.id, *run)
    for game in CATALOGUE
    for run in RUNS.get(game.id, [(5, {}, set(game.action_kinds))])
]


def start(window, game_id, seed=5, options=None):
    """A match with the human in seat 0 and bots the test plays for (held)."""
    game = get_game(game_id)
    count = min(game.player_counts, key=lambda count: (abs(count - 4), count))
    kinds = ["human"] + ["bot:easy"] * (count - 1)
    window.start_match(setup_from_seats(game_id, kinds, NAMES[:count], options or {}, seed))
    session = window.session
    session._cancel_bot()  # the test plays every seat: no bot's answer comes in
    session._bots_paused = True
    return session


# -- what each game's hint must name -------------------------------------------------------


def _one(items) -> object:
    assert len(items) == 1, f"one item expected, got {items}"
    return items[0]


def check_dumble(scene, action, items) -> None:
    kind = action[0]
    if kind == "discard":
        assert sorted(item.card for item in items) == sorted(action[1])
        assert all(item.role == "hand" for item in items), "the cards of the viewer's hand"
    elif kind == "take":
        item = _one(items)
        assert (item.role, item.card) == ("offer", action[1])
    elif kind == "draw":
        item = _one(items)
        stock = [other for other in scene.card_items.values() if other.role == "stock"]
        assert item.role == "stock" and item.zValue() == max(other.zValue() for other in stock)
    else:
        assert items == []


def check_doubles_dread(scene, action, items) -> None:
    kind = action[0]
    if kind in ("boat", "lead"):
        assert _one(items).boat == action[1]
    elif kind == "play":
        item = _one(items)
        assert item.key == ("pawn", action[1]) and item.role == "boat"
    else:
        assert items == []


def check_dog_eat_dog(scene, action, items) -> None:
    if action[0] in ("attacker", "target", "swap", "dig", "aim"):
        stack = next(s for s in scene.observation()["stacks"] if action[1] in s)
        item = _one(items)
        assert item.key == ("stack", stack[0]) and item.role == "table"
    else:
        assert items == []


def check_double_action(scene, action, items) -> None:
    kind = action[0]
    board = scene.board
    if kind in ("card", "exchange"):
        item = _one(items)
        assert (item.role, item.card) == ("hand", action[1])
        return
    cells = {"place": (action[1],), "remove": (action[1],)}.get(kind, ())
    if kind == "series":
        cells = action[1]
    under = [board.cell_at_scene(item.sceneBoundingRect().center()) for item in items]
    assert sorted(under) == sorted(divmod(cell, 10) for cell in cells)
    for item in items:  # a cell's size: the glow rings that cell, not the board
        rect = item.sceneBoundingRect()
        assert rect.width() <= board.sceneBoundingRect().width() / 8


def check_stonehenge(scene, action, items) -> None:
    roles = {"add": "hand", "take_back": "bid"}
    if action[0] in roles:
        item = _one(items)
        assert (item.role, item.card) == (roles[action[0]], action[1])
    else:
        assert items == []


# What each game's hint must name, beyond what every game's must (a game without one:
# its items on the table and visible).
CHECKS = {
    "dumble": check_dumble,
    "doubles_dread": check_doubles_dread,
    "dog_eat_dog": check_dog_eat_dog,
    "double_action": check_double_action,
    "stonehenge": check_stonehenge,
}


def check_decision(scene, game_id, legal) -> None:
    table = scene.sceneRect()
    for action in legal:
        words = scene.hint_words(action)
        assert isinstance(words, str) and words.strip(), f"no words for {action}"
        assert "%" not in words, f"a placeholder left in {words!r}"
        items = scene.hint_items(action)
        for item in items:
            assert item is not None and item.scene() is scene, f"{action}: not on the table"
            assert item.isVisible(), f"{action}: {item} is hidden"
            assert table.intersects(item.sceneBoundingRect()), f"{action}: off the table"
        CHECKS.get(game_id, lambda *_: None)(scene, action, items)
    # The glow rings them, one ring per item, and leaves with Esc's clear_hint.
    action = max(legal, key=lambda a: len(scene.hint_items(a)))
    shown = scene.show_hint(action)
    if shown:
        assert len(scene.hint_halo.rings()) == len(shown)
    scene.clear_hint()
    assert scene.hint_halo is None


@pytest.mark.parametrize(
    ("game_id", "seed", "options", "must_meet"),
    [
        pytest.param(*case, id=f"{case[0]}-{case[1]}")
        for case in CASES
        if case[0] in playable_games()
    ],
)
def test_every_legal_action_has_words_and_shows_its_items(
    qtbot, window, game_id, seed, options, must_meet
):
    session = start(window, game_id, seed, options)
    scene = window.scene
    rng = random.Random(seed)
    decisions, met, matches = 0, set(), 1
    for _ in range(3000):
        if decisions >= DECISIONS and must_meet <= met:
            break
        if scene.summary_open():
            scene.continue_after_round()  # "Next round", as the player clicks it
            continue
        if session.state.is_over():
            # A short game's match holds fewer decisions: the next match goes on.
            session = start(window, game_id, seed + matches, options)
            scene, matches = window.scene, matches + 1
            continue
        assert not window.animator.busy()  # animations are off in these tests
        legal = session.state.legal_actions()
        if session.state.to_move == scene.viewer:
            assert scene.is_my_turn()
            check_decision(scene, game_id, legal)
            decisions += 1
            met |= {action[0] for action in legal}
        window.match.play(rng.choice(legal))
    assert decisions >= DECISIONS
    assert must_meet <= met, f"never met {must_meet - met}"


def test_double_action_rare_choices(qtbot, window):
    """What random play seldom meets: a dead card's exchange, a series to choose among
    a longer line's runs, a pass (the scene names them from the action alone)."""
    session = start(window, "double_action")
    scene = window.scene
    card = session.state.observe(0)["hand"][0]
    item = _one(scene.hint_items(("exchange", card)))
    assert (item.role, item.card) == ("hand", card)
    assert scene.hint_words(("exchange", card)).startswith("exchange the dead card ")
    cells = (41, 42, 43, 44, 45)
    series = ("series", cells)
    check_double_action(scene, series, scene.hint_items(series))
    assert len(scene.show_hint(series)) == 5 and len(scene.hint_halo.rings()) == 5
    assert scene.hint_words(series).startswith("make the series from ")
    assert scene.hint_items(("pass",)) == [] and scene.hint_words(("pass",)) == "pass"
    # The two cells of a card are told apart ("the upper 7♥", "the lower 7♥").
    layout = session.state.observe(None)["layout"]
    for printed in (layout[0][1], layout[5][5]):  # one card printed twice, then another
        cells = [r * 10 + c for r in range(10) for c in range(10) if layout[r][c] == printed]
        assert len(cells) == 2
        one, two = (scene.hint_words(("place", cell)) for cell in cells)
        assert one != two and one.startswith("put a chip on the ")


def test_a_two_card_discard_glows_on_the_viewers_two_cards(qtbot, window):
    """The brief's own example: Dumble's discard of a pair names its two hand cards."""
    session = start(window, "dumble", seed=3)
    scene = window.scene
    rng = random.Random(1)
    for _ in range(200):
        legal = session.state.legal_actions()
        pairs = [a for a in legal if a[0] == "discard" and len(a[1]) == 2]
        if session.state.to_move == scene.viewer and pairs:
            break
        if scene.summary_open():
            scene.continue_after_round()
            continue
        window.match.play(rng.choice(legal))
    else:
        pytest.fail("no pair to discard came up")
    action = pairs[0]
    items = scene.show_hint(action)
    hand = {item.card: item for item in scene.hand_items()}
    assert {id(item) for item in items} == {id(hand[card]) for card in action[1]}
    assert len(scene.hint_halo.rings()) == 2
    words = scene.hint_words(action)
    assert words.startswith("discard ") and " and " in words
