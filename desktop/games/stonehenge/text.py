"""Words for the Stonehenge auction's table: colours, cards, bids, why a bid won, what
happened, the plates' lines. Every sentence is in the "StonehengeTable" context; the
facts (values, who won and why, points) come from the engine's events and observation.
"""

from __future__ import annotations

from operator import itemgetter

from PySide6.QtCore import QCoreApplication

from desktop.games.stonehenge.faces import card_print
from desktop.table.text import Saying, Voice, fill, told
from desktop.table.theme import STONE_COLOUR_NAMES, colour_word
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

CONTEXT = "StonehengeTable"
RING_SPACES = 30
# The suits' colours in the engine's order (its material's COLOUR_NAMES; the desktop
# reads no game's rules package): the five stones' colours, then grey, the dolmen's.
SUIT_COLOUR_NAMES = (*STONE_COLOUR_NAMES, "grey")


def colour_name(colour: int) -> str:
    return colour_word(SUIT_COLOUR_NAMES[colour])


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_text(card: int) -> str:
    """ "5 purple (night)": the side in brackets, so that a list of cards reads card by
    card ("5 purple, night, 29 purple, day" read as four things)."""
    printed = card_print(card)
    if printed.dolmen:
        return QCoreApplication.translate("StonehengeTable", "dolmen card")
    if printed.day:
        text = QCoreApplication.translate("StonehengeTable", "%1 %2 (day)")
    else:
        text = QCoreApplication.translate("StonehengeTable", "%1 %2 (night)")
    return fill(text, printed.number, colour_name(printed.colour))


# A bid of more cards is named by its count and value: its cards lie on the table, and
# named one by one they cut the prompt beside the controls at five seats.
LISTED_BID_CARDS = 3


def laid_bid_text(cards, value: int) -> str:
    """The cards a player has laid, not yet sealed: "8 blue (day), 20 blue (night)"
    up to `LISTED_BID_CARDS` cards, then "4 cards, 47 in purple with a dolmen card"
    (`value`: the engine's, SH-9)."""
    if len(cards) <= LISTED_BID_CARDS:
        return ", ".join(card_text(card) for card in cards)
    return fill(
        QCoreApplication.translate("StonehengeTable", "%1 cards, %2"),
        len(cards),
        bid_text(cards, value),
    )


def bid_text(cards, value: int) -> str:
    """ "14 in blue", "0 (a dolmen card alone)": a revealed bid and its value (the
    engine's)."""
    colours = [card_print(card).colour for card in cards if not card_print(card).dolmen]
    if not colours:
        return fill(QCoreApplication.translate("StonehengeTable", "%1 (dolmen cards only)"), value)
    text = fill(
        QCoreApplication.translate("StonehengeTable", "%1 in %2"), value, colour_name(colours[0])
    )
    if len(colours) < len(cards):
        text = fill(QCoreApplication.translate("StonehengeTable", "%1 with a dolmen card"), text)
    return text


def place_text(auction: int) -> str:
    if auction < RING_SPACES:
        return fill(QCoreApplication.translate("StonehengeTable", "Space %1"), auction + 1)
    return fill(
        QCoreApplication.translate("StonehengeTable", "Dolmen %1"), auction - RING_SPACES + 1
    )


def reason_sentence(reveal: dict, names: list[str], viewer: int | None = None) -> str:
    """Why the winner won, in one sentence, from the reveal event's reason (in the
    viewer's voice when the viewer won alone)."""
    reason = reveal["reason"]
    bids, values = reveal["commitments"], reveal["values"]
    stone = colour_name(reveal["stone"])
    if reason == "nobody":
        return fill(
            QCoreApplication.translate(
                "StonehengeTable", "No bid above zero: the %1 stone leaves the game."
            ),
            stone,
        )
    winner = reveal["winner"]
    won = bid_text(bids[winner], values[winner])
    if reason == "alone" and winner == viewer:
        return fill(
            QCoreApplication.translate("StonehengeTable", "You win with %1, the only bid."), won
        )
    if reason == "alone":
        return fill(
            QCoreApplication.translate("StonehengeTable", "%1 wins with %2, the only bid."),
            names[winner],
            won,
        )
    other = reveal["runner_up"]
    lost = bid_text(bids[other], values[other])
    if reason == "trump":
        text = QCoreApplication.translate("StonehengeTable", "%1 is trump: %2 beats %3 (%4, %5).")
        return capitalised(fill(text, stone, won, lost, names[winner], names[other]))
    if reason == "higher" and reveal["trump_cancelled"]:
        text = QCoreApplication.translate(
            "StonehengeTable", "A dolmen card cancels trump: %1 beats %2 (%3, %4)."
        )
    elif reason == "higher":
        text = QCoreApplication.translate(
            "StonehengeTable", "The higher total wins: %1 beats %2 (%3, %4)."
        )
    elif reason == "top_card":
        text = QCoreApplication.translate(
            "StonehengeTable", "Equal totals, the higher top card wins: %1 beats %2 (%3, %4)."
        )
    else:
        text = QCoreApplication.translate(
            "StonehengeTable", "Equal totals and top cards, day beats night: %1 beats %2 (%3, %4)."
        )
    return fill(text, won, lost, names[winner], names[other])


# What a seat's own move says, "You …" or "<Name> …" (see `told`).
SAYINGS: dict[str, Saying] = {
    "seal": (
        QT_TRANSLATE_NOOP("StonehengeTable", "You seal a bid (cards: %1)."),
        QT_TRANSLATE_NOOP("StonehengeTable", "%1 seals a bid (cards: %2)."),
        itemgetter("count"),
    ),
    "abstain": (
        QT_TRANSLATE_NOOP("StonehengeTable", "You pass."),
        QT_TRANSLATE_NOOP("StonehengeTable", "%1 passes."),
    ),
    # how many cards were drawn; the viewer's own, when seen, are named by `describe_event`
    "draw": (
        QT_TRANSLATE_NOOP("StonehengeTable", "You draw cards: %1."),
        QT_TRANSLATE_NOOP("StonehengeTable", "%1 draws cards: %2."),
        lambda event: len(event["cards"]),
    ),
}


def describe_event(event: dict, names: list[str], viewer: int | None) -> str | None:
    """One sentence for the log (and the hot-seat summary), in the viewer's voice:
    "You …" for what the viewer did, "<Name> …" for the others."""
    kind = event["type"]
    say = Voice(event, names, viewer)
    if kind == "deal":
        # SH-5: who opens the first auction is drawn; the log says who it is.
        if event["opener"] == viewer:
            return QCoreApplication.translate(
                "StonehengeTable",
                "The stones are laid out and each player gets three cards. "
                "You open the first auction.",
            )
        return fill(
            QCoreApplication.translate(
                "StonehengeTable",
                "The stones are laid out and each player gets three cards. "
                "%1 opens the first auction.",
            ),
            names[event["opener"]],
        )
    if kind in ("lay", "take_back"):
        # Another seat's cards coming and going before the seal: at a real table one
        # sees a hand fidget, not a line to remember; its seal says how many it laid.
        return _own_bid_change(kind, event.get("item")) if say.mine else None
    if kind == "reveal":
        return reason_sentence(event, names, viewer)
    if kind == "round_end":
        if event["winner"] is None:
            return None
        if event["winner"] == viewer:
            return fill(
                QCoreApplication.translate(
                    "StonehengeTable", "You take the %1 stone: +%2, score %3."
                ),
                colour_name(event["stone"]),
                event["points"],
                event["totals"][viewer],
            )
        return fill(
            QCoreApplication.translate("StonehengeTable", "%1 takes the %2 stone: +%3, score %4."),
            names[event["winner"]],
            colour_name(event["stone"]),
            event["points"],
            event["totals"][event["winner"]],
        )
    if kind == "draw" and say.mine and event["cards"] and event["cards"][0] is not None:
        return fill(
            QCoreApplication.translate("StonehengeTable", "You draw %1."),
            ", ".join(card_text(card) for card in event["cards"]),
        )
    if kind == "deck_refilled":
        return QCoreApplication.translate(
            "StonehengeTable", "The discard pile is shuffled into a new deck."
        )
    if kind == "auction":
        return fill(
            QCoreApplication.translate("StonehengeTable", "%1: a %2 stone for sale."),
            place_text(event["auction"]),
            colour_name(event["stone"]),
        )
    if kind == "match_end":
        if list(event["winners"]) == [viewer]:
            return QCoreApplication.translate("StonehengeTable", "The match is over: you win.")
        winners = ", ".join(names[s] for s in event["winners"])
        return fill(
            QCoreApplication.translate("StonehengeTable", "The match is over: %1 wins."), winners
        )
    return told(CONTEXT, SAYINGS, event, names, viewer)


def _own_bid_change(kind: str, card: int | None) -> str:
    """The viewer's own card laid in (or taken back from) the bid under way, named
    when the viewer's record knows it."""
    if kind == "lay":
        named = QCoreApplication.translate("StonehengeTable", "You lay %1 in your bid.")
        unnamed = QCoreApplication.translate("StonehengeTable", "You lay a card face down.")
    else:
        named = QCoreApplication.translate("StonehengeTable", "You take %1 back.")
        unnamed = QCoreApplication.translate("StonehengeTable", "You take a card back.")
    return unnamed if card is None else fill(named, card_text(card))


def bid_state_text(status: str, count: int) -> str:
    if status == "sealed":
        return fill(QCoreApplication.translate("StonehengeTable", "Bid sealed (%1)"), count)
    if status == "passed":
        return QCoreApplication.translate("StonehengeTable", "Passed")
    if status == "building":
        return fill(QCoreApplication.translate("StonehengeTable", "Bid under way (%1)"), count)
    return QCoreApplication.translate("StonehengeTable", "Waiting to bid")


def plate_lines(score: int, hand: int, status: str, count: int) -> list[str]:
    return [
        fill(
            QCoreApplication.translate("StonehengeTable", "Score %1 · hand %2"),
            score,
            hand,
        ),
        bid_state_text(status, count),
    ]


def worth_text(colour: int, ring: int, dolmen: int) -> str:
    return fill(
        QCoreApplication.translate(
            "StonehengeTable", "Next %1 stone: %2 on the ring, %3 on a dolmen"
        ),
        colour_name(colour),
        ring,
        dolmen,
    )


def trump_text(colour: int) -> str:
    return capitalised(
        fill(QCoreApplication.translate("StonehengeTable", "%1 is trump"), colour_name(colour))
    )
