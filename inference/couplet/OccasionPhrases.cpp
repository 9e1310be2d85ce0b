#include "OccasionPhrases.h"

#include "kaimen/Occasion.h"

#include <algorithm>
#include <vector>

namespace kaimen {
namespace {

struct OccasionPhrases {
    std::string booth;                 // its key (kaimen/Occasion.h: boothThemes)
    std::vector<std::string> phrases;  // of auspicious_phrases.txt
    std::vector<std::string> marks;    // a line holding one speaks of the occasion; none: the
                                       // phrases suit any door and are the booth's first choice
};

const std::vector<OccasionPhrases> &occasionPhrases()
{
    static const std::vector<OccasionPhrases> table{
        {"wedding", {"美满良缘", "百年好合", "永结同心", "喜结良缘", "天作之合"}, {"婚", "缘", "嫁", "娶", "偕", "鸳", "鸯", "伉俪", "琴瑟", "新人", "新娘"}},
        {"longevity", {"寿比南山", "福如东海", "福寿双全", "松鹤延年"}, {"寿", "椿", "鹤龄", "松龄", "期颐", "古稀"}},
        {"school", {"学业有成", "金榜题名", "桃李芬芳", "春风化雨"}, {"学", "书", "考", "榜", "读", "师", "校"}},
        // A shop, a farm, a works and a new home are wished what every door is wished, and these
        // first: at a shop's booth the model hung 喜迎新春 over 44 of 349 主题 couplets, 生意兴隆 over none.
        {"trade", {"生意兴隆", "财源广进", "和气生财", "招财进宝"}, {}},
        {"farm", {"五谷丰登", "六畜兴旺", "人寿年丰", "丰衣足食", "风调雨顺"}, {}},
        {"factory", {"事业兴旺", "蒸蒸日上", "百业兴旺", "日新月异"}, {}},
        {"newhome", {"安居乐业", "喜满门庭", "金玉满堂", "紫气东来"}, {}},
        // A school's and a birthday's own that any door may have too: with their first two or
        // three alone, 换一副's four couplets repeated them (698 times in 1,396 at a school's booth).
        {"school", {"前程似锦", "鹏程万里", "书香门第"}, {}},
        {"longevity", {"健康长寿", "福寿安康"}, {}},
    };
    return table;
}

bool holdsAny(const std::string &text, const std::vector<std::string> &marks)
{
    return std::any_of(marks.begin(), marks.end(),
                       [&](const std::string &mark) { return text.find(mark) != std::string::npos; });
}

// The occasion PHRASE belongs to (each phrase belongs to one at most), or nullptr.
const OccasionPhrases *groupOf(const std::string &phrase)
{
    for (const auto &group : occasionPhrases())
        if (std::find(group.phrases.begin(), group.phrases.end(), phrase) != group.phrases.end())
            return &group;
    return nullptr;
}

bool isOfOccasion(const OccasionPhrases &group, const std::string &occasion)
{
    return occasion == findBoothTheme(group.booth)->occasion;
}

} // namespace

bool phraseSuitsOccasion(const std::string &phrase, const std::string &occasion, const std::string &upper,
                         const std::string &lower)
{
    const auto *group = groupOf(phrase);
    if (!group || group->marks.empty())
        return true;
    return isOfOccasion(*group, occasion) || holdsAny(upper, group->marks) || holdsAny(lower, group->marks);
}

bool phraseOfOccasion(const std::string &phrase, const std::string &occasion)
{
    const auto *group = groupOf(phrase);
    return group && isOfOccasion(*group, occasion);
}

} // namespace kaimen
