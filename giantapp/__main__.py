import sys

from giantapp.cli.main import main

sys.exit(main())
