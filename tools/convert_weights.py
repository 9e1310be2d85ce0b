#!/usr/bin/env python3
"""Converts a Kaimen model folder from weights.pt (PyTorch's pickle archive) to
weights.safetensors, once (issue 22: the kiosk no longer unpickles anything).

    /usr/bin/python3 tools/convert_weights.py MODEL_DIR [--remove-old]

Reads the folder's manifest.json and its weights file with torch.load(weights_only=True) (no code
runs), writes weights.safetensors beside it and then the manifest naming it, each atomically, and
checks that the written file reads back tensor for tensor. weights.pt stays unless --remove-old.
A ModelScope checkpoint is converted by tools/convert_palm_checkpoint.py instead.
"""
import argparse
import json
import os
import sys

import torch

import safetensors_io
from atomic_file import replaced_file


def fail(message):
    print("convert_weights: " + message, file=sys.stderr)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model_dir")
    ap.add_argument("--remove-old", action="store_true", help="delete the pickle file once converted")
    args = ap.parse_args()

    manifest_path = os.path.join(args.model_dir, "manifest.json")
    try:
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        fail("cannot read %s: %s" % (manifest_path, e))
    old_name = manifest.get("weights", "weights.pt")
    old = os.path.join(args.model_dir, old_name)
    if old_name.endswith(".safetensors"):
        fail("%s already names %s; nothing to convert" % (manifest_path, old_name))
    try:
        weights = torch.load(old, map_location="cpu", weights_only=True)
    except Exception as e:  # torch raises many types for corrupt files
        fail("cannot read %s as a dict of tensors: %s" % (old, e))
    if not isinstance(weights, dict) or not all(isinstance(v, torch.Tensor) for v in weights.values()):
        fail("%s does not hold a dict name -> tensor" % old)

    new = os.path.join(args.model_dir, "weights.safetensors")
    safetensors_io.save(weights, new)
    back = safetensors_io.load(new)
    if back.keys() != weights.keys() or any(not torch.equal(back[k], weights[k].contiguous()) for k in weights):
        os.remove(new)
        fail("the written %s did not read back the same; nothing changed" % new)
    manifest["weights"] = "weights.safetensors"
    with replaced_file(manifest_path) as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.write("\n")
    old_size = os.path.getsize(old)
    if args.remove_old:
        os.remove(old)
    print("converted %s: %d tensors, %s %.1f MB -> weights.safetensors %.1f MB"
          % (args.model_dir, len(weights), old_name, old_size / 1e6, os.path.getsize(new) / 1e6))


if __name__ == "__main__":
    main()
