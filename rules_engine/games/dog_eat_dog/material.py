"""The pyramids of Dog Eat Dog and the Treehouse die, as data (DE-1, DE-18).

Each seat plays one colour: colour c is seat c. Its nine pyramids have the stable
ids 9c .. 9c+8: three small (1 pip), three medium (2 pips), three large (3 pips), in
that order, so a table can follow every pyramid by its id through stacks, tips and
captures.
"""

from __future__ import annotations

PER_COLOUR = 9
PER_SIZE = 3
SMALL, MEDIUM, LARGE = 1, 2, 3
SIZES = (SMALL, MEDIUM, LARGE)
MAX_PLAYERS = 8
ALL_IDS = range(PER_COLOUR * MAX_PLAYERS)

COLOUR: tuple[int, ...] = tuple(pyramid // PER_COLOUR for pyramid in ALL_IDS)
PIPS: tuple[int, ...] = tuple(pyramid % PER_COLOUR // PER_SIZE + 1 for pyramid in ALL_IDS)
BIT: tuple[int, ...] = tuple(1 << colour for colour in range(MAX_PLAYERS))

# The Treehouse die's faces, in the order of its pips 1 to 6 (DE-18).
TIP, HOP, SWAP, DIG, AIM, WILD = "tip", "hop", "swap", "dig", "aim", "wild"
TREEHOUSE_FACES = (TIP, HOP, SWAP, DIG, AIM, WILD)
DURING_THE_ATTACK = (TIP, HOP)  # faces that decide the fight itself (DE-19)


def pyramid_count(num_players: int) -> int:
    return PER_COLOUR * num_players


def colour_pyramids(colour: int) -> range:
    return range(PER_COLOUR * colour, PER_COLOUR * (colour + 1))
