-- Local accounts of the embedded identity provider: the password hash (scrypt) lives
-- apart from the public user record.
CREATE TABLE local_credentials (
  user_id text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  updated timestamptz NOT NULL DEFAULT now()
);

-- One-time links to set a password (invitations, admin-created accounts).
CREATE TABLE password_links (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

-- User groups; 'all' is implicit and never stored.
CREATE TABLE user_groups (
  group_id text PRIMARY KEY,
  group_name text NOT NULL,
  owner text NOT NULL,
  members text[] NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_groups_members ON user_groups USING gin (members);
CREATE INDEX user_groups_owner ON user_groups (owner);

-- Keys and secrets made at first start: the provider's signing key, the secret of
-- app tokens, cookie keys. Kept in the store so every process of an installation
-- shares them and restarts keep sessions and tokens valid.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);

-- The embedded OpenID Connect provider's models (sessions, grants, codes, refresh
-- tokens, interactions), as its adapter interface describes them.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at);

CREATE INDEX users_name_search ON users (lower(first_name), lower(last_name));
