//! The signed-in user's saved lists as the engine wants them: their dislikes are always left out,
//! their favourites personalise moods (and are left out with `excludeFavorites`), and favourites
//! and watch-later together shape the cross-media picks (the whole taste when nothing is typed).

use crate::auth::CurrentUser;
use crate::error::AppResult;
use crate::store::{ListKind, SavedItem, Store};

/// What the engine needs from a user's saved lists, as the show names they saved.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SavedTaste {
    pub favorites: Vec<String>,
    pub dislikes: Vec<String>,
    /// Favourites then watch-later, each newest first.
    pub saved: Vec<String>,
}

impl SavedTaste {
    /// Empty for anonymous visitors; the user's favourites and dislikes otherwise.
    pub async fn load(store: &dyn Store, user: Option<CurrentUser>) -> AppResult<SavedTaste> {
        let Some(user) = user else {
            return Ok(SavedTaste::default());
        };
        let names = |items: Vec<SavedItem>| -> Vec<String> {
            items.into_iter().map(|i| i.show_name).collect()
        };
        let favorites = names(store.list_items(ListKind::Favorites, user.id).await?);
        let watch_later = names(store.list_items(ListKind::WatchLater, user.id).await?);
        let saved = favorites
            .iter()
            .rev()
            .chain(watch_later.iter().rev())
            .cloned()
            .collect();
        Ok(SavedTaste {
            favorites,
            dislikes: names(store.list_items(ListKind::Dislikes, user.id).await?),
            saved,
        })
    }
}
