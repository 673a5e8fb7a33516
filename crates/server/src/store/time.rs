//! Timestamps at the precision both backends keep.

use chrono::{DateTime, SubsecRound, Utc};

/// PostgreSQL keeps microseconds; truncating on every write makes a value read back from either
/// backend equal to the one written.
pub(crate) fn micros(t: DateTime<Utc>) -> DateTime<Utc> {
    t.trunc_subsecs(6)
}

pub(crate) fn now() -> DateTime<Utc> {
    micros(Utc::now())
}
