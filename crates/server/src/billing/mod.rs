//! Payments: which tier a member has, how they buy one (a Stripe Checkout Session, or the app's
//! own test checkout when no Stripe key is configured) and how the provider's events change it.
//!
//! - [`stripe`]: the REST client (checkout creation only).
//! - [`webhook`]: the `Stripe-Signature` check and reading an event.
//! - [`service`]: the rules, among them the one premium rule every feature asks ([`is_premium`]).

pub mod service;
pub mod stripe;
pub mod webhook;

pub use service::{grants_premium, is_premium, Billing, BillingError, WebhookOutcome};
