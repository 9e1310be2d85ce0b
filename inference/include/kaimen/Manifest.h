#pragma once

#include "kaimen/ModelConfig.h"

#include <map>
#include <string>

namespace kaimen {

// Which tokenizer a model folder ships and the file that holds it.
struct TokenizerSpec {
    std::string type;   // "sentencepiece" (our own models) or "bert-vocab" (PALM checkpoints)
    std::string file;   // path relative to the model folder
};

// Special tokens, named by their piece in the vocabulary.
struct SpecialTokens {
    std::string pad = "[PAD]";      // id 0: the decoder's padding_idx and the source pad id
    std::string unk = "[UNK]";
    std::string bos = "[CLS]";      // starts every decoder sequence
    std::string eos = "[SEP]";      // ends it
    std::string separator = "|";    // between 上联 and 下联 in a whole-couplet output
};

// Everything a model folder says about itself (manifest.json). Paths are absolute once loaded.
struct Manifest {
    std::string directory;                      // the model folder
    std::string name;                           // a human name for logs and the admin panel
    ModelConfig config;
    std::string weightsFile;                    // torch zip archive holding a dict name -> tensor
    std::string weightsDtype = "float32";       // how they are stored: float32, float16 or int8
    TokenizerSpec tokenizer;
    SpecialTokens specials;
    // Prompt templates by task: "keyword_theme", "keyword_cangtou", "keyword_qianzi",
    // "duilian", "hengpi". Placeholders: {keyword}, {upper}, {lower}. The keyword tasks fall
    // back to "keyword_theme" (with decoding constraints doing the rest) when a model lacks them.
    std::map<std::string, std::string> prompts;
    int maxSourceTokens = 64;                   // longest prompt the encoder is given
    std::string blockedWordsFile;               // words this model never writes, one per line ("" = none)
    std::string lineModelFile;                  // the reranker's line model (tools/line_model.py; "" = none)
    std::map<std::string, std::string> training;  // how the weights were made (informational)
};

// Reads DIR/manifest.json. Throws ModelLoadError naming the file and key on any problem:
// missing file, malformed JSON, missing or wrongly typed key, size out of range.
Manifest loadManifest(const std::string &directory);

} // namespace kaimen
