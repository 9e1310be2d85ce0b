#include "CacheKeys.h"

#include "couplet/RulesRevision.h"
#include "kaimen/Manifest.h"

#include <filesystem>
#include <functional>
#include <sstream>

namespace kaimen {

std::string modelIdentity(const std::string &directory)
{
    namespace fs = std::filesystem;
    std::error_code error;
    std::string identity = fs::weakly_canonical(directory, error).string();
    std::string weights;
    try {
        weights = loadManifest(directory).weightsFile;
    } catch (const std::exception &) {
        // No readable manifest: the model cannot load, and no entry a loaded model wrote matches.
        identity += "#no-manifest";
    }
    if (!weights.empty()) {
        if (auto size = fs::file_size(weights, error); !error)
            identity += "#" + std::to_string(size);
        if (auto written = fs::last_write_time(weights, error); !error)
            identity += "@" + std::to_string(written.time_since_epoch().count());
    }
    return identity + "|rules " + std::to_string(kCoupletRulesRevision);
}

std::string decodingKey(const DecodingOptions &d)
{
    std::ostringstream key;
    key << "b" << d.beams << "/lp" << d.lengthPenalty << "/c" << d.couplingConstraints;
    const auto &r = d.rerank;
    key << "/o" << d.occasionLean << "/r" << r.lineModel << "," << r.forcedWords << "," << r.unwished << "," << r.tones << ","
        << r.lookAlike << "," << r.stockEndings;
    if (d.sample)
        key << "/s" << d.temperature << "," << d.topK << "," << d.topP << "," << d.seed;
    std::string words;
    for (const auto &word : d.blockedWords)
        words += word + "\n";
    key << "/x" << std::hash<std::string>{}(words);
    return key.str();
}

std::string requestKey(const std::string &modelKey, const CoupletRequest &request)
{
    if (request.mode == CoupletMode::Duilian)
        return modelKey + "|duilian|" + request.upper;
    // The occasion steers the 主题 上联 and every 横批.
    return modelKey + "|" + coupletKindName(request.kind) + "|" + request.keyword + "|" + request.occasion;
}

} // namespace kaimen
