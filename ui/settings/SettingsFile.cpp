#include "SettingsFile.h"

#include "SaveFile.h"
#include "SettingsText.h"

#include <yaml-cpp/yaml.h>

#include <QFile>

#include <functional>
#include <vector>

namespace {

// One setting: where it lives in the file, how it is read and checked, how it is written.
struct Field {
    const char *section;
    const char *key;
    // Reads NODE into SETTINGS; returns "" or what is allowed (SETTINGS untouched then).
    std::function<QString(const YAML::Node &node, KioskSettings &settings)> read;
    std::function<void(YAML::Emitter &out, const KioskSettings &settings)> write;
    std::function<QString(const KioskSettings &settings)> show;  // the value, for messages
};

template <typename T> bool scalar(const YAML::Node &node, T *value)
{
    if (!node.IsScalar())
        return false;
    try {
        *value = node.as<T>();
        return true;
    } catch (const YAML::Exception &) {
        return false;
    }
}

Field integer(const char *section, const char *key, int KioskSettings::*member, int low, int high)
{
    return {section, key,
            [=](const YAML::Node &n, KioskSettings &s) {
                int v = 0;
                if (!scalar(n, &v) || v < low || v > high)
                    return QString("a whole number from %1 to %2").arg(low).arg(high);
                s.*member = v;
                return QString();
            },
            [=](YAML::Emitter &out, const KioskSettings &s) { out << s.*member; },
            [=](const KioskSettings &s) { return QString::number(s.*member); }};
}

Field number(const char *section, const char *key, double KioskSettings::*member, double low, double high)
{
    return {section, key,
            [=](const YAML::Node &n, KioskSettings &s) {
                double v = 0;
                if (!scalar(n, &v) || !(v >= low && v <= high))
                    return QString("a number from %1 to %2").arg(low).arg(high);
                s.*member = v;
                return QString();
            },
            [=](YAML::Emitter &out, const KioskSettings &s) { out << s.*member; },
            [=](const KioskSettings &s) { return QString::number(s.*member); }};
}

Field boolean(const char *section, const char *key, bool KioskSettings::*member)
{
    return {section, key,
            [=](const YAML::Node &n, KioskSettings &s) {
                bool v = false;
                if (!scalar(n, &v))
                    return QString("true or false");
                s.*member = v;
                return QString();
            },
            [=](YAML::Emitter &out, const KioskSettings &s) { out << s.*member; },
            [=](const KioskSettings &s) { return QString(s.*member ? "true" : "false"); }};
}

Field text(const char *section, const char *key, QString KioskSettings::*member, QStringList choices = {})
{
    return {section, key,
            [=](const YAML::Node &n, KioskSettings &s) {
                std::string v;
                const QString allowed = choices.isEmpty() ? QString("a text") : "one of " + choices.join(", ");
                if (!scalar(n, &v) || (!choices.isEmpty() && !choices.contains(QString::fromStdString(v))))
                    return allowed;
                s.*member = QString::fromStdString(v).trimmed();
                return QString();
            },
            [=](YAML::Emitter &out, const KioskSettings &s) {
                out << YAML::DoubleQuoted << (s.*member).toStdString();
            },
            [=](const KioskSettings &s) { return "\"" + s.*member + "\""; }};
}

// A text VALID accepts (spaces around it dropped); EXPECTED says what it must be.
Field checkedText(const char *section, const char *key, QString KioskSettings::*member,
                  std::function<bool(const QString &)> valid, QString expected)
{
    auto field = text(section, key, member);
    field.read = [=](const YAML::Node &n, KioskSettings &s) {
        std::string v;
        if (!scalar(n, &v) || !valid(QString::fromStdString(v).trimmed()))
            return expected;
        s.*member = QString::fromStdString(v).trimmed();
        return QString();
    };
    return field;
}

// A list of words; WISHES: each exactly two Chinese characters.
Field words(const char *section, const char *key, QStringList KioskSettings::*member, bool wishes, int most)
{
    return {section, key,
            [=](const YAML::Node &n, KioskSettings &s) {
                const QString allowed = wishes ? QString("a list of at most %1 wish words of two Chinese characters").arg(most)
                                               : QString("a list of at most %1 words").arg(most);
                if (!n.IsSequence() || int(n.size()) > most)
                    return allowed;
                QStringList typed;
                for (const auto &item : n) {
                    std::string w;
                    if (!scalar(item, &w))
                        return allowed;
                    typed << QString::fromStdString(w);
                }
                QString bad;
                const auto held = settings_limits::settingsWords(typed, wishes, &bad);
                if (!held)
                    return allowed + " (\"" + bad + "\" is not)";
                s.*member = *held;
                return QString();
            },
            [=](YAML::Emitter &out, const KioskSettings &s) {
                out << YAML::Flow << YAML::BeginSeq;
                for (const auto &w : s.*member)
                    out << w.toStdString();
                out << YAML::EndSeq;
            },
            [=](const KioskSettings &s) { return "[" + (s.*member).join(", ") + "]"; }};
}

const std::vector<Field> &schema()
{
    namespace L = settings_limits;
    static const std::vector<Field> fields{
        text("model", "folder", &KioskSettings::modelDirectory),
        text("model", "device", &KioskSettings::device, L::devices),
        text("model", "precision", &KioskSettings::precision, L::precisions),
        integer("decoding", "beams", &KioskSettings::beams, L::minBeams, L::maxBeams),
        boolean("decoding", "sampling", &KioskSettings::sampling),
        number("decoding", "temperature", &KioskSettings::temperature, L::minTemperature, L::maxTemperature),
        number("decoding", "top_p", &KioskSettings::topP, L::minTopP, L::maxTopP),
        text("couplet", "default_kind", &KioskSettings::defaultKind, L::kinds),
        text("couplet", "hanging_order", &KioskSettings::hangingOrder, L::hangingOrders),
        text("couplet", "booth_theme", &KioskSettings::boothTheme, L::boothThemes),
        boolean("couplet", "year_animal", &KioskSettings::yearAnimal),
        words("wishes", "presets", &KioskSettings::presetWishes, true, L::maxPresetWishes),
        words("wishes", "prewarm", &KioskSettings::prewarmWishes, true, L::maxPrewarmWishes),
        integer("cache", "capacity", &KioskSettings::cacheCapacity, L::minCache, L::maxCache),
        integer("kiosk", "idle_seconds", &KioskSettings::idleSeconds, L::minIdleSeconds, L::maxIdleSeconds),
        text("kiosk", "language", &KioskSettings::language, L::languages),
        checkedText("kiosk", "year_title", &KioskSettings::yearTitle, L::isYearTitle,
                    QString("\"\" (from the Chinese calendar) or a title of at most %1 characters")
                        .arg(L::maxYearTitleCharacters)),
        text("printing", "printer", &KioskSettings::printer),
        text("printing", "paper", &KioskSettings::paper, L::papers),
        text("printing", "ink", &KioskSettings::ink, L::inks),
        text("sound", "effect", &KioskSettings::soundEffect, L::soundEffects),
        integer("sound", "volume", &KioskSettings::soundVolume, L::minVolume, L::maxVolume),
        words("safety", "extra_blocked_words", &KioskSettings::extraBlockedWords, false, L::maxBlockedWords),
        boolean("network", "enabled", &KioskSettings::networkEnabled),
        integer("network", "port", &KioskSettings::networkPort, L::minPort, L::maxPort),
        checkedText("network", "interface", &KioskSettings::networkInterface, L::isInterfaceName,
                    "loopback, all, or a network interface's name (at most 15 letters, digits, _ . : -)"),
        checkedText("network", "wifi_name", &KioskSettings::wifiName, L::isWifiName,
                    QString("a Wi-Fi name of at most %1 bytes").arg(L::maxWifiNameBytes)),
        checkedText("network", "wifi_password", &KioskSettings::wifiPassword, L::isWifiPassword,
                    QString("\"\" (an open network) or a WPA password of %1 to %2 characters")
                        .arg(L::minWifiPasswordLength).arg(L::maxWifiPasswordBytes)),
        integer("network", "take_home_hours", &KioskSettings::takeHomeHours, L::minTakeHomeHours, L::maxTakeHomeHours),
        checkedText("network", "api_key", &KioskSettings::apiKey, L::isApiKey,
                    QString("\"\" (the API on this PC only) or a key of at least %1 characters without spaces")
                        .arg(L::minApiKeyLength)),
    };
    return fields;
}

QString found(const YAML::Node &node)
{
    if (node.IsScalar())
        return "\"" + QString::fromStdString(node.Scalar()) + "\"";
    if (node.IsSequence())
        return "a list";
    if (node.IsMap())
        return "a map";
    return "nothing";
}

// Applies FILE's values over SETTINGS; a missing file is fine when OPTIONAL.
void apply(const QString &file, bool optional, KioskSettings &settings, QStringList *warnings)
{
    if (!QFile::exists(file)) {
        if (!optional)
            warnings->append(file + ": missing; the built-in defaults are used");
        return;
    }
    const SettingsText text = readSettingsText(file);
    if (!text.error.isEmpty()) {
        warnings->append(file + ": " + text.error + "; every setting in it is ignored and the defaults stand");
        return;
    }
    if (!text.note.isEmpty())
        warnings->append(file + ": " + text.note);
    // A problem with the file's shape names the typing slip behind it, where there is one.
    const QString hints = yamlTypingHints(text.text);
    const QString hinted = hints.isEmpty() ? QString() : " (" + hints + ")";
    YAML::Node root;
    try {
        root = YAML::Load(text.text.toStdString());
    } catch (const YAML::Exception &e) {
        warnings->append(file + ": not readable as YAML" + (hints.isEmpty() ? QString() : ": " + hints) + " ("
                         + QString::fromStdString(e.what()) + "); every setting in it is ignored and the defaults stand");
        return;
    }
    if (root.IsNull())
        return;
    if (!root.IsMap()) {
        warnings->append(file + ": found " + found(root) + ", expected sections such as \"kiosk:\"" + hinted
                         + "; ignored");
        return;
    }
    for (const auto &section : root) {
        const auto sectionName = section.first.as<std::string>("");
        const bool knownSection = std::any_of(schema().begin(), schema().end(),
                                              [&](const Field &f) { return sectionName == f.section; });
        if (!knownSection || !section.second.IsMap()) {
            warnings->append(file + ": " + QString::fromStdString(sectionName)
                             + (knownSection ? ": expected keys under it" : ": unknown section") + hinted + "; ignored");
            continue;
        }
        for (const auto &entry : section.second) {
            const auto key = entry.first.as<std::string>("");
            const QString where = file + ": " + QString::fromStdString(sectionName + "." + key);
            auto field = std::find_if(schema().begin(), schema().end(),
                                      [&](const Field &f) { return sectionName == f.section && key == f.key; });
            if (field == schema().end()) {
                warnings->append(where + ": unknown setting" + hinted + "; ignored");
                continue;
            }
            if (const auto allowed = field->read(entry.second, settings); !allowed.isEmpty())
                warnings->append(where + ": found " + found(entry.second) + ", expected " + allowed + "; using "
                                 + field->show(settings));
        }
    }
}

} // namespace

KioskSettings loadSettings(const QString &defaultsFile, const QString &machineFile, QStringList *warnings)
{
    KioskSettings settings;
    QStringList ignored;
    if (!warnings)
        warnings = &ignored;
    apply(defaultsFile, false, settings, warnings);
    if (!machineFile.isEmpty())
        apply(machineFile, true, settings, warnings);
    return settings;
}

QString settingsToYaml(const KioskSettings &settings)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    const char *open = nullptr;
    for (const auto &field : schema()) {
        if (!open || std::string(open) != field.section) {
            if (open)
                out << YAML::EndMap;
            out << YAML::Key << field.section << YAML::Value << YAML::BeginMap;
            open = field.section;
        }
        out << YAML::Key << field.key << YAML::Value;
        field.write(out, settings);
    }
    out << YAML::EndMap << YAML::EndMap;
    return QString::fromUtf8(out.c_str()) + "\n";
}

QString saveSettings(const KioskSettings &settings, const QString &file)
{
    return saveAtomically(file, settingsToYaml(settings).toUtf8());
}
