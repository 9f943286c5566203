"""Selections built item by item on a table, checked against the legal actions.

Some actions carry a set of items chosen together (Dumble's discard of cards). A
table lets the player pick them one by one; what glows is what `legal_actions`
allows, never a rule re-derived by the table: an item glows when, added to the
items already picked, it still lies within some legal action of that kind.
"""

from __future__ import annotations

from collections.abc import Iterable


def items_extending(legal: Iterable[tuple], kind: str, chosen: Iterable) -> set:
    """The items of legal actions `(kind, items)` that contain every chosen item:
    those that may still be picked (the chosen ones included) on the way to a legal
    action."""
    chosen = set(chosen)
    found: set = set()
    for action in legal:
        if action[0] == kind and len(action) == 2 and chosen.issubset(action[1]):
            found.update(action[1])
    return found
