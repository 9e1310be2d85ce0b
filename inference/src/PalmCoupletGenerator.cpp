// The CoupletGenerator behind the public header: prompts in, constrained search, couplets out.
#include "kaimen/CoupletGenerator.h"

#include "../core/Checkpoint.h"
#include "../core/Runtime.h"
#include "../core/Search.h"
#include "CoupletConstraints.h"
#include "Prompts.h"
#include "SpreadChoice.h"
#include "kaimen/AuspiciousPhrases.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Errors.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <thread>
#include <utility>

namespace kaimen {
namespace {

// A keyword couplet's lines: seven characters, the spring couplet's usual length, or up to
// nine; five-character lines from this small model read as filler (福到人间喜 / 满门第一家).
constexpr int kKeywordMinLine = 7;
constexpr int kKeywordMaxLine = 9;
constexpr int kUpperBeamWidening = 2;  // the 上联 search's beam, in beams of the 下联's
// 上联 answered per opening (first two characters) while others are left: 吉祥's best four all
// opened 吉羊 and hid 吉星高照平安日 / 祥气常临幸福年.
constexpr size_t kRepliesPerOpening = 2;
// A 藏头 上联 is searched once for each of the model's likeliest openings (its first two
// characters), and the best 上联 of each is answered: the opening the model likes best can be
// one the forced 下联 character cannot face (丰年 / 收拾春联万户欢), while another it ranked lower
// makes the better couplet (丰稔千家歌盛世 / 收来万户庆新春, a higher score in all).
constexpr int kCangtouOpenings = 6;

struct Job {
    size_t request;              // index into the caller's requests
    std::vector<int> source;     // prompt ids
    ConstraintSpec spec;
    bool showsProgress = true;   // one of a request's several searches shows the visitor its progress
};

class PalmCoupletGenerator final : public CoupletGenerator {
public:
    PalmCoupletGenerator(Manifest manifest, const RuntimeOptions &runtime)
        : m_manifest(std::move(manifest)), m_tokenizer(makeTokenizer(m_manifest)), m_classes(*m_tokenizer),
          m_model(m_manifest.config)
    {
        const int blasThreads = configureThreads(runtime.threads, runtime.blasThreads).blas;
        loadCheckpoint(m_model, m_manifest.weightsFile);
        m_model->eval();
        auto chosen = chooseDevice(runtime.device);
        m_device = chosen.device;
        m_deviceDescription = chosen.description;
        if (m_device.is_cuda()) {
            m_model->to(m_device, runtime.halfOnCuda ? torch::kHalf : torch::kFloat);
            m_deviceDescription += runtime.halfOnCuda ? " (fp16)" : " (fp32)";
        } else {
            m_model->prepareForInference();
            m_deviceDescription += " (fp32, " + std::to_string(torch::get_num_threads()) + " threads"
                + ", BLAS " + std::to_string(blasThreads) + ")";
        }
        if (!m_manifest.blockedWordsFile.empty())
            m_modelBlocked = readBlockedWords(m_manifest.blockedWordsFile);
        for (const auto &word : unwishedWords())
            if (auto ids = encodeKnown(normalizeCoupletText(word)); !ids.empty())
                m_modelBlocked.push_back(std::move(ids));
        for (const auto &phrase : auspiciousPhrases())
            if (auto ids = encodeKnown(phrase); !ids.empty()) {
                m_phrases.push_back(std::move(ids));
                m_phraseTexts.push_back(phrase);
            }
    }

    const Manifest &manifest() const override { return m_manifest; }
    std::string deviceDescription() const override { return m_deviceDescription; }

    int64_t deviceMemoryBytes() const override { return m_device.is_cuda() ? cudaMemoryAllocated() : -1; }

    std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests,
                                           const DecodingOptions &options, const GenerationHooks &hooks) override
    {
        c10::InferenceMode inferenceMode;
        std::vector<GenerationResult> results(requests.size());
        std::vector<Job> jobs;
        const auto &blocked = blockedSequences(options.blockedWords);
        for (size_t i = 0; i < requests.size(); ++i) {
            try {
                jobs.push_back(makeJob(i, requests[i], options, blocked));
            } catch (const InvalidRequest &e) {
                results[i].error = e.what();
            }
        }
        if (jobs.empty())
            return results;

        const auto abandoned = [&](size_t request) { return hooks.abandoned && hooks.abandoned(request); };
        std::vector<std::vector<Hypothesis>> found(jobs.size());
        for (const bool upperOnly : {true, false}) {
            std::vector<size_t> group;
            for (size_t j = 0; j < jobs.size(); ++j)
                if (jobs[j].spec.upperOnly == upperOnly)
                    group.push_back(j);
            if (group.empty())
                continue;
            std::vector<Job> groupJobs;
            for (size_t j : group)
                groupJobs.push_back(jobs[j]);
            auto groupFound = upperOnly ? searchUpperLines(groupJobs, requests, options, hooks)
                                        : search(groupJobs, options, observer(groupJobs, requests, hooks));
            for (size_t g = 0; g < group.size(); ++g)
                found[group[g]] = std::move(groupFound[g]);
        }
        found = answerUpperLines(jobs, options, std::move(found), hooks);
        std::vector<Job> horizontalJobs;
        std::vector<Couplet *> horizontalFor;  // the couplet each horizontal job is for
        for (size_t j = 0; j < jobs.size(); ++j) {
            auto &result = results[jobs[j].request];
            if (abandoned(jobs[j].request)) {
                result.error = "The request was withdrawn before its couplet was finished.";
                continue;
            }
            if (found[j].empty()) {
                result.error = "No couplet could be written that keeps every couplet rule for this input; try another word.";
                continue;
            }
            for (size_t h : chooseAlternatives(jobs[j].spec, found[j], size_t(std::max(1, options.nBest)))) {
                auto couplet = toCouplet(requests[jobs[j].request], jobs[j].spec, found[j][h]);
                (h == 0 ? result.couplet : result.alternatives.emplace_back()) = couplet;
            }
            result.ok = true;
            // Each couplet gets its own 横批: 换一副's couplets have other lines, and the first one's
            // 横批 could stand word for word in them.
            std::vector<Couplet *> couplets{&result.couplet};
            for (auto &alternative : result.alternatives)
                couplets.push_back(&alternative);
            for (Couplet *couplet : couplets)
                if (auto prompt = horizontalPromptFor(m_manifest, couplet->upper, couplet->lower); !prompt.empty()) {
                    Job hj{jobs[j].request, encodeSource(prompt), {}};
                    hj.spec.task = ConstraintSpec::Task::Horizontal;
                    hj.spec.phrases = phrasesNotIn(*couplet);
                    hj.spec.blocked = blocked;
                    horizontalJobs.push_back(std::move(hj));
                    horizontalFor.push_back(couplet);
                }
        }
        if (!horizontalJobs.empty()) {
            // Ranking the curated phrases wants a wider beam than the lines do.
            DecodingOptions horizontalOptions;
            horizontalOptions.beams = std::max(4, options.beams);
            horizontalOptions.maxLength = 5;
            auto horizontal = search(horizontalJobs, horizontalOptions);
            for (size_t j = 0; j < horizontalJobs.size(); ++j)
                if (!horizontal[j].empty())
                    horizontalFor[j]->horizontal = m_tokenizer->decode(horizontal[j].front().tokens);
        }
        return results;
    }

private:
    // The model's blocked words and WORDS as token sequences. The engine passes the same list
    // with every batch: it is encoded once and kept until the list changes.
    const std::vector<std::vector<int>> &blockedSequences(const std::vector<std::string> &words)
    {
        if (m_blockedFor && *m_blockedFor == words)
            return m_blocked;
        m_blocked = m_modelBlocked;
        for (const auto &word : words)
            if (auto ids = m_tokenizer->encode(normalizeCoupletText(word)); !ids.empty())
                m_blocked.push_back(std::move(ids));
        // Kaimen's own list is in the shipped model's file too: each word is checked for every
        // hypothesis at every step, so once is enough.
        std::sort(m_blocked.begin(), m_blocked.end());
        m_blocked.erase(std::unique(m_blocked.begin(), m_blocked.end()), m_blocked.end());
        m_blockedFor = words;
        return m_blocked;
    }

    std::vector<std::vector<int>> readBlockedWords(const std::string &file) const
    {
        std::ifstream in(file);
        if (!in)
            throw ModelLoadError("cannot read the model's blocked words " + file);
        std::vector<std::vector<int>> words;
        for (std::string line; std::getline(in, line);) {
            line = normalizeCoupletText(line);
            if (line.empty() || line[0] == '#')
                continue;
            // A word with a character outside the vocabulary can never be written anyway.
            if (auto ids = encodeKnown(line); !ids.empty())
                words.push_back(std::move(ids));
        }
        return words;
    }

    // The ids of TEXT, or none when a character of it is outside the vocabulary.
    std::vector<int> encodeKnown(const std::string &text) const
    {
        auto ids = m_tokenizer->encode(text);
        if (std::find(ids.begin(), ids.end(), m_tokenizer->unkId()) != ids.end())
            ids.clear();
        return ids;
    }

    std::vector<int> encodeSource(const std::string &prompt) const
    {
        auto ids = m_tokenizer->encode(prompt);
        ids.insert(ids.begin(), m_tokenizer->bosId());
        ids.push_back(m_tokenizer->eosId());
        if (int(ids.size()) > m_manifest.maxSourceTokens)
            throw InvalidRequest("The input is too long for this model (" + std::to_string(ids.size())
                                 + " tokens; at most " + std::to_string(m_manifest.maxSourceTokens) + ").");
        return ids;
    }

    int charId(const std::string &ch, const std::string &what) const
    {
        const int id = m_tokenizer->pieceId(ch);
        if (id < 0 || !m_classes.hanzi[size_t(id)])
            throw InvalidRequest("The character " + ch + " in " + what + " is not in this model's vocabulary; try another.");
        return id;
    }

    Job makeJob(size_t index, const CoupletRequest &request, const DecodingOptions &options,
                const std::vector<std::vector<int>> &blocked) const
    {
        Job job;
        job.request = index;
        job.spec.tones = options.couplingConstraints;
        job.spec.blocked = blocked;
        if (request.mode == CoupletMode::Duilian) {
            const auto upper = normalizeCoupletText(request.upper);
            if (auto problem = validateUpperLine(upper); !problem.empty())
                throw InvalidRequest(problem);
            job.spec.task = ConstraintSpec::Task::LowerOnly;
            for (const auto &ch : splitUtf8(upper))
                job.spec.givenUpper.push_back(isChineseCharacter(ch) ? charId(ch, "the 上联") : m_tokenizer->pieceId(ch));
            if (std::find(job.spec.givenUpper.begin(), job.spec.givenUpper.end(), -1) != job.spec.givenUpper.end())
                throw InvalidRequest("The 上联 holds punctuation this model does not know; use ，or ；between phrases.");
            CoupletRequest normalized = request;
            normalized.upper = upper;
            job.source = encodeSource(promptFor(m_manifest, normalized));
            return job;
        }
        const auto word = normalizeCoupletText(request.keyword);
        if (auto problem = validateWishWord(word); !problem.empty())
            throw InvalidRequest(problem);
        if (m_tokenizer->separatorId() < 0)
            throw InvalidRequest("The model " + m_manifest.name + " has no line separator token, so it cannot write a whole couplet.");
        const auto chars = splitUtf8(word);
        job.spec.task = ConstraintSpec::Task::WholeCouplet;
        job.spec.minLine = kKeywordMinLine;
        job.spec.maxLine = kKeywordMaxLine;
        if (options.couplingConstraints && request.kind == CoupletKind::Cangtou) {
            job.spec.upperFirst = charId(chars[0], "the wish word");
            job.spec.lowerFirst = charId(chars[1], "the wish word");
        } else if (options.couplingConstraints && request.kind == CoupletKind::Qianzi) {
            job.spec.embedUpper = charId(chars[0], "the wish word");
            job.spec.embedLower = charId(chars[1], "the wish word");
        }
        // With the coupling rules on, the 下联 is written as the reply to the 上联 (answerUpperLines).
        job.spec.upperOnly = options.couplingConstraints && m_manifest.prompts.count("duilian") > 0;
        CoupletRequest normalized = request;
        normalized.keyword = word;
        job.source = encodeSource(promptFor(m_manifest, normalized));
        return job;
    }

    std::vector<std::vector<Hypothesis>> search(const std::vector<Job> &jobs, const DecodingOptions &options,
                                                const ObserveFn &observe = {})
    {
        DecodingOptions effective = options;
        int longestOutput = kKeywordMaxLine * 2 + 2;
        for (const auto &job : jobs)
            if (job.spec.task == ConstraintSpec::Task::LowerOnly)
                longestOutput = std::max(longestOutput, int(job.spec.givenUpper.size()) + 1);
        effective.maxLength = std::min(options.maxLength > 0 ? std::max(options.maxLength, longestOutput) : longestOutput,
                                       int(m_manifest.config.decoder.maxPositions) - 1);
        ConstrainFn constrain;
        if (options.couplingConstraints || jobs.front().spec.task == ConstraintSpec::Task::Horizontal)
            constrain = constrainer(jobs);
        const SearchTokens tokens{m_tokenizer->bosId(), m_tokenizer->eosId()};
        auto onDevice = sourceTensor(jobs).to(m_device);
        return effective.sample ? sampleSearch(m_model, onDevice, effective, tokens, constrain, observe)
                                : beamSearch(m_model, onDevice, effective, tokens, constrain, observe);
    }

    // The jobs' prompts as one batch [jobs, longest], padded with 0.
    static torch::Tensor sourceTensor(const std::vector<Job> &jobs)
    {
        size_t longest = 0;
        for (const auto &job : jobs)
            longest = std::max(longest, job.source.size());
        auto source = torch::zeros({int64_t(jobs.size()), int64_t(longest)}, torch::kLong);
        for (size_t j = 0; j < jobs.size(); ++j)
            std::copy(jobs[j].source.begin(), jobs[j].source.end(), source[int64_t(j)].data_ptr<int64_t>());
        return source;
    }

    // The couplet rules of each job, applied to its rows at every step.
    ConstrainFn constrainer(const std::vector<Job> &jobs) const
    {
        return [this, &jobs](torch::Tensor &logProbs, const std::vector<std::vector<int>> &prefixes,
                             const std::vector<int> &rows) {
            auto *data = logProbs.data_ptr<float>();
            const int64_t vocab = logProbs.size(1);
            for (size_t n = 0; n < prefixes.size(); ++n)
                applyStepRule(nextStepRule(jobs[size_t(rows[n])].spec, m_classes, prefixes[n]), m_classes,
                              data + int64_t(n) * vocab, vocab);
        };
    }

    // Reports each row's best prefix to HOOKS (when its job shows progress) and asks whether its
    // request was abandoned.
    ObserveFn observer(const std::vector<Job> &jobs, const std::vector<CoupletRequest> &requests,
                       const GenerationHooks &hooks) const
    {
        if (!hooks.onProgress && !hooks.abandoned)
            return {};
        return [this, &jobs, &requests, &hooks](int row, const std::vector<int> &prefix) {
            const auto &job = jobs[size_t(row)];
            if (hooks.abandoned && hooks.abandoned(job.request))
                return false;
            if (hooks.onProgress && job.showsProgress)
                hooks.onProgress(job.request, toCouplet(requests[job.request], job.spec, Hypothesis{prefix, 0.0}));
            return true;
        };
    }

    // The 上联 of whole couplets whose search stops after the 上联 (spec.upperOnly), best first;
    // several of them get their own 下联 (answerUpperLines). A 藏头 上联 is searched once per
    // opening the model likes (openingsOf). The others are searched at a wider beam until it is
    // full of finished 上联 (stopping when the best one finished often left one; a beam of four
    // held one opening: 如来无限好风景, 如来无限好风光美 …).
    std::vector<std::vector<Hypothesis>> searchUpperLines(const std::vector<Job> &jobs,
                                                          const std::vector<CoupletRequest> &requests,
                                                          const DecodingOptions &options, const GenerationHooks &hooks)
    {
        std::vector<std::vector<Hypothesis>> found(jobs.size());
        std::vector<Job> cangtou, unforced;
        std::vector<size_t> cangtouIndex, unforcedIndex;  // into JOBS
        for (size_t j = 0; j < jobs.size(); ++j) {
            const bool perOpening = searchedPerOpening(jobs[j].spec, options);
            (perOpening ? cangtou : unforced).push_back(jobs[j]);
            (perOpening ? cangtouIndex : unforcedIndex).push_back(j);
        }
        if (!cangtou.empty()) {
            DecodingOptions openingOptions = options;
            openingOptions.finishedWanted = std::max(options.finishedWanted, options.beams);
            std::vector<Job> searched;
            std::vector<size_t> owner;  // into JOBS, for each searched job
            const auto openings = openingsOf(cangtou);
            for (size_t c = 0; c < cangtou.size(); ++c)
                for (size_t o = 0; o < openings[c].size(); ++o) {
                    Job job = cangtou[c];
                    job.spec.upperSecond = openings[c][o];
                    job.showsProgress = o == 0;
                    searched.push_back(std::move(job));
                    owner.push_back(cangtouIndex[c]);
                }
            // No opening at all leaves the request without a 上联, answered with an error below.
            auto perJob = searched.empty() ? std::vector<std::vector<Hypothesis>>{}
                                           : search(searched, openingOptions, observer(searched, requests, hooks));
            for (size_t s = 0; s < searched.size(); ++s)
                for (auto &h : perJob[s])
                    found[owner[s]].push_back(std::move(h));
            for (size_t j : cangtouIndex)
                sortBestFirst(found[j]);
        }
        if (!unforced.empty()) {
            DecodingOptions wide = options;
            wide.beams = options.beams * kUpperBeamWidening;
            wide.finishedWanted = std::max(options.finishedWanted, wide.beams);
            auto unforcedFound = search(unforced, wide, observer(unforced, requests, hooks));
            for (size_t u = 0; u < unforced.size(); ++u)
                found[unforcedIndex[u]] = std::move(unforcedFound[u]);
        }
        return found;
    }

    // Whether a whole couplet's 上联 is searched once per opening (searchUpperLines) and the best
    // of each opening answered (answerUpperLines): 藏头, searched rather than sampled.
    static bool searchedPerOpening(const ConstraintSpec &spec, const DecodingOptions &options)
    {
        return spec.upperFirst >= 0 && !options.sample;
    }

    // The second characters the model likes best after each 藏头 job's forced first one (at most
    // kCangtouOpenings, best first, each allowed by the couplet rules): two decoder steps.
    std::vector<std::vector<int>> openingsOf(const std::vector<Job> &jobs)
    {
        const auto rows = int64_t(jobs.size());
        auto source = sourceTensor(jobs).to(m_device);
        auto state = m_model->startDecoding(m_model->encode(source), source, 1, 2);
        m_model->decodeStep(torch::full({rows}, m_tokenizer->bosId(), torch::kLong).to(m_device), 0, state);
        std::vector<std::vector<int>> prefixes;
        std::vector<int64_t> firsts;
        std::vector<int> rowIndex;
        for (const auto &job : jobs) {
            prefixes.push_back({job.spec.upperFirst});
            firsts.push_back(job.spec.upperFirst);
            rowIndex.push_back(int(rowIndex.size()));
        }
        auto logProbs = m_model->decodeStep(torch::tensor(firsts, torch::kLong).to(m_device), 1, state)
                            .to(torch::kCPU, torch::kFloat).contiguous();
        constrainer(jobs)(logProbs, prefixes, rowIndex);
        auto [scores, ids] = torch::topk(logProbs, std::min<int64_t>(kCangtouOpenings, logProbs.size(1)), 1);
        auto scoresA = scores.accessor<float, 2>();
        auto idsA = ids.accessor<int64_t, 2>();
        std::vector<std::vector<int>> openings(jobs.size());
        for (int64_t j = 0; j < rows; ++j)
            for (int64_t k = 0; k < scores.size(1); ++k)
                if (std::isfinite(scoresA[j][k]))
                    openings[size_t(j)].push_back(int(idsA[j][k]));
        return openings;
    }

    static int repliesPerRequest(const DecodingOptions &options) { return std::max(2, options.beams); }

    // The curated 横批 that do not stand word for word in COUPLET's lines: the model ranked the
    // phrase the 上联 opens with first (吉星高照 over 吉星高照平安日), and a 横批 that repeats a
    // line says nothing of its own. All of them when every one does.
    std::vector<std::vector<int>> phrasesNotIn(const Couplet &couplet) const
    {
        std::vector<std::vector<int>> kept;
        for (size_t i = 0; i < m_phrases.size(); ++i)
            if (couplet.upper.find(m_phraseTexts[i]) == std::string::npos
                && couplet.lower.find(m_phraseTexts[i]) == std::string::npos)
                kept.push_back(m_phrases[i]);
        return kept.empty() ? m_phrases : kept;
    }

    // The best of FOUND and the COUNT - 1 couplets that follow it for 换一副: one per 上联 (or per
    // 下联 opening, for a visitor's 上联) while others are left. In score order they were the same
    // couplet with one character changed (如此春风无限好 / 意随时雨有余香, then … 有余闲).
    std::vector<size_t> chooseAlternatives(const ConstraintSpec &spec, const std::vector<Hypothesis> &found,
                                           size_t count) const
    {
        std::vector<std::vector<int>> keys;
        for (const auto &h : found) {
            auto sep = std::find(h.tokens.begin(), h.tokens.end(), m_tokenizer->separatorId());
            keys.push_back(spec.task == ConstraintSpec::Task::LowerOnly ? leadingTokens(h.tokens, 2)
                                                                        : std::vector<int>(h.tokens.begin(), sep));
        }
        return chooseSpread(keys, count, 1);
    }

    // Writes the 下联 of each whole couplet whose search stopped after the 上联 (spec.upperOnly)
    // as the model's reply to it: the 对下联 task, learned from 142k human pairs, many more than
    // the keyword tasks have. Each of the best 上联 gets its own search, so the 藏头 or 嵌字
    // character forced on the 下联 meets a 上联 it can answer (one shared beam gave 收岁欢歌,
    // 意诗万里春). A couplet scores its 上联's score plus its 下联's.
    std::vector<std::vector<Hypothesis>> answerUpperLines(const std::vector<Job> &jobs, const DecodingOptions &options,
                                                          std::vector<std::vector<Hypothesis>> uppers,
                                                          const GenerationHooks &hooks)
    {
        std::vector<Job> replies;
        std::vector<std::pair<size_t, size_t>> owners;  // (job, 上联) each reply answers
        const size_t perRequest = size_t(repliesPerRequest(options));
        for (size_t j = 0; j < jobs.size(); ++j) {
            if (!jobs[j].spec.upperOnly)
                continue;
            std::vector<std::vector<int>> openings;
            for (const auto &upper : uppers[j])
                openings.push_back(leadingTokens(upper.tokens, 2));
            // A 藏头 上联 was searched per opening: the best of each is answered.
            const auto chosen = searchedPerOpening(jobs[j].spec, options) ? chooseSpread(openings, kCangtouOpenings, 1)
                                           : chooseSpread(openings, perRequest, kRepliesPerOpening);
            bool first = true;
            for (size_t h : chosen) {
                auto upper = uppers[j][h].tokens;
                upper.erase(std::find(upper.begin(), upper.end(), m_tokenizer->separatorId()), upper.end());
                CoupletRequest reply;
                reply.mode = CoupletMode::Duilian;
                reply.upper = m_tokenizer->decode(upper);
                Job job{jobs[j].request, encodeSource(promptFor(m_manifest, reply)), jobs[j].spec};
                job.spec.task = ConstraintSpec::Task::LowerOnly;
                job.spec.upperOnly = false;
                job.spec.givenUpper = std::move(upper);
                job.showsProgress = std::exchange(first, false);
                replies.push_back(std::move(job));
                owners.emplace_back(j, h);
            }
        }
        if (replies.empty())
            return uppers;
        ObserveFn observe;
        if (hooks.onProgress || hooks.abandoned)
            observe = [&](int row, const std::vector<int> &prefix) {
                const auto &job = replies[size_t(row)];
                if (hooks.abandoned && hooks.abandoned(job.request))
                    return false;
                if (hooks.onProgress && job.showsProgress)
                    hooks.onProgress(job.request, Couplet{m_tokenizer->decode(job.spec.givenUpper),
                                                          m_tokenizer->decode(prefix), {}, 0.0});
                return true;
            };
        const auto lowers = search(replies, options, observe);
        std::vector<std::vector<Hypothesis>> couplets(jobs.size());
        for (size_t j = 0; j < jobs.size(); ++j)
            if (!jobs[j].spec.upperOnly)
                couplets[j] = std::move(uppers[j]);
        for (size_t r = 0; r < replies.size(); ++r) {
            const auto &[j, h] = owners[r];
            for (const auto &lower : lowers[r]) {
                Hypothesis couplet{replies[r].spec.givenUpper, uppers[j][h].score + lower.score};
                couplet.tokens.push_back(m_tokenizer->separatorId());
                couplet.tokens.insert(couplet.tokens.end(), lower.tokens.begin(), lower.tokens.end());
                couplets[j].push_back(std::move(couplet));
            }
        }
        for (auto &hypotheses : couplets)
            sortBestFirst(hypotheses);
        return couplets;
    }

    Couplet toCouplet(const CoupletRequest &request, const ConstraintSpec &spec, const Hypothesis &hypothesis) const
    {
        Couplet couplet;
        couplet.score = hypothesis.score;
        const auto &t = hypothesis.tokens;
        if (spec.task == ConstraintSpec::Task::LowerOnly) {
            couplet.upper = normalizeCoupletText(request.upper);
            couplet.lower = m_tokenizer->decode(t);
            return couplet;
        }
        auto sep = std::find(t.begin(), t.end(), m_tokenizer->separatorId());
        couplet.upper = m_tokenizer->decode(std::vector<int>(t.begin(), sep));
        if (sep != t.end())
            couplet.lower = m_tokenizer->decode(std::vector<int>(sep + 1, t.end()));
        return couplet;
    }

    Manifest m_manifest;
    std::unique_ptr<Tokenizer> m_tokenizer;
    TokenClasses m_classes;
    PalmModel m_model;
    torch::Device m_device = torch::kCPU;
    std::string m_deviceDescription;
    std::vector<std::vector<int>> m_phrases;
    std::vector<std::string> m_phraseTexts;  // m_phrases as text, for phrasesNotIn
    std::vector<std::vector<int>> m_modelBlocked;
    std::optional<std::vector<std::string>> m_blockedFor;  // the words m_blocked was made for
    std::vector<std::vector<int>> m_blocked;
};

} // namespace

std::unique_ptr<CoupletGenerator> CoupletGenerator::load(const std::string &directory, const RuntimeOptions &runtime)
{
    return std::make_unique<PalmCoupletGenerator>(loadManifest(directory), runtime);
}

} // namespace kaimen
