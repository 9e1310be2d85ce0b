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
    readonly property int shownCandidates: 7
    spacing: key * 0.15

    // EVENT, a key of a physical keyboard, taken as a Chinese input method takes it: a letter
    // spells pinyin as this keyboard's keys do; while letters are open, space or Enter writes the
    // first candidate, 1-7 the one shown at that place, ⌫ takes back a letter and Esc them all,
    // and no other key passes. Whether it was taken; a key not taken (⌫ or Enter with no letters
    // open, a digit, a mark) is the form's.
    function takeKey(event) {
        if (!PinyinInput.available || TypedKeys.isShortcut(event))
            return false
        const letter = TypedKeys.letter(event)
        if (letter !== "") {
            PinyinInput.type(letter)
            return true
        }
        if (PinyinInput.letters === "")
            return false
        const shown = Math.min(shownCandidates, PinyinInput.candidates.length)
        const place = event.text.length === 1 ? "1234567".indexOf(event.text) : -1
        if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (shown > 0)
                PinyinInput.choose(0)
        } else if (place >= 0) {
            if (place < shown)
                PinyinInput.choose(place)
        } else if (event.key === Qt.Key_Backspace) {
            PinyinInput.backspace()
        } else if (event.key === Qt.Key_Escape) {
            PinyinInput.clear()
        }
        return true
    }

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
            model: PinyinInput.candidates.slice(0, root.shownCandidates)
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
