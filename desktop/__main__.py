"""`python -m desktop`: start Tablée."""

import sys

from desktop.shell.app import main

if __name__ == "__main__":
    sys.exit(main())
