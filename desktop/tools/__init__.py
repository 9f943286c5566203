"""Developers' tools: the start-up and stall benchmark, the files benchmark, the
screenshot tour and the real-client probe."""
