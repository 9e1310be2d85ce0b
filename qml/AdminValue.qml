import QtQuick

// A setting's value shown in an AdminRow beside its buttons, on their middle line; it wraps
// when it is wider than the row (a long Wi-Fi name, a key shown in full).
Text {
    id: root
    // Measured apart from the Text: a wrapping Text's own implicit width follows its width.
    TextMetrics { id: natural; font: root.font; text: root.text }
    width: Math.min(Math.ceil(natural.advanceWidth) + 2, parent ? parent.width : natural.advanceWidth)
    property real lineHeight: 60  // its row's buttons'
    height: Math.max(lineHeight, implicitHeight)
    verticalAlignment: Text.AlignVCenter
    wrapMode: Text.WrapAnywhere
    color: Theme.paleGold
    font.pixelSize: 26
}
