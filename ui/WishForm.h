#pragma once

#include "ServiceClient.h"

#include <QQmlEngine>
#include <QString>
#include <QStringList>

// The wish screen's backend: what the visitor typed, how it is to be written (藏头, 嵌字, 主题 or
// 对下联), whether it can be sent now, and what is wrong with it, in the visitor's words. It
// checks before it sends, sends to the couplet service, and shows the service's failures.
class WishForm : public ServiceClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // cangtou | qianzi | theme | duilian (a 上联 to answer)
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY kindChanged)
    // The kind clear() goes back to (the operator's choice).
    Q_PROPERTY(QString defaultKind READ defaultKind WRITE setDefaultKind NOTIFY defaultKindChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    // With a problem: the two-character wishes the visitor probably meant (a full name's given
    // name, a greeting of four's halves), offered to tap (visitor::twoCharacterWishesIn).
    Q_PROPERTY(QStringList suggestions READ suggestions NOTIFY problemChanged)
    // The model is ready and not busy: anything may be sent.
    Q_PROPERTY(bool canSubmit READ canSubmit NOTIFY serviceStateChanged)
    // The model is still loading (the kiosk has just started): nothing can be sent yet, and the
    // visitor is told so rather than shown dead buttons.
    Q_PROPERTY(bool warmingUp READ warmingUp NOTIFY serviceStateChanged)
    // The model could not be loaded: only the preset wishes, which the cache may still hold.
    Q_PROPERTY(bool outOfService READ outOfService NOTIFY serviceStateChanged)
    // A preset wish can be sent: the model is ready, or out of service with its cache.
    Q_PROPERTY(bool canSubmitPreset READ canSubmitPreset NOTIFY serviceStateChanged)

public:
    explicit WishForm(QObject *parent = nullptr) : ServiceClient(parent) {}

    QString text() const { return m_text; }
    void setText(const QString &text);
    QString kind() const { return m_kind; }
    void setKind(const QString &kind);
    QString defaultKind() const { return m_defaultKind; }
    void setDefaultKind(const QString &kind);
    QString problem() const { return m_problem; }
    QStringList suggestions() const { return m_suggestions; }
    bool canSubmit() const;
    bool warmingUp() const;
    bool outOfService() const;
    bool canSubmitPreset() const;

    // Sends the typed text; false (and problem says why) when it cannot be written.
    Q_INVOKABLE bool submit() { return submitWord(m_text); }
    // Sends WORD (a preset wish tile) as the chosen kind.
    Q_INVOKABLE bool submitWord(const QString &word);
    // Characters the pinyin keyboard committed, and its delete key.
    Q_INVOKABLE void append(const QString &characters);
    Q_INVOKABLE void backspace();
    // A fresh form for the next visitor.
    Q_INVOKABLE void clear();

signals:
    void textChanged();
    void kindChanged();
    void defaultKindChanged();
    void problemChanged();
    void serviceStateChanged();
    // A wish was sent: the couplet is being written.
    void submitted();

protected:
    void follow(CoupletService &service) override;

private:
    void setProblem(const QString &problem, const QStringList &suggestions = {});
    // The two characters TYPED probably meant, as wishes of the chosen kind the engine writes.
    QStringList offeredInstead(const QString &typed) const;

    QString m_text;
    QString m_kind = "cangtou";
    QString m_defaultKind = "cangtou";
    QString m_problem;
    QStringList m_suggestions;
};
