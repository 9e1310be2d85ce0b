import QtQuick
import QtQuick.Layouts

// A list of words edited by touch: ✕ on a word removes it, ＋ types a new one on the pinyin
// keyboard (KEYBOARD, an AdminTextEntry). EDITED hands the whole new list to the setter.
RowLayout {
    id: root
    property string label: ""
    property var words: []
    property var keyboard
    signal edited(var words)
    spacing: 16

    AdminLabel { text: root.label; Layout.alignment: Qt.AlignTop; topPadding: 10 }
    Flow {
        Layout.fillWidth: true
        spacing: 10
        Repeater {
            model: root.words
            GoldButton {
                required property string modelData
                implicitHeight: 54
                text: Shown.text(modelData) + "  ✕"
                onClicked: root.edited(root.words.filter(function(w) { return w !== modelData }))
            }
        }
        GoldButton {
            implicitHeight: 54
            text: "＋"
            font.family: "sans-serif"
            onClicked: root.keyboard.ask(root.label, function(word) { root.edited(root.words.concat([word])) })
        }
    }
}
