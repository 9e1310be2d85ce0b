#include "IdiomHalves.h"

#include "kaimen/Tokenizer.h"

#include <sstream>

namespace kaimen {

namespace {

// A wish that is half of an idiom is written whole when human lines give that half its other
// half at least this often (雨顺 0.89, 竹报 0.81, 明媚 0.65, 花好 0.56, 春回 0.51) from this many
// lines: at 0.5 the 353 wishes of wish_words.tsv gained 11 more (年丰 人寿年丰, 进宝 招财进宝, 吉星
// 吉星高照), 10 read better and 1 even. Below it the half lives on its own (大地 0.18, 如意 0.18).
constexpr double kWholeIdiomShare = 0.5;
constexpr int kWholeIdiomLines = 10;

// A tail human lines write after its head this often, from this many lines, is never written
// after anything else: 0.8 keeps 雨顺, 丰登, 开来, 图治 and 月异 with their heads and leaves the
// tails with a life of their own free (东升 0.76: 紫气东升; 民安 0.73: 家和民安).
constexpr double kBoundTailShare = 0.8;
constexpr int kBoundTailLines = 20;

IdiomHalves parseLine(const std::string &line)
{
    IdiomHalves h;
    std::istringstream in(line);
    std::string idiom;
    if (!(in >> idiom >> h.headShare >> h.headLines >> h.tailShare >> h.tailLines))
        return {};
    const auto chars = splitUtf8(idiom);
    if (chars.size() != 4)
        return {};
    h.head = chars[0] + chars[1];
    h.tail = chars[2] + chars[3];
    return h;
}

} // namespace

const std::vector<IdiomHalves> &idiomHalves()
{
    static const std::vector<IdiomHalves> idioms = [] {
        std::vector<IdiomHalves> out;
        for (const auto &line : idiomHalvesLines())
            if (auto h = parseLine(line); !h.head.empty())
                out.push_back(std::move(h));
        return out;
    }();
    return idioms;
}

std::string wholeIdiomOf(const std::string &wish)
{
    const IdiomHalves *best = nullptr;
    double bestShare = 0;
    for (const auto &h : idiomHalves()) {
        const double share = wish == h.head && h.headLines >= kWholeIdiomLines ? h.headShare
                             : wish == h.tail && h.tailLines >= kWholeIdiomLines ? h.tailShare
                                                                                 : 0.0;
        if (share >= kWholeIdiomShare && share > bestShare) {
            best = &h;
            bestShare = share;
        }
    }
    return best ? best->head + best->tail : std::string();
}

bool tailNeedsItsHead(const IdiomHalves &idiom)
{
    return idiom.tailShare >= kBoundTailShare && idiom.tailLines >= kBoundTailLines;
}

} // namespace kaimen
