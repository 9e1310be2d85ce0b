#include "SentencePieceTokenizer.h"

#include "kaimen/Errors.h"

namespace kaimen {

SentencePieceTokenizer::SentencePieceTokenizer(const std::string &file, const SpecialTokens &specials)
    : m_model(file)
{
    resolveSpecials(specials, file);
}

std::vector<int> SentencePieceTokenizer::encode(std::string_view text) const
{
    // Character by character, so that a couplet's lines align position by position whatever
    // pieces the model holds; a character outside the vocabulary becomes the unknown id.
    std::vector<int> ids;
    for (const auto &ch : splitUtf8(text)) {
        if (ch == " ")
            continue;
        const int id = pieceId(ch);
        ids.push_back(id < 0 ? unkId() : id);
    }
    return ids;
}

std::string SentencePieceTokenizer::decode(const std::vector<int> &ids) const
{
    std::string text;
    for (int id : ids) {
        if (id < 0 || id >= vocabSize() || id == unkId() || m_model.isControl(id))
            continue;
        text += m_model.idToPiece(id);
    }
    return text;
}

std::string SentencePieceTokenizer::piece(int id) const
{
    return id >= 0 && id < vocabSize() ? m_model.idToPiece(id) : std::string();
}

int SentencePieceTokenizer::pieceId(std::string_view piece) const
{
    const int id = m_model.pieceToId(std::string(piece));
    if (id == m_model.unkId() && piece != m_model.idToPiece(id))
        return -1;
    return id;
}

int SentencePieceTokenizer::vocabSize() const
{
    return m_model.size();
}

} // namespace kaimen
