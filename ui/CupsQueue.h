#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

// The booth's printers as CUPS knows them, and handing CUPS a finished poster. Through libcups
// itself rather than QPrinter: Qt's CUPS engine says a page was printed even where CUPS made no
// job of it (measured: a driverless printer whose host name did not resolve; QPainter::end()
// true, no job anywhere), and a visitor would wait at a printer that never prints.
// Every call talks to the CUPS scheduler (and DNS-SD, for driverless printers not yet set up),
// up to a second or more: never on the GUI thread. libcups picks the scheduler as `lp` does
// (CUPS_SERVER, ~/.cups/client.conf, /run/cups/cups.sock).
namespace cups {

// What keeps a printer from printing until someone at the booth puts it right (paper out, a jam,
// a cover open, ink or toner gone), read from its printer-state-reasons ("media-empty-error,
// toner-low-report"), in the operator's words; "" where nothing of the kind. Reasons that only
// report (-report) never count; warnings (a printer still working, with one tray empty, says
// media-empty-warning) count where WARNINGS_TOO.
QString troubleIn(const QString &stateReasons, bool warningsToo = true);

struct Printers {
    QStringList names;   // permanent queues and the driverless printers DNS-SD has found
    QString defaultName; // CUPS's default destination; "" where none is set
    // troubleIn() of each printer that has some, and those of them stopped on it (an -error
    // reason: nothing prints until a person acts). CUPS learns a networked or USB printer's
    // state only while a job of it runs, so an idle printer shows none.
    QHash<QString, QString> trouble;
    QSet<QString> stopped;
    // Printers CUPS cannot hand the poster to at all, and why (printersFor() asks the chosen one).
    QHash<QString, QString> unusable;
    // The printer "the system default" prints to: CUPS's default, or where none is set the only
    // printer there is (a booth's one USB printer); "" where there is none or no telling which.
    QString chosenFor(const QString &setting) const;
    bool operator==(const Printers &other) const
    {
        return names == other.names && defaultName == other.defaultName && trouble == other.trouble
               && stopped == other.stopped && unusable == other.unusable;
    }
};
Printers printers();
// printers(), and whether the printer the kiosk's SETTING chooses (Printers::chosenFor) answers
// at all: one switched off, or off the network, counts as stopped (Printers::stopped), as
// CUPS's own state never says so; and whether CUPS can give it a PDF (Printers::unusable). Up to
// a few seconds more where it does not answer.
Printers printersFor(const QString &setting);

struct Sent {
    int job = 0;     // CUPS's job id; 0 where nothing was sent
    QString problem; // "" or what went wrong, for the operator, with CUPS's own words
};
// Sends the PDF file PDF to PRINTER as TITLE on PAPER (A4 | A3 | Letter) and returns once CUPS
// has the whole document or has said why not (unknown printer, rejecting jobs, unreachable),
// and the job has printed, or is printing or queued behind another after WATCH_MS, or is seen
// not to print (a printer paused, held by troubleIn(), or not answering when the watch ends:
// Sent::job set, and the problem; the job stays queued and prints once the printer is put right).
Sent sendPdf(const QString &printer, const QString &pdf, const QString &title, const QString &paper,
             int watchMs = 15000);

} // namespace cups
