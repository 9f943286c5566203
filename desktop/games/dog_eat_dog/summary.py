"""The end of a Dog Eat Dog match laid on the table: why it ended, each player's trees
and score in words, the standings and the score chart."""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.games.dog_eat_dog.text import ended_text, holdings_line
from desktop.table.summary import SummaryPanel
from desktop.table.text import fill

PANEL_BACKGROUND = QColor(14, 26, 34, 242)


class DogEatDogSummary(SummaryPanel):
    """The match is over: the trees every player takes and what they score."""

    def __init__(
        self,
        event: dict,
        match_end: dict,
        trees: tuple,
        names: list[str],
        totals_by_round,
        text_pixels: float = 14,
        parent=None,
    ):
        super().__init__(PANEL_BACKGROUND, text_pixels, parent)
        self.round_event, self.match_end, self.trees = event, match_end, trees
        self.names, self.totals_by_round = names, totals_by_round
        self.retranslate()

    def retranslate(self) -> None:
        self.clear()
        names, event = self.names, self.round_event
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
            for seat, (name, trees) in enumerate(zip(names, self.trees, strict=True))
        ]
        self.add_table(headers, rows, highlighted=set(self.match_end["winners"]))
        self.add_lines(
            [
                fill(self.tr("%1: %2"), name, holdings_line(trees))
                for name, trees in zip(names, self.trees, strict=True)
            ]
        )
        self.add_standings(names, self.match_end["ranks"], self.match_end["totals"])
        self.add_chart(names, self.totals_by_round)
        self.add_match_end_buttons()
