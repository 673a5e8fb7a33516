//! Messages people send through the contact form.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::StoreResult;

/// One contact-form message, already validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMessage {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub message: String,
    pub client_ip: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[async_trait]
pub trait ContactStore: Send + Sync {
    async fn save_contact_message(&self, message: &ContactMessage) -> StoreResult<()>;

    /// The newest `limit` messages, newest first.
    async fn recent_contact_messages(&self, limit: u32) -> StoreResult<Vec<ContactMessage>>;
}
