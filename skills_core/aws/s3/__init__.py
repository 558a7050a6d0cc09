"""The S3 skill source: objects, listings and the sync index."""
