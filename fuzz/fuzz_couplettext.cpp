// What a visitor types: normalisation and validation of wish words and 上联 must never crash,
// and must agree with themselves (a normalised text normalises to itself, numbers written in
// characters are written so once).
#include "kaimen/CoupletText.h"
#include "kaimen/TextProblem.h"
#include "kaimen/WrittenNumbers.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto normalized = kaimen::normalizeCoupletText(text);
    if (kaimen::normalizeCoupletText(normalized) != normalized)
        std::abort();
    const auto wish = kaimen::checkWishWord(normalized);
    if (!wish && kaimen::characterCount(normalized) != 2)
        std::abort();
    // Every problem found has a sentence that says it.
    if (wish && kaimen::describeProblem(wish).empty())
        std::abort();
    const auto upper = kaimen::checkUpperLine(normalized);
    if (upper && kaimen::describeProblem(upper).empty())
        std::abort();
    // Numbers written in characters are written once: what is left in digits (a run of five or
    // more) stays so.
    const auto written = kaimen::withNumbersInCharacters(normalized);
    if (kaimen::withNumbersInCharacters(written) != written)
        std::abort();
    // So is a wish: one read digit by digit (88 → 八八) is read so again.
    const auto wishWritten = kaimen::wishWithNumbersInCharacters(normalized);
    if (kaimen::wishWithNumbersInCharacters(wishWritten) != wishWritten)
        std::abort();
    return 0;
}
