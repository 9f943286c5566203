"""The material of Double's Dread (DD-1, DD-2) as data.

A pawn is an int: colour * 8 + index, colour 0-3 (red, blue, green, yellow), index
0-7; its strength is index + 1 (1 to 6 harpoons, 7 the Shaman, 8 the Chief). Pawns
of one colour have consecutive ids, so within a colour the higher id is the
stronger pawn. The hot paths read the tables below rather than computing.
"""

from __future__ import annotations

COLOURS = ("red", "blue", "green", "yellow")
PAWNS_PER_COLOUR = 8
NUM_PAWNS = len(COLOURS) * PAWNS_PER_COLOUR
ALL_PAWNS = tuple(range(NUM_PAWNS))
SHAMAN = 7
CHIEF = 8

COLOUR = tuple(pawn // PAWNS_PER_COLOUR for pawn in ALL_PAWNS)
STRENGTH = tuple(pawn % PAWNS_PER_COLOUR + 1 for pawn in ALL_PAWNS)
# What each pawn shows, by id, for a table to draw and name it without reading the
# rules: (colour, strength, figure), the figure "harpoons" (1 to 6), "shaman" or "chief".
FIGURES = {SHAMAN: "shaman", CHIEF: "chief"}
FACES = tuple(
    (COLOUR[pawn], STRENGTH[pawn], FIGURES.get(STRENGTH[pawn], "harpoons")) for pawn in ALL_PAWNS
)

MAGIC_POINTS = 5
ORDINARY_POINTS = 1
MAGIC_PER_COLOUR = 2
TOTAL_POINTS = len(COLOURS) * (
    MAGIC_PER_COLOUR * MAGIC_POINTS + (PAWNS_PER_COLOUR - MAGIC_PER_COLOUR) * ORDINARY_POINTS
)  # 64: everything a round gives out

# DD-1 option "magic": the strengths of the two magic pawns of every colour.
MAGIC_STRENGTHS = {"3-6": (3, 6), "7-8": (SHAMAN, CHIEF)}
RANDOM_MAGIC = "random"


def make_pawn(colour: int, strength: int) -> int:
    if not 0 <= colour < len(COLOURS) or not 1 <= strength <= PAWNS_PER_COLOUR:
        raise ValueError(f"no such pawn: colour {colour}, strength {strength}")
    return colour * PAWNS_PER_COLOUR + strength - 1


def magic_pawns(strengths: tuple[int, int]) -> tuple[int, ...]:
    """The magic pawns when the same two strengths are magic in every colour."""
    return tuple(
        sorted(make_pawn(colour, strength) for colour in range(4) for strength in strengths)
    )


def points_table(magic: tuple[int, ...]) -> tuple[int, ...]:
    """Points of every pawn id, given the magic pawns."""
    chosen = set(magic)
    return tuple(MAGIC_POINTS if pawn in chosen else ORDINARY_POINTS for pawn in ALL_PAWNS)


FIXED_MAGIC = {name: magic_pawns(strengths) for name, strengths in MAGIC_STRENGTHS.items()}
FIXED_POINTS = {magic: points_table(magic) for magic in FIXED_MAGIC.values()}


def pawn_name(pawn: int) -> str:
    """Short code such as "red 5", "blue Chief" (logs, tests, reprs)."""
    strength = STRENGTH[pawn]
    label = {SHAMAN: "Shaman", CHIEF: "Chief"}.get(strength, str(strength))
    return f"{COLOURS[COLOUR[pawn]]} {label}"


def parse_pawn(code: str) -> int:
    """The pawn named like "red 5", "blue 7", "green Chief" (the reverse of `pawn_name`)."""
    colour_text, _, strength_text = code.strip().lower().partition(" ")
    named = {"shaman": SHAMAN, "chief": CHIEF}
    if colour_text not in COLOURS:
        raise ValueError(f"not a pawn: {code!r}")
    strength_text = strength_text.strip()
    if strength_text in named:
        return make_pawn(COLOURS.index(colour_text), named[strength_text])
    if not strength_text.isdigit():
        raise ValueError(f"not a pawn: {code!r}")
    return make_pawn(COLOURS.index(colour_text), int(strength_text))


# A boat is stored as a bit mask of its pawns (bit `pawn` set), one byte per colour:
# holding a colour, removing a pawn and copying a boat are single int operations.
BIT = tuple(1 << pawn for pawn in ALL_PAWNS)
BYTE_PAWNS = tuple(
    tuple(
        tuple(colour * PAWNS_PER_COLOUR + index for index in range(8) if byte >> index & 1)
        for byte in range(256)
    )
    for colour in range(len(COLOURS))
)  # BYTE_PAWNS[colour][byte]: the pawns of that colour in a boat whose colour byte is `byte`


def mask_of(pawns) -> int:
    mask = 0
    for pawn in pawns:
        mask |= BIT[pawn]
    return mask


def pawns_of(mask: int) -> tuple[int, ...]:
    """The pawns of a boat mask, in id order."""
    red, blue, green, yellow = BYTE_PAWNS
    return (
        red[mask & 255] + blue[mask >> 8 & 255] + green[mask >> 16 & 255] + yellow[mask >> 24 & 255]
    )
