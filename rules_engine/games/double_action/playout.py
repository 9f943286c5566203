"""Double Action's search playouts: the policy (`DoubleActionGame.playout_action`)
and a fast model of the rules that plays it (`rollout`).

The policy: cards at random, but a chip mostly goes where it builds the most (or
blocks the most) in the runs of five through its cell: random chips make almost no
series and say little of a position.

The model plays a playout as the engine would, turn step by turn step: DA-4 (the
steps of a turn), DA-5 and DA-6 (a Jack's chip; a black Jack's removal), DA-7
(the corners count for both teams), DA-8 to DA-11 (series, through
`state.series_through`, the engine's own, so DA-9 stays in one place), DA-12 (a
dead card exchanged once a turn), DA-13 (a pass; a round of passes ends the
match), DA-14 and DA-15 (the goal, the draw, the empty stock) and DA-16 (the
verdict, `DoubleActionState.result`). It skips the checks, the events and the
match RNG (Double Action draws from it only at the deal). It keeps, for each run
of five, one small code of who holds what in it, updated as chips come and go, so
that weighing a cell and the provisional result are table look-ups. It draws from
the search's RNG exactly as the engine's loop does (same legal lists, in the same
order) and leaves the state as that loop would:
`tests/engine/double_action/test_da_playout.py` and
`tests/engine/ai/test_rollout_model.py` hold it equal to the engine.
"""

from __future__ import annotations

import random
from bisect import insort

from rules_engine.core.protocol import Rollout
from rules_engine.games.double_action.board import (
    IS_CORNER,
    NON_CORNER_CELLS,
    WINDOWS,
    WINDOWS_OF_CELL,
)
from rules_engine.games.double_action.state import (
    CARD,
    CARD_CELLS,
    EMPTY,
    IS_BLACK_JACK,
    IS_JACK,
    OVER,
    SERIES,
    STOP,
    TARGET,
    DoubleActionState,
    series_through,
)

# The policy: the share of chips laid at random, the cells weighed at most for
# one chip, and what a run of five is worth by the cells one side holds in it.
PLAYOUT_RANDOM = 0.2
PLAYOUT_LOOKS = 6
PLAYOUT_BUILD = (1, 3, 9, 27, 200, 0)
PLAYOUT_BLOCK = (0, 2, 8, 25, 150, 0)


def cell_worth(chips, cell: int, team: int) -> int:
    """What a chip of `team` on `cell` builds and blocks in the runs through it."""
    worth = 0
    for number in WINDOWS_OF_CELL[cell]:
        ours = theirs = 0
        for other in WINDOWS[number]:
            owner = chips[other]
            if owner == team or IS_CORNER[other]:
                ours += 1
            elif owner >= 0:
                theirs += 1
        if theirs == 0:
            worth += PLAYOUT_BUILD[ours]
        elif ours == 0:
            worth += PLAYOUT_BLOCK[theirs]
    return worth


# A run of five as a code: CORNER_STEP * its corners (0 or 1) + TEAM_STEP[team] for
# each chip of either team in it.
TEAM_STEP = (6, 1)
CORNER_STEP = 36
CODES = 2 * CORNER_STEP
BASE_CODES = tuple(CORNER_STEP * sum(1 for cell in window if IS_CORNER[cell]) for window in WINDOWS)


def _held(code: int, team: int) -> tuple[int, int]:
    """The cells `team` holds (corners count) and the opposing chips in a run."""
    corners, chips = divmod(code, CORNER_STEP)
    by_team = divmod(chips, TEAM_STEP[0])
    return corners + by_team[team], by_team[1 - team]


def _worth(code: int, team: int) -> int:
    ours, theirs = _held(code, team)
    if theirs == 0:
        return PLAYOUT_BUILD[ours]
    return PLAYOUT_BLOCK[theirs] if ours == 0 else 0


def _open(code: int, team: int) -> int:
    ours, theirs = _held(code, team)
    return ours if theirs == 0 else 0


def _possible(code: int) -> bool:
    """At most five cells in a run."""
    corners, chips = divmod(code, CORNER_STEP)
    return corners + sum(divmod(chips, TEAM_STEP[0])) <= 5


# By team and code: what the run adds to a cell's worth (as in `cell_worth`), and
# what it counts for the provisional result (as in `DoubleActionState.open_run`).
# Codes that cannot occur are never read.
WORTH = tuple(
    tuple(_worth(code, team) if _possible(code) else 0 for code in range(CODES)) for team in (0, 1)
)
OPEN = tuple(
    tuple(_open(code, team) if _possible(code) else 0 for code in range(CODES)) for team in (0, 1)
)

# By team and code: whether the team holds the whole run.
FULL = tuple(
    tuple(_possible(code) and _held(code, team)[0] == 5 for code in range(CODES)) for team in (0, 1)
)


def window_codes(chips: list[int]) -> list[int]:
    """Every run of five's code for the board `chips`."""
    codes = list(BASE_CODES)
    for cell in NON_CORNER_CELLS:
        owner = chips[cell]
        if owner >= 0:
            step = TEAM_STEP[owner]
            for number in WINDOWS_OF_CELL[cell]:
                codes[number] += step
    return codes


def rollout(
    state: DoubleActionState, rng: random.Random, start_round: int, max_steps: int
) -> Rollout:
    """`Game.rollout` for Double Action: see the module's docstring."""
    step = state.step
    if step == OVER or start_round != 0:  # one round: a mark other than 0 stops at once
        over = step == OVER
        return Rollout(state.result() if over else state.provisional_result(), over, 0)
    chips, locked, in_series = state.chips, state.locked, state.in_series
    hands, stock, discards = state.hands, state.stock, state.discards
    series, series_count, chip_count = state.series, state.series_count, state.chip_count
    passed_holding = state.passed_holding
    players, goal, stop = state.num_players, state.goal, state.stock_end == STOP
    turn, selected, placed = state.turn, state.selected, state.placed
    exchanged, passes, pending = state.exchanged, state.passes, state.pending
    codes = window_codes(chips)
    # What `rng.randrange(n)` draws for n > 0 (CPython's `random`), without its
    # argument checks: the tests hold the RNG's state equal to the engine's loop.
    randrange, random_share, sample = rng._randbelow, rng.random, rng.sample
    board_size = len(NON_CORNER_CELLS)
    steps = 0
    end = ""
    while steps < max_steps:
        steps += 1
        team = turn & 1
        turn_over = False
        if step == CARD:
            hand = hands[turn]
            laid: list[int] = []
            dead: list[int] = []
            board_full = chip_count[0] + chip_count[1] >= board_size
            for card in hand:
                if IS_JACK[card]:
                    if not board_full or (
                        IS_BLACK_JACK[card] and _removable(chips, locked, 1 - team)
                    ):
                        laid.append(card)
                    continue
                first, second = CARD_CELLS[card]
                if chips[first] < 0 or chips[second] < 0:
                    laid.append(card)
                else:
                    dead.append(card)
            lays = len(laid)
            if dead and not exchanged and stock:
                laid.extend(dead)
            if not laid:  # DA-13: a pass
                randrange(1)
                state.turn = turn
                passed_holding[turn] = state._unplayable_cards()
                passes += 1
                if passes >= players:
                    end = "blocked"
                    break
                turn = (turn + 1) % players
                selected = placed = EMPTY
                exchanged = False
                continue
            choice = randrange(len(laid))
            card = laid[choice]
            hand.remove(card)
            if choice < lays:
                selected = card
                step = TARGET
                continue
            discards.append(card)  # DA-12: a dead card exchanged
            insort(hand, stock.pop())
            passed_holding[turn] = None
            exchanged = True
            continue
        if step == TARGET:
            card = selected
            if not IS_JACK[card]:
                targets = [cell for cell in CARD_CELLS[card] if chips[cell] < 0]
            else:
                targets = [cell for cell in NON_CORNER_CELLS if chips[cell] < 0]
                if IS_BLACK_JACK[card]:
                    other = 1 - team  # a removal is coded as 100 + its cell
                    targets.extend(
                        100 + cell
                        for cell in NON_CORNER_CELLS
                        if chips[cell] == other and not locked[cell]
                    )
            count = len(targets)
            if count == 1 or random_share() < PLAYOUT_RANDOM:
                target = targets[randrange(count)]
            else:
                if count > PLAYOUT_LOOKS:
                    targets = sample(targets, PLAYOUT_LOOKS)
                worth_of = WORTH[team]
                target, best = targets[0], -1.0
                for spot in targets:
                    worth = 0
                    for number in WINDOWS_OF_CELL[spot if spot < 100 else spot - 100]:
                        worth += worth_of[codes[number]]
                    worth += random_share()
                    if worth > best:
                        target, best = spot, worth
            if target >= 100:  # DA-6: a black Jack takes an opposing chip off
                cell = target - 100
                other = 1 - team
                chips[cell] = EMPTY
                chip_count[other] -= 1
                lift = TEAM_STEP[other]
                for number in WINDOWS_OF_CELL[target - 100]:
                    codes[number] -= lift
                turn_over = True
            else:
                cell = target
                chips[cell] = team
                chip_count[team] += 1
                placed = cell
                lay, full, filled = TEAM_STEP[team], FULL[team], False
                for number in WINDOWS_OF_CELL[cell]:
                    code = codes[number] + lay
                    codes[number] = code
                    if full[code]:
                        filled = True
                turn_over = True
                # A series needs a run of five the team now holds whole (DA-8):
                # without one, the engine's search finds none.
                if filled:
                    settled, choices = series_through(chips, in_series, cell, team)
                    for cells in settled:
                        _record(series, series_count, locked, in_series, team, cells)
                    if choices:
                        pending = list(choices)
                        step = SERIES
                        turn_over = False
        else:  # SERIES: DA-11, the player picks the five cells
            runs = pending[0]
            _record(series, series_count, locked, in_series, team, runs[randrange(len(runs))])
            del pending[0]
            turn_over = not pending
        if turn_over:  # DA-14, DA-15: the laid card goes, the goal, the draw
            discards.append(selected)
            passes = 0
            if series_count[team] >= goal:
                end = "goal"
                break
            if stock:
                hand = hands[turn]
                insort(hand, stock.pop())
                passed_holding[turn] = None
            elif stop:
                end = "stock_out"
                break
            turn = (turn + 1) % players
            step = CARD
            selected = placed = EMPTY
            exchanged = False
    state.turn, state.passes = turn, passes
    if end:
        state.step, state.end = OVER, end
        state.selected, state.placed, state.exchanged = EMPTY, placed, exchanged
        state.pending = []
        return Rollout(state.result(), True, steps)
    state.step, state.selected, state.placed = step, selected, placed
    state.exchanged, state.pending = exchanged, pending
    worth = [series_count[team] * 10 + max(map(OPEN[team].__getitem__, codes)) for team in (0, 1)]
    return Rollout(state.ranked_by_worth(worth), False, steps)


def _removable(chips: list[int], locked: list[bool], other: int) -> bool:
    """An opposing chip a black Jack may take off (DA-6)."""
    return any(chips[cell] == other and not locked[cell] for cell in NON_CORNER_CELLS)


def _record(series, series_count, locked, in_series, team: int, cells) -> None:
    """DA-8: a completed series counts and its chips are locked (as the engine's
    `_record_series`)."""
    number = len(series)
    series.append((team, cells))
    series_count[team] += 1
    for cell in cells:
        if not IS_CORNER[cell]:
            locked[cell] = True
            in_series[cell] = (*in_series[cell], number)
