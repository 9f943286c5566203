"""The rule of thumb of each kind of move of the game's own player, in one sentence:
what "Why?" says of an Easy or Normal bot's move (`Bot.rule_of_thumb`)."""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

THUMBS = {
    "attacker": QT_TRANSLATE_NOOP(
        "Bots",
        "It attacks where the exact odds of the dice promise the most points against the leader.",
    ),
    "target": QT_TRANSLATE_NOOP(
        "Bots",
        "It attacks where the exact odds of the dice promise the most points against the leader.",
    ),
    "roll": QT_TRANSLATE_NOOP(
        "Bots",
        "It rolls the Treehouse die when its average, follow-ups included, beats the plain roll.",
    ),
    "decline": QT_TRANSLATE_NOOP(
        "Bots",
        "It declines when no attack is worth anything.",
    ),
    "skip": QT_TRANSLATE_NOOP(
        "Bots",
        "It skips a follow-up that gains nothing.",
    ),
    "swap": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes the follow-up that gains the most points.",
    ),
    "dig": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes the follow-up that gains the most points.",
    ),
    "aim": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes the follow-up that gains the most points.",
    ),
}
