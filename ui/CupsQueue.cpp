#include "CupsQueue.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cups/cups.h>

#include <memory>

namespace cups {
namespace {

// The operator reads these on the admin panel and the visitor under the couplet. lupdate files
// them under the namespace, so they are looked up there (a context of their own).
QString tr(const char *text) { return QCoreApplication::translate("cups", text); }

QString cupsSays() { return QString::fromUtf8(cupsLastErrorString()); }

const char *mediaFor(const QString &paper)
{
    if (paper == "A3")
        return CUPS_MEDIA_A3;
    if (paper == "Letter")
        return CUPS_MEDIA_LETTER;
    return CUPS_MEDIA_A4;
}

struct DestFree {
    void operator()(cups_dest_t *dest) const { cupsFreeDests(1, dest); }
};
struct InfoFree {
    void operator()(cups_dinfo_t *info) const { cupsFreeDestInfo(info); }
};

// What the printer says of itself: its message, or its state's reasons ("media-empty-error").
QString printerSays(const cups_dest_t &dest)
{
    const char *message = cupsGetOption("printer-state-message", dest.num_options, dest.options);
    const char *reasons = cupsGetOption("printer-state-reasons", dest.num_options, dest.options);
    return QString::fromUtf8(message && *message ? message : reasons ? reasons : "");
}

bool atWork(const cups_dest_t &dest)
{
    const char *state = cupsGetOption("printer-state", dest.num_options, dest.options);
    return state && QByteArray(state) == "4"; // IPP_PSTATE_PROCESSING
}

// troubleIn() of what the printer says now. CUPS keeps what a backend last said after its job
// has ended (a job cancelled on a jammed printer leaves media-jam-error behind, measured), and
// the next job's backend clears it: only a printer at work on a job says something of now.
QString troubleOf(const cups_dest_t &dest, bool warningsToo = true)
{
    if (!atWork(dest))
        return {};
    return troubleIn(QString::fromUtf8(cupsGetOption("printer-state-reasons", dest.num_options, dest.options)),
                     warningsToo);
}

// Whether the printer itself answers, as opposed to the scheduler: CUPS takes jobs for a printer
// switched off or unplugged from the network and its backend retries them for days, saying so
// only in words (measured: printer-state-reasons none, "The printer may not exist or is
// unavailable at this time." in the job's language). Asked only of printers CUPS reaches over
// IPP (a driverless USB printer through ipp-usb is one, on localhost), whose servers take many
// connections; a printer on a USB backend of its own, or raw AppSocket (whose one connection is
// the print job's), is taken to answer.
bool answers(cups_dest_t &dest)
{
    const QByteArray uri = cupsGetOption("device-uri", dest.num_options, dest.options);
    const QByteArray scheme = uri.left(uri.indexOf(':'));
    if (!QByteArrayList{"ipp", "ipps", "http", "https", "dnssd"}.contains(scheme))
        return true;
    constexpr int waitMs = 3000;
    http_t *http = cupsConnectDest(&dest, CUPS_DEST_FLAGS_DEVICE, waitMs, nullptr, nullptr, 0, nullptr, nullptr);
    // cupsConnectDest returns the connection even where connecting failed: it has no socket then.
    const bool connected = http && httpGetFd(http) >= 0;
    httpClose(http);
    return connected;
}

// What the operator and the visitor are told of a printer that does not answer (answers()).
QString notAnswering() { return tr("没开机或没接好"); }

// Whether CUPS can take the poster's PDF for this printer. It converts PDF for every printer
// through cups-filters; without that package (a .deb installed without what it recommends), or
// for a printer that needs a driver of its own, the queue lists no PDF among the formats it takes
// and CUPS refuses the poster in its own words ("Unsupported document-format", measured).
bool takesPdf(cups_dest_t *dest, cups_dinfo_t *info)
{
    return cupsCheckDestSupported(CUPS_HTTP_DEFAULT, dest, info, "document-format", CUPS_FORMAT_PDF);
}
QString cannotTakePdf()
{
    return tr("收不下 PDF：这台电脑缺 CUPS 的过滤器（cups-filters 软件包），或这台打印机要装它自己的驱动");
}

// What the visitor is told of a poster a printer holds until someone at the booth acts.
QString fetchTheStaff(const QString &printer, const QString &trouble)
{
    return tr("打印机 %1 %2：请找工作人员，处理好后这张会接着打出。").arg(printer, trouble);
}

// The destinations CUPS lists (cupsGetDests2), freed with this.
struct Dests {
    cups_dest_t *list = nullptr;
    int count = cupsGetDests2(CUPS_HTTP_DEFAULT, &list);
    Dests() = default;
    Dests(const Dests &) = delete;
    Dests &operator=(const Dests &) = delete;
    ~Dests() { cupsFreeDests(count, list); }
};

Printers printersIn(const Dests &dests)
{
    Printers found;
    for (int i = 0; i < dests.count; ++i) {
        const cups_dest_t &dest = dests.list[i];
        // An instance (a queue's saved options under another name) prints on the same printer.
        if (dest.instance)
            continue;
        const QString name = QString::fromUtf8(dest.name);
        found.names << name;
        if (dest.is_default)
            found.defaultName = name;
        if (const QString trouble = troubleOf(dest); !trouble.isEmpty())
            found.trouble.insert(name, trouble);
        if (!troubleOf(dest, false).isEmpty())
            found.stopped.insert(name);
    }
    found.names.removeDuplicates();
    return found;
}

// A job CUPS took can still never print: a printer paused, out of paper, or refusing the job's
// options leaves it waiting. Watched for its first WATCH_MS: "" once it printed or is still
// printing or queued behind another's; else what keeps it, for the visitor to tell the staff.
// A printer stopped needing a person (paper out halfway through the poster leaves the job
// printing for ever) is said at once; one only warning of it (a tray empty, which may not be the
// poster's) is said if the job has not printed when the watch ends.
QString jobFate(const QString &printer, int job, int watchMs)
{
    const QByteArray name = printer.toUtf8();
    QElapsedTimer clock, printing;
    clock.start();
    for (;;) {
        cups_job_t *jobs = nullptr;
        const int count = cupsGetJobs2(CUPS_HTTP_DEFAULT, &jobs, name.constData(), 0, CUPS_WHICHJOBS_ALL);
        ipp_jstate_t state = IPP_JSTATE_PENDING;
        for (int i = 0; i < count; ++i)
            if (jobs[i].id == job)
                state = jobs[i].state;
        cupsFreeJobs(count, jobs);
        if (state == IPP_JSTATE_COMPLETED)
            return {};
        if (state == IPP_JSTATE_PROCESSING && !printing.isValid())
            printing.start();
        std::unique_ptr<cups_dest_t, DestFree> dest(cupsGetNamedDest(CUPS_HTTP_DEFAULT, name.constData(), nullptr));
        const bool watching = clock.elapsed() < watchMs;
        // Our job's backend needs a moment to ask the printer and clear what an earlier one left.
        const bool heardFromPrinter = !printing.isValid() || printing.elapsed() >= 2000 || !watching;
        const QString trouble = dest && heardFromPrinter ? troubleOf(*dest, !watching) : QString();
        if (!trouble.isEmpty() && state < IPP_JSTATE_STOPPED)
            return fetchTheStaff(printer, trouble);
        if (state < IPP_JSTATE_STOPPED && watching) {
            QThread::msleep(300);
            continue;
        }
        // Settled, or the watch is over: what the printer says of itself.
        const QString says = dest ? printerSays(*dest) : QString();
        if (state >= IPP_JSTATE_STOPPED)
            return tr("打印机 %1 没有打出这张（%2）").arg(printer, says);
        if (dest && !answers(*dest))
            return fetchTheStaff(printer, notAnswering());
        // Pending while the printer works on another job is a queue; pending while it idles or
        // stands stopped is a job that will not print by itself.
        if (state == IPP_JSTATE_PROCESSING || (dest && atWork(*dest)))
            return {};
        return tr("打印机 %1 没有开始打这张（%2）").arg(printer, says);
    }
}

} // namespace

QString troubleIn(const QString &stateReasons, bool warningsToo)
{
    // PWG 5100.9's printer-state-reasons that stop a printer until a person acts, and what the
    // operator is told; several at once are all said.
    static const std::pair<const char *, const char *> needsAPerson[] = {
        {"media-empty", QT_TRANSLATE_NOOP("cups", "缺纸")},
        {"media-needed", QT_TRANSLATE_NOOP("cups", "缺纸")},
        {"media-jam", QT_TRANSLATE_NOOP("cups", "卡纸")},
        {"cover-open", QT_TRANSLATE_NOOP("cups", "盖子开着")},
        {"door-open", QT_TRANSLATE_NOOP("cups", "盖子开着")},
        {"interlock-open", QT_TRANSLATE_NOOP("cups", "盖子开着")},
        {"input-tray-missing", QT_TRANSLATE_NOOP("cups", "纸盒没装好")},
        {"output-area-full", QT_TRANSLATE_NOOP("cups", "出纸口满了")},
        {"marker-supply-empty", QT_TRANSLATE_NOOP("cups", "墨水或墨粉用完了")},
        {"toner-empty", QT_TRANSLATE_NOOP("cups", "墨水或墨粉用完了")},
        {"marker-waste-full", QT_TRANSLATE_NOOP("cups", "废墨仓满了")},
    };
    QStringList said;
    for (QString reason : stateReasons.split(',', Qt::SkipEmptyParts)) {
        reason = reason.trimmed();
        if (reason.endsWith("-report") || (!warningsToo && reason.endsWith("-warning")))
            continue;
        for (const char *suffix : {"-error", "-warning"})
            if (reason.endsWith(suffix))
                reason.chop(int(qstrlen(suffix)));
        for (const auto &[keyword, words] : needsAPerson)
            if (reason == keyword && !said.contains(tr(words)))
                said << tr(words);
    }
    return said.join(tr("、"));
}

QString Printers::chosenFor(const QString &setting) const
{
    if (!setting.isEmpty())
        return names.contains(setting) ? setting : QString();
    if (!defaultName.isEmpty())
        return defaultName;
    return names.size() == 1 ? names.first() : QString();
}

Printers printers() { return printersIn(Dests()); }

Printers printersFor(const QString &setting)
{
    // The chosen printer is asked from the same list: one request to CUPS for both.
    const Dests dests;
    Printers found = printersIn(dests);
    const QString chosen = found.chosenFor(setting);
    cups_dest_t *dest = chosen.isEmpty() ? nullptr
                                         : cupsGetDest(chosen.toUtf8().constData(), nullptr, dests.count, dests.list);
    if (!dest)
        return found;
    if (!answers(*dest)) {
        found.trouble.insert(chosen, notAnswering());
        found.stopped.insert(chosen);
        return found;
    }
    // Only of a queue CUPS has: reading a driverless printer's abilities is what sets one up
    // (sendPdf), which a look-up every few seconds must not do.
    if (cupsGetOption("printer-uri-supported", dest->num_options, dest->options)) {
        std::unique_ptr<cups_dinfo_t, InfoFree> info(cupsCopyDestInfo(CUPS_HTTP_DEFAULT, dest));
        if (info && !takesPdf(dest, info.get()))
            found.unusable.insert(chosen, cannotTakePdf());
    }
    return found;
}

Sent sendPdf(const QString &printer, const QString &pdf, const QString &title, const QString &paper, int watchMs)
{
    QFile file(pdf);
    if (!file.open(QIODevice::ReadOnly))
        return {0, tr("无法读取 %1").arg(pdf)};
    const QByteArray name = printer.toUtf8();
    // Looking a driverless printer up by name (and reading its abilities below) is what has CUPS
    // set up its queue.
    std::unique_ptr<cups_dest_t, DestFree> dest(cupsGetNamedDest(CUPS_HTTP_DEFAULT, name.constData(), nullptr));
    if (!dest)
        return {0, tr("找不到打印机 %1（%2）").arg(printer, cupsSays())};
    std::unique_ptr<cups_dinfo_t, InfoFree> info(cupsCopyDestInfo(CUPS_HTTP_DEFAULT, dest.get()));
    if (!info)
        return {0, tr("打印机 %1 没有响应（%2）").arg(printer, cupsSays())};
    if (!takesPdf(dest.get(), info.get()))
        return {0, tr("打印机 %1 %2").arg(printer, cannotTakePdf())};

    cups_option_t *options = nullptr;
    int optionCount = 0;
    // The poster is a PDF of the operator's paper; a printer without that paper prints it
    // scaled on what it has (a media it lacks would leave the job waiting for ever).
    if (cupsCheckDestSupported(CUPS_HTTP_DEFAULT, dest.get(), info.get(), CUPS_MEDIA, mediaFor(paper)))
        optionCount = cupsAddOption(CUPS_MEDIA, mediaFor(paper), optionCount, &options);
    int job = 0;
    const ipp_status_t created = cupsCreateDestJob(CUPS_HTTP_DEFAULT, dest.get(), info.get(), &job,
                                                   title.toUtf8().constData(), optionCount, options);
    if (created > IPP_STATUS_OK_CONFLICTING || job <= 0) {
        cupsFreeOptions(optionCount, options);
        return {0, tr("打印机 %1 没有接下这张（%2）").arg(printer, cupsSays())};
    }
    bool whole = cupsStartDestDocument(CUPS_HTTP_DEFAULT, dest.get(), info.get(), job, "kaimen-poster.pdf",
                                       CUPS_FORMAT_PDF, optionCount, options, 1) == HTTP_STATUS_CONTINUE;
    cupsFreeOptions(optionCount, options);
    char buffer[65536];
    qint64 n = 0;
    while (whole && (n = file.read(buffer, sizeof buffer)) > 0)
        whole = cupsWriteRequestData(CUPS_HTTP_DEFAULT, buffer, size_t(n)) == HTTP_STATUS_CONTINUE;
    whole = whole && n == 0; // -1: the file could not be read to its end
    // Finishing also reads CUPS's answer to a document cut short, so it runs either way.
    const bool accepted = cupsFinishDestDocument(CUPS_HTTP_DEFAULT, dest.get(), info.get()) <= IPP_STATUS_OK_CONFLICTING;
    if (whole && accepted)
        return {job, jobFate(printer, job, watchMs)};
    const QString why = cupsSays();
    cupsCancelDestJob(CUPS_HTTP_DEFAULT, dest.get(), job);
    return {0, tr("打印机 %1 没有接下这张（%2）").arg(printer, why)};
}

} // namespace cups
