"""Catalog snapshots: a scope frozen into one object so a warm catalog costs one manifest read."""
