"""Code that reaches the network: sends (a secret read and sent, a secret handed to another
service), fetches and runs (downloads, installs, fetched instructions), and what hides the
command that does (obfuscation, disguised URLs)."""
