#include "AlsaSoundOutput.h"

#include <alsa/asoundlib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace {
constexpr unsigned kLatencyUs = 200000;  // ALSA's buffer: a fifth of a second
// How long a stopping sound is waited for: its player writes 50 ms at a time and a draining one
// has at most ALSA's buffer left. Longer means the device has stopped taking sound.
constexpr auto kStopWait = std::chrono::milliseconds(400);
}

// What a sound's thread shares with the output, owned by both: the output may let go of it.
struct AlsaSoundOutput::Player {
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable endedSignal;
    bool ended = false;

    void end()
    {
        const std::lock_guard lock(mutex);
        ended = true;
        endedSignal.notify_all();
    }
    bool awaitEnd()
    {
        std::unique_lock lock(mutex);
        return endedSignal.wait_for(lock, kStopWait, [this] { return ended; });
    }
};

AlsaSoundOutput::AlsaSoundOutput(std::string device) : m_device(std::move(device)) {}

AlsaSoundOutput::~AlsaSoundOutput()
{
    stopLastSound();
}

void AlsaSoundOutput::stopLastSound()
{
    if (!m_last)
        return;
    m_last->stop = true;
    m_last->awaitEnd();  // or, stuck, let go
    m_last.reset();
}

std::string AlsaSoundOutput::play(std::vector<int16_t> samples, int rate)
{
    if (samples.empty())
        return "";
    // A sound still playing gives way (an operator trying volumes on the panel).
    stopLastSound();
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
    auto player = std::make_shared<Player>();
    m_last = player;
    std::thread([player, pcm, samples = std::move(samples), rate] {
        const size_t chunk = size_t(rate / 20);  // 50 ms: a stop is never waited on for long
        size_t at = 0;
        while (at < samples.size() && !player->stop) {
            const auto frames = snd_pcm_uframes_t(std::min(chunk, samples.size() - at));
            const snd_pcm_sframes_t written = snd_pcm_writei(pcm, samples.data() + at, frames);
            if (written >= 0)
                at += size_t(written);
            else if (snd_pcm_recover(pcm, int(written), 1) < 0)
                break;  // the device went away (unplugged): the rest is not heard
        }
        if (player->stop)
            snd_pcm_drop(pcm);
        else
            snd_pcm_drain(pcm);
        snd_pcm_close(pcm);
        player->end();
    }).detach();
    return "";
}
