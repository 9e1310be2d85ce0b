#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTranslator>

// The kiosk's language, switchable while it runs: Simplified Chinese (the source language),
// English, Traditional Chinese. In Traditional Chinese the couplet itself is converted with
// OpenCC (the model writes simplified characters).
class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString code READ code NOTIFY changed)

public:
    // ENGINE is retranslated on a switch (none in tests). No default constructor, so that QML
    // makes the singleton through create() and hands it the engine.
    explicit Language(QQmlEngine *engine, QObject *parent = nullptr);
    ~Language() override;
    static Language *create(QQmlEngine *engine, QJSEngine *);

    QString code() const { return m_code; }
    // The languages there are: zh_CN (the source), en, zh_TW.
    static const QStringList &codes();
    // "zh_CN", "en" or "zh_TW"; false (and nothing changes) for anything else.
    Q_INVOKABLE bool setLanguage(const QString &code);
    // TEXT as the visitor should read it: Traditional characters in zh_TW, else unchanged.
    Q_INVOKABLE QString display(const QString &text) const;

    // Simplified → Traditional (Taiwan standard characters, no phrase substitution: a couplet's
    // words must stay its own). Returns TEXT unchanged when OpenCC is unavailable.
    static QString toTraditional(const QString &text);

signals:
    void changed();

private:
    QQmlEngine *m_engine;
    QTranslator m_translator;
    QString m_code = "zh_CN";
};
