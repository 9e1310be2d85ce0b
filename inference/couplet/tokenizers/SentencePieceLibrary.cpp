#include "SentencePieceLibrary.h"

#include "kaimen/Errors.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <vector>

namespace kaimen {

struct SentencePieceModel::Api {
    void *(*load)(const char *, char *, int) = nullptr;
    void (*release)(void *) = nullptr;
    int (*size)(void *) = nullptr;
    int (*pieceToId)(void *, const char *) = nullptr;
    const char *(*idToPiece)(void *, int) = nullptr;
    int (*unkId)(void *) = nullptr;
    int (*isControl)(void *, int) = nullptr;
    std::string error;
};

namespace {

std::vector<std::string> candidatePaths()
{
    std::vector<std::string> paths;
    if (const char *env = std::getenv("KAIMEN_SENTENCEPIECE_SHIM"))
        paths.emplace_back(env);
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        paths.push_back((exe.parent_path() / KAIMEN_SPM_SHIM_NAME).string());
        paths.push_back((exe.parent_path() / ".." / "lib" / "kaimen" / KAIMEN_SPM_SHIM_NAME).string());
    }
    paths.emplace_back(KAIMEN_SPM_SHIM_INSTALLED);
    paths.emplace_back(KAIMEN_SPM_SHIM_BUILT);
    return paths;
}

void *openIsolated(const std::string &path)
{
#ifdef KAIMEN_SANITIZED
    // The sanitizers (ASan, TSan) refuse RTLD_DEEPBIND; a namespace of its own isolates the module
    // as well.
    return ::dlmopen(LM_ID_NEWLM, path.c_str(), RTLD_NOW | RTLD_LOCAL);
#else
    return ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
#endif
}

const SentencePieceModel::Api &api()
{
    static SentencePieceModel::Api loaded = [] {
        SentencePieceModel::Api a;
        void *module = nullptr;
        std::string tried;
        for (const auto &path : candidatePaths()) {
            if (::access(path.c_str(), R_OK) != 0)
                continue;
            module = openIsolated(path);
            if (module)
                break;
            tried += " " + path + " (" + ::dlerror() + ")";
        }
        if (!module) {
            a.error = "cannot load Kaimen's SentencePiece module " KAIMEN_SPM_SHIM_NAME
                      "; reinstall Kaimen or set KAIMEN_SENTENCEPIECE_SHIM" + tried;
            return a;
        }
        auto symbol = [&](auto &fn, const char *name) {
            fn = reinterpret_cast<std::decay_t<decltype(fn)>>(::dlsym(module, name));
            if (!fn && a.error.empty())
                a.error = std::string("the SentencePiece module lacks ") + name;
        };
        symbol(a.load, "kaimen_spm_load");
        symbol(a.release, "kaimen_spm_free");
        symbol(a.size, "kaimen_spm_size");
        symbol(a.pieceToId, "kaimen_spm_piece_to_id");
        symbol(a.idToPiece, "kaimen_spm_id_to_piece");
        symbol(a.unkId, "kaimen_spm_unk_id");
        symbol(a.isControl, "kaimen_spm_is_control");
        return a;
    }();
    return loaded;
}

} // namespace

SentencePieceModel::SentencePieceModel(const std::string &file) : m_api(api())
{
    if (!m_api.error.empty())
        throw ModelLoadError(m_api.error);
    char error[512] = {0};
    m_handle = m_api.load(file.c_str(), error, sizeof error);
    if (!m_handle)
        throw ModelLoadError("cannot load the SentencePiece model " + file + ": " + error);
}

SentencePieceModel::~SentencePieceModel()
{
    if (m_handle)
        m_api.release(m_handle);
}

int SentencePieceModel::size() const { return m_api.size(m_handle); }
int SentencePieceModel::pieceToId(const std::string &piece) const { return m_api.pieceToId(m_handle, piece.c_str()); }
std::string SentencePieceModel::idToPiece(int id) const { return m_api.idToPiece(m_handle, id); }
int SentencePieceModel::unkId() const { return m_api.unkId(m_handle); }
bool SentencePieceModel::isControl(int id) const { return m_api.isControl(m_handle, id) != 0; }

} // namespace kaimen
