#pragma once
// Checkpoint I/O: safetensors files (core/SafeTensors.h) holding ModelScope's palm_v2 key names,
// INT8 matrices with their ":scale" rows, or FP16/FP32 tensors.

#include "PalmModel.h"

#include <map>
#include <string>

namespace kaimen {

// Fills MODEL's weights from the safetensors FILE. Throws ModelLoadError naming the file and the
// key when the file is missing, truncated or corrupt, a tensor is missing or unexpected, or a
// shape differs (both shapes named); a PyTorch pickle archive (weights.pt), or a folder holding
// only one, is refused with the command that converts it. Nothing is left randomly initialised.
void loadCheckpoint(PalmModel &model, const std::string &file);

// True when FILE starts as a zip archive does: PyTorch's torch.save format (weights.pt).
bool isPyTorchArchive(const std::string &file);

// The same from TENSORS already read (kaimen-train's older checkpoints); FILE names them in errors.
void loadTensors(PalmModel &model, std::map<std::string, at::Tensor> tensors, const std::string &file);

// Writes MODEL's weights to the safetensors FILE atomically (temp file + rename), as FP16 when HALF is set.
void saveCheckpoint(PalmModel &model, const std::string &file, bool half);

} // namespace kaimen
