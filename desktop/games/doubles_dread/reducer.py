"""The picture the Double's Dread table draws, and how an event advances it.

The table draws a copy of the observation (`picture_of`); to animate a move it folds
the move's events into that copy one at a time (`fold`), gliding the items to where
each step puts them. The engine has decided everything: this only files the pawns
where the events say and copies the counts they give (a trick's taker and the
round's points after it, the pawns a round's end shows), adding up nothing itself.
"""

from __future__ import annotations


def picture_of(obs: dict) -> dict:
    """A mutable copy of the fields the table draws, which `fold` can advance."""
    view = dict(obs)
    view["boats"] = [list(boat) for boat in obs["boats"]]
    view["positions"] = list(obs["positions"])
    view["controllers"] = list(obs["controllers"])
    view["monster_face_up"] = [tuple(pair) for pair in obs["monster_face_up"]]
    view["swallowed"] = list(obs["swallowed"])
    view["revealed"] = []
    view["taken"] = [list(pawns) for pawns in obs["taken"]]
    view["points"] = list(obs["points"])
    return view


def fold(view: dict, event: dict) -> dict:
    """The picture once `event` has happened: what the events report, moved into place
    (the engine decided everything; this only files the pawns where it says)."""
    view = dict(view)
    kind = event["type"]
    if kind == "play":
        boats = [list(boat) for boat in view["boats"]]
        boat, pawn = event["boat"], event["pawn"]
        if pawn in boats[boat]:
            boats[boat].remove(pawn)
        view["boats"] = boats
        # What the monster swallowed (the event lists it) leaves its back; the pawn
        # played lies there face up unless it was swallowed itself.
        gone = set(event["swallowed"])
        face_up = [(held, up) for held, up in view["monster_face_up"] if up not in gone]
        if pawn not in gone:
            face_up.append((boat, pawn))
        view["monster_face_up"] = face_up
        view["swallowed"] = [*view["swallowed"], *event["swallowed"]]
        view["asked"] = event["asked"]
    elif kind == "trick_won":
        taken = [list(pawns) for pawns in view["taken"]]
        taken[event["seat"]].extend(event["pawns"])
        points = list(event["round_points"])
        view.update(taken=taken, points=points, monster_face_up=[], asked=None)
    elif kind == "round_end":
        taken = [list(pawns) for pawns in view["taken"]]
        taken[event["taker"]].extend(event["monster"])
        view.update(
            taken=taken,
            swallowed=[],
            face_down=0,
            revealed=list(event["revealed"]),
            points=list(event["points"]),
            totals=list(event["totals"]),
            phase="round_over",
        )
    return view
