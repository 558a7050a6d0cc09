"""Rules on code-level attacks: what a command, a code block or a config does (reach secrets,
send data out, run fetched or decoded code, persist, change the host, pay someone else)."""
