#pragma once

#include <QQuickPaintedItem>
#include <QString>

// A QR code of TEXT on a white square with its quiet zone, drawn with whole pixels per module so
// that a phone's camera reads it from the screen (libqrencode through ui/network/QrCode.h).
class QrCodeItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // Modules a side, 0 when nothing is encoded.
    Q_PROPERTY(int modules READ modules NOTIFY textChanged)

public:
    explicit QrCodeItem(QQuickItem *parent = nullptr);
    QString text() const { return m_text; }
    void setText(const QString &text);
    int modules() const { return m_size; }
    void paint(QPainter *painter) override;

signals:
    void textChanged();

private:
    QString m_text;
    int m_size = 0;
    std::vector<bool> m_dark;
};
