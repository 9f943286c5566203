"""What a playout is worth to each seat: rank-based rewards (`rank_values`), and,
from one pass over the pairs of seats, every seat's reward and chance of coming
first for a playout that ended the match or was cut at a round's end
(`search_values`)."""

from __future__ import annotations

import functools

from rules_engine.core.protocol import Game, Rollout


def rank_values(ranks, scores=None, scale: float = 0.0) -> list[float]:
    """Each seat's share of pairwise wins against the others (draws half). With a
    `scale`, a pairwise win counts in proportion to the score gap, up to `scale`
    points (a cut playout: a narrow lead is not yet a win)."""
    n = len(ranks)
    if n < 2:
        return [1.0] * n
    values = []
    for me in range(n):
        total = 0.0
        for other in range(n):
            if other == me:
                continue
            if ranks[me] == ranks[other]:
                total += 0.5
                continue
            sign = 1.0 if ranks[me] < ranks[other] else -1.0
            if scale > 0 and scores is not None:
                margin = min(1.0, (abs(scores[me] - scores[other]) + 1) / scale)
            else:
                margin = 1.0
            total += 0.5 + 0.5 * sign * margin
        values.append(total / (n - 1))
    return values


@functools.cache
def side_leaders(teams: tuple[int, ...]) -> tuple[bool, ...]:
    """For each seat, whether it is the first seat of its side: a side is counted once
    in a chance of coming first, however many seats it has (teammates share a rank
    and a score)."""
    return tuple(teams.index(team) == seat for seat, team in enumerate(teams))


def search_values(
    game: Game, rollout: Rollout, teams: tuple[int, ...] | None = None
) -> tuple[list[float], list[float]]:
    """Every seat's reward for a playout that stopped as `rollout` says
    (`rank_values`), and its chance of coming first from there, both from one pass
    over the pairs of seats (this runs once per iteration).

    The chance is 1 or 0 when the playout ended the match. For a playout cut at a
    round's end, it is the product of the seat's softened wins (`rank_values`' margin)
    against each other side, so that a narrow lead does not read as a won match. A
    side counts once, by its first seat: in Double Action's teams of four, counting
    each opponent seat multiplied the same even fight four times (6% for a fair 50%)."""
    result = rollout.result
    ranks = result.ranks
    n = len(ranks)
    if n < 2:
        return [1.0] * n, [1.0] * n
    cut = not rollout.over and game.search_scale > 0
    scores, scale = result.scores, game.search_scale
    if teams is None:
        teams = game.teams(n)
    share = 1.0 / (n - 1)
    leaders = side_leaders(tuple(teams))
    values, chances = [], []
    for me in range(n):
        my_rank, my_team = ranks[me], teams[me]
        total, chance = 0.0, 1.0
        for other in range(n):
            if other == me:
                continue
            rank = ranks[other]
            if rank == my_rank:
                win = 0.5
            elif not cut:
                win = 1.0 if my_rank < rank else 0.0
            else:
                margin = (abs(scores[me] - scores[other]) + 1) / scale
                if margin > 1.0:
                    margin = 1.0
                win = 0.5 + 0.5 * margin if my_rank < rank else 0.5 - 0.5 * margin
            total += win
            if cut and leaders[other] and teams[other] != my_team:
                chance *= win
        values.append(total * share)
        chances.append(chance if cut else (1.0 if my_rank == 1 else 0.0))
    return values, chances
