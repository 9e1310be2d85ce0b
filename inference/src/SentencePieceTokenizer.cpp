#include "SentencePieceTokenizer.h"

#include "kaimen/Errors.h"

namespace kaimen {

SentencePieceTokenizer::SentencePieceTokenizer(const std::string &file, const SpecialTokens &specials)
{
    const auto status = m_processor.Load(file);
    if (!status.ok())
        throw ModelLoadError("cannot load the SentencePiece model " + file + ": " + status.ToString());
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
        const int id = m_processor.PieceToId(ch);
        ids.push_back(id == m_processor.unk_id() && ch != piece(unkId()) ? unkId() : id);
    }
    return ids;
}

std::string SentencePieceTokenizer::decode(const std::vector<int> &ids) const
{
    std::string text;
    for (int id : ids) {
        if (id < 0 || id >= vocabSize() || m_processor.IsControl(id) || m_processor.IsUnknown(id))
            continue;
        text += m_processor.IdToPiece(id);
    }
    return text;
}

std::string SentencePieceTokenizer::piece(int id) const
{
    return id >= 0 && id < vocabSize() ? m_processor.IdToPiece(id) : std::string();
}

int SentencePieceTokenizer::pieceId(std::string_view piece) const
{
    const int id = m_processor.PieceToId(std::string(piece));
    if (id == m_processor.unk_id() && piece != m_processor.IdToPiece(id))
        return -1;
    return id;
}

int SentencePieceTokenizer::vocabSize() const
{
    return m_processor.GetPieceSize();
}

} // namespace kaimen
