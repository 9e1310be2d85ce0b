#include "VisitorRobot.h"

#include "EventWait.h"
#include "Language.h"
#include "RobotMeasures.h"
#include "StrokeLibrary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QQuickItem>
#include <QQuickWindow>

#include <cmath>

namespace {

// Adds the time from its making to its end to RECORD.waitedMs[WHAT].
class Waiting {
public:
    Waiting(VisitRecord &record, const char *what) : m_record(record), m_what(what) { m_clock.start(); }
    ~Waiting() { m_record.waitedMs[QLatin1String(m_what)] += m_clock.nsecsElapsed() / 1e6; }
    Waiting(const Waiting &) = delete;
    Waiting &operator=(const Waiting &) = delete;

private:
    VisitRecord &m_record;
    const char *m_what;
    QElapsedTimer m_clock;
};

// A couplet takes the model's time, which no pace shortens (the first of a wish on the CPU).
constexpr int kCoupletTimeoutMs = 60000;
// A poster rendered at 300 dpi and written to a PNG or a PDF file.
constexpr int kFileTimeoutMs = 30000;
const QStringList kKinds{"cangtou", "qianzi", "theme"};
// Between the robot's clock and the idle clock's: a touch's press and release, a millisecond apart.
constexpr double kClockSlackMs = 5;

// Wishes a visitor types in pinyin, not all of them on the tiles; each spelling offers its word
// among the keyboard's first candidates (libgooglepinyin, wish words preferred).
const QList<QStringList> kTypedWishes{
    {"ruyi", "如意"},     {"pingan", "平安"},   {"jixiang", "吉祥"},  {"xingfu", "幸福"},
    {"jiankang", "健康"}, {"tuanyuan", "团圆"}, {"fengshou", "丰收"}, {"kuaile", "快乐"},
    {"meiman", "美满"},   {"shunli", "顺利"},   {"changshou", "长寿"}, {"xinchun", "新春"},
};
// Full names a visitor types as the wish, surname and given name: the kiosk offers the given name.
const QList<QStringList> kTypedNames{
    {"wang", "王", "zhiqiang", "志强"}, {"zhang", "张", "haiyan", "海燕"}, {"li", "李", "xiaoming", "小明"},
};
// 上联 a visitor types for 对下联, word by word: spelling, word, spelling, word …
const QList<QStringList> kTypedUpperLines{
    {"chunfeng", "春风", "songnuan", "送暖"},
    {"xinchun", "新春", "daji", "大吉"},
    {"huakai", "花开", "fugui", "富贵"},
    {"jiahe", "家和", "wanshi", "万事", "xing", "兴"},
    {"niaoyu", "鸟语", "huaxiang", "花香"},
    {"wanxiang", "万象", "gengxin", "更新"},
};

// TEXT as a shown button spells it: as written, or in Traditional characters on a Traditional
// Chinese booth, which shows the words it is offered in the visitor's script (飞跃 as 飛躍).
QString shownAs(RobotScreen &screen, const QString &text)
{
    screen.awaitFrame();
    const QString traditional = Language::toTraditional(text);
    return !screen.shownButton(text) && screen.shownButton(traditional) ? traditional : text;
}

// Each label named whole, as the kiosk's QML names it (tests/robot/robot_labels.py checks them
// against the English catalogue: a kinds row moved to a file of its own left the robot looking for
// 藏头 in English for ten sessions).
QString kindLabel(const QString &kind)
{
    if (kind == "cangtou")
        return RobotScreen::label("CoupletKinds", "藏头");
    if (kind == "qianzi")
        return RobotScreen::label("CoupletKinds", "嵌字");
    if (kind == "theme")
        return RobotScreen::label("CoupletKinds", "主题");
    return RobotScreen::label("CoupletKinds", "对下联");
}

} // namespace

QJsonObject VisitRecord::json() const
{
    return {{"visit", index},           {"kind", kind},
            {"entry", entry},           {"abandoned", abandoned},
            {"cleared", cleared},       {"couplets", couplets},  {"sounds", sounds}, {"other_sounds", otherSounds},
            {"shown", QJsonArray::fromStringList(shown)},
            {"saved", saved},           {"printed", printed},
            {"operator", QJsonArray::fromStringList(operatorSteps)},
            {"missing", QJsonArray::fromStringList(missing)},
            {"overtaken", QJsonArray::fromStringList(overtaken)},
            {"rss_kib", residentKiB},   {"heap_kib", heapKiB},   {"live_objects", liveObjects},
            {"worst_lateness_ms", worstLatenessMs}, {"seconds", seconds},
            {"frames", frames},         {"waited_ms", waited()},
            {"warnings", QJsonArray::fromStringList(warnings)}};
}

QJsonObject VisitRecord::waited() const
{
    QJsonObject ms;
    for (auto it = waitedMs.begin(); it != waitedMs.end(); ++it)
        ms[it.key()] = std::round(it.value());
    return ms;
}

VisitorRobot::VisitorRobot(QQuickWindow *window, RobotMeasures *measures, const RobotOptions &options)
    : m_screen(window), m_measures(measures), m_options(options), m_random(options.seed),
      m_operator(m_screen, options.pace, m_random)
{
}

// A visitor's pause: MINMS..MAXMS at a booth's pace, times the robot's.
void VisitorRobot::think(int minMs, int maxMs)
{
    const int ms = std::uniform_int_distribution<int>(minMs, maxMs)(m_random);
    robot::runFor(std::max(1, int(ms * m_options.pace)));
}

int VisitorRobot::roll(int below)
{
    return std::uniform_int_distribution<int>(0, below - 1)(m_random);
}

bool VisitorRobot::awaitCouplet(VisitRecord &record, const QString &step)
{
    const Waiting waiting(record, "couplet");
    // The stages the kiosk went through meanwhile, for the record when no couplet comes.
    QElapsedTimer since;
    since.start();
    QStringList stages{QString::number(m_screen.stage())};
    const bool shown = m_screen.waitFor([&] {
        const QString now = QString::number(m_screen.stage());
        if (!stages.last().startsWith(now))
            stages << QStringLiteral("%1@%2ms").arg(now).arg(since.elapsed());
        return m_screen.coupletShown();
    }, kCoupletTimeoutMs);
    if (!shown) {
        record.missing << QStringLiteral("%1 (stages %2; after %3 s: gate %4 open, %5 written, lines \"%6\")")
                              .arg(step, stages.join(" ")).arg(kCoupletTimeoutMs / 1000)
                              .arg(m_screen.find("gate")->property("open").toDouble())
                              .arg(m_screen.find("couplet")->property("written").toDouble())
                              .arg(m_screen.lines());
        return false;
    }
    ++record.couplets;
    record.shown << m_screen.lines();
    return true;
}

// A step found WHAT missing. When the idle reset came since the robot's last touch, no sooner
// than its timeout (a sooner one is the kiosk's fault, counted apart), the robot was slower than
// the clock and what it found missing went with the reset: overtaken, not failed.
void VisitorRobot::miss(VisitRecord &record, const QString &what)
{
    (m_screen.idleResetSinceTouch() ? record.overtaken : record.missing) << what;
}

// The visitor walks away: the idle countdown must bring back the closed gate and an empty form.
bool VisitorRobot::leaveAndAwaitIdle(VisitRecord &record)
{
    const Waiting waiting(record, "idle");
    const int idleMs = int(m_options.idleSeconds * 1000 * m_options.pace) + 3000;
    record.cleared = m_screen.waitFor([&] { return m_screen.stage() == RobotScreen::Attract; }, idleMs);
    if (record.cleared) {
        // The form the next visitor meets: no wish and no pinyin left in it.
        const QQuickItem *field = m_screen.wishField();
        record.cleared = field && field->property("text").toString().isEmpty()
            && field->property("placeholderText").toString() == RobotScreen::label("WishScene", "两字心愿");
    }
    return record.cleared;
}

bool VisitorRobot::chooseKind(VisitRecord &record)
{
    think(300, 1500);
    if (m_screen.tapButton(kindLabel(record.kind)))
        return true;
    miss(record, QStringLiteral("no %1 button on the wish form").arg(kindLabel(record.kind)));
    return false;
}

bool VisitorRobot::awaitWriting(VisitRecord &record, const QString &what)
{
    const Waiting waiting(record, "couplet");
    if (m_screen.waitFor([&] { return m_screen.stage() == RobotScreen::Writing || m_screen.stage() == RobotScreen::Result; }, 5000))
        return true;
    record.missing << QStringLiteral("%1 wrote nothing").arg(what);
    return false;
}

// A wish tile (turning a page now and then).
bool VisitorRobot::chooseTile(VisitRecord &record)
{
    record.entry = "tile";
    think(200, 1200);
    if (roll(4) == 0)
        m_screen.tapButton(RobotScreen::label("WishTilePages", "下页"));
    m_screen.awaitFrame();
    QList<QQuickItem *> tiles;
    for (QQuickItem *b : m_screen.shownButtons())
        if (m_options.wishes.contains(b->property("text").toString()))
            tiles << b;
    if (tiles.isEmpty()) {
        miss(record, "no wish tile shown");
        return false;
    }
    QQuickItem *tile = tiles[roll(int(tiles.size()))];
    m_screen.dismissCountdown();
    m_screen.tapItem(tile);
    return awaitWriting(record, QStringLiteral("the tile %1").arg(tile->property("text").toString()));
}

// Each word spelt on the on-screen keyboard, then picked from the candidates; the text box
// must then hold the words.
bool VisitorRobot::typeWords(VisitRecord &record, const QStringList &pinyinAndWords)
{
    QString expected;
    for (int i = 0; i + 1 < pinyinAndWords.size(); i += 2) {
        const QString &spelling = pinyinAndWords[i];
        for (int at = 0; at < spelling.size(); ++at) {
            const QString letter(spelling[at]);
            think(150, 500);
            // The keyboard is drawn by the first letter of a word; its keys do not move.
            if (!(at > 0 ? m_screen.tapKey(letter) : m_screen.tapButton(letter))) {
                miss(record, QStringLiteral("no key %1 on the keyboard").arg(letter));
                return false;
            }
        }
        think(300, 1000);
        const QString &word = pinyinAndWords[i + 1];
        const QString offered = shownAs(m_screen, word);
        if (!m_screen.tapKey(offered)) {
            miss(record, QStringLiteral("%1 offered no %2").arg(pinyinAndWords[i], word));
            return false;
        }
        expected += offered;
    }
    return inputShows(record, expected, "typed");
}

bool VisitorRobot::inputShows(VisitRecord &record, const QString &expected, const char *how)
{
    const QQuickItem *field = m_screen.wishField();
    if (!m_screen.waitFor([&] { return field && field->property("text").toString() == expected; }, 1000)) {
        miss(record, QStringLiteral("the input shows \"%1\", not the %2 %3")
                         .arg(field ? field->property("text").toString() : QString(), how, expected));
        return false;
    }
    return true;
}

bool VisitorRobot::typeWish(VisitRecord &record)
{
    record.entry = "pinyin";
    think(200, 1000);
    if (!m_screen.tapButton(RobotScreen::label("WishScene", "拼音输入"))) {
        miss(record, "no 拼音输入 button");
        return false;
    }
    // One in five types a full name: told to write two characters, and offered the given name.
    const bool name = roll(5) == 0;
    const QStringList &wish = name ? kTypedNames[roll(int(kTypedNames.size()))] : kTypedWishes[roll(int(kTypedWishes.size()))];
    if (!typeWords(record, wish))
        return false;
    think(300, 1000);
    if (!m_screen.tapButton(RobotScreen::label("WishScene", "写春联"))) {
        miss(record, QStringLiteral("写春联 not offered for %1").arg(wish.last()));
        return false;
    }
    if (name) {
        think(300, 1000);
        const QString offer = shownAs(m_screen, RobotScreen::label("WishScene", "写“%1”").arg(wish.last()));
        if (!m_screen.tapKey(offer)) {
            miss(record, QStringLiteral("the full name %1%2 was not offered %3").arg(wish[1], wish[3], offer));
            return false;
        }
    }
    return awaitWriting(record, QStringLiteral("the typed wish %1").arg(wish.last()));
}

// A visitor who writes the wish with a finger: each character stroke by stroke on the pad (the
// brush's medians, in the standard order) unless it is offered already, as what follows the
// character before it.
bool VisitorRobot::writeWishByHand(VisitRecord &record)
{
    record.entry = "handwriting";
    think(200, 1000);
    if (!m_screen.tapButton(RobotScreen::label("WishScene", "手写输入"))) {
        miss(record, "no 手写输入 button");
        return false;
    }
    const QString wish = kTypedWishes[roll(int(kTypedWishes.size()))].last();
    m_screen.awaitFrame();
    QQuickItem *paper = m_screen.firstItem([](QQuickItem *item) { return item->objectName() == "handwritingPaper"; }, true);
    if (!paper) {
        miss(record, "手写输入 showed no pad to write on");
        return false;
    }
    QString expected;
    for (const QChar character : wish) {
        QString offered = shownAs(m_screen, QString(character));
        if (!m_screen.tapKey(offered)) {
            const auto strokes = StrokeLibrary::shared().strokes(character.unicode());
            for (const Stroke &stroke : strokes ? *strokes : Strokes{}) {
                think(100, 400);
                QPolygonF points;
                for (const QPointF &point : stroke.median)
                    points << paper->mapToScene(point * paper->width() / StrokeLibrary::kEm);
                m_screen.draw(points);
            }
            think(300, 1000);
            offered = shownAs(m_screen, QString(character));
            if (!m_screen.tapKey(offered)) {
                miss(record, QStringLiteral("%1 written on the pad was not offered").arg(character));
                return false;
            }
        }
        expected += offered;
    }
    if (!inputShows(record, expected, "handwritten"))
        return false;
    think(300, 1000);
    if (!m_screen.tapButton(RobotScreen::label("WishScene", "写春联"))) {
        miss(record, QStringLiteral("写春联 not offered for the handwritten %1").arg(wish));
        return false;
    }
    return awaitWriting(record, QStringLiteral("the handwritten wish %1").arg(wish));
}

bool VisitorRobot::typeUpperLine(VisitRecord &record)
{
    record.entry = "pinyin";
    const QStringList &line = kTypedUpperLines[roll(int(kTypedUpperLines.size()))];
    if (!typeWords(record, line))
        return false;
    think(300, 1000);
    if (!m_screen.tapButton(RobotScreen::label("WishScene", "写春联"))) {
        miss(record, "写春联 not offered for a typed 上联");
        return false;
    }
    return awaitWriting(record, "the typed 上联");
}

// A new file under FOLDER (in the robot's home) within the time a poster takes; removed then,
// as the visitor takes it away, so a fair day does not fill the disk.
bool VisitorRobot::awaitNewFile(VisitRecord &record, const QString &folder, const QString &what)
{
    const Waiting waiting(record, "file");
    const QDir dir(m_options.home + "/" + folder);
    QStringList files;
    const bool written = m_screen.waitFor([&] {
        files = dir.entryList({"*.png", "*.pdf"}, QDir::Files);
        return !files.isEmpty() && QFileInfo(dir.filePath(files.first())).size() > 0;
    }, kFileTimeoutMs);
    if (!written) {
        record.missing << QStringLiteral("%1 wrote no file in %2").arg(what, dir.path());
        return false;
    }
    // Whole when it shows: the printer writes it under another name first.
    for (const QString &file : files)
        QFile::remove(dir.filePath(file));
    // The visitor waited for it: the idle clock must not have closed the gate meanwhile (a poster
    // takes a second or two; the idle timeout at the robot's pace is a fraction of one).
    if (m_screen.stage() != RobotScreen::Result) {
        record.missing << QStringLiteral("%1: the gate closed while the poster was being made").arg(what);
        return false;
    }
    // Then the kiosk says where it went, and 打印 is offered again (unless the idle clock, running
    // again, has closed the gate since).
    if (!m_screen.waitFor([&] {
            return m_screen.stage() != RobotScreen::Result || m_screen.shownButton(RobotScreen::label("ResultActions", "打印"));
        }, 5000)) {
        record.missing << QStringLiteral("%1: the printer stayed busy").arg(what);
        return false;
    }
    return true;
}

// At the result: another couplet, the picture saved, the poster printed, a new wish, in some
// order; then gone. One visitor in ten asks for another couplet six times over, past the four the
// engine keeps per wish, so that the sampled ones are shown too.
void VisitorRobot::atTheResult(VisitRecord &record)
{
    const bool picky = roll(10) == 0;
    for (int action = 0; action < (picky ? 6 : 3) && m_screen.stage() == RobotScreen::Result; ++action) {
        think(1000, 4000);
        const int what = picky ? 0 : roll(20);
        const QString before = m_screen.lines();
        if (what < 6 && m_screen.tapButton(RobotScreen::label("ResultActions", "换一副"))) {
            // A couplet from the cache comes back within the tap: the lines change at once.
            m_screen.waitFor([&] { return m_screen.stage() != RobotScreen::Result || m_screen.lines() != before; }, 5000);
            if (awaitCouplet(record, "换一副") && m_screen.lines() == before)
                miss(record, QStringLiteral("换一副 showed the same couplet again: %1").arg(before));
        } else if (what < 8 && m_screen.tapButton(RobotScreen::label("ResultActions", "保存"))) {
            record.saved += awaitNewFile(record, "Pictures/Kaimen", "保存") ? 1 : 0;
        } else if (what < 9 && m_screen.tapButton(RobotScreen::label("ResultActions", "打印"))) {
            record.printed += awaitNewFile(record, "Documents", "打印") ? 1 : 0;
        } else if (what < 12 && m_screen.tapButton(RobotScreen::label("ResultActions", "再写一副"))) {
            if (!m_screen.waitFor([&] { return m_screen.stage() == RobotScreen::Input; }, 5000))
                miss(record, "再写一副 did not return to the wish form");
            else if (chooseKind(record) && (record.kind == "duilian" ? typeUpperLine(record) : chooseTile(record)))
                awaitCouplet(record, "再写一副");
        } else {
            break;
        }
    }
}

// The gate touched open to the wish form, if it is not there already.
void VisitorRobot::toWishForm(VisitRecord &record)
{
    if (m_screen.stage() == RobotScreen::Input)
        return;
    think(500, 3000);
    m_screen.tap(QPointF(m_screen.window()->width() / 2.0, m_screen.window()->height() / 2.0));
    if (!m_screen.waitFor([&] { return m_screen.stage() == RobotScreen::Input; }, 5000))
        miss(record, "the gate did not open to the wish form");
}

VisitRecord VisitorRobot::visit(int index)
{
    VisitRecord record;
    record.index = index;
    QElapsedTimer clock;
    clock.start();
    const int framesBefore = m_screen.framesShown();
    m_measures->takeWorstLateness();
    const qint64 frameWaitBefore = m_screen.frameWaitNs();
    // The last visit ended with the idle reset the robot waited for; a touch after a later one
    // marks what failed from then on as overtaken.
    m_screen.forgetIdleResets();
    qsizetype overtakenFrom = -1;
    m_screen.onTouchAfterReset([&] {
        if (overtakenFrom < 0)
            overtakenFrom = record.missing.size();
    });
    if (index % m_options.operatorEvery == m_options.operatorEvery / 2) {
        const Waiting waiting(record, "operator");
        record.operatorSteps = m_operator.visit([&](const QString &what) { miss(record, what); });
    }
    toWishForm(record);
    // Measured at the same moment of every visit: the fresh wish form, before any choice.
    record.residentKiB = RobotMeasures::residentKiB();
    record.heapKiB = RobotMeasures::heapInUseKiB();
    record.liveObjects = m_measures->liveObjects();
    const int path = roll(100);
    record.kind = path < 15 ? "duilian" : kKinds[roll(int(kKinds.size()))];
    bool writing = false;
    if (path < 15) {
        writing = chooseKind(record) && typeUpperLine(record);
    } else if (path < 27) {
        // Abandoned half way: a kind chosen, perhaps a few letters typed, and gone.
        record.abandoned = true;
        chooseKind(record);
        if (roll(2) == 0 && m_screen.tapButton(RobotScreen::label("WishScene", "拼音输入")))
            for (const QChar letter : QStringLiteral("fu"))
                m_screen.tapButton(QString(letter));
    } else if (path < 38) {
        writing = chooseKind(record) && typeWish(record);
    } else if (path < 45) {
        writing = chooseKind(record) && writeWishByHand(record);
    } else {
        writing = chooseKind(record) && chooseTile(record);
    }
    // A visit that got nowhere says why: one that failed silently (a button looked for by words
    // the kiosk no longer shows) passed for half the visits of a run until session 62.
    if (!writing && !record.abandoned && record.missing.isEmpty())
        miss(record, QStringLiteral("a %1 visit (%2) wrote nothing")
                         .arg(record.kind, record.entry.isEmpty() ? QStringLiteral("no entry") : record.entry));
    if (writing && awaitCouplet(record, "first couplet")) {
        atTheResult(record);
        // Gone: the idle reset clears the couplet, or the next visitor in the queue steps up.
        if (m_screen.stage() == RobotScreen::Result && roll(100) >= m_options.walkAwayPercent
            && m_screen.tapButton(RobotScreen::label("ResultActions", "再写一副"))) {
            if (!m_screen.waitFor([&] { return m_screen.stage() == RobotScreen::Input; }, 5000))
                miss(record, "再写一副 did not return to the wish form");
        } else {
            leaveAndAwaitIdle(record);
        }
    } else {
        leaveAndAwaitIdle(record);
    }
    m_screen.onTouchAfterReset({});
    if (overtakenFrom >= 0) {
        record.overtaken = record.missing.mid(overtakenFrom);
        record.missing = record.missing.mid(0, overtakenFrom);
    }
    // The idle clock counts from the last touch (or later, where it waits for the brush or a
    // poster): a reset sooner than its timeout after a touch is the kiosk's fault.
    const double timeoutMs = m_options.idleSeconds * 1000.0 * m_options.pace;
    for (const qint64 ms : m_screen.takeIdleResets())
        if (ms < timeoutMs - kClockSlackMs)
            record.missing << QStringLiteral("the idle reset came %1 ms after a touch (the timeout is %2 ms)")
                                  .arg(ms).arg(timeoutMs);
    record.worstLatenessMs = m_measures->takeWorstLateness();
    record.warnings = m_measures->takeWarnings();
    record.seconds = clock.elapsed() / 1000.0;
    record.frames = m_screen.framesShown() - framesBefore;
    record.waitedMs["frames"] = (m_screen.frameWaitNs() - frameWaitBefore) / 1e6;
    return record;
}
