// Where a visitor's wish word stands in the couplet, by the kind asked for (藏头, 嵌字, 主题).
#include "CoupletJobs.h"

#include "BeatPlaces.h"
#include "IdiomHalves.h"
#include "kaimen/Tones.h"
#include "WholeWishes.h"

#include <algorithm>
#include <cmath>

namespace kaimen {
namespace {

// A wish's first character that opens couplet lines this often as the start of the wish itself
// is bound to its second (峥嵘 100%, 磐石 100%, 磊落 95%, 盎然 94%; 旭日 97%): apart, neither opens a
// line well.
constexpr float kBoundOpeningShare = 0.9f;

// A character that opens or ends this few words of the opening words' list (inference/data/
// opening_words.txt) apart from the wish's other character is as good as bound to it.
constexpr size_t kFewWordsApart = 3;

// Whether IDS break none of SPEC's rules on their own: no blocked sequence (a word never written,
// a mark of an unwished sense the request does not bring: 喜怒哀乐 for 喜怒, another year named at
// a year's booth) and no character kept out after another in a line.
bool breaksNoRule(const ConstraintSpec &spec, const std::vector<int> &ids)
{
    if (holdsABlockedSequence(spec, ids))
        return false;
    for (const auto &[first, later] : spec.notAfterInLine) {
        const auto at = std::find(ids.begin(), ids.end(), first);
        if (at != ids.end() && std::find(at, ids.end(), later) != ids.end())
            return false;
    }
    return true;
}

bool boundToTheNext(const TokenClasses &c, int first, int second)
{
    const auto *follower = c.follower(first, second);
    return follower && follower->logShare >= std::log(kBoundOpeningShare);
}

// Whether SECOND makes hardly a word but with FIRST (稷 but 社稷, 凰 but 凤凰, 蛟 but 腾蛟 and 蛟龙):
// alone in a 嵌字 下联 it made none (好稷安定, 鹅凰丽日, 凤蛟神州).
bool hardlyAWordApart(const TokenClasses &c, int first, int second)
{
    size_t words = 0;
    for (const auto *list : {&c.followers[size_t(second)], &c.leaders[size_t(second)]})
        for (const auto &word : *list)
            words += word.id != first;
    return words <= kFewWordsApart;
}

// Whether SECOND opens no word a line may open with but its own doubling, which a wish's character
// never makes (富富民强): 擞, 稷 and 晖 open none, 煌 only 煌煌. At the 下联's head it wrote a
// non-word whatever the 上联 (擞来伟业, 稷安锦绣, 煌耀神州).
bool opensNoWord(const TokenClasses &c, int second)
{
    const auto &words = c.followers[size_t(second)];
    return std::all_of(words.begin(), words.end(), [&](const TokenClasses::Follower &w) { return w.id == second; });
}

// The part a 嵌字 pair takes in its beat's word (ConstraintSpec::embedBeatPlace): the 下联's
// character takes the 上联's. Where it nearly always ends the words on a beat (首 of 昂首, 节 of
// 亮节), the 上联's stands second on its own: opening one it wrote 红梅首尾, 新春节约. Where it nearly
// always opens them (满), first. Not where the 上联's character leans the other way (万 of 万代
// second on its beat wrote 九万千秋), nor second where the two share a tone: the line's second
// place is one of 二四六, where the lines' tones should differ.
int embedBeatPlaceOf(const TokenClasses &c, const std::string &upperChar, const std::string &lowerChar, int upperId)
{
    const auto upperPlace = beatPlaceOf(upperChar), lowerPlace = beatPlaceOf(lowerChar);
    const auto upperTone = toneClassOf(upperChar);
    const bool sameTone = upperTone != ToneClass::Unknown && upperTone == toneClassOf(lowerChar);
    if (lowerPlace == BeatPlace::Second && upperPlace != BeatPlace::First && !sameTone && !c.leaders[size_t(upperId)].empty())
        return 1;
    if (lowerPlace == BeatPlace::First && upperPlace != BeatPlace::Second && !c.followers[size_t(upperId)].empty())
        return -1;
    return 0;
}

} // namespace

std::vector<int> CoupletJobs::idsOf(const std::string &text) const
{
    std::vector<int> ids;
    for (const auto &ch : splitUtf8(text)) {
        const int id = hanziId(ch);
        if (id < 0)
            return {};
        ids.push_back(id);
    }
    return ids;
}

// Where the wish word stands, by the kind of couplet asked for.
void CoupletJobs::placeTheWish(const CoupletRequest &request, ConstraintSpec &spec) const
{
    // A wish character outside the vocabulary cannot be written, in any kind: left to the prompt,
    // a 主题 wish was lost (龘吉 got 春风送暖千家乐 / 喜气盈门万户欢, neither of its characters).
    const auto chars = splitUtf8(request.keyword);
    const int first = charId(chars[0], "the wish word"), second = charId(chars[1], "the wish word");
    if (request.kind == CoupletKind::Theme) {
        // Half of an idiom human lines write whole stands whole in it, at the line's head: alone
        // on a beat it read broken (羊年雨顺家家乐, 羊岁事成千里锦, 羊衔喜地迎春到). Not where the other
        // half breaks a rule the wish alone keeps (forced, it would pass every ban).
        const auto idiom = idsOf(wholeIdiomOf(request.keyword));
        if (!idiom.empty() && breaksNoRule(spec, idiom)) {
            spec.themeWord = idiom;
            spec.themeWordLatest = 0;
        } else {
            spec.themeWord = {first, second};
        }
        keepAnimalNounsFromTheWish(spec);
        keepTheLastYearFromTheWish(request, spec);
        return;
    }
    // A doubled wish (岁岁, 欣欣) or one bound together (峥嵘, 磐石) stands whole in the 上联, and
    // the 下联 answers it (岁岁平安 … / 年年如意 …, a doubling with a doubling): one character in
    // each line made non-words (岁喜鹊鸣, 欣向阳春; 峥仑似锦 / 嵘岁如春, 磐桥流水; 嵌字 峥煌, 春盎 /
    // 福然, 滚进) and, doubled, stood at the same place in both lines.
    // A bound word the kiosk does not write is written apart, as a hidden name such as 建国 is.
    const bool writable = !holdsABlockedSequence(spec, {first, second});
    // A writable word holding a character never written alone (无穷: 穷 is poverty) stands whole too.
    const bool onlyWhole = writable && (holdsABlockedSequence(spec, {first}) || holdsABlockedSequence(spec, {second}));
    const bool keptWhole = first == second || onlyWhole || (boundToTheNext(m_classes, first, second) && writable);
    if (request.kind == CoupletKind::Cangtou) {
        spec.upperFirst = first;
        // A 藏头 wish whose second character seldom opens a line (万里, 人间, 天涯) stands whole
        // too: at the 下联's head that character read broken (里海蓝天, 间作良辰, 涯前). Not in 嵌字,
        // whose characters stand inside the lines, where they are common.
        if (keptWhole || ((opensLinesWhole(request.keyword) || opensNoWord(m_classes, second)) && writable))
            spec.themeWord = {first, second};
        else
            spec.lowerFirst = second;
    } else if (keptWhole || (hardlyAWordApart(m_classes, first, second) && writable)) {
        // 嵌字 inside the line, on its second beat (瑞气盈盈门纳喜): at its head it was the 藏头
        // couplet again. So is a wish whose second character makes hardly a word apart from the
        // first (紫阁凤凰鸣盛世, 祖国社稷千秋业); as 藏头 the 下联's head is freer (凰飞燕舞 read well).
        spec.themeWord = {first, second};
        spec.themeWordEarliest = kThemeWordLatestStart;
    } else {
        spec.embedUpper = first;
        spec.embedLower = second;
        spec.embedBeatPlace = embedBeatPlaceOf(m_classes, chars[0], chars[1], first);
    }
}

} // namespace kaimen
