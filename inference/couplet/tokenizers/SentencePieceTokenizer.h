#pragma once

#include "kaimen/Tokenizer.h"

#include "SentencePieceLibrary.h"

namespace kaimen {

// Our own models: a character-level SentencePiece model trained by tools/prepare_corpus.py.
class SentencePieceTokenizer final : public Tokenizer {
public:
    SentencePieceTokenizer(const std::string &file, const SpecialTokens &specials);

    std::vector<int> encode(std::string_view text) const override;
    std::string decode(const std::vector<int> &ids) const override;
    std::string piece(int id) const override;
    int pieceId(std::string_view piece) const override;
    int vocabSize() const override;

private:
    SentencePieceModel m_model;
};

} // namespace kaimen
