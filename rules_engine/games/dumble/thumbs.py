"""The rule of thumb of each kind of move of the game's own player, in one sentence:
what "Why?" says of an Easy or Normal bot's move (`Bot.rule_of_thumb`)."""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

THUMBS = {
    "discard": QT_TRANSLATE_NOOP(
        "Bots",
        "It sheds the most points it can while keeping pairs and near-runs, and never "
        "hands the next player a card they collect.",
    ),
    "draw": QT_TRANSLATE_NOOP(
        "Bots",
        "It draws from the stock when no card on offer completes a pair, a set or a run.",
    ),
    "take": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes the offered card that completes a pair, a set or a run in its hand.",
    ),
    "dumble": QT_TRANSLATE_NOOP(
        "Bots",
        "It calls when sampled deals of the unseen cards rarely give anyone fewer points.",
    ),
}
