// The statistics file: loaded or set aside with a sentence, and what was held stays intact.
#include "UsageStatistics.h"

#include "FuzzInput.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString path = fuzzInputFile(data, size, "statistics.json");
    UsageStatistics stats;
    stats.record("如意", UsageStatistics::Answer::Written, 40, false, QDateTime::currentDateTimeUtc());
    if (!stats.load(path).isEmpty() && stats.generations() != 1)
        std::abort();  // a refused file must not have touched what was there
    stats.topWishes();
    stats.hourly();
    return 0;
}
