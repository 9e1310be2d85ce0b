#pragma once

#include "kaimen/CoupletRequest.h"
#include "kaimen/Manifest.h"

#include <string>

namespace kaimen {

// The manifest's prompt for REQUEST, with its placeholders filled. A model without a
// template for the request's kind gets "keyword_theme" (the decoding constraints still
// place the 藏头 or 嵌字 characters). Throws InvalidRequest when the model has no
// template for the mode at all.
std::string promptFor(const Manifest &manifest, const CoupletRequest &request);

// The prompt that asks for a 横批 for UPPER and LOWER of OCCASION ("" = plain 春联; the prompt
// is "" when the model has none).
std::string horizontalPromptFor(const Manifest &manifest, const std::string &upper, const std::string &lower,
                                const std::string &occasion);

// Replaces every {name} in TEMPLATE.
std::string fillTemplate(std::string text, const std::string &name, const std::string &value);

} // namespace kaimen
