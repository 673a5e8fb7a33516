use async_trait::async_trait;
use chrono::{DateTime, Utc};
use sqlx::sqlite::SqliteRow;
use sqlx::Row;
use uuid::Uuid;

use super::{json_text, SqliteStore};
use crate::store::model::parse_uuid;
use crate::store::time::now;
use crate::store::{
    conflict_on_unique, group_by_member, normalize_key, ContentType, ListKind, ListStore,
    NewListItem, SavedItem, StoreResult,
};

fn item_from_row(row: &SqliteRow) -> StoreResult<SavedItem> {
    let data: String = row.try_get("show_data")?;
    Ok(SavedItem {
        id: parse_uuid(&row.try_get::<String, _>("id")?, "saved_items.id")?,
        user_id: parse_uuid(&row.try_get::<String, _>("user_id")?, "saved_items.user_id")?,
        show_name: row.try_get("show_name")?,
        show_data: json_text(&data, "show_data")?,
        content_type: ContentType::parse(&row.try_get::<String, _>("content_type")?)?,
        watched: row.try_get("watched")?,
        created_at: row.try_get("created_at")?,
    })
}

const INSERT: &str = "INSERT INTO saved_items (id, user_id, list, show_name, show_key, show_data, \
                      content_type, watched, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
/// The same insert, skipping a title already in its list.
const INSERT_NEW: &str = "INSERT INTO saved_items (id, user_id, list, show_name, show_key, \
                          show_data, content_type, watched, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) \
                          ON CONFLICT (user_id, list, show_key) DO NOTHING";

async fn insert<'e>(
    executor: impl sqlx::SqliteExecutor<'e>,
    sql: &'static str,
    list: ListKind,
    item: &NewListItem,
    id: Uuid,
    created_at: DateTime<Utc>,
) -> Result<sqlx::sqlite::SqliteQueryResult, sqlx::Error> {
    sqlx::query(sql)
        .bind(id.to_string())
        .bind(item.user_id.to_string())
        .bind(list.as_str())
        .bind(&item.show_name)
        .bind(normalize_key(&item.show_name))
        .bind(item.show_data.to_string())
        .bind(item.content_type.as_str())
        .bind(item.watched)
        .bind(created_at)
        .execute(executor)
        .await
}

#[async_trait]
impl ListStore for SqliteStore {
    async fn add_item(&self, list: ListKind, item: NewListItem) -> StoreResult<SavedItem> {
        let id = Uuid::new_v4();
        let created_at = now();
        insert(&self.pool, INSERT, list, &item, id, created_at)
            .await
            .map_err(|e| conflict_on_unique(e, "This title is already in the list"))?;
        Ok(SavedItem {
            id,
            user_id: item.user_id,
            show_name: item.show_name,
            show_data: item.show_data,
            content_type: item.content_type,
            watched: item.watched,
            created_at,
        })
    }

    async fn add_items(&self, items: Vec<(ListKind, NewListItem)>) -> StoreResult<u64> {
        let created_at = now();
        let mut tx = self.pool.begin().await?;
        let mut added = 0;
        for (list, item) in &items {
            let done = insert(
                &mut *tx,
                INSERT_NEW,
                *list,
                item,
                Uuid::new_v4(),
                created_at,
            )
            .await?;
            added += done.rows_affected();
        }
        tx.commit().await?;
        Ok(added)
    }

    async fn list_items(&self, list: ListKind, user_id: Uuid) -> StoreResult<Vec<SavedItem>> {
        let rows = sqlx::query(
            "SELECT id, user_id, show_name, show_data, content_type, watched, created_at \
             FROM saved_items WHERE user_id = ? AND list = ? ORDER BY created_at, rowid",
        )
        .bind(user_id.to_string())
        .bind(list.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(item_from_row).collect()
    }

    async fn remove_item(
        &self,
        list: ListKind,
        user_id: Uuid,
        show_name: &str,
    ) -> StoreResult<bool> {
        let deleted =
            sqlx::query("DELETE FROM saved_items WHERE user_id = ? AND list = ? AND show_key = ?")
                .bind(user_id.to_string())
                .bind(list.as_str())
                .bind(normalize_key(show_name))
                .execute(&self.pool)
                .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn community_lists(&self) -> StoreResult<Vec<Vec<(String, ContentType)>>> {
        let rows = sqlx::query(
            "SELECT user_id, show_name, content_type FROM saved_items \
             WHERE list = ? OR list = ? ORDER BY user_id",
        )
        .bind(ListKind::Favorites.as_str())
        .bind(ListKind::WatchLater.as_str())
        .fetch_all(&self.pool)
        .await?;
        let pairs = rows
            .iter()
            .map(|row| {
                let kind = ContentType::parse(&row.try_get::<String, _>("content_type")?)?;
                Ok((
                    row.try_get::<String, _>("user_id")?,
                    (row.try_get("show_name")?, kind),
                ))
            })
            .collect::<StoreResult<Vec<(String, (String, ContentType))>>>()?;
        Ok(group_by_member(pairs))
    }
}
