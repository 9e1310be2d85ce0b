// The settings file: any bytes load to settings within their allowed ranges, with warnings.
#include "SettingsFile.h"

#include "FuzzInput.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = fuzzInputFile(data, size, "settings.yaml");
    QStringList warnings;
    const auto s = loadSettings(QStringLiteral(KAIMEN_DEFAULT_SETTINGS), path, &warnings);
    if (s.beams < 1 || s.beams > 8 || s.idleSeconds < 15 || s.idleSeconds > 3600 || s.cacheCapacity < 0
        || s.presetWishes.size() > 48)
        std::abort();
    return 0;
}
