"""Code that reaches the user's secrets and money: credential stores and dumps, payment code
that sends the money somewhere else."""
