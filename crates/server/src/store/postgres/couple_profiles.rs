use async_trait::async_trait;
use sqlx::postgres::PgRow;
use sqlx::Row;
use uuid::Uuid;

use super::PostgresStore;
use crate::store::time::now;
use crate::store::{
    normalize_key, ContentType, CoupleProfile, CoupleProfileStore, NewCoupleProfile, Saved,
    StoreResult,
};

fn profile_from_row(row: &PgRow) -> StoreResult<CoupleProfile> {
    Ok(CoupleProfile {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        name: row.try_get("name")?,
        person1_shows: row.try_get("person1_shows")?,
        person2_shows: row.try_get("person2_shows")?,
        kind: ContentType::parse(&row.try_get::<String, _>("recommendation_type")?)?,
        updated_at: row.try_get("updated_at")?,
    })
}

#[async_trait]
impl CoupleProfileStore for PostgresStore {
    async fn save_couple_profile(&self, p: NewCoupleProfile, max: usize) -> StoreResult<Saved> {
        let updated_at = now();
        let key = normalize_key(&p.name);
        let mut tx = self.pool.begin().await?;
        // One member's saves in turn: two at once could otherwise both count `max - 1` profiles
        // and both insert.
        sqlx::query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
            .bind(p.user_id)
            .fetch_optional(&mut *tx)
            .await?;
        let replaced: Option<Uuid> = sqlx::query_scalar(
            "UPDATE couple_profiles SET name = $1, person1_shows = $2, person2_shows = $3, \
             recommendation_type = $4, updated_at = $5 WHERE user_id = $6 AND name_key = $7 \
             RETURNING id",
        )
        .bind(&p.name)
        .bind(&p.person1_shows)
        .bind(&p.person2_shows)
        .bind(p.kind.as_str())
        .bind(updated_at)
        .bind(p.user_id)
        .bind(&key)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(id) = replaced {
            tx.commit().await?;
            return Ok(Saved::Replaced(p.stored(id, updated_at)));
        }
        let kept: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM couple_profiles WHERE user_id = $1")
                .bind(p.user_id)
                .fetch_one(&mut *tx)
                .await?;
        if usize::try_from(kept).unwrap_or(usize::MAX) >= max {
            return Ok(Saved::Full);
        }
        let id = Uuid::new_v4();
        sqlx::query(
            "INSERT INTO couple_profiles (id, user_id, name, name_key, person1_shows, \
             person2_shows, recommendation_type, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(id)
        .bind(p.user_id)
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
             updated_at FROM couple_profiles WHERE user_id = $1 ORDER BY updated_at DESC, id",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(profile_from_row)
        .collect()
    }

    async fn delete_couple_profile(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool> {
        let done = sqlx::query("DELETE FROM couple_profiles WHERE user_id = $1 AND id = $2")
            .bind(user_id)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}
