"""Entry point of the frozen bundle: the same `giantapp` command as the installed console script."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # computer players may think in worker processes
    from giantapp.cli.main import main

    sys.exit(main())
