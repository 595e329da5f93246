-- Firmware image links: the bridge fetches an image from the API by a URL carrying a short-lived
-- ticket instead of the browser relaying it as base64 (docs/decisions/3003). Its tickets are signed
-- with a key of their own purpose, so a ticket can never stand in for a session or a rider link.
ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_purpose_check;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_purpose_check
  CHECK (purpose IN ('oidc', 'firmware', 'bridge_session', 'cookie', 'rider_link', 'firmware_link'));
