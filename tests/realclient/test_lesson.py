"""Issue 25 with real input: every lesson followed to its end under a real X server,
from the home tile's Learn button, every glowing card, cell, pyramid, pawn or boat and
every button clicked with the pointer (a summary that holds the table closed with its
glowing button), then the match played on freely or left."""

from __future__ import annotations

from desktop.tutorial.lesson import Lesson, load_lesson
from tests.realclient.xclient import RealApp


def held_by_summary(snapshot: dict) -> bool:
    """A round's (an auction's) summary lies on the table while the lesson waits on a
    move: the guide makes its Next round button glow, to be pressed first."""
    summary, lesson = snapshot["summary"], snapshot["lesson"]
    return (
        summary is not None
        and "nextRoundButton" in summary["buttons"]
        and lesson["expect"] != "'next'"
    )


def lesson_ready(snapshot: dict, lesson_of: Lesson) -> bool:
    """The table settled on something the learner can do: Next, the glowing move (a
    button's once it is enabled), a summary to close, or the lesson's end."""
    match, lesson = snapshot["match"], snapshot["lesson"]
    if match is None or lesson is None or match["busy"]:
        return False
    if lesson["finished"]:
        return True
    if lesson["expect"] == "'next'":
        return lesson["buttons"]["lessonNext"]["enabled"]
    if held_by_summary(snapshot):
        return True
    if lesson["step"] is None:
        return False  # a bot's move under way
    step = lesson_of.steps[lesson["step"]]
    if step.button:
        return snapshot["controls"][step.button]["enabled"]
    return match["to_move"] == lesson_of.learner and bool(lesson["glowing"])


def open_lesson(app: RealApp, game_id: str) -> Lesson:
    home = app.wait(lambda s: s["page"] == "home" and game_id in s["learn"], "the home tiles")
    app.click(home["learn"][game_id])
    app.wait(lambda s: s["lesson"] is not None, "the lesson's table")
    return load_lesson(game_id)


def follow_to_the_end(app: RealApp, lesson_of: Lesson) -> dict:
    """Play the open lesson with the pointer as its panel says, to its end; the final
    snapshot. Every glowing item is clicked (Dumble's cards to discard, then Discard);
    a button's move presses that button."""
    played = 0
    # Each turn of the loop reads a step, plays a move or closes a summary: fewer than
    # twice the script's entries (a bound that only stops a lesson going round).
    for _ in range(2 * len(lesson_of.script)):
        shown = app.wait(lambda s: lesson_ready(s, lesson_of), "the lesson's next step", 30)
        lesson = shown["lesson"]
        if lesson["finished"]:
            break
        if lesson["expect"] == "'next'":
            app.click(lesson["buttons"]["lessonNext"]["at"])
            app.wait(lambda s, step=lesson["step"]: s["lesson"]["step"] != step, "Next")
            continue
        if held_by_summary(shown):
            app.click(shown["summary"]["buttons"]["nextRoundButton"])
            app.wait(lambda s: s["summary"] is None, "the summary to close")
            continue
        step = lesson_of.steps[lesson["step"]]
        button = step.button and shown["controls"][step.button]
        points = [button["at"]] if button else lesson["glowing"]
        for point in points:
            app.click(point)
        if step.expect[0] == "discard":  # Dumble: the cards chosen, the button plays them
            app.wait(lambda s: s["controls"]["discardButton"]["enabled"], "Discard to be enabled")
            app.click(app.snapshot()["controls"]["discardButton"]["at"])
        played += 1
        # The step moves on once the move is played: a snapshot taken between the
        # two would offer the old step again.
        app.wait(
            lambda s, n=played, index=lesson["step"]: (
                s["match"]["actions"] >= n
                and not s["lesson"]["note"]
                and (s["lesson"]["finished"] or s["lesson"]["step"] != index)
            ),
            f"the lesson's move {step.expect!r} to be played by clicks on {points}",
        )
        played = app.snapshot()["match"]["actions"]
    final = app.wait(lambda s: s["lesson"] and s["lesson"]["finished"], "the lesson's end")
    assert final["match"]["actions"] == len(lesson_of.actions())
    assert final["lesson"]["counter"] == "Lesson over"
    return final


def test_dumble_lesson_followed_to_its_end_with_real_clicks(launch):
    app: RealApp = launch()
    lesson_of = open_lesson(app, "dumble")
    final = follow_to_the_end(app, lesson_of)
    # Play on freely: the same match, a normal one now.
    app.click(final["lesson"]["buttons"]["lessonPlayOn"]["at"])
    after = app.wait(
        lambda s: s["match"] is not None and s["lesson"] is None, "the match played on freely"
    )
    assert after["match"]["seed"] == lesson_of.seed
    assert after["match"]["actions"] == len(lesson_of.actions())
    app.check_alive("the lesson's match went on freely")


def test_double_action_lesson_followed_to_the_matchs_end_with_real_clicks(launch):
    """A second lesson with real input, of another kind of table: Double Action's
    glowing hand cards, board cells (the lesson's halo over a cell: the board under it
    takes the click) and the bot's chip a black Jack takes off, to the match's end."""
    app: RealApp = launch()
    final = follow_to_the_end(app, open_lesson(app, "double_action"))
    assert final["match"]["over"]
    # The match is over: nothing to play on; the summary's buttons and Leave remain.
    assert not final["lesson"]["buttons"]["lessonPlayOn"]["enabled"]
    app.click(final["lesson"]["buttons"]["lessonLeave"]["at"])
    app.wait(lambda s: s["page"] == "home", "the home screen after Leave")
    app.check_alive("the lesson was left")


def test_dog_eat_dog_lesson_followed_to_the_trees_with_real_clicks(launch):
    """Dog Eat Dog's lesson with real input: each glowing pyramid is clicked where the
    probe says it lies (once a point beside the triangle, on the felt), Roll and No
    attack where they glow, to the match's end and its trees."""
    app: RealApp = launch()
    final = follow_to_the_end(app, open_lesson(app, "dog_eat_dog"))
    assert final["match"]["over"]
    assert final["summary"] is not None  # the trees' summary lies on the table
    app.check_alive("the lesson reached the match's end")


def test_stonehenge_lesson_followed_through_its_auctions_with_real_clicks(launch):
    """Stonehenge's lesson with real input: the glowing cards laid in the bid, Seal bid
    where it glows, each auction's summary closed with its glowing Next auction, through
    the dolmen card and the lowest bid drawing two, then the match played on freely."""
    app: RealApp = launch()
    lesson_of = open_lesson(app, "stonehenge")
    final = follow_to_the_end(app, lesson_of)
    assert not final["match"]["over"]
    app.click(final["lesson"]["buttons"]["lessonPlayOn"]["at"])
    after = app.wait(
        lambda s: s["match"] is not None and s["lesson"] is None, "the match played on freely"
    )
    assert after["match"]["seed"] == lesson_of.seed
    app.check_alive("Stonehenge's lesson went on freely")


def test_doubles_dread_lesson_followed_through_its_round_with_real_clicks(launch):
    """Double's Dread's lesson with real input: the bid with the glowing Bid button (the
    table puts the lesson's bid in its box), the boats handed out and the leading boat
    chosen by clicks on them, every glowing pawn played, to the round's end; then Leave."""
    app: RealApp = launch()
    final = follow_to_the_end(app, open_lesson(app, "doubles_dread"))
    assert final["summary"] is not None  # the round's summary lies on the table
    app.click(final["lesson"]["buttons"]["lessonLeave"]["at"])
    app.wait(lambda s: s["page"] == "home", "the home screen after Leave")
    app.check_alive("Double's Dread's lesson was left")
