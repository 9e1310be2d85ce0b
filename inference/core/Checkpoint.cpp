#include "Checkpoint.h"

#include <torch/serialize.h>

#ifdef KAIMEN_WITH_LIBZIP
#include <zip.h>
#endif

#include "kaimen/AtomicFile.h"
#include "kaimen/Errors.h"

#include <fstream>
#include <iterator>
#include <map>
#include <sstream>

namespace kaimen {
namespace {

const std::string kScaleSuffix = ":scale";

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

std::string shapeText(at::IntArrayRef sizes)
{
    std::ostringstream out;
    out << '[';
    for (size_t i = 0; i < sizes.size(); ++i)
        out << (i ? ", " : "") << sizes[i];
    out << ']';
    return out.str();
}

std::map<std::string, torch::Tensor> readTensorDict(const std::string &file)
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
    std::map<std::string, torch::Tensor> tensors;
    for (const auto &entry : value.toGenericDict()) {
        if (!entry.key().isString() || !entry.value().isTensor())
            throw ModelLoadError("the model weights " + file
                                 + " contain an entry that is not a name -> tensor pair");
        tensors.emplace(entry.key().toStringRef(), entry.value().toTensor());
    }
    return tensors;
}

// INT8 storage (tools/package_model.py --int8): a matrix NAME is stored as int8 with one scale
// per row in NAME:scale, so that a model of about 25M parameters fits the 28 MB a shipped model
// folder may take. Each pair becomes the float matrix again.
void dequantize(std::map<std::string, torch::Tensor> &tensors, const std::string &file)
{
    for (auto &[name, tensor] : tensors) {
        if (tensor.scalar_type() != torch::kChar)
            continue;
        const auto scale = tensors.find(name + kScaleSuffix);
        if (scale == tensors.end())
            throw ModelLoadError("the int8 tensor " + name + " in " + file + " lacks its scales (" + name + kScaleSuffix + ")");
        if (tensor.dim() != 2 || scale->second.dim() != 1 || scale->second.size(0) != tensor.size(0)
            || !scale->second.is_floating_point())
            throw ModelLoadError("the int8 tensor " + name + " in " + file + " has shape " + shapeText(tensor.sizes())
                                 + " and scales of shape " + shapeText(scale->second.sizes())
                                 + "; expected a matrix with one floating-point scale per row");
        tensor = tensor.to(torch::kFloat) * scale->second.to(torch::kFloat).unsqueeze(1);
    }
    for (auto it = tensors.begin(); it != tensors.end();) {
        const auto &name = it->first;
        const bool isScale = name.size() > kScaleSuffix.size()
            && name.compare(name.size() - kScaleSuffix.size(), kScaleSuffix.size(), kScaleSuffix) == 0;
        it = isScale ? tensors.erase(it) : std::next(it);
    }
}

} // namespace

void loadCheckpoint(PalmModel &model, const std::string &file)
{
    auto tensors = readTensorDict(file);
    dequantize(tensors, file);
    torch::NoGradGuard noGrad;
    for (auto &[name, parameter] : namedWeights(model)) {
        auto it = tensors.find(name);
        if (it == tensors.end())
            throw ModelLoadError("the model weights " + file + " lack the tensor " + name + " (expected shape "
                                 + shapeText(parameter.sizes()) + ")");
        if (it->second.sizes() != parameter.sizes())
            throw ModelLoadError("the tensor " + name + " in " + file + " has shape " + shapeText(it->second.sizes())
                                 + " but the manifest's architecture needs " + shapeText(parameter.sizes()));
        if (!it->second.is_floating_point())
            throw ModelLoadError("the tensor " + name + " in " + file + " is not a floating-point tensor");
        parameter.copy_(it->second.to(parameter.dtype()));
        tensors.erase(it);
    }
    // ModelScope ties the generator's weight to the decoder embedding and saves both.
    if (auto it = tensors.find("generator.dense.weight"); it != tensors.end()) {
        const auto &tied = model->decoderEmbeddings->weight;
        if (it->second.sizes() != tied.sizes() || !it->second.to(tied.dtype()).equal(tied))
            throw ModelLoadError("the tensor generator.dense.weight in " + file
                                 + " is not tied to decoder.embeddings.weight; untied generators are not supported");
        tensors.erase(it);
    }
    if (!tensors.empty())
        throw ModelLoadError("the model weights " + file + " contain the unexpected tensor " + tensors.begin()->first
                             + " (shape " + shapeText(tensors.begin()->second.sizes())
                             + "): the manifest's architecture has no such parameter");
}

void saveCheckpoint(PalmModel &model, const std::string &file, bool half)
{
    c10::Dict<std::string, torch::Tensor> dict;
    for (auto &[name, parameter] : namedWeights(model)) {
        auto t = parameter.detach().to(torch::kCPU).contiguous();
        dict.insert(name, half ? t.to(torch::kHalf) : t.clone());
    }
    const auto bytes = torch::pickle_save(c10::IValue(dict));
    writeFileAtomically(file, std::string(bytes.begin(), bytes.end()));
}

} // namespace kaimen
