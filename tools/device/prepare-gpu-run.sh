#!/usr/bin/env bash
# Puts beside train-gpu.sh what its run on the GPU machine needs and the repository does not hold:
# the corpus shards (tools/device/corpus) and nlohmann-json's one header (tools/device/include:
# that machine has PyTorch and nothing from Debian), checks that the checkout and both stay under
# the 64 MiB the device tool carries, and prints the device call. Both folders are ignored by git:
# they travel because the call names them in its carry.
#
# usage: tools/device/prepare-gpu-run.sh [--shape grown|large] [--corpus DIR] [--minutes M] [--into DIR]
#   --corpus  prepare_corpus.py's output (default build/corpus18u: the shipped vocabulary, which
#             --shape grown needs)
#   --into    where to put them (default tools/device; the dry-run test uses a scratch folder)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
shape=grown corpus=$root/build/corpus18u minutes=5 into=$root/tools/device
while [ $# -gt 0 ]; do
    case $1 in
        --shape) shape=$2 ;;
        --corpus) corpus=$2 ;;
        --minutes) minutes=$2 ;;
        --into) into=$2 ;;
        *) echo "prepare-gpu-run: unknown option $1" >&2; exit 2 ;;
    esac
    shift 2
done
case $shape in grown|large) ;; *) echo "prepare-gpu-run: --shape must be grown or large, not $shape" >&2; exit 2 ;; esac
[ -f "$corpus/corpus.txt" ] || { echo "prepare-gpu-run: no corpus in $corpus (make it with tools/prepare_corpus.py)" >&2; exit 2; }
shipped=$root/assets/models/kaimen-couplet-small
if [ "$shape" = grown ] && ! cmp -s "$corpus/spm.model" "$shipped/spm.model"; then
    echo "prepare-gpu-run: --shape grown needs a corpus on the shipped vocabulary; $corpus has another" >&2
    exit 2
fi
header=/usr/include/nlohmann/json.hpp
[ -f "$header" ] || { echo "prepare-gpu-run: no $header (Debian's nlohmann-json3-dev: packaging/install-deps.sh)" >&2; exit 2; }

rm -rf "$into/corpus" "$into/include"
mkdir -p "$into/include/nlohmann"
cp -r "$corpus" "$into/corpus"
cp "$header" "$into/include/nlohmann/"

# What travels: the tracked files, untracked ones git does not ignore, and the two carried folders.
tree=$(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 stat -c %s 2>/dev/null | awk '{s += $1} END {print s + 0}')
carried=$(du -sb "$into/corpus" "$into/include" | awk '{s += $1} END {print s}')
total=$((tree + carried))
limit=$((64 * 1024 * 1024))
awk -v t="$tree" -v c="$carried" 'BEGIN { m = 1048576; printf "prepare-gpu-run: checkout %.1f MiB + corpus and header %.1f MiB = %.1f MiB of the 64 MiB carried\n", t / m, c / m, (t + c) / m }'
[ "$total" -lt "$limit" ] || { echo "prepare-gpu-run: over the 64 MiB the device tool carries" >&2; exit 1; }
at=${into#"$root"/}
echo "device run: command \"bash tools/device/train-gpu.sh \$OUT --shape $shape --minutes $minutes\", carry [\"$at/corpus\", \"$at/include\"], timeout_s 420"
