#!/usr/bin/python3
"""Converts a ModelScope PALM 2.0 folder into a Kaimen model folder.

ModelScope's pytorch_model.bin is a pickled OrderedDict, which libtorch's unpickler cannot
read; this is the one place where Python is right. The output holds manifest.json, weights.safetensors
(a plain dict name -> tensor in PyTorch's zip format, which the C++ loader reads) and vocab.txt.

    /usr/bin/python3 tools/convert_palm_checkpoint.py PALM_DIR OUT_DIR [--fp16] [--bert-config FILE]

Key names are ModelScope's; `palm.` and `model.` prefixes are stripped, the older `bert.model.*`
and `generator.0.*` names are accepted, the `mask` and `pe` buffers and the unused BERT pooler are
dropped (the C++ side regenerates the buffers), and the tied generator weight is stored once.
"""
import argparse
import json
import os
import re
import shutil
import sys

import torch

import safetensors_io
from atomic_file import replaced_file

SPECIALS = {"pad": "[PAD]", "unk": "[UNK]", "bos": "[CLS]", "eos": "[SEP]", "separator": "|"}
PROMPTS = {"keyword_theme": "以关键词“{keyword}”写一副春联"}


def fail(message):
    print("convert_palm_checkpoint: " + message, file=sys.stderr)
    sys.exit(1)


def normalise_key(key):
    for prefix in ("module.", "palm.", "model."):
        while key.startswith(prefix):
            key = key[len(prefix):]
    key = key.replace("bert.model.", "bert.")
    key = re.sub(r"^generator\.0\.", "generator.dense.", key)
    return key


def dropped(key):
    return (key.endswith(".mask") or key.endswith(".pe") or key.startswith("bert.pooler.")
            or key.endswith("position_ids"))


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        fail("cannot read %s: %s" % (path, e))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source", help="ModelScope folder: pytorch_model.bin, config.json, vocab.txt")
    ap.add_argument("out", help="the Kaimen model folder to write")
    ap.add_argument("--bert-config", help="the encoder's BERT config.json (default: config.json if it has BERT keys)")
    ap.add_argument("--fp16", action="store_true", help="store the weights as FP16")
    ap.add_argument("--name", default=None)
    ap.add_argument("--separator", default="|",
                    help="the piece the checkpoint writes between 上联 and 下联 (default |)")
    args = ap.parse_args()

    weights_path = os.path.join(args.source, "pytorch_model.bin")
    if not os.path.exists(weights_path):
        fail("%s has no pytorch_model.bin" % args.source)
    config = read_json(os.path.join(args.source, "config.json"))
    bert = read_json(args.bert_config) if args.bert_config else config
    if "num_attention_heads" not in bert:
        fail("no BERT config found: pass --bert-config with the encoder's config.json")
    try:
        raw = torch.load(weights_path, map_location="cpu")
    except Exception as e:  # torch raises many types for corrupt files
        fail("cannot read %s: %s" % (weights_path, e))
    if "state_dict" in raw and isinstance(raw["state_dict"], dict):
        raw = raw["state_dict"]

    weights = {}
    for key, tensor in raw.items():
        name = normalise_key(key)
        if dropped(name):
            continue
        if name in weights:
            fail("two tensors map to the name %s" % name)
        weights[name] = tensor.detach().to(torch.float16 if args.fp16 else torch.float32).contiguous()
    tied = weights.pop("generator.dense.weight", None)
    if tied is not None and not torch.equal(tied, weights["decoder.embeddings.weight"]):
        fail("generator.dense.weight differs from decoder.embeddings.weight; Kaimen needs them tied")

    hidden = weights["bert.embeddings.word_embeddings.weight"].shape[1]
    enc_layers = len({k.split(".")[3] for k in weights if k.startswith("bert.encoder.layer.")})
    dec_layers = len({k.split(".")[2] for k in weights if k.startswith("decoder.transformer_layers.")})
    arch = {
        "vocab_size": weights["bert.embeddings.word_embeddings.weight"].shape[0],
        "hidden_size": hidden,
        "encoder_layers": enc_layers,
        "encoder_heads": bert["num_attention_heads"],
        "encoder_ffn": weights["bert.encoder.layer.0.intermediate.dense.weight"].shape[0],
        "max_positions": weights["bert.embeddings.position_embeddings.weight"].shape[0],
        "type_vocab_size": weights["bert.embeddings.token_type_embeddings.weight"].shape[0],
        "encoder_layer_norm_eps": bert.get("layer_norm_eps", 1e-12),
        "decoder_layers": dec_layers,
        "decoder_heads": config.get("dec_heads", 8),
        "decoder_ffn": weights["decoder.transformer_layers.0.feed_forward.w_1.weight"].shape[0],
        "decoder_max_positions": config.get("max_pos", 512),
        "decoder_layer_norm_eps": 1e-6,
        "dropout": 0.0,
    }
    os.makedirs(args.out, exist_ok=True)
    vocab = os.path.join(args.source, "vocab.txt")
    if not os.path.exists(vocab):
        fail("%s has no vocab.txt" % args.source)
    shutil.copyfile(vocab, os.path.join(args.out, "vocab.txt"))
    safetensors_io.save(weights, os.path.join(args.out, "weights.safetensors"))
    manifest = {
        "format": "kaimen-palm-1",
        "name": args.name or os.path.basename(os.path.normpath(args.source)),
        "architecture": arch,
        "weights": "weights.safetensors",
        "tokenizer": {"type": "bert-vocab", "file": "vocab.txt"},
        "special_tokens": dict(SPECIALS, separator=args.separator),
        "prompts": config.get("kaimen_prompts", PROMPTS),
        "max_source_tokens": min(128, arch["max_positions"]),
        "training": {"source": "converted from ModelScope " + os.path.abspath(args.source)},
    }
    with replaced_file(os.path.join(args.out, "manifest.json")) as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
    print("converted %d tensors (%s) into %s" % (len(weights), "fp16" if args.fp16 else "fp32", args.out))


if __name__ == "__main__":
    main()
