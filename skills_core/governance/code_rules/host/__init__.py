"""Code that changes the host so that harm lasts or is not caught: shell plants and
persistence, switched-off protections, Windows settings, deletions at scale, access handed
away in configuration."""
