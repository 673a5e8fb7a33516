//! Explanations written from the evidence that scored a pick, and only from it: a shared genre is
//! named only if both titles carry it, an actor only if both titles bill them, a theme word only if
//! both descriptions use it, a rating only as the catalog records it.

use catalog::{Catalog, Kind, Title, TitleId};

use crate::index::{is_non_fiction, Index};
use crate::mood::Mood;
use crate::premises;
use crate::scoring::{PairScore, SIMILAR_STORY};
use crate::text;

/// What a pick shares with one input title.
#[derive(Debug, Clone, Default)]
pub struct Evidence {
    pub input: TitleId,
    pub genres: Vec<String>,
    pub cast: Vec<String>,
    pub directors: Vec<String>,
    pub theme: Option<String>,
    /// What both titles are about ("a heist"), when both carry the same written premise and both
    /// descriptions use its words (`premises::named_in_common`).
    pub premise: Option<&'static str>,
    /// The most distinctive production country both titles share, as an adjective ("British",
    /// "Korean"); never the catalog's most common country, which says nothing of a taste.
    pub country: Option<&'static str>,
    /// Members who saved the input also saved the pick.
    pub community: bool,
    /// Both titles come from this decade (e.g. 1990).
    pub decade: Option<u16>,
    /// Their descriptions embed close together (story and tone), not just by chance.
    pub similar_story: bool,
    /// The pick is a documentary or a reality show: the people it bills present, narrate or
    /// take part rather than star.
    pub non_fiction: bool,
}

impl Evidence {
    pub fn gather(
        catalog: &Catalog,
        index: &Index,
        pick: TitleId,
        input: TitleId,
        pair: &PairScore,
        community: bool,
    ) -> Evidence {
        let (p, i) = (
            &catalog.titles[pick as usize],
            &catalog.titles[input as usize],
        );
        let genres = shared_genres(index, p, i);
        let premise = index
            .premises_of(pick)
            .zip(index.premises_of(input))
            .and_then(|(a, b)| {
                premises::named_in_common(
                    a,
                    b,
                    index.premises_named(pick),
                    index.premises_named(input),
                )
            })
            .map(|p| p.about);
        // A word the genres or the premise already say ("crime" beside "a crime series",
        // "killers" beside "both are about a serial killer") is no second reason.
        let mut words: Vec<&str> = genres.iter().map(String::as_str).collect();
        words.extend(premise.into_iter().flat_map(|about| about.split(' ')));
        let said = |word: &str| already_said(word, &words);
        let theme = index.shared_theme(pick, input, said).map(|word| {
            text::shared_phrase(&p.description, &i.description, word)
                .unwrap_or_else(|| word.to_owned())
        });
        Evidence {
            input,
            genres,
            cast: if pair.shared_cast > 0 {
                shared_names(&p.cast, &i.cast, 2)
            } else {
                Vec::new()
            },
            directors: if pair.shared_directors > 0 {
                shared_names(&p.directors, &i.directors, 1)
            } else {
                Vec::new()
            },
            theme,
            premise,
            country: shared_country(index, pick, input),
            community,
            similar_story: pair.embedding >= SIMILAR_STORY,
            non_fiction: is_non_fiction(index.format[pick as usize]),
            // A show dated only by its latest season did not "come from" that decade (The
            // Office [U.S.] by 2012): the era term may read that year, a reason may not.
            decade: match (p.year, i.year) {
                (Some(a), Some(b))
                    if a / 10 == b / 10 && !p.year_is_latest_season && !i.year_is_latest_season =>
                {
                    Some(a / 10 * 10)
                }
                _ => None,
            },
        }
    }
}

/// Whether `word` is one of `words`, either of them in the plural ("killers", "a serial killer").
fn already_said(word: &str, words: &[&str]) -> bool {
    words.iter().any(|&w| {
        word == w || word.strip_suffix('s') == Some(w) || w.strip_suffix('s') == Some(word)
    })
}

/// Shared genres, most specific first (by IDF), at most two, in display form; only tags neither
/// story argues against (`Index::genre_named`: Inception is tagged "music", and the rarest tag
/// two titles share was otherwise named first: "a music and thriller film"). Never the region
/// tag ([`catalog::genres::REGION`]): the shared country says it properly.
fn shared_genres(index: &Index, a: &Title, b: &Title) -> Vec<String> {
    let shared = index.genre_named[a.id as usize] & index.genre_named[b.id as usize];
    let mut bits: Vec<usize> = (0..64)
        .filter(|&bit| {
            shared & (1u64 << bit) != 0 && index.genre_names[bit] != catalog::genres::REGION
        })
        .collect();
    bits.sort_by(|&x, &y| index.genre_idf2[y].total_cmp(&index.genre_idf2[x]));
    bits.iter()
        .take(2)
        .map(|&bit| genre_label(&index.genre_names[bit]))
        .collect()
}

/// Below this distinctiveness a shared country is too common to name (the most common one is 0).
const NAMEABLE_COUNTRY: f32 = 0.5;

/// The adjective of the most distinctive production country two titles share, when it is
/// distinctive enough to say something and the table below knows it.
fn shared_country(index: &Index, a: TitleId, b: TitleId) -> Option<&'static str> {
    let shared = index.country_mask[a as usize] & index.country_mask[b as usize];
    let (bit, distinct) = index.most_distinctive_country(shared)?;
    if distinct < NAMEABLE_COUNTRY {
        return None;
    }
    demonym(index.country_codes.get(bit)?)
}

/// The adjective for the catalog's most common production countries (ISO 3166 alpha-2), as a
/// sentence uses it: "both are British productions". A country not listed is simply not named.
fn demonym(code: &str) -> Option<&'static str> {
    const DEMONYMS: [(&str, &str); 40] = [
        ("GB", "British"),
        ("IN", "Indian"),
        ("CA", "Canadian"),
        ("JP", "Japanese"),
        ("FR", "French"),
        ("DE", "German"),
        ("ES", "Spanish"),
        ("AU", "Australian"),
        ("KR", "Korean"),
        ("IT", "Italian"),
        ("CN", "Chinese"),
        ("MX", "Mexican"),
        ("BR", "Brazilian"),
        ("HK", "Hong Kong"),
        ("BE", "Belgian"),
        ("AR", "Argentine"),
        ("TR", "Turkish"),
        ("EG", "Egyptian"),
        ("NG", "Nigerian"),
        ("ZA", "South African"),
        ("TW", "Taiwanese"),
        ("PH", "Filipino"),
        ("IE", "Irish"),
        ("DK", "Danish"),
        ("ID", "Indonesian"),
        ("SE", "Swedish"),
        ("TH", "Thai"),
        ("NL", "Dutch"),
        ("PL", "Polish"),
        ("CO", "Colombian"),
        ("RU", "Russian"),
        ("IL", "Israeli"),
        ("NZ", "New Zealand"),
        ("NO", "Norwegian"),
        ("CH", "Swiss"),
        ("CL", "Chilean"),
        ("CZ", "Czech"),
        ("AT", "Austrian"),
        ("FI", "Finnish"),
        ("US", "American"),
    ];
    DEMONYMS.iter().find(|(c, _)| *c == code).map(|(_, d)| *d)
}

/// Names listed by both titles (compared case-insensitively), as the pick spells them.
fn shared_names(a: &[String], b: &[String], max: usize) -> Vec<String> {
    a.iter()
        .filter(|n| {
            !n.trim().is_empty() && b.iter().any(|m| m.trim().eq_ignore_ascii_case(n.trim()))
        })
        .take(max)
        .map(|n| n.trim().to_owned())
        .collect()
}

/// The catalog's genre vocabulary as a reader expects it.
pub fn genre_label(g: &str) -> String {
    match g {
        "scifi" => "sci-fi".into(),
        "documentation" => "documentary".into(),
        other => other.replace('_', " "),
    }
}

fn noun(kind: Kind) -> &'static str {
    match kind {
        Kind::Movie => "film",
        Kind::Show => "series",
    }
}

/// `text` closed with a full stop, unless it ends on a title that closes it already ("The O.C.",
/// "Nailed It!"): never "The O.C.." or "Nailed It!.".
fn sentence(mut text: String) -> String {
    if !text.ends_with(['.', '!', '?']) {
        text.push('.');
    }
    text
}

fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    }
}

/// By sound, not letter: "a European", "a unique", "an hour".
fn article(word: &str) -> &'static str {
    let w = word.to_ascii_lowercase();
    if ["eu", "uni", "use", "usu", "one", "once"]
        .iter()
        .any(|p| w.starts_with(p))
    {
        return "a";
    }
    if w.starts_with("hour") || w.starts_with("honest") {
        return "an";
    }
    match w.chars().next() {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A deterministic choice among wordings, so a list does not read like a form letter.
fn variant(pick: TitleId, input: TitleId, n: usize) -> usize {
    (pick as usize)
        .wrapping_mul(31)
        .wrapping_add(input as usize * 17)
        % n
}

/// Supporting clauses (cast, creator, theme, community, rating), strongest first.
fn clauses(e: &Evidence, input_title: &str, pick: &Title) -> Vec<String> {
    let mut out = Vec::new();
    match e.cast.as_slice() {
        [] => {}
        // David Attenborough presents Planet Earth; he does not star in it.
        [one] if e.non_fiction => out.push(format!("{one} appears in both")),
        [one] => out.push(format!("{one} stars in both")),
        many => out.push(format!("{} appear in both", join_and(many))),
    }
    if let Some(d) = e.directors.first() {
        out.push(format!("{d} is behind both"));
    }
    if let Some(about) = e.premise {
        out.push(format!("both are about {about}"));
    }
    if let Some(country) = e.country {
        out.push(format!("both are {country} productions"));
    }
    if let Some(theme) = &e.theme {
        // A description word may be a verb or an adjective ("enters", "dangerous"): quoting it
        // reads correctly whatever its part of speech.
        out.push(format!("both descriptions mention \"{theme}\""));
    }
    if e.community {
        out.push(format!(
            "members who saved {input_title} often save this one too"
        ));
    }
    if let Some(decade) = e.decade {
        out.push(format!("both come from the {decade}s"));
    }
    if let (Some(score), Some(votes)) = (pick.imdb_score, pick.imdb_votes) {
        if score >= 7.5 && votes >= 1_000 {
            out.push(format!("it's rated {score:.1} on IMDb"));
        }
    }
    out
}

/// "Like Breaking Bad, it's a crime and drama series. Bryan Cranston stars in both."
pub fn for_input(catalog: &Catalog, e: &Evidence, pick: TitleId) -> String {
    let p = &catalog.titles[pick as usize];
    let input = catalog.titles[e.input as usize].display_name();
    let kind = noun(p.kind);
    let genres = join_and(&e.genres);
    // "In the vein of" and "a natural next watch" promise more than a shared genre: they are
    // said only when something beyond the genres backs them (the story, a premise, people, a
    // country, a theme word, members' lists). A genre alone is stated as the fact it is.
    let backed = e.similar_story
        || e.premise.is_some()
        || !e.cast.is_empty()
        || !e.directors.is_empty()
        || e.country.is_some()
        || e.theme.is_some()
        || e.community;
    let lead = if !e.genres.is_empty() {
        match if backed { variant(pick, e.input, 3) } else { 0 } {
            0 => format!("Like {input}, it's {} {genres} {kind}.", article(&genres)),
            // Not "it shares the reality of X": a genre label reads as a noun only beside a
            // kind ("a reality series").
            1 => sentence(format!(
                "It's another {genres} {kind} in the vein of {input}"
            )),
            _ => format!("If you loved {input}, this {genres} {kind} is a natural next watch."),
        }
    } else if e.similar_story {
        // Wording that also fits the show page, where the person listed nothing.
        match variant(pick, e.input, 2) {
            0 => sentence(format!("Its story and tone are close to those of {input}")),
            _ => format!("It is near {input} in story and feel."),
        }
    } else {
        // No shared genre and no close story: say so rather than call it a close match.
        format!("A looser match for {input}, picked for what the two have in common.")
    };
    let extra = clauses(e, &input, p);
    if extra.is_empty() {
        return lead;
    }
    let support = extra
        .iter()
        .take(2)
        .cloned()
        .collect::<Vec<_>>()
        .join(", and ");
    sentence(format!("{lead} {}", capitalise(&support)))
}

/// A short phrase of what one person gets, for couples: "crime and drama like Breaking Bad".
fn person_phrase(catalog: &Catalog, e: &Evidence) -> String {
    let input = catalog.titles[e.input as usize].display_name();
    if let Some(about) = e.premise {
        // More specific than the genres ("drama" of a legal drama and of a mob epic alike).
        format!("{about}, as in {input}")
    } else if !e.genres.is_empty() {
        format!("{} like {input}", join_and(&e.genres))
    } else if let Some(actor) = e.cast.first() {
        format!("{actor}, as in {input}")
    } else if e.similar_story {
        format!("a story and tone close to {input}")
    } else if let Some(theme) = &e.theme {
        format!("a story with {theme}, like {input}")
    } else {
        format!("the nearest thing to {input} on the list")
    }
}

/// "For you: crime like Breaking Bad; for your partner: comedy like The Office."
pub fn for_couple(catalog: &Catalog, first: &Evidence, second: &Evidence, pick: TitleId) -> String {
    let p = &catalog.titles[pick as usize];
    let lead = sentence(format!(
        "For you: {}; for your partner: {}",
        person_phrase(catalog, first),
        person_phrase(catalog, second)
    ));
    let mut extra = Vec::new();
    for e in [first, second] {
        if let Some(actor) = e.cast.first() {
            let input = catalog.titles[e.input as usize].display_name();
            extra.push(format!("{actor} appears in both this and {input}"));
            break;
        }
    }
    if extra.is_empty() {
        if let (Some(score), Some(votes)) = (p.imdb_score, p.imdb_votes) {
            if score >= 7.5 && votes >= 1_000 {
                extra.push(format!("it's rated {score:.1} on IMDb"));
            }
        }
    }
    match extra.first() {
        Some(s) => sentence(format!("{lead} {}", capitalise(s))),
        None => lead,
    }
}

/// "Picked for a Happy & Uplifting mood: an uplifting comedy and family film; its description
/// mentions "friendship"." Genres named are those the mood favours and the title carries, and
/// its story does not argue against.
pub fn for_mood(
    catalog: &Catalog,
    index: &Index,
    mood: Mood,
    pick: TitleId,
    favourite: Option<&Evidence>,
) -> String {
    let p = &catalog.titles[pick as usize];
    let profile = mood.profile();
    let named = index.genre_named[pick as usize];
    let fitting: Vec<String> = profile
        .genres
        .iter()
        .filter(|(g, w)| *w > 0.0 && named & index.genre_bit(g) != 0)
        .take(2)
        .map(|(g, _)| genre_label(g))
        .collect();
    let kind = noun(p.kind);
    let what = if fitting.is_empty() {
        format!("{} {kind}", profile.adjective)
    } else {
        format!("{} {} {kind}", profile.adjective, join_and(&fitting))
    };
    let keyword = mood_keyword(&p.description, profile.keywords);
    let mut text = match variant(pick, mood.index() as u32, 2) {
        0 => format!(
            "Picked for {} {} mood: {what}",
            article(mood.label()),
            mood.label()
        ),
        _ => format!("Fits your {} mood: {what}", mood.label()),
    };
    if let Some(word) = keyword {
        text.push_str(&format!("; its description mentions \"{word}\""));
    }
    text.push('.');
    if let Some(e) = favourite {
        let fav = catalog.titles[e.input as usize].display_name();
        if !e.genres.is_empty() {
            let genres = join_and(&e.genres);
            text.push_str(&sentence(format!(
                " It's also {} {genres} {}, like your favourite {fav}",
                article(&genres),
                noun(p.kind)
            )));
        } else if let Some(actor) = e.cast.first() {
            let verb = if e.non_fiction { "appears" } else { "stars" };
            text.push_str(&format!(" {actor} from your favourite {fav} {verb} in it."));
        }
    } else if let (Some(score), Some(votes)) = (p.imdb_score, p.imdb_votes) {
        if score >= 7.5 && votes >= 1_000 {
            text.push_str(&format!(" It's rated {score:.1} on IMDb."));
        }
    }
    text
}

/// A description word carrying one of the mood's keywords, when it reads as a noun.
pub fn mood_keyword(description: &str, keywords: &[&str]) -> Option<String> {
    let lowered = description.to_lowercase();
    let found =
        crate::text::theme_words(&lowered).find(|w| keywords.iter().any(|k| w.starts_with(k)));
    found.map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_rare_country_is_named_and_european_is_never_a_genre() {
        let title = |id: TitleId, name: &str, countries: &[&str]| Title {
            id,
            genres: vec!["crime".into(), "european".into(), "drama".into()],
            countries: countries.iter().map(|c| c.to_string()).collect(),
            ..Title::named(format!("k{id}"), name, Kind::Show, Some(2015))
        };
        let mut titles = vec![
            title(0, "Line of Duty", &["GB"]),
            title(1, "Happy Valley", &["GB"]),
            title(2, "Bosch", &["US"]),
        ];
        // Filler so that American titles are the most common and British ones distinctive.
        titles.extend((3..40).map(|id| title(id, &format!("Filler {id}"), &["US"])));
        let catalog = Catalog::new(titles, Vec::new());
        let index = Index::build(&catalog, &crate::Tuning::default());
        let pair = PairScore::default();
        let british = Evidence::gather(&catalog, &index, 1, 0, &pair, false);
        assert_eq!(british.country, Some("British"));
        assert!(
            !british.genres.iter().any(|g| g == "european"),
            "{:?}",
            british.genres
        );
        let text = for_input(&catalog, &british, 1);
        assert!(text.contains("Both are British productions"), "{text}");
        assert!(!text.contains("european"), "{text}");
        let american = Evidence::gather(&catalog, &index, 2, 40 - 1, &pair, false);
        assert_eq!(
            american.country, None,
            "the most common country says nothing"
        );
        assert_eq!(demonym("XX"), None);
    }

    /// "Show {id}", a show of one genre.
    fn show(id: TitleId, genre: &str) -> Title {
        Title {
            id,
            genres: vec![genre.into()],
            ..Title::named(format!("k{id}"), &format!("Show {id}"), Kind::Show, None)
        }
    }

    #[test]
    fn a_genre_reads_as_a_kind_of_title_in_every_wording() {
        let titles: Vec<Title> = (0..12).map(|id| show(id, "reality")).collect();
        let catalog = Catalog::new(titles, Vec::new());
        let e = |input: TitleId| Evidence {
            input,
            genres: vec!["reality".into()],
            similar_story: true,
            ..Evidence::default()
        };
        let mut wordings = std::collections::HashSet::new();
        for pick in 1..12 {
            let text = for_input(&catalog, &e(0), pick);
            assert!(text.contains("reality series"), "{text}");
            assert!(!text.contains("the reality of"), "{text}");
            wordings.insert(text);
        }
        assert_eq!(wordings.len(), 3, "every wording was tried: {wordings:?}");
        let couple = for_couple(&catalog, &e(0), &e(1), 5);
        assert_eq!(
            couple,
            "For you: reality like Show 0; for your partner: reality like Show 1."
        );
    }

    #[test]
    fn a_shared_genre_alone_is_stated_not_sold() {
        let titles: Vec<Title> = (0..12).map(|id| show(id, "drama")).collect();
        let catalog = Catalog::new(titles, Vec::new());
        let genre_only = Evidence {
            input: 0,
            genres: vec!["drama".into()],
            ..Evidence::default()
        };
        for pick in 1..12 {
            let text = for_input(&catalog, &genre_only, pick);
            assert_eq!(text, "Like Show 0, it's a drama series.");
        }
        let with_premise = Evidence {
            premise: Some("a heist"),
            ..genre_only
        };
        let sold = (1..12)
            .map(|pick| for_input(&catalog, &with_premise, pick))
            .filter(|t| t.contains("in the vein of") || t.contains("natural next watch"))
            .count();
        assert!(sold > 0, "a premise backs the stronger wordings");
    }

    #[test]
    fn a_presenter_appears_in_a_documentary_and_an_actor_stars_in_a_drama() {
        let title = |id: TitleId, genre: &str| Title {
            cast: vec!["David Attenborough".into()],
            ..show(id, genre)
        };
        let catalog = Catalog::new(
            vec![
                title(0, "documentation"),
                title(1, "documentation"),
                title(2, "drama"),
                title(3, "drama"),
            ],
            Vec::new(),
        );
        let index = Index::build(&catalog, &crate::Tuning::default());
        let pair = PairScore {
            shared_cast: 1,
            ..PairScore::default()
        };
        let reason = |pick: TitleId, input: TitleId| {
            let e = Evidence::gather(&catalog, &index, pick, input, &pair, false);
            for_input(&catalog, &e, pick)
        };
        for (pick, input, verb) in [(1, 0, "appears"), (3, 2, "stars")] {
            let text = reason(pick, input);
            assert!(
                text.contains(&format!("David Attenborough {verb} in both")),
                "{text}"
            );
        }
    }

    #[test]
    fn a_word_the_genres_already_say_is_no_shared_theme() {
        let title = |id: TitleId, description: &str| Title {
            description: description.into(),
            ..show(id, "crime")
        };
        let catalog = Catalog::new(
            vec![
                title(0, "crime in the city, a vault"),
                title(1, "crime on the coast, a vault"),
                title(2, "crime at sea"),
            ],
            Vec::new(),
        );
        let index = Index::build(&catalog, &crate::Tuning::default());
        let e = |pick: TitleId, input: TitleId| {
            Evidence::gather(&catalog, &index, pick, input, &PairScore::default(), false)
        };
        assert_eq!(e(1, 0).theme.as_deref(), Some("vault"));
        assert_eq!(e(2, 0).theme, None, "\"crime\" says the genre again");
    }

    #[test]
    fn a_title_that_ends_a_sentence_keeps_its_own_stop() {
        let mut titles: Vec<Title> = (0..12).map(|id| show(id, "drama")).collect();
        titles[0].title = "The O.C.".into();
        titles[1].title = "Nailed It!".into();
        let catalog = Catalog::new(titles, Vec::new());
        let e = |input: TitleId| Evidence {
            input,
            genres: vec!["drama".into()],
            ..Evidence::default()
        };
        let mut texts = vec![for_couple(&catalog, &e(1), &e(0), 2)];
        texts.extend((2..12).map(|pick| for_input(&catalog, &e(0), pick)));
        for text in texts {
            assert!(!text.contains("..") && !text.contains("!."), "{text}");
            assert!(text.ends_with('.'), "{text}");
        }
    }

    #[test]
    fn a_word_the_premise_says_is_said_in_the_singular_or_plural() {
        let about: Vec<&str> = "lawyers and a courtroom trial".split(' ').collect();
        assert!(already_said("lawyer", &about) && already_said("trials", &about));
        assert!(already_said("killers", &["a", "serial", "killer"]));
        assert!(!already_said("judge", &about));
    }

    #[test]
    fn articles_follow_the_sound() {
        assert_eq!(article("european"), "a");
        assert_eq!(article("unique"), "a");
        assert_eq!(article("action"), "an");
        assert_eq!(article("hour-long"), "an");
        assert_eq!(article("crime"), "a");
    }
}
