//! Whether two records are one work: the evidence that tells namesakes apart (IMDb ids, runtimes,
//! credits, countries) and how long a show's run reaches.

use super::country::country_code;
use super::{SOLE_MATCH_YEAR_TOLERANCE, YEAR_TOLERANCE};
use crate::import::ott::OttRow;
use crate::model::Title;

/// Runtime gap (minutes) beyond which two records cannot be cuts of one work (a short and a feature).
const DISTINCT_RUNTIME_GAP: u16 = 20;

/// Whether the records carry evidence of being two works: different IMDb ids, or runtimes too far
/// apart for two cuts of one film.
pub(super) fn are_distinct_works(a: &Title, b: &Title) -> bool {
    let other_imdb = matches!((&a.imdb_id, &b.imdb_id), (Some(x), Some(y)) if x != y);
    let other_runtime = matches!((a.runtime, b.runtime), (Some(x), Some(y)) if x.abs_diff(y) > DISTINCT_RUNTIME_GAP);
    other_imdb || other_runtime
}

/// Whether a show that started in `start` can still have had a season in `latest_season`: a run
/// lasts about a year per season, plus [`SOLE_MATCH_YEAR_TOLERANCE`] for breaks between seasons.
pub(super) fn run_reaches(start: u16, latest_season: u16, seasons: Option<u16>) -> bool {
    let run = seasons.unwrap_or(1) + SOLE_MATCH_YEAR_TOLERANCE;
    start <= latest_season + YEAR_TOLERANCE && latest_season.saturating_sub(start) <= run
}

/// Whether an older-file row, matched only by name, shows itself to be another work than `t`: a
/// runtime too far off, or credits that share nobody (a year gap alone does not tell), or, for a
/// row dated years after `t` began, [`row_is_from_elsewhere`]. That last is where the credits
/// cannot speak: the American "Suits" (2011) has no credits in our files, so Netflix's
/// one-season Korean "Suits" of 2018, "still running" by the dates, joined it and brought its
/// Korean cast, which then turned the American series' own listing away as another work.
pub(super) fn row_is_other_work(row: &OttRow, t: &Title) -> bool {
    let years_apart = matches!((row.year, t.year), (Some(a), Some(b)) if a.abs_diff(b) > SOLE_MATCH_YEAR_TOLERANCE);
    let other_runtime = matches!((row.runtime, t.runtime), (Some(x), Some(y)) if x.abs_diff(y) > DISTINCT_RUNTIME_GAP);
    (years_apart && row_is_from_elsewhere(row, t))
        || other_runtime
        || disjoint(&row.cast, &t.cast)
        || disjoint(&row.directors, &t.directors)
}

/// Whether the row and `t` name production countries that share none while nobody is billed in
/// both. Alone it is weak evidence: the sources often name different countries of one
/// co-production (Hello Ninja, Booba), so it counts only beside another sign.
pub(super) fn row_is_from_elsewhere(row: &OttRow, t: &Title) -> bool {
    !row.countries.is_empty()
        && !t.countries.is_empty()
        && !row
            .countries
            .iter()
            .any(|c| t.countries.contains(&country_code(c)))
        && !shares_a_name(&row.cast, &t.cast)
}

/// Whether a credit list names this person (the sources differ in letter case only).
pub(super) fn bills(names: &[String], name: &str) -> bool {
    names.iter().any(|x| x.eq_ignore_ascii_case(name))
}

pub(super) fn shares_a_name(a: &[String], b: &[String]) -> bool {
    a.iter().any(|x| bills(b, x))
}

/// Two credit lists that both name people and share nobody.
pub(super) fn disjoint(a: &[String], b: &[String]) -> bool {
    !a.is_empty() && !b.is_empty() && !shares_a_name(a, b)
}
