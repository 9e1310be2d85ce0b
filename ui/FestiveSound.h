#pragma once
// The sounds a booth may play when the last stroke lands (the admin panel's 展台 page; off by
// default): a string of firecrackers or a gong, synthesised here, made for Kaimen (nothing
// recorded, nothing to license or download), as 16-bit mono samples.

#include <cstdint>
#include <string>
#include <vector>

namespace festive_sound {

constexpr int kSampleRate = 44100;

// EFFECT: "firecrackers" or "gong" (anything else: no samples). VOLUME, 0..1, scales the loudest
// sample (at 1 a decibel under full scale). The same effect and volume give the same samples.
std::vector<int16_t> synthesise(const std::string &effect, double volume);

} // namespace festive_sound
