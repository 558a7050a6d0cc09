"""The skill store on DynamoDB: items, plans, the write loop, reads, overlays, import."""
