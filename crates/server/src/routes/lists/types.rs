//! The lists calls' bodies and answers (spec §3 and §7; docs/API.md, "Members' lists").

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::store::{ContentType, ListKind, SavedItem};

/// `POST /api/favorites`, `/api/watch-later`, `/api/dislikes`. The spec's snake_case names, with
/// the camelCase ones accepted too.
#[derive(Debug, Deserialize)]
pub struct AddBody {
    /// Must be the bearer's own when sent; absent means the bearer.
    #[serde(default, alias = "userId")]
    pub user_id: Option<String>,
    #[serde(default, alias = "showName")]
    pub show_name: Option<String>,
    #[serde(default, alias = "showData")]
    pub show_data: Option<Value>,
    #[serde(default, alias = "contentType")]
    pub content_type: Option<String>,
    /// Watch later only; false when absent.
    #[serde(default)]
    pub watched: Option<bool>,
}

/// `POST /api/enhance-and-add-favorite` (spec §7: `userId, showName, contentType`).
#[derive(Debug, Deserialize)]
pub struct EnhanceBody {
    #[serde(default, alias = "user_id")]
    #[serde(rename = "userId")]
    pub user_id: Option<String>,
    #[serde(default, alias = "show_name")]
    #[serde(rename = "showName")]
    pub show_name: Option<String>,
    #[serde(default, alias = "content_type")]
    #[serde(rename = "contentType")]
    pub content_type: Option<String>,
}

/// A saved title as every lists call answers it. `watched` only on watch-later items.
#[derive(Debug, Serialize)]
pub struct ItemBody {
    pub id: Uuid,
    pub user_id: Uuid,
    pub show_name: String,
    pub show_data: Value,
    pub content_type: ContentType,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub watched: Option<bool>,
    pub created_at: DateTime<Utc>,
}

impl ItemBody {
    pub fn new(list: ListKind, item: SavedItem) -> ItemBody {
        ItemBody {
            id: item.id,
            user_id: item.user_id,
            show_name: item.show_name,
            show_data: item.show_data,
            content_type: item.content_type,
            watched: (list == ListKind::WatchLater).then_some(item.watched),
            created_at: item.created_at,
        }
    }
}

/// The key one item is answered under, and the key of the whole list (spec §7).
pub fn keys(list: ListKind) -> (&'static str, &'static str) {
    match list {
        ListKind::Favorites => ("favorite", "favorites"),
        ListKind::WatchLater => ("watchLaterItem", "watchLaterItems"),
        ListKind::Dislikes => ("dislike", "dislikes"),
    }
}
