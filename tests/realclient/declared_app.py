"""`python -m tests.realclient.declared_app ARGS`: the application, after declaring the
games the test run added to the catalogue at run time (`TABLEE_TEST_DECLARED`, set by
`xclient.RealApp`): a fresh process knows only the catalogue's own list, and a test's
game (tests/sixth_game/) must open at a real table as a listed one does."""

import base64
import os
import pickle
import sys

from rules_engine.core.catalogue import declare_missing


def declared_games() -> tuple:
    return pickle.loads(base64.b64decode(os.environ["TABLEE_TEST_DECLARED"]))


if __name__ == "__main__":
    declare_missing(declared_games())
    from desktop.shell.app import main

    sys.exit(main())
