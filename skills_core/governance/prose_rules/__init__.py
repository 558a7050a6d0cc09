"""Rules on instruction-level attacks: what a skill's prose tells the agent to do (override its
instructions, hide or widen its own acts, obey a URL), what it hides, and its frontmatter."""
