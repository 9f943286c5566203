"""Issue 25: the guided match's panel at a real window (offscreen): the lesson starts
from Help > Learn, Next and Back walk the steps, the glowing move is the only one
played and any other choice is explained, Leave goes home, Play on freely hands the
same match to a normal session, and the panel follows a language switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from desktop.shell import i18n
from desktop.tutorial import lesson_games
from desktop.tutorial.lesson import load_lesson
from tests.desktop.table_helpers import click_item

LESSON = load_lesson("dumble")


def open_lesson(qtbot, window, game_id):
    window.learn_actions[game_id].trigger()  # Help > Learn <game>
    guide = window.match.lesson
    window.session.pace_ms = 0
    qtbot.waitUntil(lambda: guide.current is not None and not window.animator.busy())
    return guide


@pytest.fixture
def lesson(qtbot, window):
    return open_lesson(qtbot, window, "dumble")


def settle(qtbot, window, guide):
    """The learner can act: a step to read, the glowing move, a summary to close (its
    button glows then), or the lesson's end."""
    qtbot.waitUntil(guide.learner_may_act, timeout=10000)


def test_help_menu_offers_the_lesson_and_it_opens_on_its_deal(qtbot, window, lesson):
    assert window.learn_actions["dumble"].text() == "Learn Dumble (a guided match)"
    panel = window.table.lesson
    assert panel is lesson.panel and panel.isVisible()
    assert window.session.record.seed == LESSON.seed
    assert not window.session.autosave_enabled  # a lesson is no match to resume
    assert panel.counter.text() == f"Step 1 of {len(LESSON.steps)}"
    assert "DU-2" in panel.rule.text()
    # The panel stands beside the table, not over it.
    table = window.table.view
    left = table.mapTo(window, table.rect().topRight()).x()
    assert panel.mapTo(window, panel.rect().topLeft()).x() > left


def test_next_and_back_walk_the_steps_and_the_move_glows(qtbot, window, lesson):
    panel = lesson.panel
    assert not panel.back_button.isEnabled()
    for _ in range(3):
        panel.next_button.click()
    assert lesson.current.expect == ("discard", LESSON.steps[3].expect[1])
    assert not panel.next_button.isEnabled()  # an action step: play it to go on
    qtbot.waitUntil(lambda: window.scene.hint_halo is not None)
    (jack,) = window.scene.hint_halo.targets
    assert jack.card == LESSON.steps[3].expect[1][0]
    panel.back_button.click()
    assert panel.counter.text().startswith("Step 3 of") and "already played" in (
        panel.counter.text()
    )
    panel.next_button.click()
    assert panel.counter.text().startswith("Step 4 of")
    # The real clicks: the glowing Jack, then Discard.
    click_item(qtbot, window, jack)
    window.scene.controls_widget.discard_button.click()
    settle(qtbot, window, lesson)
    assert lesson.current.index == 4
    assert window.session.record.actions == [LESSON.steps[3].expect]


def test_another_choice_is_explained_and_not_played(qtbot, window, lesson):
    panel = lesson.panel
    panel.next_button.click()
    window.scene.action_chosen.emit(("discard", LESSON.steps[3].expect[1]))  # too early
    assert "Read this step first" in panel.note.text()
    panel.next_button.click()
    panel.next_button.click()
    assert not panel.note.isVisible() or not panel.note.text()
    ace = next(card for card in window.session.state.observe(0)["hand"] if card % 13 == 0)
    window.scene.action_chosen.emit(("discard", (ace,)))  # legal, not the lesson's
    assert "The rules allow that move" in panel.note.text()
    assert "discard J" in panel.note.text()  # the lesson's move, in words
    window.scene.action_chosen.emit(("draw",))  # against the rules: the engine says why
    assert "Discard first, then draw a card." in panel.note.text()
    assert window.session.record.actions == []


@pytest.mark.parametrize("game_id", lesson_games())
def test_the_whole_lesson_plays_to_its_end(qtbot, window, game_id):
    lesson = open_lesson(qtbot, window, game_id)
    while not lesson.finished:
        settle(qtbot, window, lesson)
        if lesson.finished:
            break
        step = lesson.current
        if lesson.summary_waits():
            # An auction's summary holds the table: its glowing button first.
            assert lesson._lit.objectName() == "nextRoundButton"
            assert "close the summary" in lesson.panel.note.text()
            lesson._lit.click()
        elif step.is_action:
            if step.button:  # a button's move: that button glows, and is pressed
                qtbot.waitUntil(lambda s=step: lesson._lit is not None)
                assert lesson._lit.objectName() == step.button
                lesson._lit.click()
            else:
                qtbot.waitUntil(lambda: window.scene.hint_halo is not None)
                window.scene.action_chosen.emit(step.expect)
        else:
            lesson.panel.next_button.click()
        qtbot.wait(10)
    assert window.session.record.actions == lesson.lesson.actions()
    assert lesson.panel.counter.text() == "Lesson over"
    window.scene.action_chosen.emit(("draw",))
    if window.session.state.is_over():  # played to the match's real end (Dog Eat Dog)
        assert "start a new match" in lesson.panel.note.text()
        assert "the match is over" in lesson.panel.text.text()
        assert not lesson.panel.play_on_button.isEnabled()
    else:
        assert "Play on freely" in lesson.panel.note.text()
        assert lesson.panel.play_on_button.isEnabled()
    assert game_id != "dog_eat_dog" or window.session.state.is_over()


def test_leave_goes_home(qtbot, window, lesson):
    lesson.panel.leave_button.click()
    assert window.pages.currentWidget() is window.home
    assert window.match is None and window.table.lesson is None


def test_play_on_freely_keeps_the_match_and_its_seats(qtbot, window, lesson):
    for _ in range(3):
        lesson.panel.next_button.click()
    window.scene.action_chosen.emit(LESSON.steps[3].expect)
    settle(qtbot, window, lesson)
    seats = list(window.session.record.seats)
    lesson.panel.play_on_button.click()
    session = window.session
    assert window.match.lesson is None and window.table.lesson is None
    assert session.autosave_enabled and session.bots is window.bots
    assert session.record.seats == seats and session.record.seed == LESSON.seed
    assert session.record.actions == [LESSON.steps[3].expect]
    assert session.undo_enabled  # a normal match again


def test_the_panel_follows_a_language_switch(qtbot, window, lesson):
    panel = lesson.panel
    assert "Aim of the game" in panel.rule.text()
    window.set_language("fr")
    assert i18n.current_language() == "fr"
    # Qt tells every widget of the switch (LanguageChange): the link names the clause
    # as the French rules do, the step's text is translated again from its source.
    qtbot.waitUntil(lambda: "But du jeu" in panel.rule.text())
    assert "DU-2" in panel.rule.text()
    window.set_language("en")
    qtbot.waitUntil(lambda: "Aim of the game" in panel.rule.text())


def test_next_waits_while_a_bot_is_held_by_a_summary(qtbot, window):
    """Stonehenge: after the blue auction's explanation, Next lets the bot open the
    yellow auction, but the auction's summary holds the table: Next is off and does
    nothing (the script never skips a bot's move), and the summary's button glows."""
    lesson = open_lesson(qtbot, window, "stonehenge")
    while True:
        settle(qtbot, window, lesson)
        step = lesson.current
        if step is not None and step.index == 9:
            break
        if lesson.summary_waits():
            lesson._lit.click()
        elif step.is_action:
            qtbot.waitUntil(lambda s=step: s.button == "" or lesson._lit is not None)
            if step.button:
                lesson._lit.click()
            else:
                window.scene.action_chosen.emit(step.expect)
        else:
            lesson.panel.next_button.click()
        qtbot.wait(10)
    qtbot.waitUntil(window.scene.summary_open)  # the blue auction's summary
    lesson.panel.next_button.click()  # the step read: the bot may open the next auction
    cursor = lesson.cursor
    assert lesson.current is None and not lesson.panel.next_button.isEnabled()
    lesson.next()
    assert lesson.cursor == cursor
    assert lesson._lit is not None and lesson._lit.objectName() == "nextRoundButton"
    # Lit on the dark summary, the button keeps a light face and dark text (its text
    # once went black on dark brown).
    face, ink = face_and_ink(lesson._lit)
    assert face > 200 and ink < 90, (face, ink)
    lesson._lit.click()
    qtbot.waitUntil(lambda: lesson.current is not None and lesson.current.index == 10)


def face_and_ink(button) -> tuple[int, int]:
    """A button's face (the median lightness inside its border) and its ink (the
    darkest), from its rendering."""
    image = button.grab().toImage()
    inset = 8  # inside the lit border
    lightness = sorted(
        image.pixelColor(x, y).lightness()
        for x in range(inset, image.width() - inset)
        for y in range(inset, image.height() - inset)
    )
    return lightness[len(lightness) // 2], lightness[0]


def test_the_home_tile_offers_the_lesson(qtbot, window):
    tile = window.home.tiles["dumble"]
    assert tile.learn_button.isVisible() and tile.learn_button.text() == "Learn"
    qtbot.mouseClick(tile.learn_button, Qt.MouseButton.LeftButton)
    assert window.match is not None and window.match.lesson is not None
    assert window.session.record.seed == LESSON.seed


def test_a_games_first_match_offers_its_lesson_once(qtbot, window, monkeypatch):
    from desktop.shell.main_window import setup_from_seats

    setup = setup_from_seats("dumble", ["human", "bot:normal"], ["", ""], {}, 5)
    window.start_match(setup)
    message = window.table.message.text()
    assert "New to Dumble?" in message and 'href="learn:dumble"' in message
    assert window.settings.lessons_offered == ["dumble"]
    window.start_match(setup_from_seats("dumble", ["human", "bot:normal"], ["", ""], {}, 6))
    assert "New to Dumble?" not in window.table.message.text()  # offered once
    # The link of the first time: the match in progress is asked about first, as
    # before any other match (here the player gives it up).
    asked = []
    monkeypatch.setattr(window, "ask_about_unfinished", lambda record: asked.append(1) or "abandon")
    window._open_link("learn:dumble")
    assert asked == [1] and window.match.lesson is not None


def walk_to(qtbot, window, lesson, arrived):
    """Follow the lesson (Next, the glowing moves, a summary's button) until
    `arrived(step)` holds for the current step, settled and glowing."""
    while True:
        settle(qtbot, window, lesson)
        step = lesson.current
        if lesson.summary_waits():
            lesson._lit.click()
        elif step is not None and step.is_action and arrived(step):
            qtbot.waitUntil(lambda: window.scene.lesson_focus is not None)
            return step
        elif step.is_action:
            qtbot.waitUntil(lambda s=step: s.button == "" or lesson._lit is not None)
            if step.button:
                lesson._lit.click()
            else:
                window.scene.action_chosen.emit(step.expect)
        else:
            lesson.panel.next_button.click()
        qtbot.wait(10)


def other_glows(scene) -> list:
    """The table's items glowing as legal choices, outside the lesson's focus."""
    from desktop.table.item import TableItem

    focus = scene.lesson_focus or []
    return [
        item
        for item in scene.items()
        if isinstance(item, TableItem)
        and item.legal_look
        and not any(item is chosen for chosen in focus)
    ]


@pytest.mark.parametrize("game_id", lesson_games())
def test_the_lessons_glow_stands_out_and_the_other_choices_fade(qtbot, window, game_id):
    """Issue 25: while a step expects a move on the table, its items wear the lesson's
    magenta halo, pulsing, and every other legal item's own glow is faint; Next steps
    and the end of the lesson give the table its usual looks back."""
    from desktop.table.hint_halo import LESSON_COLOUR, HintHalo
    from desktop.table.item import SUBDUED_GLOW

    lesson = open_lesson(qtbot, window, game_id)
    if game_id == "double_action":  # a chip's cell among the board's lit cells
        step = walk_to(qtbot, window, lesson, lambda s: s.expect[0] == "place")
    else:
        step = walk_to(qtbot, window, lesson, lambda s: not s.button)
    scene = window.scene
    halo = scene.hint_halo
    assert isinstance(halo, HintHalo) and halo.lesson and halo.pulsing()
    assert halo.colour == LESSON_COLOUR
    assert scene.lesson_focus == halo.targets and halo.targets
    for item in halo.targets:
        if hasattr(item, "legal_glow_opacity"):
            assert item.legal_glow_opacity() == 1.0
    for item in other_glows(scene):
        assert item.legal_glow_opacity() == SUBDUED_GLOW, f"{game_id}: {item!r} glows fully"
    if game_id == "double_action":  # the board's lit cells: only the lesson's is bright
        board = scene.board
        lit = [cell for cell, state in board._states.items() if state == "legal"]
        bright = [cell for cell in lit if board.cell_glow_opacity(cell) == 1.0]
        assert len(lit) > 1 and len(bright) == 1, (lit, bright)
    else:
        assert other_glows(scene), f"{game_id}: no other legal item to fade at {step.index}"
    # A plain hint (Edit > Hint) keeps the sky-blue ring and fades nothing.
    scene.clear_hint()
    assert scene.lesson_focus is None and scene.show_hint(step.expect)
    assert not scene.hint_halo.lesson and scene.lesson_focus is None
    assert all(item.legal_glow_opacity() == 1.0 for item in other_glows(scene))


def test_a_buttons_glow_pulses_and_the_table_fades_until_play_on(qtbot, window):
    """Dog Eat Dog's Roll: the button is ringed with a pulsing glow, every glow of the
    table fades; Play on freely gives the table its usual looks back."""
    from PySide6.QtWidgets import QGraphicsDropShadowEffect

    from desktop.table.item import SUBDUED_GLOW

    lesson = open_lesson(qtbot, window, "dog_eat_dog")
    walk_to(qtbot, window, lesson, lambda s: s.button == "rollButton")
    qtbot.waitUntil(lambda: lesson._lit is not None)
    button = lesson._lit
    assert button.objectName() == "rollButton"
    effect = button.graphicsEffect()
    assert isinstance(effect, QGraphicsDropShadowEffect)
    radii = set()
    for _ in range(8):
        radii.add(round(effect.blurRadius()))
        qtbot.wait(60)
    assert len(radii) > 1  # it pulses
    assert window.scene.lesson_focus == []
    # the attacker and target stay outlined; nothing else is a legal item to fade then
    assert all(i.legal_glow_opacity() == SUBDUED_GLOW for i in other_glows(window.scene))
    lesson.panel.play_on_button.click()
    assert button.graphicsEffect() is None and "ff3fd4" not in button.styleSheet()
    scene = window.scene
    assert scene.lesson_focus is None and scene.hint_halo is None


def test_leave_takes_the_lessons_glow_away(qtbot, window):
    lesson = open_lesson(qtbot, window, "dumble")
    walk_to(qtbot, window, lesson, lambda s: True)
    scene = window.scene
    assert other_glows(scene) and scene.lesson_focus
    lesson.panel.leave_button.click()
    assert scene.lesson_focus is None and scene.hint_halo is None
    assert all(item.legal_glow_opacity() == 1.0 for item in other_glows(scene))


def test_the_probe_points_inside_a_glowing_pyramid(qtbot, window):
    """The real-client tests click where the probe says a glowing item lies: for Dog
    Eat Dog's pyramid it named a point left of the triangle, on the felt. It now gives
    the centre of the item's outline in view coordinates, and a click there plays it."""
    from desktop.table.item import TableItem
    from desktop.tools.probe import glow_point

    lesson = open_lesson(qtbot, window, "dog_eat_dog")
    step = walk_to(qtbot, window, lesson, lambda s: s.expect[0] == "attacker")
    (pyramid,) = window.scene.hint_halo.targets
    at = glow_point(pyramid)
    box = pyramid.shape().boundingRect()
    assert pyramid.mapFromScene(at) == box.center()
    rect = pyramid.boundingRect()  # the old guess: a fifth in from its box's left
    old = QPointF(rect.left() + rect.width() * 0.2, rect.center().y())
    assert not pyramid.shape().contains(old)
    top = next(item for item in window.scene.items(at) if isinstance(item, TableItem))
    assert top is pyramid
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))
    qtbot.waitUntil(lambda: window.session.record.actions[-1:] == [step.expect])


def test_the_counters_accent_is_not_clipped(qtbot, window, lesson):
    """ "Étape 1 sur 17" lost its accent under X: a one-line label is its font's
    height, and the É rises above the font's ascent. The title and the counter keep
    room above the text for it."""
    window.set_language("fr")
    panel = lesson.panel
    qtbot.waitUntil(lambda: panel.counter.text().startswith("Étape"))
    for label in (panel.title, panel.counter):
        metrics = label.fontMetrics()
        # QLabel draws a line's baseline one ascent below the top of its contents.
        top_of_accent = (
            label.contentsRect().top() + metrics.ascent() + metrics.tightBoundingRect("É").top()
        )
        assert top_of_accent >= 0, f"{label.objectName()}: the É is clipped"
        assert label.height() >= label.sizeHint().height()
    window.set_language("en")


def test_a_wrong_clicks_note_is_scrolled_into_view(qtbot):
    """On a small screen a long step fills the panel: the note answering a wrong click
    is scrolled into view, not left below the fold."""
    from PySide6.QtWidgets import QScrollArea

    from desktop.tutorial.guide import READ_FIRST
    from desktop.tutorial.panel import LessonPanel

    panel = LessonPanel("dog_eat_dog")
    qtbot.addWidget(panel)
    panel.resize(260, 240)
    panel.show()
    step = max(load_lesson("dog_eat_dog").steps, key=lambda step: len(step.text))
    panel.show_step(step, step.index + 1, 21, done=False, can_next=True, can_back=True)
    panel.set_note(("Tutorial", READ_FIRST, {}))
    scroll = panel.findChild(QScrollArea)
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)  # it does scroll

    def note_in_view() -> bool:
        top = panel.note.mapTo(scroll.viewport(), panel.note.rect().topLeft()).y()
        return top >= 0 and top + panel.note.height() <= scroll.viewport().height()

    qtbot.waitUntil(note_in_view)


def test_double_actions_pile_labels_never_touch_in_french_on_a_small_window(qtbot, window):
    """Seen in the lesson's screens: at 1024x700 in French, "défausse" ran into
    "pioche : 20" (both at their smallest). The stock's label drops a line instead."""
    window.resize(1024, 700)
    window.set_language("fr")
    lesson = open_lesson(qtbot, window, "double_action")
    walk_to(qtbot, window, lesson, lambda step: step.expect[0] == "exchange")
    signs = window.scene.pile_signs
    discard, stock = signs["discard"], signs["stock"]
    assert discard.text() and stock.text().startswith("pioche")
    left, right = discard.sceneBoundingRect(), stock.sceneBoundingRect()
    apart = right.left() - left.right() >= 4 or right.top() >= left.bottom() - 1
    assert apart, (left, right)
