#pragma once

#include <memory>
#include <string>

namespace kaimen {

// One loaded SentencePiece model, reached through the isolated shim module (see
// sentencepiece/SentencePieceShim.cpp for why). Const methods are thread-safe.
class SentencePieceModel {
public:
    // Throws ModelLoadError naming FILE (or the shim) when either cannot be loaded.
    explicit SentencePieceModel(const std::string &file);
    ~SentencePieceModel();
    SentencePieceModel(const SentencePieceModel &) = delete;
    SentencePieceModel &operator=(const SentencePieceModel &) = delete;

    int size() const;
    int pieceToId(const std::string &piece) const;  // the unknown id when absent
    std::string idToPiece(int id) const;
    int unkId() const;
    bool isControl(int id) const;

    struct Api;  // the module's entry points, resolved once per process

private:
    const Api &m_api;
    void *m_handle = nullptr;
};

} // namespace kaimen
