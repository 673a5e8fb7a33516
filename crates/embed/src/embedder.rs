//! all-MiniLM-L6-v2 on the CPU with candle: load once, embed texts into unit vectors.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;

use crate::batching::plan_batches;
use crate::bert::{BertModel, Config};
use crate::pooling::{l2_normalize, masked_mean};
use crate::process::concurrent_passes;
use crate::tokenize::{TextTokenizer, MAX_TOKENS};
use crate::{EmbedError, DIM};

const WEIGHTS_FILE: &str = "model.safetensors";
const CONFIG_FILE: &str = "config.json";
const TOKENIZER_FILE: &str = "tokenizer.json";

/// Sentence embedder. Immutable after loading, so one instance can serve many threads.
pub struct Embedder {
    model: BertModel,
    tokenizer: TextTokenizer,
    device: Device,
    /// Model passes run at once by [`Embedder::embed_all_with_progress`].
    passes: usize,
}

impl Embedder {
    /// Loads the model from a folder holding `model.safetensors`, `config.json` and
    /// `tokenizer.json` (what `scripts/fetch-model.sh` unpacks).
    pub fn load(model_dir: &Path) -> Result<Self, EmbedError> {
        Self::load_with_max_tokens(model_dir, MAX_TOKENS)
    }

    /// As [`Embedder::load`], cutting every text at `max_tokens` word pieces instead of
    /// [`MAX_TOKENS`] (the reference test compares with sentence-transformers' cut, 256).
    pub fn load_with_max_tokens(model_dir: &Path, max_tokens: usize) -> Result<Self, EmbedError> {
        let weights_path = model_dir.join(WEIGHTS_FILE);
        if !weights_path.is_file() {
            return Err(EmbedError::ModelNotFound(model_dir.to_path_buf()));
        }
        let config = read_config(&model_dir.join(CONFIG_FILE))?;
        if config.hidden_size != DIM {
            return Err(EmbedError::UnsupportedModel(format!(
                "hidden size {} (expected {DIM})",
                config.hidden_size
            )));
        }
        let tokenizer = TextTokenizer::load(&model_dir.join(TOKENIZER_FILE), max_tokens)?;

        let device = Device::Cpu;
        // SAFETY: the file is memory-mapped read-only; it must not be modified while the
        // embedder is alive, which holds for a model folder that only the setup script writes.
        let weights =
            unsafe { VarBuilder::from_mmaped_safetensors(&[&weights_path], DType::F32, &device)? };
        let model = BertModel::load(weights, &config)?;
        Ok(Self {
            model,
            tokenizer,
            device,
            passes: concurrent_passes(),
        })
    }

    /// The same embedder running `passes` model passes at once over a batch of texts (at least
    /// one; by default one per core when the process was prepared, see [`crate::prepare_process`]).
    pub fn with_concurrent_passes(mut self, passes: usize) -> Self {
        self.passes = passes.max(1);
        self
    }

    /// The unit-length embedding of one text. Empty text is fine; long text is truncated
    /// to [`MAX_TOKENS`] word pieces.
    pub fn embed(&self, text: &str) -> Result<Vec<f32>, EmbedError> {
        let ids = self.tokenizer.ids(text)?;
        let mut vectors = self.run_batch(&[ids])?;
        vectors
            .pop()
            .ok_or_else(|| EmbedError::UnsupportedModel("model returned no vector".into()))
    }

    /// Word-piece ids of `text` as the model would see it (for measuring text lengths).
    pub fn token_ids(&self, text: &str) -> Result<Vec<u32>, EmbedError> {
        self.tokenizer.ids(text)
    }

    /// Embeddings of many texts, in the order given.
    pub fn embed_batch<S: AsRef<str>>(&self, texts: &[S]) -> Result<Vec<Vec<f32>>, EmbedError> {
        self.embed_all_with_progress(texts, |_, _| {})
    }

    /// Like [`Embedder::embed_batch`], calling `progress(done, total)` after each model batch
    /// (and once with `done == 0` before the first), for long catalog builds.
    pub fn embed_all_with_progress<S, F>(
        &self,
        texts: &[S],
        mut progress: F,
    ) -> Result<Vec<Vec<f32>>, EmbedError>
    where
        S: AsRef<str>,
        F: FnMut(usize, usize),
    {
        let total = texts.len();
        let token_ids = texts
            .iter()
            .map(|text| self.tokenizer.ids(text.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        let lengths: Vec<usize> = token_ids.iter().map(Vec::len).collect();

        let mut vectors: Vec<Vec<f32>> = vec![Vec::new(); total];
        let mut done = 0;
        progress(done, total);
        let batches = plan_batches(&lengths);
        let passes = self.passes.min(batches.len()).max(1);
        // Worker threads take the next batch as they finish one and send its vectors here, where
        // they are put in place and counted (progress need not be Send). On an error the loop
        // returns, the receiver is dropped, and the workers stop at their next send.
        let next = AtomicUsize::new(0);
        let (sender, receiver) = mpsc::channel();
        std::thread::scope(|scope| {
            for _ in 0..passes {
                let sender = sender.clone();
                let (next, batches, token_ids) = (&next, &batches, &token_ids);
                scope.spawn(move || {
                    while let Some(batch) = batches.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let ids: Vec<Vec<u32>> =
                            batch.iter().map(|&i| token_ids[i].clone()).collect();
                        if sender.send((batch, self.run_batch(&ids))).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(sender);
            for (batch, result) in receiver {
                for (index, vector) in batch.iter().zip(result?) {
                    vectors[*index] = vector;
                }
                done += batch.len();
                progress(done, total);
            }
            Ok(vectors)
        })
    }

    /// One forward pass over token sequences padded to the longest one.
    fn run_batch(&self, sequences: &[Vec<u32>]) -> Result<Vec<Vec<f32>>, EmbedError> {
        let batch = sequences.len();
        let width = sequences.iter().map(Vec::len).max().unwrap_or(0);
        let mut ids = Vec::with_capacity(batch * width);
        let mut mask = Vec::with_capacity(batch * width);
        for sequence in sequences {
            let padding = width - sequence.len();
            ids.extend_from_slice(sequence);
            ids.extend(std::iter::repeat_n(0u32, padding));
            mask.extend(std::iter::repeat_n(1u32, sequence.len()));
            mask.extend(std::iter::repeat_n(0u32, padding));
        }
        let ids = Tensor::from_vec(ids, (batch, width), &self.device)?;
        let mask = Tensor::from_vec(mask, (batch, width), &self.device)?;
        let token_types = ids.zeros_like()?;

        let hidden = self.model.forward(&ids, &token_types, &mask)?;
        let pooled = masked_mean(&hidden, &mask)?.to_vec2::<f32>()?;
        Ok(pooled
            .into_iter()
            .map(|mut vector| {
                l2_normalize(&mut vector);
                vector
            })
            .collect())
    }
}

fn read_config(path: &Path) -> Result<Config, EmbedError> {
    let text = std::fs::read_to_string(path).map_err(|source| EmbedError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|source| EmbedError::Config {
        path: path.to_path_buf(),
        source,
    })
}

// The server shares one embedder across request handlers.
const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Embedder>();
};
