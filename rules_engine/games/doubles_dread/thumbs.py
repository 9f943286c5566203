"""The rule of thumb of each kind of move of the game's own player, in one sentence:
what "Why?" says of an Easy or Normal bot's move (`Bot.rule_of_thumb`)."""

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

THUMBS = {
    "bid": QT_TRANSLATE_NOOP(
        "Bots",
        "It raises when playing the round out as the high bidder is worth more to it than"
        " letting the bid stand.",
    ),
    "pass": QT_TRANSLATE_NOOP(
        "Bots",
        "It passes when playing the round out as the high bidder is worth less to it than"
        " letting the bid stand.",
    ),
    "boat": QT_TRANSLATE_NOOP(
        "Bots",
        "It hands out the boats in the layout whose play-outs went best for it.",
    ),
    "side": QT_TRANSLATE_NOOP(
        "Bots",
        "It takes the side whose play-outs went best for it.",
    ),
    "lead": QT_TRANSLATE_NOOP(
        "Bots",
        "It names the boat whose lead, played out to the end of the round, leaves it the "
        "best margin.",
    ),
    "play": QT_TRANSLATE_NOOP(
        "Bots",
        "It plays the pawn whose play-outs to the end of the round leave it the best "
        "margin over its best rival.",
    ),
}
