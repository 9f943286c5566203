"""Double Action's words on the table, in the `DoubleActionTable` context: what each
event was, what to do now, the plates' lines and the match's end."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.cards import rank_label
from desktop.teams import team_text
from rules_engine.core.cards import RANK, SUIT

SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


def card_text(card: int) -> str:
    return rank_label(RANK[card]) + SUIT_SYMBOLS[SUIT[card]]


def cell_text(layout, cell: int) -> str:
    """A cell named by the card printed on it (a corner by its place)."""
    card = layout[cell // 10][cell % 10]
    return (
        QCoreApplication.translate("DoubleActionTable", "corner")
        if card is None
        else card_text(card)
    )


def fill(text: str, *values) -> str:
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def describe_event(event: dict, names: list[str], viewer: int | None, layout) -> str | None:
    """One sentence for the log: what happened, as the viewer may know it."""
    kind = event["type"]
    seat = event.get("seat")
    name = names[seat] if seat is not None else ""
    if kind == "deal":
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 deals; %2 plays first."),
            names[event["dealer"]],
            names[event["first"]],
        )
    if kind == "lay":
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 lays %2."),
            name,
            card_text(event["card"]),
        )
    if kind == "place":
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 puts a chip on %2."),
            name,
            cell_text(layout, event["cell"]),
        )
    if kind == "remove":
        return fill(
            QCoreApplication.translate(
                "DoubleActionTable", "%1 takes the chip off %2 with a black Jack."
            ),
            name,
            cell_text(layout, event["cell"]),
        )
    if kind == "series":
        return fill(
            QCoreApplication.translate(
                "DoubleActionTable", "%1 completes a series: %2 now has %3."
            ),
            name,
            team_text(event["team"]),
            event["count"],
        )
    if kind == "exchange":
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 exchanges the dead card %2."),
            name,
            card_text(event["card"]),
        )
    if kind == "draw":
        if event.get("card") is not None and seat == viewer:
            return fill(
                QCoreApplication.translate("DoubleActionTable", "%1 draws %2."),
                name,
                card_text(event["card"]),
            )
        return fill(QCoreApplication.translate("DoubleActionTable", "%1 draws a card."), name)
    if kind == "pass":
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 cannot lay any card and passes."),
            name,
        )
    if kind == "match_end":
        return match_verdict(event)
    return None


def match_verdict(event: dict) -> str:
    winner = event["winner"]
    if winner is None:
        return QCoreApplication.translate("DoubleActionTable", "The match is a draw.")
    return fill(
        QCoreApplication.translate("DoubleActionTable", "%1 wins the match!"), team_text(winner)
    )


def end_reason(reason: str | None) -> str:
    if reason == "goal":
        return QCoreApplication.translate(
            "DoubleActionTable", "A team completed the series it needed."
        )
    if reason == "stock_out":
        return QCoreApplication.translate(
            "DoubleActionTable",
            "The stock ran out: the team with more series wins, then more chips.",
        )
    if reason == "blocked":
        return QCoreApplication.translate(
            "DoubleActionTable",
            "Nobody could lay a card: the team with more series wins, then more chips.",
        )
    return ""


def plate_line(hand_size: int, team: int) -> str:
    return fill(
        QCoreApplication.translate("DoubleActionTable", "%1 · cards: %2"),
        team_text(team),
        hand_size,
    )


def series_score_text(count: int, goal: int) -> str:
    return fill(QCoreApplication.translate("DoubleActionTable", "series %1 / %2"), count, goal)


def status_text(obs: dict, names: list[str], mine: bool, thinking: bool) -> str:
    """The status line: whose turn it is and, for you, what to do now."""
    if obs["step"] == "over":
        return QCoreApplication.translate("DoubleActionTable", "The match is over.")
    to_move = obs["to_move"]
    if not mine:
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 is playing…"), names[to_move]
        )
    step = obs["step"]
    if step == "series":
        return QCoreApplication.translate(
            "DoubleActionTable",
            "Your line is longer than five: choose the five cells that form the series.",
        )
    if step == "target":
        return QCoreApplication.translate(
            "DoubleActionTable",
            "Click a lit cell to put your chip there (a black Jack may take a marked chip).",
        )
    if obs["dead"] and not obs["exchanged"]:
        return QCoreApplication.translate(
            "DoubleActionTable",
            "Your turn: lay a card, or click a crossed-out (dead) card to exchange it.",
        )
    return QCoreApplication.translate(
        "DoubleActionTable", "Your turn: click a card from your hand to lay it."
    )


def series_choice_text(layout, cells) -> str:
    return fill(
        QCoreApplication.translate("DoubleActionTable", "From %1 to %2"),
        cell_text(layout, cells[0]),
        cell_text(layout, cells[-1]),
    )
