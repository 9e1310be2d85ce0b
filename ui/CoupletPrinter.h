#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

// Prints a couplet as a poster: 横批 across the top, 上联 and 下联 as two tall columns, on red
// paper with gold (or black) ink. On a worker thread, so the kiosk never waits for a printer.
// The printer, paper and ink come from the settings; printer "pdf" writes a PDF file instead,
// and "png" a picture of the poster at print resolution (the 保存 button).
class KioskConfig;

class CoupletPrinter : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // The printers CUPS offers, for the admin panel.
    Q_PROPERTY(QStringList printers READ printers CONSTANT)

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
    explicit CoupletPrinter(const KioskConfig &config, QObject *parent = nullptr) : QObject(parent), m_config(config) {}
    static CoupletPrinter *create(QQmlEngine *qml, QJSEngine *);

    bool busy() const { return m_busy; }
    QStringList printers() const;
    // Renders JOB on this thread; "" or what went wrong. (print() runs it on a worker.)
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
    void finished(bool ok, const QString &message);

private:
    bool m_busy = false;
    const KioskConfig &m_config;
};
