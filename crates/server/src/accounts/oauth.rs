//! Signing in with an identity a provider vouched for (`oauth::OAuth::finish`): the account it
//! belongs to is found by the provider's subject id, else by its verified e-mail address (and the
//! identity linked to it), else created, confirmed at once. The profile is created as `POST
//! /api/user` would with no username (the spec's fallback: the part of the e-mail before @, else
//! `user`), so the SPA's callback pages find it; then a session opens like a password sign-in's.

use std::net::IpAddr;

use chrono::Utc;

use super::profile::profile_username;
use super::{validate, AccountError, AccountResult, Accounts, Action, IssuedSession};
use crate::oauth::VerifiedIdentity;
use crate::store::{NewUser, ProfileInit, StoreError, User};

impl Accounts {
    /// Spends one of the client's OAuth starts: every start stores a pending sign-in, so a
    /// flood from one address is refused before it reaches the database.
    pub fn may_start_oauth(&self, ip: Option<IpAddr>) -> AccountResult<()> {
        self.limits.check(Action::OAuthStart, ip, None)
    }

    pub async fn sign_in_with_identity(
        &self,
        identity: &VerifiedIdentity,
    ) -> AccountResult<IssuedSession> {
        let provider = identity.provider.as_str();
        let user = match self
            .store
            .user_by_identity(provider, &identity.subject)
            .await?
        {
            Some(user) => user,
            None => self.link_or_create(identity).await?,
        };
        let init = ProfileInit {
            username: profile_username(None, &user),
            favorite_shows: Vec::new(),
            favorite_genres: Vec::new(),
        };
        // Creates the profile the first time only; an existing one is left as it is.
        let (user, _) = self
            .store
            .create_profile(user.id, init, Utc::now())
            .await?
            .ok_or(AccountError::SessionExpired)?;
        self.open_session(user).await
    }

    /// First sign-in with this identity: link it to the account with its address, or create one.
    async fn link_or_create(&self, identity: &VerifiedIdentity) -> AccountResult<User> {
        let label = identity.provider.label();
        // Only an address the provider verified may claim an account, existing or new.
        let email = identity
            .email
            .as_deref()
            .filter(|_| identity.email_verified)
            .and_then(|e| validate::email(e).ok())
            .ok_or(AccountError::ProviderEmailUnverified { provider: label })?;
        let user = match self.store.user_by_email(&email).await? {
            Some(user) if user.email_confirmed_at.is_none() => {
                return Err(AccountError::LinkToUnconfirmed { provider: label })
            }
            Some(user) => user,
            None => self.create_confirmed(&email).await?,
        };
        let provider = identity.provider.as_str();
        match self
            .store
            .link_identity(provider, &identity.subject, user.id)
            .await
        {
            Ok(()) => Ok(user),
            // The same first sign-in, finished twice at once: the other one linked it.
            Err(StoreError::Conflict(_)) => self
                .store
                .user_by_identity(provider, &identity.subject)
                .await?
                .ok_or_else(|| {
                    StoreError::Conflict("This identity is already linked".into()).into()
                }),
            Err(e) => Err(e.into()),
        }
    }

    async fn create_confirmed(&self, email: &str) -> AccountResult<User> {
        let new_user = NewUser {
            email: email.to_string(),
            username: String::new(),
            password_hash: None,
            // The provider verified the address: no confirmation mail.
            email_confirmed_at: Some(Utc::now()),
            favorite_shows: Vec::new(),
            favorite_genres: Vec::new(),
        };
        match self.store.create_user(new_user).await {
            Ok(user) => Ok(user),
            // Registered a moment ago by another sign-in with the same address.
            Err(StoreError::Conflict(_)) => {
                self.store.user_by_email(email).await?.ok_or_else(|| {
                    StoreError::Conflict("This e-mail is already registered".into()).into()
                })
            }
            Err(e) => Err(e.into()),
        }
    }
}
