//! The engine as a [`Recommender`]: the same request the API sends for "movies like these films".

use catalog::Kind;
use engine::{Engine, EngineError, Mode, Recommendations, Request};

use crate::systems::{Outcome, Recommender};

pub struct EngineSystem<'a> {
    name: String,
    engine: &'a Engine,
}

impl<'a> EngineSystem<'a> {
    pub fn new(name: impl Into<String>, engine: &'a Engine) -> EngineSystem<'a> {
        EngineSystem {
            name: name.into(),
            engine,
        }
    }
}

impl Recommender for EngineSystem<'_> {
    fn name(&self) -> &str {
        &self.name
    }

    fn recommend(&self, inputs: &[String], limit: usize) -> Outcome {
        let mut request = Request::new(
            Mode::CrossMedia {
                tv: vec![],
                movies: inputs.to_vec(),
            },
            Kind::Movie,
        );
        request.limit = limit;
        outcome(self.engine.recommend(&request))
    }
}

/// An engine answer as the evaluation counts it.
pub fn outcome(answer: Result<Recommendations, EngineError>) -> Outcome {
    match answer {
        Ok(recs) => Outcome {
            picks: recs.picks.iter().map(|p| p.id).collect(),
            resolved: recs.resolved.len(),
            error: None,
        },
        // Nothing resolved is a fair answer for a user whose films are all unknown: zero picks.
        Err(EngineError::NothingResolved { .. }) => Outcome::default(),
        Err(e) => Outcome {
            error: Some(e.to_string()),
            ..Outcome::default()
        },
    }
}
