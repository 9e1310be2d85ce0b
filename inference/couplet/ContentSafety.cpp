#include "kaimen/ContentSafety.h"

#include "couplet/UnwishedSenseLines.h"
#include "kaimen/CoupletText.h"
#include "kaimen/SimplifiedScript.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>
#include <sstream>

namespace kaimen {

const std::vector<UnwishedSense> &unwishedSenses()
{
    static const std::vector<UnwishedSense> senses = [] {
        std::vector<UnwishedSense> read;
        for (const auto &line : unwishedSenseLines()) {
            const auto colon = line.find(':');
            if (colon == std::string::npos)
                continue;
            auto &sense = read.emplace_back();
            sense.name = line.substr(0, colon);
            static const std::string kWishesOnly = ", for wishes only";
            if (sense.name.size() > kWishesOnly.size()
                && sense.name.compare(sense.name.size() - kWishesOnly.size(), kWishesOnly.size(), kWishesOnly) == 0) {
                sense.name.resize(sense.name.size() - kWishesOnly.size());
                sense.wishesOnly = true;
            }
            std::istringstream marks(line.substr(colon + 1));
            for (std::string mark; marks >> mark;)
                sense.marks.push_back(mark);
        }
        return read;
    }();
    return senses;
}

bool touchesSense(const UnwishedSense &sense, const std::string &text)
{
    return std::any_of(sense.marks.begin(), sense.marks.end(),
                       [&](const std::string &mark) { return text.find(mark) != std::string::npos; });
}

SenseFound unwishedSenseOf(const std::string &wish)
{
    // A word of a class (是非, 争吵) or a character of misfortune (death, mourning, disaster: 哀乐,
    // 灾祸) is enough, and so is every character a mark (病痛, 悲伤); one character of another
    // class is not: 痛快, 疾驰 and 慈悲 are good wishes.
    const auto text = normalizeCoupletText(wish);
    const auto chars = splitUtf8(text);
    std::vector<SenseFound> perCharacter(chars.size());
    for (const auto &sense : unwishedSenses())
        for (const auto &mark : sense.marks) {
            if (text.find(mark) == std::string::npos)
                continue;
            if (splitUtf8(mark).size() > 1 || sense.name == "misfortune")
                return {sense.name, mark};
            for (size_t i = 0; i < chars.size(); ++i)
                if (chars[i] == mark && perCharacter[i].name.empty())
                    perCharacter[i] = {sense.name, mark};
        }
    const bool everyOne = !chars.empty() && std::all_of(perCharacter.begin(), perCharacter.end(),
                                                        [](const SenseFound &s) { return !s.name.empty(); });
    return everyOne ? SenseFound{perCharacter[0].name, text} : SenseFound{};
}

namespace {

std::vector<std::string> normalizedWords(std::initializer_list<const std::vector<std::string> *> lists)
{
    std::vector<std::string> words;
    for (const auto *list : lists)
        for (const auto &word : *list)
            // In the simplified characters requests are read in: an operator may type 網 for 网.
            if (auto normalized = asTheModelReads(word); !normalized.empty())
                words.push_back(std::move(normalized));
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

std::string firstListedIn(const std::vector<std::string> &words, const std::string &text)
{
    // A hundred-odd short words against a line of at most sixteen characters: a plain search.
    for (const auto &word : words)
        if (text.find(word) != std::string::npos)
            return word;
    return {};
}

} // namespace

BlockList::BlockList(const std::vector<std::string> &extra)
    : m_refused(normalizedWords({&builtInBlockedWords(), &extra})),
      m_unwritten(normalizedWords({&unwrittenWords()})),
      m_neverWritten(normalizedWords({&builtInBlockedWords(), &extra, &unwrittenWords()}))
{
}

std::string BlockList::firstIn(const std::string &text) const
{
    return firstListedIn(m_refused, text);
}

std::string BlockList::firstUnwrittenIn(const std::string &text) const
{
    if (auto word = firstIn(text); !word.empty())
        return word;
    // A writable word is read past whole (无穷), so that what stands outside it is still found (穷困).
    std::string outside = text;
    for (const auto &writable : writableWords())
        for (size_t at = outside.find(writable); at != std::string::npos; at = outside.find(writable, at))
            outside.replace(at, writable.size(), "|");
    return firstListedIn(m_unwritten, outside);
}

namespace {

// The word of WISH the kiosk would have to write and may not, or "". A couplet that writes its
// wish apart, one character a line, writes each character and never the word: there a given name
// such as 建国 is written (建业… / 国泰…), while a blocked word is never hidden in the lines' heads.
std::string unwrittenInWish(const CoupletRequest &request, const BlockList &blocked)
{
    const auto word = blocked.firstUnwrittenIn(request.keyword);
    if (word.empty() || request.kind == CoupletKind::Theme || !blocked.firstIn(request.keyword).empty())
        return word;
    for (const auto &ch : splitUtf8(request.keyword))
        if (auto own = blocked.firstUnwrittenIn(ch); !own.empty())
            return own;
    const auto &hideable = hideableWords();
    return std::find(hideable.begin(), hideable.end(), word) != hideable.end() ? std::string() : word;
}

} // namespace

std::string declineReason(const CoupletRequest &request, const BlockList &blocked)
{
    const bool wish = request.mode == CoupletMode::Keyword;
    // A wish is written into the couplet by the kiosk; a 上联 is the visitor's and only read.
    if (const auto word = wish ? unwrittenInWish(request, blocked) : blocked.firstIn(request.upper);
        !word.empty())
        return "The request holds \"" + word + "\", which this kiosk does not write.";
    // A visitor's own 上联 is theirs: only a wish is asked what it speaks of.
    if (const auto sense = wish ? unwishedSenseOf(request.keyword) : SenseFound{}; !sense.name.empty())
        return "The wish word \"" + request.keyword + "\" speaks of " + sense.name + " (\"" + sense.mark
               + "\"), which no couplet at a door wishes for; choose another wish.";
    return {};
}

std::string writtenText(const CoupletRequest &request, const Couplet &couplet)
{
    const bool ownUpper = request.mode == CoupletMode::Duilian;
    return (ownUpper ? std::string() : couplet.upper + "|") + couplet.lower + "|" + couplet.horizontal;
}

} // namespace kaimen
