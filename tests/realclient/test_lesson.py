"""Issue 25 with real input: Dumble's lesson followed to its end under a real X server,
from the home tile's Learn button, every glowing card and every button clicked with the
pointer, then the match played on freely."""

from __future__ import annotations

from desktop.tutorial.lesson import load_lesson
from tests.realclient.xclient import RealApp

LESSON = load_lesson("dumble")


def lesson_ready(snapshot: dict) -> bool:
    """The table settled on a step the learner can act on: a glowing move, Next, or
    the lesson's end."""
    match, lesson = snapshot["match"], snapshot["lesson"]
    if match is None or lesson is None or match["busy"]:
        return False
    if lesson["finished"]:
        return True
    if lesson["expect"] == "'next'":
        return lesson["buttons"]["lessonNext"]["enabled"]
    return match["to_move"] == 0 and bool(lesson["glowing"])


def test_dumble_lesson_followed_to_its_end_with_real_clicks(launch):
    app: RealApp = launch()
    home = app.wait(lambda s: s["page"] == "home" and "dumble" in s["learn"], "the home tiles")
    app.click(home["learn"]["dumble"])
    app.wait(lambda s: s["lesson"] is not None, "the lesson's table")
    played = 0
    for _ in range(len(LESSON.steps) + 2):
        shown = app.wait(lesson_ready, "the lesson's next step", 30)
        lesson = shown["lesson"]
        if lesson["finished"]:
            break
        if lesson["expect"] == "'next'":
            app.click(lesson["buttons"]["lessonNext"]["at"])
            app.wait(lambda s, step=lesson["step"]: s["lesson"]["step"] != step, "Next")
            continue
        action = LESSON.steps[lesson["step"]].expect
        for point in lesson["glowing"]:  # the cards to discard, the card to take, the stock
            app.click(point)
        if action[0] == "discard":
            app.wait(lambda s: s["controls"]["discardButton"]["enabled"], "Discard to be enabled")
            app.click(app.snapshot()["controls"]["discardButton"]["at"])
        played += 1
        # The step moves on once the move is played: a snapshot taken between the
        # two would offer the old step again.
        app.wait(
            lambda s, n=played, step=lesson["step"]: (
                s["match"]["actions"] >= n
                and not s["lesson"]["note"]
                and (s["lesson"]["finished"] or s["lesson"]["step"] != step)
            ),
            f"the lesson's move {action!r} to be played",
        )
        played = app.snapshot()["match"]["actions"]
    final = app.wait(lambda s: s["lesson"] and s["lesson"]["finished"], "the lesson's end")
    assert final["match"]["actions"] == len(LESSON.actions())
    assert final["lesson"]["counter"] == "Lesson over"
    # Play on freely: the same match, a normal one now.
    app.click(final["lesson"]["buttons"]["lessonPlayOn"]["at"])
    after = app.wait(
        lambda s: s["match"] is not None and s["lesson"] is None, "the match played on freely"
    )
    assert after["match"]["seed"] == LESSON.seed
    assert after["match"]["actions"] == len(LESSON.actions())
    app.check_alive("the lesson's match went on freely")


def test_double_action_lesson_followed_to_the_matchs_end_with_real_clicks(launch):
    """A second lesson with real input, of another kind of table: Double Action's
    glowing hand cards, board cells (the lesson's halo over a cell: the board under it
    takes the click) and the bot's chip a black Jack takes off, to the match's end."""
    lesson_of = load_lesson("double_action")
    app: RealApp = launch()
    home = app.wait(lambda s: s["page"] == "home" and "double_action" in s["learn"], "the tiles")
    app.click(home["learn"]["double_action"])
    app.wait(lambda s: s["lesson"] is not None, "the lesson's table")
    played = 0
    for _ in range(len(lesson_of.steps) + 2):
        shown = app.wait(lesson_ready, "the lesson's next step", 30)
        lesson = shown["lesson"]
        if lesson["finished"]:
            break
        if lesson["expect"] == "'next'":
            app.click(lesson["buttons"]["lessonNext"]["at"])
            app.wait(lambda s, step=lesson["step"]: s["lesson"]["step"] != step, "Next")
            continue
        action = lesson_of.steps[lesson["step"]].expect
        (point,) = lesson["glowing"]  # one card, one cell or one chip glows at a time
        app.click(point)
        played += 1
        app.wait(
            lambda s, n=played, step=lesson["step"]: (
                s["match"]["actions"] >= n
                and not s["lesson"]["note"]
                and (s["lesson"]["finished"] or s["lesson"]["step"] != step)
            ),
            f"the lesson's move {action!r} to be played by a click on {point}",
        )
        played = app.snapshot()["match"]["actions"]
    final = app.wait(lambda s: s["lesson"] and s["lesson"]["finished"], "the lesson's end")
    assert final["match"]["actions"] == len(lesson_of.actions())
    assert final["match"]["over"] and final["lesson"]["counter"] == "Lesson over"
    # The match is over: nothing to play on; the summary's buttons and Leave remain.
    assert not final["lesson"]["buttons"]["lessonPlayOn"]["enabled"]
    app.click(final["lesson"]["buttons"]["lessonLeave"]["at"])
    app.wait(lambda s: s["page"] == "home", "the home screen after Leave")
    app.check_alive("the lesson was left")


def test_dog_eat_dog_lesson_followed_to_the_trees_with_real_clicks(launch):
    """Dog Eat Dog's lesson with real input: each glowing pyramid is clicked where the
    probe says it lies (once a point beside the triangle, on the felt), Roll and No
    attack where they glow, to the match's end and its trees."""
    lesson_of = load_lesson("dog_eat_dog")
    app: RealApp = launch()
    home = app.wait(lambda s: s["page"] == "home" and "dog_eat_dog" in s["learn"], "the tiles")
    app.click(home["learn"]["dog_eat_dog"])
    app.wait(lambda s: s["lesson"] is not None, "the lesson's table")

    def ready(snapshot: dict) -> bool:
        lesson = snapshot["lesson"]
        if lesson is None or snapshot["match"]["busy"] or lesson["finished"]:
            return lesson is not None and lesson["finished"]
        if lesson["expect"] == "'next'":
            return lesson["buttons"]["lessonNext"]["enabled"]
        step = lesson_of.steps[lesson["step"]]
        if step.button:  # a button's move: it is enabled once the table is ready
            return snapshot["controls"][step.button]["enabled"]
        return snapshot["match"]["to_move"] == 0 and bool(lesson["glowing"])

    played = 0
    for _ in range(len(lesson_of.steps) + 2):
        shown = app.wait(ready, "the lesson's next step", 30)
        lesson = shown["lesson"]
        if lesson["finished"]:
            break
        if lesson["expect"] == "'next'":
            app.click(lesson["buttons"]["lessonNext"]["at"])
            app.wait(lambda s, step=lesson["step"]: s["lesson"]["step"] != step, "Next")
            continue
        step = lesson_of.steps[lesson["step"]]
        if step.button:
            point = shown["controls"][step.button]["at"]
        else:
            (point,) = lesson["glowing"]
        app.click(point)
        played += 1
        app.wait(
            lambda s, n=played, index=lesson["step"]: (
                s["match"]["actions"] >= n
                and not s["lesson"]["note"]
                and (s["lesson"]["finished"] or s["lesson"]["step"] != index)
            ),
            f"the lesson's move {step.expect!r} to be played by a click on {point}",
        )
        played = app.snapshot()["match"]["actions"]
    final = app.wait(lambda s: s["lesson"] and s["lesson"]["finished"], "the lesson's end")
    assert final["match"]["actions"] == len(lesson_of.actions()) and final["match"]["over"]
    assert final["summary"] is not None  # the trees' summary lies on the table
    app.check_alive("the lesson reached the match's end")
