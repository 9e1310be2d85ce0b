#pragma once
// The parts of libtorch's C++ API that the network and its searches use, not <torch/torch.h>:
// the whole API (optim, data loaders, JIT, serialisation) costs every file that includes it
// about 30% more parsing, in every build CI makes.

#include <torch/nn/functional/linear.h>
#include <torch/nn/module.h>
#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/dropout.h>
#include <torch/nn/modules/embedding.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/normalization.h>
