-- Trigram indexes back the substring search on addresses and SBLs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
