// The weights loader (safetensors since issue 22): a truncated, bit-flipped, oversized, overlapping
// or wrong-typed weights file is a ModelLoadError naming the file, never a crash, never a read
// outside the file. Seeds: fuzz/corpus/checkpoint (*.safetensors of this target's model shape,
// and two PyTorch archives, which must be refused before anything reads them).
#include "core/Checkpoint.h"
#include "kaimen/Errors.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const std::string path = "/tmp/kaimen-fuzz-checkpoint-" + std::to_string(::getpid()) + ".safetensors";
    static kaimen::PalmModel model = [] {
        kaimen::ModelConfig c;
        c.encoder = {64, 16, 1, 2, 32, 16, 2, 1e-12};
        c.decoder = {1, 2, 32, 16, 1e-6};
        return kaimen::PalmModel(c);
    }();
    FILE *f = std::fopen(path.c_str(), "wb");
    if (!f)
        std::abort();
    std::fwrite(data, 1, size, f);
    std::fclose(f);
    try {
        kaimen::loadCheckpoint(model, path);
    } catch (const kaimen::ModelLoadError &e) {
        if (std::string(e.what()).find(path) == std::string::npos)
            std::abort();  // the message must name the file
    }
    return 0;
}
