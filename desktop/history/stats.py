"""A player's statistics from the history's rows: per game and per level of opponent,
and a rating over time. No rule is computed here: who won, the ranks and the scores
are the engine's final result kept in the index (`MatchEntry`); this only counts.

Who is who. A human seat is its player, by the name typed for it (hot-seat players
each under their own name); a seat left unnamed counts as "" (the one who plays
without giving a name). A bot seat is its level ("hard"; an older save's "heuristic"
is Normal), whatever the seat's name.

Levels of opponent. A match counts under each kind of opponent it had (a level, or
"people" for other humans); the "all" line counts every match once.

The rating is Elo, per game, from every finished match in the order played: each
pair of seats on different sides is one game won, drawn (same rank) or lost, and each
player's or level's rating moves by K / (seats - 1) times what it scored above its
expectation. Bot levels are rated by the same results, so the chart shows the
player's rating against theirs. (openskill would rate the same matches; Elo is a few
lines and needs no dependency.)
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from desktop.history.index import FINISHED, MatchEntry
from rules_engine.ai.registry import level_of
from rules_engine.core.record import Seat

ALL = "all"  # the line of every match, whoever the opponents
PEOPLE = "people"  # other humans at the table (hot-seat)
START_RATING = 1500.0
K_FACTOR = 32.0


def who(seat: Seat) -> str:
    """The player or level a seat counts for: "name:<name>" or "bot:<level>"."""
    if seat.is_human:
        return "name:" + seat.name
    bot = seat.bot_name or ""
    return "bot:" + (level_of(bot) or bot)


def player_names(entries: Iterable[MatchEntry]) -> list[str]:
    """The humans of the finished matches, the most often seen first."""
    counts: dict[str, int] = defaultdict(int)
    for entry in entries:
        if entry.status == FINISHED:
            for seat in entry.seats:
                if seat.is_human:
                    counts[seat.name] += 1
    return sorted(counts, key=lambda name: (-counts[name], name.casefold()))


def games_played(entries: Iterable[MatchEntry], player: str) -> list[str]:
    """The games in which `player` finished a match, the most played first."""
    counts: dict[str, int] = defaultdict(int)
    for entry in entries:
        if entry.status == FINISHED and _seats_of(entry, player):
            counts[entry.game] += 1
    return sorted(counts, key=lambda game: (-counts[game], game))


def _seats_of(entry: MatchEntry, player: str) -> list[int]:
    return [n for n, seat in enumerate(entry.seats) if seat.is_human and seat.name == player]


def opponents(entry: MatchEntry, seat: int) -> set[str]:
    """The kinds of opponent `seat` had: bot levels, and PEOPLE for other humans
    (teammates are not opponents)."""
    found = set()
    for other, info in enumerate(entry.seats):
        if other == seat or (entry.teams and entry.teams[other] == entry.teams[seat]):
            continue
        found.add(PEOPLE if info.is_human else who(info)[len("bot:") :])
    return found


def _mean(values: list[int]) -> float:
    return sum(values) / len(values)


class _Figure:
    """A read-only attribute of a `LevelStats`: `fold` (min, max, the mean) over one
    of its columns, `ranks` or `scores`."""

    def __init__(self, column: str, fold: Callable[[list[int]], float]) -> None:
        self.column, self.fold = column, fold

    def __get__(self, stats: LevelStats | None, owner: type | None = None):
        return self if stats is None else self.fold(getattr(stats, self.column))


@dataclass
class LevelStats:
    """One line of the table: `player`'s matches of one game against one kind of
    opponent (or ALL). `ranks` and `scores` in the order played."""

    opponent: str
    ranks: list[int]
    scores: list[int]

    @property
    def matches(self) -> int:
        return len(self.ranks)

    @property
    def wins(self) -> int:
        return sum(1 for rank in self.ranks if rank == 1)

    # A figure of one column of the matches: a fold over the ranks or the scores.
    average_rank = _Figure("ranks", _mean)
    average_score = _Figure("scores", _mean)
    highest_score = _Figure("scores", max)
    lowest_score = _Figure("scores", min)
    best_rank = _Figure("ranks", min)
    worst_rank = _Figure("ranks", max)

    @property
    def longest_win_streak(self) -> int:
        return _longest(self.ranks, won=True)

    @property
    def longest_losing_streak(self) -> int:
        return _longest(self.ranks, won=False)

    @property
    def current_streak(self) -> int:
        """Wins in a row up to the last match (> 0), or matches without a win (< 0)."""
        streak = 0
        for rank in reversed(self.ranks):
            won = rank == 1
            if streak == 0:
                streak = 1 if won else -1
            elif (streak > 0) == won:
                streak += 1 if won else -1
            else:
                break
        return streak


def _longest(ranks: list[int], won: bool) -> int:
    best = run = 0
    for rank in ranks:
        run = run + 1 if (rank == 1) == won else 0
        best = max(best, run)
    return best


def finished_in_order(entries: Iterable[MatchEntry], game: str) -> list[MatchEntry]:
    """The finished matches of one game, oldest first (ties by file name)."""
    found = [entry for entry in entries if entry.status == FINISHED and entry.game == game]
    return sorted(found, key=lambda entry: (entry.played_at, entry.file))


def level_stats(entries: Iterable[MatchEntry], player: str, game: str) -> list[LevelStats]:
    """`player`'s lines for one game: ALL first, then each kind of opponent met. A
    hot-seat match where `player` held two seats counts each seat."""
    lines: dict[str, LevelStats] = {}
    for entry in finished_in_order(entries, game):
        for seat in _seats_of(entry, player):
            rank, score = entry.ranks[seat], entry.scores[seat]
            for kind in (ALL, *sorted(opponents(entry, seat))):
                line = lines.setdefault(kind, LevelStats(kind, [], []))
                line.ranks.append(rank)
                line.scores.append(score)
    order = {ALL: 0, PEOPLE: 2}
    return sorted(
        lines.values(), key=lambda line: (order.get(line.opponent, 1), _level_order(line))
    )


def _level_order(line: LevelStats) -> int:
    return level_rank(line.opponent)


def level_rank(level: str) -> int:
    """Bot levels from the weakest (random play) to the strongest; others after."""
    from rules_engine.ai.registry import level_names

    levels = ("random", *level_names())
    return levels.index(level) if level in levels else len(levels)


def ratings(entries: Iterable[MatchEntry], game: str) -> dict[str, list[tuple[int, float]]]:
    """Everyone's Elo rating in one game after each of their finished matches:
    {who: [(match number, rating), ...]} (see `who`; the game's finished matches
    numbered from 1 in the order played)."""
    rating: dict[str, float] = defaultdict(lambda: START_RATING)
    history: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for number, entry in enumerate(finished_in_order(entries, game), start=1):
        players = [who(seat) for seat in entry.seats]
        change: dict[str, float] = defaultdict(float)
        size = len(players)
        for a in range(size):
            for b in range(size):
                if a == b or players[a] == players[b]:
                    continue
                if entry.teams and entry.teams[a] == entry.teams[b]:
                    continue
                expected = 1 / (1 + 10 ** ((rating[players[b]] - rating[players[a]]) / 400))
                ranks = entry.ranks
                scored = 1.0 if ranks[a] < ranks[b] else 0.5 if ranks[a] == ranks[b] else 0.0
                change[players[a]] += K_FACTOR / (size - 1) * (scored - expected)
        for name in dict.fromkeys(players):
            rating[name] += change[name]
            history[name].append((number, rating[name]))
    return dict(history)


CSV_COLUMNS = (
    "player",
    "game",
    "opponent",
    "matches",
    "wins",
    "average_rank",
    "average_score",
    "best_rank",
    "worst_rank",
    "highest_score",
    "lowest_score",
    "longest_win_streak",
    "longest_losing_streak",
    "current_streak",
    "rating",
)


def csv_text(entries: list[MatchEntry], player: str) -> str:
    """Every line of `player`'s statistics, every game, as CSV (ids, not translated
    names: a spreadsheet's columns stay the same in any language)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for game in games_played(entries, player):
        rated = ratings(entries, game).get("name:" + player)
        for line in level_stats(entries, player, game):
            writer.writerow(
                (
                    player,
                    game,
                    line.opponent,
                    line.matches,
                    line.wins,
                    f"{line.average_rank:.2f}",
                    f"{line.average_score:.2f}",
                    line.best_rank,
                    line.worst_rank,
                    line.highest_score,
                    line.lowest_score,
                    line.longest_win_streak,
                    line.longest_losing_streak,
                    line.current_streak,
                    f"{rated[-1][1]:.0f}" if rated and line.opponent == ALL else "",
                )
            )
    return out.getvalue()
