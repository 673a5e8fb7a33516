//! The profile (spec §7): created once by `POST /api/user`, then its favourite lists are replaced
//! by the `PUT /api/users/{id}/favorites/...` calls. Lists arrive already cleaned by the title-list
//! rule (the handlers apply it while parsing, as every other route does).

use chrono::Utc;
use uuid::Uuid;

use super::validate::{usable_username, MAX_USERNAME_CHARS};
use super::{AccountError, AccountResult, Accounts};
use crate::auth::CurrentUser;
use crate::store::{ProfileInit, User};

pub struct ProfileRequest {
    pub username: Option<String>,
    pub favorite_shows: Vec<String>,
    pub favorite_genres: Vec<String>,
}

/// Which favourite list a `PUT` replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Favorites {
    Shows,
    Genres,
}

impl Accounts {
    /// 404 until the profile was created.
    pub async fn profile(&self, user: CurrentUser) -> AccountResult<User> {
        let account = self.user(user).await?;
        if account.profile_created_at.is_none() {
            return Err(AccountError::ProfileNotFound);
        }
        Ok(account)
    }

    /// `(profile, true)` when created now; the existing profile, unchanged, when it was created
    /// before. The e-mail is always the account's own, whatever the body says.
    pub async fn create_profile(
        &self,
        user: CurrentUser,
        request: ProfileRequest,
    ) -> AccountResult<(User, bool)> {
        let account = self.user(user).await?;
        let init = ProfileInit {
            username: profile_username(request.username.as_deref(), &account),
            favorite_shows: request.favorite_shows,
            favorite_genres: request.favorite_genres,
        };
        self.store
            .create_profile(user.id, init, Utc::now())
            .await?
            .ok_or(AccountError::SessionExpired)
    }

    /// Replaces one favourite list of `target` (the id in the path), which must be the caller.
    pub async fn set_favorites(
        &self,
        user: CurrentUser,
        target: &str,
        which: Favorites,
        titles: &[String],
    ) -> AccountResult<User> {
        require_own(user, target)?;
        self.profile(user).await?;
        let updated = match which {
            Favorites::Shows => self.store.set_favorite_shows(user.id, titles).await?,
            Favorites::Genres => self.store.set_favorite_genres(user.id, titles).await?,
        };
        updated.ok_or(AccountError::SessionExpired)
    }
}

/// 403 unless the path's user id is the bearer's own (an id that is not even a UUID included).
pub fn require_own(user: CurrentUser, target: &str) -> AccountResult<()> {
    match Uuid::parse_str(target.trim()) {
        Ok(id) if id == user.id => Ok(()),
        _ => Err(AccountError::NotYours),
    }
}

/// The spec's fallback order: the requested name when it has 3-30 characters, else the one given
/// at sign-up, else the part of the e-mail before `@`, else `user`.
pub(super) fn profile_username(requested: Option<&str>, account: &User) -> String {
    if let Some(name) = requested.map(str::trim).filter(|n| usable_username(n)) {
        return name.to_string();
    }
    if usable_username(&account.username) {
        return account.username.trim().to_string();
    }
    let local: String = account
        .email
        .split('@')
        .next()
        .unwrap_or_default()
        .chars()
        .take(MAX_USERNAME_CHARS)
        .collect();
    if local.is_empty() {
        "user".to_string()
    } else {
        local
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(email: &str, username: &str) -> User {
        User {
            id: Uuid::new_v4(),
            email: email.to_string(),
            username: username.to_string(),
            password_hash: None,
            email_confirmed_at: None,
            created_at: Utc::now(),
            favorite_shows: vec![],
            favorite_genres: vec![],
            profile_created_at: None,
        }
    }

    #[test]
    fn username_fallback_order() {
        let a = account("ada.l@example.com", "lovelace");
        assert_eq!(profile_username(Some(" ada "), &a), "ada");
        assert_eq!(profile_username(Some("ad"), &a), "lovelace");
        assert_eq!(
            profile_username(None, &account("ada.l@example.com", "")),
            "ada.l"
        );
        assert_eq!(profile_username(None, &account("@example.com", "")), "user");
    }

    #[test]
    fn only_the_own_id_passes() {
        let me = CurrentUser {
            id: Uuid::new_v4(),
            session_id: Uuid::new_v4(),
        };
        assert!(require_own(me, &me.id.to_string()).is_ok());
        assert!(matches!(
            require_own(me, &Uuid::new_v4().to_string()),
            Err(AccountError::NotYours)
        ));
        assert!(matches!(
            require_own(me, "not-a-uuid"),
            Err(AccountError::NotYours)
        ));
    }
}
