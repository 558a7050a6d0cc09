"""Event-triggered generation on AWS: Bedrock drafter and reviewer, source material, results."""
