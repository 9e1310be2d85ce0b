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

} // namespace kaimen
