//! Offline quality evaluation of the engine against baselines (MovieLens protocol of
//! ARCHITECTURE.md "Quality"), plus the pieces the latency bench shares.
//!
//! Flow: [`movielens::MovieLens::load`] → [`protocol::prepare`] (test users, community lists) →
//! [`evaluate::evaluate`] for each [`systems::Recommender`], [`couples::evaluate_pairs`] for pairs of
//! test users → [`report::Report`].

pub mod bench;
pub mod catalog_source;
pub mod couples;
pub mod csv;
pub mod engine_system;
pub mod error;
pub mod evaluate;
pub mod fan_test;
pub mod member_lists;
pub mod metrics;
pub mod movielens;
pub mod promises;
pub mod protocol;
pub mod report;
pub mod resolver_check;
pub mod run;
pub mod split;
pub mod systems;
pub mod table;

#[cfg(test)]
mod test_catalog;

pub use error::EvalError;
