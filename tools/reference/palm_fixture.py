#!/usr/bin/python3
"""Test fixtures made with the PyTorch reference (Debian's /usr/bin/python3).

  make-modelscope OUT [--old-names] [sizes]   a random-weight ModelScope-style PALM folder:
                                              pytorch_model.bin (an OrderedDict, as ModelScope
                                              saves it), config.json, bert_config.json, vocab.txt
  parity MODEL_DIR OUT_FILE                   runs the reference on a converted Kaimen folder and
                                              saves what the C++ network must reproduce
"""
import argparse
import collections
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import safetensors_io  # noqa: E402
from palm_reference import Config, PalmForTextGeneration, beam_search  # noqa: E402

# A small vocabulary that still covers the prompts, the punctuation and common couplet characters.
CHARS = ("以关键词“”写一副春联对下联：为横批藏头嵌字，；春风得意马蹄疾花好月圆人寿年丰福满门"
         "如意吉祥平安喜乐万事新岁山河日月天地金玉堂家和业兴国泰民安四季财源广进龙腾虎跃"
         "鸟语香红梅报雪飞千里江水长流东西南北大小上下左右前后高低远近来去开合")


def vocabulary():
    pieces = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "|", "，", "；"]
    for ch in CHARS:
        if ch not in pieces:
            pieces.append(ch)
    return pieces


def make_modelscope(args):
    torch.manual_seed(args.seed)
    pieces = vocabulary()
    c = Config(vocab_size=len(pieces), hidden_size=args.hidden, num_hidden_layers=args.encoder_layers,
               num_attention_heads=args.encoder_heads, intermediate_size=args.ffn, max_position_embeddings=64,
               dec_layers=args.decoder_layers, dec_heads=args.decoder_heads, dec_ff_size=args.ffn, dec_max_pos=64)
    model = PalmForTextGeneration(c)
    with torch.no_grad():
        for p in model.parameters():  # weights big enough that outputs differ from token to token
            p.normal_(0.0, 0.2)
    state = model.state_dict()
    renamed = collections.OrderedDict()
    for key, tensor in state.items():
        if args.old_names:
            key = key.replace("bert.", "bert.model.", 1) if key.startswith("bert.") else key
            key = key.replace("generator.dense.", "generator.0.")
        renamed["palm." + key] = tensor
    os.makedirs(args.out, exist_ok=True)
    torch.save(renamed, os.path.join(args.out, "pytorch_model.bin"))
    with open(os.path.join(args.out, "config.json"), "w") as f:
        json.dump({"dec_layers": c.dec_layers, "dec_heads": c.dec_heads, "dec_ff_size": c.dec_ff_size,
                   "dec_hidden_size": c.hidden_size, "max_pos": c.dec_max_pos,
                   "kaimen_prompts": {"keyword_theme": "以关键词“{keyword}”写一副春联", "duilian": "对下联：{upper}",
                                      "hengpi": "为春联“{upper}，{lower}”写横批"}}, f)
    with open(os.path.join(args.out, "bert_config.json"), "w") as f:
        json.dump({"hidden_size": c.hidden_size, "num_hidden_layers": c.num_hidden_layers,
                   "num_attention_heads": c.num_attention_heads, "intermediate_size": c.intermediate_size,
                   "max_position_embeddings": c.max_position_embeddings, "type_vocab_size": 2,
                   "layer_norm_eps": 1e-12, "vocab_size": c.vocab_size}, f)
    with open(os.path.join(args.out, "vocab.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(pieces) + "\n")


def load_kaimen(model_dir):
    with open(os.path.join(model_dir, "manifest.json"), encoding="utf-8") as f:
        m = json.load(f)
    a = m["architecture"]
    c = Config(vocab_size=a["vocab_size"], hidden_size=a["hidden_size"], num_hidden_layers=a["encoder_layers"],
               num_attention_heads=a["encoder_heads"], intermediate_size=a["encoder_ffn"],
               max_position_embeddings=a["max_positions"], type_vocab_size=a["type_vocab_size"],
               layer_norm_eps=a["encoder_layer_norm_eps"], dec_layers=a["decoder_layers"],
               dec_heads=a["decoder_heads"], dec_ff_size=a["decoder_ffn"], dec_max_pos=a["decoder_max_positions"])
    model = PalmForTextGeneration(c)
    raw = safetensors_io.load(os.path.join(model_dir, m["weights"]))
    # INT8 matrices (tools/package_model.py --int8) are their values times NAME:scale per row,
    # as the C++ loader reads them.
    weights = {k: v.float() * raw[k + ":scale"].float().unsqueeze(1) if k + ":scale" in raw else v.float()
               for k, v in raw.items() if not k.endswith(":scale")}
    weights["generator.dense.weight"] = weights["decoder.embeddings.weight"]
    missing, unexpected = model.load_state_dict(weights, strict=False)
    missing = [k for k in missing if not (k.endswith(".mask") or k.endswith(".pe") or k.startswith("bert.pooler"))]
    if missing or unexpected:
        raise SystemExit("reference cannot load %s: missing %s unexpected %s" % (model_dir, missing, unexpected))
    return model.eval()


def parity(args):
    model = load_kaimen(args.model)
    vocab = model.config.vocab_size
    g = torch.Generator().manual_seed(7)
    # Two sources of different lengths, so padding is exercised too.
    src = torch.zeros(2, 9, dtype=torch.long)
    src[0, :9] = torch.randint(8, vocab, (9,), generator=g)
    src[1, :6] = torch.randint(8, vocab, (6,), generator=g)
    src[:, 0] = 2
    src[0, 8] = 3
    src[1, 5] = 3
    forced = torch.randint(8, vocab, (2, 6), generator=g)
    out = {"source": src, "forced": forced}
    with torch.no_grad():
        memory = model.encode(src)
        out["encoder"] = memory
        # Per-step log-probabilities along a forced target, computed incrementally with the cache.
        cache = model.new_cache()
        last = torch.full((2,), 2, dtype=torch.long)
        steps = []
        for t in range(forced.size(1)):
            steps.append(model.step_logprobs_cached(memory, src, last, t, cache))
            last = forced[:, t]
        out["step_logprobs"] = torch.stack(steps, 1)
        # The same without the cache, to show the two decoding paths agree.
        prefix = torch.cat([torch.full((2, 1), 2, dtype=torch.long), forced], 1)
        out["full_logprobs"] = model.generator(model.decoder(prefix, memory, src))[:, :-1]
        for beams in (1, 3):
            found = beam_search(model, src, beams, bos=2, eos=3, max_length=8, alpha=0.6)
            for row, hyps in enumerate(found):
                out["beam%d_row%d_tokens" % (beams, row)] = torch.tensor(hyps[0][1] if hyps else [], dtype=torch.long)
                out["beam%d_row%d_score" % (beams, row)] = torch.tensor(hyps[0][0] if hyps else float("nan"))
    safetensors_io.save(out, args.out_file)


def make_spm(args):
    """A Kaimen folder whose tokenizer is a SentencePiece character model (as our own models)."""
    import sentencepiece as spm
    os.makedirs(args.out, exist_ok=True)
    text = os.path.join(args.out, "text.txt")
    with open(text, "w", encoding="utf-8") as f:
        for i in range(0, len(CHARS), 7):
            f.write((CHARS[i:i + 7] + "，；") * 3 + "\n")
    spm.SentencePieceTrainer.train(
        input=text, model_prefix=os.path.join(args.out, "spm"), model_type="char", vocab_size=len(set(CHARS)) + 7,
        character_coverage=1.0, normalization_rule_name="identity", add_dummy_prefix=False,
        remove_extra_whitespaces=False, pad_id=0, unk_id=1, bos_id=2, eos_id=3, pad_piece="[PAD]",
        unk_piece="[UNK]", bos_piece="[CLS]", eos_piece="[SEP]", user_defined_symbols=["|"],
        hard_vocab_limit=False, minloglevel=2)
    os.remove(text)
    os.remove(os.path.join(args.out, "spm.vocab"))
    size = spm.SentencePieceProcessor(model_file=os.path.join(args.out, "spm.model")).get_piece_size()
    torch.manual_seed(args.seed)
    c = Config(vocab_size=size, hidden_size=32, num_hidden_layers=1, num_attention_heads=2, intermediate_size=64,
               max_position_embeddings=64, dec_layers=1, dec_heads=2, dec_ff_size=64, dec_max_pos=64)
    model = PalmForTextGeneration(c)
    with torch.no_grad():
        for p in model.parameters():
            p.normal_(0.0, 0.2)
    weights = {k: v for k, v in model.state_dict().items()
               if not (k.endswith(".mask") or k.endswith(".pe") or k.startswith("bert.pooler")
                       or k == "generator.dense.weight")}
    safetensors_io.save(weights, os.path.join(args.out, "weights.safetensors"))
    manifest = {
        "format": "kaimen-palm-1", "name": "test-spm",
        "architecture": {"vocab_size": size, "hidden_size": 32, "encoder_layers": 1, "encoder_heads": 2,
                         "encoder_ffn": 64, "max_positions": 64, "decoder_layers": 1, "decoder_heads": 2,
                         "decoder_ffn": 64, "decoder_max_positions": 64},
        "weights": "weights.safetensors", "tokenizer": {"type": "sentencepiece", "file": "spm.model"},
        "special_tokens": {"pad": "[PAD]", "unk": "[UNK]", "bos": "[CLS]", "eos": "[SEP]", "separator": "|"},
        "prompts": {"keyword_theme": "以关键词“{keyword}”写一副春联", "keyword_cangtou": "以“{keyword}”藏头写一副春联",
                    "duilian": "对下联：{upper}", "hengpi": "为春联“{upper}，{lower}”写横批"},
        "max_source_tokens": 64,
    }
    with open(os.path.join(args.out, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    mk = sub.add_parser("make-modelscope")
    mk.add_argument("out")
    mk.add_argument("--old-names", action="store_true")
    mk.add_argument("--seed", type=int, default=1)
    mk.add_argument("--hidden", type=int, default=32)
    mk.add_argument("--encoder-layers", type=int, default=2)
    mk.add_argument("--decoder-layers", type=int, default=2)
    mk.add_argument("--encoder-heads", type=int, default=4)
    mk.add_argument("--decoder-heads", type=int, default=2)
    mk.add_argument("--ffn", type=int, default=64)
    sp = sub.add_parser("make-spm")
    sp.add_argument("out")
    sp.add_argument("--seed", type=int, default=2)
    pa = sub.add_parser("parity")
    pa.add_argument("model")
    pa.add_argument("out_file")
    args = ap.parse_args()
    {"make-modelscope": make_modelscope, "make-spm": make_spm, "parity": parity}[args.command](args)


if __name__ == "__main__":
    main()
