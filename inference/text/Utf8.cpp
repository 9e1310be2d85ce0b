// UTF-8 into code points: the couplet text rules and both tokenizers count characters with it.
#include "kaimen/Tokenizer.h"

namespace kaimen {

std::vector<std::string> splitUtf8(std::string_view text)
{
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        bool valid = len > 0 && i + len <= text.size();
        for (size_t k = 1; valid && k < len; ++k)
            valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (!valid) {
            out.emplace_back("\xEF\xBF\xBD");
            ++i;
            continue;
        }
        out.emplace_back(text.substr(i, len));
        i += len;
    }
    return out;
}

} // namespace kaimen
