"""The simulator: seeded games between decks, each player driven by a policy and each
game measured by metrics, played in this process, in worker processes or on a Dask
cluster, with the same results for the same seed (``docs/simulating.md``)."""
