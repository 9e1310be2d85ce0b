#pragma once
// How much a line reads like a real couplet or poem line, character by character: counts of
// characters and character pairs in human lines (tools/line_model.py writes the file), with
// absolute discounting backing off to the characters. A pair no human line holds (收岁, 意后)
// scores low; that is what the reranker asks of it.

#include <string>
#include <unordered_map>

namespace kaimen {

class LineModel {
public:
    // Reads FILE; throws ModelLoadError naming the file and line when it is not a line model.
    explicit LineModel(const std::string &file);

    // The mean log-probability of LINE's characters and its end (natural log); ，and ；start a
    // new phrase.
    double meanLogProb(const std::string &line) const;
    size_t pairCount() const { return m_pairs.size(); }

private:
    struct Character {
        double count = 0;       // as a character of a line (or its end)
        double history = 0;     // followed by anything
        double followers = 0;   // distinct characters that followed it
    };
    double probability(const std::string &previous, const std::string &next) const;

    std::unordered_map<std::string, Character> m_characters;
    std::unordered_map<std::string, double> m_pairs;  // "ab" -> count
    double m_total = 0;
};

} // namespace kaimen
