"""How the new-match dialog (and the table's seat labels) name a bot's level, and what
a level says of itself: how it plays and how strong it measured (`strength.json`)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules_engine.ai.registry import level_names, level_of
from rules_engine.ai.strength import strength_of
from rules_engine.core.catalogue import entry

CONTEXT = "NewGameDialog"
# Bot name -> how the seat menu shows it and what it says of itself. The menu offers
# the levels; "random" appears only for a seat an older save or setup gave it.
BOT_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
    "expert": QT_TRANSLATE_NOOP("NewGameDialog", "Expert"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Random moves"),
}
BOT_DESCRIPTIONS = {
    "easy": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Plays sensibly but often picks a move at random: for learning."
    ),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Plays by sound rules of thumb, at once."),
    "hard": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Tries out many futures before each move (up to a second)."
    ),
    "expert": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Searches longest before each move (up to three seconds)."
    ),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Plays any legal move, at random."),
}
# How the strength line names the level a bot was measured against.
OPPONENT_NAMES = {
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "random play"),
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
}


def bot_label(bot: str) -> str:
    """How a seat menu names a bot: its level ("heuristic", an older name, is Normal)."""
    text = BOT_LEVELS.get(level_of(bot) or bot)
    return QCoreApplication.translate(CONTEXT, text) if text else bot


def game_note(game_id: str, level: str) -> str | None:
    """The game's own line on how a level plays there (`Ladder.note`: Double Action's
    Hard plays at once, without searching), None for the usual one."""
    try:
        return entry(game_id).ladder.note(level)
    except KeyError:  # a game the catalogue does not hold (a test's)
        return None


def bot_description(game_id: str, bot: str, seats: int | None = None) -> str:
    """One line on how the bot plays, then what it measured at a table of `seats`
    (`strength.json`): "At 4 players, wins 38% of matches against Normal, where an
    equal player wins 25% (212 played).", naming the size it was measured at when
    this one was not measured."""
    level = level_of(bot) or bot
    text = game_note(game_id, level) or BOT_DESCRIPTIONS.get(level)
    line = QCoreApplication.translate(CONTEXT, text) if text else ""
    strength = strength_of(game_id, level, seats) if level in level_names() else None
    if strength is None:
        return line
    against = QCoreApplication.translate(CONTEXT, OPPONENT_NAMES.get(strength.opponent, ""))
    values = {
        "percent": round(strength.win_rate * 100),
        "level": against or strength.opponent,
        "fair": round(strength.fair_share * 100),
        "games": strength.games,
        "seats": strength.seats,
    }
    nearest = seats is not None and strength.seats != seats
    if strength.fair_share >= 0.5:  # one side against the other
        if nearest:
            sentence = QCoreApplication.translate(
                "NewGameDialog",
                "Measured at {seats} players (the nearest size measured): wins {percent}% "
                "of matches against {level} ({games} played).",
            )
        else:
            sentence = QCoreApplication.translate(
                "NewGameDialog",
                "At {seats} players, wins {percent}% of matches against {level} ({games} played).",
            )
    elif nearest:
        sentence = QCoreApplication.translate(
            "NewGameDialog",
            "Measured at {seats} players (the nearest size measured): wins {percent}% of "
            "matches against {level}, where an equal player wins {fair}% ({games} played).",
        )
    else:
        sentence = QCoreApplication.translate(
            "NewGameDialog",
            "At {seats} players, wins {percent}% of matches against {level}, where an "
            "equal player wins {fair}% ({games} played).",
        )
    measured = f"{sentence.format(**values)} {verdict_sentence(strength, values['level'])}"
    return "\n".join(part for part in (line, measured) if part)


def verdict_sentence(strength, against: str) -> str:
    """What the figure means for a player choosing: the level below beaten beyond
    doubt (the 95% interval above what an equal player wins), shown no stronger by
    the sequential test, or not shown stronger yet (too few matches to tell)."""
    if strength.low > strength.fair_share:
        text = QT_TRANSLATE_NOOP("NewGameDialog", "Clearly stronger than {level}.")
    elif strength.verdict == "not stronger":
        text = QT_TRANSLATE_NOOP("NewGameDialog", "Measured no stronger than {level}.")
    else:
        text = QT_TRANSLATE_NOOP("NewGameDialog", "Not yet shown stronger than {level}.")
    return QCoreApplication.translate(CONTEXT, text).format(level=against)
