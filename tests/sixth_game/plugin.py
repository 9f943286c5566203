"""A pytest plugin that adds Pebbles to the catalogue for a whole run
(`pytest -p tests.sixth_game.plugin ...`): every suite that reads the catalogue then
covers it, as it would a game listed in rules_engine/core/catalogue.py. Its winning
position joins the search test's (`POSITIONS`), as the README's checklist has a
developer add one."""

from rules_engine.core.catalogue import CATALOGUE, declare
from tests.sixth_game.declaration import ENTRY

if ENTRY not in CATALOGUE:
    declare(ENTRY)

# (after the declaration: the position is dealt by the declared game)
from tests.engine.ai.ai_positions import POSITIONS
from tests.sixth_game.position import pebbles

POSITIONS.setdefault("pebbles", pebbles)
