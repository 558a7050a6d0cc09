"""The application layer (use cases) that every entry point calls."""

from skills_core.service.app import SkillService
from skills_core.service.principal import Permission, Principal
from skills_core.service.writes import SaveCommand

__all__ = ["Permission", "Principal", "SaveCommand", "SkillService"]
