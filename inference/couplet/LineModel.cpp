#include "LineModel.h"

#include "kaimen/Errors.h"
#include "kaimen/Tokenizer.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace kaimen {

namespace {
const std::string kStart = "^", kEnd = "$";
// Kneser and Ney's usual discount; the pairs seen fewer than three times are not in the file,
// so their share goes to the characters anyway.
constexpr double kDiscount = 0.75;
} // namespace

LineModel::LineModel(const std::string &file)
{
    std::ifstream in(file);
    if (!in)
        throw ModelLoadError("The line model " + file + " cannot be read.");
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        std::string kind, text;
        fields >> kind >> text;
        bool ok = !fields.fail();
        if (kind == "u") {
            Character c;
            ok = ok && bool(fields >> c.count >> c.history >> c.followers);
            m_characters[text] = c;
            m_total += c.count;
        } else if (kind == "b") {
            double count = 0;
            ok = ok && bool(fields >> count);
            m_pairs[text] = count;
        } else if (kind != "lines") {
            ok = false;
        }
        if (!ok)
            throw ModelLoadError("The line model " + file + " is damaged at line " + std::to_string(number)
                                 + ": expected \"u CHARACTER COUNT HISTORY FOLLOWERS\" or \"b PAIR COUNT\".");
    }
    if (m_total <= 0)
        throw ModelLoadError("The line model " + file + " holds no characters.");
}

double LineModel::probability(const std::string &previous, const std::string &next) const
{
    auto it = m_characters.find(next);
    const double size = double(m_characters.size()) + 1;
    const double alone = ((it == m_characters.end() ? 0.0 : it->second.count) + 1) / (m_total + size);
    auto history = m_characters.find(previous);
    if (history == m_characters.end() || history->second.history <= 0)
        return alone;
    const auto &h = history->second;
    auto pair = m_pairs.find(previous + next);
    const double seen = pair == m_pairs.end() ? 0.0 : std::max(pair->second - kDiscount, 0.0);
    return seen / h.history + kDiscount * h.followers / h.history * alone;
}

double LineModel::meanLogProb(const std::string &line) const
{
    double total = 0;
    int count = 0;
    std::string previous = kStart;
    for (const auto &c : splitUtf8(line)) {
        const bool pause = c == "，" || c == "；";
        total += std::log(probability(previous, pause ? kEnd : c));
        ++count;
        previous = pause ? kStart : c;
    }
    total += std::log(probability(previous, kEnd));
    return total / (count + 1);
}

} // namespace kaimen
