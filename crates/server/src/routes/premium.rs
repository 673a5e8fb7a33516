//! The one gate of every premium feature: billing says who is premium, this answers everyone else
//! 403 with the code the SPA reads to offer the upgrade.

use crate::auth::CurrentUser;
use crate::billing;
use crate::error::{AppError, AppResult};
use crate::store::Store;

/// 403 `premium_required` with `refusal` (what the feature is, and that upgrading unlocks it)
/// unless `user` is premium now.
pub async fn require_premium(
    store: &dyn Store,
    user: CurrentUser,
    refusal: &'static str,
) -> AppResult<()> {
    if billing::is_premium(store, user.id).await? {
        Ok(())
    } else {
        Err(AppError::Coded {
            status: axum::http::StatusCode::FORBIDDEN,
            message: refusal.to_string(),
            code: "premium_required",
        })
    }
}
