#pragma once
// The couplet recipe without the network: requests into search jobs (prompts, the couplet rules
// each search keeps), a wish's best 上联 into the jobs that answer them, and what the searches
// found into couplets. PalmCoupletGenerator runs the searches; this needs no libtorch, so the
// recipe compiles in seconds and is tested without a model.

#include "core/Hypothesis.h"
#include "couplet/BlockedSequences.h"
#include "couplet/CoupletConstraints.h"
#include "couplet/Reranker.h"
#include "kaimen/CoupletGenerator.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace kaimen {

// A keyword couplet's lines: seven characters, the spring couplet's usual length, or eight
// (4 + 4: 六畜兴旺三羊开泰); five-character lines from this small model read as filler (福到人间喜 /
// 满门第一家), and its nine-character ones were a seven-character line with two characters stuck
// on, every one of the 35 among 10,600 first and 换一副 couplets (励志同心创伟业业事, 春来小院花香满园美).
constexpr int kKeywordMinLine = 7;
constexpr int kKeywordMaxLine = 8;
// A 藏头 上联 is searched once for each of the model's likeliest openings (its first two
// characters), and the best 上联 of each is answered: the opening the model likes best can be
// one the forced 下联 character cannot face (丰年 / 收拾春联万户欢), while another it ranked lower
// makes the better couplet (丰稔千家歌盛世 / 收来万户庆新春, a higher score in all).
constexpr int kCangtouOpenings = 6;

// One search: a request's prompt and the rules its output keeps.
struct Job {
    size_t request = 0;          // index into the caller's requests
    CoupletRequest asked;        // that request, normalized (normalizedRequest) once by makeJob
    std::vector<int> source;     // prompt ids
    ConstraintSpec spec;
    std::string upperText;       // LowerOnly: the 上联 being answered, as text
    bool showsProgress = true;   // one of a request's several searches shows the visitor its progress
};

// Whether IDS hold one of SEQUENCES (the search's blocked words) anywhere.
bool holdsASequence(const std::vector<int> &ids, const std::vector<std::vector<int>> &sequences);

// Whether a whole couplet's 上联 is searched once per opening and the best of each opening
// answered: 藏头 of two characters, searched rather than sampled (a doubled wish's opening is
// the wish itself).
bool searchedPerOpening(const ConstraintSpec &spec, const DecodingOptions &options);

// Whether a whole couplet's 上联, searched alone, may begin with any character (主题, 嵌字): it is
// also searched from the model's next likeliest first characters, and a wish's couplets are
// chosen one per first character while others are left (a 藏头 上联's first is the wish's).
bool firstCharacterIsFree(const ConstraintSpec &spec);

// The jobs that write the 下联 of a wish's best 上联, and which (job, 上联) each answers.
struct Replies {
    std::vector<Job> jobs;
    std::vector<std::pair<size_t, size_t>> owners;
};

// The 横批 searches for the couplets of a batch, and which couplet each is for.
struct HorizontalJobs {
    std::vector<Job> jobs;
    std::vector<Couplet *> couplets;
};

class CoupletJobs {
public:
    // Keeps references: MANIFEST, TOKENIZER and CLASSES must outlive it.
    CoupletJobs(const Manifest &manifest, const Tokenizer &tokenizer, const TokenClasses &classes);

    // The words no model writes and WORDS as token sequences (BlockedSequences::with).
    const std::vector<std::vector<int>> &blockedSequences(const std::vector<std::string> &words);

    // REQUEST's search. Throws InvalidRequest saying why it cannot be written.
    Job makeJob(size_t index, const CoupletRequest &request, const DecodingOptions &options,
                const std::vector<std::vector<int>> &blocked) const;

    // For each job that stopped after its 上联 (spec.upperOnly), a 下联 search for each of its
    // best 上联 (UPPERS: the first SEARCHED_FIRST[j] of them best first, found by its first search;
    // the rest, each search's best first, from other first characters), written as the model's
    // reply to it (the 对下联 task, learned from many more human pairs than the keyword tasks).
    Replies replyJobs(const std::vector<Job> &jobs, const std::vector<std::vector<Hypothesis>> &uppers,
                      const std::vector<size_t> &searchedFirst, const DecodingOptions &options) const;
    // The whole couplets: each reply's 下联 after its 上联, scored as the 上联's score plus the
    // 下联's; the other jobs' hypotheses as they were. Best first.
    std::vector<std::vector<Hypothesis>> joinReplies(const std::vector<Job> &jobs,
                                                     std::vector<std::vector<Hypothesis>> uppers,
                                                     const Replies &replies,
                                                     const std::vector<std::vector<Hypothesis>> &lowers) const;

    // FOUND, the couplets JOB wrote for its request, with OPTIONS' reranking added to their
    // scores, best first again.
    void rerank(const Job &job, std::vector<Hypothesis> &found, const DecodingOptions &options) const;

    // The best of FOUND and the couplets 换一副 rotates through into RESULT (at most NBEST in all);
    // false when FOUND is empty.
    bool fillResult(const Job &job, const std::vector<Hypothesis> &found, size_t nBest, GenerationResult &result) const;
    // A 横批 search for each couplet of RESULT, which JOB wrote: 换一副's couplets have other
    // lines, and the first one's 横批 could stand word for word in them.
    void addHorizontalJobs(const Job &job, GenerationResult &result, const std::vector<std::vector<int>> &blocked,
                           HorizontalJobs &out) const;

    // Each couplet of HORIZONTAL its 横批 from what its search FOUND (best first): the best one no
    // earlier couplet of the same request took, else the best; and as its spare the next one found
    // (Couplet::spareHorizontal), untaken where there is one. The phrases a search may choose
    // are those of one tier (phrasesFor), so a wish's own phrase stays over every couplet when it
    // is the only one of its tier.
    void fillHorizontals(const HorizontalJobs &horizontal, const std::vector<std::vector<Hypothesis>> &found) const;

    // The lines of HYPOTHESIS, as JOB writes them (no 横批).
    Couplet toCouplet(const Job &job, const Hypothesis &hypothesis) const;
    std::string decode(const std::vector<int> &tokens) const;

private:
    std::vector<int> encodeSource(const std::string &prompt) const;
    int charId(const std::string &ch, const std::string &what) const;
    // CH's id when the model writes it as a Chinese character, else -1.
    int hanziId(const std::string &ch) const;
    // TEXT's characters as ids; empty when one is outside the vocabulary (or TEXT is empty).
    std::vector<int> idsOf(const std::string &text) const;
    void keepToTheYear(const CoupletRequest &request, ConstraintSpec &spec) const;
    void faceNoOtherHandover(const CoupletRequest &request, ConstraintSpec &spec) const;
    void keepAnimalNounsFromTheWish(ConstraintSpec &spec) const;
    void keepTheLastYearFromTheWish(const CoupletRequest &request, ConstraintSpec &spec) const;
    void placeTheWish(const CoupletRequest &request, ConstraintSpec &spec) const;
    void keepUnwishedSensesOut(const CoupletRequest &request, ConstraintSpec &spec) const;
    void readOccasionWords();
    void keepOtherOccasionsWordsOut(const CoupletRequest &request, ConstraintSpec &spec) const;
    Job duilianJob(Job job, const CoupletRequest &request) const;
    std::vector<std::vector<int>> phrasesFor(const Couplet &couplet, const CoupletRequest &request,
                                             const std::vector<std::vector<int>> &blocked) const;
    std::vector<size_t> chooseAlternatives(const Job &job, const std::vector<Hypothesis> &found, size_t count) const;

    const Manifest &m_manifest;
    const Tokenizer &m_tokenizer;
    const TokenClasses &m_classes;
    std::vector<std::vector<int>> m_phrases;  // the curated 横批
    std::vector<std::string> m_phraseTexts;   // m_phrases as text, for phrasesFor
    Reranker m_reranker;
    // Per occasion, its characters' ids and log-odds / 3 (occasionCharacterLines()).
    std::map<std::string, std::vector<std::pair<int, float>>> m_occasionLean;
    // Per occasion, the words its couplets own (occasionWordLines()); and every such word's ids.
    std::map<std::string, std::set<std::string>> m_occasionWords;
    std::map<std::string, std::vector<int>> m_ownedWords;
    BlockedSequences m_blocked;
    std::vector<std::pair<int, int>> m_animalNouns;  // animalNouns() as the ids of their two characters
    // Per class of unwishedSenses(), its marks (是非, 荣辱, 愁 …) as token sequences.
    std::vector<std::vector<std::vector<int>>> m_unwishedSenseMarks;
    // writableWords() as token sequences: what a blocked sequence may end (无穷).
    std::vector<std::vector<int>> m_writable;
};

} // namespace kaimen
