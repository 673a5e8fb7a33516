//! Escaping text into markup, one rule for every document the server writes by hand: the SVG
//! posters, the SPA's missing-build page and the HTML part of mails.

/// XML and HTML text and attribute escaping; control characters (invalid in XML 1.0) are dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_characters_are_escaped_and_control_characters_dropped() {
        assert_eq!(
            escape("Tom & Jerry <\"It's\">"),
            "Tom &amp; Jerry &lt;&quot;It&apos;s&quot;&gt;"
        );
        assert_eq!(escape("a\u{0}b"), "ab");
    }
}
