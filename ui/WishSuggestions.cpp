#include "WishSuggestions.h"

#include "VisitorMessages.h"
#include "kaimen/CoupletText.h"

#include <array>
#include <string>

namespace visitor {

namespace {

// The two-character surnames still common; a name under one has a one-character given name.
constexpr std::array<const char16_t *, 34> kCompoundSurnames = {
    u"欧阳", u"司马", u"诸葛", u"上官", u"东方", u"夏侯", u"皇甫", u"令狐", u"慕容", u"尉迟", u"长孙", u"宇文",
    u"司徒", u"公孙", u"独孤", u"南宫", u"西门", u"澹台", u"公冶", u"轩辕", u"端木", u"百里", u"呼延", u"拓跋",
    u"万俟", u"闻人", u"东郭", u"第五", u"钟离", u"太史", u"申屠", u"濮阳", u"单于", u"司空"};

bool hasCompoundSurname(const QString &name)
{
    for (const char16_t *surname : kCompoundSurnames)
        if (name.startsWith(QString::fromUtf16(surname)))
            return true;
    return false;
}

} // namespace

QStringList twoCharacterWishesIn(const QString &typed)
{
    const QString text = QString::fromStdString(kaimen::normalizeCoupletText(typed.toStdString()));
    const std::u32string characters = text.toStdU32String();
    QStringList candidates;
    if (characters.size() == 3 && !hasCompoundSurname(text))
        candidates << QString::fromStdU32String(characters.substr(1, 2));
    else if (characters.size() == 4)
        candidates << QString::fromStdU32String(characters.substr(0, 2)) << QString::fromStdU32String(characters.substr(2, 2));
    QStringList usable;
    for (const QString &word : candidates)
        if (wishWordProblem(word).isEmpty() && !usable.contains(word))
            usable << word;
    return usable;
}

} // namespace visitor
