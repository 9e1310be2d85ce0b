#pragma once
// The tools' command lines (kaimen-cli, kaimen-bench, kaimen-train): "--name value" options
// with their defaults, and "--name" switches.

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace kaimen {

class Flags {
public:
    // Reads ARGV from FIRST on. KNOWN maps each option that takes a value ("--threads") to its
    // default; SWITCHES are the options that take none ("--resume"). Throws std::invalid_argument
    // naming an unknown option or one without a value.
    Flags(int argc, char **argv, int first, std::map<std::string, std::string> known,
          std::set<std::string> switches = {});

    const std::string &text(const std::string &name) const;
    int integer(const std::string &name) const;
    int64_t integer64(const std::string &name) const;
    double number(const std::string &name) const;
    // A comma-separated list of numbers ("1,2,4").
    std::vector<double> numbers(const std::string &name) const;
    // A comma-separated list of words ("fp32,int8").
    std::vector<std::string> words(const std::string &name) const;
    // Whether NAME (an option or a switch) was on the command line.
    bool given(const std::string &name) const;

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_given;
};

// Value at quantile P (0..1) of SAMPLES by nearest rank; 0 when empty.
double quantile(std::vector<double> samples, double p);

} // namespace kaimen
