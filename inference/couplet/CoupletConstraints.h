#pragma once
// The rules of a couplet, applied inside decoding (not by retrying): equal line lengths,
// 藏头 and 嵌字 characters, 叠字 mirrored and no other repeats, no shared characters at the
// same position, punctuation aligned, 仄 ending the 上联 and 平 ending the 下联, blocked words.
// Plain C++: the searches ask for one StepRule per hypothesis and apply it to the scores.

#include "kaimen/Tokenizer.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kaimen {

// The characters human couplets double in place (年年, 处处, 悠悠) as a habit of the language
// (inference/data/doubling_characters.txt, compiled in).
const std::vector<std::string> &doublingCharacters();

// The characters human couplet lines write doubled at least a few times (常常, 茸茸, 皓皓): what a
// 下联 may double where its 上联 doubles one of them (inference/data/reduplicating_characters.txt,
// compiled in).
const std::vector<std::string> &reduplicatingCharacters();

// The words a 藏头 line may open with, one line per opening character: the character, then each
// character that may follow it as "character:count", the count telling how common the pair is in
// couplets (inference/data/opening_words.txt, compiled in).
const std::vector<std::string> &openingWords();

// Things a zodiac animal's character names with one more character (羊角, 羊毫, 马蹄), which never
// stand right before a 主题 wish word (inference/data/animal_nouns.txt, compiled in).
const std::vector<std::string> &animalNouns();

// Last beats (three characters) the shipped model writes for many wishes where people seldom do
// (歌盛世, 庆新春), which the reranker weighs against (inference/data/stock_endings.txt, compiled in).
const std::vector<std::string> &stockEndings();

// The lines of inference/data/occasion_characters.txt ("商贸春联: 货:3.00 店:3.00 …"), compiled in.
const std::vector<std::string> &occasionCharacterLines();

// The lines of inference/data/occasion_words.txt ("婚联: 淑女 洞房 …"), compiled in.
const std::vector<std::string> &occasionWordLines();

// One line of a compiled list: the key before the first SEPARATOR (an occasion before ':' in
// occasionCharacterLines() and occasionWordLines(), a character before ' ' in openingWords()) and
// the space-separated entries after it. An empty key for a line without the separator.
struct KeyedLine {
    std::string key;
    std::vector<std::string> entries;
};
KeyedLine splitKeyedLine(const std::string &line, char separator);

// One line of openingWords(): the opening character and each character that may follow it, with
// how many human lines use the two as a word (1 when the line gives none) and, for a word of
// jieba's dictionary, its count there (0 for none). An empty head for a line without a space.
struct OpeningFollower {
    std::string next;
    double uses;
    double proseUses;
};
struct OpeningLine {
    std::string head;
    std::vector<OpeningFollower> followers;
};
OpeningLine parseOpeningLine(const std::string &line);

// What each vocabulary id is, computed once per tokenizer.
struct TokenClasses {
    explicit TokenClasses(const Tokenizer &tokenizer);

    std::vector<uint8_t> hanzi;        // 1 for a single Chinese character
    std::vector<uint8_t> punctuation;  // 1 for ， ；
    std::vector<uint8_t> doubling;     // 1 for a character a line may double in place
    std::vector<int> doublingIds;      // those characters' ids
    std::vector<uint8_t> reduplicating;  // 1 for a character human lines write doubled at times
    std::vector<int> reduplicatingIds;   // those characters' ids
    struct Follower {
        int id;
        float logShare;  // log of this opening's share of all openings with the same first character
        float proseLog;  // <= 0: how much more prose than couplets use the word (proseLogOf)
    };
    std::vector<std::vector<Follower>> followers;  // id -> what may follow it opening a 藏头 line
    std::vector<std::vector<Follower>> leaders;    // id -> what it may follow so (the same words; the
                                                   // share is the leader's, as in followers)
    // NEXT among HEAD's followers, or null: HEAD and NEXT open a word.
    const Follower *follower(int head, int next) const;
    // The tails human lines almost never write on a beat without their heads (tailNeedsItsHead):
    // a tail's first id -> its second id and the head's two.
    struct BoundTail {
        int second, head0, head1;
    };
    std::vector<std::vector<BoundTail>> boundTails;
    std::vector<int> yearIds;          // 年 and 岁: second in a line only after an opening word's head
    std::vector<int> nonHanziIds;      // everything else, banned unless a rule allows it
    std::vector<int> notPingIds;       // Chinese characters that are not known to be 平
    std::vector<int> notZeIds;         // Chinese characters that are not known to be 仄
    std::vector<int> notZeOpeningNoZeIds;  // those of them that open no word ending on a 仄 character
    int eos, separator;
};

// A 主题 上联's wish word begins no later than this place (the second beat of 2+2+3). By the third,
// a year's booth put the same stock phrase first for a third of all wishes and squeezed the wish
// in behind it (骏马奔腾恭喜庆 / 灵羊献瑞贺新春; docs/quality-reading.md, session 23).
inline constexpr int kThemeWordLatestStart = 2;

// What one request's output must satisfy.
struct ConstraintSpec {
    enum class Task { WholeCouplet, LowerOnly, Horizontal };
    Task task = Task::WholeCouplet;
    std::vector<int> givenUpper;        // LowerOnly: the visitor's 上联 (unseenCharacterId for a
                                        // character outside the vocabulary)
    int upperFirst = -1;                // 藏头: first character of the 上联
    int lowerFirst = -1;                // 藏头: first character of the 下联
    int lowerOpening = -1;              // 对下联's other couplets: the 下联's first token, as chosen
    int upperSecond = -1;               // 藏头: when set, the 上联's second character (its opening word)
    int upperOpening = -1;              // 主题 and 嵌字's other 上联: the 上联's first token, as chosen
    int embedUpper = -1;                // 嵌字: must stand in the 上联 ...
    int embedLower = -1;                // ... and this one at the same position in the 下联
    int embedBeatPlace = 0;             // 嵌字: 1, the two stand second on their beats (激昂 / 俯首);
                                        // -1, first (圆梦 / 满堂); 0, either
    std::vector<int> themeWord;         // 主题: the wish word, to stand whole in the 上联
    int themeWordEarliest = 0;          // ... beginning no earlier than this place (嵌字: inside the line)
    int themeWordLatest = kThemeWordLatestStart;  // ... and no later than this one
    bool upperOnly = false;             // WholeCouplet: stop after the 上联 and its separator
    int minLine = 5;                    // WholeCouplet: shortest line (characters and punctuation)
    int maxLine = 11;                   // WholeCouplet: longest line
    int horizontalLength = 4;           // Horizontal: characters of a 横批
    std::vector<std::vector<int>> phrases;  // Horizontal: when set, the 横批 is one of these
    bool tones = true;                  // 上联 ends 仄, 下联 ends 平
    std::vector<std::vector<int>> blocked;  // token sequences never to produce ...
    // ... but as the end of one of these, each longer than the blocked one it ends (无穷 ends with
    // 穷: writable_words.txt)
    std::vector<std::vector<int>> writable;
    // (A, B): once a line holds A, B stands nowhere after it in that line.
    std::vector<std::pair<int, int>> notAfterInLine;
    // (A, B): where the 上联 has A, the 下联 has no B at the same place.
    std::vector<std::pair<int, int>> notFacing;
    // Added to these tokens' log-probabilities wherever they may stand: the characters a booth's
    // occasion says more than couplets at large (CoupletJobs, occasion_characters.txt).
    std::vector<std::pair<int, float>> lean;
};

// Whether IDS hold one of SPEC's blocked sequences other than as the end of a writable word.
bool holdsABlockedSequence(const ConstraintSpec &spec, const std::vector<int> &ids);

// The stand-in of a 上联's Nth distinct character outside the vocabulary (N from 0): negative,
// so it is never a token; the 下联 answers it with a character of its own, and mirrors it where
// it repeats. (-1 means "no token" elsewhere.)
constexpr int unseenCharacterId(int n)
{
    return -2 - n;
}

// A line leans towards its occasion's characters until it holds this many of them: enough to
// read as the occasion's, not a list of its words. A lean on every step strong enough to steer
// most lines wrote 储蓄买卖饭菜味 / 服务供商店财源 for a shop; stopping at two still wrote the same
// 寿联 for four wishes of five; one lets a strong lean set the tone and the model write the rest
// (docs/quality-reading.md, session 16).
inline constexpr int kOccasionCharactersPerLine = 1;

// The place the next character takes in its phrase: how many characters of LINE follow its last
// ， or ； (all of them when it has none).
int placeInPhrase(const TokenClasses &classes, const std::vector<int> &line);

// How many of SPEC's lean characters the line now being written (the end of PREFIX) holds.
int occasionCharactersInLine(const ConstraintSpec &spec, const TokenClasses &classes, const std::vector<int> &prefix);

// What the next token may be.
struct StepRule {
    int forced = -1;                    // >= 0: this token and no other
    bool forcedIsFree = false;          // the forced token is bookkeeping and costs no probability
    std::vector<int> allowedNonHanzi;   // separator, EOS or punctuation allowed here
    std::vector<int> only;              // when set: these tokens and no others (less any banned)
    std::vector<float> onlyBonus;       // when set: added to the score of each token of `only`
    std::vector<int> banned;            // characters banned here
    bool requireZe = false;             // only 仄 characters (the 上联's last one)
    bool requirePing = false;           // only 平 characters (the 下联's last one)
    const std::vector<std::pair<int, float>> *lean = nullptr;  // the spec's, on free steps
};

// The rule for the token after PREFIX (the generated ids, BOS excluded).
StepRule nextStepRule(const ConstraintSpec &spec, const TokenClasses &classes, const std::vector<int> &prefix);

// Applies RULE to one row of log-probabilities (length = vocabulary size).
void applyStepRule(const StepRule &rule, const TokenClasses &classes, float *logProbs, int64_t vocabSize);

} // namespace kaimen
