#include "kaimen/Tokenizer.h"

#include "BertVocabTokenizer.h"
#include "SentencePieceTokenizer.h"
#include "kaimen/Errors.h"

namespace kaimen {

void Tokenizer::resolveSpecials(const SpecialTokens &specials, const std::string &source)
{
    auto require = [&](const std::string &piece, const char *role) {
        const int id = pieceId(piece);
        if (id < 0)
            throw ModelLoadError("the tokenizer " + source + " has no " + role + " token \"" + piece + "\"");
        return id;
    };
    m_pad = require(specials.pad, "padding");
    if (m_pad != 0)
        throw ModelLoadError("the tokenizer " + source + " gives the padding token id " + std::to_string(m_pad)
                             + "; PALM needs it to be 0");
    m_unk = require(specials.unk, "unknown");
    m_bos = require(specials.bos, "begin-of-sequence");
    m_eos = require(specials.eos, "end-of-sequence");
    m_separator = pieceId(specials.separator);
}

std::unique_ptr<Tokenizer> makeTokenizer(const Manifest &manifest)
{
    std::unique_ptr<Tokenizer> tokenizer;
    if (manifest.tokenizer.type == "sentencepiece")
        tokenizer = std::make_unique<SentencePieceTokenizer>(manifest.tokenizer.file, manifest.specials);
    else
        tokenizer = std::make_unique<BertVocabTokenizer>(manifest.tokenizer.file, manifest.specials);
    if (tokenizer->vocabSize() > manifest.config.vocabSize())
        throw ModelLoadError("the tokenizer " + manifest.tokenizer.file + " has " + std::to_string(tokenizer->vocabSize())
                             + " pieces but the model's vocabulary holds only "
                             + std::to_string(manifest.config.vocabSize()));
    return tokenizer;
}

std::vector<std::string> splitUtf8(std::string_view text)
{
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        bool valid = len > 0 && i + len <= text.size();
        for (size_t k = 1; valid && k < len; ++k)
            valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (!valid) {
            out.emplace_back("\xEF\xBF\xBD");
            ++i;
            continue;
        }
        out.emplace_back(text.substr(i, len));
        i += len;
    }
    return out;
}

} // namespace kaimen
