"""The end of a Double Action match laid beside the board: the winning team, both
teams' series and chips, who played in each team, and why the match ended."""

from __future__ import annotations

from desktop.games.double_action.text import end_reason, match_verdict
from desktop.table.summary import DARK_FELT, EndSummary
from desktop.table.teams import team_text

PANEL_BACKGROUND = DARK_FELT


class DoubleActionSummary(EndSummary):
    """The match is over (`event`: its end): the winning team, the series and chips."""

    def retranslate(self) -> None:
        self.clear()
        event, names = self.event, self.names
        self.add_title(self.tr("The match is over"))
        winner = event["winner"]
        # good news in green for the viewer's team (or for anyone watching)
        good = winner is not None and (self.viewer is None or self.viewer % 2 == winner)
        self.add_verdict(match_verdict(event, names), good)
        headers = [self.tr("Team"), self.tr("Players"), self.tr("Series"), self.tr("Chips")]
        rows = []
        for team in (0, 1):
            players = ", ".join(name for seat, name in enumerate(names) if seat % 2 == team)
            rows.append(
                [team_text(team), players, str(event["series"][team]), str(event["chips"][team])]
            )
        self.add_table(headers, rows, highlighted={winner} if winner is not None else set())
        reason = end_reason(event["reason"])
        if reason:
            self.add_lines([reason])
        self.add_match_end_buttons()
