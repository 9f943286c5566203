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
of five, one small code of who holds what in it, and which cards are dead, both
updated as chips come and go, so that weighing a cell, finding the legal cards and
the provisional result are look-ups. It draws from the search's RNG exactly as the
engine's loop does, with the same legal lists in the same order; `randrange` and
`sample` are written out as CPython's `random` draws them (their calls cost more
than a playout step). It leaves the state as that loop would:
`tests/engine/double_action/test_playout.py` (results, the whole state and the
RNG's state) and `tests/engine/ai/test_rollout_model.py` hold it equal to the
engine.
"""

from __future__ import annotations

import random
from bisect import insort
from math import ceil, log

from rules_engine.core.cards import CARDS_PER_DECK
from rules_engine.core.protocol import Result, Rollout
from rules_engine.games.double_action.board import (
    CELL_FACE,
    CELLS,
    CELLS_OF_FACE,
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
    lock_series,
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


RUNS = WINDOWS_OF_CELL  # the runs of five through each cell

# The two cells of each card (of either deck), 0 for a Jack (never read).
FIRST = tuple(cells[0] if cells else 0 for cells in CARD_CELLS)
SECOND = tuple(cells[1] if cells else 0 for cells in CARD_CELLS)

# For each non-corner cell, the other cell showing its card, and its card's face.
PARTNER = tuple(
    -1 if IS_CORNER[cell] else sum(CELLS_OF_FACE[CELL_FACE[cell]]) - cell for cell in range(CELLS)
)
DECK = CARDS_PER_DECK  # a face's copy in the second deck is face + DECK

# Boards met lately: a search's worlds share their board for the first plies (the
# position, then a few moves of the tree).
_KNOWN: dict[tuple[int, ...], tuple[list[int], list[bool]]] = {}
_KNOWN_MOST = 1024  # (some 3 kB each)
# Provisional results by table size and the teams' worth (a `Result` is frozen).
_RESULTS: dict[tuple[int, int, int], Result] = {}


def board_reading(chips: list[int]) -> tuple[list[int], list[bool]]:
    """For the board `chips`: every run of five's code, and for every card of
    either deck whether it is dead (DA-12: both its cells taken; a Jack never is).
    New lists, the caller's to change."""
    key = tuple(chips)
    known = _KNOWN.get(key)
    if known is None:
        if len(_KNOWN) >= _KNOWN_MOST:
            _KNOWN.clear()
        dead = [
            not IS_JACK[card] and chips[FIRST[card]] >= 0 and chips[SECOND[card]] >= 0
            for card in range(2 * DECK)
        ]
        known = _KNOWN[key] = (window_codes(chips), dead)
    return known[0][:], known[1][:]


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
    last = state.last_cell  # the cell of the last chip put on or taken off (public)
    codes, dead = board_reading(chips)
    # The draws of `rng.randrange(n)` and `rng.random()`: randrange(n) is, in
    # CPython's `random`, getrandbits(k) for n's k bits until below n; written out
    # here (a call of randrange costs more than a playout step). The tests hold
    # the RNG's state equal to the engine's loop.
    bits, random_share = rng.getrandbits, rng.random
    board_size = len(NON_CORNER_CELLS)  # DA-5: a full board takes no more chips
    steps = 0
    end = ""
    while steps < max_steps:
        team = turn & 1
        if step == CARD:  # DA-4: lay a card, exchange a dead one, or pass
            steps += 1
            hand = hands[turn]
            if chip_count[0] + chip_count[1] < board_size:  # a Jack can always be laid
                for card in hand:
                    if dead[card]:
                        laid = [card for card in hand if not dead[card]]
                        lays = len(laid)
                        if not exchanged and stock:
                            laid += [card for card in hand if dead[card]]
                        break
                else:  # no dead card: every card may be laid
                    laid = hand
                    lays = len(hand)
            else:
                laid, held_dead = [], []
                for card in hand:
                    if IS_JACK[card]:
                        if IS_BLACK_JACK[card] and _removable(chips, locked, 1 - team):
                            laid.append(card)
                    elif dead[card]:
                        held_dead.append(card)
                    else:
                        laid.append(card)
                lays = len(laid)
                if held_dead and not exchanged and stock:
                    laid += held_dead
            count = len(laid)
            if not count:  # DA-13: a pass, the only action (drawn as randrange(1))
                while bits(1):
                    pass
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
            size = count.bit_length()
            choice = bits(size)
            while choice >= count:
                choice = bits(size)
            card = laid[choice]
            hand.remove(card)
            if choice >= lays:  # DA-12: a dead card exchanged
                discards.append(card)
                insort(hand, stock.pop())
                passed_holding[turn] = None
                exchanged = True
                continue
            selected = card
            step = TARGET
            if steps >= max_steps:
                break
        if step == TARGET:  # DA-5, DA-6: the chip
            steps += 1
            card = selected
            if not IS_JACK[card]:
                first, second = FIRST[card], SECOND[card]
                if chips[first] >= 0 or chips[second] >= 0:  # one free cell: no choice
                    while bits(1):
                        pass
                    cell = second if chips[first] >= 0 else first
                elif random_share() < PLAYOUT_RANDOM:
                    choice = bits(2)  # randrange(2): two bits, below 2
                    while choice >= 2:
                        choice = bits(2)
                    cell = second if choice else first
                else:
                    worth_of = WORTH[team]
                    worth = 0
                    for number in RUNS[first]:
                        worth += worth_of[codes[number]]
                    worth += random_share()
                    other_worth = 0
                    for number in RUNS[second]:
                        other_worth += worth_of[codes[number]]
                    other_worth += random_share()
                    cell = second if other_worth > worth else first
            else:
                cell = _jack_target(chips, locked, codes, team, card, bits, random_share)
            if cell >= 100:  # DA-6: a black Jack takes an opposing chip off
                cell -= 100
                last = cell
                other = 1 - team
                chips[cell] = EMPTY
                chip_count[other] -= 1
                lift = TEAM_STEP[other]
                for number in RUNS[cell]:
                    codes[number] -= lift
                face = CELL_FACE[cell]  # its card lives again
                dead[face] = dead[face + DECK] = False
            else:
                chips[cell] = team
                chip_count[team] += 1
                placed = last = cell
                if chips[PARTNER[cell]] >= 0:  # both cells of its card taken: dead
                    face = CELL_FACE[cell]
                    dead[face] = dead[face + DECK] = True
                lay, full, filled = TEAM_STEP[team], FULL[team], False
                for number in RUNS[cell]:
                    code = codes[number] + lay
                    codes[number] = code
                    if full[code]:
                        filled = True
                # A series needs a run of five the team now holds whole (DA-8):
                # without one, the engine's search finds none.
                if filled:
                    settled, choices = series_through(chips, in_series, cell, team)
                    for cells in settled:
                        _record(series, series_count, locked, in_series, team, cells)
                    if choices:
                        pending = list(choices)
                        step = SERIES
                        continue
        else:  # SERIES: DA-11, the player picks the five cells
            steps += 1
            runs = pending[0]
            count = len(runs)
            size = count.bit_length()
            choice = bits(size)
            while choice >= count:
                choice = bits(size)
            _record(series, series_count, locked, in_series, team, runs[choice])
            del pending[0]
            if pending:
                continue
        # DA-14, DA-15: the turn ends: the laid card goes, the goal, the draw.
        discards.append(selected)
        passes = 0
        if series_count[team] >= goal:
            end = "goal"
            break
        if stock:
            insort(hands[turn], stock.pop())
            passed_holding[turn] = None
        elif stop:
            end = "stock_out"
            break
        turn = (turn + 1) % players
        step = CARD
        selected = placed = EMPTY
        exchanged = False
    state.turn, state.passes, state.last_cell = turn, passes, last
    if end:
        state.step, state.end = OVER, end
        state.selected, state.placed, state.exchanged = EMPTY, placed, exchanged
        state.pending = []
        return Rollout(state.result(), True, steps)
    state.step, state.selected, state.placed = step, selected, placed
    state.exchanged, state.pending = exchanged, pending
    open_of, other_open_of = OPEN
    best = other_best = 0
    for code in set(codes):  # a few dozen kinds of runs: weigh each once
        if open_of[code] > best:
            best = open_of[code]
        if other_open_of[code] > other_best:
            other_best = other_open_of[code]
    key = (players, series_count[0] * 10 + best, series_count[1] * 10 + other_best)
    result = _RESULTS.get(key)
    if result is None:
        if len(_RESULTS) >= _KNOWN_MOST:
            _RESULTS.clear()
        result = _RESULTS[key] = state.ranked_by_worth(list(key[1:]))
    return Rollout(result, False, steps)


def _jack_target(chips, locked, codes, team, card, bits, random_share) -> int:
    """A Jack's chip under the playout policy: any free cell, or for a black Jack an
    opposing unlocked chip to take off (coded as 100 + its cell); a few of them
    weighed (as `DoubleActionGame.playout_action`)."""
    targets = [cell for cell in NON_CORNER_CELLS if chips[cell] < 0]
    if IS_BLACK_JACK[card]:
        other = 1 - team
        targets.extend(
            100 + cell for cell in NON_CORNER_CELLS if chips[cell] == other and not locked[cell]
        )
    count = len(targets)
    if count == 1 or random_share() < PLAYOUT_RANDOM:
        size = count.bit_length()
        choice = bits(size)
        while choice >= count:
            choice = bits(size)
        return targets[choice]
    if count > PLAYOUT_LOOKS:
        targets = _sample(targets, bits)
    worth_of = WORTH[team]
    best_target, best = targets[0], -1.0
    for target in targets:
        runs = RUNS[target if target < 100 else target - 100]
        worth = 0
        for number in runs:
            worth += worth_of[codes[number]]
        worth += random_share()
        if worth > best:
            best_target, best = target, worth
    return best_target


# `random.Random.sample(population, PLAYOUT_LOOKS)` keeps a list of the population
# up to this size, else a set of the indexes drawn (CPython's `random`).
SAMPLE_POOL_MOST = 21 + (4 ** ceil(log(PLAYOUT_LOOKS * 3, 4)) if PLAYOUT_LOOKS > 5 else 0)


def _sample(targets: list[int], bits) -> list[int]:
    """`rng.sample(targets, PLAYOUT_LOOKS)` drawn as CPython's `random` draws it
    (each index as randrange does, see `rollout`); `targets` is used up."""
    count = len(targets)
    picked = []
    if count <= SAMPLE_POOL_MOST:
        for left in range(count, count - PLAYOUT_LOOKS, -1):
            size = left.bit_length()
            index = bits(size)
            while index >= left:
                index = bits(size)
            picked.append(targets[index])
            targets[index] = targets[left - 1]
        return picked
    size = count.bit_length()
    drawn: set[int] = set()
    for _ in range(PLAYOUT_LOOKS):
        index = bits(size)
        while index >= count or index in drawn:  # randrange again, as `sample` does
            index = bits(size)
        drawn.add(index)
        picked.append(targets[index])
    return picked


def _removable(chips: list[int], locked: list[bool], other: int) -> bool:
    """An opposing chip a black Jack may take off (DA-6)."""
    return any(chips[cell] == other and not locked[cell] for cell in NON_CORNER_CELLS)


def _record(series, series_count, locked, in_series, team: int, cells) -> None:
    """DA-8: a completed series counts and its chips are locked (as the engine's
    `_record_series`)."""
    number = len(series)
    series.append((team, cells))
    series_count[team] += 1
    lock_series(locked, in_series, number, cells)
