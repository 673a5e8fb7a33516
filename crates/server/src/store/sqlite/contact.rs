use async_trait::async_trait;
use sqlx::Row;

use super::SqliteStore;
use crate::store::model::parse_uuid;
use crate::store::time::micros;
use crate::store::{ContactMessage, ContactStore, StoreResult};

#[async_trait]
impl ContactStore for SqliteStore {
    async fn save_contact_message(&self, m: &ContactMessage) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO contact_messages (id, name, email, message, client_ip, created_at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(m.id.to_string())
        .bind(&m.name)
        .bind(&m.email)
        .bind(&m.message)
        .bind(&m.client_ip)
        .bind(micros(m.created_at))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn recent_contact_messages(&self, limit: u32) -> StoreResult<Vec<ContactMessage>> {
        let rows = sqlx::query(
            "SELECT id, name, email, message, client_ip, created_at FROM contact_messages \
             ORDER BY created_at DESC LIMIT ?",
        )
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(ContactMessage {
                    id: parse_uuid(&row.try_get::<String, _>("id")?, "contact_messages.id")?,
                    name: row.try_get("name")?,
                    email: row.try_get("email")?,
                    message: row.try_get("message")?,
                    client_ip: row.try_get("client_ip")?,
                    created_at: row.try_get("created_at")?,
                })
            })
            .collect()
    }
}
