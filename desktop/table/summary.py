"""The panel laid on the table at the end of a round or a match: a title, a verdict,
a table of scores, the scoring explained in lines, the final standings, a chart of
the totals, and the buttons to go on.

Every scene's summary is one of these: subclass `SummaryPanel`, fill it in
`retranslate()` (called again on a language change) with `add_title`,
`add_verdict`, `add_table`, `add_lines`, `add_standings`, `add_chart`, then
`add_next_round_button()` or `add_match_end_buttons()`; lay it on the table with
`TableScene.show_summary(panel)` (which wires the buttons). A game's summary of a
round's or a match's end subclasses `EndSummary`, which holds what they all read
(the event, the names, the match's end, the totals by round, the viewer, what each
seat holds) and ends the match's panel the same way (`add_match_ending`).

It paints its own frame and sets fonts and colours directly (no style sheet: style
sheets made its first paint take 50 ms, a visible hitch at every round end), and
sizes all its text from one pixel size that follows the table's size. On the table
it sits in a cached proxy item (`add_panel_to_scene`), so cards moving nearby do not
make it render again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.table.plain_text import shown_as_typed
from desktop.table.text import Retranslating, fill, name_tooltip

TEXT = QColor("#f3efe2")
HIGHLIGHT = QColor("#ffd54a")  # the round's winner, or who scored
GOOD = QColor("#9be79b")
BAD = QColor("#ff9e80")
BORDER = QColor("#c9a548")
DARK_FELT = QColor(12, 30, 20, 242)  # the background of the card tables' panels

# Sizes relative to the panel's text size.
TITLE_SCALE = 1.45
VERDICT_SCALE = 1.15


class SummaryPanel(Retranslating, QFrame):
    """A dark, gold-edged panel of text; subclasses fill it in `retranslate`."""

    continue_clicked = Signal()  # Next round
    new_match_clicked = Signal()
    home_clicked = Signal()
    look_clicked = Signal()  # put the panel aside to look at the table under it

    def __init__(
        self, background: QColor, text_pixels: float = 14, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        # Opaque: the table's signs and cards must not show through its title.
        self._background = QColor(background.red(), background.green(), background.blue())
        self.text_pixels = round(text_pixels)  # give the table's size at once: fonts set once
        self._fonts: dict[tuple[float, bool], QFont] = {}
        self._sized: list[tuple[QWidget, float, bool]] = []  # (widget, scale, bold)
        palette = self.palette()
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, QPalette.ColorRole.WindowText, TEXT)
        self.setPalette(palette)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(22, 16, 22, 16)
        self._layout.setSpacing(8)

    # -- building -------------------------------------------------------------------------

    def clear(self) -> None:
        clear_layout(self._layout)
        self._sized = []

    def add_title(self, text: str) -> QLabel:
        label = self._label(text, TITLE_SCALE, bold=True)
        label.setObjectName("summaryTitle")
        self._layout.addWidget(label)
        return label

    def add_verdict(self, text: str, good: bool) -> QLabel:
        label = self._label(text, VERDICT_SCALE, bold=True, colour=GOOD if good else BAD)
        label.setObjectName("summaryVerdict")
        label.setWordWrap(True)
        self._layout.addWidget(label)
        return label

    def add_table(self, headers, rows, highlighted=()) -> None:
        """A grid: a bold header row, then `rows` of cell texts; rows whose index is in
        `highlighted` stand out in gold."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        for column, header in enumerate(headers):
            grid.addWidget(self._label(header, 1.0, bold=True), 0, column)
        for number, cells in enumerate(rows):
            marked = number in highlighted
            for column, text in enumerate(cells):
                label = self._label(text, 1.0, bold=marked, colour=HIGHLIGHT if marked else None)
                label.setWordWrap(column == 0)  # a name with its marks may take two lines
                grid.addWidget(label, number + 1, column)
        grid.setColumnStretch(0, 1)
        self._layout.addLayout(grid)

    def add_lines(self, lines) -> None:
        """The scoring explained, one bullet per line."""
        for line in lines:
            self.add_text("• " + line)

    def add_text(self, text: str) -> QLabel:
        label = self._label(text, 1.0)
        label.setWordWrap(True)
        self._layout.addWidget(label)
        return label

    def add_widget(self, widget: QWidget) -> None:
        self._layout.addWidget(widget)

    def add_standings(self, names: list[str], ranks, totals) -> QLabel:
        """ "Final standings: 1. Ann (12), 2. Bob (30)…": seats by rank (teammates share
        theirs: `Result.ranks`), each with its total."""
        ranking = sorted(range(len(names)), key=lambda seat: ranks[seat])
        standings = ", ".join(f"{ranks[seat]}. {names[seat]} ({totals[seat]})" for seat in ranking)
        text = QCoreApplication.translate("RoundSummary", "Final standings: %1")
        return self.add_text(fill(text, standings))

    def add_chart(self, names: list[str], totals_by_round) -> QWidget:
        """Each player's total after every round (a `Scoreboard`'s `totals_by_round`)."""
        from desktop.table.charts import SummaryChart

        chart = SummaryChart(names, totals_by_round, self)
        tip = name_tooltip("\n".join(names))
        if tip:
            chart.setToolTip(shown_as_typed(tip))
        chart.text_pixels = self.text_pixels
        self._sized.append((chart, 1.0, False))
        self._layout.addWidget(chart)
        return chart

    def add_end_title(
        self, names: list[str], match_end: dict | None, round_number: int = 0, viewer=None
    ) -> QLabel:
        """The title of a round's end, or at the match's end who won it: "you" to a
        `viewer` who won alone (a summary seen by one seat), names otherwise."""
        if match_end is None:
            text = QCoreApplication.translate("RoundSummary", "End of round %1")
            return self.add_title(fill(text, round_number))
        winners = match_end["winners"]
        if viewer is not None and list(winners) == [viewer]:
            text = QCoreApplication.translate("RoundSummary", "The match is over: you win!")
            return self.add_title(text)
        text = QCoreApplication.translate("RoundSummary", "The match is over: %1 wins!")
        return self.add_title(fill(text, ", ".join(names[seat] for seat in winners)))

    def add_next_round_button(self) -> None:
        """The round is over, the match goes on: Next round (`continue_clicked`)."""
        text = QCoreApplication.translate("RoundSummary", "Next round")
        self.add_buttons([(text, "nextRoundButton", self.continue_clicked)])

    def add_match_end_buttons(self) -> None:
        """The match is over: Home screen, or New match (the default)."""
        home = QCoreApplication.translate("RoundSummary", "Home screen")
        new = QCoreApplication.translate("RoundSummary", "New match")
        self.add_buttons(
            [(home, "", self.home_clicked), (new, "newMatchButton", self.new_match_clicked)]
        )

    def retranslate(self) -> None:
        """Fill the panel in the current language (subclasses)."""

    def add_buttons(self, buttons: list[tuple[str, str, object]]) -> None:
        """(text, object name, slot) for each button, right-aligned; the last is the
        default (Enter presses it). On the left, Look at the table puts the panel aside
        (`look_clicked`): a player may want to see the final table it covers."""
        row = QHBoxLayout()
        look = QPushButton(QCoreApplication.translate("RoundSummary", "Look at the table"), self)
        look.setObjectName("lookAtTableButton")
        look.clicked.connect(self.look_clicked)
        self._sized.append((look, 1.0, False))
        self._size_button(look)
        row.addWidget(look)
        row.addStretch(1)
        for index, (text, name, slot) in enumerate(buttons):
            button = QPushButton(text, self)
            if name:
                button.setObjectName(name)
            button.clicked.connect(slot)
            button.setDefault(index == len(buttons) - 1)
            self._sized.append((button, 1.0, False))
            self._size_button(button)
            row.addWidget(button)
        self._layout.addLayout(row)

    def _label(self, text: str, scale: float, bold=False, colour: QColor | None = None):
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        tip = name_tooltip(text)  # a long name was cut: hovering shows it whole
        if tip:
            label.setToolTip(shown_as_typed(tip))
        if colour is not None:
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, colour)
            label.setPalette(palette)
        self._sized.append((label, scale, bold))
        label.setFont(self._font(scale, bold))
        return label

    # -- sizing ---------------------------------------------------------------------------

    def set_text_size(self, pixels: float) -> None:
        """Text follows the table's size: readable on a laptop and on a 4K screen."""
        pixels = round(pixels)
        if pixels == self.text_pixels:
            return
        self.text_pixels = pixels
        self._apply_fonts()

    def _apply_fonts(self) -> None:
        self._fonts.clear()
        for widget, scale, bold in self._sized:
            if isinstance(widget, QPushButton):
                self._size_button(widget)
            elif isinstance(widget, QLabel):
                widget.setFont(self._font(scale, bold))
            else:  # a chart: sizes its own text
                widget.text_pixels = self.text_pixels
                widget.updateGeometry()
                widget.update()

    def _size_button(self, button: QPushButton) -> None:
        button.setFont(self._font(1.0, False))
        button.setMinimumHeight(round(self.text_pixels * 2.2))
        button.setMinimumWidth(button.sizeHint().width() + 2 * round(self.text_pixels * 0.45))

    def _font(self, scale: float, bold: bool) -> QFont:
        """One font per size and weight, shared by the labels that use it."""
        font = self._fonts.get((scale, bold))
        if font is None:
            font = QFont(self.font())
            font.setPixelSize(max(8, round(self.text_pixels * scale)))
            font.setBold(bold)
            self._fonts[(scale, bold)] = font
        return font

    def needed_width(self) -> int:
        """The narrowest width at which nothing is cut: the table's columns and headers
        at the current text size (wrapped text wraps further, it is never cut)."""
        self._layout.invalidate()
        return self._layout.minimumSize().width()

    def fit_height(self, width: int, most: int) -> int:
        """Lay the panel out at `width` and give it the height its text needs (at most
        `most`); returns that height."""
        self.setFixedWidth(width)
        self._layout.invalidate()
        needed = self._layout.totalHeightForWidth(width)
        if needed < 0:  # nothing wraps: the height does not depend on the width
            needed = self._layout.totalSizeHint().height()
        height = min(needed, most)
        self.setFixedHeight(height)
        return height

    # -- drawing --------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(BORDER, 2))
        painter.setBrush(self._background)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 14, 14)


class EndSummary(SummaryPanel):
    """A round's or a match's end laid on the table, with the facts a game's summary
    reads: the `event` (the round's end, or the match's), the players' `names`, the
    `match_end` event (None while the match goes on), the `totals_by_round` of the
    score chart (None: no chart), the `viewer` whose summary it is (None: everyone's)
    and what each seat `holdings` at the end (a game's own: trees, stones...). It fills
    itself at once (`retranslate`)."""

    BACKGROUND = DARK_FELT

    def __init__(
        self,
        event: dict,
        names: list[str],
        match_end: dict | None = None,
        totals_by_round=None,
        text_pixels: float = 14,
        parent: QWidget | None = None,
        *,
        viewer: int | None = None,
        holdings=None,
    ) -> None:
        super().__init__(self.BACKGROUND, text_pixels, parent)
        self.event, self.names, self.match_end = event, names, match_end
        self.totals_by_round, self.viewer, self.holdings = totals_by_round, viewer, holdings
        self.retranslate()

    def add_match_ending(self, ranks, totals) -> None:
        """The foot of the match's end: the standings (each seat's rank and total, as
        the game's match end says them), the chart of the totals by round (when the
        panel has them) and the match's buttons."""
        self.add_standings(self.names, ranks, totals)
        if self.totals_by_round is not None:
            self.add_chart(self.names, self.totals_by_round)
        self.add_match_end_buttons()


def clear_layout(layout) -> None:
    """Empty a Qt layout, nested layouts included (a panel rebuilds on a language change)."""
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())


def add_panel_to_scene(scene: QGraphicsScene, panel: QWidget, z: float) -> QGraphicsProxyWidget:
    """Lay `panel` on the table. Its picture is cached: it renders again only when it
    changes itself (a button under the mouse), not whenever something moves near it."""
    proxy = scene.addWidget(panel)
    proxy.setZValue(z)
    proxy.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return proxy
