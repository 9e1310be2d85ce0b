#pragma once
// The pre-tokenised shards written by tools/prepare_corpus.py, read into memory and cut into
// length-bucketed batches. Plain C++: no torch here.

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace kaimen::train {

struct Example {
    std::vector<int> source;  // [BOS] prompt [EOS]
    std::vector<int> target;  // output tokens, no BOS/EOS
};

// Reads one shard ("KMS1", count, then per example: u16 srcLen, u16 tgtLen, ids as u16).
// Throws std::runtime_error naming the file on a bad magic number or a truncated record.
std::vector<Example> readShard(const std::string &path);

// Batches of example indices, grouped by length so little padding is computed, each holding
// at most TOKENBUDGET source+target tokens (counting padding). Shuffled with RNG.
std::vector<std::vector<size_t>> makeBatches(const std::vector<Example> &examples, size_t tokenBudget, std::mt19937_64 &rng);

// The batches of every epoch in turn, each epoch cut anew (makeBatches) from one seeded stream,
// so that a run resumed at a step sees the batches the uninterrupted run would. An epoch holds as
// many batches as its own cut gives: the shuffle changes how the examples pack, and the count of
// the first epoch read past the end of a later, shorter one (a crash at step 5,152 in session 5).
class BatchSchedule {
public:
    BatchSchedule(const std::vector<Example> &examples, size_t tokenBudget, uint64_t seed);

    // The batch trained at STEP; steps only move forward (a resumed run starts at any step).
    const std::vector<size_t> &batchAt(int64_t step);
    int64_t epochAt(int64_t step);  // 0-based

private:
    void reach(int64_t step);

    const std::vector<Example> &m_examples;
    size_t m_tokenBudget;
    std::mt19937_64 m_rng;
    std::vector<std::vector<size_t>> m_batches;  // the current epoch's
    int64_t m_epoch = 0;
    int64_t m_epochStart = 0;  // the step its first batch is trained at
};

// key=value lines (corpus.txt, state.txt). Throws when FILE cannot be read.
std::vector<std::pair<std::string, std::string>> readKeyValues(const std::string &file);

} // namespace kaimen::train
