-- Accounts. Nothing ever wrote sessions or e-mail tokens before this migration (no route issued
-- them), so both tables are replaced rather than altered.
DROP TABLE sessions;
DROP TABLE email_tokens;

ALTER TABLE users ADD COLUMN profile_created_at TEXT;

-- Kept after use (used_at) so a second click can be told from a first one.
CREATE TABLE email_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX email_tokens_user ON email_tokens(user_id);

-- One row per sign-in: the family its access and refresh tokens belong to. Deleting it (sign-out,
-- or a replayed refresh token) deletes every token of that sign-in.
CREATE TABLE sessions (
    id         TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
);
CREATE INDEX access_tokens_session ON access_tokens(session_id);

-- Spent tokens stay (used_at set) so that a replay is recognised and revokes the session.
CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);

-- OAuth sign-ins: the provider's stable subject id, linked to one user.
CREATE TABLE identities (
    provider   TEXT NOT NULL,
    subject    TEXT NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (provider, subject)
);
CREATE INDEX identities_user ON identities(user_id);
