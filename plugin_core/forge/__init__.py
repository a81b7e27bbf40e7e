"""Forge's card library on cardhost: ``cardhost import forge CARDSFOLDER OUTDIR`` reads
Forge card scripts from the user's folder and writes, for each it can say exactly, a
cardhost card folder as data (docs/importing.md)."""
