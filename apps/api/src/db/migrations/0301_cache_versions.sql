-- Versions of what API processes keep in memory (docs/decisions/1301). Any change to reference data
-- or to who a user is (status, permissions, account, shop) bumps a counter in the same transaction
-- and notifies every API process on the database (LISTEN <schema>_dealer_cache), which drops what
-- it kept. The reference version is also the ETag of reference-data answers.
CREATE TABLE cache_versions (
  name text PRIMARY KEY CHECK (name IN ('reference', 'users')),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO cache_versions (name) VALUES ('reference'), ('users');

CREATE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = TG_ARGV[0] RETURNING version INTO v;
  PERFORM pg_notify(current_schema() || '_dealer_cache', TG_ARGV[0] || ':' || v);
  RETURN NULL;
END $$;

CREATE TRIGGER brands_version AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER countries_version AFTER INSERT OR UPDATE OR DELETE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER regions_version AFTER INSERT OR UPDATE OR DELETE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER service_centers_version AFTER INSERT OR UPDATE OR DELETE ON service_centers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER bike_specs_version AFTER INSERT OR UPDATE OR DELETE ON bike_specs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER part_specs_version AFTER INSERT OR UPDATE OR DELETE ON part_specs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER help_categories_version AFTER INSERT OR UPDATE OR DELETE ON help_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');
CREATE TRIGGER help_sections_version AFTER INSERT OR UPDATE OR DELETE ON help_sections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('reference');

-- Who a user is: sign-in bookkeeping (failed attempts, password hash) does not count.
CREATE TRIGGER users_version AFTER INSERT OR DELETE OR UPDATE OF status, email, permission_set_id, idp_subject ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('users');
CREATE TRIGGER permission_sets_version AFTER INSERT OR UPDATE OR DELETE ON permission_sets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('users');
CREATE TRIGGER account_attributes_version AFTER INSERT OR UPDATE OR DELETE ON account_attributes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('users');
CREATE TRIGGER bike_shops_version AFTER INSERT OR UPDATE OR DELETE ON bike_shops
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('users');
