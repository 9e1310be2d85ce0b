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
    color: "#f8180604"
    visible: false

    function ask(title, accept) {
        root.title = title
        root.text = ""
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
                text: root.text + PinyinInput.preedit
                color: Theme.paleGold
                font.family: Theme.brushFont
                font.pixelSize: 52
            }
        }
        PinyinKeyboard {
            Layout.alignment: Qt.AlignHCenter
            key: 72
            onCommitted: function(text) { root.text += text }
            onDeleteBack: root.text = root.text.slice(0, -1)
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 24
            GoldButton {
                text: qsTr("确定")
                enabled: root.text !== ""
                onClicked: { root.visible = false; PinyinInput.clear(); root.accept(root.text) }
            }
            GoldButton { text: qsTr("取消"); onClicked: { root.visible = false; PinyinInput.clear() } }
        }
    }
}
