"""What the table holds up after a reveal: the auction's result (every bid, why the
winner won, the points, the cards drawn) and, at the match's end, the standings, the
stones each player bought and the score chart (the kit's `SummaryPanel` pieces)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from desktop.games.stonehenge.text import bid_text, colour_name, place_text, reason_sentence
from desktop.table.summary import EndSummary
from desktop.table.text import fill

PANEL_BACKGROUND = QColor(30, 34, 26, 238)  # dusk over the plain


class RevealSummary(EndSummary):
    """One auction's result (`event`: the reveal); at the match's end, the match's too,
    with the stones each player bought (`holdings`)."""

    BACKGROUND = PANEL_BACKGROUND

    def retranslate(self) -> None:
        self.clear()
        reveal, names = self.event, self.names
        if self.match_end is not None:
            self.add_end_title(names, self.match_end)
        else:
            title = QCoreApplication.translate("StonehengeTable", "%1: the %2 stone")
            self.add_title(fill(title, place_text(reveal["auction"]), colour_name(reveal["stone"])))
        winner = reveal["winner"]
        self.add_verdict(reason_sentence(reveal, names), winner is not None)
        self.add_lines(self._bid_lines())
        if self.match_end is None:
            text = QCoreApplication.translate("StonehengeTable", "Next auction")
            self.add_buttons([(text, "nextRoundButton", self.continue_clicked)])
            return
        self._add_stones_bought()
        self.add_match_ending(self.match_end["ranks"], self.match_end["totals"])

    def _bid_lines(self) -> list[str]:
        reveal, names = self.event, self.names
        lines = []
        for seat, cards in enumerate(reveal["commitments"]):
            if cards:
                bid = bid_text(cards, reveal["values"][seat])
            else:
                bid = QCoreApplication.translate("StonehengeTable", "passed")
            if seat == reveal["winner"]:
                line = QCoreApplication.translate("StonehengeTable", "%1: %2, wins +%3")
                lines.append(fill(line, names[seat], bid, reveal["points"]))
                continue
            line = QCoreApplication.translate("StonehengeTable", "%1: %2, draws %3")
            lines.append(fill(line, names[seat], bid, reveal["draws"][seat]))
        return lines

    def _add_stones_bought(self) -> None:
        headers = (
            QCoreApplication.translate("StonehengeTable", "Player"),
            *(colour_name(colour) for colour in range(5)),
            QCoreApplication.translate("StonehengeTable", "Score"),
        )
        rows = [
            (
                name,
                *(str(count) for count in self.holdings[seat]),
                str(self.match_end["totals"][seat]),
            )
            for seat, name in enumerate(self.names)
        ]
        self.add_table(headers, rows, highlighted=set(self.match_end["winners"]))
