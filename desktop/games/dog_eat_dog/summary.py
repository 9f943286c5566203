"""The end of a Dog Eat Dog match laid on the table: why it ended, each player's trees
and score in words, the standings and the score chart."""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.games.dog_eat_dog.text import ended_text, holdings_line
from desktop.table.summary import EndSummary
from desktop.table.text import fill

PANEL_BACKGROUND = QColor(14, 26, 34, 242)


class DogEatDogSummary(EndSummary):
    """The match is over: the trees every player takes (`holdings`) and what they score."""

    BACKGROUND = PANEL_BACKGROUND

    def retranslate(self) -> None:
        self.clear()
        names, event = self.names, self.event
        self.add_end_title(names, self.match_end)
        self.add_text(ended_text(event["reason"], names, event["seat"]))
        headers = [
            self.tr("Player"),
            self.tr("One-colour trees"),
            self.tr("Mixed trees"),
            self.tr("Left over"),
            self.tr("Score"),
        ]
        rows = [
            [
                name,
                str(len(trees["one_colour"])),
                str(len(trees["mixed"])),
                str(len(trees["left_over"])),
                str(event["scores"][seat]),
            ]
            for seat, (name, trees) in enumerate(zip(names, self.holdings, strict=True))
        ]
        self.add_table(headers, rows, highlighted=set(self.match_end["winners"]))
        self.add_lines(
            [
                fill(self.tr("%1: %2"), name, holdings_line(trees))
                for name, trees in zip(names, self.holdings, strict=True)
            ]
        )
        self.add_match_ending(self.match_end["ranks"], self.match_end["totals"])
