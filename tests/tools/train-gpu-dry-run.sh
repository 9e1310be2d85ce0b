#!/usr/bin/env bash
# The GPU training script (tools/device/train-gpu.sh), dry-run on the CPU: a tiny corpus made
# here from a dozen couplets, a tiny shape, a few steps. It must leave FP16 weight parts that
# join into the weights of the shape it trained, the run's state and its log.
# usage: train-gpu-dry-run.sh KAIMEN_TRAIN SOURCE_DIR
set -euo pipefail
trainer=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data=$work/data
mkdir -p "$data"
cat > "$data/pairs.tsv" <<'TSV'
春回大地	福满人间	test
天增岁月人增寿	春满乾坤福满门	test
一帆风顺年年好	万事如意步步高	test
爆竹声中辞旧岁	梅花香里报新春	test
春风送暖入屠苏	旭日临门添喜气	test
国泰民安	人寿年丰	test
花开富贵	竹报平安	test
瑞雪兆丰年	红梅报新春	test
和顺一门有百福	平安二字值千金	test
日出江花红胜火	春来江水绿如蓝	test
山清水秀风光好	人寿年丰喜事多	test
五湖四海皆春色	万水千山尽得辉	test
TSV
printf '明月松间照\t清泉石上流\n' > "$data/poetry_pairs.tsv"
printf '春回大地\t福满人间\t万象更新\n' > "$data/spring_with_hengpi.tsv"
printf '天增岁月人增寿\t春满乾坤福满门\t\ttest\n' > "$data/spring_extra.tsv"
printf '' > "$data/pairs_extra.tsv"
printf 'word\tpairs\tidioms\n如意\t1\t1\n平安\t1\t1\n' > "$data/wish_words.tsv"
printf '万事如意\n' > "$data/idioms_4char.txt"
printf '坏蛋\n' > "$data/badwords.txt"
/usr/bin/python3 "$source/tools/prepare_corpus.py" --data "$data" --out "$work/corpus" --dev-size 2 > "$work/prepare.log"

out=$work/out
bash "$source/tools/device/train-gpu.sh" "$out" --corpus "$work/corpus" --device cpu --shape tiny --minutes 2 \
    --steps 6 --kaimen-train "$trainer"
grep -q '^step=6$' "$out/state.txt" || { echo "the run did not reach step 6:"; cat "$out/state.txt"; exit 1; }
grep -q '^hidden_size=32$' "$out/architecture.txt"
grep -q 'step 6: dev loss' "$out/train-log.txt" || { echo "no evaluation in the log:"; tail "$out/train-log.txt"; exit 1; }
for part in "$out"/weights-fp16.safetensors.part-*; do
    [ "$(stat -c %s "$part")" -le $((16 * 1024 * 1024)) ] || { echo "$part is over 16 MiB"; exit 1; }
done
cat "$out"/weights-fp16.safetensors.part-* > "$work/weights.safetensors"
/usr/bin/python3 - "$source/tools" "$work/weights.safetensors" <<'PY'
import sys, torch
sys.path.insert(0, sys.argv[1])
import safetensors_io
weights = safetensors_io.load(sys.argv[2])
assert all(t.dtype == torch.float16 for t in weights.values()), "not FP16"
embedding = weights["bert.embeddings.word_embeddings.weight"]
assert embedding.shape[1] == 32, embedding.shape
print("joined %d FP16 tensors, embedding %s" % (len(weights), tuple(embedding.shape)))
PY
echo "dry run: weights, state and log as the GPU run writes them"

# A run begun before issue 22 has a PyTorch archive as its checkpoint: --resume reads it, and the
# next save replaces it with safetensors (the kiosk reads nothing else).
legacy=$work/legacy
tiny=(--corpus "$work/corpus" --out "$legacy" --device cpu --threads 1 --hidden 32 --encoder-layers 1
      --decoder-layers 1 --encoder-heads 2 --decoder-heads 2 --ffn 64 --batch-tokens 400 --warmup 10
      --eval-every 1000 --save-every 1)
"$trainer" "${tiny[@]}" --steps 2 > "$work/legacy-1.log" 2>&1
/usr/bin/python3 - "$source/tools" "$legacy/checkpoint" <<'PY'
import os, sys, torch
sys.path.insert(0, sys.argv[1])
import safetensors_io
weights = safetensors_io.load(os.path.join(sys.argv[2], "weights.safetensors"))
torch.save(weights, os.path.join(sys.argv[2], "weights.pt"))
os.remove(os.path.join(sys.argv[2], "weights.safetensors"))
PY
"$trainer" "${tiny[@]}" --steps 4 --resume > "$work/legacy-2.log" 2>&1
grep -q "resumed at step 2" "$work/legacy-2.log" || { echo "the older checkpoint did not resume:"; cat "$work/legacy-2.log"; exit 1; }
grep -q '^step=4$' "$legacy/checkpoint/state.txt"
[ -s "$legacy/checkpoint/weights.safetensors" ] && [ ! -e "$legacy/checkpoint/weights.pt" ] \
    || { echo "the resumed run did not replace weights.pt with weights.safetensors"; ls -l "$legacy/checkpoint"; exit 1; }
echo "dry run: a checkpoint from before safetensors resumed and was replaced"

# --shape grown: the shipped model grown on the spot and trained on, over a corpus on the shipped
# vocabulary; a corpus on another vocabulary is refused before anything is built or trained.
shipped=$source/assets/models/kaimen-couplet-small
if bash "$source/tools/device/train-gpu.sh" "$work/refused" --corpus "$work/corpus" --device cpu --shape grown \
        --steps 2 --kaimen-train "$trainer" 2> "$work/refused.err"; then
    echo "a grown run on another vocabulary was not refused"; exit 1
fi
grep -q "needs a corpus on the shipped vocabulary" "$work/refused.err" || { cat "$work/refused.err"; exit 1; }
/usr/bin/python3 "$source/tools/prepare_corpus.py" --data "$data" --out "$work/corpus-shipped" --dev-size 2 \
    --vocabulary "$shipped/spm.model" > "$work/prepare-shipped.log"
grown=$work/grown
bash "$source/tools/device/train-gpu.sh" "$grown" --corpus "$work/corpus-shipped" --device cpu --shape grown \
    --minutes 2 --steps 2 --kaimen-train "$trainer"
grep -q '^step=2$' "$grown/state.txt" || { echo "the grown run did not reach step 2:"; cat "$grown/state.txt"; exit 1; }
grep -q '^decoder_layers=6$' "$grown/architecture.txt" || { cat "$grown/architecture.txt"; exit 1; }
cat "$grown"/weights-fp16.safetensors.part-* > "$work/grown.safetensors"
/usr/bin/python3 - "$source/tools" "$work/grown.safetensors" "$shipped/weights.safetensors" <<'PY'
import sys, torch
sys.path.insert(0, sys.argv[1])
import safetensors_io
grown = safetensors_io.load(sys.argv[2])
shipped = safetensors_io.load(sys.argv[3])
name = "decoder.transformer_layers.5.feed_forward.w_1.weight"
assert grown[name].shape == (2048, 256), grown[name].shape
# Warm-started: two steps at a warm-up rate leave the shipped embedding nearly as it was (its
# INT8 rows times their scales), where a fresh start would share nothing with it.
embedding = grown["bert.embeddings.word_embeddings.weight"].float()
trained = shipped["bert.embeddings.word_embeddings.weight"].float() * shipped["bert.embeddings.word_embeddings.weight:scale"].float().unsqueeze(1)
similar = torch.nn.functional.cosine_similarity(embedding, trained, dim=1).mean().item()
assert similar > 0.99, similar
print("grown: 6 decoder layers, FFN 2048, the shipped embedding kept (cosine %.4f)" % similar)
PY
echo "dry run: the grown shape warm-starts from the shipped model"

# What the GPU day carries beside the checkout: the corpus and nlohmann-json's header, put in place
# and sized by prepare-gpu-run.sh, which prints the device call naming both.
device=$work/device
bash "$source/tools/device/prepare-gpu-run.sh" --shape large --corpus "$work/corpus" --into "$device" > "$work/prepare-gpu.log"
cmp -s "$work/corpus/spm.model" "$device/corpus/spm.model" || { echo "the corpus was not put in place"; exit 1; }
[ -s "$device/include/nlohmann/json.hpp" ] || { echo "nlohmann-json's header was not put in place"; exit 1; }
grep -q "carry \[\"$device/corpus\", \"$device/include\"\]" "$work/prepare-gpu.log" || { cat "$work/prepare-gpu.log"; exit 1; }
if bash "$source/tools/device/prepare-gpu-run.sh" --shape grown --corpus "$work/corpus" --into "$device" 2> "$work/prepare-grown.err"; then
    echo "a grown run's corpus on another vocabulary was not refused"; exit 1
fi
grep -q "needs a corpus on the shipped vocabulary" "$work/prepare-grown.err" || { cat "$work/prepare-grown.err"; exit 1; }
echo "dry run: the corpus and the header to carry, and the device call"
