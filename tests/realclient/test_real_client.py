"""The real application under a real X server, driven by real pointer and key events.

Every playable table is played to a round end and its "Next round" button clicked with
the mouse, a match end is left with its "Home screen" button, two humans share the
computer and each reads only their own draws in the log, and a new match started
while one is in progress asks first and keeps the old one. Skipped, with the command
that installs them, where Xvfb, xdotool or xwd are missing.
"""

from __future__ import annotations

import os
import random
import re

import pytest

from desktop.games import playable_games
from rules_engine.ai import Budget, make_bot
from rules_engine.core.protocol import State
from rules_engine.core.record import MatchRecord, Seat, load_record, save_record
from rules_engine.core.registry import get_game
from tests.realclient.xclient import RealApp, WindowManager, XServer, require_tools


def record_before(game_id: str, event_type: str, seed: int) -> MatchRecord | None:
    """A match between the game's bots, stopped just before a bot's move that brings an
    event of `event_type` (a round's or the match's end); seat 0 is the human at the
    table, who has nothing to do before it happens. Deals where seat 0 makes that move
    are passed over; None for a game whose matches never bring such an event."""
    game = get_game(game_id)
    players = 3 if 3 in game.player_counts else game.min_players
    seen = False
    bot_kind = "bot:" + game.default_bot
    seats = [Seat("Alice")] + [Seat(f"Bot {n}", bot_kind) for n in range(1, players)]
    bot = make_bot(game, game.default_bot)
    for deal in range(seed, seed + 40):
        record = MatchRecord(game_id, seats, deal, game.resolve_options({}))
        state, rng = record.new_state(), random.Random(deal)
        while not state.is_over():
            seat = state.to_move
            observation, legal = state.observe(seat), state.legal_actions()
            action = bot.choose(observation, legal, rng, Budget(samples=2))
            events = state.clone().apply(action)
            kinds = {event["type"] for event in events}
            if event_type == "round_end" and "match_end" in kinds:
                kinds.discard("round_end")  # the last round's end is the match's end
            if event_type in kinds:
                seen = True
                if seat != 0:
                    return record
            state.apply(action)
            record.actions.append(action)
    if not seen:
        return None
    raise AssertionError(f"no {event_type} reached by a bot's move")


def assert_table_drawn(app: RealApp) -> None:
    """What X shows in the table's place is a drawn table, not an empty or dead window."""
    screen = app.screenshot()
    colours = screen.colours_in(app.snapshot()["view"])
    assert len(colours) > 40, f"the table looks blank ({len(colours)} colours)"


@pytest.mark.parametrize("game_id", playable_games())
def test_next_round_clicked_with_the_mouse(launch, tmp_path, game_id):
    record = record_before(game_id, "round_end", seed=5)
    if record is None:
        pytest.skip(f"{game_id} is played in one round: no round summary")
    path = tmp_path / f"{game_id}.tablee"
    save_record(record, path)
    app = launch(str(path))
    shown = app.wait(
        lambda s: "nextRoundButton" in s["summary"]["buttons"], "the round summary", 60
    )
    assert_table_drawn(app)
    played = shown["match"]["actions"]
    app.click(shown["summary"]["buttons"]["nextRoundButton"])
    app.wait(lambda s: s["summary"] is None, "the summary to close after the click")
    app.wait_settled("the next round's deal")
    after = app.snapshot()
    assert after["match"]["actions"] >= played
    assert after["summary"] is None
    assert_table_drawn(app)
    app.check_alive("the next round began")


@pytest.mark.parametrize("game_id", playable_games())
def test_home_screen_clicked_at_the_match_end(launch, tmp_path, game_id):
    record = record_before(game_id, "match_end", seed=8)
    path = tmp_path / f"{game_id}-end.tablee"
    save_record(record, path)
    app = launch(str(path))
    shown = app.wait(
        lambda s: s["summary"] is not None and "Home screen" in s["summary"]["buttons"],
        "the match-end summary",
        60,
    )
    app.click(shown["summary"]["buttons"]["Home screen"])
    app.wait(lambda s: s["page"] == "home", "the home screen")
    app.check_alive("the home screen opened")


YOU_DRAW = re.compile(r"^You draw (.+) from the stock\.$", re.MULTILINE)


def play_a_dumble_turn_with_keys(app: RealApp, seat: int, played: int) -> None:
    """Discard one card and draw from the stock, with the keyboard as a player would."""
    app.wait_settled(f"seat {seat}'s turn", to_move=seat, actions=played)
    app.point_at_table()
    app.key("Right", "space", "ctrl+Return")
    app.wait_settled("the discard", actions=played + 1)
    app.key("s")
    app.wait(lambda s: s["match"]["actions"] == played + 2, "the draw")


def lift_curtain_for(app: RealApp, seat: int) -> dict:
    shown = app.wait(
        lambda s: s["curtain"] is not None and s["match"]["viewer"] == seat,
        f"the curtain for seat {seat}",
    )
    app.click(shown["curtain"]["button"])
    return app.wait(lambda s: s["curtain"] is None, "the curtain to lift")


def test_hot_seat_players_read_only_their_own_draws(launch):
    app = launch("--game", "dumble", "--seats", "human,human", "--seed", "11")
    first = app.wait(lambda s: s["curtain"] is not None, "the first curtain")["match"]["to_move"]
    second = 1 - first
    first_draws = f"Player {first + 1} draws from the stock."
    second_draws = f"Player {second + 1} draws from the stock."

    lift_curtain_for(app, first)
    play_a_dumble_turn_with_keys(app, first, 0)
    first_log = app.wait(lambda s: YOU_DRAW.search(s["log"]), "the first player's own draw")
    assert len(YOU_DRAW.findall(first_log["log"])) == 1
    assert_table_drawn(app)

    shown = lift_curtain_for(app, second)
    assert YOU_DRAW.findall(shown["log"]) == [], "a player reads another's draw: " + shown["log"]
    assert first_draws in shown["log"]
    play_a_dumble_turn_with_keys(app, second, 2)
    second_log = app.wait(lambda s: len(YOU_DRAW.findall(s["log"])) == 1, "their own draw")
    second_card = YOU_DRAW.findall(second_log["log"])[0]

    shown = lift_curtain_for(app, first)
    assert YOU_DRAW.findall(shown["log"]) == YOU_DRAW.findall(first_log["log"])
    assert second_draws in shown["log"]
    assert f"You draw {second_card} " not in shown["log"]


def test_the_first_curtain_takes_enter_at_once(launch):
    """A hot-seat match starts behind a curtain: Enter lifts it, with no Tab first."""
    app = launch("--game", "dumble", "--seats", "human,human", "--seed", "11")
    app.wait(lambda s: s["curtain"] is not None, "the first curtain")
    app.focus()  # the window has the keyboard, as after a window manager's click
    app.key("Return")
    app.wait(lambda s: s["curtain"] is None, "the curtain lifted by Enter")


def test_keys_still_reach_the_table_after_a_click_on_discard(launch):
    """Select a card and click Discard with the pointer: S then draws from the stock
    (the button once kept the keyboard until the table was clicked)."""
    app = launch("--game", "dumble", "--seats", "human,bot", "--seed", "5")
    played = discard_then_draw_from_the_stock(app)
    app.wait(lambda s: s["match"]["actions"] == played + 2, "the draw from S")


def discard_then_draw_from_the_stock(app: RealApp) -> int:
    """On Dumble's first deal, the player's top card selected and discarded with the
    pointer, then S pressed; returns the match's actions before the discard."""
    shown = app.wait_settled("the first deal", to_move=0)
    played = shown["match"]["actions"]
    at = shown["hand"][-1][1]  # the top card of the fan: nothing lies over it
    app.click(at)
    button = app.wait(
        lambda s: s["controls"]["discardButton"]["enabled"], "Discard enabled by the selection"
    )["controls"]["discardButton"]
    app.click(button["at"])
    app.wait_settled("the discard", actions=played + 1)
    app.focus()
    app.key("s")
    return played


def test_an_expert_answers_a_real_move_with_its_second_tree_on_the_other_core(launch):
    """Dumble against an Expert, its whole search (no quick searches here): the
    player's discard and draw with real input, then the Expert's turn, whose second
    tree the service's tree helper grew in a process of its own."""
    app = launch("--game", "dumble", "--seats", "human,bot:expert", "--seed", "5")
    played = discard_then_draw_from_the_stock(app)
    # The Expert's discard and draw, then the player's turn again.
    after = app.wait_settled("the Expert's turn", actions=played + 4, to_move=0)
    bots = after["bots"]
    assert bots["helper"] is not None and bots["helper"] != bots["worker"]
    assert bots["state"] == "idle"


def open_new_match_dialog_and_start(app: RealApp) -> dict:
    """Game > New match (Ctrl+N), accept the dialog as it is (Enter): the question."""
    app.point_at_table()
    app.key("ctrl+n")
    dialog = app.wait(
        lambda s: s["modal"] and s["modal"]["kind"] == "NewGameDialog", "the new-match dialog"
    )
    app.focus(dialog["modal"]["title"])
    app.key("Return")
    return app.wait(
        lambda s: s["modal"] and "abandonButton" in s["modal"]["buttons"], "the question"
    )


def test_new_match_asks_before_replacing_the_one_in_progress(launch):
    app = launch("--game", "dumble", "--seats", "human,bot", "--seed", "5")
    app.wait_settled("the first deal", to_move=0)
    history = app.data / "history"

    asked = open_new_match_dialog_and_start(app)
    app.click(asked["modal"]["buttons"]["cancelButton"]["at"])
    kept = app.wait(lambda s: s["modal"] is None, "the question to close")
    assert kept["match"]["seed"] == 5, "Cancel keeps the match on the table"
    assert not list(history.glob("*abandoned*"))

    asked = open_new_match_dialog_and_start(app)
    app.click(asked["modal"]["buttons"]["saveButton"]["at"])
    dialog = app.wait(lambda s: s["modal"] and s["modal"]["fields"], "the save dialog")
    app.focus(dialog["modal"]["title"])
    saved_to = app.home / "kept.tablee"
    app.type(str(saved_to))
    app.key("Return")
    app.wait(lambda s: s["match"]["seed"] != 5 and s["modal"] is None, "the new match")
    assert load_record(saved_to).seed == 5, "the saved file holds the old match"

    seed = app.snapshot()["match"]["seed"]
    asked = open_new_match_dialog_and_start(app)
    app.click(asked["modal"]["buttons"]["abandonButton"]["at"])
    app.wait(lambda s: s["match"]["seed"] != seed and s["modal"] is None, "another match")
    abandoned = list(history.glob("*abandoned*.tablee"))
    assert len(abandoned) == 1, "the abandoned match is kept in the history folder"
    assert load_record(abandoned[0]).seed == seed
    assert_table_drawn(app)


def test_f11_enters_and_leaves_full_screen_and_esc_leaves_it(launch):
    """Real key presses: F11 twice goes full screen and back, then F11 and Esc."""
    app = launch("--game", "dumble", "--seats", "human,bot", "--seed", "5")
    app.wait_settled("the first deal", to_move=0)
    app.focus()  # the keyboard only (the pointer may rest where it would go already)
    app.key("F11")
    app.wait(lambda s: s["full_screen"], "full screen after F11")
    app.focus()
    app.key("F11")
    app.wait(lambda s: not s["full_screen"], "the window back after F11")
    app.focus()
    app.key("F11")
    app.wait(lambda s: s["full_screen"], "full screen after F11 again")
    app.focus()
    app.key("Escape")
    app.wait(lambda s: not s["full_screen"], "the window back after Esc")
    app.check_alive("full screen was left with Esc")


def test_a_home_screen_shrunk_to_1024_by_700_shows_no_old_shadows(launch, tmp_path):
    """Under X, Qt repaints only what it thinks a resize changed, and keeps the rest in
    its backing store: the home page once kept dark leftovers of the Resume box's and
    the cards' shadows after the window shrank. What X shows after shrinking to
    1024 x 700 must equal the home screen opened at 1024 x 700 from the start."""
    record = record_before("dumble", "round_end", seed=5)
    for run in ("run0", "run1"):  # the same match waits in both (same file date too)
        autosave = tmp_path / run / "data" / "autosave" / "current.tablee"
        autosave.parent.mkdir(parents=True)
        save_record(record, autosave)
        os.utime(autosave, (1_800_000_000, 1_800_000_000))
    area = [0, 0, 1024, 700]
    app = launch()
    shown = app.wait(lambda s: s["page"] == "home" and s["resume"], "the home screen with Resume")
    assert "\n" in shown["resume"] and "Dumble — round " in shown["resume"]
    app.move_pointer(1270, 790)  # off every card, before and after
    for width, height in ((1200, 760), (1100, 730), (1024, 700)):
        app.resize(width, height)
        app.wait(lambda s, w=width: s["window"][2] == w, f"the window at {width} px")
    shrunk = app.settled_screen(area)
    app.stop()
    fresh = launch("--size", "1024x700")
    fresh.wait(lambda s: s["page"] == "home" and s["resume"], "the home screen at 1024 x 700")
    expected = fresh.settled_screen(area)
    # Two paints of one page differ by rounding (a few levels where the title's shadow is
    # drawn from another size); an old shadow left behind is 16-32 levels darker.
    stale = [
        (x, y)
        for y, (row, fresh_row) in enumerate(zip(shrunk, expected, strict=True))
        if row != fresh_row
        for x, (a, b) in enumerate(zip(row, fresh_row, strict=True))
        if abs(a - b) > 12
    ]
    assert not stale, f"{len(stale)} colour bytes differ from a fresh paint (byte, row): {stale[0]}"


def test_enter_presses_the_round_summary_default_button(launch, tmp_path):
    record = record_before("dumble", "round_end", seed=5)
    path = tmp_path / "dumble-enter.tablee"
    save_record(record, path)
    app = launch(str(path))
    shown = app.wait(
        lambda s: "nextRoundButton" in s["summary"]["buttons"], "the round summary", 60
    )
    played = shown["match"]["actions"]
    app.focus()  # the keyboard only (the pointer may rest where it would go already)
    app.key("Return")
    app.wait(lambda s: s["summary"] is None, "the summary to close after Enter")
    app.wait_settled("the next round's deal")
    assert app.snapshot()["match"]["actions"] >= played
    app.check_alive("Enter closed the round summary")


def test_hint_key_drag_and_double_click_with_real_input(launch):
    """H asks for a hint; a hand card carried with the pointer stays where it is
    dropped; a double-click discards a card alone (Dumble), all with real X input."""
    app = launch("--game", "dumble", "--seats", "human,bot", "--seed", "5")
    shown = app.wait_settled("the first deal", to_move=0)
    played = shown["match"]["actions"]
    app.point_at_table()
    app.key("h")
    hinted = app.wait(lambda s: s["message"].startswith("Hint:"), "the hint after H", 40)
    assert hinted["match"]["actions"] == played  # a hint plays nothing
    cards = [card for card, _ in hinted["hand"]]
    start, end = hinted["hand"][0][1], hinted["hand"][-1][1]
    app.move_pointer(start[0], start[1])
    app.xdotool("mousedown", "1")
    for step in range(1, 13):
        x = start[0] + (end[0] + 60 - start[0]) * step // 12
        app.move_pointer(x, start[1])
    app.xdotool("mouseup", "1")
    moved = app.wait(
        lambda s: (
            [card for card, _ in s["hand"]] == cards[1:] + cards[:1] and not s["match"]["busy"]
        ),
        "the hand in the dragged order",
    )
    assert moved["match"]["actions"] == played  # a drag is no move
    card, at = moved["hand"][-1]  # the top card of the fan: nothing lies over it
    app.move_pointer(at[0], at[1])
    app.xdotool("click", "--repeat", "2", "--delay", "60", "1")
    after = app.wait(
        lambda s: s["match"]["actions"] > played and not s["match"]["busy"],
        "the double-clicked discard",
    )
    assert card not in [c for c, _ in after["hand"]]
    app.check_alive("a hint, a drag and a double-click")


def test_a_hint_followed_with_the_pointer_plays_its_plan(launch):
    """Stonehenge with real X input: H makes a card of the hand glow, a click on the
    glow lays it in the bid, and the next H names the plan's next step, Seal, which
    the button plays (the hint's glow read from the probe, `hint_points`)."""
    app = launch("--game", "stonehenge", "--seats", "human,bot,bot", "--seed", "11")
    shown = app.wait(
        lambda s: (
            s["match"] is not None
            and s["match"]["to_move"] == s["match"]["viewer"] == 0
            and not s["match"]["busy"]
        ),
        "the human's first bid",
        60,
    )
    played = shown["match"]["actions"]
    app.point_at_table()
    app.key("h")
    hinted = app.wait(lambda s: s["hint_points"], "a glowing card after H", 40)
    assert hinted["message"].startswith("Hint: lay "), hinted["message"]
    app.click(hinted["hint_points"][0])
    app.wait(
        lambda s: s["match"]["actions"] == played + 1 and not s["match"]["busy"],
        "the glowing card laid in the bid",
    )
    app.point_at_table()
    app.key("h")
    sealing = app.wait(lambda s: s["message"].startswith("Hint:"), "the plan's next step", 40)
    assert sealing["message"].startswith("Hint: seal your bid"), sealing["message"]
    assert sealing["hint_points"] == [], "a button's step makes nothing glow on the table"
    app.click(sealing["controls"]["sealButton"]["at"])
    app.wait(lambda s: s["match"]["actions"] >= played + 2, "the bid sealed")
    app.check_alive("a hint followed with the pointer")


def test_the_new_match_dialog_tabs_down_the_page_and_enter_starts(launch):
    """Issue 23, with real keys: Tab goes from each seat's name and level to the seed,
    then Start and Cancel; after Tab has passed Cancel, Enter typed in a seat's name
    starts the match with that name (it closed the dialog as Cancel would)."""
    app = launch()
    app.wait(lambda s: s["page"] == "home", "the home screen")
    app.focus()
    app.key("ctrl+n")
    dialog = app.wait(
        lambda s: s["modal"] and s["modal"]["kind"] == "NewGameDialog", "the new-match dialog"
    )
    app.focus(dialog["modal"]["title"])
    app.click(dialog["modal"]["fields"]["seatName0"])
    app.wait(lambda s: s["modal"]["focus"] == "seatName0", "the first seat's name")
    stops = ["seatName0"]
    while stops[-1] != "cancelButton" and len(stops) < 20:
        app.key("Tab")
        shown = app.wait(
            lambda s, before=stops[-1]: s["modal"]["focus"] not in (None, before), "the next stop"
        )
        stops.append(shown["modal"]["focus"])
    seats = [stop for stop in stops if stop.startswith("seat")]
    expected = [f"seat{part}{seat}" for seat in range(len(seats) // 2) for part in ("Name", "Kind")]
    assert seats == expected and len(seats) >= 4, stops
    assert [stop for stop in stops if not stop.startswith(("seat", "option_"))] == [
        "seedEdit",
        "start",
        "cancelButton",
    ], stops
    app.click(dialog["modal"]["fields"]["seatName0"])
    app.wait(lambda s: s["modal"]["focus"] == "seatName0", "the first seat's name again")
    app.key("ctrl+a")
    app.type("Zoe")
    app.key("Return")
    started = app.wait_settled("the match Enter started")
    assert started["modal"] is None and started["page"] == "table"
    assert started["match"]["names"][0] == "Zoe", "the name typed before Enter is kept"


def test_a_maximized_window_comes_back_maximized_from_full_screen(tmp_path):
    """Issue 23, under a real window manager: maximized by a double click on the title
    bar, the window goes full screen (F11) and comes back maximized (F11, then Esc),
    where it once came back as a plain window."""
    require_tools()
    server = XServer()
    manager = WindowManager(server)
    args = ["--game", "dumble", "--seats", "human,bot", "--size", "1024x700"]
    app = RealApp(server, tmp_path / "run", args)
    try:
        shown = app.wait_settled("the first deal")
        left, top, width, _height = shown["window"]  # smaller than the screen
        title_bar = [left + width // 2, max(2, top - 10)]  # just above the client area
        app.move_pointer(*title_bar)
        app.xdotool("click", "--repeat", "2", "--delay", "80", "1")
        app.wait(
            lambda s: s["maximized"] and s["window"][2] > width,
            "the window maximized by the title bar",
        )
        for leave in ("F11", "Escape"):
            app.focus()
            app.key("F11")
            app.wait(lambda s: s["full_screen"], "full screen")
            app.focus()
            app.key(leave)
            app.wait(lambda s: not s["full_screen"], f"the window back after {leave}")
            app.wait(
                lambda s: s["maximized"] and s["window"][2] > width,
                f"the window still maximized, as wide as the screen, after {leave}",
            )
        app.check_alive("full screen was left")
    finally:
        app.stop()
        manager.stop()
        server.stop()


def dog_eat_dog_record_with_a_stack_of_seat_0() -> tuple[MatchRecord, tuple]:
    """A Dog Eat Dog match between bots, stopped when seat 0 (the human at the table)
    is to pick an attacker and controls a stack of two or more: (record, stack)."""
    game = get_game("dog_eat_dog")
    seats = [Seat("Alice")] + [Seat(f"Bot {n}", "bot:easy") for n in (1, 2)]
    bot = make_bot(game, "easy")
    for deal in range(1, 60):
        record = MatchRecord("dog_eat_dog", seats, deal, game.resolve_options({}))
        state, rng = record.new_state(), random.Random(deal)
        while not state.is_over():
            observation = state.observe(None)
            if state.to_move == 0 and observation["phase"] == "attacker":
                for stack in observation["stacks"]:
                    if len(stack) > 1 and observation["colours"][stack[-1]] == 0:
                        return record, stack
            observed, legal = state.observe(state.to_move), state.legal_actions()
            action = bot.choose(observed, legal, rng, Budget(samples=2))
            state.apply(action)
            record.actions.append(action)
    raise AssertionError("no deal gave seat 0 a stack")


def test_a_click_on_your_own_stack_says_why_it_cannot_attack(launch, tmp_path):
    """Dog Eat Dog: a stack you control cannot attack (only a lone pyramid can): the
    click says so with its clause, not "Not now: …" (issue 23)."""
    record, stack = dog_eat_dog_record_with_a_stack_of_seat_0()
    path = tmp_path / "dog-stack.tablee"
    save_record(record, path)
    app = launch(str(path))
    shown = app.wait_settled("seat 0's turn", to_move=0)
    key = f"stack {stack[0]}"
    shown = app.wait(lambda s: key in s["pieces"], "the stack in sight")
    app.click(shown["pieces"][key])
    told = app.wait(lambda s: "DE-7" in s["message"], "the refusal with its clause")
    assert "Only a pyramid standing alone can attack." in told["message"]
    assert not told["message"].startswith("Not now")
    assert told["match"]["actions"] == shown["match"]["actions"]  # nothing played
    app.check_alive("a refused click")


def test_the_match_end_panel_is_put_aside_and_brought_back(launch, tmp_path):
    """Every game's end panel can be put aside to look at the final table (issue 23);
    Dog Eat Dog's and Dumble's, with the mouse."""
    for game_id in ("dog_eat_dog", "dumble"):
        record = record_before(game_id, "match_end", seed=8)
        path = tmp_path / f"{game_id}-aside.tablee"
        save_record(record, path)
        app = launch(str(path))
        shown = app.wait(
            lambda s: s["summary"] is not None and "lookAtTableButton" in s["summary"]["buttons"],
            "the match-end summary",
            60,
        )
        app.click(shown["summary"]["buttons"]["lookAtTableButton"])
        aside = app.wait(lambda s: s["summary"]["aside"] is not None, "the panel put aside")
        assert_table_drawn(app)
        app.click(aside["summary"]["aside"])
        back = app.wait(
            lambda s: s["summary"]["aside"] is None and "Home screen" in s["summary"]["buttons"],
            "the panel back",
        )
        app.click(back["summary"]["buttons"]["Home screen"])
        app.wait(lambda s: s["page"] == "home", "the home screen")
        app.stop()


def test_a_round_summary_holds_a_table_that_fits_a_shrunk_window(launch, tmp_path):
    """The window is shrunk with the window manager while Dumble's round summary holds
    the table (the next deal is already made behind it): every card still lies inside
    the view, the summary's Next round is clicked with the mouse where X shows it, and
    the next deal is laid out inside the smaller view."""
    record = record_before("dumble", "round_end", seed=5)
    path = tmp_path / "dumble-shrunk.tablee"
    save_record(record, path)
    app = launch(str(path))
    app.wait(lambda s: "nextRoundButton" in s["summary"]["buttons"], "the round summary", 60)
    app.resize(1024, 700)
    shown = app.wait(lambda s: s["window"][2] == 1024, "the window at 1024 px")

    def strays(snapshot: dict) -> list:
        x, y, width, height = snapshot["view"]
        return [
            name
            for name, (px, py) in snapshot["pieces"].items()
            if not (x <= px <= x + width and y <= py <= y + height)
        ]

    assert shown["pieces"] and strays(shown) == [], "the held table fits the smaller window"
    app.click(shown["summary"]["buttons"]["nextRoundButton"])
    app.wait(lambda s: s["summary"] is None, "the summary to close after the click")
    after = app.wait_settled("the next round's deal")
    assert strays(after) == [], "the next deal is laid out for the smaller window"
    assert_table_drawn(app)
    app.check_alive("the next round began in the shrunk window")


def stonehenge_bid_of_three(seats: int = 5) -> tuple[MatchRecord, State]:
    """A Stonehenge match of `seats` humans stopped where the player to move has laid
    three cards of one colour and may lay a fourth (a path found by laying every card
    that may be laid, never taking one back): its record and the state it reaches."""
    game = get_game("stonehenge")
    record = MatchRecord(
        "stonehenge", [Seat(f"P{n}") for n in range(seats)], 4, game.resolve_options({})
    )
    state, rng = record.new_state(), random.Random(6)
    while not state.is_over():
        laid = state.observe(state.to_move)["bid"]
        legal = state.legal_actions()
        adding = [action for action in legal if action[0] == "add"]
        if len(laid) == 3 and adding:
            return record, state
        choices = adding or [action for action in legal if action[0] != "take_back"]
        action = choices[rng.randrange(len(choices))]
        state.apply(action)
        record.actions.append(action)
    raise AssertionError("no bid of three cards with a fourth to lay")


def test_a_fourth_card_laid_names_the_bid_whole_in_french_at_1024_by_700(launch, tmp_path):
    """Five hot-seat players in French at 1024 x 700: the fourth card of a bid, laid
    with a real click, turns the prompt into the bid's count and value, and the
    status line beside the buttons shows it whole (named card by card it was cut)."""
    record, state = stonehenge_bid_of_three()
    path = tmp_path / "bid.tablee"
    save_record(record, path)
    app = launch(str(path), "--lang", "fr", "--size", "1024x700")
    shown = app.wait(lambda s: s["match"] and s["curtain"], "the curtain of the open match")
    app.click(shown["curtain"]["button"])
    shown = app.wait(
        lambda s: s["curtain"] is None and s["hand"] and not s["match"]["busy"], "the hand shown"
    )
    named = shown["status"]["text"]
    assert named.count("(jour)") + named.count("(nuit)") == 3, named  # three cards by name
    legal = state.legal_actions()
    at = next(at for card, at in shown["hand"] if ("add", card) in legal)
    app.click(at)
    laid = app.wait(
        lambda s: s["match"]["actions"] == len(record.actions) + 1 and not s["match"]["busy"],
        "the fourth card laid",
    )
    status = laid["status"]
    assert status["text"].startswith("Votre mise\u00a0: 4 cartes, "), status
    assert status["shown"] == status["text"] and status["tooltip"] == "", status
    app.check_alive("a fourth card laid in a bid")
