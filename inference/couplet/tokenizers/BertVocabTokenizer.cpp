#include "BertVocabTokenizer.h"

#include "kaimen/Errors.h"

#include <cctype>
#include <fstream>

namespace kaimen {

BertVocabTokenizer::BertVocabTokenizer(const std::string &file, const SpecialTokens &specials)
{
    std::ifstream in(file);
    if (!in)
        throw ModelLoadError("cannot open the BERT vocabulary " + file);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        m_ids.emplace(line, int(m_pieces.size()));
        m_pieces.push_back(line);
    }
    if (m_pieces.size() < 5)
        throw ModelLoadError("the BERT vocabulary " + file + " has only " + std::to_string(m_pieces.size())
                             + " lines; expected one piece per line");
    resolveSpecials(specials, file);
}

std::vector<int> BertVocabTokenizer::encode(std::string_view text) const
{
    std::vector<int> ids;
    std::string word;
    auto flushWord = [&] {
        if (word.empty())
            return;
        const int id = pieceId(word);
        if (id >= 0) {
            ids.push_back(id);
        } else {
            for (char c : word) {
                const int charId = pieceId(std::string(1, c));
                ids.push_back(charId >= 0 ? charId : unkId());
            }
        }
        word.clear();
    };
    for (const auto &ch : splitUtf8(text)) {
        if (ch.size() == 1 && std::isalnum(static_cast<unsigned char>(ch[0]))) {
            word += char(std::tolower(static_cast<unsigned char>(ch[0])));
            continue;
        }
        flushWord();
        if (ch == " " || ch == "\t")
            continue;
        const int id = pieceId(ch);
        ids.push_back(id >= 0 ? id : unkId());
    }
    flushWord();
    return ids;
}

bool BertVocabTokenizer::isSpecial(int id) const
{
    const auto &p = m_pieces[size_t(id)];
    return p.size() > 2 && p.front() == '[' && p.back() == ']';
}

std::string BertVocabTokenizer::decode(const std::vector<int> &ids) const
{
    std::string text;
    for (int id : ids) {
        if (id < 0 || id >= vocabSize() || isSpecial(id))
            continue;
        const auto &p = m_pieces[size_t(id)];
        text += p.rfind("##", 0) == 0 ? p.substr(2) : p;
    }
    return text;
}

std::string BertVocabTokenizer::piece(int id) const
{
    return id >= 0 && id < vocabSize() ? m_pieces[size_t(id)] : std::string();
}

int BertVocabTokenizer::pieceId(std::string_view piece) const
{
    auto it = m_ids.find(std::string(piece));
    return it == m_ids.end() ? -1 : it->second;
}

int BertVocabTokenizer::vocabSize() const
{
    return int(m_pieces.size());
}

} // namespace kaimen
