#!/usr/bin/python3
"""Grows a trained PALM into a larger one that starts out computing exactly what it did, so a
larger model warm-starts from the shipped one where the shapes allow (issue 18, item 2).

Two growths keep the function, and the result is checked to keep it:
- a wider feed-forward (--ffn): the new inner units get fresh input rows (normal 0.02, as
  kaimen-train initialises) and zero output columns, so they add nothing until they learn;
- a deeper decoder (--decoder-layers, a multiple of the old count): after each trained layer
  comes a copy of it whose three output projections (self- and cross-attention's final linear,
  the feed-forward's w_2) are zero. The decoder is pre-LayerNorm with residuals, so such a
  layer passes its input through; gradients reach its zero projections at once.
The encoder keeps its depth: BERT's layers are post-LayerNorm, where no layer is an identity.
The d_model stays: every matrix would change.

Reads FP32, FP16 or the INT8 weights package_model.py --int8 writes; writes FP32 for
`kaimen-train --init`, with the shape flags to pass it printed.

    /usr/bin/python3 tools/grow_model.py --weights assets/models/kaimen-couplet-small/weights.safetensors \
        --decoder-layers 6 --ffn 2048 --out build/grown/weights.safetensors
"""
import argparse
import os
import re
import sys

import torch

import safetensors_io

DECODER_LAYER = re.compile(r"^decoder\.transformer_layers\.(\d+)\.(.*)$")
ENCODER_LAYER = re.compile(r"^bert\.encoder\.layer\.(\d+)\.(.*)$")
# A decoder layer's projections onto the residual stream: zero, and the layer is an identity.
RESIDUAL_OUTPUTS = ("self_attn.final_linear.", "context_attn.final_linear.", "feed_forward.w_2.")


def dequantized(raw):
    """Every tensor as FP32; an int8 matrix times its NAME:scale rows."""
    out = {}
    for name, tensor in raw.items():
        if name.endswith(":scale"):
            continue
        if tensor.dtype == torch.int8:
            scale = raw.get(name + ":scale")
            if scale is None:
                raise SystemExit("%s is int8 without %s:scale" % (name, name))
            out[name] = tensor.float() * scale.float().unsqueeze(1)
        else:
            out[name] = tensor.float()
    return out


def widen_ffn(weights, inner_name, outer_name, ffn, generator):
    inner, bias, outer = weights[inner_name + ".weight"], weights[inner_name + ".bias"], weights[outer_name + ".weight"]
    old = inner.shape[0]
    if ffn < old:
        raise SystemExit("--ffn %d is narrower than the trained %d" % (ffn, old))
    extra = ffn - old
    weights[inner_name + ".weight"] = torch.cat([inner, torch.randn((extra, inner.shape[1]), generator=generator) * 0.02])
    weights[inner_name + ".bias"] = torch.cat([bias, torch.zeros(extra)])
    weights[outer_name + ".weight"] = torch.cat([outer, torch.zeros((outer.shape[0], extra))], dim=1)


def layer_count(weights, pattern):
    return 1 + max(int(m.group(1)) for m in map(pattern.match, weights) if m)


def grow(weights, decoder_layers, ffn, generator):
    old_layers = layer_count(weights, DECODER_LAYER)
    if decoder_layers % old_layers:
        raise SystemExit("--decoder-layers %d is not a multiple of the trained %d" % (decoder_layers, old_layers))
    for i in range(layer_count(weights, ENCODER_LAYER)):
        p = "bert.encoder.layer.%d." % i
        widen_ffn(weights, p + "intermediate.dense", p + "output.dense", ffn, generator)
    for i in range(old_layers):
        p = "decoder.transformer_layers.%d." % i
        widen_ffn(weights, p + "feed_forward.w_1", p + "feed_forward.w_2", ffn, generator)

    copies = decoder_layers // old_layers
    out = {}
    for name, tensor in weights.items():
        m = DECODER_LAYER.match(name)
        if not m:
            out[name] = tensor
            continue
        old_index, rest = int(m.group(1)), m.group(2)
        for copy in range(copies):
            grown = tensor.clone()
            if copy > 0 and rest.startswith(RESIDUAL_OUTPUTS):
                grown.zero_()
            out["decoder.transformer_layers.%d.%s" % (old_index * copies + copy, rest)] = grown
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", required=True)
    ap.add_argument("--decoder-layers", type=int, required=True)
    ap.add_argument("--ffn", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=18)
    args = ap.parse_args()

    weights = dequantized(safetensors_io.load_weights(args.weights))
    generator = torch.Generator().manual_seed(args.seed)
    grown = grow(weights, args.decoder_layers, args.ffn, generator)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    safetensors_io.save(grown, args.out)
    hidden = grown["decoder.embeddings.weight"].shape[1]
    print("%.2fM -> %.2fM parameters; train it with --hidden %d --encoder-layers %d --decoder-layers %d --ffn %d"
          % (sum(t.numel() for t in weights.values()) / 1e6, sum(t.numel() for t in grown.values()) / 1e6,
             hidden, layer_count(grown, ENCODER_LAYER), args.decoder_layers, args.ffn))


if __name__ == "__main__":
    sys.exit(main())
