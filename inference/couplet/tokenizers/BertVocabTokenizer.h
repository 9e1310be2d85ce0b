#pragma once

#include "kaimen/Tokenizer.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace kaimen {

// PALM checkpoints: BERT's vocab.txt, one piece per line, the line number is the id.
// Chinese characters are single tokens; a run of ASCII letters or digits is looked up
// whole (lower-cased), else character by character.
class BertVocabTokenizer final : public Tokenizer {
public:
    BertVocabTokenizer(const std::string &file, const SpecialTokens &specials);

    std::vector<int> encode(std::string_view text) const override;
    std::string decode(const std::vector<int> &ids) const override;
    std::string piece(int id) const override;
    int pieceId(std::string_view piece) const override;
    int vocabSize() const override;

private:
    bool isSpecial(int id) const;

    std::vector<std::string> m_pieces;
    std::unordered_map<std::string, int> m_ids;
};

} // namespace kaimen
