// The rules of a couplet written for a year's booth or for the year's animal: no other year named
// as its own, nor handed over to, and no thing named after an animal before a 主题 wish.
#include "CoupletJobs.h"

#include "kaimen/Occasion.h"

namespace kaimen {

// A couplet for a year's booth names no other year as its own: not the next one at all (羊年如意迎春到
// / 猴岁吉祥送福来 for a 主题, 金猴献瑞 for 金鸡), no other animal with a year or its coming or going
// (虎年喜庆丰收岁 and then 虎辞旧岁千家乐 for 虎跃, 金牛辞岁 and then 金牛献瑞 for 金鸡, 龙去蛇来新气象
// for 龙腾 at a sheep-year booth), the year just gone only on its way out (骏马辞旧岁, not 马年喜庆丰收岁 for
// 马到), and the year's own animal not on its way out (羊辞旧岁新年好 for 新年) — unless the visitor's
// wish says it (猴年). Nor another year's animal by the epithet its own year gives it (金蛇狂舞庆新春,
// 玉兔昂头辞旧岁 / 金龙首上贺新春, 金鸡喜报平安岁 at the sheep's booth). The animals themselves stay:
// 龙腾虎跃, 闻鸡起舞, 马到成功.
void CoupletJobs::keepToTheYear(const CoupletRequest &request, ConstraintSpec &spec) const
{
    const auto year = yearAnimal(request.occasion);
    if (year.empty())
        return;
    const auto next = followingYearAnimal(request.occasion);
    const auto previous = precedingYearAnimal(request.occasion);
    const auto wished = [&](const std::string &text) { return request.keyword.find(text) != std::string::npos; };
    for (const auto &animal : zodiacAnimals()) {
        const int id = hanziId(animal);
        if (id < 0)
            continue;
        if (animal == next && !wished(animal)) {
            spec.blocked.push_back({id});
            continue;
        }
        if (animal != year && animal != previous && !wished(animal))
            for (const char *epithet : {"金", "银", "玉", "灵"})
                if (const int epithetId = hanziId(epithet); epithetId >= 0)
                    spec.blocked.push_back({epithetId, id});
        std::vector<std::string> after;
        if (animal != year)
            after = {"年", "岁", "来", "迎", "献"};
        if (animal != previous)
            after.insert(after.end(), {"辞", "去"});
        for (const auto &unit : after)
            if (const int unitId = hanziId(unit); unitId >= 0 && !wished(animal + unit))
                spec.blocked.push_back({id, unitId});
    }
    // Nor by the character that stands for the horse: 羊岁吉祥开泰运 / 骏年如意展宏图 answered the
    // sheep's year with the steed's (12 of 1,059 keyword couplets at the sheep's booth; no human
    // line writes 骏年). 骏马 and 骏业 stay.
    if (year != "马" && !wished("骏"))
        for (const char *unit : {"年", "岁"})
            if (const int steed = hanziId("骏"), unitId = hanziId(unit); steed >= 0 && unitId >= 0)
                spec.blocked.push_back({steed, unitId});
    // Nor later in a line: the year's animal does not see the old year off, the last year's does
    // not welcome the new (羊舞丰盈辞旧岁 / 马驰锦绣贺新春 had it the wrong way round). A wish that
    // holds the verb (贺岁) keeps it.
    const auto later = [&](const std::string &animal, const std::vector<std::string> &verbs) {
        const int id = hanziId(animal);
        for (const auto &verb : verbs)
            if (const int verbId = hanziId(verb); id >= 0 && verbId >= 0 && !wished(verb))
                spec.notAfterInLine.emplace_back(id, verbId);
    };
    later(year, {"辞", "除"});
    later(previous, {"迎", "贺"});
    faceNoOtherHandover(request, spec);
}

// Nor do two years' animals, one the next's, face each other at one place of the two lines or
// stand side by side, except the last year's and the year's own (马去羊来): 龙腾盛纪千秋业 / 蛇舞世间万里春,
// 东海龙腾千里锦 / 西山蛇舞万家春 and 龙蛇狂舞迎新岁 hand the dragon's year over to the snake's, the
// couplets of 2025, at the sheep's booth (first couplets of 盛世, 锦绣, 腾蛟 and 飞龙). Nor is
// another year seen off (辞蛇狂舞迎新岁 for 辞旧). A wish that names both (龙蛇) keeps them.
void CoupletJobs::faceNoOtherHandover(const CoupletRequest &request, ConstraintSpec &spec) const
{
    const auto year = yearAnimal(request.occasion), previous = precedingYearAnimal(request.occasion);
    const auto wished = [&](const std::string &animal) { return request.keyword.find(animal) != std::string::npos; };
    const auto &animals = zodiacAnimals();
    for (size_t i = 0; i < animals.size(); ++i) {
        const auto &older = animals[i], &newer = animals[(i + 1) % animals.size()];
        const int olderId = hanziId(older), newerId = hanziId(newer);
        if ((older == previous && newer == year) || (wished(older) && wished(newer)) || olderId < 0 || newerId < 0)
            continue;
        spec.notFacing.emplace_back(olderId, newerId);
        spec.notFacing.emplace_back(newerId, olderId);
        spec.blocked.push_back({olderId, newerId});
        spec.blocked.push_back({newerId, olderId});
    }
    for (const auto &animal : animals)
        for (const char *verb : {"辞", "送"})
            if (const int id = hanziId(animal), verbId = hanziId(verb);
                animal != previous && id >= 0 && verbId >= 0 && !wished(animal))
                spec.blocked.push_back({verbId, id});
}

// Leaning towards the year's animal, with the wish due by the second beat, the small model filled
// the first beat with a thing named after the animal: 羊角健康歌盛世, 羊角春风传喜讯, 羊毫满眼迎春到
// (55 of 349 wishes at the sheep's booth). No such noun stands right before the wish word; the
// animal itself (羊年, 灵羊, 羊跃 …) stays free.
void CoupletJobs::keepAnimalNounsFromTheWish(ConstraintSpec &spec) const
{
    if (spec.themeWord.empty())
        return;
    for (const auto &[animal, thing] : m_animalNouns)
        spec.blocked.push_back({animal, thing, spec.themeWord.front()});
}

// At a year's booth the small model opened a third of the 主题 上联 with the year just gone and
// the wish after it, the old year's animal as the wish's subject: 骏马发财辞旧岁, 骏马浮云辞旧岁,
// 骏马团圆辞旧岁. The last year's animal does not stand right before the wish (the year's own does:
// 羊年发财, 灵羊纳福), unless the wish names it.
void CoupletJobs::keepTheLastYearFromTheWish(const CoupletRequest &request, ConstraintSpec &spec) const
{
    const auto previous = precedingYearAnimal(request.occasion);
    const int id = previous.empty() ? -1 : hanziId(previous);
    if (spec.themeWord.empty() || id < 0 || request.keyword.find(previous) != std::string::npos)
        return;
    spec.blocked.push_back({id, spec.themeWord.front()});
}

} // namespace kaimen
