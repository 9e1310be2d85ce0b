import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// Chinese text typed by touch for the admin panel (a new wish tile, a blocked word, the year
// title): the pinyin keyboard over the panel. ask(title, accept) opens it; 确定 calls accept(text).
Rectangle {
    id: root
    property string title: ""
    property string text: ""
    property var accept: null
    property bool latin: false  // letters and digits instead of pinyin (Wi-Fi names, passwords)
    // A key's side: 72 px, or what lets the whole entry (about 12 keys wide; 9 tall with pinyin,
    // 11.2 with the Latin keyboard's six rows) fit a small screen such as 800x480.
    readonly property real key: Math.min(72, width / 12.2, (height - 16) / (latin ? 11.2 : 9))
    color: "#f8180604"
    visible: false

    function ask(title, accept, latin, initial) {
        root.title = title
        root.text = initial || ""
        root.latin = latin === true
        root.accept = accept
        PinyinInput.clear()
        visible = true
        forceActiveFocus()
    }
    function confirm() {
        visible = false
        PinyinInput.clear()
        accept(text)
    }
    function cancel() {
        visible = false
        PinyinInput.clear()
    }

    // A keyboard plugged in while the booth is set up: pinyin as on the screen's keys (letters,
    // digits and marks as typed for a Latin entry), ⌫, Enter for 确定 and Esc for 取消.
    Keys.onPressed: function(event) { event.accepted = root.typedKey(event) }
    function typedKey(event) {
        if (!latin && pinyin.takeKey(event))
            return true
        if (TypedKeys.isShortcut(event))
            return false
        if (event.key === Qt.Key_Backspace)
            text = text.slice(0, -1)
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (confirmButton.enabled)
                confirm()
        }
        else if (event.key === Qt.Key_Escape)
            cancel()
        else if (latin && TypedKeys.typedText(event) !== "")
            text += event.text
        else
            return false
        return true
    }

    MouseArea { anchors.fill: parent }  // nothing behind it reacts meanwhile

    ColumnLayout {
        anchors.centerIn: parent
        spacing: root.key / 3
        Text { Layout.alignment: Qt.AlignHCenter; text: root.title; color: Theme.gold; font.pixelSize: root.key / 2 }
        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: root.key * 9
            Layout.preferredHeight: root.key * 4 / 3
            color: Theme.deepRed
            border.color: Theme.gold
            border.width: 3
            radius: 12
            Text {
                anchors.centerIn: parent
                text: Shown.text(root.text) + PinyinInput.preedit
                color: Theme.paleGold
                font.family: Theme.brushFont
                font.pixelSize: root.key * 0.72
            }
        }
        LatinKeyboard {
            Layout.alignment: Qt.AlignHCenter
            visible: root.latin
            key: root.key
            onCommitted: function(text) { root.text += text }
            onDeleteBack: root.text = root.text.slice(0, -1)
        }
        PinyinKeyboard {
            id: pinyin
            Layout.alignment: Qt.AlignHCenter
            visible: !root.latin
            key: root.key
            onCommitted: function(text) { root.text += text }
            onDeleteBack: root.text = root.text.slice(0, -1)
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: root.key / 3
            GoldButton {
                id: confirmButton
                implicitHeight: root.key
                text: qsTr("确定")
                enabled: root.text !== "" || root.latin
                onClicked: root.confirm()
            }
            GoldButton { implicitHeight: root.key; text: qsTr("取消"); onClicked: root.cancel() }
        }
    }
}
