"""Words for the Double's Dread table: pawns, places around the lagoon, what happened,
and the round's result explained.

Kept apart from the scene so the scene reads as a description of the table, and so
the round-end explanation can be tested on its own. Every string goes through
`QCoreApplication.translate("DoublesDreadTable", ...)` with literal arguments only,
so that lupdate extracts it; placeholders are Qt's %1, %2..., filled by `fill`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.doubles_dread.faces import pawn_face
from desktop.table.pawns import PAWN_COLOUR_NAMES
from desktop.table.text import fill
from desktop.table.theme import colour_word

CONTEXT = "DoublesDreadTable"


def colour_name(colour: int) -> str:
    return colour_word(PAWN_COLOUR_NAMES[colour])


def strength_name(strength: int, figure: str) -> str:
    if figure == "shaman":
        return QCoreApplication.translate("DoublesDreadTable", "Shaman")
    if figure == "chief":
        return QCoreApplication.translate("DoublesDreadTable", "Chief")
    return str(strength)


def pawn_text(pawn: int) -> str:
    """ "red 5", "blue Chief" (French may reorder: "5 rouge")."""
    colour, strength, figure = pawn_face(pawn)
    text = QCoreApplication.translate("DoublesDreadTable", "%1 %2", "a pawn: colour, strength")
    return fill(text, colour_name(colour), strength_name(strength, figure))


def pawns_text(pawns) -> str:
    return ", ".join(pawn_text(pawn) for pawn in sorted(pawns))


def pawn_tooltip(pawn: int, magic: bool) -> str:
    """What a pawn is and what it is worth, for the pointer resting on it."""
    strength = pawn_face(pawn)[1]
    if magic:
        text = QCoreApplication.translate("DoublesDreadTable", "%1 (strength %2), magic: 5 points")
    else:
        text = QCoreApplication.translate("DoublesDreadTable", "%1 (strength %2), 1 point")
    return fill(text, pawn_text(pawn), strength)


def position_name(position: str | None) -> str:
    """The place of a boat around the lagoon, in words ("" for none)."""
    return {
        "S": QCoreApplication.translate("DoublesDreadTable", "South"),
        "W": QCoreApplication.translate("DoublesDreadTable", "West"),
        "N": QCoreApplication.translate("DoublesDreadTable", "North"),
        "E": QCoreApplication.translate("DoublesDreadTable", "East"),
        "X": QCoreApplication.translate("DoublesDreadTable", "South's second boat"),
    }.get(position, "")


def position_letter(position: str | None) -> str:
    """The short mark painted on a boat's pennant ("" for none)."""
    return {
        "S": QCoreApplication.translate("DoublesDreadTable", "S", "South"),
        "W": QCoreApplication.translate("DoublesDreadTable", "W", "West"),
        "N": QCoreApplication.translate("DoublesDreadTable", "N", "North"),
        "E": QCoreApplication.translate("DoublesDreadTable", "E", "East"),
        "X": QCoreApplication.translate("DoublesDreadTable", "S2", "South's second boat"),
    }.get(position, "")


def last_trick_text(event: dict | None, names: list[str], positions) -> str:
    """The last trick again: its pawns and who took it (Last trick, L)."""
    if event is None:
        return QCoreApplication.translate("DoublesDreadTable", "No trick taken yet this round.")
    pawns = ", ".join(pawn_text(pawn) for pawn in event["pawns"])
    text = QCoreApplication.translate(
        "DoublesDreadTable", "Last trick (%1): %2. %3 took it with %4 (points: +%5)."
    )
    return fill(
        text,
        event["trick"],
        pawns,
        names[event["seat"]],
        boat_words(event["boat"], positions),
        event["points"],
    )


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


def describe_event(event: dict, names: list[str], positions, viewer=None) -> str | None:
    """One sentence for the log: `positions` are the boats' places when it happened; in
    the viewer's voice ("You …" for what `viewer` did, "<Name> …" for the others)."""
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if seat is not None and seat < len(names) else ""
    if seat is not None and seat == viewer:
        mine = _describe_mine(event, positions)
        if mine is not None:
            return mine
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
        made = QCoreApplication.translate(
            "DoublesDreadTable", "Round %1 is over: %2 made the bid of %3 (%4 points)."
        )
        failed = QCoreApplication.translate(
            "DoublesDreadTable", "Round %1 is over: %2 fell short of the bid of %3 (%4 points)."
        )
        return contract_text(event, names, made, failed, event["round"])
    if kind == "match_end":
        winners = ", ".join(names[seat] for seat in event["winners"])
        return fill(QCoreApplication.translate("DoublesDreadTable", "%1 wins the match!"), winners)
    return None


def contract_text(event: dict, names: list[str], made: str, failed: str, *first) -> str:
    """The round's end told by South's contract: the translated sentence `made` or
    `failed`, filled with the values `first` (if any), then South's name, the bid and
    the points South took."""
    south = event["south"]
    text = made if event["made"] else failed
    return fill(text, *first, names[south], event["bid"], event["points"][south])


def _describe_mine(event: dict, positions) -> str | None:
    """What the viewer did, in their voice (None: the event has no such sentence)."""
    kind = event["type"]
    if kind == "bid":
        text = QCoreApplication.translate("DoublesDreadTable", "You bid %1.")
        return fill(text, event["amount"])
    if kind == "pass":
        return QCoreApplication.translate("DoublesDreadTable", "You pass.")
    if kind == "auction_won":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "You win the auction with %1 and become South."
        )
        return fill(text, event["bid"])
    if kind == "lead":
        text = QCoreApplication.translate("DoublesDreadTable", "You have %1 lead the trick.")
        return fill(text, boat_words(event["boat"], positions))
    if kind == "trick_won":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "You win trick %1 with %2 (points: +%3)."
        )
        return fill(text, event["trick"], boat_words(event["boat"], positions), event["points"])
    if kind != "play":
        return None
    boat = boat_words(event["boat"], positions)
    pawn = pawn_text(event["pawn"])
    effect = event["effect"]
    if effect == "lead":
        text = QCoreApplication.translate("DoublesDreadTable", "You lead %1 from %2.")
        return fill(text, pawn, boat)
    if effect == "follow":
        text = QCoreApplication.translate("DoublesDreadTable", "You play %1 from %2.")
        return fill(text, pawn, boat)
    if effect == "change":
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "You play %1 from %2: the colour changes to %3 and the monster swallows %4.",
        )
        return fill(text, pawn, boat, colour_name(event["asked"]), pawns_text(event["swallowed"]))
    text = QCoreApplication.translate(
        "DoublesDreadTable", "You discard %1 from %2: the monster swallows it."
    )
    return fill(text, pawn, boat)


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


def explain_round(event: dict, names: list[str]) -> list[str]:
    """The round's scoring in words: the bid, what South took, who scores what, and
    where the monster's contents went."""
    south, bid = event["south"], event["bid"]
    points, scores = event["points"], event["scores"]
    lines = []
    if event["monster"]:
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1 won the last trick and took everything in the monster: %2.",
        )
        lines.append(fill(text, names[event["taker"]], pawns_text(event["monster"])))
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


def place_to_fill(view: dict) -> str | None:
    """The place South fills next, as the engine says ("side": the 4-player choice of
    where the second boat sits), or None."""
    step = view.get("next_place")
    return step["place"] if step else None


def waiting_boat_text(boat: int, place: str | None) -> str:
    """The pennant of the boat waiting at the place South fills next."""
    text = QCoreApplication.translate("DoublesDreadTable", "Boat %1 · next: %2")
    return fill(text, boat + 1, position_name(place))


def unplaced_boat_text(boat: int) -> str:
    return fill(QCoreApplication.translate("DoublesDreadTable", "Boat %1"), boat + 1)


def asked_text(colour: int) -> str:
    return fill(QCoreApplication.translate("DoublesDreadTable", "Asked: %1"), colour_name(colour))


def monster_tooltip(view: dict) -> str:
    """What the monster holds: the swallowed pawns, and how many lie face down."""
    swallowed = list(view["swallowed"])
    if not swallowed and not view["face_down"]:
        return ""
    tip = fill(
        QCoreApplication.translate("DoublesDreadTable", "In the monster: %1"),
        pawns_text(swallowed) or "—",
    )
    if view["face_down"]:
        tip += "\n" + fill(
            QCoreApplication.translate(
                "DoublesDreadTable", "and %1 pawns face down since the deal"
            ),
            view["face_down"],
        )
    return tip


def plate_texts(view: dict, seat: int, thinking: bool) -> tuple[str, str, str]:
    """A seat's plate: the badge (best bid, South and the bid), the line (its part in
    the auction or the places it plays) and the footer (points and total)."""
    auction = view["auction"]
    badge = ""
    line = ""
    if view["phase"] == "bid":
        if auction["passed"][seat]:
            line = QCoreApplication.translate("DoublesDreadTable", "passed")
        elif auction["bids"][seat] is not None:
            line = fill(
                QCoreApplication.translate("DoublesDreadTable", "bids %1"), auction["bids"][seat]
            )
            if auction["high_bidder"] == seat:
                badge = fill(
                    QCoreApplication.translate("DoublesDreadTable", "best %1"),
                    auction["bids"][seat],
                )
        elif seat == view["opener"] and auction["current"] is None:
            line = QCoreApplication.translate("DoublesDreadTable", "opens the bidding")
        else:
            line = QCoreApplication.translate("DoublesDreadTable", "has not bid yet")
    else:
        if view["south"] == seat:
            badge = fill(QCoreApplication.translate("DoublesDreadTable", "South · %1"), view["bid"])
        letters = [
            position_letter(position)
            for position, controller in zip(view["positions"], view["controllers"], strict=True)
            if controller == seat and position is not None
        ]
        if letters:
            line = fill(
                QCoreApplication.translate("DoublesDreadTable", "plays %1"),
                ", ".join(sorted(letters, key=_letter_order)),
            )
        elif view["south"] == seat:
            line = QCoreApplication.translate("DoublesDreadTable", "hands out the boats")
        else:
            line = QCoreApplication.translate("DoublesDreadTable", "waits for a boat")
    footer = fill(
        QCoreApplication.translate("DoublesDreadTable", "points %1 · total %2"),
        view["points"][seat],
        view["totals"][seat],
    )
    return badge, line, footer


def _letter_order(letter: str) -> int:
    """Pennant letters in the order of the places round the lagoon."""
    order = [position_letter(position) for position in ("S", "X", "W", "N", "E")]
    return order.index(letter) if letter in order else 9


def sign_text(view: dict, names: list[str]) -> str:
    """The sign under the monster: the auction, then who is South with what bid."""
    auction = view["auction"]
    if view["phase"] == "bid":
        if auction["current"] is None:
            text = QCoreApplication.translate(
                "DoublesDreadTable", "Auction · opening bid at least %1"
            )
            return fill(text, auction["minimum"])
        text = QCoreApplication.translate("DoublesDreadTable", "Auction · %1 bids %2")
        return fill(text, names[auction["high_bidder"]], auction["current"])
    if view["phase"] == "distribute":
        text = QCoreApplication.translate("DoublesDreadTable", "%1 is South with a bid of %2")
        return fill(text, names[view["south"]], view["bid"])
    return ""


def status_text(view: dict, names: list[str], mine: bool) -> str:
    """The controls bar's line: what the viewer is to do now, or who is playing."""
    phase = view["phase"]
    if phase == "over":
        return QCoreApplication.translate("DoublesDreadTable", "The match is over.")
    if phase == "round_over":
        return QCoreApplication.translate("DoublesDreadTable", "The round is over.")
    who = names[view["to_move"]]
    if not mine:
        return fill(QCoreApplication.translate("DoublesDreadTable", "%1 is playing…"), who)
    if phase == "bid":
        return _bid_status(view["auction"], who)
    if phase == "distribute":
        return _distribute_status(view, names, who)
    if phase == "lead":
        if view["trick"] == 1:
            text = QCoreApplication.translate(
                "DoublesDreadTable", "%1, click the boat that leads the first trick."
            )
            return fill(text, who)
        where = view["positions"][view["last_trick_winner"]]
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1, you won the trick: click %2 to lead from it, or any other boat to make it lead.",
        )
        return fill(text, who, position_name(where))
    where = position_name(view["positions"][view["boat_to_play"]])
    if view["asked"] is None:
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1, lead a pawn from %2 (trick %3 of %4)."
        )
        return fill(text, who, where, view["trick"], view["tricks"])
    text = QCoreApplication.translate("DoublesDreadTable", "%1, play a pawn from %2: %3 is asked.")
    return fill(text, who, where, colour_name(view["asked"]))


def _bid_status(auction: dict, who: str) -> str:
    if auction["current"] is None:
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1, you open the auction: bid at least %2 (you may not pass).",
        )
        return fill(text, who, auction["minimum"])
    text = QCoreApplication.translate(
        "DoublesDreadTable", "%1, bid more than %2 to raise, or pass and leave the auction."
    )
    return fill(text, who, auction["current"])


def _distribute_status(view: dict, names: list[str], who: str) -> str:
    step = view["next_place"]
    place = step["place"] if step else None
    if place == "side":
        text = QCoreApplication.translate(
            "DoublesDreadTable",
            "%1, choose where your second boat sits: between West and North, "
            "or between North and East.",
        )
        return fill(text, who)
    if place == "X":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1, click the boat you keep as your second boat."
        )
        return fill(text, who)
    if place == "S":
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1, you are South: click the boat you keep at South."
        )
        return fill(text, who)
    if place == "N" and step["seat"] == view["south"]:  # South keeps North
        text = QCoreApplication.translate(
            "DoublesDreadTable", "%1, click the boat you keep at North."
        )
        return fill(text, who)
    text = QCoreApplication.translate("DoublesDreadTable", "%1, click the boat to give to %2 (%3).")
    return fill(text, who, position_name(place), names[step["seat"]])
