#pragma once
// What a visitor reads when something is not right: short, gentle, in the kiosk's language.
// The inference library's sentences are for operators (they go to the log); these are for people.

#include "kaimen/Engine.h"
#include "kaimen/TextProblem.h"

#include <QString>

namespace visitor {

// PROBLEM in the visitor's words; "" for none.
QString problem(const kaimen::TextProblem &problem);
// "" when WORD is a usable wish word, else what to do instead.
QString wishWordProblem(const QString &word);
// "" when UPPER is a usable 上联, else what to do instead.
QString upperLineProblem(const QString &upper);
// Why no couplet came, for an engine answer that was not Ok (OWNUPPERLINE: the visitor asked
// for a 下联 to their own 上联, not for a wish).
QString failure(kaimen::Outcome outcome, bool ownUpperLine = false);

} // namespace visitor
