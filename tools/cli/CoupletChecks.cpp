#include "CoupletChecks.h"

#include "TextLines.h"

#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"
#include "kaimen/Tones.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kaimen::cli {
namespace {

bool holdsAny(const std::string &text, const std::vector<std::string> &words)
{
    for (const auto &word : words)
        if (!word.empty() && text.find(word) != std::string::npos)
            return true;
    return false;
}

// 二四六分明: at the even places of each phrase (counted from the phrase's start) the lines'
// tones differ; places whose tone is unknown are left out. True when no checked place agrees.
bool opposedAtEvenPlaces(const std::vector<std::string> &u, const std::vector<std::string> &l)
{
    size_t place = 0;
    for (size_t i = 0; i < u.size() && i < l.size(); ++i) {
        if (isCoupletPunctuation(u[i])) {
            place = 0;
            continue;
        }
        ++place;
        if (place % 2 != 0 || place > 6)
            continue;
        const auto a = toneClassOf(u[i]), b = toneClassOf(l[i]);
        if (a != ToneClass::Unknown && b != ToneClass::Unknown && a == b)
            return false;
    }
    return true;
}

void countWords(const std::vector<std::string> &line, const std::unordered_set<std::string> &lexicon, CoupletChecks &c)
{
    for (size_t i = 0; i + 1 < line.size(); ++i)
        if (isChineseCharacter(line[i]) && isChineseCharacter(line[i + 1])) {
            ++c.wordWindows;
            c.wordHits += lexicon.count(line[i] + line[i + 1]) > 0;
        }
}

} // namespace

std::unordered_set<std::string> readLexicon(const std::string &file)
{
    std::ifstream in(file);
    if (!in)
        throw std::runtime_error("cannot read the lexicon " + file);
    std::unordered_set<std::string> words;
    bool first = true;
    for (std::string line; readTextLine(in, line, first);) {
        std::istringstream fields(line);
        std::string word;
        if (fields >> word)
            words.insert(word);
    }
    return words;
}

CoupletChecks checkCouplet(const std::string &upper, const std::string &lower, const std::vector<std::string> &blockedWords,
                           const std::unordered_set<std::string> *lexicon)
{
    CoupletChecks c;
    const auto u = splitUtf8(upper), l = splitUtf8(lower);
    c.equalLength = !u.empty() && u.size() == l.size();
    c.lowerEndsPing = !l.empty() && toneClassOf(l.back()) == ToneClass::Ping;
    c.endsZePing = c.lowerEndsPing && !u.empty() && toneClassOf(u.back()) == ToneClass::Ze;
    c.repeatsMirrored = c.equalLength;
    for (size_t i = 0; i < u.size() && i < l.size(); ++i)
        c.samePlace = c.samePlace || (!isCoupletPunctuation(u[i]) && u[i] == l[i]);
    c.opposed246 = opposedAtEvenPlaces(u, l);
    c.unwishedUpper = holdsAny(upper, unwishedWords());
    c.unwishedLower = holdsAny(lower, unwishedWords());
    for (const auto &sense : unwishedSenses()) {
        const bool inUpper = touchesSense(sense, upper);
        const bool inLower = touchesSense(sense, lower);
        c.senseUpper = c.senseUpper || inUpper;
        c.senseLower = c.senseLower || inLower;
        c.senseLowerAdds = c.senseLowerAdds || (!inUpper && sense.binds(false) && inLower);
    }
    if (lexicon) {
        countWords(u, *lexicon, c);
        countWords(l, *lexicon, c);
    }
    for (size_t i = 0; c.repeatsMirrored && i < u.size(); ++i) {
        if (isCoupletPunctuation(u[i]))
            continue;
        if (u[i] == l[i])
            c.repeatsMirrored = false;
        for (size_t j = 0; j < i; ++j)
            if ((u[i] == u[j]) != (l[i] == l[j]))
                c.repeatsMirrored = false;
    }
    c.blocked = holdsAny(upper, blockedWords) || holdsAny(lower, blockedWords);
    return c;
}

} // namespace kaimen::cli
