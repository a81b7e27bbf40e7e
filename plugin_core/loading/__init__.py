"""Card loading: card files, the catalog, and where cards come from (bundled, folders,
``CARDHOST_CARDS``, installed card packs)."""
