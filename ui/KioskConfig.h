#pragma once

#include "KioskSettings.h"

#include <QObject>
#include <QQmlEngine>
#include <QStringList>

#include <functional>

// The operator's settings that the scenes bind to (tiles, timing, hanging order ...).
// main() hands it the loaded settings before QML starts; QML never sees YAML.
class KioskConfig : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QStringList presetWishes READ presetWishes NOTIFY changed)
    Q_PROPERTY(int idleSeconds READ idleSeconds NOTIFY changed)
    Q_PROPERTY(bool upperOnRight READ upperOnRight NOTIFY changed)
    Q_PROPERTY(QString defaultKind READ defaultKind NOTIFY changed)
    Q_PROPERTY(QString yearTitle READ yearTitle NOTIFY changed)
    Q_PROPERTY(QString language READ language NOTIFY changed)
    Q_PROPERTY(QStringList warnings READ warnings NOTIFY changed)

public:
    static void setSettings(const KioskSettings &settings, const QStringList &warnings);
    // How an edited KioskSettings is written (app/ owns the file format); returns "" or why not.
    static void setSaver(std::function<QString(const KioskSettings &)> saver);
    static const KioskSettings &settings();
    static KioskConfig *create(QQmlEngine *, QJSEngine *);

    QStringList presetWishes() const { return settings().presetWishes; }
    int idleSeconds() const { return settings().idleSeconds; }
    bool upperOnRight() const { return settings().hangingOrder != "upper-left"; }
    QString defaultKind() const { return settings().defaultKind; }
    QString yearTitle() const { return settings().yearTitle; }
    QString language() const { return settings().language; }
    // What was wrong with the settings files, for the operator.
    QStringList warnings() const;

    // Admin panel edits: applied at once and saved; "" on success, else why not saved.
    Q_INVOKABLE QString setIdleSeconds(int seconds);
    Q_INVOKABLE QString setUpperOnRight(bool onRight);
    Q_INVOKABLE QString setPresetWishes(const QStringList &words);
    Q_INVOKABLE QString setYearTitle(const QString &title);
    Q_INVOKABLE QString setLanguage(const QString &code);

signals:
    void changed();

private:
    QString save();
};
