#include "Prompts.h"

#include "kaimen/Errors.h"
#include "kaimen/Occasion.h"

namespace kaimen {

std::string fillTemplate(std::string text, const std::string &name, const std::string &value)
{
    const std::string key = "{" + name + "}";
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
        text.replace(at, key.size(), value);
    return text;
}

namespace {

// Models trained before themes have no {occasion} in their prompts and write plain 春联 only.
std::string withOccasion(const std::string &text, const std::string &occasion)
{
    if (auto problem = occasionProblem(occasion); !problem.empty())
        throw InvalidRequest(problem);
    return fillTemplate(text, "occasion", occasion.empty() ? occasionFor("spring", "") : occasion);
}

} // namespace

std::string promptFor(const Manifest &manifest, const CoupletRequest &request)
{
    const auto &prompts = manifest.prompts;
    if (request.mode == CoupletMode::Duilian) {
        auto it = prompts.find("duilian");
        if (it == prompts.end())
            throw InvalidRequest("The model " + manifest.name + " cannot answer a 上联 (its manifest has no duilian prompt).");
        return fillTemplate(it->second, "upper", request.upper);
    }
    auto it = prompts.find(std::string("keyword_") + coupletKindName(request.kind));
    if (it == prompts.end())
        it = prompts.find("keyword_theme");
    if (it == prompts.end())
        throw InvalidRequest("The model " + manifest.name + " cannot write from a wish word (its manifest has no keyword prompt).");
    return withOccasion(fillTemplate(it->second, "keyword", request.keyword), request.occasion);
}

std::string horizontalPromptFor(const Manifest &manifest, const std::string &upper, const std::string &lower,
                                const std::string &occasion)
{
    auto it = manifest.prompts.find("hengpi");
    if (it == manifest.prompts.end())
        return {};
    return withOccasion(fillTemplate(fillTemplate(it->second, "upper", upper), "lower", lower), occasion);
}

} // namespace kaimen
