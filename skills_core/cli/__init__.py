"""``skillsctl``: the command line for people who write and publish skills.

Commands: ``validate`` (the linter), ``catalog`` and ``activate`` (preview what a model sees,
from local folders only), ``sync`` (publish a folder of skills to an S3 prefix, with the
frontmatter index), ``save`` (one skill into the DynamoDB store) and ``serve`` (the local
API). One module per command; :mod:`skills_core.cli.main` assembles them."""

from skills_core.cli.main import main

__all__ = ["main"]
