#pragma once
// A couplet generator for the tests of the engine and of its clients: its couplets are a function
// of the wish word ("如意上" / "如意下"), and it can be held at a gate, made to throw, and counted.

#include "Requests.h"
#include "kaimen/Engine.h"

#include <QTest>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace kaimen::testing {

using namespace std::chrono_literals;


// A generator whose couplets are a function of the wish word, and that can be held at a gate,
// made to throw, and counted; it polls the abandon hook like the real one does between steps.
class FakeGenerator final : public CoupletGenerator {
public:
    struct Control {
        std::mutex mutex;
        std::condition_variable changed;
        bool gateOpen = true;
        bool throwNext = false;
        bool throwOddNext = false;  // not a std::exception
        int started = 0;     // generate() calls
        int requests = 0;    // requests seen
        std::vector<std::vector<std::string>> batches;  // the wish words of each generate() call
        std::vector<std::pair<std::string, std::string>> occasions;  // each request's wish word and occasion
        // When set, every searched couplet's 下联, as a small model answers many wishes; a search
        // asked for more than one couplet then also finds the wish's own ("如意上二" / "如意下二").
        std::string sharedLower;
        // When set, every searched couplet's 上联 ends on it (如意迎春歌盛世), as the small model ends
        // many; a search asked for more than one couplet then also finds the wish's own, as above.
        std::string sharedUpperEnding;
        // When set, every searched couplet's 上联 opens with it (羊年如意上), as the small model opens
        // many 主题 上联 at the sheep's booth; more than one couplet asked for, as above.
        std::string sharedUpperOpening;
        // When set, every couplet's spare 横批 (Couplet::spareHorizontal).
        std::string spareHorizontal;
    };
    explicit FakeGenerator(std::shared_ptr<Control> control) : m_control(std::move(control)) {}

    const Manifest &manifest() const override { return m_manifest; }
    RunningOn runningOn() const override { return {RunningOn::Device::Cpu, RunningOn::CpuBecause::Asked, false, "fp32", "fake", 1}; }

    std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests, const DecodingOptions &options,
                                           const GenerationHooks &hooks) override
    {
        {
            std::unique_lock lock(m_control->mutex);
            ++m_control->started;
            m_control->requests += int(requests.size());
            auto &words = m_control->batches.emplace_back();
            for (const auto &request : requests) {
                words.push_back(request.keyword);
                m_control->occasions.emplace_back(request.keyword, request.occasion);
            }
            m_control->changed.notify_all();
            // Held at the gate until it opens or every request is abandoned, as decoding would.
            while (!m_control->gateOpen) {
                bool allAbandoned = bool(hooks.abandoned);
                for (size_t i = 0; i < requests.size() && allAbandoned; ++i) {
                    lock.unlock();
                    allAbandoned = hooks.abandoned(i);
                    lock.lock();
                }
                if (allAbandoned)
                    break;
                m_control->changed.wait_for(lock, 2ms);
            }
            if (m_control->throwNext) {
                m_control->throwNext = false;
                throw std::runtime_error("simulated fault");
            }
            if (m_control->throwOddNext) {
                m_control->throwOddNext = false;
                throw 42;
            }
        }
        std::vector<GenerationResult> results(requests.size());
        for (size_t i = 0; i < requests.size(); ++i) {
            auto &r = results[i];
            if (hooks.abandoned && hooks.abandoned(i)) {
                r.error = "withdrawn";
                continue;
            }
            r.ok = true;
            // Sampled couplets ("another one", rewrites) differ from the searched one.
            const std::string salt = options.sample ? "新" + std::to_string(options.seed % 1000) : "";
            r.couplet = {requests[i].keyword + salt + "上", requests[i].keyword + salt + "下", "四字横批", -1.0,
                         m_control->spareHorizontal};
            if (!options.sample && !m_control->sharedUpperEnding.empty())
                r.couplet.upper = requests[i].keyword + "迎春" + m_control->sharedUpperEnding;
            if (!options.sample && !m_control->sharedUpperOpening.empty())
                r.couplet.upper = m_control->sharedUpperOpening + r.couplet.upper;
            if (!options.sample && !m_control->sharedLower.empty())
                r.couplet.lower = m_control->sharedLower;
            if (!options.sample
                && (!m_control->sharedLower.empty() || !m_control->sharedUpperEnding.empty()
                    || !m_control->sharedUpperOpening.empty())) {
                if (options.nBest > 1)
                    r.alternatives.push_back({requests[i].keyword + "上二", requests[i].keyword + "下二", "四字横批", -2.0});
            }
            if (hooks.onProgress)
                hooks.onProgress(i, r.couplet);
        }
        return results;
    }

private:
    std::shared_ptr<Control> m_control;
    Manifest m_manifest;
};

// A loader for EngineOptions::loader that hands out fakes sharing CONTROL.
inline GeneratorLoader fakeLoader(const std::shared_ptr<FakeGenerator::Control> &control)
{
    return [control](const std::string &, const RuntimeOptions &) { return std::make_unique<FakeGenerator>(control); };
}

inline void holdGate(FakeGenerator::Control &c, bool open)
{
    std::lock_guard lock(c.mutex);
    c.gateOpen = open;
    c.changed.notify_all();
}

inline void waitForStarted(FakeGenerator::Control &c, int started)
{
    std::unique_lock lock(c.mutex);
    QVERIFY(c.changed.wait_for(lock, 5s, [&] { return c.started >= started; }));
}

} // namespace kaimen::testing
