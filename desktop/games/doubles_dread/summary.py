"""The end of a Double's Dread round or match laid on the table: the contract's
verdict, every player's points and score, why, in words, and at the match's end the
standings and a chart of the totals (the kit's `SummaryPanel` pieces)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from desktop.games.doubles_dread.text import contract_text, explain_round, fill
from desktop.table.summary import EndSummary
from desktop.table.widget_texts import translated
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

_HEADERS = (
    QT_TRANSLATE_NOOP("DoublesDreadTable", "Player"),
    QT_TRANSLATE_NOOP("DoublesDreadTable", "Role"),
    QT_TRANSLATE_NOOP("DoublesDreadTable", "Points taken"),
    QT_TRANSLATE_NOOP("DoublesDreadTable", "Round score"),
    QT_TRANSLATE_NOOP("DoublesDreadTable", "Total"),
)
PANEL_BACKGROUND = QColor(8, 28, 38, 242)  # the round summary, deep lagoon


class RoundSummary(EndSummary):
    """The end of a round (or of the match): the contract made or failed, each
    player's points and score, the totals, and why, in words."""

    BACKGROUND = PANEL_BACKGROUND

    def retranslate(self) -> None:
        self.clear()
        event, names = self.event, self.names
        south = event["south"]
        self.add_end_title(names, self.match_end, event["round"])
        made = QCoreApplication.translate(
            "DoublesDreadTable", "Contract made: %1 bid %2 and took %3."
        )
        failed = QCoreApplication.translate(
            "DoublesDreadTable", "Contract failed: %1 bid %2 but took only %3."
        )
        self.add_verdict(contract_text(event, names, made, failed), event["made"])
        headers = translated("DoublesDreadTable", _HEADERS)
        rows = []
        for seat, name in enumerate(names):
            if seat == south:
                role = fill(
                    QCoreApplication.translate("DoublesDreadTable", "South, bid %1"), event["bid"]
                )
            else:
                role = QCoreApplication.translate("DoublesDreadTable", "against South")
            rows.append(
                (
                    name,
                    role,
                    str(event["points"][seat]),
                    str(event["scores"][seat]),
                    str(event["totals"][seat]),
                )
            )
        scored = {seat for seat in range(len(names)) if event["scores"][seat] > 0}
        self.add_table(headers, rows, highlighted=scored)
        self.add_lines(explain_round(event, names))
        if self.match_end is None:
            self.add_next_round_button()
            return
        self.add_match_ending(self.match_end["ranks"], self.match_end["totals"])
