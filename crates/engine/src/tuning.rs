//! Every weight the scorer uses, in one place, so the offline evaluation can sweep them.
//! Defaults are chosen on the fan test and the MovieLens dev protocol together: the fan test says
//! whether a fan would welcome the picks, MovieLens guards against taste that costs accuracy (see
//! crates/engine/JOURNAL.md for every sweep).

/// Years apart at which two titles no longer count as the same era.
pub const YEAR_SPAN: f32 = 15.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// Cosine of the MiniLM embeddings of a candidate and one input.
    pub embedding: f32,
    /// IDF-weighted cosine of the words of a candidate's and one input's names and descriptions.
    pub lexical: f32,
    /// IDF-weighted genre cosine of a candidate and one input.
    pub genre: f32,
    /// Shared premise (`premises/`: a courtroom, a heist, time travel), the cosine of two titles'
    /// strongest premises, added to the story terms. Measured in crates/engine/JOURNAL.md
    /// ("fourteenth session", "fifteenth session").
    pub premise: f32,
    /// A title leans to a premise when its cosine to it stands this many standard deviations
    /// above the catalog's mean.
    pub premise_z: f32,
    /// The share of its weight a premise keeps when the title's own description uses none of the
    /// premise's words (0: the title does not carry it).
    pub premise_unconfirmed: f32,
    /// Shared billed cast (up to three people count).
    pub cast: f32,
    /// Shared director or creator.
    pub director: f32,
    /// Sharpness of the soft-max over inputs: high keeps each taste of a mixed list (max), low
    /// rewards candidates close to many inputs (mean).
    pub input_softmax: f32,
    /// The same soft-max within one person of a couple: sharper than `input_softmax`, so a title
    /// near one title a person typed counts as that person's taste (the soft-min then asks it of
    /// both people) rather than being averaged with their other titles. Measured in
    /// crates/engine/JOURNAL.md ("twelfth session").
    pub couple_softmax: f32,
    /// Sharpness of the soft-min that combines the two people's tastes in couples mode.
    pub couple_softmin: f32,
    /// Couples: weight of a title's cover of both people's genre profiles (a bridge between them).
    pub couple_bridge: f32,
    /// Couples: the weight, in place of `premise`, of a premise every title one person typed leans
    /// to (House and ER: medicine; The Bank Job and Den of Thieves: a heist). Two or more titles
    /// that agree on a premise say what that person is after, and the title that bridges two
    /// tastes carries it (Doogie Howser and Doc Martin for a medical-drama and sitcom couple).
    /// Large enough to order such titles first on that person's side: 4-20 give the same picks.
    /// One person's list keeps `premise` (there a shared war premise let Star Wars into a WW2
    /// list). Measured in crates/engine/JOURNAL.md ("twenty-eighth session").
    pub couple_focus_premise: f32,
    /// Weight of the quality/popularity prior.
    pub prior: f32,
    /// Inside the prior: Bayesian-averaged IMDb score, log IMDb votes, log TMDB popularity.
    pub prior_quality: f32,
    pub prior_votes: f32,
    pub prior_tmdb: f32,
    /// Exponent on the 0..=1 log-votes share: above 1 separates the widely seen from the merely known.
    pub votes_sharpness: f32,
    /// A title with no IMDb vote count but a place in the 2021 lists gets this share of the votes
    /// the counted titles of its kind have at the same list score (0 = none). Measured in
    /// crates/engine/JOURNAL.md ("eleventh session" for shows, "seventeenth session" for films).
    pub list_votes: f32,
    /// Same era: 1 for the same release year, falling to 0 at [`crate::tuning::YEAR_SPAN`] years apart.
    pub year: f32,
    /// Share of the era term an input of the other kind keeps (a film typed for show picks, a
    /// show for films). A show is dated by its first season and most shows are recent, while the
    /// films people type span a century: a fan of a 1970s mob film asking for shows wants the mob
    /// shows there are, not the few from the 1970s. 0 = the era says nothing across kinds.
    /// Measured in crates/engine/JOURNAL.md ("thirteenth session").
    pub cross_kind_era: f32,
    /// Same audience: 1 for the same maturity rating, falling to 0 five steps apart (a preschool
    /// show's fan wants preschool shows, a TV-MA drama's fan does not).
    pub audience: f32,
    /// Same production country (K-drama, British TV, anime, Bollywood). 0.8 until the twenty-fourth
    /// session: 0.6-0.7 is a plateau at least as good on all three fan-test sets and MovieLens, and
    /// a shared co-producer (Spotlight's and Joker's Canada) no longer outweighs a shared story
    /// (crates/engine/JOURNAL.md, "twenty-fourth session").
    pub country: f32,
    /// A pick from a distinctive country the typed title lacks counts this share of the miss the
    /// reverse would be (anime for a fan of an American cartoon, a Spanish teen drama for a fan of
    /// an American one): less than lacking the input's own rare country, more than nothing.
    /// Measured in crates/engine/JOURNAL.md ("twelfth session").
    pub country_foreign: f32,
    /// Same format: fiction or non-fiction (documentary, reality), animated or live action.
    pub format: f32,
    /// Same length: runtime (per episode for shows) within a factor of two.
    pub runtime: f32,
    /// Taste units below the best candidate's taste over which the prior fades to nothing: the
    /// prior orders titles that fit the taste and cannot lift one that fits clearly worse.
    pub prior_window: f32,
    /// Popularity calibrated to the inputs: a pick more widely seen than `prior_calibration` times
    /// the inputs' mean gets no more prior for it (0 = off).
    pub prior_calibration: f32,
    /// Item-item co-occurrence from members' lists, summed over inputs.
    pub community: f32,
    /// How often members saved the title (log-scaled), when a community signal exists.
    pub community_popularity: f32,
    /// Shrinkage of co-occurrence: pairs seen together `k` times are trusted `k / (k + shrink)`.
    pub community_shrink: f32,
    /// Light MMR diversification: penalty per unit of similarity to an already chosen pick.
    pub diversity: f32,
    /// 1: era, audience and country scale the topical similarity (a title sharing no story, genre
    /// or people with an input gets nothing for its era); 0: they are added to it; between: a blend.
    /// Measured in crates/engine/JOURNAL.md ("Taste first, second step").
    pub context_scales: f32,
    /// A genre's weight is its IDF raised to this power: below 1, a rare tag (war, western) still
    /// counts for more than a common one (drama, romance) but no longer drowns the others of its
    /// title. Measured in crates/engine/JOURNAL.md ("The older lists' categories for shows").
    pub genre_idf_power: f32,
    /// Share of the genre similarity taken from the soft genre vectors (tags weighed by the story,
    /// [`crate::genre_model`]); 0 = the tags alone.
    pub soft_genre: f32,
    /// Soft genres: weight of a genre the description implies and the tags leave out.
    pub genre_implied: f32,
    /// Soft genres: how far a tag depends on the description agreeing with it.
    pub genre_trust: f32,
    /// Soft genres: predictions below this count as 0.
    pub genre_floor: f32,
    /// The prior orders only the titles among the best `prior_pool` by fit (taste and, for
    /// members, the community signal; 0 = all).
    pub prior_pool: f32,
    /// The same pool in couples mode.
    pub couple_pool: f32,
    /// Couples: how many titles with evidence for both people are enough for the others (which
    /// rank after every one of them) to go unscored. The list needs at most `MAX_LIMIT` picks
    /// from a diversity pool three times that, after the selection drops the typed titles'
    /// namesakes and duplicate names: a thousand leaves room for all. Not a weight: any value
    /// that large gives the same picks, only faster.
    pub couple_evidence_enough: f32,
    /// Mood mode: weight of the favourites' taste next to the mood itself.
    pub mood_taste: f32,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            embedding: 0.7,
            lexical: 0.7,
            genre: 0.4,
            premise: 0.15,
            premise_z: 2.0,
            premise_unconfirmed: 0.0,
            cast: 0.15,
            director: 0.15,
            input_softmax: 0.5,
            couple_softmax: 2.0,
            couple_softmin: 3.0,
            couple_bridge: 1.0,
            couple_focus_premise: 5.0,
            prior: 1.0,
            prior_quality: 0.4,
            prior_votes: 0.5,
            prior_tmdb: 0.1,
            votes_sharpness: 3.0,
            list_votes: 1.0,
            year: 0.6,
            cross_kind_era: 0.0,
            audience: 0.3,
            country: 0.65,
            country_foreign: 0.5,
            format: 1.0,
            runtime: 0.2,
            prior_window: 3.0,
            prior_calibration: 2.0,
            community: 0.5,
            community_popularity: 0.3,
            community_shrink: 5.0,
            diversity: 0.05,
            mood_taste: 0.6,
            soft_genre: 1.0,
            genre_idf_power: 0.75,
            prior_pool: 400.0,
            couple_pool: 250.0,
            couple_evidence_enough: 1000.0,
            genre_implied: 0.5,
            genre_trust: 0.5,
            genre_floor: 0.1,
            context_scales: 1.0,
        }
    }
}

impl Tuning {
    /// The defaults with `"name=value,..."` overrides, for sweeps from the command line.
    pub fn parse_overrides(spec: &str) -> Result<Tuning, String> {
        let mut t = Tuning::default();
        for kv in spec.split(',').filter(|s| !s.is_empty()) {
            let (k, val) = kv.split_once('=').ok_or(format!("bad {kv}"))?;
            let x: f32 = val.parse().map_err(|_| format!("bad number in {kv}"))?;
            let slot = match k.trim() {
                "embedding" => &mut t.embedding,
                "genre" => &mut t.genre,
                "lexical" => &mut t.lexical,
                "premise" => &mut t.premise,
                "premisez" => &mut t.premise_z,
                "premiseu" => &mut t.premise_unconfirmed,
                "cast" => &mut t.cast,
                "director" => &mut t.director,
                "softmax" => &mut t.input_softmax,
                "softmin" => &mut t.couple_softmin,
                "bridge" => &mut t.couple_bridge,
                "cfocus" => &mut t.couple_focus_premise,
                "prior" => &mut t.prior,
                "quality" => &mut t.prior_quality,
                "votes" => &mut t.prior_votes,
                "tmdb" => &mut t.prior_tmdb,
                "community" => &mut t.community,
                "cpop" => &mut t.community_popularity,
                "shrink" => &mut t.community_shrink,
                "diversity" => &mut t.diversity,
                "sharp" => &mut t.votes_sharpness,
                "listvotes" => &mut t.list_votes,
                "year" => &mut t.year,
                "scales" => &mut t.context_scales,
                "audience" => &mut t.audience,
                "country" => &mut t.country,
                "format" => &mut t.format,
                "runtime" => &mut t.runtime,
                "window" => &mut t.prior_window,
                "calib" => &mut t.prior_calibration,
                "pool" => &mut t.prior_pool,
                "cpool" => &mut t.couple_pool,
                "cenough" => &mut t.couple_evidence_enough,
                "sg" => &mut t.soft_genre,
                "gidf" => &mut t.genre_idf_power,
                "sgi" => &mut t.genre_implied,
                "sgt" => &mut t.genre_trust,
                "sgf" => &mut t.genre_floor,
                "foreign" => &mut t.country_foreign,
                "csoftmax" => &mut t.couple_softmax,
                "crossera" => &mut t.cross_kind_era,
                _ => return Err(format!("unknown weight {k}")),
            };
            *slot = x;
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overrides_set_only_the_named_weights() {
        let t = Tuning::parse_overrides("prior=0.5, window=2").unwrap();
        assert_eq!((t.prior, t.prior_window), (0.5, 2.0));
        assert_eq!(t.genre, Tuning::default().genre);
        assert!(Tuning::parse_overrides("nope=1").is_err());
        assert!(Tuning::parse_overrides("prior").is_err());
    }
}
