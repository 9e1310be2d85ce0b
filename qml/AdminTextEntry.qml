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
    color: "#f8180604"
    visible: false

    function ask(title, accept, latin, initial) {
        root.title = title
        root.text = initial || ""
        root.latin = latin === true
        root.accept = accept
        PinyinInput.clear()
        visible = true
    }

    MouseArea { anchors.fill: parent }  // nothing behind it reacts meanwhile

    ColumnLayout {
        anchors.centerIn: parent
        spacing: 24
        Text { Layout.alignment: Qt.AlignHCenter; text: root.title; color: Theme.gold; font.pixelSize: 36 }
        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 640
            Layout.preferredHeight: 96
            color: Theme.deepRed
            border.color: Theme.gold
            border.width: 3
            radius: 12
            Text {
                anchors.centerIn: parent
                text: Shown.text(root.text) + PinyinInput.preedit
                color: Theme.paleGold
                font.family: Theme.brushFont
                font.pixelSize: 52
            }
        }
        LatinKeyboard {
            Layout.alignment: Qt.AlignHCenter
            visible: root.latin
            key: 72
            onCommitted: function(text) { root.text += text }
            onDeleteBack: root.text = root.text.slice(0, -1)
        }
        PinyinKeyboard {
            Layout.alignment: Qt.AlignHCenter
            visible: !root.latin
            key: 72
            onCommitted: function(text) { root.text += text }
            onDeleteBack: root.text = root.text.slice(0, -1)
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 24
            GoldButton {
                text: qsTr("确定")
                enabled: root.text !== "" || root.latin
                onClicked: { root.visible = false; PinyinInput.clear(); root.accept(root.text) }
            }
            GoldButton { text: qsTr("取消"); onClicked: { root.visible = false; PinyinInput.clear() } }
        }
    }
}
