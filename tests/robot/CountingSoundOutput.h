#pragma once
// The robot's speakers: counts the sounds the kiosk hands them, so a run can tell that every
// couplet written ended with the operator's sound, once, and that nothing else made one.

#include "SoundOutput.h"

class CountingSoundOutput : public SoundOutput {
public:
    std::string play(std::vector<int16_t> samples, int) override
    {
        // An empty sound would be as silent as none.
        if (!samples.empty())
            ++m_played;
        return {};
    }
    int played() const { return m_played; }

private:
    int m_played = 0;
};
