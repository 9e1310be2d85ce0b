import QtQuick
import QtQuick.Layouts

// Letters, digits and the symbols of Wi-Fi names and passwords, typed by touch (the pinyin
// keyboard writes Chinese only). ⇧ switches to capitals for one key.
ColumnLayout {
    id: root
    property real key: 64
    property bool shifted: false
    signal committed(string text)
    signal deleteBack()
    spacing: root.key * 0.12

    readonly property var rows: ["1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm_.@", "!#$%&*+=?~"]
    Repeater {
        model: root.rows
        Row {
            required property string modelData
            Layout.alignment: Qt.AlignHCenter
            spacing: root.key * 0.12
            Repeater {
                model: parent.modelData.split("")
                GoldButton {
                    required property string modelData
                    width: root.key
                    implicitHeight: root.key
                    font.family: "sans-serif"
                    text: root.shifted ? modelData.toUpperCase() : modelData
                    onClicked: { root.committed(text); root.shifted = false }
                }
            }
        }
    }
    Row {
        Layout.alignment: Qt.AlignHCenter
        spacing: root.key * 0.12
        GoldButton { width: root.key * 2; implicitHeight: root.key; text: "⇧"; selected: root.shifted; onClicked: root.shifted = !root.shifted }
        GoldButton { width: root.key * 5; implicitHeight: root.key; text: qsTr("空格"); onClicked: root.committed(" ") }
        GoldButton { width: root.key * 2; implicitHeight: root.key; text: "⌫"; font.family: "sans-serif"; onClicked: root.deleteBack() }
    }
}
