#include "kaimen/RequestJson.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Occasion.h"
#include "kaimen/SimplifiedScript.h"
#include "kaimen/TraditionalScript.h"
#include "kaimen/YearNames.h"

namespace kaimen {

namespace {

std::string boothKeys()
{
    std::string keys;
    for (const auto &theme : boothThemes())
        keys += (keys.empty() ? "\"" : ", \"") + theme.key + "\" (" + theme.name + ")";
    return keys;
}

// The booth BOOTH names by its key (as requestWord reads it) or its Chinese name (商贸), or nullptr.
const BoothTheme *boothNamed(const std::string &booth)
{
    const auto word = requestWord(booth);
    for (const auto &theme : boothThemes())
        if (theme.key == word || theme.name == word)
            return &theme;
    return nullptr;
}

// OBJECT[KEY] into OUT when present: false when absent, or when not a string (ERROR says so).
bool readText(const nlohmann::json &object, const char *key, std::string *out, std::string *error)
{
    auto it = object.find(key);
    if (it == object.end())
        return false;
    if (!it->is_string()) {
        *error = std::string("\"") + key + "\" must be a string.";
        return false;
    }
    *out = it->get<std::string>();
    return true;
}

// OBJECT's "zodiac" into OUT as readText reads it, or a year sent as a number (2027, as a client
// holding the date writes it) in its digits.
bool readZodiac(const nlohmann::json &object, std::string *out, std::string *error)
{
    auto it = object.find("zodiac");
    if (it != object.end() && it->is_number_integer()) {
        *out = std::to_string(it->get<long long>());
        return true;
    }
    if (it != object.end() && !it->is_string()) {
        *error = "\"zodiac\" must be the animal as a string (\"羊\") or the year as a whole number (2027).";
        return false;
    }
    return readText(object, "zodiac", out, error);
}

// The mode OBJECT asks for into MODE. Without "mode", the text sent says it: a "keyword" asks
// for a wish couplet, an "upper" alone for its 下联. False, with ERROR, when it cannot be told.
bool readModeName(const nlohmann::json &object, std::string *mode, std::string *error)
{
    if (object.contains("mode"))
        return readText(object, "mode", mode, error);
    const bool wish = object.contains("keyword"), upper = object.contains("upper");
    if (wish && upper)
        *error = "The request has both \"keyword\" and \"upper\"; say which is meant with \"mode\": \"keyword\" or \"duilian\".";
    else if (!wish && !upper)
        *error = "A request needs \"keyword\" (a wish word of two Chinese characters, such as \"如意\") or \"upper\" (a "
                 "上联 of 4 to 16 Chinese characters).";
    *mode = upper ? "duilian" : "keyword";
    return error->empty();
}

// OBJECT's "seen" into PARSED: the couplets a caller has shown, as its answers gave them.
void readSeen(const nlohmann::json &object, ParsedLine &parsed)
{
    const auto it = object.find("seen");
    if (it == object.end())
        return;
    const std::string expected = "\"seen\" must be a list of at most " + std::to_string(kMostSeen)
                                 + " couplets already shown, each {\"upper\": …, \"lower\": …} as an answer gave them.";
    if (!it->is_array() || it->size() > kMostSeen) {
        parsed.error = expected;
        return;
    }
    for (const auto &shown : *it) {
        const auto upper = shown.is_object() ? shown.find("upper") : shown.end();
        const auto lower = shown.is_object() ? shown.find("lower") : shown.end();
        if (shown.is_string() && shown.get<std::string>().find('|') != std::string::npos)
            parsed.seen.push_back(toSimplifiedScript(shown.get<std::string>()));
        else if (upper != shown.end() && lower != shown.end() && upper->is_string() && lower->is_string())
            parsed.seen.push_back(shownAs({toSimplifiedScript(upper->get<std::string>()),
                                           toSimplifiedScript(lower->get<std::string>()), {}, 0.0}));
        else {
            parsed.seen.clear();
            parsed.error = expected;
            return;
        }
    }
}

// The wish word and kind, or the 上联, that MODE reads from OBJECT into PARSED.
void readMode(const nlohmann::json &object, const std::string &mode, ParsedLine &parsed)
{
    auto &request = parsed.request;
    if (!parseCoupletMode(mode, &request.mode)) {
        parsed.error = "Unknown \"mode\" \"" + mode + "\"; expected \"keyword\" or \"duilian\".";
        return;
    }
    if (request.mode == CoupletMode::Keyword) {
        if (!readText(object, "keyword", &request.keyword, &parsed.error)) {
            if (parsed.error.empty())
                parsed.error = "A keyword request needs \"keyword\": two Chinese characters, such as \"如意\".";
            return;
        }
        std::string kind = "theme";
        if (object.contains("kind") && !readText(object, "kind", &kind, &parsed.error))
            return;
        if (!parseCoupletKind(kind, &request.kind)) {
            parsed.error = "Unknown \"kind\" \"" + kind + "\"; expected \"cangtou\" (藏头), \"qianzi\" (嵌字) or \"theme\" (主题).";
            return;
        }
    } else if (!readText(object, "upper", &request.upper, &parsed.error)) {
        if (parsed.error.empty())
            parsed.error = "A duilian request needs \"upper\": a 上联 of 4 to 16 Chinese characters.";
        return;
    }
    parsed.error = describeProblem(checkRequest(normalizedRequest(request)));
}

// Which characters the answer to PARSED is written in: "script" when given, else the request's
// own (its wish or 上联, or the words naming its kind, mode, booth or year: 藏頭, 喬遷, 龍; 万福 is
// simplified), unsettled where they are the same in both scripts.
void readScript(const nlohmann::json &object, ParsedLine &parsed)
{
    std::string script;
    if (!readText(object, "script", &script, &parsed.error)) {
        bool simplified = false;
        for (const char *key : {"keyword", "upper", "kind", "mode", "booth", "zodiac"})
            if (auto it = object.find(key); it != object.end() && it->is_string()) {
                const auto text = it->get<std::string>();
                parsed.traditional = parsed.traditional || writtenInTraditionalScript(text);
                simplified = simplified || writtenInSimplifiedScript(text);
            }
        parsed.scriptSettled = parsed.traditional || simplified;
        return;
    }
    parsed.scriptSettled = true;
    const auto word = requestWord(script);
    if (word == "traditional" || word == "繁体")
        parsed.traditional = true;
    else if (word != "simplified" && word != "简体")
        parsed.error = "Unknown \"script\" \"" + script
                       + "\"; expected \"simplified\" (简体) or \"traditional\" (繁體), or none to answer in the "
                         "characters the request is written in.";
}

} // namespace

std::string readOccasion(const std::string &booth, const std::string &givenZodiac, std::string *occasion)
{
    const BoothTheme *theme = boothNamed(booth);
    if (!theme)
        return "Unknown \"booth\" \"" + booth + "\"; expected one of " + boothKeys() + ".";
    const auto word = requestWord(givenZodiac);
    const auto zodiac = zodiacOfYearName(word);
    if (!word.empty() && zodiac.empty())
        return "\"zodiac\" \"" + givenZodiac
               + "\" names no year of the zodiac; expected one of 鼠牛虎兔龙蛇马羊猴鸡狗猪 (or its English name), "
                 "a year (2027, 丁未), or \"\".";
    *occasion = occasionFor(theme->key, zodiac);
    return {};
}

ParsedLine parseRequestLine(const std::string &line, std::string_view subject)
{
    ParsedLine parsed;
    const std::string what(subject);
    constexpr const char *kExample = "{\"id\": 1, \"mode\": \"keyword\", \"keyword\": \"如意\"}";
    if (line.find_first_not_of(" \t\r\n") == std::string::npos) {
        parsed.error = what + " is empty; expected a JSON object such as " + kExample + ".";
        return parsed;
    }
    nlohmann::json object;
    try {
        object = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception &e) {
        // A body in GBK (a Windows program) is no JSON to the parser: say what is wrong with it.
        parsed.error = std::string(e.what()).find("UTF-8") != std::string::npos
            ? what + " is not UTF-8 text; requests are JSON in UTF-8 (not GBK or GB18030)."
            : what + " is not valid JSON; expected an object such as " + kExample + ".";
        return parsed;
    }
    // A list of requests is one request each: a client batching them learns how, not just "no".
    if (object.is_array()) {
        parsed.error = what + " is a JSON array; send one request object at a time, such as " + kExample + ".";
        return parsed;
    }
    if (!object.is_object()) {
        parsed.error = what + " is JSON but not an object; expected {\"id\": …, \"mode\": \"keyword\" or \"duilian\", …}.";
        return parsed;
    }
    if (auto it = object.find("id"); it != object.end())
        parsed.id = *it;
    std::string mode;
    if (!readModeName(object, &mode, &parsed.error))
        return parsed;
    std::string booth = "spring", zodiac;
    if ((object.contains("booth") && !readText(object, "booth", &booth, &parsed.error))
        || (object.contains("zodiac") && !readZodiac(object, &zodiac, &parsed.error)))
        return parsed;
    if (parsed.error = readOccasion(booth, zodiac, &parsed.request.occasion); !parsed.error.empty())
        return parsed;
    readMode(object, mode, parsed);
    if (parsed.error.empty())
        readScript(object, parsed);
    if (parsed.error.empty())
        readSeen(object, parsed);
    return parsed;
}

nlohmann::ordered_json coupletJson(const nlohmann::json &id, const Couplet &couplet, bool traditional)
{
    const auto written = [traditional](const std::string &line) {
        return traditional ? toTraditionalScriptReadingBack(line) : line;
    };
    return {{"id", id}, {"upper", written(couplet.upper)}, {"lower", written(couplet.lower)},
            {"horizontal", written(couplet.horizontal)}, {"score", couplet.score}};
}

} // namespace kaimen
