#pragma once
// Model weights in the safetensors format: an 8-byte little-endian header length, a JSON header
// (name -> dtype, shape, data_offsets; optionally "__metadata__"), then the raw little-endian
// tensor bytes. Reading it runs no code, unlike PyTorch's pickle-based zip archives, which
// libtorch 1.13 unpickles and which a crafted file with valid CRCs could still crash (issue 22).

#include <ATen/Tensor.h>

#include <map>
#include <string>

namespace kaimen {

// The tensors of FILE, each a view of one read-only mapping of the file that lives as long as
// any of them. Every offset, dtype, shape and size is checked before any tensor data is touched;
// a file that is truncated, has an oversized or malformed header, an unknown dtype, offsets
// past its end, overlapping or leaving gaps, or a size that disagrees with its shape, throws one
// ModelLoadError naming FILE, the tensor and the problem.
std::map<std::string, at::Tensor> readSafeTensors(const std::string &file);

// TENSORS written to FILE atomically (a temp file, then rename), in name order, CPU copies.
void writeSafeTensors(const std::string &file, const std::map<std::string, at::Tensor> &tensors);

} // namespace kaimen
