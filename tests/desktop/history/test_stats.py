"""Statistics against hand-counted fixtures: rows as the index keeps them (the engine's
ranks and scores), counted per game and per level of opponent, rated, exported."""

from __future__ import annotations

import csv
import io

import pytest

from desktop.history import stats
from desktop.history.index import ABANDONED, FINISHED, UNREADABLE, MatchEntry
from rules_engine.core.record import Seat

ANN, BEA = Seat("Ann"), Seat("Bea")
EASY, NORMAL, HARD = Seat("", "bot:easy"), Seat("", "bot:normal"), Seat("", "bot:hard")
OLD_NORMAL = Seat("Bot", "bot:heuristic")  # an older save's name for Normal


def match(day, seats, ranks, scores, game="dumble", status=FINISHED, teams=None):
    return MatchEntry(
        file=f"2026010{day}-dumble.tablee",
        size=1,
        mtime_ns=1,
        game=game,
        played_at=1_700_000_000 + day * 86_400,
        status=status,
        seats=tuple(seats),
        scores=tuple(scores) if status == FINISHED else None,
        ranks=tuple(ranks) if status == FINISHED else None,
        teams=tuple(teams or range(len(seats))) if status == FINISHED else None,
        rounds=5,
        moves=100,
    )


# Ann's Dumble, in the order played (listed out of order: the date decides):
#   day 1  v Hard, Hard        1st  40
#   day 2  v Hard, Normal      2nd  70
#   day 3  v Normal, Normal    1st  30   (Normal under its older name for one seat)
#   day 4  v Normal, Normal    1st  55
#   day 5  v Hard, Hard        3rd 101
#   day 6  v Bea, Easy (hot seat) 1st 20; Bea 2nd 60
ENTRIES = [
    match(5, [HARD, ANN, HARD], [1, 3, 2], [10, 101, 50]),
    match(1, [ANN, HARD, HARD], [1, 2, 3], [40, 80, 90]),
    match(2, [NORMAL, ANN, HARD], [1, 2, 3], [20, 70, 99]),
    match(3, [ANN, OLD_NORMAL, NORMAL], [1, 2, 3], [30, 60, 80]),
    match(4, [ANN, NORMAL, NORMAL], [1, 2, 2], [55, 70, 70]),
    match(6, [ANN, BEA, EASY], [1, 2, 3], [20, 60, 95]),
    match(7, [ANN, HARD, HARD], (), (), status=ABANDONED),
    match(8, [ANN, HARD], [2, 1], [1, 3], game="double_action"),
    MatchEntry("broken.tablee", 1, 1, None, 0.0, UNREADABLE, ()),
]


def line(lines, opponent):
    return next(found for found in lines if found.opponent == opponent)


def test_lines_per_level_of_opponent():
    lines = stats.level_stats(ENTRIES, "Ann", "dumble")
    assert [found.opponent for found in lines] == [
        stats.ALL,
        "easy",
        "normal",
        "hard",
        stats.PEOPLE,
    ]
    every = line(lines, stats.ALL)
    assert every.ranks == [1, 2, 1, 1, 3, 1]  # in the order played
    assert (every.matches, every.wins) == (6, 4)
    assert every.average_rank == pytest.approx(1.5)
    assert every.average_score == pytest.approx(316 / 6)
    assert (every.highest_score, every.lowest_score) == (101, 20)
    assert (every.best_rank, every.worst_rank) == (1, 3)
    assert (every.longest_win_streak, every.longest_losing_streak, every.current_streak) == (
        2,
        1,
        1,
    )
    hard = line(lines, "hard")
    assert (hard.matches, hard.wins, hard.ranks, hard.scores) == (3, 1, [1, 2, 3], [40, 70, 101])
    assert hard.average_score == pytest.approx(211 / 3)
    assert (hard.longest_win_streak, hard.longest_losing_streak, hard.current_streak) == (1, 2, -2)
    normal = line(lines, "normal")
    assert (normal.matches, normal.wins, normal.scores) == (3, 2, [70, 30, 55])
    assert normal.current_streak == 2
    assert (line(lines, "easy").matches, line(lines, "easy").wins) == (1, 1)
    assert (line(lines, stats.PEOPLE).matches, line(lines, stats.PEOPLE).wins) == (1, 1)


def test_hot_seat_players_count_under_their_names():
    assert stats.player_names(ENTRIES) == ["Ann", "Bea"]
    bea = stats.level_stats(ENTRIES, "Bea", "dumble")
    assert [(found.opponent, found.matches, found.wins) for found in bea] == [
        (stats.ALL, 1, 0),
        ("easy", 1, 0),
        (stats.PEOPLE, 1, 0),
    ]
    assert line(bea, stats.ALL).scores == [60]
    assert stats.games_played(ENTRIES, "Ann") == ["dumble", "double_action"]


def test_teammates_are_no_opponents():
    team_match = match(1, [ANN, HARD, BEA, NORMAL], [1, 2, 1, 2], [3, 1, 3, 1], teams=[0, 1, 0, 1])
    lines = stats.level_stats([team_match], "Ann", "dumble")
    assert [found.opponent for found in lines] == [stats.ALL, "normal", "hard"]


def test_elo_by_hand():
    """Two players: 1500 each; Ann wins (expected 0.5): 1516 and 1484. Then Hard wins:
    Ann expected 1/(1+10^(-32/400)) = 0.54592, so she loses 17.47."""
    first = match(1, [ANN, HARD], [1, 2], [3, 1], game="double_action")
    second = match(2, [HARD, ANN], [1, 2], [3, 0], game="double_action")
    rated = stats.ratings([second, first], "double_action")
    assert [round(r, 2) for _, r in rated["name:Ann"]] == [1516.0, 1498.53]
    assert [round(r, 2) for _, r in rated["bot:hard"]] == [1484.0, 1501.47]
    assert [n for n, _ in rated["name:Ann"]] == [1, 2]


def test_elo_with_two_seats_of_one_level():
    """Ann beats two Hard seats: +8 against each (K/(3-1) x 0.5); Hard loses both."""
    rated = stats.ratings([match(1, [ANN, HARD, HARD], [1, 2, 3], [1, 2, 3])], "dumble")
    assert rated["name:Ann"] == [(1, 1516.0)]
    assert rated["bot:hard"] == [(1, 1484.0)]


def test_csv():
    rows = list(csv.reader(io.StringIO(stats.csv_text(ENTRIES, "Ann"))))
    assert rows[0] == list(stats.CSV_COLUMNS)
    assert [row[1:3] for row in rows[1:]] == [
        ["dumble", "all"],
        ["dumble", "easy"],
        ["dumble", "normal"],
        ["dumble", "hard"],
        ["dumble", "people"],
        ["double_action", "all"],
        ["double_action", "hard"],
    ]
    assert rows[1] == [
        "Ann", "dumble", "all", "6", "4", "1.50", "52.67", "1", "3", "101", "20", "2", "1", "1",
        rows[1][-1],
    ]  # fmt: skip
    assert rows[1][-1] and not rows[2][-1]  # the rating is the player's, on the "all" line
    assert rows[6][3:7] == ["1", "0", "2.00", "1.00"]
    assert int(rows[6][-1]) == 1484
