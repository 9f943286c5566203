"""Words for the Dumble table: card names, combinations, what happened, round results.

Kept apart from the scene so the scene reads as a description of the table, and so
the round-end explanation can be tested on its own.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.cards import rank_label
from rules_engine.core.cards import RANK, SUIT
from rules_engine.games.dumble.discards import is_run
from rules_engine.games.dumble.scoring import hand_value

SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")
CONTEXT = "DumbleTable"


def card_text(card: int) -> str:
    return rank_label(RANK[card]) + SUIT_SYMBOLS[SUIT[card]]


def cards_text(cards) -> str:
    return " ".join(card_text(card) for card in sorted(cards, key=lambda c: (RANK[c], SUIT[c])))


def combination_text(cards: tuple[int, ...]) -> str:
    """ "Pair of 8s: 16 points" — what a legal discard is, and what it sheds."""
    points = hand_value(cards)
    count = len(cards)
    if count == 1:
        kind = QCoreApplication.translate("DumbleTable", "Single card")
    elif count == 3 and is_run(cards):
        kind = QCoreApplication.translate("DumbleTable", "Run")
    else:
        kind = {
            2: QCoreApplication.translate("DumbleTable", "Pair"),
            3: QCoreApplication.translate("DumbleTable", "Three of a kind"),
            4: QCoreApplication.translate("DumbleTable", "Four of a kind"),
        }[count]
    return (
        QCoreApplication.translate("DumbleTable", "%1 (%2): %n point(s) shed", None, points)
        .replace("%1", kind)
        .replace("%2", cards_text(cards))
    )


def describe_event(event: dict, names: list[str], viewer: int | None) -> str | None:
    """One sentence for the log and the hot-seat summary, from the viewer's side."""
    kind = event["type"]
    seat = event.get("seat")
    who = names[seat] if seat is not None else ""
    if kind == "discard":
        return (
            QCoreApplication.translate("DumbleTable", "%1 discards %2.")
            .replace("%1", who)
            .replace("%2", cards_text(event["cards"]))
        )
    if kind == "draw":
        if event.get("card") is not None and seat == viewer:
            return QCoreApplication.translate("DumbleTable", "You draw %1 from the stock.").replace(
                "%1", card_text(event["card"])
            )
        return QCoreApplication.translate("DumbleTable", "%1 draws from the stock.").replace(
            "%1", who
        )
    if kind == "take":
        return (
            QCoreApplication.translate("DumbleTable", "%1 takes %2 from the discards.")
            .replace("%1", who)
            .replace("%2", card_text(event["card"]))
        )
    if kind == "stock_rebuilt":
        return QCoreApplication.translate(
            "DumbleTable", "The stock is empty: the discards are shuffled into a new stock."
        )
    if kind == "dumble":
        return QCoreApplication.translate(
            "DumbleTable", "%1 calls Dumble! with %n point(s).", None, event["value"]
        ).replace("%1", who)
    if kind == "round_end":
        return (
            QCoreApplication.translate("DumbleTable", "Round %1 is over: %2 wins it.")
            .replace("%1", str(event["round"]))
            .replace("%2", names[event["winner"]])
        )
    if kind == "deal":
        return (
            QCoreApplication.translate("DumbleTable", "Round %1: new deal, %2 starts.")
            .replace("%1", str(event["round"]))
            .replace("%2", names[event["starter"]])
        )
    if kind == "match_end":
        winners = ", ".join(names[seat] for seat in event["winners"])
        return QCoreApplication.translate("DumbleTable", "%1 wins the match!").replace(
            "%1", winners
        )
    return None


def explain_round(event: dict, names: list[str]) -> list[str]:
    """The round's scoring in words: caller, lowest hand, penalty, ties, 100 -> 50, outs."""
    caller = event["caller"]
    values = event["values"]
    lowest = list(event["lowest"])
    caller_name = names[caller]
    lines = []
    if not event["caller_doubled"]:
        if len(lowest) == 1:
            lines.append(
                QCoreApplication.translate(
                    "DumbleTable",
                    "%1 called Dumble! with the lowest hand (%n point(s)) and scores 0.",
                    None,
                    values[caller],
                ).replace("%1", caller_name)
            )
        else:
            others = ", ".join(names[seat] for seat in lowest if seat != caller)
            lines.append(
                QCoreApplication.translate(
                    "DumbleTable",
                    "%1 called Dumble! and ties for the lowest hand with %2 (%n point(s)): "
                    "the caller wins the tie and scores 0; %2 score their hand.",
                    None,
                    values[caller],
                )
                .replace("%1", caller_name)
                .replace("%2", others)
            )
    else:
        low = values[lowest[0]]
        low_names = ", ".join(names[seat] for seat in lowest)
        lines.append(
            QCoreApplication.translate(
                "DumbleTable",
                "%1 called Dumble! with %n point(s), but it was not the lowest hand: "
                "the penalty doubles it to %2.",
                None,
                values[caller],
            )
            .replace("%1", caller_name)
            .replace("%2", str(event["scores"][caller]))
        )
        if len(lowest) == 1:
            lines.append(
                QCoreApplication.translate(
                    "DumbleTable", "%1 had the lowest hand (%n point(s)) and scores 0.", None, low
                ).replace("%1", low_names)
            )
        else:
            lines.append(
                QCoreApplication.translate(
                    "DumbleTable",
                    "%1 tie for the lowest hand (%n point(s)) and all score 0.",
                    None,
                    low,
                ).replace("%1", low_names)
            )
    for seat in event["back_to_50"]:
        lines.append(
            QCoreApplication.translate(
                "DumbleTable", "%1 reached exactly 100 and goes back to 50."
            ).replace("%1", names[seat])
        )
    for seat in event["eliminated"]:
        lines.append(
            QCoreApplication.translate("DumbleTable", "%1 passes 100 (%2) and is out of the match.")
            .replace("%1", names[seat])
            .replace("%2", str(event["totals"][seat]))
        )
    return lines
