#pragma once
// "--name value" command-line options with their defaults, for the tools' subcommands.

#include <map>
#include <string>
#include <vector>

namespace kaimen {

class Flags {
public:
    // KNOWN maps each accepted flag ("--threads") to its default. Throws std::invalid_argument
    // naming an unknown flag or one without a value.
    Flags(int argc, char **argv, int first, std::map<std::string, std::string> known);

    const std::string &text(const std::string &name) const;
    int integer(const std::string &name) const;
    double number(const std::string &name) const;
    // A comma-separated list of numbers ("1,2,4").
    std::vector<double> numbers(const std::string &name) const;
    bool given(const std::string &name) const;

private:
    std::map<std::string, std::string> m_values;
    std::map<std::string, bool> m_given;
};

// Value at quantile P (0..1) of SAMPLES by nearest rank; 0 when empty.
double quantile(std::vector<double> samples, double p);

} // namespace kaimen
