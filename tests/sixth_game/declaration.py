"""Pebbles' line in the catalogue: what a developer adds to `CATALOGUE` in
rules_engine/core/catalogue.py, added here at run time (`declare`) so that the game
stays a test's."""

from pathlib import Path

from rules_engine.core.catalogue import OPEN, GameEntry, Ladder

ENTRY = GameEntry(
    "pebbles",
    "Pebbles",
    "Take one to three pebbles; whoever takes the last one wins the round.",
    "tests.sixth_game.pebbles",
    player_counts=(2, 3, 4),
    information=OPEN,
    clause_prefix="PB",
    action_kinds=("take",),
    ladder=Ladder(easy_noise=0.5, hard_iterations=200, expert_iterations=300, sizes=(2, 4)),
    seeds=str(Path(__file__).with_name("seeds")),
)
