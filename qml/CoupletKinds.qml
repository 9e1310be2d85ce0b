import QtQuick
import QtQuick.Layouts

// The four kinds of couplet a visitor may ask for, the one asked for marked: 藏头 (the wish opens
// the lines), 嵌字 (set in them), 主题 (written on its theme) and 对下联 (a 上联 answered).
RowLayout {
    id: root
    // The kind marked: "cangtou", "qianzi", "theme" or "duilian".
    property string kind
    signal chosen(string kind)
    spacing: 14
    // Keys in the model, words in the delegate: a language switch then re-reads the words
    // without rebuilding the buttons (rebuilding them inside a layout while Qt 6.4 retranslates
    // crashes).
    Repeater {
        model: ["cangtou", "qianzi", "theme", "duilian"]
        GoldButton {
            required property string modelData
            text: modelData === "cangtou" ? qsTr("藏头") : modelData === "qianzi" ? qsTr("嵌字")
                : modelData === "theme" ? qsTr("主题") : qsTr("对下联")
            selected: root.kind === modelData
            onClicked: root.chosen(modelData)
            // Full width where the row has room; on a narrow screen down to the word's.
            Layout.fillWidth: true
            Layout.maximumWidth: implicitWidth
            Layout.minimumWidth: contentItem.implicitWidth + 16
        }
    }
}
