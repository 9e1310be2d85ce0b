#pragma once
// Everything the operator can set, as plain values. app/ reads and writes it as YAML
// (assets/settings/defaults.yaml holds every default, and a test keeps the two equal); the rest
// of the kiosk only sees this.

#include "kaimen/Occasion.h"
#include "kaimen/SimplifiedScript.h"
#include "kaimen/TextProblem.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

struct KioskSettings {
    QString modelDirectory;                    // "" = the shipped model
    QString device = "auto";                   // auto | cpu | cuda
    // auto (GPU FP16; CPU as the model's weights are stored) | fp32 | fp16 | int8 (CPU; GPU FP16)
    QString precision = "auto";
    int beams = 4;                             // 1..8
    bool sampling = false;                     // sample instead of beam search
    double temperature = 0.9;                  // 0.1..2.0, when sampling
    double topP = 0.9;                         // 0.1..1.0, when sampling
    QString defaultKind = "cangtou";           // cangtou | qianzi | theme
    QString boothTheme = "spring";             // what the 主题 couplets are for: kaimen/Occasion.h's keys
    bool yearAnimal = true;                    // a Spring Festival booth's 主题 couplets name the year's animal
    QStringList presetWishes{"如意", "平安", "吉祥", "飞跃", "安康", "兴旺", "团圆", "福寿",
                             "和顺", "富贵", "迎春", "锦绣", "鸿运", "美满", "腾飞", "长春"};  // the tiles
    int cacheCapacity = 1024;                  // wish words kept; 0 = no cache
    QStringList prewarmWishes{"如意", "平安", "吉祥", "富贵", "安康", "兴旺", "团圆", "福寿", "飞跃", "和顺"};  // written at start
    int idleSeconds = 90;                      // 15..3600 without a touch, then back to the gate
    QString language = "zh_CN";                // zh_CN | en | zh_TW
    QString yearTitle;                         // "" = computed from the Chinese calendar
    QString hangingOrder = "upper-right";      // upper-right | upper-left
    QString printer;                           // "" = the system default; "pdf" = a PDF file
    QString paper = "A4";                      // A4 | A3 | Letter
    QString ink = "gold";                      // gold | black, on the red paper
    QString soundEffect = "off";               // off | firecrackers | gong, when the last stroke lands
    int soundVolume = 60;                      // 0..100
    QStringList extraBlockedWords;             // the operator's own, beside Kaimen's list
    // The booth's network face (ui/network): off unless the operator turns it on.
    bool networkEnabled = false;               // the take-home QR code and the HTTP API
    int networkPort = 8080;                    // 1024..65535
    QString networkInterface = "loopback";     // loopback | all | an interface's name (wlan0 …)
    QString wifiName;                          // "" = no Wi-Fi QR code beside the couplet's
    QString wifiPassword;                      // "" = an open network
    int takeHomeHours = 24;                    // 1..720: how long a take-home link opens its couplet
    QString apiKey;                            // "" = the API answers on this machine only
};

// What each setting allows: the YAML reader reports values outside these, the admin panel's
// controls stay inside them.
namespace settings_limits {
inline const QStringList devices{"auto", "cpu", "cuda"};
inline const QStringList precisions{"auto", "fp16", "int8", "fp32"};
inline const QStringList kinds{"cangtou", "qianzi", "theme"};
inline const QStringList boothThemes = [] {
    QStringList keys;
    for (const auto &theme : kaimen::boothThemes())
        keys << QString::fromStdString(theme.key);
    return keys;
}();
inline const QStringList hangingOrders{"upper-right", "upper-left"};
inline const QStringList papers{"A4", "A3", "Letter"};
inline const QStringList inks{"gold", "black"};
inline const QStringList soundEffects{"off", "firecrackers", "gong"};
constexpr int minVolume = 0, maxVolume = 100, volumeStep = 10;
inline const QStringList languages{"zh_CN", "zh_TW", "en"};  // Simplified (the source), Traditional, English
constexpr int minBeams = 1, maxBeams = 8;
constexpr double minTemperature = 0.1, maxTemperature = 2.0;
constexpr double minTopP = 0.1, maxTopP = 1.0;
constexpr int minCache = 0, maxCache = 100000;
constexpr int minIdleSeconds = 15, maxIdleSeconds = 3600, idleStepSeconds = 15;
// The open admin panel waits this long untouched (or the visitors' idle time, if longer) before it
// closes: at the visitors' 90 s an operator reading a page lost the panel and had to enter the PIN
// again; an unlocked panel left alone must still close before a visitor finds it.
constexpr int adminPanelIdleSeconds = 300;
// The cache sizes the admin panel offers (the file may hold any within minCache..maxCache).
inline constexpr int cacheCapacities[] = {0, 256, 1024, 4096, 16384};
constexpr int minPort = 1024, maxPort = 65535;
constexpr int minTakeHomeHours = 1, maxTakeHomeHours = 720;
inline constexpr int takeHomeHourChoices[] = {1, 4, 24, 72, 168};
constexpr int maxPresetWishes = 48, maxPrewarmWishes = 200, maxBlockedWords = 1000;
constexpr int minApiKeyLength = 16;
constexpr int maxWifiNameBytes = 32, minWifiPasswordLength = 8, maxWifiPasswordBytes = 63;
// A title over the gate, not a sentence: 丁未羊年, 2027 丁未羊年 · 新春大吉.
constexpr int maxYearTitleCharacters = 16;

// The checks the settings file and the admin panel share (each says no in its own words).
// WORDS, a wish list (WISHES: each a wish word of two characters) or a list of blocked words, as
// the settings hold them: each as the model reads it (kaimen::asTheModelReads, a wish as a wish is
// read: an operator in Traditional Chinese types 飛躍 for the tile 飞跃, 88 is 八八), once (飞跃 and
// 飛躍 are one tile). Nothing when one is not allowed (nothing left of it, or not a wish word),
// which *BAD then holds as typed.
inline std::optional<QStringList> settingsWords(const QStringList &words, bool wishes, QString *bad)
{
    QStringList held;
    for (const auto &word : words) {
        const auto normalized = wishes ? kaimen::asTheModelReadsAWish(word.toStdString())
                                       : kaimen::asTheModelReads(word.toStdString());
        if (normalized.empty() || (wishes && kaimen::checkWishWord(normalized))) {
            *bad = word;
            return std::nullopt;
        }
        if (const auto text = QString::fromStdString(normalized); !held.contains(text))
            held << text;
    }
    return held;
}
inline bool isInterfaceName(const QString &name)
{
    static const QRegularExpression linuxName("^[A-Za-z0-9_.:-]{1,15}$");  // what Linux allows
    return linuxName.match(name).hasMatch();
}
inline bool isApiKey(const QString &key)
{
    static const QRegularExpression space("\\s");
    return key.isEmpty() || (key.size() >= minApiKeyLength && !key.contains(space));
}
inline bool isWifiName(const QString &name)
{
    return name.toUtf8().size() <= maxWifiNameBytes;
}
inline bool isWifiPassword(const QString &password)
{
    return password.isEmpty() || (password.size() >= minWifiPasswordLength && password.toUtf8().size() <= maxWifiPasswordBytes);
}
inline bool isYearTitle(const QString &title)
{
    return title.toUcs4().size() <= maxYearTitleCharacters;
}
} // namespace settings_limits
