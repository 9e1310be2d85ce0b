#include "EvalCommand.h"

#include "TextLines.h"

#include "Bleu.h"
#include "CoupletChecks.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/TextProblem.h"
#include "kaimen/Tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

namespace kaimen::cli {
namespace {

std::vector<std::vector<std::string>> readColumns(const std::string &file)
{
    std::ifstream in(file);
    if (!in)
        throw std::runtime_error("cannot read " + file);
    std::vector<std::vector<std::string>> rows;
    bool first = true;
    for (std::string line; readTextLine(in, line, first);) {
        if (line.empty() || line[0] == '#')
            continue;
        std::vector<std::string> columns;
        size_t start = 0;
        for (size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
            columns.push_back(line.substr(start, tab - start));
        columns.push_back(line.substr(start));
        rows.push_back(std::move(columns));
    }
    return rows;
}

// Code points as ids, for character BLEU.
std::vector<int> codePoints(const std::string &text)
{
    std::vector<int> ids;
    for (const auto &c : splitUtf8(text))
        ids.push_back(int(std::hash<std::string>{}(c) & 0x7FFFFFFF));
    return ids;
}

struct Tally {
    std::string name;
    int requests = 0, answered = 0, equal = 0, zePing = 0, lowerPing = 0, mirrored = 0, blocked = 0, headOk = 0, headAsked = 0;
    int refused = 0, refusedForCharacters = 0, samePlace = 0, opposed = 0, unwished = 0, senses = 0;
    int64_t wordWindows = 0, wordHits = 0;
    std::set<std::string> lowers;  // distinct 下联: a model that collapses to one answer has few
    std::set<std::string> upperOpenings;  // distinct first four characters of the 上联 it wrote
    // How many lines end on each last beat (three characters): a stock ending written for many
    // requests (… 歌盛世 / … 庆新春) reads as a formula once visitors compare their couplets, though
    // every couplet is distinct. Human 7-character Spring Festival couplets: none over 1%.
    std::map<std::string, int> lowerEndings, upperEndings;
    std::vector<double> ms;

    static std::string lastBeat(const std::string &line)
    {
        const auto chars = splitUtf8(line);
        std::string beat;
        for (size_t i = chars.size() - std::min<size_t>(3, chars.size()); i < chars.size(); ++i)
            beat += chars[i];
        return beat;
    }
    // The commonest ending in ENDINGS and its share of the answers, into J as NAME and NAME_pct.
    void addCommonest(nlohmann::ordered_json &j, const char *name, const std::map<std::string, int> &endings) const
    {
        if (endings.empty())
            return;
        const auto top = std::max_element(endings.begin(), endings.end(),
                                          [](const auto &a, const auto &b) { return a.second < b.second; });
        j[name] = top->first;
        j[std::string(name) + "_pct"] = pct(top->second, answered);
    }

    // WROTEUPPER: the 上联 was written too (a wish's couplet), not given (对下联).
    void add(const CoupletChecks &c, const std::string &lower, bool wroteUpper)
    {
        ++answered;
        equal += c.equalLength;
        zePing += c.endsZePing;
        lowerPing += c.lowerEndsPing;
        mirrored += c.repeatsMirrored;
        blocked += c.blocked;
        samePlace += c.samePlace;
        opposed += c.opposed246;
        unwished += c.unwishedLower || (wroteUpper && c.unwishedUpper);
        // A 对下联 may answer the visitor's own 是非 in kind, and face 有情 with 无情; a sense it adds is
        // counted. A wish's couplet is the kiosk's own: any sense in it is.
        senses += wroteUpper ? c.senseUpper || c.senseLower : c.senseLowerAdds;
        wordWindows += c.wordWindows;
        wordHits += c.wordHits;
        lowers.insert(lower);
        ++lowerEndings[lastBeat(lower)];
    }
    // A wish's couplet: its 上联 was written too. A stock opening written for many wishes (骏马奔腾
    // … at a year's booth) shows as few distinct openings.
    void addWritten(const CoupletChecks &c, const std::string &upper, const std::string &lower)
    {
        add(c, lower, true);
        const auto chars = splitUtf8(upper);
        std::string opening;
        for (size_t i = 0; i < std::min<size_t>(4, chars.size()); ++i)
            opening += chars[i];
        upperOpenings.insert(opening);
        ++upperEndings[lastBeat(upper)];
    }
    // A request answered with an error; ERROR names a character outside the vocabulary when
    // that was why.
    void refuse(const std::string &error)
    {
        ++refused;
        refusedForCharacters += error.find("vocabulary") != std::string::npos;
    }
    static double pct(int n, int d) { return d ? 100.0 * n / d : 0.0; }
    double percentile(double p) const
    {
        auto v = ms;
        std::sort(v.begin(), v.end());
        return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(p * double(v.size())))];
    }
    nlohmann::ordered_json json() const
    {
        nlohmann::ordered_json j{{"requests", requests}, {"answered", answered},
                                 {"equal_length_pct", pct(equal, answered)},
                                 {"ze_ping_ending_pct", pct(zePing, answered)},
                                 {"lower_ping_ending_pct", pct(lowerPing, answered)},
                                 {"repeats_mirrored_pct", pct(mirrored, answered)},
                                 {"blocked_pct", pct(blocked, answered)},
                                 {"refused", refused}, {"refused_for_characters", refusedForCharacters},
                                 {"same_place_character_pct", pct(samePlace, answered)},
                                 {"tone_opposition_246_pct", pct(opposed, answered)},
                                 {"unwished_pct", pct(unwished, answered)},
                                 {"unwished_sense_pct", pct(senses, answered)},
                                 {"distinct_lower_pct", pct(int(lowers.size()), answered)},
                                 {"ms_per_couplet_p50", percentile(0.5)}, {"ms_per_couplet_p95", percentile(0.95)}};
        if (wordWindows)
            j["word_rate_pct"] = 100.0 * double(wordHits) / double(wordWindows);
        if (!upperOpenings.empty())
            j["distinct_upper_opening_pct"] = pct(int(upperOpenings.size()), answered);
        if (headAsked)
            j["cangtou_honoured_pct"] = pct(headOk, headAsked);
        addCommonest(j, "commonest_lower_ending", lowerEndings);
        addCommonest(j, "commonest_upper_ending", upperEndings);
        return j;
    }
};

} // namespace

int runEval(CoupletGenerator &generator, const DecodingOptions &decoding, const EvalOptions &o)
{
    std::vector<std::string> blocked;
    if (!o.blocklistFile.empty())
        for (auto &row : readColumns(o.blocklistFile))
            blocked.push_back(row[0]);
    const auto lexicon = o.lexiconFile.empty() ? std::unordered_set<std::string>{} : readLexicon(o.lexiconFile);
    const auto *words = o.lexiconFile.empty() ? nullptr : &lexicon;

    nlohmann::ordered_json report;
    report["model"] = generator.manifest().name;
    report["device"] = generator.deviceDescription();
    report["beams"] = decoding.beams;
    report["occasion"] = o.occasion;

    // 对下联 on the dev pairs: BLEU against the human 下联, and the rules.
    if (!o.pairsFile.empty()) {
        auto rows = readColumns(o.pairsFile);
        if (o.limit > 0 && int(rows.size()) > o.limit)
            rows.resize(size_t(o.limit));
        Tally tally{"duilian"};
        Tally human{"human"};
        std::vector<std::vector<int>> hyps, refs;
        for (size_t start = 0; start < rows.size(); start += size_t(o.batch)) {
            std::vector<CoupletRequest> batch;
            std::vector<size_t> index;
            for (size_t i = start; i < std::min(rows.size(), start + size_t(o.batch)); ++i) {
                if (rows[i].size() < 2)
                    continue;
                CoupletRequest r;
                r.mode = CoupletMode::Duilian;
                r.upper = rows[i][0];
                r.occasion = o.occasion;
                batch.push_back(r);
                index.push_back(i);
                human.add(checkCouplet(rows[i][0], rows[i][1], blocked, words), rows[i][1], false);
            }
            const auto t0 = std::chrono::steady_clock::now();
            const auto results = generator.generate(batch, decoding);
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            for (size_t k = 0; k < results.size(); ++k) {
                ++tally.requests;
                tally.ms.push_back(ms / double(results.size()));
                if (!results[k].ok) {
                    tally.refuse(results[k].error);
                    continue;
                }
                tally.add(checkCouplet(results[k].couplet.upper, results[k].couplet.lower, blocked, words),
                          results[k].couplet.lower, false);
                hyps.push_back(codePoints(results[k].couplet.lower));
                refs.push_back(codePoints(rows[index[k]][1]));
            }
            std::fprintf(stderr, "\rduilian %d/%zu", tally.requests, rows.size());
        }
        std::fprintf(stderr, "\n");
        auto j = tally.json();
        j["bleu4_char"] = bleu4(hyps, refs);
        j["human_reference_ze_ping_ending_pct"] = Tally::pct(human.zePing, human.answered);
        report["duilian"] = j;
        // The same measures on the human 下联 of the same pairs: what "good" looks like here.
        auto reference = human.json();
        for (const char *timing : {"ms_per_couplet_p50", "ms_per_couplet_p95", "requests", "refused", "refused_for_characters"})
            reference.erase(timing);
        report["duilian_human_reference"] = reference;
    }

    // Whole couplets for wish words, in each kind.
    if (!o.wishesFile.empty()) {
        // A wish the kiosk declines in a kind (荣辱 in every kind; 小康 in 主题, which writes it whole)
        // is never shown a couplet there, so it is not measured there; the report says how many
        // wishes were declined in some kind, and each kind how many of its own.
        std::vector<std::string> wishes;
        const BlockList kiosksBlockList;
        const auto declinedIn = [&](const std::string &wish, CoupletKind kind) {
            CoupletRequest r;
            r.keyword = wish;
            r.kind = kind;
            return !declineReason(r, kiosksBlockList).empty();
        };
        constexpr std::array<CoupletKind, 3> kKinds{CoupletKind::Cangtou, CoupletKind::Qianzi, CoupletKind::Theme};
        int declined = 0;
        for (auto &row : readColumns(o.wishesFile)) {
            auto wish = normalizeCoupletText(row[0]);
            if (checkWishWord(wish))
                continue;
            declined += std::any_of(kKinds.begin(), kKinds.end(), [&](CoupletKind k) { return declinedIn(wish, k); });
            wishes.push_back(std::move(wish));
        }
        report["wishes_declined"] = declined;
        for (auto kind : kKinds) {
            Tally tally{coupletKindName(kind)};
            std::vector<std::string> written;
            for (const auto &wish : wishes)
                if (!declinedIn(wish, kind))
                    written.push_back(wish);
            for (size_t start = 0; start < written.size(); start += size_t(o.batch)) {
                std::vector<CoupletRequest> batch;
                for (size_t i = start; i < std::min(written.size(), start + size_t(o.batch)); ++i) {
                    CoupletRequest r;
                    r.keyword = written[i];
                    r.kind = kind;
                    r.occasion = o.occasion;
                    batch.push_back(r);
                }
                const auto t0 = std::chrono::steady_clock::now();
                const auto results = generator.generate(batch, decoding);
                const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
                for (size_t k = 0; k < results.size(); ++k) {
                    ++tally.requests;
                    tally.headAsked += kind == CoupletKind::Cangtou;
                    tally.ms.push_back(ms / double(results.size()));
                    if (!results[k].ok) {
                        tally.refuse(results[k].error);
                        continue;
                    }
                    const auto &c = results[k].couplet;
                    tally.addWritten(checkCouplet(c.upper, c.lower, blocked, words), c.upper, c.lower);
                    if (kind == CoupletKind::Cangtou) {
                        const auto w = splitUtf8(batch[k].keyword), u = splitUtf8(c.upper), l = splitUtf8(c.lower);
                        // The wish's characters open the two lines, or the 上联 together (a doubled
                        // or bound wish, 岁岁 or 峥嵘: CoupletJobs::makeJob).
                        tally.headOk += u.size() >= 2 && !l.empty() && u[0] == w[0] && (l[0] == w[1] || u[1] == w[1]);
                    }
                }
                std::fprintf(stderr, "\r%s %d/%zu", coupletKindName(kind), tally.requests, written.size());
            }
            std::fprintf(stderr, "\n");
            report[coupletKindName(kind)] = tally.json();
            report[coupletKindName(kind)]["declined"] = int(wishes.size() - written.size());
        }
    }

    std::cout << report.dump(2) << "\n";
    if (!o.jsonFile.empty()) {
        std::ofstream out(o.jsonFile);
        out << report.dump(2) << "\n";
    }
    return 0;
}

} // namespace kaimen::cli
