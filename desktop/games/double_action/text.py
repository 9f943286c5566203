"""Double Action's words on the table, in the `DoubleActionTable` context: what each
event was, what to do now, the plates' lines and the match's end."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.table.card_faces import rank_label
from desktop.table.teams import team_text
from desktop.table.text import Saying, Voice, fill, told
from rules_engine.core.cards import RANK, SUIT
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

CONTEXT = "DoubleActionTable"

SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


def card_text(card: int) -> str:
    return rank_label(RANK[card]) + SUIT_SYMBOLS[SUIT[card]]


def cell_text(grid, cell: int) -> str:
    """A cell named by the card printed on it (a corner by its place); `grid`: the
    engine's board (the game's `grid`)."""
    card = grid.face(cell)
    return (
        QCoreApplication.translate("DoubleActionTable", "corner")
        if card is None
        else card_text(card)
    )


# What a seat's own move says, "You …" or "<Name> …" (see `told`); each value is
# given the event and the engine's board.
SAYINGS: dict[str, Saying] = {
    "lay": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You lay %1."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 lays %2."),
        lambda event, _grid: card_text(event["card"]),
    ),
    "place": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You put a chip on %1."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 puts a chip on %2."),
        lambda event, grid: cell_text(grid, event["cell"]),
    ),
    "remove": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You take the chip off %1 with a black Jack."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 takes the chip off %2 with a black Jack."),
        lambda event, grid: cell_text(grid, event["cell"]),
    ),
    "series": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You complete a series: %1 now has %2."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 completes a series: %2 now has %3."),
        lambda event, _grid: team_text(event["team"]),
        lambda event, _grid: event["count"],
    ),
    "exchange": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You exchange the dead card %1."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 exchanges the dead card %2."),
        lambda event, _grid: card_text(event["card"]),
    ),
    # a draw whose card the viewer saw is told apart, by `describe_event`
    "draw": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You draw a card."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 draws a card."),
    ),
    "pass": (
        QT_TRANSLATE_NOOP("DoubleActionTable", "You cannot lay any card and pass."),
        QT_TRANSLATE_NOOP("DoubleActionTable", "%1 cannot lay any card and passes."),
    ),
}


def describe_event(event: dict, names: list[str], viewer: int | None, grid) -> str | None:
    """One sentence for the log: what happened, as the viewer may know it, in the
    viewer's voice ("You …" for what the viewer did, "<Name> …" for the others)."""
    kind = event["type"]
    say = Voice(event, names, viewer)

    if kind == "deal":
        if event["first"] == viewer:
            return fill(
                QCoreApplication.translate("DoubleActionTable", "%1 deals; you play first."),
                names[event["dealer"]],
            )
        return fill(
            QCoreApplication.translate("DoubleActionTable", "%1 deals; %2 plays first."),
            names[event["dealer"]],
            names[event["first"]],
        )
    if kind == "match_end":
        return match_verdict(event, names)
    if kind == "draw" and event.get("card") is not None and say.mine:
        return fill(
            QCoreApplication.translate("DoubleActionTable", "You draw %1."),
            card_text(event["card"]),
        )
    return told(CONTEXT, SAYINGS, event, names, viewer, grid)


def side_text(team: int, names: list[str]) -> str:
    """A side as players know it: "Team 1" when seats share it, the player's own name
    in a match of one against one (seats alternate teams, DA-2)."""
    members = [name for seat, name in enumerate(names) if seat % 2 == team]
    return members[0] if len(members) == 1 else team_text(team)


def match_verdict(event: dict, names: list[str]) -> str:
    winner = event["winner"]
    if winner is None:
        return QCoreApplication.translate("DoubleActionTable", "The match is a draw.")
    return fill(
        QCoreApplication.translate("DoubleActionTable", "%1 wins the match!"),
        side_text(winner, names),
    )


# Why the match ended, by the engine's reason.
END_REASONS = {
    "goal": QT_TRANSLATE_NOOP("DoubleActionTable", "A team completed the series it needed."),
    "stock_out": QT_TRANSLATE_NOOP(
        "DoubleActionTable",
        "The stock ran out: the team with more series wins, then more chips.",
    ),
    "blocked": QT_TRANSLATE_NOOP(
        "DoubleActionTable",
        "Nobody could lay a card: the team with more series wins, then more chips.",
    ),
}


def end_reason(reason: str | None) -> str:
    text = END_REASONS.get(reason)
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def plate_line(hand_size: int, team: int, partners: bool = True) -> str:
    """A plate's line: the seat's team and cards in hand; one against one, each side
    is one player: no team to name."""
    if not partners:
        return fill(QCoreApplication.translate("DoubleActionTable", "cards: %1"), hand_size)
    return fill(
        QCoreApplication.translate("DoubleActionTable", "%1 · cards: %2"),
        team_text(team),
        hand_size,
    )


def series_score_text(count: int, goal: int) -> str:
    return fill(QCoreApplication.translate("DoubleActionTable", "series %1 / %2"), count, goal)


def status_text(
    obs: dict, names: list[str], mine: bool, thinking: bool, legal: list[tuple] = ()
) -> str:
    """The status line: whose turn it is and, for you, what to do now (what the
    engine's `legal` actions offer: a black Jack is mentioned only when one was laid
    and a chip may be taken)."""
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
        kinds = {action[0] for action in legal}
        if kinds == {"remove"}:
            return QCoreApplication.translate(
                "DoubleActionTable", "Click a marked chip to take it off with your black Jack."
            )
        if "remove" in kinds:
            return QCoreApplication.translate(
                "DoubleActionTable",
                "Click a lit cell to put your chip there (a black Jack may take a marked chip).",
            )
        return QCoreApplication.translate(
            "DoubleActionTable", "Click a lit cell to put your chip there."
        )
    if obs["dead"] and not obs["exchanged"]:
        return QCoreApplication.translate(
            "DoubleActionTable",
            "Your turn: lay a card, or click a crossed-out (dead) card to exchange it.",
        )
    return QCoreApplication.translate(
        "DoubleActionTable", "Your turn: click a card from your hand to lay it."
    )


def series_choice_text(grid, cells) -> str:
    return fill(
        QCoreApplication.translate("DoubleActionTable", "From %1 to %2"),
        cell_text(grid, cells[0]),
        cell_text(grid, cells[-1]),
    )
