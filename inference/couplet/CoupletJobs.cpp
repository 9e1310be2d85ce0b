#include "CoupletJobs.h"

#include "LineModel.h"
#include "Prompts.h"
#include "SpreadChoice.h"
#include "kaimen/AuspiciousPhrases.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Errors.h"
#include "kaimen/Occasion.h"

#include <algorithm>
#include <map>

namespace kaimen {
namespace {

// 上联 answered per opening (first two characters) while others are left: 吉祥's best four all
// opened 吉羊 and hid 吉星高照平安日 / 祥气常临幸福年.
constexpr size_t kRepliesPerOpening = 2;
// 上联 answered besides those, where the first character is free: one of each next first character.
constexpr size_t kOtherFirstCharacters = 3;

// LOWER with the punctuation of UPPER at the same places: the 下联 mirrors the visitor's marks.
std::string withMarksOf(const std::string &upper, const std::string &lower)
{
    const auto marks = splitUtf8(upper);
    auto chars = splitUtf8(lower);
    if (chars.size() != marks.size())
        return lower;
    std::string out;
    for (size_t i = 0; i < chars.size(); ++i)
        out += isCoupletPunctuation(marks[i]) && isCoupletPunctuation(chars[i]) ? marks[i] : chars[i];
    return out;
}

size_t repliesPerRequest(const DecodingOptions &options)
{
    return size_t(std::max(2, options.beams));
}

// The openings (first two tokens; the first alone where it is free) of FOUND, which a search for
// SPEC wrote, and how many of a wish's couplets may share one while others are left.
std::vector<std::vector<int>> openingsOf(const ConstraintSpec &spec, const std::vector<Hypothesis> &found)
{
    std::vector<std::vector<int>> openings;
    for (const auto &h : found)
        openings.push_back(leadingTokens(h.tokens, firstCharacterIsFree(spec) ? 1 : 2));
    return openings;
}

size_t perOpening(const ConstraintSpec &spec)
{
    return firstCharacterIsFree(spec) ? 1 : kRepliesPerOpening;
}

// CHOSEN (indices into UPPERS) and the best of UPPERS with each first token none of them has, at
// most kOtherFirstCharacters more: the 上联 answered as before, so that the first couplet stays the
// one it was, and one of each other opening for 换一副.
std::vector<size_t> withEveryFirstCharacter(std::vector<size_t> chosen, const std::vector<Hypothesis> &uppers)
{
    std::set<int> firsts;
    for (size_t h : chosen)
        if (!uppers[h].tokens.empty())
            firsts.insert(uppers[h].tokens.front());
    size_t added = 0;
    for (size_t h = 0; h < uppers.size() && added < kOtherFirstCharacters; ++h)
        if (!uppers[h].tokens.empty() && firsts.insert(uppers[h].tokens.front()).second) {
            chosen.push_back(h);
            ++added;
        }
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

} // namespace

bool holdsASequence(const std::vector<int> &ids, const std::vector<std::vector<int>> &sequences)
{
    return std::any_of(sequences.begin(), sequences.end(), [&](const std::vector<int> &seq) {
        return !seq.empty() && std::search(ids.begin(), ids.end(), seq.begin(), seq.end()) != ids.end();
    });
}

bool searchedPerOpening(const ConstraintSpec &spec, const DecodingOptions &options)
{
    return spec.upperFirst >= 0 && spec.themeWord.empty() && !options.sample;
}

bool firstCharacterIsFree(const ConstraintSpec &spec)
{
    return spec.task == ConstraintSpec::Task::WholeCouplet && spec.upperOnly && spec.upperFirst < 0;
}

CoupletJobs::CoupletJobs(const Manifest &manifest, const Tokenizer &tokenizer, const TokenClasses &classes)
    : m_manifest(manifest), m_tokenizer(tokenizer), m_classes(classes),
      m_reranker(manifest.lineModelFile.empty() ? nullptr : std::make_shared<LineModel>(manifest.lineModelFile)),
      m_blocked(tokenizer, manifest.blockedWordsFile)
{
    for (const auto &text : occasionCharacterLines()) {
        const auto line = splitKeyedLine(text, ':');
        if (line.key.empty())
            continue;
        auto &lean = m_occasionLean[line.key];
        for (const auto &entry : line.entries) {
            const auto at = entry.rfind(':');
            const int id = at == std::string::npos ? -1 : hanziId(entry.substr(0, at));
            if (id >= 0)
                lean.emplace_back(id, std::stof(entry.substr(at + 1)) / 3.0f);
        }
    }
    readOccasionWords();
    for (const auto &noun : animalNouns()) {
        const auto chars = splitUtf8(noun);
        if (const int animal = hanziId(chars.at(0)), thing = hanziId(chars.at(1)); animal >= 0 && thing >= 0)
            m_animalNouns.emplace_back(animal, thing);
    }
    for (const auto &sense : unwishedSenses()) {
        auto &marks = m_unwishedSenseMarks.emplace_back();
        for (const auto &mark : sense.marks)
            if (auto ids = knownIds(m_tokenizer, mark); !ids.empty())
                marks.push_back(std::move(ids));
    }
    for (const auto &word : writableWords())
        if (auto ids = knownIds(m_tokenizer, word); !ids.empty())
            m_writable.push_back(std::move(ids));
    for (const auto &phrase : auspiciousPhrases())
        if (auto ids = knownIds(m_tokenizer, phrase); !ids.empty()) {
            m_phrases.push_back(std::move(ids));
            m_phraseTexts.push_back(phrase);
        }
}

const std::vector<std::vector<int>> &CoupletJobs::blockedSequences(const std::vector<std::string> &words)
{
    return m_blocked.with(words);
}

std::vector<int> CoupletJobs::encodeSource(const std::string &prompt) const
{
    auto ids = m_tokenizer.encode(prompt);
    ids.insert(ids.begin(), m_tokenizer.bosId());
    ids.push_back(m_tokenizer.eosId());
    if (int(ids.size()) > m_manifest.maxSourceTokens)
        throw InvalidRequest("The input is too long for this model (" + std::to_string(ids.size()) + " tokens; at most "
                             + std::to_string(m_manifest.maxSourceTokens) + ").");
    return ids;
}

int CoupletJobs::hanziId(const std::string &ch) const
{
    const int id = m_tokenizer.pieceId(ch);
    return id >= 0 && m_classes.hanzi[size_t(id)] ? id : -1;
}

int CoupletJobs::charId(const std::string &ch, const std::string &what) const
{
    const int id = hanziId(ch);
    if (id < 0)
        throw InvalidRequest("The character " + ch + " in " + what + " is not in this model's vocabulary; try another.");
    return id;
}

std::string CoupletJobs::decode(const std::vector<int> &tokens) const
{
    return m_tokenizer.decode(tokens);
}

Job CoupletJobs::makeJob(size_t index, const CoupletRequest &given, const DecodingOptions &options,
                         const std::vector<std::vector<int>> &blocked) const
{
    const auto request = normalizedRequest(given);
    if (const auto problem = checkRequest(request))
        throw InvalidRequest(describeProblem(problem));
    // Checked here for every mode: a 对下联's 横批 names the occasion too.
    if (auto problem = occasionProblem(request.occasion); !problem.empty())
        throw InvalidRequest(problem);
    Job job;
    job.request = index;
    job.asked = request;
    job.spec.tones = options.couplingConstraints;
    job.spec.blocked = blocked;
    job.spec.writable = m_writable;
    if (request.mode == CoupletMode::Duilian)
        return duilianJob(std::move(job), request);
    if (m_tokenizer.separatorId() < 0)
        throw InvalidRequest("The model " + m_manifest.name + " has no line separator token, so it cannot write a whole couplet.");
    keepUnwishedSensesOut(request, job.spec);
    job.spec.task = ConstraintSpec::Task::WholeCouplet;
    job.spec.minLine = kKeywordMinLine;
    job.spec.maxLine = kKeywordMaxLine;
    keepToTheYear(request, job.spec);
    keepOtherOccasionsWordsOut(request, job.spec);
    // After every ban is known: a 主题 wish's idiom is written only where it breaks none.
    if (options.couplingConstraints)
        placeTheWish(request, job.spec);
    // With the coupling rules on, the 下联 is written as the reply to the 上联 (replyJobs).
    job.spec.upperOnly = options.couplingConstraints && m_manifest.prompts.count("duilian") > 0;
    // A 主题 couplet for a named occasion leans towards its characters, the 下联 too (its reply
    // job copies this spec): the prompt alone did not steer the small model (商贸春联 got the
    // plain couplets of 春联).
    if (auto it = m_occasionLean.find(request.occasion); request.kind == CoupletKind::Theme && it != m_occasionLean.end())
        for (const auto &[id, share] : it->second)
            job.spec.lean.emplace_back(id, float(options.occasionLean) * share);
    job.source = encodeSource(promptFor(m_manifest, request));
    return job;
}

Job CoupletJobs::duilianJob(Job job, const CoupletRequest &given) const
{
    job.spec.task = ConstraintSpec::Task::LowerOnly;
    // A mark the model never learned (、 and ： between phrases, ！ and ？ inside a line) is read as
    // the ， it knows; the 下联 shows the visitor's own marks at their places (toCouplet).
    CoupletRequest request = given;
    if (const int comma = m_tokenizer.pieceId("，"); comma >= 0) {
        request.upper.clear();
        for (const auto &ch : splitUtf8(given.upper))
            request.upper += isCoupletPunctuation(ch) && m_tokenizer.pieceId(ch) < 0 ? "，" : ch;
    }
    // A Chinese character the model never saw is still answered: the encoder reads it as [UNK]
    // and the 下联 gives it a character of its own (mirrored where it repeats).
    std::map<std::string, int> unseen;
    for (const auto &ch : splitUtf8(request.upper)) {
        int id = m_tokenizer.pieceId(ch);
        if (isChineseCharacter(ch) && hanziId(ch) < 0)
            id = unseen.emplace(ch, unseenCharacterId(int(unseen.size()))).first->second;
        job.spec.givenUpper.push_back(id);
    }
    if (std::find(job.spec.givenUpper.begin(), job.spec.givenUpper.end(), -1) != job.spec.givenUpper.end())
        throw InvalidRequest("The 上联 holds punctuation this model does not know; use ，or ；between phrases.");
    keepUnwishedSensesOut(request, job.spec);
    job.upperText = given.upper;
    job.source = encodeSource(promptFor(m_manifest, request));
    return job;
}

Replies CoupletJobs::replyJobs(const std::vector<Job> &jobs, const std::vector<std::vector<Hypothesis>> &uppers,
                               const std::vector<size_t> &searchedFirst, const DecodingOptions &options) const
{
    Replies replies;
    for (size_t j = 0; j < jobs.size(); ++j) {
        if (!jobs[j].spec.upperOnly)
            continue;
        const size_t widely = std::min(searchedFirst[j], uppers[j].size());
        std::vector<std::vector<int>> openings;
        for (size_t h = 0; h < widely; ++h)
            openings.push_back(leadingTokens(uppers[j][h].tokens, 2));
        // A 藏头 上联 was searched per opening: the best of each is answered; of the others, the
        // best that are unlike one another (羊跃新春歌盛世 and 羊舞新春歌盛世 gave 换一副 one couplet
        // twice), and where the first character is free the best of each other first character
        // too (answering only the best few, all of them 羊…, left 换一副 no other opening). Each of
        // the best 上联 gets its own search, so that the 藏头 or 嵌字 character forced on the 下联
        // meets a 上联 it can answer (one shared beam gave 收岁欢歌, 意诗万里春).
        std::vector<std::pair<std::vector<int>, std::vector<int>>> upperLines;
        for (size_t h = 0; h < widely; ++h)
            upperLines.emplace_back(uppers[j][h].tokens, std::vector<int>());
        auto chosen = searchedPerOpening(jobs[j].spec, options)
            ? chooseSpread(openings, kCangtouOpenings, 1)
            : chooseUnlike(upperLines, repliesPerRequest(options), openings, kRepliesPerOpening);
        if (firstCharacterIsFree(jobs[j].spec))
            chosen = withEveryFirstCharacter(std::move(chosen), uppers[j]);
        bool first = true;
        for (size_t h : chosen) {
            auto upper = uppers[j][h].tokens;
            upper.erase(std::find(upper.begin(), upper.end(), m_tokenizer.separatorId()), upper.end());
            CoupletRequest reply;
            reply.mode = CoupletMode::Duilian;
            reply.upper = m_tokenizer.decode(upper);
            Job job{jobs[j].request, jobs[j].asked, encodeSource(promptFor(m_manifest, reply)), jobs[j].spec, reply.upper};
            job.spec.task = ConstraintSpec::Task::LowerOnly;
            job.spec.upperOnly = false;
            job.spec.givenUpper = std::move(upper);
            job.showsProgress = std::exchange(first, false);
            replies.jobs.push_back(std::move(job));
            replies.owners.emplace_back(j, h);
        }
    }
    return replies;
}

std::vector<std::vector<Hypothesis>> CoupletJobs::joinReplies(const std::vector<Job> &jobs,
                                                              std::vector<std::vector<Hypothesis>> uppers,
                                                              const Replies &replies,
                                                              const std::vector<std::vector<Hypothesis>> &lowers) const
{
    std::vector<std::vector<Hypothesis>> couplets(jobs.size());
    for (size_t j = 0; j < jobs.size(); ++j)
        if (!jobs[j].spec.upperOnly)
            couplets[j] = std::move(uppers[j]);
    for (size_t r = 0; r < replies.jobs.size(); ++r) {
        const auto &[j, h] = replies.owners[r];
        for (const auto &lower : lowers[r]) {
            Hypothesis couplet{replies.jobs[r].spec.givenUpper, uppers[j][h].score + lower.score};
            couplet.tokens.push_back(m_tokenizer.separatorId());
            couplet.tokens.insert(couplet.tokens.end(), lower.tokens.begin(), lower.tokens.end());
            couplets[j].push_back(std::move(couplet));
        }
    }
    for (auto &hypotheses : couplets)
        sortBestFirst(hypotheses);
    return couplets;
}

// The best of FOUND and the COUNT - 1 couplets that follow it for 换一副: couplets whose lines are
// unlike those taken (chooseUnlike; for a visitor's 上联, the 下联 alone, one per opening), while
// others are left. In score order they were the same couplet with one character changed
// (如此春风无限好 / 意随时雨有余香, then … 有余闲), or another 上联 over the same 下联.
std::vector<size_t> CoupletJobs::chooseAlternatives(const Job &job, const std::vector<Hypothesis> &found,
                                                    size_t count) const
{
    const bool visitorsUpper = job.spec.task == ConstraintSpec::Task::LowerOnly;
    std::vector<std::pair<std::vector<int>, std::vector<int>>> lines;
    for (const auto &h : found) {
        if (visitorsUpper) {
            lines.emplace_back(std::vector<int>(), h.tokens);  // the 上联 is the visitor's, one for all
        } else {
            const auto sep = std::find(h.tokens.begin(), h.tokens.end(), m_tokenizer.separatorId());
            lines.emplace_back(std::vector<int>(h.tokens.begin(), sep),
                               sep == h.tokens.end() ? std::vector<int>() : std::vector<int>(sep + 1, h.tokens.end()));
        }
    }
    return chooseUnlike(lines, count, openingsOf(job.spec, found), visitorsUpper ? 1 : perOpening(job.spec));
}

void CoupletJobs::rerank(const Job &job, std::vector<Hypothesis> &found, const DecodingOptions &options) const
{
    for (auto &hypothesis : found) {
        const auto couplet = toCouplet(job, hypothesis);
        hypothesis.score += Reranker::weighed(m_reranker.signalsFor(job.asked, couplet.upper, couplet.lower), options.rerank);
    }
    sortBestFirst(found);
    // A sampled whole couplet whose lines ran on past seven characters, where a search stops, is
    // shown only when every draw did: 9 of 11 such draws read as broken (福星高照平安宅会 /
    // 到处长生幸运家庭, 国富民强壮志年天日), and the mean score per character ranked them first.
    if (options.sample && job.spec.task == ConstraintSpec::Task::WholeCouplet)
        std::stable_partition(found.begin(), found.end(), [&](const Hypothesis &h) {
            return characterCount(toCouplet(job, h).upper) <= size_t(kKeywordMinLine);
        });
}

bool CoupletJobs::fillResult(const Job &job, const std::vector<Hypothesis> &found, size_t nBest,
                             GenerationResult &result) const
{
    if (found.empty())
        return false;
    for (size_t h : chooseAlternatives(job, found, nBest))
        (h == 0 ? result.couplet : result.alternatives.emplace_back()) = toCouplet(job, found[h]);
    result.ok = true;
    return true;
}

Couplet CoupletJobs::toCouplet(const Job &job, const Hypothesis &hypothesis) const
{
    Couplet couplet;
    couplet.score = hypothesis.score;
    const auto &t = hypothesis.tokens;
    if (job.spec.task == ConstraintSpec::Task::LowerOnly) {
        couplet.upper = job.upperText;
        couplet.lower = withMarksOf(job.upperText, m_tokenizer.decode(t));
        return couplet;
    }
    auto sep = std::find(t.begin(), t.end(), m_tokenizer.separatorId());
    couplet.upper = m_tokenizer.decode(std::vector<int>(t.begin(), sep));
    if (sep != t.end())
        couplet.lower = m_tokenizer.decode(std::vector<int>(sep + 1, t.end()));
    return couplet;
}

} // namespace kaimen
