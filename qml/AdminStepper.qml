import QtQuick

// A number set by touch: − and + around its value (the setter keeps it in range).
AdminRow {
    id: root
    property string valueText: ""
    signal down()
    signal up()

    GoldButton { text: "−"; implicitHeight: root.lineHeight; font.family: "sans-serif"; onClicked: root.down() }
    AdminValue {
        text: root.valueText
        width: 160
        lineHeight: root.lineHeight
        font.pixelSize: 30
        horizontalAlignment: Text.AlignHCenter
    }
    GoldButton { text: "+"; implicitHeight: root.lineHeight; font.family: "sans-serif"; onClicked: root.up() }
}
