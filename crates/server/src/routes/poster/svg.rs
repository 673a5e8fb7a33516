//! Generated SVG posters: the datasets carry no images, so every title gets a clean 2:3 card with its
//! name, year and a colour gradient chosen by its main genre (the same genre always looks the same).

use std::fmt::Write;

use catalog::Title;

use crate::markup::escape;
use crate::present::genre_label;

const WIDTH: u32 = 400;
const HEIGHT: u32 = 600;
/// Characters per line at the largest font; long titles get a smaller font and more per line.
const LINE_CHARS: usize = 14;
const MAX_LINES: usize = 5;

/// Two gradient stops (top, bottom) per genre of the catalog's vocabulary.
fn palette(genre: Option<&str>) -> (&'static str, &'static str) {
    match genre.unwrap_or("") {
        "action" => ("#b91c1c", "#1c1917"),
        "animation" => ("#f59e0b", "#7c2d12"),
        "comedy" => ("#facc15", "#c2410c"),
        "crime" => ("#334155", "#020617"),
        "documentation" => ("#0f766e", "#042f2e"),
        "drama" => ("#7e22ce", "#1e1b4b"),
        "family" => ("#22c55e", "#14532d"),
        "fantasy" => ("#6d28d9", "#0c4a6e"),
        "history" => ("#a16207", "#292524"),
        "horror" => ("#7f1d1d", "#000000"),
        "music" => ("#db2777", "#4c0519"),
        "reality" => ("#ea580c", "#431407"),
        "romance" => ("#e11d48", "#581c87"),
        "scifi" => ("#0891b2", "#082f49"),
        "sport" => ("#16a34a", "#1e3a8a"),
        "thriller" => ("#475569", "#450a0a"),
        "war" => ("#57534e", "#1c1917"),
        "western" => ("#c2410c", "#451a03"),
        _ => ("#4f46e5", "#111827"),
    }
}

/// The whole SVG document for `title`, showing `genres` (the cards' genres, see
/// `present::recommendation`). Every piece of catalog text is XML-escaped.
pub fn render(title: &Title, genres: &[&str]) -> String {
    let (top, bottom) = palette(genres.first().copied());
    let name = title.display_name();
    let (lines, font_size) = layout(&name);
    let line_height = font_size * 6 / 5;
    let block = line_height * lines.len() as u32;
    let first_baseline = HEIGHT / 2 - block / 2 + font_size;

    let mut svg = String::with_capacity(1500);
    // `write!` into a String cannot fail; the results are ignored for that reason.
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}">"##,
        label = escape(&name)
    );
    let _ = write!(
        svg,
        r##"<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient></defs><rect width="{WIDTH}" height="{HEIGHT}" fill="url(#g)"/><rect x="16" y="16" width="{w}" height="{h}" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>"##,
        w = WIDTH - 32,
        h = HEIGHT - 32
    );
    let _ = write!(
        svg,
        r##"<text x="{cx}" y="{first_baseline}" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" font-size="{font_size}" font-weight="700" text-anchor="middle">"##,
        cx = WIDTH / 2
    );
    for (i, line) in lines.iter().enumerate() {
        let dy = if i == 0 { 0 } else { line_height };
        let _ = write!(
            svg,
            r#"<tspan x="{}" dy="{dy}">{}</tspan>"#,
            WIDTH / 2,
            escape(line)
        );
    }
    svg.push_str("</text>");
    let year = title.year_label();
    if !year.is_empty() {
        let _ = write!(
            svg,
            r##"<text x="{cx}" y="{y}" fill="#ffffff" fill-opacity="0.85" font-family="Helvetica, Arial, sans-serif" font-size="24" text-anchor="middle">{year}</text>"##,
            cx = WIDTH / 2,
            y = first_baseline + block + 20,
            year = escape(&year)
        );
    }
    let genres = genre_label(genres);
    if !genres.is_empty() {
        let _ = write!(
            svg,
            r##"<text x="{cx}" y="{y}" fill="#ffffff" fill-opacity="0.7" font-family="Helvetica, Arial, sans-serif" font-size="18" text-anchor="middle">{genres}</text>"##,
            cx = WIDTH / 2,
            y = HEIGHT - 48,
            genres = escape(&truncate(&genres, 36))
        );
    }
    svg.push_str("</svg>");
    svg
}

/// Wrapped lines and the font size that fits them.
fn layout(name: &str) -> (Vec<String>, u32) {
    for (font_size, width) in [(44, LINE_CHARS), (36, LINE_CHARS + 4), (30, LINE_CHARS + 8)] {
        let lines = wrap(name, width);
        if lines.len() <= MAX_LINES {
            return (lines, font_size);
        }
    }
    let mut lines = wrap(name, LINE_CHARS + 8);
    if lines.len() > MAX_LINES {
        lines.truncate(MAX_LINES);
        if let Some(last) = lines.last_mut() {
            *last = truncate(&format!("{last} …"), LINE_CHARS + 8);
        }
    }
    (lines, 30)
}

/// Greedy word wrap at `width` characters; a word longer than a line is cut into pieces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let chars: Vec<char> = word.chars().collect();
        for piece in chars.chunks(width) {
            let piece: String = piece.iter().collect();
            let needed =
                current.chars().count() + usize::from(!current.is_empty()) + piece.chars().count();
            if !current.is_empty() && needed > width {
                lines.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&piece);
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

fn truncate(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max_chars.saturating_sub(1)).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use catalog::Kind;

    fn title(name: &str) -> Title {
        Title::named("tm1".into(), name, Kind::Movie, Some(1995))
    }

    #[test]
    fn text_is_escaped_and_markup_cannot_escape_the_document() {
        let svg = render(
            &title("Tom & Jerry <script>alert(\"x\")</script>"),
            &["comedy"],
        );
        assert!(!svg.contains("<script>"));
        assert!(svg.contains("Tom &amp; Jerry"));
        // The name as pages show it: its parentheses as brackets (`catalog::display_name`).
        assert!(svg.contains("&lt;script&gt;alert[&quot;x&quot;]"));
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    }

    #[test]
    fn genre_picks_the_colours_and_year_is_shown() {
        let horror = render(&title("It"), &["horror"]);
        let comedy = render(&title("It"), &["comedy"]);
        assert!(horror.contains("#7f1d1d") && comedy.contains("#facc15"));
        assert!(horror.contains(">1995</text>") && horror.contains(">Horror</text>"));
    }

    #[test]
    fn long_titles_wrap_and_stay_bounded() {
        let lines = wrap("The Lord of the Rings: The Fellowship of the Ring", 14);
        assert!(
            lines.len() > 2 && lines.iter().all(|l| l.chars().count() <= 14),
            "{lines:?}"
        );
        let (lines, _) = layout(&"Supercalifragilistic ".repeat(30));
        assert!(lines.len() <= MAX_LINES);
        assert!(lines.last().unwrap().ends_with('…'));
        assert_eq!(escape("a\u{0}b"), "ab");
    }
}
