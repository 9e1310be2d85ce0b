#pragma once

// A CUPS scheduler of the test's own (its own folder and socket, CUPS_SERVER pointed at it) and a
// stand-in driverless printer (CUPS's ippeveprinter, which keeps every document it is sent), set
// up as a booth's IPP Everywhere printer is: `lpadmin -m everywhere`. Nothing of the machine's
// own CUPS is used or changed. Needs cupsd, lpadmin, ippeveprinter and dbus-daemon
// (packaging/install-deps.sh).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocalSocket>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <csignal>
#include <sys/prctl.h>

class BoothCups {
public:
    // Starts both and adds the printer QUEUE; CUPS_SERVER names the scheduler from then on, for
    // this process and what it starts. Fails the test (qFatal) where a part cannot start.
    explicit BoothCups(const QString &queue = "Booth")
    {
        // Filters run as CUPS's own user, which must reach the spool below.
        QFile::setPermissions(m_dir.path(), QFile::permissions(m_dir.path()) | QFile::ExeOther | QFile::ReadOther);
        for (const char *sub : {"etc/ppd", "spool/tmp", "cache", "state", "log", "printed"})
            QDir(m_dir.path()).mkpath(sub);
        const QString root = m_dir.path();
        // A test that fails with qFatal never reaches the destructor: the daemons go with it
        // rather than staying behind on the CI machine.
        for (QProcess *p : {&m_cupsd, &m_bus, &m_printer})
            p->setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGTERM); });
        makeServerBin();
        write("etc/cups-files.conf", QString("ServerRoot %1/etc\nRequestRoot %1/spool\nCacheDir %1/cache\n"
                                             "StateDir %1/state\nTempDir %1/spool/tmp\nServerBin %1/serverbin\n"
                                             "DataDir /usr/share/cups\nAccessLog %1/log/access_log\n"
                                             "ErrorLog %1/log/error_log\nPageLog %1/log/page_log\n")
                                         .arg(root));
        write("etc/cupsd.conf", QString("Listen %1\nBrowsing No\nLogLevel info\n"
                                        "<Location />\nOrder allow,deny\nAllow all\n</Location>\n")
                                    .arg(socket()));
        m_cupsd.start("cupsd", {"-f", "-c", root + "/etc/cupsd.conf", "-s", root + "/etc/cups-files.conf"});
        startBus();
        m_printer.setProcessChannelMode(QProcess::MergedChannels);
        m_port = freePort();
        startPrinter();
        if (!m_cupsd.waitForStarted(10000) || !m_printer.waitForStarted(10000))
            qFatal("cupsd or ippeveprinter did not start: bash packaging/install-deps.sh");
        if (!QTest::qWaitFor([&] { return answers() || m_printer.state() == QProcess::NotRunning; }, 20000)
            || !answers())
            qFatal("the test's CUPS scheduler or printer did not answer: printer: %s\nCUPS: %s",
                   m_printer.readAll().constData(), qPrintable(log()));
        qputenv("CUPS_SERVER", socket().toUtf8());
        addQueue(queue);
    }
    ~BoothCups()
    {
        for (QProcess *p : {&m_printer, &m_cupsd, &m_bus}) {
            p->terminate();
            if (!p->waitForFinished(5000))
                p->kill();
            p->waitForFinished(5000);
        }
        qunsetenv("CUPS_SERVER");
    }

    QString socket() const { return m_dir.filePath("cups.sock"); }
    // Where the printer keeps what it printed, one file per document.
    QString printedDir() const { return m_dir.filePath("printed"); }
    // Each document's path under printedDir(), oldest first.
    QStringList printed() const
    {
        QFileInfoList files;
        QDirIterator it(printedDir(), {"*.pdf"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QFileInfo(it.next());
        std::sort(files.begin(), files.end(),
                  [](const QFileInfo &a, const QFileInfo &b) { return a.lastModified() < b.lastModified(); });
        QStringList paths;
        for (const QFileInfo &file : files)
            paths << QDir(printedDir()).relativeFilePath(file.filePath());
        return paths;
    }
    // From now on the printers hold each document they are given and say REASON
    // (printer-state-reasons), as one out of paper or jammed halfway through does, until
    // clearTrouble(); then they finish. The driverless one says it as a warning (ippeveprinter
    // reports reasons so while it works), the USB one as a printer stopped on it: REASON-error.
    void setTrouble(const QString &reason) { write("trouble", reason); }
    void clearTrouble() { QFile::remove(m_dir.filePath("trouble")); }
    // The driverless printer switched off (its IPP server gone, as a network printer's or
    // ipp-usb's is) and on again, at the same address.
    void switchPrinterOff()
    {
        m_printer.terminate();
        if (!m_printer.waitForFinished(5000))
            qFatal("the stand-in printer did not stop");
    }
    void switchPrinterOn()
    {
        startPrinter();
        if (!m_printer.waitForStarted(10000) || !QTest::qWaitFor([&] { return answers(); }, 20000))
            qFatal("the stand-in printer did not come back: %s", m_printer.readAll().constData());
    }
    // The jobs CUPS has not finished on QUEUE.
    QString jobsLeft(const QString &queue) const { return lpstat({"-o", queue}).trimmed(); }

    // Runs a CUPS command (lpadmin, cupsreject, cupsaccept …) against this scheduler.
    void run(const QString &program, const QStringList &arguments)
    {
        QProcess p;
        p.start(program, arguments);
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            qFatal("%s %s failed: %s", qPrintable(program), qPrintable(arguments.join(' ')),
                   p.readAllStandardError().constData());
    }
    // A queue for the printer, as a technician sets up a driverless one.
    void addQueue(const QString &name)
    {
        run("lpadmin", {"-p", name, "-E", "-v", QString("ipp://localhost:%1/ipp/print").arg(m_port), "-m", "everywhere"});
    }
    // A queue for a stand-in USB printer (a backend of the test's own, booth-usb:/), which
    // keeps what it prints beside the driverless printer's.
    void addUsbQueue(const QString &name) { run("lpadmin", {"-p", name, "-E", "-v", "booth-usb:/", "-m", "raw"}); }
    // A queue for a printer that takes only Apple's raster (image/urf), which nothing on the PC
    // makes from a PDF: as every printer is to a CUPS without cups-filters, or one that needs a
    // driver the PC lacks. On the stand-in USB backend.
    void addQueueTakingNoPdf(const QString &name)
    {
        write("urf-only.ppd", "*PPD-Adobe: \"4.3\"\n*FormatVersion: \"4.3\"\n*FileVersion: \"1.0\"\n"
                              "*LanguageVersion: English\n*LanguageEncoding: ISOLatin1\n*PCFileName: \"URFONLY.PPD\"\n"
                              "*Manufacturer: \"Kaimen\"\n*Product: \"(URF only)\"\n*ModelName: \"URF only\"\n"
                              "*ShortNickName: \"URF only\"\n*NickName: \"URF only\"\n*PSVersion: \"(3010.000) 0\"\n"
                              "*LanguageLevel: \"3\"\n*ColorDevice: False\n*DefaultColorSpace: Gray\n"
                              "*cupsVersion: 2.4\n*cupsFilter2: \"image/urf image/urf 0 -\"\n"
                              "*OpenUI *PageSize: PickOne\n*DefaultPageSize: A4\n"
                              "*PageSize A4/A4: \"<</PageSize[595 842]>>setpagedevice\"\n*CloseUI: *PageSize\n"
                              "*DefaultImageableArea: A4\n*ImageableArea A4/A4: \"0 0 595 842\"\n"
                              "*DefaultPaperDimension: A4\n*PaperDimension A4/A4: \"595 842\"\n");
        run("lpadmin", {"-p", name, "-E", "-v", "booth-usb:/", "-P", m_dir.filePath("urf-only.ppd")});
    }
    // For a failure's message: the queues and jobs as CUPS has them, and its log's end.
    QString log() const
    {
        QFile f(m_dir.filePath("log/error_log"));
        const QByteArray end = f.open(QIODevice::ReadOnly) ? f.readAll().right(2000) : QByteArray("(no CUPS log)");
        return lpstat({"-l", "-p", "-W", "all", "-o"}) + "\n" + QString::fromUtf8(end);
    }

private:
    static QString lpstat(const QStringList &arguments)
    {
        QProcess p;
        p.start("lpstat", arguments);
        p.waitForFinished(10000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }
    void write(const QString &relative, const QString &text)
    {
        QFile f(m_dir.filePath(relative));
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
            qFatal("cannot write %s", qPrintable(f.fileName()));
    }
    static quint16 freePort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost);
        return probe.serverPort();
    }
    // CUPS's own programs, and beside its backends a stand-in for a USB printer's: it reports
    // setTrouble()'s reason as a USB printer stopped on it does (REASON-error) and holds the job
    // while that stands. Mode 0700: CUPS runs it as root, so it can write the test's folder.
    void makeServerBin()
    {
        QDir bin(m_dir.filePath("serverbin"));
        bin.mkpath("backend");
        for (const QString &sub : QDir("/usr/lib/cups").entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (sub != "backend")
                QFile::link("/usr/lib/cups/" + sub, bin.filePath(sub));
        for (const QFileInfo &backend : QDir("/usr/lib/cups/backend").entryInfoList(QDir::Files | QDir::System))
            QFile::link(backend.absoluteFilePath(), bin.filePath("backend/" + backend.fileName()));
        // As CUPS's own backends do, it first says what the printer says now, which clears what
        // an earlier job's backend left behind (PRINTER_STATE_REASONS holds that).
        write("serverbin/backend/booth-usb", QString("#!/bin/sh\n"
                                                     "[ $# -eq 0 ] && exit 0\n"
                                                     "for left in $(echo \"$PRINTER_STATE_REASONS\" | tr , ' '); do\n"
                                                     "  case $left in *-error) echo \"STATE: -$left\" >&2;; esac\n"
                                                     "done\n"
                                                     "if [ -f '%1' ]; then\n"
                                                     "  reason=$(cat '%1')-error\n"
                                                     "  echo \"STATE: +$reason\" >&2\n"
                                                     "  while [ -f '%1' ]; do sleep 0.2; done\n"
                                                     "  echo \"STATE: -$reason\" >&2\n"
                                                     "fi\n"
                                                     "cat \"${6:-/dev/stdin}\" > '%2'/usb-$(date +%s%N).pdf\n")
                                                 .arg(m_dir.filePath("trouble"), printedDir()));
        QFile::setPermissions(bin.filePath("backend/booth-usb"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // ippeveprinter refuses to start without DNS-SD ("Unable to initialize DNS-SD"), even with
    // announcing off: its Avahi client needs a system bus to wait on. A bus of the test's own,
    // named to it alone, lets it start on a machine with no Avahi or D-Bus running, and nothing
    // is announced on the network.
    void startBus()
    {
        m_bus.start("dbus-daemon", {"--session", "--nofork", "--nopidfile",
                                    "--address=unix:path=" + m_dir.filePath("bus")});
        if (!m_bus.waitForStarted(10000)
            || !QTest::qWaitFor([&] { return QFile::exists(m_dir.filePath("bus")); }, 10000))
            qFatal("dbus-daemon did not start: bash packaging/install-deps.sh: %s", m_bus.readAllStandardError().constData());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=" + m_dir.filePath("bus"));
        m_printer.setProcessEnvironment(env);
    }
    void startPrinter()
    {
        // The printer's engine, which the stand-in runs on each document: it reports what
        // setTrouble() wrote (ippeveprinter takes "STATE: +reason" from its stderr) and holds
        // the document while that stands.
        const QString trouble = m_dir.filePath("trouble");
        write("engine.sh", QString("#!/bin/sh\n"
                                   "[ -f '%1' ] || exit 0\n"
                                   "reason=$(cat '%1')\n"
                                   "echo \"STATE: +$reason\" >&2\n"
                                   "while [ -f '%1' ]; do sleep 0.2; done\n"
                                   "echo \"STATE: -$reason\" >&2\n")
                               .arg(trouble));
        QFile::setPermissions(m_dir.filePath("engine.sh"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                               | QFile::ReadOther | QFile::ExeOther);
        // -k keeps each document; PDF is what a driverless printer of today accepts as it is.
        // Switched on again it numbers its jobs from 1 again: a folder of its own each time, so
        // no document takes an earlier one's name.
        const QString kept = QString("%1/printer-%2").arg(printedDir()).arg(++m_printerStarts);
        QDir().mkpath(kept);
        m_printer.start("ippeveprinter", {"-k", "-d", kept, "-c", m_dir.filePath("engine.sh"), "-f",
                                          "application/pdf,image/pwg-raster,image/jpeg", "-p", QString::number(m_port),
                                          "-r", "off", "Booth printer"});
    }
    bool answers()
    {
        QLocalSocket scheduler;
        scheduler.connectToServer(socket());
        QTcpSocket printer;
        printer.connectToHost(QHostAddress::LocalHost, m_port);
        return scheduler.waitForConnected(200) && printer.waitForConnected(200);
    }

    QTemporaryDir m_dir;
    QProcess m_cupsd, m_bus, m_printer;
    quint16 m_port = 0;
    int m_printerStarts = 0;
};
