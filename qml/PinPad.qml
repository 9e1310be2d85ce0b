import QtQuick
import QtQuick.Layouts

// Digits for a PIN, shown as dots. entered(pin) when the operator presses 确定.
ColumnLayout {
    id: root
    signal entered(string pin)
    property string title: ""
    property string note: ""
    property string pin: ""
    property bool locked: false
    property real key: 84
    spacing: key * 0.2

    function clear() { pin = "" }
    // KEY of the pad: a digit, ⌫ or ok.
    function press(key) {
        if (locked)
            return
        if (key === "⌫")
            pin = pin.slice(0, -1)
        else if (key === "ok")
            entered(pin)
        else if (pin.length < 12)
            pin += key
    }

    // An operator with a keyboard at the booth types the PIN on it: digits, ⌫ and Enter (with no
    // digits typed, AdminPin ignores it as it does a touch of 确定).
    onVisibleChanged: if (visible) forceActiveFocus()
    Keys.onPressed: function(event) {
        event.accepted = true
        if (event.text.length === 1 && event.text >= "0" && event.text <= "9")
            press(event.text)
        else if (event.key === Qt.Key_Backspace)
            press("⌫")
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
            press("ok")
        else
            event.accepted = false
    }

    Text {
        Layout.alignment: Qt.AlignHCenter
        text: root.title
        color: Theme.gold
        font.family: Theme.brushFont
        font.pixelSize: root.key * 0.5
    }
    Text {
        Layout.alignment: Qt.AlignHCenter
        text: root.pin === "" ? " " : "●".repeat(root.pin.length)
        color: Theme.paleGold
        font.pixelSize: root.key * 0.45
    }
    Grid {
        Layout.alignment: Qt.AlignHCenter
        columns: 3
        spacing: root.key * 0.18
        Repeater {
            model: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "ok"]
            GoldButton {
                required property string modelData
                text: modelData === "ok" ? qsTr("确定") : modelData
                implicitHeight: root.key
                implicitWidth: root.key * 1.5
                font.family: "sans-serif"
                enabled: !root.locked
                onClicked: root.press(modelData)
            }
        }
    }
    Text {
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: root.key * 6
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        text: root.note
        visible: text !== ""
        color: Theme.paleGold
        font.pixelSize: root.key * 0.3
    }
}
