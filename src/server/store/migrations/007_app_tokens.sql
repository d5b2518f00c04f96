-- App tokens are recorded so their owner can list and revoke them: a token is valid
-- only while its row exists (and until it expires). A new password deletes them all.
-- The token itself is not stored, only its id (the JWT's jti) and a few characters
-- of its end so the owner can tell tokens apart.
CREATE TABLE app_tokens (
  token_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name text,
  hint text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX app_tokens_user ON app_tokens (user_id, created);
