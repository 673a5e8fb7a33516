//! How two titles' context compares, each fit 0..=1 with 0.5 for "no evidence": the era of their
//! release years, the audience their maturity ratings suit, their format (fiction or not, animated
//! or not) and their runtimes. The scorer scales the topical similarity by these
//! (`Scorer::combine`); the index stores each title's side once ([`super::Index`]).

use catalog::{Kind, Title};

use super::UNKNOWN_MATURITY;

/// Same-era closeness of two release years (0 = unknown).
#[inline]
pub fn era_of(ya: f32, yb: f32) -> f32 {
    if ya == 0.0 || yb == 0.0 {
        return 0.0;
    }
    (1.0 - (ya - yb).abs() * (1.0 / crate::tuning::YEAR_SPAN)).max(0.0)
}

/// How well two maturity ranks suit the same audience: 1 for the same rating, falling with the
/// distance on the 11-step scale; 0.5 when either is unknown (no evidence either way).
#[inline]
pub fn audience_fit(a: u8, b: u8) -> f32 {
    if a == UNKNOWN_MATURITY || b == UNKNOWN_MATURITY {
        return 0.5;
    }
    1.0 - (f32::from(a.abs_diff(b)) / 5.0).min(1.0)
}

/// Format bits: the title is non-fiction (a documentary or reality show) / animated / tagged
/// both non-fiction and drama, so whether it is scripted is not known.
pub(super) const NON_FICTION: u8 = 1;
const ANIMATED: u8 = 2;
const SCRIPTED_UNSURE: u8 = 4;
/// A title with no genres: its format is not known.
pub(super) const UNKNOWN_FORMAT: u8 = u8::MAX;
/// The genres that make a title non-fiction, by tag (`format_of`) or by story
/// (`Index::read_untagged_formats`).
pub(super) const NON_FICTION_GENRES: [&str; 2] = ["documentation", "reality"];

/// The format of a title, read off its genres: a documentary or reality show is non-fiction,
/// whatever else it is tagged (a true-crime series is "crime" too), except that a "drama" tag
/// beside it leaves open whether the title is scripted. The sources tag Succession, GLOW,
/// Industry and Homecoming "reality" and Frida and Road to Perdition "documentation", each
/// beside "drama"; so are the docudramas, a few documentaries (Blackfish) and the reality
/// soaps (The Hills). Neither the tags nor the story tell these apart (crates/engine/JOURNAL.md,
/// "thirty-ninth session"), so the format says nothing either way rather than deciding on one
/// tag and sending a Succession fan to Queer Eye.
pub(super) fn format_of(t: &Title) -> u8 {
    if t.genres.is_empty() {
        return UNKNOWN_FORMAT;
    }
    let has = |g: &str| t.genres.iter().any(|x| x == g);
    let mut f = 0;
    if NON_FICTION_GENRES.iter().any(|g| has(g)) {
        f |= NON_FICTION;
        if has("drama") {
            f |= SCRIPTED_UNSURE;
        }
    }
    if has("animation") {
        f |= ANIMATED;
    }
    f
}

/// Whether a story's soft genre vector (`genre_model`) is led by one of the `non_fiction` genre
/// bits: its strongest genre is a documentary's or reality's.
pub(super) fn reads_non_fiction(soft: &[f32], non_fiction: &[usize]) -> bool {
    let strongest = soft.iter().copied().fold(0.0f32, f32::max);
    strongest > 0.0
        && non_fiction
            .iter()
            .any(|&bit| soft.get(bit).copied() == Some(strongest))
}

/// A title's runtime as [`runtime_fit`] reads it: the log of the minutes, negated for films (a
/// film's length says nothing of a show's episodes), 0 when unknown.
pub(super) fn log_runtime_of(t: &Title) -> f32 {
    match (t.runtime, t.kind) {
        (Some(m), Kind::Show) if m > 1 => f32::from(m).ln(),
        (Some(m), Kind::Movie) if m > 1 => -f32::from(m).ln(),
        _ => 0.0,
    }
}

/// How close two runtimes are, 0..=1, from their logs (see `Index::log_runtime`): 1 for the same
/// length, 0 when one is twice the other, 0.5 (neutral) when either is unknown or one is a film
/// and the other a show. A half-hour sitcom's fan and an hour-long drama's fan want different
/// evenings; a two-hour film's fan and a 90-minute one's barely differ.
#[inline]
pub fn runtime_fit(a: f32, b: f32) -> f32 {
    if a * b <= 0.0 {
        return 0.5;
    }
    (1.0 - (a - b).abs() * (1.0 / std::f32::consts::LN_2)).max(0.0)
}

/// Whether a title is animated (an unknown format is not).
#[inline]
pub fn is_animated(format: u8) -> bool {
    format != UNKNOWN_FORMAT && format & ANIMATED != 0
}

/// Whether a title is a documentary or a reality show (an unknown format is not).
#[inline]
pub fn is_non_fiction(format: u8) -> bool {
    format != UNKNOWN_FORMAT && format & NON_FICTION != 0
}

/// How well a candidate's format fits an input's, 0..=1: a true-crime docuseries's fan wants
/// documentaries, not crime dramas, and a sitcom's fan not a reality show. Fiction or non-fiction
/// decides (0 when they differ); sharing a rarer format (both documentaries, both animated) is
/// evidence, two live-action dramas are neutral (0.5), as is an unknown format. A title whose
/// tags leave open whether it is scripted ([`format_of`]) neither misses nor shares non-fiction;
/// animation still counts.
#[inline]
pub fn format_fit(a: u8, b: u8) -> f32 {
    if a == UNKNOWN_FORMAT || b == UNKNOWN_FORMAT {
        return 0.5;
    }
    let settled = (a | b) & SCRIPTED_UNSURE == 0;
    if settled && (a ^ b) & NON_FICTION != 0 {
        return 0.0;
    }
    let shared = a & b;
    let animation = if (a ^ b) & ANIMATED != 0 {
        -0.25
    } else if shared & ANIMATED != 0 {
        0.25
    } else {
        0.0
    };
    let non_fiction = if settled && shared & NON_FICTION != 0 {
        0.25
    } else {
        0.0
    };
    0.5 + animation + non_fiction
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::{Kind, Title};

    fn format(genres: &[&str]) -> u8 {
        let mut t = Title::named("k".into(), "t", Kind::Show, None);
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        format_of(&t)
    }

    #[test]
    fn a_story_led_by_a_non_fiction_genre_reads_non_fiction() {
        let (documentary, reality) = (4, 12);
        let mut soft = [0.0f32; 24];
        assert!(
            !reads_non_fiction(&soft, &[documentary, reality]),
            "no genre at all"
        );
        soft[reality] = 0.6;
        soft[2] = 0.5;
        assert!(reads_non_fiction(&soft, &[documentary, reality]));
        soft[2] = 0.7;
        assert!(
            !reads_non_fiction(&soft, &[documentary, reality]),
            "led by another genre"
        );
    }

    #[test]
    fn runtimes_fit_within_a_kind_and_by_their_ratio() {
        let runtime = |kind, minutes: Option<u16>| {
            let mut t = Title::named("k".into(), "t", kind, None);
            t.runtime = minutes;
            log_runtime_of(&t)
        };
        let sitcom = runtime(Kind::Show, Some(22));
        let drama = runtime(Kind::Show, Some(44));
        let dramedy = runtime(Kind::Show, Some(50));
        assert!((runtime_fit(sitcom, sitcom) - 1.0).abs() < 1e-6);
        assert!(runtime_fit(sitcom, drama) < 1e-5, "twice as long: no fit");
        assert!(runtime_fit(drama, dramedy) > 0.75);
        assert_eq!(
            runtime_fit(sitcom, runtime(Kind::Movie, Some(22))),
            0.5,
            "a film and a show: neutral"
        );
        assert_eq!(runtime_fit(sitcom, runtime(Kind::Show, None)), 0.5);
        assert!(
            runtime_fit(
                runtime(Kind::Movie, Some(95)),
                runtime(Kind::Movie, Some(100))
            ) > 0.9
        );
    }

    #[test]
    fn fiction_against_non_fiction_is_the_strongest_miss() {
        let docuseries = format(&["documentation", "crime"]);
        let reality = format(&["reality"]);
        let crime_drama = format(&["crime", "drama"]);
        let sitcom = format(&["comedy"]);
        let cartoon = format(&["animation", "comedy"]);
        assert_eq!(format_fit(crime_drama, docuseries), 0.0);
        assert_eq!(format_fit(reality, sitcom), 0.0);
        assert!(format_fit(docuseries, reality) > format_fit(crime_drama, sitcom));
        assert_eq!(
            format_fit(crime_drama, sitcom),
            0.5,
            "two live-action dramas: neutral"
        );
        assert!(format_fit(cartoon, cartoon) > 0.5);
        let miss = format_fit(cartoon, sitcom);
        assert!(
            miss > 0.0 && miss < 0.5,
            "animated or not matters less: {miss}"
        );
        assert_eq!(
            format_fit(format(&[]), docuseries),
            0.5,
            "unknown: no evidence"
        );
    }

    #[test]
    fn a_drama_tagged_reality_is_neither_scripted_nor_unscripted() {
        // Succession's tags: a drama fan and a reality fan are each neither near it nor far.
        let succession = format(&["drama", "reality"]);
        let drama = format(&["drama"]);
        let reality = format(&["reality"]);
        assert_eq!(format_fit(succession, drama), 0.5);
        assert_eq!(format_fit(succession, reality), 0.5);
        assert_eq!(format_fit(drama, succession), 0.5);
        assert_eq!(format_fit(reality, format(&["reality", "drama"])), 0.5);
        assert_eq!(
            format_fit(reality, format(&["reality", "comedy"])),
            0.75,
            "only a drama tag unsettles it"
        );
        let animated = format(&["animation", "drama", "documentation"]);
        assert!(
            format_fit(animated, format(&["animation", "comedy"])) > 0.5,
            "animation still counts"
        );
    }
}
