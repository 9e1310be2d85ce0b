// A C interface over the SentencePiece library, built as its own shared module.
//
// Why: Debian's libsentencepiece carries a private copy of protobuf 3.14 and exports its
// symbols, while Debian's libtorch loads the system protobuf 3.21. In one global symbol
// scope the two copies bind to each other and the process crashes before main(). The
// tokenizer therefore loads this module with its own symbol scope (SentencePieceLibrary.cpp),
// and only plain C types cross the boundary.
#include <sentencepiece_processor.h>

#include <cstring>

using sentencepiece::SentencePieceProcessor;

namespace {
SentencePieceProcessor *processor(void *handle)
{
    return static_cast<SentencePieceProcessor *>(handle);
}
} // namespace

extern "C" {

__attribute__((visibility("default"))) void *kaimen_spm_load(const char *path, char *error, int errorSize)
{
    auto *p = new SentencePieceProcessor;
    const auto status = p->Load(path);
    if (status.ok())
        return p;
    std::strncpy(error, status.ToString().c_str(), size_t(errorSize) - 1);
    error[errorSize - 1] = '\0';
    delete p;
    return nullptr;
}

__attribute__((visibility("default"))) void kaimen_spm_free(void *handle)
{
    delete processor(handle);
}

__attribute__((visibility("default"))) int kaimen_spm_size(void *handle)
{
    return processor(handle)->GetPieceSize();
}

__attribute__((visibility("default"))) int kaimen_spm_piece_to_id(void *handle, const char *piece)
{
    return processor(handle)->PieceToId(piece);
}

// The piece lives as long as the model does.
__attribute__((visibility("default"))) const char *kaimen_spm_id_to_piece(void *handle, int id)
{
    return processor(handle)->IdToPiece(id).c_str();
}

__attribute__((visibility("default"))) int kaimen_spm_unk_id(void *handle)
{
    return processor(handle)->unk_id();
}

__attribute__((visibility("default"))) int kaimen_spm_is_control(void *handle, int id)
{
    return processor(handle)->IsControl(id) ? 1 : 0;
}
}
