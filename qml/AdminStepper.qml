import QtQuick
import QtQuick.Layouts

// A number set by touch: − and + around its value (the setter keeps it in range).
RowLayout {
    id: root
    property string label: ""
    property string valueText: ""
    signal down()
    signal up()
    spacing: 16

    AdminLabel { text: root.label }
    GoldButton { text: "−"; implicitHeight: 60; font.family: "sans-serif"; onClicked: root.down() }
    Text {
        text: root.valueText
        color: Theme.paleGold
        font.pixelSize: 30
        horizontalAlignment: Text.AlignHCenter
        Layout.preferredWidth: 160
    }
    GoldButton { text: "+"; implicitHeight: 60; font.family: "sans-serif"; onClicked: root.up() }
}
