#!/usr/bin/python3
"""Packages a kaimen-train run as a shipped model folder (Debian's /usr/bin/python3).

    /usr/bin/python3 tools/package_model.py --run build/train-small --corpus build/corpus \
        --out assets/models/kaimen-couplet-small

Writes manifest.json (architecture from the run, prompts and special tokens from the corpus),
weights.safetensors in FP16 (name -> tensor, as the C++ loader reads it) and spm.model.
"""
import argparse
import json
import os
import shutil

import torch

import safetensors_io
from atomic_file import replaced_file


def key_values(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "=" in line:
                k, v = line.rstrip("\n").split("=", 1)
                out[k] = v
    return out


def int8_matrices(weights):
    """Every matrix as int8 with one float scale per row (NAME:scale), the rest as it is: the
    C++ loader dequantizes them (inference/core/Checkpoint.cpp). Half the bytes of FP16, so that
    a model of about 25M parameters fits the 28 MB a shipped model folder may take."""
    out = {}
    for name, tensor in weights.items():
        if tensor.dim() != 2:
            out[name] = tensor
            continue
        w = tensor.to(torch.float32)
        scale = (w.abs().amax(dim=1) / 127.0).clamp_min(1e-8)
        out[name] = (w / scale.unsqueeze(1)).round().clamp(-127, 127).to(torch.int8).contiguous()
        out[name + ":scale"] = scale.contiguous()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", required=True, help="kaimen-train's --out folder")
    ap.add_argument("--corpus", required=True, help="prepare_corpus.py's --out folder")
    ap.add_argument("--out", required=True)
    ap.add_argument("--name", default="kaimen-couplet-small")
    ap.add_argument("--weights", default="best", help="best or checkpoint")
    ap.add_argument("--int8", action="store_true", help="store the matrices as int8 with a scale per row "
                                                        "(half the size of FP16; read the couplets before shipping)")
    ap.add_argument("--started-from", help="what the run's --init weights were (a run continued on a new corpus), "
                                           "written into the manifest beside its own steps")
    ap.add_argument("--line-model", help="the reranker's line model (tools/line_model.py) to ship beside the weights")
    args = ap.parse_args()

    arch = {k: (float(v) if k == "dropout" else int(v)) for k, v in key_values(os.path.join(args.run, "architecture.txt")).items()}
    state = key_values(os.path.join(args.run, "checkpoint", "state.txt"))
    with open(os.path.join(args.corpus, "meta.json"), encoding="utf-8") as f:
        meta = json.load(f)
    run_weights = os.path.join(args.run, args.weights, "weights.safetensors")
    if not os.path.exists(run_weights):  # a run begun before issue 22
        run_weights = os.path.join(args.run, args.weights, "weights.pt")
    weights = safetensors_io.load_weights(run_weights)
    weights = {k: v.to(torch.float16).contiguous() for k, v in weights.items()}
    if args.int8:
        weights = int8_matrices(weights)
    os.makedirs(args.out, exist_ok=True)
    safetensors_io.save(weights, os.path.join(args.out, "weights.safetensors"))
    shutil.copyfile(os.path.join(args.corpus, meta["tokenizer"]), os.path.join(args.out, "spm.model"))
    shutil.copyfile(os.path.join(args.corpus, "blocked_words.txt"), os.path.join(args.out, "blocked_words.txt"))
    if args.line_model:
        shutil.copyfile(args.line_model, os.path.join(args.out, "line_model.txt"))
    manifest = {
        "format": "kaimen-palm-1",
        "name": args.name,
        "architecture": dict(arch, encoder_layer_norm_eps=1e-12, decoder_layer_norm_eps=1e-6, type_vocab_size=2),
        "weights": "weights.safetensors",
        "weights_dtype": "int8" if args.int8 else "float16",
        "tokenizer": {"type": "sentencepiece", "file": "spm.model"},
        "special_tokens": meta["special_tokens"],
        "prompts": meta["prompts"],
        "output": {"couplet": "{upper}" + meta["special_tokens"]["separator"] + "{lower}", "duilian": "{lower}",
                   "hengpi": "{horizontal}"},
        "max_source_tokens": 64,
        "blocked_words": "blocked_words.txt",
        **({"line_model": "line_model.txt"} if args.line_model else {}),
        "training": {
            "steps": state.get("step"), "best_dev_loss": state.get("best_dev_loss"),
            "train_examples": meta["train_examples"], "dev_examples": meta["dev_examples"],
            "tasks": meta["tasks"], "vocab_min_count": meta["min_count"], "seed": meta["seed"],
            **({"started_from": args.started_from} if args.started_from else {}),
            "optimizer": "AdamW (0.9, 0.98), weight decay 0.01, warm-up then inverse square root, label smoothing 0.1, "
                         "dropout %.2f, gradient clipping 1.0" % arch["dropout"],
        },
    }
    with replaced_file(os.path.join(args.out, "manifest.json")) as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.write("\n")
    size = os.path.getsize(os.path.join(args.out, "weights.safetensors"))
    print("packaged %s: %d tensors, %.1f MB of %s weights, step %s"
          % (args.out, len(weights), size / 1e6, "INT8" if args.int8 else "FP16", state.get("step")))


if __name__ == "__main__":
    main()
