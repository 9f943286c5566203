"""Words for the Dumble table: card names, combinations, what happened, round results.

Kept apart from the scene so the scene reads as a description of the table, and so
the round-end explanation can be tested on its own.
"""

from __future__ import annotations

from operator import itemgetter

from PySide6.QtCore import QCoreApplication

from desktop.table.card_faces import rank_label
from desktop.table.text import Saying, Voice, fill, told
from rules_engine.core.cards import RANK, SUIT
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
CONTEXT = "DumbleTable"


def card_text(card: int) -> str:
    return rank_label(RANK[card]) + SUIT_SYMBOLS[SUIT[card]]


def cards_text(cards) -> str:
    return " ".join(card_text(card) for card in sorted(cards, key=lambda c: (RANK[c], SUIT[c])))


def combination_text(cards: tuple[int, ...], worth: int) -> str:
    """ "Pair (8♠ 8♥), worth 16" — what a legal discard is, and what it sheds (`worth`,
    from the engine: the hand's value before the discard less its value after)."""
    count = len(cards)
    one_rank = len({RANK[card] for card in cards}) == 1
    if count == 1:
        kind = QCoreApplication.translate("DumbleTable", "Single card")
    elif count == 3 and not one_rank:  # a legal discard of three: a run or a set
        kind = QCoreApplication.translate("DumbleTable", "Run")
    elif count == 2:
        kind = QCoreApplication.translate("DumbleTable", "Pair")
    elif count == 3:
        kind = QCoreApplication.translate("DumbleTable", "Three of a kind")
    else:
        kind = QCoreApplication.translate("DumbleTable", "Four of a kind")
    text = QCoreApplication.translate("DumbleTable", "%1 (%2), worth %3")
    return fill(text, kind, cards_text(cards), worth)


# What a seat's own move says, "You …" or "<Name> …" (see `told`).
SAYINGS: dict[str, Saying] = {
    "discard": (
        QT_TRANSLATE_NOOP("DumbleTable", "You discard %1."),
        QT_TRANSLATE_NOOP("DumbleTable", "%1 discards %2."),
        lambda event: cards_text(event["cards"]),
    ),
    # a draw whose card the viewer saw is told apart, by `describe_event`
    "draw": (
        QT_TRANSLATE_NOOP("DumbleTable", "You draw from the stock."),
        QT_TRANSLATE_NOOP("DumbleTable", "%1 draws from the stock."),
    ),
    "take": (
        QT_TRANSLATE_NOOP("DumbleTable", "You take %1 from the discards."),
        QT_TRANSLATE_NOOP("DumbleTable", "%1 takes %2 from the discards."),
        lambda event: card_text(event["card"]),
    ),
    "dumble": (
        QT_TRANSLATE_NOOP("DumbleTable", "You call Dumble! (hand value %1)"),
        QT_TRANSLATE_NOOP("DumbleTable", "%1 calls Dumble! (hand value %2)"),
        itemgetter("value"),
    ),
}

# A round's news naming a seat after the round's number: (the seat's field, yours, theirs).
ROUND_NEWS = {
    "round_end": (
        "winner",
        QT_TRANSLATE_NOOP("DumbleTable", "Round %1 is over: you win it."),
        QT_TRANSLATE_NOOP("DumbleTable", "Round %1 is over: %2 wins it."),
    ),
    "deal": (
        "starter",
        QT_TRANSLATE_NOOP("DumbleTable", "Round %1: new deal, you start."),
        QT_TRANSLATE_NOOP("DumbleTable", "Round %1: new deal, %2 starts."),
    ),
}


def describe_event(event: dict, names: list[str], viewer: int | None) -> str | None:
    """One sentence for the log and the hot-seat summary, in the viewer's voice: what
    the viewer did reads "You …", what another seat did "<Name> …"."""
    kind = event["type"]
    if kind == "draw" and event.get("card") is not None and Voice(event, names, viewer).mine:
        text = QCoreApplication.translate("DumbleTable", "You draw %1 from the stock.")
        return fill(text, card_text(event["card"]))
    if kind in SAYINGS:
        return told(CONTEXT, SAYINGS, event, names, viewer)
    if kind == "stock_rebuilt":
        return QCoreApplication.translate(
            "DumbleTable", "The stock is empty: the discards are shuffled into a new stock."
        )
    if kind in ROUND_NEWS:
        field, yours, theirs = ROUND_NEWS[kind]
        seat = event[field]
        if seat == viewer:
            return fill(QCoreApplication.translate(CONTEXT, yours), event["round"])
        return fill(QCoreApplication.translate(CONTEXT, theirs), event["round"], names[seat])
    if kind == "match_end":
        if list(event["winners"]) == [viewer]:
            return QCoreApplication.translate("DumbleTable", "You win the match!")
        winners = ", ".join(names[seat] for seat in event["winners"])
        return fill(QCoreApplication.translate("DumbleTable", "%1 wins the match!"), winners)
    return None


def explain_round(event: dict, names: list[str], viewer: int | None = None) -> list[str]:
    """The round's scoring in words: caller, lowest hand, penalty, ties, 100 -> 50, outs.
    What the viewer did reads "You …" (one voice, the viewer's, as in the log)."""
    caller = event["caller"]
    values = event["values"]
    lowest = list(event["lowest"])
    caller_name = names[caller]
    lines = []
    if not event["caller_doubled"]:
        if len(lowest) == 1 and caller == viewer:
            text = QCoreApplication.translate(
                "DumbleTable", "You called Dumble! with the lowest hand (value %1) and score 0."
            )
            lines.append(fill(text, values[caller]))
        elif len(lowest) == 1:
            text = QCoreApplication.translate(
                "DumbleTable",
                "%1 called Dumble! with the lowest hand (value %2) and scores 0.",
            )
            lines.append(fill(text, caller_name, values[caller]))
        else:
            others = ", ".join(names[seat] for seat in lowest if seat != caller)
            if caller == viewer:
                text = QCoreApplication.translate(
                    "DumbleTable",
                    "You called Dumble! and tie for the lowest hand with %1 (value %2): "
                    "the caller wins the tie and scores 0; the others score their hand.",
                )
                lines.append(fill(text, others, values[caller]))
            else:
                text = QCoreApplication.translate(
                    "DumbleTable",
                    "%1 called Dumble! and ties for the lowest hand with %2 (value %3): "
                    "the caller wins the tie and scores 0; the others score their hand.",
                )
                lines.append(fill(text, caller_name, others, values[caller]))
    else:
        low = values[lowest[0]]
        low_names = ", ".join(names[seat] for seat in lowest)
        if caller == viewer:
            text = QCoreApplication.translate(
                "DumbleTable",
                "You called Dumble! with a hand of %1, but it was not the lowest: "
                "the penalty doubles it to %2.",
            )
            lines.append(fill(text, values[caller], event["scores"][caller]))
        else:
            text = QCoreApplication.translate(
                "DumbleTable",
                "%1 called Dumble! with a hand of %2, but it was not the lowest: "
                "the penalty doubles it to %3.",
            )
            lines.append(fill(text, caller_name, values[caller], event["scores"][caller]))
        if lowest == [viewer]:
            text = QCoreApplication.translate(
                "DumbleTable", "You had the lowest hand (value %1) and score 0."
            )
            lines.append(fill(text, low))
        elif len(lowest) == 1:
            text = QCoreApplication.translate(
                "DumbleTable", "%1 had the lowest hand (value %2) and scores 0."
            )
        else:
            text = QCoreApplication.translate(
                "DumbleTable", "%1 tie for the lowest hand (value %2) and all score 0."
            )
        if lowest != [viewer]:
            lines.append(fill(text, low_names, low))
    for seat in event["back_to_50"]:
        if seat == viewer:
            text = QCoreApplication.translate(
                "DumbleTable", "You reached exactly 100 and go back to 50."
            )
            lines.append(text)
        else:
            text = QCoreApplication.translate(
                "DumbleTable", "%1 reached exactly 100 and goes back to 50."
            )
            lines.append(fill(text, names[seat]))
    for seat in event["eliminated"]:
        if seat == viewer:
            text = QCoreApplication.translate(
                "DumbleTable", "You pass 100 (%1) and are out of the match."
            )
            lines.append(fill(text, event["totals"][seat]))
        else:
            text = QCoreApplication.translate(
                "DumbleTable", "%1 passes 100 (%2) and is out of the match."
            )
            lines.append(fill(text, names[seat], event["totals"][seat]))
    return lines


def seat_line(cards: int, total: int, out: bool) -> str:
    """A plate's line: the seat's cards and total, or that it is out."""
    if out:
        return fill(QCoreApplication.translate("DumbleTable", "out of the match (%1)"), total)
    count = cards
    text = QCoreApplication.translate("DumbleTable", "cards: %1 · total: %2")
    return fill(text, count, total)


def sign_texts(obs: dict, may_take: bool) -> dict[str, str]:
    """The signs by the stock, the discard pile, the offer and this turn's discards
    ("" where there is nothing to name); `may_take`: the viewer draws now."""
    offer = ""
    if obs["offer"]:
        offer = (
            QCoreApplication.translate("DumbleTable", "Discards you may take")
            if may_take
            else QCoreApplication.translate("DumbleTable", "Discards on offer")
        )
    return {
        "stock": fill(QCoreApplication.translate("DumbleTable", "Stock: %1"), obs["stock_size"]),
        "dead": QCoreApplication.translate("DumbleTable", "Discard pile") if obs["dead"] else "",
        "offer": offer,
        "pending": QCoreApplication.translate("DumbleTable", "Discarded this turn")
        if obs["pending"]
        else "",
    }


def your_turn_text(points: int, call_limit: int) -> str:
    """The status line at the start of the viewer's turn (both numbers from the engine)."""
    text = QCoreApplication.translate(
        "DumbleTable", "Your turn: select cards to discard (hand value %1)."
    )
    text = fill(text, points)
    if points <= call_limit:
        text += " " + QCoreApplication.translate("DumbleTable", "You may call Dumble!")
    return text


def round_end_lines(event: dict, seat: int) -> list[str]:
    """A plate during the round's summary: the seat's hand value and new total."""
    hand = QCoreApplication.translate("DumbleTable", "hand value %1")
    total = QCoreApplication.translate("DumbleTable", "total %1")
    return [fill(hand, event["values"][seat]), fill(total, event["totals"][seat])]
