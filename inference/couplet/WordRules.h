#pragma once
// The rules that keep a line's words whole, applied by the line rules (UpperLineRule.cpp, LowerLineRule.cpp).

#include "CoupletConstraints.h"

#include <vector>

namespace kaimen {

// The next character one of WORDS (a character's followers or leaders) around AROUND, those
// couplets use most leaning first; no rule when none is left unbanned.
void makeAWord(const std::vector<std::vector<TokenClasses::Follower>> &words, int around, StepRule &rule);

// The next character opens a word with HEAD, leaning towards the words couplets use most.
void openWithAWord(const TokenClasses &c, int head, StepRule &rule);

// The next character opens a word with HEAD, the model's own liking choosing among them.
void openWithAWordAsTheModelLikes(const TokenClasses &c, int head, StepRule &rule);

// The next character does not finish, on a beat, an idiom's tail that human lines write only
// after its head, unless that head stands before it. LINE is the line so far.
void keepBoundTailsWithTheirHeads(const TokenClasses &c, const std::vector<int> &line, StepRule &rule);

// The 上联's 嵌字 character stands in the word of its beat: second only after a character it ends a
// word with, first or third opening one; only second, or only first or third, where SPEC's
// embedBeatPlace says. UPPER is the 上联 so far; NEEDS_EMBED while it is not in it.
void keepTheEmbedOnItsBeat(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                           bool needsEmbed, StepRule &rule);

} // namespace kaimen
