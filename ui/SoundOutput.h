#pragma once
// Where the booth's sound goes: the PC's speakers (AlsaSoundOutput) or a test's stand-in.

#include <cstdint>
#include <string>
#include <vector>

class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // Starts playing SAMPLES (16-bit mono at RATE per second) and returns at once; a sound still
    // playing stops for it, not mixed in. Returns "" or, in English, why none will be heard.
    virtual std::string play(std::vector<int16_t> samples, int rate) = 0;
};
