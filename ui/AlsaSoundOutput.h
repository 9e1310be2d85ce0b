#pragma once
// The PC's speakers through ALSA (libasound2, on every Debian desktop): Qt Multimedia would bring
// an FFmpeg or GStreamer backend to every kiosk PC for two short sounds. A kiosk under cage has no
// sound server; where a desktop runs PipeWire or PulseAudio, ALSA's "default" reaches it. A sound
// is written on a thread of its own, since the device takes it at the pace it plays.

#include "SoundOutput.h"

#include <atomic>
#include <string>
#include <thread>

class AlsaSoundOutput : public SoundOutput {
public:
    explicit AlsaSoundOutput(std::string device = "default");
    ~AlsaSoundOutput() override;  // stops a sound still playing
    AlsaSoundOutput(const AlsaSoundOutput &) = delete;
    AlsaSoundOutput &operator=(const AlsaSoundOutput &) = delete;

    std::string play(std::vector<int16_t> samples, int rate) override;

private:
    const std::string m_device;
    std::thread m_player;             // the last sound's, ended or not
    std::atomic<bool> m_stop{false};  // the player stops writing
};
