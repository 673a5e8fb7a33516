//! Stripe's webhook deliveries: the `Stripe-Signature` check and the few fields of an event that
//! billing acts on. Nothing here touches the store.
//!
//! The signature scheme (Stripe's "manual verification"): the header is `t=<unix time>,v1=<hex>`
//! with possibly several `v1` entries (while a secret is being rolled, each active secret signs);
//! each `v1` is HMAC-SHA256, keyed with the endpoint's signing secret, of `<t>.<raw body>`.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use serde::Deserialize;
use serde_json::Value;
use sha2::Sha256;
use uuid::Uuid;

use crate::store::BillingEvent;

/// How far the signed timestamp may be from now: Stripe's libraries default to 5 minutes. Older
/// deliveries are refused so a captured request cannot be replayed later.
pub const TOLERANCE_SECS: i64 = 300;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("Missing Stripe-Signature header.")]
    Missing,
    #[error("Malformed Stripe-Signature header: expected t=<timestamp>,v1=<signature>.")]
    Malformed,
    #[error("The Stripe-Signature timestamp is outside the 5-minute tolerance.")]
    OutsideTolerance,
    #[error("No v1 signature in the Stripe-Signature header matches the payload.")]
    NoMatch,
}

/// Checks `header` against the raw `payload` at time `now` (Unix seconds).
pub fn verify_signature(
    header: Option<&str>,
    payload: &[u8],
    secret: &str,
    now: i64,
) -> Result<(), SignatureError> {
    let header = header.ok_or(SignatureError::Missing)?;
    let mut timestamp: Option<&str> = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        let (key, value) = part.split_once('=').ok_or(SignatureError::Malformed)?;
        match key.trim() {
            "t" if timestamp.is_none() => timestamp = Some(value.trim()),
            "t" => return Err(SignatureError::Malformed),
            // A v1 that is not hex can match nothing; other schemes (v0 = test mode) are ignored,
            // as Stripe's own libraries do.
            "v1" => signatures.extend(hex::decode(value.trim()).ok()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(SignatureError::Malformed)?;
    let signed_at: i64 = timestamp.parse().map_err(|_| SignatureError::Malformed)?;
    if (now - signed_at).abs() > TOLERANCE_SECS {
        return Err(SignatureError::OutsideTolerance);
    }
    let matches = signatures.iter().any(|signature| {
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else {
            return false;
        };
        mac.update(timestamp.as_bytes());
        mac.update(b".");
        mac.update(payload);
        // `verify_slice` compares in constant time.
        mac.verify_slice(signature).is_ok()
    });
    if matches {
        Ok(())
    } else {
        Err(SignatureError::NoMatch)
    }
}

/// The event types billing acts on; every other type is acknowledged and ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    CheckoutCompleted,
    SubscriptionUpdated,
    SubscriptionDeleted,
    Other,
}

/// What billing needs from one event, read off its `data.object`.
#[derive(Debug, Clone)]
pub struct Notice {
    pub event: BillingEvent,
    pub kind: NoticeKind,
    /// `client_reference_id` of a checkout session, or `metadata.user_id` (set on the subscription
    /// through `subscription_data[metadata]` when the checkout was created).
    pub user_id: Option<Uuid>,
    /// `metadata.tier`, as sent when the checkout was created.
    pub tier: Option<String>,
    /// The subscription's first item's price, which says the tier after a plan change.
    pub price_id: Option<String>,
    /// The subscription's status (`active`, `past_due`, `canceled`, ...).
    pub status: Option<String>,
    /// A checkout's `payment_status` (`paid`, `unpaid`, `no_payment_required`).
    pub payment_status: Option<String>,
    pub customer: Option<String>,
    /// The subscription id: the object's own for `customer.subscription.*`, the session's
    /// `subscription` for a checkout.
    pub subscription: Option<String>,
}

#[derive(Debug, thiserror::Error)]
#[error("Invalid webhook payload: {0}")]
pub struct PayloadError(String);

#[derive(Deserialize)]
struct RawEvent {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    created: i64,
    data: RawData,
}

#[derive(Deserialize)]
struct RawData {
    object: Value,
}

/// Parses a (verified) payload. Unknown fields are ignored; a missing id, type, created time or
/// object is an error.
pub fn parse_event(payload: &[u8]) -> Result<Notice, PayloadError> {
    let raw: RawEvent = serde_json::from_slice(payload).map_err(|e| PayloadError(e.to_string()))?;
    if raw.id.trim().is_empty() {
        return Err(PayloadError("the event id is empty".to_string()));
    }
    let created = DateTime::<Utc>::from_timestamp(raw.created, 0)
        .ok_or_else(|| PayloadError(format!("created {} is not a time", raw.created)))?;
    let kind = match raw.kind.as_str() {
        "checkout.session.completed" => NoticeKind::CheckoutCompleted,
        "customer.subscription.updated" => NoticeKind::SubscriptionUpdated,
        "customer.subscription.deleted" => NoticeKind::SubscriptionDeleted,
        _ => NoticeKind::Other,
    };
    let object = &raw.data.object;
    let metadata = |key: &str| text(&object["metadata"][key]);
    let (user, subscription) = match kind {
        NoticeKind::CheckoutCompleted => (
            text(&object["client_reference_id"]).or_else(|| metadata("user_id")),
            id_of(&object["subscription"]),
        ),
        _ => (metadata("user_id"), text(&object["id"])),
    };
    Ok(Notice {
        event: BillingEvent {
            event_id: raw.id,
            event_type: raw.kind,
            created,
        },
        kind,
        user_id: user.and_then(|u| Uuid::parse_str(u.trim()).ok()),
        tier: metadata("tier"),
        price_id: text(&object["items"]["data"][0]["price"]["id"]),
        status: text(&object["status"]),
        payment_status: text(&object["payment_status"]),
        customer: id_of(&object["customer"]),
        subscription,
    })
}

fn text(value: &Value) -> Option<String> {
    value.as_str().filter(|s| !s.is_empty()).map(str::to_string)
}

/// An expandable reference: Stripe sends an id, or the whole object when expanded.
fn id_of(value: &Value) -> Option<String> {
    text(value).or_else(|| text(&value["id"]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sign(secret: &str, t: i64, payload: &[u8]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
        mac.update(format!("{t}.").as_bytes());
        mac.update(payload);
        hex::encode(mac.finalize().into_bytes())
    }

    const NOW: i64 = 1_800_000_000;

    #[test]
    fn accepts_any_matching_v1_and_refuses_the_rest() {
        let body = br#"{"id":"evt_1"}"#;
        let good = sign("whsec_a", NOW, body);
        let other = sign("whsec_b", NOW, body);
        let header = format!("t={NOW},v1={other},v1={good},v0=abc");
        assert_eq!(
            verify_signature(Some(&header), body, "whsec_a", NOW + 10),
            Ok(())
        );
        let header = format!("t={NOW},v1={other}");
        assert_eq!(
            verify_signature(Some(&header), body, "whsec_a", NOW),
            Err(SignatureError::NoMatch)
        );
        // The body is what is signed: one changed byte fails.
        let header = format!("t={NOW},v1={good}");
        assert_eq!(
            verify_signature(Some(&header), br#"{"id":"evt_2"}"#, "whsec_a", NOW),
            Err(SignatureError::NoMatch)
        );
    }

    #[test]
    fn refuses_old_missing_and_malformed_headers() {
        let body = b"{}";
        let old = NOW - TOLERANCE_SECS - 1;
        let header = format!("t={old},v1={}", sign("s", old, body));
        assert_eq!(
            verify_signature(Some(&header), body, "s", NOW),
            Err(SignatureError::OutsideTolerance)
        );
        assert_eq!(
            verify_signature(None, body, "s", NOW),
            Err(SignatureError::Missing)
        );
        for bad in ["", "v1=00", "t=abc,v1=00", "t=1,t=2,v1=00", "garbage"] {
            assert_eq!(
                verify_signature(Some(bad), body, "s", NOW),
                Err(SignatureError::Malformed),
                "{bad}"
            );
        }
    }

    #[test]
    fn reads_the_fields_of_each_event_type() {
        let user = Uuid::new_v4();
        let checkout = format!(
            r#"{{"id":"evt_c","type":"checkout.session.completed","created":{NOW},
                "data":{{"object":{{"id":"cs_1","client_reference_id":"{user}",
                "customer":"cus_1","subscription":"sub_1","payment_status":"paid",
                "metadata":{{"tier":"premium"}}}}}}}}"#
        );
        let notice = parse_event(checkout.as_bytes()).expect("parses");
        assert_eq!(notice.kind, NoticeKind::CheckoutCompleted);
        assert_eq!(notice.user_id, Some(user));
        assert_eq!(notice.subscription.as_deref(), Some("sub_1"));
        assert_eq!(notice.tier.as_deref(), Some("premium"));
        assert_eq!(notice.event.created.timestamp(), NOW);

        let updated = format!(
            r#"{{"id":"evt_u","type":"customer.subscription.updated","created":{NOW},
                "data":{{"object":{{"id":"sub_1","customer":{{"id":"cus_1"}},"status":"active",
                "metadata":{{"user_id":"{user}"}},
                "items":{{"data":[{{"price":{{"id":"price_u"}}}}]}}}}}}}}"#
        );
        let notice = parse_event(updated.as_bytes()).expect("parses");
        assert_eq!(notice.kind, NoticeKind::SubscriptionUpdated);
        assert_eq!(notice.user_id, Some(user));
        assert_eq!(notice.customer.as_deref(), Some("cus_1"));
        assert_eq!(notice.price_id.as_deref(), Some("price_u"));
        assert_eq!(notice.subscription.as_deref(), Some("sub_1"));

        assert!(parse_event(b"not json").is_err());
        assert!(parse_event(br#"{"id":"evt","type":"x","created":1}"#).is_err());
    }
}
