#pragma once

#include "kaimen/Manifest.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kaimen {

// Text <-> token ids for one model. Couplets align character by character, so both
// implementations give every Chinese character a token of its own.
// Thread safety: all methods are const and safe to call from several threads.
class Tokenizer {
public:
    virtual ~Tokenizer() = default;

    // Ids of TEXT without BOS/EOS. Characters outside the vocabulary become unkId().
    virtual std::vector<int> encode(std::string_view text) const = 0;
    // Text of IDS, skipping special tokens; Chinese characters are joined without spaces.
    virtual std::string decode(const std::vector<int> &ids) const = 0;
    // The piece of one id ("" when out of range).
    virtual std::string piece(int id) const = 0;
    // The id of one piece, or -1 when it is not in the vocabulary.
    virtual int pieceId(std::string_view piece) const = 0;
    virtual int vocabSize() const = 0;

    int padId() const { return m_pad; }
    int unkId() const { return m_unk; }
    int bosId() const { return m_bos; }
    int eosId() const { return m_eos; }
    // -1 when the vocabulary has no separator piece.
    int separatorId() const { return m_separator; }

protected:
    // Resolves the named special tokens; throws ModelLoadError naming a missing one.
    void resolveSpecials(const SpecialTokens &specials, const std::string &source);

private:
    int m_pad = 0;
    int m_unk = 1;
    int m_bos = 2;
    int m_eos = 3;
    int m_separator = -1;
};

// The tokenizer named by a manifest. Throws ModelLoadError when its file is missing or bad.
std::unique_ptr<Tokenizer> makeTokenizer(const Manifest &manifest);

// Splits UTF-8 text into code points (as UTF-8 strings). Invalid bytes become U+FFFD.
std::vector<std::string> splitUtf8(std::string_view text);

} // namespace kaimen
