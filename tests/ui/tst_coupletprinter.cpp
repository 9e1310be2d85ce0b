// Printing a couplet: a poster PDF that holds the couplet's text, made off the GUI thread, and
// handed to a CUPS printer (a scheduler and a driverless printer of the test's own).
#include "BoothCups.h"
#include "CoupletPrinter.h"
#include "CupsQueue.h"
#include "Fixtures.h"
#include "KioskConfig.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFontDatabase>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

class TestCoupletPrinter : public QObject {
    Q_OBJECT

    static QString pdfText(const QString &file)
    {
        QProcess p;
        p.start("pdftotext", {file, "-"});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            qFatal("pdftotext (poppler-utils) could not read the PDF");
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    // The poster JOB asks for, rendered into its output file and read back.
    static QImage renderedPicture(const CoupletPrinter::Job &job)
    {
        const QString problem = CoupletPrinter::render(job);
        if (!problem.isEmpty())
            qFatal("%s", qPrintable(problem));
        return QImage(job.outputFile);
    }

    // Whether C is INK, within TOLERANCE over the three channels together.
    static bool inked(const QColor &c, const QColor &ink, int tolerance)
    {
        return std::abs(c.red() - ink.red()) + std::abs(c.green() - ink.green()) + std::abs(c.blue() - ink.blue()) < tolerance;
    }

    static QString pdfPaper(const QString &file)
    {
        QProcess p;
        p.start("pdfinfo", {file});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            qFatal("pdfinfo (poppler-utils) could not read the PDF");
        const auto line = QRegularExpression("Page size:.*\\((\\w+)\\)").match(QString::fromUtf8(p.readAllStandardOutput()));
        return line.captured(1);
    }

    // Before any printer object asks CUPS anything: libcups reads CUPS_SERVER once per thread.
    std::unique_ptr<BoothCups> m_cups;

private slots:
    void initTestCase()
    {
        QVERIFY(QFontDatabase::addApplicationFont(sourceFile("assets/fonts/LXGWWenKai-Bold.ttf")) >= 0);
        m_cups = std::make_unique<BoothCups>("Booth");
    }
    void cleanupTestCase() { m_cups.reset(); }

    // 打印 with the system default and one printer at the booth: the printer gets the poster, on
    // the operator's paper (or, where it has none of that, scaled onto its own), and the visitor
    // is told it went.
    void printsThePosterOnTheBoothPrinter()
    {
        KioskConfig config({});
        CoupletPrinter printer(config);
        QTRY_COMPARE_WITH_TIMEOUT(printer.printers(), QStringList{"Booth"}, 20000);
        QVERIFY(printer.canPrint());
        QCOMPARE(printer.printerNote(), QString());
        // The stand-in printer has A4 and US Letter (its own default), no A3.
        for (const auto &[paper, printed] : {std::pair{"A4", "A4"}, std::pair{"A3", "letter"}}) {
            config.setPaper(paper);
            const int before = int(m_cups->printed().size());
            QSignalSpy finished(&printer, &CoupletPrinter::finished);
            printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
            QVERIFY(finished.wait(60000));
            QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString() + m_cups->log()));
            QTRY_VERIFY2_WITH_TIMEOUT(m_cups->printed().size() > before, qPrintable(m_cups->log()), 60000);
            const QString file = QDir(m_cups->printedDir()).filePath(m_cups->printed().last());
            QTRY_VERIFY_WITH_TIMEOUT(!pdfText(file).isEmpty(), 20000);  // the printer may still be writing it
            const QString text = pdfText(file).remove(QRegularExpression("\\s"));
            for (const QChar ch : QString("春风得意马蹄疾旭日东升万象新吉祥如意"))
                QVERIFY2(text.contains(ch), qPrintable(QString("%1 is missing from what the printer got").arg(ch)));
            QCOMPARE(pdfPaper(file), QString(printed));
        }
    }

    // A printer CUPS will not take a job for (rejecting jobs, unknown) is said, with CUPS's
    // reason, not reported as printed (as QPrinter did where CUPS made no job: CupsQueue.h).
    void aPrinterThatTakesNoJobIsSaidNotSent()
    {
        KioskConfig config({});
        CoupletPrinter printer(config);
        m_cups->run("cupsreject", {"-r", "out of red paper", "Booth"});
        const QString refused = CoupletPrinter::render(printer.jobFor("春风得意马蹄疾", "旭日东升万象新", "吉祥如意", "Booth"));
        m_cups->run("cupsaccept", {"Booth"});
        QVERIFY2(refused.contains("Booth") && refused.contains("not accepting jobs"), qPrintable(refused));
        const QString unknown = CoupletPrinter::render(printer.jobFor("春风得意马蹄疾", "旭日东升万象新", "吉祥如意", "Nowhere"));
        QVERIFY2(unknown.contains("Nowhere"), qPrintable(unknown));
        // Taken but never printed: a printer stopped (here by the staff, as CUPS does itself on
        // a fault) keeps the job waiting, and the visitor is told so, not "printed".
        m_cups->run("cupsdisable", {"-r", "paper jam", "Booth"});
        const QString waiting = CoupletPrinter::render(printer.jobFor("春风得意马蹄疾", "旭日东升万象新", "吉祥如意", "Booth"));
        m_cups->run("cancel", {"-a", "Booth"});
        m_cups->run("cupsenable", {"Booth"});
        QVERIFY2(waiting.contains("Booth") && waiting.contains("paused"), qPrintable(waiting));
    }

    // A printer that runs out of paper on the poster holds the job: the visitor is told in words
    // and to fetch the staff (not "sent", as a job left printing for ever was), the panel says
    // it while it lasts, and the poster prints once the paper is in. (The stand-in reports it as
    // a warning, media-empty-warning, so the visitor hears of it when the 15 s watch ends; a
    // printer stopped on it, media-empty-error, is said at once.)
    void aPrinterOutOfPaperIsSaidAndThePosterWaitsForIt()
    {
        KioskConfig config({});
        CoupletPrinter printer(config, nullptr, 200);
        QTRY_COMPARE_WITH_TIMEOUT(printer.printers(), QStringList{"Booth"}, 20000);
        const int before = int(m_cups->printed().size());
        m_cups->setTrouble("media-empty");
        QSignalSpy finished(&printer, &CoupletPrinter::finished);
        printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
        QVERIFY(finished.wait(60000));
        const QString told = finished.first().at(1).toString();
        QVERIFY2(!finished.first().at(0).toBool() && told.contains("Booth") && told.contains("缺纸"),
                 qPrintable(told + m_cups->log()));
        QTRY_VERIFY2_WITH_TIMEOUT(printer.printerNote().contains("缺纸"), qPrintable(printer.printerNote()), 20000);
        QVERIFY(printer.canPrint());  // the next visitor's poster queues behind it
        m_cups->clearTrouble();
        QTRY_VERIFY2_WITH_TIMEOUT(m_cups->jobsLeft("Booth").isEmpty(), qPrintable(m_cups->log()), 60000);
        QCOMPARE(int(m_cups->printed().size()), before + 1);
        QTRY_COMPARE_WITH_TIMEOUT(printer.printerNote(), QString(), 20000);
    }

    // A printer stopped on a fault with the poster in it (here a USB printer's backend saying
    // media-jam-error) is said to the visitor at once, not when the watch ends; the next visitor
    // is not offered 打印 while it lasts and the panel says why; once it is put right the poster
    // prints and 打印 comes back.
    void aPrinterStoppedOnAFaultIsSaidAtOnceAndNotOffered()
    {
        m_cups->addUsbQueue("Counter");
        KioskConfig config({});
        config.setPrinter("Counter");
        CoupletPrinter printer(config, nullptr, 200);
        QTRY_VERIFY_WITH_TIMEOUT(printer.canPrint(), 20000);
        const int before = int(m_cups->printed().size());
        m_cups->setTrouble("media-jam");
        QSignalSpy finished(&printer, &CoupletPrinter::finished);
        QElapsedTimer clock;
        clock.start();
        printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
        QVERIFY(finished.wait(60000));
        const QString told = finished.first().at(1).toString();
        QVERIFY2(!finished.first().at(0).toBool() && told.contains("Counter") && told.contains("卡纸"),
                 qPrintable(told + m_cups->log()));
        QVERIFY2(clock.elapsed() < 15000, "said only when the job watch (15 s) ended");
        QTRY_VERIFY_WITH_TIMEOUT(!printer.canPrint(), 20000);
        QVERIFY2(printer.printerNote().contains("卡纸") && printer.printerNote().contains("看不到"),
                 qPrintable(printer.printerNote()));
        m_cups->clearTrouble();
        QTRY_VERIFY2_WITH_TIMEOUT(m_cups->jobsLeft("Counter").isEmpty(), qPrintable(m_cups->log()), 60000);
        QCOMPARE(int(m_cups->printed().size()), before + 1);
        QTRY_VERIFY_WITH_TIMEOUT(printer.canPrint(), 20000);
        QCOMPARE(printer.printerNote(), QString());

        // The staff cancel a poster held by a jam: CUPS keeps media-jam-error on the idle queue,
        // which must not keep 打印 away for good; the next poster's backend clears it.
        m_cups->setTrouble("media-jam");
        finished.clear();
        printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY_WITH_TIMEOUT(!printer.canPrint(), 20000);
        m_cups->run("cancel", {"-a", "Counter"});
        m_cups->clearTrouble();
        QTRY_VERIFY2_WITH_TIMEOUT(printer.canPrint(), qPrintable(printer.printerNote() + m_cups->log()), 20000);
        QCOMPARE(printer.printerNote(), QString());
        finished.clear();
        printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString() + m_cups->log()));
        m_cups->run("lpadmin", {"-x", "Counter"});
    }

    // A printer switched off (or off the network) with the poster sent to it: CUPS takes the job
    // and its backend retries it for days, the queue's state saying nothing of it (measured:
    // printer-state-reasons none, only a message in the job's language). The visitor is told
    // when the watch ends, not "sent"; 打印 is withdrawn while the printer stays off and the
    // panel says why; switched on again, the poster prints and 打印 comes back.
    void aPrinterSwitchedOffIsSaidAndNotOffered()
    {
        KioskConfig config({});
        CoupletPrinter printer(config, nullptr, 200);
        QTRY_VERIFY_WITH_TIMEOUT(printer.canPrint(), 20000);
        const int before = int(m_cups->printed().size());
        m_cups->switchPrinterOff();
        // Pressed a moment before the kiosk looked the printers up again.
        QSignalSpy finished(&printer, &CoupletPrinter::finished);
        printer.print("春风得意马蹄疾", "旭日东升万象新", "吉祥如意");
        QVERIFY(finished.wait(60000));
        const QString told = finished.first().at(1).toString();
        QVERIFY2(!finished.first().at(0).toBool() && told.contains("Booth") && told.contains("没开机或没接好"),
                 qPrintable(told + m_cups->log()));
        QTRY_VERIFY_WITH_TIMEOUT(!printer.canPrint(), 20000);
        QVERIFY2(printer.printerNote().contains("没开机或没接好") && printer.printerNote().contains("看不到"),
                 qPrintable(printer.printerNote()));
        m_cups->switchPrinterOn();
        QTRY_VERIFY2_WITH_TIMEOUT(m_cups->jobsLeft("Booth").isEmpty(), qPrintable(m_cups->log()), 90000);
        QCOMPARE(int(m_cups->printed().size()), before + 1);
        QTRY_VERIFY_WITH_TIMEOUT(printer.canPrint(), 20000);
        QCOMPARE(printer.printerNote(), QString());
    }

    // A printer CUPS cannot give a PDF (the PC without cups-filters, as a kiosk installed from
    // the .deb without what it recommends is, or a printer needing its own driver): not offered
    // to the visitor, the panel saying what is missing; printed on anyway (a visitor who pressed
    // 打印 just before), the refusal says it in words, not CUPS's "Unsupported document-format".
    void aPrinterCupsCannotGiveAPdfIsSaidWithWhatIsMissing()
    {
        m_cups->addQueueTakingNoPdf("Plain");
        KioskConfig config({});
        config.setPrinter("Plain");
        CoupletPrinter printer(config, nullptr, 200);
        QTRY_COMPARE_WITH_TIMEOUT(printer.printers().contains("Plain"), true, 20000);
        QTRY_VERIFY2_WITH_TIMEOUT(printer.printerNote().contains("cups-filters"), qPrintable(printer.printerNote()), 20000);
        QVERIFY(!printer.canPrint());
        QVERIFY2(printer.printerNote().contains("看不到"), qPrintable(printer.printerNote()));
        const QString refused = CoupletPrinter::render(printer.jobFor("春风得意马蹄疾", "旭日东升万象新", "吉祥如意", "Plain"));
        QVERIFY2(refused.contains("Plain") && refused.contains("cups-filters"), qPrintable(refused));
        QCOMPARE(m_cups->jobsLeft("Plain"), QString());
        m_cups->run("lpadmin", {"-x", "Plain"});
    }

    // What the printer says of itself (printer-state-reasons) becomes words where a person must
    // act; a reason that only reports, or one nobody at the booth can fix, says nothing.
    void whatHoldsAPrinterIsSaidInWords()
    {
        QCOMPARE(cups::troubleIn("media-empty-error,toner-low-report"), QString("缺纸"));
        QCOMPARE(cups::troubleIn("media-jam-error,cover-open-warning,media-jam"), QString("卡纸、盖子开着"));
        QCOMPARE(cups::troubleIn("marker-supply-empty-error, media-needed"), QString("墨水或墨粉用完了、缺纸"));
        QCOMPARE(cups::troubleIn("toner-low-report"), QString());
        QCOMPARE(cups::troubleIn("media-empty-warning,cover-open-error", false), QString("盖子开着"));
        QCOMPARE(cups::troubleIn("none"), QString());
        QCOMPARE(cups::troubleIn("cups-waiting-for-job-completed,paused"), QString());
        QCOMPARE(cups::troubleIn(""), QString());
    }

    // The panel's list follows CUPS while the kiosk runs; 打印 is offered only while the setting
    // names a printer CUPS has (or CUPS's default, or its only printer), and the panel says why not.
    void thePrintersFollowCupsAndPrintingIsOfferedOnlyWhereItCanPrint()
    {
        KioskConfig config({});
        CoupletPrinter printer(config, nullptr, 100);
        QTRY_COMPARE_WITH_TIMEOUT(printer.printers(), QStringList{"Booth"}, 20000);
        QSignalSpy changed(&printer, &CoupletPrinter::printersChanged);
        m_cups->addQueue("Hall");
        const auto sorted = [&] { auto names = printer.printers(); names.sort(); return names; };
        QTRY_COMPARE_WITH_TIMEOUT(sorted(), (QStringList{"Booth", "Hall"}), 20000);
        QVERIFY(changed.size() >= 1);
        QVERIFY(!printer.canPrint());  // two printers, none the default: which one?
        QVERIFY2(printer.printerNote().contains("没有设默认"), qPrintable(printer.printerNote()));
        m_cups->run("lpadmin", {"-d", "Hall"});
        QTRY_VERIFY_WITH_TIMEOUT(printer.canPrint(), 20000);
        config.setPrinter("Gone");
        QCOMPARE(config.printer(), QString("Gone"));
        QVERIFY(!printer.canPrint());
        QVERIFY2(printer.printerNote().contains("Gone"), qPrintable(printer.printerNote()));
        config.setPrinter("pdf");
        QVERIFY(printer.canPrint());
        config.setPrinter("Booth");
        QVERIFY(printer.canPrint());
        m_cups->run("lpadmin", {"-x", "Hall"});
        m_cups->run("lpadmin", {"-x", "Booth"});
        QTRY_COMPARE_WITH_TIMEOUT(printer.printers(), QStringList(), 20000);
        QVERIFY(!printer.canPrint());
        QVERIFY2(printer.printerNote().contains("没有找到打印机"), qPrintable(printer.printerNote()));
        m_cups->addQueue("Booth");
    }

    void printsAPosterPdfWithTheCouplet()
    {
        QTemporaryDir dir;
        KioskConfig config({});
        CoupletPrinter printer(config);
        QSignalSpy finished(&printer, &CoupletPrinter::finished);
        CoupletPrinter::Job job{"春风得意马蹄疾", "旭日东升万象新", "吉祥如意", true, "pdf", "A4", true,
                                dir.filePath("couplet.pdf")};
        printer.start(job);
        QVERIFY(printer.busy());  // the kiosk goes on while the worker prints
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.first().at(0).toBool(), qPrintable(finished.first().at(1).toString()));
        QVERIFY(!printer.busy());
        const QString text = pdfText(job.outputFile).remove(QRegularExpression("\\s"));
        for (const QString &line : {job.upper, job.lower, job.horizontal})
            for (const QChar ch : line)
                QVERIFY2(text.contains(ch), qPrintable(QString("%1 is missing from the PDF").arg(ch)));
    }

    // 保存 writes the poster at print resolution, in the ink the operator chose.
    void savesAPosterPictureAtPrintResolutionInTheChosenInk()
    {
        QTemporaryDir dir;
        auto inkPixels = [&](bool gold, const QColor &ink) {
            CoupletPrinter::Job job{"春风得意马蹄疾", "旭日东升万象新", "吉祥如意", true, "png", "A4", gold,
                                    dir.filePath(gold ? "gold.png" : "black.png")};
            const QImage image = renderedPicture(job);
            if (std::abs(image.width() - 2480) > 1 || std::abs(image.height() - 3508) > 1)  // A4 at 300 dpi
                qFatal("the picture is %dx%d, not A4 at 300 dpi", image.width(), image.height());
            int count = 0;
            for (int y = 0; y < image.height(); y += 4)
                for (int x = 0; x < image.width(); x += 4)
                    count += inked(image.pixelColor(x, y), ink, 30);
            return count;
        };
        const QColor gold("#e8b64c"), black("#1a0a05");
        QVERIFY(inkPixels(true, gold) > 5000);    // the characters, in gold
        QCOMPARE(inkPixels(false, gold), 0);
        QVERIFY(inkPixels(false, black) > 5000);
    }

    // The poster's 横批 reads from the side its 上联 hangs on, as the screen's does: 一帆风顺's 一,
    // the lightest of its four characters, at the right end over a 上联 on the right, at the left
    // over one on the left (at the left over both until session 61).
    void thePostersBannerReadsFromTheSideTheUpperLineHangsOn()
    {
        QTemporaryDir dir;
        const QColor gold("#e8b64c");
        auto lightestQuarter = [&](bool upperOnRight) {  // from the left, 0..3
            CoupletPrinter::Job job{"一帆风顺年年好", "万事如意步步高", "一帆风顺", upperOnRight, "png", "A4", true,
                                    dir.filePath(upperOnRight ? "right.png" : "left.png")};
            const QImage image = renderedPicture(job);
            // The 横批's paper lies in the page's top sixth, between a fifth and four fifths across.
            std::vector<int> inkAt(size_t(image.width()), 0);
            for (int y = 0; y < image.height() / 6; ++y)
                for (int x = image.width() / 5; x < image.width() * 4 / 5; ++x)
                    inkAt[size_t(x)] += inked(image.pixelColor(x, y), gold, 30);
            const auto any = [](int n) { return n > 0; };
            const int first = int(std::find_if(inkAt.begin(), inkAt.end(), any) - inkAt.begin());
            const int last = int(inkAt.rend() - std::find_if(inkAt.rbegin(), inkAt.rend(), any)) - 1;
            std::array<int, 4> quarters{};
            for (int x = first; x <= last; ++x)
                quarters[size_t(std::min(3, (x - first) * 4 / (last - first + 1)))] += inkAt[size_t(x)];
            return int(std::min_element(quarters.begin(), quarters.end()) - quarters.begin());
        };
        QCOMPARE(lightestQuarter(true), 3);
        QCOMPARE(lightestQuarter(false), 0);
    }

    // For a visitor reading English, the poster says at its foot what the wish and the banner
    // mean, on the bare paper between the two lines (not over the characters), and a long
    // caption is shrunk to fit rather than cut; in Chinese there is none.
    void anEnglishPosterSaysWhatItWishesAtItsFoot()
    {
        QTemporaryDir dir;
        const QColor captionInk("#7a1c12");
        const QStringList caption{"Your wish, 平安: píng'ān · safe and sound",
                                  "Over the door, 平安是福: peace is a blessing"};
        auto captionPixels = [&](const QStringList &lines, const QString &name) {
            CoupletPrinter::Job job{"平生如意年年好", "安居乐业步步高", "平安是福", true, "png", "A4", true,
                                    dir.filePath(name), lines};
            const QImage image = renderedPicture(job);
            QRect captioned;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2)
                    if (inked(image.pixelColor(x, y), captionInk, 40))
                        captioned |= QRect(x, y, 1, 1);
            return std::make_pair(captioned, image.size());
        };
        const auto [inked, page] = captionPixels(caption, "english.png");
        QVERIFY2(inked.width() > page.width() / 5, "the caption is not printed");
        // Between the columns (each a fifth of the page wide, 6% in from its edge) and in the
        // lower half above the bottom margin, clear of the 横批 and of the two lines.
        QVERIFY2(inked.left() > page.width() * 0.26 && inked.right() < page.width() * 0.74,
                 qPrintable(QString("the caption spans x %1-%2 of %3").arg(inked.left()).arg(inked.right()).arg(page.width())));
        QVERIFY2(inked.top() > page.height() / 2 && inked.bottom() < page.height() - page.width() * 0.06,
                 qPrintable(QString("the caption spans y %1-%2 of %3").arg(inked.top()).arg(inked.bottom()).arg(page.height())));
        QVERIFY(captionPixels({}, "chinese.png").first.isEmpty());

        const QString longLine = QString("as one wants; according to one's wishes; ").repeated(12);
        const auto [longInked, samePage] = captionPixels({longLine, caption[1]}, "long.png");
        QVERIFY2(longInked.top() > samePage.height() / 2 && longInked.right() < samePage.width() * 0.74,
                 "a long caption spills out of the paper's foot");

        // The printed PDF holds the caption as text too.
        CoupletPrinter::Job pdf{"平生如意年年好", "安居乐业步步高", "平安是福", true, "pdf", "A4", true,
                                dir.filePath("english.pdf"), caption};
        QVERIFY(CoupletPrinter::render(pdf).isEmpty());
        const QString text = pdfText(pdf.outputFile).simplified();
        QVERIFY2(text.contains("safe and sound") && text.contains("peace is a blessing"), qPrintable(text));
    }

    // A poster file shows up whole or not at all: whoever looks while it is written (a phone
    // fetching it, the visitor robot) never finds half of it.
    void aPosterFileAppearsOnlyWhole()
    {
        QTemporaryDir dir;
        KioskConfig config({});
        CoupletPrinter printer(config);
        QSignalSpy finished(&printer, &CoupletPrinter::finished);
        for (const QString printerName : {"png", "pdf"}) {
            CoupletPrinter::Job job{"春风得意马蹄疾", "旭日东升万象新", "吉祥如意", true, printerName, "A4", true,
                                    dir.filePath("poster." + printerName)};
            QList<qint64> seen;
            printer.start(job);
            // 打印 (the PDF here) says 打印中… while it works; 保存 (the picture) does not.
            QCOMPARE(printer.printing(), printerName == "pdf");
            while (printer.busy()) {
                if (const QFileInfo file(job.outputFile); file.exists())
                    seen << file.size();
                QTest::qWait(1);
            }
            QCOMPARE(finished.size(), 1);
            QVERIFY2(finished.takeFirst().at(0).toBool(), qPrintable(printerName));
            const qint64 whole = QFileInfo(job.outputFile).size();
            QVERIFY(whole > 0);
            for (const qint64 size : seen)
                QCOMPARE(size, whole);
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // no temporary file left
            QFile::remove(job.outputFile);
        }
    }

    void nothingToPrintOrNowhereToWriteIsSaid()
    {
        CoupletPrinter::Job empty{"", "", "", true, "pdf", "A3", true, "/tmp/never.pdf"};
        QVERIFY(!CoupletPrinter::render(empty).isEmpty());
        CoupletPrinter::Job nowhere{"春风得意马蹄疾", "旭日东升万象新", "吉祥如意", false, "pdf", "Letter", false,
                                    "/nonexistent/dir/couplet.pdf"};
        QVERIFY(CoupletPrinter::render(nowhere).contains("/nonexistent/dir/couplet.pdf"));
    }
};

QTEST_MAIN(TestCoupletPrinter)
#include "tst_coupletprinter.moc"
