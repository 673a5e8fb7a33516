-- OAuth sign-ins that left for their provider and have not come back yet (at most ten minutes).
-- In the database rather than in one server's memory, so the callback may reach any app server.
-- The state is stored hashed like every token; the PKCE verifier and nonce must be read back.
-- browser_hash ties the sign-in to the browser that started it (the hash of its cookie).
-- A row is deleted when its callback arrives (single use) or, once expired, by the next sign-in.
CREATE TABLE oauth_states (
    state_hash    TEXT PRIMARY KEY NOT NULL,
    provider      TEXT NOT NULL,
    pkce_verifier TEXT NOT NULL,
    nonce         TEXT NOT NULL,
    redirect_to   TEXT NOT NULL,
    browser_hash  TEXT NOT NULL,
    expires_at    TEXT NOT NULL
);
CREATE INDEX oauth_states_expiry ON oauth_states(expires_at);
