"""Distribution (SPEC §13): what clients that copy skills to disk read, derived from the
store's change stream. Pure rules here (index documents, archives, change events, artifact
keys); reading and writing them lives behind the ports of :mod:`.ports`."""
