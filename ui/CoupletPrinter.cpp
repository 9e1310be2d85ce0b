#include "CoupletPrinter.h"

#include "KioskConfigQml.h"
#include "OutputFiles.h"
#include "StrokeLibrary.h"

#include <QBuffer>
#include <QFutureWatcher>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>
#include <QtConcurrent>

namespace {

QPageSize pageSize(const QString &paper)
{
    if (paper == "A3")
        return QPageSize(QPageSize::A3);
    if (paper == "Letter")
        return QPageSize(QPageSize::Letter);
    return QPageSize(QPageSize::A4);
}

// One character per cell, down a column or across a row (from its right end with RIGHT_TO_LEFT),
// centred in RECT, in INK: the brush's strokes, as on the screen (the font for a character the
// stroke library lacks).
void drawLine(QPainter &p, const QString &text, const QRectF &rect, bool vertical, const QColor &ink,
              bool rightToLeft = false)
{
    const auto chars = text.toUcs4();
    if (chars.isEmpty())
        return;
    const int n = int(chars.size());
    const qreal cell = vertical ? std::min(rect.height() / n, rect.width()) : std::min(rect.width() / n, rect.height());
    QFont font("LXGW WenKai");
    const qreal glyph = cell * 0.82;
    font.setPixelSize(int(glyph));
    p.setFont(font);
    p.setBrush(ink);
    const qreal start = vertical ? rect.center().y() - cell * n / 2 : rect.center().x() - cell * n / 2;
    for (int i = 0; i < n; ++i) {
        const int place = !vertical && rightToLeft ? n - 1 - i : i;
        const QRectF box = vertical ? QRectF(rect.center().x() - cell / 2, start + place * cell, cell, cell)
                                    : QRectF(start + place * cell, rect.center().y() - cell / 2, cell, cell);
        const char32_t ch = chars[i];
        const QRectF square(box.center().x() - glyph / 2, box.center().y() - glyph / 2, glyph, glyph);
        // Under brushed strokes the character is still there as invisible text, so that a PDF
        // can be searched and read aloud.
        p.setPen(paintStrokes(p, square, ch) ? QColor(Qt::transparent) : ink);
        p.drawText(box, Qt::AlignCenter, QString::fromUcs4(&ch, 1));
    }
}

// LINES at the foot of RECT (the paper between the two lines, which stays bare), centred and
// wrapped, in the brush font's Latin letters: readable at arm's length, small beside the couplet.
void drawCaption(QPainter &p, const QRectF &rect, const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    QFont font("LXGW WenKai");
    font.setPixelSize(qMax(1, int(rect.width() * 0.06)));
    p.setFont(font);
    p.setPen(QColor("#7a1c12"));
    const QString text = lines.join('\n');
    const int flags = Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap;
    // A caption too long for the foot's half of the paper is shrunk rather than cut.
    const QRectF foot = rect.adjusted(0, rect.height() / 2, 0, 0);
    while (font.pixelSize() > 4 && p.boundingRect(foot, flags, text).height() > foot.height()) {
        font.setPixelSize(font.pixelSize() * 9 / 10);
        p.setFont(font);
    }
    p.drawText(foot, flags, text);
}

void paintPoster(QPainter &p, const QRectF &page, const CoupletPrinter::Job &job)
{
    const QColor red("#c62f24"), gold("#e8b64c"), black("#1a0a05");
    p.fillRect(page, QColor("#fff8ec"));
    const qreal margin = page.width() * 0.06;
    const QRectF top(page.left() + page.width() * 0.2, page.top() + margin, page.width() * 0.6, page.height() * 0.12);
    const qreal columnWidth = page.width() * 0.2;
    const qreal columnTop = top.bottom() + margin * 0.6;
    const QRectF right(page.right() - margin - columnWidth, columnTop, columnWidth, page.bottom() - margin - columnTop);
    const QRectF left(page.left() + margin, columnTop, columnWidth, right.height());
    for (const auto &paper : {top, right, left})
        p.fillRect(paper, red);
    const QColor ink = job.goldInk ? gold : black;
    // The 横批 reads from the side the 上联 hangs on, as on the screen.
    drawLine(p, job.horizontal, top.adjusted(top.height() * 0.1, 0, -top.height() * 0.1, 0), false, ink, job.upperOnRight);
    drawLine(p, job.upperOnRight ? job.upper : job.lower, right.adjusted(0, columnWidth * 0.1, 0, -columnWidth * 0.1), true, ink);
    drawLine(p, job.upperOnRight ? job.lower : job.upper, left.adjusted(0, columnWidth * 0.1, 0, -columnWidth * 0.1), true, ink);
    drawCaption(p, QRectF(left.right() + margin / 2, columnTop, right.left() - left.right() - margin, left.height()), job.caption);
}

} // namespace

CoupletPrinter::CoupletPrinter(const KioskConfig &config, QObject *parent, int lookupIntervalMs)
    : QObject(parent), m_config(config)
{
    // Whether 打印 can print depends on the setting as much as on the printers (and whether the
    // printer chosen answers: asked again).
    connect(&config, &KioskConfig::changed, this, &CoupletPrinter::printersChanged);
    connect(&config, &KioskConfig::changed, this, &CoupletPrinter::lookUpPrinters);
    connect(&m_lookups, &QTimer::timeout, this, &CoupletPrinter::lookUpPrinters);
    m_lookups.start(lookupIntervalMs);
    lookUpPrinters();
}

CoupletPrinter *CoupletPrinter::create(QQmlEngine *qml, QJSEngine *)
{
    return new CoupletPrinter(*KioskConfigQml::of(qml));
}

namespace {
QImage posterImage(const CoupletPrinter::Job &job, QSize pixels)
{
    QImage image(pixels, QImage::Format_RGB32);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    paintPoster(p, QRectF(QPointF(0, 0), QSizeF(pixels)), job);
    p.end();
    return image;
}

// The poster as a PDF of its paper's size at 300 dpi, into OUT; false where it could not be written.
bool writePosterPdf(QIODevice &out, const CoupletPrinter::Job &job)
{
    QPdfWriter pdf(&out);
    pdf.setPageSize(pageSize(job.paper));
    pdf.setResolution(300);
    pdf.setTitle(job.horizontal + " " + job.upper + " " + job.lower);
    QPainter p;
    if (!p.begin(&pdf))
        return false;
    paintPoster(p, QRectF(0, 0, pdf.width(), pdf.height()), job);
    return p.end();
}
} // namespace

QByteArray CoupletPrinter::posterPng(const Job &job, int width)
{
    const auto page = pageSize(job.paper).size(QPageSize::Millimeter);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    posterImage(job, QSize(width, qRound(width * page.height() / page.width()))).save(&buffer, "PNG");
    return png;
}

QString CoupletPrinter::render(const Job &job)
{
    if (job.upper.isEmpty() || job.lower.isEmpty())
        return tr("没有可打印的春联。");
    const auto size = pageSize(job.paper);
    // Files are written whole or not at all (QSaveFile: a temporary file renamed at the end), so
    // a visitor's phone or a copy running meanwhile never takes half a poster.
    if (job.printer == "png" || job.printer == "pdf") {
        QSaveFile file(job.outputFile);
        if (!file.open(QIODevice::WriteOnly))
            return tr("无法写入 %1").arg(job.outputFile);
        bool written = false;
        if (job.printer == "png") {
            // The poster at print resolution (300 dpi), for a phone to photograph or a shop to print.
            QImage image = posterImage(job, size.sizePixels(300));
            image.setDotsPerMeterX(11811);
            image.setDotsPerMeterY(11811);
            written = image.save(&file, "PNG");
        } else {
            written = writePosterPdf(file, job);
        }
        return written && file.commit() ? QString() : tr("无法写入 %1").arg(job.outputFile);
    }
    // Asked again here, on the worker: the list the panel shows may be seconds old.
    const QString printer = cups::printers().chosenFor(job.printer);
    if (printer.isEmpty())
        return tr("找不到打印机 %1").arg(job.printer.isEmpty() ? tr("（默认）") : job.printer);
    QTemporaryFile pdf(QDir::tempPath() + "/kaimen-poster-XXXXXX.pdf");
    if (!pdf.open() || !writePosterPdf(pdf, job) || !pdf.flush())
        return tr("无法写入 %1").arg(pdf.fileName());
    const auto sent = cups::sendPdf(printer, pdf.fileName(), "Kaimen " + job.horizontal, job.paper);
    if (!sent.problem.isEmpty())
        qWarning("print: %s", qPrintable(sent.problem));
    return sent.problem;
}

void CoupletPrinter::print(const QString &upper, const QString &lower, const QString &horizontal,
                           const QStringList &caption)
{
    start(jobFor(upper, lower, horizontal, m_config.settings().printer, caption));
}

void CoupletPrinter::savePicture(const QString &upper, const QString &lower, const QString &horizontal,
                                 const QStringList &caption)
{
    start(jobFor(upper, lower, horizontal, "png", caption));
}

CoupletPrinter::Job CoupletPrinter::jobFor(const QString &upper, const QString &lower, const QString &horizontal,
                                           const QString &printer, const QStringList &caption) const
{
    const auto &s = m_config.settings();
    Job job{upper, lower, horizontal, s.hangingOrder != "upper-left", printer, s.paper, s.ink != "black", {}, caption};
    if (printer == "pdf")
        job.outputFile = newOutputFile(QStandardPaths::DocumentsLocation, {}, {}, "pdf");
    else if (printer == "png")
        job.outputFile = newOutputFile(QStandardPaths::PicturesLocation, "Kaimen", {}, "png");
    return job;
}

bool CoupletPrinter::canPrint() const
{
    const QString setting = m_config.settings().printer;
    if (setting == "pdf")
        return true;
    const QString chosen = m_found.chosenFor(setting);
    return !chosen.isEmpty() && !m_found.stopped.contains(chosen) && !m_found.unusable.contains(chosen);
}

QString CoupletPrinter::printerNote() const
{
    const QString setting = m_config.settings().printer;
    const QString chosen = setting == "pdf" ? QString() : m_found.chosenFor(setting);
    const QString trouble = m_found.trouble.value(chosen);
    if (m_found.unusable.contains(chosen))
        return tr("打印机 %1 %2。访客现在看不到“打印”。").arg(chosen, m_found.unusable.value(chosen));
    if (m_found.stopped.contains(chosen))
        return tr("打印机 %1 %2：处理好之前访客看不到“打印”，排着的海报之后接着打出。").arg(chosen, trouble);
    if (canPrint())
        return trouble.isEmpty() ? QString() : tr("打印机 %1 %2：处理好之前，访客的海报排着队，之后接着打出。").arg(chosen, trouble);
    if (m_found.names.isEmpty())
        return tr("这台电脑上没有找到打印机（CUPS）：插上 USB 打印机（免驱动的会自己出现），或选“存为 PDF 文件”。访客现在看不到“打印”。");
    if (setting.isEmpty())
        return tr("有几台打印机，没有设默认的：请在上面选一台。访客现在看不到“打印”。");
    return tr("打印机 %1 现在找不到（关着，或没连上）。访客现在看不到“打印”。").arg(setting);
}

void CoupletPrinter::lookUpPrinters()
{
    if (m_lookingUp)
        return;
    m_lookingUp = true;
    auto *watcher = new QFutureWatcher<cups::Printers>(this);
    connect(watcher, &QFutureWatcher<cups::Printers>::finished, this, [this, watcher] {
        const auto found = watcher->result();
        watcher->deleteLater();
        m_lookingUp = false;
        if (found == m_found)
            return;
        m_found = found;
        emit printersChanged();
    });
    watcher->setFuture(QtConcurrent::run(&cups::printersFor, m_config.settings().printer));
}

void CoupletPrinter::start(const Job &job)
{
    if (m_busy) {
        emit finished(false, tr("上一张还在打印，请稍候。"));
        return;
    }
    m_busy = true;
    m_printing = job.printer != "png";
    emit busyChanged();
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, job] {
        const QString problem = watcher->result();
        watcher->deleteLater();
        m_busy = m_printing = false;
        emit busyChanged();
        const bool toFile = job.printer == "pdf" || job.printer == "png";
        emit finished(problem.isEmpty(), problem.isEmpty() ? (toFile ? tr("已存为 %1").arg(job.outputFile) : tr("已送去打印"))
                                                           : problem);
    });
    watcher->setFuture(QtConcurrent::run([job] { return render(job); }));
}
