"""Small hand-made positions, one per game, where the seat to move (seat 0) wins the
match this turn with one move (or one turn's steps) and very likely loses it otherwise.

Each is a real match set up by the game, then edited field by field the way the
game's own tests build positions (their helpers), keeping every card or pawn in
exactly one place so that `legal_actions`, `observe` and the determinizer stay true.
A `Position` holds the state and a check of whether the seat won once its turn is
over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules_engine.core.protocol import State
from rules_engine.core.rng import MatchRng
from rules_engine.games.double_action.board import CELL_FACE
from rules_engine.games.double_action.state import IS_JACK
from rules_engine.games.doubles_dread.pawns import ALL_PAWNS
from tests.engine.dog_eat_dog.helpers import ids
from tests.engine.dog_eat_dog.helpers import table as ded_table
from tests.engine.double_action.helpers import A, B, arrange, at, check_conservation
from tests.engine.doubles_dread.helpers import boat_of, code, pawns
from tests.engine.doubles_dread.helpers import table as dd_table
from tests.engine.dumble.helpers import position as dumble_position
from tests.engine.stonehenge.helpers import BLUE, card, check_cards_accounted
from tests.engine.stonehenge.helpers import table as sh_table


@dataclass
class Position:
    game_id: str
    state: State
    line: tuple  # the winning move, with the rest of seat 0's turn
    won: Callable[[State], bool]  # seat 0 won the match (checked after its turn)

    def finish_turn(self, choose: Callable[[State], object]) -> list:
        """Play on while seat 0 is to move (each step by `choose`) or the move is
        forced; the moves seat 0 chose."""
        state, chosen = self.state, []
        while not state.is_over():
            legal = state.legal_actions()
            if state.to_move == 0:
                action = choose(state)
                assert action in legal
                chosen.append(action)
            elif len(legal) == 1:
                action = legal[0]
            else:
                break
            state.apply(action)
        return chosen


def sole_winner(state: State, seat: int = 0) -> bool:
    if not state.is_over():
        return False
    ranks = state.result().ranks
    return ranks[seat] == 1 and list(ranks).count(1) == 1


def dumble() -> Position:
    """Seat 0 holds 4 points; seat 1, at 96, took both its cards from the discards in
    plain sight (5 points). Calling now puts seat 1 over 100, out of the match;
    any discard lets seat 1 call first, and seat 0 (at 95) then most likely goes out."""
    state = dumble_position(
        2, ["AS AC 2S", "2H 3D"], offer="KC", known=["", "2H 3D"], totals=[95, 96]
    )
    return Position("dumble", state, (("dumble",),), sole_winner)


def doubles_dread() -> Position:
    """The last trick of the last round, seat 0 (South) naming the boat that leads.
    South needs that trick and the monster's two magic pawns to make its bid, and so
    the match; only North's lone blue 1 leads to a trick nobody can follow."""
    boats = ["r2", "r5", "b1", "g4"]  # S, W, N, E: seat 0 plays S and N
    swallowed = "y3 y6"
    used = set(pawns(" ".join([*boats, swallowed])))
    rest = [pawn for pawn in ALL_PAWNS if pawn not in used]
    theirs = " ".join(code(pawn) for pawn in rest[::2])  # the others went to South
    state = dd_table(
        2, boats, swallowed=swallowed, taken=["", theirs], trick=8, round_number=2, totals=[10, 20]
    )
    assert state.round == state.rounds  # the last round: its end is the match's
    state.bid = state.current = state.bids[0] = state.points[0] + 10  # the trick brings 14
    return Position("doubles_dread", state, (("lead", boat_of(state, "N")),), sole_winner)


def dog_eat_dog() -> Position:
    """Seat 1 declined last turn and seat 0 leads by the pyramid it captured: declining
    too ends the match at once (a round without an attack, DE-14) with seat 0 ahead;
    any attack gives seat 1 another turn."""
    state, _dice = ded_table(2, captured=[[ids(1, 1)[0]], []], turn=0)
    state.rng = MatchRng(5)  # fair dice instead of the helper's loaded ones
    state.quiet = 1
    assert state.standing() == (1, 0)
    return Position("dog_eat_dog", state, (("decline",),), sole_winner)


def double_action() -> Position:
    """Team A (seat 0) has one series of the two it needs and four in a row whose fifth
    cell only the card in its hand shows (its other cell is elsewhere); team B has a
    series too and an open four. Laying that card on that cell wins; anything else
    lets B complete its four."""
    done = tuple(at(8, col) for col in range(2, 7))
    line = [at(3, col) for col in range(2, 7)]
    theirs = tuple(at(6, col) for col in range(2, 7))
    four = [at(5, col) for col in range(3, 7)]
    chips = {
        **dict.fromkeys(done, A),
        **dict.fromkeys(line[:4], A),
        at(3, 1): B,
        at(3, 7): B,
        **dict.fromkeys(theirs, B),
        **dict.fromkeys(four, B),
    }
    state = arrange(chips=chips, series=[(A, done), (B, theirs)], turn=0)
    win_card = CELL_FACE[line[4]]
    # Seat 1 holds the cards that complete its four (unseen by seat 0); seat 0 the
    # winning card and otherwise plain cards: no Jack (a Jack could win too).
    completing = [CELL_FACE[at(5, 2)], CELL_FACE[at(5, 7)]]
    give(state, 1, completing)
    plain = [
        c
        for c in [*state.hands[0], *state.stock]
        if not IS_JACK[c] and c != win_card and c not in completing
    ]
    give(state, 0, [win_card, *plain[: len(state.hands[0]) - 1]])
    check_conservation(state)
    assert not any(IS_JACK[c] for c in state.hands[0])
    return Position(
        "double_action",
        state,
        (("card", win_card), ("place", line[4])),
        lambda s: s.is_over() and s.winning_team() == A,
    )


def give(state, seat: int, wanted: list[int]) -> None:
    """Swap cards between places (hands, stock) so that `seat` holds `wanted`, every
    card still in exactly one place."""
    hand = state.hands[seat]
    for wanted_card in wanted:
        if wanted_card in hand:
            continue
        spare = next(c for c in hand if c not in wanted)
        for place in [*state.hands, state.stock]:
            if place is not hand and wanted_card in place:
                place[place.index(wanted_card)] = spare
                break
        hand[hand.index(spare)] = wanted_card
    for other in state.hands:
        other.sort()


def stonehenge() -> Position:
    """Seat 0 (19 points) bids last for a blue stone; seat 1 passed, seat 2 (19 too)
    laid one card face down (a blue 20, unseen by seat 0). Only the 26 blue day (blue is
    trump) beats every card seat 2 could have laid: bidding it wins the 20th point and
    the match; passing lets seat 2 win it."""
    state = sh_table(
        ["26d 30d 1n 5n", "7n 9d 11n", "20n 3d 4n"],
        stone=BLUE,
        auction=12,
        opener=1,
        scores=[19, 12, 19],
        collections=[[2, 1, 2, 1, 1], [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]],
    )
    state.apply(("pass",))
    state.apply(("add", card("20n")))
    state.apply(("seal",))
    check_cards_accounted(state)
    assert state.to_move == 0
    return Position(
        "stonehenge",
        state,
        (("add", card("26d")), ("seal",)),
        lambda s: s.is_over() and s.champion == 0,
    )


POSITIONS = {
    "dumble": dumble,
    "doubles_dread": doubles_dread,
    "dog_eat_dog": dog_eat_dog,
    "double_action": double_action,
    "stonehenge": stonehenge,
}
