"""The generation worker: SQS records of generation requests to saved skills."""
