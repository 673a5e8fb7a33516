//! Who is asking: the hook through which signed-in users' saved lists reach the engine.
//!
//! Every recommendation call is open to anonymous visitors. When a request carries a signed-in
//! user, their dislikes are always left out and their favourites personalise moods (and are left out
//! with `excludeFavorites`). The identity comes from the session token, never from a `userId` body
//! field, which anyone could forge.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use uuid::Uuid;

use crate::app::AppState;
use crate::error::AppResult;
use crate::store::{ListKind, Store};

/// The signed-in user behind a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentUser {
    pub id: Uuid,
}

/// Extracts the signed-in user when there is one; never rejects a request.
#[derive(Debug, Clone, Copy, Default)]
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = Infallible;

    async fn from_request_parts(_parts: &mut Parts, _state: &AppState) -> Result<Self, Infallible> {
        // Sign-in and bearer tokens belong to the accounts work. Its token check goes here
        // (hash the bearer token, `Store::session_by_token`, reject nothing); until it lands every
        // request is anonymous, and the lists below are simply empty.
        Ok(MaybeUser(None))
    }
}

/// What the engine needs from a user's saved lists, as the show names they saved.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SavedTaste {
    pub favorites: Vec<String>,
    pub dislikes: Vec<String>,
}

impl SavedTaste {
    /// Empty for anonymous visitors; the user's favourites and dislikes otherwise.
    pub async fn load(store: &dyn Store, user: Option<CurrentUser>) -> AppResult<SavedTaste> {
        let Some(user) = user else {
            return Ok(SavedTaste::default());
        };
        let names = |items: Vec<crate::store::SavedItem>| items.into_iter().map(|i| i.show_name).collect();
        Ok(SavedTaste {
            favorites: names(store.list_items(ListKind::Favorites, user.id).await?),
            dislikes: names(store.list_items(ListKind::Dislikes, user.id).await?),
        })
    }
}
