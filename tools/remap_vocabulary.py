#!/usr/bin/python3
"""Carries a trained model's weights over to another vocabulary, so a model can go on training
with a wider one (issue 18: the shipped 5,552 pieces lacked 网, 贪, 鬼 …; the new one has 7,710).

Every piece both vocabularies hold keeps its trained rows (encoder and decoder embeddings, the
output bias); a new piece starts from the mean of the trained rows plus noise, with the lowest
trained output bias, so the model does not write the new characters before it has learned them.
Everything else is copied as it is; the result is FP32, for `kaimen-train --init`.

    /usr/bin/python3 tools/remap_vocabulary.py --weights assets/models/kaimen-couplet-small/weights.safetensors \
        --old-vocabulary assets/models/kaimen-couplet-small/spm.model \
        --new-vocabulary build/corpus18t/spm.model --out build/remapped/weights.safetensors
"""
import argparse
import os
import sys

import sentencepiece as spm
import torch

import safetensors_io

# The tensors with one row per piece, as PalmModel names them.
EMBEDDINGS = ("bert.embeddings.word_embeddings.weight", "decoder.embeddings.weight")
OUTPUT_BIAS = "generator.dense.bias"


def piece_map(old_model, new_model):
    """new id -> old id for the pieces both hold (-1 for a new piece)."""
    old = spm.SentencePieceProcessor(model_file=old_model)
    new = spm.SentencePieceProcessor(model_file=new_model)
    old_ids = {old.id_to_piece(i): i for i in range(old.get_piece_size())}
    return [old_ids.get(new.id_to_piece(i), -1) for i in range(new.get_piece_size())]


def remap_rows(tensor, mapping, fill, generator):
    old_size = tensor.shape[0]
    if any(o >= old_size for o in mapping):
        raise SystemExit("%s rows do not match the old vocabulary (%d rows)" % (tuple(tensor.shape), old_size))
    out = fill(tensor, len(mapping), generator)
    for new_id, old_id in enumerate(mapping):
        if old_id >= 0:
            out[new_id] = tensor[old_id]
    return out


def new_embedding_rows(tensor, count, generator):
    mean, std = tensor.mean(0), tensor.std(0)
    noise = torch.randn((count, tensor.shape[1]), generator=generator, dtype=tensor.dtype)
    return mean + noise * std * 0.5


def new_bias_rows(tensor, count, generator):
    return torch.full((count,), float(tensor.min()), dtype=tensor.dtype)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", required=True)
    ap.add_argument("--old-vocabulary", required=True, help="the spm.model the weights were trained with")
    ap.add_argument("--new-vocabulary", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=18)
    args = ap.parse_args()

    mapping = piece_map(args.old_vocabulary, args.new_vocabulary)
    weights = {k: v.float() for k, v in safetensors_io.load_weights(args.weights).items()}
    missing = [k for k in EMBEDDINGS + (OUTPUT_BIAS,) if k not in weights]
    if missing:
        raise SystemExit("%s holds no %s: not a PALM model as kaimen-train writes it" % (args.weights, missing))
    generator = torch.Generator().manual_seed(args.seed)
    tied = torch.equal(weights[EMBEDDINGS[0]], weights[EMBEDDINGS[1]])
    for name in EMBEDDINGS:
        weights[name] = remap_rows(weights[name], mapping, new_embedding_rows, generator)
    if tied:  # kaimen-train ties them (--untied-embeddings aside): keep one set of new rows
        weights[EMBEDDINGS[1]] = weights[EMBEDDINGS[0]].clone()
    weights[OUTPUT_BIAS] = remap_rows(weights[OUTPUT_BIAS], mapping, new_bias_rows, generator)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    safetensors_io.save(weights, args.out)
    kept = sum(1 for o in mapping if o >= 0)
    print("%d pieces: %d kept their trained rows, %d new" % (len(mapping), kept, len(mapping) - kept))


if __name__ == "__main__":
    sys.exit(main())
