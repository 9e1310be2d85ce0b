#pragma once

#include <stdexcept>
#include <string>

namespace kaimen {

// A model folder that cannot be used: missing file, corrupt checkpoint, wrong architecture.
// The message names the file or tensor and what was expected.
class ModelLoadError : public std::runtime_error {
public:
    explicit ModelLoadError(const std::string &message) : std::runtime_error(message) {}
};

// A request that cannot be served as given (empty, wrong length, not Chinese ...).
// The message is one sentence a visitor or an operator can act on.
class InvalidRequest : public std::runtime_error {
public:
    explicit InvalidRequest(const std::string &message) : std::runtime_error(message) {}
};

} // namespace kaimen
