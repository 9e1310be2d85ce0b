#pragma once
// Checkpoint I/O: a plain dict name -> tensor in PyTorch's zip format (what torch.save of a
// dict writes, and what torch::pickle_save writes), with ModelScope's palm_v2 key names.

#include "PalmModel.h"

#include <string>

namespace kaimen {

// Fills MODEL's weights from FILE. Throws ModelLoadError naming the file and the key when
// the file is missing, truncated or corrupt, a tensor is missing or unexpected, or a shape
// differs (both shapes named). Nothing is ever left randomly initialised.
void loadCheckpoint(PalmModel &model, const std::string &file);

// Writes MODEL's weights to FILE atomically (temp file + rename), as FP16 when HALF is set.
void saveCheckpoint(PalmModel &model, const std::string &file, bool half);

} // namespace kaimen
