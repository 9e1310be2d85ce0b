#pragma once

#include "KioskSettings.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>

#include <functional>

// The operator's settings: it owns them and signals each change, and whoever needs them holds a
// reference and follows (the engine's service, the printer, the pinyin input; QML binds to it
// as the singleton KioskConfig, ui/KioskConfigQml.h). main() makes it from the loaded settings
// before QML starts; QML never sees YAML. Every setter applies its value at once, keeps it inside
// what the setting allows, saves the file and returns "" or why it was not saved. Qt Core alone.
class KioskConfig : public QObject {
    Q_OBJECT
    // The model and how it writes (a change reloads the engine: engineSettingsChanged).
    Q_PROPERTY(QString modelDirectory READ modelDirectory NOTIFY changed)
    Q_PROPERTY(QVariantList availableModels READ availableModels NOTIFY changed)
    Q_PROPERTY(QString device READ device NOTIFY changed)
    Q_PROPERTY(QString precision READ precision NOTIFY changed)
    Q_PROPERTY(int beams READ beams NOTIFY changed)
    Q_PROPERTY(bool sampling READ sampling NOTIFY changed)
    Q_PROPERTY(double temperature READ temperature NOTIFY changed)
    Q_PROPERTY(double topP READ topP NOTIFY changed)
    Q_PROPERTY(int cacheCapacity READ cacheCapacity NOTIFY changed)
    Q_PROPERTY(QStringList prewarmWishes READ prewarmWishes NOTIFY changed)
    Q_PROPERTY(QStringList extraBlockedWords READ extraBlockedWords NOTIFY changed)
    // The booth.
    Q_PROPERTY(QStringList presetWishes READ presetWishes NOTIFY changed)
    Q_PROPERTY(int idleSeconds READ idleSeconds NOTIFY changed)
    Q_PROPERTY(bool upperOnRight READ upperOnRight NOTIFY changed)
    Q_PROPERTY(QString defaultKind READ defaultKind NOTIFY changed)
    Q_PROPERTY(QString boothTheme READ boothTheme NOTIFY changed)
    Q_PROPERTY(bool yearAnimal READ yearAnimal NOTIFY changed)
    Q_PROPERTY(QString yearTitle READ yearTitle NOTIFY changed)
    Q_PROPERTY(QString language READ language NOTIFY changed)
    // Printing.
    Q_PROPERTY(QString printer READ printer NOTIFY changed)
    Q_PROPERTY(QString paper READ paper NOTIFY changed)
    Q_PROPERTY(QString ink READ ink NOTIFY changed)
    Q_PROPERTY(QString soundEffect READ soundEffect NOTIFY changed)
    Q_PROPERTY(int soundVolume READ soundVolume NOTIFY changed)
    // The booth's network face (ui/network).
    Q_PROPERTY(bool networkEnabled READ networkEnabled NOTIFY changed)
    Q_PROPERTY(int networkPort READ networkPort NOTIFY changed)
    Q_PROPERTY(QString networkInterface READ networkInterface NOTIFY changed)
    Q_PROPERTY(QString wifiName READ wifiName NOTIFY changed)
    Q_PROPERTY(QString wifiPassword READ wifiPassword NOTIFY changed)
    Q_PROPERTY(int takeHomeHours READ takeHomeHours NOTIFY changed)
    Q_PROPERTY(bool apiKeySet READ apiKeySet NOTIFY changed)
    Q_PROPERTY(QStringList warnings READ warnings NOTIFY changed)
    // What each choice allows (settings_limits), for the admin panel's buttons.
    Q_PROPERTY(QStringList devices READ devices CONSTANT)
    Q_PROPERTY(QStringList precisions READ precisions CONSTANT)
    Q_PROPERTY(QStringList kinds READ kinds CONSTANT)
    Q_PROPERTY(QStringList boothThemes READ boothThemes CONSTANT)
    Q_PROPERTY(QStringList papers READ papers CONSTANT)
    Q_PROPERTY(QStringList inks READ inks CONSTANT)
    Q_PROPERTY(QStringList soundEffects READ soundEffects CONSTANT)
    Q_PROPERTY(int volumeStep READ volumeStep CONSTANT)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)
    Q_PROPERTY(QVariantList cacheCapacities READ cacheCapacities CONSTANT)
    Q_PROPERTY(int idleStepSeconds READ idleStepSeconds CONSTANT)
    Q_PROPERTY(int adminPanelIdleSeconds READ adminPanelIdleSeconds CONSTANT)
    Q_PROPERTY(QVariantList takeHomeHourChoices READ takeHomeHourChoices CONSTANT)

public:
    // How an edited KioskSettings is written (app/ owns the file format); returns "" or why not.
    using Saver = std::function<QString(const KioskSettings &)>;
    // The models the operator can choose: the shipped one (setting "") and every sub-folder
    // with a manifest.json in INSTALLED (where a technician puts a converted PALM).
    struct ModelFolders {
        QString shipped;
        QStringList installed;
    };

    // SETTINGS as loaded, with what was wrong with the files (WARNINGS); SAVER writes each change
    // (none: changes hold for this run only).
    explicit KioskConfig(KioskSettings settings, QStringList warnings = {}, ModelFolders models = {},
                         Saver saver = {}, QObject *parent = nullptr);

    const KioskSettings &settings() const { return m_settings; }
    // The model folder the settings choose: theirs, or the shipped one.
    QString modelPath() const;

    QString modelDirectory() const { return settings().modelDirectory; }
    // [{path, name}] for every model found; path "" is the shipped one.
    QVariantList availableModels() const;
    QString device() const { return settings().device; }
    QString precision() const { return settings().precision; }
    int beams() const { return settings().beams; }
    bool sampling() const { return settings().sampling; }
    double temperature() const { return settings().temperature; }
    double topP() const { return settings().topP; }
    int cacheCapacity() const { return settings().cacheCapacity; }
    QStringList prewarmWishes() const { return settings().prewarmWishes; }
    QStringList extraBlockedWords() const { return settings().extraBlockedWords; }
    QStringList presetWishes() const { return settings().presetWishes; }
    int idleSeconds() const { return settings().idleSeconds; }
    bool upperOnRight() const { return settings().hangingOrder != "upper-left"; }
    QString defaultKind() const { return settings().defaultKind; }
    QString boothTheme() const { return settings().boothTheme; }
    bool yearAnimal() const { return settings().yearAnimal; }
    QString yearTitle() const { return settings().yearTitle; }
    QString language() const { return settings().language; }
    QString printer() const { return settings().printer; }
    QString paper() const { return settings().paper; }
    QString ink() const { return settings().ink; }
    QString soundEffect() const { return settings().soundEffect; }
    int soundVolume() const { return settings().soundVolume; }
    bool networkEnabled() const { return settings().networkEnabled; }
    int networkPort() const { return settings().networkPort; }
    QString networkInterface() const { return settings().networkInterface; }
    QString wifiName() const { return settings().wifiName; }
    QString wifiPassword() const { return settings().wifiPassword; }
    int takeHomeHours() const { return settings().takeHomeHours; }
    bool apiKeySet() const { return !settings().apiKey.isEmpty(); }
    static QVariantList takeHomeHourChoices();
    // What was wrong with the settings files, for the operator.
    QStringList warnings() const { return m_warnings; }
    static QStringList devices() { return settings_limits::devices; }
    static QStringList precisions() { return settings_limits::precisions; }
    static QStringList kinds() { return settings_limits::kinds; }
    static QStringList boothThemes() { return settings_limits::boothThemes; }
    static QStringList papers() { return settings_limits::papers; }
    static QStringList inks() { return settings_limits::inks; }
    static QStringList soundEffects() { return settings_limits::soundEffects; }
    static int volumeStep() { return settings_limits::volumeStep; }
    static QStringList languages() { return settings_limits::languages; }
    static QVariantList cacheCapacities();
    static int idleStepSeconds() { return settings_limits::idleStepSeconds; }
    static int adminPanelIdleSeconds() { return settings_limits::adminPanelIdleSeconds; }

    Q_INVOKABLE QString setModelDirectory(const QString &directory);
    Q_INVOKABLE QString setDevice(const QString &device);
    Q_INVOKABLE QString setPrecision(const QString &precision);
    Q_INVOKABLE QString setBeams(int beams);
    Q_INVOKABLE QString setSampling(bool sampling);
    Q_INVOKABLE QString setTemperature(double temperature);
    Q_INVOKABLE QString setTopP(double topP);
    Q_INVOKABLE QString setCacheCapacity(int capacity);
    Q_INVOKABLE QString setPrewarmWishes(const QStringList &words);
    Q_INVOKABLE QString setExtraBlockedWords(const QStringList &words);
    Q_INVOKABLE QString setPresetWishes(const QStringList &words);
    Q_INVOKABLE QString setIdleSeconds(int seconds);
    Q_INVOKABLE QString setUpperOnRight(bool onRight);
    Q_INVOKABLE QString setDefaultKind(const QString &kind);
    Q_INVOKABLE QString setBoothTheme(const QString &theme);
    Q_INVOKABLE QString setYearAnimal(bool named);
    Q_INVOKABLE QString setYearTitle(const QString &title);
    Q_INVOKABLE QString setLanguage(const QString &code);
    Q_INVOKABLE QString setPrinter(const QString &printer);
    Q_INVOKABLE QString setPaper(const QString &paper);
    Q_INVOKABLE QString setInk(const QString &ink);
    Q_INVOKABLE QString setSoundEffect(const QString &effect);
    Q_INVOKABLE QString setSoundVolume(int volume);  // kept within 0..100
    Q_INVOKABLE QString setNetworkEnabled(bool enabled);
    Q_INVOKABLE QString setNetworkPort(int port);
    // INTERFACE: loopback, all, or an interface's name.
    Q_INVOKABLE QString setNetworkInterface(const QString &interfaceName);
    Q_INVOKABLE QString setWifi(const QString &name, const QString &password);
    Q_INVOKABLE QString setTakeHomeHours(int hours);
    // A new random API key ("" clears it: the API on this machine only); the key, for the operator
    // to copy, is in apiKeyText() until the panel closes.
    Q_INVOKABLE QString setApiKey(const QString &key);
    Q_INVOKABLE QString newApiKey();
    Q_INVOKABLE QString apiKeyText() const { return settings().apiKey; }

signals:
    void changed();
    // A setting the engine was built with changed: the service reloads it in the background.
    void engineSettingsChanged();

private:
    QString save();
    QString saveForEngine();
    // Sets MEMBER to VALUE when ALLOWED holds it; else says what is allowed.
    QString choose(QString KioskSettings::*member, const QString &value, const QStringList &allowed, bool forEngine);
    // A list setting: WORDS normalised (WISHES: each two Chinese characters), at most MOST.
    QString setWords(QStringList KioskSettings::*member, const QStringList &words, bool wishes, int most,
                     const QString &tooMany, bool forEngine);
    // Sets MEMBER to VALUE and saves, unless it already holds it.
    template <typename T> QString assign(T KioskSettings::*member, const T &value, bool forEngine);

    KioskSettings m_settings;
    QStringList m_warnings;
    ModelFolders m_models;
    Saver m_saver;
};
