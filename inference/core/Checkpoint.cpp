#include "Checkpoint.h"

#include "SafeTensors.h"

#include "kaimen/Errors.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace kaimen {
namespace {

const std::string kScaleSuffix = ":scale";

std::string shapeText(at::IntArrayRef sizes)
{
    std::ostringstream out;
    out << '[';
    for (size_t i = 0; i < sizes.size(); ++i)
        out << (i ? ", " : "") << sizes[i];
    out << ']';
    return out.str();
}

// INT8 storage (tools/package_model.py --int8): a matrix NAME is stored as int8 with one scale
// per row in NAME:scale, so that a model of about 25M parameters fits the 28 MB a shipped model
// folder may take. Each pair becomes the float matrix again.
void dequantize(std::map<std::string, at::Tensor> &tensors, const std::string &file)
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

std::string convertCommand(const std::string &file)
{
    const auto folder = std::filesystem::path(file).parent_path().string();
    return "/usr/bin/python3 tools/convert_weights.py " + (folder.empty() ? std::string(".") : folder);
}

} // namespace

bool isPyTorchArchive(const std::string &file)
{
    std::ifstream in(file, std::ios::binary);
    char magic[4] = {};
    return in.read(magic, 4) && std::string(magic, 4) == std::string("PK\x03\x04", 4);
}

void loadCheckpoint(PalmModel &model, const std::string &file)
{
    namespace fs = std::filesystem;
    const auto pickled = fs::path(file).parent_path() / "weights.pt";
    if (!fs::exists(file) && fs::exists(pickled))
        throw ModelLoadError("the model folder " + pickled.parent_path().string() + " holds weights.pt, PyTorch's pickle "
                             "format, which Kaimen no longer loads (unpickling can run code); convert it once with: "
                             + convertCommand(file));
    if (isPyTorchArchive(file))
        throw ModelLoadError("the model weights " + file + " are in PyTorch's pickle format, which Kaimen no longer "
                             "loads (unpickling can run code); convert the folder once with: " + convertCommand(file));
    loadTensors(model, readSafeTensors(file), file);
}

void loadTensors(PalmModel &model, std::map<std::string, at::Tensor> tensors, const std::string &file)
{
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
    std::map<std::string, at::Tensor> tensors;
    for (auto &[name, parameter] : namedWeights(model)) {
        auto t = parameter.detach().to(torch::kCPU).contiguous();
        tensors.emplace(name, half ? t.to(torch::kHalf) : t);
    }
    writeSafeTensors(file, tensors);
}

} // namespace kaimen
