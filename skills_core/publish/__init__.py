"""Publishing a folder of skills to an S3 prefix (``skillsctl sync``, the local run's seeding):
scan the folder, plan against the listing, apply, then write the frontmatter index."""

from skills_core.publish.scan import PublishError
from skills_core.publish.sync import SyncResult, sync_skills

__all__ = ["PublishError", "SyncResult", "sync_skills"]
