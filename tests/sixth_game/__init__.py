"""The tiny sixth game the tests add (tests/test_adding_a_game.py): Pebbles, built by
following the README's "Adding a game" alone. `pebbles/` is its rules package,
`seeds/` its rules text, `declaration.py` its line in the catalogue and `plugin.py`
adds that line for a test run."""
