#include "CliRequest.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Occasion.h"

namespace kaimen::cli {

namespace {

std::string boothKeys()
{
    std::string keys;
    for (const auto &theme : boothThemes())
        keys += (keys.empty() ? "\"" : ", \"") + theme.key + "\" (" + theme.name + ")";
    return keys;
}

// "booth" and "zodiac" name the occasion, as the kiosk's settings do; "" when both are fine.
std::string readOccasion(const std::string &booth, const std::string &zodiac, CoupletRequest *request)
{
    if (!findBoothTheme(booth))
        return "Unknown \"booth\" \"" + booth + "\"; expected one of " + boothKeys() + ".";
    if (!zodiac.empty() && !isZodiacAnimal(zodiac))
        return "\"zodiac\" \"" + zodiac + "\" is not an animal of the zodiac; expected one of 鼠牛虎兔龙蛇马羊猴鸡狗猪, or \"\".";
    request->occasion = occasionFor(booth, zodiac);
    return {};
}

} // namespace

ParsedLine parseRequestLine(const std::string &line)
{
    ParsedLine parsed;
    nlohmann::json object;
    try {
        object = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception &) {
        parsed.error = "The line is not valid JSON; expected an object such as {\"id\": 1, \"mode\": \"keyword\", \"keyword\": \"如意\"}.";
        return parsed;
    }
    if (!object.is_object()) {
        parsed.error = "The line is JSON but not an object; expected {\"id\": …, \"mode\": \"keyword\" or \"duilian\", …}.";
        return parsed;
    }
    if (auto it = object.find("id"); it != object.end())
        parsed.id = *it;
    auto text = [&](const char *key, std::string *out) {
        auto it = object.find(key);
        if (it == object.end())
            return false;
        if (!it->is_string()) {
            parsed.error = std::string("\"") + key + "\" must be a string.";
            return false;
        }
        *out = it->get<std::string>();
        return true;
    };
    std::string mode = "keyword";
    if (object.contains("mode") && !text("mode", &mode))
        return parsed;
    std::string booth = "spring", zodiac;
    if ((object.contains("booth") && !text("booth", &booth)) || (object.contains("zodiac") && !text("zodiac", &zodiac)))
        return parsed;
    if (parsed.error = readOccasion(booth, zodiac, &parsed.request); !parsed.error.empty())
        return parsed;
    if (mode == "keyword") {
        parsed.request.mode = CoupletMode::Keyword;
        if (!text("keyword", &parsed.request.keyword)) {
            if (parsed.error.empty())
                parsed.error = "A keyword request needs \"keyword\": two Chinese characters, such as \"如意\".";
            return parsed;
        }
        std::string kind = "theme";
        if (object.contains("kind") && !text("kind", &kind))
            return parsed;
        if (!parseCoupletKind(kind, &parsed.request.kind)) {
            parsed.error = "Unknown \"kind\" \"" + kind + "\"; expected \"cangtou\", \"qianzi\" or \"theme\".";
            return parsed;
        }
        parsed.error = describeProblem(checkRequest(normalizedRequest(parsed.request)));
    } else if (mode == "duilian") {
        parsed.request.mode = CoupletMode::Duilian;
        if (!text("upper", &parsed.request.upper)) {
            if (parsed.error.empty())
                parsed.error = "A duilian request needs \"upper\": a 上联 of 4 to 16 Chinese characters.";
            return parsed;
        }
        parsed.error = describeProblem(checkRequest(normalizedRequest(parsed.request)));
    } else {
        parsed.error = "Unknown \"mode\" \"" + mode + "\"; expected \"keyword\" or \"duilian\".";
    }
    return parsed;
}

} // namespace kaimen::cli
