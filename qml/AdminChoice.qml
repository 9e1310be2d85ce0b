import QtQuick

// One setting chosen from a few values by touch: a label and a button per value.
// VALUES are plain values (never translated text, which would rebuild the buttons on a language
// switch); TEXTFOR names each one on its button.
AdminRow {
    id: root
    property var values: []
    property var current
    property var textFor: function(value) { return String(value) }
    signal chosen(var value)

    Repeater {
        model: root.values
        GoldButton {
            required property var modelData
            implicitHeight: root.lineHeight
            width: Math.min(implicitWidth, root.room)
            text: root.textFor(modelData)
            selected: modelData === root.current
            onClicked: root.chosen(modelData)
        }
    }
}
