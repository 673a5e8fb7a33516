use async_trait::async_trait;
use sqlx::sqlite::SqliteRow;
use sqlx::Row;
use uuid::Uuid;

use super::SqliteStore;
use crate::store::model::parse_uuid;
use crate::store::time::now;
use crate::store::{
    normalize_key, ContentType, CoupleProfile, CoupleProfileStore, NewCoupleProfile, Saved,
    StoreResult,
};

fn profile_from_row(row: &SqliteRow) -> StoreResult<CoupleProfile> {
    Ok(CoupleProfile {
        id: parse_uuid(&row.try_get::<String, _>("id")?, "couple_profiles.id")?,
        user_id: parse_uuid(
            &row.try_get::<String, _>("user_id")?,
            "couple_profiles.user_id",
        )?,
        name: row.try_get("name")?,
        person1_shows: row.try_get("person1_shows")?,
        person2_shows: row.try_get("person2_shows")?,
        kind: ContentType::parse(&row.try_get::<String, _>("recommendation_type")?)?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl CoupleProfileStore for SqliteStore {
    async fn save_couple_profile(&self, p: NewCoupleProfile, max: usize) -> StoreResult<Saved> {
        let updated_at = now();
        let key = normalize_key(&p.name);
        let mut tx = self.pool.begin().await?;
        // The update first: its write lock is taken at once, so the count below cannot race
        // another member's writer on this file.
        let replaced = sqlx::query(
            "UPDATE couple_profiles SET name = ?, person1_shows = ?, person2_shows = ?, \
             recommendation_type = ?, updated_at = ? WHERE user_id = ? AND name_key = ? \
             RETURNING id",
        )
        .bind(&p.name)
        .bind(&p.person1_shows)
        .bind(&p.person2_shows)
        .bind(p.kind.as_str())
        .bind(updated_at)
        .bind(p.user_id.to_string())
        .bind(&key)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(row) = replaced {
            let id = parse_uuid(&row.try_get::<String, _>("id")?, "couple_profiles.id")?;
            tx.commit().await?;
            return Ok(Saved::Replaced(p.stored(id, updated_at)));
        }
        let kept: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM couple_profiles WHERE user_id = ?")
                .bind(p.user_id.to_string())
                .fetch_one(&mut *tx)
                .await?;
        if usize::try_from(kept).unwrap_or(usize::MAX) >= max {
            return Ok(Saved::Full);
        }
        let id = Uuid::new_v4();
        sqlx::query(
            "INSERT INTO couple_profiles (id, user_id, name, name_key, person1_shows, \
             person2_shows, recommendation_type, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(id.to_string())
        .bind(p.user_id.to_string())
        .bind(&p.name)
        .bind(&key)
        .bind(&p.person1_shows)
        .bind(&p.person2_shows)
        .bind(p.kind.as_str())
        .bind(updated_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Saved::Created(p.stored(id, updated_at)))
    }

    async fn couple_profiles(&self, user_id: Uuid) -> StoreResult<Vec<CoupleProfile>> {
        sqlx::query(
            "SELECT id, user_id, name, person1_shows, person2_shows, recommendation_type, \
             updated_at FROM couple_profiles WHERE user_id = ? ORDER BY updated_at DESC, id",
        )
        .bind(user_id.to_string())
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(profile_from_row)
        .collect()
    }

    async fn delete_couple_profile(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool> {
        let done = sqlx::query("DELETE FROM couple_profiles WHERE user_id = ? AND id = ?")
            .bind(user_id.to_string())
            .bind(id.to_string())
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}
