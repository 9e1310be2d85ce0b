#include "kaimen/TraditionalScript.h"

#include "kaimen/SimplifiedScript.h"
#include "kaimen/Tokenizer.h"

#include <opencc/opencc.h>

#include <mutex>

namespace kaimen {
namespace {

// One converter for the process, behind one lock: opening OpenCC's dictionaries is the slow part.
struct Converter {
    std::mutex mutex;
    opencc_t handle = reinterpret_cast<opencc_t>(-1);
    Converter() : handle(opencc_open("s2tw.json")) {}
    ~Converter()
    {
        if (handle != reinterpret_cast<opencc_t>(-1))
            opencc_close(handle);
    }
};

Converter &converter()
{
    static Converter c;
    return c;
}

} // namespace

std::string toTraditionalScript(std::string_view text)
{
    auto &c = converter();
    if (c.handle == reinterpret_cast<opencc_t>(-1) || text.empty())
        return std::string(text);
    std::lock_guard lock(c.mutex);
    char *converted = opencc_convert_utf8(c.handle, text.data(), text.size());
    if (!converted)
        return std::string(text);
    std::string out(converted);
    opencc_convert_utf8_free(converted);
    return out;
}

std::string toTraditionalScriptReadingBack(std::string_view text)
{
    const auto traditional = toTraditionalScript(text);
    const auto original = splitUtf8(text), written = splitUtf8(traditional);
    const auto readBack = splitUtf8(toSimplifiedScript(traditional));
    if (written.size() != original.size() || readBack.size() != original.size())
        return traditional;
    std::string out;
    for (size_t i = 0; i < original.size(); ++i)
        out += readBack[i] == original[i] ? written[i] : original[i];
    return out;
}

bool writtenInTraditionalScript(std::string_view text)
{
    return toSimplifiedScript(text) != text;
}

bool writtenInSimplifiedScript(std::string_view text)
{
    return toTraditionalScript(text) != text;
}

} // namespace kaimen
