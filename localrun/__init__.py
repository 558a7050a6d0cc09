"""Local run support: everything the local server takes from ``template.yaml`` (tables,
queues, routes) is read from the template itself, so the local run cannot drift from it."""
