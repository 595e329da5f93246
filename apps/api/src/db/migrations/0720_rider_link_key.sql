-- Rider links: a published service report opens for the rider through a signed, expiring link
-- (docs/decisions/1726-rider-links.md). Its tokens are signed with a key of their own purpose, so
-- a rider link can never stand in for a session or a bridge credential.
ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_purpose_check;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_purpose_check
  CHECK (purpose IN ('oidc', 'firmware', 'bridge_session', 'cookie', 'rider_link'));
