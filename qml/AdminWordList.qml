import QtQuick

// A list of words edited by touch: ✕ on a word removes it, ＋ types a new one on the pinyin
// keyboard (KEYBOARD, an AdminTextEntry). EDITED hands the whole new list to the setter.
AdminRow {
    id: root
    property var words: []
    property var keyboard
    signal edited(var words)
    lineHeight: 54

    Repeater {
        model: root.words
        GoldButton {
            required property string modelData
            implicitHeight: root.lineHeight
            width: Math.min(implicitWidth, root.room)
            text: Shown.text(modelData) + "  ✕"
            onClicked: root.edited(root.words.filter(function(w) { return w !== modelData }))
        }
    }
    GoldButton {
        implicitHeight: root.lineHeight
        text: "＋"
        font.family: "sans-serif"
        onClicked: root.keyboard.ask(root.label, function(word) { root.edited(root.words.concat([word])) })
    }
}
