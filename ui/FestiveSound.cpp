#include "FestiveSound.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace festive_sound {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kHeadroom = 0.89;  // the loudest sample at full volume: -1 dB
constexpr double kFadeSeconds = 0.05;

double seconds(int sample) { return double(sample) / kSampleRate; }

// A string of firecrackers (鞭炮): cracks of noise over a short thump, each gone within a few
// tens of milliseconds, at uneven gaps, for about two seconds.
std::vector<double> firecrackers()
{
    std::mt19937 random(2027);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<double> out(size_t(2.4 * kSampleRate), 0.0);
    const int crackLength = int(0.12 * kSampleRate);
    for (double at = 0.02; at < 2.1; at += 0.035 + 0.11 * unit(random) * unit(random)) {
        const double loud = 0.55 + 0.45 * unit(random);
        const double decay = 0.008 + 0.012 * unit(random);  // seconds to 1/e
        const double thump = 80 + 60 * unit(random);        // Hz
        const int start = int(at * kSampleRate);
        for (int i = 0; i < crackLength && size_t(start + i) < out.size(); ++i) {
            const double t = seconds(i);
            const double noise = 2 * unit(random) - 1;
            out[size_t(start + i)] += loud * std::exp(-t / decay) * (0.8 * noise + 0.5 * std::sin(2 * kPi * thump * t));
        }
    }
    return out;
}

// A gong (锣): inharmonic partials over a low fundamental, the higher ones dying sooner, the pitch
// rising a little after the strike as a Chinese gong's does; the mallet's strike a burst of noise.
std::vector<double> gong()
{
    constexpr double kFundamental = 180;  // Hz
    struct Partial {
        double ratio, level, decay;  // decay: seconds to 1/e
    };
    constexpr Partial kPartials[] = {{1.0, 1.0, 1.4}, {1.52, 0.6, 1.0}, {2.04, 0.45, 0.8},
                                     {2.74, 0.3, 0.6}, {3.3, 0.22, 0.45}, {4.18, 0.15, 0.3}};
    std::vector<double> out(size_t(3 * kSampleRate), 0.0);
    for (const auto &partial : kPartials) {
        double phase = 0;
        for (size_t i = 0; i < out.size(); ++i) {
            const double t = seconds(int(i));
            const double glide = 1 + 0.04 * (1 - std::exp(-t / 0.25));
            phase += 2 * kPi * kFundamental * partial.ratio * glide / kSampleRate;
            out[i] += partial.level * std::exp(-t / partial.decay) * std::sin(phase);
        }
    }
    std::mt19937 random(2027);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = seconds(int(i));
        out[i] = out[i] * std::min(1.0, t / 0.005) + 0.3 * std::exp(-t / 0.01) * unit(random);
    }
    return out;
}

} // namespace

std::vector<int16_t> synthesise(const std::string &effect, double volume)
{
    const std::vector<double> wave = effect == "firecrackers" ? firecrackers() : effect == "gong" ? gong() : std::vector<double>{};
    double peak = 0;
    for (double v : wave)
        peak = std::max(peak, std::abs(v));
    const double scale = peak > 0 ? std::clamp(volume, 0.0, 1.0) * kHeadroom * 32767 / peak : 0;
    std::vector<int16_t> samples(wave.size());
    const size_t fade = size_t(kFadeSeconds * kSampleRate);
    for (size_t i = 0; i < wave.size(); ++i) {
        // The last moment faded out, so that the sound ends without a click.
        const double tail = std::min(1.0, double(wave.size() - i) / double(fade));
        samples[i] = int16_t(std::lround(wave[i] * scale * tail));
    }
    return samples;
}

} // namespace festive_sound
