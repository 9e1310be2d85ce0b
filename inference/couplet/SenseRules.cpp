// The unwished senses (the classes of inference/data/unwished_senses.txt, some for wishes only) in
// what the kiosk writes.
#include "CoupletJobs.h"

#include "kaimen/ContentSafety.h"

namespace kaimen {

// A couplet hangs at a door: no mark of an unwished sense the request did not bring. The reranker
// scored them low, and where every reply held one they still won: 荣辱腾飞万里程 for 繁荣 (the
// forced 荣 opening its commonest word), 是非假假 for 假假, 梦骑双蛱蝶 / 愁看一鸳鸯. A sense the
// visitor's 上联 or wish speaks of (怨怼, 药香) may be answered in kind: the request is theirs. A
// class for wishes only (coldness: 梦里无情月正圆 for 入梦) binds a wish's couplet alone.
void CoupletJobs::keepUnwishedSensesOut(const CoupletRequest &request, ConstraintSpec &spec) const
{
    const bool wish = request.mode == CoupletMode::Keyword;
    const auto &asked = wish ? request.keyword : request.upper;
    const auto &senses = unwishedSenses();
    for (size_t i = 0; i < senses.size() && i < m_unwishedSenseMarks.size(); ++i) {
        if (touchesSense(senses[i], asked) || !senses[i].binds(wish))
            continue;
        spec.blocked.insert(spec.blocked.end(), m_unwishedSenseMarks[i].begin(), m_unwishedSenseMarks[i].end());
    }
}

} // namespace kaimen
