"""Why? What a bot weighed for its last move, in a replay and live.

The question goes to a worker process of its own (the bots' worker answers "why:"
requests with `rules_engine.ai.why.explain`), so the match's own bots never wait for
it. It carries what the bot had when it moved: its seat's observation, the legal
actions and the seed the match gave it, never the state.

What the answer may show is what the person asking may see. A searching level
weighs moves a player could not know of (a Dumble bot's other cards): those are
named only when the asker may see the bot seat's own things (a game where everything
is open, the replay seen from the bot's seat, or every hand open once the match is
over); otherwise the other choices are counted and their figures given, unnamed. A
live Why? is offered only where no human could learn another human's hidden things
(not in hot-seat with two or more humans, unless nothing is hidden in the game).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from desktop.match.bot_process import WHY, BotRequest
from desktop.match.bot_worker import BotService
from desktop.match.session import bot_seed
from desktop.shell import i18n
from desktop.shell.bot_levels import bot_label
from desktop.table.plain_text import escape_html
from desktop.table.text import fill, percent, shown_name
from rules_engine.ai.why import Reason
from rules_engine.core.protocol import OPEN


class Question:
    """One Why?: the bot's seat, its name, what it had, and how much may be shown."""

    def __init__(self, session, state, step: int, played, names_shown: bool) -> None:
        self.seat = state.to_move
        self.game = session.game
        self.seats = session.seats
        self.bot_name = self.seats[self.seat].bot_name or self.game.default_bot
        self.played = played
        self.names_shown = names_shown
        self.request = BotRequest(
            game_id=self.game.id,
            observation=state.observe(self.seat),
            legal_actions=state.legal_actions(),
            seed=bot_seed(session.record.seed, step, self.seat),
            bot_name=self.bot_name,
            kind=WHY,
            played=played,
        )


class WhyService(QObject):
    """The worker that answers Why? (one question at a time: a new one replaces the
    question still waiting) and the dialog that shows the answer."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.service = BotService(self)
        self.service.answered.connect(self._answered)
        self.service.failed.connect(self._failed)
        self._number = 0
        self._question: Question | None = None
        self._words = None  # how the table names an action
        self.dialog: WhyDialog | None = None
        from PySide6.QtWidgets import QApplication

        QApplication.instance().aboutToQuit.connect(self.service.stop)

    def ask(self, question: Question, words) -> None:
        self._question, self._words = question, words
        self.service.cancel()
        self._number = self.service.request(question.request)
        self._show(QCoreApplication.translate("Why", "Looking at what the bot weighed…"))

    def _answered(self, ticket: int, answer) -> None:
        if ticket != self._number or self._question is None:
            return
        try:
            reason = Reason.from_plain(answer)
        except (KeyError, TypeError, ValueError):
            self._failed(ticket, "malformed answer")
            return
        self._show(answer_html(self._question, reason, self._words))

    def _failed(self, ticket: int, details: str) -> None:
        if ticket == self._number:
            self._show(
                escape_html(
                    QCoreApplication.translate(
                        "Why", "No answer this time: the bot's worker failed."
                    )
                )
            )

    def _show(self, html: str) -> None:
        if self.dialog is None:
            self.dialog = WhyDialog(self.window)
        question = self._question
        name = shown_name(i18n.seat_name(question.seats, question.seat), 30)
        self.dialog.setWindowTitle(
            fill(QCoreApplication.translate("Why", "Why did %1 play that?"), name)
        )
        self.dialog.text.setText(html)
        # Tall enough for the whole answer (a wrapped label does not grow its dialog).
        self.dialog.adjustSize()
        self.dialog.show()
        self.dialog.raise_()


class WhyDialog(QDialog):
    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setObjectName("whyDialog")
        self.setModal(False)
        self.text = QLabel()
        self.text.setObjectName("whyText")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)


def answer_html(question: Question, reason: Reason, words) -> str:
    """The answer in the log's words: the move played, then the search's top choices
    with their estimated chances and playouts, or the rule of thumb."""
    name = shown_name(i18n.seat_name(question.seats, question.seat), 30)
    level = bot_label(question.bot_name)
    played = _words(question, reason.played, words, named=_played_is_public(question))
    lines = [
        "<p>"
        + escape_html(
            fill(QCoreApplication.translate("Why", "%1 (%2) played: %3"), name, level, played)
        )
        + "</p>"
    ]
    if reason.choices:
        text = QCoreApplication.translate(
            "Why", "Its search played out %1 possible futures. What it weighed:"
        )
        lines.append("<p>" + escape_html(fill(text, reason.iterations)) + "</p><ul>")
        for choice in reason.choices:
            is_played = choice.action == reason.played
            named = question.names_shown or (is_played and _played_is_public(question))
            what = _words(question, choice.action, words, named)
            line = QCoreApplication.translate(
                "Why", "%1: estimated chance to win the match %2% (tried %3 times)"
            )
            line = fill(line, what, percent(choice.chance), choice.visits)
            if is_played:
                line += " " + QCoreApplication.translate("Why", "(played)")
            lines.append(f"<li>{escape_html(line)}</li>")
        lines.append("</ul>")
        if not question.names_shown:
            note = QCoreApplication.translate(
                "Why", "Moves that would show what only this bot holds are not named."
            )
            lines.append(f"<p><i>{escape_html(note)}</i></p>")
    for thumb in reason.thumbs:
        lines.append("<p>" + escape_html(QCoreApplication.translate("Bots", thumb)) + "</p>")
    return "".join(lines)


def _played_is_public(question: Question) -> bool:
    """The move played shows on the table as it is (not a card laid face down)."""
    game, seat = question.game, question.seat
    return all(
        game.public_action(question.played, seat, other) == question.played
        for other in range(len(question.seats))
    )


def _words(question: Question, action, words, named: bool) -> str:
    if not named:
        return QCoreApplication.translate("Why", "another choice")
    text = ""
    try:
        text = words(action) if words is not None else ""
    except Exception:  # a table that cannot name a move of another position: say its kind
        text = ""
    return text or str(action[0])


def service_of(window) -> WhyService:
    service = getattr(window, "_why_service", None)
    if service is None:
        service = window._why_service = WhyService(window)
    return service


# -- in a replay ---------------------------------------------------------------------------


def _replay_question(view):
    """The Why? of the replay's last move shown, or None when no bot played it."""
    session = view.session
    if session is None or session.position == 0:
        return None
    step = session.position - 1
    state = session.state_at(step)
    seat = state.to_move
    if seat is None or session.full.seats[seat].is_human:
        return None
    names_shown = session.game.information == OPEN or view.open_view or session.watched == seat
    return Question(session, state, step, session.full.actions[step], names_shown)


def why_possible_in_replay(view) -> bool:
    session = view.session
    if session is None or session.position == 0:
        return False
    return not session.full.seats[_actor(session, session.position - 1)].is_human


def _actor(session, step: int) -> int:
    return session.state_at(step).to_move


def ask_why_in_replay(view) -> None:
    question = _replay_question(view)
    if question is not None:
        service_of(view.window).ask(question, view.scene.hint_words)


# -- live ----------------------------------------------------------------------------------


def why_possible_live(window) -> bool:
    """After a bot's move in a live match, where no human could learn another human's
    hidden things from the answer."""
    match = window.match
    if match is None or getattr(match, "is_replay", False) or match.session is None:
        return False
    session = match.session
    actors = session._actors
    if not actors or not session.record.actions or actors[-1] is None:
        return False
    if session.is_human(actors[-1]):
        return False
    humans = session.human_seats()
    return len(humans) <= 1 or session.game.information == OPEN


def show_live_button(window, shown: bool) -> None:
    """The Why? button in the table's corner, after a bot's move (Edit > Why?, W, does
    the same). Built the first time it is needed."""
    button = getattr(window, "_why_button", None)
    if button is None:
        if not shown or window.match is None:
            return
        from PySide6.QtWidgets import QPushButton

        button = window._why_button = QPushButton()
        button.setObjectName("liveWhyButton")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        button.clicked.connect(lambda: ask_why_live(window))
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the message keeps its width: no reflow
        button.setSizePolicy(policy)
        window.table.message_buttons.addWidget(button)  # at the end of the message line
    button.setText(QCoreApplication.translate("Why", "Why?"))
    button.setToolTip(QCoreApplication.translate("Why", "What the bot weighed for its move (W)"))
    button.setVisible(shown)


def ask_why_live(window) -> None:
    if not why_possible_live(window):
        return
    session = window.match.session
    step = len(session.record.actions) - 1
    state = session.record.replay(step)
    names_shown = session.game.information == OPEN
    question = Question(session, state, step, session.record.actions[step], names_shown)
    service_of(window).ask(question, window.match.scene.hint_words)
