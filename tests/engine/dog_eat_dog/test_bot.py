"""Dog Eat Dog's heuristic bot: legal moves only, exact odds, declines bad attacks,
the Treehouse die and its follow-ups, and it beats random play."""

from __future__ import annotations

import random

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.arena import run_arena
from rules_engine.games.dog_eat_dog.bot import defence_odds
from rules_engine.games.dog_eat_dog.state import DIE, FOLLOW_UP
from tests.engine.dog_eat_dog.helpers import GAME, ids, table

S0, M0, L0 = ids(0, 1), ids(0, 2), ids(0, 3)
S1, M1, L1 = ids(1, 1), ids(1, 2), ids(1, 3)
S2, M2, L2 = ids(2, 1), ids(2, 2), ids(2, 3)
BOT = make_bot(GAME, "heuristic")


def choose(state):
    seat = state.to_move
    return BOT.choose(state.observe(seat), state.legal_actions(), random.Random(0), Budget())


def test_it_is_the_default_bot():
    assert GAME.default_bot == "normal"


@pytest.mark.parametrize("players", [2, 4, 8])
@pytest.mark.parametrize("treehouse", [False, True])
def test_it_plays_whole_matches_with_legal_moves(players, treehouse):
    state = GAME.new_match(players, {"treehouse": treehouse}, players)
    moves = 0
    while not state.is_over():
        action = choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        moves += 1
        assert moves < 5000


def test_the_odds_are_the_exact_ones():
    """A medium against a large on a small: the tie goes to the medium against the
    large, to the small against the medium (the rules text's 38.6 %)."""
    win, first = defence_odds(2, 2, [L1[0], S2[0]])
    assert win == pytest.approx(1001 / 2592)
    assert win + sum(first) == pytest.approx(1.0)


def test_a_large_attacks_the_small_rather_than_the_large():
    """66 % against a small, 35 % against a large, for the same point."""
    stacks = [(S1[1], S0[1]), (S1[2], S0[2])]  # seat 0 already holds two smalls of 1
    others = [p for p in range(9, 18) if p not in (S1[0], L1[0], S1[1], S1[2])]
    stacks += [(p, m) for p, m in zip(others, [*S0[:1], *M0, *L0[1:]], strict=False)]
    state, _ = table(2, stacks=stacks)
    assert choose(state) == ("attacker", L0[0])
    state.apply(("attacker", L0[0]))
    assert choose(state) == ("target", S1[0])


def hopeless_table(treehouse=False):
    """Seat 0's only attacker is a large; its only target is a stack of four larges;
    every other pyramid sits in stacks that hold seat 0's colour."""
    tower = (L1[0], L2[0], L1[1], L2[1])
    others = [p for p in range(9, 27) if p not in tower]
    mine = [p for p in range(9) if p != L0[0]]
    stacks = [tower]
    for index, pyramid in enumerate(mine):
        stacks.append((pyramid, *others[index::8]))
    return table(3, stacks=stacks, treehouse=treehouse)


def test_it_declines_when_every_attack_is_bad():
    state, _ = hopeless_table()
    assert state.legal_actions() == [("attacker", L0[0]), ("decline",)]
    assert choose(state) == ("decline",)


def test_it_rolls_the_treehouse_die_against_a_tower():
    """HOP takes the tower one time in six, far more than four larges let through."""
    state, _ = hopeless_table(treehouse=True)
    state.apply(("attacker", L0[0]))
    state.apply(("target", L2[1]))
    assert state.phase == DIE
    assert choose(state) == ("roll", True)


def test_it_digs_its_pyramid_out_from_under_a_rich_stack():
    stack = (S0[1], L1[0], M2[0], S1[1])
    state, dice = table(3, treehouse=True, stacks=[stack])
    dice.load(6, 4, 1)  # DIG, and the attack on S2[0] wins
    state.apply(("attacker", M0[0]))
    state.apply(("target", S2[0]))
    state.apply(("roll", True))
    assert state.phase == FOLLOW_UP
    assert choose(state) == ("dig", S0[1])


def test_it_swaps_a_rich_stack_under_its_own_top():
    rich = (L1[0], M2[0], S1[0], L2[0])
    poor = (S2[1], M0[1])
    state, dice = table(3, treehouse=True, stacks=[rich, poor])
    dice.load(6, 3, 1)  # SWAP, and the attack on S2[2] wins
    state.apply(("attacker", M0[0]))
    state.apply(("target", S2[2]))
    assert state.phase == DIE
    state.apply(("roll", True))
    assert state.phase == FOLLOW_UP
    first = choose(state)
    assert first in (("swap", L2[0]), ("swap", M0[1]), ("swap", M0[0]))
    state.apply(first)
    second = choose(state)
    assert second[0] == "swap"
    state.apply(second)
    # Seat 0 now controls the rich stack.
    assert any(stack[-1] in (M0[0], M0[1]) and L1[0] in stack for stack in state.stacks.values())


def test_it_beats_random_players():
    report = run_arena(
        GAME,
        [make_bot(GAME, name) for name in ("heuristic", "random", "random")],
        120,
        5,
        GAME.resolve_options(None),
        Budget(),
    )
    assert report["bots"]["heuristic"]["win_rate"] > 0.45, report
