//! What the engine promises beside ranking quality, measured on the whole catalog so a ranking
//! change that breaks one shows in `make eval` next to the quality it bought:
//!
//! - **More**: "get more" pages (the same request with the titles already shown in `exclude`,
//!   as the SPA sends them) never repeat a title, and keep finding welcome titles: the fan test's
//!   welcome picks per page, pages one to [`MORE_PAGES`].
//! - **Mood**: each mood's picks feel like the mood: the share of picks carrying one of the mood's
//!   genres and none it works against, and how much the eight moods' lists differ.
//! - **Children**: a list made only of children's titles (every one rated TV-Y, TV-Y7, G or
//!   TV-G) gets no pick rated above TV-PG and none without a rating, for every one of the catalog's
//!   best-known children's titles typed alone, in both kinds.

use std::collections::HashSet;

use catalog::{Catalog, Kind, TitleId};
use engine::{maturity_rank, Engine, Mode, Mood, Request, CHILDREN, CHILDREN_CEILING};
use serde::Serialize;

use crate::fan_test::{request_for, FanCase, TOP};
use crate::table::aligned;

/// "Get more" pages read per fan-test case (the first page included).
pub const MORE_PAGES: usize = 3;
/// Children's titles of each kind typed alone, best known first.
pub const CHILDREN_INPUTS: usize = 100;

#[derive(Debug, Clone, Serialize)]
pub struct Promises {
    pub more: MoreCheck,
    pub moods: Vec<MoodCheck>,
    pub children: ChildrenCheck,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoreCheck {
    pub cases: usize,
    /// Mean welcome picks per page of [`TOP`], page one first.
    pub welcome_per_page: Vec<f64>,
    /// Picks that repeat a title shown on an earlier page of the same case (must be 0).
    pub repeats: usize,
    /// Pages that came back with fewer than [`TOP`] picks.
    pub short_pages: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoodCheck {
    pub mood: String,
    /// "tv" or "movie".
    pub kind: String,
    pub picks: usize,
    /// Share of picks with one of the mood's genres and none of those it works against.
    pub on_mood: f64,
    /// Share of picks that appear in no other mood's list of the same kind.
    pub own: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChildrenCheck {
    pub lists: usize,
    pub picks: usize,
    /// Picks rated above TV-PG (teen or adult).
    pub above_family: usize,
    /// Picks without a known rating.
    pub unrated: usize,
}

pub fn check(engine: &Engine, catalog: &Catalog, fan_cases: &[FanCase]) -> Promises {
    Promises {
        more: check_more(engine, catalog, fan_cases),
        moods: check_moods(engine, catalog),
        children: check_children(engine, catalog),
    }
}

/// Pages of every fan-test case, each excluding the titles shown before it by name.
pub fn check_more(engine: &Engine, catalog: &Catalog, cases: &[FanCase]) -> MoreCheck {
    let mut welcome = vec![0usize; MORE_PAGES];
    let (mut repeats, mut short_pages, mut counted) = (0, 0, 0);
    for case in cases {
        let Ok(mut request) = request_for(case) else {
            continue;
        };
        counted += 1;
        let wanted: HashSet<&str> = case.acceptable.iter().map(String::as_str).collect();
        let mut shown: HashSet<TitleId> = HashSet::new();
        for page in welcome.iter_mut() {
            let picks: Vec<TitleId> = engine
                .recommend(&request)
                .map(|r| r.picks.iter().map(|p| p.id).collect())
                .unwrap_or_default();
            short_pages += usize::from(picks.len() < TOP);
            for id in picks {
                repeats += usize::from(!shown.insert(id));
                let name = catalog.titles[id as usize].title.as_str();
                *page += usize::from(wanted.contains(name));
                request.exclude.push(name.to_string());
            }
        }
    }
    let per_case = |x: usize| x as f64 / counted.max(1) as f64;
    MoreCheck {
        cases: counted,
        welcome_per_page: welcome.into_iter().map(per_case).collect(),
        repeats,
        short_pages,
    }
}

/// Every mood for both kinds, anonymous (no favourites), as a first visit to the mood page.
pub fn check_moods(engine: &Engine, catalog: &Catalog) -> Vec<MoodCheck> {
    let mut out = Vec::new();
    for (kind, name) in [(Kind::Show, "tv"), (Kind::Movie, "movie")] {
        let lists: Vec<(Mood, Vec<TitleId>)> = Mood::ALL
            .into_iter()
            .map(|mood| {
                let request = Request::new(Mode::Mood { mood }, kind);
                let picks = engine
                    .recommend(&request)
                    .map(|r| r.picks.iter().map(|p| p.id).collect())
                    .unwrap_or_default();
                (mood, picks)
            })
            .collect();
        for (mood, picks) in &lists {
            let genres = mood.profile().genres;
            let fits = |id: TitleId| {
                let tags = &catalog.titles[id as usize].genres;
                let has = |positive: bool| {
                    genres
                        .iter()
                        .any(|(g, w)| (*w > 0.0) == positive && tags.iter().any(|t| t == g))
                };
                has(true) && !has(false)
            };
            let elsewhere = |id: TitleId| {
                lists
                    .iter()
                    .any(|(other, p)| other != mood && p.contains(&id))
            };
            let share = |n: usize| n as f64 / picks.len().max(1) as f64;
            out.push(MoodCheck {
                mood: mood.name().to_string(),
                kind: name.to_string(),
                picks: picks.len(),
                on_mood: share(picks.iter().filter(|&&id| fits(id)).count()),
                own: share(picks.iter().filter(|&&id| !elsewhere(id)).count()),
            });
        }
    }
    out
}

/// The best-known children's titles of each kind, each typed alone, asking for both kinds.
pub fn check_children(engine: &Engine, catalog: &Catalog) -> ChildrenCheck {
    let rating = |id: TitleId| {
        catalog.titles[id as usize]
            .maturity
            .as_deref()
            .and_then(maturity_rank)
    };
    let mut result = ChildrenCheck {
        lists: 0,
        picks: 0,
        above_family: 0,
        unrated: 0,
    };
    // The engine's own rule: what counts as a children's title, and the ceiling it implies.
    let (Some(children), Some(family)) = (maturity_rank(CHILDREN), maturity_rank(CHILDREN_CEILING))
    else {
        return result;
    };
    for input_kind in [Kind::Show, Kind::Movie] {
        let mut inputs: Vec<&catalog::Title> = catalog
            .titles
            .iter()
            .filter(|t| t.kind == input_kind)
            .filter(|t| rating(t.id).is_some_and(|r| r <= children))
            .collect();
        inputs.sort_by_key(|t| std::cmp::Reverse(t.imdb_votes.unwrap_or(0)));
        for input in inputs.iter().take(CHILDREN_INPUTS) {
            for target in [Kind::Show, Kind::Movie] {
                let typed = vec![input.title.clone()];
                let mode = match input_kind {
                    Kind::Show => Mode::CrossMedia {
                        tv: typed,
                        movies: vec![],
                    },
                    Kind::Movie => Mode::CrossMedia {
                        tv: vec![],
                        movies: typed,
                    },
                };
                let Ok(recs) = engine.recommend(&Request::new(mode, target)) else {
                    continue;
                };
                // The list is a children's list only if the typed name resolved to a children's
                // title (a namesake of another rating is a different list).
                let resolved_to_children = recs
                    .resolved
                    .iter()
                    .all(|r| rating(r.id).is_some_and(|m| m <= children));
                if !resolved_to_children || recs.resolved.is_empty() {
                    continue;
                }
                result.lists += 1;
                for pick in &recs.picks {
                    result.picks += 1;
                    match rating(pick.id) {
                        None => result.unrated += 1,
                        Some(m) if m > family => result.above_family += 1,
                        Some(_) => {}
                    }
                }
            }
        }
    }
    result
}

pub fn render(p: &Promises) -> String {
    let mut out = String::new();
    let more = &p.more;
    let pages: Vec<String> = more
        .welcome_per_page
        .iter()
        .map(|w| format!("{w:.2}"))
        .collect();
    out.push_str(&format!(
        "\"more\" over the fan test ({} cases, {} pages of {TOP}): welcome per page {}; \
         repeated titles {}; short pages {}\n",
        more.cases,
        MORE_PAGES,
        pages.join(" / "),
        more.repeats,
        more.short_pages
    ));
    let c = &p.children;
    out.push_str(&format!(
        "children's lists ({} best-known children's titles of each kind typed alone, both kinds \
         asked; {} lists, {} picks): rated above {CHILDREN_CEILING} {}, unrated {}\n\n",
        CHILDREN_INPUTS, c.lists, c.picks, c.above_family, c.unrated
    ));
    let header = [
        "mood",
        "kind",
        "picks",
        "on mood",
        "in no other mood's list",
    ]
    .map(String::from);
    let rows: Vec<Vec<String>> = p
        .moods
        .iter()
        .map(|m| {
            vec![
                m.mood.clone(),
                m.kind.clone(),
                m.picks.to_string(),
                format!("{:.0}%", 100.0 * m.on_mood),
                format!("{:.0}%", 100.0 * m.own),
            ]
        })
        .collect();
    out.push_str(&aligned(&header, &rows));
    out
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::test_catalog::{catalog_of, movie, show};

    fn rated(mut t: catalog::Title, rating: Option<&str>, genres: &[&str]) -> catalog::Title {
        t.maturity = rating.map(str::to_string);
        t.genres = genres.iter().map(|g| g.to_string()).collect();
        t
    }

    /// Preschool shows, family and adult shows, and films of every mood's genres.
    fn catalog() -> Arc<Catalog> {
        let mut titles = Vec::new();
        for i in 0..12u32 {
            titles.push(rated(
                show(i, &format!("Puppy Show {i}"), 1000 - i),
                Some("TV-Y"),
                &["animation", "family"],
            ));
        }
        for i in 12..24u32 {
            titles.push(rated(
                show(i, &format!("Crime Saga {i}"), 5000 - i),
                Some("TV-MA"),
                &["crime", "drama"],
            ));
        }
        for i in 24..30u32 {
            titles.push(rated(
                show(i, &format!("Mystery Hour {i}"), 9000),
                None,
                &["animation", "family"],
            ));
        }
        for (i, genres) in [&["comedy"][..], &["horror"], &["drama"], &["action"]]
            .iter()
            .cycle()
            .take(40)
            .enumerate()
        {
            let id = 30 + i as u32;
            titles.push(rated(
                movie(id, &format!("Picture{id}"), None, 100 + id),
                Some("PG"),
                genres,
            ));
        }
        Arc::new(catalog_of(titles))
    }

    #[test]
    fn a_childrens_list_is_checked_for_teen_adult_and_unrated_picks() {
        let catalog = catalog();
        let engine = Engine::new(Arc::clone(&catalog), None);
        let c = check_children(&engine, &catalog);
        // Twelve preschool shows typed alone, each asking for shows and for films.
        assert_eq!(c.lists, 24);
        assert!(c.picks > 0);
        // The engine keeps a children's list at family ratings with a known rating: the adult
        // crime shows and the unrated cartoons never come.
        assert_eq!((c.above_family, c.unrated), (0, 0), "{c:?}");
    }

    #[test]
    fn more_pages_never_repeat_and_count_welcome_titles_per_page() {
        let catalog = catalog();
        let engine = Engine::new(Arc::clone(&catalog), None);
        let case = FanCase {
            id: "films".into(),
            mode: "movie".into(),
            movies: "Picture30".into(),
            acceptable: (31..70).map(|i| format!("Picture{i}")).collect(),
            ..FanCase::default()
        };
        let more = check_more(&engine, &catalog, &[case]);
        assert_eq!(more.cases, 1);
        assert_eq!(more.repeats, 0);
        // 39 other films: three full pages, every pick a welcome one.
        assert_eq!(more.welcome_per_page, vec![10.0; MORE_PAGES]);
        assert_eq!(more.short_pages, 0);
    }

    #[test]
    fn mood_lists_are_judged_by_the_moods_genres() {
        let catalog = catalog();
        let engine = Engine::new(Arc::clone(&catalog), None);
        let moods = check_moods(&engine, &catalog);
        assert_eq!(moods.len(), 2 * Mood::ALL.len());
        let happy_films = moods
            .iter()
            .find(|m| m.mood == "happy" && m.kind == "movie")
            .unwrap();
        // Comedies fit the happy mood and horror works against it: most happy picks are comedies.
        assert!(happy_films.on_mood > 0.5, "{happy_films:?}");
        let table = render(&Promises {
            more: check_more(&engine, &catalog, &[]),
            moods,
            children: check_children(&engine, &catalog),
        });
        assert!(table.contains("happy"), "{table}");
        assert!(table.contains("rated above TV-PG 0, unrated 0"), "{table}");
    }
}
