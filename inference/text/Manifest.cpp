#include "kaimen/Manifest.h"

#include "kaimen/Errors.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <optional>

namespace kaimen {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

class Reader {
public:
    Reader(const json &root, std::string file) : m_root(root), m_file(std::move(file)) {}

    const json &object(const char *key) const
    {
        auto it = m_root.find(key);
        if (it == m_root.end() || !it->is_object())
            fail(key, it == m_root.end() ? "nothing" : it->type_name(), "an object");
        return *it;
    }
    std::string text(const json &parent, const char *key, const std::string &path, const char *fallback = nullptr) const
    {
        auto it = parent.find(key);
        if (it == parent.end() && fallback)
            return fallback;
        if (it == parent.end() || !it->is_string())
            fail(path, it == parent.end() ? "nothing" : it->type_name(), "a string");
        return it->get<std::string>();
    }
    int64_t integer(const json &parent, const char *key, const std::string &path, int64_t lo, int64_t hi,
                    std::optional<int64_t> fallback = std::nullopt) const
    {
        auto it = parent.find(key);
        if (it == parent.end() && fallback)
            return *fallback;
        if (it == parent.end() || !it->is_number_integer())
            fail(path, it == parent.end() ? "nothing" : it->type_name(), "an integer");
        const auto v = it->get<int64_t>();
        if (v < lo || v > hi)
            fail(path, std::to_string(v), "an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
        return v;
    }
    double real(const json &parent, const char *key, const std::string &path, double lo, double hi, double fallback) const
    {
        auto it = parent.find(key);
        if (it == parent.end())
            return fallback;
        if (!it->is_number())
            fail(path, it->type_name(), "a number");
        const auto v = it->get<double>();
        if (v < lo || v > hi)
            fail(path, std::to_string(v), "a number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return v;
    }
    [[noreturn]] void fail(const std::string &key, const std::string &found, const std::string &expected) const
    {
        throw ModelLoadError("the model manifest " + m_file + " has " + found + " at \"" + key + "\"; expected "
                             + expected);
    }

private:
    const json &m_root;
    std::string m_file;
};

} // namespace

namespace {

json readJson(const std::string &directory, const std::string &file)
{
    if (!fs::is_directory(directory))
        throw ModelLoadError("the model folder " + directory + " does not exist");
    std::ifstream in(file);
    if (!in)
        throw ModelLoadError("the model folder " + directory + " has no manifest.json");
    json root;
    try {
        root = json::parse(in);
    } catch (const json::exception &e) {
        throw ModelLoadError("the model manifest " + file + " is not valid JSON (" + e.what() + ")");
    }
    if (!root.is_object())
        throw ModelLoadError("the model manifest " + file + " is not a JSON object");
    return root;
}

ModelConfig readArchitecture(const Reader &r)
{
    ModelConfig config;
    const auto &arch = r.object("architecture");
    auto &enc = config.encoder;
    auto &dec = config.decoder;
    auto a = [&](const char *key, int64_t lo, int64_t hi, std::optional<int64_t> fallback = std::nullopt) {
        return r.integer(arch, key, std::string("architecture.") + key, lo, hi, fallback);
    };
    enc.vocabSize = a("vocab_size", 8, 1 << 20);
    enc.hiddenSize = a("hidden_size", 8, 8192);
    enc.numLayers = a("encoder_layers", 1, 64);
    enc.numHeads = a("encoder_heads", 1, 128);
    enc.intermediateSize = a("encoder_ffn", 8, 65536);
    enc.maxPositions = a("max_positions", 8, 8192, 512);
    enc.typeVocabSize = a("type_vocab_size", 1, 16, 2);
    enc.layerNormEps = r.real(arch, "encoder_layer_norm_eps", "architecture.encoder_layer_norm_eps", 1e-15, 1e-2, 1e-12);
    dec.numLayers = a("decoder_layers", 1, 64);
    dec.numHeads = a("decoder_heads", 1, 128);
    dec.ffnSize = a("decoder_ffn", 8, 65536);
    dec.maxPositions = a("decoder_max_positions", 8, 8192, 512);
    dec.layerNormEps = r.real(arch, "decoder_layer_norm_eps", "architecture.decoder_layer_norm_eps", 1e-15, 1e-2, 1e-6);
    config.dropout = r.real(arch, "dropout", "architecture.dropout", 0.0, 0.9, 0.1);
    if (enc.hiddenSize % enc.numHeads != 0 || enc.hiddenSize % dec.numHeads != 0)
        r.fail("architecture.hidden_size", std::to_string(enc.hiddenSize),
               "a multiple of both encoder_heads and decoder_heads");
    return config;
}

// The tokenizer, its special tokens and the prompts of each task.
void readTokens(const Reader &r, Manifest &m)
{
    const auto &tok = r.object("tokenizer");
    m.tokenizer.type = r.text(tok, "type", "tokenizer.type");
    if (m.tokenizer.type != "sentencepiece" && m.tokenizer.type != "bert-vocab")
        r.fail("tokenizer.type", "\"" + m.tokenizer.type + "\"", "\"sentencepiece\" or \"bert-vocab\"");
    m.tokenizer.file = (fs::path(m.directory) / r.text(tok, "file", "tokenizer.file")).string();
    const auto &sp = r.object("special_tokens");
    m.specials.pad = r.text(sp, "pad", "special_tokens.pad");
    m.specials.unk = r.text(sp, "unk", "special_tokens.unk");
    m.specials.bos = r.text(sp, "bos", "special_tokens.bos");
    m.specials.eos = r.text(sp, "eos", "special_tokens.eos");
    m.specials.separator = r.text(sp, "separator", "special_tokens.separator", "|");
    for (auto &[task, text] : r.object("prompts").items()) {
        if (!text.is_string())
            r.fail("prompts." + task, text.type_name(), "a string");
        m.prompts[task] = text.get<std::string>();
    }
    if (!m.prompts.count("keyword_theme") && !m.prompts.count("duilian"))
        r.fail("prompts", "neither keyword_theme nor duilian", "at least one of them");
}

} // namespace

Manifest loadManifest(const std::string &directory)
{
    const auto file = (fs::path(directory) / "manifest.json").string();
    const json root = readJson(directory, file);
    const Reader r(root, file);
    Manifest m;
    m.directory = fs::absolute(directory).lexically_normal().string();
    m.name = r.text(root, "name", "name", "unnamed model");
    m.config = readArchitecture(r);
    m.weightsFile = (fs::path(m.directory) / r.text(root, "weights", "weights")).string();
    m.weightsDtype = r.text(root, "weights_dtype", "weights_dtype", "float32");
    if (m.weightsDtype != "float32" && m.weightsDtype != "float16" && m.weightsDtype != "int8")
        r.fail("weights_dtype", "\"" + m.weightsDtype + "\"", "float32, float16 or int8");
    readTokens(r, m);
    m.maxSourceTokens = int(r.integer(root, "max_source_tokens", "max_source_tokens", 8, m.config.encoder.maxPositions, 64));
    if (root.contains("line_model"))
        m.lineModelFile = (fs::path(m.directory) / r.text(root, "line_model", "line_model")).string();
    if (root.contains("blocked_words"))
        m.blockedWordsFile = (fs::path(m.directory) / r.text(root, "blocked_words", "blocked_words")).string();
    if (auto it = root.find("training"); it != root.end() && it->is_object())
        for (auto &[key, value] : it->items())
            m.training[key] = value.is_string() ? value.get<std::string>() : value.dump();
    return m;
}

} // namespace kaimen
