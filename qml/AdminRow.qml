import QtQuick
import QtQuick.Layouts

// A setting's row on the admin panel: its name, then what sets it (buttons, its value), which
// wrap onto more lines on a narrow screen, as the name does, rather than run off the panel's
// right edge (an 800x480 booth screen; English words are longer than Chinese ones).
RowLayout {
    id: root
    property string label: ""
    // Centres the name's first line on the first line of buttons (their height).
    property real lineHeight: 60
    default property alias content: flow.data
    // How wide one line of the row's buttons may be: a button wider than that is narrowed to it
    // (its word shrinks to fit, as GoldButton's do).
    readonly property alias room: flow.width
    spacing: 16

    AdminLabel {
        text: root.label
        Layout.alignment: Qt.AlignTop
        topPadding: Math.max(0, (root.lineHeight - font.pixelSize * 1.4) / 2)
    }
    Flow {
        id: flow
        Layout.fillWidth: true
        spacing: 12
    }
}
