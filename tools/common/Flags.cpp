#include "Flags.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace kaimen {

Flags::Flags(int argc, char **argv, int first, std::map<std::string, std::string> known, std::set<std::string> switches)
    : m_values(std::move(known))
{
    for (int i = first; i < argc; ++i) {
        const std::string name = argv[i];
        m_given.insert(name);
        if (switches.count(name))
            continue;
        if (!m_values.count(name))
            throw std::invalid_argument("unknown option " + name);
        if (i + 1 >= argc)
            throw std::invalid_argument(name + " needs a value");
        m_values[name] = argv[++i];
    }
}

const std::string &Flags::text(const std::string &name) const
{
    return m_values.at(name);
}

bool Flags::given(const std::string &name) const
{
    return m_given.count(name) > 0;
}

int64_t Flags::integer64(const std::string &name) const
{
    try {
        size_t used = 0;
        const long long value = std::stoll(text(name), &used);
        if (used == text(name).size())
            return value;
    } catch (const std::exception &) {
    }
    throw std::invalid_argument(name + " expects a whole number, got \"" + text(name) + "\"");
}

int Flags::integer(const std::string &name) const
{
    const auto value = integer64(name);
    if (value < INT32_MIN || value > INT32_MAX)
        throw std::invalid_argument(name + " is out of range: \"" + text(name) + "\"");
    return int(value);
}

double Flags::number(const std::string &name) const
{
    try {
        size_t used = 0;
        const double value = std::stod(text(name), &used);
        if (used == text(name).size())
            return value;
    } catch (const std::exception &) {
    }
    throw std::invalid_argument(name + " expects a number, got \"" + text(name) + "\"");
}

std::vector<double> Flags::numbers(const std::string &name) const
{
    std::vector<double> values;
    std::stringstream list(text(name));
    for (std::string item; std::getline(list, item, ',');) {
        try {
            values.push_back(std::stod(item));
        } catch (const std::exception &) {
            throw std::invalid_argument(name + " expects numbers separated by commas, got \"" + text(name) + "\"");
        }
    }
    return values;
}

std::vector<std::string> Flags::words(const std::string &name) const
{
    std::vector<std::string> values;
    std::stringstream list(text(name));
    for (std::string item; std::getline(list, item, ',');)
        if (!item.empty())
            values.push_back(item);
    return values;
}

double quantile(std::vector<double> samples, double p)
{
    if (samples.empty())
        return 0.0;
    std::sort(samples.begin(), samples.end());
    const auto rank = size_t(std::ceil(p * double(samples.size())));
    return samples[std::min(samples.size(), std::max<size_t>(1, rank)) - 1];
}

} // namespace kaimen
