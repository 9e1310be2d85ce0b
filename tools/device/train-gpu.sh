#!/usr/bin/env bash
# One training run on the GPU machine (issue 18), at most about 6 minutes there: builds
# kaimen-train with the `core` preset against that machine's PyTorch (its libtorch), trains a
# larger PALM for a fixed number of minutes on corpus shards carried beside this script, and
# writes into OUT the best weights in FP16, split into parts of at most 16 MiB (what the device
# tool brings back: at most 8 files of 16 MiB), with the training log and the run's state.
# tests/tools/train-gpu-dry-run.sh runs the same script on the CPU with a tiny shape.
#
# usage: tools/device/train-gpu.sh OUT [--corpus DIR] [--minutes M] [--steps N] [--shape large|grown|tiny]
#                                      [--device cuda|cpu|auto] [--kaimen-train BIN]
#   --corpus        prepare_corpus.py's output (default tools/device/corpus, ignored by git:
#                   tools/device/prepare-gpu-run.sh puts it there and prints the device call)
#   --shape         large: 6+6 layers, d_model 384, from scratch; grown: the shipped model grown
#                   to 3+6 layers and a 2,048-wide feed-forward (tools/grow_model.py, here, from
#                   the repository's weights) and trained on from there, which needs a corpus on
#                   the shipped vocabulary (build/corpus18u); tiny: the CPU dry run's
#   --kaimen-train  a kaimen-train already built (the dry run's); otherwise it is built here
# Back here: cat OUT/weights-fp16.safetensors.part-* > RUN/best/weights.safetensors, then
# tools/package_model.py.
# The core reads safetensors headers with nlohmann-json (one header file): on a machine without
# Debian's nlohmann-json3-dev it is found in tools/device/include (ignored by git), where
# prepare-gpu-run.sh puts Debian's copy for the device call's carry.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:?usage: train-gpu.sh OUT [--corpus DIR] [--minutes M] [--steps N] [--shape large|grown|tiny] [--device D] [--kaimen-train BIN]}
shift
corpus=$here/corpus minutes=5 steps=1000000 shape=large device=cuda trainer=""
while [ $# -gt 0 ]; do
    case $1 in
        --corpus) corpus=$2 ;;
        --minutes) minutes=$2 ;;
        --steps) steps=$2 ;;
        --shape) shape=$2 ;;
        --device) device=$2 ;;
        --kaimen-train) trainer=$2 ;;
        *) echo "train-gpu: unknown option $1" >&2; exit 2 ;;
    esac
    shift 2
done
[ -f "$corpus/corpus.txt" ] || { echo "train-gpu: no corpus in $corpus (prepare_corpus.py's output)" >&2; exit 2; }
mkdir -p "$out"
log=$out/train-log.txt

# A Python that has PyTorch: the GPU machine's, or Debian's python3-torch here.
python=""
for candidate in "${PYTHON:-}" python3 /usr/bin/python3; do
    if [ -n "$candidate" ] && "$candidate" -c "import torch" 2>/dev/null; then python=$candidate; break; fi
done
[ -n "$python" ] || { echo "train-gpu: no Python with PyTorch found (set PYTHON)" >&2; exit 1; }

if [ -z "$trainer" ]; then
    # The model core alone (no Qt), against this PyTorch's libtorch.
    prefix=$("$python" -c "import torch.utils; print(torch.utils.cmake_prefix_path)")
    echo "train-gpu: building kaimen-train against $prefix" | tee -a "$log"
    cmake -S "$root" -B "$root/build/gpu-core" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKAIMEN_CORE_ONLY=ON \
        -DKAIMEN_BUILD_TESTS=OFF -DCMAKE_PREFIX_PATH="$prefix" >>"$log" 2>&1
    cmake --build "$root/build/gpu-core" --target kaimen-train kaimen-bench >>"$log" 2>&1
    trainer=$root/build/gpu-core/tools/kaimen-train
fi

case $shape in
    large) dims=(--hidden 384 --encoder-layers 6 --decoder-layers 6 --encoder-heads 6 --decoder-heads 6 --ffn 1536
                 --batch-tokens 24000 --lr 8e-4 --warmup 300 --eval-every 400 --save-every 400) ;;
    grown) dims=(--hidden 256 --encoder-layers 3 --decoder-layers 6 --encoder-heads 4 --decoder-heads 4 --ffn 2048
                 --batch-tokens 24000 --lr 1e-4 --warmup 200 --eval-every 400 --save-every 400) ;;
    tiny) dims=(--hidden 32 --encoder-layers 1 --decoder-layers 1 --encoder-heads 2 --decoder-heads 2 --ffn 64
                --batch-tokens 400 --lr 1e-3 --warmup 10 --eval-every 1000 --save-every 1000) ;;
    *) echo "train-gpu: --shape must be large, grown or tiny" >&2; exit 2 ;;
esac
init=()
if [ "$shape" = grown ]; then
    shipped=$root/assets/models/kaimen-couplet-small
    cmp -s "$corpus/spm.model" "$shipped/spm.model" || {
        echo "train-gpu: --shape grown needs a corpus on the shipped vocabulary (prepare_corpus.py --vocabulary $shipped/spm.model); $corpus has another" >&2
        exit 2
    }
    # Outside OUT: the FP32 weights (about 70 MB) are not for bringing back.
    grown=$root/build/gpu-grown/weights.safetensors
    (cd "$root/tools" && "$python" grow_model.py --weights "$shipped/weights.safetensors" --decoder-layers 6 \
        --ffn 2048 --out "$grown") | tee -a "$log"
    init=(--init "$grown")
fi
# The decoder's step timed on this device before training (issue 21; seconds): the GPU path's
# figure for docs/performance.md. A failure here is logged and training goes on.
bench=$(dirname "$trainer")/kaimen-bench
if [ -x "$bench" ]; then
    synthetic=palm-base
    [ "$device" = cpu ] && synthetic=small
    echo "train-gpu: decode step of a $synthetic shape on $device" | tee -a "$log"
    "$bench" steps --synthetic "$synthetic" --device "$device" --steps 16 --repeats 5 >>"$log" 2>&1 \
        || echo "train-gpu: the step benchmark failed; training goes on" | tee -a "$log"
fi

run=$out/run
echo "train-gpu: $shape shape on $device for $minutes minutes ($(date -u +%FT%TZ))" | tee -a "$log"
# bf16 autocast: the products on the H200's bf16 tensor cores (here on the CPU, AVX512-BF16).
"$trainer" --corpus "$corpus" --out "$run" --device "$device" --threads 0 --steps "$steps" \
    --minutes "$minutes" --autocast bf16 "${dims[@]}" "${init[@]}" 2>&1 | tr '\r' '\n' >>"$log"
[ "$shape" != grown ] || rm -f "$grown"

# The best weights by dev loss (the last checkpoint if no evaluation beat the start), in FP16.
weights=$run/best/weights.safetensors
[ -s "$weights" ] || weights=$run/checkpoint/weights.safetensors
"$python" - "$root/tools" "$weights" "$out/weights-fp16.safetensors" <<'PY'
import sys, torch
sys.path.insert(0, sys.argv[1])
import safetensors_io
weights = safetensors_io.load(sys.argv[2])
safetensors_io.save({k: v.to(torch.float16) for k, v in weights.items()}, sys.argv[3])
PY
split -b 16M -d -a 1 "$out/weights-fp16.safetensors" "$out/weights-fp16.safetensors.part-"
rm "$out/weights-fp16.safetensors"
cp "$run/checkpoint/state.txt" "$out/state.txt"
cp "$run/architecture.txt" "$out/architecture.txt"
rm -rf "$run"
parts=$(ls "$out"/weights-fp16.safetensors.part-* | wc -l)
[ "$parts" -le 5 ] || { echo "train-gpu: $parts weight parts: more than the device tool brings back" >&2; exit 1; }
echo "train-gpu: done, $(grep -c '^step' "$log" || true) evaluations, $parts weight part(s) in $out" | tee -a "$log"
