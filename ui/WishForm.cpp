#include "WishForm.h"

#include "VisitorMessages.h"
#include "WishSuggestions.h"

void WishForm::follow(CoupletService &service)
{
    connect(&service, &CoupletService::stateChanged, this, &WishForm::serviceStateChanged);
    connect(&service, &CoupletService::busyChanged, this, &WishForm::serviceStateChanged);
    connect(&service, &CoupletService::failed, this, [this](const QString &reason) { setProblem(reason); });
    emit serviceStateChanged();
}

void WishForm::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    emit textChanged();
}

void WishForm::setKind(const QString &kind)
{
    setProblem({});
    if (m_kind == kind)
        return;
    m_kind = kind;
    emit kindChanged();
}

void WishForm::setDefaultKind(const QString &kind)
{
    if (m_defaultKind == kind)
        return;
    m_defaultKind = kind;
    emit defaultKindChanged();
}

bool WishForm::canSubmit() const
{
    return service() && service()->state() == CoupletService::State::Ready && !service()->busy();
}

bool WishForm::warmingUp() const
{
    return service() && service()->state() == CoupletService::State::Loading;
}

bool WishForm::outOfService() const
{
    return service() && service()->state() == CoupletService::State::Failed;
}

bool WishForm::canSubmitPreset() const
{
    return (canSubmit() || outOfService()) && !service()->busy();
}

QStringList WishForm::offeredInstead(const QString &typed) const
{
    QStringList offered;
    for (const QString &word : visitor::twoCharacterWishesIn(typed))
        if (!service() || !service()->declinesWish(word, m_kind))  // offered, then refused: no
            offered << word;
    return offered;
}

bool WishForm::submitWord(const QString &word)
{
    const bool upperLine = m_kind == "duilian";
    if (upperLine)
        setProblem(visitor::upperLineProblem(word));
    else if (const QString problem = visitor::wishWordProblem(word); !problem.isEmpty())
        setProblem(problem, offeredInstead(word));
    else
        setProblem({});
    if (!m_problem.isEmpty() || !service())
        return false;
    emit submitted();
    if (upperLine)
        service()->answerUpperLine(word);
    else
        service()->writeFromWish(word, m_kind);
    return true;
}

void WishForm::append(const QString &characters)
{
    setText(m_text + characters);
    setProblem({});
}

void WishForm::backspace()
{
    // A character outside the basic plane is two UTF-16 units.
    const bool pair = m_text.size() >= 2 && m_text.back().isLowSurrogate();
    setText(m_text.left(m_text.size() - (pair ? 2 : 1)));
}

void WishForm::clear()
{
    setText({});
    setProblem({});
    setKind(m_defaultKind);
}

void WishForm::setProblem(const QString &problem, const QStringList &suggestions)
{
    if (m_problem == problem && m_suggestions == suggestions)
        return;
    m_problem = problem;
    m_suggestions = suggestions;
    emit problemChanged();
}
