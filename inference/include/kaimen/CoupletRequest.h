#pragma once

#include "kaimen/TextProblem.h"

#include <string>

namespace kaimen {

// How a wish word shapes the couplet.
enum class CoupletKind {
    Cangtou,  // 藏头: the word's characters begin the 上联 and the 下联
    Qianzi,   // 嵌字: the word's characters stand inside the lines, at the same position
    Theme,    // 主题: free composition on the word's meaning
};

enum class CoupletMode {
    Keyword,  // a wish word in, a whole couplet out
    Duilian,  // a 上联 in, its 下联 out (对下联)
};

struct CoupletRequest {
    CoupletMode mode = CoupletMode::Keyword;
    std::string keyword;                      // Keyword mode: exactly two Chinese characters
    CoupletKind kind = CoupletKind::Theme;    // Keyword mode
    std::string upper;                        // Duilian mode: the visitor's 上联, 4-16 characters
    // What the couplet is for, as the model's prompts name it (kaimen/Occasion.h: 商贸春联,
    // 羊年春联); it steers the 主题 上联 and every 横批. "" = a plain Spring Festival couplet.
    std::string occasion;
};

struct Couplet {
    std::string upper;        // 上联
    std::string lower;        // 下联
    std::string horizontal;   // 横批, four characters
    double score = 0.0;       // length-normalised log-probability of the chosen lines
    // The next 横批 the search found for these lines ("" = none): shown instead where friends at
    // the booth were just shown this one (EngineOptions::endingsApart).
    std::string spareHorizontal;
};

// How a couplet a visitor was shown is named in SubmitOptions::seen: "上联|下联". Both lines: a
// 对下联's couplets all share the visitor's 上联.
std::string shownAs(const Couplet &couplet);

// REQUEST with the text its mode reads normalised (normalizeCoupletText) and in simplified
// characters (toSimplifiedScript): the form every check, prompt and cache key uses.
CoupletRequest normalizedRequest(const CoupletRequest &request);
// What is wrong with the text REQUEST's mode reads (its wish word or its 上联), expected
// normalised; a TextProblem that is false when nothing is.
TextProblem checkRequest(const CoupletRequest &request);

// A request's word as a client may write it, read the one way: spaces around it dropped, ASCII
// letters in lower case, traditional characters in simplified ones (" Cangtou" → "cangtou",
// 藏頭 → 藏头, 對下聯 → 对下联).
std::string requestWord(const std::string &text);
// Parses "cangtou" / "qianzi" / "theme" (as requestWord reads them) or their Chinese names 藏头 /
// 嵌字 / 主题; returns false on anything else.
bool parseCoupletKind(const std::string &text, CoupletKind *kind);
// Parses "keyword" / "duilian" (as requestWord reads them) or 对下联; returns false on anything else.
bool parseCoupletMode(const std::string &text, CoupletMode *mode);
const char *coupletKindName(CoupletKind kind);

} // namespace kaimen
