#pragma once

#include "CupsQueue.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTimer>

// Prints a couplet as a poster: 横批 across the top, 上联 and 下联 as two tall columns, on red
// paper with gold (or black) ink. On a worker thread, so the kiosk never waits for a printer.
// The printer, paper and ink come from the settings; printer "pdf" writes a PDF file instead,
// and "png" a picture of the poster at print resolution (the 保存 button). A printer is a CUPS
// destination (CupsQueue.h), the poster handed to it as a PDF.
class KioskConfig;

class CoupletPrinter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // Busy with 打印's poster (a printer's, or the PDF file it writes), not 保存's picture.
    Q_PROPERTY(bool printing READ printing NOTIFY busyChanged)
    // The printers CUPS offers, for the admin panel; looked up again every few seconds, so a
    // printer plugged in (or switched off) while the kiosk runs comes (or goes) by itself.
    Q_PROPERTY(QStringList printers READ printers NOTIFY printersChanged)
    // Whether 打印 can print now with the operator's setting: the visitor sees it only then (not
    // while the chosen printer stands stopped out of paper, jammed …, with a poster in it, nor
    // while it does not answer: switched off, unplugged).
    Q_PROPERTY(bool canPrint READ canPrint NOTIFY printersChanged)
    // For the admin panel: "" while printing works, else what keeps it from working (no printer,
    // none chosen, or the chosen one out of paper, jammed … or not answering: cups::printersFor).
    Q_PROPERTY(QString printerNote READ printerNote NOTIFY printersChanged)

public:
    struct Job {
        QString upper, lower, horizontal;
        bool upperOnRight = true;
        QString printer;      // "" = the system default, "pdf" or "png" = OUTPUTFILE
        QString paper = "A4"; // A4 | A3 | Letter
        bool goldInk = true;
        QString outputFile;   // for "pdf" and "png"
        // Lines printed small at the poster's foot, between the two lines: what the wish and the
        // banner mean, for a visitor who reads English (none in Chinese).
        QStringList caption;
    };
    // Prints with CONFIG's printer, paper, ink and hanging order as they are at each print.
    // Looks the printers up at once, then every LOOKUP_INTERVAL_MS.
    explicit CoupletPrinter(const KioskConfig &config, QObject *parent = nullptr, int lookupIntervalMs = 15000);
    static CoupletPrinter *create(QQmlEngine *qml, QJSEngine *);

    bool busy() const { return m_busy; }
    bool printing() const { return m_printing; }
    QStringList printers() const { return m_found.names; }
    bool canPrint() const;
    QString printerNote() const;
    // Asks CUPS for its printers again (on a worker); printersChanged() follows the answer.
    Q_INVOKABLE void lookUpPrinters();
    // Renders JOB on this thread and, for a printer, waits until CUPS has it; "" or what went
    // wrong. (print() runs it on a worker.)
    static QString render(const Job &job);
    // JOB's poster as a PNG WIDTH pixels wide (its paper's shape), for a phone; any thread.
    static QByteArray posterPng(const Job &job, int width);

    // Starts printing with the kiosk's settings; the answer comes as finished(). CAPTION: see Job.
    Q_INVOKABLE void print(const QString &upper, const QString &lower, const QString &horizontal,
                           const QStringList &caption = {});
    // The poster as a PNG at 300 dpi in the pictures folder; the answer comes as finished().
    Q_INVOKABLE void savePicture(const QString &upper, const QString &lower, const QString &horizontal,
                                 const QStringList &caption = {});
    // A job with the kiosk's settings for PRINTER ("", a name, "pdf" or "png").
    Job jobFor(const QString &upper, const QString &lower, const QString &horizontal, const QString &printer,
               const QStringList &caption = {}) const;
    // As print(), with every choice given (tests, the admin panel's test page).
    void start(const Job &job);

signals:
    void busyChanged();
    void printersChanged();
    void finished(bool ok, const QString &message);

private:
    bool m_busy = false;
    bool m_printing = false;
    bool m_lookingUp = false;
    cups::Printers m_found;
    QTimer m_lookups;
    const KioskConfig &m_config;
};
