-- The sessions table now keeps each session id's SHA-256, not the id. Rows written before hold
-- the raw id (which a copy of the database could sign in with) and no longer match any cookie:
-- they are removed, so everyone signs in once more. Running it again removes nothing it should keep.
DELETE FROM `sessions` WHERE length(`sid`) <> 64;
