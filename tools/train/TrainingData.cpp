#include "TrainingData.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <stdexcept>

namespace kaimen::train {

std::vector<Example> readShard(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot open the training shard " + path);
    char magic[4];
    uint32_t count = 0;
    in.read(magic, 4);
    in.read(reinterpret_cast<char *>(&count), 4);
    if (!in || std::memcmp(magic, "KMS1", 4) != 0)
        throw std::runtime_error(path + " is not a Kaimen training shard (expected the magic KMS1)");
    std::vector<Example> examples(count);
    for (uint32_t i = 0; i < count; ++i) {
        uint16_t lengths[2];
        in.read(reinterpret_cast<char *>(lengths), sizeof lengths);
        std::vector<uint16_t> ids(size_t(lengths[0]) + lengths[1]);
        in.read(reinterpret_cast<char *>(ids.data()), std::streamsize(ids.size() * 2));
        if (!in)
            throw std::runtime_error(path + " is truncated at example " + std::to_string(i) + " of " + std::to_string(count));
        examples[i].source.assign(ids.begin(), ids.begin() + lengths[0]);
        examples[i].target.assign(ids.begin() + lengths[0], ids.end());
    }
    return examples;
}

std::vector<std::vector<size_t>> makeBatches(const std::vector<Example> &examples, size_t tokenBudget, std::mt19937_64 &rng)
{
    std::vector<size_t> order(examples.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    // Sort within large windows only, so batches differ from epoch to epoch.
    const size_t window = 8192;
    for (size_t start = 0; start < order.size(); start += window) {
        auto end = order.begin() + long(std::min(order.size(), start + window));
        std::stable_sort(order.begin() + long(start), end, [&](size_t a, size_t b) {
            const auto &x = examples[a], &y = examples[b];
            return std::pair(x.target.size(), x.source.size()) < std::pair(y.target.size(), y.source.size());
        });
    }
    std::vector<std::vector<size_t>> batches;
    std::vector<size_t> current;
    size_t longestSource = 0, longestTarget = 0;
    for (size_t index : order) {
        const auto &e = examples[index];
        const size_t s = std::max(longestSource, e.source.size()), t = std::max(longestTarget, e.target.size() + 1);
        if (!current.empty() && (current.size() + 1) * (s + t) > tokenBudget) {
            batches.push_back(std::move(current));
            current.clear();
            longestSource = longestTarget = 0;
        }
        current.push_back(index);
        longestSource = std::max(longestSource, e.source.size());
        longestTarget = std::max(longestTarget, e.target.size() + 1);
    }
    if (!current.empty())
        batches.push_back(std::move(current));
    std::shuffle(batches.begin(), batches.end(), rng);
    return batches;
}

BatchSchedule::BatchSchedule(const std::vector<Example> &examples, size_t tokenBudget, uint64_t seed)
    : m_examples(examples), m_tokenBudget(tokenBudget), m_rng(seed), m_batches(makeBatches(examples, tokenBudget, m_rng))
{
    if (m_batches.empty())
        throw std::runtime_error("no training examples to batch");
}

void BatchSchedule::reach(int64_t step)
{
    if (step < m_epochStart)
        throw std::logic_error("BatchSchedule: step " + std::to_string(step) + " is before the current epoch");
    while (step >= m_epochStart + int64_t(m_batches.size())) {
        m_epochStart += int64_t(m_batches.size());
        ++m_epoch;
        m_batches = makeBatches(m_examples, m_tokenBudget, m_rng);
    }
}

const std::vector<size_t> &BatchSchedule::batchAt(int64_t step)
{
    reach(step);
    return m_batches[size_t(step - m_epochStart)];
}

int64_t BatchSchedule::epochAt(int64_t step)
{
    reach(step);
    return m_epoch;
}

std::vector<std::pair<std::string, std::string>> readKeyValues(const std::string &file)
{
    std::ifstream in(file);
    if (!in)
        throw std::runtime_error("cannot read " + file);
    std::vector<std::pair<std::string, std::string>> out;
    std::string line;
    while (std::getline(in, line)) {
        const auto eq = line.find('=');
        if (eq != std::string::npos)
            out.emplace_back(line.substr(0, eq), line.substr(eq + 1));
    }
    return out;
}

} // namespace kaimen::train
