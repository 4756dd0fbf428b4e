-- Two-character fragments (most Japanese family and given names: 佐藤, 太郎) are too short for the
-- trigram index, so they scanned the whole roster. A GIN index over the distinct character pairs of
-- search_text answers them exactly: a two-character fragment occurs in the text iff it is one of its
-- pairs. Spaces separate the fields of search_text, so pairs across fields are left out.
-- Kept out of the Drizzle schema on purpose (drizzle-kit cannot describe an index on a function);
-- member-filter.ts queries it with the same expression.
CREATE OR REPLACE FUNCTION member_search_bigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr($1, i, 2)), '{}')
    FROM generate_series(1, length($1) - 1) AS i
    WHERE substr($1, i, 2) !~ ' '
  $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_search_bigrams_idx" ON "member" USING gin (member_search_bigrams("search_text"));
