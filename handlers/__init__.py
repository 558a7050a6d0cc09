"""Thin Lambda handlers over ``skills_core``."""
