#!/usr/bin/python3
"""The eager-PyTorch baselines of kaimen-bench: the way the articles ran PALM.

Reads a job from kaimen-bench (JSON: model folder, source id rows, beams, token ids, limits,
threads), decodes every source one at a time (batch 1) with beam search
  (a) re-running the decoder over the whole prefix at every step (no KV cache), and
  (b) with a KV cache,
and writes per-couplet milliseconds and the best hypothesis's ids for each, so that
kaimen-bench can check that all three produce the same output. Debian's /usr/bin/python3.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch  # noqa: E402

from palm_fixture import load_kaimen  # noqa: E402
from palm_reference import beam_search  # noqa: E402


def run(model, job, use_cache):
    times, outputs = [], []
    rows = job["sources"]
    # The first row once more as a warm-up that is not counted.
    for index, row in enumerate([rows[0]] + rows):
        src = torch.tensor([row], dtype=torch.long)
        start = time.perf_counter()
        with torch.inference_mode():
            found = beam_search(model, src, job["beams"], job["bos"], job["eos"], job["max_length"],
                                alpha=job["length_penalty"], use_cache=use_cache)
        elapsed = (time.perf_counter() - start) * 1000.0
        if index == 0:
            continue
        times.append(elapsed)
        outputs.append(found[0][0][1] if found[0] else [])
    return {"ms": times, "tokens": outputs}


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: eager_bench.py JOB.json RESULT.json")
    with open(sys.argv[1], encoding="utf-8") as f:
        job = json.load(f)
    torch.set_num_threads(job["threads"])
    model = load_kaimen(job["model"])
    result = {"torch": torch.__version__, "threads": torch.get_num_threads()}
    result["no_cache"] = run(model, job, use_cache=False)
    result["kv_cache"] = run(model, job, use_cache=True)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main()
