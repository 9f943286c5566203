"""`python -m desktop`: start Tablée."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
