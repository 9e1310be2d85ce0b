#include "AlsaSoundOutput.h"

#include <alsa/asoundlib.h>

#include <algorithm>

namespace {
constexpr unsigned kLatencyUs = 200000;  // ALSA's buffer: a fifth of a second
}

AlsaSoundOutput::AlsaSoundOutput(std::string device) : m_device(std::move(device)) {}

AlsaSoundOutput::~AlsaSoundOutput()
{
    m_stop = true;
    if (m_player.joinable())
        m_player.join();
}

std::string AlsaSoundOutput::play(std::vector<int16_t> samples, int rate)
{
    if (samples.empty())
        return "";
    if (m_player.joinable()) {
        // A sound still playing gives way (an operator trying volumes on the panel): its player
        // writes 50 ms at a time, so it stops within about that.
        m_stop = true;
        m_player.join();
        m_stop = false;
    }
    snd_pcm_t *pcm = nullptr;
    // Opened without waiting (a device another program holds must not stall the kiosk's thread);
    // the player's writes then wait for room, on its own thread.
    int error = snd_pcm_open(&pcm, m_device.c_str(), SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
    if (error >= 0)
        error = snd_pcm_nonblock(pcm, 0);
    if (error >= 0)
        error = snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16, SND_PCM_ACCESS_RW_INTERLEAVED, 1, unsigned(rate), 1, kLatencyUs);
    if (error < 0) {
        if (pcm)
            snd_pcm_close(pcm);
        return "the sound device \"" + m_device + "\" cannot play: " + snd_strerror(error);
    }
    m_player = std::thread([this, pcm, samples = std::move(samples), rate] {
        const size_t chunk = size_t(rate / 20);  // 50 ms: a stop is never waited on for long
        size_t at = 0;
        while (at < samples.size() && !m_stop) {
            const auto frames = snd_pcm_uframes_t(std::min(chunk, samples.size() - at));
            const snd_pcm_sframes_t written = snd_pcm_writei(pcm, samples.data() + at, frames);
            if (written >= 0)
                at += size_t(written);
            else if (snd_pcm_recover(pcm, int(written), 1) < 0)
                break;  // the device went away (unplugged): the rest is not heard
        }
        if (m_stop)
            snd_pcm_drop(pcm);
        else
            snd_pcm_drain(pcm);
        snd_pcm_close(pcm);
    });
    return "";
}
