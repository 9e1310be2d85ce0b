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

// key=value lines (corpus.txt, state.txt). Throws when FILE cannot be read.
std::vector<std::pair<std::string, std::string>> readKeyValues(const std::string &file);

} // namespace kaimen::train
