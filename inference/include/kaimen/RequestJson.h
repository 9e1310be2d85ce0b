#pragma once
// A couplet request and its answer as JSON: kaimen-cli's lines, kaimen-server's and the kiosk's
// HTTP API (the same fields and the same sentences everywhere).

#include "kaimen/CoupletRequest.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace kaimen {

struct ParsedLine {
    nlohmann::json id;          // echoed back as given (null when absent or unreadable)
    CoupletRequest request;
    // The couplets the caller has already shown for this input (shownAs: "上联|下联"), from
    // "seen": 换一副 for a client, which answers with one it has not.
    std::vector<std::string> seen;
    // Answer in traditional characters: the wish or the 上联 was written in them (萬福, 春風得意馬蹄疾),
    // or "script" asked for "traditional"; "simplified" keeps the model's own characters.
    bool traditional = false;
    // Whether "script" or the request's own characters settled `traditional`; not where they are
    // the same in both scripts (如意), which the caller may settle otherwise (the HTTP API by the
    // client's Accept-Language).
    bool scriptSettled = false;
    std::string error;          // non-empty: answer with this sentence instead
};

// Parses one input line: {"id":…, "mode":"keyword", "keyword":"如意", "kind":"cangtou"} or
// {"id":…, "mode":"duilian", "upper":"春风得意马蹄疾"}; either may name the booth's theme and
// the year, as the kiosk's settings do ("booth": "trade", "zodiac": "羊": kaimen/Occasion.h).
// Without "mode", a line with "upper" and no "keyword" is a duilian request, any other a keyword
// one (both without "mode" is an error asking which). "seen" lists couplets already shown, each
// {"upper": …, "lower": …} as an answer gave them (or "上联|下联"), at most kMostSeen. SUBJECT
// names the text in the sentences about its form ("The line", "The request body"). "script"
// ("simplified" or "traditional", 简体 or 繁體) says which characters the answer is written in;
// without it, those the request was written in. Never throws.
inline constexpr size_t kMostSeen = 16;
ParsedLine parseRequestLine(const std::string &line, std::string_view subject = "The line");

// The occasion a request's "booth" and "zodiac" name (kaimen/Occasion.h's occasionFor) into
// OCCASION: BOOTH by its key in any case or its Chinese name (商贸), ZODIAC an animal (羊, 羊年,
// sheep) or "".
// Returns "" when both are fine, else the sentence saying which is not. kaimen-cli eval's --booth
// and --zodiac read the same way.
std::string readOccasion(const std::string &booth, const std::string &zodiac, std::string *occasion);

// COUPLET as kaimen-cli answers it: {"id", "upper", "lower", "horizontal", "score"}, its lines in
// traditional characters where TRADITIONAL (ParsedLine::traditional).
nlohmann::ordered_json coupletJson(const nlohmann::json &id, const Couplet &couplet, bool traditional = false);

} // namespace kaimen
