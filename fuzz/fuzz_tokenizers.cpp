// Both tokenizers on what a visitor types and what a model emits: any bytes encode to ids inside
// the vocabulary, any ids (negative, too large) decode without a crash, and a vocabulary file
// of any bytes loads or is refused with ModelLoadError. The first byte picks the case.
#include "kaimen/Errors.h"
#include "kaimen/Manifest.h"
#include "kaimen/Tokenizer.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include <unistd.h>

namespace {

std::unique_ptr<kaimen::Tokenizer> g_sentencePiece;
std::unique_ptr<kaimen::Tokenizer> g_bertVocab;
std::filesystem::path g_dir;

kaimen::Manifest bertManifest(const std::string &file)
{
    kaimen::Manifest manifest;
    manifest.directory = g_dir.string();
    manifest.tokenizer = {"bert-vocab", (g_dir / file).string()};  // loadManifest resolves it so
    return manifest;
}

void checkEncode(const kaimen::Tokenizer &tokenizer, const std::string &text)
{
    for (int id : tokenizer.encode(text))
        if (id < 0 || id >= tokenizer.vocabSize() || tokenizer.piece(id).empty())
            std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    g_sentencePiece = kaimen::makeTokenizer(kaimen::loadManifest(KAIMEN_SHIPPED_MODEL));
    // A BERT vocabulary like PALM's: the special tokens, then every single character of ours.
    g_dir = std::filesystem::temp_directory_path() / ("kaimen-fuzz-" + std::to_string(::getpid()));
    std::filesystem::create_directories(g_dir);
    std::ofstream vocab(g_dir / "vocab.txt");
    vocab << "[PAD]\n[UNK]\n[CLS]\n[SEP]\n[MASK]\n|\n";
    for (int id = 0; id < g_sentencePiece->vocabSize(); ++id)
        if (const auto piece = g_sentencePiece->piece(id); kaimen::splitUtf8(piece).size() == 1 && piece != "|")
            vocab << piece << "\n";
    vocab.close();
    g_bertVocab = kaimen::makeTokenizer(bertManifest("vocab.txt"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const std::string rest(reinterpret_cast<const char *>(data) + 1, size - 1);
    switch (data[0] % 3) {
    case 0:  // text
        checkEncode(*g_sentencePiece, rest);
        checkEncode(*g_bertVocab, rest);
        g_sentencePiece->decode(g_sentencePiece->encode(rest));
        g_bertVocab->decode(g_bertVocab->encode(rest));
        break;
    case 1: {  // ids, as a model could emit them or a damaged cache could hold them
        std::vector<int> ids(rest.size() / sizeof(int32_t));
        for (size_t i = 0; i < ids.size(); ++i) {
            int32_t id;
            std::memcpy(&id, rest.data() + i * sizeof(id), sizeof(id));
            ids[i] = id;
        }
        g_sentencePiece->decode(ids);
        g_bertVocab->decode(ids);
        for (int id : ids)
            if ((id < 0 || id >= g_bertVocab->vocabSize()) && !g_bertVocab->piece(id).empty())
                std::abort();
        break;
    }
    default: {  // a vocabulary file of any bytes
        std::ofstream(g_dir / "fuzzed.txt", std::ios::binary | std::ios::trunc) << rest;
        try {
            const auto tokenizer = kaimen::makeTokenizer(bertManifest("fuzzed.txt"));
            checkEncode(*tokenizer, "春风得意马蹄疾");
        } catch (const kaimen::ModelLoadError &) {
        }
    }
    }
    return 0;
}
