import QtQuick
import QtQuick.Layouts
import Kaimen.Backend

// An on-screen pinyin keyboard with a candidate bar (libgooglepinyin through PinyinInput).
// Chosen text is handed out by committed(); ⌫ with no letters pending deletes from the input; with
// phrases set, a ， key breaks a 上联 between its phrases.
ColumnLayout {
    id: root
    signal committed(string text)
    signal deleteBack()
    property real key: 72
    // A ， key for the break between a 上联's phrases (春回大地，福满人间): a wish has none.
    property bool phrases: false
    spacing: key * 0.15

    // One PinyinInput serves every keyboard: only a shown, enabled one takes its text (the
    // visitor's stays out of the admin panel's, and back).
    Connections {
        target: PinyinInput
        enabled: root.visible && root.enabled
        function onCommitted(text) { root.committed(Shown.text(text)) }
    }

    // The candidates for the letters typed so far (the input box shows the letters).
    // libgooglepinyin offers Simplified words; they are offered and written in the reader's
    // script (Traditional in zh_TW): the model and the settings read either.
    RowLayout {
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredHeight: root.key
        spacing: root.key * 0.15
        Repeater {
            model: PinyinInput.candidates.slice(0, 7)
            GoldButton {
                required property string modelData
                required property int index
                text: Shown.text(modelData)
                implicitHeight: root.key
                implicitWidth: Math.max(root.key * 1.2, contentItem.implicitWidth + root.key * 0.5)
                font.pixelSize: root.key * 0.48
                onClicked: PinyinInput.choose(index)
            }
        }
    }
    Repeater {
        model: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        RowLayout {
            required property string modelData
            required property int index
            Layout.alignment: Qt.AlignHCenter
            spacing: root.key * 0.12
            Repeater {
                model: Array.from(modelData)
                GoldButton {
                    required property string modelData
                    text: modelData
                    implicitHeight: root.key
                    implicitWidth: root.key * 1.05
                    font.family: "sans-serif"
                    onClicked: PinyinInput.type(modelData)
                }
            }
            GoldButton {
                objectName: "phraseBreakKey"
                visible: index === 2 && root.phrases
                // Between phrases only: pinyin still open is a word not yet chosen.
                enabled: PinyinInput.letters === ""
                text: "，"
                implicitHeight: root.key
                implicitWidth: root.key * 1.05
                font.pixelSize: root.key * 0.7  // the full-width mark sits low and small in its square
                onClicked: root.committed("，")
            }
            GoldButton {
                visible: index === 2
                text: "⌫"
                implicitHeight: root.key
                implicitWidth: root.key * 1.6
                font.family: "sans-serif"
                onClicked: PinyinInput.letters === "" ? root.deleteBack() : PinyinInput.backspace()
            }
        }
    }
}
