// PyTorch zip archives (torch.save of a dict) read for kaimen-train alone: the weights it was
// given with --init and the checkpoints of runs started before issue 22 (--resume). The kiosk's
// model core reads safetensors only (core/SafeTensors.h): unpickling runs code.
#include "PickledCheckpoint.h"

#include "kaimen/Errors.h"

#include <torch/serialize.h>

#ifdef KAIMEN_WITH_LIBZIP
#include <zip.h>
#endif

#include <fstream>
#include <iterator>

namespace kaimen {
namespace {

#ifdef KAIMEN_WITH_LIBZIP
// "" when BYTES are a consistent zip archive, else libzip's reason.
std::string zipProblem(const std::vector<char> &bytes)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    if (!source) {
        std::string reason = zip_error_strerror(&error);
        zip_error_fini(&error);
        return reason;
    }
    zip_t *archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    std::string reason;
    if (!archive) {
        reason = zip_error_strerror(&error);
        zip_source_free(source);
        zip_error_fini(&error);
        return reason;
    }
    // Every entry read to its end, so that libzip compares its CRC-32: libtorch's unpickler
    // trusts the pickle's bytes, and a damaged one crashed it (fuzz/fuzz_checkpoint).
    std::vector<char> buffer(1 << 16);
    const zip_int64_t entries = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < entries && reason.empty(); ++i) {
        zip_file_t *entry = zip_fopen_index(archive, zip_uint64_t(i), 0);
        if (!entry) {
            reason = zip_strerror(archive);
            break;
        }
        zip_int64_t n = 0;
        while ((n = zip_fread(entry, buffer.data(), buffer.size())) > 0) {
        }
        if (n < 0)
            reason = std::string(zip_get_name(archive, zip_uint64_t(i), 0) ? zip_get_name(archive, zip_uint64_t(i), 0) : "an entry")
                     + ": " + zip_file_strerror(entry);
        zip_fclose(entry);
    }
    zip_discard(archive);  // frees the source too
    zip_error_fini(&error);
    return reason;
}
#endif

} // namespace

std::map<std::string, at::Tensor> readPickledCheckpoint(const std::string &file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw ModelLoadError("cannot open the model weights " + file + ": the file is missing or unreadable");
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (bytes.empty())
        throw ModelLoadError("the model weights " + file + " are empty");
#ifdef KAIMEN_WITH_LIBZIP
    // libtorch's own zip reader trusts the central directory's offsets: a bit-flipped file
    // crashed it (fuzz/fuzz_checkpoint). libzip checks the archive's consistency first.
    if (const auto problem = zipProblem(bytes); !problem.empty())
        throw ModelLoadError("the model weights " + file + " are corrupt or truncated (" + problem
                             + "); expected a PyTorch zip archive holding a dict of tensors");
#endif
    c10::IValue value;
    try {
        value = torch::pickle_load(bytes);
    } catch (const std::exception &e) {
        std::string reason = e.what();
        reason = reason.substr(0, reason.find('\n'));
        throw ModelLoadError("the model weights " + file + " are corrupt or truncated (" + reason
                             + "); expected a PyTorch zip archive holding a dict of tensors");
    }
    if (!value.isGenericDict())
        throw ModelLoadError("the model weights " + file + " hold a " + value.tagKind()
                             + ", not a dict of name -> tensor (convert ModelScope checkpoints with "
                               "tools/convert_palm_checkpoint.py)");
    std::map<std::string, at::Tensor> tensors;
    for (const auto &entry : value.toGenericDict()) {
        if (!entry.key().isString() || !entry.value().isTensor())
            throw ModelLoadError("the model weights " + file
                                 + " contain an entry that is not a name -> tensor pair");
        tensors.emplace(entry.key().toStringRef(), entry.value().toTensor());
    }
    return tensors;
}

} // namespace kaimen
