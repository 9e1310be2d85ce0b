#include "BenchWords.h"

#include <array>

namespace kaimen {

std::vector<CoupletRequest> benchRequests(size_t count)
{
    static const std::array<const char *, 40> words{
        "如意", "平安", "吉祥", "富贵", "飞跃", "安康", "兴旺", "团圆", "福寿", "和顺",
        "长春", "瑞雪", "春晖", "锦绣", "腾飞", "顺利", "美满", "康宁", "福临", "喜庆",
        "丰年", "昌盛", "太平", "祥和", "鸿运", "前程", "新春", "春风", "和美", "欢乐",
        "健康", "幸福", "光明", "满堂", "家和", "财源", "红梅", "春燕", "金玉", "华年"};
    static const std::array<CoupletKind, 3> kinds{CoupletKind::Cangtou, CoupletKind::Qianzi, CoupletKind::Theme};
    std::vector<CoupletRequest> requests(count);
    for (size_t i = 0; i < count; ++i) {
        requests[i].keyword = words[i % words.size()];
        requests[i].kind = kinds[(i / words.size()) % kinds.size()];
    }
    return requests;
}

} // namespace kaimen
