"""Words for the Double's Dread table: pawns, places around the lagoon, what happened,
and the round's result explained.

Kept apart from the scene so the scene reads as a description of the table, and so
the round-end explanation can be tested on its own. Every string goes through
`QCoreApplication.translate("DoublesDreadTable", ...)` with literal arguments only,
so that lupdate extracts it; placeholders are Qt's %1, %2..., filled by `fill`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.text import fill
from rules_engine.games.doubles_dread.pawns import CHIEF, COLOUR, SHAMAN, STRENGTH

CONTEXT = "DoublesDreadTable"


def colour_name(colour: int) -> str:
    names = (
        QCoreApplication.translate("DoublesDreadTable", "red"),
        QCoreApplication.translate("DoublesDreadTable", "blue"),
        QCoreApplication.translate("DoublesDreadTable", "green"),
        QCoreApplication.translate("DoublesDreadTable", "yellow"),
    )
    return names[colour]


def strength_name(strength: int) -> str:
    if strength == SHAMAN:
        return QCoreApplication.translate("DoublesDreadTable", "Shaman")
    if strength == CHIEF:
        return QCoreApplication.translate("DoublesDreadTable", "Chief")
    return str(strength)


def pawn_text(pawn: int) -> str:
    """ "red 5", "blue Chief" (French may reorder: "5 rouge")."""
    text = QCoreApplication.translate("DoublesDreadTable", "%1 %2", "a pawn: colour, strength")
    return fill(text, colour_name(COLOUR[pawn]), strength_name(STRENGTH[pawn]))


def pawns_text(pawns) -> str:
    return ", ".join(pawn_text(pawn) for pawn in sorted(pawns))


def pawn_tooltip(pawn: int, magic: bool) -> str:
    """What a pawn is and what it is worth, for the pointer resting on it."""
    strength = STRENGTH[pawn]
    if magic:
        text = QCoreApplication.translate("DoublesDreadTable", "%1 (strength %2), magic: 5 points")
    else:
        text = QCoreApplication.translate("DoublesDreadTable", "%1 (strength %2), 1 point")
    return fill(text, pawn_text(pawn), strength)


def position_name(position: str | None) -> str:
    """The place of a boat around the lagoon, in words."""
    if position == "S":
        return QCoreApplication.translate("DoublesDreadTable", "South")
    if position == "W":
        return QCoreApplication.translate("DoublesDreadTable", "West")
    if position == "N":
        return QCoreApplication.translate("DoublesDreadTable", "North")
    if position == "E":
        return QCoreApplication.translate("DoublesDreadTable", "East")
    if position == "X":
        return QCoreApplication.translate("DoublesDreadTable", "South's second boat")
    return ""


def position_letter(position: str | None) -> str:
    """The short mark painted on a boat's pennant."""
    if position == "S":
        return QCoreApplication.translate("DoublesDreadTable", "S", "South")
    if position == "W":
        return QCoreApplication.translate("DoublesDreadTable", "W", "West")
    if position == "N":
        return QCoreApplication.translate("DoublesDreadTable", "N", "North")
    if position == "E":
        return QCoreApplication.translate("DoublesDreadTable", "E", "East")
    if position == "X":
        return QCoreApplication.translate("DoublesDreadTable", "S2", "South's second boat")
    return ""


def boat_name(boat: int) -> str:
    return fill(QCoreApplication.translate("DoublesDreadTable", "boat %1"), boat + 1)


def boat_words(boat: int, positions) -> str:
    """ "West" once boats have their places, "boat 3" before."""
    position = positions[boat] if positions and boat < len(positions) else None
    return position_name(position) if position else boat_name(boat)


def side_text(side: str) -> str:
    if side == "WN":
        return QCoreApplication.translate("DoublesDreadTable", "between West and North")
    return QCoreApplication.translate("DoublesDreadTable", "between North and East")


def describe_event(event: dict, names: list[str], positions) -> str | None:
    """One sentence for the log: `positions` are the boats' places when it happened."""
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if seat is not None and seat < len(names) else ""
    if kind == "deal":
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "Round %1: the pawns are spread over the boats; %2 opens the bidding.",
        )
        return fill(text, event["round"], names[event["opener"]])
    if kind == "bid":
        return fill(
            QCoreApplication.translate("DoublesDreadTable", "%1 bids %2."), who, event["amount"]
        )
    if kind == "pass":
        return fill(QCoreApplication.translate("DoublesDreadTable", "%1 passes."), who)
    if kind == "auction_won":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1 wins the auction with %2 and becomes South."
        )
        return fill(text, who, event["bid"])
    if kind == "boat_placed":
        text = QCoreApplication.translate("DoublesDreadTable", "Boat %1 goes to %2, played by %3.")
        return fill(text, event["boat"] + 1, position_name(event["position"]), who)
    if kind == "side":
        text = QCoreApplication.translate("DoublesDreadTable", "South's second boat sits %1.")
        return fill(text, side_text(event["side"]))
    if kind == "lead":
        text = QCoreApplication.translate("DoublesDreadTable", "%1 has %2 lead the trick.")
        return fill(text, who, boat_words(event["boat"], positions))
    if kind == "play":
        return _describe_play(event, who, positions)
    if kind == "trick_won":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1 wins trick %2 with %3 (points: +%4)."
        )
        return fill(
            text, who, event["trick"], boat_words(event["boat"], positions), event["points"]
        )
    if kind == "round_end":
        if event["made"]:
            text = QCoreApplication.translate(
                "DoublesDreadTable", "Round %1 is over: %2 made the bid of %3 (%4 points)."
            )
        else:
            text = QCoreApplication.translate(
                "DoublesDreadTable", "Round %1 is over: %2 fell short of the bid of %3 (%4 points)."
            )
        south = event["south"]
        return fill(text, event["round"], names[south], event["bid"], event["points"][south])
    if kind == "match_end":
        winners = ", ".join(names[seat] for seat in event["winners"])
        return fill(QCoreApplication.translate("DoublesDreadTable", "%1 wins the match!"), winners)
    return None


def _describe_play(event: dict, who: str, positions) -> str:
    boat = boat_words(event["boat"], positions)
    pawn = pawn_text(event["pawn"])
    effect = event["effect"]
    if effect == "lead":
        text = QCoreApplication.translate("DoublesDreadTable", "%1 leads %2 from %3.")
        return fill(text, who, pawn, boat)
    if effect == "follow":
        text = QCoreApplication.translate("DoublesDreadTable", "%1 plays %2 from %3.")
        return fill(text, who, pawn, boat)
    if effect == "change":
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1 plays %2 from %3: the colour changes to %4 and the monster swallows %5.",
        )
        return fill(
            text, who, pawn, boat, colour_name(event["asked"]), pawns_text(event["swallowed"])
        )
    text = QCoreApplication.translate(
        "DoublesDreadTable", "%1 discards %2 from %3: the monster swallows it."
    )
    return fill(text, who, pawn, boat)


def explain_round(event: dict, names: list[str], last_winner: int | None) -> list[str]:
    """The round's scoring in words: the bid, what South took, who scores what, and
    where the monster's contents went."""
    south, bid = event["south"], event["bid"]
    points, scores = event["points"], event["scores"]
    lines = []
    if event["monster"] and last_winner is not None:
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1 won the last trick and took everything in the monster: %2.",
        )
        lines.append(fill(text, names[last_winner], pawns_text(event["monster"])))
    if event["made"]:
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1, South, took %2 points with both boats: at least the bid of %3, so the "
            "contract is made. %1 scores %4 and the others score nothing.",
        )
        lines.append(fill(text, names[south], points[south], bid, scores[south]))
    else:
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1, South, took only %2 points with both boats, short of the bid of %3: "
            "the contract fails. %1 scores 0, and each opponent scores their own points "
            "plus the bid.",
        )
        lines.append(fill(text, names[south], points[south], bid))
        for seat, name in enumerate(names):
            if seat == south:
                continue
            text = QCoreApplication.translate("DoublesDreadTable", "%1: %2 + %3 = %4.")
            lines.append(fill(text, name, points[seat], bid, scores[seat]))
    return lines
