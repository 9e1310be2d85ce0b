#pragma once
// The serving engine: one inference thread owns the model; every request reaches it through a
// queue, is batched with the requests that arrive within a short window, and is answered through
// its ticket's future and an onDone callback. A result cache answers popular wish words at once.
// No Qt, no libtorch in this header.

#include "kaimen/CoupletGenerator.h"
#include "kaimen/EngineMetrics.h"
#include "kaimen/RunningOn.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kaimen {

enum class EngineState {
    Loading,  // reading the model folder
    Warming,  // running the warm-up generation
    Ready,    // serving
    Failed,   // the model could not be loaded; cache hits are still served
    Stopped,  // shut down
};
const char *engineStateName(EngineState state);

struct EngineStatus {
    EngineState state = EngineState::Loading;
    std::string detail;   // Ready: model and device ("kaimen-couplet-small on cpu (fp32, 1 threads)"); Failed: the reason
    std::string modelName;   // Ready: the manifest's name
    RunningOn runningOn;     // Ready: the same facts as the detail, for the operator's language
    std::vector<std::string> warnings;  // things the operator should know (a discarded cache file ...)
};

enum class Priority {
    Interactive,  // a visitor is waiting: goes first
    Background,   // cache pre-warming, refills, batch jobs
};

// EngineOptions::answersApart at a kiosk: about the visitors who stand at a booth together and
// compare their couplets.
inline constexpr size_t kBoothAnswersApart = 24;
// EngineOptions::endingsApart at a kiosk: a group of friends, four at a time, holding their
// couplets side by side.
inline constexpr size_t kBoothEndingsApart = 3;

// Loads the generator; the engine calls it on its inference thread. Tests put fakes here.
using GeneratorLoader =
    std::function<std::unique_ptr<CoupletGenerator>(const std::string &directory, const RuntimeOptions &runtime)>;

struct EngineOptions {
    std::string modelDirectory;
    RuntimeOptions runtime;
    DecodingOptions decoding;                       // every request's search
    std::chrono::microseconds batchWindow{3000};    // how long the first request waits for company
    int maxBatch = 32;
    // Background work (pre-warming, cache refills) runs in batches of at most this many and never
    // shares a batch with a visitor's request: a visitor waits for one small batch at most.
    int maxBackgroundBatch = 4;
    bool warmUp = true;                             // one generation before Ready
    // Result cache: CACHECAPACITY inputs, up to COUPLETSPERINPUT couplets each (0 = no cache).
    size_t cacheCapacity = 1024;
    int coupletsPerInput = 4;
    std::string cacheFile;                          // "" = kept in memory only
    std::chrono::seconds cacheSaveInterval{30};     // at most this long between a change and its save
    std::vector<CoupletRequest> prewarm;            // written in the background after start
    // The operator's words, refused in a request and never shown, beside Kaimen's own list.
    std::vector<std::string> extraBlockedWords;
    int blockedRetries = 3;                         // fresh couplets tried when one holds a blocked word
    // A visitor's couplet repeats no line of the last ANSWERSAPART couplets shown for other inputs
    // while the input has another couplet, cached or just written, that does not (0 = off, as
    // tools that write lists want: then each answer is the input's own best). Visitors at a booth
    // compare theirs.
    size_t answersApart = 0;
    // Of those, a couplet ends neither line on the last beat (three characters) of the same line
    // of the last ENDINGSAPART answers to other inputs (at most ANSWERSAPART) while the input has
    // another such couplet, nor, less needed, opens one with the same two characters: friends
    // side by side read 歌盛世, or 羊年, twice as a formula. 0 = off.
    size_t endingsApart = 0;
    GeneratorLoader loader;                         // empty = CoupletGenerator::load
};

enum class Outcome {
    Ok,
    Invalid,           // the request cannot be served as given (error says why)
    Blocked,           // the request holds a word the kiosk does not write
    Cancelled,         // cancel() or shutdown
    DeadlineExceeded,  // not finished by its deadline
    Unavailable,       // no model (failed to load) and nothing cached for it
    Failed,            // the model threw while writing
};
const char *outcomeName(Outcome outcome);

struct EngineResult {
    uint64_t id = 0;
    Outcome outcome = Outcome::Failed;
    std::string error;       // one sentence when outcome != Ok
    Couplet couplet;
    bool fromCache = false;
    double latencyMs = 0.0;  // submit to answer
};

struct SubmitOptions {
    Priority priority = Priority::Interactive;
    // Past this point the request is answered DeadlineExceeded (unset = no deadline).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // Streams the best lines so far while they are written. Called on the inference thread;
    // keep it short and thread-safe (post to your own thread). Cache hits do not stream.
    std::function<void(uint64_t id, const Couplet &partial)> onPartial;
    // Called once with the answer, beside the ticket's future: on the inference thread, or on the
    // submitting thread for an answer submit() gives at once, always under the engine's lock. It
    // must only post the result to its receiver's thread and return (never call the engine).
    std::function<void(const EngineResult &result)> onDone;
    // Couplets the visitor has already been shown for this input (shownAs: "上联|下联"):
    // "another one" skips them, from the cache or written anew.
    std::vector<std::string> seen;
    bool useCache = true;
};

class Engine {
public:
    // Starts the inference thread, which loads the model, warms it up and pre-warms the cache.
    // Never throws for a bad model: status() says Failed and why.
    explicit Engine(EngineOptions options);
    // Same as shutdown().
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    struct Ticket {
        uint64_t id = 0;
        std::future<EngineResult> result;
    };
    // Thread-safe. Answers a cache hit at once (the future is ready on return); otherwise queues
    // the request. Every ticket's future is fulfilled exactly once, also on cancel, deadline and
    // shutdown. Invalid input is answered Invalid with a sentence, never thrown.
    Ticket submit(const CoupletRequest &request, SubmitOptions options = {});

    // Thread-safe. Why submit() would answer REQUEST Blocked ("" when it would not): the same
    // reading and the same lists, for a client that offers a visitor a wish before sending it.
    std::string declineReason(const CoupletRequest &request) const;

    // Thread-safe. Withdraws request ID: answered Cancelled at once when still queued, or at the
    // next decode step when being written. False when ID is unknown or already answered.
    bool cancel(uint64_t id);

    // Thread-safe snapshots.
    EngineStatus status() const;
    MetricsSnapshot metrics() const;

    // Thread-safe. Blocks until the engine is Ready, Failed or Stopped, or TIMEOUT passes;
    // returns the state then.
    EngineState waitUntilSettled(std::chrono::milliseconds timeout) const;
    // Thread-safe. Blocks until nothing is queued or being written (background work included),
    // or TIMEOUT passes; true when idle.
    bool waitUntilIdle(std::chrono::milliseconds timeout) const;

    // Called on the inference thread whenever the state changes. Set it before anything can
    // change, or accept missing the first transitions; keep it short.
    void setStatusListener(std::function<void(const EngineStatus &)> listener);

    // Thread-safe, idempotent. Answers every queued request Cancelled, lets the batch being
    // written finish, saves the cache, and joins the inference thread.
    void shutdown();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace kaimen
