//! Embedding cache keyed by a hash of (model id, text), persisted to one binary file so a
//! catalog rebuild only embeds the texts that changed.
//!
//! File layout (little endian): magic `BINGEMB\0`, format version u32, dimension u32,
//! model id (u32 length + UTF-8), entry count u64, then per entry a 16-byte key and `DIM`
//! f32 values. A file whose header doesn't match this build (other model, dimension or
//! format) is stale and ignored, never misread.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::{EmbedError, Embedder, DIM, MODEL_ID};

const MAGIC: &[u8; 8] = b"BINGEMB\0";
const FORMAT_VERSION: u32 = 1;
/// Longest model id accepted when reading, so a corrupt length can't ask for gigabytes.
const MAX_MODEL_ID_LEN: u32 = 4096;

type Key = [u8; 16];

/// Text → embedding, for one model.
#[derive(Debug, Clone)]
pub struct EmbeddingCache {
    model_id: String,
    entries: HashMap<Key, Vec<f32>>,
}

impl Default for EmbeddingCache {
    fn default() -> Self {
        Self::for_model(MODEL_ID)
    }
}

impl EmbeddingCache {
    /// An empty cache for vectors of the model named `model_id`.
    pub fn for_model(model_id: &str) -> Self {
        Self {
            model_id: model_id.to_owned(),
            entries: HashMap::new(),
        }
    }

    /// The cache saved at `path`, or an empty one when the file is missing, stale or
    /// unreadable: the cache only saves time, so any doubt means "embed again".
    pub fn load_or_default(path: &Path) -> Self {
        Self::load(path).unwrap_or_default()
    }

    /// The cache saved at `path` for this crate's model, or why it can't be used.
    pub fn load(path: &Path) -> Result<Self, EmbedError> {
        Self::load_for_model(path, MODEL_ID)
    }

    /// The cache saved at `path`, rejected as stale unless it was made by `model_id`.
    pub fn load_for_model(path: &Path, model_id: &str) -> Result<Self, EmbedError> {
        let file = File::open(path).map_err(|source| io_error(path, source))?;
        let mut reader = BufReader::new(file);
        let stale = |reason: String| EmbedError::StaleCache {
            path: path.to_path_buf(),
            reason,
        };
        // A file cut short anywhere reads as stale rather than as an I/O failure.
        let read = |reader: &mut BufReader<File>, buf: &mut [u8]| {
            reader
                .read_exact(buf)
                .map_err(|e| stale(format!("truncated file ({e})")))
        };

        let mut magic = [0u8; 8];
        read(&mut reader, &mut magic)?;
        if &magic != MAGIC {
            return Err(stale("wrong magic bytes".into()));
        }
        let version = read_u32(&mut reader, &read)?;
        if version != FORMAT_VERSION {
            return Err(stale(format!(
                "format version {version}, expected {FORMAT_VERSION}"
            )));
        }
        let dim = read_u32(&mut reader, &read)?;
        if dim as usize != DIM {
            return Err(stale(format!("dimension {dim}, expected {DIM}")));
        }
        let id_len = read_u32(&mut reader, &read)?;
        if id_len > MAX_MODEL_ID_LEN {
            return Err(stale(format!("model id length {id_len}")));
        }
        let mut id = vec![0u8; id_len as usize];
        read(&mut reader, &mut id)?;
        if id != model_id.as_bytes() {
            return Err(stale(format!(
                "made by model {:?}, expected {model_id:?}",
                String::from_utf8_lossy(&id)
            )));
        }
        let mut count_bytes = [0u8; 8];
        read(&mut reader, &mut count_bytes)?;
        let count = u64::from_le_bytes(count_bytes);

        let mut entries = HashMap::new();
        let mut key = [0u8; 16];
        let mut values = vec![0u8; DIM * 4];
        for _ in 0..count {
            read(&mut reader, &mut key)?;
            read(&mut reader, &mut values)?;
            let vector = values
                .chunks_exact(4)
                .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect();
            entries.insert(key, vector);
        }
        let mut rest = [0u8; 1];
        if reader.read(&mut rest).map_err(|e| io_error(path, e))? != 0 {
            return Err(stale("trailing bytes after the last entry".into()));
        }
        Ok(Self {
            model_id: model_id.to_owned(),
            entries,
        })
    }

    /// Writes the cache to `path` atomically: readers see the old file or the new one, never
    /// a half-written one (temporary file in the same folder, fsync, rename).
    pub fn save(&self, path: &Path) -> Result<(), EmbedError> {
        let dir = path.parent().filter(|p| !p.as_os_str().is_empty());
        if let Some(dir) = dir {
            std::fs::create_dir_all(dir).map_err(|e| io_error(dir, e))?;
        }
        let file_name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let temp_name = format!(
            ".{}.tmp.{}",
            file_name.unwrap_or_else(|| "embeddings".into()),
            std::process::id()
        );
        let temp_path = dir.map_or_else(|| PathBuf::from(&temp_name), |d| d.join(&temp_name));

        let result = self
            .write_to(&temp_path)
            .and_then(|()| std::fs::rename(&temp_path, path).map_err(|e| io_error(path, e)));
        if result.is_err() {
            // Best effort: a leftover temporary file is harmless but untidy.
            let _ = std::fs::remove_file(&temp_path);
        }
        result
    }

    fn write_to(&self, path: &Path) -> Result<(), EmbedError> {
        let file = File::create(path).map_err(|e| io_error(path, e))?;
        let mut writer = BufWriter::new(file);
        let mut header = Vec::with_capacity(32 + self.model_id.len());
        header.extend_from_slice(MAGIC);
        header.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        header.extend_from_slice(&(DIM as u32).to_le_bytes());
        header.extend_from_slice(&(self.model_id.len() as u32).to_le_bytes());
        header.extend_from_slice(self.model_id.as_bytes());
        header.extend_from_slice(&(self.entries.len() as u64).to_le_bytes());
        writer.write_all(&header).map_err(|e| io_error(path, e))?;

        // Sorted keys make the file a function of the contents (reproducible builds).
        let mut keys: Vec<&Key> = self.entries.keys().collect();
        keys.sort_unstable();
        let mut record = Vec::with_capacity(16 + DIM * 4);
        for key in keys {
            record.clear();
            record.extend_from_slice(key);
            for value in &self.entries[key] {
                record.extend_from_slice(&value.to_le_bytes());
            }
            writer.write_all(&record).map_err(|e| io_error(path, e))?;
        }
        let file = writer
            .into_inner()
            .map_err(|e| io_error(path, e.into_error()))?;
        file.sync_all().map_err(|e| io_error(path, e))
    }

    pub fn get(&self, text: &str) -> Option<&[f32]> {
        self.entries.get(&self.key(text)).map(Vec::as_slice)
    }

    /// Stores `vector` for `text`. Vectors of the wrong length are refused (returns false),
    /// since they could not have come from this model.
    pub fn insert(&mut self, text: &str, vector: Vec<f32>) -> bool {
        if vector.len() != DIM {
            return false;
        }
        self.entries.insert(self.key(text), vector);
        true
    }

    /// Drops every entry whose text is not in `texts`, so a cache file doesn't grow with
    /// descriptions that no longer exist.
    pub fn retain_texts<S: AsRef<str>>(&mut self, texts: &[S]) {
        let keep: std::collections::HashSet<Key> =
            texts.iter().map(|t| self.key(t.as_ref())).collect();
        self.entries.retain(|key, _| keep.contains(key));
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn model_id(&self) -> &str {
        &self.model_id
    }

    /// First 128 bits of SHA-256(model id, NUL, text): stable across runs and platforms.
    fn key(&self, text: &str) -> Key {
        let digest = Sha256::new()
            .chain_update(self.model_id.as_bytes())
            .chain_update([0u8])
            .chain_update(text.as_bytes())
            .finalize();
        let mut key = [0u8; 16];
        key.copy_from_slice(&digest[..16]);
        key
    }
}

/// Embeddings of `texts` in order, taking cached ones from `cache` and embedding (then
/// caching) only the rest. `progress(done, total)` counts cached texts as done from the start.
pub fn embed_with_cache<S, F>(
    embedder: &Embedder,
    cache: &mut EmbeddingCache,
    texts: &[S],
    mut progress: F,
) -> Result<Vec<Vec<f32>>, EmbedError>
where
    S: AsRef<str>,
    F: FnMut(usize, usize),
{
    let total = texts.len();
    let missing: Vec<&str> = texts
        .iter()
        .map(AsRef::as_ref)
        .filter(|text| cache.get(text).is_none())
        .collect();
    // Duplicates among the missing texts are embedded once.
    let mut unique_missing = missing.clone();
    unique_missing.sort_unstable();
    unique_missing.dedup();
    let already_done = total - missing.len();

    let fresh = embedder.embed_all_with_progress(&unique_missing, |done, _| {
        progress(already_done + done.min(missing.len()), total)
    })?;
    for (text, vector) in unique_missing.iter().zip(fresh) {
        cache.insert(text, vector);
    }
    progress(total, total);

    texts
        .iter()
        .map(|text| {
            cache
                .get(text.as_ref())
                .map(<[f32]>::to_vec)
                .ok_or_else(|| {
                    EmbedError::UnsupportedModel(
                        "embedder returned a vector of the wrong size".into(),
                    )
                })
        })
        .collect()
}

fn read_u32<F>(reader: &mut BufReader<File>, read: &F) -> Result<u32, EmbedError>
where
    F: Fn(&mut BufReader<File>, &mut [u8]) -> Result<(), EmbedError>,
{
    let mut bytes = [0u8; 4];
    read(reader, &mut bytes)?;
    Ok(u32::from_le_bytes(bytes))
}

fn io_error(path: &Path, source: std::io::Error) -> EmbedError {
    EmbedError::Io {
        path: path.to_path_buf(),
        source,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder per test, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> Self {
            let dir =
                std::env::temp_dir().join(format!("embed-cache-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Self(dir)
        }
        fn file(&self) -> PathBuf {
            self.0.join("embeddings.bin")
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn vector(seed: f32) -> Vec<f32> {
        (0..DIM).map(|i| seed + i as f32 * 0.001).collect()
    }

    #[test]
    fn round_trip_keeps_every_entry() {
        let dir = TempDir::new("round-trip");
        let mut cache = EmbeddingCache::default();
        assert!(cache.insert("Breaking Bad", vector(1.0)));
        assert!(cache.insert("", vector(-2.5)));
        assert!(cache.insert("Amélie 🎬", vector(f32::MIN_POSITIVE)));
        cache.save(&dir.file()).unwrap();

        let loaded = EmbeddingCache::load(&dir.file()).unwrap();
        assert_eq!(loaded.len(), 3);
        assert_eq!(loaded.get("Breaking Bad"), Some(vector(1.0).as_slice()));
        assert_eq!(loaded.get(""), Some(vector(-2.5).as_slice()));
        assert_eq!(
            loaded.get("Amélie 🎬"),
            Some(vector(f32::MIN_POSITIVE).as_slice())
        );
        assert_eq!(loaded.get("breaking bad"), None, "keys are exact text");
    }

    #[test]
    fn saving_twice_gives_identical_files() {
        let dir = TempDir::new("reproducible");
        let mut cache = EmbeddingCache::default();
        for i in 0..20 {
            cache.insert(&format!("title {i}"), vector(i as f32));
        }
        cache.save(&dir.file()).unwrap();
        let first = std::fs::read(dir.file()).unwrap();
        EmbeddingCache::load(&dir.file())
            .unwrap()
            .save(&dir.file())
            .unwrap();
        assert_eq!(std::fs::read(dir.file()).unwrap(), first);
    }

    #[test]
    fn save_replaces_the_file_and_leaves_no_temporary_file() {
        let dir = TempDir::new("atomic");
        let mut cache = EmbeddingCache::default();
        cache.insert("old", vector(0.0));
        cache.save(&dir.file()).unwrap();
        cache.insert("new", vector(1.0));
        cache.save(&dir.file()).unwrap();
        assert_eq!(EmbeddingCache::load(&dir.file()).unwrap().len(), 2);
        let names: Vec<_> = std::fs::read_dir(&dir.0)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("embeddings.bin")]);
    }

    #[test]
    fn cache_of_another_model_is_stale() {
        let dir = TempDir::new("other-model");
        let mut old = EmbeddingCache::for_model("some-older-model");
        old.insert("Breaking Bad", vector(1.0));
        old.save(&dir.file()).unwrap();

        let error = EmbeddingCache::load(&dir.file()).unwrap_err();
        assert!(matches!(error, EmbedError::StaleCache { .. }), "{error}");
        assert!(error.to_string().contains("some-older-model"), "{error}");
        assert!(EmbeddingCache::load_or_default(&dir.file()).is_empty());
    }

    #[test]
    fn wrong_magic_or_version_is_stale() {
        let dir = TempDir::new("header");
        let mut cache = EmbeddingCache::default();
        cache.insert("x", vector(0.5));
        cache.save(&dir.file()).unwrap();
        let good = std::fs::read(dir.file()).unwrap();

        let mut bad_magic = good.clone();
        bad_magic[0] = b'X';
        std::fs::write(dir.file(), &bad_magic).unwrap();
        assert!(matches!(
            EmbeddingCache::load(&dir.file()),
            Err(EmbedError::StaleCache { .. })
        ));

        let mut bad_version = good.clone();
        bad_version[8..12].copy_from_slice(&99u32.to_le_bytes());
        std::fs::write(dir.file(), &bad_version).unwrap();
        let error = EmbeddingCache::load(&dir.file()).unwrap_err();
        assert!(error.to_string().contains("format version 99"), "{error}");

        let mut bad_dim = good;
        bad_dim[12..16].copy_from_slice(&768u32.to_le_bytes());
        std::fs::write(dir.file(), &bad_dim).unwrap();
        let error = EmbeddingCache::load(&dir.file()).unwrap_err();
        assert!(error.to_string().contains("dimension 768"), "{error}");
    }

    #[test]
    fn truncated_or_padded_file_is_stale_not_a_panic() {
        let dir = TempDir::new("truncated");
        let mut cache = EmbeddingCache::default();
        cache.insert("a", vector(0.1));
        cache.insert("b", vector(0.2));
        cache.save(&dir.file()).unwrap();
        let good = std::fs::read(dir.file()).unwrap();

        for cut in [0, 5, 20, good.len() - 1] {
            std::fs::write(dir.file(), &good[..cut]).unwrap();
            let result = EmbeddingCache::load(&dir.file());
            assert!(
                matches!(result, Err(EmbedError::StaleCache { .. })),
                "cut at {cut}"
            );
        }
        let mut padded = good;
        padded.push(0);
        std::fs::write(dir.file(), &padded).unwrap();
        assert!(matches!(
            EmbeddingCache::load(&dir.file()),
            Err(EmbedError::StaleCache { .. })
        ));
    }

    #[test]
    fn missing_file_loads_as_empty_cache() {
        let dir = TempDir::new("missing");
        assert!(matches!(
            EmbeddingCache::load(&dir.file()),
            Err(EmbedError::Io { .. })
        ));
        assert!(EmbeddingCache::load_or_default(&dir.file()).is_empty());
    }

    #[test]
    fn vectors_of_the_wrong_size_are_refused() {
        let mut cache = EmbeddingCache::default();
        assert!(!cache.insert("short", vec![1.0; 3]));
        assert!(cache.get("short").is_none());
    }

    #[test]
    fn same_text_under_another_model_is_a_different_key() {
        let mut ours = EmbeddingCache::default();
        ours.insert("Dark", vector(1.0));
        let theirs = EmbeddingCache::for_model("other");
        assert_ne!(ours.key("Dark"), theirs.key("Dark"));
    }

    #[test]
    fn retain_texts_drops_vanished_descriptions() {
        let mut cache = EmbeddingCache::default();
        cache.insert("kept", vector(1.0));
        cache.insert("gone", vector(2.0));
        cache.retain_texts(&["kept", "never cached"]);
        assert_eq!(cache.len(), 1);
        assert!(cache.get("kept").is_some());
        assert!(cache.get("gone").is_none());
    }
}
