//! The accounts service: sign-up with e-mail confirmation, sign-in, rotating sessions, sign-out and
//! the profile. Handlers in `routes::auth` and `routes::profile` only translate HTTP to these calls;
//! every rule of docs/API.md "Accounts" lives here or in the store.
//!
//! Tokens handed out are random and stored hashed (`auth::tokens`); passwords are argon2id
//! (`auth::password`). Answers never reveal whether an address is registered: sign-up and resend
//! answer the same either way, and sign-in says "Invalid login credentials" for a wrong password
//! and an unknown address alike (checking a dummy hash so that timing agrees too).

mod error;
pub mod limits;
mod oauth;
mod profile;
pub mod validate;

use std::net::IpAddr;
use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use uuid::Uuid;

pub use error::{AccountError, AccountResult};
pub use limits::{Action, RateLimits};
pub use profile::{require_own, Favorites, ProfileRequest};

use crate::auth::{password, tokens, CurrentUser};
use crate::cpu::CpuPool;
use crate::mail::Mailer;
use crate::store::{
    EmailConfirmation, NewSession, NewUser, Rotation, Store, StoreError, TokenHashes, User,
};

/// Access tokens live an hour (the spec's cookie lifetime); the SPA refreshes a minute before.
pub const ACCESS_TOKEN_SECS: i64 = 3600;
/// A sign-in lasts a month without use; every refresh starts a new month.
const REFRESH_TOKEN_DAYS: i64 = 30;
/// Confirmation links work for a day.
const EMAIL_LINK_HOURS: i64 = 24;

pub struct Accounts {
    store: Arc<dyn Store>,
    mailer: Arc<Mailer>,
    limits: RateLimits,
    /// Password hashing runs here: argon2 costs tens of milliseconds of CPU on purpose.
    cpu: Arc<CpuPool>,
}

/// What sign-in and refresh hand to the client. The plain tokens exist only here and in the answer.
#[derive(Debug, Clone)]
pub struct IssuedSession {
    pub access_token: String,
    pub refresh_token: String,
    pub expires_at: DateTime<Utc>,
    pub user: User,
}

pub struct SignUp {
    pub email: String,
    pub password: String,
    pub username: Option<String>,
}

/// The outcome of following a confirmation link.
pub struct Verified {
    pub user: User,
    pub already_confirmed: bool,
}

impl Accounts {
    pub fn new(
        store: Arc<dyn Store>,
        mailer: Arc<Mailer>,
        limits: RateLimits,
        cpu: Arc<CpuPool>,
    ) -> Accounts {
        Accounts {
            store,
            mailer,
            limits,
            cpu,
        }
    }

    /// Registers the address and mails a confirmation link. An address that is already registered
    /// gets the same answer (a stand-in user that is never stored) and, when unconfirmed, a fresh
    /// link: the caller cannot tell the cases apart.
    pub async fn sign_up(&self, ip: Option<IpAddr>, form: SignUp) -> AccountResult<User> {
        let email = validate::email(&form.email)?;
        validate::password(&form.password)?;
        let username = validate::signup_username(form.username.as_deref())?;
        self.limits.check(Action::SignUp, ip, Some(&email))?;
        // Hashed before the lookup, whatever it finds, so both answers take as long.
        let password_hash = password::hash(&self.cpu, form.password).await?;
        let existing = match self.store.user_by_email(&email).await? {
            Some(user) => Some(user),
            None => {
                let new_user = NewUser {
                    email: email.clone(),
                    username: username.clone(),
                    password_hash: Some(password_hash),
                    email_confirmed_at: None,
                    favorite_shows: Vec::new(),
                    favorite_genres: Vec::new(),
                };
                match self.store.create_user(new_user).await {
                    Ok(user) => {
                        self.send_confirmation(&user).await?;
                        return Ok(user);
                    }
                    // Registered a moment ago by a concurrent sign-up: answer as for any
                    // registered address.
                    Err(StoreError::Conflict(_)) => self.store.user_by_email(&email).await?,
                    Err(e) => return Err(e.into()),
                }
            }
        };
        if let Some(user) = existing.filter(|u| u.email_confirmed_at.is_none()) {
            self.send_confirmation(&user).await?;
        }
        Ok(stand_in_user(email, username))
    }

    /// Mails a new link to an unconfirmed address; does nothing, silently, for any other.
    pub async fn resend(&self, ip: Option<IpAddr>, email: &str) -> AccountResult<()> {
        let email = validate::email(email)?;
        self.limits.check(Action::Resend, ip, Some(&email))?;
        if let Some(user) = self.store.user_by_email(&email).await? {
            if user.email_confirmed_at.is_none() {
                self.send_confirmation(&user).await?;
            }
        }
        Ok(())
    }

    /// Spends a confirmation link. Only the address's budget is unknown before the token is
    /// looked up, so verify is limited per client address alone.
    pub async fn verify_email(&self, ip: Option<IpAddr>, token: &str) -> AccountResult<Verified> {
        self.limits.check(Action::Verify, ip, None)?;
        let token = token.trim();
        if token.is_empty() {
            return Err(AccountError::InvalidLink);
        }
        match self
            .store
            .confirm_email_with_token(&tokens::hash(token), Utc::now())
            .await?
        {
            EmailConfirmation::Confirmed(user) => Ok(Verified {
                user,
                already_confirmed: false,
            }),
            EmailConfirmation::AlreadyConfirmed(user) => Ok(Verified {
                user,
                already_confirmed: true,
            }),
            EmailConfirmation::Invalid => Err(AccountError::InvalidLink),
        }
    }

    pub async fn sign_in(
        &self,
        ip: Option<IpAddr>,
        email: &str,
        password: &str,
    ) -> AccountResult<IssuedSession> {
        // Limited before any lookup, and per account whether it exists or not.
        self.limits.check(Action::SignIn, ip, Some(email.trim()))?;
        let user = self.store.user_by_email(email).await?;
        let stored = user.as_ref().and_then(|u| u.password_hash.clone());
        let matches = password::verify(&self.cpu, password.to_string(), stored).await?;
        let user = match user {
            Some(user) if matches => user,
            _ => return Err(AccountError::InvalidCredentials),
        };
        // Said only after the password matched, so it reveals nothing to a guesser.
        if user.email_confirmed_at.is_none() {
            return Err(AccountError::EmailNotConfirmed);
        }
        self.open_session(user).await
    }

    /// A new sign-in (a refresh-token family of its own) for a user who has proved who they are.
    async fn open_session(&self, user: User) -> AccountResult<IssuedSession> {
        let (pair, hashes) = new_token_pair()?;
        self.store
            .create_session(&NewSession {
                id: Uuid::new_v4(),
                user_id: user.id,
                tokens: hashes,
                created_at: Utc::now(),
            })
            .await?;
        Ok(pair.with_user(user))
    }

    /// Spends a refresh token for a new pair. A spent token coming back means it was copied: the
    /// store has then revoked the whole sign-in, and the answer says so.
    pub async fn refresh(&self, refresh_token: &str) -> AccountResult<IssuedSession> {
        let (pair, hashes) = new_token_pair()?;
        let rotation = self
            .store
            .rotate_refresh_token(&tokens::hash(refresh_token.trim()), &hashes, Utc::now())
            .await?;
        match rotation {
            Rotation::Rotated { user_id, .. } => {
                let user = self
                    .store
                    .user_by_id(user_id)
                    .await?
                    .ok_or(AccountError::InvalidRefreshToken)?;
                Ok(pair.with_user(user))
            }
            Rotation::Reused => {
                tracing::warn!("a spent refresh token was replayed; its session is revoked");
                Err(AccountError::RefreshTokenReused)
            }
            Rotation::Invalid => Err(AccountError::InvalidRefreshToken),
        }
    }

    /// Ends the sign-in the access token belongs to, with all its tokens.
    pub async fn sign_out(&self, user: CurrentUser) -> AccountResult<()> {
        self.store.delete_session(user.session_id).await?;
        Ok(())
    }

    /// The user and session behind an access token: what every bearer extractor asks.
    pub async fn authenticate(&self, access_token: &str) -> AccountResult<CurrentUser> {
        let grant = self
            .store
            .access_grant(&tokens::hash(access_token))
            .await?
            .filter(|grant| grant.expires_at > Utc::now())
            .ok_or(AccountError::SessionExpired)?;
        Ok(CurrentUser {
            id: grant.user_id,
            session_id: grant.session_id,
        })
    }

    /// The signed-in user's account; a user deleted since the token was issued is a 401 too.
    pub async fn user(&self, user: CurrentUser) -> AccountResult<User> {
        self.store
            .user_by_id(user.id)
            .await?
            .ok_or(AccountError::SessionExpired)
    }

    async fn send_confirmation(&self, user: &User) -> AccountResult<()> {
        let token = tokens::generate().map_err(random_failed)?;
        let expires_at = Utc::now() + Duration::hours(EMAIL_LINK_HOURS);
        self.store
            .create_email_token(&tokens::hash(&token), user.id, expires_at)
            .await?;
        self.mailer.send_confirmation(&user.email, &token);
        Ok(())
    }
}

/// The plain tokens of a new pair, before the user is attached.
struct TokenPair {
    access_token: String,
    refresh_token: String,
    expires_at: DateTime<Utc>,
}

impl TokenPair {
    fn with_user(self, user: User) -> IssuedSession {
        IssuedSession {
            access_token: self.access_token,
            refresh_token: self.refresh_token,
            expires_at: self.expires_at,
            user,
        }
    }
}

fn new_token_pair() -> AccountResult<(TokenPair, TokenHashes)> {
    let now = Utc::now();
    let access_token = tokens::generate().map_err(random_failed)?;
    let refresh_token = tokens::generate().map_err(random_failed)?;
    let expires_at = now + Duration::seconds(ACCESS_TOKEN_SECS);
    let hashes = TokenHashes {
        access_hash: tokens::hash(&access_token),
        access_expires_at: expires_at,
        refresh_hash: tokens::hash(&refresh_token),
        refresh_expires_at: now + Duration::days(REFRESH_TOKEN_DAYS),
    };
    let pair = TokenPair {
        access_token,
        refresh_token,
        expires_at,
    };
    Ok((pair, hashes))
}

fn random_failed(err: getrandom::Error) -> AccountError {
    AccountError::Internal(anyhow::anyhow!("the system random source failed: {err}"))
}

/// What sign-up answers for an address that was registered before: shaped like a new user and
/// never stored, so the answer does not tell the two cases apart.
fn stand_in_user(email: String, username: String) -> User {
    User {
        id: Uuid::new_v4(),
        email,
        username,
        password_hash: None,
        email_confirmed_at: None,
        created_at: Utc::now(),
        favorite_shows: Vec::new(),
        favorite_genres: Vec::new(),
        profile_created_at: None,
    }
}
