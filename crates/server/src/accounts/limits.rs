//! Rate limits on the calls that guess, send mail or store a pending sign-in (sign-in, sign-up,
//! resend, verify, starting an OAuth sign-in): one
//! budget per client address and one per account (e-mail), per call. governor's GCRA keeps a few
//! bytes per key and refills continuously, so a person who mistypes twice is not locked out.

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::{AccountError, AccountResult};
use crate::config::AuthConfig;
use crate::store::normalize_key;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    SignIn,
    SignUp,
    Resend,
    Verify,
    /// `/auth/v1/authorize`: each call stores a row for ten minutes. Per client address only.
    OAuthStart,
    /// `POST /api/contact`: each call stores a row and mails the operator. Per client address only,
    /// on a budget of its own ([`RateLimits::per_hour`]).
    Contact,
}

/// Keys kept before idle ones are swept: bounds memory under a flood of made-up addresses.
const SWEEP_ABOVE_KEYS: usize = 10_000;

pub struct RateLimits {
    by_ip: DefaultKeyedRateLimiter<(Action, IpAddr)>,
    by_account: DefaultKeyedRateLimiter<(Action, String)>,
    clock: DefaultClock,
}

impl RateLimits {
    pub fn new(config: &AuthConfig) -> RateLimits {
        let per_minute = |n: u32| Quota::per_minute(NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN));
        RateLimits {
            by_ip: RateLimiter::keyed(per_minute(config.attempts_per_ip)),
            by_account: RateLimiter::keyed(per_minute(config.attempts_per_account)),
            clock: DefaultClock::default(),
        }
    }

    /// A budget of `per_ip` calls an hour per client address (and per account), for calls far
    /// rarer than signing in, such as the contact form.
    pub fn per_hour(per_ip: u32) -> RateLimits {
        let quota = Quota::per_hour(NonZeroU32::new(per_ip).unwrap_or(NonZeroU32::MIN));
        RateLimits {
            by_ip: RateLimiter::keyed(quota),
            by_account: RateLimiter::keyed(quota),
            clock: DefaultClock::default(),
        }
    }

    /// Spends one attempt of `action` from the address's and the account's budgets.
    pub fn check(
        &self,
        action: Action,
        ip: Option<IpAddr>,
        account: Option<&str>,
    ) -> AccountResult<()> {
        if let Some(ip) = ip {
            sweep(&self.by_ip);
            self.by_ip
                .check_key(&(action, ip))
                .map_err(|wait| self.limited(wait.wait_time_from(self.clock.now())))?;
        }
        if let Some(account) = account {
            sweep(&self.by_account);
            self.by_account
                .check_key(&(action, normalize_key(account)))
                .map_err(|wait| self.limited(wait.wait_time_from(self.clock.now())))?;
        }
        Ok(())
    }

    fn limited(&self, wait: std::time::Duration) -> AccountError {
        // Retry-After is whole seconds; rounding up never invites a retry that fails again.
        let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        AccountError::RateLimited {
            retry_after_secs: secs.max(1),
        }
    }
}

fn sweep<K: std::hash::Hash + Eq + Clone>(limiter: &DefaultKeyedRateLimiter<K>) {
    if limiter.len() > SWEEP_ABOVE_KEYS {
        limiter.retain_recent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(per_ip: u32, per_account: u32) -> AuthConfig {
        AuthConfig {
            attempts_per_ip: per_ip,
            attempts_per_account: per_account,
            trust_forwarded_for: false,
        }
    }

    #[test]
    fn the_account_budget_is_per_action_and_case_insensitive() {
        let limits = RateLimits::new(&config(100, 2));
        let ip = Some(IpAddr::from([127, 0, 0, 1]));
        assert!(limits.check(Action::SignIn, ip, Some("a@x.io")).is_ok());
        assert!(limits.check(Action::SignIn, ip, Some("A@X.io ")).is_ok());
        let err = limits.check(Action::SignIn, ip, Some("a@x.io"));
        assert!(
            matches!(err, Err(AccountError::RateLimited { retry_after_secs }) if retry_after_secs >= 1)
        );
        assert!(limits.check(Action::Resend, ip, Some("a@x.io")).is_ok());
        assert!(limits.check(Action::SignIn, ip, Some("b@x.io")).is_ok());
    }

    #[test]
    fn the_address_budget_spans_accounts() {
        let limits = RateLimits::new(&config(2, 100));
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        assert!(limits.check(Action::SignUp, ip, Some("a@x.io")).is_ok());
        assert!(limits.check(Action::SignUp, ip, Some("b@x.io")).is_ok());
        assert!(limits.check(Action::SignUp, ip, Some("c@x.io")).is_err());
        let other = Some(IpAddr::from([10, 0, 0, 2]));
        assert!(limits.check(Action::SignUp, other, Some("d@x.io")).is_ok());
    }

    #[test]
    fn an_hourly_budget_holds_its_count_then_asks_for_minutes() {
        let limits = RateLimits::per_hour(2);
        let ip = Some(IpAddr::from([10, 0, 0, 3]));
        assert!(limits.check(Action::Contact, ip, None).is_ok());
        assert!(limits.check(Action::Contact, ip, None).is_ok());
        let err = limits.check(Action::Contact, ip, None);
        assert!(
            matches!(err, Err(AccountError::RateLimited { retry_after_secs }) if retry_after_secs > 60)
        );
    }
}
