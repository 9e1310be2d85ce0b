// The brush: strokes in writing order from the stroke library, a line written stroke by stroke
// at its pace, and the same strokes on the poster as on the screen.
#include "BrushLine.h"
#include "StrokeLibrary.h"

#include <malloc.h>

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

namespace {

size_t heapInUse()
{
    const struct mallinfo2 info = ::mallinfo2();
    return info.uordblks + info.hblkhd;
}

int inkPixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += qAlpha(image.pixel(x, y)) > 128;
    return n;
}

QImage painted(char32_t character, int done, qreal fraction)
{
    QImage image(256, 256, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor("#f3c969"));
    paintStrokes(p, QRectF(0, 0, 256, 256), character, done, fraction);
    return image;
}

} // namespace

class TestBrushLine : public QObject {
    Q_OBJECT

private slots:
    void theLibraryHoldsEveryCommonCharacterInStrokeOrder()
    {
        const auto &library = StrokeLibrary::shared();
        QVERIFY(library.isLoaded());
        QVERIFY(library.characterCount() >= 6763 * 0.99);  // GB2312 and the model's vocabulary
        QCOMPARE(library.strokes(U'吉')->size(), size_t(6));
        QCOMPARE(library.strokes(U'一')->size(), size_t(1));
        QVERIFY(library.strokes(U'A')->empty());
        // 十: the horizontal stroke comes before the vertical one.
        const auto ten = library.strokes(U'十');
        QCOMPARE(ten->size(), size_t(2));
        const QRectF first = (*ten)[0].outline.boundingRect(), second = (*ten)[1].outline.boundingRect();
        QVERIFY(first.width() > first.height());
        QVERIFY(second.height() > second.width());
    }

    // A fair day's couplets hold thousands of different characters: the parsed strokes kept stay
    // bounded, and a character parsed again is the same.
    void theStrokesKeptStayBoundedOverManyCharacters()
    {
        const auto &library = StrokeLibrary::shared();
        const size_t ji = library.strokes(U'吉')->size();
        const size_t before = heapInUse();
        for (char32_t c = 0x4e00; c < 0x4e00 + 3000; ++c)
            library.strokes(c);
        const size_t after = heapInUse();
        QVERIFY(library.keptParsed() <= StrokeLibrary::kKeptParsed);
        // 3,000 characters parsed; what stays is about the kept ones' (5.5 KB each), not 3,000's.
        QVERIFY2(after < before + StrokeLibrary::kKeptParsed * 20 * 1024,
                 qPrintable(QString("%1 KB more").arg((qint64(after) - qint64(before)) / 1024)));
        QCOMPARE(library.strokes(U'吉')->size(), ji);
    }

    void aDamagedLibraryLeavesTheFontToDrawEverything()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("strokes.bin"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("KSTR\x01\x00\x00\x00\xff\xff\xff\x00", 12);  // claims 16 million characters
        file.close();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("not a stroke library"));
        const StrokeLibrary damaged(file.fileName());
        QVERIFY(!damaged.isLoaded());
        QVERIFY(damaged.strokes(U'吉')->empty());
    }

    void aStrokeIsBrushedAlongItsMedian()
    {
        const int none = inkPixels(painted(U'吉', 0, 0));
        const int half = inkPixels(painted(U'吉', 0, 0.5));
        const int first = inkPixels(painted(U'吉', 1, 0));
        const int whole = inkPixels(painted(U'吉', -1, 0));
        QCOMPARE(none, 0);
        QVERIFY2(half > 0 && half < first, qPrintable(QString("%1 %2").arg(half).arg(first)));
        QVERIFY(first < whole);
    }

    // The robot's pace (a few thousandths of a booth's) makes a stroke a fraction of a
    // millisecond; rounded to whole ones, the brush took six times what the pace said.
    void aStrokeShorterThanAMillisecondKeepsItsTime()
    {
        BrushLine line;
        line.setProperty("strokeMs", 0.165);
        QCOMPARE(line.property("strokeMs").toReal(), 0.165);
    }

    // A line written to its end is whole, whatever its strokes' times add up to: the kiosk counts
    // the couplet written (and starts its idle clock) at exactly every character. Its last one
    // came to 0.9999999 of a character when the times' sum, less the ones before, rounded below
    // its own: a fair day's gate then waited on a written couplet until someone touched it.
    void aLineWrittenToItsEndIsWhole()
    {
        const QString text = QStringLiteral("献瑞吉羊添喜气");
        int fractional = 0;
        for (int step = 1; step <= 40; ++step) {
            BrushLine line;
            line.setProperty("strokeMs", 0.013 * step);
            line.setText(text);
            line.setWriting(true);
            QTRY_VERIFY_WITH_TIMEOUT(line.done(), 2000);
            fractional += line.revealed() != qreal(text.size()) ? 1 : 0;
        }
        QCOMPARE(fractional, 0);
    }

    void aLineIsWrittenStrokeByStrokeAtItsPace()
    {
        BrushLine line;
        line.setProperty("strokeMs", 20);
        line.setText("吉祥");
        QCOMPARE(line.revealed(), 0.0);
        QTest::qWait(100);
        QCOMPARE(line.revealed(), 0.0);  // the brush waits for WRITING
        line.setWriting(true);
        QTRY_VERIFY_WITH_TIMEOUT(line.revealed() > 0.3 && !line.done(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(line.done(), 5000);
        QCOMPARE(line.revealed(), 2.0);
        line.setText("如意");  // a new line is written anew
        QVERIFY(line.revealed() < 0.5);
        QTRY_VERIFY_WITH_TIMEOUT(line.done(), 5000);
    }
};

QTEST_MAIN(TestBrushLine)
#include "tst_brushline.moc"
