-- How many service-book entries each shop has, kept by the database itself (docs/decisions/1305).
-- A shop's book is paged with its total; counting 100,000 entries on every page took 18 ms on a
-- PostgreSQL server and hundreds of ms on the embedded database (bench/api --large). Statement-level
-- triggers with transition tables add what a statement inserted, moved or deleted in one update per
-- shop, so a bulk insert does not update the counter row once per entry.
CREATE TABLE service_book_shop_counts (
  bike_shop_id integer PRIMARY KEY REFERENCES bike_shops(id) ON DELETE CASCADE,
  entries integer NOT NULL DEFAULT 0 CHECK (entries >= 0)
);
INSERT INTO service_book_shop_counts (bike_shop_id, entries)
  SELECT bike_shop_id, count(*)::int FROM service_book_entries GROUP BY bike_shop_id;

CREATE FUNCTION count_service_book_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_book_shop_counts AS c (bike_shop_id, entries)
      SELECT bike_shop_id, count(*)::int FROM added GROUP BY bike_shop_id
      ON CONFLICT (bike_shop_id) DO UPDATE SET entries = c.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE service_book_shop_counts c SET entries = c.entries - d.n
      FROM (SELECT bike_shop_id, count(*)::int AS n FROM removed GROUP BY bike_shop_id) d
      WHERE c.bike_shop_id = d.bike_shop_id;
  ELSE
    -- An edit moves no entry unless its shop changed: the net change per shop is then non-zero.
    -- Shops that lost entries are updated (a proposed row with a negative count would fail the
    -- CHECK before ON CONFLICT is considered); shops that gained are upserted.
    WITH moved AS (
      SELECT bike_shop_id, sum(n)::int AS n FROM (
        SELECT bike_shop_id, 1 AS n FROM added UNION ALL SELECT bike_shop_id, -1 FROM removed
      ) changes GROUP BY bike_shop_id HAVING sum(n) <> 0
    ), lost AS (
      UPDATE service_book_shop_counts c SET entries = c.entries + m.n
        FROM moved m WHERE m.n < 0 AND c.bike_shop_id = m.bike_shop_id
    )
    INSERT INTO service_book_shop_counts AS c (bike_shop_id, entries)
      SELECT bike_shop_id, n FROM moved WHERE n > 0
      ON CONFLICT (bike_shop_id) DO UPDATE SET entries = c.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER service_book_counts_insert AFTER INSERT ON service_book_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_service_book_entries();
CREATE TRIGGER service_book_counts_delete AFTER DELETE ON service_book_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_service_book_entries();
CREATE TRIGGER service_book_counts_update AFTER UPDATE ON service_book_entries
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION count_service_book_entries();
