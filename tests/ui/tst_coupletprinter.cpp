// Printing a couplet: a poster PDF that holds the couplet's text, made off the GUI thread.
#include "CoupletPrinter.h"
#include "Fixtures.h"
#include "KioskConfig.h"

#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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

private slots:
    void initTestCase() { QVERIFY(QFontDatabase::addApplicationFont(sourceFile("assets/fonts/LXGWWenKai-Bold.ttf")) >= 0); }

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
            const QString problem = CoupletPrinter::render(job);
            if (!problem.isEmpty())
                qFatal("%s", qPrintable(problem));
            const QImage image(job.outputFile);
            if (std::abs(image.width() - 2480) > 1 || std::abs(image.height() - 3508) > 1)  // A4 at 300 dpi
                qFatal("the picture is %dx%d, not A4 at 300 dpi", image.width(), image.height());
            int count = 0;
            for (int y = 0; y < image.height(); y += 4)
                for (int x = 0; x < image.width(); x += 4) {
                    const QColor c = image.pixelColor(x, y);
                    count += std::abs(c.red() - ink.red()) + std::abs(c.green() - ink.green()) + std::abs(c.blue() - ink.blue()) < 30;
                }
            return count;
        };
        const QColor gold("#e8b64c"), black("#1a0a05");
        QVERIFY(inkPixels(true, gold) > 5000);    // the characters, in gold
        QCOMPARE(inkPixels(false, gold), 0);
        QVERIFY(inkPixels(false, black) > 5000);
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
            const QString problem = CoupletPrinter::render(job);
            if (!problem.isEmpty())
                qFatal("%s", qPrintable(problem));
            const QImage image(job.outputFile);
            QRect inked;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2) {
                    const QColor c = image.pixelColor(x, y);
                    if (std::abs(c.red() - captionInk.red()) + std::abs(c.green() - captionInk.green())
                            + std::abs(c.blue() - captionInk.blue()) < 40)
                        inked |= QRect(x, y, 1, 1);
                }
            return std::make_pair(inked, image.size());
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
