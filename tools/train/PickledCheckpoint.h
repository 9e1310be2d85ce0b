#pragma once
// A dict name -> tensor that torch.save (or torch::pickle_save) wrote, for kaimen-train's --init
// and --resume of files from before issue 22. Throws ModelLoadError naming the file.

#include <ATen/Tensor.h>

#include <map>
#include <string>

namespace kaimen {

std::map<std::string, at::Tensor> readPickledCheckpoint(const std::string &file);

} // namespace kaimen
