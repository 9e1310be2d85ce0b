// The brush: strokes in writing order from the stroke library, a line written stroke by stroke
// at its pace, and the same strokes on the poster as on the screen.
#include "BrushLine.h"
#include "StrokeLibrary.h"

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

namespace {

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
