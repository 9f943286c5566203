"""The Double's Dread table: the lagoon seen from above, its boats, pawns and monster.

`scene` lays the table out from the observation and animates the events; `reducer`
advances the drawn picture one event at a time; `geometry` measures the table;
`items`, `controls` and `summary` are its pieces; `text` holds its words (the
"DoublesDreadTable" translation context) and `picture` its art. This file stays empty
so that finding the game loads none of its table.
"""
