// The CoupletGenerator behind the public header: loads the model, runs the searches of the
// couplet recipe (CoupletJobs says what each search is and turns what it found into couplets).
#include "kaimen/CoupletGenerator.h"

#include "CoupletJobs.h"
#include "core/Checkpoint.h"
#include "core/Runtime.h"
#include "core/Search.h"
#include "kaimen/Errors.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace kaimen {
namespace {

constexpr int kUpperBeamWidening = 2;  // the 上联 search's beam, in beams of the 下联's
constexpr size_t kOtherOpenings = 3;   // first characters searched besides the best line's (addOtherOpenings)

class PalmCoupletGenerator final : public CoupletGenerator {
public:
    PalmCoupletGenerator(Manifest manifest, const RuntimeOptions &runtime)
        : m_manifest(std::move(manifest)), m_tokenizer(makeTokenizer(m_manifest)), m_classes(*m_tokenizer),
          m_model(m_manifest.config), m_jobs(m_manifest, *m_tokenizer, m_classes)
    {
        const int blasThreads = configureThreads(runtime.threads, runtime.blasThreads).blas;
        auto chosen = chooseDevice(runtime.device);
        m_device = chosen.device;
        m_runningOn = chosen.running;
        const auto packed = m_device.is_cuda() ? std::nullopt : packedWeightsFor(runtime.cpuPrecision, m_manifest.weightsDtype);
        // The packed network does every matrix product on its own threads (as many as OpenBLAS
        // was given); OpenBLAS's pool would only wake and spin.
        if (packed)
            configureThreads(runtime.threads, 1);
        loadCheckpoint(m_model, m_manifest.weightsFile);
        m_model->eval();
        if (m_device.is_cuda()) {
            m_model->to(m_device, runtime.halfOnCuda ? torch::kHalf : torch::kFloat);
            m_runningOn.precision = runtime.halfOnCuda ? "fp16" : "fp32";
        } else if (packed) {
            m_model->usePackedNetwork(*packed, blasThreads);
            m_runningOn.precision = weightTypeName(*packed);
            m_runningOn.kernels = cpu::kernelsInUse();
            m_runningOn.threads = blasThreads;
        } else {
            m_model->prepareForInference();
            m_runningOn.precision = "fp32";
            m_runningOn.threads = blasThreads;
        }
    }

    const Manifest &manifest() const override { return m_manifest; }
    RunningOn runningOn() const override { return m_runningOn; }

    int64_t deviceMemoryBytes() const override { return m_device.is_cuda() ? cudaMemoryAllocated() : -1; }

    std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests,
                                           const DecodingOptions &options, const GenerationHooks &hooks) override
    {
        c10::InferenceMode inferenceMode;
        std::vector<GenerationResult> results(requests.size());
        const auto &blocked = m_jobs.blockedSequences(options.blockedWords);
        std::vector<Job> jobs;
        for (size_t i = 0; i < requests.size(); ++i) {
            try {
                jobs.push_back(m_jobs.makeJob(i, requests[i], options, blocked));
            } catch (const InvalidRequest &e) {
                results[i].error = e.what();
            }
        }
        if (jobs.empty())
            return results;
        auto uppers = searchLines(jobs, options, hooks);
        const auto searchedFirst = addOtherUpperOpenings(jobs, uppers, options, hooks);
        auto found = answerUpperLines(jobs, options, std::move(uppers), searchedFirst, hooks);
        for (size_t j = 0; j < jobs.size(); ++j)
            m_jobs.rerank(jobs[j], found[j], options);
        addOtherLowerOpenings(jobs, found, options, hooks);
        HorizontalJobs horizontal;
        for (size_t j = 0; j < jobs.size(); ++j) {
            const size_t request = jobs[j].request;
            auto &result = results[request];
            if (hooks.abandoned && hooks.abandoned(request))
                result.error = "The request was withdrawn before its couplet was finished.";
            else if (!m_jobs.fillResult(jobs[j], found[j], size_t(std::max(1, options.nBest)), result))
                result.error = "No couplet could be written that keeps every couplet rule for this input; try another word.";
            else
                m_jobs.addHorizontalJobs(jobs[j], result, blocked, horizontal);
        }
        writeHorizontals(horizontal, options);
        return results;
    }

private:
    // The first search of each job: whole couplets, or 上联 alone where a 下联 answers each later.
    std::vector<std::vector<Hypothesis>> searchLines(const std::vector<Job> &jobs, const DecodingOptions &options,
                                                     const GenerationHooks &hooks)
    {
        std::vector<std::vector<Hypothesis>> found(jobs.size());
        for (const bool upperOnly : {true, false}) {
            std::vector<size_t> group;
            std::vector<Job> groupJobs;
            for (size_t j = 0; j < jobs.size(); ++j)
                if (jobs[j].spec.upperOnly == upperOnly) {
                    group.push_back(j);
                    groupJobs.push_back(jobs[j]);
                }
            if (group.empty())
                continue;
            auto groupFound = upperOnly ? searchUpperLines(groupJobs, options, hooks)
                                        : search(groupJobs, options, observer(groupJobs, hooks));
            for (size_t g = 0; g < group.size(); ++g)
                found[group[g]] = std::move(groupFound[g]);
        }
        return found;
    }

    // Each couplet's 横批: ranking the curated phrases wants a wider beam than the lines do.
    void writeHorizontals(const HorizontalJobs &horizontal, const DecodingOptions &options)
    {
        if (horizontal.jobs.empty())
            return;
        DecodingOptions horizontalOptions;
        horizontalOptions.beams = std::max(4, options.beams);
        horizontalOptions.maxLength = 5;
        m_jobs.fillHorizontals(horizontal, search(horizontal.jobs, horizontalOptions));
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
    ObserveFn observer(const std::vector<Job> &jobs, const GenerationHooks &hooks) const
    {
        if (!hooks.onProgress && !hooks.abandoned)
            return {};
        return [this, &jobs, &hooks](int row, const std::vector<int> &prefix) {
            const auto &job = jobs[size_t(row)];
            if (hooks.abandoned && hooks.abandoned(job.request))
                return false;
            if (hooks.onProgress && job.showsProgress)
                hooks.onProgress(job.request, m_jobs.toCouplet(job, Hypothesis{prefix, 0.0}));
            return true;
        };
    }

    // The 上联 of whole couplets whose search stops after the 上联 (spec.upperOnly), best first;
    // several of them get their own 下联 (answerUpperLines). A 藏头 上联 is searched once per
    // opening the model likes (openingsOf). The others are searched at a wider beam until it is
    // full of finished 上联 (stopping when the best one finished often left one; a beam of four
    // held one opening: 如来无限好风景, 如来无限好风光美 …).
    std::vector<std::vector<Hypothesis>> searchUpperLines(const std::vector<Job> &jobs, const DecodingOptions &options,
                                                          const GenerationHooks &hooks)
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
                                           : search(searched, openingOptions, observer(searched, hooks));
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
            auto unforcedFound = search(unforced, wide, observer(unforced, hooks));
            for (size_t u = 0; u < unforced.size(); ++u)
                found[unforcedIndex[u]] = std::move(unforcedFound[u]);
        }
        return found;
    }

    // The second characters the model likes best after each 藏头 job's forced first one (at most
    // kCangtouOpenings, best first, each allowed by the couplet rules).
    std::vector<std::vector<int>> openingsOf(const std::vector<Job> &jobs)
    {
        std::vector<std::vector<int>> prefixes;
        for (const auto &job : jobs)
            prefixes.push_back({job.spec.upperFirst});
        return likeliestNext(jobs, prefixes, kCangtouOpenings);
    }

    // The COUNT tokens the model likes best after each job's PREFIXES[j] (all of one length), best
    // first, each allowed by the couplet rules: as many decoder steps as the prefix has, plus one.
    std::vector<std::vector<int>> likeliestNext(const std::vector<Job> &jobs, const std::vector<std::vector<int>> &prefixes,
                                                int64_t count)
    {
        const auto rows = int64_t(jobs.size());
        const auto steps = int64_t(prefixes.front().size()) + 1;
        auto source = sourceTensor(jobs).to(m_device);
        auto state = m_model->startDecoding(m_model->encode(source), source, 1, steps);
        auto tokens = torch::full({rows}, m_tokenizer->bosId(), torch::kLong);
        torch::Tensor logProbs;
        for (int64_t step = 0; step < steps; ++step) {
            logProbs = m_model->decodeStep(tokens.to(m_device), step, state);
            if (step + 1 < steps) {
                std::vector<int64_t> next;
                for (const auto &prefix : prefixes)
                    next.push_back(prefix[size_t(step)]);
                tokens = torch::tensor(next, torch::kLong);
            }
        }
        logProbs = logProbs.to(torch::kCPU, torch::kFloat).contiguous();
        std::vector<int> rowIndex(jobs.size());
        std::iota(rowIndex.begin(), rowIndex.end(), 0);
        constrainer(jobs)(logProbs, prefixes, rowIndex);
        auto [scores, ids] = torch::topk(logProbs, std::min<int64_t>(count, logProbs.size(1)), 1);
        auto scoresA = scores.accessor<float, 2>();
        auto idsA = ids.accessor<int64_t, 2>();
        std::vector<std::vector<int>> likeliest(jobs.size());
        for (int64_t j = 0; j < rows; ++j)
            for (int64_t k = 0; k < scores.size(1); ++k)
                if (std::isfinite(scoresA[j][k]))
                    likeliest[size_t(j)].push_back(int(idsA[j][k]));
        return likeliest;
    }

    // A visitor's 上联 gets one 下联 search, whose best 下联 mostly open alike: 换一副 showed
    // 冬来万树绿如蓝, 冬来万里绿如蓝, 冬来万树绿如烟 for 春至百花红似火 (two 下联 a character apart among
    // the four for 262 of 300 dev 上联). Where more than one couplet is asked for, the 下联 is also
    // searched from each of the model's next likeliest first characters; those 下联 join the
    // others behind the best, which stays first.
    void addOtherLowerOpenings(const std::vector<Job> &jobs, std::vector<std::vector<Hypothesis>> &found,
                               const DecodingOptions &options, const GenerationHooks &hooks)
    {
        if (options.nBest < 2 || options.sample)
            return;
        std::vector<size_t> visitors;
        for (size_t j = 0; j < jobs.size(); ++j)
            if (jobs[j].spec.task == ConstraintSpec::Task::LowerOnly)
                visitors.push_back(j);
        addOtherOpenings(jobs, visitors, found, &ConstraintSpec::lowerOpening, options, hooks, true);
    }

    // A 主题 or 嵌字 上联's wide search mostly kept one opening (all four couplets of 301 of 348
    // 主题 wishes at the sheep's booth began with 羊), so 换一副 showed it again and again. Such a
    // 上联 is also searched from the model's next likeliest first characters (瑞雪, 牧笛 …), however
    // many couplets are asked for; those 上联 follow FOUND's, and each first character gets a
    // 下联 (replyJobs). Returns how many of each job's 上联 its first search found.
    std::vector<size_t> addOtherUpperOpenings(const std::vector<Job> &jobs, std::vector<std::vector<Hypothesis>> &found,
                                              const DecodingOptions &options, const GenerationHooks &hooks)
    {
        std::vector<size_t> searchedFirst, free;
        for (size_t j = 0; j < jobs.size(); ++j) {
            searchedFirst.push_back(found[j].size());
            if (firstCharacterIsFree(jobs[j].spec) && !options.sample)
                free.push_back(j);
        }
        DecodingOptions untilFull = options;  // each search goes on until its beam holds finished 上联
        untilFull.finishedWanted = std::max(options.finishedWanted, options.beams);
        addOtherOpenings(jobs, free, found, &ConstraintSpec::upperOpening, untilFull, hooks, false);
        return searchedFirst;
    }

    // For each of JOBS[PICKED], a search from each of the model's kOtherOpenings next likeliest
    // first tokens besides the one its best in FOUND begins with (the job's spec's OPENING set to
    // it). Where FOUND is RERANKED, what they find is reranked too and joins FOUND behind the best,
    // which stays first; else it follows FOUND, search by search, so that what was chosen from
    // FOUND before is chosen still (replyJobs).
    void addOtherOpenings(const std::vector<Job> &jobs, const std::vector<size_t> &picked,
                          std::vector<std::vector<Hypothesis>> &found, int ConstraintSpec::*opening,
                          const DecodingOptions &options, const GenerationHooks &hooks, bool reranked)
    {
        std::vector<Job> asked;
        std::vector<size_t> owners;
        for (size_t j : picked)
            if (!found[j].empty() && !found[j].front().tokens.empty()) {
                asked.push_back(jobs[j]);
                owners.push_back(j);
            }
        if (asked.empty())
            return;
        const auto firsts = likeliestNext(asked, std::vector<std::vector<int>>(asked.size()), kOtherOpenings + 1);
        std::vector<Job> searched;
        std::vector<size_t> owner;
        for (size_t a = 0; a < asked.size(); ++a) {
            size_t added = 0;
            // A 嵌字 wish's own character opens no other 上联: at the head it is the 藏头 couplet.
            for (int token : firsts[a])
                if (token != found[owners[a]].front().tokens.front() && token != asked[a].spec.embedUpper
                    && added++ < kOtherOpenings) {
                    searched.push_back(asked[a]);
                    searched.back().spec.*opening = token;
                    searched.back().showsProgress = false;
                    owner.push_back(owners[a]);
                }
        }
        if (searched.empty())
            return;
        auto more = search(searched, options, observer(searched, hooks));
        for (size_t s = 0; s < searched.size(); ++s) {
            if (reranked)
                m_jobs.rerank(searched[s], more[s], options);
            auto &pool = found[owner[s]];
            pool.insert(pool.end(), more[s].begin(), more[s].end());
        }
        if (reranked)
            for (size_t j : owners)
                sortBestFirst(found[j].begin() + 1, found[j].end());
    }

    // The 下联 of each whole couplet whose search stopped after the 上联, written as the model's
    // reply to it (CoupletJobs::replyJobs); the couplets best first.
    std::vector<std::vector<Hypothesis>> answerUpperLines(const std::vector<Job> &jobs, const DecodingOptions &options,
                                                          std::vector<std::vector<Hypothesis>> uppers,
                                                          const std::vector<size_t> &searchedFirst,
                                                          const GenerationHooks &hooks)
    {
        const auto replies = m_jobs.replyJobs(jobs, uppers, searchedFirst, options);
        if (replies.jobs.empty())
            return uppers;
        const auto lowers = search(replies.jobs, options, observer(replies.jobs, hooks));
        return m_jobs.joinReplies(jobs, std::move(uppers), replies, lowers);
    }

    Manifest m_manifest;
    std::unique_ptr<Tokenizer> m_tokenizer;
    TokenClasses m_classes;
    PalmModel m_model;
    CoupletJobs m_jobs;
    torch::Device m_device = torch::kCPU;
    RunningOn m_runningOn;
};

} // namespace

std::unique_ptr<CoupletGenerator> CoupletGenerator::load(const std::string &directory, const RuntimeOptions &runtime)
{
    return std::make_unique<PalmCoupletGenerator>(loadManifest(directory), runtime);
}

} // namespace kaimen
