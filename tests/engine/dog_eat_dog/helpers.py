"""Helpers for the Dog Eat Dog tests: tables laid out by hand and dice that fall as
a test says."""

from __future__ import annotations

from rules_engine.core import get_game
from rules_engine.core.rng import MatchRng
from rules_engine.games.dog_eat_dog.material import COLOUR, pyramid_count
from rules_engine.games.dog_eat_dog.state import ATTACKER, DogEatDogState

GAME = get_game("dog_eat_dog")


class LoadedDice(MatchRng):
    """A match RNG whose next dice are the faces given (1-6 for a d6; the Treehouse
    die reads TIP=1, HOP=2, SWAP=3, DIG=4, AIM=5, WILD=6). `core.dice.roll` reads one
    `random()` per die; once the faces run out, the test has rolled more than it said."""

    def __init__(self, faces=()) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def load(self, *faces: int) -> None:
        self.faces.extend(faces)

    def random(self) -> float:
        if not self.faces:
            raise AssertionError("a die was rolled that the test did not load")
        return (self.faces.pop(0) - 0.5) / 6


def table(
    players: int,
    stacks=(),
    tipped=(),
    captured=None,
    turn: int = 0,
    treehouse: bool = False,
) -> tuple[DogEatDogState, LoadedDice]:
    """A match at the start of `turn`'s attack phase, with the stacks given (each
    bottom to top); every pyramid in no stack and no capture pile stands alone."""
    dice = LoadedDice()
    state = DogEatDogState(players, treehouse, dice)
    captured = [list(pile) for pile in (captured or [[] for _ in range(players)])]
    placed = {pyramid for stack in stacks for pyramid in stack}
    placed.update(pyramid for pile in captured for pyramid in pile)
    state.stacks, state.masks = {}, {}
    state.lone = [False] * pyramid_count(players)
    for stack in stacks:
        state.place_stack(list(stack))
    for pyramid in range(pyramid_count(players)):
        if pyramid not in placed:
            state.place_stack([pyramid])
            state.lone[pyramid] = True
    for pyramid in tipped:
        state.tipped[pyramid] = True
    state.captured = captured
    state.turn = turn
    state.phase = ATTACKER
    return state, dice


def ids(colour: int, pips: int) -> tuple[int, int, int]:
    """The three pyramids of a colour and size."""
    first = 9 * colour + 3 * (pips - 1)
    return first, first + 1, first + 2


def everything_once(state: DogEatDogState) -> None:
    """Every pyramid is in exactly one place: a stack or a capture pile; the derived
    facts (colours per stack, who stands alone) agree with the stacks."""
    seen = [pyramid for stack in state.stacks.values() for pyramid in stack]
    seen += [pyramid for pile in state.captured for pyramid in pile]
    assert sorted(seen) == list(range(pyramid_count(state.num_players)))
    for top, stack in state.stacks.items():
        assert stack[-1] == top
        assert state.masks[top] == sum({1 << COLOUR[pyramid] for pyramid in stack})
        for pyramid in stack:
            assert state.lone[pyramid] == (len(stack) == 1)
            assert not state.tipped[pyramid] or len(stack) == 1  # only lone pyramids tip
    for pile in state.captured:
        for pyramid in pile:
            assert not state.lone[pyramid] and not state.tipped[pyramid]
