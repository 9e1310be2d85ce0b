#include "kaimen/ResultCache.h"

#include "CheapestCouplet.h"

#include "kaimen/AtomicFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kaimen {
namespace {

constexpr const char *kFormat = "kaimen-result-cache";
constexpr int kVersion = 1;

const nlohmann::json &member(const nlohmann::json &object, const char *name, nlohmann::json::value_t type,
                             const std::string &where)
{
    auto it = object.find(name);
    if (it == object.end())
        throw std::runtime_error(where + " has no \"" + name + "\"");
    if (it->type() != type && !(type == nlohmann::json::value_t::number_float && it->is_number()))
        throw std::runtime_error(where + ": \"" + name + "\" is a " + it->type_name() + ", expected a "
                                 + nlohmann::json(type).type_name());
    return *it;
}

} // namespace

ResultCache::ResultCache(size_t capacity, int perInput) : m_capacity(capacity), m_perInput(std::max(1, perInput)) {}

void ResultCache::touch(std::list<Entry>::iterator it)
{
    m_entries.splice(m_entries.begin(), m_entries, it);
}

void ResultCache::evict()
{
    while (m_index.size() > m_capacity) {
        m_index.erase(m_entries.back().key);
        m_entries.pop_back();
    }
}

std::optional<Couplet> ResultCache::find(const std::string &key, const std::vector<std::string> &seen,
                                         const std::function<int(const Couplet &)> &cost)
{
    auto it = m_index.find(key);
    if (it == m_index.end())
        return std::nullopt;
    touch(it->second);
    CheapestCouplet cheapest;
    for (const auto &couplet : it->second->couplets)
        if (std::find(seen.begin(), seen.end(), shownAs(couplet)) == seen.end())
            cheapest.offer(couplet, cost ? cost(couplet) : 0);
    return cheapest.best() ? std::optional<Couplet>(*cheapest.best()) : std::nullopt;
}

size_t ResultCache::count(const std::string &key) const
{
    auto it = m_index.find(key);
    return it == m_index.end() ? 0 : it->second->couplets.size();
}

bool ResultCache::add(const std::string &key, const Couplet &couplet)
{
    if (m_capacity == 0)
        return false;
    auto it = m_index.find(key);
    if (it == m_index.end()) {
        m_entries.push_front(Entry{key, {}});
        it = m_index.emplace(key, m_entries.begin()).first;
    } else {
        touch(it->second);
    }
    auto &couplets = it->second->couplets;
    const std::string shown = shownAs(couplet);
    const bool known = std::any_of(couplets.begin(), couplets.end(), [&](const Couplet &c) { return shownAs(c) == shown; });
    if (known || int(couplets.size()) >= m_perInput)
        return false;
    couplets.push_back(couplet);
    evict();
    return true;
}

std::string ResultCache::serialize() const
{
    nlohmann::json entries = nlohmann::json::array();
    for (const auto &entry : m_entries) {
        nlohmann::json couplets = nlohmann::json::array();
        for (const auto &c : entry.couplets) {
            couplets.push_back({{"upper", c.upper}, {"lower", c.lower}, {"horizontal", c.horizontal}, {"score", c.score}});
            if (!c.spareHorizontal.empty())
                couplets.back()["spare_horizontal"] = c.spareHorizontal;
        }
        entries.push_back({{"key", entry.key}, {"couplets", std::move(couplets)}});
    }
    return nlohmann::json{{"format", kFormat}, {"version", kVersion}, {"entries", std::move(entries)}}.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

void ResultCache::deserialize(const std::string &text)
{
    using Type = nlohmann::json::value_t;
    const auto root = nlohmann::json::parse(text, nullptr, false);
    if (root.is_discarded())
        throw std::runtime_error("it is not valid JSON");
    if (!root.is_object())
        throw std::runtime_error("it is not a JSON object");
    if (member(root, "format", Type::string, "the file").get<std::string>() != kFormat)
        throw std::runtime_error("its \"format\" is not \"" + std::string(kFormat) + "\"");
    const auto &version = root.find("version");
    if (version == root.end() || !version->is_number_integer() || version->get<int64_t>() != kVersion)
        throw std::runtime_error("its \"version\" is not " + std::to_string(kVersion));
    ResultCache loaded(m_capacity, m_perInput);
    const auto &entries = member(root, "entries", Type::array, "the file");
    // Most recently used first in the file: add in reverse so the order survives.
    for (auto e = entries.rbegin(); e != entries.rend(); ++e) {
        const std::string where = "entry " + std::to_string(entries.size() - 1 - size_t(e - entries.rbegin()));
        if (!e->is_object())
            throw std::runtime_error(where + " is not an object");
        const auto key = member(*e, "key", Type::string, where).get<std::string>();
        for (const auto &c : member(*e, "couplets", Type::array, where)) {
            if (!c.is_object())
                throw std::runtime_error(where + " holds a couplet that is not an object");
            Couplet couplet;
            couplet.upper = member(c, "upper", Type::string, where).get<std::string>();
            couplet.lower = member(c, "lower", Type::string, where).get<std::string>();
            couplet.horizontal = member(c, "horizontal", Type::string, where).get<std::string>();
            couplet.score = member(c, "score", Type::number_float, where).get<double>();
            // Written since session 59; a file from before has none.
            if (c.contains("spare_horizontal"))
                couplet.spareHorizontal = member(c, "spare_horizontal", Type::string, where).get<std::string>();
            if (couplet.upper.empty() || couplet.lower.empty())
                throw std::runtime_error(where + " holds a couplet with an empty line");
            loaded.add(key, couplet);
        }
    }
    m_entries = std::move(loaded.m_entries);
    m_index = std::move(loaded.m_index);
}

void ResultCache::save(const std::string &path) const
{
    writeFileAtomically(path, serialize());
}

std::string ResultCache::load(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return {};
    std::ostringstream text;
    text << in.rdbuf();
    try {
        deserialize(text.str());
    } catch (const std::exception &e) {
        return "The couplet cache " + path + " was discarded because " + e.what() + "; it starts empty.";
    }
    return {};
}

} // namespace kaimen
