#pragma once
// The robot's speakers: keep what the kiosk hands them, so a run can tell that every couplet
// written ended with the operator's sound, once, that the panel played a choice as it was made,
// and that nothing else made one.

#include "SoundOutput.h"

#include <cstddef>

class CountingSoundOutput : public SoundOutput {
public:
    std::string play(std::vector<int16_t> samples, int) override
    {
        // An empty sound would be as silent as none.
        if (!samples.empty())
            m_lengths.push_back(samples.size());
        return {};
    }
    int played() const { return int(m_lengths.size()); }
    // The length of each sound played, in samples: which sound it was (a gong rings longer).
    const std::vector<size_t> &lengths() const { return m_lengths; }

private:
    std::vector<size_t> m_lengths;
};
