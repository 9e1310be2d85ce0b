#pragma once
// What the generator tests share: requests as they write them, the rules every couplet keeps,
// and the shipped model, loaded once per test program.

#include "couplet/CoupletConstraints.h"
#include "Fixtures.h"
#include "Requests.h"
#include "kaimen/CoupletGenerator.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Tones.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace kaimen::testing {

// testing::wish with the kind always named, as these tests write it.
inline CoupletRequest keyword(const char *word, CoupletKind kind) { return wish(word, kind); }

inline CoupletRequest duilian(const char *upper)
{
    CoupletRequest r;
    r.mode = CoupletMode::Duilian;
    r.upper = upper;
    return r;
}

inline std::vector<std::string> chars(const std::string &s) { return splitUtf8(s); }

// Whether the search is kept from writing SEQUENCE (token ids).
inline bool blocksSequence(const ConstraintSpec &spec, const std::vector<int> &sequence)
{
    return std::find(spec.blocked.begin(), spec.blocked.end(), sequence) != spec.blocked.end();
}

// The rules every couplet keeps, whatever model or search wrote it.
inline void verifyCouplet(const Couplet &c)
{
    const auto u = chars(c.upper), l = chars(c.lower);
    QVERIFY2(!u.empty(), "the 上联 is empty");
    QCOMPARE(l.size(), u.size());
    for (size_t i = 0; i < u.size(); ++i) {
        if (isCoupletPunctuation(u[i])) {
            QCOMPARE(QString::fromStdString(l[i]), QString::fromStdString(u[i]));
            continue;
        }
        QVERIFY2(u[i] != l[i], "a character stands at the same position in both lines");
        for (size_t j = 0; j < i; ++j)  // repeats mirror each other
            QCOMPARE(u[i] == u[j], l[i] == l[j]);
    }
    QVERIFY2(toneClassOf(l.back()) != ToneClass::Ze, "the 下联 ends on a 仄 tone");
    QCOMPARE(chars(c.horizontal).size(), size_t(4));
}

// WISHES asked at the sheep's booth, the kiosk's default for 2027.
inline std::vector<CoupletRequest> atTheSheepsBooth(std::vector<CoupletRequest> wishes)
{
    for (auto &wish : wishes)
        wish.occasion = "羊年春联";
    return wishes;
}

// A couplet and 换一副's next three.
inline std::vector<Couplet> fourOf(const GenerationResult &r)
{
    std::vector<Couplet> four{r.couplet};
    four.insert(four.end(), r.alternatives.begin(), r.alternatives.end());
    return four;
}

// Whether PAIR, two characters, makes a word as the rules read one (opening_words.txt).
inline bool isWord(const std::string &pair)
{
    static const auto words = [] {
        std::set<std::string> all;
        for (const auto &text : openingWords()) {
            const auto line = parseOpeningLine(text);
            for (const auto &follower : line.followers)
                all.insert(line.head + follower.next);
        }
        return all;
    }();
    return words.count(pair) > 0;
}

// The shipped model, loaded on first use and kept for the test program: loaded afresh in each
// test function, it was about a sixth of the function's time under ASan (perf). generate() keeps
// nothing from one call to the next, so the functions stay independent of one another's order.
inline CoupletGenerator &shippedGenerator()
{
    static const auto generator = CoupletGenerator::load(shippedModel(), RuntimeOptions{"cpu", 1, true});
    return *generator;
}

} // namespace kaimen::testing
