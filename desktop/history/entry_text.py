"""What the history list says of one match (a `MatchEntry` of the index): its game, its
players and their levels, its result in words and in detail, when it was played. The
texts are the History context's."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
)

from desktop.history.index import (
    ABANDONED,
    FINISHED,
    INTERRUPTED,
    UNREADABLE,
    MatchEntry,
    problem_error,
)
from desktop.shell import i18n
from desktop.shell.bot_levels import bot_label
from desktop.table.text import fill
from rules_engine.core.registry import UnknownGame, get_game

# A result in the list's filter: who won a finished match.
WON_BY_PLAYER = "won_by_player"
WON_BY_BOT = "won_by_bot"


def game_title(game_id: str | None) -> str:
    if game_id is None:
        return QCoreApplication.translate("History", "Unknown game")
    try:
        return i18n.game_name(get_game(game_id))
    except UnknownGame:
        return game_id


def seat_label(entry: MatchEntry, seat: int) -> str:
    """A seat as the list names it: the player's name, or the bot and its level."""
    name = i18n.seat_name(entry.seats, seat)
    info = entry.seats[seat]
    if info.is_human:
        return name
    return fill(
        QCoreApplication.translate("History", "%1 (%2)"), name, bot_label(info.bot_name or "")
    )


def players_text(entry: MatchEntry) -> str:
    if not entry.seats:
        return QCoreApplication.translate("History", "unknown players")
    return ", ".join(seat_label(entry, seat) for seat in range(len(entry.seats)))


def winners(entry: MatchEntry) -> list[int]:
    return [seat for seat, rank in enumerate(entry.ranks or ()) if rank == 1]


def result_kind(entry: MatchEntry) -> str:
    """The result filter's category of a row (a finished match: who won)."""
    if entry.status != FINISHED:
        return entry.status
    won = winners(entry)
    return WON_BY_PLAYER if any(entry.seats[seat].is_human for seat in won) else WON_BY_BOT


def problem_text(entry: MatchEntry) -> str:
    return i18n.translate_error(problem_error(entry.problem or {"message": "?"}))


def result_text(entry: MatchEntry) -> str:
    if entry.status == FINISHED:
        names = ", ".join(i18n.seat_name(entry.seats, seat) for seat in winners(entry))
        return fill(QCoreApplication.translate("History", "Won by %1"), names)
    if entry.status == ABANDONED:
        return QCoreApplication.translate("History", "Abandoned")
    if entry.status == INTERRUPTED:
        return QCoreApplication.translate("History", "Interrupted")
    return fill(QCoreApplication.translate("History", "Unreadable: %1"), problem_text(entry))


def result_details(entry: MatchEntry) -> str:
    """The tooltip of a result: every seat's rank and score, or why a file is unreadable."""
    if entry.status == UNREADABLE:
        return fill(
            QCoreApplication.translate("History", "This file cannot be read: %1"),
            problem_text(entry),
        )
    if entry.status != FINISHED:
        return result_text(entry)
    order = sorted(range(len(entry.seats)), key=lambda seat: (entry.ranks[seat], seat))
    return "\n".join(
        fill(
            QCoreApplication.translate("History", "%1. %2: %3"),
            entry.ranks[seat],
            i18n.seat_name(entry.seats, seat),
            entry.scores[seat],
        )
        for seat in order
    )


def when_text(entry: MatchEntry) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(entry.played_at))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def duration_text(seconds: int | None) -> str:
    """The time a match was played, as the list shows it: "12 min", "1 h 05", "< 1 min";
    "—" when it is not known (a match from before Tablée kept it)."""
    if seconds is None:
        return "—"
    if seconds < 60:
        return QCoreApplication.translate("History", "< 1 min")
    minutes = seconds // 60
    if minutes < 60:
        return fill(QCoreApplication.translate("History", "%1 min"), minutes)
    return fill(
        QCoreApplication.translate("History", "%1 h %2"), minutes // 60, f"{minutes % 60:02d}"
    )
