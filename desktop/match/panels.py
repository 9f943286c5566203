"""The side panels of an open match: the score sheet, the chart and the match's
information (the seats, the hints used, how far the match is from its end).

They follow the table as the log does: a move's points, and a match's result with
the chart brought to the front, show once the table has shown the move (the last
fight's dice, the winning series), never while it still plays. The texts keep the
window's translation context ("MainWindow"), where their French was written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop.shell import i18n
from desktop.table.plain_text import escape_html as _escape
from desktop.table.text import fill, names_html, shown_name

if TYPE_CHECKING:
    from desktop.match.match_view import MatchView


class MatchPanels:
    def __init__(self, view: MatchView) -> None:
        self.view = view  # the match's owner: its session, seat view and scene
        self.table = view.table
        self._shown: tuple | None = None  # what the score sheet shows
        self._waiting = False  # moves whose points the table has not shown yet
        self._chart_waiting = False  # the match is over: the chart comes to the front

    # -- following the table ------------------------------------------------------------

    def when_shown(self) -> None:
        """The scores now, or once the table has shown the moves still playing."""
        self._waiting = True
        if not self.view.animator.busy():
            self.catch_up()

    def chart_when_shown(self) -> None:
        """The match is over: the final totals, and the chart in front, once the table
        has shown the end."""
        self._chart_waiting = True
        self.when_shown()

    def catch_up(self) -> None:
        """The table is idle: what waited for it shows."""
        if self._waiting:
            self._waiting = False
            self.refresh()
        if self._chart_waiting:
            self._chart_waiting = False
            self.table.side.setCurrentWidget(self.table.chart)

    # -- what they show -------------------------------------------------------------------

    def refresh(self, force: bool = False) -> None:
        """The score sheet and the chart (rebuilt only when their content changed,
        unless `force`), then the match's information."""
        session, seat_view = self.view.session, self.view.seat_view
        if session is None:
            return
        # Scores are public: the game's declared scoreboard, from the public view.
        scoreboard = session.game.scoreboard(seat_view.public())
        names = self.view.scene.names()  # as shown: isolated, long ones cut
        content = (names, scoreboard, tuple(session.record.hints))
        if content == self._shown and not force:
            return  # scores change once a round: no need to rebuild the sheet every move
        self._shown = content
        self.table.sheet.set_scoreboard(names, scoreboard)
        self.table.sheet.set_hints(session.record.hints_used())
        self.table.chart.set_scoreboard(names, scoreboard)
        self.table.chart.set_goal(session.game.match_goal(seat_view.public()))
        self.refresh_info()  # the rounds left

    def refresh_info(self) -> None:
        """The match's information: the game, the seed, the players (with the hints
        they used and their team), how far the match is from its end, the rules."""
        session = self.view.session
        if session is None:
            return
        from desktop.shell.bot_levels import bot_label
        from desktop.table.teams import has_teams, team_text

        record = session.record
        lines = [
            f"<h3>{_escape(i18n.game_name(session.game))}</h3>",
            "<p>"
            + _escape(fill(QCoreApplication.translate("MainWindow", "Seed: %1"), record.seed))
            + "</p>",
            "<p>" + _escape(QCoreApplication.translate("MainWindow", "Players:")) + "</p><ul>",
        ]
        teams = session.game.teams(len(record.seats))
        for number, (seat, team) in enumerate(zip(record.seats, teams, strict=True)):
            kind = (
                QCoreApplication.translate("MainWindow", "human")
                if seat.is_human
                else bot_label(seat.bot_name or "")
            )
            hints = record.hints_used()[number]
            if hints:
                kind += " · " + fill(
                    QCoreApplication.translate("MainWindow", "hints used: %1"), hints
                )
            side = f" ({_escape(team_text(team))})" if has_teams(teams) else ""
            name = shown_name(i18n.seat_name(record.seats, number))
            lines.append(f"<li>{names_html(name)} — {_escape(kind)}{side}</li>")
        lines.append("</ul>")
        goal = self.goal_text()
        if goal:
            lines.append(f"<p><b>{_escape(goal)}</b></p>")
        lines.append(f'<p><a href="clause:{session.game.clause_prefix}-1">')
        lines.append(
            _escape(QCoreApplication.translate("MainWindow", "Read the rules")) + "</a></p>"
        )
        self.table.info.setHtml("".join(lines))

    def goal_text(self) -> str:
        """How far the match is from its end, in words (the game's `match_goal`)."""
        seat_view = self.view.seat_view
        goal = self.view.session.game.match_goal(seat_view.public())
        if goal is None:
            return ""
        parts = []
        if goal.out_above is not None:
            text = QCoreApplication.translate(
                "MainWindow", "Over %1 points, a player is out; the last one left wins."
            )
            parts.append(fill(text, goal.out_above))
        if goal.rounds is not None:
            current = max(goal.round or 1, 1)
            if seat_view.is_over():
                text = fill(
                    QCoreApplication.translate("MainWindow", "All %1 rounds are played."),
                    goal.rounds,
                )
            elif current >= goal.rounds:
                text = QCoreApplication.translate("MainWindow", "Round %1 of %2: the last one.")
            else:
                text = QCoreApplication.translate(
                    "MainWindow", "Round %1 of %2: %3 more after this one."
                )
            parts.append(fill(text, current, goal.rounds, goal.rounds - current))
        return " ".join(parts)
