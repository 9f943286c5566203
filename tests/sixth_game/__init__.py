"""The tiny sixth game the tests add (every generic suite runs over it with `pytest -p
tests.sixth_game.plugin -k pebbles tests`, which `tasks.py test` runs): Pebbles, built by
following the README's "Adding a game" alone. `pebbles/` is its rules package,
`seeds/` its rules text, `declaration.py` its line in the catalogue and `plugin.py`
adds that line for a test run."""
