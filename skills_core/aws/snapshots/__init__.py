"""Derived state: catalog snapshots, the stream's projection, distribution artifacts."""
