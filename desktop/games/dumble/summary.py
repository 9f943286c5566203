"""The end of a Dumble round (or of the match) laid on the table: every hand, the
scores, and why."""

from __future__ import annotations

from desktop.games.dumble.text import cards_text, explain_round
from desktop.table.summary import DARK_FELT, EndSummary

PANEL_BACKGROUND = DARK_FELT


class RoundSummary(EndSummary):
    """The end of a round (or of the match): every hand, the scores, and why; what
    the `viewer` did reads "You …"."""

    def retranslate(self) -> None:
        self.clear()
        event, names = self.event, self.names
        self.add_end_title(names, self.match_end, event["round"], self.viewer)
        headers = [
            self.tr("Player"),
            self.tr("Hand"),
            self.tr("Points"),
            self.tr("Round"),
            self.tr("Total"),
        ]
        rows, winner_row = [], None
        for seat, name in enumerate(names):
            if not event["hands"][seat]:
                continue  # out before this round: no hand to show
            marks = []
            if seat == event["caller"]:
                marks.append(self.tr("called"))
            if seat in event["lowest"]:
                marks.append(self.tr("lowest"))
            if seat == event["caller"] and event["caller_doubled"]:
                marks.append(self.tr("doubled"))
            if seat in event["back_to_50"]:
                marks.append(self.tr("100 → 50"))
            if seat in event["eliminated"]:
                marks.append(self.tr("out"))
            if seat == event["winner"]:
                winner_row = len(rows)
            rows.append(
                [
                    name + (f"  ({', '.join(marks)})" if marks else ""),
                    cards_text(event["hands"][seat]),
                    str(event["values"][seat]),
                    str(event["scores"][seat]),
                    str(event["totals"][seat]),
                ]
            )
        self.add_table(headers, rows, highlighted={winner_row})
        self.add_lines(explain_round(event, names, self.viewer))
        if self.match_end is None:
            self.add_next_round_button()
            return
        self.add_match_ending(self.match_end["ranks"], self.match_end["totals"])
