"""The rule of thumb of each kind of move of the game's own player, in one sentence:
what "Why?" says of an Easy or Normal bot's move (`Bot.rule_of_thumb`)."""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

THUMBS = {
    "add": QT_TRANSLATE_NOOP(
        "Bots",
        "It lays the bid it planned: the stone's worth to it against the cards spent and "
        "what the rivals may bid.",
    ),
    "take_back": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes a card back when its plan for the bid changed.",
    ),
    "seal": QT_TRANSLATE_NOOP(
        "Bots",
        "It seals the bid it planned, once all of its cards are laid.",
    ),
    "pass": QT_TRANSLATE_NOOP(
        "Bots",
        "It passes when no bid is worth its cards, or when a low card is a cheaper way to draw.",
    ),
}
