import QtQuick
import QtQuick.Layouts

// One setting chosen from a few values by touch: a label and a button per value.
// VALUES are plain values (never translated text, which would rebuild the buttons on a language
// switch); TEXTFOR names each one on its button.
RowLayout {
    id: root
    property string label: ""
    property var values: []
    property var current
    property var textFor: function(value) { return String(value) }
    signal chosen(var value)
    spacing: 16

    AdminLabel { text: root.label; Layout.alignment: Qt.AlignTop; topPadding: 14 }
    Flow {
        Layout.fillWidth: true
        spacing: 12
        Repeater {
            model: root.values
            GoldButton {
                required property var modelData
                implicitHeight: 60
                text: root.textFor(modelData)
                selected: modelData === root.current
                onClicked: root.chosen(modelData)
            }
        }
    }
}
