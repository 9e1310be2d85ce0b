// Any strokes a finger can draw on the handwriting pad, read by the pad's recognition models: no
// crash, no runaway memory (Zinnia's corner search once asked for 2^corners nodes of a scribble;
// libFuzzer's -rss_limit_mb fails such an input), and only single GB2312 characters offered.
// Bytes: a point is two (x, y), each mapped to -128..382 on a pad 255 square (a finger runs off
// its edges); 0xFF as x ends the stroke.
#include "HandwritingRecognizer.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const HandwritingRecognizer recognizer(HandwritingRecognizer::modelsIn(KAIMEN_BUILD_HANDWRITING_DIR));
    if (!recognizer.isLoaded())
        std::abort();
    std::vector<QPolygonF> strokes(1);
    for (size_t i = 0; i + 1 < size; i += 2) {
        if (data[i] == 0xFF) {
            strokes.emplace_back();
            --i;  // the end mark is one byte
            continue;
        }
        strokes.back() << QPointF(data[i] * 2.0 - 128, data[i + 1] * 2.0 - 128);
    }
    constexpr int kCount = 8;
    const QStringList offered = recognizer.classify(strokes, 255, kCount);
    if (offered.size() > kCount)
        std::abort();
    for (const QString &character : offered)
        if (character.size() != 1 || offered.count(character) != 1)
            std::abort();
    return 0;
}
