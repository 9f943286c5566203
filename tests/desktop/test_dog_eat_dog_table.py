"""The Dog Eat Dog table, driven offscreen through the real window as a player would:
pyramids clicked on the table, the controls' buttons, a whole match against a bot,
an attack on a stack (the defenders' dice one row each), the Treehouse die and its
follow-up, the match's end with every player's trees."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop.games import playable_games
from desktop.games.dog_eat_dog.layout import pile_groups, scatter
from desktop.games.dog_eat_dog.text import fight_sentence
from desktop.shell.main_window import setup_from_seats
from rules_engine.core import get_game
from tests.desktop.table_helpers import wait_for_turn

GAME = get_game("dog_eat_dog")
# the table is playable once its package's __init__ is in (it waits for its French)
needs_table = pytest.mark.skipif(
    "dog_eat_dog" not in playable_games(), reason="the Dog Eat Dog table is not playable yet"
)
NAMES = ["Claire", "Bob", "Ann"]


def start(window, kinds, seed, options=None):
    setup = setup_from_seats("dog_eat_dog", kinds, NAMES[: len(kinds)], options or {}, seed)
    window.start_match(setup)
    window.session.pace_ms = 0
    return window.session


def click_pyramid(qtbot, window, pyramid: int):
    """Click the table item of the stack holding `pyramid`, inside its silhouette."""
    scene = window.scene
    obs = window.session.state.observe(None)
    bottom = next(stack[0] for stack in obs["stacks"] if pyramid in stack)
    item = scene.pyramids.get(("stack", bottom))
    outline = item.shape().boundingRect()
    point = item.mapToScene(outline.center().x(), outline.bottom() - outline.height() * 0.3)
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))
    return item


def played(window, action, before: int) -> bool:
    actions = window.session.record.actions
    return len(actions) > before and actions[before] == action


def play_by_clicking(qtbot, window, action):
    """One legal action, by the mouse on the real items and buttons."""
    session, scene = window.session, window.scene
    controls = scene.controls_widget
    before = len(session.record.actions)
    kind = action[0]
    if kind in ("attacker", "target", "swap", "dig", "aim"):
        obs = session.state.observe(None)
        bottom = next(stack[0] for stack in obs["stacks"] if action[1] in stack)
        assert scene.pyramids.get(("stack", bottom)).legal_look, f"{action} glows"
        click_pyramid(qtbot, window, action[1])
    elif kind == "roll":
        controls.treehouse_box.setChecked(action[1])
        qtbot.mouseClick(controls.roll_button, Qt.MouseButton.LeftButton)
    else:
        button = {
            "decline": controls.decline_button,
            "skip": controls.skip_button,
            "cancel": controls.back_button,
        }[kind]
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert played(window, action, before), f"the click did not play {action}"


def first_attack(state) -> tuple:
    """The first legal attacker: the table's clicks follow the engine's order."""
    return next(action for action in state.legal_actions() if action[0] == "attacker")


@needs_table
def test_a_whole_match_against_a_bot_played_by_clicking(qtbot, window):
    session = start(window, ["human", f"bot:{GAME.default_bot}"], seed=4)
    for _turn in range(120):
        wait_for_turn(qtbot, window)
        if window.scene.summary_open():
            break
        state = session.state
        legal = state.legal_actions()
        phase = state.observe(None)["phase"]
        if phase == "attacker":
            # the largest attacker, so the match moves on; decline once past a few turns
            attackers = [action for action in legal if action[0] == "attacker"]
            action = attackers[-1] if attackers and _turn < 40 else legal[-1]
        elif phase == "target":
            odds = dict(state.observe(None)["odds"])
            action = ("target", max(odds, key=odds.get))
            item = window.scene.pyramids.get(
                next(("stack", s[0]) for s in state.observe(None)["stacks"] if s[-1] == action[1])
            )
            assert item.toolTip().startswith("Chance to win this fight:"), (
                "the chance shows on hover"
            )
            assert str(round(odds[action[1]] * 100)) in item.toolTip()
        else:
            action = ("skip",) if ("skip",) in legal else legal[0]
        play_by_clicking(qtbot, window, action)
    qtbot.waitUntil(window.scene.summary_open, timeout=10000)
    assert session.state.is_over()
    obs = session.state.observe(None)
    texts = " ".join(label.text() for label in window.scene.summary_widget.findChildren(QLabel))
    for seat, name in enumerate(NAMES[:2]):
        assert f"{name}: one-colour trees" in texts, "each player's trees in words"
        assert f"{obs['final'][seat]} points" in texts
    # every player's trees lie beside the plate, as the engine groups them
    for seat in range(2):
        for group in pile_groups(obs, seat, final=True):
            ordered = tuple(sorted(group, key=lambda p: -obs["pips"][p]))
            assert ("pile", ordered) in window.scene.pyramids
    assert obs["final"] == GAME.scoreboard(obs).totals


def stack_seed() -> int:
    """A seed where Claire starts and her large takes Bob's small, then Ann's large
    beats the stack's top (Claire's large) so the second defender rolls too."""
    from rules_engine.core.record import MatchRecord, Seat

    for seed in range(1, 400):
        record = MatchRecord(
            "dog_eat_dog", [Seat(n) for n in NAMES], seed, GAME.resolve_options({})
        )
        state = record.new_state()
        if state.to_move != 0:
            continue
        state.apply(("attacker", 6))
        events = state.apply(("target", 9))
        if next(e for e in events if e["type"] == "fight")["outcome"] != "won":
            continue
        state.apply(("decline",))
        state.apply(("attacker", 24))
        events = state.apply(("target", 6))
        fight = next(e for e in events if e["type"] == "fight")
        if len(fight["defences"]) == 2:
            return seed
    raise AssertionError("no seed gives the stack fight")


@needs_table
def test_an_attack_on_a_stack(qtbot, window):
    seed = stack_seed()
    session = start(window, ["human"] * 3, seed=seed)
    scene = window.scene
    for action in [("attacker", 6), ("target", 9), ("decline",), ("attacker", 24)]:
        wait_for_turn(qtbot, window)
        play_by_clicking(qtbot, window, action)
    wait_for_turn(qtbot, window)
    stack = scene.pyramids.get(("stack", 9))
    assert stack.is_stack() and stack.controller() == 0, "Claire's large stands on Bob's small"
    assert stack.legal_look, "Ann may attack the stack"
    chance = dict(session.state.observe(None)["odds"])[6]
    assert stack.toolTip() == f"Chance to win this fight: {round(chance * 100)}%"
    play_by_clicking(qtbot, window, ("target", 6))
    wait_for_turn(qtbot, window)
    fight = session.state.observe(None)["last_fight"]
    rows = {key[1] for key in scene.dice if key[0] == "defence"}
    assert rows == {0, 1}, "each defender rolls in a row of its own, top down"
    best = [key for key, die in scene.dice.items() if die.highlighted]
    assert len(best) == 3, "the best die of the attack and of each defender"
    for (_defender, values), row in zip(fight["defences"], (0, 1), strict=True):
        shown = [scene.dice[("defence", row, i)].value for i in range(len(values))]
        assert tuple(shown) == values
    text = scene.fight_text.toPlainText()
    assert text.startswith("Ann's large")
    if fight["outcome"] == "won":
        assert scene.pyramids.get(("stack", 9)).controller() == 2
    else:
        assert fight["outcome"] == "captured"
        assert ("pile", (24,)) in scene.pyramids, "the attacker lies in its captor's pile"


def treehouse_seed(face: str) -> int:
    from rules_engine.core.record import MatchRecord, Seat

    options = GAME.resolve_options({"treehouse": True})
    for seed in range(1, 600):
        record = MatchRecord("dog_eat_dog", [Seat(n) for n in NAMES[:2]], seed, options)
        state = record.new_state()
        if state.to_move != 0:
            continue
        state.apply(("attacker", 6))
        state.apply(("target", 9))
        events = state.apply(("roll", True))
        fight = next(e for e in events if e["type"] == "fight")
        if fight["treehouse"] == face and state.observe(None)["phase"] == "follow_up":
            return seed
    raise AssertionError(f"no seed rolls {face}")


@needs_table
@pytest.mark.parametrize("choice", ["aim", "skip"])
def test_the_treehouse_follow_up(qtbot, window, choice):
    seed = treehouse_seed("aim")
    session = start(window, ["human", "human"], seed=seed, options={"treehouse": True})
    scene, controls = window.scene, window.scene.controls_widget
    wait_for_turn(qtbot, window)
    play_by_clicking(qtbot, window, ("attacker", 6))
    wait_for_turn(qtbot, window)
    play_by_clicking(qtbot, window, ("target", 9))
    wait_for_turn(qtbot, window)
    assert controls.treehouse_box.isVisible() and controls.roll_button.isEnabled()
    play_by_clicking(qtbot, window, ("roll", True))
    wait_for_turn(qtbot, window)
    assert scene.dice[("treehouse",)].value == "aim", "the Treehouse die shows its face"
    assert len([key for key in scene.dice if key[0] == "attack"]) == 2, "one d6 less"
    assert controls.skip_button.isVisible() and controls.skip_button.isEnabled()
    assert controls.status.text().startswith("AIM")
    lone = [s[0] for s in session.state.observe(None)["stacks"] if len(s) == 1]
    assert all(scene.pyramids.get(("stack", p)).legal_look for p in lone)
    if choice == "skip":
        play_by_clicking(qtbot, window, ("skip",))
        assert session.state.observe(None)["turn"] == 1
        return
    tipped = session.state.observe(None)["tipped"]
    # one of Claire's own upright pyramids (Bob's would stand up again as his turn begins)
    target = next(p for p in lone if p < 9 and p not in tipped)
    play_by_clicking(qtbot, window, ("aim", target))
    wait_for_turn(qtbot, window)
    assert target in session.state.observe(None)["tipped"]
    assert scene.pyramids.get(("stack", target)).pyramids[0].tipped, "it lies on its side"


def test_the_scattered_places_follow_the_seed_alone():
    assert scatter(3, 4) == scatter(3, 4)
    assert scatter(3, 4) != scatter(4, 4)
    places = scatter(3, 8)
    assert len(places) == 72 and len(set(places)) == 72
    assert all(0 < x < 1 and 0 < y < 1 for x, y in places)


def test_a_tie_is_explained_in_the_fight_sentence(qtbot):
    """ "6 against 6" alone reads like a mistake: the sentence names the tie-break the
    engine applied."""
    obs = GAME.new_match(2, None, 3).observe(0)
    large, small = 8, 9  # seat 0's last pyramid (a large), seat 1's first (a small)
    assert obs["pips"][large] == 3 and obs["pips"][small] == 1
    fight = {
        "seat": 0,
        "attacker": large,
        "target": small,
        "stack": (small,),
        "dice": (6, 2, 1),
        "best": 6,
        "treehouse": None,
        "defences": ((small, (6,)),),
        "defence_best": (6,),
        "outcome": "tipped",
        "beaten_by": small,
        "captor": None,
        "tie_break": "smaller",
    }
    text = fight_sentence(fight, obs, ["Ann", "Bob"], 0)
    assert "6 against 6" in text and "A tie goes to the smaller pyramid." in text
    equal = {**fight, "tie_break": "defender"}
    assert "goes to the defender" in fight_sentence(equal, obs, ["Ann", "Bob"], 0)
    plain = {**fight, "tie_break": None, "defences": ((small, (5,)),), "defence_best": (5,)}
    assert "tie" not in fight_sentence(plain, obs, ["Ann", "Bob"], 0)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_fight_sentence_stays_above_the_dice(qtbot, window, size):
    """A tie explained in French ran into the dice row at 1024 px."""
    from desktop.games.dog_eat_dog.layout import TEXT_ROOM
    from desktop.shell import i18n

    window.resize(*size)
    start(window, ["human", "bot:normal"], seed=3)
    wait_for_turn(qtbot, window)
    scene = window.scene
    i18n.apply_language("fr")
    try:
        scene._show_fight_text(
            "La grande de Robot 2 perd contre la petite : 6 contre 6. En cas d’égalité, la "
            "plus petite pyramide l’emporte. Les deux pyramides basculent."
        )
        tray = scene.geometry().tray_rect()
        height = scene.fight_text.document().size().height()
        assert height <= tray.height() * TEXT_ROOM
    finally:
        i18n.apply_language("en")


@needs_table
def test_a_hinted_roll_sets_the_treehouse_box(qtbot, window):
    """A hint (a lesson's glowing Roll too) names a roll with or without the Treehouse
    die: the box follows it, so that pressing Roll plays exactly the hinted action."""
    start(window, ["human", "human"], seed=treehouse_seed("aim"), options={"treehouse": True})
    scene, controls = window.scene, window.scene.controls_widget
    wait_for_turn(qtbot, window)
    play_by_clicking(qtbot, window, ("attacker", 6))
    wait_for_turn(qtbot, window)
    play_by_clicking(qtbot, window, ("target", 9))
    wait_for_turn(qtbot, window)
    scene.show_hint(("roll", True))
    assert controls.treehouse_box.isChecked()
    scene.show_hint(("roll", False))
    assert not controls.treehouse_box.isChecked()
    scene.show_hint(("roll", True))
    with qtbot.waitSignal(scene.action_chosen) as chosen:
        controls.roll_button.click()
    assert chosen.args == [("roll", True)]


@needs_table
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_eight_players_plates_read_and_keep_to_their_rows(qtbot, window, size):
    """At eight seats the rows take more of the column and each plate is as large as
    its row holds with a bot's "thinking" pill under it: its line of text was about
    5 pixels tall at 1024 x 700. No plate, pill included, reaches into another."""
    from desktop.table.plates import SeatPlate

    kinds = ["human"] + ["bot:normal"] * 7
    names = ["Claire", "Bob", "Ann", "Dan", "Eve", "Fay", "Gus", "Hal"]
    window.start_match(setup_from_seats("dog_eat_dog", kinds, names, {}, 5))
    window.session.pace_ms = 0
    window.resize(*size)
    wait_for_turn(qtbot, window)
    scene = window.scene
    plates = [scene.plates[seat] for seat in range(8)]
    unit = plates[0].width() * 0.085
    assert unit * 0.95 >= 8.5  # the line's font, in pixels (5.3 before, at 1024 x 700)
    room = [plate.mapRectToScene(plate.boundingRect().adjusted(4, 4, -4, -4)) for plate in plates]
    for upper, lower in itertools.pairwise(room):
        assert upper.bottom() <= lower.top()
    assert all(isinstance(plate, SeatPlate) for plate in plates)
