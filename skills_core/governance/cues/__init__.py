"""The words and patterns the rules are built from, kept apart from the rules that use them:
trigger words, taxonomy acts and objects, danger patterns, package names attackers imitate."""
