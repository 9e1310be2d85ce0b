#include "VisitorMessages.h"

#include "kaimen/SimplifiedScript.h"
#include "kaimen/TextProblem.h"

#include <QCoreApplication>

namespace visitor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("visitor", text);  // lupdate files these under the namespace
}

// The same words for a wish word and a 上联: the character is one, only too rare to write.
QString rareCharacter(const kaimen::TextProblem &problem)
{
    return tr("“%1”是生僻字，这里写不了，换一个常用字吧。").arg(QString::fromStdString(problem.character));
}

} // namespace

QString problem(const kaimen::TextProblem &problem)
{
    using Kind = kaimen::TextProblemKind;
    if (!problem)
        return {};
    if (problem.subject == kaimen::TextSubject::WishWord) {
        switch (problem.kind) {
        case Kind::Empty:
            return tr("请先写下两个字的心愿，例如“如意”。");
        case Kind::NotChinese:
        case Kind::MisplacedPunctuation:
            return tr("心愿请用汉字书写，例如“平安”。");
        case Kind::RareCharacter:
            return rareCharacter(problem);
        // Three characters are mostly a visitor's full name, four a greeting of four: each is told
        // which two to write.
        case Kind::TooLong:
            if (problem.count == 3)
                return tr("心愿是两个汉字；写名字的话，写名里的两个字，例如“王建国”写“建国”。");
            if (problem.count == 4)
                return tr("心愿是两个汉字；四字吉语取其中两个字，例如“万事如意”写“如意”。");
            [[fallthrough]];
        default:
            return tr("心愿是两个汉字，例如“如意”“吉祥”。");
        }
    }
    switch (problem.kind) {
    case Kind::Empty:
        return tr("请先写下上联。");
    case Kind::NotChinese:
        return tr("上联请用汉字书写，句中可用“，”分开。");
    case Kind::RareCharacter:
        return rareCharacter(problem);
    case Kind::MisplacedPunctuation:
        return tr("标点只能在上联的句中。");
    case Kind::TooLong:
        if (kaimen::holdsPunctuation(problem.text))
            return tr("上联连同标点最多十六个字。");
        [[fallthrough]];
    default:
        return tr("上联要有四到十六个字。");
    }
}

QString wishWordProblem(const QString &word)
{
    return problem(kaimen::checkWishWord(kaimen::asTheModelReadsAWish(word.toStdString())));
}

QString upperLineProblem(const QString &upper)
{
    return problem(kaimen::checkUpperLine(kaimen::asTheModelReads(upper.toStdString())));
}

QString failure(kaimen::Outcome outcome, bool ownUpperLine)
{
    switch (outcome) {
    case kaimen::Outcome::Ok:
    case kaimen::Outcome::Cancelled:
        return {};
    case kaimen::Outcome::Invalid:
        return tr("这个词不好落笔，换一个心愿试试吧。");
    case kaimen::Outcome::Blocked:
        // A 上联 is turned away only for a word no one at the booth may read (blocked_words.txt).
        return ownUpperLine ? tr("这句上联有不宜在展台上出现的词，换一句吧。") : tr("这个词不宜写进春联，换一个心愿吧。");
    case kaimen::Outcome::Unavailable:
        return tr("笔墨暂歇，请选一个上面的心愿，或稍后再来。");
    case kaimen::Outcome::DeadlineExceeded:
    case kaimen::Outcome::Failed:
        return tr("这一笔没有写好，请再试一次。");
    }
    return {};
}

} // namespace visitor
