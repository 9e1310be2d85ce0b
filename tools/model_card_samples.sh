#!/usr/bin/env bash
# Prints the model card's sample table: one 藏头 couplet for each of 20 common wish words.
# usage: tools/model_card_samples.sh MODEL_DIR [kaimen-cli]
set -euo pipefail
model=${1:?usage: model_card_samples.sh MODEL_DIR [kaimen-cli]}
cli=${2:-build/release/tools/kaimen-cli}
words=(如意 平安 吉祥 飞跃 福满 迎春 和顺 安康 富贵 团圆 兴旺 康宁 春风 瑞雪 腾飞 丰收 鸿运 美满 长寿 顺心)
i=0
for w in "${words[@]}"; do
  i=$((i + 1))
  printf '{"id": %d, "mode": "keyword", "keyword": "%s", "kind": "cangtou"}\n' "$i" "$w"
done | "$cli" generate --model "$model" --beams "${BEAMS:-4}" 2>/dev/null | /usr/bin/python3 -c '
import json, sys
words = sys.argv[1:]
print("| wish | 上联 | 下联 | 横批 |")
print("|---|---|---|---|")
for line in sys.stdin:
    r = json.loads(line)
    w = words[r["id"] - 1]
    if "error" in r:
        print("| %s | (error: %s) | | |" % (w, r["error"]))
    else:
        print("| %s | %s | %s | %s |" % (w, r["upper"], r["lower"], r["horizontal"]))
' "${words[@]}"
