"""Former home of the tables, kept only while Double's Dread moves to `desktop.games`.

Tables now live in `desktop.games.<id>` (see `desktop.games`); the scene base is
`desktop.table.scene`. Delete this package once nothing imports it.
"""
