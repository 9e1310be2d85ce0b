import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Kaimen.Backend

// Where the visitor gives a wish word (or a 上联) and chooses how it is written.
Item {
    id: root
    signal written()
    property string kind: "cangtou"
    property string message: ""
    readonly property var presets: ["如意", "平安", "吉祥", "飞跃", "福满", "迎春", "和顺", "安康"]

    function submit(word) {
        const problem = root.kind === "duilian" ? CoupletService.checkUpperLine(word) : CoupletService.checkWishWord(word)
        root.message = problem
        if (problem !== "")
            return
        if (root.kind === "duilian")
            CoupletService.answerUpperLine(word)
        else
            CoupletService.writeFromWish(word, root.kind)
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width * 0.9, 1400)
        spacing: 28

        Flow {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            spacing: 18
            visible: root.kind !== "duilian"
            Repeater {
                model: root.presets
                GoldButton {
                    required property string modelData
                    text: modelData
                    enabled: CoupletService.state === CoupletService.Ready && !CoupletService.busy
                    onClicked: root.submit(modelData)
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 18
            TextField {
                id: input
                Layout.preferredWidth: root.kind === "duilian" ? 760 : 360
                Layout.preferredHeight: 96
                font.family: Theme.brushFont
                font.pixelSize: 56
                horizontalAlignment: TextInput.AlignHCenter
                placeholderText: root.kind === "duilian" ? qsTr("请输入上联") : qsTr("两字心愿")
                color: Theme.ink
                onAccepted: root.submit(text)
                background: Rectangle { radius: 12; color: "#fff4dc"; border.color: Theme.gold; border.width: 3 }
            }
            GoldButton {
                text: qsTr("写春联")
                enabled: CoupletService.state === CoupletService.Ready && !CoupletService.busy
                onClicked: root.submit(input.text)
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 14
            Repeater {
                model: [{k: "cangtou", t: qsTr("藏头")}, {k: "qianzi", t: qsTr("嵌字")},
                        {k: "theme", t: qsTr("主题")}, {k: "duilian", t: qsTr("对下联")}]
                GoldButton {
                    required property var modelData
                    text: modelData.t
                    selected: root.kind === modelData.k
                    onClicked: { root.kind = modelData.k; root.message = "" }
                }
            }
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: root.message
            visible: text !== ""
            color: Theme.gold
            font.pixelSize: 30
        }
    }
}
