#include "VisitorMessages.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"

#include <QCoreApplication>

namespace visitor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("visitor", text);  // lupdate files these under the namespace
}

// Characters of TEXT that are neither Chinese nor (when ALLOWPUNCTUATION) a couplet's ，；
bool hasForeignCharacter(const std::string &text, bool allowPunctuation)
{
    for (const auto &ch : kaimen::splitUtf8(text))
        if (!kaimen::isChineseCharacter(ch) && !(allowPunctuation && kaimen::isCoupletPunctuation(ch)))
            return true;
    return false;
}

} // namespace

QString wishWordProblem(const QString &word)
{
    const auto text = kaimen::normalizeCoupletText(word.toStdString());
    if (kaimen::validateWishWord(text).empty())
        return {};
    if (text.empty())
        return tr("请先写下两个字的心愿，例如“如意”。");
    if (hasForeignCharacter(text, false))
        return tr("心愿请用汉字书写，例如“平安”。");
    return tr("心愿是两个汉字，例如“如意”“吉祥”。");
}

QString upperLineProblem(const QString &upper)
{
    const auto text = kaimen::normalizeCoupletText(upper.toStdString());
    if (kaimen::validateUpperLine(text).empty())
        return {};
    if (text.empty())
        return tr("请先写下上联。");
    if (hasForeignCharacter(text, true))
        return tr("上联请用汉字书写，句中可用“，”分开。");
    const auto count = kaimen::characterCount(text);
    if (count < 4 || count > 16)
        return tr("上联要有四到十六个字。");
    return tr("标点只能在上联的句中。");
}

QString failure(kaimen::Outcome outcome)
{
    switch (outcome) {
    case kaimen::Outcome::Ok:
    case kaimen::Outcome::Cancelled:
        return {};
    case kaimen::Outcome::Invalid:
        return tr("这个词不好落笔，换一个心愿试试吧。");
    case kaimen::Outcome::Blocked:
        return tr("这个词不宜写进春联，换一个心愿吧。");
    case kaimen::Outcome::Unavailable:
        return tr("笔墨暂歇，请选一个上面的心愿，或稍后再来。");
    case kaimen::Outcome::DeadlineExceeded:
    case kaimen::Outcome::Failed:
        return tr("这一笔没有写好，请再试一次。");
    }
    return {};
}

} // namespace visitor
