-- The client's address of a change made through the API (request.ip, behind TRUST_PROXY the client's
-- own); null for the system and operator commands (decision 2600).
ALTER TABLE audit_log ADD COLUMN actor_address text;
