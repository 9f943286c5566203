"""Issue 25: the guided match's panel at a real window (offscreen): the lesson starts
from Help > Learn, Next and Back walk the steps, the glowing move is the only one
played and any other choice is explained, Leave goes home, Play on freely hands the
same match to a normal session, and the panel follows a language switch."""

from __future__ import annotations

import pytest

from desktop.shell import i18n
from desktop.tutorial.lesson import lesson_games, load_lesson
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


def summary_lit(guide) -> bool:
    return guide._lit is not None and guide._lit.objectName() == "nextRoundButton"


def settle(qtbot, window, guide):
    """The learner can act: a step to read, the glowing move, a summary to close (its
    button glows then), or the lesson's end."""
    learner = guide.lesson.learner

    def ready() -> bool:
        if guide.finished or (window.scene.summary_open() and summary_lit(guide)):
            return True
        step = guide.current
        return (
            step is not None
            and not window.animator.busy()
            and (not step.is_action or window.session.state.to_move == learner)
        )

    qtbot.waitUntil(ready, timeout=10000)


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
        if window.scene.summary_open() and summary_lit(lesson):
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
    assert "Play on freely" in lesson.panel.note.text()


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
        if window.scene.summary_open() and summary_lit(lesson):
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
    lesson._lit.click()
    qtbot.waitUntil(lambda: lesson.current is not None and lesson.current.index == 10)
