"""The Stonehenge table as players saw it in issue 23: five plates stand apart, each
shows its player's figure colour, after a reveal no plate glows and each says its
bid, at the end the plates give the final scores, and the panel's heading (French
too) wraps rather than being cut."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("desktop.games.stonehenge")

from PySide6.QtGui import QFontMetricsF

from desktop.games.stonehenge.board import PLATE_HEIGHT, Geometry
from desktop.games.stonehenge.scene import heading_layout
from desktop.games.stonehenge.text import (
    bid_state_text,
    colour_name,
    place_text,
    reason_sentence,
    trump_text,
)
from desktop.shell import i18n
from desktop.shell.main_window import setup_from_seats
from desktop.table.text import fill
from rules_engine.ai import Budget, make_bot
from rules_engine.core import get_game

GAME = get_game("stonehenge")
# The table in a window of 1024 x 700, 1280 x 800 and 1920 x 1080 (side panel shown).
TABLES = [(732, 570), (780, 588), (988, 670), (1036, 690), (1580, 935)]
NAMES = ["Bernadette", "Béatrice", "Bertrand", "Alice", "Bob"]


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_plates_stand_apart(size, seats):
    geo = Geometry(*size, seats)
    rects = [geo.plate_rect(row) for row in range(seats)]
    for row, rect in enumerate(rects):
        # the kit's plate: a name and two lines, PLATE_HEIGHT widths high
        assert rect.height() == pytest.approx(geo.plate_width * PLATE_HEIGHT)
        assert rect.top() >= geo.row_top(row) - 0.5
        assert rect.bottom() <= geo.row_top(row) + geo.row_height + 0.5
        if row:
            assert not rect.intersects(rects[row - 1]), "two plates overlap"
        figure = geo.plate_figure_pos(row)
        assert rect.contains(figure), "the figure sits on its plate"
    assert geo.plate_width >= 100, "a plate still reads"


def _reveals(count: int) -> list[dict]:
    """Reveal events of real five-player matches (bots of the lowest level)."""
    reveals, rng = [], random.Random(3)
    for seed in range(4):
        state = GAME.new_match(5, None, seed)
        bot = make_bot(GAME, "easy")
        while not state.is_over() and len(reveals) < count * (seed + 1):
            seat = state.to_move
            action = bot.choose(state.observe(seat), state.legal_actions(), rng, Budget(1))
            reveals += [event for event in state.apply(action) if event["type"] == "reveal"]
    return reveals


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_heading_wraps_and_is_never_cut(qapp, language):
    i18n.apply_language(language)
    try:
        reasons = [reason_sentence(reveal, NAMES) for reveal in _reveals(20)]
        assert len({reveal_reason[:12] for reveal_reason in reasons}) > 2
        for size in TABLES:
            geo = Geometry(*size, 5)
            width = geo.panel.width()
            texts = []
            for auction in range(35):
                for colour in range(6):
                    head = fill(
                        qapp.translate("StonehengeTable", "%1 — the %2 stone for sale"),
                        place_text(auction),
                        colour_name(colour),
                    )
                    trump = fill(
                        qapp.translate(
                            "StonehengeTable", "%1 · first auction: one card each, no pass"
                        ),
                        trump_text(colour),
                    )
                    texts.append((head, trump, False))
            over = qapp.translate("StonehengeTable", "The match is over.")
            texts += [(over, reason, True) for reason in reasons]
            for head, text, bold in texts:
                heading = heading_layout(head, text, bold, width, geo.header)
                assert heading.head.replace("\n", " ") == head, (size, head)
                assert heading.text.replace("\n", " ") == text, (size, text)
                for line, font in [
                    *((line, heading.head_font) for line in heading.head.split("\n")),
                    *((line, heading.text_font) for line in heading.text.split("\n")),
                ]:
                    assert QFontMetricsF(font).horizontalAdvance(line) <= width + 0.5
                used = heading.head_height + QFontMetricsF(heading.text_font).lineSpacing() * len(
                    heading.text.split("\n")
                )
                assert used <= geo.header + 1, (size, head, text)
                assert heading.head_font.pixelSize() >= 10
    finally:
        i18n.apply_language("en")


def test_plates_after_a_reveal_and_at_the_end(qtbot, window):
    window.animator.set_speed("off")
    kinds = ["human", "bot:easy", "bot:easy", "bot:easy", "bot:easy"]
    window.start_match(setup_from_seats("stonehenge", kinds, NAMES, {}, 5))
    session, scene = window.session, window.scene
    session.pace_ms = 0
    bot, rng = make_bot(GAME, "easy"), random.Random(1)
    for seat, figure in scene.figures.items():
        assert scene.plate_figures[seat].fill == figure.fill, "the plate shows its figure"
        assert scene.plate_figures[seat].letter == figure.letter
    reveals = 0
    for _ in range(3000):
        qtbot.waitUntil(
            lambda: scene.summary_open() or scene.is_my_turn() or session.state.is_over(),
            timeout=20000,
        )
        qtbot.waitUntil(lambda: not window.animator.busy(), timeout=5000)
        if scene.summary_open():
            reveals += 1
            reveal = scene.reveal_event
            for seat, plate in scene.plates.items():
                assert not plate.active, "nobody is to move while a reveal is held"
                count = len(reveal["commitments"][seat])
                assert plate.lines[-1] == bid_state_text("sealed" if count else "passed", count)
                score = session.state.observe(None)["scores"][seat]
                assert plate.lines[0].startswith(f"Score {score} ")
            if session.state.is_over():
                break
            scene.continue_after_round()
            continue
        state = session.state
        session.play(bot.choose(state.observe(0), state.legal_actions(), rng, Budget(1)))
    assert session.state.is_over() and reveals >= 20
    totals = session.state.observe(None)["scores"]
    for seat, plate in scene.plates.items():
        assert plate.lines[0].startswith(f"Score {totals[seat]} "), "the final score"
