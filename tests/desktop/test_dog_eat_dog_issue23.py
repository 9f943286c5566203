"""Dog Eat Dog's table, issue 23: the target is marked, a refused click says why with
its clause, DIG leaves the stack where it stands, dimmed pyramids keep their hue, the
fight is told once its dice stop, the opening roll lies in the tray, a Treehouse face
with no use is logged and a tipped pyramid named, a stack's colour column stays on the
table, pyramids do not overlap on a wide table."""

from __future__ import annotations

import pytest

from desktop.shell.main_window import setup_from_seats
from tests.desktop.table_helpers import SPEED_BRISK, wait_for_turn
from tests.desktop.test_dog_eat_dog_table import click_pyramid

NAMES = ["Claire", "Bob", "Ann", "Dan", "Eve", "Fay"]


def start(window, seed, options=None, kinds=("human", "human")):
    setup = setup_from_seats("dog_eat_dog", list(kinds), NAMES[: len(kinds)], options or {}, seed)
    window.start_match(setup)
    window.session.pace_ms = 0
    return window.session


def play(qtbot, window, action):
    window.session.play(action)
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=10000)


def a_won_stack(qtbot, window, options=None):
    """A two-human match in which the first seat's first attack took a lone pyramid:
    that seat then controls a stack of two (returns the stack, bottom first)."""
    for seed in range(1, 60):
        session = start(window, seed, options)
        wait_for_turn(qtbot, window)
        state = session.state
        seat = state.to_move
        attacker = next(a for a in state.legal_actions() if a[0] == "attacker")
        play(qtbot, window, attacker)
        target = next(a for a in state.legal_actions() if a[0] == "target")
        play(qtbot, window, target)
        if state.phase == 2:  # the Treehouse die's choice
            play(qtbot, window, ("roll", False))
        fight = state.last_fight
        if fight["outcome"] == "won" and fight["treehouse"] is None:
            return seat, tuple(state.stacks[fight["attacker"]])
    raise AssertionError("no seed gave a won first attack")


def test_the_chosen_target_is_marked(qtbot, window):
    """With the Treehouse die, a target waits for the roll: it is outlined, as the
    attacker is."""
    session = start(window, 3, {"treehouse": True})
    wait_for_turn(qtbot, window)
    state = session.state
    for action in state.legal_actions():
        if action[0] == "attacker" and state.observe(None)["pips"][action[1]] > 1:
            play(qtbot, window, action)
            break
    target = next(a for a in state.legal_actions() if a[0] == "target")
    play(qtbot, window, target)
    assert state.observe(None)["phase"] == "die"
    item = window.scene.pyramids.get(("stack", target[1]))
    assert item.selected_look, "the chosen target is marked"


def test_a_click_on_your_own_stack_says_why(qtbot, window):
    _seat, stack = a_won_stack(qtbot, window)
    wait_for_turn(qtbot, window)
    state = window.session.state
    # the other seat moves; the stack's bottom is theirs, taken by the attacker
    mover = state.to_move
    assert window.session.state.observe(None)["colours"][stack[0]] == mover
    messages = []
    window.scene.message.connect(lambda text, clause: messages.append((text, clause)))
    window.scene.set_viewer(mover)
    wait_for_turn(qtbot, window)
    click_pyramid(qtbot, window, stack[-1])
    assert messages and messages[-1][1] == "DE-7", messages  # not a lone pyramid of yours
    attacker = next(a for a in state.legal_actions() if a[0] == "attacker")
    play(qtbot, window, attacker)
    click_pyramid(qtbot, window, stack[-1])
    text, clause = messages[-1]
    assert clause == "DE-8" and not text.startswith("Not now"), messages


def test_the_fight_is_told_once_its_dice_stop(qtbot, window):
    """While the dice roll, neither the log nor the tray says how the fight went; once
    they stop, both do."""
    session = start(window, 5)
    wait_for_turn(qtbot, window)
    window.animator.set_speed(SPEED_BRISK)
    state = session.state
    play(qtbot, window, next(a for a in state.legal_actions() if a[0] == "attacker"))
    target = next(a for a in state.legal_actions() if a[0] == "target")
    session.play(target)
    assert window.animator.busy(), "the dice roll"
    window.scene.sync()  # the window re-syncs the table on many changes
    assert " against " not in window.table.log.toPlainText(), "no outcome logged yet"
    assert window.scene.fight_text.toPlainText() == ""
    qtbot.waitUntil(lambda: not window.animator.busy(), timeout=15000)
    assert " against " in window.table.log.toPlainText()
    assert " against " in window.scene.fight_text.toPlainText()


def test_the_log_names_the_pyramid_and_an_unused_face(qtbot):
    from desktop.games.dog_eat_dog.text import describe_event
    from rules_engine.core import get_game

    obs = get_game("dog_eat_dog").new_match(3, {"treehouse": True}, 4).observe(None)
    names = ["Ann", "Bob", "Cleo"]
    small_of_ann = obs["colours"].index(0)  # seat 0's first pyramid
    pips = obs["pips"][small_of_ann]
    size = {1: "small", 2: "medium", 3: "large"}[pips]
    tip = {"type": "aim", "seat": 1, "pyramid": small_of_ann, "tipped": True}
    assert describe_event(tip, names, None, obs) == f"Bob tips Ann's {size} over."
    assert describe_event(tip, names, 0, obs) == f"Bob tips your {size} over."
    dig = {"type": "dig", "seat": 0, "pyramid": small_of_ann}
    assert describe_event(dig, names, 0, obs) == f"You dig your {size} up to the top of its stack."
    unused = {"type": "face_unused", "seat": 2, "face": "swap"}
    assert describe_event(unused, names, 0, obs) == (
        "The Treehouse die shows SWAP, which has no use now."
    )


def _pyramid_pixels(colour: int, dimmed: bool) -> list:
    """The colours a large pyramid of this seat shows, dimmed or not."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop.table.pyramids import LARGE, PyramidItem, PyramidLook

    item = PyramidItem(PyramidLook(colour, LARGE), 80.0)
    item.set_dimmed(dimmed)
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(painter, None)
    painter.end()
    outline = item.outline().boundingRect()
    centre = outline.center() - rect.topLeft()
    points = [(centre.x() + dx * 6, centre.y() + dy * 6) for dx in (-1, 0, 1) for dy in (0, 1)]
    return [image.pixelColor(int(x), int(y)) for x, y in points]


@pytest.mark.parametrize("colour", [1, 2])  # orange and yellow
def test_a_dimmed_pyramid_keeps_its_hue_and_does_not_darken(qtbot, colour):
    """Other players' pyramids were dimmed to brown and olive: orange and yellow were
    hard to match to their plates."""
    for plain, dim in zip(
        _pyramid_pixels(colour, False), _pyramid_pixels(colour, True), strict=True
    ):
        assert abs(plain.hsvHueF() - dim.hsvHueF()) * 360 < 6, (plain.name(), dim.name())
        assert dim.valueF() >= plain.valueF() * 0.9, (plain.name(), dim.name())
        assert dim.hsvSaturationF() < plain.hsvSaturationF()  # it does look dimmed


@pytest.mark.parametrize("players", [2, 6, 8])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1020), (2560, 1000)])
def test_pyramids_on_a_wide_table_do_not_overlap(qtbot, players, size):
    from desktop.games.dog_eat_dog.layout import Geometry, scatter, table_spots
    from desktop.table.pyramids import stack_outline
    from rules_engine.core import get_game

    geo = Geometry(*size, players)
    for seed in range(1, 6):
        obs = get_game("dog_eat_dog").new_match(players, {}, seed).observe(None)
        spots = list(table_spots(geo, obs, scatter(seed, players)).values())
        paths = [stack_outline(spot.look, spot.size).translated(spot.pos) for spot in spots]
        for index, path in enumerate(paths):
            area = path.boundingRect().width() * path.boundingRect().height()
            for other in paths[index + 1 :]:
                common = path.intersected(other).boundingRect()
                assert common.width() * common.height() < area * 0.01, (seed, size)


def test_a_stack_keeps_its_colour_column_on_the_table(qtbot):
    """The column of colour tokens at a stack's left was cut at the board's edge."""
    from desktop.games.dog_eat_dog.layout import Geometry, stack_position
    from desktop.table.pyramids import LARGE, SMALL, PyramidLook, stack_outline

    geo = Geometry(1280, 800, 6)
    looks = (PyramidLook(0, LARGE), PyramidLook(1, SMALL), PyramidLook(2, LARGE))
    unit = geo.table_unit()
    outline = stack_outline(looks, unit).boundingRect()
    token = min(unit * 0.3, outline.height() / len(looks)) * 0.9  # `_paint_contents`
    for place in [(0.0, 0.5), (0.0, 0.0)]:
        foot = stack_position(geo, [place], 0, looks, unit)
        # the widest token (a large) reaches 1.2 tokens left of the silhouette
        column_left = foot.x() + outline.left() - token * 1.2
        assert column_left >= geo.play_rect().left() - 0.5, place


def test_dig_leaves_the_stack_where_it_stands(qtbot, window):
    """DIG lifting the stack's bottom pyramid to its top moved the whole stack to the
    new bottom's scattered place."""
    session = start(window, 3, {"treehouse": True})
    wait_for_turn(qtbot, window)
    state = session.state
    seat = state.turn
    mine = next(p for p in range(len(state.tipped)) if state.observe(None)["colours"][p] == seat)
    other = next(p for p in range(len(state.tipped)) if state.observe(None)["colours"][p] != seat)
    # A table where seat's pyramid lies under another's, and DIG to play (FOLLOW_UP).
    for pyramid in (mine, other):
        del state.stacks[pyramid], state.masks[pyramid]
        state.lone[pyramid] = False
    state.place_stack([mine, other])
    state.phase, state.face, state.attacked = 3, "dig", True
    window.scene.sync()
    before = window.scene.pyramids.get(("stack", mine)).pos()
    assert ("dig", mine) in state.legal_actions()
    play(qtbot, window, ("dig", mine))
    assert (other, mine) in state.observe(None)["stacks"]
    after = window.scene.pyramids.get(("stack", other)).pos()
    assert abs(after.x() - before.x()) < 1 and abs(after.y() - before.y()) < 1


def test_the_roll_for_who_starts_lies_in_the_tray(qtbot, window):
    """DE-4: the opening roll was never shown; before the first fight the tray shows
    each seat's die (a row per throw when a tie rolls again) and who plays first."""
    session = start(window, 26, kinds=("human", *["bot:easy"] * 5))
    obs = session.state.observe(None)
    throws = obs["start_rolls"]
    assert len(throws) == 2 and obs["first_player"] == 0  # seed 26: a tie rolled again
    wait_for_turn(qtbot, window)
    scene = window.scene
    for row, throw in enumerate(throws):
        for seat, value in throw:
            die = scene.dice[("start", row, seat)]
            assert die.value == value and die.isVisible()
    assert scene.dice[("start", 1, 0)].highlighted
    assert scene.fight_text.toPlainText().endswith("You play first.")


def test_the_last_fight_is_ringed_on_the_table(qtbot, window):
    """Issue 23: the last move that lies on the table is marked, in every game where
    one does: here the stack of the last fight, ringed once it has settled."""
    session = start(window, 5)
    wait_for_turn(qtbot, window)
    scene = window.scene
    assert not scene.last_mark.isVisible(), "no fight yet, no ring"
    state = session.state
    play(qtbot, window, next(a for a in state.legal_actions() if a[0] == "attacker"))
    play(qtbot, window, next(a for a in state.legal_actions() if a[0] == "target"))
    if state.phase == 2:  # the Treehouse die's choice
        play(qtbot, window, ("roll", False))
    fight = state.last_fight
    assert fight is not None and scene.last_mark.isVisible()
    stack = next(s for s in state.observe(None)["stacks"] if fight["target"] in s)
    item = scene.pyramids.get(("stack", stack[0]))
    assert item.sceneBoundingRect().contains(scene.last_mark.centre())
