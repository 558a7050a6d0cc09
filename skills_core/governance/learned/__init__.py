"""The learned risk layer behind the rules: its features, other languages' words, the context
it does not read as said, and the shipped weights (``learned_weights.json``)."""
