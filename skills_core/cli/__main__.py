"""``python -m skills_core.cli``: the same ``main`` as the console script."""

import sys

from skills_core.cli.main import main

sys.exit(main())
