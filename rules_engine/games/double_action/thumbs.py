"""The rule of thumb of each kind of move of the game's own player, in one sentence:
what "Why?" says of an Easy or Normal bot's move (`Bot.rule_of_thumb`)."""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

THUMBS = {
    "card": QT_TRANSLATE_NOOP(
        "Bots",
        "It plays the card whose chip builds its team's fullest runs of five or blocks "
        "the other team's.",
    ),
    "place": QT_TRANSLATE_NOOP(
        "Bots",
        "It puts its chip where it builds its team's fullest runs of five or blocks the "
        "other team's.",
    ),
    "remove": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes off the opposing chip whose runs of five matter most to the other team.",
    ),
    "exchange": QT_TRANSLATE_NOOP(
        "Bots",
        "A dead card is always exchanged for a fresh one.",
    ),
    "series": QT_TRANSLATE_NOOP(
        "Bots",
        "It prefers the run through a corner: it locks one chip fewer.",
    ),
    "pass": QT_TRANSLATE_NOOP(
        "Bots",
        "It passes when no move is left to it.",
    ),
}

# The counting player (Hard's) weighs the same runs by the cards that can still fill
# them (`bot.CountingReading`).
COUNTING_THUMBS = {
    **THUMBS,
    "card": QT_TRANSLATE_NOOP(
        "Bots",
        "It plays the card whose chip builds the runs of five its hand and the unseen "
        "cards can still complete, or blocks the other team's.",
    ),
    "place": QT_TRANSLATE_NOOP(
        "Bots",
        "It puts its chip where it builds the runs of five its hand and the unseen cards "
        "can still complete, or blocks the other team's.",
    ),
}
