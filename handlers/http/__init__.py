"""The HTTP API's functions (API Gateway payload 2.0) and their shared request rules."""
