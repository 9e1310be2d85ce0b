#pragma once
// The take-home page a visitor's phone opens from the QR code: the poster, the three lines as
// text, the wish word and a download button, in the phone's language (zh_CN, en or zh_TW from
// its Accept-Language); and the friendly page for a token that has expired or never existed.
// From the resources alone: no external asset, nothing fetched.

#include "TakeHomeStore.h"

#include <string>

namespace kaimen::net {

// "zh_CN", "en" or "zh_TW" for an Accept-Language header ("" = zh_CN).
std::string pageLanguage(const std::string &acceptLanguage);
// The page for COUPLET under TOKEN in LANGUAGE.
std::string takeHomePage(const TakeHome &couplet, const std::string &token, const std::string &language);
// The page for a token that names nothing (any more).
std::string missingCoupletPage(const std::string &language);
// TEXT safe inside HTML text and attribute values.
std::string escapeHtml(const std::string &text);

} // namespace kaimen::net
