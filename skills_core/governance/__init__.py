"""Review states, labels, digests and the content scanner."""
