//! Text → word-piece ids, with the sentence-transformers limits rather than the shipped ones.

use std::path::Path;

use tokenizers::{Tokenizer, TruncationParams};

use crate::EmbedError;

/// Word pieces per text, [CLS] and [SEP] included. The model takes 256; past 128 a title's text
/// is the tail of a long synopsis (5.5% of the catalog's texts reach it), and the longest texts
/// cost the most per word piece, so the first run's embedding pass stops there.
pub const MAX_TOKENS: usize = 128;

/// Positions the model has embeddings for: no cut can be longer.
const MODEL_POSITIONS: usize = 512;

/// Bytes of input looked at per word piece kept. 256 word pieces of real text span a few KB at
/// most, so cutting a huge input (a 1 MB paste into the search box) first keeps the tokenizer from
/// walking all of it; only text averaging over 128 bytes per word piece (e.g. mostly whitespace)
/// is affected.
const BYTES_PER_TOKEN: usize = 128;

/// The model's tokenizer, configured to never pad and to truncate at [`MAX_TOKENS`].
pub struct TextTokenizer {
    inner: Tokenizer,
    max_tokens: usize,
}

impl TextTokenizer {
    pub fn load(path: &Path, max_tokens: usize) -> Result<Self, EmbedError> {
        let max_tokens = max_tokens.clamp(2, MODEL_POSITIONS);
        let mut inner = Tokenizer::from_file(path)
            .map_err(|e| EmbedError::Tokenizer(format!("{}: {e}", path.display())))?;
        // The shipped tokenizer.json pads every text to 128; batching pads per batch instead.
        inner.with_padding(None);
        inner
            .with_truncation(Some(TruncationParams {
                max_length: max_tokens,
                ..TruncationParams::default()
            }))
            .map_err(|e| EmbedError::Tokenizer(e.to_string()))?;
        Ok(Self { inner, max_tokens })
    }

    /// Token ids of `text` with [CLS]/[SEP], at most `max_tokens` long and never empty.
    pub fn ids(&self, text: &str) -> Result<Vec<u32>, EmbedError> {
        let text = truncate_at_char_boundary(text, self.max_tokens * BYTES_PER_TOKEN);
        let encoding = self
            .inner
            .encode_fast(text, true)
            .map_err(|e| EmbedError::Tokenizer(e.to_string()))?;
        Ok(encoding.get_ids().to_vec())
    }
}

/// The longest prefix of `text` of at most `max_bytes` bytes that ends on a char boundary.
fn truncate_at_char_boundary(text: &str, max_bytes: usize) -> &str {
    if text.len() <= max_bytes {
        return text;
    }
    let mut end = max_bytes;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::truncate_at_char_boundary;

    #[test]
    fn truncation_keeps_short_text_whole() {
        assert_eq!(truncate_at_char_boundary("café", 100), "café");
    }

    #[test]
    fn truncation_never_splits_a_multibyte_char() {
        // "é" is 2 bytes at offsets 3..5; a cut at 4 must step back to 3.
        assert_eq!(truncate_at_char_boundary("café au lait", 4), "caf");
        assert_eq!(truncate_at_char_boundary("🎬🎬", 5), "🎬");
    }
}
