#pragma once
// The PC's speakers through ALSA (libasound2, on every Debian desktop): Qt Multimedia would bring
// an FFmpeg or GStreamer backend to every kiosk PC for two short sounds. A kiosk under cage has no
// sound server; where a desktop runs PipeWire or PulseAudio, ALSA's "default" reaches it. A sound
// is written on a thread of its own, since the device takes it at the pace it plays; a device that
// stops taking it (stalled, its sink gone) holds up that thread alone, never the kiosk's.

#include "SoundOutput.h"

#include <memory>
#include <string>

class AlsaSoundOutput : public SoundOutput {
public:
    explicit AlsaSoundOutput(std::string device = "default");
    ~AlsaSoundOutput() override;  // stops a sound still playing
    AlsaSoundOutput(const AlsaSoundOutput &) = delete;
    AlsaSoundOutput &operator=(const AlsaSoundOutput &) = delete;

    std::string play(std::vector<int16_t> samples, int rate) override;

private:
    struct Player;
    // Asks the last sound's player to stop and waits for it a moment; a player stuck on its device
    // is let go (it ends when the device gives way, holding nothing of this object's).
    void stopLastSound();

    const std::string m_device;
    std::shared_ptr<Player> m_last;  // the last sound's, ended or not
};
