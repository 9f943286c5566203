"""The observation's odds of each attack (shown by a table on hover) against every roll
counted by hand with the fight rule itself."""

from __future__ import annotations

from itertools import product

import pytest

from rules_engine.games.dog_eat_dog.material import PIPS
from rules_engine.games.dog_eat_dog.state import fight_won
from tests.engine.dog_eat_dog.helpers import table


def counted_odds(attacker_pips: int, defenders: list[int]) -> float:
    """Every roll of every die, the attack against each defender top down (DE-9, DE-10)."""
    won = total = 0
    for dice in product(range(1, 7), repeat=attacker_pips):
        for defences in product(*(product(range(1, 7), repeat=PIPS[d]) for d in defenders)):
            total += 1
            won += all(
                fight_won(max(dice), attacker_pips, defence, PIPS[defender])
                for defender, defence in zip(defenders, defences, strict=True)
            )
    return won / total


@pytest.mark.parametrize("attacker", [0, 3, 6])  # small, medium, large of colour 0
def test_odds_of_every_target_match_the_counted_rolls(attacker):
    # a stack of blue small under green medium (green controls), everything else alone
    state, _dice = table(3, stacks=[(9, 21)])
    state.apply(("attacker", attacker))
    observation = state.observe(None)
    odds = dict(observation["odds"])
    targets = [action[1] for action in state.legal_actions() if action[0] == "target"]
    assert sorted(odds) == sorted(targets)
    for top in (10, 13, 16, 21):  # blue small, medium, large; the stack
        stack = next(s for s in observation["stacks"] if s[-1] == top)
        expected = counted_odds(PIPS[attacker], list(reversed(stack)))
        assert odds[top] == pytest.approx(expected, abs=1e-12)


def test_odds_only_while_a_target_is_chosen():
    state, _dice = table(2)
    assert state.observe(None)["odds"] == ()
    state.apply(("attacker", 4))
    assert state.observe(None)["odds"]
    state.apply(("cancel",))
    assert state.observe(None)["odds"] == ()
