//! What goes in one member's weekly mail: the engine's cross-media picks with the member's
//! favourites as the whole taste, as the TV and movie screens answer a member who typed nothing.
//! Pure CPU over the catalog, so it runs in the bounded CPU pool.

use catalog::{Catalog, Kind};
use engine::{Engine, EngineError, Mode, Request};

use crate::limits::{WEEKLY_PICKS, WEEKLY_PICKS_PER_KIND};
use crate::mail::WeeklyPick;
use crate::present;
use crate::routes::recommendations::SavedTaste;
use crate::store::ContentType;

/// The kinds of picks a mail holds, and how many of each: five shows and five films when the
/// favourites hold both kinds, otherwise ten of the one kind the member saves.
pub fn split(favorite_kinds: &[ContentType]) -> Vec<(Kind, usize)> {
    let shows = favorite_kinds.contains(&ContentType::Tv);
    let films = favorite_kinds.contains(&ContentType::Movie);
    match (shows, films) {
        (true, true) => vec![
            (Kind::Show, WEEKLY_PICKS_PER_KIND),
            (Kind::Movie, WEEKLY_PICKS_PER_KIND),
        ],
        (true, false) => vec![(Kind::Show, WEEKLY_PICKS)],
        (false, true) => vec![(Kind::Movie, WEEKLY_PICKS)],
        (false, false) => Vec::new(),
    }
}

/// The engine request for `count` picks of `target`: the favourites are the taste and never come
/// back; the dislikes and watched titles never do either (the recommendation routes' rule), nor
/// what waits in the watch-later list, nor `previous` (last week's titles, by name).
pub fn request(taste: &SavedTaste, target: Kind, count: usize, previous: &[String]) -> Request {
    let mut request = Request::new(
        Mode::CrossMedia {
            tv: Vec::new(),
            movies: Vec::new(),
        },
        target,
    );
    request.limit = count;
    request.saved = taste.favorites.iter().rev().cloned().collect();
    request.favorites = taste.favorites.clone();
    request.exclude_favorites = true;
    request.dislikes = taste.never_again();
    request.exclude = taste.watch_later.iter().chain(previous).cloned().collect();
    request
}

/// Last week's titles by name, from the catalog keys the store kept (a key the catalog no longer
/// knows names nothing to leave out).
pub fn previous_names(catalog: &Catalog, keys: &[String]) -> Vec<String> {
    keys.iter()
        .filter_map(|key| catalog.by_key(key).map(|t| t.title.clone()))
        .collect()
}

/// The member's picks, shows first, as the mail shows them.
pub fn choose(engine: &Engine, taste: &SavedTaste, previous_keys: &[String]) -> Vec<WeeklyPick> {
    let catalog = engine.catalog();
    let previous = previous_names(catalog, previous_keys);
    let mut picks = Vec::new();
    for (target, count) in split(&taste.favorite_kinds) {
        let found = match engine.recommend(&request(taste, target, count, &previous)) {
            Ok(found) => found,
            // Favourites the catalog no longer knows: nothing to base picks on.
            Err(EngineError::NothingResolved { .. }) => continue,
            Err(error) => {
                tracing::warn!(%error, "weekly picks: the engine refused the request");
                continue;
            }
        };
        picks.extend(found.picks.into_iter().filter_map(|pick| {
            let title = catalog.get(pick.id)?;
            // The card's own presentation, so the mail names a title as the site does.
            let card = present::recommendation(engine, title, pick.explanation, &[]);
            Some(WeeklyPick {
                name: card.show_name,
                key: card.id,
                kind: match title.kind {
                    Kind::Show => "TV show",
                    Kind::Movie => "Film",
                },
                where_to_watch: card.platforms.join(", "),
                reason: card.explanation,
            })
        }));
    }
    picks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_kinds_of_favourites_split_the_mail_in_half() {
        use ContentType::{Movie, Tv};
        assert_eq!(
            split(&[Tv, Movie, Tv]),
            vec![(Kind::Show, 5), (Kind::Movie, 5)]
        );
        assert_eq!(split(&[Tv, Tv]), vec![(Kind::Show, 10)]);
        assert_eq!(split(&[Movie]), vec![(Kind::Movie, 10)]);
        assert!(split(&[]).is_empty());
    }

    #[test]
    fn the_request_leaves_out_everything_the_member_has_or_was_sent() {
        let taste = SavedTaste {
            favorites: vec!["Dark".into(), "Heat".into()],
            favorite_kinds: vec![ContentType::Tv, ContentType::Movie],
            watch_later: vec!["Lost".into()],
            dislikes: vec!["Friends".into()],
            watched: vec!["Ozark".into()],
            ..SavedTaste::default()
        };
        let request = request(&taste, Kind::Movie, 5, &["Fargo".to_string()]);
        assert_eq!(request.target, Kind::Movie);
        assert_eq!(request.limit, 5);
        // Newest first, as the recommendation routes pass saved titles.
        assert_eq!(request.saved, vec!["Heat", "Dark"]);
        assert!(request.exclude_favorites);
        assert_eq!(request.favorites, vec!["Dark", "Heat"]);
        assert_eq!(request.dislikes, vec!["Friends", "Ozark"]);
        assert_eq!(request.exclude, vec!["Lost", "Fargo"]);
    }
}
