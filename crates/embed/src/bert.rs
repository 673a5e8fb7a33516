//! The BERT encoder, inference only, as all-MiniLM-L6-v2 needs it.
//!
//! Why not `candle-transformers`: that crate holds about 125 model families (83k lines) and was the
//! longest single compile of a first `make run`, on the critical path to the site coming up; this
//! file is the one encoder we use. It follows candle-transformers' `models/bert.rs` (MIT/Apache-2.0)
//! and Hugging Face's `modeling_bert.py`, with two changes for speed: the query, key and value
//! projections are one matrix product (one GEMM of 3×384 outputs instead of three), and no dropout
//! or training-only parts. The reference test (`tests/reference.rs`) checks the vectors against
//! sentence-transformers.

use candle_core::{DType, Module, Result, Tensor};
use candle_nn::{embedding, layer_norm, linear, Embedding, LayerNorm, Linear, VarBuilder};
use serde::Deserialize;

/// The fields of the model's `config.json` the encoder reads (the rest are training settings).
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Config {
    pub vocab_size: usize,
    pub hidden_size: usize,
    pub num_hidden_layers: usize,
    pub num_attention_heads: usize,
    pub intermediate_size: usize,
    pub hidden_act: HiddenAct,
    pub max_position_embeddings: usize,
    pub type_vocab_size: usize,
    pub layer_norm_eps: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HiddenAct {
    /// The exact (erf) GELU, as `transformers` computes "gelu".
    Gelu,
    /// The tanh approximation.
    GeluApproximate,
    Relu,
}

impl HiddenAct {
    /// Consumes `xs`: the exact GELU overwrites it (see [`crate::gelu`]).
    fn forward(self, xs: Tensor) -> Result<Tensor> {
        match self {
            HiddenAct::Gelu => crate::gelu::gelu_erf_in_place(xs),
            HiddenAct::GeluApproximate => xs.gelu(),
            HiddenAct::Relu => xs.relu(),
        }
    }
}

/// Word, position and token-type embeddings, summed and normalised.
struct Embeddings {
    words: Embedding,
    positions: Embedding,
    token_types: Embedding,
    norm: LayerNorm,
}

impl Embeddings {
    fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        Ok(Self {
            words: embedding(c.vocab_size, c.hidden_size, vb.pp("word_embeddings"))?,
            positions: embedding(
                c.max_position_embeddings,
                c.hidden_size,
                vb.pp("position_embeddings"),
            )?,
            token_types: embedding(
                c.type_vocab_size,
                c.hidden_size,
                vb.pp("token_type_embeddings"),
            )?,
            norm: layer_norm(c.hidden_size, c.layer_norm_eps, vb.pp("LayerNorm"))?,
        })
    }

    fn forward(&self, ids: &Tensor, token_types: &Tensor) -> Result<Tensor> {
        let (_, width) = ids.dims2()?;
        let positions = Tensor::arange(0u32, width as u32, ids.device())?;
        let xs = (self.words.forward(ids)? + self.token_types.forward(token_types)?)?
            .broadcast_add(&self.positions.forward(&positions)?)?;
        self.norm.forward(&xs)
    }
}

/// Multi-head self-attention with its output projection and residual norm.
struct Attention {
    /// Query, key and value stacked: [3 × hidden, hidden].
    qkv: Linear,
    output: Linear,
    norm: LayerNorm,
    heads: usize,
    head_size: usize,
}

impl Attention {
    fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        let h = c.hidden_size;
        let part = |name: &str| -> Result<(Tensor, Tensor)> {
            let vb = vb.pp("self").pp(name);
            let init = candle_nn::init::DEFAULT_KAIMING_NORMAL;
            Ok((
                vb.get_with_hints((h, h), "weight", init)?,
                vb.get_with_hints(h, "bias", candle_nn::Init::Const(0.0))?,
            ))
        };
        let (q, k, v) = (part("query")?, part("key")?, part("value")?);
        let weight = Tensor::cat(&[&q.0, &k.0, &v.0], 0)?;
        let bias = Tensor::cat(&[&q.1, &k.1, &v.1], 0)?;
        Ok(Self {
            qkv: Linear::new(weight, Some(bias)),
            output: linear(h, h, vb.pp("output").pp("dense"))?,
            norm: layer_norm(h, c.layer_norm_eps, vb.pp("output").pp("LayerNorm"))?,
            heads: c.num_attention_heads,
            head_size: h / c.num_attention_heads,
        })
    }

    /// `xs`: [batch, width, hidden]; `mask`: [batch, 1, 1, width], 0 for tokens, -inf-like for
    /// padding.
    fn forward(&self, xs: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let (batch, width, hidden) = xs.dims3()?;
        // [batch, width, 3, heads, head] → [3, batch, heads, width, head]
        let qkv = self
            .qkv
            .forward(xs)?
            .reshape((batch, width, 3, self.heads, self.head_size))?
            .permute((2, 0, 3, 1, 4))?
            .contiguous()?;
        let (q, k, v) = (qkv.get(0)?, qkv.get(1)?, qkv.get(2)?);
        let scale = 1.0 / (self.head_size as f64).sqrt();
        let scores = (q.matmul(&k.t()?)? * scale)?.broadcast_add(mask)?;
        let probs = candle_nn::ops::softmax_last_dim(&scores)?;
        let context = probs
            .matmul(&v)?
            .transpose(1, 2)?
            .contiguous()?
            .reshape((batch, width, hidden))?;
        self.norm.forward(&(self.output.forward(&context)? + xs)?)
    }
}

/// One transformer layer: attention, then the feed-forward block with its residual norm.
struct Layer {
    attention: Attention,
    intermediate: Linear,
    activation: HiddenAct,
    output: Linear,
    norm: LayerNorm,
}

impl Layer {
    fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        Ok(Self {
            attention: Attention::load(vb.pp("attention"), c)?,
            intermediate: linear(
                c.hidden_size,
                c.intermediate_size,
                vb.pp("intermediate").pp("dense"),
            )?,
            activation: c.hidden_act,
            output: linear(
                c.intermediate_size,
                c.hidden_size,
                vb.pp("output").pp("dense"),
            )?,
            norm: layer_norm(
                c.hidden_size,
                c.layer_norm_eps,
                vb.pp("output").pp("LayerNorm"),
            )?,
        })
    }

    fn forward(&self, xs: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let attended = self.attention.forward(xs, mask)?;
        let inner = self
            .activation
            .forward(self.intermediate.forward(&attended)?)?;
        self.norm
            .forward(&(self.output.forward(&inner)? + attended)?)
    }
}

pub struct BertModel {
    embeddings: Embeddings,
    layers: Vec<Layer>,
}

impl BertModel {
    /// Loads the weights, with or without the `bert.` prefix some checkpoints carry.
    pub fn load(vb: VarBuilder, c: &Config) -> Result<Self> {
        let vb = if vb.contains_tensor("bert.embeddings.word_embeddings.weight") {
            vb.pp("bert")
        } else {
            vb
        };
        let layers = (0..c.num_hidden_layers)
            .map(|i| Layer::load(vb.pp(format!("encoder.layer.{i}")), c))
            .collect::<Result<Vec<_>>>()?;
        Ok(Self {
            embeddings: Embeddings::load(vb.pp("embeddings"), c)?,
            layers,
        })
    }

    /// Token vectors [batch, width, hidden] of `ids` [batch, width]; `mask` [batch, width] is 1
    /// for real tokens and 0 for padding.
    pub fn forward(&self, ids: &Tensor, token_types: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let mut xs = self.embeddings.forward(ids, token_types)?;
        // Padding gets the lowest score before the soft-max, so it takes no attention.
        let mask = ((mask.to_dtype(DType::F32)?.ones_like()? - mask.to_dtype(DType::F32)?)?
            * f64::from(f32::MIN))?
        .unsqueeze(1)?
        .unsqueeze(1)?;
        for layer in &self.layers {
            xs = layer.forward(&xs, &mask)?;
        }
        Ok(xs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_reads_the_shipped_fields_and_ignores_the_rest() {
        let json = r#"{"vocab_size": 30522, "hidden_size": 384, "num_hidden_layers": 6,
            "num_attention_heads": 12, "intermediate_size": 1536, "hidden_act": "gelu",
            "max_position_embeddings": 512, "type_vocab_size": 2, "layer_norm_eps": 1e-12,
            "hidden_dropout_prob": 0.1, "model_type": "bert"}"#;
        let c: Config = serde_json::from_str(json).unwrap();
        assert_eq!((c.hidden_size, c.hidden_act), (384, HiddenAct::Gelu));
    }

    #[test]
    fn padding_does_not_change_a_text_vector() {
        // A tiny random model: the first sequence alone and padded next to a longer one must give
        // the same token vectors on its real tokens.
        let device = candle_core::Device::Cpu;
        let c = Config {
            vocab_size: 50,
            hidden_size: 8,
            num_hidden_layers: 2,
            num_attention_heads: 2,
            intermediate_size: 16,
            hidden_act: HiddenAct::Gelu,
            max_position_embeddings: 16,
            type_vocab_size: 2,
            layer_norm_eps: 1e-12,
        };
        let map = candle_nn::VarMap::new();
        let vb = VarBuilder::from_varmap(&map, DType::F32, &device);
        let model = BertModel::load(vb, &c).unwrap();
        let run = |ids: &[u32], mask: &[u32], rows: usize| {
            let width = ids.len() / rows;
            let ids = Tensor::from_slice(ids, (rows, width), &device).unwrap();
            let mask = Tensor::from_slice(mask, (rows, width), &device).unwrap();
            model
                .forward(&ids, &ids.zeros_like().unwrap(), &mask)
                .unwrap()
                .get(0)
                .unwrap()
                .narrow(0, 0, 3)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap()
        };
        let alone = run(&[1, 7, 2], &[1, 1, 1], 1);
        let padded = run(
            &[1, 7, 2, 0, 0, 1, 9, 9, 9, 2],
            &[1, 1, 1, 0, 0, 1, 1, 1, 1, 1],
            2,
        );
        for (a, b) in alone.iter().zip(&padded) {
            assert!((a - b).abs() < 1e-4, "{a} vs {b}");
        }
    }
}
