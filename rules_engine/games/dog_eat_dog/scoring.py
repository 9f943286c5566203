"""Scoring as Volcano trees (DE-15, DE-16).

A tree is one small, one medium and one large pyramid: 7 points when the three share
a colour, 5 when they do not; a pyramid in no tree scores 1. Every tree, of either
kind, takes exactly one pyramid of each size, so no grouping has more trees than the
rarest size; taking every one-colour tree first (each colour on its own: as many as
its rarest size) leaves exactly that many trees to make mixed, so the grouping below
has the most trees and the most one-colour trees at once: it is optimal
(tests/engine/dog_eat_dog checks it against every grouping of small collections).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_engine.games.dog_eat_dog.material import COLOUR, PIPS

ONE_COLOUR_TREE = 7
MIXED_TREE = 5
LEFT_OVER = 1


def group_trees(
    pyramids: Iterable[int], seat: int
) -> tuple[
    tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]
]:
    """The best grouping of what `seat` holds: (one-colour trees, mixed trees, left-over
    pyramids, own pyramids set aside). Trees list their ids small, medium, large."""
    own = []
    by_colour: dict[int, tuple[list[int], list[int], list[int]]] = {}
    for pyramid in sorted(pyramids):
        colour = COLOUR[pyramid]
        if colour == seat:
            own.append(pyramid)
            continue
        by_colour.setdefault(colour, ([], [], []))[PIPS[pyramid] - 1].append(pyramid)
    one_colour = []
    rest: tuple[list[int], list[int], list[int]] = ([], [], [])
    for colour in sorted(by_colour):
        small, medium, large = by_colour[colour]
        trees = min(len(small), len(medium), len(large))
        one_colour.extend(zip(small[:trees], medium[:trees], large[:trees], strict=True))
        for size, found in enumerate((small, medium, large)):
            rest[size].extend(found[trees:])
    mixed_count = min(len(found) for found in rest)
    mixed = list(zip(*(found[:mixed_count] for found in rest), strict=True))
    left = sorted(pyramid for found in rest for pyramid in found[mixed_count:])
    return tuple(one_colour), tuple(mixed), tuple(left), tuple(own)


def score_counts(counts: Iterable[tuple[int, int, int]]) -> int:
    """The score of a collection given as (small, medium, large) counts per colour,
    own colour already set aside."""
    total = one_colour = 0
    rest = [0, 0, 0]
    for small, medium, large in counts:
        trees = min(small, medium, large)
        one_colour += trees
        total += small + medium + large
        rest[0] += small - trees
        rest[1] += medium - trees
        rest[2] += large - trees
    mixed = min(rest)
    left = total - 3 * (one_colour + mixed)
    return ONE_COLOUR_TREE * one_colour + MIXED_TREE * mixed + LEFT_OVER * left


def score(pyramids: Iterable[int], seat: int) -> int:
    """What `seat` scores for the pyramids it holds (its own colour counts nothing)."""
    counts: dict[int, list[int]] = {}
    for pyramid in pyramids:
        colour = COLOUR[pyramid]
        if colour != seat:
            counts.setdefault(colour, [0, 0, 0])[PIPS[pyramid] - 1] += 1
    return score_counts(tuple(found) for found in counts.values())
