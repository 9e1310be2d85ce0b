#pragma once
// What a cached couplet is filed under: the model that wrote it, the search that chose it and
// the request it answers. Any of them changing must miss the cache, never answer old couplets.

#include "kaimen/CoupletRequest.h"
#include "kaimen/DecodingOptions.h"

#include <string>

namespace kaimen {

// The model folder, the size and modification time of the weights file its manifest names (a
// retrained model of the same architecture has the same size), and the couplet rules' revision.
std::string modelIdentity(const std::string &directory);
// The search's settings and the blocked words (a changed list starts a fresh cache).
std::string decodingKey(const DecodingOptions &decoding);
// REQUEST (normalised) under MODELKEY (modelIdentity + decodingKey).
std::string requestKey(const std::string &modelKey, const CoupletRequest &request);

} // namespace kaimen
