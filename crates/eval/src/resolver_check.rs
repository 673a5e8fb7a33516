//! How well the API's resolver understands what test users typed: each typed input is compared with
//! the title the IMDb join says it means. Misses explain a low "resolved" share and are worth
//! fixing in the catalog's resolver (or in the typed-title conversion).

use catalog::{Catalog, Kind};
use serde::Serialize;

use crate::protocol::TestUser;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Miss {
    pub typed: String,
    pub expected: String,
    /// What the resolver chose instead; None when it found nothing.
    pub got: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ResolverCheck {
    pub typed: usize,
    pub resolved: usize,
    /// Resolved to the very title the IMDb join names.
    pub correct: usize,
    pub misses: Vec<Miss>,
}

pub fn check(catalog: &Catalog, users: &[TestUser]) -> ResolverCheck {
    let mut out = ResolverCheck::default();
    let name = |id| {
        catalog
            .get(id)
            .map(|t| format!("{} ({})", t.title, t.year_label()))
    };
    for user in users {
        for (typed, &expected) in user.inputs.iter().zip(&user.input_ids) {
            out.typed += 1;
            let got = catalog.resolve(typed, Some(Kind::Movie)).map(|r| r.id);
            out.resolved += usize::from(got.is_some());
            if got == Some(expected) {
                out.correct += 1;
            } else {
                out.misses.push(Miss {
                    typed: typed.clone(),
                    expected: name(expected).unwrap_or_default(),
                    got: got.and_then(name),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_catalog::{catalog_of, movie};

    #[test]
    fn counts_correct_wrong_and_unresolved_inputs() {
        let c = catalog_of(vec![
            movie(0, "The Matrix", None, 10),
            movie(1, "Heat", None, 10),
            movie(2, "Up", None, 5),
        ]);
        let user = TestUser {
            user_id: 1,
            inputs: vec!["The Matrix".into(), "Heat".into(), "Nowhere".into()],
            input_ids: vec![0, 2, 1],
            held_out: Default::default(),
        };
        let r = check(&c, &[user]);
        assert_eq!((r.typed, r.resolved, r.correct), (3, 2, 1));
        assert_eq!(r.misses.len(), 2);
        assert_eq!(r.misses[0].typed, "Heat");
        assert_eq!(r.misses[0].got.as_deref(), Some("Heat (2000)"));
        assert_eq!(r.misses[1].got, None);
    }
}
