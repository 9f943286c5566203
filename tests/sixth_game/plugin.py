"""A pytest plugin that adds Pebbles to the catalogue for a whole run
(`pytest -p tests.sixth_game.plugin ...`): every suite that reads the catalogue then
covers it, as it would a game listed in rules_engine/core/catalogue.py."""

from rules_engine.core.catalogue import CATALOGUE, declare
from tests.sixth_game.declaration import ENTRY

if ENTRY not in CATALOGUE:
    declare(ENTRY)
