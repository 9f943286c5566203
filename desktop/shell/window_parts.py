"""The main window's parts made on first use, so that start-up builds only the home:
the bots' worker process, the table page and the animation queue. Part of the main
window (a mixin of `MainWindow`, which sets `_bots`, `_table`, `_animator` and
`_animation_speed` and has `pages`, `settings`, `_update_actions`, `_open_link` and
`save_match_as`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.match.bot_worker import BotService
    from desktop.shell.table_page import TablePage
    from desktop.table.animator import Animator


class PartsOnFirstUse:
    @property
    def bots(self) -> BotService:
        """The bots' worker process, set up when the first match needs it."""
        if self._bots is None:
            from desktop.match.bot_worker import BotService

            self._bots = BotService(self)
            self._bots.state_changed.connect(self._update_actions)  # a hint may be asked
        return self._bots

    @property
    def animator(self) -> Animator:
        """The animation queue, made when a table first needs it (the home has nothing to
        animate: start-up stays quick)."""
        if self._animator is None:
            from desktop.table.animator import Animator

            self._animator = Animator(parent=self)
            self._animator.set_speed(self._animation_speed)
        return self._animator

    def set_animation_speed(self, speed: str | float) -> None:
        """The animations' speed for this run (a screenshot's "off"), not saved."""
        self._animation_speed = speed
        if self._animator is not None:
            self._animator.set_speed(speed)

    def animating(self) -> bool:
        return self._animator is not None and self._animator.busy()

    @property
    def table(self) -> TablePage:
        """The table page, built when the first match opens (start-up stays quick)."""
        if self._table is None:
            from desktop.shell.table_page import TablePage

            self._table = TablePage(self)
            self.pages.addWidget(self._table)
            self._table.message.linkActivated.connect(self._open_link)
            self._table.info.anchorClicked.connect(lambda url: self._open_link(url.toString()))
            self._table.side.setVisible(self.settings.side_panel)
            self._table.save_banner.save_requested.connect(self.save_match_as)
        return self._table
