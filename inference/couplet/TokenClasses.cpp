// What each vocabulary id is for the couplet rules, and the opening words' lines as read.
#include "CoupletConstraints.h"
#include "IdiomHalves.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Tones.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace kaimen {
namespace {

// Those of NOT_ZE (sorted ids not known to be 仄) that open no word whose second character is 仄.
std::vector<int> openingNoZeWord(const std::vector<int> &notZe, const std::vector<std::vector<TokenClasses::Follower>> &followers)
{
    const auto isZe = [&](int id) { return !std::binary_search(notZe.begin(), notZe.end(), id); };
    std::vector<int> out;
    for (int id : notZe)
        if (std::none_of(followers[size_t(id)].begin(), followers[size_t(id)].end(),
                         [&](const TokenClasses::Follower &word) { return isZe(word.id); }))
            out.push_back(id);
    return out;
}

// MARKS[id] = 1 and IDS the ids, for each of CHARACTERS the vocabulary holds.
void markCharacters(const Tokenizer &tokenizer, const std::vector<std::string> &characters, std::vector<uint8_t> &marks,
                    std::vector<int> &ids)
{
    const int n = tokenizer.vocabSize();
    marks.assign(size_t(n), 0);
    for (const auto &character : characters)
        if (const int id = tokenizer.pieceId(character); id >= 0 && id < n && id != tokenizer.unkId() && !marks[size_t(id)]) {
            marks[size_t(id)] = 1;
            ids.push_back(id);
        }
}

// How much more prose's word than a couplet's a dictionary word is: the log of the human lines
// using it as a word against its dictionary count (plus 100, so that a rare dictionary word is not
// judged on a handful of lines), where that is under a tenth; 0 otherwise, for a word the
// dictionary lacks, and for one lines use mostly inside an idiom (心想事成: opening_words.py writes
// no count for it). Couplet words score 0 (声名 106 lines against 345 in the dictionary, 木兰 35 / 176);
// prose words score low (木头 4 / 748: -3.1, 声音 39 / 10,340: -3.3, 势力 8 / 4,786: -4.1).
float proseLogOf(double uses, double proseUses)
{
    constexpr double kSmoothing = 100, kCoupletWordRatio = 0.1;
    if (proseUses <= 0)
        return 0;
    return float(std::min(0.0, std::log(uses / (proseUses + kSmoothing) / kCoupletWordRatio)));
}

} // namespace

TokenClasses::TokenClasses(const Tokenizer &tokenizer)
    : eos(tokenizer.eosId()), separator(tokenizer.separatorId())
{
    const int n = tokenizer.vocabSize();
    hanzi.assign(size_t(n), 0);
    punctuation.assign(size_t(n), 0);
    markCharacters(tokenizer, doublingCharacters(), doubling, doublingIds);
    markCharacters(tokenizer, reduplicatingCharacters(), reduplicating, reduplicatingIds);
    followers.resize(size_t(n));
    leaders.resize(size_t(n));
    for (const auto &text : openingWords()) {
        const auto line = parseOpeningLine(text);
        const int head = line.head.empty() ? -1 : tokenizer.pieceId(line.head);
        if (head < 0 || head >= n)
            continue;
        // Shares of all the character's openings, those outside this vocabulary included.
        double total = 0;
        for (const auto &follower : line.followers)
            total += follower.uses;
        for (const auto &[next, uses, proseUses] : line.followers)
            if (const int id = tokenizer.pieceId(next); id >= 0 && id < n && id != tokenizer.unkId()) {
                const Follower word{id, float(std::log(uses / total)), proseLogOf(uses, proseUses)};
                followers[size_t(head)].push_back(word);
                leaders[size_t(id)].push_back({head, word.logShare, word.proseLog});
            }
    }
    for (const char *year : {"年", "岁"})
        if (const int id = tokenizer.pieceId(year); id >= 0 && id < n && id != tokenizer.unkId())
            yearIds.push_back(id);
    boundTails.resize(size_t(n));
    for (const auto &idiom : idiomHalves()) {
        if (!tailNeedsItsHead(idiom))
            continue;
        std::vector<int> ids;
        for (const auto &ch : splitUtf8(idiom.head + idiom.tail))
            if (const int id = tokenizer.pieceId(ch); id >= 0 && id < n && id != tokenizer.unkId())
                ids.push_back(id);
        if (ids.size() == 4)
            boundTails[size_t(ids[2])].push_back({ids[3], ids[0], ids[1]});
    }
    for (int id = 0; id < n; ++id) {
        const auto piece = tokenizer.piece(id);
        if (id != tokenizer.unkId() && isChineseCharacter(piece) && characterCount(piece) == 1) {
            hanzi[size_t(id)] = 1;
            const auto tone = toneClassOf(piece);
            if (tone != ToneClass::Ping)
                notPingIds.push_back(id);
            if (tone != ToneClass::Ze)
                notZeIds.push_back(id);
        } else {
            punctuation[size_t(id)] = piece == "，" || piece == "；";
            nonHanziIds.push_back(id);
        }
    }
    notZeOpeningNoZeIds = openingNoZeWord(notZeIds, followers);
}

const TokenClasses::Follower *TokenClasses::follower(int head, int next) const
{
    if (head < 0 || size_t(head) >= followers.size())
        return nullptr;
    for (const auto &f : followers[size_t(head)])
        if (f.id == next)
            return &f;
    return nullptr;
}

KeyedLine splitKeyedLine(const std::string &text, char separator)
{
    KeyedLine line;
    const auto at = text.find(separator);
    if (at == std::string::npos)
        return line;
    line.key = text.substr(0, at);
    std::istringstream entries(text.substr(at + 1));
    for (std::string entry; entries >> entry;)
        line.entries.push_back(entry);
    return line;
}

OpeningLine parseOpeningLine(const std::string &text)
{
    OpeningLine line;
    auto keyed = splitKeyedLine(text, ' ');
    line.head = std::move(keyed.key);
    for (const auto &entry : keyed.entries) {
        const auto colon = entry.find(':');
        const auto second = colon == std::string::npos ? colon : entry.find(':', colon + 1);
        const double uses = colon == std::string::npos ? 1.0 : std::atof(entry.c_str() + colon + 1);
        const double proseUses = second == std::string::npos ? 0.0 : std::atof(entry.c_str() + second + 1);
        line.followers.push_back({entry.substr(0, colon), uses, proseUses});
    }
    return line;
}

} // namespace kaimen
